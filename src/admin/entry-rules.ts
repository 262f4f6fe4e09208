/**
 * The build's rules, run in the editor before it saves (issue 40, item 1): the same zod schemas
 * the build checks content/ with, for the entry the breeder is editing, plus what the build checks
 * across files (a breed of the chosen species, an update day not in the future). Each rule comes
 * back as a problem with its path in the entry, so the editor shows it next to the field it names
 * (src/admin/editor.ts); a problem of a field the screen does not show stops the save with its
 * message instead.
 */
import { z } from 'astro/zod';
import { litterSchema, lotSchema } from '../lib/content/inventory';
import { dogPriceSchema, PRICE_GROUPS } from '../lib/content/schemas';
import { siteSchema } from '../lib/content/site';
import { normalizeWhatsappNumber } from '../lib/content/site-settings';
import { TEXT_FILES, type TextKey } from '../lib/content/texts';
import { contentFiles } from '../lib/content/files';
import { breedFiles, COUNT_DAY_BUTTON, LIST_FIELD } from '../build/cms-collections';

export type Path = readonly (string | number)[];
export interface Problem {
  path: Path;
  message: string;
}
/** What the rules need of the other content files: the breeds or lines of each species. */
export interface EntryRefs {
  breedsBySpecies?: Readonly<Record<string, readonly string[]>>;
  speciesNames?: Readonly<Record<string, string>>;
  /** Each breed's or line's name by its slug, for messages. */
  breedNames?: Readonly<Record<string, string>>;
  /** The breeder's today, AAAA-MM-DD. */
  today: string;
  /** Whether content/site.json has the reservation terms (Criadero › Reserva y anticipo); unknown when the editor could not read it. */
  reservationFilled?: boolean;
}

/** Why an animal cannot be offered yet: the build publishes no available animal without the reservation terms (src/lib/views/inventory.ts › inventoryProblems). */
export const NO_RESERVATION_TERMS =
  'Para mostrarlo disponible, llene antes en Criadero › Reserva y anticipo el valor del anticipo, si se devuelve y los días de reserva: sin esas reglas el sitio no publica animales disponibles. Ábralo en otra pestaña para no perder lo que escribió aquí, guárdelo y vuelva a esta pestaña a guardar';

const fromZod = (error: z.ZodError, prefix: Path = []): Problem[] =>
  error.issues.map((issue) => ({ path: [...prefix, ...(issue.path as (string | number)[])], message: issue.message }));

const check = (schema: z.ZodType, data: unknown, prefix: Path = []): Problem[] => {
  const result = schema.safeParse(data);
  return result.success ? [] : fromZod(result.error, prefix);
};

function inventoryProblems(schema: z.ZodType, data: Record<string, unknown>, refs: EntryRefs): Problem[] {
  const problems = check(schema, data);
  const breeds = refs.breedsBySpecies?.[String(data.especie)];
  if (breeds && typeof data.raza === 'string' && data.raza && !breeds.includes(data.raza)) {
    const species = refs.speciesNames?.[String(data.especie)] ?? String(data.especie);
    problems.push({ path: ['raza'], message: `«${refs.breedNames?.[data.raza] ?? data.raza}» no es una raza o línea de ${species}: elija una de la lista` });
  }
  if (typeof data.actualizado === 'string' && data.actualizado > refs.today) {
    problems.push({ path: ['actualizado'], message: 'es una fecha futura: escriba el día en que revisó la publicación, hoy o antes' });
  }
  if (refs.reservationFilled === false) {
    const animals = Array.isArray(data.animales) ? (data.animales as { estado?: unknown }[]) : [{ estado: data.estado }];
    animals.forEach((animal, i) => {
      if (animal?.estado === 'disponible') problems.push({ path: Array.isArray(data.animales) ? ['animales', i, 'estado'] : ['estado'], message: NO_RESERVATION_TERMS });
    });
  }
  return problems;
}

/** What the editor's WhatsApp field takes (editor.ts › MobileControl), said in each of its refusals. */
const WHATSAPP_TAKES = 'el celular de Colombia con sus 10 cifras, por ejemplo 300 123 4567, o uno de otro país con su indicativo delante, por ejemplo +34 612 345 678';

/**
 * A WhatsApp number as typed, read by the build's own rule (site-settings.ts › normalizeWhatsappNumber): its digits, or why not, in the breeder's words.
 * A Colombian mobile typed as it is dialled at home («300 123 4567») gets its 57, as «Teléfono» gets its +57 (drive s51: refused,
 * «no tiene el indicativo del país»); the file keeps the build's 573001234567. A refusal says what the field takes, not the
 * file's «57 delante» (drive s52: the field takes «310 555 1234» as it is).
 */
export function readWhatsapp(text: string): { ok: true; value: string } | { ok: false; message: string } {
  const typed = text.trim();
  const home = /^[\d\s().\-\u2010-\u2015]+$/.test(typed) ? text.replace(/\D/g, '') : '';
  try {
    return { ok: true, value: normalizeWhatsappNumber(/^3\d{9}$/.test(home) ? `57${home}` : text, 'whatsappNumber') };
  } catch {
    const quoted = `«${typed}»`;
    const digits = /^\+?[\d\s().\-\u2010-\u2015]+$/.test(typed) ? typed.replace(/\D/g, '') : '';
    if (!typed) return { ok: false, message: `Falta el número: escriba ${WHATSAPP_TAKES}` };
    if (!digits) return { ok: false, message: `${quoted} no es un número de teléfono: escriba ${WHATSAPP_TAKES}` };
    if (/^3\d{7,8}$/.test(digits)) return { ok: false, message: `${quoted} tiene ${digits.length} cifras; un celular de Colombia tiene 10: escríbalo completo, por ejemplo 300 123 4567` };
    if (digits.startsWith('00')) return { ok: false, message: `${quoted} empieza por 00, el prefijo de llamadas internacionales: quítelo y escriba ${WHATSAPP_TAKES}` };
    if (digits.startsWith('57')) return { ok: false, message: `${quoted} no es un celular de Colombia, y WhatsApp necesita un celular: 10 cifras que empiezan por 3, por ejemplo 300 123 4567` };
    return { ok: false, message: `${quoted} no es un número de celular: escriba ${WHATSAPP_TAKES}` };
  }
}

/**
 * The WhatsApp number as saved («573105551234», as wa.me wants it), shown in the form as people
 * read it: «+57 310 555 1234» (drive s54: the breeder saw «573000000000», not her number as she
 * writes it). Another country's number gets its «+»; what is not a saved number is shown as it is.
 */
export function showWhatsapp(value: unknown): string {
  if (typeof value !== 'string') return '';
  const co = /^57(3\d{2})(\d{3})(\d{4})$/.exec(value);
  if (co) return `+57 ${co[1]} ${co[2]} ${co[3]}`;
  return /^\d{8,15}$/.test(value) ? `+${value}` : value;
}

/**
 * A phone as typed («+57 (601) 123-4567», «+57 310 555-1234»), saved as the site shows it,
 * «+57 601 1234567»: brackets, dots and hyphens become spaces. A Colombian number typed as it is
 * dialled at home, a mobile («300 123 4567») or a landline («601 1234567»), ten digits, gets
 * «+57» in front (editor drive s50: «300 123 4567» was refused). Any other without «+» and the
 * country code is refused with how to write it.
 */
export function readPhone(text: string): { ok: true; value: string } | { ok: false; message: string } {
  const typed = text.trim();
  if (!typed) return { ok: true, value: '' };
  let spaced = typed.replace(/[().\-\u2010-\u2015]/g, ' ').replace(/\s+/g, ' ').replace(/^\+ /, '+').trim();
  const digits = spaced.replace(/ /g, '');
  if (/^(?:3|60)\d+$/.test(digits) && !spaced.startsWith('+')) {
    if (digits.length !== 10) return { ok: false, message: `Tiene ${digits.length} cifras; un número de Colombia tiene 10, por ejemplo «300 123 4567» (un celular) o «601 1234567» (un fijo de Bogotá)` };
    spaced = `+57 ${spaced}`;
  }
  if (/^\+\d[\d ]{7,16}$/.test(spaced) && spaced.length <= 20) return { ok: true, value: spaced };
  if (!spaced.startsWith('+')) return { ok: false, message: 'Escriba el número de Colombia con sus 10 cifras («300 123 4567», «601 1234567»), o uno de otro país con «+» y su indicativo' };
  return { ok: false, message: `«${typed}» no es un teléfono: escriba «+», el indicativo y el número, con cifras y espacios, por ejemplo «+57 601 1234567»` };
}

/**
 * The NIT as typed («901.234.567-8», «901 234 567 - 8»), saved as the site prints it and the build
 * accepts it (site.ts › businessSchema), «901234567-8»: dots and spaces go (editor drive s50:
 * «901.234.567-8» was refused as too long).
 */
export function readNit(text: string): { ok: true; value: string } | { ok: false; message: string } {
  const typed = text.trim();
  if (!typed) return { ok: true, value: '' };
  const plain = typed.replace(/[.\s]/g, '').replace(/[\u2010-\u2015]/g, '-');
  if (/^\d{6,10}-\d$/.test(plain)) return { ok: true, value: plain };
  if (/^\d+$/.test(plain)) return { ok: false, message: 'Separe con un guion el dígito de verificación, el último: «900.123.456-7»' };
  const before = /^(\d+)-\d$/.exec(plain)?.[1];
  if (before) return { ok: false, message: `Tiene ${before.length} cifras antes del guion; el NIT tiene de 6 a 10, y después del guion el dígito de verificación: «900.123.456-7»` };
  return { ok: false, message: `«${typed}» no es un NIT: escriba sus cifras y, después de un guion, el dígito de verificación: «900.123.456-7»` };
}

/**
 * A count of Criadero › Cifras comprobables given without its day, or a day without its count: the
 * build's rule is of the pair («stats › dogsDelivered: escriba el número (count) y el día…»), which
 * no field showed, so it stopped the save in a toast, with the file's names (drive s53). Here it
 * goes next to the field that has a value, in the form's words: the count, when the day is
 * missing; the day, when the count is.
 */
export function countProblems(problems: readonly Problem[], data: Record<string, unknown>): Problem[] {
  const stats = (data.stats ?? {}) as Record<string, { count?: unknown; countedOn?: unknown } | undefined>;
  return problems.map((p) => {
    const [root, stat, ...rest] = p.path;
    const pair = root === 'stats' && typeof stat === 'string' && !rest.length ? stats[stat] : undefined;
    if (!pair) return p;
    const counted = pair.count !== null && pair.count !== undefined;
    const dated = typeof pair.countedOn === 'string' && pair.countedOn !== '';
    if (counted && !dated) return { path: ['stats', stat, 'count'], message: `Falta el día en que contó este número: escríbalo en «Día en que se contó», debajo, o toque «${COUNT_DAY_BUTTON}» si lo contó hoy. El sitio da la cifra con su fecha.` };
    if (dated && !counted) return { path: ['stats', stat, 'countedOn'], message: 'Falta el número que contó ese día: escríbalo en «Número», arriba, o borre este día. El sitio da la cifra con su fecha.' };
    return p;
  });
}

function siteProblems(data: Record<string, unknown>): Problem[] {
  const problems = countProblems(check(siteSchema, data), data);
  const number = readWhatsapp(String(data.whatsappNumber ?? ''));
  // the field's own words over the file's («sin + ni espacios: 573001234567»), which the field does not ask
  if (!number.ok) return [...problems.filter((p) => p.path.join('.') !== 'whatsappNumber'), { path: ['whatsappNumber'], message: number.message }];
  return problems;
}

/** The price list: four lists of rows, each row checked as the build reads it (with its group). */
function priceProblems(data: Record<string, unknown>): Problem[] {
  return PRICE_GROUPS.flatMap((group) => {
    const rows = data[group];
    if (!Array.isArray(rows)) return [{ path: [group], message: 'falta la lista; agregue al menos una fila' }];
    return rows.flatMap((row, i) => check(dogPriceSchema, row && typeof row === 'object' ? { ...row, grupo: group } : row, [group, i]));
  });
}

/** A breeds or lines file: each item by its schema, and no slug twice. */
function breedProblems(file: string | undefined, data: Record<string, unknown>): Problem[] {
  const key = breedFiles().find((b) => b.name === file)?.key;
  const items = data[LIST_FIELD];
  if (!key || !Array.isArray(items)) return [];
  const schema = contentFiles[key].schema as z.ZodType;
  const problems = items.flatMap((item, i) => check(schema, item, [LIST_FIELD, i]));
  const seen = new Set<unknown>();
  items.forEach((item, i) => {
    const slug = (item as { slug?: unknown } | null)?.slug;
    if (seen.has(slug)) problems.push({ path: [LIST_FIELD, i, 'slug'], message: `«${String(slug)}» ya es el slug de otra entrada de la lista; cada una necesita el suyo` });
    seen.add(slug);
  });
  return problems;
}

/** The cats' places: each by its schema, and no place twice. */
function placeProblems(data: Record<string, unknown>): Problem[] {
  const items = data[LIST_FIELD];
  if (!Array.isArray(items)) return [];
  const problems = items.flatMap((item, i) => check(contentFiles.catPlaces.schema, item, [LIST_FIELD, i]));
  const seen = new Set<unknown>();
  items.forEach((item, i) => {
    const lugar = (item as { lugar?: unknown } | null)?.lugar;
    if (seen.has(lugar)) problems.push({ path: [LIST_FIELD, i, 'lugar'], message: `«${String(lugar)}» ya tiene su texto en otra entrada de la lista; deje uno por lugar` });
    seen.add(lugar);
  });
  return problems;
}

/**
 * A text too short told once: by its words where the schema counts them («tiene 8 palabras;
 * escriba de 20 a 60»), not by the characters its length floor counts too («tiene 38 caracteres;
 * escriba por lo menos 60 caracteres»), which read as another rule next to a hint in words.
 */
const SHORT_IN_CHARACTERS = /^tiene \d+ car[aá]cter(?:es)?; escriba por lo menos/;
function oncePerText(problems: Problem[]): Problem[] {
  const inWords = new Set(problems.filter((p) => / palabras; escriba /.test(p.message)).map((p) => p.path.join('.')));
  return problems.filter((p) => !(SHORT_IN_CHARACTERS.test(p.message) && inWords.has(p.path.join('.'))));
}

/** The problems of one entry of the editor: `collection` and, for a file collection, its `file`. */
export function entryProblems(collection: string, file: string | undefined, data: unknown, refs: EntryRefs): Problem[] {
  return oncePerText(problemsOfEntry(collection, file, data, refs));
}

function problemsOfEntry(collection: string, file: string | undefined, data: unknown, refs: EntryRefs): Problem[] {
  const record = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  switch (collection) {
    case 'camadas':
      return inventoryProblems(litterSchema, record, refs);
    case 'lotes':
      return inventoryProblems(lotSchema, record, refs);
    case 'criadero':
      return siteProblems(record);
    case 'precios':
      return priceProblems(record);
    case 'razas':
      return breedProblems(file, record);
    case 'lugares':
      return placeProblems(record);
    case 'textos':
      return file && file in TEXT_FILES ? check(TEXT_FILES[file as TextKey].schema, record) : [];
    default:
      return [];
  }
}

/** Equal values, an empty text and no value alike (Decap may drop the key of a field emptied). */
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a === '' ? null : (a ?? null)) === JSON.stringify(b === '' ? null : (b ?? null));
const at = (data: unknown, path: Path): unknown => path.reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string | number, unknown>)[key] : undefined), data);

/**
 * The problems a field shows: those whose path ends in the field's name and whose value there is
 * the field's value. A field of a list item does not know its index; two animals both named
 * "Luna" both show the problem, which is what the breeder needs to see.
 */
export function problemsOfField(problems: readonly Problem[], data: unknown, name: string, value: unknown): Problem[] {
  return problems.filter((p) => {
    if (p.path[p.path.length - 1] === name) return same(at(data, p.path), value);
    // an item of a list of texts («paragraphs › 0»): its list shows it (editor drive s50: a wrong
    // marker in a «Quiénes somos» paragraph showed only as a toast with the key path)
    const list = listOf(p.path);
    return !!list && Array.isArray(value) && list[list.length - 1] === name && same(at(data, list), value) && typeof at(data, p.path) !== 'object';
  });
}

/** The path of the list whose item a path ends in («…paragraphs › 0» → «…paragraphs»); none if it does not end in an index. */
function listOf(path: Path): Path | undefined {
  let end = path.length;
  while (end > 0 && typeof path[end - 1] === 'number') end--;
  return end < path.length && end > 0 ? path.slice(0, end) : undefined;
}

/** The one-line report of problems no field on the screen shows, for the message that stops the save. */
export function describeProblems(problems: readonly Problem[]): string {
  return problems.map((p) => `${p.path.join(' › ') || 'la entrada'}: ${p.message}`).join(' · ');
}

/** A build message as the breeder reads it in the editor: its days as typed there, DD/MM/AAAA («"2026-10-01"» → «01/10/2026»). */
export const forTheBreeder = (message: string) => message.replace(/"?\b(\d{4})-(\d{2})-(\d{2})\b"?/g, '$3/$2/$1').replace(/\bAAAA-MM-DD\b/g, 'DD/MM/AAAA');

/** A problem as its field shows it: without the field's own code name in front («hours.opens es una hora…» → «Es una hora…»). */
export function nextToField(problem: Problem, name: string): string {
  const path = problem.path.filter((k) => typeof k === 'string').join('.');
  const message = forTheBreeder(problem.message);
  const prefix = [`${path} `, `${path}: `, `${name} `, `${name}: `].find((p) => path && message.startsWith(p)) ?? '';
  const rest = message.slice(prefix.length);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}
