#!/usr/bin/env node
/**
 * Builds the site from a copy of the project whose content/ names carry markup and script
 * (tests/fixtures/hostile-content.json), into .cache/hostile-site/dist, for the browser test
 * tests/e2e/hostile-content.spec.ts. Either the build refuses it (the security-headers pass fails
 * on any inline script or event handler our code does not declare) or every page shows the names
 * as text; the test proves the second in Chromium. Run through npm (`npm run build:hostile`), so
 * `astro` runs on the project's Node.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCopy, copyProject } from './project-copy.mjs';

const root = process.cwd();
const fixture = JSON.parse(readFileSync(join(root, 'tests/fixtures/hostile-content.json'), 'utf8'));
const dir = copyProject(root, join(root, '.cache', 'hostile-site'));

for (const [name, edit] of Object.entries(fixture)) {
  if (name.startsWith('$')) continue;
  const file = join(dir, edit.file);
  const json = JSON.parse(readFileSync(file, 'utf8'));
  json[edit.index][edit.field] = edit.value;
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}

console.log(`hostile build: ${Object.keys(fixture).filter((k) => !k.startsWith('$')).length} names with markup in a copy of content/, building into .cache/hostile-site/dist`);
buildCopy(dir);
console.log('hostile build: done');
