/**
 * The registry of page families: every URL shape of the site is written here, once.
 *
 * A family's `pattern` is its URL in the page file's own notation: `[name]` is one param of one
 * path segment, `[...name]` a rest param. The page file lives at the same place under
 * src/pages (`/perros-en-[lugar]/` → `src/pages/perros-en-[lugar].astro` or
 * `…/index.astro`). Path builders, matchers, the sitemap filter, the 404 index, the page-type
 * list of the tests and benchmarks all derive from this table; the entries each family is
 * generated from are declared on the floor above, in `src/lib/pages/entries.ts` (they need the
 * catalog, this file must not: islands, the 404 script and Node scripts import it).
 *
 * No imports, and only erasable TypeScript (Node runs the scripts that import it directly).
 */

/** What an unknown value of a family's params does, on any host (dist/404.html). */
export type UnknownValue =
  /** Show this message (spec §8) instead of redirecting. */
  | { message: string }
  /** Send the visitor to the page of another family (no params), in one hop. */
  | { redirectTo: string }
  /** Go to "/" like every unknown path. */
  | 'home';

export interface FamilyDef {
  /** URL pattern in page-file notation, always ending in "/". */
  pattern: string;
  /** Listed in the sitemap and indexable by search engines. */
  indexed: boolean;
  unknown: UnknownValue;
  /** One real path of the family (built in the tests; also the page-type list of the bench). */
  example: string;
  /** The template (src/components/…) that renders it, for the table of docs/architecture.md and readers. */
  template: string;
  /** The section of the site the family belongs to; 'especie': the species its `especie` param names. */
  section: Section | 'especie';
  /** The content its entries come from (files under content/), for the table of docs/architecture.md and readers. */
  data: string;
  /**
   * Pages of content that comes and goes (the inventory, which ships empty): the family may build
   * no page at all, so its example is only a path of its shape; its paths stay out of the ledger of
   * published URLs (a sold litter's URL is retired through the redirect table, a deleted one falls
   * to the 404 script, which sends it to the page `unknown` names).
   */
  transient?: true;
  /**
   * Pages of one subject (a breed, a line) in one place (issue 41): each leads with the answer
   * block (price, delivery here, what is available, the chat; src/lib/views/answer.ts).
   * `distinctBy`: the facts of that block (answer.ts › FACT_KEYS) that make a page of the family
   * hold something the others of its subject lack. Two indexable pages of one subject never show
   * the same values of them (tests/dist/answer-first.test.ts): a page that would is consolidated
   * into the one that shows them (canonical to it, noindex, out of the sitemap) and keeps its URL.
   */
  answer?: { distinctBy: readonly string[] };
}

/**
 * The section of the site a family belongs to: 'inicio', or the key of a species (a string here:
 * the species and their types live with the species, src/lib/content/species.ts › Species).
 */
export type Section = string;

const home: UnknownValue = 'home';
/** Spec §8: an unknown category slug. */
const noCluster: UnknownValue = { message: 'Clúster no encontrado' };

export const FAMILIES = {
  home: { pattern: '/', indexed: true, unknown: home, example: '/', template: 'home/HomePage', section: 'inicio', data: 'images/gallery' },
  shopHome: { pattern: '/co/tienda/', indexed: false, unknown: home, example: '/co/tienda/', template: 'home/HomePage', section: 'inicio', data: 'images/gallery' },

  /** Who the seller is and the terms a buyer reads before paying (issue 9: an identifiable seller). */
  about: { pattern: '/quienes-somos/', indexed: true, unknown: home, example: '/quienes-somos/', template: 'InfoPage', section: 'inicio', data: 'site (business)' },
  guarantee: { pattern: '/garantia-de-salud/', indexed: true, unknown: home, example: '/garantia-de-salud/', template: 'InfoPage', section: 'inicio', data: 'site (guarantee)' },
  privacy: { pattern: '/politica-de-tratamiento-de-datos/', indexed: true, unknown: home, example: '/politica-de-tratamiento-de-datos/', template: 'InfoPage', section: 'inicio', data: 'site (business)' },
  terms: { pattern: '/terminos-y-condiciones/', indexed: true, unknown: home, example: '/terminos-y-condiciones/', template: 'InfoPage', section: 'inicio', data: 'site (business, guarantee)' },

  dogs: { pattern: '/perros/', indexed: true, unknown: home, example: '/perros/', template: 'dogs/DogCatalogue', section: 'perros', data: 'dogs/breeds' },
  dogSize: { pattern: '/perros/tamano/[tamano]/', indexed: true, unknown: { redirectTo: 'dogs' }, example: '/perros/tamano/mini/', template: 'dogs/DogCatalogue', section: 'perros', data: 'dogs/sizes × dogs/breeds' },
  dogUse: { pattern: '/perros/uso/[uso]/', indexed: true, unknown: { redirectTo: 'dogs' }, example: '/perros/uso/guardianes/', template: 'dogs/DogCatalogue', section: 'perros', data: 'dogs/uses × dogs/breeds' },
  dogSearch: { pattern: '/perros/buscar/', indexed: true, unknown: home, example: '/perros/buscar/', template: 'dogs/DogCatalogue', section: 'perros', data: 'dogs/breeds, sizes, uses' },
  dogPrices: { pattern: '/perros/precios-por-raza/', indexed: true, unknown: home, example: '/perros/precios-por-raza/', template: 'dogs/PriceGuidePage', section: 'perros', data: 'dogs/prices' },
  dogBreed: { pattern: '/venta-perros/[raza]/', indexed: true, unknown: home, example: '/venta-perros/shih-tzu/', template: 'dogs/BreedSalePage', section: 'perros', data: 'dogs/breeds, prices' },
  /**
   * The indexable page of a breed in a city (issue 41): it carries the "criadero de perros {raza}
   * {ciudad}" search, and the other pages of that breed and city (/clousters/perros/{ciudad}/{raza}/,
   * the localities of the dispatch city, the three articles) are consolidated into it. Its pages of
   * one breed differ by how the puppy gets there (entrega: door or airport; viaje: road distance and
   * hours); the price is the breed's, the same everywhere, and the trip's cost is settled by chat.
   */
  dogBreederInCity: { pattern: '/venta-perros/criadero-de-perros-[razaCiudad]/', indexed: true, answer: { distinctBy: ['precio', 'entrega', 'viaje', 'costo-envio'] }, unknown: home, example: '/venta-perros/criadero-de-perros-pug-medellin/', template: 'dogs/BreedPlacePage', section: 'perros', data: 'dogs/breeds × places/cities' },
  /** The breeder pages kept at their legacy URLs (content/dogs/fixed-pages.json gives each path): Rionegro, by road to the door or by air to its own airport. */
  dogFixedBreeder: { pattern: '/[...paginaFija]/', indexed: true, answer: { distinctBy: ['precio', 'entrega', 'viaje', 'costo-envio'] }, unknown: home, example: '/shih-tzu-rionegro/', template: 'dogs/BreedPlacePage', section: 'perros', data: 'dogs/fixed-pages × places/towns' },
  /** Same list of breeds as /clousters/perros/{lugar}/: canonical to it, out of the sitemap (issue 9). */
  dogsIn: { pattern: '/perros-en-[lugar]/', indexed: false, unknown: home, example: '/perros-en-cali/', template: 'dogs/DogLocationPage', section: 'perros', data: 'places/cities, localities, regions' },
  /**
   * Every breed in a place, with the delivery there: a city or a region with a delivery or a climate
   * of its own is indexable; a locality of the dispatch city, or a place with its delivery (Chía), is
   * consolidated into the city's page (views/consolidation.ts). Distinct by how the puppy gets there.
   */
  dogLocation: { pattern: '/clousters/perros/[lugar]/', indexed: true, answer: { distinctBy: ['entrega', 'viaje'] }, unknown: home, example: '/clousters/perros/chapinero/', template: 'dogs/DogLocationPage', section: 'perros', data: 'places/cities, localities, regions' },
  /**
   * A breed in a place of the location list. A city's page shows what the breeder page of that breed
   * and city shows, a locality's or Chía's what the dispatch city's shows: consolidated into them
   * (views/consolidation.ts). Indexable where the delivery or the climate is the place's own
   * (Cundinamarca: road of up to 4 h, cold and hot municipalities).
   */
  dogBreedIn: { pattern: '/clousters/perros/[lugar]/[raza]/', indexed: true, answer: { distinctBy: ['precio', 'entrega', 'viaje', 'costo-envio'] }, unknown: home, example: '/clousters/perros/bogota/shih-tzu/', template: 'dogs/BreedPlacePage', section: 'perros', data: 'dogs/breeds × places (cities, localities, regions)' },
  /** A breed in a locality: the delivery and facts of its city's breeder page, canonical to it, out of the sitemap (issues 9, 41). */
  dogNeighbourhood: { pattern: '/co/[ciudad]/[barrio]/[raza]/', indexed: false, answer: { distinctBy: [] }, unknown: { message: 'Contenido no encontrado.' }, example: '/co/bogota/chapinero/shih-tzu/', template: 'dogs/BreedPlacePage', section: 'perros', data: 'places/localities × dogs/breeds' },
  /**
   * The old articles (precios, criaderos, venta of a breed in a city): they held nothing the breeder
   * page of that breed and city lacks once its price and delivery lead it, so they keep their URLs,
   * show that page's facts under the article's heading, and every one is consolidated into it
   * (views/consolidation.ts: canonical, noindex, out of the sitemap; issue 41). The family stays
   * `indexed: true` only so that its published URLs stay in the ledger (published-urls.txt), which
   * fails a build that drops one without a redirect: no page of it is indexable.
   */
  dogArticle: { pattern: '/blog/perros/[razaCiudad]/[intencion]/', indexed: true, answer: { distinctBy: ['precio', 'entrega', 'viaje', 'costo-envio'] }, unknown: home, example: '/blog/perros/shih-tzu-bogota/precios/', template: 'dogs/BreedPlacePage', section: 'perros', data: 'dogs/breeds × places/cities × 3 intents' },
  dogCategory: { pattern: '/razas-de-perros/[grupo]/[cluster]/', indexed: true, unknown: { message: 'Clúster no encontrado' }, example: '/razas-de-perros/uso/familia/', template: 'dogs/DogCategoryPage', section: 'perros', data: 'dogs/clusters' },

  /** The old paginated listings (spec §2): noindex; a bad page number goes to the base listing's target. */
  tiendaPage: { pattern: '/tienda/page/[pagina]/', indexed: false, unknown: { redirectTo: 'dogs' }, example: '/tienda/page/2/', template: 'ListingPage', section: 'perros', data: 'dogs/breeds (5 pages)' },
  categoryPerrosPage: { pattern: '/category/perros/page/[pagina]/', indexed: false, unknown: { redirectTo: 'dogs' }, example: '/category/perros/page/3/', template: 'ListingPage', section: 'perros', data: 'dogs/breeds (5 pages)' },
  tagCachorrosPage: { pattern: '/tag/cachorros/page/[pagina]/', indexed: false, unknown: { redirectTo: 'dogs' }, example: '/tag/cachorros/page/5/', template: 'ListingPage', section: 'perros', data: 'dogs/breeds (5 pages)' },

  cats: { pattern: '/gatos-colombia/', indexed: true, unknown: home, example: '/gatos-colombia/', template: 'cats/CatLandingPage', section: 'gatos', data: 'cats/breeds, cats/clusters, places' },
  catBreed: { pattern: '/gatos/[raza]/', indexed: true, unknown: home, example: '/gatos/persa/', template: 'cats/CatBreedPage', section: 'gatos', data: 'cats/breeds' },
  /**
   * The cats delivered to one city or country: a subject (cats) in a place, led by the answer (the
   * lowest price, how the kitten gets there, the trip). Its pages differ by the delivery and the trip.
   */
  catsIn: { pattern: '/gatos-en-[lugar]/', indexed: true, answer: { distinctBy: ['entrega', 'viaje'] }, unknown: home, example: '/gatos-en-mexico/', template: 'cats/CatsInPlacePage', section: 'gatos', data: 'places/cities, countries' },
  catPrices: { pattern: '/gatos/precios/', indexed: true, unknown: home, example: '/gatos/precios/', template: 'cats/CatPriceGuidePage', section: 'gatos', data: 'cats/breeds' },
  catBreedersGuide: { pattern: '/gatos/criaderos-en-colombia/', indexed: true, unknown: home, example: '/gatos/criaderos-en-colombia/', template: 'ArticlePage', section: 'gatos', data: 'cats/breeds, places/cities' },
  catSaleGuide: { pattern: '/gatos/venta-en-colombia/', indexed: true, unknown: home, example: '/gatos/venta-en-colombia/', template: 'ArticlePage', section: 'gatos', data: 'cats/breeds, cats/clusters, places/cities' },
  /** Every cat breed in the 12 cities, plus the fixed places of content/cats/fixed-pages.json (Rionegro). */
  catBreederInCity: { pattern: '/gatos/criadero-de-gatos-[razaCiudad]/', indexed: true, answer: { distinctBy: ['precio', 'entrega', 'viaje', 'costo-envio'] }, unknown: home, example: '/gatos/criadero-de-gatos-bengali-rionegro/', template: 'cats/CatBreedPage', section: 'gatos', data: 'cats/breeds × places/cities, cats/fixed-pages' },
  catCoat: { pattern: '/gatos-razas-[pelaje]-colombia/', indexed: true, unknown: { message: 'Clúster no encontrado' }, example: '/gatos-razas-sin-pelo-colombia/', template: 'cats/CatCategoryPage', section: 'gatos', data: 'cats/clusters (pelaje) × cats/breeds' },
  catUse: { pattern: '/gatos-[uso]-colombia/', indexed: true, unknown: { message: 'Clúster no encontrado' }, example: '/gatos-apartamento-colombia/', template: 'cats/CatCategoryPage', section: 'gatos', data: 'cats/clusters (uso) × cats/breeds' },
  catCharacter: { pattern: '/gatos-caracter-[caracter]-colombia/', indexed: true, unknown: { message: 'Clúster no encontrado' }, example: '/gatos-caracter-tranquilos-colombia/', template: 'cats/CatCategoryPage', section: 'gatos', data: 'cats/clusters (caracter) × cats/breeds' },
  catCare: { pattern: '/gatos-cuidados-[cuidados]-colombia/', indexed: true, unknown: { message: 'Clúster no encontrado' }, example: '/gatos-cuidados-bajo-mantenimiento-colombia/', template: 'cats/CatCategoryPage', section: 'gatos', data: 'cats/clusters (cuidados) × cats/breeds' },
  catSize: { pattern: '/gatos-tamano-[tamano]-colombia/', indexed: true, unknown: { message: 'Clúster no encontrado' }, example: '/gatos-tamano-grandes-colombia/', template: 'cats/CatCategoryPage', section: 'gatos', data: 'cats/clusters (tamano) × cats/breeds' },

  /**
   * The livestock families: one URL shape each for every livestock species of content/species.json
   * (an entry with a `ganado` part), so a new species needs data, not code. `[especie]` is its clave.
   */
  livestock: { pattern: '/[especie]-colombia/', indexed: true, unknown: home, example: '/equinos-colombia/', template: 'livestock/LivestockLandingPage', section: 'especie', data: 'species (ganado) × livestock lines, ica-requirements' },
  livestockLine: { pattern: '/[especie]/[linea]-colombia/', indexed: true, unknown: home, example: '/equinos/lusitano-colombia/', template: 'livestock/LivestockBreedPage', section: 'especie', data: 'livestock lines (the file species.json › ganado.lineas names)' },
  /**
   * `lineaCiudad`: the line's sale slug (species.json › ganado.venta: "caballos-lusitano", "mulas",
   * "ganado-brahman", "canarios") and the city. A join of two pages that hold all it says (the line's
   * prices by category on the line's page; its delivery, freight and climate note in the line's row
   * of the species' page of the city): every page is consolidated (views/consolidation.ts), keeps its
   * URL for the line's table of cities that links it, and the family stays `indexed: true` only so
   * that its published URLs stay in the ledger, as the dog articles'.
   */
  livestockSale: { pattern: '/[especie]/venta-[lineaCiudad]/', indexed: true, answer: { distinctBy: ['precio', 'entrega', 'viaje', 'costo-envio'] }, unknown: home, example: '/bovinos/venta-ganado-brahman-villavicencio/', template: 'livestock/LivestockSalePage', section: 'especie', data: 'livestock lines (sold) × places/cities' },
  /** A livestock species in a city: the answer block gives the species' delivered price range, the road and the freight of its vehicle there. */
  livestockIn: { pattern: '/[especie]-en-[ciudad]/', indexed: true, answer: { distinctBy: ['precio', 'entrega', 'viaje', 'costo-envio'] }, unknown: home, example: '/equinos-en-cali/', template: 'livestock/LivestockInCityPage', section: 'especie', data: 'places/cities (species with ganado.paginasPorCiudad)' },
  /**
   * A livestock species in one climate class (/bovinos-tierra-caliente/): built where two cities or
   * more of the class give one answer (the same lines from the same origins: warm-land cattle from
   * their breeding zones); their city pages consolidate into it (views/consolidation.ts). `clima` is
   * the class as a Colombian says it: caliente, templada, fria (routes › CLIMATE_SLUGS).
   */
  livestockClimate: { pattern: '/[especie]-tierra-[clima]/', indexed: true, answer: { distinctBy: ['precio', 'entrega', 'viaje', 'costo-envio', 'clima'] }, unknown: home, example: '/bovinos-tierra-caliente/', template: 'livestock/LivestockInCityPage', section: 'especie', data: 'places/cities (twins by climate class) × livestock lines, ica-requirements' },
  /** Category pages: the clusters of content/livestock/clusters.json (the spec's are empty; ours are real). */
  livestockCategory: { pattern: '/[especie]-[cluster]-colombia/', indexed: true, unknown: noCluster, example: '/bovinos-leche-colombia/', template: 'livestock/LivestockCategoryPage', section: 'especie', data: 'livestock/clusters × livestock lines, ica-requirements' },
  bufalos: { pattern: '/bufalos-colombia/', indexed: true, unknown: home, example: '/bufalos-colombia/', template: 'livestock/BufalosPage', section: 'bovinos', data: 'livestock/bufalos, bovines, ica-requirements, places/cities' },
  /**
   * Spec §2's noindex placeholders: one built page per species (its first line, city and intent)
   * that Cloudflare and Netlify serve for every /co/{especie}/… path through a 200 rewrite; a
   * script fits it to the path (src/lib/routes/placeholder.ts). Other hosts: the 404 script sends a
   * valid path to its real page.
   */

  /**
   * The inventory (content/inventario/, issue 26): the listing of every published litter and lot,
   * by species (anchors, no filter island), a page per litter or lot, and a page per animal with
   * its own photos. The listing is noindex and out of the sitemap while nothing is published.
   */
  inventory: { pattern: '/disponibles/', indexed: true, unknown: home, example: '/disponibles/', template: 'inventory/InventoryListingPage', section: 'inicio', data: 'inventario (every file)' },
  inventoryEntry: { pattern: '/disponibles/[camada]/', indexed: true, unknown: { redirectTo: 'inventory' }, example: '/disponibles/shih-tzu-agosto/', template: 'inventory/InventoryEntryPage', section: 'inicio', data: 'inventario (one file)', transient: true },
  inventoryAnimal: { pattern: '/disponibles/[camada]/[animal]/', indexed: true, unknown: { redirectTo: 'inventory' }, example: '/disponibles/shih-tzu-agosto/luna/', template: 'inventory/InventoryAnimalPage', section: 'inicio', data: 'inventario (an animal with its own photos)', transient: true },

  placeholder: { pattern: '/co/[especie]/[raza]/[ciudad]/[intencion]/', indexed: false, unknown: home, example: '/co/perros/pincher/bogota/precios/', template: 'PlaceholderPage', section: 'perros', data: 'species lines × places/cities × 3 intents (one page, 200 rewrite)' },
} as const satisfies Record<string, FamilyDef>;

export type FamilyKey = keyof typeof FAMILIES;

/** The families whose pages lead with the answer block (a subject in a place): those with an `answer` entry. */
export const ANSWER_FAMILIES: readonly FamilyKey[] = (Object.keys(FAMILIES) as FamilyKey[]).filter((k) => 'answer' in FAMILIES[k]);

type ParamNames<S extends string> = S extends `${string}[${infer P}]${infer Rest}` ? (P extends `...${infer R}` ? R : P) | ParamNames<Rest> : never;

/** The params of a family, by name, as its pattern declares them. */
export type ParamsOf<K extends FamilyKey> = { [P in ParamNames<(typeof FAMILIES)[K]['pattern']>]: string };

const PARAM = /\[(\.\.\.)?([A-Za-z]+)\]/g;

/** The param names of a pattern, in order. */
export function paramNames(pattern: string): string[] {
  return [...pattern.matchAll(PARAM)].map((m) => m[2]!);
}

/** Fills a pattern with params; throws on a missing or empty param, or a "/" in a one-segment param. */
export function fillPattern(pattern: string, params: Record<string, string>): string {
  return pattern.replace(PARAM, (_, rest: string | undefined, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`[routes] ${pattern}: param "${name}" is missing`);
    const clean = rest ? value.replace(/^\/+|\/+$/g, '') : value;
    if (!rest && clean.includes('/')) throw new Error(`[routes] ${pattern}: param "${name}" must be one path segment, got "${value}"`);
    return clean;
  });
}

/** The path of one page of a family. */
export function pathFor<K extends FamilyKey>(key: K, ...params: keyof ParamsOf<K> extends never ? [] : [ParamsOf<K>]): string {
  return fillPattern(FAMILIES[key].pattern, (params[0] ?? {}) as Record<string, string>);
}

/** A regular expression source that matches the paths of a pattern (params as non-empty segments; `capture` groups them). */
export function patternSource(pattern: string, capture = false): string {
  let source = '';
  let last = 0;
  for (const m of pattern.matchAll(PARAM)) {
    // Lazy: in "[especie]-[cluster]-colombia" the species is the first word ("bovinos", cluster "doble-proposito").
    const param = m[1] ? '.+' : '[^/]+?';
    source += pattern.slice(last, m.index).replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + (capture ? `(${param})` : param);
    last = m.index! + m[0].length;
  }
  return `^${source}${pattern.slice(last).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
}

/** Families, most specific first: more literal characters first, rest params last. */
export const FAMILY_ORDER: readonly FamilyKey[] = (Object.keys(FAMILIES) as FamilyKey[]).sort((a, b) => {
  const weight = (k: FamilyKey) => {
    const p: string = FAMILIES[k].pattern;
    return (p.includes('[...') ? -1000 : 0) + p.replace(PARAM, '').length;
  };
  return weight(b) - weight(a);
});

const MATCHERS = new Map(FAMILY_ORDER.map((k) => [k, new RegExp(patternSource(FAMILIES[k].pattern))]));

/** The params of a path of a pattern, or undefined when the path is not of the pattern. */
export function matchParams(pattern: string, path: string): Record<string, string> | undefined {
  const names = paramNames(pattern);
  const match = new RegExp(patternSource(pattern, true)).exec(path.split(/[?#]/)[0]!);
  return match ? Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) : undefined;
}

/** The family whose pattern a path (without query) has, or undefined. */
export function familyOf(path: string): FamilyKey | undefined {
  const pathname = path.split(/[?#]/)[0]!;
  return FAMILY_ORDER.find((k) => MATCHERS.get(k)!.test(pathname));
}

/** Whether a built page belongs in the sitemap: it is of an indexed family. */
export function isIndexedPath(path: string): boolean {
  const key = familyOf(path);
  return key ? FAMILIES[key].indexed : false;
}

/** The page file of a family, relative to the project root ("index" form for patterns ending in a literal segment is allowed too). */
export function pageFileCandidates(pattern: string): string[] {
  const base = `src/pages${pattern.replace(/\/$/, '')}`;
  return pattern === '/' ? ['src/pages/index.astro'] : [`${base}.astro`, `${base}/index.astro`];
}
