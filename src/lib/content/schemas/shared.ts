/**
 * What the schemas of several species share: the price, the mark of an estimate, a breed's
 * tolerance of heat or cold, the fields of a category page.
 */
import { z } from 'astro/zod';
import { num, slug, text } from '../fields';

export const price = num()
  .int('el precio va en pesos enteros (COP), sin decimales')
  .min(100_000, 'un precio de menos de $100.000 COP es seguramente un error de digitación; revise los ceros')
  .max(100_000_000, 'un precio de más de $100.000.000 COP es seguramente un error de digitación; revise los ceros');

export const tolerance = z.enum(['baja', 'media', 'alta']);
/** Marks facts that are estimates for the breeder to confirm (listed in CONTENT-TO-CONFIRM.md). */
export const estimate = z.literal(true).optional().describe('true while the breeder has not confirmed the facts of the entry');

export const clusterBase = {
  slug: slug('cluster slug'),
  title: text(5, 70),
  description: text(50, 200),
};
/** Two to four paragraphs of a page's own text: a category's guide (each category page differs even where two list the same breeds), an educational line's page. */
export const guideParagraphs = z.array(text(80, 420)).min(2).max(4);
