/**
 * Writes dist/_headers after the build (after the redirect stubs, so every HTML file is there):
 * the security headers for every path, with a CSP whose script hashes and image origins are read
 * from the built HTML, so they follow Astro's inline scripts whatever version or client
 * directive emits them; and long caching for hashed assets.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { site } from '../lib/site';
import { buildCsp, imageOrigins, inlineScripts, renderHeadersFile, scriptHash, STATIC_SECURITY_HEADERS } from '../lib/security-headers';

/** The CSP for the HTML files of `dir`. */
export function cspForDir(dir: string, googleTag = Boolean(site.googleAds)): { csp: string; hashes: number; files: number } {
  const hashes = new Set<string>();
  const origins = new Set<string>([new URL(site.imageHost).origin]);
  let files = 0;
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.html')) continue;
    files++;
    const html = readFileSync(join(dir, name), 'utf8');
    for (const script of inlineScripts(html)) hashes.add(scriptHash(script));
    for (const origin of imageOrigins(html)) origins.add(origin);
  }
  return { csp: buildCsp({ scriptHashes: hashes, imageOrigins: origins, googleTag }), hashes: hashes.size, files };
}

export function securityHeaders(): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const { csp, hashes, files } = cspForDir(out);
        const text = renderHeadersFile([
          { path: '/*', headers: { 'Content-Security-Policy': csp, ...STATIC_SECURITY_HEADERS } },
          { path: '/_astro/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
          { path: '/img/*', headers: { 'Cache-Control': 'public, max-age=604800' } },
        ]);
        await writeFile(join(out, '_headers'), text);
        logger.info(`_headers: CSP with ${hashes} inline-script hashes from ${files} HTML files`);
      },
    },
  };
}
