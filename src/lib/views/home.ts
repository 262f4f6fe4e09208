/** The home page view, shared by "/" and "/co/tienda/" (which declares "/" canonical). */
import type { Catalog } from '../content/catalog';
import { breederCity } from '../content/breeder';
import { site } from '../content/site';
import { titleCase } from '../content/slug';
import { SPECIES } from '../content/species';
import { texts } from '../content/texts';
import { seededPicker } from '../domain/random';
import { routes } from '../routes';
import { provenCards, withProofs } from '../text/claims';
import { fillTemplate } from '../text/spanish';
import { inventoryClock, publishedEntries } from '../domain/inventory';
import { shownImages, shownPhoto, type ShownImage } from './images';
import { AVAILABLE_ON, availableNowBlock } from './available-now';
import { pageView } from './page';

/** The cards of «¿Por qué elegirnos?» (spec §2: four). */
export const HOME_REASONS = 4;

/**
 * The page's texts (content/texts/inicio.json) with the data of content/site.json filled in; a
 * claim shows only with its proof (src/lib/text/claims.ts): the badge is left out while the count
 * of dogs delivered is not given, and the first four reasons that name no missing proof are shown.
 */
function homeTexts() {
  const words = texts.home;
  const values = { marca: site.brand, ciudad: breederCity().nombre };
  const fill = (template: string) => withProofs(template, values);
  return {
    title: fillTemplate(words.title, values),
    hero: { badge: fill(words.hero.badge), heading: fillTemplate(words.hero.heading, values), text: fill(words.hero.text), chatButton: words.hero.chatButton },
    headings: { species: words.speciesHeading, reasons: words.reasons.heading },
    reasons: provenCards(words.reasons.items, HOME_REASONS).map((r) => ({ icon: r.icon, title: fill(r.title), text: fill(r.text) })),
    contact: { heading: words.contact.heading, text: fillTemplate(words.contact.text, values), chatButton: words.contact.chatButton },
  };
}

export function homeView(catalog: Catalog, path: string) {
  const { title, ...words } = homeTexts();
  const gallery = homeGallery(catalog, routes.home());
  return {
    ...pageView({
      path,
      canonical: routes.home(),
      title,
      description: site.defaultDescription,
      nav: 'inicio',
    }),
    availableNow: availableNowBlock(catalog, AVAILABLE_ON.home()),
    site,
    gallery,
    /** "Nuestros cachorros" over photos; over illustrations, a heading that promises no puppy it does not show. */
    galleryHeading: gallery.some((g) => g.kind === 'photo') ? texts.home.galleryHeading : texts.home.galleryHeadingIllustrations,
    illustrationCaption: texts.common.illustrationCaption,
    sizes: catalog.dogSizes.filter((s) => ['pequenos', 'medianos', 'grandes'].includes(s.slug)).map((s) => ({ name: s.name, forms: s.formas, href: routes.dogSize(s.slug) })),
    species: SPECIES.filter((s) => s.available).map((s) => ({ ...s, href: routes.species(s.key) })),
    ...words,
  };
}

export const GALLERY_SIZE = 12;

/**
 * The 12 gallery images in a seeded order (the island reshuffles them in the browser): the photos of
 * the published litters and lots when there are any; otherwise each breed's photos of
 * content/images/gallery.json, or its illustrations (named as such) where it has none.
 */
/** A gallery image; a drawing carries its visible caption, which names its breed. */
export type HomeGalleryImage = ShownImage & { caption?: string };

export function homeGallery(catalog: Catalog, seed: string): HomeGalleryImage[] {
  const photos = publishedEntries(catalog.inventory, inventoryClock()).flatMap((e) => [...e.fotos, ...(e.tipo === 'camada' ? e.animales.flatMap((a) => a.fotos) : [])]);
  if (photos.length) {
    const unique = [...new Map(photos.map((p) => [p.archivo, p])).values()];
    return seededPicker(seed).shuffle(unique).slice(0, GALLERY_SIZE).map((p) => shownPhoto(p, catalog.photoFiles));
  }
  const name = (slug: string) => catalog.dogBreedBySlug.get(slug)?.nombre ?? titleCase(slug);
  // Each breed shows its photos where it has any, its illustrations (named as such) where it has none;
  // a drawing's visible caption names its breed ("Shih Tzu · ilustración"), not only its alt.
  const caption = (image: ShownImage, breed: string): HomeGalleryImage => (image.kind === 'illustration' ? { ...image, caption: fillTemplate(texts.common.illustrationCaptionNamed, { raza: breed }) } : image);
  const all = catalog.gallery.flatMap((entry) => shownImages(entry.images, name(entry.slug), catalog.photoFiles).map((i) => caption(i, name(entry.slug))));
  const unique = [...new Map(all.map((i) => [i.key, i])).values()];
  return seededPicker(seed).shuffle(unique).slice(0, GALLERY_SIZE);
}
