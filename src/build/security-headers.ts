/**
 * The security headers of the site. The Content-Security-Policy comes from our source, not from
 * the built HTML: it allows the inline scripts our code declares (src/lib/views/inline-scripts.ts and
 * the island loader, by their sha256 hashes), images from the site and its configured image
 * host, and Google's conversion tag only when it is configured. `pageViolations` then reads each
 * built page for anything that policy would have to bless: an undeclared inline script (say, one
 * that content smuggled in), an event-handler attribute, a javascript: URL or an image from
 * another host; the build fails on any. Pure: src/build/integrations/security-headers.ts feeds it the
 * files of dist/ and writes _headers.
 */
import { createHash } from 'node:crypto';

/** Script types the browser executes; any other type (JSON-LD, application/json) is a data block. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'importmap']);

/** The text of every inline script the browser would execute, in document order. */
export function inlineScripts(html: string | readonly StartTag[]): string[] {
  return (typeof html === 'string' ? startTags(html) : html)
    .filter(({ tag, attrs }) => tag === 'script' && !attrs.some(([name]) => name === 'src'))
    .filter(({ attrs }) => EXECUTABLE_TYPES.has((attrs.find(([name]) => name === 'type')?.[1] ?? '').trim().toLowerCase()))
    .map(({ text }) => text ?? '');
}

/** The CSP source expression that allows one inline script: 'sha256-<base64>' over its UTF-8 text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export interface StartTag {
  tag: string;
  attrs: [string, string][];
  /** The text of a script, style, textarea or title element. */
  text?: string;
}

/** Elements whose text is not markup: an "on…=" inside them is not an attribute. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
/** At a position: a tag name. */
const TAG_NAME = /[^\s/>]*/y;
/** At a position: separators, then one attribute and its value if any (sticky, so each step is linear). */
const ATTRIBUTE = /[\s/]*(?:([^\s/>=][^\s/>=]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?)?/y;
const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/**
 * Every start tag's name and attributes (name lowercased, value as written), read the way the
 * HTML tokenizer reads them, in one pass: quoted values may hold "<" or ">", comments and the
 * text of scripts, styles, textareas and titles are skipped.
 */
export function startTags(html: string): StartTag[] {
  const tags: StartTag[] = [];
  const n = html.length;
  let i = 0;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt === -1) break;
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? n : end + 3;
      continue;
    }
    if (!isLetter(html.charCodeAt(lt + 1))) {
      // An end tag or a doctype: skip to its ">"; a lone "<" is text.
      const next = html[lt + 1];
      i = next === '/' || next === '!' ? (html.indexOf('>', lt) + 1 || n) : lt + 1;
      continue;
    }
    TAG_NAME.lastIndex = lt + 1;
    const tag = TAG_NAME.exec(html)![0].toLowerCase();
    let j = TAG_NAME.lastIndex;
    const attrs: [string, string][] = [];
    while (j < n && html[j] !== '>') {
      ATTRIBUTE.lastIndex = j;
      const m = ATTRIBUTE.exec(html)!;
      if (m[1]) attrs.push([m[1].toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '']);
      j = m[0].length === 0 ? j + 1 : ATTRIBUTE.lastIndex;
    }
    i = j + 1;
    if (RAW_TEXT.has(tag)) {
      let close = html.indexOf('</', i);
      while (close !== -1 && html.slice(close + 2, close + 2 + tag.length).toLowerCase() !== tag) close = html.indexOf('</', close + 2);
      const end = close === -1 ? n : close;
      tags.push({ tag, attrs, text: html.slice(i, end) });
      i = end;
    } else tags.push({ tag, attrs });
  }
  return tags;
}

const short = (text: string) => JSON.stringify(text.length > 80 ? `${text.slice(0, 77)}…` : text);

/**
 * What in a built page the CSP would have to allow beyond our own code: inline scripts whose
 * text is not one of `allowedScripts`, event-handler attributes, javascript: URLs, images from
 * origins not in `allowedImageOrigins`. Each as a sentence; none for a sound page.
 */
export function pageViolations(html: string, allowedScripts: ReadonlySet<string>, allowedImageOrigins: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const tags = startTags(html);
  for (const script of inlineScripts(tags)) {
    if (!allowedScripts.has(script)) found.push(`an inline script that our code does not declare (src/lib/views/inline-scripts.ts): ${short(script)}`);
  }
  for (const { tag, attrs } of tags) {
    for (const [name, value] of attrs) {
      if (/^on/.test(name)) found.push(`an event-handler attribute ${name}=${short(value)} on <${tag}>`);
      else if (/^\s*javascript:/i.test(value.replace(/&#0*58;|&colon;/gi, ':'))) found.push(`a javascript: URL in ${name}=${short(value)} on <${tag}>`);
    }
  }
  for (const origin of imageOrigins(tags)) {
    if (!allowedImageOrigins.has(origin)) found.push(`an image from ${origin}, which the CSP does not allow (images come from the site or content/site.json › imageHost)`);
  }
  return found;
}

/** Origins (https only) of images a page loads: img src/srcset and source srcset. */
export function imageOrigins(html: string | readonly StartTag[]): string[] {
  const origins = new Set<string>();
  for (const { tag, attrs } of typeof html === 'string' ? startTags(html) : html) {
    if (tag !== 'img' && tag !== 'source') continue;
    const value = (name: string) => attrs.find(([n]) => n === name)?.[1];
    const urls = [value('src'), ...(value('srcset') ?? '').split(',').map((c) => c.trim().split(/\s+/)[0])];
    for (const url of urls) {
      if (!url || !/^https:\/\//i.test(url)) continue;
      try {
        origins.add(new URL(url).origin);
      } catch {
        origins.add(url);
      }
    }
  }
  return [...origins];
}

/**
 * Google's conversion tag (gtag.js with a Google Ads conversion): the hosts Google documents for
 * tags under a CSP, plus Colombia's Google domain, where the conversion pixel lands.
 */
export const GOOGLE_TAG_SOURCES = {
  script: ['https://www.googletagmanager.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com'],
  img: ['https://www.googletagmanager.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com', 'https://www.google.com.co'],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googleadservices.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
  ],
  frame: ['https://www.googletagmanager.com', 'https://td.doubleclick.net', 'https://bid.g.doubleclick.net'],
} as const;

export interface CspInput {
  /** Hash sources of every inline script, e.g. from `scriptHash`. */
  scriptHashes: Iterable<string>;
  /** Origins images may come from besides the site itself (the configured image host, …). */
  imageOrigins: Iterable<string>;
  /** Whether Google's conversion tag is loaded (site.json › googleAds). */
  googleTag: boolean;
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/** The Content-Security-Policy value: sorted, so two builds of the same pages give the same header. */
export function buildCsp({ scriptHashes, imageOrigins, googleTag }: CspInput): string {
  const g = (key: keyof typeof GOOGLE_TAG_SOURCES) => (googleTag ? GOOGLE_TAG_SOURCES[key] : []);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...sorted(scriptHashes), ...g('script')]],
    // Tailwind's CSS is a file; 'unsafe-inline' covers the style attributes React and Astro write.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...sorted([...imageOrigins, ...g('img')])]],
    // font-src and connect-src fall back to default-src 'self': connect-src is written only when Google's tag widens it.
    ...(googleTag ? [['connect-src', ["'self'", ...g('connect')]] as [string, string[]]] : []),
    ['frame-src', googleTag ? [...g('frame')] : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/**
 * The policy of the breeder's editor (/admin/, Decap CMS), which the public pages never get:
 * Decap validates its configuration with compiled schemas ('unsafe-eval') and styles itself with
 * injected <style> elements ('unsafe-inline' for styles); uploads are blob: URLs it shows and reads; it
 * talks to the GitHub API and shows GitHub avatars and files. `localBackend` adds the origin of
 * decap-server for local editing; no deploy build has it.
 */
export function buildAdminCsp({ localBackend }: { localBackend?: string } = {}): string {
  const github = ['https://api.github.com'];
  const githubImages = ['https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-eval'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...githubImages]],
    // blob: the editor reads back the photo it was given before it sends it
    ['connect-src', ["'self'", 'blob:', ...github, ...(localBackend ? [new URL(localBackend).origin] : [])]],
    // the preview pane is an about:blank frame of the page itself
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/**
 * The headers of /admin/ that replace or add to those of every path: its own CSP, noindex, and a
 * COOP that lets the GitHub login popup report back to the page that opened it.
 */
export function adminHeaders(localBackend?: string): Record<string, string> {
  return {
    'Content-Security-Policy': buildAdminCsp({ localBackend }),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'X-Robots-Tag': 'noindex, nofollow',
    'Cache-Control': 'no-cache',
  };
}

/**
 * The `_headers` rule of /admin/*. Cloudflare Pages gives a path the headers of every rule that
 * matches it, joining two values of one header with a comma (two CSPs would both apply), so the
 * rule first detaches ("! Name") the site-wide CSP and COOP (checked with wrangler pages dev).
 * Netlify does not know that syntax, so its build writes the rule without the detach lines; how
 * Netlify combines the two rules' values is not checked here (docs/deploy.md › The editor's own headers).
 */
export function adminHeadersRule(target: string | undefined, localBackend?: string): { path: string; headers: Record<string, string> } {
  const detach: Record<string, string> = target === 'netlify' ? {} : { '! Content-Security-Policy': '', '! Cross-Origin-Opener-Policy': '' };
  return { path: '/admin/*', headers: { ...detach, ...adminHeaders(localBackend) } };
}

/** Headers for every response besides the CSP. */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Only features browsers know: an unknown one (interest-cohort…) is logged as an error on every page.
  'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
};

/** Cloudflare Pages ignores a `_headers` line longer than this. */
export const MAX_HEADER_LINE = 2000;

/**
 * `_headers` rules (Cloudflare Pages and Netlify share the format): path pattern, then indented
 * headers; a name "! Name" writes Cloudflare's line that detaches a header set by another rule. Throws when a line would exceed Cloudflare's limit, which would drop the header silently.
 */
export function renderHeadersFile(rules: readonly { path: string; headers: Record<string, string> }[]): string {
  const lines = rules.flatMap(({ path, headers }) => [path, ...Object.entries(headers).map(([k, v]) => (k.startsWith('! ') ? `  ${k}` : `  ${k}: ${v}`))]);
  const long = lines.find((l) => l.length > MAX_HEADER_LINE);
  if (long) throw new Error(`_headers: a line of ${long.length} characters exceeds Cloudflare's ${MAX_HEADER_LINE}: ${long.slice(0, 80)}…`);
  return `${lines.join('\n')}\n`;
}
