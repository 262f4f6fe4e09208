/**
 * Issue 41, items 3 and 5: every livestock line that is sold says what its buyer asks (`comprador`)
 * and whether it suits each climate class (`climas`), within the limits the build enforces.
 */
import { describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { linesOf } from '@/lib/domain/livestock';
import { MODELS } from '@/lib/domain/livestock-models';
import { livestockEntry } from '@/lib/content/species';
import { parseContentFile } from '@/lib/content/files';
import { CLIMATE_CLASSES, DEPARTMENTS, classAtOpening, spacedWordCount as wordCount } from '@/lib/content/schemas';
import cities from '../../content/places/cities.json';

const catalog = readCatalog();
const lines = [...catalog['lineas/equinos']!, ...catalog['lineas/bovinos']!, ...linesOf(catalog, 'aves', 'ave').filter(MODELS.ave.sold)] as {
  slug: string;
  comprador?: string;
  climas?: Record<(typeof CLIMATE_CLASSES)[number], { apto: boolean; nota: string }>;
}[];
const apt = (slug: string) => Object.fromEntries(CLIMATE_CLASSES.map((k) => [k, lines.find((l) => l.slug === slug)!.climas![k].apto]));

describe('livestock lines: what the buyer asks and the line in each climate', () => {
  it('gives every sold line a comprador of 20 to 120 words and a note of 15 to 50 words per climate class', () => {
    for (const line of lines) {
      expect(wordCount(line.comprador!), line.slug).toBeGreaterThanOrEqual(20);
      expect(wordCount(line.comprador!), line.slug).toBeLessThanOrEqual(120);
      for (const k of CLIMATE_CLASSES) {
        const n = wordCount(line.climas![k].nota);
        expect(n >= 15 && n <= 50, `${line.slug} ${k}: ${n} words`).toBe(true);
      }
    }
  });

  it('writes each note once: no two lines share a sentence', () => {
    const seen = new Map<string, string>();
    for (const line of lines) for (const k of CLIMATE_CLASSES) {
      const note = line.climas![k].nota;
      expect(seen.get(note), `${line.slug} ${k} repeats ${seen.get(note)}`).toBeUndefined();
      seen.set(note, `${line.slug} ${k}`);
    }
  });

  it('writes each climate note at the scope of its class: no city, department or region, since every city of the class shows it', () => {
    // Regions a writer reaches for («la Costa y La Guajira», «los Llanos», «el valle del Cauca»), with the departments and the site's cities.
    const regions = ['Costa', 'Caribe', 'Llano', 'Llanos', 'Sabana', 'Eje Cafetero', 'Valle', 'Sinú', 'Orinoquía', 'Amazonía', 'Pacífico', 'Urabá', 'Magdalena Medio', 'Altiplano'];
    const names = [...new Set([...regions, ...DEPARTMENTS, ...(cities as { nombre: string }[]).map((c) => c.nombre)])];
    const named = (note: string) => names.filter((name) => new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'u').test(note));
    for (const line of lines) for (const k of CLIMATE_CLASSES) expect(named(line.climas![k].nota), `${line.slug} ${k}: ${line.climas![k].nota}`).toEqual([]);
    // The check itself: the notes it was written against.
    expect(named('aguanta el calor seco de la Costa y La Guajira')).toEqual(['Costa', 'La Guajira']);
    expect(named('Es su clima: el valle caliente del Cauca')).toEqual(['Cauca']);
    expect(named('En los Llanos y la Costa son el caballo de trabajo')).toEqual(['Costa', 'Llanos']);
  });

  it('does not recommend warm-land lines in the cold highlands, nor highland dairy and beef breeds in hot land', () => {
    for (const slug of ['brahman', 'harton-del-valle', 'costeno-con-cuernos', 'bufalo-murrah', 'gyr', 'pollitos-ross', 'avestruz']) expect(apt(slug).frio, slug).toBe(false);
    for (const slug of ['holstein', 'normando', 'jersey', 'angus']) expect(apt(slug), slug).toMatchObject({ frio: true, calido: false });
    for (const slug of ['brahman', 'harton-del-valle', 'costeno-con-cuernos', 'bufalo-murrah']) expect(apt(slug).calido, slug).toBe(true);
  });

  it('answers the buyer\'s questions of each kind of line', () => {
    const text = (slug: string) => lines.find((l) => l.slug === slug)!.comprador!;
    expect(text('canarios')).toMatch(/canta el macho/);
    expect(text('canarios')).toMatch(/anilla cerrada/);
    expect(text('canarios')).toMatch(/timbrado español y roller/);
    expect(text('paso-fino-colombiano')).toMatch(/Fedequinas/);
    // what decides the price of each category is the same in every breed: the species says it once (species.json › antesDeDecidir), no breed again
    expect(livestockEntry('bovinos').antesDeDecidir).toMatch(/levante.*vientre.*parida.*reproductor.*examen andrológico/s);
    for (const line of catalog['lineas/bovinos']! as { slug: string; comprador: string }[]) {
      expect(line.comprador, line.slug).not.toMatch(/depende de la categoría|cambia con la categoría|predio libre de brucelosis/);
    }
    expect(text('brahman')).toMatch(/Asocebú/);
    expect(text('holstein')).toMatch(/control lechero/);
    expect(text('pollonas-hy-line')).toMatch(/plan de vacunación/);
    expect(text('agapornis')).toMatch(/CITES/);
  });

  it('refuses a comprador or a climate note out of its limits, saying how many words it has', () => {
    const equines = catalog['lineas/equinos']! as Record<string, unknown>[];
    const short = { ...structuredClone(equines[0]!), comprador: 'Un texto corto de pocas palabras que no contesta nada al comprador de caballos.' };
    expect(() => parseContentFile('lineas/equinos', JSON.stringify([short]))).toThrow(/comprador: tiene 14 palabras; escriba entre 20 y 120/);
    const bad = structuredClone(equines[0]!) as { climas: { frio: { nota: string } } };
    bad.climas.frio.nota = 'Necesita pesebrera seca en las noches.';
    expect(() => parseContentFile('lineas/equinos', JSON.stringify([bad]))).toThrow(/climas\.frio\.nota: tiene 6 palabras; escriba entre 15 y 50/);
    const none = structuredClone(equines[0]!) as { climas: Record<string, { apto: boolean }> };
    for (const k of CLIMATE_CLASSES) none.climas[k]!.apto = false;
    expect(() => parseContentFile('lineas/equinos', JSON.stringify([none]))).toThrow(/apto en uno de los tres/);
  });

  it('refuses a comoCompraTipica that is not one of the line\'s categories (after9 §6.5)', () => {
    const equines = catalog['lineas/equinos']! as { slug: string; precio: Record<string, unknown> }[];
    const mules = structuredClone(equines.find((l) => l.slug === 'mulas')!);
    expect(mules.precio.comoCompraTipica).toBe('Mula domada');
    mules.precio.comoCompraTipica = 'Caballo domado';
    expect(() => parseContentFile('lineas/equinos', JSON.stringify([mules]))).toThrow(/comoCompraTipica nombra una de las categorías de la línea, escrita igual: «Mula[^»]*»/);
  });

  it('refuses a climate note that opens by naming its own class, which the page says over it (after9 §6.3), and only that', () => {
    const equines = catalog['lineas/equinos']! as Record<string, unknown>[];
    const echo = structuredClone(equines[0]!) as { climas: Record<string, { nota: string }> };
    echo.climas.frio!.nota = 'En tierra fría vive bien si duerme en pesebrera seca, sin corrientes de aire, y recibe más heno en las noches heladas.';
    expect(() => parseContentFile('lineas/equinos', JSON.stringify([echo]))).toThrow(/climas\.frio\.nota: abre con «tierra fría», que la página ya dice encima de la nota/);
    // the verdict before the class is the same echo; another class, or the class later in the sentence, is not
    expect(classAtOpening('frio', 'No se lo recomendamos en tierra fría: con la altura aumenta la ascitis.')).toBe('tierra fría');
    expect(classAtOpening('calido', 'Pura no se la recomendamos en tierra caliente: el calor la afecta.')).toBe('tierra caliente');
    expect(classAtOpening('templado', 'En clima medio se cría sin problema en potreros de ladera.')).toBe('clima medio');
    expect(classAtOpening('templado', 'Se maneja bien, aunque su ventaja se nota más en tierra caliente.')).toBeUndefined();
    expect(classAtOpening('frio', 'No se lo recomendamos: es un criollo de tierra caliente.')).toBeUndefined();
    expect(classAtOpening('frio', 'En ladera rinden bien si tienen buen casco.')).toBeUndefined();
    // the notes as written: none opens with its class
    for (const line of lines) for (const k of CLIMATE_CLASSES) expect(classAtOpening(k, line.climas![k].nota), `${line.slug} ${k}`).toBeUndefined();
  });
});

describe('livestock lines: prices by category (issue 41)', () => {
  type Price = { desde: number; hasta: number; categorias?: { nombre: string; desde: number; hasta: number }[]; estimado: boolean };
  const priced = lines as unknown as { slug: string; precio: Price }[];
  it('gives every cattle and horse line, the broilers, pullets, layers, canaries and budgerigars their prices by category, estimated, within the line’s range', () => {
    const withCategories = priced.filter((l) => l.precio.categorias).map((l) => l.slug);
    for (const slug of [...catalog['lineas/equinos']!, ...catalog['lineas/bovinos']!].map((l) => (l as { slug: string }).slug)) expect(withCategories, slug).toContain(slug);
    for (const slug of ['pollitos-ross', 'pollitos-cobb', 'pollonas-hy-line', 'ponedoras-lohmann', 'canarios', 'pericos-australianos']) expect(withCategories, slug).toContain(slug);
    for (const { slug, precio } of priced.filter((l) => l.precio.categorias)) {
      expect(precio.estimado, slug).toBe(true);
      // The line's range spans its categories: the single range the pages show says no less than the list.
      expect(Math.min(...precio.categorias!.map((c) => c.desde)), slug).toBe(precio.desde);
      expect(Math.max(...precio.categorias!.map((c) => c.hasta)), slug).toBe(precio.hasta);
    }
    const names = (slug: string) => priced.find((l) => l.slug === slug)!.precio.categorias!.map((c) => c.nombre);
    expect(names('brahman')).toEqual(['Ternero de levante', 'Novilla de vientre', 'Vaca parida', 'Toro reproductor']);
    expect(names('canarios')).toEqual(['Hembra', 'Macho cantor']);
    // A mule does not breed: no reproductor among its categories.
    expect(names('mulas').join()).not.toMatch(/reproductor/i);
  });

  it('refuses a category outside the line’s range, or one whose desde is above its hasta', () => {
    const cattle = catalog['lineas/bovinos']! as { precio: Price }[];
    const above = structuredClone(cattle[0]!);
    above.precio.categorias![0]!.hasta = above.precio.hasta + 1;
    expect(() => parseContentFile('lineas/bovinos', JSON.stringify([above]))).toThrow(/precio\.categorias\.0\.hasta: cada categoría cae dentro del rango de la línea: «[^»]+» llega a \$ [\d.]+, por encima del precio hasta de la línea/);
    const upside = structuredClone(cattle[0]!);
    upside.precio.categorias![1]!.desde = upside.precio.categorias![1]!.hasta + 1;
    expect(() => parseContentFile('lineas/bovinos', JSON.stringify([upside]))).toThrow(/desde must not be greater than hasta/);
  });
});
