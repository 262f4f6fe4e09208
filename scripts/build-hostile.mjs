#!/usr/bin/env node
/**
 * Hostile content: names in content/ that carry markup and script (tests/fixtures/hostile-content.json),
 * for the browser test tests/e2e/fixture-builds/hostile-content.spec.ts. Either the build refuses them (the
 * security-headers pass fails on any inline script or event handler our code does not declare) or
 * every page shows the names as text; the test proves the second in Chromium. The copy that holds
 * them is a quick build, so a page of every family, for every breed, goes through that pass with
 * them (scripts/fixture-sites.mjs). `npm run build:hostile` builds that copy; run through npm, so
 * `astro` runs on the project's Node.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Writes the hostile names into the copy at `dir`. */
export function apply(dir, root) {
  const fixture = JSON.parse(readFileSync(join(root, 'tests/fixtures/hostile-content.json'), 'utf8'));
  const edits = Object.entries(fixture).filter(([name]) => !name.startsWith('$'));
  for (const [, edit] of edits) {
    const file = join(dir, edit.file);
    const json = JSON.parse(readFileSync(file, 'utf8'));
    json[edit.index][edit.field] = edit.value;
    writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  }
  return `hostile: ${edits.length} names with markup in content/`;
}

