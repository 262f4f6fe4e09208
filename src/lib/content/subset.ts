/**
 * The quick build (BUILD_SUBSET=1, `npm run build:quick`, `npm run dev`): every page family, for
 * every breed and line, but in few places: the first cities of content/places/cities.json (the
 * dispatch city among them), the localities of those cities, the first countries. Four cities, so
 * that two of them (Cali and Barranquilla) twin for warm-land cattle and the species' page of a
 * climate class (/bovinos-tierra-caliente/) is built too. The breed × place families, which are
 * nine pages in ten, shrink to about a third (1,864 pages of 6,400, 8 s of rendering), so a local
 * build takes seconds; CI and deploys build everything. Entries are only dropped, never changed, and the
 * catalog is checked whole first (a bad entry of a dropped city still fails), so what the quick
 * build shows is what the full build shows for those places.
 */
import { site } from './site';
import { buildCatalog, type Catalog, type RawCatalog } from './catalog';

export const SUBSET_ENV = 'BUILD_SUBSET';
/** How many of each list of places the quick build keeps. */
export const SUBSET_SIZE = { cities: 4, localities: 2, countries: 2 } as const;

/** Whether the environment asks for the quick build. */
export function subsetRequested(env: Record<string, string | undefined> = process.env): boolean {
  return env[SUBSET_ENV] === '1';
}

/** The raw catalog of the quick build: the first places, and the dispatch city whatever its position. */
export function subsetRaw(raw: RawCatalog, dispatchCity: string): RawCatalog {
  const cities = raw.cities.filter((c, i) => i < SUBSET_SIZE.cities || c.slug === dispatchCity);
  const kept = new Set(cities.map((c) => c.slug));
  const localities = raw.localities.filter((l) => kept.has(l.slug_ciudad)).slice(0, SUBSET_SIZE.localities);
  const places = new Set([...kept, ...localities.map((l) => l.slug_barrio), ...raw.regions.map((r) => r.slug)]);
  return {
    ...raw,
    cities,
    localities,
    countries: raw.countries.slice(0, SUBSET_SIZE.countries),
    dogPriceRanges: raw.dogPriceRanges.filter((r) => places.has(r.lugar)),
    inventory: raw.inventory.filter((e) => kept.has(e.ciudad)),
    // The retired URLs point at pages of every place (a retired breed's twin in each city): most are
    // not built here, so a quick build writes none of them, as it checks no URL ledger either
    // (pages/url-ledger.ts). A deploy build is always whole and writes them all.
    redirects: [],
  };
}

/** The catalog pages are built from: checked whole, then cut to the quick build's places when asked. */
export function catalogFor(raw: RawCatalog, env: Record<string, string | undefined> = process.env, root = process.cwd()): Catalog {
  const full = buildCatalog(raw, root);
  return subsetRequested(env) ? buildCatalog(subsetRaw(raw, site.dispatch.city), root) : full;
}
