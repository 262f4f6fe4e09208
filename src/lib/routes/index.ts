/**
 * Every path the site links to, redirects to, lists in the sitemap or puts in JSON-LD comes
 * from the family registry (families.ts); these are its builders under friendly names.
 * Paths always end in "/" (trailingSlash: 'always'); query strings come after it.
 * Only pure imports: islands and the 404 script use it too. Absolute URLs: `absoluteUrl` in site.ts.
 */
import { fillPattern, FAMILIES, pathFor, type FamilyKey, type Species } from './families';

export { FAMILIES, FAMILY_ORDER, familyOf, fillPattern, isIndexedPath, pathFor, SPECIES_WITH_PAGES, type FamilyKey, type ParamsOf, type Species } from './families';

export type LivestockKind = Exclude<Species, 'perros' | 'gatos'>;
export type LegacyListing = 'tiendaPage' | 'categoryPerrosPage' | 'tagCachorrosPage';
export type DogCategoryGroup = 'tamano' | 'uso' | 'intencion';
/** The cat cluster groups that have category pages (intencion entries are the intent pages). */
export type CatCategoryGroup = 'pelaje' | 'uso' | 'caracter' | 'cuidados' | 'tamano';
export type CatIntent = 'precios' | 'criaderos-en-colombia' | 'venta-en-colombia';

const CAT_INTENT_FAMILY = { precios: 'catPrices', 'criaderos-en-colombia': 'catBreedersGuide', 'venta-en-colombia': 'catSaleGuide' } as const;
export const CAT_INTENTS = Object.keys(CAT_INTENT_FAMILY) as CatIntent[];

/**
 * The page families of each species: its landing page and, for livestock, the page of a line, the
 * sale page of a line in a city, the category page (and the name of its param) and the page of
 * the species in a city. Species without a family of a kind have no such pages.
 */
export const SPECIES_FAMILIES = {
  perros: { landing: 'dogs' },
  gatos: { landing: 'cats' },
  equinos: { landing: 'equinos', line: 'equineLine', sale: 'horseSale', lineSale: { mulas: 'muleSale', burros: 'donkeySale' }, category: ['equineCategory', 'uso'], inCity: 'equinosIn' },
  bovinos: { landing: 'bovinos', line: 'bovineLine', sale: 'cattleSale', category: ['bovineCategory', 'objetivo'], inCity: 'bovinosIn' },
  aves: { landing: 'aves', line: 'birdLine', sale: 'birdSale', category: ['birdCategory', 'cluster'] },
} as const satisfies Record<
  Species,
  {
    landing: FamilyKey;
    line?: FamilyKey;
    sale?: FamilyKey;
    /** Lines whose sale pages have a family of their own (params: ciudad). */
    lineSale?: Readonly<Record<string, FamilyKey>>;
    category?: readonly [FamilyKey, string];
    inCity?: FamilyKey;
  }
>;
/** The livestock species that have a page per city (/equinos-en-{ciudad}/). */
export type SpeciesWithCityPages = { [S in Species]: (typeof SPECIES_FAMILIES)[S] extends { inCity: FamilyKey } ? S : never }[Species];

/** The lines of a species whose sale pages have a family of their own (mulas and burros of equinos). */
export const linesWithOwnSale = (species: Species): string[] => {
  const families = SPECIES_FAMILIES[species];
  return 'lineSale' in families ? Object.keys(families.lineSale) : [];
};

/** Whether a species has a page per city (/equinos-en-{ciudad}/). */
export const hasCityPages = (species: Species): species is SpeciesWithCityPages => 'inCity' in SPECIES_FAMILIES[species];

/** The path of a family given by key, with its params. */
const pathOf = (key: FamilyKey, params: Record<string, string> = {}) => fillPattern(FAMILIES[key].pattern, params);

/** Two slugs in one path segment ("shih-tzu" + "bogota" → "shih-tzu-bogota"). */
export const joinSlugs = (...slugs: string[]) => slugs.join('-');

export const routes = {
  home: () => pathFor('home'),
  shopHome: () => pathFor('shopHome'),
  about: () => pathFor('about'),
  guarantee: () => pathFor('guarantee'),
  privacy: () => pathFor('privacy'),
  terms: () => pathFor('terms'),
  species: (species: Species) => pathOf(SPECIES_FAMILIES[species].landing),

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

  livestockBreed: (species: LivestockKind, linea: string) => pathOf(SPECIES_FAMILIES[species].line, { linea }),
  /** Sales of one line in one city: caballos, mulas and burros for equinos, ganado for bovinos. */
  livestockSale: (species: LivestockKind, linea: string, ciudad: string) => {
    const families = SPECIES_FAMILIES[species];
    const own = 'lineSale' in families ? (families.lineSale as Readonly<Record<string, FamilyKey>>)[linea] : undefined;
    if (own) return pathOf(own, { ciudad });
    return pathOf(SPECIES_FAMILIES[species].sale, { lineaCiudad: joinSlugs(linea, ciudad) });
  },
  /** A category (cluster) page of a livestock species. */
  livestockCategory: (species: LivestockKind, slug: string) => {
    const [key, param] = SPECIES_FAMILIES[species].category;
    return pathOf(key, { [param]: slug });
  },
  bufalos: () => pathFor('bufalos'),
  livestockIn: (species: SpeciesWithCityPages, ciudad: string) => pathOf(SPECIES_FAMILIES[species].inCity, { ciudad }),

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
} as const;

/** Extracts the pathname of a site path with query ("/perros/buscar/?uso=x" → "/perros/buscar/"). */
export function pathnameOf(path: string): string {
  return path.split(/[?#]/)[0] ?? path;
}
