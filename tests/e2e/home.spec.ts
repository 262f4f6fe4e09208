import { expect, test } from '@playwright/test';

test.describe('home page', () => {
  test('shows hero, species, reasons, gallery and contact', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toHaveCount(1);
    // Claims show only with their proof (content/site.json): the count of dogs delivered is not given, so no badge claims one.
    await expect(page.getByText(/perros entregados/)).toHaveCount(0);
    const sizes = page.getByRole('list', { name: 'Tamaños de perro' }).getByRole('link');
    await expect(sizes).toHaveCount(3);
    const species = page.locator('section[aria-labelledby="especies"] li a');
    await expect(species).toHaveCount(5);
    for (const name of ['Perros', 'Gatos', 'Equinos', 'Bovinos', 'Aves']) {
      await expect(species.filter({ hasText: name })).toContainText('Ver razas');
    }
    // Each card is its species' gradient, so its white icon and label show (the class is built from
    // data: without its rule the card was white on white).
    for (const background of await species.evaluateAll((as) => as.map((a) => getComputedStyle(a).backgroundImage))) {
      expect(background).toMatch(/^linear-gradient\(/);
    }
    await expect(page.getByRole('heading', { name: '¿Por qué elegirnos?' })).toBeVisible();
    // Four cards; those that claim years, an ICA registration or a count wait for their proof, and the next cards take their place.
    const reasons = page.locator('section[aria-labelledby="por-que"] h3');
    await expect(reasons).toHaveText(['Cuidado profesional', 'Entregas en toda Colombia', 'Fotos y videos antes de reservar', 'Acompañamiento después de la entrega']);
    await expect(page.locator('main')).not.toContainText(/certificación ICA|años de experiencia|familias felices/i);
    // No photos yet: the gallery shows illustrations, under a heading that promises no puppy it does not show.
    await expect(page.getByRole('heading', { name: 'Razas que criamos' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nuestros cachorros' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Contáctenos' })).toBeVisible();
  });

  test('renders 12 gallery images in the HTML and reshuffles them in the browser', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    // Each drawing from the gallery sprite (or a photo's own src).
    const served = [...html.matchAll(/<li[^>]*animation-delay[^>]*>(?:<img src="([^"]+)"|<svg[^>]*><use href="([^"]+)")/g)].map((m) => (m[1] ?? m[2])!);
    expect(served).toHaveLength(12);
    // Math.random() always 0: the island's Fisher–Yates shuffle then gives one known order.
    await page.addInitScript(() => {
      Math.random = () => 0;
    });
    const expected = [...served];
    for (let i = expected.length - 1; i > 0; i--) [expected[i], expected[0]] = [expected[0]!, expected[i]!];
    expect(expected).not.toEqual(served);
    await page.goto('/');
    const gallery = page.locator('[data-gallery] li');
    await gallery.first().scrollIntoViewIfNeeded();
    // The island hydrates on the visitor's first interaction (no JavaScript before it).
    await page.keyboard.press('Tab');
    await expect(gallery).toHaveCount(12);
    await expect
      .poll(async () => gallery.evaluateAll((items) => items.map((li) => li.querySelector('use')?.getAttribute('href') ?? li.querySelector('img')?.getAttribute('src'))))
      .toEqual(expected);
  });

  test('the first interaction reshuffles the gallery before its island hydrates, and hydration keeps that order', async ({ page }) => {
    await page.addInitScript(() => {
      Math.random = () => 0;
    });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/GalleryShuffle*.js', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/');
    const gallery = page.locator('[data-gallery] li');
    const order = () => gallery.evaluateAll((items) => items.map((li) => li.querySelector('use')?.getAttribute('href') ?? li.querySelector('img')?.getAttribute('src')));
    const served = await order();
    const expected = [...served];
    for (let i = expected.length - 1; i > 0; i--) [expected[i], expected[0]] = [expected[0]!, expected[i]!];
    expect(expected).not.toEqual(served);
    await page.keyboard.press('Tab');
    await expect.poll(order).toEqual(expected);
    expect(await page.locator('astro-island[component-url*="GalleryShuffle"][ssr]').count()).toBe(1);
    release();
    await page.waitForFunction(() => document.querySelector('astro-island[component-url*="GalleryShuffle"]:not([ssr])') !== null);
    await page.waitForTimeout(300);
    // Not shuffled a second time (that would give another order with Math.random() at 0).
    expect(await order()).toEqual(expected);
    await expect(gallery).toHaveCount(12);
    await expect(gallery.locator('svg, img')).toHaveCount(12);
  });

  test('/co/tienda/ is the home page with "/" as canonical', async ({ page }) => {
    await page.goto('/co/tienda/');
    await expect(page.getByRole('heading', { name: 'Razas que criamos' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/$/);
  });

  test('decorative animations stop with prefers-reduced-motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    const ring = page.locator('.animate-spin-20');
    const iterations = await ring.evaluate((el) => getComputedStyle(el).animationIterationCount);
    expect(iterations).toBe('1');
    await context.close();
  });
});

test('no animation runs at load below the first screen: the gallery rises as it scrolls into view', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/', { waitUntil: 'load' });
  // Animations on the document's clock that are running now, on elements below the first screen:
  // each costs a frame of style, layout and paint while the page loads, for nothing a visitor sees.
  const unseen = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.timeline === document.timeline)
        .map((a) => (a.effect as KeyframeEffect).target as Element)
        .filter((el) => el.getBoundingClientRect().top >= innerHeight)
        .map((el) => el.outerHTML.slice(0, 80)),
    );
  expect(await unseen()).toEqual([]);
  // The gallery's cards are still there and rise once scrolled to: fully shown at the end of the page.
  const cards = page.locator('[data-gallery] > li');
  expect(await cards.count()).toBeGreaterThan(0);
  await cards.last().scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expect.poll(() => cards.last().evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
});
