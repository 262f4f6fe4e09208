#!/usr/bin/env node
/**
 * Rewrites published-urls.txt, the ledger of published URLs (npm run urls:publish): every
 * indexable page path that today's content builds (the sitemap's pages), from the registry, no
 * build needed. Run it after each deploy and commit the file: the next builds fail when one of
 * these URLs is no longer built and has no redirect (src/lib/pages/url-ledger.ts). URL_LEDGER=<file>
 * writes another file (relative to the project root).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import './ts-resolve.mjs';

const { readCatalog } = await import('../src/lib/content/disk-catalog.ts');
const { ledgerSetting, parseLedger, publishedPaths, renderLedger, LEDGER_ENV } = await import('../src/lib/pages/url-ledger.ts');

/** Writes the ledger of the content under `root`; returns what changed. */
export function publishUrls(root = process.cwd(), env = process.env) {
  const setting = ledgerSetting(env);
  if (setting === 'off') throw new Error(`${LEDGER_ENV}=off or BUILD_SUBSET=1: unset them to write the ledger of the full site`);
  const file = resolve(root, setting.file);
  const before = existsSync(file) ? parseLedger(readFileSync(file, 'utf8')) : [];
  const paths = publishedPaths(readCatalog(root));
  writeFileSync(file, renderLedger(paths));
  const now = new Set(paths);
  const old = new Set(before);
  return { file: setting.file, count: paths.length, added: paths.filter((p) => !old.has(p)), removed: before.filter((p) => !now.has(p)) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { file, count, added, removed } = publishUrls();
  console.log(`${file}: ${count} published URLs (${added.length} new, ${removed.length} dropped)`);
  if (removed.length) console.log(`dropped from the ledger, e.g. ${removed.slice(0, 5).join(', ')}${removed.length > 5 ? ', …' : ''}`);
  console.log('commit it with the deploy it describes');
}
