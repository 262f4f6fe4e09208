import { launchOptions } from './browser';
import { defineConfig } from '@playwright/test';

/**
 * The breeder's editor in a real browser (tests/e2e-cms/): /admin/ against decap-server on a
 * copy of the project, then a build of that copy. Separate from tests/playwright.config.ts, whose
 * servers serve the built dist/; here each spec file starts its own editor on its own copy and
 * ports (tests/e2e-cms/editor.ts › editorCopy), so the files run side by side, one per worker, and
 * the tests of a file in order.
 */
export default defineConfig({
  testDir: 'e2e-cms',
  outputDir: '../test-results/cms',
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // edits-to-build.spec.ts builds its copy once (quick build), inside one test
  timeout: 420_000,
  expect: { timeout: 20_000 },
  use: {
    actionTimeout: 30_000,
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 900 },
    launchOptions,
  },
  projects: [{ name: 'chromium' }],
});
