/**
 * The livestock pages (horses, mules and donkeys, cattle, birds) say nothing twice where a buyer sees it:
 * - no heading below the h1 says the h1 again ("Bovinos en Cali" over the page and over its chat box).
 */
import { describe, expect, it } from 'vitest';
import { pageFamily } from '../../scripts/audit-content.mjs';
import { FAMILIES } from '@/lib/routes/families';
import { builtPages } from './pages';
import { decodeEntities } from './text';

const pages = builtPages();

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

describe('livestock pages say nothing twice', () => {
  it('finds a repeated h1', () => {
    expect(headingsRepeatingH1('<h1>Bovinos en Cali</h1><h2>Razas para Cali</h2><h2>Bovinos en Cali</h2>')).toEqual(['h2 "Bovinos en Cali"']);
    expect(headingsRepeatingH1('<h1>Aves en Colombia</h1><h2>Aves en Colombia con documentación ICA</h2>')).toEqual(['h2 "Aves en Colombia con documentación ICA"']);
    expect(headingsRepeatingH1('<h1>Bovinos en Cali</h1><h2>Cotización con entrega en Cali</h2>')).toEqual([]);
  });

  it('repeats no h1 in a lower heading on any livestock page', () => {
    expect(livestock.length).toBeGreaterThan(500);
    const bad = livestock.flatMap((p) => headingsRepeatingH1(p.html).map((h) => `${p.path}: ${h}`));
    expect(bad.slice(0, 20), `${bad.length} headings`).toEqual([]);
  });
});
