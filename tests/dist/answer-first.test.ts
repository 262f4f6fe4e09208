/**
 * Pages a person would write (issue 41), over every built page of dist/:
 *   - facts as facts: no page shows a figure no buyer acts on (FORBIDDEN_FIGURES);
 *   - the answer first: every page of a combination family has the answer block (price, delivery,
 *     what is available, chat; src/components/AnswerFirst.astro), each fact kind once;
 *   - honest indexing: two indexable pages of a family with one subject never show the same
 *     values of the facts the registry names as the family's distinction (families.ts ›
 *     distinctBy); a consolidated page (noindex) points its canonical at a built, indexable page;
 *   - headings a person would write: the h1 names the subject and the place; no section heading
 *     repeats either.
 */
import { describe, expect, it } from 'vitest';
import { builtPages, type BuiltPage } from './pages';
import { decodeEntities } from './text';
import { readAnswer } from './answer-block';
import { ANSWER_FAMILIES, FAMILIES, type FamilyKey, familyOf } from '@/lib/routes/families';
import { FACT_KEYS } from '@/lib/views/answer';

/** The kinds of figure no buyer acts on, each with the pattern that finds it in a page's main text. */
export const FORBIDDEN_FIGURES: Record<string, RegExp> = {
  'hours above or below a temperature': /\d+ horas al día|(?:menos|más) de \d+ ?°C (?:unas|durante|de las)/,
  'feed or dry matter worked out for the place': /\d[\d.,]* ?(?:g|gramos|kg) (?:de (?:semillas|alimento|concentrado|pienso|materia seca|forraje))/,
  'a temperature difference': /\d+(?:[.,]\d+)? ?(?:°C|grados) más (?:alt|baj|cálid|frí|fresc|calient)|temperatura media es \d+ ?°C más/,
  'a truckload': /\d+ (?:animales|caballos|cabezas|bovinos|novillas|vacas|mulas|yeguas|burros|toros|terneros) de \d+ kg|caben (?:hasta )?\d+ (?:animales|caballos|cabezas|bovinos|novillas|vacas|mulas)/,
  'water by head': /litros de agua/,
  'stocking arithmetic': /por hectárea|\bUGG\b|cabezas por h/,
};

/** The families whose pages answer a searcher of one subject in one place (the registry's `answer`): the answer block leads them. */
const COMBINATION_FAMILIES = ANSWER_FAMILIES;

/** The main content's text, tags out, one space between words. */
export function mainText(html: string): string {
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return decodeEntities(main.replace(/<(script|style|template|svg)\b[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}

/** The forbidden figures of a text, as "kind: «…excerpt…»". */
export function forbiddenFigures(text: string): string[] {
  return Object.entries(FORBIDDEN_FIGURES).flatMap(([kind, pattern]) => {
    const m = pattern.exec(text);
    return m ? [`${kind}: «…${text.slice(Math.max(0, m.index - 50), m.index + m[0].length + 30)}…»`] : [];
  });
}

const robots = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? '';
const canonicalPath = (html: string) => {
  const href = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  return href ? new URL(href).pathname : undefined;
};
const indexable = (page: BuiltPage) => !robots(page.html).includes('noindex');

const pages = builtPages();
const byPath = new Map(pages.map((p) => [p.path, p]));
const familyPages = (key: FamilyKey) => pages.filter((p) => familyOf(p.path) === key);

describe('facts as facts: no figure no buyer acts on', () => {
  it('finds each kind of forbidden figure in a sentence that has one', () => {
    expect(forbiddenFigures('hace menos de 15 °C unas 10 horas al día')).toHaveLength(1);
    expect(forbiddenFigures('una pareja de canarios come unos 320 g de semillas al mes')).toHaveLength(1);
    expect(forbiddenFigures('donde la temperatura media es 4 °C más alta')).toHaveLength(1);
    expect(forbiddenFigures('23 animales de 430 kg por viaje')).toHaveLength(1);
    expect(forbiddenFigures('60 litros de agua al día')).toHaveLength(1);
    expect(forbiddenFigures('de 2 a 3 vacas de 550 kg por hectárea')).toHaveLength(2);
    expect(forbiddenFigures('Precio: $ 1’200.000. Entrega en Cali por carga aérea, 1 hora de vuelo.')).toEqual([]);
  });
  it('no built page shows one', () => {
    const found = pages.flatMap((p) => forbiddenFigures(mainText(p.html)).map((f) => `${p.path} ${f}`));
    expect(found.slice(0, 20), `${found.length} figures`).toEqual([]);
  });
});

describe('the answer first on every combination page', () => {
  it.each(COMBINATION_FAMILIES)('%s: every page leads with the answer block, each fact kind once and known', (key) => {
    const bad = familyPages(key).flatMap((p) => {
      const answer = readAnswer(p.html);
      if (!answer) return [`${p.path}: no answer block`];
      const problems = [...answer.facts].flatMap(([k, v]) => [
        ...((FACT_KEYS as readonly string[]).includes(k) ? [] : [`${p.path}: unknown fact "${k}"`]),
        ...(v.endsWith('‖ twice') ? [`${p.path}: fact "${k}" twice`] : []),
        ...(v ? [] : [`${p.path}: fact "${k}" empty`]),
      ]);
      // a page that advises against its subject in its place (a livestock line in a climate it does not suit) leads with that verdict and sells nothing (s53)
      const verdict = /<p\b[^>]*data-verdict/.test(p.html);
      if (!verdict) for (const needed of ['precio', 'entrega', 'disponibles']) if (!answer.facts.has(needed)) problems.push(`${p.path}: no "${needed}" fact`);
      if (p.html.indexOf('data-answer') > p.html.indexOf('</h1>') + 4000) problems.push(`${p.path}: the answer block is not right under the h1`);
      return problems;
    });
    expect(bad.slice(0, 10), `${bad.length} problems`).toEqual([]);
  });
});

describe('honest indexing: an indexable page holds something the others of its subject lack', () => {
  const distinctBy = (k: FamilyKey) => (FAMILIES[k] as { answer: { distinctBy: readonly string[] } }).answer.distinctBy;
  const distinctFamilies = ANSWER_FAMILIES.filter((k) => FAMILIES[k].indexed);
  it('the registry names, for every indexed combination family, facts of the answer block', () => {
    for (const k of distinctFamilies) {
      expect(distinctBy(k).length, k).toBeGreaterThan(0);
      for (const fact of distinctBy(k)) expect(FACT_KEYS).toContain(fact);
    }
  });
  it.each(distinctFamilies)('%s: no two indexable pages of one subject show the same distinct facts; consolidated pages point at an indexable page', (key) => {
    const by = distinctBy(key);
    const seen = new Map<string, string>();
    const bad: string[] = [];
    for (const p of familyPages(key)) {
      const answer = readAnswer(p.html);
      if (!answer) continue;
      if (indexable(p)) {
        const id = `${answer.subject} | ${by.map((f) => answer.facts.get(f) ?? '').join(' | ')}`;
        const first = seen.get(id);
        if (first) bad.push(`${p.path} shows what ${first} shows (${id}): consolidate it`);
        else seen.set(id, p.path);
      } else {
        const target = canonicalPath(p.html);
        const to = target && byPath.get(target);
        if (!to || to.path === p.path || !indexable(to)) bad.push(`${p.path}: noindex, but its canonical (${target}) is not a built indexable page`);
      }
    }
    expect(bad.slice(0, 10), `${bad.length} problems`).toEqual([]);
  });
});

describe('headings a person would write', () => {
  it.each(COMBINATION_FAMILIES)('%s: the h1 names the subject and the place; no section heading repeats them', (key) => {
    const bad = familyPages(key).flatMap((p) => {
      const answer = readAnswer(p.html);
      if (!answer) return [];
      const main = /<main\b[\s\S]*?<\/main>/.exec(p.html)?.[0] ?? '';
      const text = (h: string) => decodeEntities(h.replace(/<[^>]+>/g, '')).trim();
      const h1 = text(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1] ?? '');
      // the subject may open the h1 with a capital («Perros con entrega en Cali»)
      const problems = [answer.subjectName, answer.place].filter((name) => !h1.toLowerCase().includes(name.toLowerCase())).map((name) => `${p.path}: the h1 «${h1}» does not name «${name}»`);
      for (const m of main.matchAll(/<h([2-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)) {
        const h = text(m[2]!);
        for (const name of [answer.subjectName, answer.place]) if (name && h.includes(name)) problems.push(`${p.path}: the heading «${h}» repeats «${name}»`);
      }
      return problems;
    });
    expect(bad.slice(0, 10), `${bad.length} problems`).toEqual([]);
  });
});
