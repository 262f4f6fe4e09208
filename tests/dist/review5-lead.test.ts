/**
 * Review 5, the lead's items, over the built pages:
 * - the not-found page is shown for a mistyped address too: its heading says the page was not
 *   found, not that "this address changed" (item 7);
 * - no page gives two months in a row as a range ("de octubre a noviembre"; the places' rains,
 *   also refused by the schema) (item 38).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { consecutiveMonthRange } from '../../src/lib/content/schemas';
import { builtPages } from './pages';
import { visibleText } from './text';

describe('the not-found page', () => {
  const html = readFileSync('dist/404.html', 'utf8');
  const text = visibleText(html);
  it('is headed as not found, as its title says, and does not tell every visitor the address changed', () => {
    expect(html).toMatch(/<h1[^>]*>Página no encontrada<\/h1>/);
    expect(html).toMatch(/<title>Página no encontrada/);
    expect(text).not.toMatch(/Redirigiendo|Esta dirección cambió/);
  });
});

describe('months', () => {
  it('no page gives two months in a row as a range', () => {
    const found = builtPages()
      .map((p) => [p.path, consecutiveMonthRange(visibleText(p.html))] as const)
      .filter(([, range]) => range);
    expect(found.slice(0, 5)).toEqual([]);
  });
});
