/**
 * Where the breeder raises the animals, named the same way on every page: the city of
 * content/site.json › dispatch.city (its name and department from content/places/cities.json).
 * Distances and delivery modes are measured from it, the header and the footer name it, and the
 * breeder-in-city pages say the animals are bred there. content/site.json › address is shown
 * while it lies in that city, or, for a farm in another town, once the breeder says how far it is
 * (address.distance, «a 40 minutos de Bogotá»): then every page names the farm the same way, «Chía,
 * a 40 minutos de Bogotá», and deliveries still leave from the dispatch city. An address elsewhere
 * without it contradicts the rest of the site and is left for the breeder to confirm
 * (CONTENT-TO-CONFIRM.md), never shown.
 */
import { contentFail } from './errors';
import { contentFiles } from './files';
import { readContentFile } from './read';
import type { City } from './schemas';
import { site, SITE_FILE, type SiteConfig } from './site';

export type BreederCity = Pick<City, 'slug' | 'nombre' | 'departamento'>;

let cached: BreederCity | undefined;

/** The breeder's city (content/site.json › dispatch.city), read once from content/places/cities.json. */
export function breederCity(config: Pick<SiteConfig, 'dispatch'> = site, root = process.cwd()): BreederCity {
  if (config === site && cached) return cached;
  const city = readContentFile('cities', root).find((e) => e.data.slug === config.dispatch.city)?.data;
  if (!city) contentFail(SITE_FILE, `dispatch.city: "${config.dispatch.city}" is not a city of ${contentFiles.cities.file}`);
  const found = { slug: city.slug, nombre: city.nombre, departamento: city.departamento };
  if (config === site) cached = found;
  return found;
}

/** "Bogotá, Colombia", or "Chía, a 40 minutos de Bogotá" for a farm outside it: the place the header, the footer and the share cards name. */
export function breederLabel(config: Pick<SiteConfig, 'address'> = site, city: Pick<BreederCity, 'nombre'> = breederCity()): string {
  const farm = farmElsewhere(config, city);
  return farm ? `${farm.locality}, ${farm.distance}` : `${city.nombre}, Colombia`;
}

/** A name compared without case, accents or punctuation ("Bogotá D.C." and "bogota dc" are one). */
const key = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** Whether content/site.json › address lies in the breeder's city (its locality is the city's name). */
export function addressInBreederCity(config: Pick<SiteConfig, 'address'> = site, city: Pick<BreederCity, 'nombre'> = breederCity()): boolean {
  return key(config.address.locality) === key(city.nombre);
}

/** The farm, when the breeder raises the animals in another town than the dispatch city and has said how far it is. */
export function farmElsewhere(config: Pick<SiteConfig, 'address'> = site, city: Pick<BreederCity, 'nombre'> = breederCity()): { locality: string; region: string; distance: string } | undefined {
  const a = config.address;
  return !addressInBreederCity(config, city) && a.distance ? { locality: a.locality, region: a.region, distance: a.distance } : undefined;
}

export interface BreederAddress {
  street?: string;
  locality: string;
  region: string;
  country: string;
}
/**
 * The address a page shows: content/site.json › address while it lies in the breeder's city or is
 * the farm elsewhere, the city and its department otherwise (the street is left out then: it
 * belongs to a town the rest of the site does not name).
 */
export function breederAddress(config: Pick<SiteConfig, 'address'> = site, city: BreederCity = breederCity()): BreederAddress {
  const a = config.address;
  return addressInBreederCity(config, city) || farmElsewhere(config, city)
    ? { ...(a.street ? { street: a.street } : {}), locality: a.locality, region: a.region, country: a.country }
    : { locality: city.nombre, region: city.departamento, country: a.country };
}

/**
 * "Calle 1 # 2-3, Medellín, Antioquia": the address in one line. A region that names the city
 * itself ("Bogotá D.C." for Bogotá) stands alone: "Calle 1 # 2-3, Bogotá D.C.", never "Bogotá, Bogotá D.C.".
 */
export function addressLine(address: BreederAddress = breederAddress()): string {
  const cityIsRegion = key(address.region).startsWith(`${key(address.locality)} `) || key(address.region) === key(address.locality);
  return [address.street, cityIsRegion ? undefined : address.locality, address.region].filter(Boolean).join(', ');
}

/** Whether a page shows a street address: once the breeder gives one in the breeder's city, or at the farm elsewhere. */
export function showsStreetAddress(config: Pick<SiteConfig, 'address'> = site, city: BreederCity = breederCity()): boolean {
  return !!config.address.street && (addressInBreederCity(config, city) || !!farmElsewhere(config, city));
}
