/**
 * Spelling of what a visitor reads on every page of dist/: the title, the meta
 * description and the main content, checked by hunspell (hunspell-asm, the C++ library compiled
 * to WebAssembly) with the Colombian Spanish dictionary of the RLA-ES project
 * (dictionary-es-co): npm packages, so `npm ci && npm test` needs no system spell checker.
 * Correct words the dictionary lacks: the names content/ declares (breeds, lines, places), verb
 * forms with enclitic pronouns ("cepíllelo", "vigilarlo") whose verb form hunspell knows, and
 * the list of tests/fixtures/spelling-words.txt (trade names, acronyms, technical terms).
 */
import { readdirSync, readFileSync } from 'node:fs';
import dictionary from 'dictionary-es-co';
import { loadModule } from 'hunspell-asm';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '@/lib/routes/families';
import { mainText, pageFamily } from '../../scripts/audit-content.mjs';
import { builtPages } from './pages';
import { decodeEntities, headText } from './text';

const factory = await loadModule();
const speller = factory.create(factory.mountBuffer(new Uint8Array(dictionary.aff), 'es_CO.aff'), factory.mountBuffer(new Uint8Array(dictionary.dic), 'es_CO.dic'));

/** The words of `words` hunspell does not know, in order, each once. */
function unknown(words: string[]): string[] {
  return [...new Set(words.filter((word) => !speller.spell(word)))];
}

/** Words of a text ("Hy-Line" is two): letters with inner apostrophes; no single letters (km/h, grupo B), none with digits (H5N1, 4x4), no Roman numerals (siglo XIX). */
const tokens = (text: string): string[] =>
  text
    .split(/[^\p{L}\p{M}\p{N}'’]+/u)
    .map((t) => t.replace(/^['’]+|['’]+$/g, ''))
    .filter((t) => t.length > 1 && /\p{L}/u.test(t) && !/\p{N}/u.test(t) && !/^[IVXL]{2,}$/.test(t));

/**
 * A verb form with enclitic pronouns ("cepíllelo", "pregúntenos", "vigilarlo") as the verb
 * form hunspell must know, when its accent is right: an infinitive keeps its stress and takes no
 * accent; a form ending in a vowel or -n (usted imperative, gerund) becomes esdrújula and takes one.
 */
const PRONOUNS = /^(.{3,}?)(selos|selas|selo|sela|los|las|les|nos|lo|la|le|se|me)$/u;
const ACCENTED = /[áéíóú]/;
const plain = (s: string) => s.replace(/[áéíóú]/g, (c) => 'aeiou'['áéíóú'.indexOf(c)]!);
function encliticBases(word: string): string[] {
  const stem = PRONOUNS.exec(word.toLowerCase())?.[1];
  if (!stem) return [];
  if (/[aei]r$/.test(stem)) return ACCENTED.test(stem) ? [] : [stem];
  // "cepílle-lo" → "cepille"; "envíe-lo" keeps the accent of its own hiatus → "envíe".
  if (/[aeiou]n?$/.test(stem) && stem.match(/[áéíóú]/g)?.length === 1) return [plain(stem), stem];
  return [];
}

/** Words of the names content/ declares; breed and line names also in lower case ("un poodle"). */
const NAME_KEYS = new Set(['nombre', 'name', 'b', 'l', 'ciudad', 'barrio', 'departamento', 'estado', 'pais', 'aeropuerto', 'parques', 'origen', 'brand', 'locality', 'region']);
/** Breeds, lines, sizes, and the breeds and varieties of the price guide ("Maltipoo", "Merle"). */
const BREEDS = ['dogs/breeds', 'dogs/prices', 'dogs/sizes', 'cats/breeds', 'livestock/equinos', 'livestock/bovinos', 'livestock/aves', 'livestock/bufalos'];
/** Every file of content/places (cities, localities, towns…), the fixed pages' places and the site's address. */
const PLACES = [...readdirSync('content/places').filter((f) => f.endsWith('.json')).map((f) => `places/${f.slice(0, -5)}`), 'cats/fixed-pages', 'dogs/fixed-pages', 'site'];
function contentNames(): Set<string> {
  const names = new Set<string>();
  const walk = (value: unknown, lower: boolean, key = ''): void => {
    if (Array.isArray(value)) value.forEach((v) => walk(v, lower, key));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, lower, k);
    else if (typeof value === 'string' && NAME_KEYS.has(key))
      for (const t of tokens(value)) if (/^\p{Lu}/u.test(t)) names.add(t).add(lower ? t.toLowerCase() : t);
  };
  for (const f of BREEDS) walk(JSON.parse(readFileSync(`content/${f}.json`, 'utf8')), true);
  for (const f of PLACES) walk(JSON.parse(readFileSync(`content/${f}.json`, 'utf8')), false);
  return names;
}
const listed = readFileSync('tests/fixtures/spelling-words.txt', 'utf8')
  .split('\n')
  .map((l) => l.replace(/#.*/, '').trim())
  .filter(Boolean);
const names = contentNames();
const known = new Set([...names, ...listed]);
const knownUpper = new Set([...known].map((k) => k.toUpperCase()));
/** As hunspell reads its own list: a lower-case word may start a sentence, any word may be written in capitals. */
const isKnown = (w: string) => known.has(w) || (/^\p{Lu}\p{Ll}*$/u.test(w) && known.has(w.toLowerCase())) || (/^\p{Lu}+$/u.test(w) && knownUpper.has(w));

/**
 * Every built page, indexable or not (a visitor reads both): about 6,500, whose distinct words
 * hunspell reads in well under a second, so no sample.
 */
const pages = builtPages().map((p) => {
  const { title, description } = headText(p.html);
  const text = `${decodeEntities(title)} | ${decodeEntities(description)} | ${mainText(p.html)}`;
  return { path: p.path, family: pageFamily(p.path) as string | undefined, text, words: new Set(tokens(text)) };
});

/** The words of `words` that are neither in the dictionary nor known to this test. */
function misspelled(words: string[]): string[] {
  const flagged = unknown(words.filter((w) => !isKnown(w)));
  const bases = new Map(flagged.map((w) => [w, encliticBases(w)]));
  const unknownBases = new Set(unknown([...new Set([...bases.values()].flat())]));
  return flagged.filter((w) => bases.get(w)!.every((b) => unknownBases.has(b)));
}

/**
 * Words hunspell accepts as a rare verb form or another word ("linea" of linear, "numero" of
 * numerar, "ingles" of ingle, "mas" for pero) where this site only ever means the accented noun
 * or adverb: línea, número, título, inglés, más…
 */
const ACCENT_TRAPS = new Set(['linea', 'lineas', 'numero', 'titulo', 'medico', 'publico', 'ultimo', 'ultima', 'ultimas', 'genero', 'calculo', 'deposito', 'transito', 'habito', 'vinculo', 'estimulo', 'critico', 'animo', 'termino', 'ejercito', 'ingles', 'mas']);

describe('spelling of every built page (hunspell, es_CO)', () => {
  it('flags misspelled Spanish and misplaced accents, knows accented words and enclitic verb forms', () => {
    const right = ['tamaño', 'también', 'información', 'cachorros', 'usted', 'cepíllelo', 'pregúntenos', 'vigilarlo', 'báñelos', 'Medellín', 'poodle'];
    const wrong = ['tamano', 'tambien', 'informacion', 'cepillelo', 'preguntenos', 'vigilárlo', 'cepíllélo', 'Medellin', 'perrro'];
    expect(misspelled([...right, ...wrong])).toEqual(wrong);
  });

  it(`reads every family of the route registry (${pages.length} pages)`, () => {
    // The inventory ships empty: its transient families have no page in the repository's build (tests/dist/fixture-builds/inventory.test.ts builds them).
    expect(Object.keys(FAMILIES).filter((f) => !('transient' in FAMILIES[f as keyof typeof FAMILIES]) && !pages.some((p) => p.family === f))).toEqual([]);
    expect(pages.length).toBeGreaterThan(6000);
  });

  it('lists in tests/fixtures/spelling-words.txt only words the dictionary and content/ lack', () => {
    const flagged = new Set(unknown(listed));
    expect(listed.filter((w) => !flagged.has(w)), 'already in the dictionary: take them out of the list').toEqual([]);
    expect(listed.filter((w) => names.has(w)), 'already a name in content/: take them out of the list').toEqual([]);
  });

  it('has no accent left out where the word without it is another word (línea, número, más)', () => {
    expect(unknown([...ACCENT_TRAPS]), 'hunspell knows each of them, or the test would not need them').toEqual([]);
    const bad = pages.flatMap((p) => [...p.words].filter((w) => ACCENT_TRAPS.has(w.toLowerCase())).map((w) => `${p.path}: ${w}`));
    expect(bad.slice(0, 10), `${bad.length} words`).toEqual([]);
  });

  it('has no word the es_CO dictionary does not know on any page', () => {
    const bad = new Set(misspelled([...new Set(pages.flatMap((p) => [...p.words]))]));
    const where = new Map<string, string[]>();
    for (const p of pages) for (const w of p.words) if (bad.has(w)) where.get(w)?.push(p.path) ?? where.set(w, [p.path]);
    const report = [...bad].map((word) => {
      const paths = where.get(word) ?? [];
      const text = pages.find((p) => p.path === paths[0])?.text ?? '';
      const at = text.search(new RegExp(`(?<![\\p{L}\\p{M}])${word}(?![\\p{L}\\p{M}])`, 'u'));
      return `${word} (${paths.length} pages, ${paths.slice(0, 2).join(' ')}): "${text.slice(Math.max(0, at - 40), at + word.length + 40)}"`;
    });
    expect(report, 'fix a misspelling at its source (content/ or src/lib); a correct word the dictionary lacks goes in tests/fixtures/spelling-words.txt').toEqual([]);
  });
});
