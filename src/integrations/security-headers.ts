/**
 * Writes dist/_headers after the build (after the redirect stubs, so every HTML file is there):
 * the security headers for every path, with a CSP computed from our source (the declared inline
 * scripts, the configured image host, Google's tag when configured), and long caching for hashed
 * assets. Then reads every built page and fails the build when one holds anything that policy
 * does not allow (src/build/security-headers.ts › pageViolations): the CSP is never widened to fit
 * what the output happens to contain.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { filesUnder } from './dist-files';
import { islandLoaderScript } from './island-loader';
import { site } from '../lib/content/site';
import { declaredInlineScripts } from '../lib/views/inline-scripts';
import { buildCsp, pageViolations, renderHeadersFile, scriptHash, STATIC_SECURITY_HEADERS } from '../build/security-headers';

/** What the site's own code allows: its inline scripts and image origins. */
export async function sitePolicy(googleTag = Boolean(site.googleAds)) {
  const scripts = new Set([await islandLoaderScript(), ...declaredInlineScripts({ googleTag })]);
  const imageOrigins = new Set([new URL(site.imageHost).origin]);
  const csp = buildCsp({ scriptHashes: [...scripts].map(scriptHash), imageOrigins, googleTag });
  return { scripts, imageOrigins, csp };
}

/** Every violation of the policy in the HTML files of `dir`, as "path: what". */
export async function policyViolations(dir: string, policy: Awaited<ReturnType<typeof sitePolicy>>): Promise<{ files: number; violations: string[] }> {
  const files = await filesUnder(dir, '.html');
  const violations: string[] = [];
  for (const file of files) {
    for (const what of pageViolations(await readFile(file, 'utf8'), policy.scripts, policy.imageOrigins)) violations.push(`dist/${relative(dir, file)}: ${what}`);
  }
  return { files: files.length, violations };
}

export function securityHeaders(): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const policy = await sitePolicy();
        const { files, violations } = await policyViolations(out, policy);
        if (violations.length > 0) {
          throw new Error(
            `[csp] ${violations.length} thing(s) in the built pages that the Content-Security-Policy does not allow; ` +
              `text from content/ must never become markup or script (write it through src/lib/views/serialize.ts or as Astro text), ` +
              `and a new inline script must be declared in src/lib/views/inline-scripts.ts:\n  ${violations.slice(0, 10).join('\n  ')}` +
              (violations.length > 10 ? `\n  … and ${violations.length - 10} more` : ''),
          );
        }
        const text = renderHeadersFile([
          { path: '/*', headers: { 'Content-Security-Policy': policy.csp, ...STATIC_SECURITY_HEADERS } },
          { path: '/_astro/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
          { path: '/img/*', headers: { 'Cache-Control': 'public, max-age=604800' } },
        ]);
        await writeFile(join(out, '_headers'), text);
        logger.info(`_headers: CSP with ${policy.scripts.size} declared inline-script hashes; ${files} HTML files checked against it`);
      },
    },
  };
}
