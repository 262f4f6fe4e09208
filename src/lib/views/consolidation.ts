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
import type { CatBreed } from '../content/schemas';
import { catFactsOf, sameCatAnswer } from '../domain/cat-places';
import { routes } from '../routes';
import type { FamilyKey } from '../routes/families';

export type Consolidate = (catalog: Catalog, props: never) => string | undefined;

/** The families whose pages may be consolidated, each with the rule that says where a page goes (undefined: it stays indexable). */
export const CONSOLIDATED_INTO: Partial<Record<FamilyKey, Consolidate>> = {
  /**
   * A cat breed in a fixed place (content/cats/fixed-pages.json) that gives the answer of one of the
   * 12 cities (the same delivery, to the same airport, in the same climate class, at the same price:
   * the breed's) goes to that city's page of the breed. Today none does: the Bengalí in Rionegro
   * reaches the José María Córdova airport as Medellín's does, but Rionegro (11 to 23 °C, at 2,125 m)
   * is of the cold class and Medellín of the temperate one, so the breed's care there differs. The
   * 12 cities' pages stay: each has its own delivery (mode, airport, road distance).
   */
  catBreederInCity: ((catalog: Catalog, { breed, place }: { breed: Pick<CatBreed, 'slug'>; place: { slug: string; isCity: boolean } }) => {
    if (place.isCity) return undefined;
    const facts = catFactsOf(catalog, place);
    const twin = catalog.cities.find((c) => sameCatAnswer(facts, catFactsOf(catalog, { slug: c.slug, isCity: true })));
    return twin && routes.catBreederInCity(breed.slug, twin.slug);
  }) as Consolidate,
};

/** The path a page is consolidated into, or undefined when it is indexable. */
export function consolidatedInto<P>(catalog: Catalog, family: FamilyKey, props: P): string | undefined {
  const rule = CONSOLIDATED_INTO[family] as ((catalog: Catalog, props: P) => string | undefined) | undefined;
  return rule?.(catalog, props);
}
