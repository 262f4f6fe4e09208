/**
 * Where the breeder raises the animals, named the same way on every page: the city of
 * content/site.json › dispatch.city (its name and department from content/places/cities.json).
 * Distances and delivery modes are measured from it, the header and the footer name it, and the
 * breeder-in-city pages say the animals are bred there. content/site.json › address is shown only
 * while it lies in that city: an address elsewhere contradicts the rest of the site and is left for
 * the breeder to confirm (CONTENT-TO-CONFIRM.md), never shown beside it.
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

/** "Bogotá, Colombia": the place the header and the footer name. */
export function breederLabel(city: Pick<BreederCity, 'nombre'> = breederCity()): string {
  return `${city.nombre}, Colombia`;
}

/** A name compared without case, accents or punctuation ("Bogotá D.C." and "bogota dc" are one). */
const key = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** Whether content/site.json › address lies in the breeder's city (its locality is the city's name). */
export function addressInBreederCity(config: Pick<SiteConfig, 'address'> = site, city: Pick<BreederCity, 'nombre'> = breederCity()): boolean {
  return key(config.address.locality) === key(city.nombre);
}

export interface BreederAddress {
  street?: string;
  locality: string;
  region: string;
  country: string;
}
/**
 * The address a page shows: content/site.json › address while it lies in the breeder's city, the
 * city and its department otherwise (the street is left out then: it belongs to the other town).
 */
export function breederAddress(config: Pick<SiteConfig, 'address'> = site, city: BreederCity = breederCity()): BreederAddress {
  const a = config.address;
  return addressInBreederCity(config, city)
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

/** Whether a page shows a street address: once the breeder gives one in the breeder's city. */
export function showsStreetAddress(config: Pick<SiteConfig, 'address'> = site, city: BreederCity = breederCity()): boolean {
  return !!config.address.street && addressInBreederCity(config, city);
}
