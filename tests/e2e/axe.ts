/**
 * axe-core run in the page itself: its source evaluated once, then `axe.run` on the document,
 * returning only the violations. @axe-core/playwright's AxeBuilder took 2.4–5.1 s a page on a
 * 2-core machine against 1–2.5 s this way (it evaluates axe in every frame, finishes its run in a
 * new blank page and returns every passing node); our pages have no frames, which scan() checks.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

export async function axeViolations(page: Page, tags: string[]): Promise<Violation[]> {
  if (page.frames().length > 1) throw new Error(`${page.url()} has a frame: scan it with @axe-core/playwright's AxeBuilder, which enters frames`);
  await page.evaluate(axeSource);
  return page.evaluate(async (values) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] });
    return violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, tags);
}

/** The rules of the scan: axe-core's WCAG 2.x A/AA rules and its best practices (landmarks, region, heading-order…). */
export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The accessibility scan of a loaded page, with reduced motion emulated (tests/e2e/a11y.spec.ts on
 * a laptop, tests/e2e/phone.spec.ts on the 390 px phone, on the page its other checks loaded).
 */
export async function expectNoViolations(page: Page) {
  // The chat island hydrates on the first interaction (client:interaction): a key press
  // that moves nothing wakes it, so its notification region is checked too.
  await page.keyboard.press('Shift');
  await expect(page.locator('astro-island[component-url*="ChatIsland"]')).not.toHaveAttribute('ssr', /.*/);
  // Blocks below the first screen render only as they near the viewport (content-visibility:
  // render-later-*, the catalogue's cards, the price guide's groups). axe cannot compute the
  // colours of a subtree the browser skipped and reports its text as low contrast, so the
  // page is rendered whole, as a visitor sees each block once it scrolls there.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const violations = (await axeViolations(page, TAGS)).map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.slice(0, 3).join(' | ')}`);
  expect(violations).toEqual([]);
}
