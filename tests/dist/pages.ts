/**
 * The pages of dist/ as every dist test reads them, with the guard that keeps a test from
 * passing on an empty or partial build: every path the route registry builds from content/
 * must be there (src/lib/pages/url-ledger.ts › builtPaths), or the file fails before any test runs.
 */
import { htmlPages } from '../../scripts/page-weight.mjs';
import { readCatalog } from '@/lib/content/disk-catalog';
import { builtPaths } from '@/lib/pages/url-ledger';

export interface BuiltPage {
  path: string;
  file: string;
  html: string;
}

/** Throws unless `paths` holds every page the registry builds. */
export function assertCompleteDist(paths: Iterable<string> = htmlPages('dist').map((p: BuiltPage) => p.path)): void {
  const have = new Set(paths);
  const expected = [...builtPaths(readCatalog())];
  const missing = expected.filter((path) => !have.has(path));
  if (missing.length > 0) {
    throw new Error(`dist/ lacks ${missing.length} of the ${expected.length} pages the registry builds (e.g. ${missing.slice(0, 3).join(', ')}): run \`npm run build\` first`);
  }
}

let pages: BuiltPage[] | undefined;

/**
 * Every HTML page of dist/ (redirect stubs left out), once the build is known to be complete.
 * Read once per worker: the dist files share their modules (tests/vitest.config.ts); callers map
 * the list, never change it.
 */
export function builtPages(): readonly BuiltPage[] {
  if (!pages) {
    const read = htmlPages('dist') as BuiltPage[];
    assertCompleteDist(read.map((p) => p.path));
    pages = read;
  }
  return pages;
}
