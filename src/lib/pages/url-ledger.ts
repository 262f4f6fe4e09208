/**
 * The ledger of published URLs (issue: removing a city silently dropped ~336 pages and their
 * sitemap URLs). `published-urls.txt` at the project root lists every indexable path the last
 * deploy published (the sitemap's pages: every path of a family with `indexed: true`). The build
 * fails when one of them is neither built nor the source of a redirect (src/build/integrations/
 * redirect-files.ts); `npm run urls:retire` sends each such path to its nearest built page in
 * content/redirects.json, `npm run urls:publish` rewrites the ledger from today's content.
 *
 * Pure: no file access (the integration and scripts/publish-urls.mjs, retire-urls.mjs read and
 * write the files).
 */
import type { Catalog } from '../content/catalog';
import type { Redirect } from '../content/schemas';
import type { RedirectRule } from './redirects';
import { checkRouteCollisions } from './collisions';
import { familyPaths } from './entries';
import { FAMILIES, familyOf, matchParams, type FamilyKey, type Section } from '../routes/families';
import { routes } from '../routes';
import { subsetRequested } from '../content/subset';

/** The ledger, from the project root. */
export const LEDGER_FILE = 'published-urls.txt';
/** The environment variable that points the build's check at another ledger, or turns it off. */
export const LEDGER_ENV = 'URL_LEDGER';

/** The ledger's header: what it is and how to update it. */
export const LEDGER_HEADER = [
  '# Published URLs: every indexable page path (the sitemap) of the last deploy, one per line, sorted.',
  '# The build fails when one is no longer built and has no redirect (docs/content.md › Published URLs).',
  '# A removed page keeps its URL as a 301: `npm run urls:retire` adds one to content/redirects.json.',
  '# After each deploy: `npm run urls:publish` (rewrites this file from content/), then commit it.',
];

/** Every lasting indexable path the content builds: the paths of the families with `indexed: true` and not `transient`, sorted. */
export function publishedPaths(catalog: Catalog): string[] {
  checkRouteCollisions(catalog);
  // The inventory's pages come and go (families.ts › transient): a sold litter is retired through the redirect table.
  const keys = (Object.keys(FAMILIES) as FamilyKey[]).filter((key) => FAMILIES[key].indexed && !('transient' in FAMILIES[key]));
  return [...new Set(keys.flatMap((key) => familyPaths(catalog, key)))].sort();
}

/**
 * Every page path the content builds (all families), as the registry computes it without a build.
 * Two pages at one URL throw here (collisions.ts): the build's first check (src/build/integrations/
 * redirect-files.ts, at build start) stops before any page is rendered.
 */
export function builtPaths(catalog: Catalog): Set<string> {
  checkRouteCollisions(catalog);
  return new Set((Object.keys(FAMILIES) as FamilyKey[]).flatMap((key) => familyPaths(catalog, key)));
}

/** The text of the ledger file. */
export function renderLedger(paths: readonly string[]): string {
  return `${[...LEDGER_HEADER, ...[...new Set(paths)].sort()].join('\n')}\n`;
}

/** The paths of a ledger file: one per line; blank lines and `#` comments are skipped. */
export function parseLedger(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

/**
 * Where the build's check reads the ledger: `URL_LEDGER` unset → published-urls.txt;
 * `URL_LEDGER=off` or a quick build (BUILD_SUBSET=1) → no check; any other value → that
 * file, relative to the project root.
 */
export function ledgerSetting(env: Record<string, string | undefined>): { file: string } | 'off' {
  // A quick build (BUILD_SUBSET=1) leaves most places out on purpose.
  if (subsetRequested(env)) return 'off';
  const value = env[LEDGER_ENV]?.trim();
  if (!value) return { file: LEDGER_FILE };
  return value.toLowerCase() === 'off' ? 'off' : { file: value };
}

/**
 * The check: the ledger paths that are neither built nor the source of a redirect of the table
 * (a static 301 rule; a splat or a 200 rewrite does not count), in ledger order.
 */
export function vanishedPaths(ledger: readonly string[], pagePaths: ReadonlySet<string>, rules: readonly RedirectRule[]): string[] {
  const redirected = new Set(rules.filter((r) => (r.status ?? 301) === 301 && !/[*:]/.test(r.from)).map((r) => r.from));
  return ledger.filter((path) => !pagePaths.has(path) && !redirected.has(path));
}

/** The build's error when URLs of the last deploy vanished. */
export function vanishedMessage(vanished: readonly string[], file = LEDGER_FILE, examples = 3): string {
  const shown = vanished.slice(0, examples).join(', ') + (vanished.length > examples ? ', …' : '');
  const count = vanished.length === 1 ? '1 URL of the last deploy' : `${vanished.length} URLs of the last deploy`;
  return (
    `[urls] ${count} (${file}) ${vanished.length === 1 ? 'is' : 'are'} no longer built and ${vanished.length === 1 ? 'has' : 'have'} no redirect, e.g. ${shown}; ` +
    'a removed city or breed keeps its URLs as 301s: run `npm run urls:retire` to add a redirect for each to its nearest page in content/redirects.json ' +
    '(review and commit it), or, if dropping them is deliberate, run `npm run urls:publish`'
  );
}

/** The families whose page is "the breed" or "the line" of a section: the preferred targets. */
const BREED_FAMILIES = ['dogBreed', 'catBreed', 'livestockLine'] as const satisfies readonly FamilyKey[];

/** The section of a path of a family: the family's own, or for the livestock families the species its path names. */
function sectionOf(family: FamilyKey, path: string): Section {
  const section = FAMILIES[family].section;
  return section === 'especie' ? matchParams(FAMILIES[family].pattern, path)!.especie! : section;
}

/** The landing page of a section: /perros/, /gatos-colombia/, /equinos-colombia/…, or / for 'inicio'. */
export function sectionHub(section: Section): string {
  return section === 'inicio' ? routes.home() : routes.species(section);
}

/** Whether `slug` is a whole token of `path`: bounded by "/" or "-" on both sides. */
function hasToken(path: string, slug: string): boolean {
  for (let at = path.indexOf(slug); at >= 0; at = path.indexOf(slug, at + 1)) {
    const before = path[at - 1];
    const after = path[at + slug.length];
    if ((before === '/' || before === '-') && (after === '/' || after === '-')) return true;
  }
  return false;
}

/** The breed and line pages among the built pages, by section (computed once per set of pages). */
const breedPagesCache = new WeakMap<ReadonlySet<string>, Map<Section, { slug: string; page: string }[]>>();
function breedPages(pagePaths: ReadonlySet<string>): Map<Section, { slug: string; page: string }[]> {
  let bySection = breedPagesCache.get(pagePaths);
  if (bySection) return bySection;
  bySection = new Map();
  for (const page of [...pagePaths].sort()) {
    const family = familyOf(page);
    if (!family || !(BREED_FAMILIES as readonly FamilyKey[]).includes(family)) continue;
    const params = matchParams(FAMILIES[family].pattern, page)!;
    const section = sectionOf(family, page);
    if (!bySection.has(section)) bySection.set(section, []);
    bySection.get(section)!.push({ slug: params.raza ?? params.linea!, page });
  }
  breedPagesCache.set(pagePaths, bySection);
  return bySection;
}

/**
 * The nearest built page of a vanished path: the breed or line page of its section whose slug is
 * a whole token of the path (the longest slug wins, "bulldog-frances" over "bulldog"), else its
 * section's landing page, else "/". The result is always a built page (one hop).
 */
export function nearestHub(path: string, pagePaths: ReadonlySet<string>): string {
  const key = familyOf(path);
  const section: Section = key ? sectionOf(key, path) : 'inicio';
  let best: { slug: string; page: string } | undefined;
  for (const candidate of breedPages(pagePaths).get(section) ?? []) {
    if (hasToken(path, candidate.slug) && (!best || candidate.slug.length > best.slug.length)) best = candidate;
  }
  if (best) return best.page;
  const hub = sectionHub(section);
  return pagePaths.has(hub) ? hub : routes.home();
}

export interface Retirement {
  /** The whole new content of content/redirects.json, sorted by `desde`. */
  redirects: Redirect[];
  /** Entries added for vanished ledger paths. */
  added: Redirect[];
  /** Existing entries whose target is no longer built, sent to their nearest page again. */
  repointed: Redirect[];
  /** Existing entries whose source is a built page again (a redirect never shadows a page) or a legacy redirect. */
  dropped: Redirect[];
}

/**
 * What `npm run urls:retire` writes: the existing retired URLs (minus those that are pages again
 * or legacy redirects, with a target that vanished re-pointed) plus a redirect to its nearest page for each vanished
 * ledger path. `legacyRules` is the table without content/redirects.json (buildRedirectTable with
 * `redirects: []`): a path it already redirects needs no entry.
 */
export function retireVanished(ledger: readonly string[], existing: readonly Redirect[], pagePaths: ReadonlySet<string>, legacyRules: readonly RedirectRule[]): Retirement {
  const legacy = new Set(legacyRules.map((r) => r.from));
  const obsolete = (r: Redirect) => pagePaths.has(r.desde) || legacy.has(r.desde);
  const dropped = existing.filter(obsolete);
  const repointed: Redirect[] = [];
  const kept = existing
    .filter((r) => !obsolete(r))
    .map((r) => {
      if (pagePaths.has(r.hacia)) return r;
      const moved = { desde: r.desde, hacia: nearestHub(r.desde, pagePaths) };
      repointed.push(moved);
      return moved;
    });
  const covered = new Set(kept.map((r) => r.desde));
  const added = vanishedPaths(ledger, pagePaths, legacyRules)
    .filter((path) => !covered.has(path))
    .map((desde) => ({ desde, hacia: nearestHub(desde, pagePaths) }));
  const redirects = [...kept, ...added].sort((a, b) => (a.desde < b.desde ? -1 : a.desde > b.desde ? 1 : 0));
  return { redirects, added, repointed, dropped };
}
