/** Performance budgets over the built dist/: HTML size and the JavaScript each page type ships. */
import { describe, expect, it } from 'vitest';
import { htmlPages, pageType, weighPage } from '../../scripts/page-weight.mjs';

interface Weighed { path: string; type: string; html: number; js: number; islands: string[] }
const pages: Weighed[] = (htmlPages('dist') as { path: string; html: string }[]).map((p) => ({ path: p.path, type: pageType(p.path), ...weighPage('dist', p.html) }));
const ofType = (type: string) => pages.filter((p) => p.type === type);

describe('page budgets', () => {
  it('keeps every breed-in-location page under 14 KB of gzipped HTML', () => {
    const list = ofType('dogBreedIn');
    expect(list.length).toBeGreaterThan(1000);
    const over = list.filter((p) => p.html > 14 * 1024).map((p) => `${p.path}: ${p.html} B`);
    expect(over).toEqual([]);
  });
  it('ships no island but the chat on pages without an interactive need', () => {
    const allowed: Record<string, string[]> = { home: ['ChatIsland', 'GalleryShuffle'], shopHome: ['ChatIsland', 'GalleryShuffle'], dogSearch: ['ChatIsland', 'DogSearchIsland'], cats: ['CatFilterIsland', 'ChatIsland'] };
    for (const p of pages) expect(p.islands, p.path).toEqual(allowed[p.type] ?? ['ChatIsland']);
  });
  it('hydrates the chat island when idle', async () => {
    const { readFileSync } = await import('node:fs');
    const html = readFileSync('dist/clousters/perros/suba/pug/index.html', 'utf8');
    expect(html).toMatch(/<astro-island[^>]*component-url="[^"]*ChatIsland[^"]*"[^>]*client="idle"/);
  });
});
