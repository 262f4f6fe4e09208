/**
 * The legacy URLs of the old site (spec §2) and where each goes: targets are families of the
 * registry, never paths. Read by the one redirect table (src/lib/pages/redirects.ts), which feeds
 * _redirects, the HTML stubs and the 404 index. No imports but the registry.
 */
import type { FamilyKey } from './families';

/** A family without params: the target of a legacy path. */
type Page = Extract<FamilyKey, 'dogs' | 'catPrices' | 'catBreedersGuide' | 'catSaleGuide'>;

/** Static legacy paths, each to its one target (they also get HTML stubs). */
export const LEGACY_EXACT: readonly (readonly [string, Page])[] = [
  ['/venta-perros-colombia/', 'dogs'],
  ['/category/perros/', 'dogs'],
  ['/tag/cachorros/', 'dogs'],
  // Spec §2: the old location hub is gone; its locations are listed on /perros/ (the pages below it stay).
  ['/clousters/perros/', 'dogs'],
  ['/razas-pequenas/', 'dogs'],
  ['/razas-mini/', 'dogs'],
  ['/razas-grandes/', 'dogs'],
  ['/razas-medianas/', 'dogs'],
  ['/tienda/', 'dogs'],
  // Spec §2's /gatos-{intencion}/ forms: one canonical, the intent page under /gatos/.
  ['/gatos-precios/', 'catPrices'],
  ['/gatos-criaderos-en-colombia/', 'catBreedersGuide'],
  ['/gatos-venta-en-colombia/', 'catSaleGuide'],
];

/** Legacy families matched by prefix (splat rules in _redirects); their roots are exact rules too. */
export const LEGACY_PREFIXES: readonly (readonly [string, Page])[] = [
  ['/venta-perros-de-raza/', 'dogs'],
  ['/shop/', 'dogs'],
  ['/product-category/', 'dogs'],
  ['/uncategorized/', 'dogs'],
];

/**
 * Legacy paths that name a dog location (and a breed): the params take known slugs only,
 * so "/pug-chapinero/" splits right although slugs contain hyphens. The target family takes
 * the `lugar` param.
 */
export const LEGACY_LOCATION_PATTERNS: readonly { pattern: string; to: 'dogLocation' }[] = [
  { pattern: '/criadero-de-perros-[lugar]/', to: 'dogLocation' },
  { pattern: '/[raza]-[lugar]/', to: 'dogLocation' },
];

/** Paths with this prefix whose location is unknown go to /perros/ (404 script only: a splat would shadow real pages). */
export const LEGACY_LOCATION_FALLBACK: readonly [string, Page] = ['/criadero-de-perros-', 'dogs'];
