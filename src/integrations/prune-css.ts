/**
 * After the build, trims each page's inline stylesheet to the rules the page can use
 * (src/lib/css-prune.ts), so HTML plus all its CSS arrive in the first round trip. The classes
 * and elements that the islands render on the client (found in dist/_astro/*.js, less the
 * framework renderer's chunk) are kept on every page.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlClasses, htmlTags, parseCss, pruneCss, scriptClasses, type PrunableCss } from '../lib/css-prune';

async function filesUnder(dir: string, ext: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(ext)).map((e) => join(e.parentPath, e.name)).sort();
}

export function pruneCssIntegration(): AstroIntegration {
  return {
    name: 'prune-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const pages = await filesUnder(out, '.html');
        // The framework renderers (React DOM) name every element they can handle ("input",
        // "textarea"…) but render only what the islands ask for: their chunks are not scanned.
        const renderers = new Set<string>();
        for (const file of pages) for (const m of (await readFile(file, 'utf8')).matchAll(/\srenderer-url="\/_astro\/([^"]+)"/g)) renderers.add(m[1]!);
        const islandChunks = (await filesUnder(join(out, '_astro'), '.js')).filter((f) => !renderers.has(f.slice(f.lastIndexOf('/') + 1)));
        const scripts = (await Promise.all(islandChunks.map((f) => readFile(f, 'utf8')))).join('\n');
        const parsed = new Map<string, { css: PrunableCss; always: Set<string> }>();
        let before = 0;
        let after = 0;
        for (const file of pages) {
          const html = await readFile(file, 'utf8');
          if (!html.includes('<style')) continue;
          const used = new Set([...htmlClasses(html), ...htmlTags(html)]);
          const inlineStyles = [...html.matchAll(/\sstyle="([^"]*)"/g)].map((m) => m[1]).join(';');
          const pruned = html.replace(/(<style[^>]*>)([\s\S]*?)(<\/style>)/g, (_, open: string, css: string, close: string) => {
            let entry = parsed.get(css);
            if (!entry) {
              const sheet = parseCss(css);
              entry = { css: sheet, always: scriptClasses(scripts, sheet.classes) };
              parsed.set(css, entry);
            }
            const kept = pruneCss(entry.css, new Set([...used, ...entry.always]), inlineStyles);
            before += css.length;
            after += kept.length;
            return kept ? open + kept + close : '';
          });
          if (pruned !== html) await writeFile(file, pruned);
        }
        logger.info(`inline CSS trimmed per page: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB raw in total`);
      },
    },
  };
}
