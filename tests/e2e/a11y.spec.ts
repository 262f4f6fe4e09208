/** Accessibility: axe-core (WCAG 2.1 A and AA rules) on one page of each type. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { SHELL_PAGES } from './page-types';

for (const { path } of SHELL_PAGES) {
  test(`no accessibility violations on ${path}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const violations = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    expect(violations).toEqual([]);
  });
}
