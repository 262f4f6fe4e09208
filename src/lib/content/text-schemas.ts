/**
 * The schemas of content/texts/*.json (src/lib/content/texts.ts). Every field carries a
 * description in Spanish for the breeder's editor, and a length limit. A text that names data
 * is a template: `template(['raza', 'lugar'], …)` accepts {raza} and {lugar} and refuses any
 * other placeholder, naming the ones the field can use.
 */
import { z } from 'astro/zod';
import { text } from './fields';

/** The placeholders of a template text: "{raza}" → ["raza"]. */
export const placeholdersOf = (value: string) => [...value.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!);

/** A text with placeholders: each {name} must be one of `names`. */
export const template = (names: readonly string[], min: number, max: number) =>
  text(min, max).superRefine((value, ctx) => {
    for (const name of placeholdersOf(value)) {
      if (names.includes(name)) continue;
      const allowed = names.length ? `the placeholders this text can use are ${names.map((n) => `{${n}}`).join(', ')}` : 'this text takes no placeholder';
      ctx.addIssue({ code: 'custom', message: `uses {${name}}, which the site cannot fill here; ${allowed}` });
    }
  });

/** A question and its answer, both templates over the same placeholders. */
const faqItem = (names: readonly string[]) =>
  z.strictObject({
    question: template(names, 10, 160).describe('La pregunta, como la haría un comprador.'),
    answer: template(names, 20, 600).describe('La respuesta, tratando al comprador de usted.'),
  });

export const dogFaqSchema = z.strictObject({
  breedInPlace: z
    .array(faqItem(['raza', 'lugar']))
    .min(1)
    .max(8)
    .describe('Preguntas frecuentes de la página de una raza en un lugar (/clousters/perros/{lugar}/{raza}/). {raza}: el nombre de la raza; {lugar}: el barrio, la ciudad o la región.'),
});
