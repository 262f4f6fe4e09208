/**
 * The bare Astro site the benches measure against (tests/fixtures/bare-astro: one React island
 * hydrating client:idle, Tailwind, the project's own Astro): where it lives, where it builds, and
 * its build. Its astro.config.mjs takes the output folder from here.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const BARE_ROOT = 'tests/fixtures/bare-astro';
/** Where it builds, relative to the project root. */
export const BARE_DIST = 'node_modules/.cache/bare-astro-dist';
/** The same folder as an absolute path (the fixture's outDir). */
export const BARE_DIST_PATH = fileURLToPath(new URL(`../${BARE_DIST}/`, import.meta.url));

/** Builds it with `env` (BARE_PAGES, BARE_PHOTOS: see its pages), output silenced, errors shown. */
export function buildBareAstro(env) {
  execFileSync('npx', ['astro', 'build', '--root', BARE_ROOT], { stdio: ['ignore', 'ignore', 'inherit'], env });
}
