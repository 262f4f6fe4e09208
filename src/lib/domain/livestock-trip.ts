/**
 * The road trip of one cattle or equine line to one city, from the line's adult weight and the
 * city's distance, by the rule of thumb of content/livestock/transporte.json (an estimate): the
 * freight of the whole vehicle, the freight per head of a full vehicle (how many animals fill it is
 * worked out here and never shown), and the reference price with that freight. Pure functions.
 */
import type { LivestockTransport } from '../content/schemas';

export type TruckRule = Pick<LivestockTransport, 'vehiculo' | 'capacidadKg' | 'maxCabezas' | 'pesosPorKm'>;

/** The vehicle's hours on a road a car drives in `carHours`, stops included (content/livestock/transporte.json › factorHoras, an estimate), to the hour; 0 for no road. */
export function truckHours(rule: Pick<LivestockTransport, 'factorHoras'>, carHours: number): number {
  return carHours <= 0 ? 0 : Math.max(1, Math.round(carHours * rule.factorHoras));
}

/** Animals of `weightKg` a full vehicle carries: its live weight over theirs, at most `maxCabezas`, at least one. */
export function headsPerTruck(rule: TruckRule, weightKg: number): number {
  return Math.max(1, Math.min(rule.maxCabezas, Math.floor(rule.capacidadKg / weightKg)));
}

/** Freight per head (COP, to 10,000) of a full vehicle over `km` of road shared by `heads` animals; 0 for no road. */
export function freightPerHead(rule: TruckRule, km: number, heads: number): number {
  if (km <= 0) return 0;
  return Math.max(10000, Math.round((km * rule.pesosPorKm) / heads / 10000) * 10000);
}

/** The freight of the whole vehicle over `km` of road (COP, to 100,000): what a buyer of one or a few animals pays for a trip of their own; 0 for no road. */
export function vehicleFreight(rule: TruckRule, km: number): number {
  return km <= 0 ? 0 : Math.max(100000, Math.round((km * rule.pesosPorKm) / 100000) * 100000);
}

/** The trip of one line to one city: heads per vehicle, freight per head, and the reference price with it. */
export function lineTrip(rule: TruckRule, weightKg: number, km: number, price?: { desde: number; hasta: number }) {
  const heads = headsPerTruck(rule, weightKg);
  const freight = freightPerHead(rule, km, heads);
  return { heads, freight, delivered: price && freight ? ([price.desde + freight, price.hasta + freight] as const) : undefined };
}
