/**
 * The one redirect table. It feeds dist/_redirects (Cloudflare Pages and Netlify), the HTML
 * stubs of static legacy paths and the index that dist/404.html uses for everything else.
 */
import type { Catalog } from './content/catalog';
import type { LegacyIndex } from './legacy';
import { routes } from './routes';
import { LEGACY_LISTINGS } from './listings';
import { pathOf } from './routes';

export interface RedirectRule {
  /** Source path; a trailing "*" makes it a splat (dynamic) rule. */
  from: string;
  to: string;
  /** Whether an HTML stub is written at the source path for hosts without _redirects. */
  stub: boolean;
}

/** Cloudflare Pages limits; Netlify has none this low. */
export const MAX_STATIC_RULES = 2000;
export const MAX_DYNAMIC_RULES = 100;

const PERROS = () => routes.dogs();
const HUB = () => routes.dogCluster();

/** Static legacy paths of spec §2, each to its one target (the roots of the prefix families too). */
export function exactLegacyPaths(): [string, string][] {
  return [
    ...prefixLegacyPaths(),
    ['/venta-perros-colombia/', PERROS()],
    ['/category/perros/', PERROS()],
    ['/tag/cachorros/', PERROS()],
    ['/razas-pequenas/', HUB()],
    ['/razas-mini/', HUB()],
    ['/razas-grandes/', HUB()],
    ['/razas-medianas/', HUB()],
    ['/tienda/', HUB()],
  ];
}

/** Legacy families matched by prefix (splat rules). */
export function prefixLegacyPaths(): [string, string][] {
  return [
    ['/venta-perros-de-raza/', HUB()],
    ['/shop/', HUB()],
    ['/product-category/', HUB()],
    ['/uncategorized/', HUB()],
  ];
}

/**
 * The whole table. Pattern families that expand per breed and location
 * (/{breed}-{location}/, /criadero-de-perros-{location}/) are listed last, so when the
 * static budget runs out it is their rarest forms that fall back to the 404 script.
 */
export function buildRedirectTable(catalog: Catalog, pagePaths: ReadonlySet<string>): RedirectRule[] {
  const rules: RedirectRule[] = [];
  const add = (from: string, to: string, stub: boolean) => {
    if (pagePaths.has(from)) return; // never shadow a real page
    rules.push({ from, to, stub });
  };
  for (const [from, to] of exactLegacyPaths()) add(from, to, true);
  for (const location of catalog.dogLocations) {
    add(`/criadero-de-perros-${location.slug}/`, routes.dogCluster(location.slug), false);
  }
  for (const breed of catalog.dogBreeds) {
    for (const location of catalog.dogLocations) {
      add(`/${breed.slug}-${location.slug}/`, routes.dogCluster(location.slug), false);
    }
  }
  for (const [from, to] of prefixLegacyPaths()) add(`${from}*`, to, false);
  return rules;
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
  const push = (from: string, to: string) => {
    if (seen.has(from)) return;
    seen.add(from);
    lines.push(`${from} ${to} 301${options.forceStubbed && stubbed.has(from) ? '!' : ''}`);
  };
  // First pass: every static rule in its canonical (slash) form; second pass: the bare forms.
  for (const r of statics) if (seen.size < limits.static) push(r.from, r.to);
  for (const r of statics) if (seen.size < limits.static && r.from.length > 1) push(r.from.replace(/\/$/, ''), r.to);
  const staticCount = seen.size;
  const skipped = statics.length * 2 - staticCount;
  for (const r of dynamics.slice(0, limits.dynamic)) push(r.from, r.to);
  if (dynamics.length > limits.dynamic) throw new Error(`[redirects] ${dynamics.length} dynamic rules exceed the limit of ${limits.dynamic}`);
  return { text: `${lines.join('\n')}\n`, staticCount, dynamicCount: Math.min(dynamics.length, limits.dynamic), skipped };
}

/** Where a bad page number of an old listing goes: the base listing's own target (one hop). */
export function listingFallbacks(): [string, string][] {
  const targets = Object.fromEntries(exactLegacyPaths());
  return LEGACY_LISTINGS.map((listing) => {
    const base = routes.legacyListingPage(listing, 1).replace(/page\/1\/$/, '');
    return [pathOf(base, 'page'), targets[base] ?? base];
  });
}

/** The data the 404 page needs to resolve every legacy path in the browser. */
export function buildLegacyIndex(catalog: Catalog): LegacyIndex {
  return {
    exact: Object.fromEntries(exactLegacyPaths().flatMap(([from, to]) => [[from, to]])),
    prefixes: prefixLegacyPaths(),
    dogBreeds: catalog.dogBreeds.map((b) => b.slug),
    dogLocations: catalog.dogLocations.map((l) => l.slug),
    dogSizes: catalog.dogSizes.map((s) => s.slug),
    dogUses: catalog.dogUses.map((u) => u.slug),
    notFound: [
      { pattern: '^/co/[^/]+/[^/]+/[^/]+/$', message: 'Contenido no encontrado.' },
      { pattern: '^/razas-de-perros/', message: 'Clúster no encontrado' },
    ],
    fallbacks: [
      ...listingFallbacks(),
      ['/perros/tamano/', PERROS()],
      ['/perros/uso/', PERROS()],
    ],
  };
}

/** An HTML page that redirects without JavaScript, for hosts that ignore _redirects. */
export function redirectStubHtml(target: string, absoluteTarget: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Redirigiendo…</title><meta name="robots" content="noindex"><link rel="canonical" href="${absoluteTarget}"><meta http-equiv="refresh" content="0; url=${target}"></head><body><p>Esta página se movió a <a href="${target}">${absoluteTarget}</a>.</p></body></html>\n`;
}
