/**
 * The not-found page (dist/404.html), shown for a mistyped address too: its heading says the page
 * was not found, not that "this address changed" (review 5, item 7).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
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
