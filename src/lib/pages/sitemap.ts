/**
 * The sitemap's rules from data, in one place (astro.config.mjs hands them to @astrojs/sitemap):
 *   - which built pages it lists: those of indexed families (families.ts), minus the inventory
 *     listing while nothing is published (it is noindex then);
 *   - each page's `lastmod`: the newest date of the content it shows, never the build time. Every
 *     page shows the generated texts (content/site.json › contentDate) and most show the price
 *     lists (prices.updatedOn); a litter or lot page shows its entry (its `actualizado`), and a page
 *     with a "Disponibles ahora" block shows the entries of that block.
 */
import type { Catalog } from '../content/catalog';
import { site } from '../content/site';
import { availableEntries, type InventoryClock, inventoryClock, publishedEntries } from '../domain/inventory';
import { ENTRIES } from './entries';
import { FAMILIES, type FamilyKey, fillPattern, isIndexedPath } from '../routes/families';
import { routes } from '../routes';
import { AVAILABLE_ON, type AvailableFilter, entriesShown } from '../views/available-now';
import { CONSOLIDATED_INTO } from '../views/consolidation';

/** The day every page's texts and prices are of: the later of content/site.json › contentDate and prices.updatedOn. */
export function contentDay(config: Pick<typeof site, 'contentDate' | 'prices'> = site): string {
  return [config.contentDate, config.prices.updatedOn].sort().at(-1)!;
}

/** The families whose pages carry a "Disponibles ahora" block, with the filter of their block (views/inventory.ts › AVAILABLE_ON). */
const SURFACES: Partial<Record<FamilyKey, (props: never) => AvailableFilter>> = {
  home: AVAILABLE_ON.home,
  dogs: AVAILABLE_ON.dogs,
  dogBreed: AVAILABLE_ON.dogBreed,
  dogBreederInCity: AVAILABLE_ON.dogBreed,
  dogFixedBreeder: AVAILABLE_ON.dogBreed,
  dogBreedIn: AVAILABLE_ON.dogBreedIn,
  cats: AVAILABLE_ON.cats,
  catBreed: AVAILABLE_ON.catBreed,
  catBreederInCity: AVAILABLE_ON.catBreed,
  livestock: AVAILABLE_ON.livestock,
  livestockLine: AVAILABLE_ON.livestockLine,
  livestockSale: AVAILABLE_ON.livestockSale,
};

export interface SitemapRules {
  /** Whether a built page belongs in the sitemap. */
  includes: (path: string) => boolean;
  /** The page's lastmod, YYYY-MM-DD. */
  lastmod: (path: string) => string;
}

/** The sitemap's rules for this catalog on the build day. */
export function sitemapRules(catalog: Catalog, clock: InventoryClock = inventoryClock()): SitemapRules {
  const base = contentDay();
  const days = new Map<string, string>();
  const later = (path: string, day: string) => days.set(path, [days.get(path) ?? base, day].sort().at(-1)!);
  const published = publishedEntries(catalog.inventory, clock);
  for (const e of published) {
    later(routes.inventoryEntry(e.slug), e.actualizado);
    later(routes.inventory(), e.actualizado);
  }
  for (const { entry, animal } of ENTRIES.inventoryAnimal(catalog).map((x) => x.props)) later(routes.inventoryAnimal(entry.slug, animal), entry.actualizado);
  if (availableEntries(catalog.inventory, clock).length) {
    for (const [key, filterOf] of Object.entries(SURFACES) as [FamilyKey, (props: unknown) => AvailableFilter][]) {
      const list = (ENTRIES as Partial<Record<FamilyKey, (c: Catalog) => { params: object; props: unknown }[]>>)[key];
      const pages = list ? list(catalog).map((x) => ({ path: fillPattern(FAMILIES[key].pattern, x.params as Record<string, string>), props: x.props })) : [{ path: fillPattern(FAMILIES[key].pattern, {}), props: {} }];
      for (const page of pages) {
        const shown = entriesShown(catalog, filterOf(page.props), clock);
        if (shown.length) later(page.path, shown.map((e) => e.actualizado).sort().at(-1)!);
      }
    }
  }
  const listingEmpty = published.length === 0;
  /** The pages consolidated into another (consolidation.ts): noindex, so out of the sitemap. */
  const consolidated = new Set<string>();
  for (const [key, rule] of Object.entries(CONSOLIDATED_INTO) as [FamilyKey, (c: Catalog, props: unknown) => string | undefined][]) {
    const list = (ENTRIES as Partial<Record<FamilyKey, (c: Catalog) => { params: object; props: unknown }[]>>)[key];
    // a family without params (the search page) is its one page
    for (const x of list ? list(catalog) : [{ params: {}, props: {} }]) if (rule(catalog, x.props)) consolidated.add(fillPattern(FAMILIES[key].pattern, x.params as Record<string, string>));
  }
  return {
    includes: (path) => isIndexedPath(path) && !consolidated.has(path) && !(listingEmpty && path === routes.inventory()),
    lastmod: (path) => days.get(path) ?? base,
  };
}
