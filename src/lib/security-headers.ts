/**
 * The security headers of the site, computed from the built HTML: a Content-Security-Policy that
 * allows exactly the inline scripts the build emitted (by their sha256 hashes, since Astro's
 * island runtime and hydration directives are inline and change with Astro versions), the
 * image origins the pages really use, and Google's conversion tag only when it is configured.
 * Pure: src/integrations/security-headers.ts feeds it the files of dist/ and writes _headers.
 */
import { createHash } from 'node:crypto';

/** Script types the browser executes; any other type (JSON-LD, application/json) is a data block. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'importmap']);

const attr = (attrs: string, name: string) => new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs);
const attrValue = (attrs: string, name: string) => {
  const m = attr(attrs, name);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : undefined;
};

/** The text of every inline script the browser would execute, in document order. */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1]!;
    if (attr(attrs, 'src')) continue;
    const type = (attrValue(attrs, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    out.push(m[2]!);
  }
  return out;
}

/** The CSP source expression that allows one inline script: 'sha256-<base64>' over its UTF-8 text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Origins (https only) of images a page loads: img src/srcset and source srcset. */
export function imageOrigins(html: string): string[] {
  const origins = new Set<string>();
  for (const m of html.matchAll(/<(?:img|source)\b([^>]*)>/gi)) {
    const urls = [attrValue(m[1]!, 'src'), ...(attrValue(m[1]!, 'srcset') ?? '').split(',').map((c) => c.trim().split(/\s+/)[0])];
    for (const url of urls) if (url && /^https:\/\//i.test(url)) origins.add(new URL(url).origin);
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
 * headers. Throws when a line would exceed Cloudflare's limit, which would drop the header silently.
 */
export function renderHeadersFile(rules: readonly { path: string; headers: Record<string, string> }[]): string {
  const lines = rules.flatMap(({ path, headers }) => [path, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)]);
  const long = lines.find((l) => l.length > MAX_HEADER_LINE);
  if (long) throw new Error(`_headers: a line of ${long.length} characters exceeds Cloudflare's ${MAX_HEADER_LINE}: ${long.slice(0, 80)}…`);
  return `${lines.join('\n')}\n`;
}
