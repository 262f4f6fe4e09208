/**
 * Content cannot inject markup or script. The site is built from a copy of content/ whose names
 * carry `</script><script>…`, an `<img onerror>` and an `<svg onload>` (scripts/build-hostile.mjs,
 * tests/fixtures/hostile-content.json) and served by Cloudflare's local Pages runtime with its
 * own _headers; every page that carries those names, in the page or in a data block its script
 * reads, is loaded in Chromium: no dialog opens, no script is blocked by the CSP (none was
 * injected), the names read as text, and the scripts that read the data blocks still work.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

const fixture = JSON.parse(readFileSync(new URL('../../fixtures/hostile-content.json', import.meta.url), 'utf8'));
const dogName: string = fixture.dogBreed.value;
const cityName: string = fixture.city.value;
const catName: string = fixture.catBreed.value;

test.use({ baseURL: `http://localhost:${Number(process.env.E2E_HOSTILE_PORT ?? 8790)}` });

/** Loads a path and returns the dialogs and CSP reports it caused, after the page settled. */
async function visit(page: Page, path: string) {
  const dialogs: string[] = [];
  const csp: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
  });
  await page.goto(path);
  await page.waitForLoadState('load');
  // The first interaction loads the islands: a script hidden in their props would run now.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.waitForTimeout(300);
  return { dialogs, csp };
}

/** The main heading's text as a visitor reads it (whitespace folded like the browser shows it). */
const heading = (page: Page) => page.locator('h1').first().innerText();

test('the breed page shows the name with markup as text', async ({ page }) => {
  const { dialogs, csp } = await visit(page, '/venta-perros/pincher/');
  expect(dialogs).toEqual([]);
  expect(csp).toEqual([]);
  expect(await heading(page)).toContain(dogName);
  expect(await page.locator('script:not([src]):not([type])').count()).toBeLessThanOrEqual(1);
});

test('the 404 page keeps redirecting: its index of every breed and city still parses', async ({ page }) => {
  const unknown = await visit(page, '/no-existe-esta-pagina/');
  expect(unknown.dialogs).toEqual([]);
  expect(unknown.csp).toEqual([]);
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/shop/collar-rojo/');
  await page.waitForURL((url) => url.pathname === '/perros/');
});

test('the placeholder page fits itself to the path, with the names as text', async ({ page }) => {
  const { dialogs, csp } = await visit(page, '/co/perros/pincher/medellin/precios/');
  expect(dialogs).toEqual([]);
  expect(csp).toEqual([]);
  await expect(page.locator('h1')).toContainText('Pug </script> <script>');
  expect(await heading(page)).toContain(cityName.replace(/\s+/g, ' ').trim());
});

test('pages naming the city and the cat breed run no script of theirs', async ({ page }) => {
  for (const path of ['/perros-en-medellin/', '/gatos/persa/', '/gatos-colombia/', '/perros/buscar/?tamano=mini']) {
    const { dialogs, csp } = await visit(page, path);
    expect(dialogs, path).toEqual([]);
    expect(csp, path).toEqual([]);
  }
  await page.goto('/gatos/persa/');
  // The main heading names the breed by its plural ("Gatos persas en venta", formas.plural); its name shows as text in the title and the breadcrumbs.
  expect(await page.title()).toContain('</SCRIPT >');
  expect(await page.getByRole('navigation', { name: 'Ruta de navegación' }).innerText()).toContain('</SCRIPT >');
  expect(catName).toContain('</SCRIPT >');
});
