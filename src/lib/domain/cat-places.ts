/**
 * The facts of a cat page of one place, computed once from the place data (content/places) and
 * handed to the view and its texts (src/lib/views/cats.ts): how the kitten gets there, how far,
 * which airport, the climate class. Nothing here is a sentence. Apart from domain/cats.ts, which
 * the filter island imports.
 */
import { AIRLINE_MIN_AGE_MONTHS, type Country } from '../content/schemas';
import type { Catalog } from '../content/catalog';
import { climateClass, type DeliveryMode, dispatchCity, type PetPlace, petPlace, placeFacts, townFacts } from './places';

/** A climate class as the cat texts key it (content/cats/breeds.json › clima, content/texts/gatos.json › climate). */
export type CatClimate = 'frio' | 'templado' | 'calido';
const CAT_CLIMATE = { frío: 'frio', templado: 'templado', cálido: 'calido' } as const;

/** How a kitten reaches a place: the pet delivery modes of a Colombian place, or a flight abroad. */
export type CatDelivery = DeliveryMode | 'exterior';

/**
 * The facts of a cat page of one place (a city, a fixed place of content/cats/fixed-pages.json, a
 * country), computed once from the place data and handed to the view and its texts: how the kitten
 * gets there, how far, which airport, the climate class. Nothing here is a sentence.
 */
export interface CatPlaceFacts {
  slug: string;
  nombre: string;
  /** The department of a Colombian place; none abroad. */
  departamento?: string;
  /** The city the breeder dispatches from (content/site.json › dispatch.city): no trip. */
  home: boolean;
  delivery: CatDelivery;
  /** Road kilometres and hours from the dispatch city (Colombian places beyond it). */
  km?: number;
  roadHours?: number;
  /** The airport the kitten may fly to (a Colombian place reached by air). */
  airport?: string;
  /** Abroad: the city the kitten flies to, the flight hours and whether the flight is direct. */
  city?: string;
  flightHours?: number;
  directFlight?: boolean;
  /** Abroad: what the country asks to let the kitten in (content/places/countries.json › entradaGato.requisitos), where a source gives it. */
  entryRules?: string;
  /** Abroad: what the country's law asks of a cat's owner there (entradaGato.tenencia), where a source gives it. */
  ownerRules?: string;
  /** Abroad: the airport the kitten flies to where it is far from the city (content/places/countries.json › aeropuerto): its name and its road km to the city. */
  arrivalAirport?: { nombre: string; km: number };
  /** Abroad: the airline's fee from which a cat flies in the cabin there, in US dollars (countries.json › cabinaDesdeUsd, an estimate). */
  cabinUsd?: number;
  /** Abroad: the altitude of the delivery city, in metres. */
  altitude?: number;
  /** Abroad: the age in months from which the kitten may fly there (the airlines', or later where the country's rules ask it). */
  flightAgeMonths?: number;
  /** Abroad: the whole country is warm all year (content/places/countries.json › sinFrio), so its page names only the breeds that suffer the heat. */
  noCold?: true;
  /** A breed that bears the heat badly flies to this hot place, though it is within 10 hours of road (catBreedPlaceFacts): its arrival text says why. */
  heatRoad?: true;
  /** A breed that bears the heat badly may go by road to this place, and the road is hot (the place, or the way to it): its arrival text says how it travels, the same rule on every such place (catBreedPlaceFacts). */
  heatCar?: true;
  /** The road to this place crosses tierra caliente, though the place is not hot (content/places/cities.json › entrega.carreteraCaliente). */
  hotRoad?: true;
  /** The climate class of the place (abroad, of its delivery city), with its usual range; none for a place with seasons (a class of the Colombian altitudes says little of it). */
  climate?: CatClimate;
  temperatura?: readonly [number, number];
}

/**
 * The facts of a Colombian place (a city of the 12 or a town of a fixed page) for a kitten, read
 * from the place's pet facts (domain/places.ts › petPlace), worked out once for every pet: a
 * kitten always may fly, so it takes the place's own delivery mode; the dispatch city is the
 * place of the local delivery.
 */
export function catPlaceFacts(pet: PetPlace): CatPlaceFacts {
  const { place, mode: delivery, climate: cls } = pet;
  const flies = delivery === 'avion' || delivery === 'carretera-o-avion';
  return {
    slug: place.slug,
    nombre: place.nombre,
    departamento: place.departamento,
    home: delivery === 'local',
    delivery,
    ...(delivery === 'local' ? {} : { km: place.distanciaKm, roadHours: place.horasCarretera }),
    ...(delivery !== 'local' && place.carreteraCaliente ? { hotRoad: true as const } : {}),
    ...(flies && place.aeropuerto ? { airport: place.aeropuerto } : {}),
    ...(cls === 'variado' ? {} : { climate: CAT_CLIMATE[cls], temperatura: place.temperatura }),
  };
}

/**
 * The facts of a place for one breed: a breed that bears the heat badly (content/cats/breeds.json ›
 * adaptacion.calor «baja») does not take up to 10 hours of road down to a hot place; it flies there
 * in the cabin, as to any place farther off (s53 read 17: the persa's Cali page offered 10 hours of
 * road «como usted prefiera» beside «es de las razas que más sufren con el calor»).
 */
export function catBreedPlaceFacts(f: CatPlaceFacts, breed: { adaptacion: { calor: string } }): CatPlaceFacts {
  if (breed.adaptacion.calor !== 'baja') return f;
  if (f.climate === 'calido' && f.delivery === 'carretera-o-avion' && f.airport) return { ...f, delivery: 'avion', heatRoad: true };
  // s54 read 18: the persa went 3 hours by car down to Villavicencio's 31 °C, the British Shorthair 4 hours through Girardot to
  // Ibagué, without a word, while both flew to Cali for the heat: wherever the road is hot, the same rule
  const byRoad = f.delivery === 'carretera' || f.delivery === 'carretera-o-avion';
  return byRoad && (f.climate === 'calido' || f.hotRoad) ? { ...f, heatCar: true } : f;
}

/** A range of 20 °C or more between the usual minimum and maximum: a climate of seasons, which no class of the Colombian altitudes describes. */
export const SEASONS_RANGE = 20;

/** The facts of a country: a flight to its delivery city, and the climate class of that city where it has no seasons. */
export function catCountryFacts(country: Pick<Country, 'slug' | 'nombre' | 'ciudad' | 'horasVuelo' | 'vueloDirecto' | 'temperatura' | 'altitud' | 'entradaGato'> & Partial<Pick<Country, 'sinFrio' | 'aeropuerto' | 'cabinaDesdeUsd'>>): CatPlaceFacts {
  const [min, max] = country.temperatura;
  const cls = max - min < SEASONS_RANGE ? climateClass({ temperatura: country.temperatura, altitud: country.altitud }) : 'variado';
  return {
    slug: country.slug,
    nombre: country.nombre,
    home: false,
    delivery: 'exterior',
    city: country.ciudad,
    flightHours: country.horasVuelo,
    directFlight: country.vueloDirecto,
    altitude: country.altitud,
    ...(country.aeropuerto ? { arrivalAirport: country.aeropuerto } : {}),
    ...(country.cabinaDesdeUsd !== undefined ? { cabinUsd: country.cabinaDesdeUsd } : {}),
    ...(country.entradaGato ? { entryRules: country.entradaGato.requisitos } : {}),
    ...(country.entradaGato?.tenencia ? { ownerRules: country.entradaGato.tenencia } : {}),
    flightAgeMonths: country.entradaGato?.edadMinimaMeses ?? AIRLINE_MIN_AGE_MONTHS,
    ...(country.sinFrio ? { noCold: true as const } : {}),
    ...(cls === 'variado' ? {} : { climate: CAT_CLIMATE[cls], temperatura: country.temperatura }),
  };
}

/** The airport's own name, without the town in brackets: "José María Córdova (Rionegro)" → "José María Córdova". */
export const airportName = (airport: string) => airport.replace(/\s*\(.*\)\s*$/, '');

/**
 * Whether two places of one breed's pages give a buyer the same answer: the same delivery, to the
 * same airport, in the same climate class. Road hours alone do not count where the kitten may fly:
 * Rionegro is reached as Medellín is, through the José María Córdova airport in Rionegro itself.
 */
export function sameCatAnswer(a: CatPlaceFacts, b: CatPlaceFacts): boolean {
  const flies = (f: CatPlaceFacts) => f.delivery === 'avion' || f.delivery === 'carretera-o-avion';
  if (a.delivery !== b.delivery || a.climate !== b.climate || a.home || b.home) return false;
  if (flies(a)) return !!a.airport && !!b.airport && airportName(a.airport) === airportName(b.airport);
  return a.km === b.km && a.roadHours === b.roadHours;
}

/** The place of a cat breeder page: a city of the 12, or a fixed place (a town of content/places/towns.json). */
export interface CatPagePlace {
  slug: string;
  isCity: boolean;
}

/** The facts of the place of a cat breeder page or of a city's cat page. */
export function catFactsOf(catalog: Pick<Catalog, 'cityBySlug' | 'localityBySlug' | 'regions' | 'townBySlug'>, place: CatPagePlace): CatPlaceFacts {
  const facts = place.isCity ? placeFacts(catalog, { slug: place.slug, kind: 'ciudad' }) : townFacts(catalog, place.slug);
  return catPlaceFacts(petPlace(facts, dispatchCity(catalog).clima));
}

/** The breeds that need care in a climate class (content/cats/breeds.json › adaptacion): those that bear the heat badly in a hot place, those that bear the cold badly elsewhere. */
export function breedsNeedingCare<B extends { adaptacion: { calor: string; frio: string } }>(breeds: readonly B[], climate: CatClimate): B[] {
  return breeds.filter((b) => (climate === 'calido' ? b.adaptacion.calor : b.adaptacion.frio) === 'baja');
}
