/**
 * Dog catalogue logic: filters, search normalisation, the side-panel links, prices and what
 * airlines allow. Pure functions over the catalog: no file reads here,
 * so no content/texts.
 */
import type { Catalog, DogLocation } from '../content/catalog';
import type { DogBreed, DogPrice, DogSize, DogUse, NounForms } from '../content/schemas';
import { normaliseValue } from '../content/slug';
import { routes } from '../routes';
import { normaliseSearchQuery, type SearchNormalisation } from './search-query';

/**
 * "1 raza", "6 razas", "52 razas y 2 cruces", "13 razas pequeñas y 2 cruces": a count of these
 * breeds, the crosses among them (content/dogs/breeds.json › cruce) counted apart (a Goldendoodle is
 * not a breed: issue 41, s50), with `forms` the adjective that agrees with the count. The heading of
 * a breed grid, the intros of the size and use pages and the live count of the search page (its
 * serialised script says the same: src/lib/domain/search-query.ts › searchBoot, which cannot import this).
 */
export function breedCount(list: readonly Pick<DogBreed, 'cruce'>[], forms?: Pick<NounForms, 'raza' | 'razas'>): string {
  const crosses = list.filter((b) => b.cruce).length;
  const breeds = list.length - crosses;
  // A phrase with a preposition («para personas alérgicas», «de compañía») qualifies the crosses too:
  // «8 razas y 2 cruces para personas alérgicas», not «8 razas para personas alérgicas y 2 cruces».
  if (forms && crosses && breeds && /^(?:de|para) /.test(forms.razas)) return `${breedCount(list)} ${breeds === 1 ? forms.raza : forms.razas}`;
  const named = breeds === 1 ? `1 raza${forms ? ` ${forms.raza}` : ''}` : `${breeds} razas${forms ? ` ${forms.razas}` : ''}`;
  const cross = `${crosses} ${crosses === 1 ? 'cruce' : 'cruces'}`;
  if (!crosses) return named;
  return breeds ? `${named} y ${cross}` : cross;
}

/** The sizes and uses, all the search needs. */
export interface DogTaxonomy {
  dogSizes: Pick<DogSize, 'key' | 'slug' | 'name' | 'searchKey'>[];
  dogUses: Pick<DogUse, 'key' | 'slug' | 'name'>[];
}

/** The taxonomy without the fields the search does not use. */
export function dogTaxonomy(catalog: DogTaxonomy): DogTaxonomy {
  return {
    dogSizes: catalog.dogSizes.map(({ key, slug, name, searchKey }) => ({ key, slug, name, searchKey })),
    dogUses: catalog.dogUses.map(({ key, slug, name }) => ({ key, slug, name })),
  };
}

/** Active search filters: a size slug and a use key (either may be absent). */
export interface DogFilters {
  tamano?: string;
  uso?: string;
}

export function sizeOf(catalog: Catalog, breed: DogBreed): DogSize {
  return catalog.dogSizes.find((s) => s.key === breed.tamano)!;
}

export function usesOf(catalog: Catalog, breed: DogBreed): DogUse[] {
  return breed.usos.map((key) => catalog.dogUses.find((u) => u.key === key)!);
}

export function filterBreeds(catalog: Pick<Catalog, 'dogBreeds'>, filters: DogFilters): DogBreed[] {
  return catalog.dogBreeds.filter(
    (b) => (!filters.tamano || b.tamano === filters.tamano) && (!filters.uso || (b.usos as string[]).includes(filters.uso)),
  );
}

/** The page that shows exactly these filters: /perros/, a single-filter page, or the combined search. */
export function filtersHref(catalog: DogTaxonomy, filters: DogFilters): string {
  const use = filters.uso ? catalog.dogUses.find((u) => u.key === filters.uso) : undefined;
  if (filters.tamano && use) return routes.dogSearch({ tamano: filters.tamano, uso: use.key });
  if (filters.tamano) return routes.dogSize(filters.tamano);
  if (use) return routes.dogUse(use.slug);
  return routes.dogs();
}

export interface PanelItem {
  label: string;
  href: string;
  active: boolean;
}

/**
 * The side panel 'Búsqueda por estilo': clicking the active filter removes it, clicking
 * another of the same type replaces it, clicking one of the other type combines both.
 */
export function panelItems(catalog: DogTaxonomy, current: DogFilters): { sizes: PanelItem[]; uses: PanelItem[] } {
  return {
    sizes: catalog.dogSizes.map((s) => {
      const active = current.tamano === s.key;
      return { label: s.name, active, href: filtersHref(catalog, { ...current, tamano: active ? undefined : s.key }) };
    }),
    uses: catalog.dogUses.map((u) => {
      const active = current.uso === u.key;
      return { label: u.name, active, href: filtersHref(catalog, { ...current, uso: active ? undefined : u.key }) };
    }),
  };
}

export type { SearchNormalisation } from './search-query';

/**
 * Normalises the query of /perros/buscar/ (see normaliseSearchQuery): aliases, accents and
 * uppercase redirect to the normal form, unknown values to /perros/.
 */
export function normaliseSearch(catalog: DogTaxonomy, query: URLSearchParams): SearchNormalisation {
  const taxonomy = { sizes: catalog.dogSizes, uses: catalog.dogUses };
  return normaliseSearchQuery(taxonomy, query, { search: routes.dogSearch(), dogs: routes.dogs() }, normaliseValue);
}

/** All prices of a row (male, female, variants). */
export function pricesOf(row: DogPrice): number[] {
  return [row.precioMacho, ...(row.precioHembra ? [row.precioHembra] : []), ...row.variantes.map((v) => v.precio)];
}

/**
 * The male's price where it is the list's only price (no female price, every variety at the same
 * figure): the price a page gives as «{precio} (macho)», as the breed's table heads it «Precio base
 * (macho)» (blind read 16/17: a bare «$ 2’000’000» left the buyer to guess whose).
 */
export function soleMalePrice(row: DogPrice): number | undefined {
  return !row.precioHembra && pricesOf(row).every((p) => p === row.precioMacho) ? row.precioMacho : undefined;
}

/**
 * Whether a breed's prices need a table below its page's answer block: the block says the price
 * by sex and one variety (views/dog-answer.ts › breedPageAnswer), so a table is for a breed with
 * more varieties, or with a variety beside a base price only.
 */
export const needsPriceTable = (row: DogPrice): boolean => row.variantes.length > (row.precioHembra ? 1 : 0);

export interface PriceRangeView {
  min: number;
  max: number;
  /** Where the range comes from: the per-location data, or the breed's price list row. */
  source: 'rango' | 'lista';
  year?: number;
}

/** The range for a breed in a location: the price-range data, else the price list, else null. */
export function priceRangeFor(catalog: Pick<Catalog, 'dogPriceRanges' | 'dogPriceByBreed'>, breed: Pick<DogBreed, 'slug'>, location: Pick<DogLocation, 'slug'>): PriceRangeView | null {
  const range = catalog.dogPriceRanges.find((r) => r.raza === breed.slug && r.lugar === location.slug);
  if (range) return { min: range.min, max: range.max, source: 'rango', year: range.year };
  const row = catalog.dogPriceByBreed.get(breed.slug);
  if (!row) return null;
  const prices = pricesOf(row);
  return { min: Math.min(...prices), max: Math.max(...prices), source: 'lista' };
}

/** The heaviest weight of a breed, in kg ("3 a 5 kg" → 5). */
export const maxWeight = (breed: Pick<DogBreed, 'peso'>) => Number(breed.peso.replace(',', '.').match(/([\d.]+) kg$/)![1]);
/** Airlines take pets in the cabin up to about 10 kg with the carrier: a puppy up to 8 kg as an adult fits. */
export const CABIN_KG = 8;
/** The lightest weight of a breed, in kg ("3 a 5 kg" → 3, "30 kg" → 30). */
export const minWeight = (breed: Pick<DogBreed, 'peso'>) => Number(breed.peso.replace(',', '.').match(/^([\d.]+)/)![1]);
/** Whether the breed fits the cabin as an adult (CABIN_KG). */
export const fitsCabin = (breed: Pick<DogBreed, 'peso'>) => maxWeight(breed) <= CABIN_KG;
/** Whether the breed's adults range from cabin size to hold size (the Caniche: Toy to standard), so its size decides where it flies. */
export const cabinBySize = (breed: Pick<DogBreed, 'peso'>) => minWeight(breed) <= CABIN_KG && !fitsCabin(breed);
/**
 * Whether a puppy of the breed flies. Airlines take dogs from 4 months of age and never a
 * short-muzzled one in the hold: a short-muzzled puppy flies only in the cabin, where one of 4
 * months still fits with its carrier (content/dogs/breeds.json › adaptacion.cabinaCachorro: Pug,
 * Bulldog francés…); the heavier ones (Bulldog inglés, Boxer, Dogo de Burdeos) do not fly at all.
 */
export const fliesWithAirlines = (breed: Pick<DogBreed, 'adaptacion'>) => breed.adaptacion.braquicefalo !== true || breed.adaptacion.cabinaCachorro === true;
