/**
 * A copy of the project to build from other content (scripts/build-fixtures.mjs, the editor's
 * test, scripts/check-reproducible.mjs): the sources, content and settings, with node_modules linked.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { execFileSync, spawn } from 'node:child_process';

/** Caches under node_modules that each copy keeps to itself. */
const OWN_CACHES = new Set(['.astro', '.vite']);

/** Copies the project at `root` into `dir` (emptied first) and returns `dir`. */
export function copyProject(root, dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of ['src', 'public', 'content', 'astro.config.mjs', 'tsconfig.json', 'package.json']) cpSync(join(root, entry), join(dir, entry), { recursive: true });
  if (existsSync(join(root, 'published-urls.txt'))) cpSync(join(root, 'published-urls.txt'), join(dir, 'published-urls.txt'));
  // node_modules linked entry by entry, leaving out Astro's and Vite's caches: they hold the build's
  // content store, and copies built at the same time (scripts/build-fixtures.mjs) must not share it.
  // The photo and share-image caches (node_modules/.cache) are shared: keyed by content, written atomically.
  mkdirSync(join(dir, 'node_modules'));
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (!OWN_CACHES.has(entry)) symlinkSync(resolve(root, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  return dir;
}

/** Runs `astro build` in a copy (through npm, so on the project's Node). */
export function buildCopy(dir, env = {}) {
  execFileSync('astro', ['build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env } });
}

/** `buildCopy` without blocking: resolves when the build succeeds, rejects with its exit code otherwise. */
export function buildCopyAsync(dir, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn('astro', ['build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env } });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`astro build in ${dir} failed (${signal ?? `exit ${code}`})`))));
  });
}
