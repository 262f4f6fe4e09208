/**
 * Every path the site links to, redirects to, lists in the sitemap or puts in JSON-LD comes
 * from the family registry (families.ts); these are its builders under friendly names.
 * Paths always end in "/" (trailingSlash: 'always'); query strings come after it.
 * Only pure imports: islands and the 404 script use it too. Absolute URLs: `absoluteUrl` in site.ts.
 */
import { fillPattern, FAMILIES, pathFor, type FamilyKey } from './families';

export { FAMILIES, FAMILY_ORDER, familyOf, fillPattern, isIndexedPath, pathFor, type FamilyKey, type ParamsOf } from './families';
export type LegacyListing = 'tiendaPage' | 'categoryPerrosPage' | 'tagCachorrosPage';
export type DogCategoryGroup = 'tamano' | 'uso' | 'intencion';
/** The cat cluster groups that have category pages (intencion entries are the intent pages). */
export type CatCategoryGroup = 'pelaje' | 'uso' | 'caracter' | 'cuidados' | 'tamano';
export type CatIntent = 'precios' | 'criaderos-en-colombia' | 'venta-en-colombia';

const CAT_INTENT_FAMILY = { precios: 'catPrices', 'criaderos-en-colombia': 'catBreedersGuide', 'venta-en-colombia': 'catSaleGuide' } as const;
export const CAT_INTENTS = Object.keys(CAT_INTENT_FAMILY) as CatIntent[];

/**
 * The landing family of each pet species; a livestock species' landing is the `livestock` family.
 * Species are plain strings on this floor (their types: src/lib/content/species.ts, which checks
 * that every pet species has its landing here).
 */
export const PET_LANDING = { perros: 'dogs', gatos: 'cats' } as const satisfies Record<string, FamilyKey>;
const isPet = (species: string): species is keyof typeof PET_LANDING => Object.hasOwn(PET_LANDING, species);

/** The path of a family given by key, with its params. */
const pathOf = (key: FamilyKey, params: Record<string, string> = {}) => fillPattern(FAMILIES[key].pattern, params);

/** A climate class (content's keys) as its page's URL says it, the way a Colombian types it: «tierra caliente», «tierra templada», «tierra fría». */
export const CLIMATE_SLUGS = { frio: 'fria', templado: 'templada', calido: 'caliente' } as const;

/** Two slugs in one path segment ("shih-tzu" + "bogota" → "shih-tzu-bogota"). */
export const joinSlugs = (...slugs: string[]) => slugs.join('-');

export const routes = {
  home: () => pathFor('home'),
  shopHome: () => pathFor('shopHome'),
  about: () => pathFor('about'),
  guarantee: () => pathFor('guarantee'),
  privacy: () => pathFor('privacy'),
  terms: () => pathFor('terms'),
  species: (species: string) => (isPet(species) ? pathOf(PET_LANDING[species]) : pathFor('livestock', { especie: species })),

  dogs: () => pathFor('dogs'),
  dogSize: (tamano: string) => pathFor('dogSize', { tamano }),
  dogUse: (uso: string) => pathFor('dogUse', { uso }),
  /** The combined search; without filters it is the plain search page. */
  dogSearch: (filters: { tamano?: string | null; uso?: string | null } = {}) => {
    const query = new URLSearchParams();
    if (filters.tamano) query.set('tamano', filters.tamano);
    if (filters.uso) query.set('uso', filters.uso);
    const qs = query.toString();
    return pathFor('dogSearch') + (qs ? `?${qs}` : '');
  },
  dogPrices: () => pathFor('dogPrices'),
  dogBreed: (raza: string) => pathFor('dogBreed', { raza }),
  dogBreederInCity: (raza: string, ciudad: string) => pathFor('dogBreederInCity', { razaCiudad: joinSlugs(raza, ciudad) }),
  /** A breeder page kept at its legacy URL (the path comes from content/dogs/fixed-pages.json). */
  dogFixedBreeder: (path: string) => pathFor('dogFixedBreeder', { paginaFija: path }),
  dogsIn: (lugar: string) => pathFor('dogsIn', { lugar }),
  dogLocation: (lugar: string) => pathFor('dogLocation', { lugar }),
  dogBreedIn: (lugar: string, raza: string) => pathFor('dogBreedIn', { lugar, raza }),
  dogNeighbourhood: (ciudad: string, barrio: string, raza: string) => pathFor('dogNeighbourhood', { ciudad, barrio, raza }),
  dogArticle: (raza: string, ciudad: string, intencion: string) => pathFor('dogArticle', { razaCiudad: joinSlugs(raza, ciudad), intencion }),
  dogCategory: (grupo: DogCategoryGroup, cluster: string) => pathFor('dogCategory', { grupo, cluster }),

  /** Old paginated shop listings kept as pages (spec §2): /tienda/page/2/ and the like. */
  legacyListingPage: (listing: LegacyListing, page: number) => pathFor(listing, { pagina: String(page) }),

  livestockBreed: (species: string, linea: string) => pathFor('livestockLine', { especie: species, linea }),
  /**
   * Sales of one line in one city. `saleSlug` is the line's sale slug (content/species.ts ›
   * saleSlug: "caballos-arabe", "mulas", "ganado-brahman", "canarios").
   */
  livestockSale: (species: string, saleSlug: string, ciudad: string) => pathFor('livestockSale', { especie: species, lineaCiudad: joinSlugs(saleSlug, ciudad) }),
  /** A category (cluster) page of a livestock species. */
  livestockCategory: (species: string, cluster: string) => pathFor('livestockCategory', { especie: species, cluster }),
  bufalos: () => pathFor('bufalos'),
  /** A livestock species in a city (species with content/species.json › ganado.paginasPorCiudad). */
  livestockIn: (species: string, ciudad: string) => pathFor('livestockIn', { especie: species, ciudad }),
  /** A livestock species in a climate class (content's keys frio, templado, calido), where its city pages twin. */
  livestockClimate: (species: string, climate: keyof typeof CLIMATE_SLUGS) => pathFor('livestockClimate', { especie: species, clima: CLIMATE_SLUGS[climate] }),

  cats: () => pathFor('cats'),
  catBreed: (raza: string) => pathFor('catBreed', { raza }),
  catsIn: (lugar: string) => pathFor('catsIn', { lugar }),
  catIntent: (intencion: CatIntent) => pathFor(CAT_INTENT_FAMILY[intencion]),
  catBreederInCity: (raza: string, lugar: string) => pathFor('catBreederInCity', { razaCiudad: joinSlugs(raza, lugar) }),
  catCategory: (group: CatCategoryGroup, slug: string) => {
    switch (group) {
      case 'pelaje':
        return pathFor('catCoat', { pelaje: slug });
      case 'uso':
        return pathFor('catUse', { uso: slug });
      case 'caracter':
        return pathFor('catCharacter', { caracter: slug });
      case 'cuidados':
        return pathFor('catCare', { cuidados: slug });
      case 'tamano':
        return pathFor('catSize', { tamano: slug });
    }
  },

  /** The page of a cat cluster: its category page, or its intent page (the 'intencion' group). */
  catCluster: (group: string, slug: string) => (group === 'intencion' ? routes.catIntent(slug as CatIntent) : routes.catCategory(group as CatCategoryGroup, slug)),

  inventory: () => pathFor('inventory'),
  inventoryEntry: (camada: string) => pathFor('inventoryEntry', { camada }),
  inventoryAnimal: (camada: string, animal: string) => pathFor('inventoryAnimal', { camada, animal }),
  /** The page of a species' breed or line: the dog or cat breed page, the livestock line page. */
  breedOf: (species: string, raza: string) => (species === 'perros' ? pathFor('dogBreed', { raza }) : species === 'gatos' ? pathFor('catBreed', { raza }) : pathFor('livestockLine', { especie: species, linea: raza })),
} as const;

/** Extracts the pathname of a site path with query ("/perros/buscar/?uso=x" → "/perros/buscar/"). */
export function pathnameOf(path: string): string {
  return path.split(/[?#]/)[0] ?? path;
}
