import { describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { distanceKm, nearestFirst } from '@/lib/domain/geo';

describe('distanceKm', () => {
  it('gives the great-circle distance between two cities', () => {
    // Bogotá to Medellín is about 240 km in a straight line (415 km by road).
    const km = distanceKm({ latitud: 4.71, longitud: -74.07 }, { latitud: 6.25, longitud: -75.57 })!;
    expect(km).toBeGreaterThan(230);
    expect(km).toBeLessThan(250);
  });
  it('is undefined when a coordinate is missing', () => {
    expect(distanceKm({ latitud: 4.71 }, { latitud: 6.25, longitud: -75.57 })).toBeUndefined();
  });
});

describe('nearestFirst', () => {
  const place = (slug: string, latitud?: number, longitud?: number) => ({ slug, clima: { latitud, longitud } });
  const bogota = place('bogota', 4.71, -74.07);
  const cali = place('cali', 3.45, -76.53);
  const villavicencio = place('villavicencio', 4.15, -73.63);
  const unknown = place('somewhere');
  it('lists the other places nearest first, those without coordinates last', () => {
    expect(nearestFirst([unknown, cali, bogota, villavicencio], bogota).map((p) => p.slug)).toEqual(['villavicencio', 'cali', 'somewhere']);
  });
});

describe('content/places/cities.json', () => {
  it('gives every city both coordinates, so its pages list the nearest cities first', () => {
    const missing = readCatalog().cities.filter((c) => c.clima.latitud === undefined || c.clima.longitud === undefined).map((c) => c.slug);
    expect(missing).toEqual([]);
  });
});
