/** The registry of page families: builders table by table, no collisions, a page file each, no URL shape elsewhere. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { ENTRIES, familyPaths } from '@/lib/pages/entries';
import { FAMILIES, familyOf, fillPattern, isIndexedPath, pageFileCandidates, paramNames, type FamilyKey } from '@/lib/routes/families';
import { routes } from '@/lib/routes';
import { saleSlug } from '@/lib/content/species';

const catalog = readCatalog();
const keys = Object.keys(FAMILIES) as FamilyKey[];

describe.each(keys)('family %s', (key) => {
  const family = FAMILIES[key];
  const paths = familyPaths(catalog, key);
  // A transient family (the inventory, which ships empty) may build nothing; its example is a path of its shape.
  it(`builds its example ${family.example}`, () => expect('transient' in family ? [family.example, ...paths] : paths).toContain(family.example));
  it('builds only paths of its own pattern, each ending in "/"', () => {
    for (const path of paths) {
      expect(path.endsWith('/')).toBe(true);
      expect(familyOf(path), path).toBeDefined();
    }
    // Its example resolves to this family (the fixed legacy pages are the one catch-all).
    if (key !== 'dogFixedBreeder') expect(familyOf(family.example)).toBe(key);
  });
  it('has its page file, named after its URL', () => {
    expect(pageFileCandidates(family.pattern).some((f) => existsSync(f)), `${pageFileCandidates(family.pattern).join(' or ')}`).toBe(true);
  });
  it('has an entry list exactly when its pattern has params', () => {
    expect(key in ENTRIES).toBe(paramNames(family.pattern).length > 0);
  });
  it('sends unknown values to a page without params', () => {
    const unknown = family.unknown;
    if (typeof unknown === 'object' && 'redirectTo' in unknown) {
      expect(keys).toContain(unknown.redirectTo);
      expect(paramNames(FAMILIES[unknown.redirectTo as FamilyKey].pattern)).toEqual([]);
    }
  });
});

describe('the registry as a whole', () => {
  it('never lets two families emit the same path', () => {
    const owner = new Map<string, FamilyKey>();
    for (const key of keys) {
      for (const path of familyPaths(catalog, key)) {
        expect(owner.get(path), `${path} is built by ${owner.get(path)} and ${key}`).toBeUndefined();
        owner.set(path, key);
      }
    }
    expect(owner.size).toBeGreaterThan(6000);
  });
  it('fills patterns and refuses missing or multi-segment params', () => {
    expect(fillPattern('/perros-en-[lugar]/', { lugar: 'cali' })).toBe('/perros-en-cali/');
    expect(fillPattern('/[...paginaFija]/', { paginaFija: 'venta-perros/x' })).toBe('/venta-perros/x/');
    expect(() => fillPattern('/perros-en-[lugar]/', {})).toThrow(/lugar/);
    expect(() => fillPattern('/gatos/[raza]/', { raza: 'a/b' })).toThrow(/one path segment/);
  });
  it('keeps noindex families out of the sitemap', () => {
    expect(isIndexedPath('/perros/')).toBe(true);
    expect(isIndexedPath('/co/tienda/')).toBe(false);
    expect(isIndexedPath('/tienda/page/2/')).toBe(false);
    expect(isIndexedPath('/404/')).toBe(true); // the catch-all of fixed pages; 404.html is no page route of the sitemap
  });
  it.each([
    [routes.species('perros'), '/perros/'],
    [routes.species('equinos'), '/equinos-colombia/'],
    [routes.dogBreederInCity('shih-tzu', 'cali'), '/venta-perros/criadero-de-perros-shih-tzu-cali/'],
    [routes.dogArticle('pug', 'cali', 'precios'), '/blog/perros/pug-cali/precios/'],
    [routes.livestockSale('equinos', saleSlug('equinos', 'mulas'), 'cali'), '/equinos/venta-mulas-cali/'],
    [routes.livestockSale('equinos', saleSlug('equinos', 'arabe'), 'cali'), '/equinos/venta-caballos-arabe-cali/'],
    [routes.livestockSale('aves', saleSlug('aves', 'canarios'), 'pasto'), '/aves/venta-canarios-pasto/'],
    [routes.livestockBreed('bovinos', 'gyr'), '/bovinos/gyr-colombia/'],
    [routes.legacyListingPage('tagCachorrosPage', 3), '/tag/cachorros/page/3/'],
    [routes.dogSearch({ tamano: 'mini', uso: 'familia' }), '/perros/buscar/?tamano=mini&uso=familia'],
  ])('routes builds %s', (built, expected) => expect(built).toBe(expected));
});

/** Files under a folder, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('no URL shape outside the registry', () => {
  // The literal start of every family's URL ("/perros-en-", "/venta-perros/", "/clousters/perros/"…).
  const shapes = [...new Set(keys.map((k) => FAMILIES[k].pattern.split('[')[0]!).filter((p) => p.length > 1))];
  const sources = filesUnder('src').filter((f) => !f.startsWith(join('src', 'lib', 'routes')) && /\.(ts|tsx|astro|mjs)$/.test(f));
  it.each(sources)('%s writes no path of a page family', (file) => {
    // Comments may name example URLs; code may not.
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '');
    const found = shapes.filter((shape) => ['"', "'", '`'].some((quote) => text.includes(`${quote}${shape}`)));
    expect(found).toEqual([]);
    // Nor builds a path by hand from a template literal or by splitting one.
    expect(text).not.toMatch(/`\/[a-z-]*\$\{/);
    expect(text).not.toMatch(/\.split\('\/'\)\[\d\]/);
  });
});

describe('docs/architecture.md', () => {
  it('shows the table of URL families the registry gives (npm run routes)', async () => {
    const { routeTable, ROUTES_DOC } = await import('../../scripts/route-table.mjs');
    expect(ROUTES_DOC).toBe('docs/architecture.md');
    const doc = readFileSync(ROUTES_DOC, 'utf8');
    expect(doc).toContain(`<!-- routes:start -->\n${routeTable()}\n<!-- routes:end -->`);
  });
});
