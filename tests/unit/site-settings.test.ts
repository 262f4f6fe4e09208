/** The sales-channel guard: every build refuses a broken number or URL, a deploy build refuses placeholders. */
import { describe, expect, it, vi } from 'vitest';
import { readSiteJson, resolveSite } from '@/lib/content/site';
import { entryProblems, readWhatsapp } from '@/admin/entry-rules';
import { deployProblems, deployTarget, normalizeSiteUrl, normalizeWhatsappNumber, PLACEHOLDERS } from '@/lib/content/site-settings';
import { siteGuard } from '@/build/integrations/site-guard';

const REAL = { SITE_URL: 'https://www.criadero-real.com.co', WHATSAPP_NUMBER: '573104445566' };

describe('WhatsApp number (every build)', () => {
  it.each([
    ['573001234567', '573001234567'],
    ['+57 300 123 4567', '573001234567'],
    ['+57 (300) 123-45.67', '573001234567'],
    ['+34 612 345 678', '34612345678'],
    ['1 415 555 2671', '14155552671'],
  ])('accepts %s as %s', (input, digits) => {
    expect(normalizeWhatsappNumber(input, 'WHATSAPP_NUMBER')).toBe(digits);
  });
  it('refuses a Colombian mobile without the country code, naming the env var and the fix', () => {
    expect(() => resolveSite({ WHATSAPP_NUMBER: '3001234567' })).toThrow(
      '[site] WHATSAPP_NUMBER: "3001234567" no tiene el indicativo del país; un celular de Colombia es 57 seguido de sus 10 cifras: 573001234567',
    );
  });
  it('blames content/site.json › whatsappNumber when the number came from the file', () => {
    expect(() => normalizeWhatsappNumber('3001234567', 'content/site.json › whatsappNumber')).toThrow(/^\[site\] content\/site\.json › whatsappNumber: "3001234567" no tiene el indicativo del país/);
  });
  it('blames WHATSAPP_NUMBER for letters instead of reporting an empty site.json field', () => {
    expect(() => resolveSite({ WHATSAPP_NUMBER: 'abc' })).toThrow('[site] WHATSAPP_NUMBER: "abc" no es un número de teléfono; escriba el número de WhatsApp con el indicativo del país');
  });
  it('refuses a Colombian landline or a short 57 number', () => {
    expect(() => normalizeWhatsappNumber('5716012345', 'WHATSAPP_NUMBER')).toThrow(/no es un celular de Colombia \(57 y luego 10 cifras que empiezan por 3/);
  });
  it('refuses a Colombian mobile with a digit missing («300 123 456»), in the file as in the editor: one rule, naming the file, the field and the fix (s51)', () => {
    expect(() => resolveSite({}, { ...(readSiteJson() as object), whatsappNumber: '300123456' })).toThrow(
      '[site] content/site.json › whatsappNumber: "300123456" tiene 9 cifras y empieza por 3, como un celular de Colombia, que tiene 10: escriba las 10 cifras con el 57 delante, por ejemplo 573001234567',
    );
    expect(() => normalizeWhatsappNumber('300 123 45', 'WHATSAPP_NUMBER')).toThrow(/"300 123 45" tiene 8 cifras y empieza por 3/);
    // the editor reads the number with the same rule, and says what its field takes: the 10 digits without the 57 too (drive s52)
    expect(readWhatsapp('300 123 456')).toEqual({ ok: false, message: '«300 123 456» tiene 9 cifras; un celular de Colombia tiene 10: escríbalo completo, por ejemplo 300 123 4567' });
    expect(entryProblems('criadero', 'sitio', { ...(readSiteJson() as object), whatsappNumber: '300123456' }, { today: '2026-12-07' }).map((p) => p.path.join('.'))).toContain('whatsappNumber');
  });
  it('refuses the 00 dialling prefix and too short numbers', () => {
    expect(() => normalizeWhatsappNumber('0057 300 123 4567', 'WHATSAPP_NUMBER')).toThrow(/empieza por 00, el prefijo de llamadas internacionales/);
    expect(() => normalizeWhatsappNumber('4412', 'WHATSAPP_NUMBER')).toThrow(/no es un número internacional \(de 8 a 15 cifras/);
  });
});

describe('site URL (every build)', () => {
  it('keeps the origin without trailing slash', () => {
    expect(normalizeSiteUrl('https://www.criadero-real.com.co/', 'SITE_URL')).toBe('https://www.criadero-real.com.co');
  });
  it('refuses a javascript: URL with a clear message instead of "Invalid URL"', () => {
    expect(() => resolveSite({ SITE_URL: 'javascript:alert(1)' })).toThrow('[site] SITE_URL: "javascript:alert(1)" is a javascript: address, not a web address; give the public address of the site');
  });
  it('refuses something that is not a URL', () => {
    expect(() => resolveSite({ SITE_URL: 'www.criadero.com.co' })).toThrow('[site] SITE_URL: "www.criadero.com.co" is not a URL; give the public address of the site, e.g. https://www.mi-criadero.com.co');
  });
  it('refuses a path, which every canonical URL would silently lose', () => {
    expect(() => resolveSite({ SITE_URL: 'https://www.criadero.com.co/tienda/' })).toThrow(
      '[site] SITE_URL: "https://www.criadero.com.co/tienda/" has a path, query or fragment ("/tienda/"); the site is built for the root of its domain, so give the origin only: https://www.criadero.com.co',
    );
  });
  it('refuses http except for localhost in a development build', () => {
    expect(() => resolveSite({ SITE_URL: 'http://www.criadero.com.co' })).toThrow('[site] SITE_URL: "http://www.criadero.com.co" uses http; the site must be served over https (canonical URLs, HSTS): https://www.criadero.com.co');
    expect(resolveSite({ SITE_URL: 'http://localhost:8788' }).siteUrl).toBe('http://localhost:8788');
    expect(() => resolveSite({ SITE_URL: 'http://localhost:8788', DEPLOY_TARGET: 'static' })).toThrow(/SITE_URL: "http:\/\/localhost:8788" uses http/);
  });
});

describe('site URL: every address an error suggests passes the same check', () => {
  /** The address a message tells the editor to write: it ends every SITE_URL message. */
  const suggestionOf = (message: string) => /(https?:\/\/\S+)$/.exec(message)?.[1];
  const BAD = [
    ['http with a path', 'http://example.com/sub'],
    ['http with a path, query and fragment', 'http://www.mi-criadero.com.co/perros?x=1#y'],
    ['a path', 'https://www.mi-criadero.com.co/perros/'],
    ['a query', 'https://www.mi-criadero.com.co/?utm_source=x'],
    ['a fragment', 'https://www.mi-criadero.com.co/#inicio'],
    ['a file name', 'https://www.mi-criadero.com.co/index.html'],
    ['an uppercase host with a path', 'HTTPS://WWW.Mi-Criadero.COM.CO/Perros'],
    ['an uppercase http host', 'HTTP://WWW.MI-CRIADERO.COM.CO'],
    ['a trailing comma', 'https://www.mi-criadero.com.co,'],
    ['a trailing parenthesis and path', 'https://www.mi-criadero.com.co)/perros'],
    ['a trailing dot', 'https://www.mi-criadero.com.co.'],
    ['a quote after the host', 'https://www.mi-criadero.com.co"'],
    ['an underscore', 'http://www.mi_criadero.com.co/'],
    ['an empty label', 'https://www..mi-criadero.com.co'],
    ['only garbage for a host', 'https://*,;'],
    ['a port and a path over http', 'http://www.mi-criadero.com.co:8443/x'],
    ['user and password', 'https://user:clave@www.mi-criadero.com.co'],
    ['user and password over http', 'http://user@www.mi-criadero.com.co/x'],
    ['localhost with a path', 'http://localhost:4321/x'],
    ['localhost over http', 'http://localhost:4321'],
    ['not a URL', 'www.mi-criadero.com.co'],
    ['another scheme', 'ftp://www.mi-criadero.com.co'],
    ['a space in the host', 'https://www.mi criadero.com.co'],
  ] as const;
  it.each(BAD)('%s (%s): refused in a deploy build with an address that passes', (_what, value) => {
    let message = '';
    try {
      normalizeSiteUrl(value, 'SITE_URL', { deploy: true });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message, `${value} must be refused`).toMatch(/^\[site\] SITE_URL: /);
    const suggestion = suggestionOf(message);
    expect(suggestion, message).toBeDefined();
    expect(normalizeSiteUrl(suggestion!, 'SITE_URL', { deploy: true }), message).toBe(suggestion);
    // and in a development build, where whatever it suggests must pass too
    try {
      normalizeSiteUrl(value, 'SITE_URL');
    } catch (error) {
      const devSuggestion = suggestionOf((error as Error).message)!;
      expect(normalizeSiteUrl(devSuggestion, 'SITE_URL'), (error as Error).message).toBe(devSuggestion);
    }
  });
  it('turns http into https when it suggests the origin of an address with a path (deploy build)', () => {
    expect(() => resolveSite({ SITE_URL: 'http://example.com/sub', DEPLOY_TARGET: 'cloudflare' })).toThrow(
      '[site] SITE_URL: "http://example.com/sub" has a path, query or fragment ("/sub"); the site is built for the root of its domain, so give the origin only, over https: https://example.com',
    );
  });
  it('refuses a host with characters no domain has, instead of making it the origin of every canonical URL', () => {
    expect(() => normalizeSiteUrl('https://www.mi-criadero.com.co,', 'SITE_URL')).toThrow(
      '[site] SITE_URL: "https://www.mi-criadero.com.co," has a host that cannot be a domain name ("www.mi-criadero.com.co,"); ' +
        'a domain has letters, digits, hyphens and single dots only, so give the address without the extra characters: https://www.mi-criadero.com.co',
    );
    // a domain with "ñ" is written in punycode by the URL parser, and passes
    expect(normalizeSiteUrl('https://criaderoespaña.com.co', 'SITE_URL', { deploy: true })).toBe('https://xn--criaderoespaa-tkb.com.co');
  });
});

describe('deploy build', () => {
  it('knows the three targets and names DEPLOY_TARGET for anything else', () => {
    expect(deployTarget({})).toBeUndefined();
    expect(deployTarget({ DEPLOY_TARGET: 'netlify' })).toBe('netlify');
    expect(() => deployTarget({ DEPLOY_TARGET: 'heroku' })).toThrow('[site] DEPLOY_TARGET: "heroku" is not a deploy target; use cloudflare, netlify, static');
  });
  it('finds each placeholder the repository ships with, naming the setting to change', () => {
    const problems = deployProblems(resolveSite({}), {});
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^content\/site\.json › whatsappNumber: 573000000000 is the placeholder number; set WHATSAPP_NUMBER/);
    expect(problems[1]).toMatch(/^content\/site\.json › siteUrl: https:\/\/www\.criaderobogota\.com\.co is the placeholder address; set SITE_URL/);
    expect(problems[2]).toMatch(/^content\/site\.json › sisterSites: 12 links go to placeholder example domains \(sisterSites\[0\]\.links\[0\] "Criadero de perros en Colombia"/);
  });
  it('names the environment variable when the placeholder came from there', () => {
    const problems = deployProblems(resolveSite({ WHATSAPP_NUMBER: PLACEHOLDERS.whatsappNumber, SITE_URL: PLACEHOLDERS.siteUrl }), {
      WHATSAPP_NUMBER: PLACEHOLDERS.whatsappNumber,
      SITE_URL: PLACEHOLDERS.siteUrl,
    });
    expect(problems[0]).toMatch(/^WHATSAPP_NUMBER: 573000000000 is the placeholder/);
    expect(problems[1]).toMatch(/^SITE_URL: https:\/\/www\.criaderobogota\.com\.co is the placeholder/);
  });
  it('passes real settings and real sister links', () => {
    const settings = { ...resolveSite(REAL), sisterSites: [{ group: 'g', links: [{ label: 'Perros', url: 'https://criaderodeperros.com.co/' }] }] };
    expect(deployProblems(settings, REAL)).toEqual([]);
    const oneExample = { ...settings, sisterSites: [{ group: 'g', links: [{ label: 'Gatos', url: 'https://www.example.com/gatos' }] }] };
    expect(deployProblems(oneExample, REAL)).toEqual([
      'content/site.json › sisterSites: 1 links go to placeholder example domains (sisterSites[0].links[0] "Gatos" → https://www.example.com/gatos); replace each url with the sister site\'s real address, or remove the link',
    ]);
  });
});

describe('site-guard integration', () => {
  /** The guard on a fixed day: the age of the prices (content/site.json › prices.updatedOn 2025-06-01) is measured from it. */
  const run = (env: Record<string, string>, today = '2026-11-26') => {
    const logger = { warn: vi.fn() };
    const hook = siteGuard(env, () => today).hooks['astro:config:setup'] as (o: unknown) => void;
    const call = () => hook({ command: 'build', logger });
    /** What the build stops with ("" when it does not stop). */
    const error = () => {
      try {
        call();
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    };
    return { logger, call, error };
  };
  it('stops a deploy build on the placeholders, the unproven claims and the stale prices, listing each', () => {
    const message = run({ DEPLOY_TARGET: 'cloudflare' }).error();
    expect(message).toMatch(/^DEPLOY_TARGET=cloudflare refuses to publish:\n {2}- content\/site\.json › whatsappNumber/);
    expect(message).toMatch(/\n {2}- content\/site\.json › business\.icaRegistration is empty, but \d+ texts claim the ICA registration/);
    expect(message).toMatch(/\n {2}- content\/site\.json › business\.foundedYear is empty, but \d+ texts claim years of experience/);
    expect(message).toMatch(/\n {2}- content\/site\.json › prices: the prices \([^)]*\) date from 2025-06-01, 543 days before today \(2026-11-26\)/);
  });
  it('warns once about each, and builds, in a development build', () => {
    const { call, logger } = run({});
    call();
    const warnings = logger.warn.mock.calls.map((c) => String(c[0]));
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(/^placeholder settings, fine for development; a deploy build \(DEPLOY_TARGET=cloudflare\|netlify\|static\) refuses them/);
    // The claims: one line, naming each empty proof once.
    expect(warnings[1]).not.toContain('\n');
    expect(warnings[1]).toMatch(/^claims without their proof are left out of the pages, and a deploy build \(DEPLOY_TARGET\) refuses them: content\/site\.json › business\.icaRegistration is empty \(\d+ texts\)/);
    expect(warnings[2]).toMatch(/^content\/site\.json › prices: the prices .* \(a deploy build refuses this\)$/);
  });
  it('does not warn about prices confirmed within the year', () => {
    const { call, logger } = run({}, '2026-05-31');
    call();
    expect(logger.warn.mock.calls.map((c) => String(c[0])).filter((w) => w.includes('prices'))).toEqual([]);
  });
  it('reports only what is still a placeholder once number and URL are real', () => {
    const { error, logger } = run({ ...REAL, DEPLOY_TARGET: 'netlify' });
    const message = error();
    expect(message).toMatch(/refuses to publish:\n {2}- content\/site\.json › sisterSites: 12 links/);
    expect(message).not.toMatch(/whatsappNumber|siteUrl/);
    expect(logger.warn).not.toHaveBeenCalled();
  });
});
