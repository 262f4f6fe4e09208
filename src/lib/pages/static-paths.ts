/** `getStaticPaths` of every page file with params: the family's entries, each with its own path. */
import type { Catalog } from '../content/catalog';
import { getCatalog } from '../content/astro-catalog';
import { checkRouteCollisions } from './collisions';
import { ENTRIES, type EntryProps, type ParamFamily } from './entries';
import { FAMILIES, fillPattern } from '../routes/families';

/** The catalogs whose pages were checked for two at one URL: once per build, not once per page file. */
const checked = new WeakSet<Catalog>();

export async function staticPaths<K extends ParamFamily>(key: K): Promise<{ params: Record<string, string>; props: EntryProps<K> }[]> {
  const catalog = await getCatalog();
  if (!checked.has(catalog)) {
    checkRouteCollisions(catalog);
    checked.add(catalog);
  }
  const entries = ENTRIES[key](catalog) as { params: Record<string, string>; props: object }[];
  return entries.map((e) => ({ params: e.params, props: { ...e.props, path: fillPattern(FAMILIES[key].pattern, e.params) } as EntryProps<K> }));
}
