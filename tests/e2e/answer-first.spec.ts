/**
 * The answer first (issue 41): on one page of each combination family (and each livestock
 * species), a phone at 390×844 shows the price, how the animal reaches the place, what is
 * available now and the chat button on its first screen, before any scrolling; so do a dog breed
 * page (/venta-perros/{raza}/), for its price and the chat, and a livestock line's page, where its
 * city pages consolidate.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { SHELL_PAGES } from './page-types';
import { ANSWER_FAMILIES as COMBINATION_FAMILIES } from '../../src/lib/routes/families';

test.use({ viewport: { width: 390, height: 844 } });

/** Whether a built page sells its subject: a livestock sale page that advises against its line in the city leads with that verdict and sells nothing (s53). */
const sells = (path: string) => !readFileSync(join('dist', path, 'index.html'), 'utf8').includes('data-verdict');
/** A livestock sale page that sells: the shell page, else the first of its species that does (Brahman and Ross broilers in Bogotá do not). */
const selling = (path: string) => {
  if (sells(path)) return path;
  const species = path.split('/')[1]!;
  return readdirSync(join('dist', species)).filter((d) => d.startsWith('venta-')).map((d) => `/${species}/${d}/`).find(sells)!;
};
const PAGES = SHELL_PAGES.filter((p) => (COMBINATION_FAMILIES as readonly string[]).includes(p.family)).map((p) => (p.family === 'livestockSale' ? { ...p, path: selling(p.path) } : p));

/** Each of `selectors` inside the answer block is shown and ends above the fold: the bottom bar's top, or the screen's bottom. */
async function aboveTheFold(page: Page, answer: Locator, selectors: readonly string[]) {
  const bottomBar = await page.locator('[data-bottom-bar]').boundingBox();
  const fold = bottomBar ? bottomBar.y : 844;
  for (const selector of selectors) {
    const box = await answer.locator(selector).first().boundingBox();
    expect(box, `${selector} is shown`).not.toBeNull();
    expect(box!.y + box!.height, `${selector} ends above the fold (${fold} px)`).toBeLessThanOrEqual(fold);
  }
}

test('one page of every combination family is checked', () => {
  expect(new Set(PAGES.map((p) => p.family))).toEqual(new Set(COMBINATION_FAMILIES));
});

for (const { family, path } of PAGES) {
  test(`${family} ${path}: price, delivery, availability and the chat on the first screen`, async ({ page }) => {
    await page.goto(path);
    const answer = page.locator('[data-answer]');
    await expect(answer).toBeVisible();
    await aboveTheFold(page, answer, ['[data-fact="precio"]', '[data-fact="entrega"]', '[data-fact="disponibles"]', 'a[data-chat]']);
  });
}

/** Of the pages `dirs` under dist/ (each a directory with its index.html), the path of the one whose answer block holds the most text. */
function fullestAnswer(dirs: readonly string[]): string {
  const answerText = (html: string) => (html.match(/<section[^>]*data-answer[\s\S]*?<\/section>/)?.[0] ?? '').replace(/<[^>]+>/g, '').length;
  const pages = dirs.map((dir) => ({ path: `/${dir}/`, size: answerText(readFileSync(join('dist', dir, 'index.html'), 'utf8')) }));
  return pages.reduce((a, b) => (b.size > a.size ? b : a)).path;
}
/**
 * The sale page of each livestock species whose answer block holds the most text (dist/): the
 * longest price, trip and freight (a horse to Cartagena), the case a page of the family misses.
 */
const fullestSaleAnswer = (species: string) => fullestAnswer(readdirSync(join('dist', species)).filter((d) => d.startsWith('venta-') && sells(`/${species}/${d}/`)).map((d) => `${species}/${d}`));

test('a livestock sale page that advises against its line in the city: the verdict, what suits instead and the chat on the first screen (s53)', async ({ page }) => {
  await page.goto('/bovinos/venta-ganado-angus-villavicencio/');
  const answer = page.locator('[data-answer]');
  await aboveTheFold(page, answer, ['[data-verdict]', 'a[data-chat]']);
  await expect(answer.locator('[data-fact]')).toHaveCount(0);
});
for (const species of ['equinos', 'bovinos', 'aves']) {
  test(`livestockSale of ${species} with the fullest answer: price, delivery, availability and the chat on the first screen`, async ({ page }) => {
    await page.goto(fullestSaleAnswer(species));
    const answer = page.locator('[data-answer]');
    await aboveTheFold(page, answer, ['[data-fact="precio"]', '[data-fact="entrega"]', '[data-fact="disponibles"]', 'a[data-chat]']);
  });
}
// The species' pages of a city or a climate class (/equinos-en-cali/, /bovinos-tierra-caliente/): the one with the fullest answer, per species.
for (const species of ['equinos', 'bovinos']) {
  test(`livestockIn and livestockClimate of ${species} with the fullest answer: price, delivery, availability and the chat on the first screen`, async ({ page }) => {
    await page.goto(fullestAnswer(readdirSync('dist').filter((d) => d.startsWith(`${species}-en-`) || d.startsWith(`${species}-tierra-`))));
    const answer = page.locator('[data-answer]');
    await aboveTheFold(page, answer, ['[data-fact="precio"]', '[data-fact="entrega"]', '[data-fact="disponibles"]', 'a[data-chat]']);
  });
}

/** The directories under dist/ of `depth` levels below `root` (each a page with its index.html). */
const pagesUnder = (root: string, depth: number): string[] =>
  depth === 0
    ? [root]
    : readdirSync(join('dist', root), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .flatMap((d) => pagesUnder(join(root, d.name), depth - 1))
        .filter((dir) => depth > 1 || readdirSync(join('dist', dir)).includes('index.html'));
/** Of the pages `dirs`, the `n` paths whose h1 and answer block hold the most text: the longest first screens (a two-line h1, a long delivery). */
function fullestFirstScreens(dirs: readonly string[], n: number): string[] {
  const size = (html: string) => (html.match(/<h1[\s\S]*?<\/h1>/)?.[0] ?? '').length + (html.match(/<section[^>]*data-answer[\s\S]*?<\/section>/)?.[0] ?? '').replace(/<[^>]+>/g, '').length;
  return dirs
    .map((dir) => ({ path: `/${dir}/`, size: size(readFileSync(join('dist', dir, 'index.html'), 'utf8')) }))
    .sort((a, b) => b.size - a.size)
    .slice(0, n)
    .map((p) => p.path);
}
/**
 * The dog pages of a place, per family, with the fullest first screens (a two-line h1, the longest
 * delivery): the example page of a family is not the tightest. With the labels in a column beside
 * their values, the chat button of the West Highland White Terrier and Dachshund pages of Cali and
 * Medellín and of /clousters/perros/cali/ ended 31 to 43 px below the fold (session 43); each label
 * now runs into its value (AnswerFirst.astro).
 */
const DOG_PLACE_DIRS: Record<string, () => string[]> = {
  dogBreederInCity: () => pagesUnder('venta-perros', 1).filter((d) => d.includes('criadero-de-perros-')),
  dogBreedIn: () => pagesUnder('clousters/perros', 2),
  dogLocation: () => [...pagesUnder('clousters/perros', 1), ...readdirSync('dist').filter((d) => d.startsWith('perros-en-'))],
  dogNeighbourhood: () => pagesUnder('co', 3).filter((d) => /^co\/[^/]+\/[^/]+\/[^/]+$/.test(d)),
  dogArticle: () => pagesUnder('blog/perros', 2),
  dogFixedBreeder: () => readdirSync('dist').filter((d) => d.endsWith('-rionegro')),
};
for (const [family, dirs] of Object.entries(DOG_PLACE_DIRS)) {
  test(`${family}: the three fullest first screens show price, delivery, availability and the chat`, async ({ page }) => {
    const paths = fullestFirstScreens(dirs(), 3);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      await page.goto(path);
      const answer = page.locator('[data-answer]');
      await aboveTheFold(page, answer, ['[data-fact="precio"]', '[data-fact="entrega"]', '[data-fact="disponibles"]', 'a[data-chat]']);
    }
  });
}

// The cat pages of a place with the fullest answer: of all (a city with its climate row, or a country), and of the countries, whose entry rules for a kitten fill «Documentos» (issue 41, item 5).
const CAT_PLACES = () => readdirSync('dist').filter((d) => d.startsWith('gatos-en-'));
const withDocuments = (dir: string) => readFileSync(join('dist', dir, 'index.html'), 'utf8').includes('data-fact="documentos"');
for (const [which, dirs, facts] of [
  ['of all', CAT_PLACES, []],
  ['abroad', () => CAT_PLACES().filter(withDocuments), ['[data-fact="documentos"]']],
] as const) {
  test(`catsIn with the fullest answer ${which}: price, delivery, availability and the chat on the first screen`, async ({ page }) => {
    await page.goto(fullestAnswer(dirs()));
    const answer = page.locator('[data-answer]');
    await aboveTheFold(page, answer, ['[data-fact="precio"]', '[data-fact="entrega"]', ...facts, '[data-fact="disponibles"]', 'a[data-chat]']);
  });
}

// A dog breed page is no combination page, but its buyer asks the same first (issue 41): the price by sex and the chat, before the breed's long texts.
test('dogBreed /venta-perros/shih-tzu/: the price by sex and the chat on the first screen', async ({ page }) => {
  await page.goto('/venta-perros/shih-tzu/');
  const answer = page.locator('[data-answer]');
  await expect(answer.locator('[data-fact="precio"] dd')).toHaveText(/^Macho \$\s1’700’000; hembra \$\s1’900’000$/);
  await aboveTheFold(page, answer, ['[data-fact="precio"]', '[data-fact="entrega"]', 'a[data-chat]']);
});

// A line's page is where its city pages consolidate when they add nothing (the twin rule): it answers first too.
for (const path of ['/bovinos/brahman-colombia/', '/equinos/lusitano-colombia/', '/aves/canarios-colombia/']) {
  test(`livestockLine ${path}: price, availability and the chat on the first screen`, async ({ page }) => {
    await page.goto(path);
    const answer = page.locator('[data-answer]');
    await aboveTheFold(page, answer, ['[data-fact="precio"]', '[data-fact="disponibles"]', 'a[data-chat]']);
    // the prices by category are the answer's price row itself, on the first screen (s42 C8; a canary's two are said in one line: no list)
    if (path === '/aves/canarios-colombia/') await expect(answer.locator('[data-fact="precio"] li')).toHaveCount(0);
    else {
      await expect(answer.locator('#precios[data-fact="precio"] li')).not.toHaveCount(0);
      await aboveTheFold(page, answer, ['[data-fact="precio"] li >> nth=-1', '[data-fact="entrega"]']);
    }
    await expect(answer.locator('[data-fact="precio"] a')).toHaveCount(0);
  });
}
