/** The breeder's editor in dist/ (src/integrations/admin.ts): present, never indexed, with its own policy, apart from the pages. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assertCompleteDist } from './pages';

assertCompleteDist();

const headers = readFileSync('dist/_headers', 'utf8');
/** The headers of one rule of dist/_headers. */
const rule = (path: string) => {
  const block = headers.split(/\n(?=\S)/).find((b) => b.startsWith(`${path}\n`)) ?? '';
  return block.split('\n').slice(1).map((l) => l.trim());
};

describe('dist/admin/', () => {
  it('holds the editor: its page, the configuration generated from the schemas, Decap\'s bundle', () => {
    const html = readFileSync('dist/admin/index.html', 'utf8');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<script src="decap-cms.js"></script>');
    const config = JSON.parse(readFileSync('dist/admin/config.yml', 'utf8'));
    expect(config.collections.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['precios', 'criadero', 'textos']));
    expect(existsSync('dist/admin/decap-cms.js')).toBe(true);
    expect(readdirSync('dist/admin').filter((n) => n.endsWith('.map'))).toEqual([]);
  });

  it('is noindex and has its own CSP, which replaces the site-wide one there (Cloudflare detaches it)', () => {
    const admin = rule('/admin/*');
    expect(admin).toContain('X-Robots-Tag: noindex, nofollow');
    expect(admin).toContain('! Content-Security-Policy');
    expect(admin.find((l) => l.startsWith('Content-Security-Policy: '))).toContain("'unsafe-eval'");
  });

  it('widens nothing for the public pages: their CSP allows no eval, GitHub or local backend', () => {
    const site = rule('/*').find((l) => l.startsWith('Content-Security-Policy: '))!;
    expect(site).toBeDefined();
    for (const wider of ["'unsafe-eval'", 'github', 'localhost', 'blob:']) expect(site).not.toContain(wider);
  });

  it('is in no sitemap and linked from no page', () => {
    const sitemaps = readdirSync('dist').filter((n) => n.startsWith('sitemap') && n.endsWith('.xml'));
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const file of sitemaps) expect(readFileSync(`dist/${file}`, 'utf8'), file).not.toContain('/admin');
    for (const page of ['dist/index.html', 'dist/404.html']) expect(readFileSync(page, 'utf8'), page).not.toContain('/admin');
  });
});
