/**
 * The breeder's editor in a real browser (issue 26 item 7, issue 40): /admin/ on a copy of the
 * project with decap-server (`npm run cms` on the copy). A litter with animals and a photo is
 * created and saved through the forms: days typed DD/MM/AAAA, prices typed the four ways a
 * Colombian types them, a phone photo with its GPS position cleaned in the browser before upload;
 * the files land in the copy's content/ as the build wants them, and a quick build of the copy
 * shows the litter on its page (one build, after the editing it reads). The build's mistakes (a
 * ready day before the birth, two animals named Luna, a breed of another species, a photo too
 * small, a PDF named .jpg, a WhatsApp number without its country code) are refused before saving,
 * next to the field. An animal marked sold in the editor is sold on its page after that build. At
 * 390×844 a litter with a photo is saved too, and a dog breed's climate notes, a dog's variant
 * price and a horse line's buyer text and climates are edited as the breeder does, each file
 * changed in the edited values only.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { buildCopy, copyProject } from '../../scripts/project-copy.mjs';
import sharp from 'sharp';
import { FIXTURE_CAMERA, phoneJpeg, thumbnailJpeg } from '../fixtures/photos';
import { UNTRANSLATABLE_DECAP_STRINGS } from '../../src/admin/phrases-es';

const root = resolve(import.meta.dirname, '../..');
const dir = join(root, '.cache', 'cms-site');
const PORT = Number(process.env.CMS_E2E_PORT ?? 8796);
const BACKEND_PORT = Number(process.env.CMS_E2E_BACKEND_PORT ?? 8091);
/** The build day of the copy's builds: the litter's update day, so it is fresh. */
const DAY = '2026-11-20';
const LITTER = 'content/inventario/shih-tzu-bogota-2026-09-20.json';
const PHOTO = 'cachorra-en-la-finca.jpg';
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

let cms: ChildProcess;
const read = (file: string) => readFileSync(join(dir, file), 'utf8');
const json = (file: string) => JSON.parse(read(file));

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  copyProject(root, dir);
  // the photo a phone takes at the farm: with its GPS position, uploaded through the editor
  mkdirSync(join(dir, 'upload'), { recursive: true });
  writeFileSync(join(dir, 'upload', PHOTO), await phoneJpeg());
  // a photo too small to publish, and a document renamed as a photo
  writeFileSync(join(dir, 'upload', 'miniatura.jpg'), await thumbnailJpeg());
  writeFileSync(join(dir, 'upload', 'contrato.jpg'), Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'));
  cms = spawn(process.execPath, [join(root, 'scripts/cms.mjs')], {
    cwd: root,
    env: { ...process.env, CMS_ROOT: dir, CMS_PORT: String(PORT), CMS_BACKEND_PORT: String(BACKEND_PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ready, fail) => {
    cms.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('the editor at') && ready());
    cms.on('exit', (code) => fail(new Error(`npm run cms stopped (${code})`)));
  });
});

test.afterAll(() => {
  cms?.kill();
});

/** Logs in to the local backend and opens a page of the editor. */
async function open(page: Page, hash: string) {
  await page.goto('/admin/');
  const login = page.getByRole('button', { name: 'Iniciar sesión' });
  const collections = page.getByText('Colecciones');
  await expect(login.or(collections)).toBeVisible();
  if (await login.isVisible()) await login.click();
  await expect(collections).toBeVisible();
  await page.goto(`/admin/#${hash}`);
  await page.reload();
}

/** A field of the form by its label (Decap links each label to its control). */
const field = (scope: Page | Locator, label: string | RegExp) => scope.getByLabel(label, { exact: typeof label === 'string' });

/** Picks an option of a Decap select (react-select). */
async function choose(page: Page, control: Locator, option: string) {
  await control.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Saves the entry: Publicar › Publicar ahora, and waits for Decap to say it is published. */
async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publicar' }).click();
  await page.getByText('Publicar ahora', { exact: true }).click();
  await expect(page.getByText(/Entrada publicada|Publicado/).first()).toBeVisible();
}

/** Tries to save; the editor refuses: the entry stays unsaved and `message` shows next to its field. */
async function refused(page: Page, message: RegExp) {
  await page.getByRole('button', { name: 'Publicar' }).click();
  await page.getByText('Publicar ahora', { exact: true }).click();
  await expect(page.getByText(message).first()).toBeVisible();
  await expect(page.getByText(/Entrada publicada|Publicado/)).toHaveCount(0);
}

/** Uploads a file from the copy's upload/ folder through the media library of the field list `list` («Fotos»). */
async function upload(page: Page, name: string) {
  await page.getByRole('button', { name: /^Agregar foto/ }).first().click();
  await page.getByRole('button', { name: 'Elija una imagen' }).last().click();
  await page.locator('input[type="file"]').setInputFiles(join(dir, 'upload', name));
}

/** Unfolds a folded part of a form, found by its label («Garantía de salud»). */
async function unfold(page: Page, label: RegExp) {
  const part = page.locator('[class*="ControlContainer"]').filter({ has: page.locator('label', { hasText: label }) }).first();
  await part.getByRole('button', { name: 'Mostrar' }).first().click();
}

/** Unfolds every folded part of the screen, to read all of it. */
async function unfoldAll(page: Page) {
  for (let i = 0; i < 60; i++) {
    const folded = page.getByRole('button', { name: 'Mostrar' });
    if (!(await folded.count())) return;
    await folded.first().click();
  }
}

/** Fills a new litter's species, breed, city and days (typed DD/MM/AAAA). */
async function litterHeader(page: Page, l: { raza: string; ciudad: string; actualizado: string; nacimiento: string; listos: string }) {
  await choose(page, field(page, 'Especie'), 'Perros');
  await choose(page, field(page, 'Raza o línea'), l.raza);
  await choose(page, field(page, 'Ciudad'), l.ciudad);
  await field(page, 'Actualizado el').fill(l.actualizado);
  await field(page, 'Fecha de nacimiento').fill(l.nacimiento);
  await field(page, 'Listos para entregar desde').fill(l.listos);
}

/** The litter's photo: uploaded through the media library (the browser cleans it before it leaves), chosen, described. */
async function litterPhoto(page: Page, name: string, texto: string) {
  await upload(page, name);
  const confirm = page.getByRole('button', { name: 'Confirmar selección' });
  // Decap selects what it just uploaded; select it by hand if it did not
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(confirm).toBeEnabled({ timeout: 5_000 }).catch(() => page.getByText(name).first().click());
  await confirm.click();
  await field(page, 'Qué muestra la foto').fill(texto);
}

/** Waits until `check` passes on the copy's files (decap-server writes them as the editor saves). */
const eventually = (check: () => void) => expect.poll(() => {
  try {
    check();
    return true;
  } catch {
    return false;
  }
}, { timeout: 20_000 }).toBe(true);

test('a text and the business settings, edited in the editor, land in content/ and keep what the editor does not show', async ({ page }) => {
  const siteBefore = json('content/site.json');
  await open(page, '/collections/textos/entries/common');
  await field(page, /^Frase bajo el nombre del criadero/).fill(TAGLINE);
  await publish(page);
  await eventually(() => expect(json('content/texts/comunes.json').footer.tagline).toBe(TAGLINE));

  await open(page, '/collections/criadero/entries/sitio');
  await unfold(page, /^Garantía de salud/);
  await field(page, 'Exclusiones (opcional)').fill('Accidentes y enfermedades adquiridas después de la entrega.');
  await publish(page);
  await eventually(() => expect(json('content/site.json').guarantee.exclusions).toBe('Accidentes y enfermedades adquiridas después de la entrega.'));
  const after = json('content/site.json');
  // the deploy settings the editor does not show are kept as they were
  for (const key of ['siteUrl', 'whatsappNumber', 'imageHost', 'sisterSites', 'contentDate', 'dispatch', 'conversionFunction']) expect(after[key], key).toEqual(siteBefore[key]);
  expect({ ...after, guarantee: { ...after.guarantee, exclusions: siteBefore.guarantee.exclusions } }).toEqual(siteBefore);
});

test('a breed\'s reference price, typed «2.600.000» in «Razas y líneas», changes that one value of content/cats/breeds.json, kept a JSON array', async ({ page }) => {
  const before = json('content/cats/breeds.json');
  const text = read('content/cats/breeds.json');
  await open(page, '/collections/razas/entries/gatos');
  // the breeds are folded: open the first one, the Persa
  // (the first «Mostrar» is the list's own, the second the first breed's)
  await page.getByRole('button', { name: 'Mostrar' }).nth(1).click();
  await expect(page.getByLabel(/^Precio base \(COP\)/).first()).toBeVisible();
  await page.getByLabel(/^Precio base \(COP\)/).first().fill('2.600.000');
  await publish(page);
  await eventually(() => expect(json('content/cats/breeds.json')[0].precio_base).toBe(2_600_000));
  const after = json('content/cats/breeds.json');
  expect(Array.isArray(after)).toBe(true);
  expect(after).toEqual(before.map((b: { slug: string }, i: number) => (i === 0 ? { ...b, precio_base: 2_600_000 } : b)));
  // written line by line as it was: one line changed, every key of every breed in its place
  expect(read('content/cats/breeds.json')).toBe(text.replace(`"precio_base": ${before[0].precio_base},`, '"precio_base": 2600000,'));
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
    await choose(page, page.getByLabel('Sexo').nth(i), sexo);
    await page.getByLabel('Color').nth(i).fill(color);
    await choose(page, page.getByLabel('Estado').nth(i), 'disponible');
    await page.getByLabel(/^Precio \(COP\)/).nth(i).fill(precio);
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
    await choose(page, page.getByLabel('Sexo').nth(i), 'hembra');
    await page.getByLabel('Color').nth(i).fill('negro');
    await choose(page, page.getByLabel('Estado').nth(i), 'disponible');
  }
  await refused(page, /^01\/09\/2026 es anterior a la fecha de nacimiento \(20\/09\/2026\): no pueden entregarse antes de nacer/);
  await expect(page.getByText(/dos animales de la camada se llaman "luna" \(el 1 y el 2 de la lista\)/).first()).toBeVisible();
  // and says so, naming the fields, where «Publicar» was pressed
  await expect(page.getByRole('alert').filter({ hasText: /^No se guardó\. Corrija lo marcado en rojo: .*«Listos para entregar desde»/ })).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar el aviso' }).click();
  // 3. a price that is no number
  await page.getByLabel(/^Precio \(COP\)/).first().fill('mil doscientos');
  await refused(page, /no es un número; escríbalo con cifras/);
  await page.getByLabel(/^Precio \(COP\)/).first().fill('');
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

  // 6. a WhatsApp number without its country code
  const site = read('content/site.json');
  await open(page, '/collections/criadero/entries/sitio');
  await field(page, 'Número de WhatsApp').fill('3001234567');
  await refused(page, /no tiene el indicativo del país; un celular de Colombia es 57 seguido de sus 10 cifras: 573001234567/);
  expect(read('content/site.json')).toBe(site);
});

test('an animal marked sold in the editor is saved as sold, that animal only', async ({ page }) => {
  await open(page, `/collections/camadas/entries/${LITTER.split('/').pop()!.replace(/\.json$/, '')}`);
  await choose(page, page.getByLabel('Estado').first(), 'vendido');
  await publish(page);
  await eventually(() => expect(json(LITTER).animales[0].estado).toBe('vendido'));
  expect(json(LITTER).animales.slice(1).map((a: { estado: string }) => a.estado)).toEqual(['disponible', 'disponible', 'disponible']);
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

/** Words of Decap's English interface; none is a Spanish word nor part of a breed's name. */
const ENGLISH = /\b(?:Add|Delete|Remove|Save[ds]?|Saving|Publish(?:ed|ing)?|Choose|Select(?:ed)?|Upload|Search|Loading|Entries|Entry|Collections?|Copy|Name|Cancel|Close|Expand|Collapse|Back|Edit(?:ing)?|Preview|Settings|Log ?out|Oops|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Unsaved|Changes|Draft|[Rr]equired|[Oo]ptional|Writing|View|Sort|Filter|Quick|Check|New|Please|the|and|your|this|with|from)\b/;
const allowed = (text: string) => UNTRANSLATABLE_DECAP_STRINGS.some(({ text: t }) => (typeof t === 'string' ? text.includes(t) : t.test(text)));

/** Every text the breeder may read on the screen: text, labels for screen readers, placeholders and tooltips. */
const screenTexts = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.nodeValue?.trim();
      if (text && !n.parentElement?.closest('script, style')) out.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      for (const a of ['aria-label', 'placeholder', 'title', 'alt']) {
        const v = el.getAttribute(a)?.trim();
        if (v) out.push(v);
      }
    }
    return out;
  });

test('the editor speaks Spanish: no English on its screens, besides the strings of Decap no locale reaches (src/admin/phrases-es.ts)', async ({ page }) => {
  const english = new Set<string>();
  const look = async (where: string) => {
    for (const text of await screenTexts(page)) if (ENGLISH.test(text) && !allowed(text)) english.add(`${where}: ${text}`);
  };
  await open(page, '/collections/camadas');
  await expect(page.getByText('Camada de Shih Tzu, Bogotá, nacida el 20 de septiembre de 2026')).toBeVisible();
  await look('list of litters');
  await open(page, '/collections/camadas/new');
  await page.getByRole('button', { name: /^Agregar animal/ }).click();
  await page.getByRole('button', { name: /^Agregar foto/ }).first().click();
  await look('new litter');
  await page.getByRole('button', { name: 'Publicar' }).click();
  await page.getByText('Publicar ahora', { exact: true }).click();
  await expect(page.getByText(/Falta «/).first()).toBeVisible();
  await look('new litter, saved with its fields empty');
  await page.getByRole('button', { name: 'Elija una imagen' }).last().click();
  await expect(page.getByRole('button', { name: 'Confirmar selección' })).toBeVisible();
  await look('photo library');
  for (const hash of ['/collections/criadero/entries/sitio', '/collections/razas/entries/gatos', '/collections/lugares/entries/gatos', '/collections/precios/entries/perros', '/collections/textos/entries/common']) {
    await open(page, hash);
    await expect(page.getByRole('button', { name: /Publica/ }).first()).toBeVisible();
    if (hash.includes('criadero')) await unfoldAll(page);
    await look(hash);
  }
  expect([...english]).toEqual([]);
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /** Opens the item `name` of a list on the screen or in `scope` (a breed, a line, a variation), unless it is open already. */
  async function openItem(page: Page, name: string, scope: Page | Locator = page) {
    const item = scope.locator('[class*="SortableListItem"]').filter({ has: page.locator('[class*="NestedObjectLabel"]', { hasText: new RegExp(`^${name}$`) }) }).first();
    await item.scrollIntoViewIfNeeded();
    if (!(await item.locator('label').first().isVisible())) await item.locator('[class*="TopBar"] button').first().click();
    await expect(item.locator('label').first()).toBeVisible();
    return item;
  }
  /** The file's text with some of its values changed in place (each value written as JSON writes it). */
  const replaced = (text: string, changes: [unknown, unknown][]) => changes.reduce((t, [from, to]) => t.replace(JSON.stringify(from), JSON.stringify(to)), text);

  test("a dog breed's climate note and parents' tests: labelled in Spanish, a short note refused, the saved file changed in those two values only", async ({ page }) => {
    const file = 'content/dogs/breeds.json';
    const text = read(file);
    const caniche = json(file).find((b: { slug: string }) => b.slug === 'caniche');
    await open(page, '/collections/razas/entries/perros');
    const item = await openItem(page, 'Caniche');
    // the breed's texts, with their hints in the breeder's words
    await expect(item.getByText('De 20 a 60 palabras: lo que la raza necesita en tierra fría', { exact: false })).toBeVisible();
    for (const label of ['Cómo es vivir con la raza', 'La raza en cada clima', 'En clima templado', 'En clima cálido']) await expect(item.getByText(label, { exact: true }).first()).toBeVisible();
    // the removed lines of the breed's variants are gone from the form
    for (const gone of [/^Carácter/, /^Energía/, /^Convivencia/, /^Cuidados/]) await expect(item.locator('label', { hasText: gone })).toHaveCount(0);
    // a note too short and a sentence with «¡!»: refused next to their fields, nothing written
    await item.getByLabel('En clima cálido').fill('Con el pelo corto lleva bien el calor.');
    await item.getByLabel('Pruebas de salud de los padres').fill(`¡${caniche.saludPadres}!`);
    await refused(page, /tiene 8 palabras; escriba de 20 a 60/);
    // told in words, as its hint says, not in characters too
    await expect(page.getByText(/escriba por lo menos \d+ caracteres/)).toHaveCount(0);
    await expect(page.getByText('va sin signos de exclamación: escríbalo en tono tranquilo').first()).toBeVisible();
    expect(read(file)).toBe(text);
    const FRIO = 'En tierra fría su pelo rizado, si se deja de largo medio, abriga bien de noche; con un corte muy corto, los tamaños toy y miniatura necesitan saco en las madrugadas.';
    const SALUD = 'Pida ver el examen de ojos de los padres y su prueba de ADN de atrofia progresiva de retina (prcd-PRA); en los tamaños mediano y estándar, las radiografías de cadera, y en el toy y el miniatura, la revisión de rótulas.';
    // the notice that nothing was saved covers «Publicar» on a phone: it goes at the first correction
    await expect(page.getByRole('alert').filter({ hasText: /^No se guardó/ })).toBeVisible();
    await item.getByLabel('En clima cálido').fill(caniche.clima.calido);
    await expect(page.getByRole('alert').filter({ hasText: /^No se guardó/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Publicar' })).toBeInViewport();
    await item.getByLabel('En clima frío').fill(FRIO);
    await item.getByLabel('Pruebas de salud de los padres').fill(SALUD);
    await page.screenshot({ path: join(root, 'test-results', 'cms', 'telefono-raza-clima.png') });
    await publish(page);
    await eventually(() => expect(json(file).find((b: { slug: string }) => b.slug === 'caniche').saludPadres).toBe(SALUD));
    // every other line of the 54 breeds as it was: keys in their order (Decap shuffles an entry of more than eight keys)
    expect(read(file)).toBe(replaced(text, [[caniche.clima.frio, FRIO], [caniche.saludPadres, SALUD]]));
  });

  test("a dog's variant price typed «1.200.000» is saved as 1200000 in content/dogs/prices.json, that value only", async ({ page }) => {
    const file = 'content/dogs/prices.json';
    const text = read(file);
    const row = json(file).MEDIANAS.find((r: { nombre?: string }) => r.nombre === 'Caniche');
    await open(page, '/collections/precios/entries/perros');
    await unfold(page, /^Razas medianas/);
    const item = await openItem(page, 'Caniche');
    const toy = (await openItem(page, 'Toy', item)).getByLabel(/^Precio$/);
    await toy.fill('1.200.000');
    await publish(page);
    await eventually(() => expect(json(file).MEDIANAS.find((r: { nombre?: string }) => r.nombre === 'Caniche').variaciones[0].precio).toBe(1_200_000));
    // the Toy's price, the first after the Caniche's name; every other line as it was
    const at = text.indexOf('"nombre": "Caniche"');
    expect(read(file)).toBe(text.slice(0, at) + text.slice(at).replace(`"precio": ${row.variaciones[0].precio}`, '"precio": 1200000'));
  });

  test("the cats' text of a place: a text too short refused, the saved file changed in that text only", async ({ page }) => {
    const file = 'content/cats/places.json';
    const text = read(file);
    const bogota = json(file).find((p: { lugar: string }) => p.lugar === 'bogota');
    await open(page, '/collections/lugares/entries/gatos');
    const item = await openItem(page, 'bogota');
    const hogar = item.getByLabel('Antes de que llegue: la casa');
    await hogar.fill('Malla en las ventanas.');
    await refused(page, /tiene 22 caracteres; escriba por lo menos 120 caracteres/);
    expect(read(file)).toBe(text);
    const HOGAR = `${bogota.hogar} Tenga a mano una cobija en su cama para las madrugadas.`;
    await hogar.fill(HOGAR);
    await publish(page);
    await eventually(() => expect(json(file).find((p: { lugar: string }) => p.lugar === 'bogota').hogar).toBe(HOGAR));
    expect(read(file)).toBe(replaced(text, [[bogota.hogar, HOGAR]]));
  });

  test("a horse line's buyer text and climates: a line apt in no climate is refused, the saved file changed in those values only", async ({ page }) => {
    const file = 'content/livestock/equinos.json';
    const text = read(file);
    const line = json(file)[0];
    await open(page, '/collections/razas/entries/equinos');
    const item = await openItem(page, line.nombre);
    const apto = item.getByLabel('Se recomienda en este clima');
    await expect(apto).toHaveCount(3);
    await expect(item.getByText('Tierra caliente', { exact: true })).toBeVisible();
    // each climate says which places are of it, as the pages class them
    await expect(item.getByText('En tierra fría: lugares de 17 °C de media o menos, como Bogotá, Pasto y Manizales.')).toBeVisible();
    // not recommended in any climate: the rule across the three is shown, nothing written
    for (const i of [0, 1, 2]) if (await apto.nth(i).isChecked()) await apto.nth(i).click();
    await refused(page, /una línea que se vende es apta por lo menos en un clima/);
    expect(read(file)).toBe(text);
    for (const [i, key] of (['frio', 'templado', 'calido'] as const).entries()) if (line.climas[key].apto !== (await apto.nth(i).isChecked())) await apto.nth(i).click();
    // a text of its own, within the 60 to 120 words the build asks (the line's may be near the limit)
    const COMPRADOR =
      'Quien compra un caballo pregunta primero por su andar y su doma. Pida un video reciente del caballo montado en su andar, pregunte la edad y cuántos meses de doma lleva, y si le importa la línea de los padres, pida el registro genealógico y confirme con el número que el ejemplar aparece en él. Pregunte también cómo se comporta con jinetes sin experiencia. Puede venir a verlo montado antes de decidir.';
    const NOTA = 'En tierra caliente sufre con el sol del mediodía y los tábanos: trabájelo temprano, con sombra y agua limpia, y vigile las garrapatas cada semana.';
    await item.getByLabel(/^Lo que pregunta el comprador/).fill(COMPRADOR);
    await item.getByLabel(/^Qué necesita o arriesga aquí/).nth(2).fill(NOTA);
    await publish(page);
    await eventually(() => expect(json(file)[0].climas.calido.nota).toBe(NOTA));
    expect(json(file)[0].comprador).toBe(COMPRADOR);
    expect(read(file)).toBe(replaced(text, [[line.comprador, COMPRADOR], [line.climas.calido.nota, NOTA]]));
  });

  test('a litter with a photo is saved: every button within reach, the saved photo shown when the litter is opened again', async ({ page }) => {
    const file = 'content/inventario/pug-medellin-2026-10-01.json';
    await open(page, '/collections/camadas/new');
    const publicar = page.getByRole('button', { name: 'Publicar' });
    await expect(publicar).toBeInViewport();
    await litterHeader(page, { raza: 'Pug', ciudad: 'Medellín', actualizado: '20/11/2026', nacimiento: '01/10/2026', listos: '26/11/2026' });
    await litterPhoto(page, PHOTO, 'Cachorro pug leonado sentado en el pasto');
    await page.getByRole('button', { name: /^Agregar animal/ }).click();
    await choose(page, page.getByLabel('Sexo').first(), 'macho');
    await page.getByLabel('Color').first().fill('leonado');
    await choose(page, page.getByLabel('Estado').first(), 'disponible');
    await page.getByLabel(/^Precio \(COP\)/).first().fill('1.800.000');
    await page.screenshot({ path: join(root, 'test-results', 'cms', 'telefono-camada.png') });
    // the toolbar stays at the top of the screen, whatever was scrolled
    await expect(publicar).toBeInViewport();
    await publish(page);
    await eventually(() => expect(existsSync(join(dir, file))).toBe(true));
    expect(json(file)).toMatchObject({ raza: 'pug', ciudad: 'medellin', fotos: [{ archivo: `fotos/${PHOTO}` }], animales: [{ sexo: 'macho', precio: 1_800_000 }] });

    // opened again: the photo's thumbnail is the photo (1200 px wide, as saved), not Decap's blank box
    await open(page, `/collections/camadas/entries/${file.split('/').pop()!.replace(/\.json$/, '')}`);
    const thumbnail = page.locator('img[role="presentation"]').first();
    await expect(thumbnail).toBeVisible();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 15_000 }).toBe(1200);
    await page.screenshot({ path: join(root, 'test-results', 'cms', 'telefono-camada-abierta.png') });
  });
});
