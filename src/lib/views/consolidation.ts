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
import type { Catalog, DogLocation } from '../content/catalog';
import type { CatBreed, City, DogBreed, DogCluster, Locality } from '../content/schemas';
import { catFactsOf, sameCatAnswer } from '../domain/cat-places';
import { type LivestockCard, type LivestockSpecies } from '../domain/livestock';
import { notRecommended, saleFacts, twinsOf } from '../domain/livestock-sale';
import { hasCityPages } from '../content/species';
import { dispatchCity, petPlace, placeFacts } from '../domain/places';
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
  /**
   * A breed in a place of the location list. A city's page shows what the breeder page of that
   * breed and city shows (/venta-perros/criadero-de-perros-{raza}-{ciudad}/, the one indexed: it
   * carries the "criadero de perros {raza} {ciudad}" search); a locality of the dispatch city, or a
   * place that gets the city's own delivery (Chía: our vehicle, the door, the same day, the same
   * cold climate), shows what the breed's page of that city shows. A place with a delivery or a
   * climate of its own (Cundinamarca: up to 4 h of road, cold to hot municipalities) stays.
   */
  dogBreedIn: (catalog, { breed, location }: { breed: DogBreed; location: DogLocation }) => {
    if (location.kind === 'ciudad') return routes.dogBreederInCity(breed.slug, location.slug);
    if (location.kind === 'localidad') return routes.dogBreederInCity(breed.slug, location.ciudad);
    return sameAsDispatch(catalog, location) ? routes.dogBreederInCity(breed.slug, dispatchCity(catalog).slug) : undefined;
  },
  /** A breed in a locality (/co/{ciudad}/{barrio}/{raza}/): what the breeder page of its city shows. */
  dogNeighbourhood: (_catalog, { breed, locality }: { breed: DogBreed; locality: Locality }) => routes.dogBreederInCity(breed.slug, locality.slug_ciudad),
  /**
   * The articles (precios, criaderos, venta of a breed in a city) answer what the breeder page of
   * that breed and city answers once its price and delivery lead it: every one is consolidated
   * into it (the family is `indexed: false`).
   */
  dogArticle: (_catalog, { breed, city }: { breed: DogBreed; city: City }) => routes.dogBreederInCity(breed.slug, city.slug),
  /** Every breed in a place: a locality lists what its city's page lists, and a region with the dispatch city's delivery (Chía) what the dispatch city's lists. */
  dogLocation: (catalog, { location }: { location: DogLocation }) => {
    if (location.kind === 'localidad') return routes.dogLocation(location.ciudad);
    return location.kind === 'region' && sameAsDispatch(catalog, location) ? routes.dogLocation(dispatchCity(catalog).slug) : undefined;
  },
  /**
   * A dog category of a size or a use (/razas-de-perros/uso/familia/) shows six of the breeds and what
   * the criterion means; the size or use page (/perros/uso/familia/) shows every breed of it with its
   * price and, below them, the same «Antes de elegir» (views/dogs.ts › dogFilterView): the category
   * goes there. The intent categories (precios, criaderos, venta) have no such page and stay.
   */
  dogCategory: ((catalog: Catalog, { cluster }: { cluster: Pick<DogCluster, 'group' | 'slug'> }) => filterPageOf(catalog, cluster)) as Consolidate,
  /** The search page lists every breed, as /perros/ does (its filters work in the browser): it goes there. */
  dogSearch: () => routes.dogs(),
  livestockSale: livestockSaleInto as Consolidate,
  /**
   * A livestock species in a city (livestockIn) whose answer another city of its climate class gives
   * too (domain/livestock-sale.ts › climateTwins: the same lines suit both at the same prices and
   * leave from the same breeding zones, their road and freight quoted from there: warm-land cattle
   * in Cali, Barranquilla, Cartagena, Cúcuta and Villavicencio, issue 41) goes to the species' page
   * of that class (/bovinos-tierra-caliente/), which holds that answer without a city's name: the
   * lines for the class with their prices, those not advised there, where they are bred, the
   * documents, what is available and the chat. Every twin goes, the first one (Cali) too: its page
   * adds only the city's height and temperatures, which no buyer of those lines acts on, and its
   * lines' pages in Cali are themselves consolidated (no delivered price). A city whose lines leave
   * from the dispatch city has its own road and freight and stays.
   */
  livestockIn: ((catalog: Catalog, { species, city }: { species: LivestockSpecies; city: City }) => {
    const twins = twinsOf(catalog, species, city);
    return twins && routes.livestockClimate(species, twins.climate);
  }) as Consolidate,
};

/** Whether a place of the location list gets the dispatch city's own delivery in its climate (domain/places.ts › petPlace). */
function sameAsDispatch(catalog: Catalog, location: DogLocation): boolean {
  return petPlace(placeFacts(catalog, location), dispatchCity(catalog).clima).asDispatch;
}

/**
 * A livestock line in a city (livestockSale): a join of two pages that hold all it says. Its prices
 * by category are the line's page's; its delivery, road, freight (of the truck and per animal) and
 * the line's note for the city's climate class are in the line's row of the species' page of the
 * city (/bovinos-en-ibague/ gives the Holstein its price, freight and note). So every one is
 * consolidated (issue 41: «a page with nothing its parent lacks is consolidated, not padded»; blind
 * reads of s49 marked these 140-word pages thin, and the line's words that would fill them are the
 * same in every city):
 *   - into the line's page, when it has no delivered price (birds: their freight is quoted by chat,
 *     the line's page has the price and how they reach each city; the dispatch city: no freight) or
 *     when the line is not recommended in the city's climate (its climate note says `apto: false`):
 *     the site does not send buyers of that city to a line it advises against there;
 *   - else into the species' page of the city, or the page of its climate class where the city's
 *     page is consolidated there (/bovinos-tierra-caliente/).
 * The pages keep serving their URLs (the line's table of cities links them: each is the line's
 * answer for one city at a glance) and stay in the ledger of published URLs.
 */
function livestockSaleInto(catalog: Catalog, { species, card, city }: { species: LivestockSpecies; card: LivestockCard; city: City }): string {
  const facts = saleFacts(catalog, species, card, city);
  if (!facts.delivered || notRecommended(facts) || !hasCityPages(species)) return routes.livestockBreed(species, card.slug);
  return consolidatedInto(catalog, 'livestockIn', { species, city }) ?? routes.livestockIn(species, city.slug);
}

/** The path a page is consolidated into, or undefined when it is indexable. */
export function consolidatedInto<P>(catalog: Catalog, family: FamilyKey, props: P): string | undefined {
  const rule = CONSOLIDATED_INTO[family] as ((catalog: Catalog, props: P) => string | undefined) | undefined;
  return rule?.(catalog, props);
}

/** The size or use page of a dog category of that group and slug, where one is built. */
export function filterPageOf(catalog: Pick<Catalog, 'dogSizes' | 'dogUses'>, cluster: Pick<DogCluster, 'group' | 'slug'>): string | undefined {
  if (cluster.group === 'tamano') return catalog.dogSizes.some((s) => s.slug === cluster.slug) ? routes.dogSize(cluster.slug) : undefined;
  if (cluster.group === 'uso') return catalog.dogUses.some((u) => u.slug === cluster.slug) ? routes.dogUse(cluster.slug) : undefined;
  return undefined;
}
