/**
 * Honest status over time (issue 26 item 3): what the inventory of content/inventario/ says on a
 * given day. A static page cannot age by itself, so "today" is the build day (BUILD_DATE or the
 * date of the build, src/lib/content/site-settings.ts › buildDay) and a daily scheduled rebuild
 * moves it on (docs/content.md › Inventory: litters, lots and published terms).
 *   - an animal reserved or sold says so, and is never offered as available;
 *   - an entry not updated for `staleDays` (content/site.json › inventario.diasSinActualizar) is
 *     stale: its animals marked available are shown as "to confirm", not as available;
 *   - an entry with nothing left to sell stays readable for `soldVisibleDays`
 *     (inventario.diasVisibleVendida) after its update date, then is retired: no page, out of the
 *     sitemap, its URL redirected to its breed page.
 */
import type { Animal, AnimalStatus, InventoryEntry } from '../content/inventory';
import { daysSince } from '../content/proofs';
import { site, type SiteConfig } from '../content/site';
import { buildDay } from '../content/site-settings';
import { slugify } from '../content/slug';

export interface InventorySettings {
  /** Days a sold-out entry stays published after its update date. */
  soldVisibleDays: number;
  /** Days after its update date an entry stops showing its animals as available. */
  staleDays: number;
}

/** What the site assumes while content/site.json › inventario leaves a setting empty. */
export const DEFAULT_INVENTORY_SETTINGS: InventorySettings = { soldVisibleDays: 30, staleDays: 14 };

/** The inventory settings of content/site.json, with the defaults for the empty ones. */
export function inventorySettings(config: Pick<SiteConfig, 'inventario'>): InventorySettings {
  return {
    soldVisibleDays: config.inventario.diasVisibleVendida ?? DEFAULT_INVENTORY_SETTINGS.soldVisibleDays,
    staleDays: config.inventario.diasSinActualizar ?? DEFAULT_INVENTORY_SETTINGS.staleDays,
  };
}

/** Whole days from `from` to `to` (both YYYY-MM-DD): the count the prices' age uses too. */
export const daysBetween: (from: string, to: string) => number = daysSince;

/** What a visitor is told of an animal or a lot: its status, or "to confirm" for an available one of a stale entry. */
export type ShownStatus = AnimalStatus | 'por-confirmar';

/** The day of the build and the settings: everything the status of an entry depends on besides the entry. */
export interface InventoryClock {
  today: string;
  settings: InventorySettings;
}

/** The statuses an entry's animals (or its lot) have in the file. */
const statusesOf = (e: InventoryEntry): AnimalStatus[] => (e.tipo === 'camada' ? e.animales.map((a) => a.estado) : [e.estado]);

/** The build day and the settings of content/site.json: what every status is computed against. */
export function inventoryClock(config: Pick<SiteConfig, 'inventario'> = site, today: string = buildDay()): InventoryClock {
  return { today, settings: inventorySettings(config) };
}

/** Not updated for longer than the setting allows: its animals are not shown as available. */
export function isStale(e: InventoryEntry, clock: InventoryClock): boolean {
  return daysBetween(e.actualizado, clock.today) > clock.settings.staleDays;
}

/** Nothing left to sell: every animal (or the lot) sold. */
export function isSoldOut(e: InventoryEntry): boolean {
  return statusesOf(e).every((s) => s === 'vendido');
}

/** Sold out for longer than the visible window: no page any more, its URL redirects to its breed page. */
export function isRetired(e: InventoryEntry, clock: InventoryClock): boolean {
  return isSoldOut(e) && daysBetween(e.actualizado, clock.today) > clock.settings.soldVisibleDays;
}

/** The status a visitor sees for a status of the file, in an entry. */
export function shownStatus(status: AnimalStatus, e: InventoryEntry, clock: InventoryClock): ShownStatus {
  return status === 'disponible' && isStale(e, clock) ? 'por-confirmar' : status;
}

/** How many animals of an entry are shown as available: its available animals, or the lot's count. */
export function availableCount(e: InventoryEntry, clock: InventoryClock): number {
  if (isStale(e, clock)) return 0;
  return e.tipo === 'camada' ? e.animales.filter((a) => a.estado === 'disponible').length : e.estado === 'disponible' ? e.cantidad : 0;
}

/** The entries that have pages: all but the retired ones, newest update first (then by slug). */
export function publishedEntries(entries: readonly InventoryEntry[], clock: InventoryClock): InventoryEntry[] {
  return entries.filter((e) => !isRetired(e, clock)).sort((a, b) => b.actualizado.localeCompare(a.actualizado) || a.slug.localeCompare(b.slug));
}

/** The entries with at least one animal shown as available ("Disponibles ahora"). */
export function availableEntries(entries: readonly InventoryEntry[], clock: InventoryClock): InventoryEntry[] {
  return publishedEntries(entries, clock).filter((e) => availableCount(e, clock) > 0);
}

/** The entries whose available animals are hidden because nobody updated them (a deploy build lists them). */
export function staleEntries(entries: readonly InventoryEntry[], clock: InventoryClock): InventoryEntry[] {
  return publishedEntries(entries, clock).filter((e) => isStale(e, clock) && statusesOf(e).includes('disponible'));
}

/** The entries retired on this day: sold out past the window (their URLs redirect). */
export function retiredEntries(entries: readonly InventoryEntry[], clock: InventoryClock): InventoryEntry[] {
  return entries.filter((e) => isRetired(e, clock));
}

/** An animal of a litter with the slug of its own page: its name, or its sex and place in the litter ("macho-2"). */
export interface AnimalRef {
  animal: Animal;
  index: number;
  slug: string;
}

/** The animals of a litter with their slugs, unique within the litter. */
export function animalRefs(e: InventoryEntry): AnimalRef[] {
  if (e.tipo !== 'camada') return [];
  const taken = new Set<string>();
  return e.animales.map((animal, index) => {
    const base = slugify(animal.nombre) || `${animal.sexo}-${index + 1}`;
    const slug = taken.has(base) ? `${base}-${index + 1}` : base;
    taken.add(slug);
    return { animal, index, slug };
  });
}

/** The animals that have a page of their own: those with their own photos. */
export function animalsWithPages(e: InventoryEntry): AnimalRef[] {
  return animalRefs(e).filter((r) => r.animal.fotos.length > 0);
}

/**
 * Whether a litter or lot can be delivered to a place (a city, or a locality or region of one).
 * Distances and delivery times of every place are measured from the dispatch city
 * (content/site.json › dispatch), so an entry there is delivered wherever the site sells; an entry
 * kept elsewhere is shown only on the pages of its own city.
 */
export function deliverableTo(e: InventoryEntry, placeCity: string, dispatchCity: string): boolean {
  return e.ciudad === dispatchCity || e.ciudad === placeCity;
}
