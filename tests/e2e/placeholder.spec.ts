/** The placeholder pages /co/{especie}/{raza}/{ciudad}/{intencion}/ (spec §2) on Cloudflare's local Pages runtime. */
import { expect, test } from '@playwright/test';

test('a valid combination answers 200 with noindex, three skeleton cards and a link to its real page', async ({ page, request }) => {
  const response = await request.get('/co/perros/shih-tzu/bogota/precios/', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/<meta name="robots" content="noindex[^"]*">/);

  await page.goto('/co/perros/shih-tzu/bogota/precios/');
  expect(new URL(page.url()).pathname).toBe('/co/perros/shih-tzu/bogota/precios/');
  await expect(page.locator('h1')).toHaveText('Shih Tzu en Bogotá: precios');
  await expect(page).toHaveTitle(/^Shih Tzu en Bogotá: precios/);
  await expect(page.locator('[data-skeleton]')).toHaveCount(3);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/co\/perros\/shih-tzu\/bogota\/precios\/$/);
  const chat = new URL((await page.locator('a[data-chat]').last().getAttribute('href'))!).searchParams.get('text');
  expect(chat).toContain('/co/perros/shih-tzu/bogota/precios/');
  await page.getByRole('link', { name: 'Shih Tzu en Bogotá' }).click();
  expect(new URL(page.url()).pathname).toBe('/blog/perros/shih-tzu-bogota/precios/');
  await expect(page.locator('h1')).toContainText('Shih Tzu');
});

test('other species link their sale page; the path without slash works too', async ({ page, request }) => {
  expect((await request.get('/co/bovinos/brahman/cali/venta', { maxRedirects: 0 })).status()).toBe(200);
  await page.goto('/co/bovinos/brahman/cali/venta');
  await expect(page.locator('h1')).toHaveText('Brahman en Cali: venta');
  await expect(page.getByRole('link', { name: 'Brahman en Cali' })).toHaveAttribute('href', '/bovinos/venta-ganado-brahman-cali/');
  await expect(page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Bovinos' })).toHaveAttribute('aria-current', 'page');
});

test('placeholder pages stay out of the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  expect(sitemap).not.toContain('/co/perros/');
  expect(sitemap).toContain('/bufalos-colombia/');
});

for (const path of ['/co/perros/shih-tzu/bogota/', '/co/perros/shih-tzu/', '/co/gatos/', '/co/perros/narnia/bogota/precios/']) {
  test(`a missing or unknown parameter sends to the home page: ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });
}
