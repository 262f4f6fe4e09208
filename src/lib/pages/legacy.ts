/**
 * Where an unknown or legacy path should go. Used at build time to write the redirect
 * table and, serialised into dist/404.html, in the browser for paths no static rule covers.
 * Only pure imports: the 404 page bundles it on its own.
 */
import { resolvePlaceholder, type PlaceholderIndex } from '../routes/placeholder';
import { fillPattern } from '../routes/families';
import { normaliseValue } from '../content/slug';

export interface LegacyIndex {
  /** Exact legacy paths (with trailing slash) → target path. */
  exact: Record<string, string>;
  /** Legacy path prefixes ("/shop/") → target path. */
  prefixes: [string, string][];
  /** Legacy patterns whose params take only the known `values`, and the pattern of their target. */
  located: { pattern: string; target: string }[];
  /** The known values of each param name of `located` (e.g. lugar → every dog location slug). */
  values: Record<string, string[]>;
  /** The placeholder pages' index: on hosts without rewrites a valid path goes to its real page, a missing param to "/". */
  placeholder: PlaceholderIndex;
  /** Path regexes of the page families whose unknown values show a message instead of redirecting. */
  notFound: { pattern: string; message: string }[];
  /** Path prefixes whose unknown children go to a given page (e.g. unknown size → /perros/). */
  fallbacks: [string, string][];
}

export type LegacyResult = { redirect: string } | { message: string };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regex for a legacy pattern whose params only take known values; hyphenated slugs split right. */
function locatedRegex(pattern: string, values: Record<string, string[]>): RegExp {
  let source = '';
  let last = 0;
  for (const m of pattern.matchAll(/\[([A-Za-z]+)\]/g)) {
    const known = (values[m[1]!] ?? []).map(escape).join('|');
    source += `${escape(pattern.slice(last, m.index))}(?<${m[1]}>${known || '(?!)'})`;
    last = m.index! + m[0].length;
  }
  return new RegExp(`^${source}${escape(pattern.slice(last))}$`);
}

function withSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/** Resolves a path that matched no page. Unknown paths end at "/". */
export function resolveLegacyPath(rawPath: string, index: LegacyIndex): LegacyResult {
  let path: string;
  try {
    path = decodeURI(rawPath);
  } catch {
    path = rawPath;
  }
  path = withSlash(path.split(/[?#]/)[0] || '/');
  const lower = normaliseValue(path);

  const exact = index.exact[path] ?? index.exact[lower];
  if (exact) return { redirect: exact };

  for (const [prefix, target] of index.prefixes) {
    if (lower.startsWith(prefix)) return { redirect: target };
  }
  for (const { pattern, target } of index.located) {
    const match = locatedRegex(pattern, index.values).exec(lower);
    if (match?.groups) return { redirect: fillPattern(target, match.groups) };
  }
  // Before the messages: "/co/perros/pug/bogota/" (a missing param) would look like a neighbourhood page.
  const placeholder = resolvePlaceholder(lower, index.placeholder);
  if (placeholder) return { redirect: 'page' in placeholder ? placeholder.page.target.href : '/' };
  for (const { pattern, message } of index.notFound) {
    if (new RegExp(pattern).test(lower)) return { message };
  }
  for (const [prefix, target] of index.fallbacks) {
    if (lower.startsWith(prefix)) return { redirect: target };
  }
  return { redirect: '/' };
}
