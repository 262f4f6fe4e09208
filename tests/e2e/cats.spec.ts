/** The cat landing page, its filter island, breed pages and place pages. */
import { expect, test, type Page } from '@playwright/test';
import { readCatalog } from '../../src/lib/content/disk-catalog';
import { inCluster } from '../../src/lib/cats';

const catalog = readCatalog();
const cards = (page: Page) => page.locator('[data-cat-card]');
const waitForIsland = (page: Page) => page.waitForFunction(() => document.querySelector('astro-island[component-url*="CatFilterIsland"]:not([ssr])') !== null);

test('all breeds are in the HTML, linking to their pages, with "Todas las Razas"', async ({ page }) => {
  await page.goto('/gatos-colombia/');
  await expect(page.getByRole('heading', { name: 'Todas las Razas' })).toBeVisible();
  await expect(cards(page)).toHaveCount(catalog.catBreeds.length);
  await expect(cards(page).filter({ hasText: 'Persa' }).getByRole('link')).toHaveAttribute('href', '/gatos/persa/');
  await expect(cards(page).filter({ hasText: 'Maine Coon' })).toContainText('$ 9’500’000');
});

test('a coat filter and a cluster filter exclude each other', async ({ page }) => {
  await page.goto('/gatos-colombia/');
  await waitForIsland(page);
  await page.getByRole('group', { name: 'Filtrar por pelaje' }).getByRole('button', { name: 'Sin pelo' }).click();
  await expect(page.getByRole('heading', { name: 'Gatos sin pelo' })).toBeVisible();
  await expect(cards(page)).toHaveCount(catalog.catBreeds.filter((b) => b.pelaje === 'sin_pelo').length);
  const cluster = catalog.catClusters.find((c) => c.group === 'caracter')!;
  await page.getByRole('complementary', { name: 'Búsqueda por Estilo' }).getByRole('button', { name: cluster.title }).click();
  await expect(page.getByRole('heading', { name: cluster.title, exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Filtrar por pelaje' }).getByRole('button', { name: 'Sin pelo' })).toHaveAttribute('aria-pressed', 'false');
  await expect(cards(page)).toHaveCount(catalog.catBreeds.filter((b) => inCluster(b, cluster)).length);
  await page.getByRole('group', { name: 'Filtrar por pelaje' }).getByRole('button', { name: 'Todas' }).click();
  await expect(cards(page)).toHaveCount(catalog.catBreeds.length);
});

test('coverage links reach the place pages, including España', async ({ page }) => {
  await page.goto('/gatos-colombia/');
  await expect(page.getByRole('heading', { name: 'Cobertura Nacional' }).locator('..').getByRole('link')).toHaveCount(12);
  await expect(page.getByRole('heading', { name: 'Cobertura Internacional' }).locator('..').getByRole('link')).toHaveCount(19);
  await page.getByRole('link', { name: 'Gatos en España' }).click();
  await expect(page.locator('h1')).toHaveText('Gatos de raza en España');
});

test('cat breed page shows the exact price and opens a chat naming the breed', async ({ page }) => {
  await page.goto('/gatos/bengali/');
  await expect(page.locator('h1')).toHaveText('Gatos Bengalí en venta');
  await expect(page.getByText('$ 4’500’000')).toBeVisible();
  const href = await page.getByRole('link', { name: 'Abrir chat de WhatsApp' }).getAttribute('href');
  expect(new URL(href!).searchParams.get('text')).toContain('quiero más información sobre Bengalí.');
});
