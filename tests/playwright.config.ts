import { defineConfig, devices } from '@playwright/test';
import { fixtureDir } from '../scripts/fixture-sites.mjs';
import { WRANGLER_ENV, wranglerArgs } from '../scripts/serve-dist.mjs';
import { launchOptions } from './browser';

const PORT = Number(process.env.E2E_PORT ?? 8788);
const HOSTILE_PORT = Number(process.env.E2E_HOSTILE_PORT ?? 8790);
const wrangler = (dir: string, port: number) => ['wrangler', ...wranglerArgs(dir, port)].join(' ');
const serverEnv = WRANGLER_ENV;

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
  projects: [{ name: 'chromium' }],
  // The built dist/ on Cloudflare's local Pages runtime, which applies _redirects, _headers and 404.html;
  // beside it the full fixture build, with hostile content (npm run build:hostile), for tests/e2e/hostile-content.spec.ts.
  webServer: [
    { cwd: '..', command: wrangler('dist', PORT), url: `http://localhost:${PORT}/`, reuseExistingServer: !process.env.CI, timeout: 120_000, env: serverEnv },
    {
      cwd: '..',
      command: wrangler(`${fixtureDir('hostile')}/dist`, HOSTILE_PORT),
      url: `http://localhost:${HOSTILE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: serverEnv,
    },
  ],
});
