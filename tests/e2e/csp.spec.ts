/**
 * The Content-Security-Policy of dist/_headers, as wrangler serves it: every island hydrates and
 * the browser reports no violation (a strict CSP without the build's script hashes kills them all).
 */
import { expect, test, type Page } from '@playwright/test';

const PAGES: { path: string; islands: string[] }[] = [
  { path: '/', islands: ['GalleryShuffle', 'ChatIsland'] },
  { path: '/perros/buscar/?tamano=mini', islands: ['ChatIsland'] },
  { path: '/gatos-colombia/', islands: ['CatFilterIsland', 'ChatIsland'] },
  { path: '/perros/', islands: ['ChatIsland'] },
  { path: '/clousters/perros/suba/beagle/', islands: ['ChatIsland'] },
];

async function watchCsp(page: Page) {
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content.Security.Policy|Refused to (execute|load|apply|connect|frame)/i.test(m.text())) consoleErrors.push(m.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
  return consoleErrors;
}

for (const { path, islands } of PAGES) {
  test(`islands hydrate under the CSP on ${path}`, async ({ page }) => {
    const consoleErrors = await watchCsp(page);
    const response = await page.goto(path);
    const csp = response!.headers()['content-security-policy'];
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response!.headers()['x-frame-options']).toBe('DENY');
    // client:visible islands hydrate once scrolled into view; an island that waits for the first
    // interaction gets one.
    for (const name of islands) await page.locator(`astro-island[component-url*="${name}"]`).first().scrollIntoViewIfNeeded();
    await page.mouse.move(20, 20);
    await page.keyboard.press('Tab');
    for (const name of islands) {
      await expect(page.locator(`astro-island[component-url*="${name}"]`).first(), name).not.toHaveAttribute('ssr', /.*/, { timeout: 15_000 });
    }
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test('a hydrated island works under the CSP: the cat filter narrows the list', async ({ page }) => {
  const consoleErrors = await watchCsp(page);
  await page.goto('/gatos-colombia/');
  await page.keyboard.press('Tab');
  await expect(page.locator('astro-island[component-url*="CatFilterIsland"]')).not.toHaveAttribute('ssr', /.*/);
  const all = await page.locator('[data-cat-card]:visible').count();
  await page.getByRole('group', { name: 'Filtrar por pelaje' }).getByRole('button', { name: 'Sin pelo' }).click();
  await expect(page.locator('[data-cat-card]:visible')).not.toHaveCount(all);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
