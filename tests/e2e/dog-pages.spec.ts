/** One page of each dog page type, checked for what a visitor and a crawler must see. */
import { expect, test, type Page } from '@playwright/test';
import { readCatalog } from '../../src/lib/content/disk-catalog';

const catalog = readCatalog();

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b)['@type']);
}
const chatText = async (page: Page) => new URL((await page.getByRole('link', { name: 'Abrir chat de WhatsApp' }).getAttribute('href'))!).searchParams.get('text');

test('breed page: price, characteristics, the breed once (before deciding, by climate, what comes with it), chat naming page and breed', async ({ page }) => {
  await page.goto('/venta-perros/shih-tzu/');
  // the h1 in a person's words; the title keeps the search phrase
  await expect(page.locator('h1')).toHaveText('Cachorros de Shih Tzu en venta');
  await expect(page).toHaveTitle(/^Cachorros Shih Tzu en venta/);
  // the price by sex in the answer block, once: the Shih Tzu has no varieties, so no table below repeats it
  await expect(page.locator('[data-answer] [data-fact="precio"] dd')).toHaveText('Macho $ 1’700’000; hembra $ 1’900’000');
  await expect(page.getByRole('table')).toHaveCount(0);
  // the breed's own life expectancy (content/dogs/breeds.json), not one figure for every breed
  await expect(page.getByText(catalog.dogBreeds.find((b) => b.slug === 'shih-tzu')!.esperanzaVida, { exact: true })).toBeVisible();
  for (const heading of ['Antes de decidir', 'Según el clima donde vivirá', 'Lo que recibe con el cachorro']) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  // each climate note under its class and the cities where it is read (a flat-faced Shih Tzu feels the afternoon sun of the temperate cities too: blind read 14)
  await expect(page.locator('section[aria-labelledby="clima"] dt')).toHaveText(['En tierra fría (Bogotá, Manizales, Pasto)', 'En clima templado (Medellín, Bucaramanga, Pereira, Ibagué)', 'En tierra caliente (Cali, Barranquilla, Cartagena, Cúcuta, Villavicencio)']);
  // the answer block has the chat: no second call to action closes the page
  await expect(page.getByText('¿Quiere un Shih Tzu?')).toHaveCount(0);
  expect(await chatText(page)).toMatch(/^Hola, vengo de la página «Cachorros de Shih Tzu en venta» \(https?:\/\/\S+\/venta-perros\/shih-tzu\/\) y quiero más información sobre el Shih Tzu\.$/);
  expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
  await expect(page.locator('a[href="/venta-perros/criadero-de-perros-shih-tzu-medellin/"]').first()).toBeVisible();
  // the delivery said once per group of cities, not once per city
  await expect(page.locator('[data-delivery-group]')).toHaveCount(3);
});

test('breed page with varieties: the price by sex in the answer, the varieties in the table, each figure once (Chihuahua)', async ({ page }) => {
  await page.goto('/venta-perros/chihuahua/');
  await expect(page.locator('[data-answer] [data-fact="precio"] dd')).toHaveText('Macho $ 2’600’000; hembra $ 2’900’000');
  await expect(page.locator('[data-answer] [data-fact="precio"] a')).toHaveAttribute('href', '#precio');
  await expect(page.getByRole('table', { name: 'Precio del Chihuahua' }).getByRole('row')).toHaveText([/Opción/, /Cabeza de manzana\s*\$\s3’000’000/, /Pelo largo\s*\$\s4’200’000/]);
});

test('breed page with one variety: the three prices in the answer, no table of one row (Pug)', async ({ page }) => {
  await page.goto('/venta-perros/pug/');
  await expect(page.locator('[data-answer] [data-fact="precio"] dd')).toHaveText('Macho $ 2’000’000; hembra $ 2’200’000; color negro $ 2’500’000');
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('breeder-in-city page: the answer under the h1, then what to know before deciding and one section of the place (the breed\'s care in its climate, the city\'s text)', async ({ page }) => {
  await page.goto('/venta-perros/criadero-de-perros-pug-cali/');
  await expect(page.locator('h1')).toHaveText('Pug con entrega en Cali');
  await expect(page.getByRole('heading', { name: 'Precio y entrega' })).toBeVisible();
  for (const fact of ['precio', 'entrega', 'disponibles']) await expect(page.locator(`[data-answer] [data-fact="${fact}"]`)).toHaveCount(1);
  await expect(page.locator('main h2')).toHaveText(['Precio y entrega', 'Antes de decidir', 'En casa y de paseo']);
  await expect(page.getByRole('link', { name: 'Más sobre el Pug →' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Otras razas con entrega en Cali →' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index/);
});

test('breed in a locality, and its old neighbourhood and article URLs: served, noindex, canonical to the breeder page of the city', async ({ page }) => {
  for (const [path, city] of [['/clousters/perros/suba/bulldog-frances/', 'bulldog-frances-bogota'], ['/co/bogota/chapinero/golden-retriever/', 'golden-retriever-bogota'], ['/blog/perros/pomerania-cali/precios/', 'pomerania-cali']] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Precio y entrega' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/venta-perros/criadero-de-perros-${city}/$`));
  }
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description!.length).toBeLessThanOrEqual(155);
});

test('location pages link every breed to its breeder page of the place', async ({ page }) => {
  for (const path of ['/perros-en-medellin/', '/clousters/perros/medellin/']) {
    await page.goto(path);
    await expect(page.locator('main a[href^="/venta-perros/criadero-de-perros-"][href$="-medellin/"]')).toHaveCount(catalog.dogBreeds.length);
    // The twins list the same breeds: both declare /clousters/perros/medellin/ canonical.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/clousters\/perros\/medellin\/$/);
  }
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

test('category page: title, breadcrumbs, six example cards and what the criterion means for a buyer', async ({ page }) => {
  await page.goto('/razas-de-perros/intencion/precios/');
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toBeVisible();
  await expect(page.locator('[data-breed-card]')).toHaveCount(6);
  await expect(page.getByRole('heading', { name: /^6 de las \d+ razas y 2 cruces que criamos$/ })).toBeVisible();
  // The prices intent page links the price list of every breed, not the catalogue (review 3, item 9).
  await expect(page.getByRole('link', { name: /^Ver los precios de las \d+ razas y 2 cruces que criamos$/ })).toHaveAttribute('href', '/perros/precios-por-raza/');
  await expect(page.getByRole('heading', { name: 'Antes de elegir' })).toBeVisible();
  await expect(page.locator('main')).toContainText('Desconfíe de precios muy por debajo de lo habitual para la raza');
});
