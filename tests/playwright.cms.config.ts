import { launchOptions } from './browser';
import { defineConfig } from '@playwright/test';

/**
 * The breeder's editor in a real browser (tests/e2e-cms/): /admin/ against decap-server on a
 * copy of the project, then a build of that copy. Separate from tests/playwright.config.ts, whose
 * servers serve the built dist/; this one starts its own (npm run cms on the copy) in the spec.
 */
export default defineConfig({
  testDir: 'e2e-cms',
  outputDir: '../test-results/cms',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // the spec builds the copy once (quick build), inside one test
  timeout: 420_000,
  expect: { timeout: 20_000 },
  use: {
    actionTimeout: 30_000,
    screenshot: 'only-on-failure',
    baseURL: `http://localhost:${Number(process.env.CMS_E2E_PORT ?? 8796)}`,
    viewport: { width: 1280, height: 900 },
    launchOptions,
  },
  projects: [{ name: 'chromium' }],
});
