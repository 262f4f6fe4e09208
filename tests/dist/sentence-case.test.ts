/**
 * Spanish sentence case on every built page: in a heading, a link, a button, a table or list
 * header, only the first word and proper names take a capital ("Disponible ahora", "Gatos de
 * pelo largo", "Solicitar cotización"; "Precio del Bulldog francés"). Proper names come from the
 * data (breeds, lines, places, the brand) and a short list of names and acronyms; a word after
 * ".", ":", "?", "!", "·", "/" or an opening sign starts a new phrase.
 */
import { describe, expect, it } from 'vitest';
import { breederLabel } from '@/lib/content/breeder';
import { readCatalog } from '@/lib/content/disk-catalog';
import { site } from '@/lib/content/site';
import { builtPages } from './pages';
import { decodeEntities } from './text';
import { linesOf } from '@/lib/domain/livestock';

/** Names and acronyms that are not in the data (Newcastle: the disease, named after the city, in the ICA documents of the livestock answers). */
const NAMES = ['WhatsApp', 'ICA', 'GSMI', 'CITES', 'COP', 'NIT', 'Google', 'Colombia', 'Instagram', 'Facebook', 'TikTok', 'YouTube', 'Bogotá', 'D.C.', 'Newcastle'];

/** Every word of the proper names the data holds: breeds, lines and their forms, places, the brand. */
function properWords(): Set<string> {
  const c = readCatalog();
  const names = [
    ...c.dogBreeds.map((b) => b.nombre),
    ...c.catBreeds.map((b) => b.nombre),
    ...[...linesOf(c, 'equinos', 'equino'), ...linesOf(c, 'bovinos', 'bovino'), ...linesOf(c, 'aves', 'ave')].flatMap((l) => [l.nombre, ...Object.values(l.formas)]),
    ...c.cities.flatMap((p) => [p.nombre, p.departamento]),
    ...c.localities.flatMap((p) => [p.barrio, p.ciudad]),
    ...c.regions.flatMap((p) => [p.nombre, p.departamento]),
    ...c.towns.flatMap((p) => [p.nombre, p.departamento]),
    ...c.countries.flatMap((p) => [p.nombre, p.ciudad]),
    ...c.dogPrices.flatMap((p) => [p.nombre, ...p.variantes.map((v) => v.nombre)]),
    site.brand,
    breederLabel(),
    ...NAMES,
  ];
  return new Set(names.flatMap((n) => String(n).split(/[\s/()]+/).flatMap((w) => [w, ...w.split('-')])).filter((w) => /^\p{Lu}/u.test(w)));
}

/** The labels of a page: the text of each heading, link, button, table and list header, cut at the elements inside it. */
function labels(html: string): string[] {
  const body = html.replace(/<(script|style|svg|template)\b[\s\S]*?<\/\1>/g, '');
  return [...body.matchAll(/<(h[1-6]|a|button|th|dt|summary|label|legend|caption)\b[^>]*>([\s\S]*?)<\/\1>/g)].flatMap((m) =>
    decodeEntities(m[2]!.replace(/<[^>]+>/g, '\n'))
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean),
  );
}

/** The first word of a label that has a capital it should not: not first, not after a phrase break, not a proper name. */
export function capitalisedCommonWord(label: string, proper: ReadonlySet<string>): string | undefined {
  const tokens = label.split(' ');
  for (let i = 1; i < tokens.length; i++) {
    const word = tokens[i]!.replace(/^[«"“(¿¡←→]+|[»"”.,;:!?)→]+$/g, '');
    if (!/^\p{Lu}\p{Ll}/u.test(word) || proper.has(word)) continue;
    if (/[.:!?·•|/—–]$/.test(tokens[i - 1]!) || /^[·•|/—–←→]$/.test(tokens[i - 1]!) || /^[«"“(¿¡]/.test(tokens[i]!)) continue;
    return word;
  }
  return undefined;
}

describe('sentence case of labels', () => {
  const proper = properWords();
  const pages = builtPages();

  it('knows the proper names of the data', () => {
    for (const word of ['Bulldog', 'Retriever', 'Medellín', 'Antioquia', 'Lusitano', 'Chapinero', 'WhatsApp']) expect(proper, word).toContain(word);
  });

  it('finds a capitalised common word, and leaves proper names and new phrases alone', () => {
    expect(capitalisedCommonWord('Disponible Ahora', proper)).toBe('Ahora');
    expect(capitalisedCommonWord('Gatos de Tamaño Mediano', proper)).toBe('Tamaño');
    expect(capitalisedCommonWord('Precio del Bulldog francés en Medellín', proper)).toBeUndefined();
    expect(capitalisedCommonWord('Escríbanos por WhatsApp', proper)).toBeUndefined();
    expect(capitalisedCommonWord('Pug: Precio y cuidados', proper)).toBeUndefined();
  });

  it(`writes every heading, link, button and header of the ${pages.length} pages in sentence case`, () => {
    const found = new Map<string, { word: string; count: number; example: string }>();
    for (const page of pages) {
      for (const label of labels(page.html)) {
        const word = capitalisedCommonWord(label, proper);
        if (!word) continue;
        const entry = found.get(label) ?? { word, count: 0, example: page.path };
        entry.count++;
        found.set(label, entry);
      }
    }
    const report = [...found].sort((a, b) => b[1].count - a[1].count).map(([label, { word, count, example }]) => `"${label}" (${word}; ${count}×, e.g. ${example})`);
    expect(report.slice(0, Number(process.env.SHOW_ALL ? 1000 : 20)), `${report.length} labels`).toEqual([]);
  });
});
