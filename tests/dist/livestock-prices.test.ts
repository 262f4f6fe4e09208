/**
 * The livestock prices a buyer reads, over every built page (issue 41, the editor's read after the
 * fifth round):
 * - a species' page of a city or a climate class gives the price of the species' typical purchase
 *   (content/species.json › ganado.compraTipica: a trained horse, a heifer) in the lines the place
 *   suits, never a floor set by another kind of animal («Desde $ 800’000 (Burros)» on a horse hub,
 *   «(Búfalo Murrah)» on a cattle hub) nor a line's common name capitalised mid-sentence;
 * - its list of lines gives each line both ends of its prices by category, with their categories
 *   (a buyer of a bull or a cow with calf sees its price there, not the calf's alone), after the
 *   price of the typical purchase where the species leads with it (a trained horse);
 * - no line page lists prices by category whose rows only repeat the answer's two ends (a canary's
 *   «hembra» and «macho cantor»).
 */
import { describe, expect, it } from 'vitest';
import { pageFamily } from '../../scripts/audit-content.mjs';
import { readCatalog } from '@/lib/content/disk-catalog';
import { LIVESTOCK_SPECIES, livestockEntry } from '@/lib/content/species';
import { saleableCards } from '@/lib/domain/livestock';
import { formatCOPMillions, formatCOPSpan } from '@/lib/text/spanish';
import { categoryEnds } from '@/lib/views/livestock';
import { readAnswer } from './answer-block';
import { builtPages } from './pages';
import { decodeEntities } from './text';

const catalog = readCatalog();
const pages = builtPages();
const fold = (text: string) => decodeEntities(text.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();
const hubs = pages.filter((p) => ['livestockIn', 'livestockClimate'].includes(pageFamily(p.path) as string));
const speciesOf = (path: string) => LIVESTOCK_SPECIES.find((s) => path.startsWith(`/${s}-`))!;

/** The rows of a page's prices by category (LivestockBreedPage.astro › #precios): their labels, or none without the list. */
export function priceTableRows(html: string): string[] {
  const at = html.search(/<section\b[^>]*aria-labelledby="precios"/);
  if (at < 0) return [];
  const section = html.slice(at, html.indexOf('</section>', at));
  return [...section.matchAll(/<dt\b[^>]*>([\s\S]*?)<\/dt>/g)].map((m) => fold(m[1]!));
}

/** Whether the list only repeats the answer: two rows, each category named in the answer's price. */
export const tableRepeatsAnswer = (rows: readonly string[], price: string) => rows.length === 2 && rows.every((row) => price.toLowerCase().includes(`${row.toLowerCase()}`));

describe('livestock prices on the hubs and the line pages (issue 41)', () => {
  it('finds a repeated table and lets a fuller one be', () => {
    expect(tableRepeatsAnswer(['Hembra', 'Macho cantor'], 'Desde $ 50’000 (hembra) hasta $ 180’000 (macho cantor) por ave')).toBe(true);
    expect(tableRepeatsAnswer(['Potro sin domar', 'Caballo domado', 'Reproductor'], 'De $ 30 a 250 millones (potro sin domar a reproductor)')).toBe(false);
    expect(priceTableRows('<section aria-labelledby="precios"><dl><div><dt>Hembra</dt><dd>$ 1</dd></div><div><dt>Macho cantor</dt><dd>$ 2</dd></div></dl></section>')).toEqual(['Hembra', 'Macho cantor']);
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

  it('gives each line in a hub’s list both ends of its prices by category, with their categories', () => {
    const bad: string[] = [];
    for (const page of hubs) {
      const species = speciesOf(page.path);
      const items = [...page.html.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map((m) => fold(m[1]!));
      for (const card of saleableCards(catalog, species)) {
        const ends = card.price && categoryEnds(card.price);
        const item = items.find((i) => i.startsWith(`${card.name} `));
        // a line not advised in the place is named without its price
        if (!ends || !item || !/\$/.test(item)) continue;
        // a species whose buyer asks first for its typical purchase (a trained horse) leads each line with it, then gives the other ends
        const entry = livestockEntry(species);
        const typical = entry.compraTipicaPrimero ? card.price!.categorias?.find((c) => c.nombre === entry.compraTipica) : undefined;
        const expected = typical
          ? [
              `${typical.nombre}: ${formatCOPSpan(typical.desde, typical.hasta)}`,
              ...(ends.low.amount < typical.desde ? [`${ends.low.category}, desde ${formatCOPMillions(ends.low.amount)}`] : []),
              ...(ends.high.amount > typical.hasta ? [`${ends.high.category}, hasta ${formatCOPMillions(ends.high.amount)}`] : []),
            ]
          : [`${formatCOPSpan(ends.low.amount, ends.high.amount)} ${card.price!.unidad} (${ends.low.category} a ${ends.high.category})`];
        if (!expected.every((e) => item.includes(fold(e)))) bad.push(`${page.path} ${card.slug}: ${item.slice(0, 160)}`);
      }
    }
    expect(bad.slice(0, 10), `${bad.length} lines`).toEqual([]);
  });

  it('shows no price list whose two rows are only the answer’s two ends', () => {
    const livestock = pages.filter((p) => LIVESTOCK_SPECIES.some((s) => p.path.startsWith(`/${s}/`)));
    expect(livestock.length).toBeGreaterThan(400);
    const bad = livestock.flatMap((p) => {
      const price = readAnswer(p.html)?.facts.get('precio') ?? '';
      return tableRepeatsAnswer(priceTableRows(p.html), price) ? [`${p.path}: ${priceTableRows(p.html).join(' · ')} under «${price}»`] : [];
    });
    expect(bad.slice(0, 10), `${bad.length} pages`).toEqual([]);
  });
});
