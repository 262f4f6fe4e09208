/** The catalog from Astro's content collections, queried once per build and shared by every page. */
import { getCollection } from 'astro:content';
import { buildCatalog, type Catalog, type RawCatalog } from './catalog';
import { contentFiles, ORDER_KEY, type ContentKey } from './files';

let catalog: Promise<Catalog> | undefined;

export function getCatalog(): Promise<Catalog> {
  catalog ??= (async () => {
    const keys = Object.keys(contentFiles) as ContentKey[];
    const lists = await Promise.all(keys.map((key) => getCollection(key)));
    // Back to file order (getCollection sorts by id), without the order key.
    const inFileOrder = (entries: { data: Record<string, unknown> }[]) =>
      [...entries]
        .sort((a, b) => (a.data[ORDER_KEY] as number) - (b.data[ORDER_KEY] as number))
        .map(({ data: { [ORDER_KEY]: _, ...data } }) => data);
    const raw = Object.fromEntries(keys.map((key, i) => [key, inFileOrder(lists[i] as { data: Record<string, unknown> }[])])) as unknown as RawCatalog;
    return buildCatalog(raw);
  })();
  return catalog;
}
