/** The road trip and feed of a cattle or equine line to a city (src/lib/domain/livestock-trip.ts). */
import { describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { dryMatterKg, freightPerHead, headsPerHectare, headsPerTruck, lineTrip } from '@/lib/domain/livestock-trip';

const truck = { vehiculo: 'camión ganadero doble troque', capacidadKg: 10000, maxCabezas: 25, pesosPorKm: 8000 };

describe('headsPerTruck', () => {
  it('fits the vehicle’s live weight, at most its head count, at least one', () => {
    expect(headsPerTruck(truck, 450)).toBe(22);
    expect(headsPerTruck(truck, 600)).toBe(16);
    expect(headsPerTruck(truck, 200)).toBe(25);
    expect(headsPerTruck(truck, 12000)).toBe(1);
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

describe('dryMatterKg', () => {
  it('is 2.5 to 3 % of live weight for cattle and about 2 % for equines', () => {
    expect(dryMatterKg('bovino', 450)).toEqual([11, 14]);
    expect(dryMatterKg('bovino', 600)).toEqual([15, 18]);
    expect(dryMatterKg('equino', 500)).toEqual([10, 10]);
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

describe('headsPerHectare', () => {
  it('turns a stocking rate in UGG of 450 kg into adults of the line per hectare, to one decimal', () => {
    expect(headsPerHectare([2, 3], 600)).toEqual([1.5, 2.3]);
    expect(headsPerHectare([0.5, 1], 450)).toEqual([0.5, 1]);
    expect(headsPerHectare([1, 2], 180)).toEqual([2.5, 5]);
  });
});
