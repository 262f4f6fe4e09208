/**
 * The link check over the files of dist/ (no server): every internal href, src, srcset,
 * canonical, og:image, JSON-LD url/@id/image/item and sitemap <loc> resolves to a file of
 * dist/ or to a _redirects rule that ends at one; every page has complete metadata; every
 * page of the sitemap is reachable by links from "/". Replaces the HTTP crawl, in seconds.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages } from './pages';
import { site } from '@/lib/content/site';

const dist = 'dist';
const pages = builtPages();
const origin = new URL(site.siteUrl).origin;

const rules = readFileSync(join(dist, '_redirects'), 'utf8').trim().split('\n').map((l) => l.split(' ') as [string, string, string]);
const exactRules = new Map(rules.filter(([from]) => !from.endsWith('*')).map(([from, to]) => [from, to]));
const splatRules = rules.filter(([from]) => from.endsWith('*')).map(([from, to]) => [from.slice(0, -1), to] as const);

const isFile = (path: string) => {
  const file = join(dist, path, path.endsWith('/') ? 'index.html' : '');
  return existsSync(file) && statSync(file).isFile();
};
const isStub = (path: string) => isFile(path) && readFileSync(join(dist, path, 'index.html'), 'utf8').includes('http-equiv="refresh"');

/** The page a site path ends at: itself, or the target of its one redirect; undefined when it ends nowhere. */
const resolved = new Map<string, string | undefined>();
function resolve(path: string): string | undefined {
  if (!resolved.has(path)) resolved.set(path, resolveUncached(path));
  return resolved.get(path);
}
function resolveUncached(path: string): string | undefined {
  if (isFile(path) && !(path.endsWith('/') && isStub(path))) return path;
  const to = exactRules.get(path) ?? splatRules.find(([prefix]) => path.startsWith(prefix))?.[1];
  if (to && isFile(to) && !isStub(to)) return to;
  return undefined;
}

/** A URL as a site path, or undefined for other origins and non-http links. */
function sitePath(url: string): string | undefined {
  const clean = url.replace(/&amp;/g, '&');
  if (clean.startsWith('//') || /^(mailto|tel|data|javascript):/.test(clean)) return undefined;
  const parsed = new URL(clean, `${origin}/`);
  return parsed.origin === origin ? decodeURIComponent(parsed.pathname) : undefined;
}

/** Every URL a page refers to, with where it was found. */
function referencesOf(html: string): { where: string; url: string }[] {
  const refs: { where: string; url: string }[] = [];
  for (const [, attr, value] of html.matchAll(/\s(href|src)="([^"]*)"/g)) refs.push({ where: attr!, url: value! });
  for (const [, value] of html.matchAll(/\ssrcset="([^"]*)"/g)) for (const part of value!.split(',')) refs.push({ where: 'srcset', url: part.trim().split(/\s+/)[0]! });
  for (const [, value] of html.matchAll(/<meta property="og:image" content="([^"]*)"/g)) refs.push({ where: 'og:image', url: value! });
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const walk = (node: unknown, key = ''): void => {
      if (typeof node === 'string' && ['url', '@id', 'image', 'item', 'logo'].includes(key)) refs.push({ where: `JSON-LD ${key}`, url: node });
      else if (Array.isArray(node)) node.forEach((n) => walk(n, key));
      else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, k);
    };
    walk(JSON.parse(json!));
  }
  return refs.filter((r) => r.url && !r.url.startsWith('#'));
}

describe('link check over dist/', () => {
  it(`finds every internal reference of ${pages.length} pages built`, () => {
    expect(pages.length).toBeGreaterThan(6000);
    const broken = new Map<string, string>();
    for (const page of pages) {
      for (const { where, url } of referencesOf(page.html)) {
        const path = sitePath(url);
        if (path && !resolve(path) && !broken.has(path)) broken.set(path, `${page.path} ${where} → ${url}`);
      }
    }
    expect([...broken.values()].slice(0, 20)).toEqual([]);
  });

  it('lands every link to a part of a page (#…) on an element of that page with that id', () => {
    const byPath = new Map(pages.map((p) => [p.path, p.html]));
    const ids = new Map<string, Set<string>>();
    const idsOf = (path: string) => {
      if (!ids.has(path)) ids.set(path, new Set([...(byPath.get(path) ?? '').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!)));
      return ids.get(path)!;
    };
    const missing = new Map<string, string>();
    let fragments = 0;
    for (const page of pages) {
      for (const [, href] of page.html.matchAll(/<a [^>]*href="([^"]*#[^"]+)"/g)) {
        const [url, id] = href!.split('#') as [string, string];
        const target = url ? sitePath(url) && resolve(sitePath(url)!) : page.path;
        if (!target) continue; // another site's part, or a broken link the first check names
        fragments++;
        if (!idsOf(target).has(decodeURIComponent(id)) && !missing.has(href!)) missing.set(href!, `${page.path} → ${href}: no id="${id}" on ${target}`);
      }
    }
    expect(fragments, 'links to a part of a page').toBeGreaterThan(0);
    expect([...missing.values()].slice(0, 20)).toEqual([]);
  });

  it('links no page to a placeholder address (the sister sites of content/site.json until the breeder gives them)', () => {
    const placeholder = /href="https?:\/\/[^"/]*\.(?:example|test|invalid)(?:[:/"])/;
    const linking = pages.filter((p) => placeholder.test(p.html)).map((p) => p.path);
    expect(linking.slice(0, 5)).toEqual([]);
  });

  it('gives every page one title, a description, an absolute canonical and JSON-LD that parses', () => {
    const problems: string[] = [];
    for (const { path, html } of pages) {
      if ((html.match(/<title>[^<]+<\/title>/g) ?? []).length !== 1) problems.push(`${path}: not one title`);
      if (!/<meta name="description" content="[^"]{20,}"/.test(html)) problems.push(`${path}: no description`);
      if (!new RegExp(`<link rel="canonical" href="${origin}/[^"]*"`).test(html)) problems.push(`${path}: no canonical on ${origin}`);
      if (!/<script type="application\/ld\+json">/.test(html)) problems.push(`${path}: no JSON-LD`);
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('lists only built, indexable pages in the sitemap, each reachable by links from "/"', () => {
    const locs = [...readFileSync(join(dist, 'sitemap-0.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => sitePath(m[1]!)!);
    const byPath = new Map(pages.map((p) => [p.path, p.html]));
    for (const loc of locs) {
      expect(byPath.has(loc), `${loc} is in the sitemap but not built`).toBe(true);
      expect(byPath.get(loc), `${loc} is in the sitemap but noindex`).not.toMatch(/<meta name="robots" content="noindex/);
    }
    // Breadth-first over <a href> from "/", following one redirect per link as a crawler would.
    const seen = new Set(['/']);
    const queue = ['/'];
    while (queue.length) {
      const html = byPath.get(queue.pop()!) ?? '';
      for (const [, href] of html.matchAll(/<a [^>]*href="([^"#]*)/g)) {
        const path = sitePath(href!);
        const target = path && resolve(path);
        if (target && !seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }
    const orphans = locs.filter((loc) => !seen.has(loc));
    expect(orphans.slice(0, 20), `${orphans.length} sitemap pages no link reaches`).toEqual([]);
  });
});
