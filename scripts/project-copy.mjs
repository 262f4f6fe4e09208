/**
 * A copy of the project to build from other content (scripts/build-hostile.mjs,
 * scripts/build-sixth-species.mjs): the sources, content and settings, with node_modules linked.
 */
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';

/** Copies the project at `root` into `dir` (emptied first) and returns `dir`. */
export function copyProject(root, dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of ['src', 'public', 'content', 'astro.config.mjs', 'tsconfig.json', 'package.json']) cpSync(join(root, entry), join(dir, entry), { recursive: true });
  if (existsSync(join(root, 'published-urls.txt'))) cpSync(join(root, 'published-urls.txt'), join(dir, 'published-urls.txt'));
  symlinkSync(resolve(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

/** Runs `astro build` in a copy (through npm, so on the project's Node). */
export function buildCopy(dir, env = {}) {
  execFileSync('astro', ['build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env } });
}
