/** scripts/page-weight.mjs › servedOverHttp: the bytes of a page as `npm run bench:lighthouse` serves it. */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { headersFor, servedOverHttp } from '../../scripts/page-weight.mjs';

const HEADERS_FILE = ['/*', '  A: 1', '  B: 22', '/_astro/*', '  Cache-Control: x', '/admin/*', '  ! A', '  A: 333', ''].join('\n');

describe('headersFor', () => {
  it('counts the headers of every rule that matches the path, as "Name: value" lines ending in CRLF', () => {
    expect(headersFor(HEADERS_FILE, '/perros/')).toBe('A: 1\r\n'.length + 'B: 22\r\n'.length);
    expect(headersFor(HEADERS_FILE, '/_astro/x.js')).toBe('A: 1\r\n'.length + 'B: 22\r\n'.length + 'Cache-Control: x\r\n'.length);
  });
  it('drops a header a later rule detaches with "!", and counts the one it sets again', () => {
    expect(headersFor(HEADERS_FILE, '/admin/')).toBe('A: 333\r\n'.length + 'B: 22\r\n'.length);
  });
});

describe('servedOverHttp', () => {
  it("adds wrangler's own headers and the chunked framing (310 B) to the gzip-6 body and the headers of dist/_headers", () => {
    const html = '<!DOCTYPE html><title>x</title>'.repeat(50);
    const served = servedOverHttp(HEADERS_FILE, '/perros/', html);
    expect(served.body).toBe(gzipSync(html, { level: 6 }).length);
    expect(served.headers - headersFor(HEADERS_FILE, '/perros/')).toBe(WRANGLER_OWN);
    expect(served.total).toBe(served.body + served.headers);
  });
});

/**
 * Measured on /perros/buscar/ of main (26 November 2026): curl -D showed 1,102 B of headers, 810 B
 * of them from dist/_headers (the CSP and the security headers); Lighthouse's transfer size,
 * 15,826 B, was 18 B more than headers and body (the chunked framing).
 */
const WRANGLER_OWN = 1102 - 810 + 18;
