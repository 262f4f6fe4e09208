/**
 * What the editor's browser tests share (tests/e2e-cms/*.spec.ts): a copy of the project under
 * .cache/ with the editor on it (`npm run cms` on the copy: /admin/ and decap-server), one per spec
 * file, so the files run side by side (tests/playwright.cms.config.ts, two workers), each on ports
 * of its own; and the steps the breeder takes in the editor (log in, fill a field, choose an
 * option, publish, upload a photo).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, type Dialog, expect, type Locator, type Page, test, type TestInfo, type ViewportSize } from '@playwright/test';
import { copyProject } from '../../scripts/project-copy.mjs';
import { phoneJpeg, thumbnailJpeg } from '../fixtures/photos';
import { jumpsBetweenEntries } from '../../src/admin/fresh-entry';

export const root = resolve(import.meta.dirname, '../..');
/** The photo a phone takes at the farm, with its GPS position: in each copy's upload/ folder. */
export const PHOTO = 'cachorra-en-la-finca.jpg';

/**
 * The copy `name` (.cache/cms-{name}) with the editor on it, started before the file's tests and
 * stopped after them (waited for, so the worker's next file can take its ports). Its ports are the
 * worker's, not the file's: CMS_E2E_PORT and CMS_E2E_BACKEND_PORT (8796, 8091 unless set) plus
 * CMS_E2E_PORT_STEP (100 unless set) × the worker's parallel index (0 or 1: two workers), so a run
 * keeps to four ports whatever the number of spec files (e.g. 8934, 8936 and a step of 1:
 * 8934–8935 and 8936–8937). By the file's `slot` (0–3) they were eight, and with a step of 1 the
 * last file's editor took the first file's decap-server port. `slot` is kept for the callers and
 * no longer used. The file's tests open the editor at its address (test.use).
 */
export function editorCopy(name: string, slot?: number) {
  void slot;
  const dir = join(root, '.cache', `cms-${name}`);
  const step = Number(process.env.CMS_E2E_PORT_STEP ?? 100);
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const port = Number(process.env.CMS_E2E_PORT ?? 8796) + step * worker;
  const backendPort = Number(process.env.CMS_E2E_BACKEND_PORT ?? 8091) + step * worker;
  let cms: ChildProcess | undefined;

  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: `http://localhost:${port}`, page: sharedPage });
  test.beforeAll(async () => {
    copyProject(root, dir);
    mkdirSync(join(dir, 'upload'), { recursive: true });
    writeFileSync(join(dir, 'upload', PHOTO), await phoneJpeg());
    // a photo too small to publish, and a document renamed as a photo
    writeFileSync(join(dir, 'upload', 'miniatura.jpg'), await thumbnailJpeg());
    writeFileSync(join(dir, 'upload', 'contrato.jpg'), Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'));
    const started = spawn(process.execPath, [join(root, 'scripts/cms.mjs')], {
      cwd: root,
      env: { ...process.env, CMS_ROOT: dir, CMS_PORT: String(port), CMS_BACKEND_PORT: String(backendPort) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    cms = started;
    await new Promise<void>((ready, fail) => {
      started.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('the editor at') && ready());
      started.on('exit', (code) => fail(new Error(`npm run cms stopped (${code})`)));
    });
  });
  test.afterAll(async () => {
    if (!cms || cms.exitCode !== null || cms.signalCode !== null) return;
    const stopped = new Promise((done) => cms!.once('exit', done));
    cms.kill();
    await stopped;
  });

  const read = (file: string) => readFileSync(join(dir, file), 'utf8');
  /** Uploads a file from the copy's upload/ folder through the media library of the first «Agregar foto». */
  async function upload(page: Page, file: string) {
    await page.getByRole('button', { name: /^Agregar foto/ }).first().click();
    await page.getByRole('button', { name: 'Elija una imagen' }).last().click();
    // the library's own file input, once the library is open (before it, a file set went nowhere in one run of 2)
    await expect(page.getByRole('button', { name: 'Subir archivo' })).toBeVisible();
    // the file that keeps content/fotos/ in the repository is not one of the breeder's photos: not shown
    await expect(page.getByText('.gitkeep', { exact: true })).toBeHidden();
    await page.locator('input[type="file"]').setInputFiles(join(dir, 'upload', file));
  }
  return {
    dir,
    read,
    json: (file: string) => JSON.parse(read(file)),
    upload,
    /** The litter's photo: uploaded through the media library (the browser cleans it before it leaves), chosen, described. */
    async litterPhoto(page: Page, file: string, texto: string) {
      await upload(page, file);
      const confirm = page.getByRole('button', { name: 'Confirmar selección' });
      // Decap selects what it just uploaded; select it by hand if it did not
      await expect(page.getByText(file).first()).toBeVisible();
      await expect(confirm).toBeEnabled({ timeout: 5_000 }).catch(() => page.getByText(file).first().click());
      await confirm.click();
      await field(page, 'Qué muestra la foto').fill(texto);
    },
  };
}

/**
 * The browser tab of a test: one per worker and screen size, kept from test to test, where
 * Playwright gave each test a new context (a new renderer process, Decap's 5 MB compiled again:
 * about 2.7 CPU-s of Chromium a test, against 1.2 for a load in a tab that has loaded it before).
 * Each test still starts as in a new tab: the other tabs of the last test closed, its dialog
 * handlers removed, and, on a blank page of the editor's origin, its localStorage (but the local
 * backend's login, which a test's first open() would give anyway), sessionStorage and IndexedDB
 * (Decap's backups of unsaved entries) emptied; the test's first open() then loads the editor
 * afresh. A tab whose test failed is closed, not reused.
 */
const tabs = new Map<string, { context: BrowserContext; page: Page }>();
const sharedPage = async (
  { browser, baseURL, viewport, isMobile, hasTouch }: { browser: Browser; baseURL?: string; viewport: ViewportSize | null; isMobile?: boolean; hasTouch?: boolean },
  use: (page: Page) => Promise<void>,
  testInfo: TestInfo,
) => {
  const key = JSON.stringify({ baseURL, viewport, isMobile, hasTouch });
  let tab = tabs.get(key);
  if (tab && tab.page.isClosed()) {
    await tab.context.close();
    tab = undefined;
  }
  if (!tab) {
    const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
    tab = { context, page: await context.newPage() };
    tabs.set(key, tab);
  }
  const { context, page } = tab;
  await page.goto('/admin/nueva-prueba');
  await page.evaluate(async () => {
    const login = localStorage.getItem('decap-cms-user');
    localStorage.clear();
    if (login) localStorage.setItem('decap-cms-user', login);
    sessionStorage.clear();
    for (const db of await indexedDB.databases()) {
      await new Promise((done) => {
        const deleting = indexedDB.deleteDatabase(db.name!);
        deleting.onsuccess = deleting.onerror = deleting.onblocked = done;
      });
    }
  });
  await use(page);
  page.removeAllListeners('dialog');
  for (const other of context.pages()) if (other !== page) await other.close();
  if (testInfo.status !== testInfo.expectedStatus) {
    tabs.delete(key);
    await context.close();
  }
};

/**
 * Logs in to the local backend and opens a page of the editor. In the editor already, on another
 * page of it that is not a jump from one entry's form to another's (the editor reloads itself for
 * those), with nothing unsaved and no dialog handler of the test's own, only the hash changes (as a
 * link in the editor does; about 2.7 CPU-s of Chromium less than a load); else, or if Decap asks
 * before leaving unsaved changes (the question dismissed: nothing left), the editor is loaded
 * again, as before.
 */
export async function open(page: Page, hash: string) {
  const here = new URL(page.url());
  const target = new URL(`/admin/#${hash}`, page.url().startsWith('http') ? page.url() : 'http://localhost/');
  const inEditor = here.origin === target.origin && here.pathname === '/admin/' && here.hash.startsWith('#/');
  // from one entry's form straight to another's, the editor loads itself again (src/admin/fresh-entry.ts)
  if (inEditor && here.hash !== target.hash && !jumpsBetweenEntries(here.href, target.href) && !(page as unknown as { listenerCount(event: string): number }).listenerCount('dialog')) {
    let asked = false;
    const dismiss = (dialog: Dialog) => {
      asked = true;
      void dialog.dismiss();
    };
    page.on('dialog', dismiss);
    try {
      await page.goto(`/admin/#${hash}`);
      // the hash is Decap's once it routes (a refused leave puts the old one back)
      await expect.poll(() => asked || new URL(page.url()).hash === target.hash).toBe(true);
      // a frame later: a question asked and answered by then (a navigation after all: loaded again below)
      const settled = await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(() => done(true), 0)))).catch(() => false);
      if (settled && !asked && new URL(page.url()).hash === target.hash) return;
    } finally {
      page.off('dialog', dismiss);
    }
  }
  await page.goto('/admin/');
  const login = page.getByRole('button', { name: 'Iniciar sesión' });
  const collections = page.getByText('Colecciones');
  await expect(login.or(collections)).toBeVisible();
  if (await login.isVisible()) await login.click();
  await expect(collections).toBeVisible();
  // a change of the hash: Decap routes to it without loading its app again
  await page.goto(`/admin/#${hash}`);
}

/** A field of the form by its label (Decap links each label to its control). */
export const field = (scope: Page | Locator, label: string | RegExp) => scope.getByLabel(label, { exact: typeof label === 'string' });

/** Picks an option of a Decap select (react-select). */
export async function choose(page: Page, control: Locator, option: string) {
  await control.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Publicar › Publicar ahora, by taps (the phone's way; waits for nothing). */
export async function tapPublish(page: Page) {
  await page.getByRole('button', { name: 'Publicar' }).tap();
  await page.getByText('Publicar ahora', { exact: true }).tap();
}

/** Saves the entry: Publicar › Publicar ahora, and waits for Decap to say it is published. */
export async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publicar' }).click();
  await page.getByText('Publicar ahora', { exact: true }).click();
  await expect(page.getByText(/^Guardado/).first()).toBeVisible();
}

/** Tries to save; the editor refuses: the entry stays unsaved and `message` shows next to its field. */
export async function refused(page: Page, message: RegExp) {
  await page.getByRole('button', { name: 'Publicar' }).click();
  await page.getByText('Publicar ahora', { exact: true }).click();
  await expect(page.getByText(message).first()).toBeVisible();
  await expect(page.getByText(/^Guardado/)).toHaveCount(0);
}

/** Unfolds a folded part of a form, found by its label («Garantía de salud»). */
export async function unfold(page: Page, label: RegExp) {
  const part = page.locator('[class*="ControlContainer"]').filter({ has: page.locator('label', { hasText: label }) }).first();
  await part.getByRole('button', { name: 'Mostrar' }).first().click();
}

/** Unfolds every folded part of the screen, to read all of it. */
export async function unfoldAll(page: Page) {
  for (let i = 0; i < 60; i++) {
    const folded = page.getByRole('button', { name: 'Mostrar' });
    if (!(await folded.count())) return;
    await folded.first().click();
  }
}

/** Fills a new litter's species, breed, city and days (typed DD/MM/AAAA). */
export async function litterHeader(page: Page, l: { raza: string; ciudad: string; actualizado: string; nacimiento: string; listos: string }) {
  await choose(page, field(page, 'Especie'), 'Perros');
  await choose(page, field(page, 'Raza o línea'), l.raza);
  await choose(page, field(page, 'Ciudad'), l.ciudad);
  await field(page, 'Actualizado el').fill(l.actualizado);
  await field(page, 'Fecha de nacimiento').fill(l.nacimiento);
  await field(page, 'Listos para entregar desde').fill(l.listos);
}

/** Waits until `check` passes on the copy's files (decap-server writes them as the editor saves). */
export const eventually = (check: () => void) => expect.poll(() => {
  try {
    check();
    return true;
  } catch {
    return false;
  }
}, { timeout: 20_000 }).toBe(true);
