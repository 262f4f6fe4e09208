import { expect, test } from '@playwright/test';

const floating = (page: import('@playwright/test').Page) => page.getByRole('link', { name: 'Abrir chat de WhatsApp' });

/** The chat island hydrates on the first interaction: press a key, then wait until it is live. */
async function waitForIsland(page: import('@playwright/test').Page) {
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => document.querySelector('astro-island[component-url*="ChatIsland"]:not([ssr])') !== null);
}

/** Holds the chat island's module until `release()`, so a click can land before hydration. */
async function gateIsland(page: import('@playwright/test').Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route('**/_astro/ChatIsland*.js', async (route) => {
    requested = true;
    await gate;
    await route.continue();
  });
  return { release, requested: () => requested };
}

const CHAT_ONLY_PAGE = '/clousters/perros/suba/pug/';

test('a chat-only page requests no script after load until the first interaction', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(CHAT_ONLY_PAGE);
  await page.waitForLoadState('networkidle');
  await page.mouse.move(100, 200);
  await page.mouse.wheel(0, 400);
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  const island = page.waitForRequest(/\/_astro\/ChatIsland[^/]*\.js$/);
  await page.keyboard.press('Tab');
  await island;
  await page.waitForFunction(() => document.querySelector('astro-island[component-url*="ChatIsland"]:not([ssr])') !== null);
});

test('a first click before hydration reports the conversion at once, exactly once, without waiting for the island', async ({ page, context }) => {
  await page.addInitScript(() => {
    (window as unknown as { calls: string[] }).calls = [];
    (window as unknown as Record<string, unknown>).gtag_report_conversion = (url: string) => {
      (window as unknown as { calls: string[] }).calls.push(url);
      return false;
    };
  });
  const gate = await gateIsland(page);
  let opened = 0;
  context.on('page', () => opened++);
  await page.goto(CHAT_ONLY_PAGE);
  const href = await floating(page).getAttribute('href');
  await floating(page).click();
  // The island's module is still held back: the loader itself answered the click.
  await expect.poll(gate.requested).toBe(true);
  await expect.poll(() => page.evaluate(() => (window as unknown as { calls: string[] }).calls)).toEqual([href]);
  expect(await page.locator('astro-island[component-url*="ChatIsland"][ssr]').count()).toBe(1);
  gate.release();
  await page.waitForFunction(() => document.querySelector('astro-island[component-url*="ChatIsland"]:not([ssr])') !== null);
  // Hydrated, the island does not report the first click again; the next click is its own.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { calls: string[] }).calls)).toEqual([href]);
  await floating(page).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { calls: string[] }).calls)).toEqual([href, href]);
  expect(opened).toBe(0);
  expect(new URL(page.url()).pathname).toBe(CHAT_ONLY_PAGE);
});

test('with the conversion tag, a click before hydration opens the chat once', async ({ page, context }) => {
  // The conversion function as the tag defines it (src/lib/views/inline-scripts.ts): it opens the chat in the page.
  await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'chat', contentType: 'text/plain' }));
  await page.addInitScript(() => {
    (window as unknown as { calls: number }).calls = 0;
    (window as unknown as Record<string, unknown>).gtag_report_conversion = (url: string) => {
      (window as unknown as { calls: number }).calls++;
      window.location.href = url;
      return false;
    };
  });
  await page.route('**/_astro/ChatIsland*.js', () => {});
  let opened = 0;
  context.on('page', () => opened++);
  const chats: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://wa.me/')) chats.push(request.url());
  });
  await page.goto(CHAT_ONLY_PAGE);
  const href = await floating(page).getAttribute('href');
  await floating(page).click();
  await expect(page).toHaveURL(href!);
  expect(chats).toEqual([href]);
  expect(opened).toBe(0);
});

test('if the island cannot load, a click held before hydration still reports the conversion', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { calls: string[] }).calls = [];
    (window as unknown as Record<string, unknown>).gtag_report_conversion = (url: string) => {
      (window as unknown as { calls: string[] }).calls.push(url);
      return false;
    };
  });
  await page.route('**/_astro/ChatIsland*.js', (route) => route.abort());
  await page.goto(CHAT_ONLY_PAGE);
  const href = await floating(page).getAttribute('href');
  await floating(page).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { calls: string[] }).calls)).toEqual([href]);
  expect(new URL(page.url()).pathname).toBe(CHAT_ONLY_PAGE);
});

test('without the conversion function a click before hydration opens the chat as a plain link', async ({ page, context }) => {
  await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'chat', contentType: 'text/plain' }));
  const gate = await gateIsland(page);
  await page.goto(CHAT_ONLY_PAGE);
  const href = await floating(page).getAttribute('href');
  const [popup] = await Promise.all([context.waitForEvent('page'), floating(page).click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(href);
  expect(await page.locator('astro-island[component-url*="ChatIsland"][ssr]').count()).toBe(1);
  gate.release();
});

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
    // Styled by the rules the island adds when it mounts (no page inlines them).
    await expect(toast).toHaveCSS('background-color', 'rgb(185, 28, 28)');
    await expect(toast).toHaveCSS('max-width', '384px');
    // The installed clock also flows with real time (on a loaded 2-core machine, more than a second
    // between the click and here), so leave a wide margin around the 5000 ms on both sides.
    await page.clock.runFor(2500);
    await expect(toast).toBeVisible();
    await page.clock.runFor(3000);
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
