/** One page of each dog page type, checked for what a visitor and a crawler must see. */
import { expect, test, type Page } from '@playwright/test';
import { readCatalog } from '../../src/lib/content/disk-catalog';

const catalog = readCatalog();

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b)['@type']);
}
const chatText = async (page: Page) => new URL((await page.getByRole('link', { name: 'Abrir chat de WhatsApp' }).getAttribute('href'))!).searchParams.get('text');

test('breed page: price, characteristics, care, life expectancy, chat naming page and breed', async ({ page }) => {
  await page.goto('/venta-perros/shih-tzu/');
  await expect(page.locator('h1')).toHaveText('Venta de Shih Tzu en Colombia');
  await expect(page.getByRole('row', { name: /Precio base \(macho\)/ })).toContainText('$ 1’700’000');
  await expect(page.getByRole('row', { name: /Hembra/ })).toContainText('$ 1’900’000');
  await expect(page.getByText('10 a 16 años')).toBeVisible(); // the Shih Tzu's own life expectancy (content/dogs/breeds.json › esperanzaVida)
  await expect(page.getByRole('heading', { name: 'Cuidados' })).toBeVisible();
  expect(await chatText(page)).toMatch(/^Hola, vengo de la página «Venta de Shih Tzu en Colombia» \(https?:\/\/\S+\/venta-perros\/shih-tzu\/\) y quiero más información sobre el Shih Tzu\.$/);
  expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
  await expect(page.getByRole('link', { name: 'Shih Tzu en Medellín', exact: true })).toHaveAttribute('href', '/venta-perros/criadero-de-perros-shih-tzu-medellin/');
});

test('breeder-in-city page links its three articles', async ({ page }) => {
  await page.goto('/venta-perros/criadero-de-perros-pug-cali/');
  await expect(page.locator('h1')).toHaveText('Criadero de perros Pug en Bogotá con entrega en Cali');
  for (const intent of ['precios', 'criaderos', 'venta']) {
    await expect(page.locator(`a[href="/blog/perros/pug-cali/${intent}/"]`)).toHaveCount(1);
  }
});

test('breed-in-location page: breadcrumb, price range, photos, benefits, FAQ with FAQPage data, short description', async ({ page }) => {
  await page.goto('/clousters/perros/suba/bulldog-frances/');
  await expect(page.locator('h1')).toHaveText('Venta de Bulldog francés en Suba, Bogotá');
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText('Suba');
  // The range is the breed's national one, not a price of Suba (issue 9).
  await expect(page.getByRole('heading', { name: 'Rango de precio del Bulldog francés' })).toBeVisible();
  // Local text from the place data: Suba's own parks, the heat of nowhere else.
  await expect(page.locator('main')).toContainText('Parque Fontanar del Río');
  await expect(page.locator('main')).toContainText('Suba');
  await expect(page.getByText(/\$\s2’400’000 – \$\s3’800’000/)).toBeVisible();
  // No photos yet: the breed's illustrations, headed as such ("Cachorros Bulldog francés" once photos exist).
  await expect(page.getByRole('heading', { name: 'Ilustraciones', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Su cachorro se entrega con' }).locator('..').getByText('Garantía de salud por escrito')).toBeVisible();
  await expect(page.getByText('¿Cómo reservo un cachorro Bulldog francés en Suba, Bogotá?')).toBeVisible();
  await expect(page.getByText('¿Hacen entrega a domicilio en Suba, Bogotá?')).toBeVisible();
  expect(await jsonLdTypes(page)).toContain('FAQPage');
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description!.length).toBeLessThanOrEqual(155);
});

test('neighbourhood page: intro, price table, reasons, chat in a new tab, related links', async ({ page }) => {
  await page.goto('/co/bogota/chapinero/golden-retriever/');
  await expect(page.locator('h1')).toHaveText('Golden Retriever en Chapinero, Bogotá');
  await expect(page.getByRole('table')).toContainText('Precio base (macho)');
  await expect(page.getByRole('heading', { name: '¿Por qué elegirnos?' }).locator('..').locator('li')).toHaveCount(4);
  const chat = page.getByRole('link', { name: 'Consultar por un Golden Retriever' });
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('heading', { name: /Otras razas grandes en Chapinero/ })).toBeVisible();
  // The Golden Retriever's first use is "familia": the link agrees with "perros".
  await expect(page.getByRole('link', { name: /^Perros familiares/ })).toHaveAttribute('href', '/perros/uso/familia/');
  // Same breed × locality as /clousters/perros/chapinero/golden-retriever/, which search engines index.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/clousters\/perros\/chapinero\/golden-retriever\/$/);
});

test('article page: Article data and the delivered documents', async ({ page }) => {
  await page.goto('/blog/perros/pomerania-cali/precios/');
  await expect(page.locator('h1')).toContainText('Pomerania');
  await expect(page.locator('article')).toContainText('$ 2’800’000');
  await expect(page.locator('article')).toContainText('Cali');
  expect(await jsonLdTypes(page)).toContain('Article');
});

test('price guide: four groups with variants and the price note', async ({ page }) => {
  await page.goto('/perros/precios-por-raza/');
  for (const group of ['Razas mini', 'Razas pequeñas', 'Razas medianas', 'Razas grandes y gigantes']) {
    await expect(page.getByRole('heading', { name: group })).toBeVisible();
  }
  await expect(page.getByRole('row', { name: /Pincher/ })).toContainText('Colores exóticos: $ 1’700’000');
  await expect(page.getByText(/Los precios varían según la genética, el color y la disponibilidad/).first()).toBeVisible();
  expect(await jsonLdTypes(page)).toContain('ItemList');
});

test('location pages list "Venta de {raza} en {lugar}" for every breed', async ({ page }) => {
  for (const path of ['/perros-en-medellin/', '/clousters/perros/medellin/']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: /^Venta de .+ en Medellín$/ })).toHaveCount(catalog.dogBreeds.length);
    // The twins list the same breeds: both declare /clousters/perros/medellin/ canonical.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/clousters\/perros\/medellin\/$/);
  }
});

test('category page: title, breadcrumbs, six example cards and what the criterion means for a buyer', async ({ page }) => {
  await page.goto('/razas-de-perros/intencion/precios/');
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toBeVisible();
  await expect(page.locator('[data-breed-card]')).toHaveCount(6);
  await expect(page.getByRole('heading', { name: /^6 de las \d+ razas que criamos$/ })).toBeVisible();
  // The prices intent page links the price list of every breed, not the catalogue (review 3, item 9).
  await expect(page.getByRole('link', { name: /^Ver los precios de las \d+ razas que criamos$/ })).toHaveAttribute('href', '/perros/precios-por-raza/');
  await expect(page.getByRole('heading', { name: 'Antes de elegir' })).toBeVisible();
  await expect(page.locator('main')).toContainText('Desconfíe de precios muy por debajo de lo habitual para la raza');
});
