/**
 * The one pass over the built pages, after the redirect stubs are written (so every HTML file is
 * there): each page is read once, its inline CSS pruned (prune-css.ts), its island runtime
 * deferred (defer-island-runtime.ts), checked against the CSP (security-headers.ts), and written
 * once if it changed. Then dist/_headers is written, unless a page broke the policy.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { filesUnder } from './dist-files';
import { islandDeferrer } from './defer-island-runtime';
import { cssPruner } from './prune-css';
import { failOnViolations, sitePolicy, writeHeaders } from './security-headers';
import { pageViolations } from '../build/security-headers';

const IN_FLIGHT = 16;

export function pagePasses(): AstroIntegration {
  return {
    name: 'page-passes',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const [{ prune, summary: pruned }, { defer, summary: deferred }, policy] = await Promise.all([cssPruner(out), islandDeferrer(out), sitePolicy()]);
        const files = await filesUnder(out, '.html');
        const violations = new Map<string, string[]>();
        const pass = async (file: string) => {
          const path = relative(out, file);
          const html = await readFile(file, 'utf8');
          const next = await defer(prune(html), path);
          violations.set(path, pageViolations(next, policy.scripts, policy.imageOrigins).map((what) => `dist/${path}: ${what}`));
          if (next !== html) await writeFile(file, next);
        };
        // A few pages at a time, so reading and writing one overlaps the work on another.
        for (let i = 0; i < files.length; i += IN_FLIGHT) await Promise.all(files.slice(i, i + IN_FLIGHT).map(pass));
        failOnViolations(files.flatMap((file) => violations.get(relative(out, file)) ?? []));
        await writeHeaders(out, policy);
        logger.info(pruned());
        logger.info(deferred());
        logger.info(`_headers: CSP with ${policy.scripts.size} declared inline-script hashes; ${files.length} HTML files checked against it`);
      },
    },
  };
}
