/**
 * Accessibility: axe-core's WCAG 2.x A/AA rules and its best practices (landmarks, region,
 * heading-order…) on one page of every page family and on the 404 page, on a phone and on a laptop.
 * On the phone (390×844) the pages of the families are scanned by tests/e2e/phone.spec.ts, in the
 * load its 390 px checks make (one load a page instead of two); the 404 page is scanned here.
 */
import { expect, test } from '@playwright/test';
import { axeViolations, expectNoViolations, TAGS } from './axe';
import { SHELL_PAGES } from './page-types';

// The 404 page, on a path whose family shows its message there instead of redirecting.
const NOT_FOUND = '/co/bogota/chapinero/raza-que-no-existe/';
const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, pages: [NOT_FOUND] },
  { name: 'laptop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, pages: [...SHELL_PAGES.map(({ path }) => path), NOT_FOUND] },
];

for (const { name, pages, ...device } of VIEWPORTS) {
  test.describe(`${name} ${device.viewport.width}×${device.viewport.height}`, () => {
    test.use(device);
    for (const path of pages) {
      test(`no accessibility violations on ${path}`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        // No script runs before the visitor acts, so the page is whole at its load event.
        await page.goto(path, { waitUntil: 'load' });
        await expectNoViolations(page);
      });
    }
  });
}

test('the scan reports what it is shown: an image without alt text and a button without a name', async ({ page }) => {
  await page.setContent('<!doctype html><html lang="es"><head><title>Prueba</title></head><body><main><h1>Prueba</h1><img src="/favicon.svg"><button></button></main></body></html>');
  expect((await axeViolations(page, TAGS)).map((v) => v.id).sort()).toEqual(['button-name', 'image-alt']);
});
