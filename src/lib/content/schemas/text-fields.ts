/**
 * The fields of the schemas of content/texts/*.json (the *-texts.ts beside this file, read by
 * src/lib/content/texts.ts). Every field carries a
 * description in Spanish for the breeder's editor, and a length limit. A text that names data
 * is a template: `template(['raza', 'lugar'], …)` accepts {raza} and {lugar} and refuses any
 * other placeholder, naming the ones the field can use.
 */
import { z } from 'astro/zod';
import { text } from '../fields';
import { CLAIM_PLACEHOLDERS } from '../proofs';

/** The placeholders of a template text: "{raza}" → ["raza"]. */
export const placeholdersOf = (value: string) => [...value.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!);

/** A text with placeholders: each {name} must be one of `names`. */
export const template = (names: readonly string[], min: number, max: number) =>
  text(min, max).superRefine((value, ctx) => {
    for (const name of placeholdersOf(value)) {
      if (names.includes(name)) continue;
      // the breeder reads it next to the field (editor drive s49: it was in English)
      const allowed = names.length === 1 ? `la única palabra entre llaves que este texto admite es {${names[0]}}` : names.length ? `las palabras entre llaves que este texto admite son ${names.map((n) => `{${n}}`).join(', ')}` : 'este texto no admite palabras entre llaves';
      ctx.addIssue({ code: 'custom', message: `usa {${name}}, que el sitio no puede llenar aquí; ${allowed}: corrija la palabra o quítela` });
    }
  });

/**
 * What the proof placeholders stand for (src/lib/content/proofs.ts), for the descriptions of the
 * texts that may say a claim about the breeder.
 */
const CLAIM_MARKERS =
  '{registroIca} por el número de registro del ICA de Criadero › Identidad del negocio; {fundación} por el año en que empezó la cría, y {años} por los años desde entonces; ' +
  '{perrosEntregados} y {fechaPerros} por los perros entregados y el mes en que los contó (Criadero › Cifras comprobables); {familias} y {fechaFamilias} por las familias atendidas y el mes en que las contó. ' +
  'Una frase con uno de estos datos se muestra solo cuando el dato está escrito en Criadero (en una tarjeta o un elemento de lista, el elemento entero); {años} va con {fundación}, y cada número con su fecha.';
export const CLAIM_HELP = ` El sitio cambia las palabras entre llaves por lo que usted escribe en Criadero: ${CLAIM_MARKERS}`;
/** CLAIM_HELP after the text's own markers («{marca} por el nombre del criadero; {ciudad} por …»), in one sentence: not two that start alike. */
export const claimHelpWith = (own: string) => ` El sitio cambia las palabras entre llaves: ${own}; ${CLAIM_MARKERS}`;

/** A template that may also say a claim about the breeder through its proof placeholders (CLAIM_HELP). */
export const claimTemplate = (names: readonly string[], min: number, max: number) => template([...names, ...CLAIM_PLACEHOLDERS], min, max);

/**
 * A template whose description ends with what each of its placeholders stands for: from
 * `meanings`, or from `own` where a field says it its own way.
 */
export const describedTemplate =
  (meanings: Readonly<Record<string, string>>) =>
  (what: string, names: readonly string[], min: number, max: number, own: Readonly<Record<string, string>> = {}) =>
    template(names, min, max).describe(names.length ? `${what} ${names.map((n) => `{${n}}: ${own[n] ?? meanings[n]}`).join('; ')}.` : what);

/** A text without placeholders: a {name} in it is refused (the site would show it as typed). */
export const plain = (min: number, max: number) => template([], min, max);
/** A list of texts without placeholders. */
export const plainList = (min: number, max: number, itemMin: number, itemMax: number) => z.array(plain(itemMin, itemMax)).min(min).max(max);
export const heading = (names: readonly string[] = []) => template(names, 3, 90);

/** A call to action: the heading of the closing WhatsApp block and its line of text. */
export const callToAction = (names: readonly string[], where: string) =>
  z
    .strictObject({
      title: template(names, 5, 90).describe(`Título del bloque final de WhatsApp ${where}.`),
      text: template(names, 20, 200).describe(`Frase bajo ese título, antes del botón de WhatsApp ${where}.`),
    })
    .describe(`Llamado a escribir por WhatsApp al final ${where}.`);
