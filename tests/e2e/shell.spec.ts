import { expect, test } from '@playwright/test';
import { SHELL_PAGES } from './page-types';

for (const { path, nav } of SHELL_PAGES) {
  test(`shell on ${path}`, async ({ page }) => {
    await page.goto(path);
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
    // The sister sites ship as .example placeholders, which the footer leaves out (one real link: tests/dist/inventory.test.ts).
    await expect(footer.locator('a[target="_blank"]')).toHaveCount(0);
    await expect(footer).not.toContainText('Sitios aliados');
    await expect(facts).toContainText(/Horario:\s*lunes a sábado, de 8:00 a\. m\. a 6:00 p\. m\./);
    // The breeder's city (content/site.json › dispatch.city); an address in another town is not shown.
    await expect(facts).toContainText(/Ciudad:\s*Bogotá/);
    await expect(page.locator('body')).not.toContainText('Sabaneta');
    await expect(footer).toContainText('© 2025');
  });
}

test('the header shows the text chat button on large screens', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('header').getByText('Escríbanos por WhatsApp', { exact: true })).toBeVisible();
  await context.close();
});

test('tapping the current bottom-nav item scrolls to the top without leaving the page', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Inicio' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
  expect(new URL(page.url()).pathname).toBe('/');
});
