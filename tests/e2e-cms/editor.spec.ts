/**
 * The breeder's editor in a real browser (issue 26 item 7): /admin/ on a copy of the project with
 * decap-server (`npm run cms` on the copy), a litter with two animals and a photo created and
 * saved through the forms, the files landing in the copy's content/ (the photo without the GPS
 * position the phone wrote into it: every build refuses one that has it), a quick build of the copy
 * showing the litter on its page with the photo's AVIF and WebP variants (no EXIF); then an
 * animal marked sold in the editor, saved and built again: its page and its Product offer say so. Texts and
 * content/site.json are edited the same way, and saving keeps the settings the editor does not show.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { buildCopy, copyProject } from '../../scripts/project-copy.mjs';
import sharp from 'sharp';
import { FIXTURE_CAMERA, phoneJpeg } from '../fixtures/photos';
import { hasLocation } from '../../src/lib/content/photo-location.js';

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
  await field(page, 'Exclusiones (opcional)').fill('Accidentes y enfermedades adquiridas después de la entrega.');
  await publish(page);
  await eventually(() => expect(json('content/site.json').guarantee.exclusions).toBe('Accidentes y enfermedades adquiridas después de la entrega.'));
  const after = json('content/site.json');
  // the deploy settings the editor does not show are kept as they were
  for (const key of ['siteUrl', 'whatsappNumber', 'imageHost', 'sisterSites', 'contentDate', 'dispatch', 'conversionFunction']) expect(after[key], key).toEqual(siteBefore[key]);
  expect({ ...after, guarantee: { ...after.guarantee, exclusions: siteBefore.guarantee.exclusions } }).toEqual(siteBefore);
});

test('a litter with two animals and a photo, created in the editor, lands in content/inventario/ and content/fotos/', async ({ page }) => {
  await open(page, '/collections/camadas/new');
  await choose(page, field(page, 'Especie'), 'Perros');
  await choose(page, field(page, 'Raza o línea'), 'Perros: Shih Tzu');
  await choose(page, field(page, 'Ciudad'), 'Bogotá');
  await field(page, 'Actualizado el').fill(DAY);
  await field(page, 'Fecha de nacimiento').fill('2026-09-20');
  await field(page, 'Listos para entregar desde').fill('2026-11-15');

  // the photo: uploaded through the media library into content/fotos/
  await page.getByRole('button', { name: /Add fotos/ }).click();
  await page.getByRole('button', { name: 'Elige una imagen' }).click();
  await page.locator('input[type="file"]').setInputFiles(join(dir, 'upload', PHOTO));
  const confirm = page.getByRole('button', { name: 'Confirmar selección' });
  // Decap selects what it just uploaded; select it by hand if it did not
  await expect(page.getByText(PHOTO).first()).toBeVisible();
  await expect(confirm).toBeEnabled({ timeout: 5_000 }).catch(() => page.getByText(PHOTO).first().click());
  await confirm.click();
  await field(page, 'Qué muestra la foto').fill('Cachorra shih tzu blanca y dorada en el pasto de la finca');

  for (const [i, [sexo, color]] of [['hembra', 'blanco y dorado'], ['macho', 'negro y blanco']].entries()) {
    await page.getByRole('button', { name: /Add animales/ }).click();
    await choose(page, page.getByLabel('Sexo').nth(i), sexo!);
    await page.getByLabel('Color').nth(i).fill(color!);
    await choose(page, page.getByLabel('Estado').nth(i), 'disponible');
  }
  await publish(page);

  await eventually(() => expect(existsSync(join(dir, LITTER))).toBe(true));
  const litter = json(LITTER);
  expect(litter).toMatchObject({ tipo: 'camada', especie: 'perros', raza: 'shih-tzu', ciudad: 'bogota', actualizado: DAY, nacimiento: '2026-09-20', listosDesde: '2026-11-15' });
  expect(litter.fotos).toEqual([{ archivo: `fotos/${PHOTO}`, texto: 'Cachorra shih tzu blanca y dorada en el pasto de la finca' }]);
  expect(litter.animales.map((a: { sexo: string; color: string; estado: string }) => [a.sexo, a.color, a.estado])).toEqual([
    ['hembra', 'blanco y dorado', 'disponible'],
    ['macho', 'negro y blanco', 'disponible'],
  ]);
  // the editor uploaded the photo without its GPS position and camera tags (src/lib/content/photo-location.js), upright as taken
  const uploaded = readFileSync(join(dir, 'upload', PHOTO));
  const saved = readFileSync(join(dir, 'content/fotos', PHOTO));
  expect(hasLocation(uploaded)).toBe(true);
  expect(hasLocation(saved)).toBe(false);
  expect(saved.includes(Buffer.from(FIXTURE_CAMERA.Model))).toBe(false);
  expect((await sharp(saved).metadata()).orientation).toBe(6);
  expect((await sharp(saved).raw().toBuffer()).equals(await sharp(uploaded).raw().toBuffer())).toBe(true);
});

test('the quick build of the copy shows the edited text and the litter on its page, with its photo in AVIF and WebP without its metadata', async () => {
  buildCopy(dir, { BUILD_SUBSET: '1', BUILD_DATE: DAY });
  const home = read('dist/index.html');
  expect(home).toContain('Criamos cachorros sanos en Bogotá');
  // the litter's page: its animals offered, its photo as AVIF and WebP
  const litter = read(LITTER_PAGE);
  expect(statuses(litter)).toEqual(['Disponible', 'Disponible']);
  // no own price: no Offer states the list's lower bound as theirs
  expect(products(litter)).toEqual([]);
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
});

test('an animal marked sold in the editor is saved as sold, and its page says so after the build', async ({ page }) => {
  await open(page, `/collections/camadas/entries/${LITTER.split('/').pop()!.replace(/\.json$/, '')}`);
  await choose(page, page.getByLabel('Estado').first(), 'vendido');
  await publish(page);
  await eventually(() => expect(json(LITTER).animales[0].estado).toBe('vendido'));
  expect(json(LITTER).animales[1].estado).toBe('disponible');
  const before = read(LITTER_PAGE);
  buildCopy(dir, { BUILD_SUBSET: '1', BUILD_DATE: DAY });
  const after = read(LITTER_PAGE);
  expect(after).not.toBe(before);
  expect(statuses(after)).toEqual(['Vendida', 'Disponible']);
  expect(after).toContain('Vendida'); // the first animal is a female
});
