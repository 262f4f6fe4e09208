/**
 * A number as a Colombian types it into the editor: "1.200.000", "$ 1’200.000", "1200000",
 * "1,2 millones", "800 mil", "2,5" (kg). Read as the number meant, or refused with a message in
 * Spanish; never read as another number (the browser's own number box turned "1.200.000" into
 * 100 for Decap: issue 40, item 2).
 *
 * Rules: "." and "’" separate thousands (as in Colombia), "," marks the decimals; a US-style
 * "1,200,000" is read as thousands too (several commas, groups of three). What has two readings
 * ("1,200" in a field that takes decimals: 1200 or 1.2?) is refused, with the way to write it.
 */
export type NumberKind = 'int' | 'float';
export type TypedNumber = { ok: true; value: number | null } | { ok: false; message: string };

const MULTIPLIERS: [RegExp, number][] = [
  [/\s*(?:millones|millón|millon|mill)\.?$/, 1_000_000],
  [/\s*mil$/, 1_000],
];
/** Units and currency a number may be typed with; they say nothing of its value. */
const UNITS = /\s*(?:cop|pesos|peso|kg|kilos|kilogramos|días|dias|años|anos|meses|animales|cabezas)\.?$/;

const fail = (message: string): TypedNumber => ({ ok: false, message });
// a whole number may be a price or a count (a lot's «Cantidad»: editor drive s49 read «doce» refused «por ejemplo 1.200.000»);
// the editor says which (numberExample), and a count's example is a count alone (drive s49: «por ejemplo 12 o 1.200.000» in «Cantidad»)
const EXAMPLE = { int: '12 o 1.200.000', float: '2,5' } as const;

/** The example a number field's messages give: a price's («1.200.000») where its name or label says price, a count's («12») for any other whole number. */
export function numberExample(kind: NumberKind, name: string, label: string): string {
  if (kind === 'float') return EXAMPLE.float;
  return /precio|^(?:bf|mf|ff|p|desde|hasta)$/i.test(name) || /precio|pesos|\(COP\)|\$/i.test(label) ? '1.200.000' : '12';
}

export function parseTypedNumber(input: string, kind: NumberKind, example: string = EXAMPLE[kind]): TypedNumber {
  const typed = input.trim();
  if (!typed) return { ok: true, value: null };
  let t = typed
    .toLowerCase()
    .replace(/^\$\s*/, '')
    .replace(/\s+/g, ' ')
    .replace(UNITS, '')
    .trim();
  let factor = 1;
  for (const [re, f] of MULTIPLIERS) {
    if (re.test(t)) {
      factor = f;
      t = t.replace(re, '').trim();
      break;
    }
  }
  // thousands marks: the apostrophes of "1’200.000" and spaces between groups of three
  t = t.replace(/[’'´‘`]/g, '.').replace(/(\d) (?=\d{3}\b)/g, '$1');
  const notANumber = fail(`«${typed}» no es un número; escríbalo con cifras, por ejemplo ${example}`);
  if (!/^-?\d[\d.,]*$/.test(t)) return notANumber;
  const negative = t.startsWith('-');
  if (negative) t = t.slice(1);

  const dots = (t.match(/\./g) ?? []).length;
  const commas = (t.match(/,/g) ?? []).length;
  let intPart: string;
  let decimals = '';
  const grouped = (s: string, sep: string) => new RegExp(`^\\d{1,3}(?:\\${sep}\\d{3})+$`).test(s);
  if (dots && commas) {
    // the last mark is the decimal one: "1.200,5" (Colombia) or "1,200.5"
    const decimalMark = t.lastIndexOf(',') > t.lastIndexOf('.') ? ',' : '.';
    const thousandsMark = decimalMark === ',' ? '.' : ',';
    const [whole, frac, ...rest] = t.split(decimalMark);
    if (rest.length || !grouped(whole!, thousandsMark)) return notANumber;
    intPart = whole!.split(thousandsMark).join('');
    decimals = frac!;
  } else if (dots || commas) {
    const mark = dots ? '.' : ',';
    const parts = t.split(mark);
    if (parts.length > 2) {
      if (!grouped(t, mark)) return notANumber;
      intPart = parts.join('');
    } else if (mark === '.' && parts[1]!.length === 3 && factor === 1) {
      // "1.500": a thousand and five hundred, as written in Colombia
      intPart = parts.join('');
    } else if (mark === ',' && parts[1]!.length === 3 && factor === 1) {
      if (kind === 'float') return fail(`«${typed}» se puede leer de dos maneras; escriba los miles con punto (${parts.join('.')}) y los decimales con coma (${parts[0]},${parts[1]!.replace(/0+$/, '') || '0'})`);
      intPart = parts.join('');
    } else {
      intPart = parts[0]!;
      decimals = parts[1]!;
    }
  } else intPart = t;
  if (!intPart || !/^\d+$/.test(intPart) || !/^\d*$/.test(decimals)) return notANumber;

  const value = (negative ? -1 : 1) * Number(`${intPart}${decimals ? `.${decimals}` : ''}`) * factor;
  const rounded = Math.round(value * 1e6) / 1e6;
  if (!Number.isFinite(rounded)) return notANumber;
  if (kind === 'int' && !Number.isInteger(rounded)) {
    return fail(`«${typed}» tiene decimales; escriba un número entero, por ejemplo ${example}`);
  }
  return { ok: true, value: rounded };
}

/** How the editor shows a saved number: with the thousands of Colombia ("1.200.000", "2,5"). */
export const showNumber = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? new Intl.NumberFormat('es-CO', { maximumFractionDigits: 6 }).format(value) : typeof value === 'string' ? value : '');
