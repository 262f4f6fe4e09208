/** The local text of breed × place pages: written from the place's facts and the breed's tolerances. */
import { describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { buildCatalog } from '@/lib/content/catalog';
import {
  placeFactsList,
  type GuideSection,
} from '@/lib/text/places';
import { breedProfileSection } from '@/lib/text/dogs/guide';
import { livingSection } from '@/lib/text/dogs/guide';
import { rulesSection } from '@/lib/text/dogs/guide';
import { deliverySection } from '@/lib/text/dogs/guide';
import { breedLocationFaq } from '@/lib/text/dogs/faq';
import { breedClimateSection } from '@/lib/text/dogs/guide';
import { deliveryMode } from '@/lib/domain/places';
import { climateClass } from '@/lib/domain/places';
import { placeFacts } from '@/lib/domain/places';
import { dispatchCity } from '@/lib/domain/places';
import { townFacts } from '@/lib/domain/places';
import { lifeExpectancy } from '@/lib/domain/dogs';
import { strayMentions } from '../../scripts/audit-content.mjs';

const catalog = readCatalog();
const dispatch = dispatchCity(catalog);
const breed = (slug: string) => catalog.dogBreedBySlug.get(slug)!;
const place = (slug: string) => placeFacts(catalog, catalog.dogLocationBySlug.get(slug)!);
const text = (s: GuideSection) => [s.heading, ...s.paragraphs, ...(s.list ?? [])].join(' | ');

describe('place facts', () => {
  it('dispatches from the city content/site.json names, 0 km from itself', () => {
    expect(dispatch.slug).toBe('bogota');
    expect(deliveryMode(place('bogota'))).toBe('local');
    expect(deliveryMode(place('chapinero'))).toBe('local');
  });
  it('classes climates from the temperatures and altitude range', () => {
    expect(climateClass(place('bogota'))).toBe('frío');
    expect(climateClass(place('pasto'))).toBe('frío');
    expect(climateClass(place('medellin'))).toBe('templado');
    expect(climateClass(place('barranquilla'))).toBe('cálido');
    // Colombian usage: Manizales is tierra fría, Bucaramanga and Ibagué templadas, Cali cálida.
    expect(climateClass(place('manizales'))).toBe('frío');
    expect(climateClass(place('bucaramanga'))).toBe('templado');
    expect(climateClass(place('ibague'))).toBe('templado');
    expect(climateClass(place('cali'))).toBe('cálido');
    expect(climateClass(place('cundinamarca'))).toBe('variado');
  });
  it('delivers by road up to 4 hours, by road or air up to 10, by air beyond', () => {
    expect(deliveryMode(place('villavicencio'))).toBe('carretera');
    expect(deliveryMode(place('medellin'))).toBe('carretera-o-avion');
    expect(deliveryMode(place('barranquilla'))).toBe('avion');
  });
  it('gives a locality its own altitude, surroundings and parks, and its city’s climate', () => {
    const usme = place('usme');
    expect(usme.altitud).toBe(2800);
    expect(usme.temperatura).toEqual(place('bogota').temperatura);
    expect(usme.label).toBe('Usme (Bogotá)');
    expect(usme.parques).toContain('el Parque Entrenubes');
  });
  it('fails the build when another city than the dispatch city is 0 km away', () => {
    const cities = catalog.cities.map((c) => (c.slug === 'cali' ? { ...c, entrega: { ...c.entrega, distanciaKm: 0 } } : c));
    expect(() => buildCatalog({ ...catalog, cities })).toThrow(/cities\.json: entry "cali" › entrega\.distanciaKm: 0 km only for the dispatch city "bogota"/);
  });
});

describe('climate advice', () => {
  it('warns a short-muzzled breed of the Caribbean heat and never praises a cool climate there', () => {
    const t = text(breedClimateSection(breed('bulldog-frances'), place('barranquilla'), dispatch, '/x/'));
    expect(t).toContain('33 °C');
    expect(t).toMatch(/hocico corto/);
    expect(t).not.toMatch(/fresco|frío le sienta/);
    expect(t).toMatch(/Bogotá, a 2\.640 metros/); // the arrival from the dispatch city, from data
    expect(t).toMatch(/la primera semana/); // and what the buyer does that week
  });
  it('tells a cold-loving breed the cold of Pasto suits it, giving the 7 °C once', () => {
    const climate = text(breedClimateSection(breed('samoyedo'), place('pasto'), dispatch, '/x/'));
    expect(climate).toMatch(/le sienta bien al Samoyedo/);
    expect(climate.match(/\b7 °C|de 7 a/g)).toHaveLength(1);
    // Without the opening, the breeder pages list the temperatures above the section: it does not give the 7 °C again (review 4, D28).
    const beside = text(breedClimateSection(breed('samoyedo'), place('pasto'), dispatch, '/x/', { facts: true }));
    expect(beside).toMatch(/El frío de Pasto le sienta bien al Samoyedo/);
    expect(beside).not.toMatch(/\b7 °C/);
  });
  it('gives the altitude of a high place once: the short-muzzle sentence says what it means without the figure', () => {
    const climate = text(breedClimateSection(breed('shih-tzu'), place('bogota'), dispatch, '/x/'));
    expect(climate).toMatch(/Por la altura, el aire de Bogotá tiene menos oxígeno/);
    expect(climate.match(/2\.640/g)).toHaveLength(1);
  });
  it('keeps a double coat unshaved where nights stay warm', () => {
    expect(text(breedClimateSection(breed('husky-siberiano'), place('cartagena'), dispatch, '/x/'))).toMatch(/no rape el doble manto/);
  });
});

describe('delivery', () => {
  it('flies a light short-muzzled breed in the cabin and drives a heavy one', () => {
    expect(text(deliverySection(breed('pug'), place('barranquilla'), dispatch, '/x/'))).toMatch(/viaja en cabina/);
    // The breed-in-place page tells the trip (its FAQ says why it goes by road, and in our vehicle); the breeder page says why.
    expect(text(deliverySection(breed('bulldog-ingles'), place('barranquilla'), dispatch, '/x/'))).toMatch(/hace con paradas para agua y descanso/);
    expect(text(deliverySection(breed('bulldog-ingles'), place('barranquilla'), dispatch, '/x/'))).not.toMatch(/nuestro vehículo/);
    expect(text(deliverySection(breed('bulldog-ingles'), place('barranquilla'), dispatch, '/x/'))).not.toMatch(/avión/);
    expect(text(deliverySection(breed('bulldog-ingles'), place('barranquilla'), dispatch, '/x/', 'completo'))).toMatch(/lo llevamos por carretera/);
    expect(text(deliverySection(breed('bulldog-ingles'), place('barranquilla'), dispatch, '/x/', 'completo'))).not.toMatch(/avión|bodega presurizada/);
  });
  it('names the distance, the road time and the airport from the data, once', () => {
    const t = text(deliverySection(breed('beagle'), place('medellin'), dispatch, '/x/'));
    expect(t).toContain('unos 415 km');
    // The breed-in-place page names the airport in its FAQ answer (breedLocationFaq), so its section does not.
    expect(t).not.toContain('José María Córdova (Rionegro)');
    expect(breedLocationFaq(breed('beagle'), 'Medellín', place('medellin')).map((q) => q.answer).join(' ')).toContain('José María Córdova (Rionegro)');
    // The breeder page lists the distance in its facts: its delivery text does not say it again.
    const full = text(deliverySection(breed('beagle'), place('medellin'), dispatch, '/x/', 'completo'));
    expect(full).toContain('José María Córdova (Rionegro)');
    expect(full).not.toMatch(/415 km|9 horas/);
  });
});

describe('rules and living', () => {
  it('sends a special-handling breed to the register of the locality’s own office', () => {
    expect(text(rulesSection(breed('pitbull'), place('chapinero')))).toMatch(/bozal.*póliza.*Alcaldía Local de Chapinero/);
    expect(text(rulesSection(breed('shih-tzu'), place('cali')))).toMatch(/no necesita bozal ni póliza/);
  });
  it('walks the dog in the place’s own parks', () => {
    expect(text(livingSection(breed('beagle'), place('teusaquillo'), '/x/'))).toMatch(/el Parque Simón Bolívar y el Park Way|el Parque Simón Bolívar, .*Park Way/);
  });
  it('counts the good places to walk a dog: one park is "un buen lugar", two are "dos buenos lugares"', () => {
    const walks = (slug: string) =>
      ['/a/', '/b/', '/c/', '/d/', '/e/', '/f/', '/g/', '/h/'].map((seed) => livingSection(breed('shih-tzu'), place(slug), seed).paragraphs[1]!).filter((t) => t.includes('suelen caminar'));
    expect(walks('barranquilla').length).toBeGreaterThan(0);
    expect(walks('barranquilla').every((t) => /: un buen lugar para que el Shih Tzu gaste energía/.test(t))).toBe(true);
    expect(walks('teusaquillo').length).toBeGreaterThan(0);
    expect(walks('teusaquillo').every((t) => /: dos buenos lugares para que el Shih Tzu gaste energía/.test(t))).toBe(true);
  });
  it('says a small breed lives well in an apartment if it goes out for a walk every day', () => {
    expect(livingSection(breed('pug'), place('medellin'), '/x/', { climate: true }).paragraphs[2]).toBe(
      'Por su tamaño, el Pug vive bien en un apartamento en Medellín si sale a pasear todos los días.',
    );
  });
  it('sends a small breed out every day once in a town without parks, where the houses have a yard', () => {
    const living = livingSection(breed('shih-tzu'), townFacts(catalog, 'rionegro'), '/x/', { climate: true }).paragraphs;
    expect(living[1]).toMatch(/muchas casas tienen patio .* necesita salir a caminar a diario/);
    expect(living[2]).toBe('Por su tamaño, el Shih Tzu vive bien tanto en una casa como en un apartamento de Rionegro.');
    expect(living.join(' ').match(/a diario|todos los días/g)).toHaveLength(1);
  });
  it('houses a giant breed otherwise than a large one (review 4, D38)', () => {
    const living = (slug: string, climate: boolean) => livingSection(breed(slug), place('pasto'), '/x/', { climate }).paragraphs[2]!;
    for (const climate of [true, false]) {
      expect(living('gran-danes', climate)).toMatch(/Gran danés.*necesita una casa con patio o un apartamento muy amplio, y paseos largos a paso tranquilo/);
      // A large breed in a city of flats (review 5): the flat, if large, with two long walks a day, not "vive mejor en una casa con patio" (D38).
      expect(living('labrador-retriever', climate)).toMatch(/puede vivir en un apartamento amplio (de Pasto )?si sale a dos paseos largos al día/);
      expect(living('labrador-retriever', climate)).not.toMatch(/vive mejor en una casa/);
    }
  });
  it('gives giant breeds their own life expectancy and the others 10 a 15 años', () => {
    expect(lifeExpectancy(breed('dogo-de-burdeos'))).toBe('5 a 8 años');
    expect(lifeExpectancy(breed('pug'))).toBe('13 a 15 años');
    expect(lifeExpectancy(breed('bulldog-ingles'))).toBe('8 a 10 años');
    expect(text(breedProfileSection(breed('gran-danes'), 0))).toContain('Esperanza de vida: 7 a 10 años');
  });
  it('shows a breed through a different set of its own lines in each of up to 54 places', () => {
    const seen = new Set(Array.from({ length: 54 }, (_, i) => breedProfileSection(breed('pug'), i).paragraphs.join('|')));
    expect(seen.size).toBe(54);
  });
});

describe('every breed in every place', () => {
  const all = catalog.dogLocations.flatMap((location) =>
    catalog.dogBreeds.map((b) => {
      const p = placeFacts(catalog, location);
      const seed = `/${location.slug}/${b.slug}/`;
      const sections = [breedClimateSection(b, p, dispatch, seed), livingSection(b, p, seed), deliverySection(b, p, dispatch, seed, 'completo'), rulesSection(b, p)];
      return { location, breed: b, text: [...sections.map(text), ...placeFactsList(p, dispatch)].join(' | ') };
    }),
  );
  it('is filled from data: no gaps, and it names the place', () => {
    for (const page of all) {
      expect(page.text, `${page.location.slug}/${page.breed.slug}`).not.toMatch(/undefined|NaN|null|\$\{|entre (en|de) /);
      expect(page.text).toContain(page.location.nombre);
    }
  });
  it('speaks of Bogotá elsewhere only as the city the puppies leave from', () => {
    for (const page of all.filter((p) => p.location.ciudad !== 'bogota')) expect(strayMentions(page.text, 'Bogotá'), page.location.slug).toEqual([]);
  });
});
