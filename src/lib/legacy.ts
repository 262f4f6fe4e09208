/**
 * Where an unknown or legacy path should go. Used at build time to write the redirect
 * table and, serialised into dist/404.html, in the browser for paths no static rule covers.
 * Keep it free of imports: the 404 page bundles it on its own.
 */

export interface LegacyIndex {
  /** Exact legacy paths (with trailing slash) → target path. */
  exact: Record<string, string>;
  /** Legacy path prefixes ("/shop/") → target path. */
  prefixes: [string, string][];
  dogBreeds: string[];
  dogLocations: string[];
  dogSizes: string[];
  /** Use slugs of the /perros/uso/{slug}/ pages. */
  dogUses: string[];
  /** Path patterns whose unknown values show a "not found" message instead of redirecting. */
  notFound: { pattern: string; message: string }[];
  /** Path prefixes whose unknown children go to a given page (e.g. unknown size → /perros/). */
  fallbacks: [string, string][];
}

export type LegacyResult = { redirect: string } | { message: string };

/** Lowercase, accents stripped: how the old site normalised search values. */
export function normaliseValue(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

function withSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/** Resolves a path that matched no page. Unknown paths end at "/". */
export function resolveLegacyPath(rawPath: string, index: LegacyIndex): LegacyResult {
  let path: string;
  try {
    path = decodeURI(rawPath);
  } catch {
    path = rawPath;
  }
  path = withSlash(path.split(/[?#]/)[0] || '/');
  const lower = normaliseValue(path);

  const exact = index.exact[path] ?? index.exact[lower];
  if (exact) return { redirect: exact };

  for (const [prefix, target] of index.prefixes) {
    if (lower.startsWith(prefix)) return { redirect: target };
  }

  const segments = lower.split('/').filter(Boolean);
  if (segments.length === 1) {
    const [segment] = segments as [string];
    const criadero = /^criadero-de-perros-(.+)$/.exec(segment);
    if (criadero && index.dogLocations.includes(criadero[1]!)) return { redirect: `/clousters/perros/${criadero[1]}/` };
    for (const location of index.dogLocations) {
      if (!segment.endsWith(`-${location}`)) continue;
      const breed = segment.slice(0, -location.length - 1);
      if (index.dogBreeds.includes(breed)) return { redirect: `/clousters/perros/${location}/` };
    }
    if (criadero) return { redirect: '/clousters/perros/' };
  }

  for (const { pattern, message } of index.notFound) {
    if (new RegExp(pattern).test(lower)) return { message };
  }
  for (const [prefix, target] of index.fallbacks) {
    if (lower.startsWith(prefix)) return { redirect: target };
  }
  return { redirect: '/' };
}
