/**
 * The «Disponibles ahora» block of the pages (which entries each kind of page shows: AVAILABLE_ON)
 * and the listing /disponibles/, both made of the inventory's entry cards.
 */
import type { Catalog } from '../content/catalog';
import type { InventoryEntry } from '../content/inventory';
import type { Photo } from '../content/schemas';
import { site } from '../content/site';
import { SPECIES } from '../content/species';
import { texts } from '../content/texts';
import {
  availableCount,
  availableEntries,
  deliverableTo,
  type InventoryClock,
  inventoryClock,
  isSoldOut,
  isStale,
  publishedEntries,
  staleEntries,
} from '../domain/inventory';
import { routes } from '../routes';
import { fillTemplate, longDate } from '../text/spanish';
import type { OfferAvailability } from './jsonld';
import { crumbsFrom, pageView } from './page';
import { breedName, entryArticle, entryTitle, statusLabel } from './inventory';

const words = texts.inventory;

/** A card of the "Disponibles ahora" block and of the listing. */
export interface EntryCard {
  slug: string;
  title: string;
  href: string;
  breed: string;
  city: string;
  updated: string;
  count: string;
  photo?: Photo;
}

function entryCard(catalog: Catalog, e: InventoryEntry, clock: InventoryClock): EntryCard {
  const n = availableCount(e, clock);
  return {
    slug: e.slug,
    title: entryTitle(catalog, e),
    href: routes.inventoryEntry(e.slug),
    breed: breedName(catalog, e),
    city: catalog.cityBySlug.get(e.ciudad)!.nombre,
    updated: fillTemplate(words.entry.updated, { fecha: longDate(e.actualizado) }),
    count: n === 1 ? words.availableNow.countOne : n ? fillTemplate(words.availableNow.count, { n: String(n) }) : statusLabel(isSoldOut(e) ? 'vendido' : isStale(e, clock) ? 'por-confirmar' : 'reservado', entryArticle(e)),
    photo: e.fotos[0] ?? (e.tipo === 'camada' ? e.animales.find((a) => a.fotos.length)?.fotos[0] : undefined),
  };
}

/** Which entries a page shows in its "Disponibles ahora" block. */
export interface AvailableFilter {
  especie?: string;
  raza?: string;
  /** The city of the place the page is about: only entries deliverable there. */
  placeCity?: string;
  /** The cities a page of a climate class speaks for: only entries deliverable to one of them. */
  placeCities?: readonly string[];
}

/** Whether an entry is of a page's species and breed and deliverable to its place. */
const matches = (e: InventoryEntry, filter: AvailableFilter) =>
  (!filter.especie || e.especie === filter.especie) && (!filter.raza || e.raza === filter.raza) && (!filter.placeCity || deliverableTo(e, filter.placeCity, site.dispatch.city)) &&
  (!filter.placeCities || filter.placeCities.some((city) => deliverableTo(e, city, site.dispatch.city)));

/** The entries a page's "Disponibles ahora" block shows: available, of its species and breed, deliverable to its place. */
export function entriesShown(catalog: Pick<Catalog, 'inventory'>, filter: AvailableFilter, clock: InventoryClock = inventoryClock()): InventoryEntry[] {
  return availableEntries(catalog.inventory, clock).filter((e) => matches(e, filter));
}

/**
 * The availability of a page's Product offer (views/jsonld.ts), as its «Disponibles» row
 * (views/answer.ts › availabilityFact) says it: in stock where it lists an animal, out of stock where
 * it says «Ninguno por ahora», and nothing where an entry of the page nobody confirmed lately may still
 * have animals (the page cannot say).
 */
export function offerAvailability(catalog: Pick<Catalog, 'inventory'>, filter: AvailableFilter, clock: InventoryClock = inventoryClock()): OfferAvailability | undefined {
  if (entriesShown(catalog, filter, clock).length) return 'InStock';
  if (staleEntries(catalog.inventory, clock).some((e) => matches(e, filter))) return undefined;
  return 'OutOfStock';
}

/**
 * What the block of each kind of page shows, from the props of its page (pages/entries.ts): the
 * views and the sitemap's lastmod (pages/sitemap.ts) both read this table.
 */
export const AVAILABLE_ON = {
  home: (): AvailableFilter => ({}),
  dogs: (): AvailableFilter => ({ especie: 'perros' }),
  /** The breed page, and the breeder page of a city or a fixed place (its town: only what leaves from the dispatch city). */
  dogBreed: ({ breed, city }: { breed: { slug: string }; city?: { slug?: string; lugar?: string } }): AvailableFilter => ({ especie: 'perros', raza: breed.slug, placeCity: city?.slug ?? city?.lugar }),
  dogBreedIn: ({ breed, location }: { breed: { slug: string }; location: { ciudad: string } }): AvailableFilter => ({ especie: 'perros', raza: breed.slug, placeCity: location.ciudad }),
  cats: (): AvailableFilter => ({ especie: 'gatos' }),
  catBreed: ({ breed, place }: { breed: { slug: string }; place?: { slug: string } }): AvailableFilter => ({ especie: 'gatos', raza: breed.slug, placeCity: place?.slug }),
  livestock: ({ species }: { species: string }): AvailableFilter => ({ especie: species }),
  livestockLine: ({ species, card }: { species: string; card: { slug: string } }): AvailableFilter => ({ especie: species, raza: card.slug }),
  /** A livestock species in a city: what leaves for it. */
  livestockIn: ({ species, city }: { species: string; city: { slug: string } }): AvailableFilter => ({ especie: species, placeCity: city.slug }),
  /** A livestock species in a climate class: what leaves for one of its twin cities. */
  livestockClimate: ({ species, cities }: { species: string; cities: readonly { slug: string }[] }): AvailableFilter => ({ especie: species, placeCities: cities.map((c) => c.slug) }),
  livestockSale: ({ species, card, city }: { species: string; card: { slug: string }; city: { slug: string } }): AvailableFilter => ({ especie: species, raza: card.slug, placeCity: city.slug }),
};

/** The "Disponibles ahora" block of a page, or undefined when nothing matches: no block, no filler. */
export function availableNowBlock(catalog: Catalog, filter: AvailableFilter = {}, clock = inventoryClock()) {
  const entries = entriesShown(catalog, filter, clock);
  if (!entries.length) return undefined;
  return { heading: words.availableNow.heading, cards: entries.map((e) => entryCard(catalog, e, clock)), seeAll: { href: routes.inventory(), label: words.availableNow.seeAll } };
}

/** The entries of the listing /disponibles/, by species, each species an anchor of the page. */
export function inventoryListing(catalog: Catalog, clock = inventoryClock()) {
  const published = publishedEntries(catalog.inventory, clock);
  return SPECIES.map((s) => ({ id: s.key, name: s.name, cards: published.filter((e) => e.especie === s.key).map((e) => entryCard(catalog, e, clock)) })).filter((g) => g.cards.length);
}

/** The listing page: while nothing is published it says so plainly, offers the chat, and is noindex (and out of the sitemap). */
export function inventoryListingView(catalog: Catalog, path: string, clock = inventoryClock()) {
  const groups = inventoryListing(catalog, clock);
  const empty = groups.length === 0;
  return {
    ...pageView({
      path,
      title: words.listing.title,
      description: words.listing.description,
      noindex: empty,
      crumbs: crumbsFrom({ name: words.listing.heading, path }),
      nav: 'inicio',
    }),
    heading: words.listing.heading,
    intro: empty ? words.listing.empty : words.listing.intro,
    groups,
    emptyButton: empty ? words.listing.emptyButton : undefined,
  };
}

