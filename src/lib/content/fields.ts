/**
 * The field types every content schema is built from: slugs, texts with limits, numbers (also
 * typed as text), one of a list; each with a message that says how to fix the value. The messages
 * are in Spanish, addressing whoever edits content/ as "usted": the breeder meets them when a
 * build refuses what the editor at /admin/ saved.
 *
 * This module also makes zod's own messages Spanish (`z.config` below, once for the whole
 * process): every schema of content/ imports it, so the build and any browser bundle that
 * imports a schema run it before they check anything.
 */
import { z } from 'astro/zod';
import { didYouMean } from './errors';

/** "1 carácter", "12 caracteres". */
export const characters = (n: number) => (n === 1 ? '1 carácter' : `${n} caracteres`);
/** "1 elemento", "3 elementos". */
const items = (n: number) => (n === 1 ? '1 elemento' : `${n} elementos`);

/** What a value is, as a message says it: 'el texto "abc"', 'el número 12', 'una lista'. */
export function describeValue(input: unknown): string {
  if (input === undefined) return 'nada';
  if (input === null) return 'null (vacío)';
  if (Array.isArray(input)) return 'una lista';
  if (typeof input === 'string') return `el texto ${quote(input)}`;
  if (typeof input === 'number') return `el número ${input}`;
  if (typeof input === 'boolean') return `${input} (sí o no)`;
  if (typeof input === 'object') return 'un objeto { … }';
  return typeof input;
}

/** What zod expects, as a message says it. */
const EXPECTED: Record<string, string> = {
  string: 'un texto entre comillas',
  number: 'un número',
  int: 'un número entero',
  boolean: 'true o false (sí o no)',
  array: 'una lista [ … ]',
  object: 'un objeto { … }',
  null: 'null',
  date: 'una fecha',
};

/**
 * zod's messages in Spanish, for the checks a schema gives no message of its own (a list's
 * maximum, a fixed value, a field of another type, a field zod does not know). Each says what is
 * wrong with the value and how to write it; the build puts the file and the field before it.
 */
export function spanishIssue(iss: z.core.$ZodRawIssue): string {
  const input = iss.input;
  switch (iss.code) {
    case 'invalid_type': {
      if (iss.expected === 'number' || iss.expected === 'int') {
        const own = numberError(iss);
        if (own) return own;
      }
      if (input === undefined) return 'falta; agréguelo';
      return `es ${describeValue(input)}, y se espera ${EXPECTED[iss.expected] ?? iss.expected}`;
    }
    case 'too_small':
    case 'too_big': {
      const small = iss.code === 'too_small';
      const bound = Number(small ? iss.minimum : iss.maximum);
      const exact = 'exact' in iss && iss.exact;
      if (iss.origin === 'string') {
        const length = String(input ?? '').length;
        if (exact) return `tiene ${characters(length)}; escriba exactamente ${characters(bound)}`;
        return small ? `tiene ${characters(length)}; escriba por lo menos ${characters(bound)}` : `tiene ${characters(length)} y el límite es ${bound}; acórtelo`;
      }
      if (iss.origin === 'array' || iss.origin === 'set') {
        const length = Array.isArray(input) ? input.length : undefined;
        const has = length === undefined ? '' : length === 0 ? 'la lista está vacía; ' : `tiene ${items(length)}; `;
        if (exact) return `${has}debe tener exactamente ${items(bound)}`;
        return small ? `${has}debe tener por lo menos ${items(bound)}` : `${has}debe tener como máximo ${items(bound)}; quite los que sobran`;
      }
      const value = typeof input === 'number' ? `${input} ` : '';
      const inclusive = 'inclusive' in iss ? iss.inclusive !== false : true;
      if (small) return inclusive ? `${value}es menor que ${bound}; escriba ${bound} o más` : `${value}debe ser mayor que ${bound}`;
      return inclusive ? `${value}es mayor que ${bound}; escriba ${bound} o menos` : `${value}debe ser menor que ${bound}`;
    }
    case 'invalid_value': {
      const values = iss.values.map((v) => JSON.stringify(v));
      if (values.length === 1) return `es ${describeValue(input)}; aquí va ${values[0]}`;
      const strings = iss.values.filter((v): v is string => typeof v === 'string');
      return `${JSON.stringify(input)} no es uno de los valores posibles${didYouMean(input, strings)}; use uno de: ${values.join(', ')}`;
    }
    case 'invalid_format': {
      const shown = typeof input === 'string' ? quote(input) : describeValue(input);
      if (iss.format === 'url') return `${shown} no es una dirección web; escriba la dirección completa, con https://`;
      if (iss.format === 'email') return `${shown} no es un correo electrónico; escríbalo como nombre@dominio.com`;
      if (iss.format === 'date') return `${shown} no es una fecha; escríbala AAAA-MM-DD, por ejemplo "2025-06-01"`;
      return `${shown} no tiene la forma esperada`;
    }
    case 'unrecognized_keys':
      return `${iss.keys.length === 1 ? 'campo desconocido' : 'campos desconocidos'} ${iss.keys.map((k) => JSON.stringify(k)).join(', ')}; corrija su nombre o quítelo`;
    case 'invalid_union': {
      // a field that may be empty ('' or a text): what the non-empty option says of the value
      const options = ('errors' in iss ? iss.errors : []) as { code: string; message: string; path: PropertyKey[] }[][];
      const telling = options.find((issues) => issues.length > 0 && issues[0]!.path.length === 0 && issues[0]!.code !== 'invalid_value');
      return telling ? telling[0]!.message : `${describeValue(input)} no es un valor válido aquí`;
    }
    case 'not_multiple_of':
      return `${describeValue(input)} no es múltiplo de ${iss.divisor}`;
    default:
      return `${describeValue(input)} no es un valor válido aquí`;
  }
}

// zod's own messages in Spanish, for every schema of this process (see the module's comment)
z.config({ localeError: spanishIssue });

export const SLUG_RE = /^[a-z0-9ñ]+(?:-[a-z0-9ñ]+)*$/;
export const slug = (what: string) =>
  z
    .string()
    .max(80, `${what} tiene más de 80 caracteres; use el nombre corto con el que aparece en las direcciones`)
    .regex(SLUG_RE, `${what} va en minúsculas, con las palabras unidas por guiones y sin tildes (por ejemplo "bulldog-frances")`);
/**
 * A visitor-facing text with a length limit: long enough for real content, short enough that a
 * pasted document cannot bloat every page that repeats it.
 */
export const text = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, { error: (iss) => `tiene ${characters(String(iss.input ?? '').length)}; escriba por lo menos ${characters(min)}` })
    .max(max, lengthLimit(max));
/** Words of a text, split at spaces (numbers and «2,6 kg» count as words; the dog texts count runs of letters, wordCount of schemas/dogs.ts). */
export const spacedWordCount = (value: string) => value.split(/\s+/).filter(Boolean).length;
/** A text of min..max words (and at most maxChars characters), with a message that says how to fix it: a livestock line's notes and buyer text, a species' climate note. */
export const wordsText = (min: number, max: number, maxChars: number) =>
  text(min * 3, maxChars).refine((value) => {
    const n = spacedWordCount(value);
    return n >= min && n <= max;
  }, { error: (iss) => `tiene ${spacedWordCount(String(iss.input ?? ''))} palabras; escriba entre ${min} y ${max}` });
/**
 * The message of a length limit in the words of `text()`, for texts with a pattern of their own:
 * `z.string().max(30, lengthLimit(30)).regex(…)`. Every text field has a limit with a message
 * (tests/unit/schema-limits.test.ts walks every schema for one without).
 */
export function lengthLimit(max: number) {
  return { error: (iss: { input?: unknown }) => `tiene ${characters(String(iss.input ?? '').length)} y el límite es ${max}; acórtelo` };
}
/**
 * The number a number typed as text stands for, or undefined when it is not one: "1.200.000",
 * "$ 1,200,000", "1 200 000 COP" and "2600 m" are 1200000 and 2600 (dots, commas or spaces between
 * groups of three digits separate thousands), "2,5" and "1.200,5" are 2.5 and 1200.5 (a last
 * separator different from the thousands one marks the decimals).
 */
export function numberInText(value: string): number | undefined {
  const t = value
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/\s*(?:cop|pesos|[a-zº°%²/]+)\.?$/i, '');
  const m = /^(-?)(\d{1,3}(?:([.,\s])\d{3})(?:\3\d{3})*|\d+)(?:([.,])(\d+))?$/.exec(t);
  if (!m || (m[3] && m[4] === m[3])) return undefined;
  const digits = `${m[1]}${m[2]!.replace(/[.,\s]/g, '')}${m[5] ? `.${m[5]}` : ''}`;
  const n = Number(digits);
  return Number.isFinite(n) ? n : undefined;
}
/** A day written YYYY-MM-DD. */
export const isoDay = (field: string) => z.iso.date(`${field} es una fecha escrita AAAA-MM-DD, por ejemplo "2025-06-01"`).max(10, lengthLimit(10));
/** A field the breeder fills; empty ("") until then, and then the site shows nothing for it. */
export const toFill = <T extends z.ZodType<string>>(schema: T) => z.union([z.literal(''), schema]).default('');
/** A text the breeder may leave empty (""), or leave out; when written, it has `text()`'s limits. */
export const optionalText = (min: number, max: number) => toFill(text(min, max));
export const quote = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}…` : value);
/** What a number field says of a value of another type: how to write it as a JSON number. */
export function numberError(iss: { code?: string; input?: unknown; expected?: unknown }): string | undefined {
  if (iss.code !== 'invalid_type' || iss.input === undefined) return undefined;
  const input = iss.input;
  // .int() reports a fraction as invalid_type too (expected "int")
  if (typeof input === 'number') return iss.expected === 'int' ? `${input} tiene decimales; escriba un número entero, sin decimales` : undefined;
  if (typeof input === 'string') {
    const n = numberInText(input);
    if (n === undefined) return `${quote(input)} es texto, y se espera un número; escriba el número sin comillas, por ejemplo 1200000`;
    if (Number.isInteger(n)) return `${quote(input)} es texto; escriba el número sin comillas, puntos ni espacios: ${n}`;
    return `${quote(input)} es texto; escriba el número sin comillas ni separadores de miles, con un punto antes de los decimales: ${n}`;
  }
  const found = input === null ? 'null (vacío)' : Array.isArray(input) ? 'una lista' : typeof input === 'object' ? 'un objeto' : JSON.stringify(input);
  return `${found} no es un número; escriba el número sin comillas, por ejemplo 1200000`;
}
/**
 * A number field. Its type error says how to write the value: a price typed as "1.200.000" gets
 * `"1.200.000" es texto; escriba el número sin comillas, puntos ni espacios: 1200000`, not zod's
 * "expected number, received string". Every number field of content/ uses it.
 */
export const num = () => z.number({ error: numberError });
/** One of a fixed list of values; the message lists them and suggests the closest to a typo. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: (iss) => `${JSON.stringify(iss.input)} no es ${what}${didYouMean(iss.input, values)}; use uno de: ${values.join(', ')}` });
