#!/usr/bin/env node
/**
 * npm run bench [-- --runs 3]: the quick build (BUILD_SUBSET=1, scripts/quick.mjs) and the full
 * build, each from clean, side by side; then pages built, build seconds, pages per second,
 * gzipped HTML per page (median, max) and CSS / JS per page type of the full build; last, the
 * full build and the bare Astro site (tests/fixtures/bare-astro, as many pages) built in turn,
 * `--runs` pairs, and the median of their speed ratios: one pair swings by ±0.1 with the disk.
 * Caches under node_modules/.cache (share images) are kept, as on a developer's machine.
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { rmSync } from 'node:fs';
import { htmlPages, pageType, weighPage } from './page-weight.mjs';
import { BARE_DIST, BARE_ROOT } from './bare-astro.mjs';

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
/** Pairs of the full build and the bare site, built in turn. */
const runs = Math.max(1, Number(options.runs));

/** Seconds of one build from clean (`args`: more arguments of astro build, e.g. another root). */
function timedBuild(env, args = []) {
  rmSync(args.length ? BARE_DIST : 'dist', { recursive: true, force: true });
  rmSync('node_modules/.astro', { recursive: true, force: true });
  const started = process.hrtime.bigint();
  execFileSync('npx', ['astro', 'build', ...args], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env } });
  return Number(process.hrtime.bigint() - started) / 1e9;
}

const quickSeconds = timedBuild({ BUILD_SUBSET: '1' });
const quickPages = htmlPages('dist').length;
const seconds = timedBuild({ BUILD_SUBSET: '' });

const pages = htmlPages('dist');

const weights = pages.map((p) => ({ ...p, type: pageType(p.path), ...weighPage('dist', p.html) }));
const sizes = weights.map((w) => w.html).sort((a, b) => a - b);
const median = sizes[Math.floor(sizes.length / 2)];
const largest = weights.reduce((a, b) => (b.html > a.html ? b : a));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

console.log(`quick build:        ${quickPages} pages in ${quickSeconds.toFixed(1)} s (BUILD_SUBSET=1: every family, few places)`);
console.log(`full build:         ${pages.length} pages in ${seconds.toFixed(1)} s`);

console.log('');
console.log(`pages built:        ${pages.length}`);
console.log(`build seconds:      ${seconds.toFixed(1)}`);
console.log(`pages per second:   ${(pages.length / seconds).toFixed(0)}`);
console.log(`HTML gzip median:   ${kb(median)}`);
console.log(`HTML gzip max:      ${kb(largest.html)} (${largest.path})`);
console.log('');
console.log('page type              pages   HTML gz max   CSS gz   JS gz   islands');
const byType = new Map();
for (const w of weights) byType.set(w.type, [...(byType.get(w.type) ?? []), w]);
for (const [type, list] of [...byType].sort()) {
  const max = (f) => Math.max(...list.map(f));
  const islands = [...new Set(list.flatMap((w) => w.islands))].join(', ');
  console.log(
    `${type.padEnd(22)} ${String(list.length).padStart(5)}   ${kb(max((w) => w.html)).padStart(11)}   ${kb(max((w) => w.css)).padStart(6)}   ${kb(max((w) => w.js)).padStart(6)}   ${islands}`,
  );
}

// Last, the bare Astro + React + Tailwind site (tests/fixtures/bare-astro) with as many pages,
// built the same way from clean, in turn with the full build (the first pair reuses the full build
// above); the full build goes last, so dist/ stays as it left it.
const ratios = [];
console.log('');
for (let run = 1; run <= runs; run++) {
  const bareSeconds = timedBuild({ BARE_PAGES: String(pages.length - 1) }, ['--root', BARE_ROOT]);
  const barePages = htmlPages(BARE_DIST).length;
  const ours = run === 1 ? seconds : timedBuild({ BUILD_SUBSET: '' });
  const ratio = pages.length / ours / (barePages / bareSeconds);
  ratios.push(ratio);
  console.log(`pair ${run}/${runs}:           ours ${pages.length} pages in ${ours.toFixed(1)} s, bare Astro site ${barePages} pages in ${bareSeconds.toFixed(1)} s: ${ratio.toFixed(2)}×`);
}
const medianRatio = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)];
console.log(`pages per second:   ${medianRatio.toFixed(2)}× the bare site's (median of ${runs} pair${runs === 1 ? '' : 's'})`);
