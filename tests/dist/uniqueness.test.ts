/**
 * Uniqueness and true text of the programmatic pages over the built dist/ (issue 9), with the
 * measure of `npm run audit:content`: 5-word shingles of the main content.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { audit, aboutOtherPlace, BUDGET, placeSlugs, readPages, strayMentions } from '../../scripts/audit-content.mjs';

interface Row { family: string; pages: number; wordsMin: number; pairMedian: number; max: number; maxPair: string[] }
interface Dup { sim: number; a: string; b: string }
type Page = { path: string; family: string; text: string; words: number };

const pages = readPages('dist') as Page[];
const { rows, duplicates } = audit(pages) as { rows: Row[]; duplicates: Dup[] };
const row = (family: string) => rows.find((r) => r.family === family)!;

/** Families that meet the whole budget; every family of breed × place pages belongs here once its text is done. */
const HELD = ['dogBreedIn', 'dogBreederInCity', 'dogArticle', 'dogLocation', 'catsIn', 'catBreederInCity', 'equinosIn', 'bovinosIn', 'cattleSale', 'horseSale', 'muleSale', 'donkeySale'];
/**
 * Families with local text that are still short of the budget (livestock by city): held to
 * where they stand (audit of this branch, rounded up) so they cannot get worse.
 */
const PENDING: Record<string, { pairMedian: number; max: number; wordsMin: number }> = {
  // Session 14: heat indices, water and yield, arrival days and the region's farming by line and
  // city brought the medians from 0.48–0.52 down to 0.44–0.48; the line's fact sheet, price and ICA
  // list repeat on each of its 12 cities, and two cities with the same climate class read alike.
  // Session 15: the line's trip (adults per full vehicle, freight per head, price "puesto en"),
  // each bird line's comfort range, feed and water, and the laying light from the city's latitude.
  // Session 16: the heads of the line a hectare of the region's pastures carries (campo.cargaUGG)
  // and the water and price of a full vehicle, broilers per m² by the line's weight and the city's
  // heat, a cage bird's nights from the latitude; shorter shared frames (permits answer, trip,
  // arrival, ticks, cage care, laying light); the sale page's fact sheet leaves out the use in
  // Colombia its description already gives. Every pair is below 0.6; the medians are 0.37–0.43,
  // and the closest pairs are two lines of the same data in one city (Nelore and Romosinuano).
  // Session 19: the fact sheet lives on the line page only; each line's breeding zones against the
  // city's region (content/livestock › zonas); the trip's vehicle and load said once, in Disponible
  // Ahora. Cattle and equines meet the budget (HELD); birds: 0.43 → 0.39, the closest pair Cobb and
  // Ross in one city (0.598), two broiler lines of nearly the same data.
  // Session 20: the hours of the city's typical day above and below each bird line's comfort range,
  // with their clock hours and the care for them (src/lib/day-temperature.ts), in place of the
  // broilers' heat sentence and of the minimum said twice more on a broiler page: 0.386 → 0.375,
  // closest pair 0.590 (Cobb and Ross in Medellín).
  // Session 21: a bird line's page leads with the first sentence of its description (the rest is
  // on the line's page), except two chicken lines of one production, and ostriches get their feed
  // and water: 0.375 → 0.359, closest pair 0.595 (agapornis and budgerigars in Cartagena).
  birdSale: { pairMedian: 0.36, max: 0.598, wordsMin: 325 },
};

describe('breed × place pages are not near-duplicates', () => {
  it.each(HELD)('%s: median same-breed-other-place similarity ≤ 0.35, ≥ 300 words, no pair ≥ 0.6', (family) => {
    const r = row(family);
    expect(r.pages).toBeGreaterThan(10);
    expect(r.wordsMin, `${family}: shortest page`).toBeGreaterThanOrEqual(BUDGET.minWords);
    expect(r.pairMedian, `${family}: median similarity`).toBeLessThanOrEqual(BUDGET.pairMedian);
    expect(r.max, `${family}: ${r.maxPair.join(' ~ ')}`).toBeLessThan(BUDGET.duplicate);
  });
  it.each(Object.keys(PENDING))('%s (pending) does not get more alike', (family) => {
    expect(row(family).pairMedian).toBeLessThanOrEqual(PENDING[family]!.pairMedian);
    expect(row(family).max).toBeLessThanOrEqual(PENDING[family]!.max);
    expect(row(family).wordsMin).toBeGreaterThanOrEqual(PENDING[family]!.wordsMin);
  });
  it('gives each fixed legacy breeder page (the Rionegro pages) ≥ 300 words of main content', () => {
    const fixed = JSON.parse(readFileSync('content/dogs/fixed-pages.json', 'utf8')) as { path: string }[];
    const built = pages.filter((p) => p.family === 'dogFixedBreeder');
    expect(built.map((p) => p.path).sort()).toEqual(fixed.map((f) => f.path).sort());
    // `words` of a page: the words of its main content (mainText, words of scripts/audit-content.mjs).
    const short = built.filter((p) => p.words < BUDGET.minWords).map((p) => `${p.path}: ${p.words} words`);
    expect(short).toEqual([]);
  });
  it('has no two indexable pages ≥ 0.6 alike, in any family', () => {
    expect(duplicates.slice(0, 10).map((d) => `${d.sim.toFixed(2)} ${d.a} ~ ${d.b}`)).toEqual([]);
  });
});

describe('true text for every place', () => {
  const bogota = ['bogota', ...JSON.parse(readFileSync('content/places/localities.json', 'utf8')).filter((l: { slug_ciudad: string }) => l.slug_ciudad === 'bogota').map((l: { slug_barrio: string }) => l.slug_barrio)];
  const places = placeSlugs();
  const elsewhere = pages.filter((p) => aboutOtherPlace(p.family, p.path, places, bogota));
  it('speaks of Bogotá on pages about other places only as the city the animals leave from', () => {
    expect(elsewhere.length).toBeGreaterThan(3000);
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
    const bad = pages.filter((p) => p.family === 'dogBreedIn' && /Rango de precio en/.test(p.text)).map((p) => p.path);
    expect(bad.slice(0, 5)).toEqual([]);
  });
  it('lists no poultry vaccine or ostrich rule for canaries and parakeets', () => {
    const ornamental = pages.filter((p) => /^\/aves\/venta-(canarios|pericos-australianos|agapornis)-/.test(p.path));
    expect(ornamental.length).toBeGreaterThan(10);
    for (const p of ornamental) expect(p.text, p.path).not.toMatch(/Gumboro|bronquitis|zoocría/);
  });
});
