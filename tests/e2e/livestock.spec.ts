/** The equinos, bovinos and aves landing pages of spec §2. */
import { expect, test } from '@playwright/test';

const pages = [
  // cities: those with a species page of their own (the warm-land cattle cities are said by the link to /bovinos-tierra-caliente/; birds have no city pages)
  { path: '/equinos-colombia/', cards: 9, cta: 'Solicitar información', countries: 1, ica: ['GSMI', 'encefalitis equina venezolana', 'se anotan las vacunas y pruebas'], cities: 12 },
  { path: '/bovinos-colombia/', cards: 19, cta: 'Solicitar cotización', countries: 0, ica: ['aftosa', 'brucelosis'], cities: 7 },
  { path: '/aves-colombia/', cards: 14, cta: 'Consultar disponibilidad', countries: 0, ica: ['Newcastle', 'zoocría autorizada de origen'], cities: 0 },
];

for (const p of pages) {
  test(`${p.path}: back link, ICA box, chat cards, coverage and closing call to action`, async ({ page }) => {
    await page.goto(p.path);
    await expect(page.getByRole('link', { name: '← Volver al inicio' })).toHaveAttribute('href', '/');
    for (const word of p.ica) await expect(page.locator('section[aria-labelledby="ica"]')).toContainText(word);
    const cards = page.locator('section[aria-labelledby="razas"] li a[data-chat]');
    await expect(cards).toHaveCount(p.cards);
    for (const href of await cards.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    // Each city with the way there, linked to its page (read-unsampled P9: twelve bare names told a buyer nothing).
    const cities = page.locator('section[aria-labelledby="cobertura"] li');
    await expect(cities).toHaveCount(p.cities);
    for (const city of await cities.all()) {
      await expect(city.locator('a')).toHaveAttribute('href', /-en-[a-z-]+\/$/);
      await expect(city).toContainText(/en (carro|camión, con paradas), unas \d+ horas|hasta su finca/);
    }
    // what the road's hours count, said once under the cities (s53; blind read ab18: the truck's own hours, not a car's and a truism)
    if (p.cities > 0) await expect(page.locator('section[aria-labelledby="cobertura"] [data-road-note]')).toContainText(/^(Las horas en camión son un cálculo nuestro que cuenta las paradas|Con aves, el viaje dura algo más que esas horas en carro)/);
    // Only the countries a source supports for live animals (issue 41): horses to the United States, no live cattle.
    await expect(page.locator('section[aria-labelledby="internacional"] li')).toHaveCount(p.countries);
    await expect(page.getByRole('link', { name: p.cta })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    const message = new URL((await page.getByRole('link', { name: p.cta }).getAttribute('href'))!).searchParams.get('text');
    // The species in plain words (content/species.json › palabraChat), not its URL slug.
    expect(message).toMatch(/y quiero más información sobre (caballos, mulas y burros|ganado|aves)\.$/);
  });
}

test('bovine cards show their specialty', async ({ page }) => {
  await page.goto('/bovinos-colombia/');
  const card = (name: string) => page.locator('section[aria-labelledby="razas"] li').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card('Holstein')).toContainText('Raza lechera');
  await expect(card('Angus')).toContainText('Raza de carne');
  await expect(card('Simmental')).toContainText('Doble propósito');
});

test('aves: legal warning and card labels', async ({ page }) => {
  await page.goto('/aves-colombia/');
  await expect(page.getByRole('note')).toContainText('no comercializamos aves silvestres nativas');
  const card = (name: string) => page.locator('section[aria-labelledby="razas"] li').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card('Pavo real')).toContainText('Solo información educativa');
  await expect(card('Avestruz')).toContainText('Requiere zoocría autorizada');
  await expect(card('Pollitos Ross')).toContainText('Producción avícola');
  await expect(card('Ponedoras Lohmann')).toContainText('Producción de huevos');
  await expect(card('Canarios')).toContainText('Aves ornamentales');
});

test('a line’s information page gives the delivery to each city, linking its sale pages', async ({ page }) => {
  await page.goto('/equinos-colombia/');
  await page.getByRole('link', { name: 'Caballo criollo colombiano', exact: true }).click();
  await expect(page).toHaveURL(/\/equinos\/paso-fino-colombiano-colombia\/$/);
  // The breed is the caballo criollo colombiano, paso fino one of its andares (Fedequinas); the URL keeps its words.
  // the h1 as a person says it (s42 C1); the tab keeps the phrase searched
  await expect(page.locator('h1')).toHaveText('Caballo criollo colombiano');
  await expect(page).toHaveTitle(/^Caballo criollo colombiano en Colombia/);
  const row = page.locator('section[aria-labelledby="ciudades"] tr').filter({ hasText: 'Medellín' });
  await expect(row.getByRole('link', { name: 'Medellín' })).toHaveAttribute('href', '/equinos/venta-caballos-paso-fino-colombiano-medellin/');
  // The freight from Bogotá, the whole truck and each horse's share of a full one (issue 41).
  await expect(row.locator('td')).toHaveText(['Medellín', '415 km, unas 13 horas en camión', /^\$\s[\d,]+\smillones$/, /^\$\s[\d’]+$/]);
  const heads = page.locator('section[aria-labelledby="ciudades"] th');
  await expect(heads).toHaveText(['Ciudad', 'Viaje', 'Camión entero (estimado)', 'Por animal']);
});

test("line page: the prices by category, said once, in the answer, where the sale pages' price links (issue 41, s42 C8)", async ({ page }) => {
  await page.goto('/bovinos/holstein-colombia/#precios');
  const list = page.locator('[data-answer] #precios');
  await expect(list.getByText('Precio por animal, sin flete (estimado)')).toBeInViewport();
  await expect(list.locator('li > span:first-child')).toHaveText(['Ternera de levante', 'Novilla de vientre', 'Vaca parida', 'Toro reproductor']);
  // in millions, as every livestock amount of a million or more (issue 41: one money format per page)
  await expect(list.locator('li > span:last-child')).toHaveText(['$ 1,5 a 3 millones', '$ 5 a 8 millones', '$ 6,5 a 11 millones', '$ 7 a 15 millones']);
  await expect(page.locator('section[aria-labelledby="precios"]')).toHaveCount(0);
  await expect(page.getByText(/^Precio de referencia/)).toHaveCount(0);
});

test('species/city page: the answer under the h1 (reference price, truck and road, freight apart, climate), then the line’s note for the climate with the documents, Product data', async ({ page }) => {
  await page.goto('/bovinos/venta-ganado-holstein-medellin/');
  await expect(page.locator('h1')).toHaveText('Holstein con entrega en Medellín');
  const answer = page.locator('[data-answer]');
  await expect(answer.getByRole('heading', { name: 'Precio y entrega' })).toBeVisible();
  // Every category's price, without freight (s47 read 6: a Holstein buyer found no price of a cow in milk), as the line's page lists them
  const rows = answer.locator('[data-fact="precio"] dd li');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(2)).toHaveText(/^Vaca parida\s+\$\s6,5\sa\s11\smillones\s*$/);
  // the freight apart and the estimate, said once in the row's label (blind read s46)
  await expect(answer.locator('[data-fact="precio"] dt')).toHaveText('Precio por animal, sin flete (estimado)');
  // how and how long, two facts (review-after6 §7.6: no colon chain)
  await expect(answer.locator('[data-fact="entrega"] dd')).toHaveText('En camión desde Bogotá');
  await expect(answer.locator('[data-fact="viaje"] dd')).toHaveText('415 km por carretera; en camión, con paradas, unas 13 horas');
  await expect(answer.locator('[data-fact="costo-envio"] dd')).toHaveText(/^\$\s[\d,]+\smillones el camión entero; \$\s[\d’]+ por animal en camión compartido \(estimado\)$/);
  // the class and the city's climate in figures, one row (s42 C3)
  await expect(answer.locator('[data-fact="clima"] dd')).toHaveText(/^Templado, \d+ a \d+\s°C$/);
  // the line's note for the class under its own heading, where the «Clima» row links (blind read ab18: a bold label run in read glued on)
  await expect(page.getByRole('heading', { name: 'En clima templado' })).toBeVisible();
  await expect(page.locator('main h2')).toHaveText(['Precio y entrega', 'En clima templado', 'Antes de comprar', 'El viaje']);
  // the documents, the same for every city, linked to their list on the line's page (s48)
  const documents = page.locator('a[data-fact="documentos"]');
  await expect(documents).toHaveAttribute('href', '/bovinos/holstein-colombia/#ica');
  await expect(documents).toHaveText('Papeles del ICA para el traslado →');
  const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  const product = types.find((t) => t['@type'] === 'Product');
  // The offer carries the reference range of content/livestock/bovinos.json (which spans its categories).
  expect(product.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: 1500000, highPrice: 15000000, priceCurrency: 'COP' });
  // no Holstein published as available: «out of stock», as the page's «Ninguno por ahora» (views/jsonld.ts)
  expect(product.offers.availability).toBe('https://schema.org/OutOfStock');
  expect(product.offers.seller['@type']).toBe('Organization');
});

test('line page at 390 px: the box gives the table of categories, the trained horse first, each category’s figure on its first line (AFTER7 §7.1, §7.2, §7.6; s42 C8)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/equinos/lusitano-colombia/');
  await expect(page.locator('[data-answer] [data-fact="precio"] li > span:first-child')).toHaveText(['Caballo domado', 'Potro sin domar', 'Reproductor o de exposición']);
  // each row's figure on its category's first line, inside the page
  const lines = await page.evaluate(() => {
    const rows = [...document.querySelectorAll('[data-answer] [data-fact="precio"] li')].map((row) => {
      const [label, value] = [...row.querySelectorAll('span')].map((s) => s.getBoundingClientRect());
      return { label: row.querySelector('span')!.textContent, sameLine: Math.abs(label!.top - value!.top) < 4 && value!.height < 24, inside: value!.right <= document.documentElement.clientWidth };
    });
    return { rows };
  });
  expect(lines.rows).toHaveLength(3);
  for (const row of lines.rows) expect(row, row.label!).toMatchObject({ sameLine: true, inside: true });
});

test('warm-land cattle are not said to leave from Bogotá: their farm of origin, the freight quoted from there (issue 41)', async ({ page }) => {
  await page.goto('/bovinos/venta-ganado-brahman-villavicencio/');
  const answer = page.locator('[data-answer]');
  await expect(answer.locator('[data-fact="entrega"] dd')).toHaveText('En camión desde la finca de origen');
  // Villavicencio lies in a breeding zone of the Brahman (the Meta): the freight is quoted from a farm that may be near
  await expect(answer.locator('[data-fact="costo-envio"] dd')).toHaveText('Se lo cotizamos desde la finca de origen, que puede estar cerca: el Meta es zona de cría del Brahman');
  await expect(answer.locator('[data-fact="viaje"]')).toHaveCount(0);
  // what its buyer asks, said on the page (s53: a bare link to it closed every page)
  await expect(page.getByRole('heading', { name: 'Antes de comprar' })).toBeVisible();
  await expect(page.locator('#comprador ~ p').first()).toContainText('Cada categoría se paga por lo que la define');
});

test('a line not recommended in the city’s climate says so first, and why, sells nothing there, names the lines of its purpose that suit it, and is consolidated into the line’s page', async ({ page }) => {
  await page.goto('/bovinos/venta-ganado-holstein-barranquilla/');
  await expect(page).toHaveTitle(/^Holstein en Barranquilla: no se lo recomendamos/);
  // the line's note says why (it does not name the class again: after9 §6.3); then the dairy breeds that suit, each linked to its page in the city
  const verdict = page.locator('[data-answer] [data-verdict]');
  await expect(verdict).toContainText(/^\s*No se lo recomendamos: el calor le baja la leche/);
  await expect(verdict).toContainText('Para leche en tierra caliente le recomendamos el Gyr y el Girolando.');
  await expect(verdict.getByRole('link', { name: 'el Gyr' })).toHaveAttribute('href', '/bovinos/venta-ganado-gyr-barranquilla/');
  // no price, delivery, freight, climate row or lots: nothing of the Holstein is sold there
  await expect(page.locator('[data-answer] [data-fact]')).toHaveCount(0);
  await verdict.locator('a').last().click();
  await expect(page).toHaveURL(/\/bovinos-tierra-caliente\/$/);
  await page.goBack();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/bovinos\/holstein-colombia\/$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('mulas, burros and bird lines have their own URL shapes; educational-only birds are not sold', async ({ request }) => {
  for (const path of ['/equinos/venta-mulas-cali/', '/equinos/venta-burros-pasto/', '/aves/venta-codornices-ibague/', '/equinos-en-cali/', '/bovinos-en-bogota/']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  }
  expect((await request.get('/aves/venta-pavo-real-cali/', { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get('/aves/pavo-real-colombia/', { maxRedirects: 0 })).status()).toBe(200);
});
