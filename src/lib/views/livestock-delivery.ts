/**
 * How the animals of a livestock line reach a city, as the pages say it: the delivery, the trip,
 * the freight (from the facts of src/lib/domain/livestock-sale.ts), and the line's cities grouped
 * by how they are reached.
 */
import type { Catalog } from '../content/catalog';
import type { City } from '../content/schemas';
import { saleSlug } from '../content/species';
import { texts } from '../content/texts';
import { type LivestockCard, type LivestockSpecies, speciesLines } from '../domain/livestock';
import { modelRow } from '../domain/livestock-models';
import { type ClimateKey, type Delivery, notRecommended, saleFacts, type SaleFacts } from '../domain/livestock-sale';
import { placesByClimate } from '../domain/places';
import { routes } from '../routes';
import { department } from '../text/places';
import { fillTemplate, formatCOPMillions, formatCOPSpan, formatNumber, joinEs, withArticle } from '../text/spanish';
import { type Fact } from './answer';

/** The fixed words of the livestock pages (content/texts/ganado-paginas.json). */
const words = texts.livestockPages;

/** A COP amount range as the livestock pages write money (formatCOPSpan: «$ 3,5 a 12 millones», «$ 40’000 a $ 90’000»). */
export const range = ([desde, hasta]: readonly [number, number]) => formatCOPSpan(desde, hasta);

/** Where the animals leave from, as the delivery templates name it: the dispatch city or the place the breeder wrote (the farm of origin has templates of its own). */
const originName = ({ origin, place }: SaleFacts) => (origin.kind === 'farm' ? place.from : origin.name);
/** How the animals reach the city, as the answer block says it (with the airport where they fly). */
/** What birds travel in (sale.facts.packing; MODELS › travel: pullets and hens in crates, farmyard birds by their age, chicks and cage birds in boxes). */
export const packingOf = ({ profile }: Pick<SaleFacts, 'profile'>) => words.sale.facts.packing[profile.packing ?? 'cajas'];
export const deliveryValue = (facts: SaleFacts, airport = facts.place.airport ?? '') =>
  fillTemplate(words.sale.facts[facts.delivery], { origen: originName(facts), aeropuerto: airport, empaque: packingOf(facts) });
/** The trip: none in the dispatch city (the delivery says it) or from a farm whose road is unknown; air cargo, or the road's hours and kilometres. */
export const tripValue = ({ delivery, place, origin, truckHours }: SaleFacts) => {
  const f = words.sale.facts;
  if (place.isDispatch || origin.kind !== 'dispatch') return undefined;
  if (delivery === 'cajas-avion') return f.tripAir;
  // in a truck, the truck's hours with its stops (an estimate); birds in boxes, a car's
  return fillTemplate(truckHours ? f.tripRoadTruck : f.tripRoad, { horas: String(truckHours ?? place.hours), km: formatNumber(place.km) });
};
/** The road short, for a table's row or a fact beside a road note: the truck's hours where the animals go in one, else a car's. */
const tripCell = ({ place, truckHours }: SaleFacts) =>
  fillTemplate(truckHours ? words.line.tripCellTruck : words.line.tripCell, { km: formatNumber(place.km), horas: String(truckHours ?? place.hours) });
/**
 * The freight: the whole truck from the dispatch city and each animal's share of a full one
 * (estimates); quoted from the farm of origin, which may be near where the city lies in a
 * department where the line is bred (content/livestock › zonas: a Brahman in Villavicencio, in the
 * Meta; issue 41: said as a fact, not only «se lo cotizamos»; no figure, the road from a farm is
 * unknown); or by chat.
 */
export const freightValue = ({ freight, vehicle, origin, delivery, profile }: SaleFacts, inZone?: { departamento: string; linea_con_articulo: string }) => {
  const f = words.sale.facts;
  if (freight && vehicle) return fillTemplate(f.freightTrip, { viaje: formatCOPMillions(freight.trip), cabeza: formatCOPMillions(freight.perHead) });
  // birds in boxes or crates have no vehicle rate (content/livestock/transporte.json): what their freight depends on, quoted by chat
  if (origin.kind === 'dispatch') return profile.transport === 'cajas' ? f.freightAskBirds : f.freightAsk;
  // Birds in boxes from their origin (broiler chicks) leave a hatchery, not a farm.
  const boxes = delivery === 'cajas-origen';
  if (inZone) return fillTemplate(boxes ? f.freightInZoneBoxes : f.freightInZone, inZone);
  return boxes ? f.freightOriginBoxes : f.freightOrigin;
};

/** One way of delivery of a line and the cities it reaches that way (deliveryGroups). */
export type DeliveryGroup = ReturnType<typeof deliveryGroups>['groups'][number];

/**
 * The line's deliveries on its page (issue 41): the cities where the line is recommended, grouped
 * by how the animals reach them, the way said once over each group, each city with its road (or
 * its airport) and, from the dispatch city, the freight of the whole truck and per animal of a full
 * one (estimates); then, plainly, the cities of each climate class where it is not recommended
 * (still linked: their pages say why). A line whose animals leave from its farm of origin has one
 * group, the same way to every city, and says where the line is mostly bred.
 */
export function deliveryGroups(catalog: Catalog, species: LivestockSpecies, card: LivestockCard) {
  const t = words.line;
  const groups = new Map<Delivery, { delivery: Delivery; entrega: string; label?: string; air: boolean; origin: boolean; local: boolean; rows: { nombre: string; href: string; viaje?: string; camion?: string; animal?: string; flete?: string }[] }>();
  const notAdvised = new Map<ClimateKey, { nombre: string; href: string }[]>();
  const cityLink = (city: City) => ({ nombre: city.nombre, href: routes.livestockSale(species, saleSlug(species, card.slug), city.slug) });
  for (const city of catalog.cities) {
    const facts = saleFacts(catalog, species, card, city);
    const { href } = cityLink(city);
    if (notRecommended(facts)) {
      notAdvised.set(facts.climate.key, [...(notAdvised.get(facts.climate.key) ?? []), { nombre: city.nombre, href }]);
      continue;
    }
    const air = facts.delivery === 'cajas-avion';
    const origin = facts.origin.kind !== 'dispatch';
    const group = groups.get(facts.delivery) ?? {
      delivery: facts.delivery,
      entrega: deliveryValue(facts, '').trimEnd(),
      // over its cities in the table, the way in a few plain words (issue 41: the answer's full wording, «En cajas ventiladas…», was the same over every group of every line)
      ...(origin ? {} : { label: fillTemplate(t.groups[facts.delivery as keyof typeof t.groups], { origen: originName(facts) }) }),
      air,
      origin,
      local: facts.delivery.endsWith('-local'),
      rows: [],
    };
    groups.set(facts.delivery, group);
    // the road short, the column's heading saying the rest (tripValue's whole sentence took five lines of a phone's cell)
    const road = tripValue(facts) && tripCell(facts);
    const viaje = air ? facts.place.airport : road;
    // the whole truck and each animal's share in columns of their own, the frame said once in their headings (a read of s51: «… el camión entero; … por animal en camión compartido» on eleven rows)
    const freight = facts.freight && { camion: formatCOPMillions(facts.freight.trip), animal: formatCOPMillions(facts.freight.perHead) };
    group.rows.push({ nombre: city.nombre, href, ...(viaje ? { viaje } : {}), ...(freight ?? {}) });
  }
  const withFreight = [...groups.values()].some((g) => g.rows.some((r) => r.camion));
  const byRoad = [...groups.values()].some((g) => !g.air && !g.local && g.rows.some((r) => r.viaje));
  return {
    // where the table has a freight column, the dispatch city's row says how its freight is settled (a bare «—» read as "free" or "unknown": after9 §7)
    groups: [...groups.values()].map((g) => (withFreight && g.local ? { ...g, rows: g.rows.map((r) => ({ ...r, flete: r.flete ?? words.sale.facts.freightAsk })) } : g)),
    /** The cities of each climate class where the line is not recommended (linked: their pages say why), for the page's climate section, which says it once. */
    notAdvised,
    /** The cities of each climate class (linked to the line's page there), for the labels of the line's climate notes: each says where (after9 §6.3). */
    byClass: Object.fromEntries(Object.entries(placesByClimate(catalog.cities)).map(([key, cities]) => [key, cities.map(cityLink)])) as Record<ClimateKey, { nombre: string; href: string }[]>,
    /** Why the freight per animal differs by line on one route (content/livestock/transporte.json › porAnimal), where the table gives one. */
    freightNote: withFreight ? perAnimalNote(catalog, species) : undefined,
    /** That the truck's hours are an estimate with stops (birds: a car's, and a little more), what to agree of the trip, where a city is reached by road (content/texts/ganado-paginas.json › line.roadNote; blind reads 14 and ab18). */
    roadNote: byRoad ? roadNote(species) : undefined,
  };
}

/**
 * Under a table where animals travel by road: the truck's hours are an estimate with stops, what to agree of the trip, and, for cattle and buffalo
 * in a truck, the rule the truck must keep (line.roadRule, Res. 20223040006915 de 2022; blind read 14: 13-18 h with nothing on how they travel).
 * Birds travel in boxes: their own note (line.roadNoteBoxes: the hour they arrive, water on arrival), no truck rule. Horses: no rule either: the manual is for animals of species for human consumption,
 * and whether it binds the truck of a sport or saddle horse is not settled (blind read ab17 on the Pura Sangre in Cúcuta).
 */
export function roadNote(species: LivestockSpecies): string {
  // birds travel in boxes (their model has no truck): what to agree for boxes, not the stops and water of a truck (s54)
  if (!modelRow(species).truck) return words.line.roadNoteBoxes;
  return species === 'equinos' ? words.line.roadNote : `${words.line.roadNote} ${words.line.roadRule}`;
}

/** That the freight per animal depends on how many fit in the species' vehicle by size (content/livestock/transporte.json › porAnimal). */
export const perAnimalNote = (catalog: Pick<Catalog, 'livestockTransport'>, species: LivestockSpecies) => catalog.livestockTransport.find((t) => t.especie === species)?.porAnimal;

/** The departments where a line is mostly bred (content/livestock › zonas), each with the article it takes in a sentence: «el Cesar, el Magdalena, Córdoba y Santander»; none unwritten. */
export function breedingZones(catalog: Catalog, species: LivestockSpecies, card: Pick<LivestockCard, 'slug'>): string | undefined {
  const zonas = speciesLines(catalog, species).find((l) => l.slug === card.slug)?.zonas?.departamentos;
  return zonas?.length ? joinEs(zonas.map((name) => withArticle(department(catalog.departmentByName, name)))) : undefined;
}
/** The "Viaje" fact, where there is a trip. */
export const tripFact = (facts: SaleFacts): Fact | undefined => {
  const value = tripValue(facts);
  return value ? { key: 'viaje', label: words.sale.facts.trip, value } : undefined;
};
/**
 * The "Viaje" fact of a page whose road note (roadNote) says under its lines what the truck's hours count: the road in the table's short form, the note saying the rest once (blind read, s52: «con animales, algo más» in the
 * answer, then «un vehículo con animales va más despacio y tarda más» under the lines, on every city page).
 */
export const tripFactBeforeRoadNote = (facts: SaleFacts): Fact | undefined => {
  if (!tripValue(facts) || facts.delivery === 'cajas-avion') return tripFact(facts);
  return { key: 'viaje', label: words.sale.facts.trip, value: tripCell(facts) };
};

