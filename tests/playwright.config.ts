import { defineConfig, devices } from '@playwright/test';
import { fixtureDir } from '../scripts/fixture-sites.mjs';
import { WRANGLER_ENV, wranglerArgs } from '../scripts/serve-dist.mjs';
import { launchOptions } from './browser';

const PORT = Number(process.env.E2E_PORT ?? 8788);
const HOSTILE_PORT = Number(process.env.E2E_HOSTILE_PORT ?? 8790);
const wrangler = (dir: string, port: number) => ['wrangler', ...wranglerArgs(dir, port)].join(' ');
const serverEnv = WRANGLER_ENV;
/**
 * Which builds the run reads: `site` (dist/, every spec but tests/e2e/fixture-builds/), `fixtures`
 * (the fixture builds under .cache/, those specs only), or both when unset. `npm test` runs the two
 * as separate steps, so the site's specs start as soon as dist/ is built (scripts/test.mjs).
 */
const builds = process.env.TEST_BUILDS ?? 'all';
if (!['site', 'fixtures', 'all'].includes(builds)) throw new Error(`TEST_BUILDS="${builds}": use site, fixtures or leave it unset`);
const FIXTURE_SPECS = '**/fixture-builds/**';
/**
 * The specs that only load pages and read them (no listener, route, init script or context of
 * their own): their tests share one browser context per worker, which Playwright resets between
 * tests (reuseContext: cookies, cache and storage cleared, about:blank, viewport and media
 * emulation applied again; the site keeps no state in the browser anyway). Each test still loads
 * its own page; what it saves is a context and a renderer process per test: a11y, phone and
 * answer-first (248 tests) took 170–176 CPU-s with it against 190–205 without (all processes of
 * the run, interleaved runs on 2 busy cores). The other specs listen to the page or the context,
 * route requests or add init scripts, which a shared page would carry from one test to the next.
 */
const READ_ONLY = ['a11y', 'answer-first', 'catalogue', 'crawl', 'dog-pages', 'infographics', 'legacy-dogs', 'listings', 'livestock', 'livestock-categories', 'livestock-hubs', 'phone', 'placeholder', 'redirects'].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: 'e2e',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A broken server or browser fails every test: stop after 10 so the end of the log shows their errors.
  maxFailures: 10,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...devices['Pixel 7'],
    launchOptions,
  },
  projects:
    builds === 'fixtures'
      ? [{ name: 'chromium', testMatch: FIXTURE_SPECS }]
      : [
          { name: 'chromium', testIgnore: [...READ_ONLY, ...(builds === 'site' ? [FIXTURE_SPECS] : [])] },
          { name: 'chromium-reused', testMatch: READ_ONLY, use: { reuseContext: true } },
        ],
  // The built dist/ on Cloudflare's local Pages runtime, which applies _redirects, _headers and 404.html;
  // beside it the fixture build with hostile content (npm run build:hostile), for tests/e2e/fixture-builds/hostile-content.spec.ts.
  webServer: [
    ...(builds === 'fixtures' ? [] : [{ cwd: '..', command: wrangler('dist', PORT), url: `http://localhost:${PORT}/`, reuseExistingServer: !process.env.CI, timeout: 120_000, env: serverEnv }]),
    ...(builds === 'site' ? [] : [{
      cwd: '..',
      command: wrangler(`${fixtureDir('hostile')}/dist`, HOSTILE_PORT),
      url: `http://localhost:${HOSTILE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: serverEnv,
    }]),
  ],
});
