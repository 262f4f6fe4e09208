/**
 * The words of the cat pages of a place (/gatos/criadero-de-gatos-{raza}-{lugar}/ and
 * /gatos-en-{lugar}/), filled from the page's facts (src/lib/domain/cat-places.ts): how the kitten
 * arrives, the answer facts (entrega, viaje, costo del envío, clima, documentos). Every sentence is
 * a text of content/texts/gatos-paginas.json, written for the scope where it is true (a delivery
 * mode, a flight abroad, a snub-nosed breed that flies); code only fills names and figures in.
 */
import { texts } from '../../content/texts';
import { AIRLINE_MIN_AGE_MONTHS } from '../../content/schemas';
import { airportName, catBreedPlaceFacts, type CatDelivery, type CatPlaceFacts } from '../../domain/cat-places';
import { PET_ROAD_MAX_HOURS } from '../../domain/places';
import { hours } from '../places';
import { catBreedSingular, fillTemplate, formatNumber, joinEs, joinEsAfter, uncapitalize } from '../spanish';

type ModeKey = 'local' | 'carretera' | 'carreteraOAvion' | 'avion' | 'exterior';
const MODE_KEY: Record<CatDelivery, ModeKey> = { local: 'local', carretera: 'carretera', 'carretera-o-avion': 'carreteraOAvion', avion: 'avion', exterior: 'exterior' };

/** Whether the kitten may fly to the place. */
export const mayFly = (f: Pick<CatPlaceFacts, 'delivery'>) => f.delivery === 'avion' || f.delivery === 'carretera-o-avion' || f.delivery === 'exterior';

/** Whether the kitten may travel in the hold: only abroad (content/texts/gatos-paginas.json › delivery.exterior); within Colombia it flies in the cabin. */
export const mayGoInHold = (f: Pick<CatPlaceFacts, 'delivery'>) => f.delivery === 'exterior';

/** The names and figures the templates of a place take. */
function values(f: CatPlaceFacts, sede: string): Record<string, string> {
  return {
    lugar: f.nombre,
    sede,
    ...(f.airport ? { aeropuerto: f.airport } : {}),
    // abroad, an airport far from the city, and its km to it
    ...(f.arrivalAirport ? { aeropuerto: f.arrivalAirport.nombre, km: formatNumber(f.arrivalAirport.km) } : {}),
    ...(f.cabinUsd !== undefined ? { usd: formatNumber(f.cabinUsd) } : {}),
    ...(f.city ? { ciudad: f.city } : {}),
    ...(f.km !== undefined ? { km: formatNumber(f.km) } : {}),
    ...(f.roadHours !== undefined ? { horas: hours(f.roadHours), horas_max: hours(PET_ROAD_MAX_HOURS) } : {}),
    ...(f.flightHours !== undefined ? { horas: hours(f.flightHours) } : {}),
    ...(f.flightAgeMonths !== undefined ? { meses: String(f.flightAgeMonths) } : {}),
    // the country's entry rules read after «para entrar a {lugar}:»
    ...(f.entryRules ? { requisitos: uncapitalize(f.entryRules) } : {}),
  };
}

/**
 * The delivery modes with a text of their own in «Cómo llega el gatito». Up to 10 hours of road the
 * answer's «Entrega» and «Viaje» already say how it comes and that the day is agreed with the buyer;
 * what is agreed at reservation, and how it travels by road, is said once, in the cat guides
 * (gatos-guias.json › cities.arrange): the same sentence on every page of Ibagué and Villavicencio
 * was a stock line (review-after10 §7.2).
 */
const OWN_ARRIVAL: Partial<Record<CatDelivery, 'local' | 'avion' | 'exterior'>> = { local: 'local', avion: 'avion', exterior: 'exterior' };

/**
 * «Cómo llega el gatito»: what is this place's or this breed's own case: the text of the place's
 * delivery mode where it has one (none from 4 to 10 hours of road), then, for a snub-nosed breed
 * abroad, where the hold is an option, that it flies only in the cabin. Empty: the page leaves the section out.
 */
type CatName = { nombre: string; formas?: { plural: string } };
/** The subject of a page: one breed, or every breed (the snub-nosed among them named). */
export type CatSubject = { breed: CatName & { adaptacion: { braquicefalo?: boolean } } } | { snubNosed: readonly CatName[] };

export function catDeliveryParagraphs(f: CatPlaceFacts, sede: string, subject: CatSubject): string[] {
  const t = texts.catPages.delivery;
  const v = values(f, sede);
  const own = OWN_ARRIVAL[f.delivery];
  // A snub-nosed breed's «no viaja en bodega» changes something only where the hold is an option:
  // abroad, where the airline may put a kitten in the hold (delivery.exterior). Within Colombia every
  // kitten that flies goes in the cabin (the answer's «Entrega» says so), and the note said the cabin
  // twice (s50 read, the persa's Pasto page; s51, /gatos-en-cali/).
  const holdPossible = mayGoInHold(f);
  return [
    ...(f.heatRoad && 'breed' in subject
      ? [fillTemplate(t.avionCalor, { ...v, raza: catBreedSingular(subject.breed) })]
      : f.heatCar && 'breed' in subject
        ? [fillTemplate(t.carreteraCalor, { ...v, raza: catBreedSingular(subject.breed) })]
        : own
        ? [fillTemplate(t[own], v)]
        : []),
    // abroad at the airlines' age, why not younger (s52 read 16: the buyer abroad asked about the rabies vaccine and its wait)
    ...(f.delivery === 'exterior' && f.flightAgeMonths === AIRLINE_MIN_AGE_MONTHS ? [t.ageAbroad] : []),
    ...('breed' in subject
      ? subject.breed.adaptacion.braquicefalo && holdPossible ? [fillTemplate(t.snubNosed, { raza: catBreedSingular(subject.breed) })] : []
      : // the page of every breed names the snub-nosed ones (blind read s47: «la aerolínea decide… bodega o cabina» stood over a persa's row)
        holdPossible && subject.snubNosed.length ? [fillTemplate(t.snubNosedAll, { razas: joinEs(subject.snubNosed.map(catBreedSingular)) })] : []),
  ];
}

/** How the breeds that bear the heat badly reach a place (domain/cat-places.ts › catBreedPlaceFacts), and the paragraph that names them. */
const HEAT_PARAGRAPHS = {
  /** They fly to a hot city within 10 hours of road (Cali), whose «Entrega» offers road or plane (s54: /gatos-en-cali/ offered the road to every breed, the persa's Cali page only the plane). */
  heatRoad: 'avionCalorRazas',
  /** They go by car on a hot road (Villavicencio, the road through Girardot), with the rule their own pages give (s54 read 18). */
  heatCar: 'carreteraCalorRazas',
} as const;

/** The breeds a place's heat rule applies to, and the paragraph that names them, on the page of every breed of that place; none elsewhere. */
export function catHeatBreeds<B extends CatName & { adaptacion: { calor: string } }>(f: CatPlaceFacts, breeds: readonly B[], rule: keyof typeof HEAT_PARAGRAPHS): { breeds: B[]; paragraph?: string } {
  const named = breeds.filter((b) => catBreedPlaceFacts(f, b)[rule]);
  if (!named.length) return { breeds: [] };
  return { breeds: named, paragraph: fillTemplate(texts.catPages.delivery[HEAT_PARAGRAPHS[rule]], { ...values(f, ''), razas: joinEs(named.map(catBreedSingular)) }) };
}

/** The id of the documents section of a country's page, which the answer's «Documentos» links where it gives the country's entry rules. */
export const DOCUMENTS_SECTION_ID = 'documentos';

/** The documents of a kitten leaving the country (a country's page only): the ICA certificate, then the country's entry rules where a source gives them, or that they are confirmed before reserving. */
export const catDocumentsAbroad = (f: CatPlaceFacts, sede: string) => {
  const t = texts.catPages.delivery;
  return fillTemplate(f.entryRules ? t.documentsAbroadKnown : t.documentsAbroad, values(f, sede));
};

/** A fact of the answer block, before it gets its key: its label and value. */
export interface PlaceFactWords {
  entrega: { label: string; value: string };
  viaje?: { label: string; value: string };
  costoEnvio: { label: string; value: string };
  clima?: { label: string; value: string };
  documentos?: { label: string; value: string; href?: string };
}

/**
 * What the trip costs (content/texts/comunes.json › answer.petCost, shared with the dog pages): a
 * kitten flies in the cabin, so where it may fly the row gives the airline's cabin fee (an
 * estimate with its source in CONTENT-TO-CONFIRM.md); by road and abroad, how it is settled.
 */
export function catCostValue(f: Pick<CatPlaceFacts, 'delivery' | 'cabinUsd'>): string {
  const c = texts.common.answer.petCost;
  if (f.delivery === 'exterior') return f.cabinUsd !== undefined ? fillTemplate(texts.catPages.answer.costAbroadCabin, { usd: formatNumber(f.cabinUsd) }) : c.abroad;
  return f.delivery === 'carretera-o-avion' ? c.roadOrCabin : mayFly(f) ? c.cabin : c.road;
}

/** The delivery facts of a place, as the answer block shows them (content/texts/gatos-paginas.json › answer). */
export function catPlaceFactWords(f: CatPlaceFacts, sede: string): PlaceFactWords {
  const a = texts.catPages.answer;
  const v = values(f, sede);
  const trip =
    f.delivery === 'local'
      ? undefined
      : f.delivery === 'exterior'
        ? f.directFlight
          ? a.tripValue.exteriorDirecto
          : a.tripValue.exteriorEscala
        : a.tripValue[MODE_KEY[f.delivery] as 'carretera' | 'carreteraOAvion' | 'avion'];
  return {
    entrega: { label: a.delivery, value: fillTemplate(f.arrivalAirport ? a.deliveryValue.exteriorAeropuerto : a.deliveryValue[MODE_KEY[f.delivery]], v) },
    ...(trip ? { viaje: { label: a.trip, value: fillTemplate(trip, v) } } : {}),
    costoEnvio: { label: a.cost, value: catCostValue(f) },
    // Abroad the climate is the section's (its coat notes): the first screen keeps the flight and the documents.
    ...(f.climate && f.temperatura && f.delivery !== 'exterior'
      ? { clima: { label: a.climate, value: fillTemplate(texts.common.petClimate.value[f.climate], { min: String(f.temperatura[0]), max: String(f.temperatura[1]) }) } }
      : {}),
    // A country's entry rules do not fit the first screen of a phone: the fact names them and links the section that gives them.
    ...(f.delivery === 'exterior'
      ? { documentos: f.entryRules ? { label: a.documents, value: fillTemplate(a.documentsAbroadKnown, v), href: `#${DOCUMENTS_SECTION_ID}` } : { label: a.documents, value: fillTemplate(a.documentsAbroad, v) } }
      : {}),
  };
}

/** A place of a breed's «Entrega en su ciudad», linked to the breed's page there. */
export interface CatPlaceLink {
  nombre: string;
  href: string;
  facts: CatPlaceFacts;
}
/** The groups of «Entrega en su ciudad»: the delivery modes of content/texts/gatos-paginas.json › breed.placeGroups, in the order of the trip's length. */
const PLACE_GROUP: Partial<Record<CatDelivery, 'casa' | 'avionOCarretera' | 'avion'>> = { local: 'casa', carretera: 'casa', 'carretera-o-avion': 'avionOCarretera', avion: 'avion' };
/** The group of a place: a place the breed flies to for the heat, though it is near enough for the road, has its own (its label says why, not «muy lejos»: s54, Cali beside Medellín's 9 hours of road on the persa's page). */
const placeGroup = (f: CatPlaceFacts) => (f.heatRoad ? 'avionCalor' : PLACE_GROUP[f.delivery]);

/**
 * «Entrega en su ciudad» of a breed page: its places grouped by how the kitten gets there, each
 * group under its label (a text of content), the places named once, in their order; where it flies,
 * each place with its airport, and places that share an airport together under its name
 * («Medellín y Rionegro (José María Córdova)»). `after`: what follows a name or an item when the
 * template writes the list («, », « y », « e »), as joinEs would.
 */
export function catPlaceGroups(places: readonly CatPlaceLink[]) {
  const labels = texts.catPages.breed.placeGroups;
  return (['casa', 'avionOCarretera', 'avionCalor', 'avion'] as const).flatMap((group) => {
    const inGroup = places.filter((p) => placeGroup(p.facts) === group);
    if (!inGroup.length) return [];
    const byAirport = Map.groupBy(inGroup, (p) => (p.facts.airport ? airportName(p.facts.airport) : p.href));
    const items = [...byAirport.values()].map((list) => {
      const airport = list[0]!.facts.airport;
      return {
        places: list.map((p, i) => ({ nombre: p.nombre, href: p.href, after: joinEsAfter(list.map((x) => x.nombre), i) })),
        // one place: its airport as its page says it, the town after a comma («Alfonso Bonilla Aragón, Palmira»); several: the airport's own name
        ...(airport ? { airport: list.length > 1 ? airportName(airport) : airport.replace(/\s*\((.*)\)\s*$/, ', $1') } : {}),
      };
    });
    const firsts = items.map((i) => i.places[0]!.nombre);
    return [{ label: labels[group], items: items.map((item, i) => ({ ...item, after: joinEsAfter(firsts, i) })) }];
  });
}
