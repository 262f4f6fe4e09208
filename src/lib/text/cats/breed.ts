/**
 * The care list of a cat breed's page, from its coat and tags. The words are in
 * content/texts/gatos.json (coatCare, care): each is true of every breed with that coat or tag;
 * code only picks the lists. The breed's own words (resumen, clima, saludPadres) are in
 * content/cats/breeds.json.
 */
import type { CatBreed } from '../../content/schemas';
import { texts } from '../../content/texts';

/** Care every cat needs, plus lines for active and large breeds. */
export function careLines(breed: Pick<CatBreed, 'tags' | 'pelaje'>): string[] {
  const { coatCare, care } = texts.cats;
  const has = (t: CatBreed['tags'][number]) => breed.tags.includes(t);
  return [...coatCare[breed.pelaje], ...(has('activo') || has('jugueton') ? [care.active] : []), ...(has('tam_grande') ? [care.large] : []), ...care.everyCat];
}
