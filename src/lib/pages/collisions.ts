/**
 * Two pages at one URL: Astro builds only the one of the more specific route and drops the other
 * with a warning (a fixed legacy page whose path is also a generated page's is lost, and its
 * links lead to the other page). The check runs where the pages are assembled: the page files'
 * `getStaticPaths` (static-paths.ts) and the registry's list of every page (url-ledger.ts ›
 * builtPaths, which the build reads at its start, before any page is rendered), so such an edit
 * stops the build naming the file, the entries and both routes.
 */
import type { Catalog } from '../content/catalog';
import { ContentError } from '../content/errors';
import { ENTRIES } from './entries';
import { FAMILIES, fillPattern, type FamilyKey } from '../routes/families';

interface Page {
  family: FamilyKey;
  params: Record<string, string>;
}

/** The content file a family's entries come from: the first of its `data` (e.g. "dogs/fixed-pages × places/towns"). */
const sourceFile = (family: FamilyKey) => `content/${FAMILIES[family].data.split(/[ ,×(]/)[0]}.json`;

const describe = ({ family, params }: Page) => {
  const values = Object.entries(params).map(([name, value]) => `${name} "${value}"`).join(', ');
  return `${family} (${FAMILIES[family].pattern}) from ${sourceFile(family)}${values ? `, entry with ${values}` : ''}`;
};

/** Every URL two entries would be built at, as a sentence naming both; none in a sound catalog. */
export function routeCollisions(catalog: Catalog): string[] {
  const seen = new Map<string, Page>();
  const found: string[] = [];
  for (const family of Object.keys(FAMILIES) as FamilyKey[]) {
    const list = (ENTRIES as Partial<Record<FamilyKey, (c: Catalog) => { params: Record<string, string> }[]>>)[family];
    const pages = list ? list(catalog).map((e) => ({ family, params: e.params })) : [{ family, params: {} }];
    for (const page of pages) {
      const path = fillPattern(FAMILIES[family].pattern, page.params);
      const other = seen.get(path);
      if (other) found.push(`"${path}" is the path of two pages: ${describe(other)}, and ${describe(page)}; only one would be built. Give one of the entries another path or slug`);
      else seen.set(path, page);
    }
  }
  return found;
}

/** Throws on the first URL two entries share. */
export function checkRouteCollisions(catalog: Catalog): void {
  const [first, ...more] = routeCollisions(catalog);
  if (first) throw new ContentError(`[routes] ${first}${more.length ? ` (and ${more.length} more)` : ''}`);
}
