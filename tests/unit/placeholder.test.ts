/** The placeholder pages /co/{especie}/{raza}/{ciudad}/{intencion}/ (spec §2). */
import { describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { resolveLegacyPath } from '@/lib/pages/legacy';
import { resolvePlaceholder } from '@/lib/routes/placeholder';
import { placeholderIndex, placeholderTemplates } from '@/lib/pages/placeholder-index';
import { buildLegacyIndex, buildRedirectTable, placeholderRewrites, renderRedirects } from '@/lib/pages/redirects';
import { FAMILIES, isIndexedPath } from '@/lib/routes/families';
import { familyPaths } from '@/lib/pages/entries';
import { placeholderView } from '@/lib/views/placeholder';

const catalog = readCatalog();
/** The legacy rules alone: these tests pass made-up page sets, which content/redirects.json targets need not be in (tests/unit/url-ledger.test.ts checks those). */
const legacyOnly = { ...catalog, redirects: [] };
const index = placeholderIndex(catalog);
const page = (path: string) => {
  const result = resolvePlaceholder(path, index);
  if (!result || !('page' in result)) throw new Error(`${path} is not a valid placeholder path`);
  return result.page;
};

describe('resolvePlaceholder', () => {
  it('names a valid combination and links its real page', () => {
    expect(page('/co/perros/shih-tzu/bogota/precios/')).toEqual({
      path: '/co/perros/shih-tzu/bogota/precios/',
      species: 'perros',
      heading: 'Shih Tzu en Bogotá: precios',
      target: { href: '/blog/perros/shih-tzu-bogota/precios/', label: 'Shih Tzu en Bogotá' },
    });
    expect(page('/co/equinos/mulas/cali/venta').target.href).toBe('/equinos/venta-mulas-cali/');
    expect(page('/co/bovinos/bufalo-murrah/pasto/criaderos/').target.href).toBe('/bovinos/venta-ganado-bufalo-murrah-pasto/');
    expect(page('/co/aves/canarios/medellin/precios/').target.href).toBe('/aves/venta-canarios-medellin/');
    expect(page('/co/aves/pavo-real/medellin/precios/').target).toEqual({ href: '/aves/pavo-real-colombia/', label: 'Información sobre Pavo real' });
    expect(page('/co/gatos/persa/cali/venta/').target).toEqual({ href: '/gatos/criadero-de-gatos-persa-cali/', label: 'Persa en Cali' });
  });
  it('sends a missing or unknown param home (spec §2), and leaves other paths alone', () => {
    for (const path of ['/co/perros/', '/co/perros/shih-tzu/', '/co/perros/shih-tzu/bogota/', '/co/perros/narnia/bogota/precios/', '/co/perros/pug/roma/precios/', '/co/perros/pug/cali/regalo/']) {
      expect(resolvePlaceholder(path, index), path).toEqual({ home: true });
    }
    for (const path of ['/co/bogota/chapinero/pug/', '/co/tienda/', '/perros/', '/co/perros/pug/cali/venta/mas/']) expect(resolvePlaceholder(path, index), path).toBeUndefined();
  });
});

describe('placeholder pages as built', () => {
  it('builds one page per species, the registry example among them, kept out of the sitemap', () => {
    const paths = familyPaths(catalog, 'placeholder');
    expect(paths).toHaveLength(5);
    expect(paths).toContain(FAMILIES.placeholder.example);
    for (const path of paths) expect(isIndexedPath(path)).toBe(false);
    expect(isIndexedPath('/co/perros/pug/cali/venta/')).toBe(false);
  });
  it('is noindex, with three skeleton cards and the link to the real page', () => {
    const [dogs] = placeholderTemplates(catalog);
    const view = placeholderView({ path: dogs!.props.page.path, ...dogs!.props });
    expect(view.meta.noindex).toBe(true);
    expect(view.skeletons).toBe(3);
    expect(view.page.target.href).toBe('/blog/perros/pincher-bogota/precios/');
    expect(view.nav).toBe('perros');
  });
  it('is served for every path of its species by a 200 rewrite, in both slash forms', () => {
    const rules = placeholderRewrites(catalog);
    expect(rules).toHaveLength(10);
    expect(rules[0]).toEqual({ from: '/co/perros/:raza/:ciudad/:intencion/', to: '/co/perros/pincher/bogota/precios/', stub: false, status: 200 });
    expect(rules[1]!.from).toBe('/co/perros/:raza/:ciudad/:intencion');
    const text = renderRedirects(buildRedirectTable(legacyOnly, new Set())).text;
    expect(text).toContain('/co/gatos/:raza/:ciudad/:intencion/ /co/gatos/');
    expect(text.trim().split('\n').filter((l) => l.endsWith(' 200'))).toHaveLength(10);
  });
  it('on hosts without rewrites, the 404 fallback sends a valid path to its real page and a missing param home', () => {
    const legacy = buildLegacyIndex(catalog);
    expect(resolveLegacyPath('/co/perros/pug/cali/venta/', legacy)).toEqual({ redirect: '/blog/perros/pug-cali/venta/' });
    expect(resolveLegacyPath('/co/perros/pug/cali/', legacy)).toEqual({ redirect: '/' });
    expect(resolveLegacyPath('/co/bogota/narnia/pug/', legacy)).toEqual({ message: 'Contenido no encontrado.' });
  });
});
