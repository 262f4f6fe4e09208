#!/usr/bin/env node
/**
 * `npm test`: every check of the project, the steps below, each an npm script that also runs on
 * its own. They run side by side where they do not depend on each other, so the CPU is kept busy:
 * a step waits for the steps it reads (`after`), and starts when the weights of the running steps
 * leave room for its own (about the cores it keeps busy; room: 3 per core, since the browser steps
 * spend much of their time waiting on Chromium, wrangler or the disk: with 2 per core a run kept
 * the two cores 57% busy). The steps that run Astro in this working copy
 * (`astro check`, the build, the reproducibility build) share its caches (.astro/,
 * node_modules/.astro, node_modules/.vite) and never run at the same time (`root`); the fixture
 * builds and the editor's test build copies under .cache/ with caches of their own.
 *
 * Each step's output is printed whole when it ends, then a table of when each ran. The first
 * failure stops the run: the steps still running are stopped and their output so far printed.
 *
 *   node scripts/test.mjs [--jobs N] [step…]   N steps' worth of weight at once (default: 3 per core);
 *                                              only the steps named (their `after` are not added)
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/**
 * In priority order: the longest chains first (the site's build, then its browser tests and its
 * dist tests, whose W3C checker is the longest single file, then the fixture builds; the editor's
 * browser tests, two spec files side by side, one of which builds a copy of its own). The
 * tests of the site's build and of the fixture builds are separate steps (TEST_BUILDS, read by
 * tests/playwright.config.ts and tests/vitest.config.ts), so the site's start as soon as dist/ is
 * built. The fixture builds wait for the site's build: it fills the photo and share-image caches
 * they share (node_modules/.cache, scripts/project-copy.mjs), which on a fresh clone are empty, so
 * run beside it each build drew the same 118 share images again (about 15 s of CPU each).
 */
export const STEPS = [
  { name: 'build', script: 'build', weight: 2, root: true },
  { name: 'cms', script: 'test:cms', weight: 2 },
  { name: 'e2e', script: 'test:e2e', weight: 2, after: ['build'], env: { TEST_BUILDS: 'site' } },
  { name: 'dist', script: 'test:dist', weight: 2, after: ['build'], env: { TEST_BUILDS: 'site' } },
  { name: 'fixtures', script: 'build:fixtures', weight: 2, after: ['build'] },
  { name: 'check', script: 'check', weight: 1, root: true },
  { name: 'unit', script: 'test:unit', weight: 2 },
  { name: 'reproducible', script: 'test:reproducible', weight: 1, root: true, after: ['build'] },
  { name: 'e2e-fixtures', script: 'test:e2e', weight: 1, after: ['build', 'fixtures'], env: { TEST_BUILDS: 'fixtures' } },
  { name: 'dist-fixtures', script: 'test:dist', weight: 1, after: ['build', 'fixtures'], env: { TEST_BUILDS: 'fixtures' } },
];

const args = process.argv.slice(2);
const jobsAt = args.indexOf('--jobs');
const capacity = jobsAt >= 0 ? Number(args.splice(jobsAt, 2)[1]) : 3 * availableParallelism();
const only = new Set(args);
for (const name of only) if (!STEPS.some((s) => s.name === name)) throw new Error(`no step "${name}" (${STEPS.map((s) => s.name).join(', ')})`);
const steps = STEPS.filter((s) => !only.size || only.has(s.name)).map((s) => ({ ...s, after: (s.after ?? []).filter((a) => !only.size || only.has(a)) }));

const t0 = Date.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
const state = new Map(steps.map((s) => [s.name, { status: 'waiting', output: [] }]));
let failed = false;

const running = () => steps.filter((s) => state.get(s.name).status === 'running');
const canStart = (step) => {
  if (state.get(step.name).status !== 'waiting') return false;
  if (!step.after.every((a) => state.get(a).status === 'passed')) return false;
  const now = running();
  if (step.root && now.some((s) => s.root)) return false;
  return !now.length || now.reduce((sum, s) => sum + s.weight, 0) + step.weight <= capacity;
};

function start(step) {
  const s = state.get(step.name);
  s.status = 'running';
  s.start = Date.now();
  console.log(`[${seconds(s.start - t0)}] ${step.name}: npm run ${step.script} (running: ${running().map((r) => r.name).join(', ')})`);
  // its own process group, so stopping it stops the servers and browsers it started
  const child = spawn('npm', ['run', '--silent', step.script], { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...step.env } });
  s.child = child;
  child.stdout.on('data', (chunk) => s.output.push(chunk));
  child.stderr.on('data', (chunk) => s.output.push(chunk));
  child.on('close', (code, signal) => finish(step, code === 0 ? 'passed' : signal && failed ? 'stopped' : 'failed', signal ?? code));
}

function finish(step, status, how) {
  const s = state.get(step.name);
  if (s.status !== 'running') return;
  s.status = status;
  s.end = Date.now();
  process.stdout.write(`\n──── ${step.name} (npm run ${step.script}): ${status}${status === 'passed' ? '' : ` (${how})`} in ${seconds(s.end - s.start)} ────\n`);
  process.stdout.write(Buffer.concat(s.output));
  process.stdout.write(`──── end of ${step.name} ────\n\n`);
  if (status === 'failed' && !failed) {
    failed = true;
    for (const other of running()) stop(state.get(other.name).child.pid);
  }
  schedule();
}

/**
 * The processes under `pid`, read from /proc (Linux; none elsewhere). Playwright starts wrangler in a
 * process group of its own, so stopping a step's group left wrangler and workerd serving its port
 * (s52, s53: a later run then tested the old dist/ through them).
 */
function descendants(pid) {
  if (!existsSync('/proc')) return [];
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${name}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {}
  }
  const out = [];
  for (let queue = [pid]; queue.length; ) for (const child of children.get(queue.shift()) ?? []) out.push(child), queue.push(child);
  return out;
}

/** Stops a step: SIGTERM to its group and every process under it, SIGKILL to those left 5 s later. */
function stop(pid) {
  const all = descendants(pid);
  const send = (signal) => {
    try {
      process.kill(-pid, signal);
    } catch {}
    for (const p of all) {
      try {
        process.kill(p, signal);
      } catch {}
    }
  };
  send('SIGTERM');
  setTimeout(() => send('SIGKILL'), 5000).unref();
}

function schedule() {
  if (!failed) for (const step of steps) if (canStart(step)) start(step);
  if (running().length) return;
  const blocked = steps.filter((s) => state.get(s.name).status === 'waiting');
  console.log(`npm test: ${seconds(Date.now() - t0)} in all, up to ${capacity} weight at once`);
  for (const step of steps) {
    const s = state.get(step.name);
    const when = s.start ? `${seconds(s.start - t0).padStart(6)} → ${seconds(s.end - t0).padStart(6)}  (${seconds(s.end - s.start)})` : '';
    console.log(`  ${step.name.padEnd(13)} ${s.status.padEnd(8)} ${when}`);
  }
  process.exit(failed || blocked.length ? 1 : 0);
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    failed = true;
    for (const step of running()) stop(state.get(step.name).child.pid);
    setTimeout(() => process.exit(1), 5500);
  });
}

schedule();
