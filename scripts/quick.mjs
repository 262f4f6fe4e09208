#!/usr/bin/env node
/**
 * The quick loop (BUILD_SUBSET=1, src/lib/content/subset.ts): every page family, every breed and
 * line, in a few places, so a local build takes seconds. CI and deploys build everything.
 *
 *   npm run dev           Astro's dev server on the quick catalogue
 *   npm run build:quick   the quick build into dist/ (then `npm run preview` serves it)
 *   npm run test:quick    unit tests, the quick build, and the dist checks that hold for any
 *                         number of places (SEO, headers, headings, trust pages, share images,
 *                         the W3C checker)
 *
 * Run through npm, so `astro` and `vitest` run on the project's Node.
 */
import { spawnSync } from 'node:child_process';

/** The dist checks that read every page but assume no page count of the full site. */
export const QUICK_DIST_TESTS = ['seo', 'headers', 'admin', 'headings', 'trust', 'share-images', 'nu'].map((name) => `tests/dist/${name}.test.ts`);

const quick = { ...process.env, BUILD_SUBSET: '1' };
const run = (command, args, env = quick) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const mode = process.argv[2];
if (mode === 'dev') run('astro', ['dev', ...process.argv.slice(3)]);
else if (mode === 'build') run('astro', ['build']);
else if (mode === 'test') {
  // The unit tests read the whole catalogue.
  run('vitest', ['run', '--config', 'tests/vitest.config.ts', 'tests/unit'], { ...process.env, BUILD_SUBSET: '' });
  run('astro', ['build']);
  run('vitest', ['run', '--config', 'tests/vitest.config.ts', ...QUICK_DIST_TESTS]);
} else {
  console.error('usage: node scripts/quick.mjs dev|build|test');
  process.exit(2);
}
