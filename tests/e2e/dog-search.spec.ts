import { expect, test, type Page } from '@playwright/test';
import { readCatalog } from '../../src/lib/content/disk-catalog';
import { filterBreeds } from '../../src/lib/dogs';

const catalog = readCatalog();
const panel = (page: Page) => page.getByRole('complementary', { name: 'Búsqueda por Estilo' });
const visibleCards = (page: Page) => page.locator('[data-breed-card]:visible');
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

test('combining a size and a use keeps both in the URL and shows only matching breeds', async ({ page }) => {
  await page.goto('/perros/tamano/pequenos/');
  await panel(page).getByRole('link', { name: 'Familia', exact: true }).click();
  await expect.poll(() => pathAndQuery(page)).toBe('/perros/buscar/?tamano=pequenos&uso=familia');
  const expected = filterBreeds(catalog, { tamano: 'pequenos', uso: 'familia' }).map((b) => b.nombre);
  await expect(visibleCards(page)).toHaveCount(expected.length);
  await expect(visibleCards(page).locator('h3')).toHaveText(expected);
  await expect(panel(page).getByRole('link', { name: 'Pequeños' })).toHaveAttribute('aria-current', 'true');
  await expect(panel(page).getByRole('link', { name: 'Familia', exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('[data-search-heading]')).toHaveText('Búsqueda: perros pequeños familiares');
});

test('the search heading agrees in gender and number with a use alone', async ({ page }) => {
  await page.goto('/perros/buscar/?uso=activo');
  await expect(page.locator('[data-search-heading]')).toHaveText('Búsqueda: perros activos');
});

test('clicking an active filter removes it', async ({ page }) => {
  await page.goto('/perros/buscar/?tamano=grandes&uso=trabajo');
  await expect(panel(page).getByRole('link', { name: 'Grandes' })).toHaveAttribute('aria-current', 'true');
  await panel(page).getByRole('link', { name: 'Grandes' }).click();
  await expect.poll(() => pathAndQuery(page)).toBe('/perros/uso/trabajo/');
  await expect(page.locator('[data-breed-card]')).toHaveCount(filterBreeds(catalog, { uso: 'trabajo' }).length);
  await panel(page).getByRole('link', { name: 'Trabajo' }).click();
  await expect.poll(() => pathAndQuery(page)).toBe('/perros/');
  await expect(page.locator('[data-breed-card]')).toHaveCount(55);
});

test('no match shows the message with buttons to see all or one filter', async ({ page }) => {
  const empty = catalog.dogSizes
    .flatMap((s) => catalog.dogUses.map((u) => ({ s, u })))
    .find(({ s, u }) => filterBreeds(catalog, { tamano: s.key, uso: u.key }).length === 0);
  test.skip(!empty, 'every size and use combination has breeds in the current content');
  const { s, u } = empty!;
  await page.goto(`/perros/buscar/?tamano=${s.key}&uso=${u.key}`);
  await expect(page.getByText('No se encontraron razas')).toBeVisible();
  await expect(visibleCards(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ver todas las razas' })).toHaveAttribute('href', '/perros/');
  await expect(page.getByRole('link', { name: `Solo perros ${s.formas.perros}` })).toHaveAttribute('href', `/perros/tamano/${s.slug}/`);
  await expect(page.getByRole('link', { name: `Solo perros ${u.formas.perros}` })).toHaveAttribute('href', `/perros/uso/${u.slug}/`);
});

for (const [from, to] of [
  ['/perros/buscar/?uso=guardianes', '/perros/buscar/?uso=guardian'],
  ['/perros/buscar/?uso=ACTIVOS&tamano=Medianos', '/perros/buscar/?tamano=medianos&uso=activo'],
  ['/perros/buscar/?uso=Hipoalerg%C3%A9nicos', '/perros/buscar/?uso=hipoalergenico'],
  ['/perros/buscar/?tamano=pequena', '/perros/buscar/?tamano=pequenos'],
]) {
  test(`normalises ${from}`, async ({ page }) => {
    await page.goto(from);
    await expect.poll(() => pathAndQuery(page)).toBe(to);
    await expect(page.locator('[data-search-count]')).not.toHaveText('55 razas');
  });
}

for (const from of ['/perros/buscar/?tamano=enorme', '/perros/buscar/?uso=cazador', '/perros/tamano/enorme/', '/perros/uso/cazador/']) {
  test(`unknown size or use ends at /perros/: ${from}`, async ({ page }) => {
    await page.goto(from);
    await expect.poll(() => pathAndQuery(page)).toBe('/perros/');
    await expect(page.locator('h1')).toHaveText('Perros de raza en venta');
  });
}

test('/perros/ has the size filter, all 55 breeds and the panel; cards link size, uses and breed page', async ({ page }) => {
  await page.goto('/perros/');
  await expect(page.getByRole('navigation', { name: 'Filtrar por tamaño' }).getByRole('link')).toHaveText(['Todas', 'Mini', 'Pequeños', 'Medianos', 'Grandes', 'Gigantes']);
  await expect(page.locator('[data-breed-card]')).toHaveCount(55);
  await expect(panel(page).getByRole('heading', { name: 'Búsqueda por Estilo' })).toBeVisible();
  await expect(panel(page).getByText('Refinar Búsqueda')).toBeVisible();
  const card = page.locator('[data-breed-card]').filter({ hasText: 'Shih Tzu' });
  await expect(card.getByRole('link', { name: 'Pequeños' })).toHaveAttribute('href', '/perros/tamano/pequenos/');
  await expect(card.getByRole('link', { name: 'Shih Tzu', exact: true })).toHaveAttribute('href', '/venta-perros/shih-tzu/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/perros\/$/);
});
