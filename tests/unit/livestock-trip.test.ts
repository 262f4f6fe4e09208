/** The road trip of a cattle or equine line to a city (src/lib/domain/livestock-trip.ts): freight of the vehicle, per head of a full one, delivered price. */
import { describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { freightPerHead, headsPerTruck, lineTrip, truckHours, vehicleFreight } from '@/lib/domain/livestock-trip';

const truck = { vehiculo: 'camión ganadero doble troque', capacidadKg: 10000, maxCabezas: 25, pesosPorKm: 8000 };

describe('headsPerTruck', () => {
  it('fits the vehicle’s live weight, at most its head count, at least one', () => {
    expect(headsPerTruck(truck, 450)).toBe(22);
    expect(headsPerTruck(truck, 600)).toBe(16);
    expect(headsPerTruck(truck, 200)).toBe(25);
    expect(headsPerTruck(truck, 12000)).toBe(1);
  });
});

describe('truckHours', () => {
  it('gives the vehicle’s hours with its stops from a car’s, to the hour, none without a road (blind read ab18: a car’s hours stood for the truck’s)', () => {
    expect(truckHours({ factorHoras: 1.4 }, 9)).toBe(13);
    expect(truckHours({ factorHoras: 1.4 }, 18)).toBe(25);
    expect(truckHours({ factorHoras: 1.4 }, 0)).toBe(0);
    expect(truckHours({ factorHoras: 1 }, 1)).toBe(1);
  });
});

describe('freightPerHead', () => {
  it('shares the full vehicle’s freight over the road among the heads, to 10,000 COP', () => {
    // 1,050 km × 8,000 = 8,400,000 for 22 heads: 381,818 → 380,000.
    expect(freightPerHead(truck, 1050, 22)).toBe(380000);
    expect(freightPerHead(truck, 90, 22)).toBe(30000);
  });
  it('charges no road freight where there is no road, and never less than 10,000 on a road', () => {
    expect(freightPerHead(truck, 0, 22)).toBe(0);
    expect(freightPerHead(truck, 1, 25)).toBe(10000);
  });
});

describe('vehicleFreight', () => {
  it('is the whole vehicle over the road, to 100,000 COP, at least 100,000; none without a road', () => {
    // 415 km × 7,000 (content/livestock/transporte.json › equinos) = 2,905,000 → 2,900,000.
    expect(vehicleFreight({ ...truck, pesosPorKm: 7000 }, 415)).toBe(2900000);
    expect(vehicleFreight(truck, 5)).toBe(100000);
    expect(vehicleFreight(truck, 0)).toBe(0);
  });
});

describe('lineTrip', () => {
  it('adds the freight per head to both ends of the reference price', () => {
    expect(lineTrip(truck, 450, 1050, { desde: 3500000, hasta: 11000000 })).toEqual({ heads: 22, freight: 380000, delivered: [3880000, 11380000] });
  });
  it('gives no delivered price without a road or without a price', () => {
    expect(lineTrip(truck, 450, 0, { desde: 3500000, hasta: 11000000 }).delivered).toBeUndefined();
    expect(lineTrip(truck, 450, 400).delivered).toBeUndefined();
  });
  it('reads its vehicles from content/livestock/transporte.json, flagged as estimates', () => {
    const rules = readCatalog().livestockTransport;
    expect(rules.map((r) => r.especie).sort()).toEqual(['bovinos', 'equinos']);
    for (const r of rules) expect(r.estimado).toBe(true);
  });
});
