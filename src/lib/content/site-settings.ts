/**
 * The settings a deploy depends on (the WhatsApp number, the public URL, the sister-site links),
 * checked where they are read so a bad value stops the build with a message that names the
 * setting to change: the environment variable when it came from there, the field of
 * content/site.json otherwise.
 *
 * Two levels:
 *   every build   a number that is not an international mobile, a site URL that is not an
 *                 https origin (http is allowed for localhost outside deploy builds)
 *   deploy build  (DEPLOY_TARGET=cloudflare|netlify|static) also refuses the placeholders the
 *                 repository ships with, so development and tests work out of the box
 */

export const DEPLOY_TARGETS = ['cloudflare', 'netlify', 'static'] as const;
export type DeployTarget = (typeof DEPLOY_TARGETS)[number];

/** The values content/site.json ships with; a deploy build refuses them. */
export const PLACEHOLDERS = {
  whatsappNumber: '573000000000',
  siteUrl: 'https://www.criaderobogota.com.co',
} as const;

export type Env = Record<string, string | undefined>;

const EXAMPLE_URL = 'https://www.mi-criadero.com.co';
const short = (value: string) => JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}…` : value);

/** The name of a setting as the person who has to change it knows it. */
export function settingName(envName: string, field: string, env: Env): string {
  return env[envName] ? envName : `content/site.json › ${field}`;
}

/** The deploy target of this build, or undefined for a development build. */
export function deployTarget(env: Env): DeployTarget | undefined {
  const value = env.DEPLOY_TARGET?.trim();
  if (!value) return undefined;
  if (!(DEPLOY_TARGETS as readonly string[]).includes(value)) {
    throw new Error(`[site] DEPLOY_TARGET: ${short(value)} is not a deploy target; use ${DEPLOY_TARGETS.join(', ')} (or leave it unset for a development build)`);
  }
  return value as DeployTarget;
}

/**
 * A WhatsApp number as wa.me wants it (E.164 digits, no "+"), or an error naming `where`.
 * Spaces, dashes, dots, brackets and a leading "+" are allowed; Colombian numbers must be
 * mobiles (57, then 10 digits starting with 3).
 */
export function normalizeWhatsappNumber(value: string, where: string): string {
  const fix = 'escriba el número de WhatsApp con el indicativo del país, solo cifras, por ejemplo 573001234567';
  const trimmed = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) throw new Error(`[site] ${where}: ${short(value)} no es un número de teléfono; ${fix}`);
  const digits = trimmed.replace(/\D/g, '');
  if (digits.startsWith('00')) throw new Error(`[site] ${where}: ${short(value)} empieza por 00, el prefijo de llamadas internacionales; quítelo y ${fix}`);
  if (/^3\d{9}$/.test(digits)) {
    throw new Error(`[site] ${where}: ${short(value)} no tiene el indicativo del país; un celular de Colombia es 57 seguido de sus 10 cifras: 57${digits}`);
  }
  // eight or nine digits from a 3: a Colombian mobile short of a digit or two, not a number of another country (drive s51: «300 123 456»
  // passed the build as a foreign one); the editor reads the number with this same function (src/admin/entry-rules.ts › readWhatsapp)
  if (/^3\d{7,8}$/.test(digits)) {
    throw new Error(`[site] ${where}: ${short(value)} tiene ${digits.length} cifras y empieza por 3, como un celular de Colombia, que tiene 10: escriba las 10 cifras con el 57 delante, por ejemplo 573001234567`);
  }
  if (digits.startsWith('57') && !/^573\d{9}$/.test(digits)) {
    throw new Error(`[site] ${where}: ${short(value)} no es un celular de Colombia (57 y luego 10 cifras que empiezan por 3, por ejemplo 573001234567); WhatsApp necesita un celular`);
  }
  if (!/^[1-9]\d{7,14}$/.test(digits)) {
    throw new Error(`[site] ${where}: ${short(value)} no es un número internacional (de 8 a 15 cifras con el indicativo del país); ${fix}`);
  }
  return digits;
}

/** A host name as DNS has it: labels of letters, digits and inner hyphens, joined by single dots (or an IPv6 address). */
const HOST_RE = /^(?:\[[0-9a-f:.]+\]|(?!-)[a-z0-9-]{1,63}(?<!-)(?:\.(?!-)[a-z0-9-]{1,63}(?<!-))*)$/;
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origin `value` stands for, or what is wrong with it and the origin to write instead. Every
 * suggestion passes this same check (`suggest` falls back to EXAMPLE_URL), so following the
 * advice of one message never leads to another error.
 */
function checkSiteUrl(value: string, deploy: boolean, nested = false): { origin: string } | { problem: string } {
  const fix = `give the public address of the site, e.g. ${EXAMPLE_URL}`;
  const passes = (candidate: string) => {
    if (nested) return false; // checking a suggestion: only whether it passes matters
    const again = checkSiteUrl(candidate, deploy, true);
    return 'origin' in again && again.origin === candidate;
  };
  const suggest = (candidate: string) => (passes(candidate) ? candidate : EXAMPLE_URL);
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { problem: `is not a URL; ${fix}` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: `is a ${url.protocol} address, not a web address; ${fix}` };
  const port = url.port ? `:${url.port}` : '';
  const local = LOCAL_HOSTS.includes(url.hostname);
  // http stays only where this check allows it: localhost in a development build
  const scheme = url.protocol === 'http:' && local && !deploy ? 'http:' : 'https:';
  const over = scheme !== url.protocol ? ', over https' : '';
  if (!HOST_RE.test(url.hostname)) {
    const cleaned = url.hostname.replace(/_/g, '-').replace(/[^a-z0-9.-]/g, '').replace(/\.{2,}/g, '.').replace(/^[.-]+|[.-]+$/g, '');
    const candidate = `https://${cleaned}${port}`;
    return {
      problem:
        `has a host that cannot be a domain name (${short(url.hostname)}); a domain has letters, digits, hyphens and single dots only` +
        (passes(candidate) ? `, so give the address without the extra characters: ${candidate}` : `; ${fix}`),
    };
  }
  const origin = `${scheme}//${url.hostname}${port}`;
  if (url.username || url.password) return { problem: `contains a user name or password; give the origin only${over}: ${suggest(origin)}` };
  if (url.pathname !== '/' || url.search || url.hash) {
    return {
      problem:
        `has a path, query or fragment (${short(url.pathname + url.search + url.hash)}); ` +
        `the site is built for the root of its domain, so give the origin only${over}: ${suggest(origin)}`,
    };
  }
  if (url.protocol === 'http:' && scheme === 'https:') {
    return { problem: `uses http; the site must be served over https (canonical URLs, HSTS): ${suggest(origin)}` };
  }
  return { origin: url.origin };
}

/**
 * The public origin of the site ("https://host", no trailing slash), or an error naming `where`.
 * The site is built for the root of its domain, so a path, query or fragment is refused rather
 * than silently dropped from every canonical URL; so is a host with characters no domain has
 * ("https://www.criadero.com.co," would become the origin of every canonical URL); http is
 * refused except for localhost outside deploy builds. The address an error suggests passes.
 */
export function normalizeSiteUrl(value: string, where: string, { deploy = false } = {}): string {
  const checked = checkSiteUrl(value, deploy);
  if ('problem' in checked) throw new Error(`[site] ${where}: ${short(value)} ${checked.problem}`);
  return checked.origin;
}

/** Reserved example and test domains (RFC 2606 / 6761): placeholders, never a real sister site. */
export const isPlaceholderHost = (href: string) => {
  try {
    return /(^|\.)(example(\.(com|org|net))?|test|invalid|localhost)$/.test(new URL(href).hostname);
  } catch {
    return false;
  }
};

export interface DeploySettings {
  whatsappNumber: string;
  siteUrl: string;
  sisterSites: { group: string; links: { label: string; url: string }[] }[];
}

/**
 * What a deploy build refuses, one message per setting to change: the placeholder number and URL
 * the repository ships with, a local URL, and sister-site links to reserved example domains.
 */
export function deployProblems(settings: DeploySettings, env: Env): string[] {
  const problems: string[] = [];
  const number = settingName('WHATSAPP_NUMBER', 'whatsappNumber', env);
  const url = settingName('SITE_URL', 'siteUrl', env);
  if (settings.whatsappNumber === PLACEHOLDERS.whatsappNumber) {
    problems.push(`${number}: ${settings.whatsappNumber} is the placeholder number; set WHATSAPP_NUMBER (or content/site.json › whatsappNumber) to the business's WhatsApp number, e.g. 573001234567`);
  }
  if (settings.siteUrl === PLACEHOLDERS.siteUrl) {
    problems.push(`${url}: ${settings.siteUrl} is the placeholder address; set SITE_URL (or content/site.json › siteUrl) to the public https address of the site`);
  } else if (!settings.siteUrl.startsWith('https://')) {
    problems.push(`${url}: ${settings.siteUrl} is not a public https address; set SITE_URL (or content/site.json › siteUrl) to the address visitors use`);
  }
  const placeholders = settings.sisterSites.flatMap((g, gi) =>
    g.links.flatMap((l, li) => (isPlaceholderHost(l.url) ? [`sisterSites[${gi}].links[${li}] "${l.label}" → ${l.url}`] : [])),
  );
  if (placeholders.length) {
    problems.push(
      `content/site.json › sisterSites: ${placeholders.length} links go to placeholder example domains (${placeholders.slice(0, 2).join('; ')}${placeholders.length > 2 ? '; …' : ''}); ` +
        `replace each url with the sister site's real address, or remove the link`,
    );
  }
  return problems;
}

/** The variable that fixes the build day (YYYY-MM-DD), for tests and for rebuilding a past day's site. */
export const BUILD_DATE_ENV = 'BUILD_DATE';

/**
 * The day of this build, YYYY-MM-DD: BUILD_DATE when set, today's UTC date otherwise. The
 * inventory ages against it (src/lib/domain/inventory.ts: stale entries, sold litters past their
 * window), and it is the one clock the pages read: a scheduled daily rebuild moves it on.
 */
export function buildDay(env: Env = process.env, now: () => Date = () => new Date()): string {
  const value = env[BUILD_DATE_ENV]?.trim();
  if (!value) return now().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)) || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) {
    throw new Error(`[site] ${BUILD_DATE_ENV}: ${short(value)} is not a day written YYYY-MM-DD; write e.g. BUILD_DATE=2026-11-03, or leave it unset to build as of today`);
  }
  return value;
}
