/**
 * Every label of the breeder's editor is whole, short and in Spanish (editor drive s49: «SECTIONS»,
 * sub-groups named by their keys («HISTORIA», «TRUE»), labels cut mid-phrase with «…», an address
 * pattern «/clousters/perros/{lugar}/» as a label, «(encabezado h2)» and «(contentDate, prices)»
 * in hints). Walks the generated configuration, every field of every collection, kinds of a list
 * included.
 */
import { describe, expect, it } from 'vitest';
import { type CmsField, LABEL_MAX, plural } from '@/build/cms-config';
import { countLine, listPlurals } from '@/admin/list-lines';
import { cmsConfig } from '@/build/cms-collections';
import { TEXT_FIELD_LABELS } from '@/build/cms-text-labels';

const { collections } = cmsConfig({ kind: 'local', url: 'http://localhost:8081/api/v1' });

/** Each field with where it is («textos › infoPages › about › sections») and its siblings. */
function* fieldsOf(fields: readonly CmsField[], where: string): Generator<{ field: CmsField; where: string; siblings: readonly CmsField[] }> {
  for (const field of fields) {
    yield { field, where: `${where} › ${field.name}`, siblings: fields };
    if (field.fields) yield* fieldsOf(field.fields, `${where} › ${field.name}`);
    if (field.types) yield* fieldsOf(field.types, `${where} › ${field.name}`);
    if (field.field?.fields) yield* fieldsOf(field.field.fields, `${where} › ${field.name}`);
  }
}
const all = [
  ...collections.flatMap((c) => [
    ...fieldsOf(c.fields ?? [], c.name),
    ...(c.files ?? []).flatMap((f) => [...fieldsOf(f.fields, `${c.name} › ${f.name}`)]),
  ]),
];

/** English words a breeder met as labels, and words of code. */
const ENGLISH = /\b(?:sections?|items?|title|text|heading|label|true|false|link|links|values?|list|none|null|undefined)\b/i;
const CODE = /\b(?:h[1-6]|json|slug|contentDate|[a-z]+[A-Z][A-Za-z]*)\b|[{}]|content\//;

describe('the labels of the editor', () => {
  it('walks the whole configuration', () => expect(all.length).toBeGreaterThan(1000));

  it('are whole: none ends cut with «…»', () => {
    expect(all.filter(({ field }) => /…\s*$/.test(field.label)).map(({ where, field }) => `${where}: ${field.label}`)).toEqual([]);
  });

  it('are in Spanish, not a key of the file («sections», «historia», «true»)', () => {
    const raw = all.filter(({ field }) => ENGLISH.test(field.label) || (field.label === field.name && /^[a-z]/.test(field.name)) || /^[a-z]/.test(field.label));
    expect(raw.map(({ where, field }) => `${where}: ${field.label}`)).toEqual([]);
  });

  it('show no address pattern and no code («/clousters/perros/{lugar}/», «{llegada}», «h2»)', () => {
    expect(all.filter(({ field }) => /\/|[{}]/.test(field.label) || CODE.test(field.label)).map(({ where, field }) => `${where}: ${field.label}`)).toEqual([]);
  });

  it('say «pesos» in words, not the currency code «COP» («PRECIO (COP) (OPCIONAL)»: editor drive s50)', () => {
    expect(all.filter(({ field }) => /\bCOP\b/.test(field.label)).map(({ where, field }) => `${where}: ${field.label}`)).toEqual([]);
  });

  it(`are short: at most ${LABEL_MAX + 20} characters (the hint says the rest)`, () => {
    expect(all.filter(({ field }) => field.label.length > LABEL_MAX + 20).map(({ where, field }) => `${where}: ${field.label}`)).toEqual([]);
  });

  it('tell two fields of a form apart: no two siblings share a label', () => {
    const same = all.filter(({ field, siblings }) => siblings.some((s) => s !== field && s.label === field.label));
    expect(same.map(({ where, field }) => `${where}: ${field.label}`)).toEqual([]);
  });

  it('of the site texts given by hand name fields that exist, and are the ones shown', () => {
    const textos = collections.find((c) => c.name === 'textos')!;
    const at = (fields: readonly CmsField[], path: string[]): CmsField | undefined => {
      const field = fields.find((f) => f.name === path[0]);
      return path.length === 1 || !field ? field : at(field.fields ?? field.field?.fields ?? [], path.slice(1));
    };
    for (const [file, labels] of Object.entries(TEXT_FIELD_LABELS)) {
      const fields = textos.files!.find((f) => f.name === file)!.fields;
      for (const [path, { label }] of Object.entries(labels!)) expect(at(fields, path.split('.'))?.label, `${file} › ${path}`).toBe(label);
    }
  });

  it('of an empty list that needs one item is plain: «Agregue al menos un animal.»', () => {
    const animales = collections.find((c) => c.name === 'camadas')!.fields!.find((f) => f.name === 'animales')!;
    expect(animales).toMatchObject({ min: 1, empty_message: 'Agregue al menos un animal.' });
  });

  it('of a list name its item in the singular, short: «1 párrafo», «Agregar párrafo», not «1 párrafos de «qué hacemos»» on a button four lines high', () => {
    const lists = all.filter(({ field }) => field.widget === 'list');
    expect(lists.length).toBeGreaterThan(60);
    const bad = lists.filter(({ field }) => !field.label_singular || field.label_singular.length > 24 || field.label_singular === field.label.toLowerCase());
    expect(bad.map(({ where, field }) => `${where}: ${field.label} / ${field.label_singular ?? '(none)'}`)).toEqual([]);
  });

  it('of a list count several items in the plural that agrees: «7 puntos», «2 párrafos», not «7 lista de lo que se entrega con cada animal» (editor drive s50)', () => {
    const lists = all.filter(({ field }) => field.widget === 'list' && field.label_singular);
    // a list labelled by its items' plural already («Razas mini», «Lugares») needs none
    expect(lists.filter(({ field }) => !field.label_plural && !field.label.toLowerCase().startsWith(plural(field.label_singular!))).map(({ where }) => where)).toEqual([]);
    expect(['párrafo', 'punto', 'animal', 'descripción', 'prueba de salud', 'red social', 'variación', 'categoría', 'lugar'].map(plural)).toEqual([
      'párrafos', 'puntos', 'animales', 'descripciones', 'pruebas de salud', 'redes sociales', 'variaciones', 'categorías', 'lugares',
    ]);
    const plurals = listPlurals(collections as Parameters<typeof listPlurals>[0]);
    expect(countLine('7 lista de lo que se entrega con cada animal', plurals)).toBe('7 puntos');
    expect(countLine('2 qué datos se tratan', plurals)).toBe('2 párrafos');
    expect(countLine('3 animales', plurals)).toBe('3 animales');
    expect(countLine('1 párrafo', plurals)).toBe('1 párrafo');
    expect(countLine('2 cosas que no son una lista', plurals)).toBe('2 cosas que no son una lista');
  });

  it('have hints without the site\'s addresses or file paths («/clousters/perros/{lugar}/», «content/species.json»: editor drive s50)', () => {
    const coded = all.filter(({ field }) => field.hint && (/(?:^|[\s(«,;])\/[\w{}…-]+\//.test(field.hint) || /content\//.test(field.hint)));
    expect(coded.map(({ where, field }) => `${where}: ${field.hint}`)).toEqual([]);
  });

  it('name «{…}» only where the breeder types it: in the hint of a text, or of a group of texts, not of a number, a choice or a date', () => {
    const texts = (f: CmsField): boolean => f.widget === 'string' || f.widget === 'text' || [...(f.fields ?? []), ...(f.types ?? []), ...(f.field ? [f.field] : [])].some(texts);
    const coded = all.filter(({ field }) => field.hint && /\{[^}]*\}/.test(field.hint) && !texts(field));
    expect(all.filter(({ field }) => field.hint && /\{[^}]*\}/.test(field.hint)).length).toBeGreaterThan(100);
    expect(coded.map(({ where, field }) => `${where} (${field.widget}): ${field.hint}`)).toEqual([]);
  });

  it('of a price row with male and female prices say which prices the pages show, each apart (editor drive s50: the Pug\'s «Precio base» changed, its pages did not)', async () => {
    const { dogPriceSchema } = await import('@/lib/content/schemas/dogs');
    const rows = all.filter(({ where }) => / › B › (?:bf|mf|ff)$/.test(where));
    expect(rows).toHaveLength(12);
    for (const { field } of rows.filter(({ field }) => field.name === 'bf')) {
      expect(field.label).toBe('Precio base (las páginas no lo muestran)');
      expect(field.hint).toMatch(/el precio del macho y el de la hembra, aquí abajo, cada uno aparte: si cambió el precio de la raza, cámbielo en esos dos/);
    }
    for (const { field } of rows.filter(({ field }) => field.name !== 'bf')) expect(field.hint).toMatch(/aparte del (?:de la hembra|del macho): cambiar uno no cambia el otro/);
    // as the hint says: what the pages read of a row is its male and female prices, whatever its base
    const row = dogPriceSchema.parse({ grupo: 'PEQUENAS', b: 'Pug', s: 'pequeno', bf: 2300000, mf: 2000000, ff: 2200000, v: [] });
    expect(row).toMatchObject({ precioMacho: 2000000, precioHembra: 2200000 });
  });

  it('have hints without code words («(encabezado h2)», «(contentDate, prices)»)', () => {
    const coded = all.filter(({ field }) => field.hint && /\(h[1-6]\)|encabezado h[1-6]|contentDate|\((?:[a-z]+(?:[A-Z]\w*|\.\w+)(?:\.\w+)*|answer|prices)(?:, \w+)*\)/.test(field.hint));
    expect(coded.map(({ where, field }) => `${where}: ${field.hint}`)).toEqual([]);
  });

  it('say in words what the site puts for each marker of Criadero\'s data a hint shows («{registroIca} por el número de registro del ICA…»)', () => {
    const markers = ['registroIca', 'fundación', 'años', 'perrosEntregados', 'fechaPerros', 'familias', 'fechaFamilias'];
    const unsaid = all.flatMap(({ field, where }) =>
      markers
        .filter((m) => field.hint?.includes(`{${m}}`) && !new RegExp(`\\{${m}\\}(?: y \\{\\w+\\})? por |como \\{${m}\\}, el sitio las cambia por`).test(field.hint))
        .map((m) => `${where}: {${m}}`),
    );
    expect(unsaid).toEqual([]);
  });

  it('say what each marker means, never «undefined» («{razas}: undefined.», «{clase}: undefined.»), nor a page twice («La portada de gatos la portada de gatos»)', () => {
    const broken = all.filter(({ field }) => field.hint && (/\bundefined\b/.test(field.hint) || /\b(la (?:portada|guía|página) de [a-zñáéíóú]+) \1\b/i.test(field.hint)));
    expect(broken.map(({ where, field }) => `${where}: ${field.hint}`)).toEqual([]);
  });
});
