/** The catalog from Astro's content collection, queried once per build and shared by every page. */
import { getCollection } from 'astro:content';
import type { Catalog, RawCatalog } from './catalog';
import { catalogFor } from './subset';

let catalog: Promise<Catalog> | undefined;

export function getCatalog(): Promise<Catalog> {
  catalog ??= (async () => {
    // One entry per content file (src/content.config.ts), holding its entries in file order.
    const files = await getCollection('content');
    const raw = Object.fromEntries(files.map(({ id, data }) => [id, (data as { entries: unknown[] }).entries])) as unknown as RawCatalog;
    return catalogFor(raw);
  })();
  return catalog;
}
