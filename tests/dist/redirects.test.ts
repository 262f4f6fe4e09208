/** Checks over the built dist/: the redirect artifacts as Netlify and Cloudflare read them. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertCompleteDist } from './pages';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { MAX_DYNAMIC_RULES, MAX_STATIC_RULES } from '@/lib/pages/redirects';

// Fails the file on an empty or partial dist/ (tests/dist/pages.ts).
assertCompleteDist();

const dist = 'dist';
const text = readFileSync(join(dist, '_redirects'), 'utf8');
const lines = text.trim().split('\n');
const rules = lines.map((l) => l.split(' '));

describe('dist/_redirects', () => {
  it('parses without errors in Netlify’s own parser', async () => {
    const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [join(dist, '_redirects')], configRedirects: [], minimal: false });
    expect(errors).toEqual([]);
    expect(redirects).toHaveLength(lines.length);
  });

  it('stays within Cloudflare’s limits with static rules before dynamic ones', () => {
    const isDynamic = (from: string) => from.includes('*') || from.includes(':');
    const statics = rules.filter(([from]) => !isDynamic(from!));
    const dynamics = rules.filter(([from]) => isDynamic(from!));
    expect(statics.length).toBeLessThanOrEqual(MAX_STATIC_RULES);
    expect(dynamics.length).toBeLessThanOrEqual(MAX_DYNAMIC_RULES);
    const firstDynamic = rules.findIndex(([from]) => isDynamic(from!));
    expect(rules.slice(firstDynamic).every(([from]) => isDynamic(from!))).toBe(true);
    // 301s, but for the placeholder pages' 200 rewrites (/co/{especie}/:raza/:ciudad/:intencion/).
    for (const rule of rules) expect(rule[2], rule.join(' ')).toBe(rule[0]!.startsWith('/co/') && rule[0]!.includes(':') ? '200' : '301');
    expect(rules.filter((r) => r[2] === '200')).toHaveLength(10);
    expect(new Set(rules.map(([from]) => from)).size).toBe(rules.length);
  });

  it('never uses a real page as a source, and every target is a page', () => {
    const isStub = (file: string) => readFileSync(file, 'utf8').includes('http-equiv="refresh"');
    for (const [from, to] of rules) {
      const file = join(dist, from!.replace(/\*$/, ''), 'index.html');
      if (existsSync(file)) expect(isStub(file), `${from} shadows a page`).toBe(true);
      const target = join(dist, to!, 'index.html');
      expect(existsSync(target) && !isStub(target), `${from} → ${to}: the target is not a built page`).toBe(true);
    }
  });

  it('has HTML stubs for the static legacy paths that redirect without JavaScript', () => {
    const stub = readFileSync(join(dist, 'venta-perros-colombia', 'index.html'), 'utf8');
    expect(stub).toContain('<meta http-equiv="refresh" content="0; url=/perros/">');
    expect(stub).toContain('<meta name="robots" content="noindex">');
  });

  it('sends the old location hub and every legacy family that used to target it to /perros/ in one hop (spec §2)', () => {
    const target = (from: string) => rules.find(([f]) => f === from)?.[1];
    for (const from of ['/clousters/perros/', '/clousters/perros', '/tienda/', '/razas-mini/', '/razas-pequenas/', '/razas-medianas/', '/razas-grandes/', '/shop/*', '/product-category/*', '/uncategorized/*', '/venta-perros-de-raza/*']) {
      expect(target(from), from).toBe('/perros/');
    }
    expect(readFileSync(join(dist, 'clousters', 'perros', 'index.html'), 'utf8')).toContain('<meta http-equiv="refresh" content="0; url=/perros/">');
    expect(existsSync(join(dist, 'clousters', 'perros', 'suba', 'index.html'))).toBe(true);
    expect(rules.some(([, to]) => to === '/clousters/perros/')).toBe(false);
  });

  it('keeps stubs and noindex pages out of the sitemap', () => {
    const sitemap = readFileSync(join(dist, 'sitemap-0.xml'), 'utf8');
    expect(sitemap).not.toContain('/venta-perros-colombia/');
    expect(sitemap).not.toContain('/co/tienda/');
    expect(sitemap).not.toContain('/404');
    expect(sitemap).toMatch(/<loc>https?:\/\/[^<]+\/<\/loc>/);
  });
});
