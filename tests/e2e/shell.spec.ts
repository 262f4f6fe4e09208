/**
 * The shell on large screens and the bottom bar's current item. The shell of every page family
 * on a phone (header, floating chat, bottom navigation, footer) is checked in phone.spec.ts, on
 * the same load as the other phone checks.
 */
import { expect, test } from '@playwright/test';

test('the header shows the text chat button on large screens', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('header').getByText('Escríbanos por WhatsApp', { exact: true })).toBeVisible();
  await context.close();
});

test('tapping the current bottom-nav item scrolls to the top without leaving the page', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Inicio' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
  expect(new URL(page.url()).pathname).toBe('/');
});
