/**
 * The one redirect table. It feeds dist/_redirects (Cloudflare Pages and Netlify), the HTML
 * stubs of static legacy paths and the index that dist/404.html uses for everything else.
 */
import type { Catalog } from '../content/catalog';
import { contentFail, didYouMean } from '../content/errors';
import { contentFiles } from '../content/files';
import { LIVESTOCK_SPECIES } from '../content/species';
import { animalsWithPages, type InventoryClock, inventoryClock, retiredEntries } from '../domain/inventory';
import type { LegacyIndex } from './legacy';
import { routes } from '../routes';
import { FAMILIES, FAMILY_ORDER, fillPattern, paramNames, pathFor, patternSource, type FamilyKey } from '../routes/families';
import { placeholderIndex, placeholderTemplates } from './placeholder-index';
import { LEGACY_EXACT, LEGACY_LOCATION_FALLBACK, LEGACY_LOCATION_PATTERNS, LEGACY_PREFIXES } from '../routes/legacy-paths';

export interface RedirectRule {
  /** Source path; a trailing "*" makes it a splat (dynamic) rule. */
  from: string;
  to: string;
  /** Whether an HTML stub is written at the source path for hosts without _redirects. */
  stub: boolean;
  /** 301 by default; 200 serves the target's file at the source path (a rewrite). */
  status?: 200 | 301;
}

/** Cloudflare Pages limits; Netlify has none this low. */
export const MAX_STATIC_RULES = 2000;
export const MAX_DYNAMIC_RULES = 100;

/** Static legacy paths of spec §2, each to its one target (the roots of the prefix families too). */
export function exactLegacyPaths(): [string, string][] {
  return [...LEGACY_PREFIXES, ...LEGACY_EXACT].map(([from, to]) => [from, pathFor(to)]);
}

/** Legacy families matched by prefix (splat rules). */
export function prefixLegacyPaths(): [string, string][] {
  return LEGACY_PREFIXES.map(([from, to]) => [from, pathFor(to)]);
}

/** Every combination of the known values of the given params, the last param varying fastest. */
function combinations(names: string[], values: Record<string, string[]>): Record<string, string>[] {
  return names.reduce<Record<string, string>[]>((acc, name) => acc.flatMap((combo) => (values[name] ?? []).map((v) => ({ ...combo, [name]: v }))), [{}]);
}

/** The values a legacy pattern's params may take. */
function legacyValues(catalog: Catalog): Record<string, string[]> {
  return { raza: catalog.dogBreeds.map((b) => b.slug), lugar: catalog.dogLocations.map((l) => l.slug) };
}

/**
 * The retired URLs of content/redirects.json (pages of a past deploy that are no longer built,
 * see src/lib/pages/url-ledger.ts), each a 301 with a stub. Unlike the legacy rules, which silently
 * skip a source that is a page, a bad entry stops the build: it names the entry, the field and
 * the fix. `taken` holds the sources the legacy table already redirects.
 */
export function retiredRedirects(catalog: Catalog, pagePaths: ReadonlySet<string>, taken: ReadonlyMap<string, string> = new Map()): RedirectRule[] {
  const file = contentFiles.redirects.file;
  return catalog.redirects.map(({ desde, hacia }) => {
    if (pagePaths.has(desde)) {
      contentFail(file, `entry "${desde}" › desde: "${desde}" is a page the site still builds, and a redirect never shadows a real page; remove this entry (\`npm run urls:retire\` removes every such entry)`);
    }
    if (taken.has(desde)) {
      contentFail(file, `entry "${desde}" › desde: "${desde}" is already a legacy redirect to "${taken.get(desde)}" (src/lib/routes/legacy-paths.ts); remove this entry`);
    }
    if (!pagePaths.has(hacia)) {
      const retired = catalog.redirects.some((r) => r.desde === hacia);
      contentFail(
        file,
        `entry "${desde}" › hacia: "${hacia}" is ${retired ? 'itself a retired URL of this file' : 'not a page the site builds'}${retired ? '' : didYouMean(hacia, [...pagePaths])}; ` +
          'point it at a built page (its breed, line or species page), in one hop',
      );
    }
    return { from: desde, to: hacia, stub: true, status: 301 };
  });
}

/**
 * The litters and lots sold out past their visible window (src/lib/domain/inventory.ts): their
 * pages are no longer built, and their URLs (and those of their animals) go to the breed or line
 * page, with a stub for hosts without _redirects. They come and go with the build day, so they are
 * not in the ledger of published URLs.
 */
export function inventoryRedirects(catalog: Pick<Catalog, 'inventory'>, clock: InventoryClock = inventoryClock()): RedirectRule[] {
  return retiredEntries(catalog.inventory, clock).flatMap((e) => {
    const to = routes.breedOf(e.especie, e.raza);
    return [routes.inventoryEntry(e.slug), ...animalsWithPages(e).map((a) => routes.inventoryAnimal(e.slug, a.slug))].map((from): RedirectRule => ({ from, to, stub: true }));
  });
}

/**
 * The whole table. The retired URLs of content/redirects.json come right after the exact legacy
 * paths; pattern families that expand per breed and location (/{breed}-{location}/,
 * /criadero-de-perros-{location}/) are listed last, so when the static budget runs out it is
 * their rarest forms that fall back to the 404 script, never a retired URL.
 */
export function buildRedirectTable(catalog: Catalog, pagePaths: ReadonlySet<string>): RedirectRule[] {
  const rules: RedirectRule[] = [];
  const add = (from: string, to: string, stub: boolean) => {
    if (pagePaths.has(from)) return; // never shadow a real page
    rules.push({ from, to, stub });
  };
  for (const [from, to] of exactLegacyPaths()) add(from, to, true);
  rules.push(...retiredRedirects(catalog, pagePaths, new Map(rules.map((r) => [r.from, r.to]))));
  for (const r of inventoryRedirects(catalog)) add(r.from, r.to, true);
  // Expand each located pattern over its known values: /criadero-de-perros-{lugar}/, then /{raza}-{lugar}/.
  const values = legacyValues(catalog);
  for (const { pattern, to } of LEGACY_LOCATION_PATTERNS) {
    for (const params of combinations(paramNames(pattern), values)) add(fillPattern(pattern, params), pathFor(to, { lugar: params.lugar! }), false);
  }
  for (const [from, to] of prefixLegacyPaths()) add(`${from}*`, to, false);
  rules.push(...placeholderRewrites(catalog));
  return rules;
}

/**
 * The placeholder family (spec §2): every /co/{especie}/{raza}/{ciudad}/{intencion}/ path of a
 * species is served by that species' one built page, which fits itself to the path
 * (src/lib/routes/placeholder.ts). Both slash forms; placeholders stand for the other params.
 */
export function placeholderRewrites(catalog: Catalog): RedirectRule[] {
  const pattern = FAMILIES.placeholder.pattern;
  return placeholderTemplates(catalog).flatMap(({ params }) => {
    const from = fillPattern(pattern, { ...Object.fromEntries(paramNames(pattern).map((n) => [n, `:${n}`])), especie: params.especie });
    const to = fillPattern(pattern, params);
    return [from, from.replace(/\/$/, '')].map((f): RedirectRule => ({ from: f, to, stub: false, status: 200 }));
  });
}

/**
 * Renders the table in the _redirects format. Static rules come first (Cloudflare counts every
 * rule after the first dynamic one as dynamic); each static rule is written in both slash
 * forms while the budget allows, since Cloudflare does not treat "/a" and "/a/" alike.
 */
export function renderRedirects(
  rules: readonly RedirectRule[],
  limits = { static: MAX_STATIC_RULES, dynamic: MAX_DYNAMIC_RULES },
  /** Netlify serves an existing file before a rule unless the rule is forced ("301!"); Cloudflare rejects "301!". */
  options: { forceStubbed?: boolean } = {},
) {
  const stubbed = new Set(rules.filter((r) => r.stub).flatMap((r) => [r.from, r.from.replace(/\/$/, '')]));
  const isDynamic = (r: RedirectRule) => r.from.includes('*') || r.from.includes(':');
  const statics = rules.filter((r) => !isDynamic(r));
  const dynamics = rules.filter(isDynamic);
  const lines: string[] = [];
  const seen = new Set<string>();
  const push = (from: string, to: string, status = 301) => {
    if (seen.has(from)) return;
    seen.add(from);
    lines.push(`${from} ${to} ${status}${options.forceStubbed && stubbed.has(from) ? '!' : ''}`);
  };
  // First pass: every static rule in its canonical (slash) form; second pass: the bare forms.
  for (const r of statics) if (seen.size < limits.static) push(r.from, r.to);
  for (const r of statics) if (seen.size < limits.static && r.from.length > 1) push(r.from.replace(/\/$/, ''), r.to);
  const staticCount = seen.size;
  const skipped = statics.length * 2 - staticCount;
  for (const r of dynamics.slice(0, limits.dynamic)) push(r.from, r.to, r.status);
  if (dynamics.length > limits.dynamic) throw new Error(`[redirects] ${dynamics.length} dynamic rules exceed the limit of ${limits.dynamic}`);
  return { text: `${lines.join('\n')}\n`, staticCount, dynamicCount: Math.min(dynamics.length, limits.dynamic), skipped };
}

/** A pattern with some of its params filled ("/[especie]-[cluster]-colombia/" + equinos → "/equinos-[cluster]-colombia/"). */
function fillSome(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/\[([A-Za-z]+)\]/g, (param, name: string) => params[name] ?? param);
}

/** The literal start of a pattern, up to its first param ("/perros/tamano/[tamano]/" → "/perros/tamano/"). */
function literalPrefix(pattern: string): string {
  return pattern.slice(0, pattern.indexOf('['));
}

/** The data the 404 page needs to resolve every legacy path and unknown family value in the browser. */
export function buildLegacyIndex(catalog: Catalog): LegacyIndex {
  const keys = FAMILY_ORDER as readonly FamilyKey[];
  const notFound: LegacyIndex['notFound'] = [];
  const fallbacks: LegacyIndex['fallbacks'] = [];
  for (const key of keys) {
    const { pattern, unknown } = FAMILIES[key];
    if (unknown === 'home') continue;
    // A livestock family's unknown values are those of a known species: /equinos-{x}-colombia/, not /{x}-{y}-colombia/.
    const shapes = FAMILIES[key].section === 'especie' ? LIVESTOCK_SPECIES.map((especie) => fillSome(pattern, { especie })) : [pattern];
    if ('message' in unknown) notFound.push(...shapes.map((shape) => ({ pattern: patternSource(shape), message: unknown.message })));
    else fallbacks.push([literalPrefix(pattern), pathFor(unknown.redirectTo as 'dogs')]);
  }
  fallbacks.push([LEGACY_LOCATION_FALLBACK[0], pathFor(LEGACY_LOCATION_FALLBACK[1])]);
  return {
    exact: Object.fromEntries(exactLegacyPaths()),
    prefixes: prefixLegacyPaths(),
    located: LEGACY_LOCATION_PATTERNS.map(({ pattern, to }) => ({ pattern, target: FAMILIES[to].pattern })),
    values: legacyValues(catalog),
    placeholder: placeholderIndex(catalog),
    notFound,
    fallbacks,
  };
}

/** An HTML page that redirects without JavaScript, for hosts that ignore _redirects. */
export function redirectStubHtml(target: string, absoluteTarget: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Redirigiendo…</title><meta name="robots" content="noindex"><link rel="canonical" href="${absoluteTarget}"><meta http-equiv="refresh" content="0; url=${target}"></head><body><p>Esta página se movió a <a href="${target}">${absoluteTarget}</a>.</p></body></html>\n`;
}
