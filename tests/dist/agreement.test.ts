/**
 * Agreement from data on every built page (issue 25 item 2): each pattern is built from the forms
 * content/ gives (readCatalog), not from a list of breeds or places typed here, so a breed, a
 * department or a park added tomorrow is checked the same way.
 *
 * - a cat breed whose name is an adjective reads in plural after "gatos"/"gatitos" (formas.plural):
 *   "Gatos persas en venta", never "Gatos Persa en venta";
 * - a department that takes an article has it after a preposition, after "es"/"son" and at the
 *   start of a sentence ("en el Valle del Cauca", "al Tolima", "El Meta no es…");
 * - a department or a park whose data gives no article never gets one ("el Parques del Río");
 * - a dog breed's origin with an article keeps it after "de" ("originaria del Reino Unido");
 * - a dog's size after "Tamaño" agrees with it ("Tamaño mediano", never "Tamaño Medianos").
 */
import { describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { builtPages } from './pages';
import { jsonLdText, visibleText } from './text';

const catalog = readCatalog();
const built = builtPages();
const pages = built.map((p) => ({ path: p.path, text: `${visibleText(p.html)}\n${jsonLdText(p.html)}` }));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (names: readonly string[]) => `(?:${names.map(escape).join('|')})`;
/** Not a letter: a name or a preposition starts and ends there ("\b" does not know "á"). */
const EDGE_BEFORE = '(?<![\\p{L}])';
const EDGE_AFTER = '(?![\\p{L}])';

const adjectiveCats = catalog.catBreeds.filter((b) => b.formas);
const articledDepartments = catalog.departments.filter((d) => d.articulo);
const bareDepartments = catalog.departments.filter((d) => !d.articulo);
const allParks = [...catalog.cities, ...catalog.localities, ...catalog.regions, ...catalog.towns].flatMap((p) => p.parques);
/** Parks are written as they read in a sentence (content/places › parques): those without a leading article take none. */
const bareParks = [...new Set(allParks.filter((park) => !/^(?:el|la|los|las) /.test(park)))];
const articledOrigins = catalog.dogBreeds.filter((b) => b.origenEnFrase && b.origenEnFrase !== b.origen).map((b) => b.origen);

/** Patterns a visitor must never read, each with why. */
const BAD: [string, RegExp, string][] = [
  [
    'a cat breed as a bare adjective after "gatos"',
    new RegExp(`${EDGE_BEFORE}[Gg]at(?:os|itos) ${alternatives(adjectiveCats.map((b) => b.nombre))}${EDGE_AFTER}`, 'u'),
    'after "gatos" the breed agrees: "gatos persas" (content/cats/breeds.json › formas.plural)',
  ],
  [
    'a department that takes an article without it',
    new RegExp(
      `${EDGE_BEFORE}(?:en|a|de|desde|hacia|por|para|es|son|y) ${alternatives(articledDepartments.map((d) => d.nombre))}${EDGE_AFTER}|(?:^|[.;] )${alternatives(articledDepartments.map((d) => d.nombre))} (?:no )?es `,
      'mu',
    ),
    'the department takes its article: "en el Valle del Cauca", "al Tolima", "El Meta no es…" (content/places/departments.json › articulo)',
  ],
  [
    'an article before a department or park that takes none',
    new RegExp(`${EDGE_BEFORE}(?:el|del|al|la|los|las) ${alternatives([...bareDepartments.map((d) => d.nombre), ...bareParks])}${EDGE_AFTER}`, 'u'),
    'the name takes no article: "en Antioquia", "en Parques del Río" (departments.json without articulo; a park written without one)',
  ],
  [
    'an origin without its article after "de"',
    new RegExp(`${EDGE_BEFORE}(?:de|a|en) ${alternatives(articledOrigins)}${EDGE_AFTER}`, 'u'),
    'the origin keeps its article: "originaria del Reino Unido" (content/dogs/breeds.json › origenEnFrase)',
  ],
];

describe('agreement from data on every built page', () => {
  it('reads the forms from the catalog', () => {
    expect(adjectiveCats.map((b) => b.slug)).toContain('persa');
    expect(articledDepartments.map((d) => d.nombre)).toContain('Valle del Cauca');
    expect(bareParks).toContain('Parques del Río');
    expect(articledOrigins).toContain('Reino Unido');
  });
  it.each(BAD)('has no %s', (_, re, why) => {
    const hits = pages.flatMap((p) => {
      const m = re.exec(p.text);
      return m ? [`${p.path}: "${p.text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30).replace(/\n/g, ' ⏎ ')}"`] : [];
    });
    expect(hits.slice(0, 5), `${hits.length} pages: ${why}`).toEqual([]);
  });
  it('has no dog size label after "Tamaño" that does not agree with it', () => {
    const labels = catalog.dogSizes.filter((s) => s.name !== s.formas.perro).map((s) => s.name);
    // after «Tamaño:» on a card, or in the «Tamaño» row of a breed page's data list
    const re = new RegExp(`Tamaño:?(?:\\s*</dt>\\s*<dd[^>]*>)?\\s*<a\\b[^>]*>\\s*${alternatives(labels)}\\s*</a>`);
    const hits = built.filter((p) => re.test(p.html)).map((p) => p.path);
    expect(hits.slice(0, 5), `${hits.length} pages: "Tamaño mediano", from content/dogs/sizes.json › formas.perro`).toEqual([]);
    expect(built.some((p) => /Tamaño<\/dt>\s*<dd[^>]*>\s*<a\b[^>]*>\s*mediano\s*<\/a>/.test(p.html))).toBe(true);
  });
});
