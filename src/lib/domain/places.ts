/**
 * The facts of a place a page is about (a city, a locality of Bogotá, a region), and what follows
 * from them without words: its climate class and how the breeder delivers there.
 */
import type { Catalog, DogLocation } from '../content/catalog';
import type { City, Locality, Region } from '../content/schemas';
import { site } from '../content/site';

/** The facts of one place a page can be about. */
export interface PlaceFacts {
  slug: string;
  nombre: string;
  kind: 'ciudad' | 'localidad' | 'region';
  /** "Chapinero (Bogotá)" for a locality, the name otherwise. */
  label: string;
  /** The city of a locality; the place itself otherwise. */
  ciudad: string;
  departamento: string;
  altitud: number;
  altitudMax?: number;
  temperatura: readonly [number, number];
  humedad: 'baja' | 'media' | 'alta';
  lluvias: string;
  distanciaKm: number;
  distanciaKmMax?: number;
  horasCarretera: number;
  aeropuerto?: string;
  /** The road from the dispatch city crosses tierra caliente (content/places/cities.json › entrega.carreteraCaliente). */
  carreteraCaliente?: true;
  /** What the place is like to live in with a dog, and where dogs are walked. */
  entorno: string;
  parques: readonly string[];
  /** The farming of the region around a city (livestock pages). */
  produccion?: string;
  /** The livestock whose pages show `produccion`: the ones it speaks of. */
  produccionEspecies?: readonly ('bovinos' | 'equinos' | 'aves')[];
  /** The horse farming of the region (equine pages only). */
  produccionEquinos?: string;
  /** The pastures, cattle systems and uses of equines around a city (livestock pages). */
  campo?: City['campo'];
  locality?: Pick<Locality, 'numero' | 'zona'>;
}
export function fromCity(c: City | Region, kind: PlaceFacts['kind'] = 'ciudad'): PlaceFacts {
  return {
    slug: c.slug,
    nombre: c.nombre,
    kind,
    label: c.nombre,
    ciudad: c.nombre,
    departamento: c.departamento,
    ...c.clima,
    ...c.entrega,
    entorno: c.entorno,
    parques: c.parques,
    produccion: 'produccion' in c ? c.produccion : undefined,
    produccionEspecies: 'produccionEspecies' in c ? c.produccionEspecies : undefined,
    produccionEquinos: 'produccionEquinos' in c ? c.produccionEquinos : undefined,
    campo: 'campo' in c ? c.campo : undefined,
  };
}
/** The city the breeder dispatches from (content/site.json › dispatch; the catalog checks it exists). */
export function dispatchCity(catalog: Pick<Catalog, 'cityBySlug'>): City {
  return catalog.cityBySlug.get(site.dispatch.city)!;
}
/** The facts of a place only fixed legacy pages name (content/places/towns.json: Rionegro). */
export function townFacts(catalog: Pick<Catalog, 'townBySlug'>, slug: string): PlaceFacts {
  return fromCity(catalog.townBySlug.get(slug)!);
}
/** The facts of a city, region or locality of the dog location list. */
export function placeFacts(catalog: Pick<Catalog, 'cityBySlug' | 'localityBySlug' | 'regions'>, location: Pick<DogLocation, 'slug' | 'kind'>): PlaceFacts {
  if (location.kind === 'localidad') {
    const l = catalog.localityBySlug.get(location.slug)!;
    const city = catalog.cityBySlug.get(l.slug_ciudad)!;
    return { ...fromCity(city), slug: l.slug_barrio, nombre: l.barrio, kind: 'localidad', label: `${l.barrio} (${city.nombre})`, altitud: l.altitud, entorno: l.entorno, parques: l.parques, locality: l };
  }
  if (location.kind === 'region') return fromCity(catalog.regions.find((r) => r.slug === location.slug)!, 'region');
  return fromCity(catalog.cityBySlug.get(location.slug)!);
}
export type ClimateClass = 'frío' | 'templado' | 'cálido' | 'variado';
/**
 * Frío up to a 17 °C mean, templado up to 24 °C, cálido above; a region spanning 1,000 m or more is
 * variado. The bounds follow Colombian usage: Manizales (17 °C) is tierra fría, Bucaramanga and
 * Ibagué (23.5 °C) templadas, Cali (24.5 °C) cálida.
 */
export function climateClass(p: Pick<PlaceFacts, 'temperatura' | 'altitud' | 'altitudMax'>): ClimateClass {
  if (p.altitudMax !== undefined && p.altitudMax - p.altitud >= 1000) return 'variado';
  const mean = (p.temperatura[0] + p.temperatura[1]) / 2;
  return mean <= 17 ? 'frío' : mean <= 24 ? 'templado' : 'cálido';
}
/** The key of each climate class in the breeds' notes and the texts (content/dogs|cats/breeds.json › clima: keys without accents), cold → hot. */
export const CLIMATE_NOTE_KEYS = ['frio', 'templado', 'calido'] as const;
export type ClimateNoteKey = (typeof CLIMATE_NOTE_KEYS)[number];
/** The key of a climate class in the notes and the texts (JSON keys without accents); «variado» keys the texts of a region of several classes. */
export const CLIMATE_KEY = { frío: 'frio', templado: 'templado', cálido: 'calido', variado: 'variado' } as const satisfies Record<ClimateClass, ClimateNoteKey | 'variado'>;
/** The key of a place's climate class in the notes (pets' and livestock lines' alike); undefined for a place of more than one class. */
export function climateNoteKey(clima: Pick<PlaceFacts, 'temperatura' | 'altitud' | 'altitudMax'>): ClimateNoteKey | undefined {
  const key = CLIMATE_KEY[climateClass(clima)];
  return key === 'variado' ? undefined : key;
}
/**
 * The places of each climate class, cold → hot, each class in the places' given order
 * (content/places/cities.json): where a breed's note for that class is read, so the breed page
 * names them over the note. A place of more than one class (variado) is in none.
 */
export function placesByClimate<P extends { clima: Pick<PlaceFacts, 'temperatura' | 'altitud' | 'altitudMax'> }>(places: readonly P[]): Record<ClimateNoteKey, P[]> {
  const by: Record<ClimateNoteKey, P[]> = { frio: [], templado: [], calido: [] };
  for (const p of places) {
    const key = climateNoteKey(p.clima);
    if (key) by[key].push(p);
  }
  return by;
}
export type DeliveryMode = 'local' | 'carretera' | 'carretera-o-avion' | 'avion';
/** The longest road trip a pet makes (hours): farther, it flies. The cat pages say it where a kitten flies for the distance. */
export const PET_ROAD_MAX_HOURS = 10;
/** How the breeder delivers a pet there: in the dispatch city by its own vehicle, by road up to 4 h, road or air up to PET_ROAD_MAX_HOURS, air beyond. */
export function deliveryMode(p: Pick<PlaceFacts, 'distanciaKm' | 'horasCarretera'>): DeliveryMode {
  if (p.distanciaKm === 0) return 'local';
  if (p.horasCarretera <= 4) return 'carretera';
  if (p.horasCarretera <= PET_ROAD_MAX_HOURS) return 'carretera-o-avion';
  return 'avion';
}
/**
 * How a pet of one breed reaches a place: the place's delivery mode, except for a pet the airlines
 * refuse (a short-muzzled puppy too heavy for the cabin): by road where the road takes up to 10
 * hours ('solo-carretera'), and farther not sent at all: the buyer collects it at the breeder
 * ('en-sede'), since a longer road trip is no safe journey for a breed that bears heat badly.
 */
export type PetDelivery = DeliveryMode | 'solo-carretera' | 'en-sede';
export function petDelivery(p: Pick<PlaceFacts, 'distanciaKm' | 'horasCarretera'>, flies = true): PetDelivery {
  const mode = deliveryMode(p);
  if (flies || mode === 'local' || mode === 'carretera') return mode;
  return mode === 'carretera-o-avion' ? 'solo-carretera' : 'en-sede';
}
/**
 * Whether the breeder hands the pet over at the buyer's door: in the dispatch city and up to 4 hours
 * of road, in its own vehicle. Farther the pet may fly, and then the buyer collects it at the airport.
 */
export function deliversToDoor(delivery: PetDelivery): boolean {
  return delivery === 'local' || delivery === 'carretera';
}

/**
 * Up to this many hours of road from the dispatch city, a place gets the city's own delivery: the
 * same vehicle, to the door, the same day (Chía, on the sabana). Its pages show nothing a buyer
 * acts on that the dispatch city's page lacks (src/lib/views/consolidation.ts).
 */
export const METRO_HOURS = 1;

/**
 * The facts of a place for a pet, worked out once per page (issue 41): how the pet reaches it and
 * the place's climate class. The views fill the answer block and pick the place's texts from
 * this; no text module works out a delivery mode or a climate class again.
 */
export interface PetPlace {
  place: PlaceFacts;
  /** How a pet the airlines carry reaches the place (every kitten; most puppies): the place's own delivery mode. */
  mode: DeliveryMode;
  /** How this pet reaches the place (a snub-nosed breed too heavy for the cabin goes by road up to 10 hours, and is collected at the breeder beyond). */
  delivery: PetDelivery;
  /** Handed over at the buyer's door in the breeder's own vehicle (else the buyer collects it at the airport, or either). */
  toDoor: boolean;
  /** The place gets the dispatch city's own delivery: the city, one of its localities, or a place within METRO_HOURS of it in the same climate class. */
  asDispatch: boolean;
  climate: ClimateClass;
  distanciaKm: number;
  distanciaKmMax?: number;
  horasCarretera: number;
  aeropuerto?: string;
}

/** `dispatchClimate`: the dispatch city's climate (content/places/cities.json › clima); `flies`: whether airlines carry the breed. */
export function petPlace(place: PlaceFacts, dispatchClimate: Pick<PlaceFacts, 'temperatura' | 'altitud' | 'altitudMax'>, flies = true): PetPlace {
  const delivery = petDelivery(place, flies);
  const climate = climateClass(place);
  const mode = deliveryMode(place);
  return {
    place,
    mode,
    delivery,
    toDoor: deliversToDoor(delivery) || delivery === 'solo-carretera',
    asDispatch: mode === 'local' || (mode === 'carretera' && place.distanciaKmMax === undefined && place.horasCarretera <= METRO_HOURS && climate === climateClass(dispatchClimate)),
    climate,
    distanciaKm: place.distanciaKm,
    distanciaKmMax: place.distanciaKmMax,
    horasCarretera: place.horasCarretera,
    aeropuerto: place.aeropuerto,
  };
}
