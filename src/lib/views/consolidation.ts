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
import type { City } from '../content/schemas';
import type { LivestockCard, LivestockSpecies } from '../domain/livestock';
import { distinctKey, notRecommended, saleFacts } from '../domain/livestock-sale';
import { routes } from '../routes';
import type { FamilyKey } from '../routes/families';
import { saleSlug } from '../content/species';

export type Consolidate = (catalog: Catalog, props: never) => string | undefined;

/** The families whose pages may be consolidated, each with the rule that says where a page goes (undefined: it stays indexable). */
export const CONSOLIDATED_INTO: Partial<Record<FamilyKey, Consolidate>> = {
  livestockSale: livestockSaleInto as Consolidate,
};

/**
 * A livestock line in a city (livestockSale). What such a page holds that the line's page lacks is
 * its delivered price: the reference price with the estimated freight to the city
 * (content/livestock/transporte.json). Its page is consolidated into:
 *   - the line's page, when it has no delivered price: birds (their freight is quoted by chat; the
 *     line's page has the price and a table of how they reach each city and in how long) and the
 *     dispatch city (no freight; the line's page has the reference price and the local delivery);
 *   - the line's page, when the line is not recommended in the city's climate (its climate note
 *     says `apto: false`: a Holstein in Barranquilla, a Brahman in Pasto). The page keeps serving its
 *     URL and says so plainly in its answer, but the site does not ask search engines to send buyers
 *     of that city to a line it advises against there;
 *   - the first city's page (content/places/cities.json order) of the same line that shows the same
 *     answer (delivery, road, freight and delivered price: domain/livestock-sale.ts › distinctKey).
 */
function livestockSaleInto(catalog: Catalog, { species, card, city }: { species: LivestockSpecies; card: LivestockCard; city: City }): string | undefined {
  const facts = saleFacts(catalog, species, card, city);
  if (!facts.delivered || notRecommended(facts)) return routes.livestockBreed(species, card.slug);
  const key = distinctKey(facts);
  const twin = catalog.cities.find((c) => {
    if (c.slug === city.slug) return false;
    const other = saleFacts(catalog, species, card, c);
    return other.delivered && !notRecommended(other) && distinctKey(other) === key;
  });
  // The first of the twins stays indexable; the later ones point to it.
  return twin && catalog.cities.indexOf(twin) < catalog.cities.indexOf(city) ? routes.livestockSale(species, saleSlug(species, card.slug), twin.slug) : undefined;
}

/** The path a page is consolidated into, or undefined when it is indexable. */
export function consolidatedInto<P>(catalog: Catalog, family: FamilyKey, props: P): string | undefined {
  const rule = CONSOLIDATED_INTO[family] as ((catalog: Catalog, props: P) => string | undefined) | undefined;
  return rule?.(catalog, props);
}
