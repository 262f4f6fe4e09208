#!/usr/bin/env node
/**
 * npm run bench:lighthouse -- [--no-build] [--runs 3] [--dist some/dir] [--baseline other/dir] [--all | --only dogs,dogSize] [--port 8795]
 *
 * Lighthouse 13 (mobile defaults: simulated slow 4G, 4x CPU) on one page per type of the
 * built site and on a bare Astro page (one React island hydrating client:idle, Tailwind; built
 * from tests/fixtures/bare-astro with the project's Astro), each served by Cloudflare's local
 * Pages runtime. Runs are interleaved; the table shows medians and each page's LCP as a ratio
 * to the bare page's. Timings are noisy, so this is a benchmark, not a test. With --baseline, a
 * second built site (say, main's dist copied aside) is served too and each page is measured on
 * both in the same runs, one after the other: an A/B comparison under the same conditions.
 *
 * Lighthouse is not a dependency of the project: it runs through `npx --yes lighthouse@13.5.0`
 * with Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). It needs Node >= 22.19:
 * `npm run` puts the project's Node 24 (the `node` devDependency) first on PATH, so run it with
 * `npm run bench:lighthouse`, not with a system `node` that may be older.
 *
 * Targets (issue 11): LCP <= 1.05x the bare page's, TBT <= 50 ms, CLS <= 0.01; the last column
 * says which a page misses. A page whose largest paint is a photo (PHOTO_FAMILIES) is also
 * measured against the bare page with that photo added, in its own column.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { serveDist } from './serve-dist.mjs';
import { BARE_DIST, buildBareAstro } from './bare-astro.mjs';
import { FAMILIES } from '../src/lib/routes/families.ts';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 19)) {
  console.error(`Lighthouse 13 needs Node >= 22.19 (this is ${process.versions.node}): run \`npm run bench:lighthouse\`, which uses the project's Node 24.`);
  process.exit(1);
}

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    dist: { type: 'string', default: 'dist' },
    baseline: { type: 'string' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '8795' },
    all: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const SITE_PORT = Number(args.port);
const BARE_PORT = SITE_PORT + 1;
const BASELINE_PORT = SITE_PORT + 2;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking';
/** Lighthouse's simulated TCP starts with 10 segments of 1,460 B: a response over that needs a second round trip. */
const INITIAL_WINDOW = 10 * 1460;

/**
 * The page of each type measured: the registry's example of each page type of issue 27's list
 * (issue 11's table, the search with a size filter, plus the cats and livestock landings, the
 * sale pages and the cat price guide), with --all the example of every family, with --only those
 * of the families named (registry keys, comma-separated). The inventory pages exist only in a
 * build with inventory: `--dist .cache/fixtures-names-stock/dist --only inventory,inventoryEntry,inventoryAnimal`
 * after `npm run build:inventory` (that copy also holds the hostile names of build:hostile, on
 * pages of other breeds, scripts/fixture-sites.mjs).
 */
const TABLE_FAMILIES = ['home', 'dogs', 'dogSearch', 'dogPrices', 'dogBreed', 'dogBreederInCity', 'dogBreedIn', 'dogNeighbourhood', 'dogArticle', 'cats', 'catPrices', 'livestock', 'livestockSale'];
const withQuery = (key) => (key === 'dogSearch' ? `${FAMILIES[key].example}?${new URLSearchParams({ tamano: 'mini' })}` : FAMILIES[key].example);
const chosen = args.only?.split(',') ?? (args.all ? Object.keys(FAMILIES) : TABLE_FAMILIES);
const unknown = chosen.filter((key) => !(key in FAMILIES));
if (unknown.length) throw new Error(`--only: no family ${unknown.join(', ')} in src/lib/routes/families.ts`);
const BENCH_PAGES = chosen.map(withQuery);

// serveDist adds the runtime's own environment (scripts/serve-dist.mjs › WRANGLER_ENV).
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };

if (!args['no-build'] && args.dist === 'dist') execFileSync('npx', ['astro', 'build'], { stdio: ['ignore', 'ignore', 'inherit'], env });

/**
 * The floor of a page whose largest paint is a photo (an inventory litter or animal): the bare
 * page with that page's first photo added, the same <picture> and the same files, loaded eagerly
 * with high priority as ours is, and no script (ours load none before the visitor acts). The
 * bare page without it paints only text, which no photo page can match; against this one, what
 * is measured is what our page adds to its photo.
 */
const PHOTO_FAMILIES = new Set(['inventoryEntry', 'inventoryAnimal']);
/** A photo page's first <picture>, its classes (ours) replaced by a plain full-width style. */
function firstPicture(page) {
  const html = readFileSync(join(args.dist, page, 'index.html'), 'utf8');
  const picture = html.slice(html.indexOf('<main')).match(/<picture>[\s\S]*?<\/picture>/)?.[0];
  if (!picture) throw new Error(`${page}: no <picture> in its <main>`);
  return { page, picture: picture.replace(/ class="[^"]*"/, '').replace('<img ', '<img style="display:block;width:100%;height:auto;margin-top:1.5rem" ') };
}
const photos = chosen.filter((key) => PHOTO_FAMILIES.has(key)).map((key) => firstPicture(FAMILIES[key].example));
// tests/fixtures/bare-astro/src/pages/foto/[...page].astro builds /foto/<page>/ from this list.
const photoList = join(mkdtempSync(join(tmpdir(), 'bare-photos-')), 'photos.json');
writeFileSync(photoList, JSON.stringify(photos));
buildBareAstro({ ...env, BARE_PHOTOS: photoList });
// The photo's files, beside the bare pages.
for (const { picture } of photos) {
  for (const [url] of picture.matchAll(/\/fotos\/[^\s",]+/g)) {
    mkdirSync(dirname(join(BARE_DIST, url)), { recursive: true });
    cpSync(join(args.dist, url), join(BARE_DIST, url));
  }
}
const photoFloors = new Map(photos.map(({ page }) => [page, `/foto${page}`]));

/** Serves a built site with wrangler (scripts/serve-dist.mjs). */
const serve = (dir, port) => serveDist(dir, port, env);

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): a run is tried up to three times. */
function lighthouse(url, attempts = 3) {
  try {
    return lighthouseOnce(url);
  } catch (error) {
    if (attempts <= 1) throw error;
    process.stderr.write(`  retrying ${url}\n`);
    return lighthouse(url, attempts - 1);
  }
}

function lighthouseOnce(url) {
  const dir = mkdtempSync(join(tmpdir(), 'lh-'));
  const out = join(dir, 'report.json');
  try {
    execFileSync(
      'npx',
      ['--yes', 'lighthouse@13.5.0', url, '--only-categories=performance', '--output=json', `--output-path=${out}`, '--quiet', `--chrome-flags=${CHROME_FLAGS}`],
      { stdio: ['ignore', 'ignore', 'inherit'], env: { ...env, CHROME_PATH } },
    );
    const lhr = JSON.parse(readFileSync(out, 'utf8'));
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const items = lhr.audits['resource-summary']?.details?.items ?? [];
    const script = items.find((i) => i.resourceType === 'script')?.transferSize ?? 0;
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const html = requests.find((r) => r.resourceType === 'Document')?.transferSize ?? NaN;
    return {
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      /** Main-thread work of the whole load (Lighthouse's breakdown), steadier than TBT from run to run. */
      work: audit('mainthread-work-breakdown'),
      cls: audit('cumulative-layout-shift'),
      transfer: audit('total-byte-weight') / 1024,
      js: script / 1024,
      html,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

const servers = [];
const stop = () => {
  for (const child of servers) {
    try {
      process.kill(-child.pid);
    } catch {}
  }
};
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

if (!existsSync(join(args.dist, 'index.html'))) throw new Error(`${args.dist}/index.html not found`);
servers.push(await serve(args.dist, SITE_PORT));
servers.push(await serve(BARE_DIST, BARE_PORT));
if (args.baseline) servers.push(await serve(args.baseline, BASELINE_PORT));

const targets = [
  { name: 'bare Astro (React client:idle + Tailwind)', url: `http://127.0.0.1:${BARE_PORT}/` },
  ...BENCH_PAGES.flatMap((p) => [
    ...(photoFloors.has(p) ? [{ name: `bare Astro with the photo of ${p}`, url: `http://127.0.0.1:${BARE_PORT}${photoFloors.get(p)}`, floorOf: p }] : []),
    ...(args.baseline ? [{ name: `${p} (baseline)`, url: `http://127.0.0.1:${BASELINE_PORT}${p}` }] : []),
    { name: p, url: `http://127.0.0.1:${SITE_PORT}${p}` },
  ]),
];
const results = new Map(targets.map((t) => [t.name, []]));
for (let run = 1; run <= RUNS; run++) {
  for (const t of targets) {
    process.stderr.write(`run ${run}/${RUNS} ${t.name}\n`);
    results.get(t.name).push(lighthouse(t.url));
  }
}
stop();

const rows = targets.map((t) => {
  const list = results.get(t.name);
  const m = (k) => median(list.map((r) => r[k]));
  return { name: t.name, floorOf: t.floorOf, fcp: m('fcp'), lcp: m('lcp'), tbt: m('tbt'), work: m('work'), cls: m('cls'), transfer: m('transfer'), js: m('js'), html: m('html') };
});
const bare = rows[0];
const photoFloor = (r) => rows.find((f) => f.floorOf && f.floorOf === r.name);
const misses = (r) =>
  [r.lcp > 1.05 * bare.lcp && 'LCP', r.tbt > 50 && 'TBT', r.cls > 0.01 && 'CLS'].filter(Boolean).join(', ') || 'none';
console.log(`Lighthouse 13.5, mobile defaults (simulated slow 4G, 4x CPU), medians of ${RUNS} interleaved run(s), wrangler pages dev\n`);
const withPhotos = rows.some((r) => r.floorOf);
console.log(`| page | FCP ms | LCP ms | TBT ms | main thread ms | CLS | transfer KiB | of it JS KiB | HTML as served B | LCP / bare |${withPhotos ? ' LCP / bare with its photo |' : ''} targets missed |`);
console.log(`|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|${withPhotos ? '---:|' : ''}---|`);
for (const r of rows) {
  const ratio = (r.lcp / bare.lcp).toFixed(2);
  const floor = photoFloor(r);
  const photoRatio = withPhotos ? ` ${floor ? (r.lcp / floor.lcp).toFixed(2) : ''} |` : '';
  const html = `${r.html.toLocaleString('en')}${r.html > INITIAL_WINDOW ? ' *' : ''}`;
  console.log(`| \`${r.name}\` | ${r.fcp.toFixed(0)} | ${r.lcp.toFixed(0)} | ${r.tbt.toFixed(0)} | ${r.work.toFixed(0)} | ${r.cls.toFixed(3)} | ${r.transfer.toFixed(1)} | ${r.js.toFixed(1)} | ${html} | ${ratio} |${photoRatio} ${r === bare || r.floorOf ? '' : misses(r)} |`);
}
console.log(
  `\n* The HTML response, headers included, is over ${INITIAL_WINDOW.toLocaleString('en')} B, the initial congestion window Lighthouse simulates (10 segments of 1,460 B): it takes a second round trip. wrangler pages dev serves gzip; Cloudflare Pages serves brotli, which tests/dist/budgets.test.ts holds within 14 KiB.`,
);
