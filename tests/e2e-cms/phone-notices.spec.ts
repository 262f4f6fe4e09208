/**
 * What the editor tells the breeder on a phone (390×844), and where (editor drives s49): the notice
 * that nothing was saved stays clear of the toolbar, a group with a missing field inside no longer
 * says «(opcional)», the × of a chosen day answers a thumb. On a copy of its own
 * (tests/e2e-cms/editor.ts), beside the other spec files.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { choose, editorCopy, field, litterHeader, open, publish, tapPublish, unfold, unfoldAll } from './editor';
import { NO_RESERVATION_TERMS } from '../../src/admin/entry-rules';
import { showDay } from '../../src/admin/typed-date';
import { longDate } from '../../src/lib/text/spanish';
import { priceDateReminder } from '../../src/admin/price-date';
import { today } from '../../src/admin/typed-date';
import { type PriceDates, priceProblems } from '../../src/lib/content/proofs';

const { json } = editorCopy('notices', 2);

/** Whether two boxes share any point. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** What a label reads on the screen, as written (its capitals are CSS): a part hidden by the editor's CSS is not read. */
const shown = (page: Page, label: RegExp) =>
  page
    .locator('label', { hasText: label })
    .first()
    .evaluate((l: HTMLElement) => [...l.childNodes].filter((n) => !(n instanceof Element) || getComputedStyle(n).display !== 'none').map((n) => n.textContent).join('').trim());

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the notice that nothing was saved leaves the toolbar free: «Publicar» and ← take a tap; the notice is still read out, and goes at the first correction', async ({ page }) => {
    await open(page, '/collections/camadas/new');
    await page.getByRole('button', { name: /^Agregar foto/ }).first().tap();
    await tapPublish(page);
    const notice = page.getByRole('alert').filter({ hasText: /^No se guardó/ });
    await expect(notice).toBeVisible();
    // nowhere over the toolbar (it covered «Publicar» and ←: a tap on «Publicar» hit the notice)
    const toolbar = (await page.locator('[class*="ToolbarContainer"]').first().boundingBox())!;
    expect(overlap((await notice.boundingBox())!, toolbar)).toBe(false);
    // nor Decap's own red notice («Falta un campo obligatorio…», 8 seconds over ← and «Publicar»)
    const toast = page.locator('.Toastify__toast').first();
    await expect(toast).toBeVisible();
    expect(overlap((await toast.boundingBox())!, toolbar)).toBe(false);
    // its × is a thumb's size, with a Spanish name (editor drive s49: a 14×19 «close»)
    const x = (await toast.getByRole('button', { name: 'Cerrar el aviso' }).boundingBox())!;
    expect(Math.min(x.width, x.height)).toBeGreaterThanOrEqual(44);
    // a group with a missing field inside says «(opcional)» no more; an untouched optional field still does
    await expect.poll(() => shown(page, /^Fotos/)).toBe('Fotos');
    await expect.poll(() => shown(page, /^Video/)).toBe('Video (opcional)');
    // an empty «Animales» says what to do, not «La cantidad en «Animales» debe estar entre 1 y 24.»
    await expect(page.getByText('Agregue al menos un animal.', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/debe estar entre 1 y 24/)).toHaveCount(0);
    // «Publicar» takes the tap (Playwright's tap fails on an element covered by another)
    await page.getByRole('button', { name: 'Publicar' }).tap();
    await expect(page.getByText('Publicar ahora', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    // refused again, then a correction: the notice goes
    await tapPublish(page);
    await expect(notice).toBeVisible();
    // (the refusal brings the first red message to the top; a field further down is scrolled to, as a thumb would)
    await field(page, 'Fecha de nacimiento').evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await field(page, 'Fecha de nacimiento').tap();
    await expect(notice).toHaveCount(0);
  });

  test('what Decap draws takes a thumb: ←, «Publicar» and its menu, «Agregar …», a select\'s options, the media library\'s × are 44×44 at least', async ({ page }) => {
    await open(page, '/collections/camadas/new');
    const publicar = page.getByRole('button', { name: 'Publicar' });
    await expect(publicar).toBeVisible();
    const small: string[] = [];
    const measure = async (name: string, target: Locator) => {
      const box = (await target.boundingBox())!;
      if (box.width < 44 || box.height < 44) small.push(`${name}: ${Math.round(box.width)}×${Math.round(box.height)}`);
    };
    await measure('←', page.locator('[class*="ToolbarSectionBackLink"]').first());
    await measure('Publicar', publicar);
    await measure('Agregar foto', page.getByRole('button', { name: 'Agregar foto' }));
    await measure('Agregar animal', page.getByRole('button', { name: 'Agregar animal' }));
    await measure('Mostrar', page.getByRole('button', { name: 'Mostrar' }).first());
    // a list's bar: «Agregar foto» on one line, clear of the count («0 fotos»), which agrees with its number
    const addPhoto = (await page.getByRole('button', { name: 'Agregar foto' }).boundingBox())!;
    expect(addPhoto.height).toBeLessThan(50);
    expect(overlap(addPhoto, (await page.getByText('0 fotos', { exact: true }).boundingBox())!)).toBe(false);
    await publicar.tap();
    await measure('Publicar ahora', page.locator('[class*="StyledMenuItem"]', { hasText: 'Publicar ahora' }));
    await page.keyboard.press('Escape');
    await field(page, 'Especie').tap();
    await measure('Perros (an option)', page.getByRole('option', { name: 'Perros', exact: true }));
    await page.getByRole('option', { name: 'Perros', exact: true }).tap();
    await page.getByRole('button', { name: 'Agregar foto' }).tap();
    await page.getByRole('button', { name: 'Elija una imagen' }).last().tap();
    await expect(page.getByRole('button', { name: 'Subir archivo' })).toBeVisible();
    await measure('× of the media library', page.getByRole('button', { name: 'Cerrar', exact: true }));
    await measure('Subir archivo', page.locator('label', { hasText: 'Subir archivo' }));
    await measure('Confirmar selección', page.getByRole('button', { name: 'Confirmar selección' }));
    expect(small).toEqual([]);
  });

  test('Criadero › Reserva y anticipo half filled: the group, red, says «(opcional)» no more', async ({ page }) => {
    await open(page, '/collections/criadero/entries/sitio');
    await expect(page.locator('label', { hasText: /^Reserva y anticipo/ }).first()).toBeVisible();
    await expect.poll(() => shown(page, /^Reserva y anticipo/)).toBe('Reserva y anticipo (opcional)');
    await unfold(page, /^Reserva y anticipo/);
    await field(page, /^Valor del anticipo/).fill('$500.000 por animal');
    await tapPublish(page);
    await expect(page.getByText(/^Falta si el anticipo se devuelve/).first()).toBeVisible();
    await expect.poll(() => shown(page, /^Reserva y anticipo/)).toBe('Reserva y anticipo');
  });

  test('the × of a chosen day in Criadero › Horario answers a thumb in a 44×44 square around it, the look unchanged', async ({ page }) => {
    await open(page, '/collections/criadero/entries/sitio');
    const lunes = page.getByRole('button', { name: 'Quitar Lunes' });
    await lunes.scrollIntoViewIfNeeded();
    const box = (await lunes.boundingBox())!;
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    // every corner of the 44 px square is the ×, not its neighbour's, nor the chip's name
    const hits = await page.evaluate(
      ([x, y]) =>
        [
          [-21, -21],
          [21, -21],
          [-21, 21],
          [21, 21],
        ].map(([dx, dy]) => document.elementFromPoint(x! + dx!, y! + dy!)?.closest('[role="button"]')?.getAttribute('aria-label') ?? null),
      [cx, cy],
    );
    expect(hits).toEqual(['Quitar Lunes', 'Quitar Lunes', 'Quitar Lunes', 'Quitar Lunes']);
    // a thumb beside the ×, below and to the right of it: Lunes goes
    await page.touchscreen.tap(cx + 16, cy + 16);
    await expect(lunes).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Quitar Martes' })).toBeVisible();
  });

  test('a save of the dog prices reminds of «Fecha de los precios» in Criadero, with the date the site now gives them, and that the site is not published while they are too old', async ({ page }) => {
    const prices = json('content/site.json').prices as PriceDates;
    await open(page, '/collections/precios/entries/perros');
    await unfold(page, /^Razas medianas/);
    // an item of a list, opened by a tap on its name unless it is open
    const openItem = async (scope: Page | Locator, name: string) => {
      const item = scope.locator('[class*="SortableListItem"]').filter({ has: page.locator('[class*="NestedObjectLabel"]', { hasText: new RegExp(`^${name}$`) }) }).first();
      await item.scrollIntoViewIfNeeded();
      if (!(await item.locator('label').first().isVisible())) await item.locator('[class*="NestedObjectLabel"]').first().tap();
      await expect(item.locator('label').first()).toBeVisible();
      return item;
    };
    const toy = await openItem(await openItem(page, 'Caniche'), 'Toy');
    await toy.getByLabel(/^Precio$/).fill('1.250.000');
    await publish(page);
    const reminder = page.getByRole('alert').filter({ hasText: /^(Si cambió precios|Nada de lo que guarde)/ });
    await expect(reminder).toContainText(priceDateReminder(prices, today()));
    // the content's date, 2025-06-01, is over the limit a deploy takes: the reminder says the site is not published
    if (priceProblems(prices, today()).length) await expect(reminder).toContainText('Nada de lo que guarde llegará al sitio');
    else await expect(reminder).toContainText(longDate(prices.updatedOn));
    await expect(reminder.getByRole('link', { name: 'Abrir Criadero en otra pestaña' })).toBeVisible();
    // clear of the toolbar, as every notice
    const toolbar = (await page.locator('[class*="ToolbarContainer"]').first().boundingBox())!;
    expect(overlap((await reminder.boundingBox())!, toolbar)).toBe(false);
    if (!priceProblems(prices, today()).length) return;
    // the form stays in sight (drive s52: the green «Guardado» and this notice took half the screen, and this one stayed until closed):
    // Decap's «El sitio lo mostrará en unos minutos», untrue while the prices are too old, goes; what the notices cover is a quarter of the screen at most
    const covered = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('#aviso-del-editor, .Toastify__toast')]
          .map((e) => e.getBoundingClientRect())
          .filter((r) => r.height > 0)
          .reduce((sum, r) => sum + r.height, 0),
      );
    await expect(page.locator('.Toastify__toast--success')).toHaveCount(0, { timeout: 5_000 });
    expect(await covered()).toBeLessThanOrEqual(844 / 4);
    // a touch of the form: it goes, the form is all in sight
    await toy.getByLabel(/^Precio$/).tap();
    await expect(reminder).toHaveCount(0);
    // the next save of the session says it in one sentence, and still says it
    await toy.getByLabel(/^Precio$/).fill('1.300.000');
    await publish(page);
    await expect(reminder).toContainText(priceDateReminder(prices, today(), true));
    await expect(reminder).not.toContainText('Los cambié hoy');
    await expect(reminder).toContainText('Nada de lo que guarde llegará al sitio');
    await expect(page.locator('.Toastify__toast--success')).toHaveCount(0, { timeout: 5_000 });
    expect(await covered()).toBeLessThanOrEqual(140);
  });

  test('a select opens at one tap; a save refused for a price and for the empty reservation terms says each apart, the field\'s red message in view and said once, each field a tap away', async ({ page }) => {
    await open(page, '/collections/camadas/new');
    await litterHeader(page, { raza: 'Pug', ciudad: 'Medellín', actualizado: '20/11/2026', nacimiento: '01/10/2026', listos: '26/11/2026' });
    await page.getByRole('button', { name: /^Agregar animal/ }).tap();
    await choose(page, page.getByLabel('Sexo').first(), 'Macho');
    await page.getByLabel('Color').first().fill('leonado');
    // one tap opens «Estado» (drive s51: the tap's own mousedown closed the menu its touch had opened)
    await page.getByLabel('Estado').first().tap();
    await expect(page.getByRole('option', { name: 'Disponible', exact: true })).toBeVisible({ timeout: 3_000 });
    await page.getByRole('option', { name: 'Disponible', exact: true }).tap();
    await page.getByLabel(/^Precio en pesos/).first().fill('un millón');
    await tapPublish(page);
    const notice = page.locator('#aviso-del-editor');
    await expect(notice).toBeVisible();
    // two problems, one a line, each with where to go: not «Corrija …; y, para mostrar animales disponibles, llene antes…»
    await expect(notice).toContainText('No se guardó, por dos razones:');
    await expect.poll(() => notice.locator('p').evaluate((p: HTMLElement) => p.innerText.split('\n'))).toEqual([
      'No se guardó, por dos razones:',
      '1. Corrija lo marcado en rojo: «Precio en pesos».',
      '2. Faltan las reglas de Criadero › Reserva y anticipo; lo marcado en rojo dice cuáles.',
    ]);
    await expect(notice.getByRole('link', { name: 'Abrir Criadero › Reserva y anticipo en otra pestaña' })).toBeVisible();
    // the reservation sentence once on the screen, next to «Estado», not again in the notice (drive s51)
    await expect(page.getByText(NO_RESERVATION_TERMS.slice(0, 60))).toHaveCount(1);
    // the first red message in view, under the toolbar and clear of the notice (drive s51: the notice covered it)
    const clear = async (message: RegExp) => {
      const li = page.locator('[class*="ControlErrorsList"] li', { hasText: message }).first();
      await expect(li).toBeInViewport({ ratio: 1 });
      const box = (await li.boundingBox())!;
      const toolbar = (await page.locator('[class*="ToolbarContainer"]').first().boundingBox())!;
      expect(overlap(box, (await notice.boundingBox())!)).toBe(false);
      expect(overlap(box, toolbar)).toBe(false);
    };
    await clear(/^Para mostrarlo disponible/);
    // the price's message, a tap away: the notice stays
    await notice.getByRole('button', { name: 'Ir a «Precio en pesos»' }).tap();
    await clear(/no es un número/);
    await expect(notice).toBeVisible();
  });

  test('an animal sold or reserved brings the litter\'s «Actualizado el» to today, as «Marcar todos como vendidos» does, and a note says so', async ({ page }) => {
    const file = 'content/inventario/shih-tzu-bogota-2026-09-20.json';
    await open(page, '/collections/camadas/new');
    await litterHeader(page, { raza: 'Shih Tzu', ciudad: 'Bogotá', actualizado: '20/11/2026', nacimiento: '20/09/2026', listos: '15/11/2026' });
    for (const [i, sexo, color] of [[0, 'Macho', 'blanco y dorado'], [1, 'Hembra', 'dorado']] as const) {
      await page.getByRole('button', { name: /^Agregar animal/ }).tap();
      await choose(page, page.getByLabel('Sexo').nth(i), sexo);
      await page.getByLabel('Color').nth(i).fill(color);
      await choose(page, page.getByLabel('Estado').nth(i), 'Reservado');
    }
    // the hint says what happens, with a capital (drive s52: «disponible, reservado…», and «actualice la fecha» left to her)
    await expect(page.getByText(/^Disponible, reservado \(con anticipo\) o vendido\./).first()).toBeVisible();
    // choosing the first «Estado» of a new animal is no change of one: the day typed stays
    await expect(field(page, 'Actualizado el')).toHaveValue('20/11/2026');
    await publish(page);
    await expect(page).toHaveURL(/\/entries\/shih-tzu-bogota-2026-09-20/);
    await expect.poll(() => { try { return json(file).actualizado; } catch { return undefined; } }, { timeout: 20_000 }).toBe('2026-11-20');
    // one puppy sold: the day goes to today in the form, and a note says so
    await page.getByLabel('Estado').nth(1).tap();
    await page.getByRole('option', { name: 'Vendido', exact: true }).tap();
    await expect(field(page, 'Actualizado el')).toHaveValue(showDay(today()));
    const note = page.locator('#aviso-del-editor');
    await expect(note).toContainText('«Actualizado el» quedó con la fecha de hoy');
    expect((await note.boundingBox())!.height).toBeLessThanOrEqual(110);
    await tapPublish(page);
    await expect.poll(() => json(file), { timeout: 20_000 }).toMatchObject({ actualizado: today(), animales: [{ estado: 'reservado' }, { estado: 'vendido' }] });
  });

  test('«Fecha de los precios» has two days, and each button says which it sets to today', async ({ page }) => {
    await open(page, '/collections/criadero/entries/sitio');
    await expect(page.locator('label', { hasText: /^Fecha de los precios/ }).first()).toBeVisible();
    await unfold(page, /^Fecha de los precios/);
    const prices = page.locator('[class*="ControlContainer"]').filter({ has: page.locator('label', { hasText: /^Fecha de los precios/ }) }).first();
    await expect(prices.getByRole('button', { name: 'Hoy', exact: true })).toHaveCount(0);
    await prices.getByRole('button', { name: 'Los revisé hoy', exact: true }).tap();
    await expect(field(page, /^Última confirmación de los precios/)).toHaveValue(showDay(today()));
    await expect(prices.getByRole('button', { name: 'Los cambié hoy', exact: true })).toBeVisible();
  });

  test('a text four levels down (Textos › Páginas legales) has the width of the screen, not 198 px of it', async ({ page }) => {
    await open(page, '/collections/textos/entries/infoPages');
    await expect(page.locator('label').first()).toBeVisible();
    await unfoldAll(page);
    const deepest = await page.evaluate(() =>
      [...document.querySelectorAll('textarea, input[type="text"]')]
        .map((t) => {
          let depth = 0;
          for (let e: Element | null = t; e; e = e.parentElement) if (/ControlContainer/.test(String(e.className))) depth++;
          return { depth, width: t.getBoundingClientRect().width };
        })
        .filter((t) => t.width > 0)
        .sort((a, b) => b.depth - a.depth)[0]!,
    );
    expect(deepest.depth).toBeGreaterThanOrEqual(5);
    expect(deepest.width).toBeGreaterThanOrEqual(290);
  });

  test('after a save, a change takes away the green «Guardado»: the screen never says «Guardado» beside «Cambios no guardados»', async ({ page }) => {
    await open(page, '/collections/criadero/entries/sitio');
    const brand = field(page, 'Nombre comercial');
    const name = await brand.inputValue();
    await brand.fill(`${name} `);
    // prices current, so a save is «Guardado. El sitio lo mostrará…» (with prices too old to publish, the notice says that instead)
    await unfold(page, /^Fecha de los precios/);
    await page.getByRole('button', { name: 'Los revisé hoy', exact: true }).tap();
    await publish(page);
    const saved = page.locator('.Toastify__toast--success', { hasText: /^Guardado/ });
    await expect(saved).toBeVisible();
    await brand.fill(name);
    await expect(page.getByText('Cambios no guardados', { exact: false })).toBeVisible();
    await expect(saved).toHaveCount(0, { timeout: 3_000 });
    await publish(page);
    // the green notice ends with the entry: not on the list it goes back to (drive s52)
    await expect(saved).toBeVisible();
    await page.locator('[class*="ToolbarSectionBackLink"]').first().tap();
    await expect(page).toHaveURL(/#\/collections\/criadero$/);
    await expect(saved).toHaveCount(0, { timeout: 2_000 });
  });
});
