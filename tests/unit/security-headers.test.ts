/** The CSP and _headers computed from built HTML (src/build/security-headers.ts). */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminHeadersRule, buildAdminCsp, buildCsp, GOOGLE_TAG_SOURCES, imageOrigins, inlineScripts, MAX_HEADER_LINE, pageViolations, renderHeadersFile, scriptHash, STATIC_SECURITY_HEADERS } from '@/build/security-headers';

const page = `<!doctype html><html><head>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script type="application/json" id="legacy-index">{"a":1}</script>
<script type="module" src="/_astro/page.js"></script>
<script>(()=>{self.Astro={}})();</script></head><body>
<img src="https://img.example.org/a-640.webp" srcset="https://img.example.org/a-320.webp 320w, /img/b.svg 640w">
<picture><source type="image/avif" srcset="https://cdn.example.net/x.avif 1x"><img src="/img/local.svg" alt=""></picture>
<script type="module">import('/_astro/x.js')</script>
<script TYPE='text/javascript'>var a = "é";</script>
</body></html>`;

describe('inlineScripts', () => {
  it('returns the executable inline scripts only: no JSON-LD, no JSON data block, no external script', () => {
    expect(inlineScripts(page)).toEqual(['(()=>{self.Astro={}})();', "import('/_astro/x.js')", 'var a = "é";']);
  });
  it('finds nothing in a page without scripts', () => {
    expect(inlineScripts('<p>hola</p>')).toEqual([]);
  });
});

describe('scriptHash', () => {
  it('is the base64 sha256 of the UTF-8 text, quoted as a CSP source', () => {
    const expected = createHash('sha256').update(Buffer.from('var a = "é";', 'utf8')).digest('base64');
    expect(scriptHash('var a = "é";')).toBe(`'sha256-${expected}'`);
    // The well-known hash of the empty string.
    expect(scriptHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe('imageOrigins', () => {
  it('collects the https origins of img src, img srcset and source srcset', () => {
    expect(imageOrigins(page).sort()).toEqual(['https://cdn.example.net', 'https://img.example.org']);
  });
});

describe('buildCsp', () => {
  const hashes = [scriptHash('b'), scriptHash('a'), scriptHash('a')];
  const csp = buildCsp({ scriptHashes: hashes, imageOrigins: ['https://img.example.org'], googleTag: false });
  const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

  it('allows scripts from the site and the listed hashes only, never unsafe-inline or unsafe-eval', () => {
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${[scriptHash('a'), scriptHash('b')].sort().join(' ')}`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });
  it('allows inline styles, the image host, and forbids framing, plugins and foreign forms', () => {
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: https://img.example.org");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    // Left to default-src 'self', which they fall back to (the same policy, 36 B less on every response).
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'connect-src')).toBeUndefined();
    expect(directive(csp, 'font-src')).toBeUndefined();
    expect(csp).not.toContain('google');
  });
  it('allows Google’s tag hosts only when the conversion tag is configured', () => {
    const withTag = buildCsp({ scriptHashes: hashes, imageOrigins: [], googleTag: true });
    expect(directive(withTag, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(withTag, 'connect-src')).toBe(`connect-src 'self' ${GOOGLE_TAG_SOURCES.connect.join(' ')}`);
    expect(directive(withTag, 'img-src')).toContain('https://www.google.com.co');
    expect(directive(withTag, 'frame-src')).toContain('https://td.doubleclick.net');
  });
  it('is the same whatever order the hashes and origins arrive in (reproducible builds)', () => {
    const again = buildCsp({ scriptHashes: [...hashes].reverse(), imageOrigins: ['https://img.example.org'], googleTag: false });
    expect(again).toBe(csp);
  });
});

describe('renderHeadersFile', () => {
  it('writes rules in the Cloudflare/Netlify format', () => {
    expect(renderHeadersFile([{ path: '/*', headers: { 'X-Frame-Options': 'DENY' } }, { path: '/img/*', headers: { 'Cache-Control': 'max-age=1' } }])).toBe(
      '/*\n  X-Frame-Options: DENY\n/img/*\n  Cache-Control: max-age=1\n',
    );
  });
  it('refuses a line Cloudflare would drop', () => {
    expect(() => renderHeadersFile([{ path: '/*', headers: { 'Content-Security-Policy': 'x'.repeat(MAX_HEADER_LINE) } }])).toThrow(/exceeds Cloudflare's 2000/);
  });
  it('sets HSTS, nosniff, the referrer policy, COOP and framing protection', () => {
    expect(STATIC_SECURITY_HEADERS).toMatchObject({
      'Strict-Transport-Security': expect.stringMatching(/^max-age=31536000/),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    });
  });
});

describe('pageViolations: what the CSP from source would have to bless', () => {
  const ours = 'var ours=1;';
  const allowed = new Set([ours]);
  const host = new Set(['https://img.example.org']);
  const check = (body: string) => pageViolations(`<!doctype html><html><head><script>${ours}</script></head><body>${body}</body></html>`, allowed, host);

  it('finds nothing in a page with only declared scripts, data blocks, escaped text and the image host', () => {
    expect(
      check(
        '<script type="application/json" id="x">{"a":"\\u003c/script\\u003e"}</script><p title="onload=1">&lt;script&gt;alert(1)&lt;/script&gt; onclick=x</p>' +
          '<img src="https://img.example.org/a.webp" alt="">',
      ),
    ).toEqual([]);
  });
  it('finds a script smuggled in by content, an event handler, a javascript: URL and a foreign image', () => {
    expect(check('<p>Pug </p><script> alert(1) </script>')).toEqual(['an inline script that our code does not declare (src/lib/views/inline-scripts.ts): " alert(1) "']);
    expect(check('<img src=x onerror="alert(1)">')).toEqual(['an event-handler attribute onerror="alert(1)" on <img>']);
    expect(check('<svg><a href="javascript:alert(1)">x</a></svg>')).toEqual(['a javascript: URL in href="javascript:alert(1)" on <a>']);
    expect(check('<img src="https://evil.example/a.png" alt="">')).toEqual([
      'an image from https://evil.example, which the CSP does not allow (images come from the site or content/site.json › imageHost)',
    ]);
  });
  it('reads a quoted value as a value, whatever markup it holds', () => {
    expect(check(`<img alt="Medellín <img src=x onerror=alert(1)> <!--" src="/a.svg"><a title='x > onclick=y' href="/b/">b</a>`)).toEqual([]);
  });
  it('reads attributes of script elements too, but not the text inside them', () => {
    expect(check('<script type="application/json" onload="x()">{"onclick":"y"}</script>')).toEqual(['an event-handler attribute onload="x()" on <script>']);
  });
});

describe('the editor\'s headers (/admin/*)', () => {
  it('detach the site-wide CSP and COOP on Cloudflare and replace them with the editor\'s own, noindex', () => {
    const text = renderHeadersFile([adminHeadersRule('cloudflare')]);
    expect(text).toMatch(/^\/admin\/\*\n {2}! Content-Security-Policy\n {2}! Cross-Origin-Opener-Policy\n {2}Content-Security-Policy: default-src 'self'; /);
    expect(text).toContain('  X-Robots-Tag: noindex, nofollow\n');
    expect(text).toContain('  Cross-Origin-Opener-Policy: same-origin-allow-popups\n');
  });
  it('write no detach line for Netlify, which does not know the syntax', () => {
    expect(renderHeadersFile([adminHeadersRule('netlify')])).not.toContain('!');
  });
  it('allow what Decap needs and nothing the public pages get: eval only here, GitHub, the local backend only when given', () => {
    const csp = buildAdminCsp();
    expect(csp).toContain("script-src 'self' 'unsafe-eval';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("connect-src 'self' blob: https://api.github.com;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(buildAdminCsp({ localBackend: 'http://localhost:8081/api/v1' })).toContain("connect-src 'self' blob: https://api.github.com http://localhost:8081;");
    expect(buildCsp({ scriptHashes: [], imageOrigins: [], googleTag: false })).not.toContain('unsafe-eval');
  });
});

