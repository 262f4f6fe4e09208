/** What a visitor or a crawler reads on a built page, as plain text. */

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>', nbsp: '\u00a0' };

/** Decodes the entities Astro writes (named ones above and numeric ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|[a-z0-9]+);/gi, (whole, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
    return ENTITIES[name] ?? whole;
  });
}

/** The page's title and meta description, as written in the HTML (entities not decoded). */
export function headText(html: string): { title: string; description: string } {
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '',
  };
}

/** Several dist files read the visible text of every page: worked out once per page and worker. */
const visibleTexts = new Map<string, string>();

/**
 * The text of a page a visitor reads: the body without scripts, styles and tags, plus the
 * title, the meta description, alt texts and aria-labels; each piece on its own line.
 */
export function visibleText(html: string): string {
  let text = visibleTexts.get(html);
  if (text === undefined) {
    const { title, description } = headText(html);
    const attributes = [...html.matchAll(/\s(?:alt|aria-label|title)="([^"]*)"/g)].map((m) => m[1]);
    text = lines([title, description, ...attributes, bodyMarkupText(html)].join('\n'));
    visibleTexts.set(html, text);
  }
  return text;
}

/** The text of the page's body alone, as a visitor reads it on screen: no title, meta description or attributes; each block on its own line. */
export function bodyText(html: string): string {
  return lines(bodyMarkupText(html));
}

/** The body without scripts, styles and tags, each block on its own line (entities still encoded). */
function bodyMarkupText(html: string): string {
  return (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html)
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<\/?(?:p|li|h[1-6]|div|section|article|td|th|tr|dt|dd|br|ul|ol|nav|header|footer|main|summary|details|figcaption|a)\b[^>]*>/g, '\n')
    .replace(/<[^>]+>/g, '');
}

/** Decoded text, one trimmed non-empty line per block. */
function lines(text: string): string {
  return decodeEntities(text)
    .split('\n')
    .map((l) => l.replace(/[ \t\r]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** The strings of the page's JSON-LD (FAQ answers, product names…), which search engines show too. */
export function jsonLdText(html: string): string {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .flatMap((m) => JSON.stringify(JSON.parse(m[1]!)).match(/"(?:[^"\\]|\\.)*"/g) ?? [])
    .map((s) => JSON.parse(s) as string)
    .join('\n');
}

/** The JSON-LD objects of a page (arrays flattened). */
export function jsonLdObjects(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(m[1]!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}
