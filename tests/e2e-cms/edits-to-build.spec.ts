/**
 * What the breeder saves in the editor is what the build reads (issue 26 item 7, issue 40): /admin/
 * on a copy of the project with decap-server (tests/e2e-cms/editor.ts). A litter with animals and a
 * photo is created and saved through the forms: days typed DD/MM/AAAA, prices typed the four ways
 * a Colombian types them, a phone photo with its GPS position cleaned in the browser before upload;
 * the files land in the copy's content/ as the build wants them, and a quick build of the copy
 * shows the litter on its page (one build, after the editing it reads). The build's mistakes (a
 * ready day before the birth, two animals named Luna, a breed of another species, a photo too
 * small, a PDF named .jpg, a WhatsApp number without its country code) are refused before saving,
 * next to the field. An animal marked sold in the editor is sold on its page after that build.
 */
import { copyFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { buildCopy } from '../../scripts/project-copy.mjs';
import { FIXTURE_CAMERA } from '../fixtures/photos';
import { showDay, today } from '../../src/admin/typed-date';
import { choose, editorCopy, eventually, field, litterHeader, open, PHOTO, publish, refused, unfold } from './editor';

const { dir, read, json, upload, litterPhoto } = editorCopy('edits', 0);
/** The build day of the copy's build: the litter's update day, so it is fresh. */
const DAY = '2026-11-20';
const LITTER = 'content/inventario/shih-tzu-bogota-2026-09-20.json';
const TAGLINE = 'Criamos cachorros sanos en {ciudad}, con visitas al criadero.';

/** The litter's page in the copy's build (src/pages/disponibles/…). */
const LITTER_PAGE = `dist/disponibles/${LITTER.split('/').pop()!.replace(/\.json$/, '')}/index.html`;
/**
 * Each animal's status as the litter page shows it, in page order ("Disponible · Precio de lista:
 * desde …"). The animals the editor creates have no price of their own, so the page shows the
 * list's "desde" and the structured data gives them no Product (src/lib/views/inventory.ts ›
 * productOf): the visible status is what says they are offered or sold.
 */
const statuses = (html: string) => [...html.matchAll(/<p class="mt-1"><strong>([^<]+)<\/strong> · /g)].map((m) => m[1]);
/** The Products of a built page (its JSON-LD). */
const products = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!))
    .flatMap((o) => (Array.isArray(o['@graph']) ? o['@graph'] : [o]))
    .filter((o) => o['@type'] === 'Product');

test('a text, the guarantee, the reservation terms (refused half filled) and the phone, edited in the editor, land in content/ and keep what the editor does not show', async ({ page }) => {
  const siteBefore = json('content/site.json');
  const commonBefore = read('content/texts/comunes.json');
  const commonTagline = JSON.parse(commonBefore).footer.tagline;
  await open(page, '/collections/textos/entries/common');
  await field(page, /^Frase bajo el nombre del criadero/).fill(TAGLINE);
  await publish(page);
  await eventually(() => expect(json('content/texts/comunes.json').footer.tagline).toBe(TAGLINE));
  // one line of the file changed, every key in its place
  expect(read('content/texts/comunes.json')).toBe(commonBefore.replace(JSON.stringify(commonTagline), JSON.stringify(TAGLINE)));

  await open(page, '/collections/criadero/entries/sitio');
  // on a computer, no preview of Decap's own beside the form: it listed the file's raw values, in English where the file keeps codes
  // («Monday», «08:0018:00»: drive s54); the form takes the width
  await expect(field(page, 'Nombre comercial')).toBeVisible();
  expect((await field(page, 'Nombre comercial').boundingBox())!.width).toBeGreaterThan(700);
  await expect(page.frameLocator('iframe').first().getByText('Monday', { exact: true })).toHaveCount(0);
  await unfold(page, /^Garantía de salud/);
  await field(page, 'Exclusiones (opcional)').fill('Accidentes y enfermedades adquiridas después de la entrega.');
  // the reservation terms, without which no animal is offered (the next tests offer some)
  // a group opens from its title too, not only from its chevron (editor drive s46; src/admin/fold-on-title.ts)
  await page.locator('[class*="ControlTopbar"] > label').filter({ hasText: /^Reserva y anticipo/ }).click();
  await field(page, /^Valor del anticipo/).fill('$500.000 por animal');
  // half filled, they are refused at each empty one: the three go together (editor drive s45)
  await refused(page, /^Falta si el anticipo se devuelve: .* Llénelo, o deje vacíos los tres/);
  await expect(page.getByText(/^Falta cuántos días se guarda el animal/).first()).toBeVisible();
  // a field with a message says «(opcional)» no more (beside «Falta…» it read as a contradiction: editor drive s46); one without, still does
  await expect(page.locator('label').filter({ hasText: /^Días de reserva/ })).not.toContainText(/opcional/i, { useInnerText: true });
  await expect(page.locator('label').filter({ hasText: /^Exclusiones/ })).toContainText(/\(opcional\)/i, { useInnerText: true });
  await page.getByRole('button', { name: 'Cerrar el aviso' }).click();
  await choose(page, field(page, /^Devolución del anticipo/), 'Pasa a otro animal (transferible)');
  await field(page, /^Días de reserva/).fill('15');
  // the phone as people write it, with brackets and a hyphen: saved with spaces
  await unfold(page, /^Identidad del negocio/);
  await field(page, /^Teléfono/).fill('+57 (601) 123-4567');
  await publish(page);
  await eventually(() => expect(json('content/site.json').guarantee.exclusions).toBe('Accidentes y enfermedades adquiridas después de la entrega.'));
  const after = json('content/site.json');
  expect(after.reservation).toEqual({ ...siteBefore.reservation, deposit: '$500.000 por animal', depositReturn: 'transferible', holdDays: 15 });
  expect(after.business).toEqual({ ...siteBefore.business, phone: '+57 601 123 4567' });
  // the deploy settings the editor does not show are kept as they were
  for (const key of ['siteUrl', 'whatsappNumber', 'imageHost', 'sisterSites', 'contentDate', 'dispatch', 'conversionFunction']) expect(after[key], key).toEqual(siteBefore[key]);
  // the rest as it was, each key in its place (Decap's own JSON writer reordered the file: editor drive s45)
  const reverted = { ...after, guarantee: { ...after.guarantee, exclusions: siteBefore.guarantee.exclusions }, reservation: siteBefore.reservation, business: siteBefore.business };
  expect(JSON.stringify(reverted, null, 2)).toBe(JSON.stringify(siteBefore, null, 2));
});

test('a breed\'s reference price, typed «2.600.000» in «Razas y líneas», changes that one value of content/cats/breeds.json, kept a JSON array; put back, it is saved back', async ({ page }) => {
  const before = json('content/cats/breeds.json');
  const text = read('content/cats/breeds.json');
  await open(page, '/collections/razas/entries/gatos');
  // the breeds are folded: open the first one, the Persa, by a tap on its name (editor drive s46: only its chevron opened it)
  await page.locator('[class*="NestedObjectLabel"]').filter({ hasText: 'Persa' }).first().click();
  await expect(page.getByLabel(/^Precio base en pesos/).first()).toBeVisible();
  await page.getByLabel(/^Precio base en pesos/).first().fill('2.600.000');
  await publish(page);
  await eventually(() => expect(json('content/cats/breeds.json')[0].precio_base).toBe(2_600_000));
  const after = json('content/cats/breeds.json');
  expect(Array.isArray(after)).toBe(true);
  expect(after).toEqual(before.map((b: { slug: string }, i: number) => (i === 0 ? { ...b, precio_base: 2_600_000 } : b)));
  // written line by line as it was: one line changed, every key of every breed in its place
  expect(read('content/cats/breeds.json')).toBe(text.replace(`"precio_base": ${before[0].precio_base},`, '"precio_base": 2600000,'));
  // put back as it was before, the change can be saved too: Decap compared the form with the entry as first loaded,
  // so the undo showed no «Publicar» (editor drive s46; src/admin/saved-entry.ts)
  await page.getByLabel(/^Precio base en pesos/).first().fill(before[0].precio_base.toLocaleString('es-CO'));
  await expect(page.getByRole('button', { name: 'Publicar' })).toBeEnabled();
  await publish(page);
  await eventually(() => expect(read('content/cats/breeds.json')).toBe(text));
});

test("an address changed straight from the horses' lines to the dogs' breeds shows the dogs' breeds, not the horses' lines in the dogs' form", async ({ page }) => {
  await open(page, '/collections/razas/entries/equinos');
  await expect(page.getByText(/^Mula/).first()).toBeVisible();
  // what a bookmark or a link opened in the same tab does: the hash changes, the page is not loaded
  await page.evaluate(() => (window.location.hash = '#/collections/razas/entries/perros'));
  // the editor loads itself again (src/admin/fresh-entry.ts) and draws the 54 breeds: over 20 s on a 2-core machine at load 25-30 (CI of s52, s53)
  await expect(page.getByText('Golden Retriever').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/^Mula/)).toHaveCount(0);
});

test('a litter with four animals and a phone photo, created in the editor: days typed DD/MM/AAAA, prices typed four ways, the photo saved without its GPS', async ({ page }) => {
  await open(page, '/collections/camadas/new');
  await litterHeader(page, { raza: 'Shih Tzu', ciudad: 'Bogotá', actualizado: '20/11/2026', nacimiento: '20/09/2026', listos: '15/11/2026' });
  await litterPhoto(page, PHOTO, 'Cachorra shih tzu blanca y dorada en el pasto de la finca');

  // the four ways a price is typed in Colombia, one per animal
  const animals = [
    ['hembra', 'blanco y dorado', '1.200.000'],
    ['macho', 'negro y blanco', '$ 1’200.000'],
    ['hembra', 'dorado', '1200000'],
    ['macho', 'blanco', '1,2 millones'],
  ] as const;
  for (const [i, [sexo, color, precio]] of animals.entries()) {
    await page.getByRole('button', { name: /^Agregar animal/ }).click();
    // the choices read with a capital, the file keeps the word as the build reads it
    await choose(page, page.getByLabel('Sexo').nth(i), sexo === 'hembra' ? 'Hembra' : 'Macho');
    await page.getByLabel('Color').nth(i).fill(color);
    await choose(page, page.getByLabel('Estado').nth(i), 'Disponible');
    await page.getByLabel(/^Precio en pesos/).nth(i).fill(precio);
  }
  await publish(page);

  await eventually(() => expect(existsSync(join(dir, LITTER))).toBe(true));
  const litter = json(LITTER);
  expect(litter).toMatchObject({ tipo: 'camada', especie: 'perros', raza: 'shih-tzu', ciudad: 'bogota', actualizado: DAY, nacimiento: '2026-09-20', listosDesde: '2026-11-15' });
  expect(litter.fotos).toEqual([{ archivo: `fotos/${PHOTO}`, texto: 'Cachorra shih tzu blanca y dorada en el pasto de la finca' }]);
  expect(litter.animales.map((a: { sexo: string; color: string; estado: string; precio: number }) => [a.sexo, a.color, a.estado, a.precio])).toEqual(
    animals.map(([sexo, color]) => [sexo, color, 'disponible', 1_200_000]),
  );
  // the file written: the photo as the browser cleaned it, upright, without the farm's position nor the camera
  const saved = readFileSync(join(dir, 'content/fotos', PHOTO));
  expect(saved.equals(readFileSync(join(dir, 'upload', PHOTO)))).toBe(false);
  const meta = await sharp(saved).metadata();
  expect(meta.exif).toBeUndefined();
  expect(meta.orientation ?? 1).toBe(1);
  expect([meta.width, meta.height]).toEqual([1200, 1600]);
  expect(saved.includes(Buffer.from(FIXTURE_CAMERA.Model))).toBe(false);
});

test("the build's mistakes are refused before saving, in Spanish, next to their field; nothing is written", async ({ page }) => {
  const before = readdirSync(join(dir, 'content/inventario')).sort();
  await open(page, '/collections/camadas/new');
  // 1. ready before it is born
  await litterHeader(page, { raza: 'Pug', ciudad: 'Medellín', actualizado: '20/11/2026', nacimiento: '20/09/2026', listos: '01/09/2026' });
  for (const i of [0, 1]) {
    await page.getByRole('button', { name: /^Agregar animal/ }).click();
    // 2. two animals named Luna (the newest «Nombre» is the animal just added: the mother's and father's come first)
    await page.getByLabel(/^Nombre/).last().fill(i ? 'luna' : 'Luna');
    await choose(page, page.getByLabel('Sexo').nth(i), 'Hembra');
    await page.getByLabel('Color').nth(i).fill('negro');
    await choose(page, page.getByLabel('Estado').nth(i), 'Disponible');
  }
  await refused(page, /^01\/09\/2026 es anterior a la fecha de nacimiento \(20\/09\/2026\): no pueden entregarse antes de nacer/);
  await expect(page.getByText(/[Dd]os animales de la camada se llaman "luna" \(el 1 y el 2 de la lista\)/).first()).toBeVisible();
  // and says so, naming the fields, where «Publicar» was pressed
  await expect(page.getByRole('alert').filter({ hasText: /^No se guardó\. Corrija lo marcado en rojo: .*«Listos para entregar desde»/ })).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar el aviso' }).click();
  // 3. a price that is no number
  await page.getByLabel(/^Precio en pesos/).first().fill('mil doscientos');
  await refused(page, /no es un número; escríbalo con cifras/);
  await page.getByLabel(/^Precio en pesos/).first().fill('');
  // 4. a breed of another species
  await choose(page, field(page, 'Especie'), 'Gatos');
  await refused(page, /«Pug» no es una raza o línea de Gatos/);
  expect(readdirSync(join(dir, 'content/inventario')).sort()).toEqual(before);

  // 5. a photo too small, and a document renamed .jpg: refused at upload, nothing reaches content/fotos/
  const photos = readdirSync(join(dir, 'content/fotos')).sort();
  await upload(page, 'miniatura.jpg');
  await expect(page.getByRole('alert').filter({ hasText: 'mide 480 px de ancho y necesita al menos 640 px' })).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar el aviso' }).click();
  await page.locator('input[type="file"]').setInputFiles(join(dir, 'upload', 'contrato.jpg'));
  await expect(page.getByRole('alert').filter({ hasText: '«contrato.jpg» no es una foto que el sitio pueda usar' })).toBeVisible();
  expect(readdirSync(join(dir, 'content/fotos')).sort()).toEqual(photos);

  // 6. a WhatsApp number that is no Colombian mobile
  const site = read('content/site.json');
  await open(page, '/collections/criadero/entries/sitio');
  await field(page, 'Número de WhatsApp').fill('57 300 123');
  await refused(page, /«57 300 123» no es un celular de Colombia, y WhatsApp necesita un celular: 10 cifras que empiezan por 3, por ejemplo 300 123 4567/);
  expect(read('content/site.json')).toBe(site);
  // leaving the form takes the notice of what was not saved with it (editor drive s47: it stayed on the list, over «Fotos»)
  await expect(page.getByRole('alert').filter({ hasText: /^No se guardó/ })).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.evaluate(() => (window.location.hash = '#/collections/camadas'));
  await expect(page.getByRole('alert')).toHaveCount(0);
  await open(page, '/collections/criadero/entries/sitio');
  // 7. the number as people dial it at home (drive s51: «300 123 4567» was refused) is taken, and saved as wa.me wants it, with its 57
  const number = field(page, 'Número de WhatsApp');
  await expect(number).toHaveAttribute('inputmode', 'tel');
  await number.fill('310 555 1234');
  await publish(page);
  await eventually(() => expect(json('content/site.json').whatsappNumber).toBe('573105551234'));
  expect({ ...json('content/site.json'), whatsappNumber: JSON.parse(site).whatsappNumber }).toEqual(JSON.parse(site));
  // put the copy's number back, on the entry as read again after the save
  await open(page, '/collections/criadero/entries/sitio');
  // the number saved is shown as people read it (drive s54: «573105551234»)
  await expect(field(page, 'Número de WhatsApp')).toHaveValue('+57 310 555 1234');
  await field(page, 'Número de WhatsApp').fill(JSON.parse(site).whatsappNumber);
  await publish(page);
  await eventually(() => expect(read('content/site.json')).toBe(site));
});

test('an animal marked sold in the editor is saved as sold, that animal only', async ({ page }) => {
  await open(page, `/collections/camadas/entries/${LITTER.split('/').pop()!.replace(/\.json$/, '')}`);
  await choose(page, page.getByLabel('Estado').first(), 'Vendido');
  // an «Estado» changed brings «Actualizado el» to today (status-day.ts); typed back to the copy's build day, it stays so (the build below is of that day)
  await expect(field(page, 'Actualizado el')).toHaveValue(showDay(today()));
  await field(page, 'Actualizado el').fill(showDay(DAY));
  await publish(page);
  await eventually(() => expect(json(LITTER).animales[0].estado).toBe('vendido'));
  expect(json(LITTER).actualizado).toBe(DAY);
  expect(json(LITTER).animales.slice(1).map((a: { estado: string }) => a.estado)).toEqual(['disponible', 'disponible', 'disponible']);
  // each unnamed animal's line (shown while it is folded) tells it from its siblings (Decap wrote «No nombre» for each)
  for (const line of ['Hembra, blanco y dorado, vendido', 'Macho, negro y blanco, disponible', 'Hembra, dorado, disponible', 'Macho, blanco, disponible']) {
    await expect(page.getByText(line, { exact: true })).not.toHaveCount(0);
  }
  await expect(page.getByText('No nombre', { exact: true })).toHaveCount(0);
});

test('the media library, opened from «Fotos» at the top, lists the breeder\'s photos, not the file that keeps the folder in the repository, keeps a photo a litter shows, and cleans a photo uploaded there of its GPS', async ({ page }) => {
  await open(page, '/collections/camadas');
  await page.getByRole('button', { name: 'Fotos' }).first().click();
  await expect(page.getByRole('button', { name: 'Subir archivo' })).toBeVisible();
  await expect(page.getByText(PHOTO, { exact: true })).toBeVisible();
  await expect(page.getByText('.gitkeep', { exact: true })).toBeHidden();
  // the litter saved above shows this photo: deleting it is refused, naming the litter (editor drive s45)
  await page.getByText(PHOTO, { exact: true }).click();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Borrar foto de la biblioteca' }).click();
  const litter = LITTER.split('/').pop()!.replace(/\.json$/, '');
  await expect(page.getByRole('alert').filter({ hasText: `No se borró «${PHOTO}»: la usa la camada o el lote «${litter}»` })).toBeVisible();
  await page.waitForTimeout(500);
  expect(readdirSync(join(dir, 'content/fotos'))).toContain(PHOTO);
  // a phone photo uploaded here, where the input takes any file, is cleaned too: no GPS reaches the repository (editor drive s46)
  await page.getByRole('button', { name: 'Cerrar el aviso' }).click();
  copyFileSync(join(dir, 'upload', PHOTO), join(dir, 'upload', 'desde-fotos.jpg'));
  await page.locator('input[type="file"]').setInputFiles(join(dir, 'upload', 'desde-fotos.jpg'));
  await eventually(() => expect(existsSync(join(dir, 'content/fotos/desde-fotos.jpg'))).toBe(true));
  expect((await sharp(join(dir, 'upload', 'desde-fotos.jpg')).metadata()).exif).toBeDefined();
  expect((await sharp(readFileSync(join(dir, 'content/fotos/desde-fotos.jpg'))).metadata()).exif).toBeUndefined();
  // and a document is refused here as in a litter's field
  await page.locator('input[type="file"]').setInputFiles(join(dir, 'upload', 'contrato.jpg'));
  await expect(page.getByRole('alert').filter({ hasText: '«contrato.jpg» no es una foto que el sitio pueda usar' })).toBeVisible();
  expect(readdirSync(join(dir, 'content/fotos'))).not.toContain('contrato.jpg');
});

test('the quick build of the copy shows the edited text, the litter on its page with the sold animal sold, its photo in AVIF and WebP without its metadata; the editor then reads the build', async ({ page }) => {
  buildCopy(dir, { BUILD_SUBSET: '1', BUILD_DATE: DAY });
  const home = read('dist/index.html');
  expect(home).toContain('Criamos cachorros sanos en Bogotá');
  // the litter's page: the animal marked sold is sold, the others offered; its photo as AVIF and WebP
  const litter = read(LITTER_PAGE);
  expect(statuses(litter)).toEqual(['Vendida', 'Disponible', 'Disponible', 'Disponible']); // the first animal is a female
  // each animal has its own price, typed four ways in the editor: each is offered at $ 1.200.000, the first one sold
  expect(products(litter).map((p) => [p.offers?.price, p.offers?.availability])).toEqual([
    [1_200_000, 'https://schema.org/SoldOut'],
    ...Array(3).fill([1_200_000, 'https://schema.org/InStock']),
  ]);
  expect(litter).toMatch(/<source type="image\/avif" srcset="\/fotos\/cachorra-en-la-finca-[0-9a-f]+-\d+\.avif/);
  expect(litter).toMatch(/\/fotos\/cachorra-en-la-finca-[0-9a-f]+-\d+\.webp/);
  // the uploaded photo, in AVIF and WebP, without the position and camera of the phone
  const variants = readdirSync(join(dir, 'dist/fotos')).filter((name) => name.startsWith(PHOTO.replace(/\.jpg$/, '-')));
  expect(variants.filter((name) => name.endsWith('.avif')).length).toBeGreaterThan(0);
  expect(variants.filter((name) => name.endsWith('.webp')).length).toBeGreaterThan(0);
  expect((await sharp(join(dir, 'upload', PHOTO)).metadata()).exif).toBeDefined();
  for (const name of variants) {
    const bytes = readFileSync(join(dir, 'dist/fotos', name));
    expect((await sharp(bytes).metadata()).exif, name).toBeUndefined();
    expect(bytes.includes(Buffer.from(FIXTURE_CAMERA.Model)), name).toBe(false);
  }
  // the editor's status bar reads the build's estado.json
  await open(page, '/collections/camadas');
  await expect(page.locator('#estado-del-sitio')).toContainText('La última prueba del sitio aquí es del 20 de noviembre de 2026');
});
