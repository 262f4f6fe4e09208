/**
 * An inventory animal's price (src/lib/views/inventory.ts › animalPrice): its own, or the price
 * list's for its breed and sex, and no price where the lists do not give one for that animal.
 */
import { describe, expect, it } from 'vitest';
import type { InventoryEntry } from '@/lib/content/inventory';
import { readCatalog } from '@/lib/content/disk-catalog';
import { animalPrice } from '@/lib/views/inventory';
import { lineKey } from '@/lib/content/files';
import { LIVESTOCK_SPECIES } from '@/lib/content/species';

const catalog = readCatalog();
type Animal = Extract<InventoryEntry, { tipo: 'camada' }>['animales'][number];
const animal = (sexo: 'macho' | 'hembra', precio: number | null = null): Animal => ({ nombre: 'Luna', sexo, color: 'blanco', estado: 'disponible', precio, fotos: [] }) as unknown as Animal;
const entry = (especie: string, raza: string) => ({ tipo: 'camada', especie, raza }) as unknown as InventoryEntry;
const row = (nombre: string) => [...catalog.dogPriceByBreed.values()].find((r) => r.nombre === nombre)!;
const slugOf = (nombre: string) => [...catalog.dogPriceByBreed.entries()].find(([, r]) => r.nombre === nombre)![0];

describe('animalPrice', () => {
  it('is the animal\'s own price when the breeder wrote one', () => {
    expect(animalPrice(catalog, entry('perros', slugOf('Maltés')), animal('hembra', 3_000_000))).toBe(3_000_000);
  });
  it('is the list\'s male or female price for a dog', () => {
    expect(animalPrice(catalog, entry('perros', slugOf('Pug')), animal('macho'))).toBe(row('Pug').precioMacho);
    expect(animalPrice(catalog, entry('perros', slugOf('Pug')), animal('hembra'))).toBe(row('Pug').precioHembra);
    expect(row('Pug').precioHembra).not.toBe(row('Pug').precioMacho);
  });
  it('gives a female no price where the list has no female price, as the price guide does', () => {
    expect(row('Maltés').precioHembra).toBeNull();
    expect(animalPrice(catalog, entry('perros', slugOf('Maltés')), animal('macho'))).toBe(row('Maltés').precioMacho);
    expect(animalPrice(catalog, entry('perros', slugOf('Maltés')), animal('hembra'))).toBeNull();
  });
  it('is a cat breed\'s price', () => {
    const breed = catalog.catBreeds[0]!;
    expect(animalPrice(catalog, entry('gatos', breed.slug), animal('hembra'))).toBe(breed.precio_base);
  });
  it('gives a horse, a cow or a bird no price from a "desde" range', () => {
    let checked = 0;
    for (const especie of LIVESTOCK_SPECIES) {
      const priced = catalog[lineKey(especie)].find((l) => l.precio);
      if (!priced) continue;
      expect(animalPrice(catalog, entry(especie, priced.slug), animal('macho'))).toBeNull();
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
