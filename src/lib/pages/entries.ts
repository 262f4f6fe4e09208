/**
 * The entries each page family is generated from: one list per family of the registry
 * (families.ts), computed from the catalog. `getStaticPaths` of every page file returns one of
 * these lists (static-paths.ts); the tests use them to prove that no two families emit the
 * same path and that every entry is built.
 */
import type { Catalog, DogLocation } from '../content/catalog';
import type { CatCluster, City, DogBreed, Locality } from '../content/schemas';
import type { CategoryGroup } from '../domain/cats';
import { hasCityPages, LIVESTOCK_SPECIES, saleSlug } from '../content/species';
import { livestockClusters, livestockLanding, type LivestockSpecies, saleableCards } from '../domain/livestock';
import { climateTwins } from '../domain/livestock-sale';
import { catPlace } from '../views/cat-place-pages';
import type { BreederCity } from '../views/dog-place-pages';
import { inventoryPages } from '../views/inventory';
import { type ListingPage, listingPages } from '../views/listings';
import { FAMILIES, type FamilyKey, fillPattern, type ParamsOf } from '../routes/families';
import { CLIMATE_SLUGS, joinSlugs, type LegacyListing } from '../routes';
import { DOG_INTENTS, type DogIntent } from '../routes/intents';
import { placeholderTemplates } from './placeholder-index';

export interface Entry<K extends FamilyKey, P> {
  params: ParamsOf<K>;
  props: P;
}

const listingEntries = (listing: LegacyListing) => (catalog: Catalog) =>
  listingPages(catalog)
    .filter((p) => p.listing === listing)
    .map((page): Entry<LegacyListing, { page: ListingPage }> => ({ params: { pagina: String(page.page) }, props: { page } }));

/** One list of entries per livestock species, concatenated (content/species.json order). */
const perSpecies = <E>(entries: (catalog: Catalog, species: LivestockSpecies) => E[]) => (catalog: Catalog) => LIVESTOCK_SPECIES.flatMap((species) => entries(catalog, species));

/** The category pages of one cat cluster group, one per cluster; `param` is the family's param name. */
function catClusterEntries<G extends CategoryGroup, P extends string>(group: G, param: P) {
  return (catalog: Catalog) =>
    catalog.catClusters
      .filter((cluster) => cluster.group === group)
      .map((cluster) => ({ params: { [param]: cluster.slug } as Record<P, string>, props: { cluster: cluster as CatCluster & { group: CategoryGroup } } }));
}

export const ENTRIES = {
  dogSize: (c: Catalog) => c.dogSizes.map((size) => ({ params: { tamano: size.slug }, props: { filter: { type: 'tamano' as const, slug: size.slug } } })),
  dogUse: (c: Catalog) => c.dogUses.map((use) => ({ params: { uso: use.slug }, props: { filter: { type: 'uso' as const, slug: use.slug } } })),
  dogBreed: (c: Catalog) => c.dogBreeds.map((breed) => ({ params: { raza: breed.slug }, props: { breed } })),
  dogBreederInCity: (c: Catalog) =>
    c.dogBreeds.flatMap((breed) =>
      c.cities.map((city) => ({ params: { razaCiudad: joinSlugs(breed.slug, city.slug) }, props: { breed, city: { nombre: city.nombre, departamento: city.departamento, slug: city.slug } as BreederCity } })),
    ),
  dogFixedBreeder: (c: Catalog) =>
    c.fixedDogPages.map((f) => {
      const town = c.townBySlug.get(f.lugar)!;
      return {
        params: { paginaFija: f.path.replace(/^\/|\/$/g, '') },
        props: { breed: c.dogBreedBySlug.get(f.raza)!, city: { nombre: town.nombre, departamento: town.departamento, lugar: town.slug } as BreederCity },
      };
    }),
  dogsIn: (c: Catalog) => c.dogLocations.map((location) => ({ params: { lugar: location.slug }, props: { location } })),
  dogLocation: (c: Catalog) => c.dogLocations.map((location) => ({ params: { lugar: location.slug }, props: { location } })),
  dogBreedIn: (c: Catalog) =>
    c.dogLocations.flatMap((location: DogLocation) => c.dogBreeds.map((breed: DogBreed) => ({ params: { lugar: location.slug, raza: breed.slug }, props: { breed, location } }))),
  dogNeighbourhood: (c: Catalog) =>
    c.localities.flatMap((locality: Locality) =>
      c.dogBreeds.map((breed) => ({ params: { ciudad: locality.slug_ciudad, barrio: locality.slug_barrio, raza: breed.slug }, props: { breed, locality } })),
    ),
  dogArticle: (c: Catalog) =>
    c.dogBreeds.flatMap((breed) =>
      c.cities.flatMap((city: City) => DOG_INTENTS.map((intent: DogIntent) => ({ params: { razaCiudad: joinSlugs(breed.slug, city.slug), intencion: intent }, props: { breed, city, intent } }))),
    ),
  dogCategory: (c: Catalog) => c.dogClusters.map((cluster) => ({ params: { grupo: cluster.group, cluster: cluster.slug }, props: { cluster } })),

  tiendaPage: listingEntries('tiendaPage'),
  categoryPerrosPage: listingEntries('categoryPerrosPage'),
  tagCachorrosPage: listingEntries('tagCachorrosPage'),

  catBreed: (c: Catalog) => c.catBreeds.map((breed) => ({ params: { raza: breed.slug }, props: { breed } })),
  catsIn: (c: Catalog) => [
    ...c.cities.map((place) => ({ params: { lugar: place.slug }, props: { place: { slug: place.slug, nombre: place.nombre }, abroad: false } })),
    ...c.countries.map((place) => ({ params: { lugar: place.slug }, props: { place: { slug: place.slug, nombre: place.nombre }, abroad: true } })),
  ],

  catBreederInCity: (c: Catalog) => [
    ...c.catBreeds.flatMap((breed) => c.cities.map((city) => ({ params: { razaCiudad: joinSlugs(breed.slug, city.slug) }, props: { breed, place: catPlace(city, true) } }))),
    ...c.catFixedPages.map((f) => ({
      params: { razaCiudad: joinSlugs(f.raza, f.lugar) },
      props: { breed: c.catBreeds.find((b) => b.slug === f.raza)!, place: catPlace(c.townBySlug.get(f.lugar)!, false) },
    })),
  ],
  catCoat: catClusterEntries('pelaje', 'pelaje'),
  catUse: catClusterEntries('uso', 'uso'),
  catCharacter: catClusterEntries('caracter', 'caracter'),
  catCare: catClusterEntries('cuidados', 'cuidados'),
  catSize: catClusterEntries('tamano', 'tamano'),

  livestock: perSpecies((_, species) => [{ params: { especie: species }, props: { species } }]),
  livestockLine: perSpecies((c, species) => livestockLanding(c, species).cards.map((card) => ({ params: { especie: species, linea: card.slug }, props: { species, card } }))),
  livestockSale: perSpecies((c, species) =>
    saleableCards(c, species).flatMap((card) =>
      c.cities.map((city) => ({ params: { especie: species, lineaCiudad: joinSlugs(saleSlug(species, card.slug), city.slug) }, props: { species, card, city } })),
    ),
  ),
  livestockIn: perSpecies((c, species) => (hasCityPages(species) ? c.cities.map((city) => ({ params: { especie: species, ciudad: city.slug }, props: { species, city } })) : [])),
  livestockClimate: perSpecies((c, species) =>
    hasCityPages(species) ? climateTwins(c, species, saleableCards(c, species)).map(({ climate, cities }) => ({ params: { especie: species, clima: CLIMATE_SLUGS[climate] }, props: { species, climate, cities } })) : [],
  ),
  livestockCategory: perSpecies((c, species) => livestockClusters(c, species).map((cluster) => ({ params: { especie: species, cluster: cluster.slug }, props: { species, cluster } }))),
  inventoryEntry: (c: Catalog) => inventoryPages(c).entries.map((entry) => ({ params: { camada: entry.slug }, props: { entry } })),
  inventoryAnimal: (c: Catalog) => inventoryPages(c).animals.map(({ entry, animal }) => ({ params: { camada: entry.slug, animal }, props: { entry, animal } })),
  placeholder: placeholderTemplates,
} satisfies { [K in FamilyKey]?: (catalog: Catalog) => Entry<K, object>[] };

/** Families with params: each has an entry list above. */
export type ParamFamily = keyof typeof ENTRIES;

/** The props a page of a param family receives, plus its own path. */
export type EntryProps<K extends ParamFamily> = ReturnType<(typeof ENTRIES)[K]>[number]['props'] & { path: string };

/** Families whose pattern has params. */
type FamiliesWithParams = { [K in FamilyKey]: keyof ParamsOf<K> extends never ? never : K }[FamilyKey];
/** Compile-time check: every family with params has its entry list. */
const _everyFamilyHasEntries: Record<FamiliesWithParams, unknown> = ENTRIES;
void _everyFamilyHasEntries;

/** Every path a family builds: its entries' paths, or its one path when it has no params. */
export function familyPaths(catalog: Catalog, key: FamilyKey): string[] {
  const list = (ENTRIES as Partial<Record<FamilyKey, (c: Catalog) => { params: object }[]>>)[key];
  const pattern = FAMILIES[key].pattern;
  return list ? list(catalog).map((e) => fillPattern(pattern, e.params as Record<string, string>)) : [fillPattern(pattern, {})];
}
