import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium where installed (CI installs it); Playwright's own browser otherwise. */
const debianChromium = '/usr/bin/chromium';
const PORT = Number(process.env.E2E_PORT ?? 8788);

export default defineConfig({
  testDir: 'e2e',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...devices['Pixel 7'],
    launchOptions: {
      executablePath: existsSync(debianChromium) ? debianChromium : undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium' }],
  // The built dist/ on Cloudflare's local Pages runtime, which applies _redirects, _headers and 404.html.
  webServer: {
    cwd: '..',
    command: `wrangler pages dev dist --port ${PORT} --ip 127.0.0.1 --compatibility-date=2026-04-01 --log-level warn`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_API_TOKEN: '', NO_D1_WARNING: 'true' },
  },
});
