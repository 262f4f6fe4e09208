import { expect, test } from '@playwright/test';

const floating = (page: import('@playwright/test').Page) => page.getByRole('link', { name: 'Abrir chat de WhatsApp' });

/** Waits until the idle-hydrated chat island is live. */
async function waitForIsland(page: import('@playwright/test').Page) {
  await page.waitForFunction(() => document.querySelector('astro-island[component-url*="ChatIsland"]:not([ssr])') !== null);
}

test('without JavaScript every chat button is a working wa.me link with the page URL', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const href = await floating(page).getAttribute('href');
  const url = new URL(href!);
  expect(url.hostname).toBe('wa.me');
  expect(url.searchParams.get('text')).toMatch(/^Hola, vengo de https?:\/\/\S+\/ y quiero más información\.$/);
  await expect(floating(page)).toHaveAttribute('target', '_blank');
  await expect(floating(page)).toHaveAttribute('rel', /noopener/);
  await context.close();
});

test('with the conversion function present it is called with the chat URL and no tab is opened', async ({ page, context }) => {
  await page.addInitScript(() => {
    (window as unknown as { calls: string[] }).calls = [];
    (window as unknown as Record<string, unknown>).gtag_report_conversion = (url: string) => {
      (window as unknown as { calls: string[] }).calls.push(url);
      return false;
    };
  });
  await page.goto('/');
  await waitForIsland(page);
  let opened = false;
  context.on('page', () => (opened = true));
  const href = await floating(page).getAttribute('href');
  await floating(page).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { calls: string[] }).calls)).toEqual([href]);
  await page.waitForTimeout(300);
  expect(opened).toBe(false);
  expect(new URL(page.url()).pathname).toBe('/');
});

test('without the conversion function the chat opens in a new tab', async ({ page, context }) => {
  await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'chat', contentType: 'text/plain' }));
  await page.goto('/');
  await waitForIsland(page);
  const href = await floating(page).getAttribute('href');
  const [popup] = await Promise.all([context.waitForEvent('page'), floating(page).click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(href);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  expect(new URL(page.url()).pathname).toBe('/');
});

test.describe('blocked tab toast', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.clock.install();
    await page.goto('/');
    await page.clock.runFor(3000);
    await waitForIsland(page);
  });

  test('shows a destructive toast with a link to the chat, dismissed after 5000 ms', async ({ page }) => {
    const href = await floating(page).getAttribute('href');
    await floating(page).click();
    const toast = page.getByRole('alert');
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(toast.getByRole('link', { name: 'Abrir chat' })).toHaveAttribute('href', href!);
    // The installed clock also flows with real time, so leave a margin around the 5000 ms.
    await page.clock.runFor(4000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1500);
    await expect(toast).toBeHidden();
  });

  test('one toast at a time: a new one replaces the previous', async ({ page }) => {
    await floating(page).click();
    await page.locator('header').getByRole('link', { name: 'Escríbanos por WhatsApp' }).click();
    await expect(page.getByRole('alert')).toHaveCount(1);
  });

  test('swiping right 50 px dismisses it; F8 focuses the toast region', async ({ page }) => {
    await floating(page).click();
    const toast = page.getByRole('alert');
    await expect(toast).toBeVisible();
    await page.keyboard.press('F8');
    await expect(page.getByRole('list', { name: 'Notificaciones (F8)' })).toBeFocused();
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    await toast.dispatchEvent('pointerdown', { clientX: box.x + 20, clientY: y, pointerId: 1, bubbles: true });
    await toast.dispatchEvent('pointermove', { clientX: box.x + 50, clientY: y, pointerId: 1, bubbles: true });
    await toast.dispatchEvent('pointerup', { clientX: box.x + 45, clientY: y, pointerId: 1, bubbles: true });
    await expect(toast).toBeVisible();
    await toast.dispatchEvent('pointerdown', { clientX: box.x + 20, clientY: y, pointerId: 1, bubbles: true });
    await toast.dispatchEvent('pointerup', { clientX: box.x + 75, clientY: y, pointerId: 1, bubbles: true });
    await expect(toast).toBeHidden();
  });
});
