/**
 * The ledger of published URLs (published-urls.txt) and the retired URLs (content/redirects.json):
 * a removed city or breed never drops the URLs of the last deploy without a redirect.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { parseContentFile } from '@/lib/content/files';
import { buildRedirectTable, renderRedirects, type RedirectRule } from '@/lib/pages/redirects';
import { isIndexedPath } from '@/lib/routes/families';
import {
  ledgerSetting,
  builtPaths,
  LEDGER_FILE,
  LEDGER_HEADER,
  nearestHub,
  parseLedger,
  publishedPaths,
  renderLedger,
  retireVanished,
  vanishedMessage,
  vanishedPaths,
} from '@/lib/pages/url-ledger';
import { copyProject, editJson, removeCopies, tempDir } from './project-copy';
import { redirectFiles } from '@/build/integrations/redirect-files';
import { renderRedirectsJson } from '../../scripts/redirects-json.mjs';

const catalog = readCatalog();
const pages = builtPaths(catalog);
const ledgerText = readFileSync(LEDGER_FILE, 'utf8');
const ledger = parseLedger(ledgerText);

afterAll(removeCopies);

/** A copy of the project's content, public files and ledger, with the city `pasto` removed. */
function withoutPasto() {
  const root = copyProject('url-ledger', [LEDGER_FILE]);
  editJson(root, 'content/places/cities.json', (cities: { slug: string }[]) => void cities.splice(cities.findIndex((c) => c.slug === 'pasto'), 1));
  // The retired URLs whose target was a Pasto page (/blog/perros/poodle-toy-pasto/… → …/caniche-pasto/…) go with the
  // city: the scenario is the ledger of a city removed alone, so they count among its vanished URLs.
  editJson(root, 'content/redirects.json', (redirects: { hacia: string }[]) => void redirects.splice(0, redirects.length, ...redirects.filter((r) => !/[/-]pasto[/-]/.test(r.hacia))));
  return root;
}
const pastoRoot = withoutPasto();
const noPasto = readCatalog(pastoRoot);
const noPastoPages = builtPaths(noPasto);

describe('published-urls.txt', () => {
  it('starts with a comment saying what it is and how to update it', () => {
    expect(ledgerText.startsWith(`${LEDGER_HEADER.join('\n')}\n`)).toBe(true);
    expect(ledgerText).toContain('npm run urls:publish');
  });
  it('lists sorted, unique paths of indexed families, one per line', () => {
    expect(ledger.length).toBeGreaterThan(5000);
    expect(ledger).toEqual([...new Set(ledger)].sort());
    for (const path of ledger) {
      expect(path, path).toMatch(/^\/(?:[^\s/]+\/)*$/);
      expect(isIndexedPath(path), `${path} is not of an indexed family`).toBe(true);
    }
  });
  it('is what `npm run urls:publish` writes for the content of a deploy (the sitemap’s pages)', () => {
    expect(renderLedger(ledger)).toBe(ledgerText);
    const published = publishedPaths(catalog);
    expect(published.every(isIndexedPath)).toBe(true);
    expect(published).not.toContain('/perros-en-cali/'); // noindex family
    expect(published).toContain('/clousters/perros/pasto/shih-tzu/');
  });
  it('holds no URL that today’s content drops without a redirect (run `npm run urls:retire` or `npm run urls:publish`)', () => {
    const vanished = vanishedPaths(ledger, pages, buildRedirectTable(catalog, pages));
    expect(vanished, vanished.length ? vanishedMessage(vanished) : '').toEqual([]);
  });
});

describe('the vanished-URL check', () => {
  const vanished = vanishedPaths(ledger, noPastoPages, buildRedirectTable(noPasto, noPastoPages));

  it('reports every indexable page of a removed city', () => {
    expect(pages.size - noPastoPages.size).toBe(331); // /perros-en-pasto/ is noindex, so not in the ledger
    expect(vanished).toHaveLength(335);
    expect(vanished.every((p) => /[/-]pasto[/-]/.test(p))).toBe(true);
    expect(vanished).toContain('/clousters/perros/pasto/shih-tzu/');
    expect(vanished).toContain('/bovinos-en-pasto/');
  });
  it('says how many, which, and the two ways out', () => {
    expect(vanishedMessage(vanished)).toBe(
      '[urls] 335 URLs of the last deploy (published-urls.txt) are no longer built and have no redirect, e.g. /aves/venta-agapornis-pasto/, /aves/venta-avestruz-pasto/, /aves/venta-canarios-pasto/, …; ' +
        'a removed city or breed keeps its URLs as 301s: run `npm run urls:retire` to add a redirect for each to its nearest page in content/redirects.json ' +
        '(review and commit it), or, if dropping them is deliberate, run `npm run urls:publish`',
    );
  });
  it('counts built pages and static 301 sources only, not splats or rewrites', () => {
    const rules: RedirectRule[] = [
      { from: '/a/', to: '/', stub: true },
      { from: '/b/*', to: '/', stub: false },
      { from: '/c/', to: '/x/', stub: false, status: 200 },
    ];
    expect(vanishedPaths(['/', '/a/', '/b/', '/c/', '/d/'], new Set(['/']), rules)).toEqual(['/b/', '/c/', '/d/']);
  });
  it('reports none once the retired URLs are redirected, and those rules come before the expansions the budget drops', () => {
    // As `npm run urls:retire` does: the existing retired URLs (the Poodle Toy's, content/redirects.json) kept, the legacy rules without them.
    const { redirects, added } = retireVanished(ledger, noPasto.redirects, noPastoPages, buildRedirectTable({ ...noPasto, redirects: [] }, noPastoPages));
    expect(added).toHaveLength(335);
    expect(added.map((r) => r.desde)).toEqual([...vanished].sort());
    expect(redirects).toHaveLength(noPasto.redirects.length + 335);
    const rules = buildRedirectTable({ ...noPasto, redirects }, noPastoPages);
    expect(vanishedPaths(ledger, noPastoPages, rules)).toEqual([]);
    expect(rules.find((r) => r.from === '/clousters/perros/pasto/shih-tzu/')).toEqual({ from: '/clousters/perros/pasto/shih-tzu/', to: '/venta-perros/shih-tzu/', stub: true, status: 301 });
    const lastRetired = rules.findLastIndex((r) => r.from === redirects.at(-1)!.desde);
    const firstLocated = rules.findIndex((r) => r.from.startsWith('/criadero-de-perros-'));
    expect(lastRetired).toBeLessThan(firstLocated);
    // The budget is full today: still every retired URL is a rule of _redirects.
    const rendered = renderRedirects(rules);
    expect(rendered.skipped).toBeGreaterThan(0);
    for (const { desde, hacia } of redirects) expect(rendered.text).toContain(`\n${desde} ${hacia} 301\n`);
    // Every target is a built page: one hop.
    for (const { hacia } of redirects) expect(noPastoPages.has(hacia), hacia).toBe(true);
  });
  it('keeps the existing entries, re-points one whose target is gone, drops one that is a page again', () => {
    const existing = [
      { desde: '/zz-old/', hacia: '/perros/' },
      { desde: '/venta-perros/criadero-de-perros-pug-pasto-viejo/', hacia: '/venta-perros/no-longer/' },
      { desde: '/perros/', hacia: '/' },
      { desde: '/tienda/', hacia: '/perros/' },
    ];
    const result = retireVanished(ledger, existing, noPastoPages, buildRedirectTable(noPasto, noPastoPages));
    expect(result.dropped).toEqual([{ desde: '/perros/', hacia: '/' }, { desde: '/tienda/', hacia: '/perros/' }]);
    expect(result.repointed).toEqual([{ desde: '/venta-perros/criadero-de-perros-pug-pasto-viejo/', hacia: '/venta-perros/pug/' }]);
    expect(result.redirects).toContainEqual({ desde: '/zz-old/', hacia: '/perros/' });
    expect(result.redirects).toHaveLength(337);
    expect(result.redirects.map((r) => r.desde)).toEqual(result.redirects.map((r) => r.desde).sort());
    // Stable: running it again on its own output changes nothing.
    expect(retireVanished(ledger, result.redirects, noPastoPages, buildRedirectTable(noPasto, noPastoPages)).redirects).toEqual(result.redirects);
  });
  it('writes content/redirects.json one entry per line, and [] when empty', () => {
    expect(renderRedirectsJson([])).toBe('[]\n');
    const text = renderRedirectsJson([{ desde: '/a/', hacia: '/' }, { desde: '/b/', hacia: '/perros/' }]);
    expect(text).toBe('[\n  {"desde":"/a/","hacia":"/"},\n  {"desde":"/b/","hacia":"/perros/"}\n]\n');
    expect(parseContentFile('redirects', text).map((e) => e.data)).toEqual(JSON.parse(text));
  });
});

describe('nearest hub of a vanished URL', () => {
  it.each([
    ['/clousters/perros/pasto/shih-tzu/', '/venta-perros/shih-tzu/'],
    ['/clousters/perros/pasto/', '/perros/'],
    ['/perros-en-pasto/', '/perros/'],
    ['/venta-perros/criadero-de-perros-bulldog-frances-pasto/', '/venta-perros/bulldog-frances/'],
    ['/blog/perros/yorkshire-terrier-pasto/precios/', '/venta-perros/yorkshire-terrier/'],
    ['/equinos/venta-caballos-lusitano-pasto/', '/equinos/lusitano-colombia/'],
    ['/equinos/venta-mulas-pasto/', '/equinos/mulas-colombia/'],
    ['/equinos-en-pasto/', '/equinos-colombia/'],
    ['/gatos/criadero-de-gatos-persa-pasto/', '/gatos/persa/'],
    ['/gatos-en-pasto/', '/gatos-colombia/'],
    ['/bovinos-en-pasto/', '/bovinos-colombia/'],
    ['/bovinos/venta-ganado-brahman-pasto/', '/bovinos/brahman-colombia/'],
    ['/aves/venta-canarios-pasto/', '/aves/canarios-colombia/'],
    ['/quienes-somos/', '/'],
    ['/terminos-y-condiciones/', '/'],
  ])('%s → %s', (path, hub) => {
    expect(nearestHub(path, noPastoPages)).toBe(hub);
    expect(noPastoPages.has(hub)).toBe(true);
  });

  const few = new Set(['/', '/perros/', '/gatos-colombia/', '/venta-perros/bulldog/', '/venta-perros/bulldog-frances/', '/venta-perros/pug/', '/gatos/persa/']);
  it.each([
    ['the longest slug wins', '/clousters/perros/pasto/bulldog-frances/', '/venta-perros/bulldog-frances/'],
    ['the shorter slug when only it is a whole token', '/clousters/perros/pasto/bulldog/', '/venta-perros/bulldog/'],
    ['a slug inside a word is no match', '/clousters/perros/pasto/pugs/', '/perros/'],
    ['a breed of another section is no match', '/clousters/perros/pasto/persa/', '/perros/'],
    ['a breed that is not built is no match', '/venta-perros/criadero-de-perros-shih-tzu-pasto/', '/perros/'],
  ])('%s: %s → %s', (_, path, hub) => expect(nearestHub(path, few)).toBe(hub));
  it('falls back to "/" when the section’s landing page is not built either', () => {
    expect(nearestHub('/bovinos-en-pasto/', few)).toBe('/');
  });
});

describe('content/redirects.json', () => {
  const table = (redirects: { desde: string; hacia: string }[]) => () => buildRedirectTable({ ...catalog, redirects }, pages);
  const parse = (json: unknown) => () => parseContentFile('redirects', JSON.stringify(json));

  it('is valid against today’s pages (an empty list is valid too)', () => {
    expect(() => buildRedirectTable(catalog, pages)).not.toThrow();
    expect(parse([])()).toEqual([]);
  });
  it('enters the table as a 301 with a stub', () => {
    expect(table([{ desde: '/perros-en-narnia/', hacia: '/perros/' }])()).toContainEqual({ from: '/perros-en-narnia/', to: '/perros/', stub: true, status: 301 });
  });
  it('refuses a path without its slashes or with a domain', () => {
    expect(parse([{ desde: 'perros-en-pasto/', hacia: '/perros/' }])).toThrow(
      '[content] content/redirects.json: entry "perros-en-pasto/" › desde: must be a site path that starts and ends with "/", without the domain, query, spaces, "*" or ":" (e.g. "/pagina-vieja/"); write it that way',
    );
    expect(parse([{ desde: '/perros-en-pasto/', hacia: 'https://www.criaderobogota.com.co/perros/' }])).toThrow('entry "/perros-en-pasto/" › hacia: must be a site path that starts and ends with "/"');
    expect(parse([{ desde: '/perros-en-pasto', hacia: '/perros/' }])).toThrow('entry "/perros-en-pasto" › desde: must be a site path');
    expect(parse([{ desde: `/${'x'.repeat(300)}/`, hacia: '/perros/' }])).toThrow('› desde: tiene 302 caracteres y el límite es 200; acórtelo');
  });
  it('refuses a misspelt field', () => {
    expect(parse([{ desde: '/perros-en-pasto/', hasta: '/perros/' }])).toThrow(
      '[content] content/redirects.json: entry "/perros-en-pasto/" › hacia: falta; agréguelo; (entrada): campo desconocido "hasta" (¿quiso decir "hacia"?)',
    );
  });
  it('refuses the same URL twice', () => {
    expect(parse([{ desde: '/perros-en-pasto/', hacia: '/perros/' }, { desde: '/perros-en-pasto/', hacia: '/' }])).toThrow(
      '[content] content/redirects.json: entry "/perros-en-pasto/" appears twice (entries 1 and 2); remove one of them',
    );
  });
  it('never shadows a real page', () => {
    expect(table([{ desde: '/venta-perros/pug/', hacia: '/perros/' }])).toThrow(
      '[content] content/redirects.json: entry "/venta-perros/pug/" › desde: "/venta-perros/pug/" is a page the site still builds, and a redirect never shadows a real page; remove this entry (`npm run urls:retire` removes every such entry)',
    );
  });
  it('refuses a target that is not a built page, suggesting the closest', () => {
    expect(table([{ desde: '/perros-en-narnia/', hacia: '/venta-perros/shihtzu/' }])).toThrow(
      '[content] content/redirects.json: entry "/perros-en-narnia/" › hacia: "/venta-perros/shihtzu/" is not a page the site builds (¿quiso decir "/venta-perros/shih-tzu/"?); ' +
        'point it at a built page (its breed, line or species page), in one hop',
    );
  });
  it('refuses a chain of two redirects', () => {
    expect(table([{ desde: '/a-viejo/', hacia: '/b-viejo/' }, { desde: '/b-viejo/', hacia: '/perros/' }])).toThrow(
      '[content] content/redirects.json: entry "/a-viejo/" › hacia: "/b-viejo/" is itself a retired URL of this file; point it at a built page',
    );
  });
  it('refuses a URL the legacy table already redirects', () => {
    expect(table([{ desde: '/tienda/', hacia: '/venta-perros/pug/' }])).toThrow(
      '[content] content/redirects.json: entry "/tienda/" › desde: "/tienda/" is already a legacy redirect to "/perros/" (src/lib/routes/legacy-paths.ts); remove this entry',
    );
  });
  it('is read with the rest of content/ (a bad entry stops readCatalog, so the build)', () => {
    const root = withoutPasto();
    writeFileSync(join(root, 'content/redirects.json'), '[{ "desde": "/x/", "hacia": "/" }, { "desde": "/x/", "hacia": "/" }]\n');
    expect(() => readCatalog(root)).toThrow('[content] content/redirects.json: entry "/x/" appears twice');
  });
});

describe('the build (redirect-files integration)', () => {
  type Hooks = Record<string, (options: unknown) => unknown>;
  const logger = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
  /** Runs the integration's hooks on `root` as `astro build` does, the pages being `built`, into a temporary dist/. */
  async function build(root: string, built: ReadonlySet<string>, env: Record<string, string | undefined> = {}) {
    const hooks = redirectFiles(env).hooks as Hooks;
    const out = tempDir('url-ledger-dist');
    const log = logger();
    await hooks['astro:config:done']!({ config: { root: new URL(`file://${root}/`) } });
    const run = async () => {
      await hooks['astro:build:start']!({ logger: log });
      await hooks['astro:build:done']!({ dir: new URL(`file://${out}/`), pages: [...built].map((p) => ({ pathname: p.slice(1) })), logger: log });
    };
    return { out, log, run, start: () => hooks['astro:build:start']!({ logger: log }) };
  }

  it('fails before rendering when URLs of the last deploy vanished without a redirect', async () => {
    const { start } = await build(pastoRoot, noPastoPages);
    expect(start).toThrow('[urls] 335 URLs of the last deploy (published-urls.txt) are no longer built and have no redirect, e.g. /aves/venta-agapornis-pasto/');
  });
  it('checks the pages actually built too', async () => {
    const hooks = redirectFiles({}).hooks as Hooks;
    await hooks['astro:config:done']!({ config: { root: new URL(`file://${process.cwd()}/`) } });
    const out = tempDir('url-ledger-dist');
    const missing = [...pages].filter((p) => p !== '/gatos/persa/');
    await expect(hooks['astro:build:done']!({ dir: new URL(`file://${out}/`), pages: missing.map((p) => ({ pathname: p.slice(1) })), logger: logger() })).rejects.toThrow(
      '[urls] 1 URL of the last deploy (published-urls.txt) is no longer built and has no redirect, e.g. /gatos/persa/; ',
    );
  });
  it('builds once `npm run urls:retire` has written the redirects, with their rules and stubs', async () => {
    const root = withoutPasto();
    const c = readCatalog(root);
    const { redirects } = retireVanished(ledger, c.redirects, noPastoPages, buildRedirectTable({ ...c, redirects: [] }, noPastoPages));
    writeFileSync(join(root, 'content/redirects.json'), renderRedirectsJson(redirects));
    const { out, run } = await build(root, noPastoPages);
    await run();
    expect(readFileSync(join(out, '_redirects'), 'utf8')).toContain('\n/gatos/criadero-de-gatos-persa-pasto/ /gatos/persa/ 301\n');
    expect(readFileSync(join(out, 'clousters/perros/pasto/shih-tzu/index.html'), 'utf8')).toContain('url=/venta-perros/shih-tzu/');
  });
  it('builds once `npm run urls:publish` has dropped them from the ledger', async () => {
    const root = withoutPasto();
    writeFileSync(join(root, LEDGER_FILE), renderLedger(publishedPaths(readCatalog(root))));
    const { run } = await build(root, noPastoPages);
    await expect(run()).resolves.toBeUndefined();
  });
  it('reads another ledger from URL_LEDGER, and skips the check with a warning on URL_LEDGER=off', async () => {
    const other = join(pastoRoot, 'other-ledger.txt');
    writeFileSync(other, '# a fixture\n/\n/perros/\n');
    await expect((await build(pastoRoot, noPastoPages, { URL_LEDGER: 'other-ledger.txt' })).run()).resolves.toBeUndefined();
    writeFileSync(other, '/\n/clousters/perros/pasto/\n');
    await expect((await build(pastoRoot, noPastoPages, { URL_LEDGER: 'other-ledger.txt' })).run()).rejects.toThrow(
      '[urls] 1 URL of the last deploy (other-ledger.txt) is no longer built and has no redirect, e.g. /clousters/perros/pasto/; ',
    );
    const off = await build(pastoRoot, noPastoPages, { URL_LEDGER: 'off' });
    await off.run();
    expect(off.log.warn).toHaveBeenCalledWith(expect.stringMatching(/^URL_LEDGER=off or a quick build \(BUILD_SUBSET=1\): the URLs of the last deploy \(published-urls.txt\) are not checked/));
  });
  it('refuses a missing ledger, saying how to get it back', async () => {
    const root = withoutPasto();
    rmSync(join(root, LEDGER_FILE));
    expect(existsSync(join(root, LEDGER_FILE))).toBe(false);
    await expect((await build(root, noPastoPages)).run()).rejects.toThrow(
      '[urls] published-urls.txt: the ledger of published URLs is missing; restore it from git (git checkout -- published-urls.txt) or run `npm run urls:publish`, or set URL_LEDGER=off',
    );
  });
});

describe('the quick build', () => {
  it('checks no ledger: it leaves most places out on purpose', () => {
    expect(ledgerSetting({ BUILD_SUBSET: '1' })).toBe('off');
    expect(ledgerSetting({ BUILD_SUBSET: '0' })).toEqual({ file: 'published-urls.txt' });
  });
});
