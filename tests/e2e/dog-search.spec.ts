import { expect, test, type Page } from '@playwright/test';
import { readCatalog } from '../../src/lib/content/disk-catalog';
import { breedCount, filterBreeds } from '../../src/lib/domain/dogs';
import type { SearchBootData } from '../../src/lib/domain/search-query';
import { serializeJson } from '../../src/lib/views/serialize';

const catalog = readCatalog();
const panel = (page: Page) => page.getByRole('complementary', { name: 'Búsqueda por estilo' });
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
  // On the use's own page the use is the page itself: shown as current, not a link away to /perros/
  // (review 5, item 37); the "Todas" chip leads back to every breed.
  await expect(panel(page).getByText('Trabajo', { exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(panel(page).getByRole('link', { name: 'Trabajo' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Filtrar por tamaño' }).getByRole('link', { name: 'Todas' }).click();
  await expect.poll(() => pathAndQuery(page)).toBe('/perros/');
  await expect(page.locator('[data-breed-card]')).toHaveCount(catalog.dogBreeds.length);
});

test('no match shows the message with buttons to see all or one filter', async ({ page }) => {
  // Today every size and use have breeds in common; the page filters from its data block
  // (not hashed by the CSP, unlike the script), so serve it as content would build it if no
  // breed of the first size had the first use.
  const [s, u] = [catalog.dogSizes[0]!, catalog.dogUses[0]!];
  await page.route('**/perros/buscar/**', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/(<script type="application\/json" id="search-boot-data">)([^<]*)(<\/script>)/, (_, open: string, json: string, close: string) => {
      const data = JSON.parse(json) as SearchBootData;
      const size = data.taxonomy.sizes.findIndex((x) => x.key === s.key);
      const use = data.taxonomy.uses.findIndex((x) => x.key === u.key);
      data.breeds = data.breeds.map((code) => (code % 8 === size ? code & ~(1 << (3 + use)) : code));
      return open + serializeJson(data) + close;
    });
    expect(html).toContain('id="search-boot-data"');
    await route.fulfill({ response, body: html });
  });
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
    await expect(page.locator('[data-search-count]')).not.toHaveText(`${catalog.dogBreeds.length} razas`);
  });
}

for (const from of ['/perros/buscar/?tamano=enorme', '/perros/buscar/?uso=cazador', '/perros/tamano/enorme/', '/perros/uso/cazador/']) {
  test(`unknown size or use ends at /perros/: ${from}`, async ({ page }) => {
    await page.goto(from);
    await expect.poll(() => pathAndQuery(page)).toBe('/perros/');
    await expect(page.locator('h1')).toHaveText('Perros de raza en venta');
  });
}

test('/perros/ has the size filter, every breed and the panel; a card names its size and is one link to its breed', async ({ page }) => {
  await page.goto('/perros/');
  await expect(page.getByRole('navigation', { name: 'Filtrar por tamaño' }).getByRole('link')).toHaveText(['Todas', 'Mini', 'Pequeños', 'Medianos', 'Grandes', 'Gigantes']);
  await expect(page.locator('[data-breed-card]')).toHaveCount(catalog.dogBreeds.length);
  await expect(panel(page).getByRole('heading', { name: 'Búsqueda por estilo' })).toBeVisible();
  await expect(panel(page).getByText('Refinar búsqueda')).toBeVisible();
  const card = page.locator('[data-breed-card]').filter({ hasText: 'Shih Tzu' });
  await expect(card.getByText('Tamaño: pequeño', { exact: true })).toBeVisible();
  await expect(card.getByRole('link')).toHaveCount(1);
  await expect(card.getByRole('link', { name: 'Shih Tzu', exact: true })).toHaveAttribute('href', '/venta-perros/shih-tzu/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/perros\/$/);
  // One link per breed: the name's, stretched over the whole card, so a tap on the drawing or the size opens the breed too.
  const drawing = card.locator('.card-img');
  // Below the first screen the drawing is its own file, the background of its box.
  await expect(drawing.locator('span')).toHaveCSS('background-image', /\/img\/infografias\/shih-tzu\.svg"\)$/);
  await drawing.scrollIntoViewIfNeeded();
  const box = (await drawing.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForURL(/\/venta-perros\/shih-tzu\/$/, { waitUntil: 'load' });
  await page.goBack();
  const size = card.getByText('Tamaño: pequeño');
  await size.scrollIntoViewIfNeeded();
  const sizeBox = (await size.boundingBox())!;
  await page.mouse.click(sizeBox.x + sizeBox.width / 2, sizeBox.y + sizeBox.height / 2);
  await expect(page).toHaveURL(/\/venta-perros\/shih-tzu\/$/);
});

/** Records, before every frame the browser renders, the query, heading, count and which cards are visible. */
async function recordFrames(page: Page) {
  await page.addInitScript(() => {
    const log = (): Frame[] => JSON.parse(sessionStorage.getItem('frames') ?? '[]');
    const frame = () => {
      // A card whose heading the parser has not reached yet has no name to compare: left out.
      const visible = [...document.querySelectorAll<HTMLElement>('[data-breed-card]')]
        .filter((c) => c.checkVisibility({ visibilityProperty: true }))
        .map((c) => c.querySelector('h3')?.textContent ?? '')
        .filter((name) => name !== '');
      const heading = document.querySelector('h1')?.textContent ?? null;
      const count = document.querySelector('[data-search-count]')?.textContent ?? null;
      sessionStorage.setItem('frames', JSON.stringify([...log(), { search: location.search, visible, heading, count }]));
      if (document.readyState !== 'complete') requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  return async () => JSON.parse((await page.evaluate(() => sessionStorage.getItem('frames'))) ?? '[]') as Frame[];
}
interface Frame {
  search: string;
  visible: string[];
  heading: string | null;
  count: string | null;
}

test('on a phone the search panel comes before the results, first in reading order; on a wide screen it is the right-hand column', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/perros/buscar/');
  const firstCard = page.locator('[data-breed-card]').first();
  const panelBox = (await panel(page).boundingBox())!;
  expect(panelBox.y + panelBox.height).toBeLessThanOrEqual((await firstCard.boundingBox())!.y);
  expect(await page.evaluate(() => Boolean(document.querySelector('[aria-labelledby=panel-titulo]')!.compareDocumentPosition(document.querySelector('[data-breed-card]')!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect((await panel(page).boundingBox())!.x).toBeGreaterThan((await firstCard.boundingBox())!.x);
  // /perros/ keeps its size chips above the list and the panel after it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/perros/');
  expect((await panel(page).boundingBox())!.y).toBeGreaterThan((await page.locator('[data-breed-card]').last().boundingBox())!.y);
});

test('a query in another form is replaced by its normal URL without ever painting the unfiltered list', async ({ page }) => {
  const frames = await recordFrames(page);
  await page.goto('/perros/buscar/?tamano=MINI&uso=Guardianes');
  await expect.poll(() => pathAndQuery(page)).toBe('/perros/buscar/?tamano=mini&uso=guardian');
  await page.waitForLoadState('load');
  const expected = filterBreeds(catalog, { tamano: 'mini', uso: 'guardian' }).map((b) => b.nombre);
  const seen = await frames();
  const final = seen.filter((f) => f.search === '?tamano=mini&uso=guardian');
  expect(final.at(-1)?.visible).toEqual(expected);
  // The first document paints no card at all; the final one, while parsing, only a prefix of the matches.
  for (const f of seen) expect(f.visible, f.search).toEqual(f.search === '?tamano=mini&uso=guardian' ? expected.slice(0, f.visible.length) : []);
});

test('the results are filtered, titled and counted from the first frame, by the inline script alone', async ({ page }) => {
  // No script is fetched: the page's only island is the chat, which waits for an interaction.
  page.on('request', (request) => expect(request.resourceType(), request.url()).not.toBe('script'));
  const frames = await recordFrames(page);
  await page.goto('/perros/buscar/?tamano=grandes&uso=guardian');
  await page.waitForLoadState('load');
  const expected = filterBreeds(catalog, { tamano: 'grandes', uso: 'guardian' }).map((b) => b.nombre);
  const seen = await frames();
  expect(seen.at(-1)?.visible).toEqual(expected);
  // Frames painted while the page is still parsing show a prefix of the matches, never another card.
  for (const f of seen) expect(f.visible).toEqual(expected.slice(0, f.visible.length));
  // Heading and count are final in every frame that shows them: nothing is rewritten after a paint.
  for (const f of seen) expect([f.heading ?? 'Búsqueda: perros grandes guardianes y de alerta', f.count ?? `${expected.length} razas`]).toEqual(['Búsqueda: perros grandes guardianes y de alerta', `${expected.length} razas`]);
  await expect(page.locator('astro-island')).toHaveCount(1);
  await expect(page.locator('astro-island[component-url*="ChatIsland"]')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText('Búsqueda: perros grandes guardianes y de alerta');
  await expect(page.locator('[data-search-count]')).toHaveText(`${expected.length} razas`);
  // The cards draw their infographics from one sprite: the first visible card shows its own breed.
  const first = visibleCards(page).first();
  const slug = (await first.locator('h3 a').getAttribute('href'))!.split('/').filter(Boolean).pop();
  await expect(first.locator('svg use')).toHaveAttribute('href', `/img/infografias.svg#${slug}`);
  await expect(page.locator('[data-breed-card] img')).toHaveCount(0);
  await expect(page.getByText('No se encontraron razas')).toBeHidden();
});

test('a query without matches shows the no-results block', async ({ page }) => {
  const empty = catalog.dogSizes
    .flatMap((s) => catalog.dogUses.map((u) => ({ s, u })))
    .find(({ s, u }) => filterBreeds(catalog, { tamano: s.key, uso: u.key }).length === 0)!;
  await page.goto(`/perros/buscar/?tamano=${empty.s.key}&uso=${empty.u.key}`);
  await expect(page.getByText('No se encontraron razas')).toBeVisible();
  await expect(page.locator('[data-search-count]')).toHaveText('0 razas');
  // the list's heading goes: the empty search's message says it, «0 razas, con su precio» would not read
  await expect(page.locator('h2:has([data-search-count])')).toBeHidden();
  await expect(visibleCards(page)).toHaveCount(0);
  await expect(page.locator('[data-search-empty] a:visible')).toHaveText(['Ver todas las razas', `Solo perros ${empty.s.formas.perros}`, `Solo perros ${empty.u.formas.perros}`]);
});

test('the search page does not shift while it loads or on the first interaction (CLS under 0.01)', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { cls: number };
    w.cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/perros/buscar/?tamano=mini');
  // The inline script marked the active filter before the first paint.
  await expect(panel(page).getByRole('link', { name: 'Mini' })).toHaveAttribute('aria-current', 'true');
  await page.waitForTimeout(500);
  // The first interaction hydrates the chat island, which changes nothing the page shows.
  const chat = page.waitForFunction(() => document.querySelector('astro-island[component-url*="ChatIsland"]:not([ssr])') !== null);
  await page.mouse.move(10, 10);
  await page.mouse.down();
  await page.mouse.up();
  await chat;
  await expect(panel(page).getByRole('link', { name: 'Mini' })).toHaveAttribute('aria-current', 'true');
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.01);
});

test('the search page requests no script until the first interaction, with its chips already right', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/perros/buscar/?tamano=pequenos&uso=familia');
  await page.waitForLoadState('networkidle');
  await page.mouse.move(100, 200);
  await page.mouse.wheel(0, 400);
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  // Before any interaction, the inline script has written the panel for the query.
  await expect(panel(page).getByRole('link', { name: 'Pequeños' })).toHaveAttribute('aria-current', 'true');
  await expect(panel(page).getByRole('link', { name: 'Pequeños' })).toHaveAttribute('href', '/perros/uso/familia/');
  await expect(panel(page).getByRole('link', { name: 'Grandes' })).toHaveAttribute('href', '/perros/buscar/?tamano=grandes&uso=familia');
  await expect(panel(page).getByRole('link', { name: 'Guardianes' })).not.toHaveAttribute('aria-current', /./);
  // After an interaction (which hydrates only the chat island) the panel is the same.
  await page.keyboard.press('Tab');
  await page.waitForFunction(() => document.querySelector('astro-island[component-url*="ChatIsland"]:not([ssr])') !== null);
  await expect(panel(page).getByRole('link', { name: 'Pequeños' })).toHaveAttribute('aria-current', 'true');
  await expect(panel(page).getByRole('link', { name: 'Grandes' })).toHaveAttribute('href', '/perros/buscar/?tamano=grandes&uso=familia');
});

test('a chip tapped shows its filters at once, while its page loads', async ({ page }) => {
  // Hold the chip's page back, so what shows meanwhile is this page's own answer.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/perros\/buscar\/\?tamano=grandes&uso=familia$/, async (route) => {
    await gate;
    await route.continue();
  });
  // Playwright waits for a pending navigation before it reads the page: the page records what it shows, frame by frame, after the tap.
  await page.addInitScript(() => {
    document.addEventListener('click', () => {
      let frames = 20;
      const frame = () => {
        const shown = {
          search: location.search,
          visible: [...document.querySelectorAll<HTMLElement>('[data-breed-card]')].filter((c) => c.checkVisibility()).map((c) => c.querySelector('h3')?.textContent ?? ''),
          heading: document.querySelector('[data-search-heading]')?.textContent,
          count: document.querySelector('[data-search-count]')?.textContent,
          current: [...document.querySelectorAll('[aria-labelledby=panel-titulo] a[aria-current=true]')].map((a) => a.textContent),
        };
        sessionStorage.setItem('shown', JSON.stringify([...JSON.parse(sessionStorage.getItem('shown') ?? '[]'), shown]));
        if (--frames > 0) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
  });
  await page.goto('/perros/buscar/?tamano=grandes');
  // The click waits for the navigation it starts: the next page is let through a second after it.
  setTimeout(release, 1000);
  await panel(page).getByRole('link', { name: 'Familia', exact: true }).click();
  await expect.poll(() => pathAndQuery(page)).toBe('/perros/buscar/?tamano=grandes&uso=familia');
  const breeds = filterBreeds(catalog, { tamano: 'grandes', uso: 'familia' });
  const expected = breeds.map((b) => b.nombre);
  await expect(visibleCards(page).locator('h3')).toHaveText(expected);
  const shown = JSON.parse((await page.evaluate(() => sessionStorage.getItem('shown'))) ?? '[]') as { search: string }[];
  // The page tapped, its link still loading, already showed the answer.
  expect(shown.filter((f) => f.search === '?tamano=grandes').at(-1)).toEqual({
    search: '?tamano=grandes',
    visible: expected,
    heading: 'Búsqueda: perros grandes familiares',
    // the Goldendoodle and the Bernedoodle counted apart, as crosses (content/dogs/breeds.json › cruce)
    count: breedCount(breeds),
    current: ['Grandes', 'Familia'],
  });
});

test('a chip tapped after an interaction goes to the page it named, and back shows the query again', async ({ page }) => {
  await page.goto('/perros/buscar/?tamano=mini');
  await page.keyboard.press('Tab');
  await page.waitForFunction(() => document.querySelector('astro-island[component-url*="ChatIsland"]:not([ssr])') !== null);
  // The chip's answer rewrites its link (pressed, Grandes would link /perros/): the tap still goes where it pointed.
  await panel(page).getByRole('link', { name: 'Grandes' }).click();
  // The new document must have loaded before going back: going back while it is still being
  // attached fails in Chromium ("Not attached to an active page").
  await page.waitForURL('**/perros/tamano/grandes/', { waitUntil: 'load' });
  await page.goBack();
  await expect.poll(() => pathAndQuery(page)).toBe('/perros/buscar/?tamano=mini');
  await expect(panel(page).getByRole('link', { name: 'Mini' })).toHaveAttribute('aria-current', 'true');
  await expect(panel(page).getByRole('link', { name: 'Grandes' })).not.toHaveAttribute('aria-current', /./);
  await expect(visibleCards(page)).toHaveCount(filterBreeds(catalog, { tamano: 'mini' }).length);
});
