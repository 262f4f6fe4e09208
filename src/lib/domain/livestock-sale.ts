/**
 * The facts of a livestock line in a city (issue 41, item 2; issue 42, item 3): computed once,
 * here, into one typed object (`SaleFacts`) that the views read and never recompute: how the
 * animals travel from the dispatch city (truck or ventilated boxes, by road or air), the road hours
 * and distance, the freight per trip of content/livestock/transporte.json and the delivered price it
 * gives (estimates), the city's climate class and whether the line suits it, the documents to move
 * the animals, and the region's farming text. No words: the views fill content templates with them.
 *
 * The three livestock models differ in one table each (MODELS, BIRD_TYPES), not in branches.
 */
import type { Catalog } from '../content/catalog';
import { type Bird, type Bovine, type City, CLIMATE_CLASSES, type Equine, type LinePrice } from '../content/schemas';
import { site } from '../content/site';
import { modelOf } from '../content/species';
import { icaItems, linesOf, type LivestockCard, type LivestockSpecies } from './livestock';
import { lineTrip, type TruckRule, vehicleFreight } from './livestock-trip';
import { climateClass } from './places';

/** The climate classes of a city, as the lines' climate notes are keyed (content/livestock › climas). */
export const CLIMATE_KEYS = CLIMATE_CLASSES;
export type ClimateKey = (typeof CLIMATE_CLASSES)[number];

/** What a line says of one climate class: whether it is recommended there, and why (content, written once per line × class). */
export type LineClimates = NonNullable<Bird['climas']>;
export type ClimateNote = LineClimates[ClimateKey];

/** Road hours beyond which birds in boxes fly (air cargo) instead of going by road. */
export const BOXES_MAX_ROAD_HOURS = 10;

/** A city as the livestock pages of it read it. */
export interface LivestockPlace {
  slug: string;
  nombre: string;
  departamento: string;
  /** The city the breeder dispatches from (content/site.json › dispatch.city): the one test of it. */
  isDispatch: boolean;
  /** The dispatch city's name, where the animals leave from. */
  from: string;
  /** Road distance (km) and hours from the dispatch city (content/places/cities.json › entrega); 0 in the dispatch city. */
  km: number;
  hours: number;
  airport?: string;
  climate: ClimateKey;
  /** The region's farming texts (content/places/cities.json › produccion, produccionEquinos), keyed by who they speak to. */
  farming: { text?: string; speaksTo: readonly string[]; horses?: string };
  /** The pastures around the city (content/places/cities.json › campo.pastos). */
  pastures?: string;
}

const CLASS_KEY = { frío: 'frio', templado: 'templado', cálido: 'calido' } as const;

/** The facts of a city for the livestock pages. */
export function livestockPlace(catalog: Pick<Catalog, 'cityBySlug'>, city: City): LivestockPlace {
  const cls = climateClass(city.clima);
  if (cls === 'variado') throw new Error(`[livestock] ${city.slug}: a city's climate class is frío, templado or cálido`);
  const dispatch = catalog.cityBySlug.get(site.dispatch.city)!;
  const isDispatch = city.slug === dispatch.slug;
  return {
    slug: city.slug,
    nombre: city.nombre,
    departamento: city.departamento,
    isDispatch,
    from: dispatch.nombre,
    km: isDispatch ? 0 : city.entrega.distanciaKm,
    hours: isDispatch ? 0 : city.entrega.horasCarretera,
    airport: city.entrega.aeropuerto,
    climate: CLASS_KEY[cls],
    farming: { text: city.produccion, speaksTo: city.produccionEspecies ?? ['bovinos'], horses: city.produccionEquinos },
    ...(city.campo?.pastos ? { pastures: city.campo.pastos } : {}),
  };
}

/** How a line's animals travel: a livestock truck (the species' vehicle, content/livestock/transporte.json) or ventilated boxes. */
export type Transport = 'camion' | 'cajas';

/** What the pages need of a line, whatever its model: read once from its model's row of MODELS. */
export interface LineProfile {
  transport: Transport;
  /** The adult weight a truck counts (the cow's of a cattle line, the adult's of an equine line). */
  weightKg?: number;
  /** The farming texts that speak to its buyer (cities.json › produccionEspecies names them: "bovinos", "equinos", "aves"). */
  farmingKey?: 'bovinos' | 'equinos' | 'aves';
  /** Whether its buyer grazes the region's pastures (cattle). */
  grazes?: true;
  /** The line's own climate notes (content/livestock › climas). */
  climates?: LineClimates;
  /** What a buyer of the line asks, answered by the breeder (content/livestock › comprador). */
  buyer?: string;
}

/** The differences between bird types that the sale pages act on: an ostrich travels by truck; farm poultry buyers read the region's poultry farming. */
const BIRD_TYPES: Record<Bird['tipo'], Pick<LineProfile, 'transport' | 'farmingKey'>> = {
  gallinas: { transport: 'cajas', farmingKey: 'aves' },
  corral: { transport: 'cajas', farmingKey: 'aves' },
  avestruz: { transport: 'camion' },
  ornamentales: { transport: 'cajas' },
};

/** The differences between the three livestock models, one row each. */
const MODELS = {
  bovino: (l: Bovine): LineProfile => ({ transport: 'camion', weightKg: l.ficha.pesoHembraKg, farmingKey: 'bovinos', grazes: true }),
  equino: (l: Equine): LineProfile => ({ transport: 'camion', weightKg: l.ficha.pesoKg, farmingKey: 'equinos' }),
  ave: (l: Bird): LineProfile => ({ ...BIRD_TYPES[l.tipo] }),
} as const;

/** A line's profile (MODELS), with its own climate notes and buyer text. */
export function lineProfile(catalog: Catalog, species: LivestockSpecies, slug: string): LineProfile {
  const model = modelOf(species);
  const line = linesOf(catalog, species, model).find((l) => l.slug === slug)!;
  const base = (MODELS[model] as (l: typeof line) => LineProfile)(line);
  const { climas, comprador } = line;
  return { ...base, ...(climas ? { climates: climas } : {}), ...(comprador ? { buyer: comprador } : {}) };
}

/** A line's note for a climate class (content/livestock › climas, written once per line × class); none for a line without notes (a bird we do not sell). */
export const climateNote = (profile: Pick<LineProfile, 'climates'>, key: ClimateKey): ClimateNote | undefined => profile.climates?.[key];

/** How the animals reach the city: by truck (in the dispatch city or from it), or in boxes (handed over there, by road, by air cargo). */
export type Delivery = 'camion-local' | 'camion' | 'cajas-local' | 'cajas-carretera' | 'cajas-avion';

/** The facts of one line in one city: what its sale page shows. */
export interface SaleFacts {
  species: LivestockSpecies;
  slug: string;
  place: LivestockPlace;
  profile: LineProfile;
  price?: LinePrice;
  delivery: Delivery;
  /** The species' vehicle, for a truck line with one (content/livestock/transporte.json). */
  vehicle?: string;
  /** Estimated freight (COP): the whole vehicle's trip, and per head of a full vehicle; none in the dispatch city or without a vehicle. */
  freight?: { trip: number; perHead: number };
  /** The reference price with the freight per head of a full vehicle (estimate). */
  delivered?: readonly [number, number];
  climate: { key: ClimateKey; note?: ClimateNote };
  /** What moving the animals needs (content/ica-requirements.json, the items of this line). */
  documents: string[];
  /** The region's farming texts that speak to this line's buyer. */
  farming: string[];
  /** The region's pastures, for a line that grazes them. */
  pastures?: string;
}

function deliveryOf(transport: Transport, place: LivestockPlace): Delivery {
  if (transport === 'camion') return place.isDispatch ? 'camion-local' : 'camion';
  return place.isDispatch ? 'cajas-local' : place.hours > BOXES_MAX_ROAD_HOURS ? 'cajas-avion' : 'cajas-carretera';
}

/** The region's farming texts that speak to a line's buyer: the cattle or poultry text where it speaks of them, the horse text on equine pages. */
function farmingFor(place: LivestockPlace, key: LineProfile['farmingKey']): string[] {
  if (!key) return [];
  const { text, speaksTo, horses } = place.farming;
  return [...(text && speaksTo.includes(key) ? [text] : []), ...(key === 'equinos' && horses ? [horses] : [])];
}

/** The facts of a line (its card) in a city, computed once. */
export function saleFacts(catalog: Catalog, species: LivestockSpecies, card: Pick<LivestockCard, 'slug' | 'price'>, city: City): SaleFacts {
  const place = livestockPlace(catalog, city);
  const profile = lineProfile(catalog, species, card.slug);
  const truck: TruckRule | undefined = profile.transport === 'camion' ? catalog.livestockTransport.find((t) => t.especie === species) : undefined;
  const trip = truck && profile.weightKg && !place.isDispatch ? lineTrip(truck, profile.weightKg, place.km, card.price) : undefined;
  return {
    species,
    slug: card.slug,
    place,
    profile,
    ...(card.price ? { price: card.price } : {}),
    delivery: deliveryOf(profile.transport, place),
    ...(truck ? { vehicle: truck.vehiculo } : {}),
    ...(truck && trip ? { freight: { trip: vehicleFreight(truck, place.km), perHead: trip.freight } } : {}),
    ...(trip?.delivered ? { delivered: trip.delivered } : {}),
    climate: { key: place.climate, note: climateNote(profile, place.climate) },
    documents: icaItems(catalog, species, card.slug),
    farming: farmingFor(place, profile.farmingKey),
    ...(profile.grazes && place.pastures ? { pastures: place.pastures } : {}),
  };
}

/** Whether the line is not recommended in the city's climate (its note says so). */
export const notRecommended = (facts: Pick<SaleFacts, 'climate'>) => facts.climate.note?.apto === false;

/**
 * What tells a sale page apart from the other cities' pages of its line: the delivery, the road,
 * the freight and the delivered price (the registry's distinctBy for livestockSale). Two cities with
 * the same key show the same answer.
 */
export const distinctKey = (f: SaleFacts) => [f.delivery, f.place.km, f.place.hours, f.delivery === 'cajas-avion' ? f.place.airport : '', f.freight?.trip ?? 0, ...(f.delivered ?? [])].join('|');
