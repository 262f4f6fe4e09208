/**
 * The old paginated listings (spec §2: /tienda/page/{n}/, /category/perros/page/{n}/,
 * /tag/cachorros/page/{n}/): five pages of six breed cards each, noindex, 'Página n de 5'.
 */
import type { Catalog } from '../content/catalog';
import type { DogBreed } from '../content/schemas';
import { breedCount } from '../domain/dogs';
import { type LegacyListing, routes } from '../routes';
import { dogCards } from './dog-cards';
import { crumbsFrom, pageView } from './page';
import { texts } from '../content/texts';
import { fillTemplate } from '../text/spanish';
import { capitalize } from '../content/slug';

export function listingView(catalog: Catalog, { path, page }: { path: string; page: ListingPage }) {
  const t = texts.genericPages.listing;
  // "página 2 de 5" after the title, "Página 2 de 5" on its own (spec §2)
  const label = fillTemplate(t.page, { pagina: String(page.page), paginas: String(LISTING_PAGES) });
  const first = (page.page - 1) * LISTING_CARDS + 1;
  const total = String(catalog.dogBreeds.length);
  // «Ver las 52 razas y 2 cruces»: a Goldendoodle is not a breed (content/dogs/breeds.json › cruce)
  const all = breedCount(catalog.dogBreeds);
  return {
    ...pageView({
      path,
      title: `${page.title}: ${label}`,
      description: `${page.title} del criadero: cachorros de raza con certificado de salud, vacunas al día y desparasitación. ${capitalize(label)}.`,
      noindex: true,
      crumbs: crumbsFrom({ name: page.title, path }),
      nav: 'perros',
    }),
    heading: page.title,
    label: capitalize(label),
    /** Which breeds of the catalogue the page shows: five pages of six never reach all of them. */
    range: fillTemplate(t.range, { desde: String(first), hasta: String(first + page.breeds.length - 1), total }),
    /** On the last page, the whole catalogue. */
    all: page.next ? undefined : { href: routes.dogs(), text: fillTemplate(t.all, { total: all }) },
    breeds: page.breeds,
    cards: dogCards(catalog, page.breeds),
    prev: page.prev,
    next: page.next,
  };
}
export const LISTING_PAGES = 5;
export const LISTING_CARDS = 6;
export const LISTINGS: Record<LegacyListing, string> = { tiendaPage: 'Tienda', categoryPerrosPage: 'Perros', tagCachorrosPage: 'Cachorros' };
export interface ListingPage {
  listing: LegacyListing;
  title: string;
  page: number;
  path: string;
  prev?: string;
  next?: string;
  breeds: DogBreed[];
}
export function listingPages(catalog: Catalog): ListingPage[] {
  return LEGACY_LISTINGS.flatMap((listing) =>
    Array.from({ length: LISTING_PAGES }, (_, i) => {
      const page = i + 1;
      return {
        listing,
        title: LISTINGS[listing],
        page,
        path: routes.legacyListingPage(listing, page),
        prev: page > 1 ? routes.legacyListingPage(listing, page - 1) : undefined,
        next: page < LISTING_PAGES ? routes.legacyListingPage(listing, page + 1) : undefined,
        breeds: catalog.dogBreeds.slice(i * LISTING_CARDS, (i + 1) * LISTING_CARDS),
      };
    }),
  );
}
export const LEGACY_LISTINGS = Object.keys(LISTINGS) as LegacyListing[];
