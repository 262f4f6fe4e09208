#!/usr/bin/env node
/**
 * `npm run check:copy`: `astro check` (what `npm run check` runs) on a copy of this working copy
 * under .cache/check, for `npm test` (scripts/test.mjs). `astro check` first syncs Astro's types
 * and content store (.astro/, node_modules/.astro), which the build writes too; in the working copy
 * it could therefore never run beside the build nor the reproducibility build, and ended up last,
 * on one core. In a copy with caches of its own it runs from the start, beside the build.
 *
 * The copy holds every file `astro check` reads here: each entry of the project root but
 * node_modules (linked entry by entry, as for the fixture builds: scripts/project-copy.mjs), the
 * build's and the tests' outputs (dist/, test-results/, playwright-report/) and the hidden folders,
 * which tsconfig.json's "**\/*" leaves out anyway (.astro/, .cache/, .git/…). So the same sources,
 * tests and scripts are checked, in the same number of files.
 */
import { cpSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { copyProject } from './project-copy.mjs';

const root = process.cwd();
const dir = join(root, '.cache', 'check');
const OUTPUTS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);

copyProject(root, dir);
for (const entry of readdirSync(root)) {
  if (entry.startsWith('.') || OUTPUTS.has(entry)) continue;
  cpSync(join(root, entry), join(dir, entry), { recursive: true, force: true });
}
console.log(`check: astro check on a copy of the working copy in ${dir}`);
const run = spawnSync('astro', ['check', ...process.argv.slice(2)], { cwd: dir, stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
process.exit(run.status ?? 1);
