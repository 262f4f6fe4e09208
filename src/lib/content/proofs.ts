/**
 * Claims and their proofs (issue 25, item 5). A claim about the breeder that a buyer could check
 * (an ICA registration, years of experience, a number of dogs delivered or families served) is
 * shown only with its proof, a field of content/site.json:
 *
 *   claim               proof in content/site.json   placeholders of the texts
 *   registro ICA        business.icaRegistration     {registroIca}
 *   experiencia         business.foundedYear         {fundación}, {años} (from foundedYear to contentDate)
 *   perros entregados   stats.dogsDelivered          {perrosEntregados}, {fechaPerros}
 *   familias atendidas  stats.familiesServed         {familias}, {fechaFamilias}
 *
 * A text says a claim by naming its placeholder; the code knows the proof from the placeholder.
 * What is left out while a proof is empty is a unit (src/lib/text/claims.ts renders the same):
 * a sentence of a text, or a whole card of a list (an entry with a title and a text: a reason, a
 * legal item). A unit that names a claim shows its proof: {fundación} with {años}, the date with
 * a count. Claim words written without their placeholder ("certificación ICA", "30 años de
 * experiencia", "miles de familias") are refused in every build, so free text cannot bring an
 * unproven claim back; a deploy build also refuses a claim whose proof is still empty.
 *
 * The price lists share one date, content/site.json › prices: the year titles speak of comes
 * from it, and a deploy build refuses prices more than a year old unless the breeder confirms
 * them (prices.confirmedOn).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseJsonText, readContentText } from './json';

export type ClaimKey = 'ica' | 'founded' | 'dogsDelivered' | 'familiesServed';

/** A count the breeder gives with the day it was counted. */
export interface CountProof {
  count: number | null;
  countedOn: string;
}

/** The fields of content/site.json that hold the proofs (a SiteConfig has them). */
export interface ProofFields {
  business: { icaRegistration: string; foundedYear: number | null };
  stats: { dogsDelivered: CountProof; familiesServed: CountProof };
  contentDate: string;
}

export interface Claim {
  key: ClaimKey;
  /** What the claim says, in the words of a build message. */
  what: string;
  /** The field of content/site.json that holds its proof. */
  field: string;
  /** The placeholders that say the claim. */
  placeholders: readonly string[];
  /** The placeholders a unit that says the claim must also show: the proof itself. */
  shows: readonly string[];
  /** What to write in `field`, for the messages. */
  give: string;
  /** An example of the claim said with its proof, for the messages. */
  example: string;
  /** Claim words that say it without a placeholder. */
  words: readonly RegExp[];
  has: (fields: ProofFields) => boolean;
}

const counted = (p: CountProof) => p.count !== null && p.countedOn !== '';

/**
 * A claim of a count (content/site.json › stats.{stat}: count and countedOn), said with its
 * number and its date: its own words (`said`), "miles de …" and a number of the `counted` nouns.
 */
function countClaim(c: {
  key: ClaimKey;
  noun: string;
  stat: 'dogsDelivered' | 'familiesServed';
  placeholders: readonly [string, string];
  example: string;
  said: RegExp;
  counted: string;
}): Claim {
  return {
    key: c.key,
    what: `a number of ${c.noun}`,
    field: `stats.${c.stat}`,
    placeholders: c.placeholders,
    shows: c.placeholders,
    give: `its count (the number of ${c.noun} as your records show it, e.g. 5000) and countedOn (the day it was counted, YYYY-MM-DD)`,
    example: c.example,
    words: [c.said, new RegExp(`\\bmiles de ${c.counted}\\b`, 'i'), new RegExp(`(?:\\d\\+|\\bmás de \\d[\\d.]*|\\b\\d{1,3}(?:\\.\\d{3})+) ${c.counted}\\b`, 'i')],
    has: (f) => counted(f.stats[c.stat]),
  };
}

export const CLAIMS: readonly Claim[] = [
  {
    key: 'ica',
    what: 'the ICA registration',
    field: 'business.icaRegistration',
    placeholders: ['registroIca'],
    shows: ['registroIca'],
    give: 'the ICA registration number of the breeding premises, as the ICA wrote it',
    example: 'Registro ICA n.º {registroIca}',
    words: [
      /\bcertificaci[oó]n (?:del |de el )?ICA\b/i,
      /\bcertificad[oa]s? (?:por|ante) el (?:ICA\b|Instituto Colombiano Agropecuario)/i,
      /\bregistrad[oa]s? (?:ante|en) el (?:ICA\b|Instituto Colombiano Agropecuario)/i,
      /\b(?:registro|certificaci[oó]n)(?: y certificaci[oó]n)? ante el (?:ICA\b|Instituto Colombiano Agropecuario)/i,
      /\bregistro ICA\b/i,
    ],
    has: (f) => f.business.icaRegistration !== '',
  },
  {
    key: 'founded',
    what: 'years of experience',
    field: 'business.foundedYear',
    placeholders: ['fundación', 'años'],
    shows: ['fundación'],
    give: 'the year the breeding started (four digits without quotes, e.g. 1994; the years of experience are counted from it to contentDate)',
    example: '{años} años de experiencia, desde {fundación}',
    words: [
      /\baños de (?:experiencia|trayectoria)\b/i,
      /\d\+ años\b/i,
      /\baños (?:criando|de cría)\b/i,
      /\b(?:dos|tres|cuatro|cinco|varias) d[eé]cadas\b/i,
      /\bd[eé]cadas (?:de experiencia|de trayectoria|criando)\b/i,
      /\bllevamos (?:más de )?\S+ años\b/i,
      /\b(?:criamos|criando|cría|criadores|criadero|somos)\b[^.]{0,40}\bdesde (?:hace\b|(?:19|20)\d\d\b)/i,
      /\b(?:fundad[oa]|fundación) (?:en|del criadero)\b/i,
    ],
    has: (f) => f.business.foundedYear !== null,
  },
  countClaim({
    key: 'dogsDelivered',
    noun: 'dogs delivered',
    stat: 'dogsDelivered',
    placeholders: ['perrosEntregados', 'fechaPerros'],
    example: '{perrosEntregados} perros entregados (a {fechaPerros})',
    said: /\b(?:perros|cachorros|animales|mascotas) entregad[oa]s\b/i,
    counted: '(?:perros|cachorros|animales|mascotas)',
  }),
  countClaim({
    key: 'familiesServed',
    noun: 'families served',
    stat: 'familiesServed',
    placeholders: ['familias', 'fechaFamilias'],
    example: '{familias} familias atendidas (a {fechaFamilias})',
    said: /\bfamilias (?:felices|atendidas|satisfechas)\b/i,
    counted: '(?:familias|clientes)',
  }),
];

/** Every placeholder that says a claim: the texts that take claims accept them. */
export const CLAIM_PLACEHOLDERS: readonly string[] = CLAIMS.flatMap((c) => c.placeholders);

const placeholders = (text: string) => [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!);

/** The claims a text says through their placeholders. */
export function claimsIn(text: string): Claim[] {
  const names = new Set(placeholders(text));
  return CLAIMS.filter((c) => c.placeholders.some((p) => names.has(p)));
}

/** The claims whose proof content/site.json does not give yet. */
export function unproven(fields: ProofFields): Claim[] {
  return CLAIMS.filter((c) => !c.has(fields));
}

/**
 * The sentences of a text: each ends with ".", "!", "?" or "…" followed by a space. A sentence
 * is what a missing proof removes from a text, so "n.º {registroIca}" stays one sentence.
 */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?…])\s+/).filter(Boolean);
}

// ---------------------------------------------------------------------------------------------
// The units of a content file, for the checks
// ---------------------------------------------------------------------------------------------

/** A piece of a content file that is shown or left out whole: a sentence, or a card of a list. */
export interface ClaimUnit {
  file: string;
  /** Where it is, as content errors say it: `entry "pug" › descripcion`, `reasons.items.0`. */
  at: string;
  text: string;
  kind: 'sentence' | 'card';
}

/** An object inside a list: a card (reason, legal item), shown or left out whole. */
const isCard = (value: unknown, parentIsList: boolean) => parentIsList && !!value && typeof value === 'object' && !Array.isArray(value);

/** Where a path of a file reads in a message: entries of a list of entries by their slug. */
function locate(json: unknown, path: readonly (string | number)[]): string {
  if (Array.isArray(json) && typeof path[0] === 'number') {
    const entry = json[path[0]] as Record<string, unknown> | undefined;
    const id = entry && typeof entry === 'object' ? (entry.slug ?? entry.key ?? entry.desde ?? entry.nombre) : undefined;
    const rest = path.slice(1).join('.');
    return `entry ${JSON.stringify(String(id ?? path[0]))}${rest ? ` › ${rest}` : ''}`;
  }
  return path.join('.') || '(value)';
}

/** The units of one file: every sentence of its texts, and every card of its lists as one unit. */
export function unitsOf(file: string, json: unknown): ClaimUnit[] {
  const units: ClaimUnit[] = [];
  const strings = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
  const walk = (value: unknown, path: (string | number)[], parentIsList: boolean) => {
    // A top-level entry of a list of entries (a breed) is not a card: its texts are shown one by one.
    if (isCard(value, parentIsList) && path.length > 1) {
      units.push({ file, at: locate(json, path), text: strings(value).join(' '), kind: 'card' });
    } else if (typeof value === 'string') {
      for (const sentence of sentencesOf(value)) units.push({ file, at: locate(json, path), text: sentence, kind: 'sentence' });
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, [...path, i], true));
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, [...path, k], false);
    }
  };
  walk(json, [], false);
  return units;
}

const short = (text: string) => JSON.stringify(text.length > 70 ? `${text.slice(0, 67)}…` : text);

/**
 * What is wrong with the claims of some content files, one message per unit, each naming the
 * file, the entry or field and how to fix it:
 *   - claim words without the claim's placeholder ("certificación ICA", "30 años de experiencia");
 *   - a claim's placeholder without the proof it must show ({años} without {fundación}, a count
 *     without its date).
 */
export function claimTextProblems(files: readonly { file: string; json: unknown }[]): string[] {
  const problems: string[] = [];
  for (const { file, json } of files) {
    for (const unit of unitsOf(file, json)) {
      const named = new Set(placeholders(unit.text));
      for (const claim of CLAIMS) {
        const says = claim.placeholders.some((p) => named.has(p));
        const word = claim.words.map((w) => w.exec(unit.text)?.[0]).find(Boolean);
        if (word && !says) {
          problems.push(
            `[content] ${file}: ${unit.at}: ${short(unit.text)} claims ${claim.what} ("${word}") without its proof; ` +
              `write the claim with its placeholder, e.g. "${claim.example}", in a text that takes it (docs/content.md › Claims and their proofs): ` +
              `it is shown only once content/site.json › ${claim.field} is filled. Otherwise remove the claim`,
          );
        }
        const lacking = claim.shows.filter((p) => !named.has(p));
        if (says && lacking.length) {
          problems.push(
            `[content] ${file}: ${unit.at}: ${short(unit.text)} names ${claim.placeholders.filter((p) => named.has(p)).map((p) => `{${p}}`).join(', ')} ` +
              `without ${lacking.map((p) => `{${p}}`).join(', ')}; a claim is shown with its proof, so write ${lacking.length > 1 ? 'them' : 'it'} in the same ${unit.kind}, e.g. "${claim.example}"`,
          );
        }
      }
    }
  }
  return problems;
}

/**
 * Every JSON file under content/ with its parsed value, but those `skip` names (the inventory files
 * a deploy build leaves out: src/lib/content/read.ts › readInventory); a syntax error stops here
 * with the loaders' message.
 */
export function contentJsonFiles(root = process.cwd(), skip: (file: string) => boolean = () => false): { file: string; json: unknown }[] {
  const dir = join(root, 'content');
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => `content/${f.split('\\').join('/')}`)
    .filter((file) => !skip(file))
    .map((file) => ({ file, json: parseJsonText(file, readContentText(root, file)) }));
}

// ---------------------------------------------------------------------------------------------
// What a deploy build refuses
// ---------------------------------------------------------------------------------------------

/** A text that says a claim: where it is and which claims. */
export interface ClaimUse {
  where: string;
  claims: ClaimKey[];
}

/** The texts of some content files that say a claim through its placeholder. */
export function claimUses(files: readonly { file: string; json: unknown }[]): ClaimUse[] {
  const uses: ClaimUse[] = [];
  const walk = (file: string, value: unknown, path: (string | number)[], json: unknown) => {
    if (typeof value === 'string') {
      const claims = claimsIn(value).map((c) => c.key);
      if (claims.length) uses.push({ where: `${file} › ${locate(json, path)}`, claims });
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(file, v, [...path, Array.isArray(value) ? Number(k) : k], json);
    }
  };
  for (const { file, json } of files) walk(file, json, [], json);
  return uses;
}

/**
 * The claims a deploy build refuses: one message per proof that is empty while texts say its
 * claim (they are left out of the pages, and a deploy should not ship a site whose texts promise
 * what they cannot show). A claim nobody says needs no proof.
 */
export function claimProblems(uses: readonly ClaimUse[], fields: ProofFields): string[] {
  return unproven(fields).flatMap((claim) => {
    const texts = uses.filter((u) => u.claims.includes(claim.key)).map((u) => u.where);
    if (!texts.length) return [];
    const list = `${texts.slice(0, 3).join(', ')}${texts.length > 3 ? `, and ${texts.length - 3} more` : ''}`;
    return [
      `content/site.json › ${claim.field} is empty, but ${texts.length} ${texts.length > 1 ? 'texts claim' : 'text claims'} ${claim.what} (${list}); ` +
        `write there ${claim.give}, or remove the claim (${claim.placeholders.map((p) => `{${p}}`).join(', ')}) from those texts`,
    ];
  });
}

/** The one line a development build prints while texts claim what content/site.json does not prove yet. */
export function claimWarning(uses: readonly ClaimUse[], fields: ProofFields): string | undefined {
  const missing = unproven(fields)
    .map((claim) => ({ claim, count: uses.filter((u) => u.claims.includes(claim.key)).length }))
    .filter((m) => m.count > 0);
  if (!missing.length) return undefined;
  return (
    `claims without their proof are left out of the pages, and a deploy build (DEPLOY_TARGET) refuses them: ` +
    missing.map((m) => `content/site.json › ${m.claim.field} is empty (${m.count} ${m.count > 1 ? 'texts' : 'text'})`).join(', ') +
    ' (see CONTENT-TO-CONFIRM.md)'
  );
}

// ---------------------------------------------------------------------------------------------
// The date of the prices
// ---------------------------------------------------------------------------------------------

/** content/site.json › prices: when the price lists were last changed, and last checked. */
export interface PriceDates {
  updatedOn: string;
  confirmedOn: string;
}

/** A deploy publishes prices at most this many days after they were written or confirmed. */
export const PRICE_MAX_AGE_DAYS = 365;

/** The day prices are current as of: the later of their update and their confirmation. */
export const priceDay = (prices: PriceDates) => (prices.confirmedOn > prices.updatedOn ? prices.confirmedOn : prices.updatedOn);

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** The month of a day (YYYY-MM-DD), written out: "junio de 2025" (the prices' month, the month a figure was counted). */
export const monthOf = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('es-CO', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Whole days from `since` to `today` (YYYY-MM-DD each): how old the prices are (the build, deploy:check and the editor's reminder). */
export const daysSince = (since: string, today: string) => Math.round(dayNumber(today) - dayNumber(since));

/** The price lists, for the messages. */
const PRICE_FILES = 'content/dogs/prices.json, content/cats/breeds.json, content/livestock/*.json › precio';

/**
 * What a deploy on `today` (YYYY-MM-DD) refuses of the prices' dates: prices more than a year
 * old that nobody confirmed, and a date after today.
 */
export function priceProblems(prices: PriceDates, today: string): string[] {
  const problems: string[] = [];
  for (const field of ['updatedOn', 'confirmedOn'] as const) {
    if (prices[field] && prices[field] > today) {
      problems.push(`content/site.json › prices.${field}: "${prices[field]}" is after today (${today}); write the day it happened, not a later one`);
    }
  }
  if (problems.length) return problems;
  const day = priceDay(prices);
  const age = daysSince(day, today);
  if (age > PRICE_MAX_AGE_DAYS) {
    const since = prices.confirmedOn > prices.updatedOn ? `were last confirmed on ${day}` : `date from ${day}`;
    problems.push(
      `content/site.json › prices: the prices (${PRICE_FILES}) ${since}, ${age} days before today (${today}), and the pages would call them prices of ${day.slice(0, 4)}; ` +
        `check them, then set prices.updatedOn to the day you changed them, or prices.confirmedOn to the day you checked they still hold (YYYY-MM-DD, e.g. "${today}")`,
    );
  }
  return problems;
}
