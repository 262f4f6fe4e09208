/**
 * The livestock pages (horses, mules and donkeys, cattle, birds) say nothing twice where a buyer sees it:
 * - no heading below the h1 says the h1 again ("Bovinos en Cali" over the page and over its chat box);
 * - a sale page names its line in its headings and the first mention of a section, then says
 *   "las gallinas", "el ganado", "los caballos" or nothing: its visible text names the line at most
 *   LINE_NAME_CAP times ("ponedoras Lohmann" was said 19 times on /aves/venta-ponedoras-lohmann-pereira/; now 11);
 * - a line's page says each thing once (issue 41, the editor's read after the fifth round: the Jersey's
 *   fat and protein three times, the Brahman's and the Hartón's heat three or four times, the
 *   poultry farm's ICA registration twice): its intro says what its fact sheet, its buyer text and
 *   its climate notes do not (at most SHARED_MAX content words in common with any of them), the
 *   heat is said in the climate notes and the buyer's questions, not in the intro or the sheet, and
 *   the farm's registration once.
 */
import { describe, expect, it } from 'vitest';
import { pageFamily } from '../../scripts/audit-content.mjs';
import { readCatalog } from '@/lib/content/disk-catalog';
import { LIVESTOCK_SPECIES, saleSlug } from '@/lib/content/species';
import { saleableCards } from '@/lib/domain/livestock';
import { FAMILIES } from '@/lib/routes/families';
import { routes } from '@/lib/routes';
import { builtPages } from './pages';
import { bodyText, decodeEntities } from './text';

const pages = builtPages();
const catalog = readCatalog();

/** The most times the visible text of a sale page may name its line (name or plural, as in its h1 and headings). */
const LINE_NAME_CAP = 15;

/** The pages of the livestock families: every family of a livestock species, and the búfalos page. */
const livestock = pages.filter((p) => {
  const family = pageFamily(p.path) as keyof typeof FAMILIES;
  return FAMILIES[family]?.section === 'especie' || family === 'bufalos';
});

/** The headings of a page in document order, as plain text (scripts and templates are not markup). */
function headings(html: string): { level: number; text: string }[] {
  const markup = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ');
  return [...markup.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) => ({
    level: Number(m[1]),
    text: decodeEntities(m[2]!.replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim(),
  }));
}

/** The headings below the h1 that say the h1 again, whole ("Bovinos en Cali", "Aves en Colombia con documentación ICA"). */
export function headingsRepeatingH1(html: string): string[] {
  const all = headings(html);
  const h1 = all.find((h) => h.level === 1)?.text.toLowerCase();
  if (!h1) return [];
  return all.filter((h) => h.level > 1 && h.text.toLowerCase().includes(h1)).map((h) => `h${h.level} "${h.text}"`);
}

/** The most content words (their first five letters) a line's intro may share with another text of its page. */
const SHARED_MAX = 2;
/** Words that say nothing of a text's subject: a line's page uses them everywhere. */
const COMMON = new Set('desde hasta entre sobre porque cuando donde según tiene tienen puede pueden mejor menos todas todos cada otras otros antes después también animal animales precio razas línea clima tierra pregunte colombia'.split(' '));
/** The content words of a text, as their first five letters («garrapatas» and «garrapata» alike), but for `own` (the line's name). */
export function contentStems(text: string, own: ReadonlySet<string> = new Set()): Set<string> {
  return new Set((text.toLowerCase().match(/\p{L}{5,}/gu) ?? []).filter((w) => !COMMON.has(w)).map((w) => w.slice(0, 5)).filter((w) => !own.has(w)));
}
const plain = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();
/** The blocks of a section of a line's page (LivestockBreedPage.astro: «antes», «ficha», «clima», «ica»), as text. */
function sectionBlocks(html: string, id: string, tag: 'p' | 'dd' | 'li'): string[] {
  const at = html.search(new RegExp(`<section\\b[^>]*aria-labelledby="${id}"`));
  if (at < 0) return [];
  const section = html.slice(at, html.indexOf('</section>', at));
  return [...section.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => plain(m[1]!));
}
/** What a line's page says of the line: its intro, its buyer text, its fact sheet, its climate notes, its ICA list. */
export function lineBlocks(html: string) {
  return {
    intro: plain(/<p class="mt-4 text-lg">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? ''),
    buyer: sectionBlocks(html, 'antes', 'p'),
    sheet: sectionBlocks(html, 'ficha', 'dd'),
    climate: sectionBlocks(html, 'clima', 'dd'),
    ica: sectionBlocks(html, 'ica', 'li'),
  };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** How many times `text` names a line: its name or its plural ("Ponedoras Lohmann", "ponedoras Lohmann"), whole words, any case. */
export function lineMentions(text: string, names: readonly string[]): number {
  const alternatives = [...new Set(names)].sort((a, b) => b.length - a.length).map(escape);
  return text.match(new RegExp(`(?<!\\p{L})(?:${alternatives.join('|')})(?!\\p{L})`, 'giu'))?.length ?? 0;
}

/** Every line page of a line we sell, with the words of its name. */
const linePages = LIVESTOCK_SPECIES.flatMap((species) =>
  saleableCards(catalog, species).map((card) => ({ path: routes.livestockBreed(species, card.slug), own: contentStems([card.name, ...Object.values(card.forms)].join(' ')) })),
);

/** Every sale page of a livestock line, with the names of its line. */
const salePages = LIVESTOCK_SPECIES.flatMap((species) =>
  saleableCards(catalog, species).flatMap((card) =>
    catalog.cities.map((city) => ({ path: routes.livestockSale(species, saleSlug(species, card.slug), city.slug), names: [card.name, card.forms.plural] })),
  ),
);

describe('livestock pages say nothing twice', () => {
  it('finds a repeated h1 and counts a line’s names', () => {
    expect(headingsRepeatingH1('<h1>Bovinos en Cali</h1><h2>Razas para Cali</h2><h2>Bovinos en Cali</h2>')).toEqual(['h2 "Bovinos en Cali"']);
    expect(headingsRepeatingH1('<h1>Aves en Colombia</h1><h2>Aves en Colombia con documentación ICA</h2>')).toEqual(['h2 "Aves en Colombia con documentación ICA"']);
    expect(headingsRepeatingH1('<h1>Bovinos en Cali</h1><h2>Cotización con entrega en Cali</h2>')).toEqual([]);
    expect(lineMentions('Ponedoras Lohmann en Pereira. Deles a las ponedoras Lohmann agua; las gallinas ponen. Lohmann Brown.', ['Ponedoras Lohmann', 'ponedoras Lohmann'])).toBe(2);
    expect(lineMentions('Los caballos árabes y el caballo árabe; caballos árabesx', ['Caballo árabe', 'caballos árabes'])).toBe(2);
  });

  it('repeats no h1 in a lower heading on any livestock page', () => {
    expect(livestock.length).toBeGreaterThan(500);
    const bad = livestock.flatMap((p) => headingsRepeatingH1(p.html).map((h) => `${p.path}: ${h}`));
    expect(bad.slice(0, 20), `${bad.length} headings`).toEqual([]);
  });

  it(`names the line at most ${LINE_NAME_CAP} times in the visible text of each sale page`, () => {
    const byPath = new Map(pages.map((p) => [p.path, p]));
    expect(salePages.length).toBeGreaterThan(400);
    const over = salePages.flatMap(({ path, names }) => {
      const page = byPath.get(path);
      if (!page) return [`${path}: not built`];
      const n = lineMentions(bodyText(page.html), names);
      return n > LINE_NAME_CAP ? [`${path}: ${n} times`] : [];
    });
    expect(over.slice(0, 20), `${over.length} pages`).toEqual([]);
  });

  it('says each thing once on a line’s page: the intro repeats neither its sheet, nor its buyer text, nor its climate notes; the heat in the notes; the farm’s registration once', () => {
    const byPath = new Map(pages.map((p) => [p.path, p.html]));
    expect(linePages.length).toBeGreaterThan(30);
    const bad = linePages.flatMap(({ path, own }) => {
      const html = byPath.get(path);
      if (!html) return [`${path}: not built`];
      const { intro, buyer, sheet, climate, ica } = lineBlocks(html);
      if (!intro) return [`${path}: no intro`];
      const mine = contentStems(intro, own);
      const repeated = [...sheet, ...buyer, ...climate].flatMap((block) => {
        const shared = [...contentStems(block, own)].filter((w) => mine.has(w));
        return shared.length > SHARED_MAX ? [`${path}: the intro and «${block.slice(0, 60)}…» share ${shared.join(', ')}`] : [];
      });
      const heat = [intro, ...sheet].filter((t) => /\bcalor\b/i.test(t)).map((t) => `${path}: the heat outside the climate notes, «${t.slice(0, 60)}…»`);
      const registration = [...buyer, ...ica].filter((t) => /predio avícola|registro de la granja|granja registrada/i.test(t));
      return [...repeated, ...heat, ...(registration.length > 1 ? [`${path}: the farm's registration ${registration.length} times`] : [])];
    });
    expect(bad.slice(0, 20), `${bad.length} repeats`).toEqual([]);
  });

  it('finds what a line page says twice', () => {
    const own = contentStems('Jersey ganado Jersey');
    const intro = contentStems('El Jersey es una raza pequeña, con leche rica en grasa y proteína.', own);
    expect([...contentStems('Quien compra Jersey quiere leche con mucha grasa y proteína.', own)].filter((w) => intro.has(w))).toEqual(['leche', 'grasa', 'prote']);
    const page = '<p class="mt-4 text-lg">Intro</p><section aria-labelledby="ficha"><dl><dt>Uso</dt><dd>Leche</dd></dl></section><section aria-labelledby="ica"><ul><li>GSMI</li></ul></section>';
    expect(lineBlocks(page)).toEqual({ intro: 'Intro', buyer: [], sheet: ['Leche'], climate: [], ica: ['GSMI'] });
  });
});
