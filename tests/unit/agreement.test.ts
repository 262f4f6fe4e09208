/**
 * Agreement from data (issue 25 item 2): the article a department or park takes, the plural of a
 * cat breed that is an adjective, the form of a dog size after "Tamaño", read from content/ by
 * the helpers of src/lib/text/spanish.ts, never patched into a sentence.
 */
import { describe, expect, it } from 'vitest';
import { buildCatalog, type RawCatalog } from '@/lib/content/catalog';
import { readCatalog } from '@/lib/content/disk-catalog';
import { parseContentFile } from '@/lib/content/files';
import { dispatchCity, placeFacts } from '@/lib/domain/places';
import { dogPlace, placeSection } from '@/lib/text/dogs/place-page';
import { department } from '@/lib/text/places';
import { afterPreposition, catBreedPlural, withArticle } from '@/lib/text/spanish';
import { dogCards } from '@/lib/views/dog-cards';
import { catBreedView } from '@/lib/views/cats';
import { catBreederView } from '@/lib/views/cat-place-pages';
import { catPlace } from '@/lib/views/cat-place-pages';
import { routes } from '@/lib/routes';

const catalog = readCatalog();
const raw = catalog as unknown as RawCatalog;
const dep = (name: string) => department(catalog.departmentByName, name);

describe('articles of places', () => {
  it('give a department its article, or none', () => {
    expect(withArticle(dep('Valle del Cauca'))).toBe('el Valle del Cauca');
    expect(withArticle(dep('Antioquia'))).toBe('Antioquia');
    expect(withArticle(dep('La Guajira'))).toBe('La Guajira');
    expect(withArticle('Parques del Río')).toBe('Parques del Río');
  });
  it('contract "a el" and "de el", and nothing else', () => {
    expect(afterPreposition('en', dep('Valle del Cauca'))).toBe('en el Valle del Cauca');
    expect(afterPreposition('a', dep('Tolima'))).toBe('al Tolima');
    expect(afterPreposition('de', dep('Meta'))).toBe('del Meta');
    expect(afterPreposition('a', dep('Antioquia'))).toBe('a Antioquia');
    expect(afterPreposition('de', dep('La Guajira'))).toBe('de La Guajira');
    expect(afterPreposition('de', 'el Parque Arví')).toBe('del Parque Arví');
    expect(afterPreposition('en', 'Parques del Río y el Parque Arví')).toBe('en Parques del Río y el Parque Arví');
    // A capitalised "El" is part of the name: "de El Salvador", not "del Salvador".
    expect(afterPreposition('de', 'El Salvador')).toBe('de El Salvador');
  });
  it('name every department a place or a line names, with an error that says where', () => {
    const cities = raw.cities.map((c) => (c.slug === 'cali' ? { ...c, departamento: 'Valle del Cuaca' } : c));
    expect(() => buildCatalog({ ...raw, cities })).toThrow(
      /content\/places\/cities\.json: entry "cali" › departamento: "Valle del Cuaca" is not a department of content\/places\/departments\.json \(¿quiso decir "Valle del Cauca"\?\)/,
    );
    expect(() => department(catalog.departmentByName, 'Atlantis')).toThrow(/"Atlantis" is not a department/);
  });
  it('refuse an article that is not one and a park written in lowercase', () => {
    expect(() => parseContentFile('departments', JSON.stringify([{ nombre: 'Meta', articulo: 'lo' }]))).toThrow(/departments\.json: entry "Meta" › articulo/);
    const cities = JSON.parse(JSON.stringify(raw.cities)) as Record<string, unknown>[];
    cities[0]!.parques = ['parque Simón Bolívar'];
    expect(() => parseContentFile('cities', JSON.stringify(cities))).toThrow(/entry "bogota" › parques\.0: .*with its article/);
  });
  it('walk a dog in "Parques del Río", never in "el Parques del Río"', () => {
    const medellin = placeFacts(catalog, { slug: 'medellin', kind: 'ciudad' });
    const beagle = catalog.dogBreedBySlug.get('beagle')!;
    const text = placeSection(dogPlace(catalog, beagle, medellin), []).paragraphs[0]!;
    expect(text).toContain('Parques del Río');
    expect(text).not.toMatch(/\bel Parques\b/);
  });
});

describe('plurals of cat breeds', () => {
  it('use formas.plural where the name is an adjective, the name where it does not change', () => {
    const persa = catalog.catBreeds.find((b) => b.slug === 'persa')!;
    const ragdoll = catalog.catBreeds.find((b) => b.slug === 'ragdoll')!;
    expect(catBreedPlural(persa)).toBe('persas');
    expect(catBreedPlural(catalog.catBreeds.find((b) => b.slug === 'siames')!)).toBe('siameses');
    expect(catBreedPlural(ragdoll)).toBe('Ragdoll');
  });
  it('head the breed page "Gatos persas en venta" and open a city page with "gatitos persas"', () => {
    const persa = catalog.catBreeds.find((b) => b.slug === 'persa')!;
    expect(catBreedView(catalog, { path: routes.catBreed('persa'), breed: persa }).heading).toBe('Gatos persas en venta');
    const maine = catalog.catBreeds.find((b) => b.slug === 'maine-coon')!;
    expect(catBreedView(catalog, { path: routes.catBreed('maine-coon'), breed: maine }).heading).toBe('Gatos Maine Coon en venta');
    const cali = catalog.cityBySlug.get('cali')!;
    expect(catBreederView(catalog, { path: routes.catBreederInCity('persa', 'cali'), breed: persa, place: catPlace(cali, true) }).heading).toBe('Gatitos persas con entrega en Cali');
    const fixed = catalog.catFixedPages[0]!;
    const breed = catalog.catBreeds.find((b) => b.slug === fixed.raza)!;
    const town = catalog.townBySlug.get(fixed.lugar)!;
    const view = catBreederView(catalog, { path: routes.catBreederInCity(fixed.raza, fixed.lugar), breed, place: catPlace(town, false) });
    expect(view.heading).toBe(`Gatitos ${catBreedPlural(breed)} con entrega en ${town.nombre}`);
  });
  it('refuse a plural in capitals', () => {
    const breeds = JSON.parse(JSON.stringify(raw.catBreeds)) as Record<string, unknown>[];
    breeds[0]!.formas = { plural: 'Persas' };
    expect(() => parseContentFile('catBreeds', JSON.stringify(breeds))).toThrow(/entry "persa" › formas\.plural: .*lowercase/);
  });
});

describe('dog sizes after "Tamaño"', () => {
  it('agree with it: "Tamaño: mediano", not "Tamaño: Medianos"', () => {
    // a breed sold in several sizes (the Caniche) names those it is priced in (dog-cards.test.ts)
    const labels = dogCards(catalog, catalog.dogBreeds).flatMap((c) => (c.size && !/ o /.test(c.size) ? [c.size.replace(/^Tamaño: /, '')] : []));
    expect(new Set(labels)).toEqual(new Set(catalog.dogSizes.filter((s) => catalog.dogBreeds.some((b) => b.tamano === s.key)).map((s) => s.formas.perro)));
    expect(labels).toContain('mediano');
  });
});
