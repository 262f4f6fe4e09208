/** Distances between places from their coordinates (content/places › clima.latitud, clima.longitud). */

const EARTH_RADIUS_KM = 6371;

export interface Coordinates {
  latitud?: number;
  longitud?: number;
}

/** Great-circle distance in km between two points, or undefined when either lacks a coordinate. */
export function distanceKm(a: Coordinates, b: Coordinates): number | undefined {
  if (a.latitud === undefined || a.longitud === undefined || b.latitud === undefined || b.longitud === undefined) return undefined;
  const rad = Math.PI / 180;
  const dLat = (b.latitud - a.latitud) * rad;
  const dLon = (b.longitud - a.longitud) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitud * rad) * Math.cos(b.latitud * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/**
 * The places other than `from`, nearest first (a buyer looks next door first); places without
 * coordinates keep their order after the rest.
 */
export function nearestFirst<T extends { slug: string; clima: Coordinates }>(places: readonly T[], from: T): T[] {
  const others = places.filter((p) => p.slug !== from.slug);
  const far = (p: T) => distanceKm(from.clima, p.clima) ?? Infinity;
  return others.map((p, i) => ({ p, i, d: far(p) })).sort((x, y) => x.d - y.d || x.i - y.i).map(({ p }) => p);
}
