/**
 * Honest status over time (issue 26 item 3), table by table: what an entry says on a given build
 * day, and what a deploy build refuses or prints (src/lib/domain/inventory.ts, views/inventory.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InventoryEntry } from '@/lib/content/inventory';
import { site } from '@/lib/content/site';
import { buildDay } from '@/lib/content/site-settings';
import {
  animalRefs,
  availableCount,
  availableEntries,
  daysBetween,
  DEFAULT_INVENTORY_SETTINGS,
  deliverableTo,
  inventorySettings,
  isRetired,
  isStale,
  publishedEntries,
  shownStatus,
  staleEntries,
} from '@/lib/domain/inventory';
import { inventoryEntryView, inventoryProblems, publishedTerms } from '@/lib/views/inventory';
import { reservationTermsFilled } from '@/lib/content/site';
import { inventoryListing } from '@/lib/views/available-now';
import { readCatalog } from '@/lib/content/disk-catalog';
import { moneyInText } from '@/lib/text/spanish';
import { siteGuard } from '@/build/integrations/site-guard';
import { copyProject, removeCopies } from './project-copy';

afterEach(removeCopies);

const clock = (today: string) => ({ today, settings: { soldVisibleDays: 30, staleDays: 14 } });
const litter = (slug: string, actualizado: string, estados: ('disponible' | 'reservado' | 'vendido')[]): InventoryEntry => ({
  slug,
  tipo: 'camada',
  especie: 'perros',
  raza: 'pug',
  ciudad: 'bogota',
  actualizado,
  fotos: [],
  nacimiento: '2026-01-01',
  listosDesde: '2026-03-01',
  animales: estados.map((estado, i) => ({ nombre: i === 1 ? 'Luna' : '', sexo: 'macho', color: 'beige', estado, precio: null, fotos: [] })),
});

describe('the build day', () => {
  it('is BUILD_DATE when set, today (UTC) otherwise, and a bad value names the variable', () => {
    expect(buildDay({ BUILD_DATE: '2026-11-03' })).toBe('2026-11-03');
    expect(buildDay({}, () => new Date('2026-01-02T23:59:00Z'))).toBe('2026-01-02');
    expect(() => buildDay({ BUILD_DATE: '3/11/2026' })).toThrow('[site] BUILD_DATE: "3/11/2026" is not a day written YYYY-MM-DD');
    expect(() => buildDay({ BUILD_DATE: '2026-02-30' })).toThrow(/BUILD_DATE/);
  });
  it('counts whole days between two dates', () => {
    expect(daysBetween('2026-10-27', '2026-11-10')).toBe(14);
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
  });
});

describe('status over time', () => {
  it.each([
    // updated, today, stale?
    ['2026-11-01', '2026-11-15', false],
    ['2026-11-01', '2026-11-16', true],
  ] as const)('updated %s, built %s: stale %s', (updated, today, stale) => {
    const e = litter('a', updated, ['disponible']);
    expect(isStale(e, clock(today))).toBe(stale);
    expect(shownStatus('disponible', e, clock(today))).toBe(stale ? 'por-confirmar' : 'disponible');
    expect(availableCount(e, clock(today))).toBe(stale ? 0 : 1);
    expect(availableEntries([e], clock(today)).length).toBe(stale ? 0 : 1);
    expect(staleEntries([e], clock(today)).length).toBe(stale ? 1 : 0);
  });
  it('a reserved or sold animal stays so however old, and is never available', () => {
    const e = litter('a', '2026-11-01', ['reservado', 'vendido']);
    expect(shownStatus('reservado', e, clock('2026-11-02'))).toBe('reservado');
    expect(shownStatus('vendido', e, clock('2027-01-01'))).toBe('vendido');
    expect(availableCount(e, clock('2026-11-02'))).toBe(0);
  });
  it.each([
    // statuses, today, retired?
    [['vendido', 'vendido'], '2026-12-01', false],
    [['vendido', 'vendido'], '2026-12-02', true],
    [['vendido', 'reservado'], '2027-06-01', false],
  ] as const)('%j updated 2026-11-01, built %s: retired %s', (estados, today, retired) => {
    const e = litter('a', '2026-11-01', [...estados]);
    expect(isRetired(e, clock(today))).toBe(retired);
    expect(publishedEntries([e], clock(today)).length).toBe(retired ? 0 : 1);
  });
  it('lists the newest update first', () => {
    const entries = [litter('vieja', '2026-10-01', ['disponible']), litter('nueva', '2026-11-01', ['disponible'])];
    expect(publishedEntries(entries, clock('2026-11-02')).map((e) => e.slug)).toEqual(['nueva', 'vieja']);
  });
  it('a lot is available by its own status and counts its animals', () => {
    const lot: InventoryEntry = { slug: 'lote', tipo: 'lote', especie: 'bovinos', raza: 'brahman', ciudad: 'bogota', actualizado: '2026-11-01', fotos: [], descripcion: 'Novillas', articulo: 'las', cantidad: 12, precio: null, precioPor: 'animal', estado: 'disponible' };
    expect(availableCount(lot, clock('2026-11-02'))).toBe(12);
    expect(availableCount({ ...lot, estado: 'reservado' }, clock('2026-11-02'))).toBe(0);
  });
  it('the settings of content/site.json, with their defaults while empty', () => {
    expect(inventorySettings({ inventario: { diasVisibleVendida: null, diasSinActualizar: null } })).toEqual(DEFAULT_INVENTORY_SETTINGS);
    expect(inventorySettings({ inventario: { diasVisibleVendida: 10, diasSinActualizar: 7 } })).toEqual({ soldVisibleDays: 10, staleDays: 7 });
  });
  it('animals get unique slugs: their name, or their sex and place', () => {
    expect(animalRefs(litter('a', '2026-11-01', ['disponible', 'disponible', 'vendido'])).map((r) => r.slug)).toEqual(['macho-1', 'luna', 'macho-3']);
  });
  it('an entry in the dispatch city is delivered everywhere; one elsewhere only in its city', () => {
    expect(deliverableTo(litter('a', '2026-11-01', []), 'cali', 'bogota')).toBe(true);
    expect(deliverableTo({ ...litter('a', '2026-11-01', []), ciudad: 'medellin' }, 'cali', 'bogota')).toBe(false);
    expect(deliverableTo({ ...litter('a', '2026-11-01', []), ciudad: 'medellin' }, 'medellin', 'bogota')).toBe(true);
  });
});

describe('published terms', () => {
  it('are empty in the repository: nothing shown, never invented', () => {
    expect(publishedTerms(site)).toEqual([]);
    expect(reservationTermsFilled(site.reservation)).toBe(false);
  });
  it('show only the fields the breeder filled', () => {
    const config = { ...site, reservation: { ...site.reservation, deposit: '$500.000' }, visits: { inPerson: '', videoCalls: 'Por WhatsApp.' } };
    expect(publishedTerms(config).map((s) => [s.id, s.items.map((i) => i.text)])).toEqual([
      ['reserva', ['$\u00a0500’000']],
      ['visitas', ['Por WhatsApp.']],
    ]);
  });
  it('write the amounts the breeder typed as the site writes prices, and leave other numbers alone', () => {
    expect(moneyInText('$500.000')).toBe('$\u00a0500’000');
    expect(moneyInText('el 30 % del precio, mínimo $ 1.500.000 o $2,800,000')).toBe('el 30 % del precio, mínimo $\u00a01’500’000 o $\u00a02’800’000');
    expect(moneyInText('$ 3’500’000 por animal')).toBe('$\u00a03’500’000 por animal');
    expect(moneyInText('$200000 en 15 días')).toBe('$\u00a0200’000 en 15 días');
    expect(moneyInText('Visita en 5 días; 2.5 kg')).toBe('Visita en 5 días; 2.5 kg');
  });
});

describe('what the build says of the inventory', () => {
  const entries = [litter('disponible', '2026-11-05', ['disponible']), litter('vieja', '2026-10-01', ['disponible'])];
  it('prints each stale entry with its file and date', () => {
    const { stale } = inventoryProblems(entries, site, '2026-11-10');
    expect(stale).toEqual([expect.stringContaining('[inventory] content/inventario/vieja.json: updated 2026-10-01, more than 14 days before 2026-11-10')]);
  });
  it('refuses an animal shown as available while the reservation terms are empty, naming the file', () => {
    expect(inventoryProblems(entries, site, '2026-11-10').refused).toEqual([
      expect.stringContaining('[inventory] content/inventario/disponible.json shows animals as available while content/site.json › reservation (deposit, depositReturn, holdDays) is empty'),
    ]);
    const filled = { ...site, reservation: { deposit: '$500.000', depositReturn: 'transferible' as const, holdDays: 15, contract: '' } };
    expect(inventoryProblems(entries, filled, '2026-11-10').refused).toEqual([]);
  });
  it('a deploy build (DEPLOY_TARGET) stops on it; a development build warns', () => {
    const root = copyProject('inventory-guard', ['src/styles']);
    mkdirSync(join(root, 'content/inventario'), { recursive: true });
    writeFileSync(join(root, 'content/inventario/pug.json'), JSON.stringify({ ...litter('pug', '2026-11-05', ['disponible']), slug: undefined }));
    const logger = { warn: vi.fn() };
    const hook = (env: Record<string, string>) => () => (siteGuard(env, () => '2026-11-10', root).hooks['astro:config:setup'] as (o: unknown) => void)({ command: 'build', logger });
    expect(hook({ DEPLOY_TARGET: 'cloudflare', SITE_URL: 'https://criadero.example.co', WHATSAPP_NUMBER: '573001234567' })).toThrow(/content\/inventario\/pug\.json shows animals as available while content\/site\.json › reservation/);
    hook({})();
    expect(logger.warn.mock.calls.flat().join('\n')).toContain('content/inventario/pug.json shows animals as available');
  });
});

describe('what an entry says of itself', () => {
  const catalog = readCatalog();
  const today = clock('2026-11-02');
  const soldLitter: InventoryEntry = { ...litter('maltes', '2026-11-01', ['vendido', 'vendido']), raza: 'maltes' };
  if (soldLitter.tipo === 'camada') soldLitter.animales[1]!.sexo = 'hembra';
  const lot = (estado: 'disponible' | 'vendido', precio: number | null): InventoryEntry => ({ slug: 'novillas', tipo: 'lote', especie: 'bovinos', raza: 'brahman', ciudad: 'bogota', actualizado: '2026-11-01', fotos: [], descripcion: 'Novillas Brahman de 18 meses', articulo: 'las', cantidad: 12, precio, precioPor: 'animal', estado });
  it('agrees the status with what it qualifies: "Vendida" for a litter, "Vendido"/"Vendida" for an animal by its sex, "Vendidas" for a lot of novillas', () => {
    const cards = inventoryListing({ ...catalog, inventory: [soldLitter, lot('vendido', null)] }, today).flatMap((g) => g.cards);
    expect(cards.find((c) => c.slug === 'maltes')!.count).toBe('Vendida');
    expect(cards.find((c) => c.slug === 'novillas')!.count).toBe('Vendidas');
    const page = inventoryEntryView(catalog, { entry: soldLitter, path: '/disponibles/maltes/' }, today);
    expect(page.animals.map((a) => a.statusLabel)).toEqual(['Vendido', 'Vendida']);
    expect(inventoryEntryView(catalog, { entry: lot('vendido', null), path: '/disponibles/novillas/' }, today).lot!.statusLabel).toBe('Vendidas');
  });
  it('promises in its description only what the entry has: no parents on a litter without them, no parents on a lot', () => {
    const description = (entry: InventoryEntry) => inventoryEntryView(catalog, { entry, path: `/disponibles/${entry.slug}/` }, today).meta.description;
    expect(description(soldLitter)).toBe('Maltés en Bogotá: las fechas, el estado de cada animal y el precio, actualizados el 1 de noviembre de 2026.');
    const withMother = { ...soldLitter, madre: { nombre: 'Nieve', registro: '', pruebas: [] } } as InventoryEntry;
    expect(description(withMother)).toContain('las fechas, los padres, el estado de cada animal y el precio');
    expect(description(lot('disponible', 3_500_000))).toBe('Brahman en Bogotá: la cantidad, el estado del lote y el precio, actualizados el 1 de noviembre de 2026.');
    expect(description(lot('disponible', null))).toBe('Brahman en Bogotá: la cantidad y el estado del lote, actualizados el 1 de noviembre de 2026.');
  });
});
