/**
 * An inventory animal's price (src/lib/views/inventory.ts › animalPrice): its own, or the price
 * list's for its breed and sex, and no price where the lists do not give one for that animal; on
 * the animal's page, the list's price is said to be the list's, never the animal's own (review 4, D45).
 */
import { describe, expect, it } from 'vitest';
import type { InventoryEntry } from '@/lib/content/inventory';
import { readCatalog } from '@/lib/content/disk-catalog';
import { animalPrice, inventoryEntryView } from '@/lib/views/inventory';
import { formatCOP } from '@/lib/text/spanish';
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

describe('review 4: an inventory animal\'s price', () => {
  it('D45: an animal without its own price shows the breed\'s list price as the list\'s, never as its own', () => {
    const pug = catalog.dogPriceByBreed.get('pug')!;
    const entry: InventoryEntry = {
      slug: 'pug', tipo: 'camada', especie: 'perros', raza: 'pug', ciudad: 'bogota', actualizado: '2026-11-01', fotos: [], nacimiento: '2026-01-01', listosDesde: '2026-03-01',
      animales: [
        { nombre: 'Luna', sexo: 'hembra', color: 'beige', estado: 'disponible', precio: 2_800_000, fotos: [] },
        { nombre: 'Max', sexo: 'macho', color: 'beige', estado: 'disponible', precio: null, fotos: [] },
        { nombre: 'Toby', sexo: 'macho', color: 'negro', estado: 'reservado', precio: 2_600_000, fotos: [] },
      ],
    };
    const view = inventoryEntryView(catalog, { entry, path: '/disponibles/pug/' }, { today: '2026-11-02', settings: { soldVisibleDays: 30, staleDays: 14 } });
    expect(view.animals.map((a) => a.price)).toEqual([formatCOP(2_800_000), `Precio de lista: desde ${formatCOP(pug.precioMacho!)}`, formatCOP(2_600_000)]);
    // The structured data says the same: Luna's Offer has her price; Max has no Product whose Offer
    // would state the list's lower bound as his price (a crawler reads `price` as the animal's own).
    const products = view.jsonLd.filter((o) => (o as { '@type': string })['@type'] === 'Product') as unknown as { name: string; offers: { price?: number; availability?: string } }[];
    expect(products.map((p) => [p.name, p.offers.price, p.offers.availability])).toEqual([
      ['Luna, Pug', 2_800_000, 'https://schema.org/InStock'],
      ['Toby, Pug', 2_600_000, 'https://schema.org/Reserved'],
    ]);
    expect(JSON.stringify(view.jsonLd)).not.toContain(String(pug.precioMacho));
  });
});
