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
      const allowed = names.length ? `las palabras entre llaves que este texto admite son ${names.map((n) => `{${n}}`).join(', ')}` : 'este texto no admite palabras entre llaves';
      ctx.addIssue({ code: 'custom', message: `usa {${name}}, que el sitio no puede llenar aquí; ${allowed}: corrija la palabra o quítela` });
    }
  });

/**
 * What the proof placeholders stand for (src/lib/content/proofs.ts), for the descriptions of the
 * texts that may say a claim about the breeder.
 */
export const CLAIM_HELP =
  ' Las palabras entre llaves las llena el sitio con lo que usted escribe en Criadero › Identidad del negocio: {registroIca}, el número de registro ICA; {fundación}, el año en que empezó la cría, y {años}, los años desde entonces; ' +
  'y en Criadero › Cifras comprobables: {perrosEntregados} y {fechaPerros}, los perros entregados y el mes en que se contaron; {familias} y {fechaFamilias}, las familias atendidas y el mes en que se contaron. ' +
  'Una frase que las usa se muestra solo cuando ese dato está escrito en Criadero (en una tarjeta o un elemento de lista, el elemento entero); {años} va con {fundación}, y un número con su fecha.';

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
