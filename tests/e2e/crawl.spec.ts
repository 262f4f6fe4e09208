/**
 * Crawls the built site from "/" the way a search engine would: every internal link must
 * resolve to 200 within one redirect, and every page must have one title, a description,
 * a canonical and JSON-LD that parses.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PENDING_ROUTE_PATTERNS } from './pending-routes';

test.setTimeout(20 * 60_000);

const isPending = (path: string) => PENDING_ROUTE_PATTERNS.some((re) => re.test(path));

async function resolve(request: APIRequestContext, path: string) {
  let response = await request.get(path, { maxRedirects: 0 });
  let finalPath = path;
  if ([301, 302, 307, 308].includes(response.status())) {
    finalPath = new URL(response.headers()['location']!, 'http://site').pathname + new URL(response.headers()['location']!, 'http://site').search;
    response = await request.get(finalPath, { maxRedirects: 0 });
  }
  return { response, finalPath };
}

test('every internal link resolves and every page has complete metadata', async ({ request }) => {
  const queue = ['/'];
  const seen = new Set(queue);
  const problems: string[] = [];
  let pages = 0;
  while (queue.length) {
    const batch = queue.splice(0, 16);
    await Promise.all(
      batch.map(async (path) => {
        const { response, finalPath } = await resolve(request, path);
        if (response.status() !== 200) {
          problems.push(`${path} → ${finalPath}: HTTP ${response.status()}`);
          return;
        }
        if (!(response.headers()['content-type'] ?? '').includes('text/html')) return;
        pages++;
        const html = await response.text();
        const titles = html.match(/<title>[^<]+<\/title>/g) ?? [];
        if (titles.length !== 1) problems.push(`${path}: ${titles.length} titles`);
        if (!/<meta name="description" content="[^"]{20,}"/.test(html)) problems.push(`${path}: no description`);
        if (!/<link rel="canonical" href="https?:\/\/[^"]+\/"/.test(html)) problems.push(`${path}: no canonical`);
        const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
        if (!jsonLd.length) problems.push(`${path}: no JSON-LD`);
        for (const [, json] of jsonLd) {
          try {
            JSON.parse(json!);
          } catch {
            problems.push(`${path}: JSON-LD does not parse`);
          }
        }
        for (const [, href] of html.matchAll(/<a [^>]*href="([^"#]*)(?:#[^"]*)?"/g)) {
          if (!href || !href.startsWith('/') || href.startsWith('//')) continue;
          const target = href.replace(/&amp;/g, '&');
          if (seen.has(target) || isPending(target.split('?')[0]!)) continue;
          seen.add(target);
          queue.push(target);
        }
      }),
    );
  }
  console.log(`crawled ${pages} pages, ${seen.size} links`);
  expect(problems).toEqual([]);
  expect(pages).toBeGreaterThan(1);
});
