/**
 * What the schemas of several species share: the price, the mark of an estimate, a breed's
 * tolerance of heat or cold, the fields of a category page.
 */
import { z } from 'astro/zod';
import { num, slug, text, toFill } from '../fields';

export const price = num()
  .int('el precio va en pesos enteros (COP), sin decimales')
  .min(100_000, 'un precio de menos de $100.000 COP es seguramente un error de digitación; revise los ceros')
  .max(100_000_000, 'un precio de más de $100.000.000 COP es seguramente un error de digitación; revise los ceros');

export const tolerance = z.enum(['baja', 'media', 'alta']);
/**
 * A yes/no of content, false the same as absent: the editor's switch, turned on and off again,
 * writes false, and a flag that took only true refused the save with no way back (editor drive s49,
 * «Hocico corto»).
 */
export const flag = () => z.boolean().optional();
/** Marks facts that are estimates for the breeder to confirm (listed in CONTENT-TO-CONFIRM.md). */
export const estimate = flag().describe('true while the breeder has not confirmed the facts of the entry');

export const clusterBase = {
  slug: slug('cluster slug'),
  title: text(5, 70),
  description: text(50, 200),
};
/** Two to four paragraphs of a page's own text: a category's guide (each category page differs even where two list the same breeds), an educational line's page. */
export const guideParagraphs = z.array(text(80, 420)).min(2).max(4);

/** The climate classes of a breed's notes (content/dogs|cats/breeds.json › clima), as the editor labels their fields (src/build/cms-breed-labels.ts). */
const CLIMATE_NOTE_LABELS = { frio: 'En clima frío', templado: 'En clima templado', calido: 'En clima cálido' } as const;
/**
 * The opening of a climate note that names its class as a place: «En tierra caliente», «En clima
 * frío», «En este clima», «En la costa húmeda», «Allí», «Aquí». A breed page shows the note under the
 * cities of its class, and a place page of one of them shows it about that place: the page already
 * says where, and «Allí» reads wrong on both. Narrow on purpose: an adverbial of place that opens the
 * note, not «el frío» or «el calor» anywhere in it.
 */
export const CLASS_AS_PLACE =
  /^(?:en (?:(?:la|las|el|los|un|una|este|esta|estos|estas) )?(?:tierras?|climas?|zonas?|costas?|lugares?|regi[oó]n(?:es)?)(?: (?:fr[ií][oa]s?|templad[oa]s?|c[aá]lid[oa]s?|calientes?|caluros[oa]s?|h[uú]med[oa]s?|sec[oa]s?|alt[oa]s?|baj[oa]s?))?|all[ií]|all[aá]|aqu[ií]|ac[aá])(?=[\s,.;:]|$)/iu;

/** A breed's note for one climate class: `field`, refused when it opens by naming its class as a place (CLASS_AS_PLACE), with a message that names the field and how to write it. */
export const climateNote = <T extends z.ZodString>(key: keyof typeof CLIMATE_NOTE_LABELS, field: T) =>
  field.refine((v) => !CLASS_AS_PLACE.test(v.trim()), {
    error: (iss) => {
      const opening = String(iss.input ?? '').trim().match(CLASS_AS_PLACE)?.[0] ?? '';
      return `${CLIMATE_NOTE_LABELS[key]}: no empiece con "${opening}": la página ya dice dónde vive; escriba lo que la raza necesita allí (abrigo, pelo, horas de paseo, agua).`;
    },
  });

/**
 * A breed's notes by climate class (content/dogs|cats/breeds.json › clima): each written for its
 * class (climateNote), or left empty ("", or left out) where that class asks nothing special of the
 * breed: its block on the breed page and its sentence on the place pages of the class are then left
 * out, with nothing in their place (review-after10 §6.3: no fixed three-slot frame). At least one
 * note stays: a breed page says what the breed needs somewhere. Said on each of the three notes, so
 * the editor shows it next to them (on the group of notes it came as a banner that named «items › 33
 * › clima» and went away: editor drive at 390 px, s44).
 */
export const climateNotesSchema = (notes: Readonly<Record<keyof typeof CLIMATE_NOTE_LABELS, z.ZodString>>) =>
  z.strictObject({ frio: toFill(notes.frio), templado: toFill(notes.templado), calido: toFill(notes.calido) }).superRefine((v, ctx) => {
    if (v.frio || v.templado || v.calido) return;
    for (const key of ['frio', 'templado', 'calido'] as const) ctx.addIssue({ code: 'custom', path: [key], message: 'Escriba al menos una nota de clima (frío, templado o cálido): la del clima en que la raza pide más cuidados. Las demás pueden quedar vacías si ese clima no le pide nada especial.' });
  });
