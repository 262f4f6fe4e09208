/**
 * The facts of a livestock line in a city (issue 41, item 2; issue 42, item 3): computed once,
 * here, into one typed object (`SaleFacts`) that the views read and never recompute: how the
 * animals travel from the dispatch city (truck or ventilated boxes, by road or air), the road hours
 * and distance, the freight per trip of content/livestock/transporte.json and the delivered price it
 * gives (estimates), the city's climate class and whether the line suits it, the documents to move
 * the animals. No words: the views fill content templates with them. The region's farming texts
 * (content/places/cities.json › produccion) are not about the purchase and stay off these pages.
 *
 * The three livestock models differ in their rows of livestock-models.ts › MODELS, not in branches.
 */
import type { Catalog } from '../content/catalog';
import { type Bird, type City, CLIMATE_CLASSES, type LinePrice } from '../content/schemas';
import { site } from '../content/site';
import { icaItems, type LivestockCard, type LivestockSpecies, saleableCards, speciesLines } from './livestock';
import { type LineTravel, modelRow } from './livestock-models';
import { lineTrip, type TruckRule, truckHours, vehicleFreight } from './livestock-trip';
import { climateNoteKey } from './places';

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
}

/** The facts of a city for the livestock pages. */
export function livestockPlace(catalog: Pick<Catalog, 'cityBySlug'>, city: City): LivestockPlace {
  const climate = climateNoteKey(city.clima);
  if (!climate) throw new Error(`[livestock] ${city.slug}: a city's climate class is frío, templado or cálido`);
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
    climate,
  };
}

/** The dispatch city as the livestock pages read it (content/site.json › dispatch.city). */
export const dispatchPlace = (catalog: Pick<Catalog, 'cityBySlug'>) => livestockPlace(catalog, catalog.cityBySlug.get(site.dispatch.city)!);

/** What the pages need of a line, whatever its model: how it travels (its model's row of MODELS), and its own texts. */
export interface LineProfile extends LineTravel {
  /** The line's own climate notes (content/livestock › climas). */
  climates?: LineClimates;
  /** What a buyer of the line asks, answered by the breeder (content/livestock › comprador). */
  buyer?: string;
  /** Where its animals leave from, as the breeder wrote it (content/livestock › procedencia); none until written. */
  origin?: string;
}

/** A line's profile: how it travels (MODELS › travel), with its own climate notes and buyer text. */
export function lineProfile(catalog: Catalog, species: LivestockSpecies, slug: string): LineProfile {
  const line = speciesLines(catalog, species).find((l) => l.slug === slug)!;
  const { climas, comprador, procedencia } = line;
  return { ...modelRow(species).travel(line), ...(climas ? { climates: climas } : {}), ...(comprador ? { buyer: comprador } : {}), ...(procedencia ? { origin: procedencia } : {}) };
}

/** A line's note for a climate class (content/livestock › climas, written once per line × class); none for a line without notes (a bird we do not sell). */
export const climateNote = (profile: Pick<LineProfile, 'climates'>, key: ClimateKey): ClimateNote | undefined => profile.climates?.[key];

/**
 * How the animals reach the city: by truck (in the dispatch city or from it), or in boxes (handed
 * over there, by road, by air cargo, in a truck however far for birds that never fly); or, for a
 * line that does not leave from the dispatch city (LineOrigin), by truck or in boxes from its farm.
 */
export type Delivery = 'camion-local' | 'camion' | 'camion-origen' | 'cajas-local' | 'cajas-carretera' | 'cajas-avion' | 'cajas-camion' | 'cajas-origen';

/**
 * Where a line's animals leave from (issue 41): the dispatch city, when the line suits its climate
 * (a line not recommended there is not bred there: Brahman at 2,640 m); the place the breeder wrote
 * (content/livestock › procedencia); or a farm of origin the page cannot name yet. Only from the
 * dispatch city are the road, the freight and the delivered price known.
 */
export type LineOrigin = { kind: 'dispatch'; name: string } | { kind: 'written'; name: string } | { kind: 'farm' };

/** Where a line's animals leave from: what the breeder wrote, else the dispatch city where the line suits its climate, else an unnamed farm. */
export function lineOrigin(catalog: Pick<Catalog, 'cityBySlug'>, profile: Pick<LineProfile, 'origin' | 'climates'>): LineOrigin {
  if (profile.origin) return { kind: 'written', name: profile.origin };
  const dispatch = dispatchPlace(catalog);
  return climateNote(profile, dispatch.climate)?.apto === false ? { kind: 'farm' } : { kind: 'dispatch', name: dispatch.nombre };
}

/** The facts of one line in one city: what its sale page shows. */
export interface SaleFacts {
  species: LivestockSpecies;
  slug: string;
  place: LivestockPlace;
  profile: LineProfile;
  price?: LinePrice;
  /** Where the animals leave from. */
  origin: LineOrigin;
  delivery: Delivery;
  /** The species' vehicle, for a truck line with one (content/livestock/transporte.json). */
  vehicle?: string;
  /** The vehicle's hours from the dispatch city, stops included (an estimate); none in the dispatch city, from another origin, or without a vehicle. */
  truckHours?: number;
  /** Estimated freight (COP): the whole vehicle's trip, and per head of a full vehicle; none in the dispatch city or without a vehicle. */
  freight?: { trip: number; perHead: number };
  /** The reference price with the freight per head of a full vehicle (estimate). */
  delivered?: readonly [number, number];
  climate: { key: ClimateKey; note?: ClimateNote };
  /** What moving the animals needs (content/ica-requirements.json, the items of this line). */
  documents: string[];
}

function deliveryOf({ transport, roadOnly }: LineProfile, origin: LineOrigin, place: LivestockPlace): Delivery {
  if (origin.kind === 'farm') return transport === 'camion' ? 'camion-origen' : 'cajas-origen';
  if (origin.kind === 'written') return transport === 'camion' ? 'camion' : 'cajas-camion';
  if (transport === 'camion') return place.isDispatch ? 'camion-local' : 'camion';
  if (place.isDispatch) return 'cajas-local';
  return place.hours <= BOXES_MAX_ROAD_HOURS ? 'cajas-carretera' : roadOnly ? 'cajas-camion' : 'cajas-avion';
}

/** The facts of a line (its card) in a city, computed once. */
export function saleFacts(catalog: Catalog, species: LivestockSpecies, card: Pick<LivestockCard, 'slug' | 'price'>, city: City): SaleFacts {
  const place = livestockPlace(catalog, city);
  const profile = lineProfile(catalog, species, card.slug);
  const origin = lineOrigin(catalog, profile);
  const truck: (TruckRule & { factorHoras: number }) | undefined = profile.transport === 'camion' ? catalog.livestockTransport.find((t) => t.especie === species) : undefined;
  // The road and its freight are known from the dispatch city only: from another origin the freight is quoted.
  const trip = truck && profile.weightKg && !place.isDispatch && origin.kind === 'dispatch' ? lineTrip(truck, profile.weightKg, place.km, card.price) : undefined;
  return {
    species,
    slug: card.slug,
    place,
    profile,
    ...(card.price ? { price: card.price } : {}),
    origin,
    delivery: deliveryOf(profile, origin, place),
    ...(truck ? { vehicle: truck.vehiculo } : {}),
    // the truck's own time, not a car's (blind read ab18: «en carro, unas 18 horas» and «va más despacio que un carro» left a horse buyer guessing)
    ...(truck && !place.isDispatch && origin.kind === 'dispatch' && place.hours > 0 ? { truckHours: truckHours(truck, place.hours) } : {}),
    ...(truck && trip ? { freight: { trip: vehicleFreight(truck, place.km), perHead: trip.freight } } : {}),
    ...(trip?.delivered ? { delivered: trip.delivered } : {}),
    climate: { key: place.climate, note: climateNote(profile, place.climate) },
    documents: icaItems(catalog, species, card.slug),
  };
}

/** Whether the line is not recommended in the city's climate (its note says so). */
export const notRecommended = (facts: Pick<SaleFacts, 'climate'>) => facts.climate.note?.apto === false;

/**
 * What to name instead of a line not recommended in a city's climate (s53, blind read ab16: the
 * Angus page in Villavicencio advised against the Angus and named nothing that suits): the species'
 * lines sold for the same purpose (MODELS › purpose: «Carne», «Leche», «Leche y carne») whose note for
 * the city's climate class recommends them, in the species' order; of those, only the ones whose home
 * class (content/livestock › clima) is the city's, where any is. None for a line the city suits,
 * where no line of its purpose suits the class, or for a species whose labels are not uses (birds:
 * MODELS › insteadByPurpose; their broiler chicks in the cold have no stand-in to name).
 */
export function insteadOf(catalog: Catalog, species: LivestockSpecies, card: Pick<LivestockCard, 'slug' | 'purpose'>, city: City): LivestockCard[] {
  const { climate } = livestockPlace(catalog, city);
  const verdict = (slug: string) => climateNote(lineProfile(catalog, species, slug), climate)?.apto;
  if (verdict(card.slug) !== false || !modelRow(species).insteadByPurpose) return [];
  const suited = saleableCards(catalog, species).filter((c) => c.slug !== card.slug && c.purpose === card.purpose && verdict(c.slug) === true);
  // of those, the lines at home in the class where there are any (s54: the Normando in Bucaramanga named
  // the Costeño con cuernos and the Hartón del Valle, lowland lines that merely bear clima templado)
  const lines = speciesLines(catalog, species);
  const home = suited.filter((c) => homeClimate(lines.find((l) => l.slug === c.slug)) === climate);
  return home.length ? home : suited;
}

/** Where a line does best (content/livestock › clima, «Donde más rinde» of its fact sheet); none for a line without one (horses, birds). */
const homeClimate = (line: object | undefined): ClimateKey | undefined => (line && 'clima' in line ? (line.clima as ClimateKey) : undefined);

/** The verdict a note of a class the line does not suit opens with («No se lo recomendamos:», «No se lo recomendamos puro:»). */
const VERDICT_OPENING = /^(?:pur[oa]s?\s+)?no\s+se\s+l[oa]s?\s+recomendamos(?:\s+pur[oa]s?)?\s*:\s*/iu;

/**
 * A note of a class the line does not suit, as it reads under a heading that already says so («No se
 * recomiendan»): the line's own words after its verdict, from their first letter in capitals («Sufre
 * el calor y los parásitos. En su lugar conviene el Brangus…»), so that seven rows do not repeat «X
 * no se lo recomendamos» (after10 §6.3). The note as written where it does not open with the verdict.
 * The line and sale pages keep the whole note: there the verdict is the answer.
 */
export function withoutVerdict(note: string): string {
  const rest = note.replace(VERDICT_OPENING, '');
  return rest === note || !rest ? note : rest.charAt(0).toUpperCase() + rest.slice(1);
}

/**
 * A species in a city (/bovinos-en-{ciudad}/): the facts of each line sold; the lines its answer
 * speaks of (those the city's climate suits, or all where none does); those of them that leave from
 * the dispatch city; and the key of that answer (two cities with the same key give the same answer:
 * the same lines at the same prices, from the same origins, by the same road at the same freight).
 */
export function speciesInCity(catalog: Catalog, species: LivestockSpecies, cards: readonly Pick<LivestockCard, 'slug' | 'price'>[], city: City) {
  const lines = cards.map((card) => saleFacts(catalog, species, card, city));
  const suited = lines.filter((f) => !notRecommended(f));
  const answered = suited.length ? suited : lines;
  const fromDispatch = answered.filter((f) => f.origin.kind === 'dispatch');
  const road = fromDispatch[0]?.place;
  const key = [answered.map((f) => f.slug).join(','), fromDispatch.length, road ? `${road.km}|${road.hours}|${fromDispatch.find((f) => f.freight)?.freight?.trip ?? 0}` : ''].join('/');
  return { lines, answered, fromDispatch, key };
}

/**
 * The climate classes where a species' city pages twin (issue 41): two cities or more of the class
 * whose speciesInCity answer is one (the same lines from the same origins, by the same road at the
 * same freight: warm-land cattle, which leave from their breeding zones, in Cali, Barranquilla,
 * Cartagena, Cúcuta and Villavicencio). Each class with its twin cities (content/places/cities.json
 * order) and their shared facts; a class holds one group of twins or none.
 */
export function climateTwins(catalog: Catalog, species: LivestockSpecies, cards: readonly Pick<LivestockCard, 'slug' | 'price'>[]) {
  const byKey = new Map<string, { climate: ClimateKey; cities: City[]; answer: ReturnType<typeof speciesInCity> }>();
  for (const city of catalog.cities) {
    const answer = speciesInCity(catalog, species, cards, city);
    const climate = livestockPlace(catalog, city).climate;
    const id = `${climate}/${answer.key}`;
    const group = byKey.get(id) ?? { climate, cities: [], answer };
    group.cities.push(city);
    byKey.set(id, group);
  }
  const twins = [...byKey.values()].filter((g) => g.cities.length > 1);
  const twice = twins.find((g, i) => twins.findIndex((o) => o.climate === g.climate) !== i);
  if (twice) throw new Error(`[livestock] ${species}: two groups of twin cities in ${twice.climate}; a climate page holds one`);
  return twins;
}

/** The twins of a city (climateTwins): its climate class and the cities that give its species answer with it, or none when its answer is its own. */
export const twinsOf = (catalog: Catalog, species: LivestockSpecies, city: Pick<City, 'slug'>) =>
  climateTwins(catalog, species, saleableCards(catalog, species)).find((g) => g.cities.some((c) => c.slug === city.slug));
