/**
 * An HTTP sample of what the link check over dist/ (tests/dist/links.test.ts) proves for
 * every file: on Cloudflare's runtime, the example page of every family answers 200 and the
 * internal links it shows resolve to 200 within one redirect, as a crawler follows them.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SHELL_PAGES } from './page-types';

const LINKS_PER_PAGE = 40;
/**
 * Each link's answer, once per worker: the header, the bottom bar and the footer give every page
 * the same links (1,193 links on the 53 pages, 368 distinct), and a static site answers a path
 * the same way each time, so a page's link is checked on the answer its first request got.
 */
const linkAnswers = new Map<string, Promise<{ status: number; finalPath: string }>>();
/**
 * The file's tests in order in one worker (after a failure the next ones still run, in a fresh
 * worker), so that map serves the whole run: spread over two workers, each asked the shared links
 * again, and every request costs CPU in wrangler's Node proxy and in workerd (crawl.spec.ts alone:
 * 14.5 → 12.4 CPU-s, all processes, busy 2-core machine).
 */
test.describe.configure({ mode: 'default' });

async function resolve(request: APIRequestContext, path: string) {
  let response = await request.get(path, { maxRedirects: 0 });
  let finalPath = path;
  if ([301, 302, 307, 308].includes(response.status())) {
    const location = new URL(response.headers()['location']!, 'http://site');
    finalPath = location.pathname + location.search;
    response = await request.get(finalPath, { maxRedirects: 0 });
  }
  return { status: response.status(), finalPath, html: await response.text() };
}

for (const { family, path } of SHELL_PAGES) {
  test(`${family}: ${path} and the links it shows resolve within one redirect`, async ({ request }) => {
    const page = await resolve(request, path);
    expect(page.status, path).toBe(200);
    expect(page.finalPath).toBe(path);
    const links = [...new Set([...page.html.matchAll(/<a [^>]*href="(\/[^"#]*)/g)].map((m) => m[1]!.replace(/&amp;/g, '&')))].filter((h) => !h.startsWith('//'));
    const problems: string[] = [];
    for (const link of links.slice(0, LINKS_PER_PAGE)) {
      if (!linkAnswers.has(link)) linkAnswers.set(link, resolve(request, link).then(({ status, finalPath }) => ({ status, finalPath })));
      const { status, finalPath } = await linkAnswers.get(link)!;
      if (status !== 200) problems.push(`${link} → ${finalPath}: HTTP ${status}`);
    }
    expect(problems).toEqual([]);
  });
}
