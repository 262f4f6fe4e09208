#!/usr/bin/env node
/**
 * npm run build:fixtures: the fixture builds the dist and browser tests read (hostile content, a
 * sixth species, photos, an inventory), in the two copies of scripts/fixture-sites.mjs, built at
 * the same time. Each copy gets the content edits of the fixtures it holds (each fixture's
 * `apply`, in scripts/build-<fixture>.mjs), then one `astro build`. Before, the four fixtures took
 * four builds, two at a time.
 *
 *   node scripts/build-fixtures.mjs [site…]         only these copies (names-stock, species-photos)
 *   node scripts/build-fixtures.mjs --of fixture…   the copies that hold these fixtures
 *                                                   (npm run build:hostile and the others)
 *
 * Run through npm, so Node 24 runs the photo fixture's TypeScript.
 */
import { join } from 'node:path';
import { buildCopyAsync, copyProject } from './project-copy.mjs';
import { FIXTURE_SITES, siteOf } from './fixture-sites.mjs';
import { apply as hostile } from './build-hostile.mjs';
import { apply as inventory } from './build-inventory.mjs';
import { apply as sixthSpecies } from './build-sixth-species.mjs';
import { apply as photos } from './build-photos.mjs';

const APPLY = { hostile, inventory, 'sixth-species': sixthSpecies, photos };

/** Copies the project into the site's folder, applies its fixtures and builds it. */
export async function buildFixtureSite(name, root = process.cwd()) {
  const { dir, fixtures, env } = FIXTURE_SITES[name];
  const copy = copyProject(root, join(root, dir));
  for (const fixture of fixtures) console.log(`fixtures (${name}): ${await APPLY[fixture](copy, root)}`);
  const kind = env.BUILD_SUBSET ? 'quick build' : 'full build';
  console.log(`fixtures (${name}): ${kind}${env.BUILD_DATE ? ` as of ${env.BUILD_DATE}` : ''} into ${dir}/dist`);
  const started = Date.now();
  await buildCopyAsync(copy, env);
  console.log(`fixtures (${name}): done in ${Math.round((Date.now() - started) / 1000)} s`);
}


async function buildSites(names) {
  const results = await Promise.allSettled(names.map((name) => buildFixtureSite(name)));
  const failed = results.filter((r) => r.status === 'rejected');
  for (const { reason } of failed) console.error(reason.message);
  if (failed.length) process.exit(1);
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  // --of hostile: the copy that holds that fixture (each fixture script only exports its `apply`).
  const names = args[0] === '--of' ? [...new Set(args.slice(1).map(siteOf))] : args;
  for (const name of names) if (!FIXTURE_SITES[name]) throw new Error(`unknown fixture site "${name}" (${Object.keys(FIXTURE_SITES).join(', ')})`);
  await buildSites(names.length ? names : Object.keys(FIXTURE_SITES));
}
