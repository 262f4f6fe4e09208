/**
 * The built dog pages as the dog dist tests read them (dog-pages, dog-breed-pages,
 * dog-place-pages, dog-articles, dog-category-pages): the pages of the dog families, their visible
 * text by path, a page's HTML by path, and the text of a section under a heading. Read once per
 * worker, like builtPages().
 */
import { builtPages, type BuiltPage } from './pages';
import { mainBlocks } from './sentences';
import { decodeEntities, visibleText } from './text';

/** The dog families' paths: articles, breed in a place, breeder in a city, catalogue, localities, places. */
export const DOG_PATHS = /^\/(blog\/perros|clousters\/perros|venta-perros|perros|co|perros-en-)/;
/** The same, with the category pages and the pages of a town (/{breed}-rionegro/). */
export const DOG_PATHS_WITH_CATEGORIES = /^\/(blog\/perros|clousters\/perros|venta-perros|perros|co|perros-en-|razas-de-perros|[a-z-]+-rionegro)/;

let texts: { dogs: readonly BuiltPage[]; text: ReadonlyMap<string, string>; page: (path: string) => string } | undefined;
/** The dog pages, their visible text by path, and the text of one (throws on a path not built). */
export function dogPageTexts() {
  if (!texts) {
    const dogs = builtPages().filter((p) => DOG_PATHS.test(p.path));
    const text = new Map(dogs.map((p) => [p.path, visibleText(p.html)]));
    const page = (path: string) => {
      const t = text.get(path);
      if (t === undefined) throw new Error(`missing ${path}`);
      return t;
    };
    texts = { dogs, text, page };
  }
  return texts;
}

let byPath: ReadonlyMap<string, BuiltPage> | undefined;
/** The HTML of a built page (throws on a path not built). */
export function pageHtml(path: string): string {
  byPath ??= new Map(builtPages().map((p) => [p.path, p]));
  const p = byPath.get(path);
  if (!p) throw new Error(`missing ${path}`);
  return p.html;
}

/** The text of the section under the first heading matching `heading`. */
export function sectionText(html: string, heading: RegExp): string | undefined {
  const blocks = mainBlocks(html);
  const start = blocks.findIndex((b) => /^h[23]$/.test(b.tag) && heading.test(b.text));
  if (start < 0) return undefined;
  const next = blocks.findIndex((b, i) => i > start && /^h[23]$/.test(b.tag));
  return blocks.slice(start + 1, next < 0 ? undefined : next).map((b) => b.text).join(' ');
}

/** The facts of a page's answer block (src/components/AnswerFirst.astro), by key, as a visitor reads them. */
export function answerFacts(html: string): Map<string, string> {
  const open = /<section\b[^>]*\bdata-answer\b[^>]*>/.exec(html);
  const facts = new Map<string, string>();
  if (!open) return facts;
  const block = html.slice(open.index, html.indexOf('</section>', open.index));
  for (const m of block.matchAll(/<div\b[^>]*\bdata-fact="([^"]+)"[^>]*>[\s\S]*?<dd\b[^>]*>([\s\S]*?)<\/dd>/g)) facts.set(m[1]!, decodeEntities(m[2]!.replace(/<[^>]+>/g, '')).trim());
  return facts;
}

/** The main content's text, tags out, one space between words. */
export function mainOf(html: string): string {
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return decodeEntities(main.replace(/<(script|style|template|svg)\b[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}
