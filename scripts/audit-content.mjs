/**
 * Content audit over dist/: how unique the programmatic pages are.
 *
 * For every indexable family of the route registry with params, the main content of each page
 * (the <main> element without scripts, styles, nav, header and footer) is reduced to words and
 * to the set of its 5-word shingles. Reported per family:
 *   - pages and words of main content (median and minimum);
 *   - `pairs`: the median Jaccard similarity over pairs of pages that differ only by the place
 *     (same breed / line / intent, other city or locality), sampled deterministically;
 *   - `max`: the highest similarity of any two pages of the family (MinHash over all pairs,
 *     exact Jaccard on the candidates), with the pair.
 * And over all indexable pages together: every pair at or above the duplicate threshold
 * (MinHash banding finds the candidates, exact Jaccard decides).
 *
 * `npm run audit:content` prints the table; tests/dist/uniqueness.test.ts holds the budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FAMILIES, familyOf, matchParams, paramNames } from '../src/lib/routes/families.ts';
import { htmlPages } from './page-weight.mjs';

/** The budget of issue 9: same-breed-other-place median, minimum words, any pair. */
export const BUDGET = { pairMedian: 0.35, minWords: 300, duplicate: 0.6 };

const SHINGLE = 5;
const HASHES = 64;
const BANDS = 16; // 16 bands × 4 rows: a pair at 0.6 is a candidate with probability 0.89, at 0.7 0.99
const ROWS = HASHES / BANDS;

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (s) =>
  s.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (m, e) =>
    e[0] === '#' ? String.fromCodePoint(e[1].toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)) : (ENTITIES[e.toLowerCase()] ?? m),
  );

/** The visible text of a page's <main>, without scripts, styles, nav, header and footer. */
export function mainText(html) {
  const main = html.match(/<main\b[^>]*>([\s\S]*?)<\/main>/)?.[1] ?? '';
  const text = main
    .replace(/<(script|style|nav|header|footer|template)\b[\s\S]*?<\/\1>/g, ' ')
    // The end of a block ends a sentence (list items, headings), for strayMentions; words ignore the mark.
    .replace(/<\/(p|li|h[1-6]|dt|dd|td|th|figcaption)>/g, ' | ')
    .replace(/<[^>]+>/g, ' ');
  return decode(text).replace(/\s+/g, ' ').trim();
}

/** Words that make a sentence about the breeder's own base: where the animals leave from, how far it is. */
const DISPATCH_CONTEXT = /despach|criadero|criamos|enviamos|env[ií]o|\bkm\b|distancia|veh[ií]culo|crecen|minutos|entregamos|nuestr[oa]/i;
/** Words that make a sentence about living in a place: never said of the base on another place's page. */
const LIVING_CONTEXT = /apartamento|bogotan|clima|fr[ií]o|fresco|noches|ma[ñn]anas|lluvi|altura de/i;

/**
 * The sentences of a page about another place that name `name` (the dispatch city) for anything
 * but the delivery from there: its climate, its apartments, its nights.
 */
export function strayMentions(text, name) {
  // "415 km de Bogotá", "desde Bogotá", "De Bogotá a Cali" always speak of the way from the base.
  const route = new RegExp(`(?:\\bkm de|[Dd]esde|\\bDe|Sabana de|salen? de) ${name}`, 'g');
  return text
    .split(/(?<=[.!?])\s+|["|]/)
    .filter((s) => {
      // A bare name is a link to that place's page (coverage lists), not a claim about it.
      if (!s.includes(name) || s.trim() === name) return false;
      const rest = s.replace(route, '');
      return rest.includes(name) && (!DISPATCH_CONTEXT.test(rest) || LIVING_CONTEXT.test(rest));
    });
}

/** Whether a page is about a place other than `city` or its localities (its path names such a place). */
export function aboutOtherPlace(family, path, places, cityPlaces) {
  const key = placeKey(family, path, places);
  if (key === undefined) return false;
  const pattern = FAMILIES[family]?.pattern;
  if (!pattern) return false;
  return !path.split(/[/-]/).some((part, i, parts) => cityPlaces.some((slug) => parts.slice(i, i + slug.split('-').length).join('-') === slug));
}

/** Lowercase words (letters and digits) of a text. */
export const words = (text) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** FNV-1a, 32 bits. */
function hash(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The sorted distinct hashes of a word list's 5-word shingles. */
export function shingles(list) {
  const set = new Set();
  for (let i = 0; i + SHINGLE <= list.length; i++) set.add(hash(list.slice(i, i + SHINGLE).join(' ')));
  return Uint32Array.from(set).sort();
}

/** Jaccard similarity of two sorted shingle sets. */
export function jaccard(a, b) {
  if (!a.length && !b.length) return 1;
  let i = 0, j = 0, common = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) { common++; i++; j++; }
    else if (a[i] < b[j]) i++;
    else j++;
  }
  return common / (a.length + b.length - common);
}

const SEEDS = Array.from({ length: HASHES }, (_, i) => [hash(`a${i}`) | 1, hash(`b${i}`)]);
function minhash(set) {
  const sig = new Uint32Array(HASHES).fill(0xffffffff);
  for (const x of set) {
    for (let k = 0; k < HASHES; k++) {
      const h = (Math.imul(SEEDS[k][0], x) + SEEDS[k][1]) >>> 0;
      if (h < sig[k]) sig[k] = h;
    }
  }
  return sig;
}
const estimate = (a, b) => {
  let same = 0;
  for (let k = 0; k < HASHES; k++) if (a[k] === b[k]) same++;
  return same / HASHES;
};

/** Deterministic PRNG (mulberry32) for the pair sample. */
function prng(seed) {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every place slug of content/places (cities, localities, regions, countries), longest first. */
export function placeSlugs(root = '.') {
  const read = (f) => JSON.parse(readFileSync(join(root, 'content/places', f), 'utf8'));
  const slugs = [
    ...read('cities.json').map((c) => c.slug),
    ...read('localities.json').flatMap((l) => [l.slug_barrio, l.slug_ciudad]),
    ...read('regions.json').map((r) => r.slug),
    ...read('countries.json').map((c) => c.slug),
  ];
  return [...new Set(slugs)].sort((a, b) => b.length - a.length);
}

/**
 * The "same page, other place" key of a path: its params with the place slug taken out
 * ("/clousters/perros/cali/pug/" → "*|pug", "/aves/venta-canarios-cali/" → "canarios-*").
 * Undefined when no param names a place.
 */
export function placeKey(family, path, places) {
  const pattern = FAMILIES[family].pattern;
  const source = pattern.replace(/[.*+?^${}()|\\]/g, '\\$&').replace(/\\?\[(\.\.\.)?[A-Za-z]+\\?\]/g, (m) => (m.includes('...') ? '(.+)' : '([^/]+)'));
  const values = path.match(new RegExp(`^${source}$`))?.slice(1) ?? [];
  let found = false;
  const key = values.map((v) => {
    const slug = places.find((s) => v === s || v.endsWith(`-${s}`));
    if (!slug) return v;
    found = true;
    return v === slug ? '*' : `${v.slice(0, -slug.length)}*`;
  });
  return found ? key.join('|') : undefined;
}

const median = (xs) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

let fixedPaths;
/** The family of a built page; the fixed legacy breeder pages are of their own family even where their path looks like another's. */
export function pageFamily(path) {
  fixedPaths ??= new Set(JSON.parse(readFileSync('content/dogs/fixed-pages.json', 'utf8')).map((f) => f.path));
  return fixedPaths.has(path) ? 'dogFixedBreeder' : familyOf(path);
}

/** Reads the indexable programmatic pages of dist/ (families with params), with text and shingles. */
export function readPages(dist = 'dist') {
  const programmatic = new Set(Object.keys(FAMILIES).filter((k) => FAMILIES[k].indexed && paramNames(FAMILIES[k].pattern).length));
  return htmlPages(dist)
    .map((p) => ({ path: p.path, family: pageFamily(p.path), html: p.html }))
    .filter((p) => programmatic.has(p.family) && !/<meta name="robots" content="[^"]*noindex/.test(p.html))
    .map(({ path, family, html }) => {
      const text = mainText(html);
      const list = words(text);
      const set = shingles(list);
      return { path, family, group: auditGroup(family, path), text, words: list.length, set, sig: minhash(set) };
    });
}

/** The row of the audit a page counts in: its family, and for the livestock families its species ("livestockSale bovinos"). */
export function auditGroup(family, path) {
  return FAMILIES[family].section === 'especie' ? `${family} ${matchParams(FAMILIES[family].pattern, path).especie}` : family;
}

/**
 * The audit: per family the word counts, the median same-breed-other-place similarity and the
 * most alike pair; and every pair of indexable pages at or above `BUDGET.duplicate`.
 */
export function audit(pages, { places = placeSlugs(), maxPairs = 1500 } = {}) {
  const byFamily = Map.groupBy(pages, (p) => p.group ?? p.family);
  const rows = [];
  for (const [family, list] of [...byFamily].sort(([a], [b]) => a.localeCompare(b))) {
    // Same breed, other place: pages grouped by key; every pair of a group is a candidate.
    const groups = Map.groupBy(list, (p) => placeKey(p.family, p.path, places) ?? '');
    const candidates = [];
    for (const [key, group] of groups) {
      if (!key) continue;
      for (let i = 0; i < group.length; i++) for (let j = i + 1; j < group.length; j++) candidates.push([group[i], group[j]]);
    }
    const random = prng(hash(family));
    const sample = candidates.length <= maxPairs ? candidates : Array.from({ length: maxPairs }, () => candidates[Math.floor(random() * candidates.length)]);
    const pairSims = sample.map(([a, b]) => jaccard(a.set, b.set));
    // Most alike pair of the family: MinHash estimate over all pairs, exact on the best.
    let best = { sim: 0, a: '', b: '' };
    const top = [];
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const e = estimate(list[i].sig, list[j].sig);
        if (e >= 0.3 || top.length < 20) top.push([e, i, j]);
      }
      if (top.length > 5000) top.sort((x, y) => y[0] - x[0]).splice(200);
    }
    top.sort((x, y) => y[0] - x[0]);
    for (const [, i, j] of top.slice(0, 200)) {
      const sim = jaccard(list[i].set, list[j].set);
      if (sim > best.sim) best = { sim, a: list[i].path, b: list[j].path };
    }
    for (let k = 0; k < sample.length; k++) if (pairSims[k] > best.sim) best = { sim: pairSims[k], a: sample[k][0].path, b: sample[k][1].path };
    const counts = list.map((p) => p.words);
    rows.push({
      family,
      pages: list.length,
      wordsMedian: median(counts),
      wordsMin: Math.min(...counts),
      pairs: sample.length,
      pairMedian: median(pairSims),
      max: best.sim,
      maxPair: [best.a, best.b],
    });
  }
  return { rows, duplicates: duplicatePairs(pages, BUDGET.duplicate) };
}

/** Pairs of pages (any families) at or above `threshold`, found by MinHash banding. */
export function duplicatePairs(pages, threshold) {
  const seen = new Set();
  const found = [];
  for (let band = 0; band < BANDS; band++) {
    const buckets = new Map();
    pages.forEach((p, i) => {
      const key = Array.from(p.sig.subarray(band * ROWS, (band + 1) * ROWS)).join(',');
      const bucket = buckets.get(key);
      if (bucket) bucket.push(i);
      else buckets.set(key, [i]);
    });
    for (const bucket of buckets.values()) {
      for (let x = 0; x < bucket.length; x++) {
        for (let y = x + 1; y < bucket.length; y++) {
          const id = bucket[x] * pages.length + bucket[y];
          if (seen.has(id)) continue;
          seen.add(id);
          const a = pages[bucket[x]], b = pages[bucket[y]];
          if (estimate(a.sig, b.sig) < threshold - 0.15) continue;
          const sim = jaccard(a.set, b.set);
          if (sim >= threshold) found.push({ sim, a: a.path, b: b.path });
        }
      }
    }
  }
  return found.sort((x, y) => y.sim - x.sim);
}

/** The table as text. */
export function formatAudit({ rows, duplicates }) {
  const f2 = (x) => (Number.isNaN(x) ? '  –  ' : x.toFixed(2));
  const head = ['family', 'pages', 'words med', 'words min', 'pairs', 'pair med', 'max', 'most alike pair'];
  const body = rows.map((r) => [r.family, r.pages, r.wordsMedian, r.wordsMin, r.pairs, f2(r.pairMedian), f2(r.max), r.maxPair.join(' ~ ')].map(String));
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]))).join(' | ')} |`;
  const out = [line(head), line(widths.map((w, i) => '-'.repeat(i === widths.length - 1 ? 3 : w))), ...body.map(line)];
  out.push('', `Budget: pair median ≤ ${BUDGET.pairMedian}, words ≥ ${BUDGET.minWords}, no two indexable pages ≥ ${BUDGET.duplicate} alike.`);
  out.push(`Pairs of indexable pages ≥ ${BUDGET.duplicate}: ${duplicates.length}`);
  const byFamilies = Map.groupBy(duplicates, (d) => [familyOf(d.a), familyOf(d.b)].sort().join(' ~ '));
  for (const [families, list] of byFamilies) out.push(`  ${String(list.length).padStart(6)}  ${families} (up to ${list[0].sim.toFixed(2)}: ${list[0].a} ~ ${list[0].b})`);
  return out.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const pages = readPages(process.argv[2] ?? 'dist');
  console.log(formatAudit(audit(pages)));
  console.log(`\n${pages.length} pages audited in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
