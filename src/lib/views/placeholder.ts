/** The placeholder pages /co/{especie}/{raza}/{ciudad}/{intencion}/ (spec §2): noindex, three skeleton cards. */
import type { PlaceholderIndex, PlaceholderPage } from '../routes/placeholder';
import { routes } from '../routes';
import { crumbsFrom, pageView } from './page';

export function placeholderView({ path, page, index }: { path: string; page: PlaceholderPage; index: PlaceholderIndex }) {
  const species = index.species[page.species]!;
  return {
    ...pageView({
      path,
      title: `${page.heading} (página en preparación)`,
      description: `Página en preparación del criadero. Mientras tanto, le enlazamos la información disponible de ${species.name.toLowerCase()} para esta raza y esta ciudad.`,
      noindex: true,
      crumbs: crumbsFrom({ name: species.name, path: routes.species(page.species) }, { name: page.heading, path }),
      nav: page.species,
      chat: { species: page.species },
    }),
    page,
    index,
    /** Spec §2: three skeleton cards. */
    skeletons: 3,
  };
}
