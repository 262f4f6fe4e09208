/** Data of the home page, derived from the catalog and the site config. */
import type { Catalog } from './content/catalog';
import { puppyAlt } from './images';
import { seededPicker } from './random';
import { titleCase } from './slug';

export const GALLERY_SIZE = 12;

/** The 12 gallery images in a seeded order (the island reshuffles them in the browser). */
export function homeGallery(catalog: Catalog, seed: string) {
  const name = (slug: string) => catalog.dogBreedBySlug.get(slug)?.nombre ?? titleCase(slug);
  const all = catalog.gallery.flatMap((entry) => entry.images.map((src) => ({ src, alt: puppyAlt(src, name(entry.slug)) })));
  const unique = [...new Map(all.map((i) => [i.src, i])).values()];
  return seededPicker(seed).shuffle(unique).slice(0, GALLERY_SIZE);
}
