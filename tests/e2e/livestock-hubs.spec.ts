/**
 * The livestock pages of several lines answer the price first too (notes s41/read-unsampled.md,
 * P1): at 390×844 every category page of every species shows its first line with its price, and
 * /bufalos-colombia/ the first of the Murrah's prices by category in its answer, before any scrolling.
 */
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

/** The category pages, from content/livestock/clusters.json (/{especie}-{cluster}-colombia/). */
const clusters = JSON.parse(readFileSync('content/livestock/clusters.json', 'utf8')) as Record<string, { slug: string }[]>;
const CATEGORY_PAGES = Object.entries(clusters).flatMap(([species, list]) => list.map((c) => `/${species}-${c.slug}-colombia/`));

/** The element is shown and ends above the fold: the bottom bar's top, or the screen's bottom. */
async function aboveTheFold(page: Page, element: Locator) {
  const bottomBar = await page.locator('[data-bottom-bar]').boundingBox();
  const fold = bottomBar ? bottomBar.y : 844;
  const box = await element.boundingBox();
  expect(box, 'shown').not.toBeNull();
  expect(box!.y + box!.height, `ends above the fold (${fold} px)`).toBeLessThanOrEqual(fold);
}

test('checks every category page', () => {
  expect(CATEGORY_PAGES.length).toBeGreaterThan(8);
});

for (const path of CATEGORY_PAGES) {
  test(`livestockCategory ${path}: the first line and its price on the first screen`, async ({ page }) => {
    await page.goto(path);
    const price = page.locator('#lineas ~ ul [data-line-price]').first();
    await expect(price).toHaveText(/\$\s?\d/);
    await aboveTheFold(page, price);
  });
}

test('bufalos /bufalos-colombia/: the first price by category on the first screen, in the answer', async ({ page }) => {
  await page.goto('/bufalos-colombia/');
  const row = page.locator('[data-answer] [data-fact="precio"] li').first();
  await expect(row).toHaveText(/\$\s?\d/);
  await aboveTheFold(page, row);
});
