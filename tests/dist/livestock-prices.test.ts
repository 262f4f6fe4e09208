/**
 * The livestock prices a buyer reads, over every built page (issue 41, the editor's read after the
 * fifth round):
 * - a species' page of a city or a climate class gives the price of the species' typical purchase
 *   (content/species.json › ganado.compraTipica: a trained horse, a heifer) in the lines the place
 *   suits, never a floor set by another kind of animal («Desde $ 800’000 (Burros)» on a horse hub,
 *   «(Búfalo Murrah)» on a cattle hub) nor a line's common name capitalised mid-sentence;
 * - its list of lines gives each line one price figure (AFTER7 §6.4, §7.2: the full frame made each
 *   item 76 words): the species' typical purchase where the line sells it, else the span of its
 *   prices by category with their end categories; the line's page gives the rest;
 * - a line page with its table of categories gives in its box the typical purchase alone (§7.1);
 * - money spans never break inside themselves on a phone, and a category's figure stays on its line
 *   (§7.2, §7.6);
 * - no line page lists prices by category whose rows only repeat the answer's two ends (a canary's
 *   «hembra» and «macho cantor»).
 */
import { describe, expect, it } from 'vitest';
import { pageFamily } from '../../scripts/audit-content.mjs';
import { readCatalog } from '@/lib/content/disk-catalog';
import { LIVESTOCK_SPECIES, livestockEntry } from '@/lib/content/species';
import { saleableCards } from '@/lib/domain/livestock';
import { formatCOPSpan } from '@/lib/text/spanish';
import { categoryEnds } from '@/lib/views/livestock-prices';
import { readAnswer } from './answer-block';
import { builtPages } from './pages';
import { decodeEntities } from './text';

const catalog = readCatalog();
const pages = builtPages();
const fold = (text: string) => decodeEntities(text.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();
const hubs = pages.filter((p) => ['livestockIn', 'livestockClimate'].includes(pageFamily(p.path) as string));
const speciesOf = (path: string) => LIVESTOCK_SPECIES.find((s) => path.startsWith(`/${s}-`))!;

/** The rows of a list of prices by category in a section of its own (PriceCategories.astro › #precios: the búfalos page): their labels, or none without one. */
export function sectionPriceRows(html: string): string[] {
  const at = html.search(/<section\b[^>]*aria-labelledby="precios"/);
  if (at < 0) return [];
  const section = html.slice(at, html.indexOf('</section>', at));
  return [...section.matchAll(/<dt\b[^>]*>([\s\S]*?)<\/dt>/g)].map((m) => fold(m[1]!));
}

/** The markup of the answer's price row when it is the list of prices by category (AnswerFirst.astro, a line's page: s42 C8), or ''. */
const answerPriceList = (html: string) => {
  const at = html.search(/<div id="precios"[^>]*data-fact="precio"/);
  return at < 0 ? '' : html.slice(at, html.indexOf('</ul>', at));
};

/** The rows of a page's prices by category, in the answer (a line's page) or in a section of their own: their labels, or none without the list. */
export function priceTableRows(html: string): string[] {
  const list = answerPriceList(html);
  if (!list) return sectionPriceRows(html);
  return [...list.matchAll(/<li\b[^>]*><span>([\s\S]*?)<\/span>/g)].map((m) => fold(m[1]!));
}

/** Whether the list only repeats the answer: two rows, each category named in the answer's price. */
export const tableRepeatsAnswer = (rows: readonly string[], price: string) => rows.length === 2 && rows.every((row) => price.toLowerCase().includes(`${row.toLowerCase()}`));

describe('livestock prices on the hubs and the line pages (issue 41)', () => {
  it('finds a repeated table and lets a fuller one be', () => {
    expect(tableRepeatsAnswer(['Hembra', 'Macho cantor'], 'Desde $ 50’000 (hembra) hasta $ 180’000 (macho cantor) por ave')).toBe(true);
    expect(tableRepeatsAnswer(['Potro sin domar', 'Caballo domado', 'Reproductor'], 'De $ 30 a 250 millones (potro sin domar a reproductor)')).toBe(false);
    expect(priceTableRows('<section aria-labelledby="precios"><dl><div><dt>Hembra</dt><dd>$ 1</dd></div><div><dt>Macho cantor</dt><dd>$ 2</dd></div></dl></section>')).toEqual(['Hembra', 'Macho cantor']);
    expect(priceTableRows('<div id="precios" class="py-1.5" data-fact="precio"><dt>Precio</dt><dd><ul><li class="grid"><span>Hembra</span> <span class="x">$ 1</span> </li><li class="grid"><span>Macho cantor</span> <span>$ 2</span> </li></ul></dd></div>')).toEqual(['Hembra', 'Macho cantor']);
  });

  it('gives on each species hub the price of its typical purchase, named as its categories are, no line’s name capitalised mid-sentence', () => {
    expect(hubs.length).toBeGreaterThan(10);
    const bad: string[] = [];
    for (const page of hubs) {
      const species = speciesOf(page.path);
      const price = readAnswer(page.html)?.facts.get('precio');
      if (!price) {
        bad.push(`${page.path}: no price`);
        continue;
      }
      const typical = livestockEntry(species).compraTipica;
      if (typical && !price.startsWith(typical)) bad.push(`${page.path}: ${price}`);
      // «(Burros)», «(Búfalo Murrah)»: a line's name as a title, where a sentence writes it in lower case
      for (const card of saleableCards(catalog, species)) {
        const inSentence = card.forms.conArticulo.replace(/^(el|la|los|las) /, '');
        if (inSentence !== card.name && price.includes(card.name)) bad.push(`${page.path}: «${card.name}» in «${price}»`);
      }
    }
    expect(bad.slice(0, 10), `${bad.length} hubs`).toEqual([]);
  });

  it('gives each line in a hub’s table one price figure: the typical purchase where the line sells it (named once, in the column’s heading: s42 C6), else the category that stands for it, named (after9 §6.5: a mula domada under «Caballo domado»), else the span of its categories with their names', () => {
    const bad: string[] = [];
    let typicalSeen = 0;
    let standInSeen = 0;
    for (const page of hubs) {
      const species = speciesOf(page.path);
      // each line of a table is a <tbody>: its row, and its note under it
      const items = [...page.html.matchAll(/<tbody\b[^>]*>([\s\S]*?)<\/tbody>/g)].map((m) => fold(m[1]!));
      const heads = [...page.html.matchAll(/<thead\b[^>]*>([\s\S]*?)<\/thead>/g)].map((m) => fold(m[1]!));
      const typicalName = livestockEntry(species).compraTipica;
      const columnName = livestockEntry(species).columnaCompraTipica;
      if (items.length && typicalName && !heads.every((h) => (h.includes(`${typicalName}, `) || (!!columnName && h.includes(`${columnName}, `))) && /\(estimado\)/.test(h))) bad.push(`${page.path}: headings «${heads.join(' | ')}»`);
      for (const card of saleableCards(catalog, species)) {
        const ends = card.price && categoryEnds(card.price);
        const item = items.find((i) => i.startsWith(`${card.name} `));
        // a line not advised in the place is named without its price
        if (!ends || !item || !/\$/.test(item)) continue;
        // issue 41 (AFTER7 §6.4, §7.2): the full frame, freight and climate note made each item 76 words; the line's page gives the other categories
        const exact = card.price!.categorias?.find((c) => c.nombre === livestockEntry(species).compraTipica);
        const standIn = exact ? undefined : card.price!.categorias?.find((c) => c.nombre === card.price!.comoCompraTipica);
        const typical = exact ?? standIn;
        const expected = exact
          ? formatCOPSpan(exact.desde, exact.hasta)
          : standIn
            ? `${formatCOPSpan(standIn.desde, standIn.hasta)} (${standIn.nombre.charAt(0).toLowerCase()}${standIn.nombre.slice(1)})`
            : `${formatCOPSpan(ends.low.amount, ends.high.amount)} (${ends.low.category} a ${ends.high.category})`;
        if (exact) typicalSeen++;
        if (standIn) standInSeen++;
        // the line's name, what it is for («Carne»), then its figure
        if (!item.startsWith(fold(`${card.name} ${card.purpose} ${expected}`))) bad.push(`${page.path} ${card.slug}: ${item.slice(0, 160)}`);
        // one price figure, and the freight's where the table has its column
        const others = item.replace(fold(expected), '').match(/\$/g)?.length ?? 0;
        if (others > Number(heads.some((h) => /Flete/.test(h)))) bad.push(`${page.path} ${card.slug}: ${others} more amounts in «${item.slice(0, 200)}»`);
        // no other category of the line named in its item
        for (const c of card.price!.categorias ?? []) if (c !== typical && typical && item.toLowerCase().includes(c.nombre.toLowerCase())) bad.push(`${page.path} ${card.slug}: names «${c.nombre}»`);
      }
    }
    expect(typicalSeen).toBeGreaterThan(50);
    // mules and donkeys on the horse hubs, the búfalo on the cattle hubs
    expect(standInSeen).toBeGreaterThan(10);
    expect(bad.slice(0, 10), `${bad.length} lines`).toEqual([]);
  });

  it('gives a line page’s prices by category as its answer’s price row, the typical purchase first where a buyer asks for it first, and no second list of them (s42 C8)', () => {
    const lines = pages.filter((p) => pageFamily(p.path) === 'livestockLine');
    let first = 0;
    let listed = 0;
    const bad: string[] = [];
    for (const page of lines) {
      if (sectionPriceRows(page.html).length) bad.push(`${page.path}: a list of prices under the answer`);
      const rows = priceTableRows(page.html);
      if (!rows.length) continue;
      listed++;
      const species = LIVESTOCK_SPECIES.find((s) => page.path.startsWith(`/${s}/`))!;
      const entry = livestockEntry(species);
      if (entry.compraTipicaPrimero && rows.includes(entry.compraTipica!)) {
        first++;
        if (rows[0] !== entry.compraTipica) bad.push(`${page.path}: «${rows.join(' · ')}»`);
      }
    }
    expect(listed).toBeGreaterThan(20);
    expect(first).toBeGreaterThan(4);
    expect(bad, `${bad.length} pages`).toEqual([]);
  });

  it('keeps each money span of a livestock page unbreakable: no plain space inside «$ 50 a 120 millones»', () => {
    const livestock = pages.filter((p) => LIVESTOCK_SPECIES.some((s) => p.path.startsWith(`/${s}/`) || p.path.startsWith(`/${s}-`)));
    const bad = livestock.flatMap((p) => {
      const main = p.html.match(/<main\b[\s\S]*?<\/main>/)?.[0] ?? '';
      const broken = decodeEntities(main).match(/\$\u00a0[\d’,]+(?:\u00a0a | a\u00a0| a )(?:\$\u00a0)?\d[^<]{0,12}/g);
      return broken ? [`${p.path}: ${broken.slice(0, 2).join(' | ')}`] : [];
    });
    expect(livestock.length).toBeGreaterThan(200);
    expect(bad.slice(0, 10), `${bad.length} pages`).toEqual([]);
  });

  it('keeps each category’s figure on the category’s line: a two-column row, the figure unbreakable (AFTER7 §7.6)', () => {
    const withTable = pages.filter((p) => priceTableRows(p.html).length);
    expect(withTable.length).toBeGreaterThan(20);
    const bad = withTable.flatMap((p) => {
      const list = answerPriceList(p.html);
      if (list) {
        const rows = [...list.matchAll(/<li class="([^"]*)"[^>]*><span>[\s\S]*?<\/span> <span class="([^"]*)"/g)];
        return rows.length && rows.every(([, row, value]) => /\bgrid-cols-\[minmax\(0,1fr\)_auto\]/.test(row!) && /\bwhitespace-nowrap\b/.test(value!)) ? [] : [p.path];
      }
      const at = p.html.search(/<section\b[^>]*aria-labelledby="precios"/);
      const section = p.html.slice(at, p.html.indexOf('</section>', at));
      const rows = [...section.matchAll(/<div class="([^"]*)"[^>]*><dt\b[^>]*>[\s\S]*?<\/dt><dd class="([^"]*)"/g)];
      return rows.length && rows.every(([, row, dd]) => /\bgrid-cols-\[minmax\(0,1fr\)_auto\]/.test(row!) && /\bwhitespace-nowrap\b/.test(dd!)) ? [] : [p.path];
    });
    expect(bad.slice(0, 10), `${bad.length} pages`).toEqual([]);
  });

  it('shows no price list whose two rows are only the answer’s two ends', () => {
    const livestock = pages.filter((p) => LIVESTOCK_SPECIES.some((s) => p.path.startsWith(`/${s}/`)));
    expect(livestock.length).toBeGreaterThan(400);
    const bad = livestock.flatMap((p) => {
      const price = readAnswer(p.html)?.facts.get('precio') ?? '';
      return tableRepeatsAnswer(sectionPriceRows(p.html), price) ? [`${p.path}: ${sectionPriceRows(p.html).join(' · ')} under «${price}»`] : [];
    });
    expect(bad.slice(0, 10), `${bad.length} pages`).toEqual([]);
  });
});
