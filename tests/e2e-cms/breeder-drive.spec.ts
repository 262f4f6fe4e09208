/**
 * The breeder's drive of s53 at 390×844, by taps (the rough edges the s52 drives left, and those
 * this drive found): on Criadero with prices too old, the notice after a save says the entry was
 * saved, brings «Fecha de los precios» into view on the same screen, and stays through a scroll
 * until the form changes; the days of Cifras comprobables say what they record; an address typed
 * in the bar over a form with changes asks once, and «Cancelar» keeps the form and its address.
 * On a copy of its own (tests/e2e-cms/editor.ts), beside the other spec files.
 */
import { expect, type Dialog, type Page, test } from '@playwright/test';
import { editorCopy, eventually, field, open, tapPublish, unfold } from './editor';
import { COUNT_DAY_BUTTON, PRICE_DAY_BUTTONS } from '../../src/build/cms-collections';
import { GO_TO_PRICE_DATE } from '../../src/admin/price-date';
import { today } from '../../src/admin/typed-date';
import { priceProblems } from '../../src/lib/content/proofs';

const { json } = editorCopy('drive', 4);

/** A finger's swipe up the form (touch events, as a phone sends them: a pointerdown first). */
async function swipe(page: Page, distance: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.synthesizeScrollGesture', { x: 195, y: 420, yDistance: -distance, gestureSourceType: 'touch', speed: 1200 });
  await cdp.detach();
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('Criadero saved with prices too old: one notice says it was saved and will not reach the site, takes her to «Fecha de los precios» on this screen, stays through a scroll, and goes at a tap on the form or when it changes', async ({ page }) => {
    test.skip(!priceProblems(json('content/site.json').prices, today()).length, 'the prices of this copy are not too old to publish');
    await open(page, '/collections/criadero/entries/sitio');
    const brand = field(page, 'Nombre comercial');
    await brand.tap();
    await brand.fill('Criadero La Esperanza');
    await tapPublish(page);
    const notice = page.getByRole('alert').filter({ hasText: /^Nada de lo que guarde llegará al sitio/ });
    // saved, said in the notice that stands in for Decap's green «Guardado» (drive s52: only the toolbar said it)
    await expect(notice).toContainText('esto quedó guardado');
    // short and light (drive s54: 209 px of the 211 a phone's form can spare, the field's buttons named twice): what its button brings into view, it does not say
    await expect(notice).not.toContainText('toque');
    expect((await notice.boundingBox())!.height).toBeLessThanOrEqual(160);
    await expect(page.locator('.Toastify__toast--success')).toHaveCount(0, { timeout: 5_000 });
    // on Criadero itself: no «Abrir Criadero en otra pestaña» (the same screen, in another tab)
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link')).toHaveCount(0);
    const goTo = notice.getByRole('button', { name: GO_TO_PRICE_DATE });
    await expect(goTo).toBeVisible();
    // a swipe of the form is no answer: the notice stays (drive s52: it went at the first touch, a scroll included); a tap on the form is one
    await swipe(page, 300);
    await page.waitForTimeout(500);
    await expect(notice).toBeVisible();
    // nor does it hide the end of the form: scrolled to the end, the last field is above it
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
    const end = await page.evaluate(() => Math.max(...[...document.querySelectorAll('[class*="ControlContainer"]')].map((e) => e.getBoundingClientRect()).filter((r) => r.height > 0).map((r) => r.bottom)));
    expect(end).toBeLessThanOrEqual((await notice.boundingBox())!.y);
    // «Ir a «Fecha de los precios»»: the field unfolded and in view, its buttons clear of the notice, the notice still there
    await goTo.tap();
    const changed = page.getByRole('button', { name: PRICE_DAY_BUTTONS.changed });
    await expect(changed).toBeInViewport();
    await expect(page.getByRole('button', { name: PRICE_DAY_BUTTONS.confirmed })).toBeInViewport();
    await expect(notice).toBeVisible();
    const button = (await changed.boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual((await notice.boundingBox())!.y);
    // the form changes: «Guardado» holds no more, the notice goes
    await changed.tap();
    await expect(notice).toHaveCount(0);
    await expect(page.getByText('CAMBIOS NO GUARDADOS')).toBeVisible();
  });

  test('the days of Cifras comprobables say what they record («Lo conté hoy»), not «Hoy»', async ({ page }) => {
    await open(page, '/collections/criadero/entries/sitio');
    await expect(page.locator('label', { hasText: /^Cifras comprobables/ }).first()).toBeVisible();
    await unfold(page, /^Cifras comprobables/);
    await expect(page.getByRole('button', { name: COUNT_DAY_BUTTON, exact: true })).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Hoy', exact: true })).toHaveCount(0);
  });

  test('a count typed without its day is refused next to it, in the form\'s words, and «Lo conté hoy» fixes it', async ({ page }) => {
    await open(page, '/collections/criadero/entries/sitio');
    await expect(page.locator('label', { hasText: /^Cifras comprobables/ }).first()).toBeVisible();
    await unfold(page, /^Cifras comprobables/);
    const count = page.getByLabel(/^Número( \(opcional\))?$/).first();
    await count.tap();
    await count.fill('350');
    await tapPublish(page);
    // next to the field, in red, with the form's words (drive s53: a toast «stats › dogsDelivered: escriba el número (count)…»)
    const red = page.locator('[class*="ControlErrorsList"] li', { hasText: /^Falta el día en que contó este número/ });
    await expect(red).toHaveCount(1);
    await expect(red).toContainText(`toque «${COUNT_DAY_BUTTON}»`);
    await expect(page.getByRole('alert').filter({ hasText: /^No se guardó/ })).toContainText('«Número»');
    await expect(page.getByText(/stats ›|countedOn/)).toHaveCount(0);
    // the day filled, the red message goes at once (drive s54: it stayed until the next «Publicar», Decap checks only the field that changed)
    await page.getByRole('button', { name: COUNT_DAY_BUTTON, exact: true }).first().tap();
    await expect(red).toHaveCount(0);
    await expect(page.locator('[class*="ControlErrorsList"] li')).toHaveCount(0);
    await tapPublish(page);
    await eventually(() => expect(json('content/site.json').stats.dogsDelivered).toEqual({ count: 350, countedOn: today() }));
  });

  test('an address typed in the bar over a form with changes asks once, in words: «Cancelar» keeps the form and its address, «Aceptar» opens the other entry', async ({ page }) => {
    await open(page, '/collections/criadero/entries/sitio');
    const brand = field(page, 'Nombre comercial');
    await brand.tap();
    await brand.fill('Criadero La Esperanza de Chía');
    await expect(page.getByText('CAMBIOS NO GUARDADOS')).toBeVisible();
    const dialogs: string[] = [];
    let answer = false;
    const answerDialog = (d: Dialog) => {
      dialogs.push(`${d.type()}: ${d.message()}`);
      void (answer ? d.accept() : d.dismiss());
    };
    page.on('dialog', answerDialog);
    await page.goto('/admin/#/collections/textos/entries/infoPages');
    await page.waitForTimeout(3_000);
    // Decap's question, alone (drive s53: then the browser's «¿Salir del sitio?», without words, over it)
    expect(dialogs).toEqual(['confirm: Tiene cambios sin guardar. ¿Salir de todos modos? Se perderán.']);
    await expect(brand).toHaveValue('Criadero La Esperanza de Chía');
    await expect(page.getByText('Editando en Criadero')).toBeVisible();
    expect(page.url()).toMatch(/#\/collections\/criadero\/entries\/sitio$/);
    dialogs.length = 0;
    answer = true;
    await page.goto('/admin/#/collections/textos/entries/infoPages');
    await expect(page.getByText('Editando en Textos del sitio')).toBeVisible();
    expect(dialogs).toEqual(['confirm: Tiene cambios sin guardar. ¿Salir de todos modos? Se perderán.']);
  });
});
