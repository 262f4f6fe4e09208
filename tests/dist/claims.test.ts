/**
 * Claims tied to their proof on every built page (issue 25, item 5): while content/site.json
 * does not give a proof, no page says its claim (no "Certificación ICA" without the registration
 * number, no "N años de experiencia" without the founding year, no count of dogs or families
 * without its count), in the text a visitor reads or in the structured data; and the years pages
 * name come from the data's own dates (the prices' date for titles, the newest date of site.json
 * for the copyright), never from the build clock.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLAIM_PLACEHOLDERS, CLAIMS, unproven } from '@/lib/content/proofs';
import { priceYear, site } from '@/lib/content/site';
import { proofValues } from '@/lib/text/claims';
import { builtPages } from './pages';
import { decodeEntities, headText, jsonLdText, visibleText } from './text';

const pages = builtPages().map((p) => ({ path: p.path, html: p.html, text: `${visibleText(p.html)}\n${jsonLdText(p.html)}` }));
/** The claims whose proof content/site.json does not give: none of them may be said. */
const missing = unproven(site);
/** The proofs content/site.json gives, as pages write them ("5.000", "junio de 2025"). */
const values = proofValues(site);

/**
 * The sentences of a page that state something about the breeder. Advice to the buyer in the
 * imperative ("Confirme que el criadero cuente con certificación del ICA") asks something of any
 * breeder; it does not say something of this one.
 */
const statements = (text: string) =>
  text
    .split(/\n|(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s && !/^(?:Confirme|Pregunte|Pida|Exija|Verifique|Compruebe|Revise)\b/.test(s));

describe('claims on every built page', () => {
  it(`reads ${pages.length} pages; ${missing.length} of the ${CLAIMS.length} proofs are empty`, () => {
    expect(pages.length).toBeGreaterThan(6000);
  });

  it.each(CLAIMS.map((c) => [c.what, c] as const))('%s: said only with its proof', (_, claim) => {
    const empty = missing.includes(claim);
    // With its proof given, a page that says the claim shows the proof too (the number, the year, the count and its month).
    const proof = empty ? [] : claim.shows.map((name) => values[name]!);
    const found = pages.flatMap((p) =>
      statements(p.text)
        .filter((s) => claim.words.some((w) => w.test(s)))
        .filter(() => empty || !proof.every((v) => p.text.includes(v)))
        .map((s) => `${p.path}: ${s.slice(0, 120)}`),
    );
    expect([...new Set(found)].slice(0, 10), `${found.length} sentences; content/site.json › ${claim.field} is ${empty ? 'empty' : 'given'}`).toEqual([]);
  });

  it('never leaves a proof placeholder in a page', () => {
    const leaks = pages.filter((p) => CLAIM_PLACEHOLDERS.some((name) => p.html.includes(`{${name}}`))).map((p) => p.path);
    expect(leaks.slice(0, 5), `${leaks.length} pages`).toEqual([]);
  });

  it('leaves no empty item or dangling punctuation where a claim was left out', () => {
    const wrong = pages.flatMap((p) =>
      [...p.html.matchAll(/<(li|p|h[1-6])\b[^>]*>\s*<\/\1>|<li\b[^>]*>\s*<strong[^>]*>[^<]*:<\/strong>\s*<\/li>/g)].map((m) => `${p.path}: ${m[0].slice(0, 80)}`),
    );
    expect(wrong.slice(0, 5), `${wrong.length} empty elements`).toEqual([]);
  });
});

describe('years from the data, not the clock', () => {
  it(`every title that names a year names the year of the prices (${priceYear()})`, () => {
    const titles = pages.map((p) => ({ path: p.path, title: decodeEntities(headText(p.html).title) })).filter((t) => /\b20\d\d\b/.test(t.title));
    // 1,529 titles named the year before this test, nearly all of them the dog articles'; since they
    // show their breeder page's facts under a heading without a year (issue 41), a few pages name it.
    expect(titles.length).toBeGreaterThan(0);
    const wrong = titles.filter((t) => t.title.match(/\b20\d\d\b/g)!.some((y) => y !== String(priceYear()))).map((t) => `${t.path}: ${t.title}`);
    expect(wrong.slice(0, 5)).toEqual([]);
  });
  it('the copyright of every page is the year of the build day (dist/estado.json › construido), not the price list\'s', () => {
    const year = JSON.parse(readFileSync('dist/estado.json', 'utf8')).construido.slice(0, 4);
    const wrong = pages.filter((p) => p.path !== '/404.html' && !p.html.includes(`© ${year} `)).map((p) => p.path);
    expect(wrong.slice(0, 5), `${wrong.length} pages`).toEqual([]);
  });
});
