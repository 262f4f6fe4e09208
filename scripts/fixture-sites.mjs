/**
 * The fixture builds `npm test` reads, and which copy of the project under .cache/ holds each
 * (scripts/build-fixtures.mjs builds them). Fixtures whose pages do not meet share a copy, so the
 * four take two builds instead of four (a build's fixed cost, config, types and bundling, is most
 * of a quick build). Both are quick builds (BUILD_SUBSET=1, src/lib/content/subset.ts): every page
 * family for every breed and line, in the first four cities and the dispatch city. What the
 * fixtures change is there: the hostile city is the second city, the breeds are all kept and the
 * inventory is in Bogotá; the whole site goes through the same passes in the site's own build.
 *
 *   names-stock     as of INVENTORY_BUILD_DATE: hostile names (scripts/build-hostile.mjs: a dog
 *                   breed, a city, a cat breed; every page of the copy goes through the build's
 *                   security-headers pass with them) and the inventory
 *                   (scripts/build-inventory.mjs: litters of other breeds, all in Bogotá, and a lot)
 *   species-photos  a sixth livestock species (scripts/build-sixth-species.mjs) and the shih tzu
 *                   galleries' photos (scripts/build-photos.mjs)
 *
 * Kept apart: the photos and the inventory (its shih tzu litter in Bogotá would add its photos to
 * the page whose photos tests/dist/fixture-builds/photos.test.ts counts). No file here imports the builders, so a
 * test or config reads these paths without loading sharp.
 */

/** The day the inventory fixture is built as of: the dates of tests/fixtures/inventory are relative to it. */
export const INVENTORY_BUILD_DATE = '2026-11-10';

export const FIXTURE_SITES = {
  'names-stock': { dir: '.cache/fixtures-names-stock', fixtures: ['hostile', 'inventory'], env: { BUILD_DATE: INVENTORY_BUILD_DATE, BUILD_SUBSET: '1' } },
  'species-photos': { dir: '.cache/fixtures-species-photos', fixtures: ['sixth-species', 'photos'], env: { BUILD_SUBSET: '1' } },
};

/** The name of the copy that holds `fixture` ('hostile', 'inventory', 'sixth-species', 'photos'). */
export function siteOf(fixture) {
  const name = Object.keys(FIXTURE_SITES).find((key) => FIXTURE_SITES[key].fixtures.includes(fixture));
  if (!name) throw new Error(`no fixture site holds "${fixture}"`);
  return name;
}

/** The folder of the copy that holds `fixture`, relative to the project; its build is in `dist/` under it. */
export const fixtureDir = (fixture) => FIXTURE_SITES[siteOf(fixture)].dir;
