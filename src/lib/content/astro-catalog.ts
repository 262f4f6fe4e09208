/** The catalog from Astro's content collections, queried once per build and shared by every page. */
import { getCollection } from 'astro:content';
import { buildCatalog, type Catalog, type RawCatalog } from './catalog';
import { contentFiles, type ContentKey } from './files';

let catalog: Promise<Catalog> | undefined;

export function getCatalog(): Promise<Catalog> {
  catalog ??= (async () => {
    const keys = Object.keys(contentFiles) as ContentKey[];
    const lists = await Promise.all(keys.map((key) => getCollection(key)));
    const raw = Object.fromEntries(keys.map((key, i) => [key, lists[i].map((entry) => entry.data)])) as unknown as RawCatalog;
    return buildCatalog(raw);
  })();
  return catalog;
}
