#!/usr/bin/env node
/**
 * A fixture inventory (tests/fixtures/inventory: litters and a lot under content/inventario/, the
 * published terms merged into content/site.json, and the photos tests/fixtures/photos.ts generates
 * into content/fotos/), for tests/dist/fixture-builds/inventory.test.ts, built on a fixed day (BUILD_DATE =
 * INVENTORY_BUILD_DATE, scripts/fixture-sites.mjs). The repository's content/ ships with no
 * animals, photos or terms. `npm run build:inventory` builds the copy that holds it; run through
 * npm, so Node 24 runs the fixture's TypeScript.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFixturePhotos } from '../tests/fixtures/photos.ts';

export { INVENTORY_BUILD_DATE } from './fixture-sites.mjs';

/** Merges the inventory, its terms and its photos into the copy at `dir`. */
export async function apply(dir, root) {
  const fixture = join(root, 'tests/fixtures/inventory');
  cpSync(join(fixture, 'content'), join(dir, 'content'), { recursive: true });
  const { $comment, ...terms } = JSON.parse(readFileSync(join(fixture, 'site-terms.json'), 'utf8'));
  const sitePath = join(dir, 'content/site.json');
  writeFileSync(sitePath, `${JSON.stringify({ ...JSON.parse(readFileSync(sitePath, 'utf8')), ...terms }, null, 2)}\n`);
  await writeFixturePhotos(dir, ['cachorra-en-la-finca.jpg', 'camada.png']);
  return 'inventory: tests/fixtures/inventory merged, with its terms and photos';
}

