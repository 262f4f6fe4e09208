/**
 * Correct Spanish on every built page: no agreement errors of concatenated texts, one register
 * (usted), and no amount of money that can wrap away from its "$"; no two months in a row given
 * as a range ("de octubre a noviembre": the places' rains, also refused by the schema; review 5,
 * item 38), and an altitude said with its unit ("los 2 de Cartagena" named no metres).
 */
import { describe, expect, it } from 'vitest';
import { consecutiveMonthRange } from '../../src/lib/content/schemas';
import { builtPages } from './pages';
import { jsonLdText, visibleText } from './text';

const pages = builtPages().map((p) => ({ path: p.path, text: `${visibleText(p.html)}\n${jsonLdText(p.html)}` }));

const MASC_PLURAL = '(?:pequeños|medianos|guardianes|activos|hipoalergénicos)';
const ADJECTIVE_USES = '(?:guardianes|activos|hipoalergénicos)';
/** Patterns a visitor must never read, each with why. */
const BAD: [RegExp, string][] = [
  [new RegExp(`\\brazas (?:de tamaño )?${MASC_PLURAL}`, 'i'), '"razas" is feminine: "razas pequeñas", "razas guardianas"'],
  [/\bde tamaño (?:pequeñ|median|grand|gigant)[a-z]*s\b/i, '"de tamaño" takes no plural adjective: "razas pequeñas"'],
  [new RegExp(`\\bperros (?:de|para) ${ADJECTIVE_USES}`, 'i'), 'an adjective use follows "perros" directly: "perros guardianes"'],
  [new RegExp(`\\bideales? para ${ADJECTIVE_USES}`, 'i'), '"ideales para hipoalergénicos" says nothing: "razas hipoalergénicas"'],
  [/\b(?:transportar|interesa|interesan) (?!(?:el|la|los|las|un|una|unos|unas|sus?)\b)[A-ZÁÉÍÓÚ]/, 'a livestock line needs its article or noun: "un Lusitano", "caballos Lusitano"'],
  [/Todo sobre (?!(?:el|la|los|las)\b)/, '"Todo sobre" takes the article: "Todo sobre el Lusitano"'],
  [/\b(?:tú|tu|tus|ti|contigo|tienes|puedes|quieres|buscas|necesitas|vives|prefieres|escríbenos|contáctanos|llámanos|visítanos|cuéntanos|pregúntanos)\b/i, 'the visitor is addressed as usted: "su", "puede", "escríbanos"'],
  [/\bte (?:enviamos|contamos|ayudamos|esperamos|asesoramos|llevamos)\b/i, 'the visitor is addressed as usted: "le enviamos"'],
  [/\$ \d/, 'money keeps "$" and the amount together with a no-break space (formatCOP)'],
  [/\b(?:sus|los|unos|estos) ganado\b/i, '"ganado" is a mass noun: "su ganado", "el ganado Brahman" (formas.pluralConArticulo)'],
  [/\b(?:los|unos|estos|todos) (?:mulas|codornices|pollonas|ponedoras)\b|\b(?:las|unas|estas|todas) (?:burros|caballos|pavos|pollitos|canarios|gansos|patos)\b/i, 'the article agrees with the animals: "las mulas", "los burros" (formas.pluralConArticulo)'],
  [/(?<!\.)\.\.(?!\.)/, 'a sentence ends with one period ("Bogotá D.C." at the end of a sentence takes no second one)'],
];

/** Livestock pages name the animals: "Venta de caballos Lusitano", never "Venta de Lusitano". */
const LIVESTOCK = /^\/(?:equinos|bovinos|aves)\//;

describe('Spanish of every built page', () => {
  it('names the animals of a livestock line in its sale title', () => {
    const bare = pages.filter((p) => LIVESTOCK.test(p.path) && /^Venta de [A-ZÁÉÍÓÚ]/m.test(p.text)).map((p) => p.path);
    expect(bare.slice(0, 5), `${bare.length} pages`).toEqual([]);
  });
  it(`reads ${pages.length} pages`, () => expect(pages.length).toBeGreaterThan(6000));
  it.each(BAD.map(([re, why]) => [re.source.slice(0, 60), re, why] as const))('has no %s', (_, re, why) => {
    const hits = pages.flatMap((p) => {
      const m = re.exec(p.text);
      return m ? [`${p.path}: "${p.text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30).replace(/\n/g, ' ⏎ ')}"`] : [];
    });
    expect(hits.slice(0, 5), `${hits.length} pages: ${why}`).toEqual([]);
  });
});

describe('months', () => {
  it('no page gives two months in a row as a range', () => {
    const found = builtPages()
      .map((p) => [p.path, consecutiveMonthRange(visibleText(p.html))] as const)
      .filter(([, range]) => range);
    expect(found.slice(0, 5)).toEqual([]);
  });
});

describe('altitudes', () => {
  it('are said in metres, or as the sea level, never as a bare number after "los"', () => {
    const bare = builtPages()
      .filter((p) => p.path.includes('cartagena') || p.path.includes('barranquilla'))
      .flatMap((p) => (/\blos [\d.]+ de (Cartagena|Barranquilla)\b/.exec(visibleText(p.html)) ?? []).slice(0, 1).map((m) => `${p.path}: ${m}`));
    expect(bare.slice(0, 5)).toEqual([]);
  });
});
