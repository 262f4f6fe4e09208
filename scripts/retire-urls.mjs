#!/usr/bin/env node
/**
 * Keeps the URLs of the last deploy alive (npm run urls:retire): each path of
 * published-urls.txt that today's content no longer builds, and that no redirect covers, gets a
 * 301 to its nearest built page (its breed or line page, else its species page, else "/";
 * src/lib/pages/url-ledger.ts › nearestHub) in content/redirects.json, sorted by `desde`. Entries whose
 * source is a page again (or a legacy redirect) are removed; entries whose target is gone are
 * pointed at the nearest page again, so every redirect stays one hop. Review the file and commit
 * it. URL_LEDGER=<file> reads another ledger (relative to the project root).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderRedirectsJson } from './redirects-json.mjs';
import './ts-resolve.mjs';

const { readCatalog } = await import('../src/lib/content/disk-catalog.ts');
const { contentFiles } = await import('../src/lib/content/files.ts');
const { buildRedirectTable } = await import('../src/lib/pages/redirects.ts');
const { builtPaths, ledgerSetting, parseLedger, retireVanished, LEDGER_ENV } = await import('../src/lib/pages/url-ledger.ts');

/** Rewrites content/redirects.json under `root`; returns what changed. */
export function retireUrls(root = process.cwd(), env = process.env) {
  const setting = ledgerSetting(env);
  if (setting === 'off') throw new Error(`${LEDGER_ENV}=off: unset it, or point it at a ledger file, to retire its URLs`);
  const ledger = parseLedger(readFileSync(resolve(root, setting.file), 'utf8'));
  const catalog = readCatalog(root);
  const pages = builtPaths(catalog);
  // The legacy rules alone: content/redirects.json is what this script rewrites.
  const legacyRules = buildRedirectTable({ ...catalog, redirects: [] }, pages);
  const result = retireVanished(ledger, catalog.redirects, pages, legacyRules);
  writeFileSync(resolve(root, contentFiles.redirects.file), renderRedirectsJson(result.redirects));
  return { file: contentFiles.redirects.file, ...result };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { file, redirects, added, repointed, dropped } = retireUrls();
  const list = (rs) => rs.slice(0, 10).map((r) => `  ${r.desde} → ${r.hacia}`).concat(rs.length > 10 ? [`  … and ${rs.length - 10} more`] : []);
  console.log(`${file}: ${redirects.length} retired URLs (${added.length} added, ${repointed.length} re-pointed, ${dropped.length} removed: pages again, or legacy redirects)`);
  if (added.length) console.log(['added:', ...list(added)].join('\n'));
  if (repointed.length) console.log(['re-pointed (their target is gone):', ...list(repointed)].join('\n'));
  if (dropped.length) console.log(['removed (a page again, or a legacy redirect):', ...list(dropped)].join('\n'));
  console.log(added.length || repointed.length || dropped.length ? 'review the file and commit it' : 'nothing to do: every URL of the ledger is built or redirected');
}
