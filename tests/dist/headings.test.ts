/** Heading levels never skip, on every HTML page of dist/: the first heading is the h1, then one level deeper at most. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertCompleteDist } from './pages';

// Fails the file on an empty or partial dist/ (tests/dist/pages.ts).
assertCompleteDist();

/** The heading levels of a page in document order (scripts, templates and SVG are not markup). */
function headingLevels(html: string): number[] {
  const markup = html.replace(/<(script|template|svg)\b[\s\S]*?<\/\1\s*>/gi, '');
  return [...markup.matchAll(/<h([1-6])\b/gi)].map((m) => Number(m[1]));
}

/** Each skip as "h1 → h3 (“text”)": a heading more than one level below the one before it. */
function headingSkips(html: string): string[] {
  const levels = headingLevels(html);
  return levels.flatMap((level, i) => {
    const before = i === 0 ? 0 : levels[i - 1]!;
    return level > before + 1 ? [`${before ? `h${before}` : 'start'} → h${level} (heading ${i + 1})`] : [];
  });
}

describe('heading levels', () => {
  it('detects a skip', () => {
    expect(headingSkips('<h1>a</h1><h3>b</h3>')).toEqual(['h1 → h3 (heading 2)']);
    expect(headingSkips('<h2>a</h2>')).toEqual(['start → h2 (heading 1)']);
    expect(headingSkips('<h1>a</h1><h2>b</h2><h3>c</h3><h2>d</h2><script>"<h4>"</script><h3>e</h3>')).toEqual([]);
  });

  it('never skip on any page of dist/', { timeout: 120_000 }, () => {
    const pages = readdirSync('dist', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(1000);
    const bad = pages.flatMap((page) => headingSkips(readFileSync(join('dist', page), 'utf8')).map((skip) => `${page}: ${skip}`));
    expect({ pages: bad.length, first: bad.slice(0, 20) }).toEqual({ pages: 0, first: [] });
  });
});
