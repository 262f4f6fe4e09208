/**
 * The care list of a cat breed's page, from its coat and tags. The words are in
 * content/texts/gatos.json (coatCare, care): each is true of every breed with that coat or tag;
 * code only picks the lists. The breed's own words (resumen, clima, saludPadres) are in
 * content/cats/breeds.json.
 */
import type { CatBreed } from '../../content/schemas';
import { texts } from '../../content/texts';
import { fillTemplate, formatCOP } from '../spanish';

/**
 * A breed's price as every page shows it: a price the breeder has not confirmed
 * (content/cats/breeds.json › precio_estimado) says it is an estimate, «$ 3’500’000 (estimado)».
 * `code`: «COP» after the amount, for readers abroad; `inTable`: the short mark a table's note
 * explains (texts.catPages.estimatedTableNote), instead of «(estimado)» on each row.
 */
export function catPrice(breed: Pick<CatBreed, 'precio_base' | 'precio_estimado'>, options: { code?: boolean; inTable?: boolean } = {}): string {
  const amount = formatCOP(breed.precio_base, options);
  const t = texts.catPages;
  return breed.precio_estimado ? fillTemplate(options.inTable ? t.priceEstimatedInTable : t.priceEstimated, { precio: amount }) : amount;
}

/** The care list of a breed: its coat's care (its coat kind's, content/cats/breeds.json › manto, when it has one), a line for large breeds, and last the one home line every cat needs (gatos.json › care.home). */
export function careLines(breed: Pick<CatBreed, 'tags' | 'pelaje' | 'manto'>): string[] {
  const { coatCare, care } = texts.cats;
  const has = (t: CatBreed['tags'][number]) => breed.tags.includes(t);
  // a coat kind with its own care (manto: «rex») replaces the care of its length
  // an active breed's play is said by its own «Carácter y convivencia» (content/cats/breeds.json › resumen): a shared line
  // «lugares altos para trepar» repeated the abisinio's and the bengalí's and went against the Munchkin's «rascadores bajos» (s52)
  // the window nets every cat needs, said once for the species here, not in each city's home text (s52 read 16: the «malla» sentence of every city page read as a mold)
  return [...coatCare[breed.manto ?? breed.pelaje], ...(has('tam_grande') ? [care.large] : []), care.home];
}
