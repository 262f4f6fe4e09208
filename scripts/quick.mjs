#!/usr/bin/env node
/**
 * The quick loop (BUILD_SUBSET=1, src/lib/content/subset.ts): every page family, every breed and
 * line, in a few places, so a local build takes seconds. CI and deploys build everything.
 *
 *   npm run dev           Astro's dev server on the quick catalogue
 *   npm run build:quick   the quick build into dist/ (then `npm run preview` serves it)
 *   npm run test:quick    unit tests and the quick build side by side, then the dist checks that
 *                         hold for any number of places (SEO, headers, headings, trust pages, share images,
 *                         the W3C checker)
 *
 * Run through npm, so `astro` and `vitest` run on the project's Node.
 */
import { spawn, spawnSync } from 'node:child_process';

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
  // The unit tests (on the whole catalogue) and the quick build side by side: neither reads what
  // the other writes. The unit tests' output is printed when they end, after the build's.
  const unit = new Promise((resolve) => {
    const child = spawn('vitest', ['run', '--config', 'tests/vitest.config.ts', 'tests/unit'], { env: { ...process.env, BUILD_SUBSET: '', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
    process.on('exit', () => child.exitCode === null && child.kill()); // a failed build stops them
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve({ code, output: Buffer.concat(output) }));
  });
  run('astro', ['build']);
  const { code, output } = await unit;
  process.stdout.write(output);
  if (code !== 0) process.exit(code ?? 1);
  run('vitest', ['run', '--config', 'tests/vitest.config.ts', ...QUICK_DIST_TESTS]);
} else {
  console.error('usage: node scripts/quick.mjs dev|build|test');
  process.exit(2);
}
