/**
 * Every path the site links to, redirects to, lists in the sitemap or puts in JSON-LD comes
 * from here. Paths always end in "/" (trailingSlash: 'always'); query strings come after it.
 * No imports: islands use it too. Absolute URLs: `absoluteUrl` in site.ts.
 */
export type Species = 'perros' | 'gatos' | 'equinos' | 'bovinos' | 'aves';
import type { DogIntent } from './dog-article';

export type LivestockKind = 'equinos' | 'bovinos' | 'aves';
export type LegacyListing = 'tienda' | 'category-perros' | 'tag-cachorros';
const LEGACY_LISTING_BASES: Record<LegacyListing, string[]> = {
  tienda: ['tienda'],
  'category-perros': ['category', 'perros'],
  'tag-cachorros': ['tag', 'cachorros'],
};

/** Joins path segments into "/a/b/" form; empty segments are dropped. */
export function pathOf(...segments: (string | undefined)[]): string {
  const parts = segments.filter((s): s is string => Boolean(s)).map((s) => s.replace(/^\/+|\/+$/g, ''));
  return parts.length ? `/${parts.join('/')}/` : '/';
}

export const routes = {
  home: () => '/',
  shopHome: () => pathOf('co', 'tienda'),
  species: (species: Species) => (species === 'perros' ? pathOf('perros') : pathOf(`${species}-colombia`)),

  dogs: () => pathOf('perros'),
  dogSize: (size: string) => pathOf('perros', 'tamano', size),
  dogUse: (use: string) => pathOf('perros', 'uso', use),
  /** The combined search; without filters it is the plain search page. */
  dogSearch: (filters: { tamano?: string | null; uso?: string | null } = {}) => {
    const query = new URLSearchParams();
    if (filters.tamano) query.set('tamano', filters.tamano);
    if (filters.uso) query.set('uso', filters.uso);
    const qs = query.toString();
    return pathOf('perros', 'buscar') + (qs ? `?${qs}` : '');
  },
  dogPrices: () => pathOf('perros', 'precios-por-raza'),
  dogBreed: (breed: string) => pathOf('venta-perros', breed),
  dogBreederInCity: (breed: string, city: string) => pathOf('venta-perros', `criadero-de-perros-${breed}-${city}`),
  dogsIn: (location: string) => pathOf(`perros-en-${location}`),
  dogCluster: (location?: string) => pathOf('clousters', 'perros', location),
  dogBreedIn: (location: string, breed: string) => pathOf('clousters', 'perros', location, breed),
  dogNeighbourhood: (city: string, locality: string, breed: string) => pathOf('co', city, locality, breed),
  dogArticle: (breed: string, city: string, intent: DogIntent) => pathOf('blog', 'perros', `${breed}-${city}`, intent),
  dogCategory: (group: 'tamano' | 'uso' | 'intencion', slug: string) => pathOf('razas-de-perros', group, slug),

  /** Old paginated shop listings kept as pages (spec §2): /tienda/page/2/ and the like. */
  legacyListingPage: (listing: LegacyListing, page: number) => pathOf(...LEGACY_LISTING_BASES[listing], 'page', String(page)),

  livestockBreed: (species: LivestockKind, slug: string) => pathOf(species, `${slug}-colombia`),
  /** Sales of one line in one city: caballos, mulas and burros for equinos, ganado for bovinos. */
  livestockSale: (species: LivestockKind, slug: string, city: string) => {
    if (species === 'equinos') return pathOf('equinos', slug === 'mulas' || slug === 'burros' ? `venta-${slug}-${city}` : `venta-caballos-${slug}-${city}`);
    if (species === 'bovinos') return pathOf('bovinos', `venta-ganado-${slug}-${city}`);
    return pathOf('aves', `venta-${slug}-${city}`);
  },
  livestockIn: (species: 'equinos' | 'bovinos', city: string) => pathOf(`${species}-en-${city}`),

  cats: () => routes.species('gatos'),
  catBreed: (breed: string) => pathOf('gatos', breed),
  catsIn: (place: string) => pathOf(`gatos-en-${place}`),
} as const;

/** Extracts the pathname of a site path with query ("/perros/buscar/?uso=x" → "/perros/buscar/"). */
export function pathnameOf(path: string): string {
  return path.split(/[?#]/)[0] ?? path;
}
