/** The field types every content schema is built from: slugs, texts with limits, numbers (also typed as text), one of a list; each with a message that says how to fix the value. */
import { z } from 'astro/zod';
import { didYouMean } from './errors';

export const SLUG_RE = /^[a-z0-9ñ]+(?:-[a-z0-9ñ]+)*$/;
export const slug = (what: string) =>
  z
    .string()
    .max(80, `${what} is longer than 80 characters; use the short name it appears under in URLs`)
    .regex(SLUG_RE, `${what} must be lowercase words joined by hyphens, without accents (e.g. "bulldog-frances")`);
/**
 * A visitor-facing text with a length limit: long enough for real content, short enough that a
 * pasted document cannot bloat every page that repeats it.
 */
export const text = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, { error: (iss) => `is ${String(iss.input ?? '').length} characters long; write at least ${min}` })
    .max(max, lengthLimit(max));
/**
 * The message of a length limit in the words of `text()`, for texts with a pattern of their own:
 * `z.string().max(30, lengthLimit(30)).regex(…)`. Every text field has a limit with a message
 * (tests/unit/schema-limits.test.ts walks every schema for one without).
 */
export function lengthLimit(max: number) {
  return { error: (iss: { input?: unknown }) => `is ${String(iss.input ?? '').length} characters long; the limit is ${max}, shorten it` };
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
export const isoDay = (field: string) => z.iso.date(`${field} is a date written YYYY-MM-DD, e.g. "2025-06-01"`).max(10, lengthLimit(10));
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
  if (typeof input === 'number') return iss.expected === 'int' ? `${input} has decimals; write a whole number, without decimals` : undefined;
  if (typeof input === 'string') {
    const n = numberInText(input);
    if (n === undefined) return `${quote(input)} is text, and a number is expected; write the number without quotes, e.g. 1200000`;
    if (Number.isInteger(n)) return `${quote(input)} is text; write the number without quotes, dots or spaces: ${n}`;
    return `${quote(input)} is text; write the number without quotes or thousands separators, with a dot before the decimals: ${n}`;
  }
  const found = input === null ? 'null' : Array.isArray(input) ? 'a list' : typeof input === 'object' ? 'an object' : JSON.stringify(input);
  return `${found} is not a number; write the number without quotes, e.g. 1200000`;
}
/**
 * A number field. Its type error says how to write the value: a price typed as "1.200.000" gets
 * `"1.200.000" is text; write the number without quotes, dots or spaces: 1200000`, not zod's
 * "expected number, received string". Every number field of content/ uses it.
 */
export const num = () => z.number({ error: numberError });
/** One of a fixed list of values; the message lists them and suggests the closest to a typo. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: (iss) => `${JSON.stringify(iss.input)} is not ${what}${didYouMean(iss.input, values)}; use one of: ${values.join(', ')}` });
