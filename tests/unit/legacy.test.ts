import { describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { resolveLegacyPath } from '@/lib/pages/legacy';
import { buildLegacyIndex, buildRedirectTable, renderRedirects } from '@/lib/pages/redirects';

const catalog = readCatalog();
/** The legacy rules alone: these tests pass made-up page sets, which content/redirects.json targets need not be in (tests/unit/url-ledger.test.ts checks those). */
const legacyOnly = { ...catalog, redirects: [] };
const index = buildLegacyIndex(catalog);
const go = (path: string) => resolveLegacyPath(path, index);

describe('legacy path resolution (the 404 fallback)', () => {
  it.each([
    ['/venta-perros-colombia/', '/perros/'],
    ['/venta-perros-colombia', '/perros/'],
    ['/category/perros/', '/perros/'],
    ['/tag/cachorros', '/perros/'],
    ['/clousters/perros/', '/perros/'],
    ['/clousters/perros', '/perros/'],
    ['/tienda/', '/perros/'],
    ['/razas-mini/', '/perros/'],
    ['/shop/cachorro-123/', '/perros/'],
    ['/product-category/raza-grande/', '/perros/'],
    ['/venta-perros-de-raza/pug/', '/perros/'],
    ['/uncategorized/algo', '/perros/'],
    ['/pug-chapinero/', '/clousters/perros/chapinero/'],
    ['/bulldog-frances-medellin', '/clousters/perros/medellin/'],
    ['/criadero-de-perros-cali/', '/clousters/perros/cali/'],
    ['/criadero-de-perros-lugar-desconocido/', '/perros/'],
    ['/perros/tamano/enorme/', '/perros/'],
    ['/perros/uso/cazador/', '/perros/'],
    ['/tienda/page/abc/', '/perros/'],
    ['/tienda/page/0/', '/perros/'],
    ['/tienda/page/6', '/perros/'],
    ['/category/perros/page/-1/', '/perros/'],
    ['/tag/cachorros/page/dos/', '/perros/'],
    ['/no-existe/', '/'],
    ['/a/b/c', '/'],
  ])('%s → %s', (from, to) => expect(go(from)).toEqual({ redirect: to }));

  it('shows "Contenido no encontrado." for unknown neighbourhood pages', () => {
    expect(go('/co/bogota/narnia/pug/')).toEqual({ message: 'Contenido no encontrado.' });
  });
});

describe('redirect table', () => {
  it('forces the stubbed rules for Netlify, in a form Netlify’s parser accepts', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { parseAllRedirects } = await import('@netlify/redirect-parser');
    const out = renderRedirects(buildRedirectTable(legacyOnly, new Set()), undefined, { forceStubbed: true });
    expect(out.text).toContain('/tienda/ /perros/ 301!\n');
    expect(out.text).toContain('/clousters/perros/ /perros/ 301!\n');
    expect(out.text).toContain('/pug-suba/ /clousters/perros/suba/ 301\n');
    const file = join(mkdtempSync(join(tmpdir(), 'redirects-')), '_redirects');
    writeFileSync(file, out.text);
    const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: false });
    expect(errors).toEqual([]);
    expect(redirects.find((r) => (r as { from: string }).from === '/tienda/')).toMatchObject({ force: true, status: 301 });
  });
  it('never emits a rule whose source is a real page', () => {
    const pages = new Set(['/tienda/', '/pug-chapinero/']);
    const rules = buildRedirectTable(legacyOnly, pages);
    expect(rules.find((r) => r.from === '/tienda/')).toBeUndefined();
    expect(rules.find((r) => r.from === '/pug-chapinero/')).toBeUndefined();
    expect(rules.find((r) => r.from === '/razas-mini/')).toBeDefined();
  });
  it('writes static rules before dynamic ones and respects the budget', () => {
    const rules = buildRedirectTable(legacyOnly, new Set());
    const out = renderRedirects(rules, { static: 50, dynamic: 100 });
    const lines = out.text.trim().split('\n');
    expect(out.staticCount).toBe(50);
    const dynamic = (l: string) => /[*:]/.test(l.split(' ')[0]!);
    expect(lines.slice(0, 50).some(dynamic)).toBe(false);
    expect(lines.slice(50).every(dynamic)).toBe(true);
    // The exact legacy paths come first, in both slash forms when the budget allows.
    const full = renderRedirects(rules).text;
    expect(full).toContain('/venta-perros-colombia/ /perros/ 301\n');
    expect(full).toContain('/venta-perros-colombia /perros/ 301\n');
  });
});
