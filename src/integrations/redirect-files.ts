/**
 * Writes the redirect artifacts after the build, from the one table in src/lib/redirects.ts:
 *   dist/_redirects   301 rules for Cloudflare Pages and Netlify
 *   dist/<legacy>/index.html   no-JS stubs for static legacy paths, for any other host
 * Set DEPLOY_TARGET=netlify to force (!) the rules whose source has a stub: Netlify would
 * otherwise serve the stub file instead of the 301 (Cloudflare rejects "301!").
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { readCatalog } from '../lib/content/disk-catalog';
import { buildRedirectTable, redirectStubHtml, renderRedirects } from '../lib/redirects';
import { absoluteUrl } from '../lib/site';

export function redirectFiles(): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'redirect-files',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ dir, pages, logger }) => {
        const out = fileURLToPath(dir);
        const pagePaths = new Set(pages.map((p) => new URL(p.pathname, 'file:///').pathname.replace(/\/?$/, '/')));
        const rules = buildRedirectTable(readCatalog(root), pagePaths);
        const rendered = renderRedirects(rules, undefined, { forceStubbed: process.env.DEPLOY_TARGET === 'netlify' });
        await writeFile(join(out, '_redirects'), rendered.text);
        for (const rule of rules.filter((r) => r.stub)) {
          const folder = join(out, rule.from);
          await mkdir(folder, { recursive: true });
          await writeFile(join(folder, 'index.html'), redirectStubHtml(rule.to, absoluteUrl(rule.to)));
        }
        logger.info(
          `_redirects: ${rendered.staticCount} static + ${rendered.dynamicCount} dynamic rules` +
            (rendered.skipped ? `, ${rendered.skipped} slash variants left to the 404 fallback (rule budget)` : '') +
            `; ${rules.filter((r) => r.stub).length} HTML stubs`,
        );
      },
    },
  };
}
