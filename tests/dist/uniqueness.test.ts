/**
 * Uniqueness and true text of the programmatic pages over the built dist/ (issue 9), with the
 * measure of `npm run audit:content`: 5-word shingles of the main content.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assertCompleteDist, builtPages } from './pages';
import { bodyText } from './text';
import { readAnswer } from './answer-block';
import { hasCityPages, LIVESTOCK_SPECIES } from '@/lib/content/species';
import { audit, aboutOtherPlace, BUDGET, placeSlugs, readPages, strayMentions } from '../../scripts/audit-content.mjs';

// Fails the file on an empty or partial dist/ (tests/dist/pages.ts).
assertCompleteDist();

interface Row { family: string; pages: number; pairs: number; wordsMin: number; pairMedian: number; max: number; maxPair: string[] }
interface Dup { sim: number; a: string; b: string }
type Page = { path: string; family: string; text: string; words: number };

const pages = readPages('dist') as Page[];
const { rows, duplicates } = audit(pages) as { rows: Row[]; duplicates: Dup[] };
const row = (family: string) => rows.find((r) => r.family === family)!;

/**
 * Families that meet the whole budget; every family of breed × place pages belongs here once its text is done.
 * Issue 41 consolidated the dog articles and the dog breed pages of a city or a locality (their
 * pages are noindex, canonical to the breeder page of the city): the audit measures indexable
 * pages only, so those families have no same-breed-other-place pairs left and leave the list. So
 * did the sale pages of a livestock line in a city (s50): each is consolidated into the species'
 * page of the city, which gives the line its price, freight and climate note, or into the line's
 * page (views/consolidation.ts).
 */
const HELD = [
  ...['dogBreederInCity', 'dogLocation', 'catsIn', 'catBreederInCity'],
  ...LIVESTOCK_SPECIES.filter(hasCityPages).map((species) => `livestockIn ${species}`),
];
/**
 * The fewest words of main content of a family's page. The livestock pages of a place lead with the
 * answer block (issue 41): facts, not prose, and what is said once for every city (what a buyer of the
 * line asks, its documents, its fact sheet) is on the line's page, which they link. They hold the
 * similarity budget with about 110 to 240 words; padding them to 300 would mean repeating line text.
 */
const FACT_FIRST_MIN_WORDS = 100;

/**
 * The fewest words of main content a family's page may have. The dog pages of a place lead with
 * the answer (issue 41): price, delivery and climate as facts, the breed's note for the place's
 * climate, the parents' health tests, the place's own text; the breed's summary, care and what
 * comes with the puppy are written once, on the breed page they link. Shorter, not thinner.
 */
const MIN_WORDS: Record<string, number> = { dogBreederInCity: 170, dogLocation: 200, dogFixedBreeder: 180, catBreederInCity: 145, catsIn: 230 };
// catBreederInCity, from 200: «Antes de decidir» gives the breed's character and care in one sentence
// (content/cats/breeds.json › enPocasPalabras), not its history; the whole paragraph is on the breed page.
// catsIn, from 300: its delivery text no longer repeats the way the answer gives, and the coat trio of
// its climate class became one line naming the breeds that need care there (review after5, §6.3);
// the shortest page (a country) has about 275 words.
// catBreederInCity, from 180, and catsIn, from 250 (session 43, review-after9 §6.3): a city 4 to 10
// hours away by road had one arrival sentence, the same on every page of it («Al reservar acordamos…
// si vuela o va por tierra»); the answer says how the kitten gets there, the guides say once what is
// agreed at reservation, and «Cómo llega el gatito» is left out where nothing of the place or the
// breed is left to say (the shortest breeder page: 163 words; the shortest city page: 236).
// catBreederInCity, from 160 (session 43, review-after10 §6.3, §7.2): a breed's note for a climate
// class that asks nothing special of it is left out, not replaced, and the Ibagué and Villavicencio
// pages no longer carry the road arrival sentence said the same on all of them (the cat guides say
// it once; the answer's «Entrega» says the day is agreed): the shortest breeder page, British
// Shorthair in Ibagué, has 149 words, every one about that breed or that city.
/**
 * The fewest indexable pages a held family must have (that it is measured at all). A livestock
 * species in a city is consolidated, with the other cities that give its answer, into the species'
 * page of their climate class (issue 41: warm-land cattle leave from their farms of origin, so the
 * five hot cities answer alike, /bovinos-tierra-caliente/): 12 cities leave 7 indexable cattle pages.
 */
const minPages = (family: string) => (family.startsWith('livestockIn ') ? 6 : 10);
const minWords = (family: string) => (/^livestock(Sale|In) /.test(family) ? FACT_FIRST_MIN_WORDS : (MIN_WORDS[family] ?? BUDGET.minWords));

/**
 * Two indexable pages ≥ 0.6 alike that give a buyer different answers (issue 41). The words of a
 * page are written once at their scope (the breed, the breed in a climate class, the place), so two
 * cities of one class and one delivery mode share most of their words; what makes each worth its
 * own page is its answer (delivery, trip, freight, price delivered), which the registry names per
 * family and tests/dist/answer-first.test.ts holds. A pair whose answers are equal too is a
 * duplicate.
 */
const answerOf = (path: string) => {
  const file = `dist${path}index.html`;
  const answer = readAnswer(readFileSync(file, 'utf8'));
  return answer && ['precio', 'entrega', 'viaje', 'costo-envio'].map((k) => answer.facts.get(k) ?? '').join(' | ');
};
const sameAnswer = (d: Dup) => {
  const a = answerOf(d.a);
  return a === undefined || a === answerOf(d.b);
};

describe('breed × place pages are not near-duplicates', () => {
  it.each(HELD)('%s: median same-breed-other-place similarity ≤ 0.35, enough words, no pair ≥ 0.6 with the same answer', (family) => {
    const r = row(family);
    expect(r.pages).toBeGreaterThan(minPages(family));
    expect(r.wordsMin, `${family}: shortest page`).toBeGreaterThanOrEqual(minWords(family));
    expect(r.pairMedian, `${family}: median similarity`).toBeLessThanOrEqual(BUDGET.pairMedian);
    const twins = duplicates.filter((d) => pages.find((p) => p.path === d.a)?.family === family && sameAnswer(d));
    expect(twins.slice(0, 5).map((d) => `${d.sim.toFixed(2)} ${d.a} ~ ${d.b}`)).toEqual([]);
  });
  it('holds every family of breed × place pages (every family with same-breed-other-place pairs) to the budget', () => {
    expect(rows.filter((r) => r.pairs > 0).map((r) => r.family).sort()).toEqual([...HELD].sort());
  });
  it('gives each fixed legacy breeder page (the Rionegro pages) the words of main content of a breeder page of a city', () => {
    const fixed = JSON.parse(readFileSync('content/dogs/fixed-pages.json', 'utf8')) as { path: string }[];
    const built = pages.filter((p) => p.family === 'dogFixedBreeder');
    expect(built.map((p) => p.path).sort()).toEqual(fixed.map((f) => f.path).sort());
    // `words` of a page: the words of its main content (mainText, words of scripts/audit-content.mjs).
    const short = built.filter((p) => p.words < minWords('dogFixedBreeder')).map((p) => `${p.path}: ${p.words} words`);
    expect(short).toEqual([]);
  });
  it('has no two indexable pages ≥ 0.6 alike that give the same answer, in any family', () => {
    expect(duplicates.filter(sameAnswer).slice(0, 10).map((d) => `${d.sim.toFixed(2)} ${d.a} ~ ${d.b}`)).toEqual([]);
  });
});

describe('true text for every place', () => {
  const bogota = ['bogota', ...JSON.parse(readFileSync('content/places/localities.json', 'utf8')).filter((l: { slug_ciudad: string }) => l.slug_ciudad === 'bogota').map((l: { slug_barrio: string }) => l.slug_barrio)];
  const places = placeSlugs();
  const elsewhere = pages.filter((p) => aboutOtherPlace(p.family, p.path, places, bogota));
  it('speaks of Bogotá on pages about other places only as the city the animals leave from', () => {
    // Indexable pages only: 3,000 and more before issue 41 consolidated the dog articles and the breed-in-place pages of the cities, 1,024 before s50 consolidated the livestock sale pages.
    expect(elsewhere.length).toBeGreaterThan(800);
    const stray = elsewhere.flatMap((p) => strayMentions(p.text, 'Bogotá').map((s: string) => `${p.path}: ${s.trim()}`));
    expect(stray.slice(0, 10)).toEqual([]);
  });
  it('speaks of Bogotá on the fixed legacy breeder pages (Rionegro) only as the city the puppies leave from', () => {
    const fixed = pages.filter((p) => p.family === 'dogFixedBreeder');
    expect(fixed.length).toBeGreaterThan(0);
    expect(fixed.flatMap((p) => strayMentions(p.text, 'Bogotá').map((s: string) => `${p.path}: ${s.trim()}`))).toEqual([]);
  });
  it('never calls Bogotá’s climate or homes the reader’s on those pages', () => {
    const bad = elsewhere.filter((p) => /bogotan|apartamentos? en Bogotá|fr[ií]o de Bogotá|clima (?:frío |fresco )?de Bogotá/i.test(p.text)).map((p) => p.path);
    expect(bad.slice(0, 10)).toEqual([]);
  });
  it('shows the national price range as the breed’s, not as a price of the place', () => {
    const bad = pages.filter((p) => ['dogBreedIn', 'dogBreederInCity'].includes(p.family) && /Rango de precio en/.test(p.text)).map((p) => p.path);
    expect(bad.slice(0, 5)).toEqual([]);
  });
  it('lists no poultry vaccine or ostrich rule for canaries and parakeets', () => {
    // Their sale pages are consolidated (noindex) into the line's page, which lists the requirements.
    const ornamental = builtPages().filter((p) => /^\/aves\/(venta-)?(canarios|pericos-australianos|agapornis)-/.test(p.path));
    expect(ornamental.length).toBeGreaterThan(10);
    for (const p of ornamental) expect(bodyText(p.html), p.path).not.toMatch(/Gumboro|bronquitis|zoocría/);
  });
});
