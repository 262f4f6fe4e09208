/** dist/_headers: the security headers, and a CSP that allows every inline script the build emitted. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertCompleteDist } from './pages';
import { inlineScripts, scriptHash } from '@/build/security-headers';

// Fails the file on an empty or partial dist/ (tests/dist/pages.ts).
assertCompleteDist();

const headers = readFileSync('dist/_headers', 'utf8');
const csp = /^ {2}Content-Security-Policy: (.+)$/m.exec(headers)?.[1] ?? '';
const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';

describe('dist/_headers', () => {
  it('sends the security headers on every path', () => {
    expect(headers.startsWith('/*\n')).toBe(true);
    for (const name of ['Content-Security-Policy', 'Strict-Transport-Security', 'X-Frame-Options', 'X-Content-Type-Options', 'Referrer-Policy', 'Cross-Origin-Opener-Policy', 'Permissions-Policy']) {
      expect(headers, name).toMatch(new RegExp(`^ {2}${name}: \\S`, 'm'));
    }
    expect(csp).toContain("frame-ancestors 'none'");
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
  it('caches hashed assets for a year, immutable: the bundles and the breeder\'s photos', () => {
    for (const path of ['/_astro/*', '/fotos/*']) expect(headers, path).toContain(`${path}\n  Cache-Control: public, max-age=31536000, immutable\n`);
  });
  it('serves the build\'s status, dist/estado.json, never from a cache; it says the commit and day of this build and is in no sitemap', () => {
    expect(headers).toContain('/estado.json\n  Cache-Control: no-store\n');
    const status = JSON.parse(readFileSync('dist/estado.json', 'utf8'));
    expect(Object.keys(status)).toEqual(['commit', 'branch', 'construido', 'omitidas']);
    expect(status.construido).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(status.omitidas).toEqual([]);
    const sitemaps = readdirSync('dist').filter((n) => n.startsWith('sitemap') && n.endsWith('.xml'));
    for (const name of sitemaps) expect(readFileSync(join('dist', name), 'utf8'), name).not.toContain('/estado.json');
  });
  it('allows every inline script of every HTML file by its hash', { timeout: 120_000 }, () => {
    const missing = new Set<string>();
    let scripts = 0;
    for (const name of readdirSync('dist', { recursive: true, encoding: 'utf8' })) {
      if (!name.endsWith('.html')) continue;
      for (const script of inlineScripts(readFileSync(join('dist', name), 'utf8'))) {
        scripts++;
        if (!scriptSrc.includes(scriptHash(script))) missing.add(`${name}: ${script.slice(0, 60)}`);
      }
    }
    expect(scripts).toBeGreaterThan(1000);
    expect([...missing].slice(0, 5)).toEqual([]);
  });
});
