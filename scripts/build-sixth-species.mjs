#!/usr/bin/env node
/**
 * A sixth livestock species added to content/ only (tests/fixtures/sixth-species: its lines file,
 * and merge.json's entries for species.json, clusters.json, ica-requirements.json and
 * transporte.json), for tests/dist/fixture-builds/sixth-species.test.ts: species are data, and a new one of an
 * existing model (bovino, equino, ave) gets its landing, line, sale, category and city pages,
 * navigation entry, sitemap entries and share images with no change to code. Its copy is a quick
 * build (BUILD_SUBSET=1, scripts/fixture-sites.mjs); `npm run build:sixth-species` builds it.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Merges the sixth species into the copy at `dir`. */
export function apply(dir, root) {
  const fixture = join(root, 'tests/fixtures/sixth-species');
  cpSync(join(fixture, 'content'), join(dir, 'content'), { recursive: true });
  const merges = JSON.parse(readFileSync(join(fixture, 'merge.json'), 'utf8'));
  for (const [file, merge] of Object.entries(merges)) {
    if (file.startsWith('$')) continue;
    const path = join(dir, file);
    const json = JSON.parse(readFileSync(path, 'utf8'));
    const merged = merge.append ? [...json, merge.append] : { ...json, ...merge.add };
    writeFileSync(path, `${JSON.stringify(merged, null, 2)}\n`);
  }
  return 'sixth species: content/ of tests/fixtures/sixth-species merged';
}

