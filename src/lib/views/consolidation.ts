/**
 * Honest indexing (issue 41): a page of a combination family that holds nothing the other pages
 * of its subject lack is consolidated into the page that shows the same facts: its canonical
 * points there, it is noindex and out of the sitemap, and it keeps serving its URL.
 *
 * One function per family decides it from the page's props (the props its entries give,
 * src/lib/pages/entries.ts): the page's view sets canonical and noindex from it, and the sitemap
 * (src/lib/pages/sitemap.ts) leaves the page out. A family absent here has every page indexable (or none, when
 * the registry marks the family `indexed: false`).
 */
import type { Catalog } from '../content/catalog';
import type { FamilyKey } from '../routes/families';

export type Consolidate = (catalog: Catalog, props: never) => string | undefined;

/** The families whose pages may be consolidated, each with the rule that says where a page goes (undefined: it stays indexable). */
export const CONSOLIDATED_INTO: Partial<Record<FamilyKey, Consolidate>> = {};

/** The path a page is consolidated into, or undefined when it is indexable. */
export function consolidatedInto<P>(catalog: Catalog, family: FamilyKey, props: P): string | undefined {
  const rule = CONSOLIDATED_INTO[family] as ((catalog: Catalog, props: P) => string | undefined) | undefined;
  return rule?.(catalog, props);
}
