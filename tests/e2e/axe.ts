/**
 * axe-core run in the page itself: its source evaluated once, then `axe.run` on the document,
 * returning only the violations. @axe-core/playwright's AxeBuilder took 2.4–5.1 s a page on a
 * 2-core machine against 1–2.5 s this way (it evaluates axe in every frame, finishes its run in a
 * new blank page and returns every passing node); our pages have no frames, which scan() checks.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

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
