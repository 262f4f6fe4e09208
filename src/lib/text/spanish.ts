/**
 * Spanish as the site writes it, shared by every species' text: lists ("a, b y c"), numbers and
 * money in es-CO ("2.640", "$ 1’300’000").
 */
import { capitalize, lowercaseFirst } from '../content/slug';

const formatter = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0, minimumFractionDigits: 0 });

const numberFormats = new Map<number, Intl.NumberFormat>();
/** A number as es-CO writes it ("2.640", "2,5"), with at most `maximumFractionDigits` decimals (Intl's default, 3). One formatter per precision: `toLocaleString` would build one per call, which cost about a second of every build. */
export function formatNumber(n: number, maximumFractionDigits = 3): string {
  let format = numberFormats.get(maximumFractionDigits);
  if (!format) numberFormats.set(maximumFractionDigits, (format = new Intl.NumberFormat('es-CO', { maximumFractionDigits })));
  return format.format(n);
}

/** No-break space: "$", the amount and "COP" never wrap apart. */
export const NBSP = '\u00a0';

/** Each amount formatted once: the site shows a few hundred distinct prices on thousands of pages (formatToParts cost about 0.15 s of rendering). */
const pesos = new Map<number, string>();

/**
 * Formats pesos as the site shows them: es-CO, COP, no decimals, with a typographic
 * apostrophe as thousands separator and a no-break space after "$": 1300000 → "$ 1’300’000".
 * With `code` (pages a reader abroad may read) "COP" follows: "$ 1’300’000 COP".
 */
export function formatCOP(amount: number, { code = false }: { code?: boolean } = {}): string {
  const rounded = Math.round(amount);
  let text = pesos.get(rounded);
  if (text === undefined) {
    text = formatter
      .formatToParts(rounded)
      .map((part) => {
        if (part.type === 'group') return '’';
        if (part.type === 'literal') return NBSP;
        return part.value;
      })
      .join('')
      .replace(/^\$(?=\d)/, `$${NBSP}`);
    pesos.set(rounded, text);
  }
  return code ? `${text}${NBSP}COP` : text;
}

/** A price range: "$ 3’000 a $ 4’500" (each amount unbreakable). */
export function formatCOPRange(low: number, high: number, options?: { code?: boolean }): string {
  return low === high ? formatCOP(low, options) : `${formatCOP(low)} a ${formatCOP(high, options)}`;
}

/**
 * An amount as the livestock pages write money (issue 41: one format per page, never «$ 1,8 a 20
 * millones» over «$ 1’800’000 a $ 2’800’000»): a million or more in millions, «$ 7,4 millones»,
 * «$ 1 millón»; less in full, «$ 920’000» (spec § Currency: the apostrophe groups thousands).
 */
export function formatCOPMillions(amount: number): string {
  if (amount < 1_000_000) return formatCOP(amount);
  const millions = formatNumber(amount / 1_000_000, 2);
  return `$${NBSP}${millions}${NBSP}${millions === '1' ? 'millón' : 'millones'}`;
}

/** The «a» between the ends of a span, with no-break spaces: a phone never breaks a span inside itself («$ 50 a / 120 millones», issue 41). */
const SPAN_TO = `${NBSP}a${NBSP}`;

/**
 * A price span as the livestock pages say it, by the rule of formatCOPMillions: in millions where
 * both ends are a million or more, «$ 30 a 250 millones», «$ 1,8 a 20 millones»; both in full
 * below, «$ 50’000 a $ 180’000»; each end by the rule where the span crosses a million, «$ 800’000
 * a $ 6 millones»; one amount where the ends meet. The whole span is one unbreakable unit (SPAN_TO).
 */
export function formatCOPSpan(low: number, high: number): string {
  if (low === high) return formatCOPMillions(low);
  if (high < 1_000_000) return `${formatCOP(low)}${SPAN_TO}${formatCOP(high)}`;
  if (low < 1_000_000) return `${formatCOP(low)}${SPAN_TO}${formatCOPMillions(high)}`;
  return `$${NBSP}${formatNumber(low / 1_000_000, 2)}${SPAN_TO}${formatNumber(high / 1_000_000, 2)}${NBSP}millones`;
}

/** An amount as people type it: "$500.000", "$ 1.500.000", "$2,800,000", "$ 3’500’000" (whole pesos, thousands grouped by 3). */
const TYPED_MONEY = /\$\s?(\d{1,3}(?:[.,’']\d{3})+|\d+)(?![\d.,’']\d)/g;

/**
 * The amounts in a text the breeder typed, written as the site writes prices ("$500.000" →
 * "$ 500’000"), so a term and a price on one page read alike. Other text is kept as typed.
 */
export function moneyInText(text: string): string {
  return text.replace(TYPED_MONEY, (_, digits: string) => formatCOP(Number(digits.replace(/\D/g, ''))));
}

const MONEY = /(\$\u00a0\d[\d’]*(?:,\d+)?(?:\u00a0a\u00a0(?:\$\u00a0)?\d[\d’]*(?:,\d+)?)?(?:\u00a0(?:COP|millones|millón))?)/;

/**
 * A sentence of content whose links are written between brackets («vea otros caballos [de deporte] o
 * [de exposición]») as parts for a template: the i-th bracketed words linked to hrefs[i]. The sentence
 * is a person's, whole; the code only puts the addresses in. Throws when the count differs.
 */
export function bracketLinks(sentence: string, hrefs: readonly string[]): { text: string; href?: string }[] {
  const parts = sentence.split(/\[([^[\]]+)\]/);
  const links = (parts.length - 1) / 2;
  if (links !== hrefs.length) throw new Error(`«${sentence}» has ${links} links between brackets, not ${hrefs.length}`);
  return parts.map((text, i) => (i % 2 === 1 ? { text, href: hrefs[(i - 1) / 2]! } : { text })).filter((p) => p.text);
}

/**
 * Splits text into plain and money parts (odd indexes are amounts), so a template can keep each
 * amount on one line: browsers may break a line after the ’ separator, a no-break space cannot stop that.
 */
export function moneySegments(text: string): { text: string; money: boolean }[] {
  return text.split(MONEY).map((part, i) => ({ text: part, money: i % 2 === 1 })).filter((p) => p.text);
}
// ---------------------------------------------------------------------------------------------
// Small text helpers
// ---------------------------------------------------------------------------------------------
/**
 * Joins words the Spanish way: "a, b y c"; "y" becomes "e" before an /i/ sound ("e Hipoalergénicos").
 * With `or`: "a, b o c"; "o" becomes "u" before an /o/ sound ("u hogareño").
 */
export function joinEs(items: readonly string[], { or = false }: { or?: boolean } = {}): string {
  if (items.length <= 1) return items[0] ?? '';
  return items.map((item, i) => item + joinEsAfter(items, i, { or })).join('');
}

/** What follows item `i` when joinEs joins `items`: ", ", " y " (" e ", " o ", " u ") or nothing after the last; for lists whose items a template renders (links). */
export function joinEsAfter(items: readonly string[], i: number, { or = false }: { or?: boolean } = {}): string {
  if (i >= items.length - 1) return '';
  if (i < items.length - 2) return ', ';
  const last = items[items.length - 1]!;
  return ` ${or ? (/^h?[oó]/i.test(last) ? 'u' : 'o') : /^h?[ií](?![aeoáéó])/i.test(last) ? 'e' : 'y'} `;
}

/**
 * Fills the placeholders of a text of content/texts ("{raza}") with their values; the schema has
 * checked that each one exists. A value with the article "el" after the word "de" or "a" makes the
 * contraction Spanish makes (prepositionBefore): "ficha de {linea}" → "ficha del Brahman", never "de el".
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/(?:(?<![\p{L}\p{N}])([Dd]e|[Aa]) )?\{([^{}]*)\}(\.?)/gu, (whole, preposition: string | undefined, name: string, period: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    // a value that ends in an abbreviation's period ends the sentence with it: "… S.A.S. Todos", not "S.A.S.. Todos"
    const filled = period && value.endsWith('.') ? value : `${value}${period}`;
    if (!preposition) return filled;
    const joined = prepositionBefore(preposition.toLowerCase(), filled);
    return preposition[0] === preposition[0]!.toUpperCase() ? capitalize(joined) : joined;
  });
}

/** Whether a department is named after its city ("Bogotá D.C." after "Bogotá"), compared without case or accents. */
function namedAfter(department: string, city: string): boolean {
  const key = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return key(department).startsWith(key(city));
}

/** "Cali (Valle del Cauca)", but "Bogotá": a department named after its city is not said again beside it. */
export function placeWithDepartment(city: string, department: string): string {
  return namedAfter(department, city) ? city : `${city} (${department})`;
}

// ---------------------------------------------------------------------------------------------
// Agreement from data: articles of places, plurals of breeds
// ---------------------------------------------------------------------------------------------
/**
 * A name and the definite article it takes inside a sentence (content/places/departments.json):
 * "el" for the Valle del Cauca, none for Antioquia or for La Guajira, whose name holds it.
 * A plain string is a name already written as it reads ("el Parque Arví", "Parques del Río").
 */
export type ArticledName = string | { nombre: string; articulo?: 'el' | 'la' | 'los' | 'las' };

/** The name with its article, as subject or after a verb: "el Valle del Cauca", "Antioquia". */
export function withArticle(name: ArticledName): string {
  if (typeof name === 'string') return name;
  return name.articulo ? `${name.articulo} ${name.nombre}` : name.nombre;
}

/**
 * The name after a preposition, with its article and the contractions Spanish makes: "en el
 * Valle del Cauca", "al Tolima", "del Meta", "del Parque Arví", but "a Antioquia", "de La Guajira"
 * (a capitalised "El" belongs to the name and does not contract: "de El Salvador").
 */
export function afterPreposition(preposition: string, name: ArticledName): string {
  return prepositionBefore(preposition, withArticle(name));
}

/** A phrase already written with its article after a preposition: "al Angus", "del Meta", "a los burros". */
export function prepositionBefore(preposition: string, phrase: string): string {
  if (phrase.startsWith('el ')) {
    if (preposition === 'a') return `al ${phrase.slice(3)}`;
    if (preposition === 'de') return `del ${phrase.slice(3)}`;
  }
  return `${preposition} ${phrase}`;
}

/**
 * How a cat breed reads after "gatos" or "gatitos": its plural where the name is an adjective
 * that agrees ("gatos persas", content/cats/breeds.json › formas.plural; a compound Spanish name
 * does not change: "gatos azul ruso"), a foreign name as it is ("gatos Ragdoll").
 */
export const catBreedPlural = (breed: { nombre: string; formas?: { plural: string } }) => breed.formas?.plural ?? breed.nombre;
/**
 * How a cat breed reads inside a sentence in the singular: where its name is Spanish, an adjective
 * or a common noun (it has `formas`), in lowercase like any adjective or common noun ("un gato
 * persa", "el siamés", "el bosque de Noruega"); a foreign name keeps its capitals ("el Ragdoll",
 * "un gato Maine Coon"). Headings, cards and links keep the breed's name as it is.
 */
export const catBreedSingular = (breed: { nombre: string; formas?: { plural: string } }) =>
  breed.formas ? lowercaseFirst(breed.nombre) : breed.nombre;
/** A cat breed as the subject of a sentence, with its article: "el gato persa", "el gato Ragdoll". */
export const catBreedWithArticle = (breed: { nombre: string; formas?: { plural: string } }) => `el gato ${catBreedSingular(breed)}`;
/** A dog breed as the subject of a sentence: its name is a proper name and takes "el" ("el Shih Tzu", "el Pomerania"). */
export const dogBreedWithArticle = (breed: { nombre: string }) => `el ${breed.nombre}`;

/** "en nuestro vehículo" after a comma or a colon: a fact value inside a sentence. */
export const uncapitalize = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** A phrase without its leading definite article: how a line reads after "del" or "el" ("el búfalo Murrah" → "búfalo Murrah"). */
export const withoutArticle = (phrase: string) => phrase.replace(/^(el|la|los|las) /, '');

/** A day written out: "2026-11-03" → "3 de noviembre de 2026". */
export function longDate(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('es-CO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
