/**
 * Accessibility: axe-core's WCAG 2.x A/AA rules and its best practices (landmarks, region,
 * heading-order…) on one page of every page family and on the 404 page, on a phone and on a laptop.
 */
import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { SHELL_PAGES } from './page-types';

// The 404 page, on a path whose family shows its message there instead of redirecting.
const PAGES = [...SHELL_PAGES.map(({ path }) => path), '/co/bogota/chapinero/raza-que-no-existe/'];
const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'laptop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

for (const { name, ...device } of VIEWPORTS) {
  test.describe(`${name} ${device.viewport.width}×${device.viewport.height}`, () => {
    test.use(device);
    for (const path of PAGES) {
      test(`no accessibility violations on ${path}`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        // No script runs before the visitor acts, so the page is whole at its load event.
        await page.goto(path, { waitUntil: 'load' });
        // The chat island hydrates on the first interaction (client:interaction): a key press
        // that moves nothing wakes it, so its notification region is checked too.
        await page.keyboard.press('Shift');
        await expect(page.locator('astro-island[component-url*="ChatIsland"]')).not.toHaveAttribute('ssr', /.*/);
        // Blocks below the first screen render only as they near the viewport (content-visibility:
        // render-later-*, the catalogue's cards, the price guide's groups). axe cannot compute the
        // colours of a subtree the browser skipped and reports its text as low contrast, so the
        // page is rendered whole, as a visitor sees each block once it scrolls there.
        await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
        const violations = (await axeViolations(page, TAGS)).map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.slice(0, 3).join(' | ')}`);
        expect(violations).toEqual([]);
      });
    }
  });
}

test('the scan reports what it is shown: an image without alt text and a button without a name', async ({ page }) => {
  await page.setContent('<!doctype html><html lang="es"><head><title>Prueba</title></head><body><main><h1>Prueba</h1><img src="/favicon.svg"><button></button></main></body></html>');
  expect((await axeViolations(page, TAGS)).map((v) => v.id).sort()).toEqual(['button-name', 'image-alt']);
});
