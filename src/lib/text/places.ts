/**
 * Place sentences every species shares: the facts of a place and of a country as a buyer reads
 * them, the delivery time, the city text filtered for pets. The species' local text is in
 * dogs/guide.ts, cats/places.ts and livestock/places.ts; the facts themselves in ../domain/places.ts.
 */
import type { City, Country, Department } from '../content/schemas';
import { climateClass, deliveryMode, type PlaceFacts } from '../domain/places';
import { formatNumber } from './spanish';

/** A section of local text: a heading and paragraphs, optionally a list. */
export interface GuideSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export const num = (n: number) => formatNumber(n);

/** The departments by name (catalog.departmentByName). */
export type DepartmentsByName = ReadonlyMap<string, Department>;
/** A department with the article it takes in a sentence; the catalog has checked that every department a place or a line names is in content/places/departments.json. */
export function department(departments: DepartmentsByName, name: string): Department {
  const found = departments.get(name);
  if (!found) throw new Error(`"${name}" is not a department of content/places/departments.json`);
  return found;
}
export const metres = (p: Pick<PlaceFacts, 'altitud' | 'altitudMax'>) =>
  p.altitudMax !== undefined ? `entre ${num(p.altitud)} y ${num(p.altitudMax)} metros` : `${num(p.altitud)} metros`;
/** Below this altitude a place is said to lie at the sea's level: "Cartagena, al nivel del mar", not "a 2 metros". */
export const atSeaLevel = (altitud: number) => altitud < 100;
/** Where a place lies, after its name: "a 2.640 metros", or "al nivel del mar" on the coast. */
export const atAltitude = (altitud: number) => (atSeaLevel(altitud) ? 'al nivel del mar' : `a ${num(altitud)} metros`);
export const hours = (h: number) => (h <= 1 ? 'una hora' : `${num(h)} horas`);
export const km = (p: Pick<PlaceFacts, 'distanciaKm' | 'distanciaKmMax'>) =>
  p.distanciaKmMax !== undefined ? `entre ${num(p.distanciaKm)} y ${num(p.distanciaKmMax)} km` : `unos ${num(p.distanciaKm)} km`;

/** Metres an animal goes down from the dispatch city to the place (negative: up), when there is a trip and the change is 800 m or more. */
export function notableDrop(place: Pick<PlaceFacts, 'altitud' | 'distanciaKm'>, dispatch: City): number | undefined {
  const drop = dispatch.clima.altitud - place.altitud;
  return place.distanciaKm > 0 && Math.abs(drop) >= 800 ? drop : undefined;
}

/**
 * The facts table of a place: altitude, temperatures, rains, and beyond the dispatch city the
 * distance and the airport. The dispatch city has no distance, and its delivery (our vehicle, to the
 * door, the day agreed) is said once, by the delivery text of each page that shows this list.
 */
export function placeFactsList(place: PlaceFacts, dispatch: City): string[] {
  const mode = deliveryMode(place);
  return [
    `Altitud: ${metres(place)}`,
    `Temperatura habitual: ${place.temperatura[0]} a ${place.temperatura[1]} °C (clima ${climateClass(place)})`,
    `Llueve más: ${place.lluvias}`,
    ...(mode === 'local' ? [] : [`Distancia desde ${dispatch.nombre}: ${km(place)} (${hours(place.horasCarretera)} por carretera)`]),
    ...(place.aeropuerto && mode !== 'local' ? [`Aeropuerto: ${place.aeropuerto}`] : []),
  ];
}

/** Facts of a country for the international pages: destination city, climate and flight. */
export function countryFacts(country: Country, dispatch: City): string[] {
  return [
    `Ciudad de entrega: ${country.ciudad} (${num(country.altitud)} metros, ${country.temperatura[0]} a ${country.temperatura[1]} °C)`,
    // A trip with a connection lasts what the connection makes it: an air time alone is no figure a buyer can plan with.
    country.vueloDirecto
      ? `Vuelo desde ${dispatch.nombre}: unas ${hours(country.horasVuelo)}, con vuelos directos`
      : `Vuelo desde ${dispatch.nombre}: con escala; le confirmamos la ruta y la duración al reservar`,
  ];
}

/**
 * The local text of a cat breeder page of a city (/gatos/criadero-de-gatos-{raza}-{ciudad}/):
 * what the city's climate means for this breed's coat and tolerance, how the kitten travels there
 * from the dispatch city, and indoor living in that city's homes. Each sentence takes the city's
 * own numbers, so two cities read differently because their facts differ.
 */
/** When a pet reaches a city from the dispatch city and what the buyer is told, in one sentence (the road hours are in the page's facts list). */
export function deliveryTime(place: PlaceFacts, dispatch: City): string {
  const mode = deliveryMode(place);
  return mode === 'local'
    ? `Se lo entregamos el día que acordemos, pocas horas después de que sale de nuestro criadero en ${dispatch.nombre}.`
    : mode === 'carretera'
      ? `Sale del criadero en la mañana y usted lo recibe en su casa en ${place.nombre} ese mismo día.`
      : mode === 'carretera-o-avion'
        ? `Llega el mismo día en que sale del criadero, por carretera o en avión; al reservar le confirmamos la fecha y la hora de llegada a ${place.nombre}.`
        : `Llega el mismo día en que sale del criadero; al reservar le confirmamos la fecha del vuelo y la hora de llegada al aeropuerto ${place.aeropuerto}.`;
}

/**
 * The city text is shared by every species (dogs, cattle, birds…): keep only what applies to a
 * puppy or a kitten, dropping clauses about cattle and the mention of birds.
 */
export function petCityText(text: string): string {
  return text
    .split(/(?<=\.)\s+/)
    .map((sentence) =>
      sentence
        .split(';')
        .filter((clause) => !/ganado|bovino|equino|caballo/i.test(clause))
        .join(';')
        .replace(/\s+y aves\b/, '')
        .replace(/[\s,;:]+$/, ''),
    )
    .filter((sentence) => sentence.length > 0)
    .map((sentence) => (/[.!?]$/.test(sentence) ? sentence : `${sentence}.`))
    .join(' ');
}
