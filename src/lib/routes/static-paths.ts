/** `getStaticPaths` of every page file with params: the family's entries, each with its own path. */
import { getCatalog } from '../content/astro-catalog';
import { ENTRIES, type EntryProps, type ParamFamily } from './entries';
import { FAMILIES, fillPattern } from './families';

export async function staticPaths<K extends ParamFamily>(key: K): Promise<{ params: Record<string, string>; props: EntryProps<K> }[]> {
  const entries = ENTRIES[key](await getCatalog()) as { params: Record<string, string>; props: object }[];
  return entries.map((e) => ({ params: e.params, props: { ...e.props, path: fillPattern(FAMILIES[key].pattern, e.params) } as EntryProps<K> }));
}
