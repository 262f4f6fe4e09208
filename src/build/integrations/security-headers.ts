/**
 * The security headers (dist/_headers): the headers for every path, with a CSP computed from our
 * source (the declared inline scripts, the configured image host, Google's tag when configured),
 * and long caching for hashed assets. page-passes.ts checks every built page against that policy
 * (src/build/security-headers.ts › pageViolations) and fails the build when one holds anything it
 * does not allow: the CSP is never widened to fit what the output happens to contain.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { adminHeadersRule, buildCsp, renderHeadersFile, scriptHash, STATIC_SECURITY_HEADERS } from '../security-headers';
import { deployTarget } from '../../lib/content/site-settings';
import { BUILD_STATUS_PATH } from '../../lib/content/build-status';
import { LOCAL_BACKEND } from './admin';
import { site } from '../../lib/content/site';
import { declaredInlineScripts } from '../../lib/views/inline-scripts';
import { islandLoaderScript } from './island-loader';

/** What the site's own code allows: its inline scripts and image origins. */
export async function sitePolicy(googleTag = Boolean(site.googleAds)) {
  const scripts = new Set([await islandLoaderScript(), ...declaredInlineScripts({ googleTag })]);
  const imageOrigins = new Set([new URL(site.imageHost).origin]);
  const csp = buildCsp({ scriptHashes: [...scripts].map(scriptHash), imageOrigins, googleTag });
  return { scripts, imageOrigins, csp };
}

/** Throws when a built page holds anything the policy does not allow; the message names the pages and what to fix. */
export function failOnViolations(violations: readonly string[]): void {
  if (violations.length === 0) return;
  throw new Error(
    `[csp] ${violations.length} thing(s) in the built pages that the Content-Security-Policy does not allow; ` +
      `text from content/ must never become markup or script (write it through src/lib/views/serialize.ts or as Astro text), ` +
      `and a new inline script must be declared in src/lib/views/inline-scripts.ts:\n  ${violations.slice(0, 10).join('\n  ')}` +
      (violations.length > 10 ? `\n  … and ${violations.length - 10} more` : ''),
  );
}

/** Writes dist/_headers: the policy and the security headers for every path, long caching for hashed assets, the editor's own policy under /admin/. */
export async function writeHeaders(out: string, policy: Awaited<ReturnType<typeof sitePolicy>>): Promise<void> {
  const text = renderHeadersFile([
    { path: '/*', headers: { 'Content-Security-Policy': policy.csp, ...STATIC_SECURITY_HEADERS } },
    { path: '/_astro/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    // The breeder's photos: their names hold the hash of the uploaded file (src/lib/views/images.ts › photoPath).
    { path: '/fotos/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    { path: '/img/*', headers: { 'Cache-Control': 'public, max-age=604800' } },
    // the build's status (src/build/integrations/build-status.ts): always this deploy's, never a cached one
    { path: BUILD_STATUS_PATH, headers: { 'Cache-Control': 'no-store' } },
    // the breeder's editor (src/build/integrations/admin.ts): its own policy, never indexed
    adminHeadersRule(deployTarget(process.env), deployTarget(process.env) ? undefined : process.env.CMS_LOCAL_BACKEND || LOCAL_BACKEND),
  ]);
  await writeFile(join(out, '_headers'), text);
}
