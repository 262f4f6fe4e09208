/**
 * Trims each page's inline stylesheet to the rules the page can use (src/build/css-prune.ts), so
 * HTML plus all its CSS arrive in the first round trip. A page also keeps the classes and elements
 * its own islands and scripts can render on the client: those named in the dist/_astro/ chunks
 * they load (less the framework renderer's). Run by page-passes.ts, once per page.
 *
 * Astro links the site's stylesheet instead of inlining it (astro.config.mjs: build.inlineStylesheets
 * 'never'), so the 30 KB of CSS do not go through Astro's rendering and this pass's scans of every
 * page; the pass puts each page's trimmed copy inline where the link was, and page-passes.ts
 * deletes the linked file, which no page then loads.
 */
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { filesUnder } from './dist-files';
import { chunkImports, htmlClasses, htmlTags, pageChunks, parseCss, pruneCss, scriptClasses, type PrunableCss } from '../css-prune';

/** A page transform that prunes its inline CSS, with the totals for the build log. */
export async function cssPruner(out: string) {
  const chunks = new Map<string, string>();
  for (const file of filesUnder(join(out, '_astro'), '.js')) chunks.set(basename(file), await readFile(file, 'utf8'));
  // Each chunk's imports read once, not once per page that loads it.
  const importsOf = new Map<string, string[]>();
  const imports = (chunk: string) => {
    let found = importsOf.get(chunk);
    if (!found) importsOf.set(chunk, (found = chunkImports(chunks.get(chunk) ?? '')));
    return found;
  };
  /** The stylesheets Astro links, by URL. */
  const linked = new Map<string, string>();
  const inlined = new Set<string>();
  for (const file of filesUnder(join(out, '_astro'), '.css')) linked.set(`/_astro/${basename(file)}`, await readFile(file, 'utf8'));
  /**
   * Each distinct stylesheet, parsed once, with the classes of it each set of chunks can render and
   * the pruned sheet of each page shape already seen: pages of one family use the same classes, so
   * of some 6,500 pages only a few dozen distinct sets reach pruneCss.
   */
  const parsed = new Map<string, { sheet: PrunableCss; rendered: Map<string, Set<string>>; pruned: Map<string, string> }>();
  const totals = { before: 0, after: 0 };
  const prune = (html: string): string => {
    if (!html.includes('<style') && !html.includes('<link rel="stylesheet"')) return html;
    const used = new Set([...htmlClasses(html), ...htmlTags(html)]);
    const inlineStyles = [...html.matchAll(/\sstyle="([^"]*)"/g)].map((m) => m[1]).join(';');
    const ownChunks = pageChunks(html, imports);
    // No chunk name holds a newline, no class or tag a space: equal keys, equal inputs.
    const shape = `${ownChunks.join()}\n${[...used].join(' ')}\n${inlineStyles}`;
    // Astro's own <style> elements (the island rule) are trimmed in place, the linked sheet inline where its link was.
    return html.replace(/(<style[^>]*>)([\s\S]*?)(<\/style>)|<link rel="stylesheet" href="([^"]*)">/g, (_, styleOpen?: string, styleCss?: string, styleClose?: string, href?: string) => {
      if (href !== undefined && !linked.has(href)) throw new Error(`[css] a page links the stylesheet ${href}, which is not in dist/_astro/: every stylesheet must be the site's own, to be inlined`);
      if (href !== undefined) inlined.add(href);
      const [open, css, close] = href === undefined ? [styleOpen!, styleCss!, styleClose!] : ['<style>', linked.get(href)!, '</style>'];
      let entry = parsed.get(css);
      if (!entry) parsed.set(css, (entry = { sheet: parseCss(css), rendered: new Map(), pruned: new Map() }));
      let kept = entry.pruned.get(shape);
      if (kept === undefined) {
        const key = ownChunks.join();
        let fromScripts = entry.rendered.get(key);
        if (!fromScripts) entry.rendered.set(key, (fromScripts = scriptClasses(ownChunks.map((c) => chunks.get(c) ?? '').join('\n'), entry.sheet.classes)));
        entry.pruned.set(shape, (kept = pruneCss(entry.sheet, new Set([...used, ...fromScripts]), inlineStyles)));
      }
      totals.before += css.length;
      totals.after += kept.length;
      return kept ? open + kept + close : '';
    });
  };
  const summary = () => `inline CSS trimmed per page: ${(totals.before / 1024).toFixed(0)} KiB → ${(totals.after / 1024).toFixed(0)} KiB raw in total`;
  /** The linked stylesheets that pages now hold inline (URLs under dist/). */
  return { prune, summary, inlined: () => [...inlined] };
}
