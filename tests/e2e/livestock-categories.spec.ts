/** The livestock category pages and /bufalos-colombia/ (spec §2, issue 8) on Cloudflare's local Pages runtime. */
import { expect, test } from '@playwright/test';

const categories = [
  { landing: '/equinos-colombia/', link: 'Caballos de deporte', path: '/equinos-deporte-colombia/', lines: ['Cuarto de Milla', 'Caballo árabe', 'Pura Raza Española', 'Lusitano', 'Pura Sangre Inglés'], ica: 'anemia infecciosa equina' },
  { landing: '/bovinos-colombia/', link: 'Ganado de carne', path: '/bovinos-carne-colombia/', lines: ['Brahman', 'Angus', 'Hereford', 'Nelore', 'Simbrah', 'Romosinuano', 'Sanmartinero'], ica: 'fiebre aftosa' },
  { landing: '/aves-colombia/', link: 'Aves de postura', path: '/aves-postura-colombia/', lines: ['Pollonas Hy-Line', 'Ponedoras Lohmann', 'Codornices'], ica: 'Newcastle' },
];

for (const c of categories) {
  test(`${c.path}: reached from ${c.landing}, lists its lines with the species’ ICA requirements`, async ({ page }) => {
    await page.goto(c.landing);
    await page.getByRole('navigation', { name: 'Categorías' }).getByRole('link', { name: c.link }).click();
    expect(new URL(page.url()).pathname).toBe(c.path);
    await expect(page.locator('h1')).toHaveText(c.link);
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText(c.link);
    const cards = page.locator('section[aria-labelledby="lineas"] li');
    await expect(cards.locator('h3')).toHaveText(c.lines);
    await expect(page.locator('section[aria-labelledby="ica"]')).toContainText(c.ica);
    // Each card opens its line page.
    await cards.first().getByRole('link', { name: c.lines[0], exact: true }).click();
    // the line's name as its h1 (s42 C1); the tab keeps «en Colombia»
    await expect(page.locator('h1')).toHaveText(c.lines[0]!);
    await expect(page).toHaveTitle(new RegExp(`^${c.lines[0]} en Colombia`));
  });
}

test('a bird category keeps the legal note of birds that are not sold, without a chat button', async ({ page }) => {
  await page.goto('/aves-ornamentales-colombia/');
  const card = page.locator('section[aria-labelledby="lineas"] li').filter({ has: page.getByRole('heading', { name: 'Pavo real', exact: true }) });
  await expect(card).toContainText('Solo información educativa');
  await expect(card.locator('a[data-chat]')).toHaveCount(0);
  const canary = page.locator('section[aria-labelledby="lineas"] li').filter({ has: page.getByRole('heading', { name: 'Canarios', exact: true }) });
  const message = new URL((await canary.locator('a[data-chat]').getAttribute('href'))!).searchParams.get('text');
  expect(message).toContain('quiero más información sobre los canarios.');
});

for (const path of ['/equinos-carreras-colombia/', '/bovinos-engorde-colombia/', '/aves-rapaces-colombia/']) {
  test(`an unknown cluster slug shows "Clúster no encontrado": ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1')).toHaveText('Clúster no encontrado');
    await expect(page).toHaveTitle('Clúster no encontrado');
    expect(new URL(page.url()).pathname).toBe(path);
  });
}

test('/bufalos-colombia/: reached from the bovinos page, with its facts, ICA requirements, sale cities and chat', async ({ page }) => {
  await page.goto('/bovinos-colombia/');
  await page.getByRole('navigation', { name: 'Categorías' }).getByRole('link', { name: 'Búfalos de agua en Colombia' }).click();
  expect(new URL(page.url()).pathname).toBe('/bufalos-colombia/');
  await expect(page.locator('h1')).toHaveText('Búfalos de agua en Colombia');
  await expect(page.locator('section[aria-labelledby="ficha"]')).toContainText('Valores aproximados de la raza');
  await expect(page.locator('section[aria-labelledby="ica"]')).toContainText('Vacunación contra brucelosis');
  // only the cities whose climate suits the búfalo (read-unsampled P7); the cold ones named once, unlinked
  const cities = page.locator('section[aria-labelledby="ciudades"] a');
  await expect(cities).toHaveCount(9);
  await expect(cities.first()).toHaveText('Búfalo Murrah en Medellín');
  await expect(page.locator('section[aria-labelledby="ciudades"]')).toContainText('No se lo recomendamos en tierra fría: Bogotá, Manizales y Pasto.');
  const cta = page.getByRole('link', { name: 'Solicitar cotización' });
  const message = new URL((await cta.getAttribute('href'))!).searchParams.get('text');
  expect(message).toMatch(/«Búfalos de agua en Colombia» \(.*\/bufalos-colombia\/\) y quiero más información sobre el búfalo Murrah\.$/);
  await cities.nth(8).click();
  expect(new URL(page.url()).pathname).toBe('/bovinos/venta-ganado-bufalo-murrah-villavicencio/');
  await expect(page.locator('h1')).toHaveText('Búfalo Murrah con entrega en Villavicencio');
});

test('/bufalos-colombia without slash reaches the page', async ({ page }) => {
  await page.goto('/bufalos-colombia');
  expect(new URL(page.url()).pathname).toBe('/bufalos-colombia/');
  await expect(page.locator('h1')).toHaveText('Búfalos de agua en Colombia');
});
