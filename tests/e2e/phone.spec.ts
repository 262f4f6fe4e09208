/**
 * A phone, on one page of each family, one load per page and screen size:
 * - at 360×740: the shell (language, one h1, the header with its chat icon, the floating chat
 *   button, the bottom navigation with the current item, the footer's facts);
 * - at 390×844: every link and button at least 24×24 px (WCAG 2.5.8, without the spacing
 *   exception), money never wraps, nothing overflows sideways, paragraphs, list items and table
 *   cells in at least 14 px type;
 * - at 390×844 and 360×740: chips, filters and navigation at least 44×44 px (WCAG 2.5.5, issue
 *   27's bar, and the footer's stacked lists; inline links in sentences keep the 24 px rule), and nothing covered (issue 27): the
 *   page is scrolled through from top to end, and at every position no text and no control a
 *   visitor can see lies under the chat button. What the page keeps clear of is the fixed chrome:
 *   the sticky header above and the bottom bar below (the button is docked in it); text scrolling
 *   behind them is not text a visitor can read, and at the end of the page the last line scrolls
 *   clear of the bar.
 * - at 390×844, last: no accessibility violations (axe-core, tests/e2e/axe.ts › expectNoViolations),
 *   the phone half of tests/e2e/a11y.spec.ts, in the same load.
 * Then the price guide's columns at 390 px.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { SHELL_PAGES } from './page-types';

const CHAT_BUTTON = 'a[aria-label="Abrir chat de WhatsApp"]';
/** Each phone size and the checks made at it besides the 44 px targets and the chat button. */
const SIZES = [
  { viewport: { width: 390, height: 844 }, readsWell: true, shell: false, scan: true },
  { viewport: { width: 360, height: 740 }, readsWell: false, shell: true, scan: false },
];

/**
 * Scrolls the page through in steps of a third of the viewport, to its end, and returns what is
 * under the chat button at each position, and what is still under the bottom bar at the end.
 */
function scrollThrough(page: Page) {
  return page.evaluate(async (selector) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const button = document.querySelector<HTMLElement>(selector)!;
    const bar = document.querySelector<HTMLElement>('[data-bottom-bar]');
    const header = document.querySelector<HTMLElement>('body > header');
    const chrome = (el: Element) => el.closest('[data-bottom-bar], body > header, .sr-only, script, style, noscript, [hidden]');
    const overlaps = (a: DOMRect, b: DOMRect) => a.right > b.left && a.left < b.right && a.bottom > b.top && a.top < b.bottom;
    // Text nodes and controls of the page itself, not of its fixed chrome.
    const texts: Text[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (node.textContent?.trim() && node.parentElement && !chrome(node.parentElement)) texts.push(node);
    }
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [role="button"]')].filter((el) => !chrome(el));
    const covered = new Set<string>();
    const underBarAtEnd: string[] = [];
    // The end is where scrolling stops: blocks rendered only near the viewport (render-later-*)
    // take their real height as they come, so the page may grow on the way down.
    const endOf = () => document.documentElement.scrollHeight - innerHeight;
    for (let next = 0, end = -1; end < 0 || next <= end; next += Math.round(innerHeight / 3)) {
      window.scrollTo({ top: Math.min(next, endOf()), behavior: 'instant' });
      await frame();
      const y = window.scrollY;
      if (y >= endOf() - 1) end = y;
      const target = button.getBoundingClientRect();
      // The band a visitor reads: below the sticky header, above the bottom bar.
      const top = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
      const bottom = bar ? bar.getBoundingClientRect().top : innerHeight;
      const visible = (r: DOMRect) => r.width > 0 && r.height > 0 && r.bottom > top && r.top < bottom;
      // The part of a box a visitor can see: a line half behind the bar is covered by the bar, whatever is docked in it.
      const seen = (r: DOMRect) => new DOMRect(r.left, Math.max(r.top, top), r.width, Math.min(r.bottom, bottom) - Math.max(r.top, top));
      const describe = (what: string, r: DOMRect) => `${what.trim().replace(/\s+/g, ' ').slice(0, 50)} @${Math.round(r.left)},${Math.round(r.top)} (scroll ${y})`;
      for (const node of texts) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          if (!visible(r)) continue;
          if (overlaps(seen(r), target)) covered.add(`text "${describe(node.textContent!, r)}"`);
          if (y === end && bar && r.bottom > bottom) underBarAtEnd.push(describe(node.textContent!, r));
        }
      }
      for (const el of controls) {
        if (getComputedStyle(el).visibility === 'hidden') continue;
        const r = el.getBoundingClientRect();
        if (visible(r) && overlaps(seen(r), target)) covered.add(`${el.tagName.toLowerCase()} "${describe(el.textContent || el.getAttribute('aria-label') || '', r)}"`);
      }
    }
    const box = button.getBoundingClientRect();
    return { covered: [...covered].slice(0, 10), underBarAtEnd: underBarAtEnd.slice(0, 10), button: { width: box.width, height: box.height, inView: box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth } };
  }, CHAT_BUTTON);
}

/** Chips, filters and navigation smaller than 44×44 px: the header, the bottom bar, the breadcrumbs, the footer's lists and every pill-shaped link or button. */
function smallTapTargets(page: Page) {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('a[href], button, [role="button"]')) {
      if (el.closest('[hidden], .sr-only') || getComputedStyle(el).visibility === 'hidden') continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const style = getComputedStyle(el);
      const radius = parseFloat(style.borderTopLeftRadius);
      // A chip: fully rounded ends, and a border or a background that draws its shape.
      const pill = radius >= Math.min(box.width, box.height) / 2 - 1 && (parseFloat(style.borderTopWidth) > 0 || style.backgroundColor !== 'rgba(0, 0, 0, 0)');
      // The footer's stacked lists (species, the breeder's pages) too: a link alone in its item, one under the other; a link inside an item's sentence («Teléfono: …») keeps the 24 px rule.
      const item = el.parentElement?.closest('li');
      const footerList = el.closest('footer') && (!item || item.textContent!.trim() === el.textContent!.trim());
      const navigation = el.closest('body > header, [data-bottom-bar], nav[aria-label="Ruta de navegación"]') || footerList;
      if (!pill && !navigation) continue;
      if (box.width < 44 || box.height < 44) small.push(`${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return small;
  });
}

/** Links and buttons a visitor can see, smaller than 24×24 px. */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('a[href], button, summary, [role="button"]')) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || el.closest('[hidden], .sr-only')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.width < 24 || box.height < 24) small.push(`${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return small;
  });
}

/** Amounts of money ("$ 1’300’000") whose text is laid out on more than one line. */
function wrappedMoney(page: Page) {
  return page.evaluate(() => {
    const wrapped: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const m of (node.textContent ?? '').matchAll(/\$\s?\d[\d’.]*(?:\sCOP)?/g)) {
        const range = document.createRange();
        range.setStart(node, m.index!);
        range.setEnd(node, m.index! + m[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) wrapped.push(m[0]);
      }
    }
    return wrapped;
  });
}

/**
 * Paragraphs, list items and table cells of the page's body whose own type is under 14 px (footnotes and tables a buyer
 * must read: the ICA's notes, the price caveats, the delivery table were 12–13 px). Labels (badges, a breed's use under
 * its name) are spans and stay small.
 */
function smallRunningText(page: Page) {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('main p, main li, main td, main th, main dd')) {
      if (el.closest('[hidden], .sr-only') || ![...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < 14 && el.getClientRects().length) small.push(`${el.tagName.toLowerCase()} ${size}px «${el.textContent!.trim().slice(0, 40)}»`);
    }
    return small;
  });
}

/** At the wider phone: no sideways scrolling, 24 px links and buttons, amounts on one line, running text of 14 px. */
async function checkReadsWell(page: Page, width: number) {
  await test.step('no sideways scrolling, links and buttons of at least 24×24 px, amounts on one line, running text of at least 14 px', async () => {
    expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(width);
    expect.soft(await smallRunningText(page), 'paragraphs, list items and table cells of at least 14 px').toEqual([]);
    expect.soft(await smallTargets(page), 'links and buttons of at least 24×24 px').toEqual([]);
    expect.soft(await wrappedMoney(page), 'amounts on one line').toEqual([]);
  });
}

/** The year of the build the tests serve. */
const BUILD_YEAR = JSON.parse(readFileSync('dist/estado.json', 'utf8')).construido.slice(0, 4);

/** At the narrower phone: the shell every page shares. */
async function checkShell(page: Page, path: string, nav: string | undefined) {
  await test.step('the shell: language, one h1, header, floating chat, bottom navigation with its current item, footer', async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('h1')).toHaveCount(1);
    // Header: logo to "/", city label, chat; on this small screen only the icon button shows.
    const header = page.locator('header');
    await expect(header.getByRole('link').first()).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'Escríbanos por WhatsApp' })).toBeVisible();
    await expect(header.getByText('Escríbanos por WhatsApp', { exact: true })).toBeHidden();
    // Floating chat button.
    const floating = page.getByRole('link', { name: 'Abrir chat de WhatsApp' });
    await expect(floating).toBeVisible();
    await expect(floating).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    // Bottom navigation with the current item marked.
    const navLinks = page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link');
    await expect(navLinks).toHaveText(['Inicio', 'Perros', 'Gatos', 'Equinos', 'Bovinos', 'Aves']);
    if (nav) await expect(navLinks.filter({ hasText: nav })).toHaveAttribute('aria-current', 'page');
    // Footer: logo link, species, legal list.
    const footer = page.locator('footer');
    await expect(footer.getByRole('link').first()).toHaveAttribute('href', '/');
    // Quiénes somos shows the legal list and the identity in its body, so its footer leaves them out (said once per page).
    const facts = path === '/quienes-somos/' ? page.locator('main') : footer;
    if (path === '/quienes-somos/') await expect(footer).not.toContainText(/Documentos de viaje|Horario/);
    for (const item of ['Documentos de viaje', 'Documentación sanitaria', 'Marco legal', 'Garantía de salud']) {
      await expect(facts.getByText(`${item}:`, { exact: true })).toBeVisible();
    }
    // The ICA registration is a claim: its item waits for the number (content/site.json › business.icaRegistration).
    await expect(footer).not.toContainText(/Registro ICA|Certificación ICA/);
    // The sister sites ship as .example placeholders, which the footer leaves out (one real link: tests/dist/fixture-builds/inventory.test.ts).
    await expect(footer.locator('a[target="_blank"]')).toHaveCount(0);
    await expect(footer).not.toContainText('Sitios aliados');
    await expect(facts).toContainText(/Horario:\s*lunes a sábado, de 8:00 a\. m\. a 6:00 p\. m\./);
    // The breeder's city (content/site.json › dispatch.city); an address in another town is not shown.
    await expect(facts).toContainText(/Ciudad:\s*Bogotá/);
    await expect(page.locator('body')).not.toContainText('Sabaneta');
    // the copyright's year is the build day's (dist/estado.json › construido)
    await expect(footer).toContainText(`© ${BUILD_YEAR} `);
  });
}

for (const { viewport, readsWell, shell, scan } of SIZES) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    for (const { path, nav } of SHELL_PAGES) {
      // One load serves every check (the load was most of each one's time); each is a soft
      // assertion or a step of its own, so a failure in one still lets the others report.
      test(`on a ${viewport.width} px phone: ${path}`, async ({ page }) => {
        await page.goto(path);
        if (readsWell) await checkReadsWell(page, viewport.width);
        if (shell) await checkShell(page, path, nav);
        await test.step('chips, filters and navigation are at least 44×44 px', async () => {
          expect.soft(await smallTapTargets(page), 'chips, filters and navigation smaller than 44×44 px').toEqual([]);
        });
        await test.step('the chat button covers nothing at any scroll position', async () => {
          const { covered, underBarAtEnd, button } = await scrollThrough(page);
          expect.soft(button.inView, 'the chat button is on screen').toBe(true);
          expect.soft(Math.min(button.width, button.height), 'the chat button is a 44 px target').toBeGreaterThanOrEqual(44);
          expect.soft(covered, 'text and controls under the chat button').toEqual([]);
          expect.soft(underBarAtEnd, 'at the end of the page, the last lines scroll clear of the bottom bar').toEqual([]);
        });
        // tests/e2e/a11y.spec.ts's phone scan, last: it wakes the chat island and renders every
        // block, which the checks above must see as a visitor's first load leaves them. Back at
        // the top, with reduced motion (a live media change: the rise animations end at once).
        if (scan) {
          await test.step(`no accessibility violations on ${path}`, async () => {
            await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
            await page.emulateMedia({ reducedMotion: 'reduce' });
            await expectNoViolations(page);
          });
        }
      });
    }
  });
}

test.describe('390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the price guide shows the male, female and variety prices of every breed at 390 px', async ({ page }) => {
    await page.goto('/perros/precios-por-raza/');
    // The Chihuahua has the male, female and variety prices of the specification (§9: apple head, long hair).
    const chihuahua = page.locator('[data-price-row]').filter({ hasText: 'Chihuahua' });
    for (const label of ['Macho', 'Hembra', 'Variedades']) {
      const cell = chihuahua.locator(`[data-label="${label}"]`);
      await expect(cell).toBeVisible();
      const box = (await cell.boundingBox())!;
      expect(box.x, label).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, label).toBeLessThanOrEqual(390);
    }
    await expect(chihuahua.locator('[data-label="Hembra"]')).toContainText('$\u00a02’900’000');
    await expect(chihuahua.locator('[data-label="Variedades"]')).toContainText('Pelo largo');
    // The Shih Tzu «Imperial» is not a variety the specification lists: the row has none.
    await expect(page.locator('[data-price-row]').filter({ hasText: 'Shih Tzu' })).not.toContainText('Imperial');
    // A breed with one price and no varieties: its female price is asked by WhatsApp (content/texts/perros.json ›
    // priceGuideFemaleUnlisted), on a phone too, not "Hembra —" (read as "no females") nor hidden.
    const pincher = page.locator('[data-price-row]').filter({ hasText: 'Pincher' });
    await expect(pincher.locator('[data-label="Macho"]')).toBeVisible();
    await expect(pincher.locator('[data-label="Hembra"]')).toBeVisible();
    await expect(pincher.locator('[data-label="Hembra"]')).toContainText('Consulte por WhatsApp');
    await expect(pincher).not.toContainText('—', { useInnerText: true });
  });
});
