/** The equinos, bovinos and aves landing pages of spec §2. */
import { expect, test } from '@playwright/test';

const pages = [
  // cities: those with a species page of their own (the warm-land cattle cities are said by the link to /bovinos-tierra-caliente/; birds have no city pages)
  { path: '/equinos-colombia/', cards: 9, cta: 'Solicitar información', countries: 1, ica: ['GSMI', 'encefalitis equina venezolana', 'son documentos, no vacunas'], cities: 12 },
  { path: '/bovinos-colombia/', cards: 19, cta: 'Solicitar cotización', countries: 0, ica: ['aftosa', 'brucelosis'], cities: 7 },
  { path: '/aves-colombia/', cards: 14, cta: 'Consultar disponibilidad', countries: 0, ica: ['Newcastle', 'CITES'], cities: 0 },
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
      await expect(city).toContainText(/horas por carretera|hasta su finca/);
    }
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
  await expect(card('Holstein')).toContainText('Especialidad lechera');
  await expect(card('Angus')).toContainText('Especialidad cárnica');
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
  await expect(page.locator('h1')).toHaveText('Caballo criollo colombiano en Colombia');
  const row = page.locator('section[aria-labelledby="ciudades"] tr').filter({ hasText: 'Medellín' });
  await expect(row.getByRole('link', { name: 'Medellín' })).toHaveAttribute('href', '/equinos/venta-caballos-paso-fino-colombiano-medellin/');
  await expect(row).toContainText('Unas 9 horas por carretera (415 km)');
  // The freight from Bogotá, the whole truck and each horse's share of a full one (issue 41).
  await expect(row).toContainText(/el camión entero; \$\s[\d’]+ por animal en camión compartido/);
});

test("line page: the prices by category, said once, where the sale pages' price links (issue 41)", async ({ page }) => {
  await page.goto('/bovinos/holstein-colombia/#precios');
  const list = page.locator('section[aria-labelledby="precios"]');
  await expect(list.getByRole('heading', { name: 'Precio por categoría, por animal (estimado)' })).toBeInViewport();
  await expect(list.locator('dt')).toHaveText(['Ternera de levante', 'Novilla de vientre', 'Vaca parida', 'Toro reproductor']);
  // in millions, as every livestock amount of a million or more (issue 41: one money format per page)
  await expect(list.locator('dd')).toHaveText(['$ 1,5 a 3 millones', '$ 5 a 8 millones', '$ 6,5 a 11 millones', '$ 7 a 15 millones']);
  await expect(page.getByText(/^Precio de referencia/)).toHaveCount(0);
});

test('species/city page: the answer under the h1 (reference price, truck and road, freight apart, climate), then before deciding with the documents, Product data', async ({ page }) => {
  await page.goto('/bovinos/venta-ganado-holstein-medellin/');
  await expect(page.locator('h1')).toHaveText('Holstein en Medellín');
  const answer = page.locator('[data-answer]');
  await expect(answer.getByRole('heading', { name: 'Precio y entrega' })).toBeVisible();
  // The span of the prices by category in a few words, with the categories at its ends, without freight (issue 41), linked to their list on the line's page, where they are said once.
  const price = answer.locator('[data-fact="precio"] dd a');
  await expect(price).toHaveText('De $ 1,5 a 15 millones por animal (ternera de levante a toro reproductor), sin flete (estimado)');
  await expect(price).toHaveAttribute('href', '/bovinos/holstein-colombia/#precios');
  // how and how long, two facts (review-after6 §7.6: no colon chain)
  await expect(answer.locator('[data-fact="entrega"] dd')).toHaveText('En camión desde Bogotá');
  await expect(answer.locator('[data-fact="viaje"] dd')).toHaveText('Unas 9 horas por carretera (415 km)');
  await expect(answer.locator('[data-fact="costo-envio"] dd')).toHaveText(/^\$\s[\d,]+\smillones el camión entero; \$\s[\d’]+ por animal en camión compartido \(estimado\)$/);
  await expect(answer.locator('[data-fact="clima"] dd')).toHaveText('Apto: clima templado');
  await expect(page.getByRole('heading', { name: 'Antes de decidir' })).toBeVisible();
  // the documents under the answer, which keeps to what reaches the buyer (the chat on the first screen)
  const documents = page.locator('#antes ~ [data-fact="documentos"] a');
  await expect(documents).toHaveAttribute('href', '/bovinos/holstein-colombia/#ica');
  await expect(documents).toHaveText('GSMI, aftosa al día, brucelosis al día y su predio registrado');
  const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  const product = types.find((t) => t['@type'] === 'Product');
  // The offer carries the reference range of content/livestock/bovinos.json (which spans its categories).
  expect(product.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: 1500000, highPrice: 15000000, priceCurrency: 'COP', availability: 'https://schema.org/InStock' });
  expect(product.offers.seller['@type']).toBe('Organization');
});

test('line page at 390 px: the box gives the trained horse alone over the table, each span and each category’s figure on one line (AFTER7 §7.1, §7.2, §7.6)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/equinos/lusitano-colombia/');
  const price = page.locator('[data-answer] [data-fact="precio"] dd a');
  await expect(price).toHaveText('Caballo domado: $ 50 a 120 millones por ejemplar, sin flete (estimado)');
  await expect(price).toHaveAttribute('href', '#precios');
  // the span «$ 50 a 120 millones» on one line, and each row's figure on its category's first line
  const lines = await page.evaluate(() => {
    const spanLines = (el: Element, text: string) => {
      const node = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.replace(/\s/g, ' ').includes(text))!;
      const at = node.textContent!.replace(/\s/g, ' ').indexOf(text);
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + text.length);
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    };
    const box = spanLines(document.querySelector('[data-answer] [data-fact="precio"] dd a')!, '$ 50 a 120 millones');
    const rows = [...document.querySelectorAll('section[aria-labelledby="precios"] dl > div')].map((row) => {
      const [dt, dd] = [row.querySelector('dt')!.getBoundingClientRect(), row.querySelector('dd')!.getBoundingClientRect()];
      return { label: row.querySelector('dt')!.textContent, sameLine: Math.abs(dt.top - dd.top) < 4 && dd.height < 24, inside: dd.right <= document.documentElement.clientWidth };
    });
    return { box, rows };
  });
  expect(lines.box).toBe(1);
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
  await expect(page.getByRole('link', { name: 'Qué preguntar y ficha del Brahman →' })).toBeVisible();
});

test('a line not recommended in the city’s climate says so first, and why, with no freight, points to what suits there, and is consolidated into the line’s page', async ({ page }) => {
  await page.goto('/bovinos/venta-ganado-holstein-barranquilla/');
  await expect(page.locator('[data-answer] [data-verdict]')).toContainText('No se la recomendamos en tierra caliente');
  await expect(page.locator('[data-fact="clima"]')).toHaveCount(0);
  await expect(page.locator('[data-fact="costo-envio"]')).toHaveCount(0);
  await page.locator('[data-verdict] a').click();
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
