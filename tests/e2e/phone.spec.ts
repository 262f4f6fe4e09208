/**
 * Phone reading at 390×844 on one page of each family: every link and button at least 24×24 px
 * (WCAG 2.5.8, without the spacing exception), money never wraps, nothing overflows sideways,
 * and the price guide shows every column. What the chat button may cover, at every scroll
 * position and two phone sizes, and the 44 px targets of chips and navigation: covered.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { SHELL_PAGES } from './page-types';

test.use({ viewport: { width: 390, height: 844 } });

/** Links and buttons a visitor can see, smaller than 24×24 px. */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('a[href], button, summary, [role="button"]')) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || el.closest('[hidden], .sr-only')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.width < 24 || box.height < 24) small.push(`${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return small;
  });
}

/** Amounts of money ("$ 1’300’000") whose text is laid out on more than one line. */
function wrappedMoney(page: Page) {
  return page.evaluate(() => {
    const wrapped: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const m of (node.textContent ?? '').matchAll(/\$\s?\d[\d’.]*(?:\sCOP)?/g)) {
        const range = document.createRange();
        range.setStart(node, m.index!);
        range.setEnd(node, m.index! + m[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) wrapped.push(m[0]);
      }
    }
    return wrapped;
  });
}

for (const { path } of SHELL_PAGES) {
  test(`reads well on a phone: ${path}`, async ({ page }) => {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(390);
    expect(await smallTargets(page), 'links and buttons of at least 24×24 px').toEqual([]);
    expect(await wrappedMoney(page), 'amounts on one line').toEqual([]);
  });
}

test('the price guide shows the male, female and variety prices of every breed at 390 px', async ({ page }) => {
  await page.goto('/perros/precios-por-raza/');
  const shihTzu = page.locator('[data-price-row]').filter({ hasText: 'Shih Tzu' });
  for (const label of ['Macho', 'Hembra', 'Variedades']) {
    const cell = shihTzu.locator(`[data-label="${label}"]`);
    await expect(cell).toBeVisible();
    const box = (await cell.boundingBox())!;
    expect(box.x, label).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, label).toBeLessThanOrEqual(390);
  }
  await expect(shihTzu.locator('[data-label="Hembra"]')).toContainText('$\u00a01’900’000');
  // A breed with one price and no varieties: its female price is asked by WhatsApp (content/texts/perros.json ›
  // priceGuideFemaleUnlisted), on a phone too, not "Hembra —" (read as "no females") nor hidden.
  const pincher = page.locator('[data-price-row]').filter({ hasText: 'Pincher' });
  await expect(pincher.locator('[data-label="Macho"]')).toBeVisible();
  await expect(pincher.locator('[data-label="Hembra"]')).toBeVisible();
  await expect(pincher.locator('[data-label="Hembra"]')).toContainText('Consulte por WhatsApp');
  await expect(pincher).not.toContainText('—', { useInnerText: true });
});
