/** Every legacy dog URL family of spec §2 on Cloudflare's local Pages runtime. */
import { expect, test } from '@playwright/test';

const REAL_301: [string, string][] = [
  ['/venta-perros-colombia/', '/perros/'],
  ['/category/perros/', '/perros/'],
  ['/category/perros', '/perros/'],
  ['/tag/cachorros/', '/perros/'],
  ['/clousters/perros/', '/perros/'],
  ['/clousters/perros', '/perros/'],
  ['/razas-pequenas/', '/perros/'],
  ['/razas-mini/', '/perros/'],
  ['/razas-grandes/', '/perros/'],
  ['/razas-medianas', '/perros/'],
  ['/tienda/', '/perros/'],
  ['/venta-perros-de-raza/bulldog-frances/', '/perros/'],
  ['/shop/cachorro-pug/', '/perros/'],
  ['/product-category/raza-grande/', '/perros/'],
  ['/product-category/raza-pequena/', '/perros/'],
  ['/product-category/raza-mini/', '/perros/'],
  ['/uncategorized/hola/', '/perros/'],
  ['/pug-chapinero/', '/clousters/perros/chapinero/'],
  ['/golden-retriever-medellin/', '/clousters/perros/medellin/'],
  ['/criadero-de-perros-chia/', '/clousters/perros/chia/'],
  ['/criadero-de-perros-cundinamarca/', '/clousters/perros/cundinamarca/'],
  ['/criadero-de-perros-cali/', '/clousters/perros/cali/'],
];

for (const [from, to] of REAL_301) {
  test(`${from} is a 301 to ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe(to);
    expect((await request.get(to, { maxRedirects: 0 })).status()).toBe(200);
  });
}

test('/clousters/perros ends on /perros/, which lists every location page (they stay)', async ({ page }) => {
  await page.goto('/clousters/perros');
  expect(new URL(page.url()).pathname).toBe('/perros/');
  const locations = page.locator('#ubicaciones');
  await expect(locations.getByRole('heading', { name: 'Perros en venta por ubicación' })).toBeVisible();
  // A locality of Bogotá is consolidated into Bogotá's page (issue 41): the list links there, and its own page still serves.
  await locations.getByRole('link', { name: 'Perros en Suba' }).click();
  expect(new URL(page.url()).pathname).toBe('/clousters/perros/bogota/');
  await page.goto('/clousters/perros/suba/');
  await expect(page.locator('h1')).toContainText('Suba');
});

test('pattern families beyond the rule budget end at their page through the 404 fallback', async ({ page }) => {
  await page.goto('/bulldog-frances-suba');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/clousters/perros/suba/');
});

test('the real Rionegro pages are not shadowed by the legacy families', async ({ request }) => {
  for (const path of ['/shih-tzu-rionegro/', '/criadero-de-perros-dalmata-rionegro/', '/venta-perros/criadero-de-perros-san-bernardo-rionegro/']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(await response.text()).toContain('Rionegro');
  }
});

test('an unknown neighbourhood shows "Contenido no encontrado."', async ({ page }) => {
  await page.goto('/co/bogota/narnia/pug/');
  await expect(page.locator('h1')).toHaveText('Contenido no encontrado.');
  expect(new URL(page.url()).pathname).toBe('/co/bogota/narnia/pug/');
});

test('an unknown dog category shows "Clúster no encontrado"', async ({ page }) => {
  await page.goto('/razas-de-perros/tamano/enormes/');
  await expect(page).toHaveTitle('Clúster no encontrado');
  await expect(page.locator('h1')).toHaveText('Clúster no encontrado');
});
