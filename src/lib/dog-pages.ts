/**
 * The dog routes, computed once from the catalog: every getStaticPaths of a dog page returns
 * a slice of these lists, and the sitemap, links and redirects use the same routes.
 */
import type { Catalog, DogLocation } from './content/catalog';
import type { DogBreed } from './content/schemas';
import type { ItemList, WithContext } from 'schema-dts';
import { filterBreeds, pricesOf, type DogFilters } from './dogs';
import { productLd } from './jsonld';
import { slugify } from './slug';
import type { Crumb } from './jsonld';
import { routes } from './routes';
import { seededPicker } from './random';

/** Breadcrumbs from home through /perros/ to the given trail. */
export function dogCrumbs(...trail: Crumb[]): Crumb[] {
  return [{ name: 'Inicio', path: routes.home() }, { name: 'Perros', path: routes.dogs() }, ...trail];
}

export interface DogFilterPage {
  type: 'tamano' | 'uso';
  slug: string;
  path: string;
  filters: DogFilters;
  title: string;
  heading: string;
  intro: string;
}

export function dogFilterPages(catalog: Catalog): DogFilterPage[] {
  const bySize = catalog.dogSizes.map((s): DogFilterPage => {
    const count = filterBreeds(catalog, { tamano: s.key }).length;
    return {
      type: 'tamano',
      slug: s.slug,
      path: routes.dogSize(s.slug),
      filters: { tamano: s.key },
      title: `Perros ${s.name.toLowerCase()} en venta en Colombia`,
      heading: `Razas de perros ${s.name.toLowerCase()}`,
      intro: `${count} razas de tamaño ${s.name.toLowerCase()} con certificado de salud, vacunas al día y entrega en Bogotá y toda Colombia.`,
    };
  });
  const byUse = catalog.dogUses.map((u): DogFilterPage => {
    const count = filterBreeds(catalog, { uso: u.key }).length;
    return {
      type: 'uso',
      slug: u.slug,
      path: routes.dogUse(u.slug),
      filters: { uso: u.key },
      title: `Perros de ${u.name.toLowerCase()} en venta en Colombia`,
      heading: `Perros ideales para ${u.name.toLowerCase()}`,
      intro: `${count} razas recomendadas para ${u.name.toLowerCase()}, criadas en Bogotá con certificado de salud, vacunas al día y desparasitación.`,
    };
  });
  return [...bySize, ...byUse];
}

/** Every breed in every dog location (cities, Bogotá's localities, regions). */
export function breedLocationPairs(catalog: Catalog): { breed: DogBreed; location: DogLocation }[] {
  return catalog.dogLocations.flatMap((location) => catalog.dogBreeds.map((breed) => ({ breed, location })));
}

export interface BreedSalePageSpec {
  path: string;
  breed: string;
  city?: { nombre: string; departamento: string; slug?: string };
}

/** /venta-perros/{raza}/, every breeder-in-city page and the fixed legacy pages. */
export function breedSalePages(catalog: Catalog): BreedSalePageSpec[] {
  return [
    ...catalog.dogBreeds.map((b) => ({ path: routes.dogBreed(b.slug), breed: b.slug })),
    ...catalog.dogBreeds.flatMap((b) =>
      catalog.cities.map((c) => ({ path: routes.dogBreederInCity(b.slug, c.slug), breed: b.slug, city: { nombre: c.nombre, departamento: c.departamento, slug: c.slug } })),
    ),
    ...catalog.fixedDogPages.map((f) => ({ path: f.path, breed: f.raza, city: { nombre: f.ciudad, departamento: f.departamento } })),
  ];
}

export const CATEGORY_CARDS = 6;

/** A dog category (cluster) page and its six example breeds. */
export function dogCategoryPages(catalog: Catalog) {
  return catalog.dogClusters.map((cluster) => {
    const path = routes.dogCategory(cluster.group, cluster.slug);
    let members: DogBreed[];
    if (cluster.group === 'tamano') members = filterBreeds(catalog, { tamano: catalog.dogSizes.find((s) => s.slug === cluster.slug)!.key });
    else if (cluster.group === 'uso') members = filterBreeds(catalog, { uso: catalog.dogUses.find((u) => u.slug === cluster.slug)!.key });
    else members = seededPicker(path).shuffle(catalog.dogBreeds);
    return { cluster, path, breeds: members.slice(0, CATEGORY_CARDS) };
  });
}

const PRICE_GROUP_TITLES: Record<string, string> = { MINI: 'Razas mini', PEQUENAS: 'Razas pequeñas', MEDIANAS: 'Razas medianas', GRANDES: 'Razas grandes y gigantes' };

/** The price guide: rows grouped MINI, PEQUEÑAS, MEDIANAS, GRANDES, and an ItemList of Product offers. */
export function priceGuide(catalog: Catalog) {
  const groups = Object.entries(PRICE_GROUP_TITLES).map(([key, title]) => ({
    key: key.toLowerCase(),
    title,
    rows: catalog.dogPrices.filter((r) => r.grupo === key).map((row) => ({ row, breed: catalog.dogBreedBySlug.get(slugify(row.nombre)) })),
  }));
  const path = routes.dogPrices();
  const jsonLd: WithContext<ItemList> = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Precios de perros por raza',
    itemListElement: groups.flatMap((g) => g.rows).map(({ row, breed }, i) => {
      const { '@context': _, ...product } = productLd({ name: `Cachorro ${row.nombre}`, description: breed?.descripcion ?? `Cachorro ${row.nombre} de criadero en Bogotá.`, path: breed ? routes.dogBreed(breed.slug) : path, prices: pricesOf(row) });
      return { '@type': 'ListItem', position: i + 1, item: product };
    }),
  };
  return { groups, jsonLd };
}
