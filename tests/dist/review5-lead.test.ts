/**
 * Review 5, the lead's items, over the built pages:
 * - the not-found page is shown for a mistyped address too: its heading says the page was not
 *   found, not that "this address changed" (item 7);
 * - no page gives two months in a row as a range ("de octubre a noviembre"; the places' rains,
 *   also refused by the schema) (item 38);
 * - a dog breed's life expectancy is its own, not one figure for every breed but the giants (item 1);
 * - an altitude is said with its unit ("los 2 de Cartagena" named no metres).
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

describe('life expectancy', () => {
  it('each dog breed page gives its breed\'s own: a Bulldog inglés does not live as long as a Chihuahua', () => {
    const byBreed = new Map<string, string>();
    for (const p of builtPages()) {
      const m = /^\/venta-perros\/([a-z-]+)\/$/.exec(p.path);
      const life = /Esperanza de vida<\/dt><dd[^>]*>([^<]+)</.exec(p.html)?.[1];
      if (m && !m[1].startsWith('criadero-de-perros-') && life) byBreed.set(m[1], life);
    }
    expect(byBreed.size).toBeGreaterThan(50);
    expect(byBreed.get('bulldog-ingles')).toBe('8 a 10 años');
    expect(byBreed.get('chihuahua')).toBe('14 a 16 años');
    // no one figure stands for most breeds
    const counts = [...byBreed.values()].reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map<string, number>());
    expect(Math.max(...counts.values())).toBeLessThan(byBreed.size / 4);
  });
});

describe('altitudes', () => {
  it('are said in metres, or as the sea level, never as a bare number after "los"', () => {
    const bare = builtPages()
      .filter((p) => p.path.includes('cartagena') || p.path.includes('barranquilla'))
      .flatMap((p) => (/\blos [\d.]+ de (Cartagena|Barranquilla)\b/.exec(visibleText(p.html)) ?? []).slice(0, 1).map((m) => `${p.path}: ${m}`));
    expect(bare.slice(0, 5)).toEqual([]);
  });
});
