/** The old paginated listings: 'Página n de 5' with previous and next links; bad numbers go to the base. */
import { expect, test } from '@playwright/test';

test('a listing page shows six cards, its number and both neighbours', async ({ page }) => {
  await page.goto('/tienda/page/2/');
  await expect(page.locator('[data-breed-card]')).toHaveCount(6);
  const nav = page.getByRole('navigation', { name: 'Paginación' });
  await expect(nav).toContainText('Página 2 de 5');
  await expect(nav.getByRole('link', { name: '← Anterior' })).toHaveAttribute('href', '/tienda/page/1/');
  await expect(nav.getByRole('link', { name: 'Siguiente →' })).toHaveAttribute('href', '/tienda/page/3/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // which breeds of the catalogue these six are, not "6 razas" on every page
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(/^Razas 7 a 12 de las \d{2} del catálogo$/);
  await expect(page).toHaveTitle(/^Tienda: página 2 de 5 \|/);
});

test('the last page has no next link', async ({ page }) => {
  await page.goto('/category/perros/page/5/');
  const nav = page.getByRole('navigation', { name: 'Paginación' });
  await expect(nav).toContainText('Página 5 de 5');
  await expect(nav.getByRole('link', { name: 'Siguiente →' })).toHaveCount(0);
  // five pages of six do not reach every breed: the last one leads to the whole catalogue
  await expect(page.getByRole('link', { name: /^Ver las \d{2} razas y 2 cruces$/ })).toHaveAttribute('href', '/perros/');
});

for (const [from, to] of [
  ['/tag/cachorros/page/0/', '/perros/'],
  ['/category/perros/page/abc/', '/perros/'],
  ['/tienda/page/9/', '/perros/'],
]) {
  test(`a bad page number goes to the base listing: ${from}`, async ({ page }) => {
    await page.goto(from);
    await expect.poll(() => new URL(page.url()).pathname).toBe(to);
  });
}
