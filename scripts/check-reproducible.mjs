#!/usr/bin/env node
/**
 * Proves that two builds of the same commit for the same day are byte-identical: hashes every file
 * of dist/, builds again into a temporary folder and compares. Run after `npm run build`.
 * dist/estado.json is compared too: it names the commit and the build day, not the time
 * (src/lib/content/build-status.ts). The second build is made for the first one's day (BUILD_DATE
 * from dist/estado.json), so a run that crosses midnight UTC compares builds of one day, as it
 * means to, instead of failing on estado.json.
 *
 * It builds in this working copy, where dist/ was built, so the two builds share everything but the
 * run itself; `npm test` (scripts/test.mjs) therefore runs it while
 * no other step builds or checks here, beside the steps that only read dist/.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { execFileSync } from 'node:child_process';

function digest(dir) {
  const out = new Map();
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.set(relative(dir, p), createHash('sha256').update(readFileSync(p)).digest('hex'));
    }
  };
  walk(dir);
  return out;
}

const first = digest('dist');
const { construido } = JSON.parse(readFileSync('dist/estado.json', 'utf8'));
const second = 'node_modules/.cache/reproducible-dist';
rmSync(second, { recursive: true, force: true });
execFileSync('npx', ['astro', 'build', '--outDir', second], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, BUILD_DATE: construido } });
const again = digest(second);
const differing = [...new Set([...first.keys(), ...again.keys()])].filter((f) => first.get(f) !== again.get(f));
rmSync(second, { recursive: true, force: true });
if (differing.length) {
  console.error(`Builds differ in ${differing.length} files, e.g.:\n  ${differing.slice(0, 10).join('\n  ')}`);
  console.log(`reproducible: 0 passed, 1 failed`);
  process.exit(1);
}
console.log(`reproducible: ${first.size} files byte-identical across two builds of ${construido}`);
