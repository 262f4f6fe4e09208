/**
 * Every sentence answers a buyer's question (issue 25, item 3), over the built dist/:
 * - nothing is said twice on one page: no sentence of the main content appears twice (in a
 *   section and again in the FAQ, in the lead and again in a heading…);
 * - no figure a buyer cannot use: heat indexes (the cattle ITH, the horseman's °F + humidity),
 *   degrees Fahrenheit, the value of a full truck, day lengths to the minute, latitudes;
 * - every sentence of a paragraph states something: it has a finite verb (tests/dist/verbs.ts),
 *   on the breed × place pages and in the place texts of content/places.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageFamily } from '../../scripts/audit-content.mjs';
import { builtPages } from './pages';
import { isSentence, mainBlocks, normalise, sentencesOf } from './sentences';
import { jsonLdText, visibleText } from './text';
import { finiteVerbs } from './verbs';

const pages = builtPages().map((p) => ({ path: p.path, family: pageFamily(p.path) as string | undefined, blocks: mainBlocks(p.html), text: `${visibleText(p.html)}\n${jsonLdText(p.html)}` }));

/** Sentences shorter than this many words ("Escríbanos por WhatsApp.") may repeat: a button and a line may share them. */
const MIN_WORDS = 6;

/** The sentences of a page's main content said more than once, each with its count. */
function repeated(blocks: readonly { text: string }[]): string[] {
  const seen = new Map<string, number>();
  for (const b of blocks) {
    for (const s of sentencesOf(b.text)) {
      if (!isSentence(s)) continue;
      const key = normalise(s);
      if (key.split(' ').length < MIN_WORDS) continue;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
  }
  return [...seen].filter(([, n]) => n > 1).map(([s, n]) => `${n}× "${s}"`);
}

/** Figures no buyer acts on, with what to say instead. */
const TRIVIA: { pattern: RegExp; instead: string }[] = [
  { pattern: /\bITH\b|índice de temperatura y humedad/i, instead: 'say which breeds take the heat and what to do (shade, water, the hours to move them)' },
  { pattern: /índice de calor|grados Fahrenheit|°\s?F\b/i, instead: 'say in which hours to work or ride the animals' },
  // Head counts per truck are figures no buyer acts on (issue 41): tests/dist/answer-first.test.ts ›
  // FORBIDDEN_FIGURES finds them; the answer's delivered price may say it counts a full truck.
  { pattern: /\d+ horas y \d+ minutos/, instead: 'round the day to the hour a keeper uses' },
  { pattern: /°\s?de latitud/i, instead: 'leave the latitude out; say what the light or the night means for the animal' },
];

/** The breed × place families (tests/dist/uniqueness.test.ts › HELD) and the fixed legacy breeder pages. */
const PLACE_FAMILIES = new Set(['dogBreedIn', 'dogBreederInCity', 'dogArticle', 'dogLocation', 'catsIn', 'catBreederInCity', 'livestockIn', 'livestockClimate', 'livestockSale', 'dogFixedBreeder']);

/** The sentences of a text without a finite verb (four words or more, ending like a sentence). */
const verbless = (text: string) => sentencesOf(text).filter((s) => isSentence(s) && (s.match(/\p{L}+/gu)?.length ?? 0) >= 4 && finiteVerbs(s).length === 0);

describe('every sentence answers a buyer’s question', () => {
  it('finds repeated and verbless sentences (the checks themselves)', () => {
    const page = [
      { text: 'De Bogotá a Cali hay unos 460 km y unas 10 horas de carretera. El gatito viaja en cabina.' },
      { text: 'De Bogotá a Cali hay unos 460 km y unas 10 horas de carretera.' },
      { text: 'Escríbanos por WhatsApp.' },
      { text: 'Escríbanos por WhatsApp.' },
    ];
    expect(repeated(page)).toEqual(['2× "de bogotá a cali hay unos 460 km y unas 10 horas de carretera"']);
    expect(verbless('Ciudad del valle del río Cauca, de casas y edificios con brisa por las tardes. A unos 460 km de Bogotá, con clima cálido. 15 días de adaptación en Villavicencio para el Brahman, en corral aparte.')).toHaveLength(3);
    expect(verbless('Cali está en el valle del río Cauca. Pregúntenos por la entrega. Cepíllelo a diario en la muda. El ganado llega en camión y descansa dos días.')).toEqual([]);
  });

  it(`says no sentence twice on a page (${pages.length} pages)`, () => {
    expect(pages.length).toBeGreaterThan(6000);
    const bad = pages.flatMap((p) => repeated(p.blocks).map((r) => `${p.path}: ${r}`));
    expect(bad.slice(0, 12), `${bad.length} repeated sentences`).toEqual([]);
  });

  it.each(TRIVIA)('shows no figure a buyer cannot use: $pattern', ({ pattern, instead }) => {
    const bad = pages.filter((p) => pattern.test(p.text)).map((p) => `${p.path}: "${pattern.exec(p.text)![0]}"`);
    expect(bad.slice(0, 10), `${bad.length} pages; ${instead}`).toEqual([]);
  });

  it('writes every paragraph of the breed × place pages in sentences with a verb', () => {
    const checked = pages.filter((p) => p.family && PLACE_FAMILIES.has(p.family));
    expect(checked.length).toBeGreaterThan(5000);
    const bad = new Map<string, string>();
    for (const p of checked) for (const b of p.blocks) if (b.tag === 'p' || b.tag === 'dd') for (const s of verbless(b.text)) if (!bad.has(s)) bad.set(s, p.path);
    expect([...bad].slice(0, 15).map(([s, path]) => `${path}: "${s}"`), `${bad.size} verbless sentences`).toEqual([]);
  });

  it('writes the place texts of content/places in sentences with a verb', () => {
    const fields = ['descripcion', 'entorno', 'produccion'];
    const bad: string[] = [];
    for (const file of ['cities', 'localities', 'regions', 'towns']) {
      const entries = JSON.parse(readFileSync(`content/places/${file}.json`, 'utf8')) as Record<string, unknown>[];
      for (const e of entries) {
        for (const f of fields) {
          const text = e[f];
          if (typeof text !== 'string') continue;
          // A clause after a semicolon stands alone too: "Ciudad del valle…; el Parque del Perro es…".
          for (const s of verbless(text.replace(/;\s*(\p{L})/gu, (_, c: string) => `. ${c.toUpperCase()}`))) bad.push(`content/places/${file}.json: entry "${String(e.slug ?? e.slug_barrio)}" › ${f}: "${s}"`);
        }
      }
    }
    expect(bad, 'write each place text as sentences with a verb ("Cali está en…", "Chapinero tiene…")').toEqual([]);
  });
});
