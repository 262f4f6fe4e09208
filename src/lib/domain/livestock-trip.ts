/**
 * The road trip and the feed of one cattle or equine line to one city, from the line's adult
 * weight and the city's distance: how many animals a full vehicle carries, the freight per head
 * by the rule of thumb of content/livestock/transporte.json (an estimate), the reference price
 * with that freight, and the dry matter an adult eats a day. Pure functions.
 */
import type { LivestockTransport } from '../content/schemas';

export type TruckRule = Pick<LivestockTransport, 'vehiculo' | 'capacidadKg' | 'maxCabezas' | 'pesosPorKm'>;

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

/** Kilograms of dry matter an adult eats a day: 2.5 to 3 % of its live weight for cattle, about 2 % for equines (rounded). */
export function dryMatterKg(model: 'bovino' | 'equino', weightKg: number): readonly [number, number] {
  return model === 'bovino' ? [Math.round(weightKg * 0.025), Math.round(weightKg * 0.03)] : [Math.round(weightKg * 0.02), Math.round(weightKg * 0.02)];
}

/** Live weight of one UGG (unidad de gran ganado), the unit Colombian stocking rates are given in. */
export const UGG_KG = 450;

/**
 * Adults of `weightKg` a hectare of pasture carries at a stocking rate of `cargaUGG` [min, max]
 * UGG per hectare (content/places/cities.json › campo.cargaUGG), to one decimal.
 */
export function headsPerHectare(cargaUGG: readonly [number, number], weightKg: number): readonly [number, number] {
  const heads = (ugg: number) => Math.round((ugg * UGG_KG * 10) / weightKg) / 10;
  return [heads(cargaUGG[0]), heads(cargaUGG[1])];
}

/** The trip of one line to one city: heads per vehicle, freight per head, and the reference price with it. */
export function lineTrip(rule: TruckRule, weightKg: number, km: number, price?: { desde: number; hasta: number }) {
  const heads = headsPerTruck(rule, weightKg);
  const freight = freightPerHead(rule, km, heads);
  return { heads, freight, delivered: price && freight ? ([price.desde + freight, price.hasta + freight] as const) : undefined };
}
