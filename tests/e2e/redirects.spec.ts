import { expect, test } from '@playwright/test';

test('an unknown route ends at the home page', async ({ page }) => {
  await page.goto('/esta-pagina-no-existe/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Razas que criamos' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('an unknown deep route without trailing slash ends at the home page', async ({ page }) => {
  await page.goto('/a/b/c');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
});

test('a legacy URL is a real 301 in both slash forms', async ({ request }) => {
  for (const from of ['/venta-perros-colombia/', '/venta-perros-colombia']) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe('/perros/');
  }
});

test('a legacy prefix family is a real 301', async ({ request }) => {
  const response = await request.get('/shop/cachorro-pug-123/', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe('/perros/');
});
