/** The cat landing page, its filter island, breed pages, place pages, intent, category and breeder pages. */
import { expect, test, type Page } from '@playwright/test';
import { readCatalog } from '../../src/lib/content/disk-catalog';
import { inCluster } from '../../src/lib/domain/cats';
import { formatCOP } from '../../src/lib/text/spanish';
import { chipClass } from '../../src/lib/views/ui';

const catalog = readCatalog();
/** The cards shown: a filter hides the others. */
const cards = (page: Page) => page.locator('[data-cat-card]:visible');
/** The filter hydrates on the first interaction: press a key, then wait until it is live. */
async function waitForIsland(page: Page) {
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => document.querySelector('astro-island[component-url*="CatFilterIsland"]:not([ssr])') !== null);
}

test('all breeds are in the HTML, linking to their pages, with "Todas las razas"', async ({ page }) => {
  await page.goto('/gatos-colombia/');
  await expect(page.getByRole('heading', { name: 'Todas las razas' })).toBeVisible();
  await expect(cards(page)).toHaveCount(catalog.catBreeds.length);
  // by the name alone: a card's line may name another breed («Tranquilo y hogareño como el persa»)
  const named = (name: string) => cards(page).filter({ has: page.getByText(name, { exact: true }) });
  await expect(named('Persa').getByRole('link')).toHaveAttribute('href', '/gatos/persa/');
  await expect(named('Maine Coon')).toContainText('$ 9’500’000');
  // each card gives the breed in a line, to choose between breeds (content/cats/breeds.json › enPocasPalabras)
  await expect(named('Ragdoll')).toContainText(catalog.catBreeds.find((b) => b.slug === 'ragdoll')!.enPocasPalabras);
});

test('a coat filter and a cluster filter exclude each other', async ({ page }) => {
  await page.goto('/gatos-colombia/');
  await waitForIsland(page);
  await page.getByRole('group', { name: 'Filtrar por pelaje' }).getByRole('button', { name: 'Sin pelo' }).click();
  await expect(page.getByRole('heading', { name: 'Gatos sin pelo' })).toBeVisible();
  await expect(cards(page)).toHaveCount(catalog.catBreeds.filter((b) => b.pelaje === 'sin_pelo').length);
  const cluster = catalog.catClusters.find((c) => c.group === 'caracter')!;
  await page.getByRole('complementary', { name: 'Búsqueda por estilo' }).getByRole('button', { name: cluster.title }).click();
  await expect(page.getByRole('heading', { name: cluster.title, exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Filtrar por pelaje' }).getByRole('button', { name: 'Sin pelo' })).toHaveAttribute('aria-pressed', 'false');
  await expect(cards(page)).toHaveCount(catalog.catBreeds.filter((b) => inCluster(b, cluster)).length);
  await page.getByRole('group', { name: 'Filtrar por pelaje' }).getByRole('button', { name: 'Todas' }).click();
  await expect(cards(page)).toHaveCount(catalog.catBreeds.length);
});

test('the landing page loads no script before the first interaction, and a filter tapped before hydration answers at once', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // A hydration mismatch is a recoverable error React reports (console.error, or an uncaught error).
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // Hold the island's module back, so the taps surely land before hydration.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/CatFilterIsland*.js', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/gatos-colombia/');
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 300);
  expect(scripts).toEqual([]);
  const coats = page.getByRole('group', { name: 'Filtrar por pelaje' });
  const hairless = catalog.catBreeds.filter((b) => b.pelaje === 'sin_pelo');
  await coats.getByRole('button', { name: 'Sin pelo' }).click();
  // Answered from the page's markup while the island's module is still held back.
  await expect(page.getByRole('heading', { name: 'Gatos sin pelo' })).toBeVisible();
  await expect(cards(page).locator('.text-lg')).toHaveText(hairless.map((b) => b.nombre));
  await expect(coats.getByRole('button', { name: 'Sin pelo' })).toHaveAttribute('aria-pressed', 'true');
  await expect(coats.getByRole('button', { name: 'Sin pelo' })).toHaveAttribute('class', chipClass(true));
  await expect(coats.getByRole('button', { name: 'Todas' })).toHaveAttribute('aria-pressed', 'false');
  await expect(coats.getByRole('button', { name: 'Todas' })).toHaveAttribute('class', chipClass(false));
  await expect(coats.getByRole('button', { name: 'Sin pelo' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Ver la página de gatos sin pelo →' })).toHaveAttribute('href', '/gatos-razas-sin-pelo-colombia/');
  // A cluster, then the same cluster again (back to every breed), still before hydration.
  const cluster = catalog.catClusters.find((c) => c.group === 'caracter')!;
  const panel = page.getByRole('complementary', { name: 'Búsqueda por estilo' });
  await panel.getByRole('button', { name: cluster.title }).click();
  await expect(page.getByRole('heading', { name: cluster.title, exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(catalog.catBreeds.filter((b) => inCluster(b, cluster)).length);
  await expect(coats.getByRole('button', { name: 'Sin pelo' })).toHaveAttribute('aria-pressed', 'false');
  await panel.getByRole('button', { name: cluster.title }).click();
  await expect(page.getByRole('heading', { name: 'Todas las razas' })).toBeVisible();
  await expect(cards(page)).toHaveCount(catalog.catBreeds.length);
  await expect(page.locator('[data-filter-page]')).toBeHidden();
  await coats.getByRole('button', { name: 'Sin pelo' }).click();
  await expect(cards(page)).toHaveCount(hairless.length);
  expect(await page.locator('astro-island[component-url*="CatFilterIsland"][ssr]').count()).toBe(1);
  // Hydrated, the island keeps the filter the page shows, and the next taps are its own.
  release();
  await page.waitForFunction(() => document.querySelector('astro-island[component-url*="CatFilterIsland"]:not([ssr])') !== null);
  await expect(page.getByRole('heading', { name: 'Gatos sin pelo' })).toBeVisible();
  await expect(cards(page)).toHaveCount(hairless.length);
  await expect(coats.getByRole('button', { name: 'Sin pelo' })).toHaveAttribute('aria-pressed', 'true');
  await coats.getByRole('button', { name: 'Pelo largo' }).click();
  await expect(page.getByRole('heading', { name: 'Gatos de pelo largo' })).toBeVisible();
  await expect(cards(page)).toHaveCount(catalog.catBreeds.filter((b) => b.pelaje === 'largo').length);
  await expect(coats.getByRole('button', { name: 'Sin pelo' })).toHaveAttribute('aria-pressed', 'false');
  // The cards are the island's children, sent once as static HTML, not in its props.
  expect(await page.locator('astro-island[component-url*="CatFilterIsland"]').getAttribute('props')).not.toContain('Persa');
  expect(errors).toEqual([]);
});

test('without the island the cat filter still answers every tap', async ({ page }) => {
  // Astro retries a failed island module with a query: both fail.
  await page.route(/\/_astro\/CatFilterIsland[^/]*\.js(\?.*)?$/, (route) => route.abort());
  await page.goto('/gatos-colombia/');
  const coats = page.getByRole('group', { name: 'Filtrar por pelaje' });
  await coats.getByRole('button', { name: 'Pelo largo' }).click();
  await expect(page.getByRole('heading', { name: 'Gatos de pelo largo' })).toBeVisible();
  await expect(cards(page)).toHaveCount(catalog.catBreeds.filter((b) => b.pelaje === 'largo').length);
  await coats.getByRole('button', { name: 'Pelo largo' }).click();
  await expect(page.getByRole('heading', { name: 'Todas las razas' })).toBeVisible();
  await expect(cards(page)).toHaveCount(catalog.catBreeds.length);
  await expect(coats.getByRole('button', { name: 'Todas' })).toHaveAttribute('aria-pressed', 'true');
});

test('coverage links reach the place pages, including España', async ({ page }) => {
  await page.goto('/gatos-colombia/');
  await expect(page.getByRole('heading', { name: 'Cobertura nacional' }).locator('..').getByRole('link')).toHaveCount(12);
  await expect(page.getByRole('heading', { name: 'Cobertura internacional' }).locator('..').getByRole('link')).toHaveCount(19);
  await page.getByRole('link', { name: 'Gatos en España' }).click();
  await expect(page.locator('h1')).toHaveText('Gatos con entrega en España');
});

test('cat breed page shows the exact price and opens a chat naming the breed', async ({ page }) => {
  await page.goto('/gatos/bengali/');
  await expect(page.locator('h1')).toHaveText('Gatos bengalíes en venta');
  await expect(page.getByText('$ 4’500’000', { exact: true })).toBeVisible();
  const href = await page.getByRole('link', { name: 'Abrir chat de WhatsApp' }).getAttribute('href');
  expect(new URL(href!).searchParams.get('text')).toContain('quiero más información sobre el gato bengalí.');
});

/** The JSON-LD objects of the page. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((b) => {
    const data = JSON.parse(b) as unknown;
    return (Array.isArray(data) ? data : [data]) as Record<string, unknown>[];
  });
}

test('cat breed page: the answer first, character, care, coat link and Product offer', async ({ page }) => {
  await page.goto('/gatos/sphynx/');
  await expect(page.locator('[data-answer] [data-fact="disponibles"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Carácter y convivencia' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cuidados y pelaje' })).toBeVisible();
  // the coat is in the description; its category page is one of the links under «Si busca otra raza»
  await page.getByRole('navigation', { name: 'Si busca otra raza' }).getByRole('link', { name: 'Gatos sin pelo', exact: true }).click();
  await expect(page).toHaveURL(/\/gatos-razas-sin-pelo-colombia\/$/);
  await page.goto('/gatos/sphynx/');
  const product = (await jsonLd(page)).find((x) => x['@type'] === 'Product') as { offers: { price: number; priceCurrency: string } };
  expect(product.offers).toMatchObject({ price: 5_500_000, priceCurrency: 'COP' });
  // the price and the cities are the answer's and the list's: no FAQ says them again
  expect((await jsonLd(page)).some((x) => x['@type'] === 'FAQPage')).toBe(false);
});

test('/gatos/precios/ shows every price of spec §9 exactly, with Product offers', async ({ page }) => {
  await page.goto('/gatos/precios/');
  await expect(page.locator('h1')).toHaveText('Precios de gatos por raza en Colombia');
  const spec: [string, number][] = [['Persa', 2_400_000], ['Bengalí', 4_500_000], ['Siamés', 2_000_000], ['Sphynx', 5_500_000], ['Angora turco', 1_800_000], ['Ragdoll', 4_500_000], ['Azul ruso', 2_300_000], ['Maine Coon', 9_500_000]];
  for (const [name, price] of spec) {
    await expect(page.getByRole('row', { name: new RegExp(`^${name} `) })).toContainText(formatCOP(price));
  }
  await expect(page.getByRole('row')).toHaveCount(catalog.catBreeds.length + 3);
  const list = (await jsonLd(page)).find((x) => x['@type'] === 'ItemList') as { itemListElement: { item?: { offers: { priceCurrency: string } }; url?: string }[] };
  expect(list.itemListElement).toHaveLength(catalog.catBreeds.length);
  // a confirmed price is a Product offer in COP; an estimated one only its page's link (s51 read 14)
  catalog.catBreeds.forEach((b, i) => {
    const e = list.itemListElement[i]!;
    if (b.precio_estimado) expect(e.item, b.slug).toBeUndefined();
    else expect(e.item!.offers.priceCurrency).toBe('COP');
  });
  await page.getByRole('link', { name: 'Maine Coon' }).click();
  await expect(page.locator('h1')).toHaveText('Gatos Maine Coon en venta');
});

const INTENT_FORMS: [string, string][] = [
  ['/gatos-precios/', '/gatos/precios/'],
  ['/gatos-criaderos-en-colombia/', '/gatos/criaderos-en-colombia/'],
  ['/gatos-venta-en-colombia', '/gatos/venta-en-colombia/'],
];
for (const [from, to] of INTENT_FORMS) {
  test(`${from} is a 301 to the intent page ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe(to);
    const target = await request.get(to, { maxRedirects: 0 });
    expect(target.status()).toBe(200);
    expect(await target.text()).toContain(`<link rel="canonical" href="`);
  });
}

test('the breeders guide is an article with the health tests of every breed', async ({ page }) => {
  await page.goto('/gatos/criaderos-en-colombia/');
  await expect(page.locator('h1')).toHaveText('Criaderos de gatos en Colombia: cómo elegir uno responsable');
  const tests = page.getByRole('heading', { name: 'Pruebas de salud según la raza' }).locator('..');
  await expect(tests.getByRole('listitem')).toHaveCount(catalog.catBreeds.length);
  await expect(tests).toContainText(catalog.catBreeds.find((b) => b.slug === 'scottish-fold')!.saludPadres);
  expect((await jsonLd(page)).some((x) => x['@type'] === 'Article')).toBe(true);
});

test('the sales guide lists every breed with its price and links the category pages', async ({ page }) => {
  await page.goto('/gatos/venta-en-colombia/');
  await expect(page.locator('h1')).toHaveText('Venta de gatos de raza en Colombia');
  await expect(page.getByText(`pelo semilargo, ${formatCOP(9_500_000)}`)).toBeVisible();
  await page.getByRole('link', { name: 'Gatos tranquilos' }).click();
  await expect(page.locator('h1')).toHaveText('Gatos tranquilos');
});

const CATEGORY_EXAMPLES: { path: string; title: string; unknown: string }[] = [
  { path: '/gatos-razas-largo-colombia/', title: 'Gatos de pelo largo', unknown: '/gatos-razas-rizado-colombia/' },
  { path: '/gatos-apartamento-colombia/', title: 'Gatos para apartamento', unknown: '/gatos-para-perros-colombia/' },
  { path: '/gatos-caracter-carinosos-colombia/', title: 'Gatos cariñosos', unknown: '/gatos-caracter-bravos-colombia/' },
  { path: '/gatos-cuidados-bajo-mantenimiento-colombia/', title: 'Gatos de bajo mantenimiento', unknown: '/gatos-cuidados-ninguno-colombia/' },
  { path: '/gatos-tamano-medianos-colombia/', title: 'Gatos de tamaño mediano', unknown: '/gatos-tamano-mini-colombia/' },
];
for (const { path, title, unknown } of CATEGORY_EXAMPLES) {
  test(`category ${path}: title, breadcrumbs and at least six real matching breeds`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1')).toHaveText(title);
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', { name: 'Gatos' })).toBeVisible();
    const cluster = catalog.catClusters.find((c) => c.title === title)!;
    const members = catalog.catBreeds.filter((b) => inCluster(b, cluster));
    expect(members.length).toBeGreaterThanOrEqual(6);
    await expect(cards(page)).toHaveCount(members.length);
    await expect(page.locator('[data-related]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Antes de elegir' })).toBeVisible();
    await expect(page.locator('main')).toContainText(cluster.guia![0]!);
    await cards(page).first().getByRole('link').click();
    await expect(page.locator('h1')).toHaveText(`Gatos ${members[0]!.formas?.plural ?? members[0]!.nombre} en venta`);
  });
  test(`unknown category ${unknown} shows "Clúster no encontrado"`, async ({ page }) => {
    await page.goto(unknown);
    await expect(page.locator('h1')).toHaveText('Clúster no encontrado');
    expect(new URL(page.url()).pathname).toBe(unknown);
  });
}

test('a category with fewer than six breeds shows them, then related breeds apart', async ({ page }) => {
  await page.goto('/gatos-razas-sin-pelo-colombia/');
  await expect(page.locator('h1')).toHaveText('Gatos sin pelo');
  await expect(page.locator('#razas').locator('..').locator('[data-cat-card]')).toHaveCount(1);
  const related = page.locator('[data-related]');
  await expect(related.getByRole('heading', { name: 'Razas relacionadas' })).toBeVisible();
  await expect(related.locator('[data-cat-card]')).toHaveCount(5);
  await expect(related.locator('[data-cat-card="sphynx"]')).toHaveCount(0);
  await expect(related).toContainText('Si busca un gato cariñoso');
  await expect(page.getByText('Por ahora criamos una sola raza sin pelo: el Sphynx.')).toBeVisible();
});

test('the landing sidebar filters and links to the category and intent pages', async ({ page }) => {
  await page.goto('/gatos-colombia/');
  const sidebar = page.getByRole('complementary', { name: 'Búsqueda por estilo' });
  await expect(sidebar.getByRole('link', { name: 'Ver la página de Gatos tranquilos' })).toHaveAttribute('href', '/gatos-caracter-tranquilos-colombia/');
  await expect(sidebar.getByRole('link', { name: 'Precios de gatos en Colombia' })).toHaveAttribute('href', '/gatos/precios/');
  await waitForIsland(page);
  await page.getByRole('group', { name: 'Filtrar por pelaje' }).getByRole('button', { name: 'Pelo largo' }).click();
  await expect(cards(page)).toHaveCount(catalog.catBreeds.filter((b) => b.pelaje === 'largo').length);
  await page.getByRole('link', { name: 'Ver la página de gatos de pelo largo →' }).click();
  await expect(page.locator('h1')).toHaveText('Gatos de pelo largo');
});

test('breeder page by city tells the truth about the city and names the breed in the chat', async ({ page }) => {
  await page.goto('/gatos/sphynx/');
  // the breed page lists its cities by name, each with its delivery there
  await page.locator('section[aria-labelledby="ciudades"]').getByRole('link', { name: 'Cali', exact: true }).click();
  await expect(page.locator('h1')).toHaveText('Gatitos Sphynx con entrega en Cali');
  await expect(page.locator('[data-fact="entrega"]')).toContainText('Alfonso Bonilla Aragón');
  await expect(page.locator('[data-fact="clima"]')).toContainText('Tierra caliente, de');
  // the home there: the city's text, then the breed's note for the climate class, under one heading
  await expect(page.getByRole('heading', { name: 'En casa' })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="en-casa"]')).toContainText(catalog.catBreeds.find((b) => b.slug === 'sphynx')!.clima.calido);
  await expect(page.locator('main')).not.toContainText('altiplano');
  await expect(page.locator('main')).not.toContainText('clima frío de');
  const href = await page.getByRole('link', { name: 'Abrir chat de WhatsApp' }).getAttribute('href');
  expect(new URL(href!).searchParams.get('text')).toContain('quiero más información sobre el gato Sphynx.');
  const product = (await jsonLd(page)).find((x) => x['@type'] === 'Product') as { offers: { price: number } };
  expect(product.offers.price).toBe(5_500_000);
});

test('the fixed Rionegro page and the city page links; an unknown breeder path goes home', async ({ page, request }) => {
  await page.goto('/gatos-en-medellin/');
  await page.getByRole('link', { name: /^Bengalí/ }).click();
  await expect(page.locator('h1')).toHaveText('Gatitos bengalíes con entrega en Medellín');
  await page.goto('/gatos/bengali/');
  await page.locator('section[aria-labelledby="ciudades"]').getByRole('link', { name: 'Rionegro', exact: true }).click();
  await expect(page.locator('h1')).toHaveText('Gatitos bengalíes con entrega en Rionegro');
  await expect(page.locator('[data-fact="entrega"]')).toContainText('José María Córdova');
  // Rionegro is reached through Medellín's airport, but its nights are colder: its own page, with the care of the cold class.
  await expect(page.locator('[data-fact="clima"]')).toContainText('Tierra fría, de');
  await expect(page.locator('section[aria-labelledby="en-casa"]')).toContainText(catalog.catBreeds.find((b) => b.slug === 'bengali')!.clima.frio);
  expect((await request.get('/gatos/criadero-de-gatos-bengali-narnia/', { maxRedirects: 0 })).status()).toBe(404);
  await page.goto('/gatos/criadero-de-gatos-bengali-narnia/');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
});
