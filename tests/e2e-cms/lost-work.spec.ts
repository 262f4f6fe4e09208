/**
 * Two ways the editor lost the breeder's work, and two confusions (editor drive s50, on a phone,
 * 390×844, by taps): a tab with an older form saved over another tab's save; «←» left a new
 * entry, saved once and changed again, without a question; a wrong marker in a paragraph of
 * «Quiénes somos» showed only in a passing toast with «Error:» and the key path; a NIT with dots
 * and a mobile without +57 were refused. On a copy of its own (tests/e2e-cms/editor.ts).
 */
import { type Dialog, expect, test } from '@playwright/test';
import { showDay, today } from '../../src/admin/typed-date';
import { choose, editorCopy, eventually, field, open, publish, tapPublish, unfold, unfoldAll } from './editor';

const { json, read } = editorCopy('lost', 3);

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a tab whose Criadero another tab saved since says so at once, refuses to save over it, and saves after «Recargar»', async ({ page }) => {
    const before = json('content/site.json').prices.updatedOn as string;
    await open(page, '/collections/criadero/entries/sitio');
    await expect(field(page, 'Nombre comercial')).toBeVisible();
    // the second tab, as the price reminder opens it
    const other = await page.context().newPage();
    await open(other, '/collections/criadero/entries/sitio');
    await unfold(other, /^Fecha de los precios/);
    const date = field(other, 'Última modificación de los precios');
    await date.locator('xpath=following-sibling::button').tap();
    await publish(other);
    await eventually(() => expect(json('content/site.json').prices.updatedOn).not.toBe(before));
    const updatedOn = json('content/site.json').prices.updatedOn as string;

    // the first tab knows at once, with a way out
    const notice = page.getByRole('alert').filter({ hasText: /^Otra pestaña guardó/ });
    await expect(notice).toContainText('Otra pestaña guardó «Criadero» después de que usted abrió esta. Recargue esta página antes de guardar aquí, o borrará esos cambios.');
    const reload = notice.getByRole('button', { name: 'Recargar' });
    await expect(reload).toBeVisible();

    // its save is refused: the other tab's date stays
    await unfold(page, /^Identidad del negocio/);
    await field(page, /^Teléfono/).fill('300 123 4567');
    await tapPublish(page);
    await expect(page.getByText(/Otra pestaña guardó «Criadero»/).first()).toBeVisible();
    await expect(page.getByText(/^Guardado/)).toHaveCount(0);
    await expect(page.getByText(/Error:/)).toHaveCount(0);
    await page.waitForTimeout(1_000);
    expect(json('content/site.json').prices.updatedOn).toBe(updatedOn);
    expect(json('content/site.json').business.phone).toBe('');

    // «Recargar»: the form as saved, which saves
    await notice.getByRole('button', { name: 'Recargar' }).tap();
    await unfold(page, /^Identidad del negocio/);
    await field(page, /^Teléfono/).fill('300 123 4567');
    // a NIT typed with dots, as on the RUT (drive s50: refused as too long)
    await field(page, /^NIT/).fill('901.234.567-8');
    await publish(page);
    await eventually(() => expect(json('content/site.json').business.nit).toBe('901234567-8'));
    const site = json('content/site.json');
    expect(site.business.phone).toBe('+57 300 123 4567');
    expect(site.prices.updatedOn).toBe(updatedOn);
    await other.close();
  });

  test('the NIT and the phone refuse real mistakes next to their fields, in words', async ({ page }) => {
    await open(page, '/collections/criadero/entries/sitio');
    await unfold(page, /^Identidad del negocio/);
    await field(page, /^NIT/).fill('12.345-6');
    await field(page, /^Teléfono/).fill('300 123 456');
    await tapPublish(page);
    await expect(page.getByText(/^Tiene 5 cifras antes del guion; el NIT tiene de 6 a 10/).first()).toBeVisible();
    await expect(page.getByText(/^Tiene 9 cifras; un número de Colombia tiene 10/).first()).toBeVisible();
    await expect(page.getByText(/^Guardado/)).toHaveCount(0);
  });

  test('a new lot untouched has nothing to lose: «←» asks nothing; «←» asks before it drops a change of a new lot saved once; «Cancelar» keeps the form, «Aceptar» leaves', async ({ page }) => {
    await open(page, '/collections/lotes/new');
    // «Actualizado el» starts today as a default, not as a change (drive s54: the untouched form said «CAMBIOS NO GUARDADOS», ← asked
    // about changes nobody made, and an address typed over it had the browser ask «¿Salir del sitio?», a dialog without words)
    await expect(field(page, 'Actualizado el')).toHaveValue(showDay(today()));
    await expect(page.getByText(/^Cambios no guardados$/i)).toHaveCount(0);
    const asked: string[] = [];
    const ask = (d: Dialog) => (asked.push(`${d.type()}: ${d.message()}`), void d.dismiss());
    page.on('dialog', ask);
    await page.locator('a[href$="/collections/lotes"]').first().tap();
    await expect(page).toHaveURL(/\/collections\/lotes$/);
    page.off('dialog', ask);
    expect(asked).toEqual([]);
    await page.locator('a[href$="/collections/lotes/new"]').first().tap();
    await expect(field(page, 'Actualizado el')).toHaveValue(showDay(today()));
    await choose(page, field(page, 'Especie'), 'Bovinos');
    await choose(page, field(page, 'Raza o línea'), 'Brahman');
    await choose(page, field(page, 'Ciudad'), 'Bogotá');
    await field(page, 'Qué es').fill('Novillas Brahman de 18 meses');
    await choose(page, field(page, 'Artículo'), 'Las');
    await field(page, 'Cantidad').fill('12');
    await choose(page, field(page, 'Estado'), 'Vendido');
    await publish(page);
    await expect(page).toHaveURL(/\/entries\//);
    const slug = page.url().split('/entries/')[1]!;
    const saved = read(`content/inventario/${slug}.json`);
    expect(JSON.parse(saved).cantidad).toBe(12);
    await page.getByText(/^Guardado/).first().waitFor({ state: 'hidden', timeout: 15_000 }).catch(() => {});

    await field(page, 'Cantidad').fill('10');
    const questions: string[] = [];
    page.once('dialog', (d) => (questions.push(d.message()), void d.dismiss()));
    await page.locator('a[href$="/collections/lotes"]').first().tap();
    await expect.poll(() => questions).toEqual(['Tiene cambios sin guardar. ¿Salir de todos modos? Se perderán.']);
    await expect(page).toHaveURL(/\/entries\//);
    await expect(field(page, 'Cantidad')).toHaveValue('10');

    page.once('dialog', (d) => void d.accept());
    await page.locator('a[href$="/collections/lotes"]').first().tap();
    await expect(page).toHaveURL(/\/collections\/lotes$/);
    expect(JSON.parse(read(`content/inventario/${slug}.json`)).cantidad).toBe(12);

    // reopened from the list, Decap's own question: once, not twice
    await page.getByText('Novillas Brahman de 18 meses').first().tap();
    await expect(field(page, 'Cantidad')).toHaveValue('12');
    await field(page, 'Cantidad').fill('11');
    const again: string[] = [];
    page.on('dialog', (d) => (again.push(d.message()), void d.dismiss()));
    await page.locator('a[href$="/collections/lotes"]').first().tap();
    await expect.poll(() => again).toEqual(['Tiene cambios sin guardar. ¿Salir de todos modos? Se perderán.']);
    await page.waitForTimeout(500);
    expect(again).toHaveLength(1);
    await expect(page).toHaveURL(/\/entries\//);
  });

  test('the phone\'s back button asks before it drops a change of a new lot saved once; «Cancelar» keeps the form, «Aceptar» leaves', async ({ page }) => {
    await open(page, '/collections/lotes');
    await page.goto('/admin/#/collections/lotes/new');
    await choose(page, field(page, 'Especie'), 'Bovinos');
    await choose(page, field(page, 'Raza o línea'), 'Brahman');
    await choose(page, field(page, 'Ciudad'), 'Bogotá');
    await field(page, 'Qué es').fill('Terneros Brahman de 8 meses');
    await choose(page, field(page, 'Artículo'), 'Los');
    await field(page, 'Cantidad').fill('6');
    await choose(page, field(page, 'Estado'), 'Vendido');
    await publish(page);
    await expect(page).toHaveURL(/\/entries\//);
    const slug = page.url().split('/entries/')[1]!;
    await field(page, 'Cantidad').fill('5');
    const questions: string[] = [];
    page.once('dialog', (d) => (questions.push(d.message()), void d.dismiss()));
    await page.evaluate(() => window.history.back());
    await expect.poll(() => questions).toEqual(['Tiene cambios sin guardar. ¿Salir de todos modos? Se perderán.']);
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(new RegExp(`/entries/${slug}$`));
    await expect(field(page, 'Cantidad')).toHaveValue('5');
    page.once('dialog', (d) => void d.accept());
    await page.evaluate(() => window.history.back());
    await expect(page).toHaveURL(/\/collections\/lotes$/);
    expect(JSON.parse(read(`content/inventario/${slug}.json`)).cantidad).toBe(6);
  });

  test('a wrong marker in a paragraph of «Quiénes somos» is told next to the paragraphs, in words, without «Error:» or a key path', async ({ page }) => {
    await open(page, '/collections/textos/entries/infoPages');
    await expect(page.locator('label').first()).toBeVisible();
    await unfoldAll(page);
    const paragraph = page.locator('textarea').filter({ hasText: /^\{marca\} cría sus perros/ }).first();
    const text = await paragraph.inputValue();
    await paragraph.fill(text.replace('{marca}', '{nombre del criadero}'));
    await tapPublish(page);
    await expect(page.getByText(/^Usa \{nombre del criadero\}, que el sitio no puede llenar aquí/).first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /^No se guardó/ })).toContainText('Párrafos de «Qué hacemos»');
    await expect(page.getByText(/Error:|paragraphs ›/)).toHaveCount(0);
    expect(read('content/texts/paginas-legales.json')).toContain('"{marca} cría sus perros');
  });

  test('the link to «Reserva y anticipo» opens Criadero at that section, unfolded and in view', async ({ page }) => {
    await open(page, `/collections/criadero/entries/sitio?abrir=reservation`);
    const amount = field(page, /^Valor del anticipo/);
    await expect(amount).toBeVisible();
    await expect(amount).toBeInViewport();
    // the rest of Criadero stays as it opens: folded
    await expect(field(page, /^NIT/)).toBeHidden();
    await page.screenshot({ path: 'test-results/cms/criadero-reserva.png' });
  });
});
