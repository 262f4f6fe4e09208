/** The home page view, shared by "/" and "/co/tienda/" (which declares "/" canonical). */
import type { Catalog } from '../content/catalog';
import { breederCity } from '../content/breeder';
import { site } from '../content/site';
import { titleCase } from '../content/slug';
import { SPECIES } from '../content/species';
import { texts } from '../content/texts';
import { seededPicker } from '../domain/random';
import { routes } from '../routes';
import { fillTemplate } from '../text/spanish';
import { puppyAlt } from './images';
import { pageView } from './page';

/** The page's texts (content/texts/inicio.json) with the numbers of content/site.json filled in. */
function homeTexts() {
  const words = texts.home;
  const values = {
    marca: site.brand,
    años: String(site.stats.yearsExperience),
    perrosEntregados: site.stats.dogsDelivered.toLocaleString('es-CO'),
    familias: site.stats.happyFamilies.toLocaleString('es-CO'),
    ciudad: breederCity().nombre,
  };
  const fill = (template: string) => fillTemplate(template, values);
  return {
    title: fill(words.title),
    hero: { badge: fill(words.hero.badge), heading: fill(words.hero.heading), text: fill(words.hero.text), chatButton: words.hero.chatButton },
    headings: { species: words.speciesHeading, reasons: words.reasons.heading, gallery: words.galleryHeading },
    reasons: words.reasons.items.map((r) => ({ icon: r.icon, title: fill(r.title), text: fill(r.text) })),
    contact: { heading: words.contact.heading, text: fill(words.contact.text), chatButton: words.contact.chatButton },
  };
}

export function homeView(catalog: Catalog, path: string) {
  const { title, ...words } = homeTexts();
  return {
    ...pageView({
      path,
      canonical: routes.home(),
      title,
      description: site.defaultDescription,
      nav: 'inicio',
    }),
    site,
    gallery: homeGallery(catalog, routes.home()),
    sizes: catalog.dogSizes.filter((s) => ['pequenos', 'medianos', 'grandes'].includes(s.slug)).map((s) => ({ name: s.name, forms: s.formas, href: routes.dogSize(s.slug) })),
    species: SPECIES.filter((s) => s.available).map((s) => ({ ...s, href: routes.species(s.key) })),
    ...words,
  };
}

export const GALLERY_SIZE = 12;

/** The 12 gallery images in a seeded order (the island reshuffles them in the browser). */
export function homeGallery(catalog: Catalog, seed: string) {
  const name = (slug: string) => catalog.dogBreedBySlug.get(slug)?.nombre ?? titleCase(slug);
  const all = catalog.gallery.flatMap((entry) => entry.images.map((src) => ({ src, alt: puppyAlt(src, name(entry.slug)) })));
  const unique = [...new Map(all.map((i) => [i.src, i])).values()];
  return seededPicker(seed).shuffle(unique).slice(0, GALLERY_SIZE);
}
