#!/usr/bin/env node
/**
 * Builds the quick build (BUILD_SUBSET=1) of a copy of the project with a sixth livestock species
 * added to content/ only (tests/fixtures/sixth-species: its lines file, and merge.json's entries
 * for species.json, clusters.json, ica-requirements.json and transporte.json), into
 * .cache/sixth-species/dist, for tests/dist/sixth-species.test.ts: species are data, and a new one
 * of an existing model (bovino, equino, ave) gets its landing, line, sale, category and city pages,
 * navigation entry, sitemap entries and share images with no change to code.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCopy, copyProject } from './project-copy.mjs';

const root = process.cwd();
const fixture = join(root, 'tests/fixtures/sixth-species');
const dir = copyProject(root, join(root, '.cache', 'sixth-species'));

cpSync(join(fixture, 'content'), join(dir, 'content'), { recursive: true });
const merges = JSON.parse(readFileSync(join(fixture, 'merge.json'), 'utf8'));
for (const [file, merge] of Object.entries(merges)) {
  if (file.startsWith('$')) continue;
  const path = join(dir, file);
  const json = JSON.parse(readFileSync(path, 'utf8'));
  const merged = merge.append ? [...json, merge.append] : { ...json, ...merge.add };
  writeFileSync(path, `${JSON.stringify(merged, null, 2)}\n`);
}

console.log('sixth-species build: content/ of tests/fixtures/sixth-species merged into a copy; quick build into .cache/sixth-species/dist');
buildCopy(dir, { BUILD_SUBSET: '1' });
console.log('sixth-species build: done');
