/** The view of the old paginated listings (spec §2): noindex, 'Página n de 5'. */
import type { Catalog } from '../content/catalog';
import { LISTING_PAGES, type ListingPage } from '../listings';
import { dogCards } from './dog-cards';
import { crumbsFrom, pageView } from './page';

export function listingView(catalog: Catalog, { path, page }: { path: string; page: ListingPage }) {
  const label = `Página ${page.page} de ${LISTING_PAGES}`;
  return {
    ...pageView({
      path,
      title: `${page.title}: ${label}`,
      description: `${page.title} del criadero: cachorros de raza con certificado de salud, vacunas al día y desparasitación. ${label}.`,
      noindex: true,
      crumbs: crumbsFrom({ name: page.title, path }),
      nav: 'perros',
    }),
    heading: page.title,
    label,
    breeds: page.breeds,
    cards: dogCards(catalog, page.breeds),
    prev: page.prev,
    next: page.next,
  };
}
