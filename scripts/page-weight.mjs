/**
 * Weighs the built pages of dist/: gzipped HTML, and the CSS and JavaScript each page makes
 * the browser load (inline and linked, following module imports of island chunks).
 * Shared by the benchmark (scripts/bench.mjs) and the budget tests (tests/dist).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { familyOf } from '../src/lib/routes/families.ts';

export const gz = (text) => gzipSync(text, { level: 9 }).length;
/** Brotli at the highest quality, as static hosts (Cloudflare Pages) serve HTML and CSS. */
export const br = (text) => brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const fileCache = new Map();
/** Gzipped size and module imports of a built asset, read once. */
function asset(dist, url) {
  const key = join(dist, url);
  if (!fileCache.has(key)) {
    const code = readFileSync(key, 'utf8');
    const imports = [...code.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)].map((m) => new URL(m[1], `http://x${url}`).pathname);
    fileCache.set(key, { size: gz(code), imports });
  }
  return fileCache.get(key);
}

/** Every HTML page of dist/ as [path, file], excluding redirect stubs. */
export function htmlPages(dist = 'dist') {
  const pages = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      // the breeder's editor (src/build/integrations/admin.ts) is no page of the site
      if (dir === dist && name === 'admin') continue;
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.html')) {
        const html = readFileSync(p, 'utf8');
        if (html.includes('http-equiv="refresh"')) continue;
        const path = `/${p.slice(dist.length + 1).replace(/index\.html$/, '').replace(/\\/g, '/')}`;
        pages.push({ path, file: p, html });
      }
    }
  };
  walk(dist);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

function moduleClosure(dist, urls) {
  const seen = new Set();
  const queue = [...urls];
  while (queue.length) {
    const url = queue.pop();
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...asset(dist, url).imports);
  }
  return [...seen];
}

/**
 * The files a page makes the browser load (linked stylesheets, the modules of its islands and
 * scripts with their imports, each read: a missing one throws) and the island components it
 * hydrates. weighPage weighs them; the budget tests read the islands of every page without
 * compressing what they do not measure.
 */
export function pageAssets(dist, html) {
  const cssFiles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  for (const f of cssFiles) asset(dist, f);
  const islandUrls = [...html.matchAll(/(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]);
  const modules = moduleClosure(dist, [...new Set(islandUrls)]);
  const islands = [...new Set([...html.matchAll(/component-url="\/_astro\/([A-Za-z]+)\./g)].map((m) => m[1]))].sort();
  return { cssFiles, modules, islands };
}

/** Bytes (gzip) of HTML, CSS and JS one page loads, and the island components it hydrates. */
export function weighPage(dist, html) {
  const { cssFiles, modules, islands } = pageAssets(dist, html);
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const css = gz(inlineCss) * (inlineCss ? 1 : 0) + cssFiles.reduce((sum, f) => sum + asset(dist, f).size, 0);
  const inlineJs = [...html.matchAll(/<script(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  const js = (inlineJs ? gz(inlineJs) : 0) + modules.reduce((sum, f) => sum + asset(dist, f).size, 0);
  return { html: gz(html), css, js, islands };
}

/**
 * What the first paint of a page waits for, in brotli bytes: the HTML (with its inline CSS and
 * scripts) plus every render-blocking stylesheet and classic script it links. Within about
 * 14 KiB it all arrives in the first round trip (TCP's initial window of ten segments).
 */
export function firstPaintBytes(dist, html) {
  const blocking = [
    ...[...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].filter((m) => !/media="print"/.test(m[0])).map((m) => /href="([^"]+)"/.exec(m[0])?.[1]),
    ...[...html.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"[^>]*>/g)].filter((m) => !/\b(async|defer)\b|type="module"/.test(m[1] + m[0])).map((m) => m[2]),
  ].filter(Boolean);
  const htmlBytes = br(html);
  const blockingBytes = blocking.reduce((sum, url) => sum + br(readFileSync(join(dist, url), 'utf8')), 0);
  return { html: htmlBytes, blocking: blockingBytes, total: htmlBytes + blockingBytes, blockingUrls: blocking };
}

/**
 * The headers wrangler pages dev (what `npm run bench:lighthouse` serves) sends with every HTML
 * page beside those of dist/_headers, as measured with `curl -D` on wrangler 4 (November 2026):
 * the status line, `Transfer-Encoding: chunked`, `Date`, `Content-Type`,
 * `Access-Control-Allow-Origin`, `Cache-Control`, `Content-Encoding: gzip`, a 32-digit `ETag`,
 * `x-server-env`, the blank line, and the chunked framing of the body (Lighthouse counted 18 B
 * more than headers plus body on the search page).
 */
const WRANGLER_OWN_HEADERS = [
  'HTTP/1.1 200 OK',
  'Transfer-Encoding: chunked',
  'Date: Thu, 26 Nov 2026 12:20:02 GMT',
  'Content-Type: text/html; charset=utf-8',
  'Access-Control-Allow-Origin: *',
  'Cache-Control: public, max-age=0, must-revalidate',
  'Content-Encoding: gzip',
  'ETag: "12342c13a6bb58c7318cbd44372dfd92"',
  'x-server-env: dev',
  '',
].reduce((sum, line) => sum + line.length + 2, 0);
const CHUNK_FRAMING = 18;

/**
 * The headers dist/_headers gives a path (Cloudflare's syntax: a URL pattern, then its indented
 * `Name: value` lines; `! Name` detaches a header a broader pattern set), as `Name: value\r\n` lines.
 */
export function headersFor(headersFile, path) {
  const headers = new Map();
  let applies = false;
  for (const line of headersFile.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      applies = pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
      continue;
    }
    if (!applies) continue;
    const text = line.trim();
    if (text.startsWith('!')) headers.delete(text.slice(1).trim().toLowerCase());
    else {
      const colon = text.indexOf(':');
      headers.set(text.slice(0, colon).trim().toLowerCase(), text);
    }
  }
  return [...headers.values()].reduce((sum, text) => sum + Buffer.byteLength(text) + 2, 0);
}

/**
 * The bytes of a page's response as `npm run bench:lighthouse` serves it over http: the HTML
 * gzipped at level 6 (wrangler's level: Chrome asks for no brotli over http), its headers from
 * dist/_headers and wrangler's own. Lighthouse's simulated TCP starts with 10 × 1,460 B: a
 * response over 14,600 B takes a second round trip before the first paint.
 */
export function servedOverHttp(headersFile, path, html) {
  const body = gzipSync(html, { level: 6 }).length;
  const headers = headersFor(headersFile, path) + WRANGLER_OWN_HEADERS + CHUNK_FRAMING;
  return { body, headers, total: body + headers };
}

/** Scripts a page downloads before any interaction: external classic/module scripts and modulepreloads. */
export function eagerScriptUrls(html) {
  return [
    ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
  ];
}

/** The page type of a path, for grouping: its family in the route registry ("404" for the fallback page).
 * @param {string} path
 * @returns {string}
 */
export function pageType(path) {
  return path === '/404.html' ? '404' : (familyOf(path) ?? 'other');
}
