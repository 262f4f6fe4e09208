/**
 * Writes the redirect artifacts after the build, from the one table in src/lib/pages/redirects.ts:
 *   dist/_redirects   301 rules for Cloudflare Pages and Netlify
 *   dist/<legacy>/index.html   no-JS stubs for static legacy paths, for any other host
 * Set DEPLOY_TARGET=netlify to force (!) the rules whose source has a stub: Netlify would
 * otherwise serve the stub file instead of the 301 (Cloudflare rejects "301!").
 *
 * Before writing anything it checks the ledger of published URLs (src/lib/pages/url-ledger.ts): the
 * build fails when a path of published-urls.txt is neither built nor redirected (checked at
 * build start on the pages the registry computes, so it fails before rendering, and again on
 * the pages actually built). URL_LEDGER=<file>
 * reads another ledger (relative to the project root); URL_LEDGER=off skips the check with a
 * warning (builds of other content, e.g. fixtures).
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import type { AstroIntegration } from 'astro';
import { readCatalog } from '../../lib/content/disk-catalog';
import type { Catalog } from '../../lib/content/catalog';
import { buildRedirectTable, redirectStubHtml, renderRedirects, type RedirectRule } from '../../lib/pages/redirects';
import { absoluteUrl } from '../../lib/content/site';
import { builtPaths, LEDGER_ENV, ledgerSetting, parseLedger, vanishedMessage, vanishedPaths } from '../../lib/pages/url-ledger';

/**
 * The ledger check of the build: throws when URLs of the last deploy vanished, returns a warning
 * when the check is off.
 */
export function checkPublishedUrls(root: string, env: Record<string, string | undefined>, pagePaths: ReadonlySet<string>, rules: readonly RedirectRule[]): string | undefined {
  const setting = ledgerSetting(env);
  if (setting === 'off') return `${LEDGER_ENV}=off or a quick build (BUILD_SUBSET=1): the URLs of the last deploy (published-urls.txt) are not checked; a removed page may vanish without a redirect`;
  const path = resolve(root, setting.file);
  if (!existsSync(path)) {
    throw new Error(
      `[urls] ${setting.file}: the ledger of published URLs is missing; restore it from git (git checkout -- ${setting.file}) or run \`npm run urls:publish\`, ` +
        `or set ${LEDGER_ENV}=off for a build of other content`,
    );
  }
  const vanished = vanishedPaths(parseLedger(readFileSync(path, 'utf8')), pagePaths, rules);
  if (vanished.length) throw new Error(vanishedMessage(vanished, setting.file));
  return undefined;
}

export function redirectFiles(env: Record<string, string | undefined> = process.env): AstroIntegration {
  let root = process.cwd();
  /** Read at build start, for both checks (content/ does not change during a build). */
  let catalog: Catalog | undefined;
  return {
    name: 'redirect-files',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      // The same check on the pages the registry computes, before minutes of rendering; build:done checks the real pages.
      'astro:build:start': () => {
        catalog = readCatalog(root);
        const pagePaths = builtPaths(catalog);
        checkPublishedUrls(root, env, pagePaths, buildRedirectTable(catalog, pagePaths));
      },
      'astro:build:done': async ({ dir, pages, logger }) => {
        const out = fileURLToPath(dir);
        // Decoded, as the registry, the ledger and content/redirects.json write paths ("/gatos-en-españa/").
        const pagePaths = new Set(pages.map((p) => decodeURI(new URL(p.pathname, 'file:///').pathname).replace(/\/?$/, '/')));
        const rules = buildRedirectTable(catalog ?? readCatalog(root), pagePaths);
        const ledgerWarning = checkPublishedUrls(root, env, pagePaths, rules);
        if (ledgerWarning) logger.warn(ledgerWarning);
        const rendered = renderRedirects(rules, undefined, { forceStubbed: env.DEPLOY_TARGET === 'netlify' });
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
