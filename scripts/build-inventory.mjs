#!/usr/bin/env node
/**
 * Builds the quick build (BUILD_SUBSET=1) of a copy of the project with a fixture inventory
 * (tests/fixtures/inventory: litters and a lot under content/inventario/, the published terms
 * merged into content/site.json, and the photos tests/fixtures/photos.ts generates into
 * content/fotos/), on a fixed day (BUILD_DATE), into .cache/inventory/dist, for
 * tests/dist/inventory.test.ts. The repository's content/ ships with no animals, photos or terms.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCopy, copyProject } from './project-copy.mjs';
import { writeFixturePhotos } from '../tests/fixtures/photos.ts';

/** The day the fixture is built as of: the dates of tests/fixtures/inventory are relative to it. */
export const INVENTORY_BUILD_DATE = '2026-11-10';

const root = process.cwd();
const fixture = join(root, 'tests/fixtures/inventory');
const dir = copyProject(root, join(root, '.cache', 'inventory'));

cpSync(join(fixture, 'content'), join(dir, 'content'), { recursive: true });
const { $comment, ...terms } = JSON.parse(readFileSync(join(fixture, 'site-terms.json'), 'utf8'));
const sitePath = join(dir, 'content/site.json');
writeFileSync(sitePath, `${JSON.stringify({ ...JSON.parse(readFileSync(sitePath, 'utf8')), ...terms }, null, 2)}\n`);
await writeFixturePhotos(dir, ['cachorra-en-la-finca.jpg', 'camada-maltes.png']);

console.log(`inventory build: tests/fixtures/inventory merged into a copy; quick build as of ${INVENTORY_BUILD_DATE} into .cache/inventory/dist`);
buildCopy(dir, { BUILD_SUBSET: '1', BUILD_DATE: INVENTORY_BUILD_DATE });
console.log('inventory build: done');
