/** Performance budgets over the built dist/: bytes of the first paint and the JavaScript each page type ships. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages } from './pages';
import { ASTRO_RUNTIME_MARKER } from '@/build/island-boot';
import { chunkImports, pageChunks } from '@/build/css-prune';
import { FIRST_SCREEN_CARDS } from '@/lib/views/images';
import { eagerScriptUrls, firstPaintBytes, gz, pageAssets, pageType, servedOverHttp } from '../../scripts/page-weight.mjs';

interface Weighed { path: string; type: string; islands: string[]; source: string }
// Every page's islands, and the files it loads read (pageAssets); gzipped only where a budget is
// measured in gzip, the breed-in-location pages. weighPage gzipped (level 9) all 6,400 pages and
// their inline CSS and scripts, sizes no test read: this file took 13.5 CPU-s with it, 8.6 without.
const pages: Weighed[] = builtPages().map((p) => ({ path: p.path, type: pageType(p.path), source: p.html, islands: pageAssets('dist', p.html).islands }));
const ofType = (type: string) => pages.filter((p) => p.type === type);
const types = [...new Set(pages.map((p) => p.type))].sort();
/** TCP's initial congestion window (10 segments of 1,460 B) is about 14 KiB: the first round trip. */
const FIRST_ROUND_TRIP = 14 * 1024;

describe('page budgets', () => {
  it('keeps every breed-in-location page under 14 KB of gzipped HTML', () => {
    const list = ofType('dogBreedIn');
    expect(list.length).toBeGreaterThan(1000);
    const over = list.map((p) => ({ path: p.path, html: gz(p.source) })).filter((p) => p.html > 14 * 1024).map((p) => `${p.path}: ${p.html} B`);
    expect(over).toEqual([]);
  });
  it('ships no island but the chat on pages without an interactive need', () => {
    const allowed: Record<string, string[]> = { home: ['ChatIsland', 'GalleryShuffle'], shopHome: ['ChatIsland', 'GalleryShuffle'], cats: ['CatFilterIsland', 'ChatIsland'] };
    for (const p of pages) expect(p.islands, p.path).toEqual(allowed[p.type] ?? ['ChatIsland']);
  });
  it('hydrates the home gallery on the first interaction too: the home page loads no script before it', () => {
    const homes = [...ofType('home'), ...ofType('shopHome')];
    expect(homes.length).toBe(2);
    for (const p of homes) expect(p.source, p.path).toMatch(/<astro-island[^>]*component-url="[^"]*GalleryShuffle[^"]*"[^>]*client="interaction"/);
  });
  it('hydrates the chat island on the first interaction, on every page', () => {
    for (const p of pages) expect(p.source, p.path).toMatch(/<astro-island[^>]*component-url="[^"]*ChatIsland[^"]*"[^>]*client="interaction"/);
  });
});

describe('first paint in one round trip', () => {
  // Brotli at quality 11 on all 6,000+ pages takes minutes; per type, the three largest pages
  // (raw bytes, which track the compressed size closely) are measured.
  it.each(types)('%s: HTML + inline CSS + render-blocking CSS and scripts within 14 KiB brotli', (type) => {
    const largest = [...ofType(type)].sort((a, b) => b.source.length - a.source.length).slice(0, 3);
    for (const p of largest) {
      const bytes = firstPaintBytes('dist', p.source);
      expect(bytes.total, `${p.path}: ${bytes.html} B HTML + ${bytes.blocking} B blocking (${bytes.blockingUrls.join(', ')})`).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
    }
  });
});

describe('first paint in one round trip as `npm run bench:lighthouse` serves it (http: gzip level 6, headers included)', () => {
  // Lighthouse's simulated TCP starts with 10 × 1,460 B: a response over that (body and headers)
  // costs a second round trip before the first paint, and the page misses the bare Astro page's
  // LCP. wrangler pages dev sends gzip over http (scripts/page-weight.mjs › servedOverHttp).
  const INITIAL_WINDOW = 10 * 1460;
  const headersFile = readFileSync('dist/_headers', 'utf8');
  it.each(types)('%s: the largest pages within 14,600 B served', (type) => {
    const largest = [...ofType(type)].sort((a, b) => b.source.length - a.source.length).slice(0, 3);
    for (const p of largest) {
      const served = servedOverHttp(headersFile, p.path, p.source);
      expect(served.total, `${p.path}: ${served.body} B gzip + ${served.headers} B headers`).toBeLessThanOrEqual(INITIAL_WINDOW);
    }
  });
});

describe('first paint in one round trip: all CSS inline', () => {
  it('no page links a stylesheet; every page with styles has them inline', () => {
    expect(pages.filter((p) => /<link\b[^>]*rel="stylesheet"/.test(p.source)).map((p) => p.path)).toEqual([]);
    expect(pages.filter((p) => !/<style>[^]*?\.bg-white\{[^]*?<\/style>/.test(p.source)).map((p) => p.path)).toEqual([]);
  });
  it("leaves the rules of the chat's toast, which only the island renders, to the island: it adds them when it mounts", () => {
    expect(pages.filter((p) => /\.toast[{[.-]|touch-action:pan-y/.test(p.source)).map((p) => p.path)).toEqual([]);
    const chat = /component-url="\/_astro\/(ChatIsland\.[\w-]+\.js)"/.exec(pages[0]!.source)![1]!;
    expect(readFileSync(join('dist/_astro', chat), 'utf8')).toMatch(/\.toast\{[^}]*touch-action:pan-y/);
  });
  it("each page inlines only the rules of classes it or its own islands and scripts use", () => {
    const chunk = (name: string) => (existsSync(join('dist/_astro', name)) ? readFileSync(join('dist/_astro', name), 'utf8') : '');
    for (const type of types) {
      const page = ofType(type)[0]!;
      const islandJs = pageChunks(page.source, (c) => chunkImports(chunk(c))).map(chunk).join('\n');
      const css = [...page.source.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
      const used = new Set([...page.source.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)));
      const defined = [...css.matchAll(/[}{]\.((?:\\[^{]|[\w-])+)\{/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1'));
      expect(defined.length, page.path).toBeGreaterThan(20);
      expect(defined.filter((c) => !used.has(c) && !islandJs.includes(c)), page.path).toEqual([]);
    }
  });
});

describe('no request for the logo', () => {
  // Lighthouse's LCP estimate counts every request that ends before the largest paint; the logo
  // (header, footer) and the favicon (fetched right after the load event) were two of them.
  it('every page draws the logo inline and carries the favicon as a data URL', () => {
    const fetched = pages.filter((p) => /<img\b[^>]*src="\/favicon\.svg"/.test(p.source) || !/<link rel="icon" href="data:image\/svg\+xml,/.test(p.source));
    expect(fetched.map((p) => p.path)).toEqual([]);
  });
});

describe('no JavaScript before the visitor acts', () => {
  it('chat-only pages download no script before an interaction (only the inline loader)', () => {
    // The 404 page's own script maps legacy paths to their pages at once, and the placeholder page's
    // fits the one built page to the combination in its URL (issue 8): that is their job.
    const chatOnly = pages.filter((p) => p.islands.join() === 'ChatIsland' && p.type !== '404' && p.type !== 'placeholder');
    expect(chatOnly.length).toBeGreaterThan(6000);
    const loading = chatOnly.filter((p) => eagerScriptUrls(p.source).length > 0).map((p) => `${p.path}: ${eagerScriptUrls(p.source).join(', ')}`);
    expect(loading).toEqual([]);
  });
  it("catalogue cards draw their breed's infographic: the first screen's inline (its shapes, no request), the rest as a background loaded near the viewport; the search's all from the sprite", () => {
    const sprite = readFileSync('dist/img/infografias.svg', 'utf8');
    const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]));
    for (const type of ['dogs', 'dogSize', 'dogUse', 'dogSearch', 'dogCategory']) {
      for (const p of ofType(type)) {
        const cards = [...p.source.matchAll(/<li data-breed-card[^]*?<\/a>/g)].map((m) => m[0]);
        expect(cards.length, p.path).toBeGreaterThan(0);
        const breed = (c: string) => c.match(/href="\/venta-perros\/([^/"]+)\/"/)?.[1];
        const sprited = cards.map((c) => c.match(/<use href="\/img\/infografias\.svg#([^"]+)"/)?.[1]);
        const background = cards.map((c) => c.match(/<span style="background-image:url\(\/img\/infografias\/([a-z0-9-]+)\.svg\)">/)?.[1]);
        const inline = cards.map((c) => c.match(/<div class="card-img"><svg viewBox="[^"]+">(<(?!use)[^]*?)<\/svg><\/div>/)?.[1]);
        cards.forEach((c, i) => {
          const label = `${p.path} card ${i + 1}`;
          if (type === 'dogSearch') {
            expect(sprited[i], label).toBe(breed(c));
            expect(symbols.has(sprited[i]!), label).toBe(true);
          } else if (i < FIRST_SCREEN_CARDS) {
            // The shapes of the breed's own file, without its text.
            const file = readFileSync(`dist/img/infografias/${breed(c)}.svg`, 'utf8');
            expect(inline[i], label).toBeDefined();
            expect(file, label).toContain(inline[i]!.match(/<g transform="[^"]+">[^]*?<\/g>/)![0]);
            expect(inline[i], label).not.toMatch(/<text|<title/);
          } else {
            expect(background[i], label).toBe(breed(c));
            expect(existsSync(`dist/img/infografias/${background[i]}.svg`), label).toBe(true);
          }
        });
        // Only the search page asks for the sprite.
        expect(p.source.includes('/img/infografias.svg'), p.path).toBe(type === 'dogSearch');
        expect(cards.filter((c) => c.includes('<img')), p.path).toEqual([]);
      }
    }
  });
  it("loads Astro's island runtime on the first interaction: no page inlines it, every page's loader names one module", () => {
    expect(pages.filter((p) => p.source.includes(ASTRO_RUNTIME_MARKER)).map((p) => p.path)).toEqual([]);
    const modules = new Set<string>();
    for (const p of pages) {
      const loader = /<script data-module="(\/_astro\/islands\.[\w-]+\.js)">/.exec(p.source);
      expect(loader?.[1], p.path).toBeDefined();
      modules.add(loader![1]!);
    }
    expect(modules.size).toBe(1);
    const module = readFileSync(join('dist', [...modules][0]!), 'utf8');
    expect(module).toContain(ASTRO_RUNTIME_MARKER);
    expect(module).toMatch(/^\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.interaction=/);
  });
  it('the search page has no island of its own: its panel is links, its inline script filters and answers the chips', () => {
    const search = ofType('dogSearch')[0]!;
    expect(search.islands).toEqual(['ChatIsland']);
    expect(search.source).toMatch(/<aside [^>]*aria-labelledby="panel-titulo"/);
    expect(eagerScriptUrls(search.source)).toEqual([]);
  });
});
