#!/usr/bin/env node
/**
 * npm run bench:first-tap -- [--runs 5] [--base http://host:port] [--dist dist] [--baseline other/dist] [--port 8807] [--only cat,dog,gallery,chat] [--scenarios idle,early]
 *
 * The first tap of each island on a mid-range phone (issue 27): Chromium through Playwright with
 * the Chrome DevTools Protocol (Emulation.setCPUThrottlingRate 4, Network.emulateNetworkConditions
 * 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up; Pixel 7 viewport and touch), a fresh profile per
 * run, against the built dist/ served by wrangler as the browser tests serve it (or --base).
 * Two scenarios: the page left idle 2 s after its load event, and a tap as soon as the control is
 * visible (the page still loading). For each, the median and max over the runs of:
 *  - answer: ms from the tap's pointerdown (its event timestamp) to the first frame that shows
 *    the answer (cat filter: the heading and grid of "Pelo largo"; dog search: the "Mini" chip
 *    marked current, on this page or the next; gallery: the pictures in a new order; chat: the
 *    conversion function called, which opens the chat);
 *  - INP-like: the longest duration (Event Timing API, input to next paint) of the tap's events.
 * With --warm, each run first loads the page and its islands' code (a key press hydrates them),
 * then measures a second visit with that code in the HTTP cache: what fetching the islands' code
 * in idle time, without running it, would give at best (the code still runs after the tap).
 * With --baseline, a second built site (say, main's dist copied aside) is served on the next port
 * and every run measures both, one after the other: an A/B comparison under the same load.
 * Timings are noisy, more so on a shared machine: a benchmark, not a test (not part of npm test).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { serveDist } from './serve-dist.mjs';
import { chromium, devices } from '@playwright/test';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    base: { type: 'string' },
    dist: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '8807' },
    baseline: { type: 'string' },
    warm: { type: 'boolean', default: false },
    only: { type: 'string' },
    scenarios: { type: 'string', default: 'idle,early' },
  },
});
const RUNS = Number(args.runs);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const conversionFunction = JSON.parse(readFileSync('content/site.json', 'utf8')).conversionFunction;

/**
 * Each island: its page, the control tapped, and the answer as a predicate evaluated in the page
 * on every frame after the tap (a function's source; `snapshot` is what it returned at the tap).
 */
const ISLANDS = {
  cat: {
    label: 'cat filter "Pelo largo" (/gatos-colombia/)',
    path: '/gatos-colombia/',
    control: (page) => page.getByRole('group', { name: 'Filtrar por pelaje' }).getByRole('button', { name: 'Pelo largo' }),
    // The heading says the coat, and every card left visible is of that coat.
    answer: `() => {
      const h = document.querySelector('[data-cat-filter] h2');
      const cards = [...document.querySelectorAll('[data-cat-card]')].filter((c) => c.checkVisibility());
      return h && /largo/i.test(h.textContent) && cards.length > 0 && cards.every((c) => c.textContent.includes('Pelo largo'));
    }`,
  },
  dog: {
    label: 'dog search chip "Mini" (/perros/buscar/)',
    path: '/perros/buscar/',
    control: (page) => page.getByRole('complementary', { name: 'Búsqueda por estilo' }).getByRole('link', { name: 'Mini', exact: true }),
    answer: `() => [...document.querySelectorAll('[aria-labelledby=panel-titulo] a')].some((a) => a.textContent.trim() === 'Mini' && a.getAttribute('aria-current') === 'true' && a.checkVisibility())`,
  },
  gallery: {
    label: 'gallery shuffle (/)',
    path: '/',
    control: (page) => page.locator('[data-gallery] li').first(),
    snapshot: `() => [...document.querySelectorAll('[data-gallery] li')].map((li) => li.innerHTML).join('|')`,
    answer: `(before) => [...document.querySelectorAll('[data-gallery] li')].map((li) => li.innerHTML).join('|') !== before`,
  },
  chat: {
    label: `chat with ${conversionFunction} (/venta-perros/shih-tzu/)`,
    path: '/venta-perros/shih-tzu/',
    control: (page) => page.getByRole('link', { name: 'Abrir chat de WhatsApp' }),
    // Answered when the conversion function is called (see the probe).
    answer: `() => (window.__conversions ?? 0) > 0`,
  },
};

const chosen = args.only?.split(',') ?? Object.keys(ISLANDS);
for (const key of chosen) if (!(key in ISLANDS)) throw new Error(`--only: no island ${key} (${Object.keys(ISLANDS).join(', ')})`);
const scenarios = args.scenarios.split(',');

/**
 * Runs in every document of a run, before the page's scripts. Records the absolute time of the
 * tap's pointerdown, then checks the answer on every frame (in this document or the next one,
 * through sessionStorage), and the Event Timing durations of that first interaction.
 * The tap is timed from the last pointerdown before the answer: when Playwright's touch lands on
 * another element (the control moved between its scroll and its touch), Playwright cancels that
 * touch and taps again, and the visitor's tap is the second one. The page before any tap is
 * snapshotted at the first.
 */
function probe({ answer, snapshot, conversionFunction }) {
  const store = (patch) => sessionStorage.setItem('first-tap', JSON.stringify({ ...read(), ...patch }));
  const read = () => JSON.parse(sessionStorage.getItem('first-tap') ?? '{}');
  const now = () => performance.timeOrigin + performance.now();
  const isAnswered = (0, eval)(`(${answer})`);
  const takeSnapshot = snapshot ? (0, eval)(`(${snapshot})`) : () => null;
  window.__conversions = 0;
  window[conversionFunction] = () => {
    window.__conversions++;
    if (!read().conversionAt) store({ conversionAt: now(), conversions: window.__conversions });
    else store({ conversions: window.__conversions });
    return false;
  };
  const watch = () => {
    const state = read();
    if (state.answerAt) return;
    if (isAnswered(state.snapshot)) {
      store({ answerAt: now() });
      return;
    }
    requestAnimationFrame(watch);
  };
  addEventListener(
    'pointerdown',
    (event) => {
      const state = read();
      if (state.answerAt) return;
      store({ tapAt: performance.timeOrigin + event.timeStamp, taps: (state.taps ?? 0) + 1, snapshot: state.tapAt ? state.snapshot : takeSnapshot() });
      if (state.tapAt) return;
      requestAnimationFrame(watch);
    },
    { capture: true },
  );
  if (read().tapAt && !read().answerAt) requestAnimationFrame(watch);
  let interaction = 0;
  const onEntries = (list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      if (!interaction) interaction = e.interactionId;
      if (e.interactionId !== interaction) continue;
      store({ inp: Math.max(read().inp ?? 0, e.duration) });
    }
  };
  new PerformanceObserver(onEntries).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(onEntries).observe({ type: 'first-input', buffered: true });
}

async function run(browser, base, key, scenario) {
  const island = ISLANDS[key];
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: base });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(probe, { answer: island.answer, snapshot: island.snapshot, conversionFunction });
  // The chat opens wa.me: never leave the machine.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.fulfill({ body: '', contentType: 'text/plain' }));
  try {
    if (args.warm) {
      await page.goto(island.path, { waitUntil: 'load', timeout: 60_000 });
      await page.keyboard.press('Shift');
      await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, null, { timeout: 60_000 });
      await page.evaluate(() => sessionStorage.clear());
    }
    if (scenario === 'idle') {
      await page.goto(island.path, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForTimeout(2000);
    } else {
      await page.goto(island.path, { waitUntil: 'commit', timeout: 60_000 });
      await island.control(page).waitFor({ state: 'visible', timeout: 60_000 });
    }
    await island.control(page).tap({ timeout: 30_000 });
    const state = async () => page.evaluate(() => JSON.parse(sessionStorage.getItem('first-tap') ?? '{}')).catch(() => ({}));
    const deadline = Date.now() + 20_000;
    let s = await state();
    while (!(s.answerAt || s.conversionAt) && Date.now() < deadline) {
      await page.waitForTimeout(100);
      s = await state();
    }
    // Let the Event Timing entries of the tap arrive.
    await page.waitForTimeout(300);
    s = await state();
    const answered = key === 'chat' ? s.conversionAt : s.answerAt;
    return { answer: answered && s.tapAt ? answered - s.tapAt : NaN, inp: s.inp ?? NaN, conversions: s.conversions, taps: s.taps ?? 0 };
  } finally {
    await context.close();
  }
}

/** Serves a built site with wrangler (scripts/serve-dist.mjs). */
const serve = (dir, port) => serveDist(dir, port);

const median = (xs) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const max = (xs) => (xs.some((x) => !Number.isFinite(x)) ? NaN : Math.max(...xs));
const ms = (x) => (Number.isFinite(x) ? `${Math.round(x)}`.padStart(6) : '     –');

const server = args.base ? undefined : await serve(args.dist, Number(args.port));
const baselineServer = args.baseline ? await serve(args.baseline, Number(args.port) + 1) : undefined;
/** The sites measured: this build, and the baseline's when given. */
const sites = [
  { name: args.baseline ? 'this' : '', base: args.base ?? `http://127.0.0.1:${args.port}` },
  ...(args.baseline ? [{ name: 'baseline', base: `http://127.0.0.1:${Number(args.port) + 1}` }] : []),
];
const browser = await chromium.launch({
  executablePath: CHROME,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const results = [];
try {
  console.log(`first tap${args.warm ? ' (islands\' code in the HTTP cache)' : ''}, ${RUNS} runs, 4x CPU, 150 ms RTT, 1.6 Mbit/s down, against ${sites.map((s) => s.base).join(' and ')} (load average ${loadavg()})`);
  for (const key of chosen) {
    for (const scenario of scenarios) {
      const runs = sites.map(() => []);
      for (let i = 0; i < RUNS; i++) {
        for (const [j, site] of sites.entries()) {
          // A failed run (a server or the browser giving up under load) counts as no answer.
          const r = await run(browser, site.base, key, scenario).catch((error) => {
            process.stderr.write(`  ${key} ${scenario} ${site.name} #${i + 1} failed: ${error.message.split('\n')[0]}\n`);
            return { answer: NaN, inp: NaN };
          });
          runs[j].push(r);
          process.stderr.write(`  ${key} ${scenario}${site.name ? ` ${site.name}` : ''} #${i + 1}: answer ${ms(r.answer).trim()} ms, INP-like ${ms(r.inp).trim()} ms${r.conversions !== undefined ? `, conversions ${r.conversions}` : ''}${r.taps > 1 ? `, touched ${r.taps} times (the control moved under the first)` : ''}\n`);
        }
      }
      for (const [j, site] of sites.entries()) results.push({ key, scenario, site: site.name, answer: runs[j].map((r) => r.answer), inp: runs[j].map((r) => r.inp) });
    }
  }
} finally {
  await browser.close();
  for (const child of [server, baselineServer]) {
    try {
      if (child) process.kill(-child.pid);
    } catch {
      // Already gone.
    }
  }
}

console.log(`\n${'island'.padEnd(58)} ${'scenario'.padEnd(8)} ${'site'.padEnd(8)} answer median    max   INP-like median    max`);
for (const r of results) {
  console.log(`${ISLANDS[r.key].label.padEnd(58)} ${r.scenario.padEnd(8)} ${r.site.padEnd(8)}        ${ms(median(r.answer))} ${ms(max(r.answer))}            ${ms(median(r.inp))} ${ms(max(r.inp))}`);
}
console.log(`\nload average at the end: ${loadavg()}`);
const slow = results.filter((r) => r.site !== 'baseline' && !(median(r.answer) <= 200));
if (slow.length) console.log(`over 200 ms (median answer): ${slow.map((r) => `${r.key} ${r.scenario}`).join(', ')}`);
