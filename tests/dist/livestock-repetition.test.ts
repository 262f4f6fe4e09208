/**
 * The livestock pages (horses, mules and donkeys, cattle, birds) say nothing twice where a buyer sees it:
 * - no heading below the h1 says the h1 again ("Bovinos en Cali" over the page and over its chat box);
 * - a sale page names its line in its headings and the first mention of a section, then says
 *   "las gallinas", "el ganado", "los caballos" or nothing: its visible text names the line at most
 *   LINE_NAME_CAP times ("ponedoras Lohmann" was said 19 times on /aves/venta-ponedoras-lohmann-pereira/; now 11).
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

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** How many times `text` names a line: its name or its plural ("Ponedoras Lohmann", "ponedoras Lohmann"), whole words, any case. */
export function lineMentions(text: string, names: readonly string[]): number {
  const alternatives = [...new Set(names)].sort((a, b) => b.length - a.length).map(escape);
  return text.match(new RegExp(`(?<!\\p{L})(?:${alternatives.join('|')})(?!\\p{L})`, 'giu'))?.length ?? 0;
}

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
});
