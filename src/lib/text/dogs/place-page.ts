/**
 * The page of a dog breed in a place (issue 41): the breeder page of a city, the breed in a place
 * of the location list, a locality page and a fixed legacy page all show the same things, in this
 * order: the answer (price, how the puppy gets there, how long, what the trip costs, the climate,
 * what is available now), what to know before deciding, the local rules of a breed of special
 * handling, how the puppy arrives, then one section of the place (the breed's note for its climate
 * class and the place's own text), then links: the breed
 * page first, where the breed's summary, its parents' health tests and what comes with the puppy
 * are (written once, at the breed's scope).
 *
 * Every sentence is a text of content/ at the scope where it is true: the breed
 * (content/dogs/breeds.json), the breed in a climate class, the delivery mode, the place
 * (content/places › entorno), the species (content/texts/perros.json › placePage). Code
 * fills in names and figures; it does not compose sentences, and nothing is picked by the page path.
 * The place's facts are worked out once (src/lib/domain/places.ts › petPlace) and passed in.
 */
import type { Catalog } from '../../content/catalog';
import type { DogBreed, DogPrice } from '../../content/schemas';
import { texts } from '../../content/texts';
import { cabinBySize, fitsCabin, fliesWithAirlines, priceRangeFor, pricesOf, soleMalePrice } from '../../domain/dogs';
import { CLIMATE_KEY, dispatchCity, type PetDelivery, type PetPlace, petPlace, type PlaceFacts } from '../../domain/places';
import { provenList } from '../claims';
import type { GuideSection } from '../places';
import { fillTemplate, formatCOP, joinEs, uncapitalize } from '../spanish';

/** The key of each pet delivery in content/texts/perros.json › placePage (delivery, trip, arrival). */
export const DELIVERY_KEY = {
  local: 'local',
  carretera: 'carretera',
  'carretera-o-avion': 'carreteraOAvion',
  avion: 'avion',
  'solo-carretera': 'soloCarretera',
  'en-sede': 'enSede',
} as const satisfies Record<PetDelivery, string>;

const words = () => texts.dogs.placePage;

/** The facts of a puppy of this breed in this place: one call per page, handed to every text below. */
export function dogPlace(catalog: Pick<Catalog, 'cityBySlug'>, breed: Pick<DogBreed, 'peso' | 'adaptacion'>, place: PlaceFacts): PetPlace {
  return petPlace(place, dispatchCity(catalog).clima, fliesWithAirlines(breed));
}

/**
 * The breed's price as the answer gives it: one figure, or the range over sex and variety (the breed
 * page has the table). One figure of one size of a breed sold in several (the Goldendoodle's
 * standard) names its size, as the breed page's answer does.
 */
export function priceValue(catalog: Catalog, breed: DogBreed, placeSlug: string): { value: string; min: number; max: number } | undefined {
  const range = priceRangeFor(catalog, breed, { slug: placeSlug });
  if (!range) return undefined;
  // A range stays a range: what each figure is for is in the breed page's table, which the row links
  // (s51: «$ 2’500’000; línea de exposición, $ 4’000’000» wrapped and pushed the chat below the fold).
  const row = catalog.dogPriceByBreed.get(breed.slug);
  const size = row?.tamanoBase;
  // the one price of the list is the male's where the list gives no female price (domain/dogs.ts › soleMalePrice)
  const maleOnly = range.source === 'lista' && !!row && soleMalePrice(row) === range.min;
  const value =
    range.min !== range.max
      ? fillTemplate(words().facts.priceRange, { min: formatCOP(range.min), max: formatCOP(range.max) })
      : size
        ? priceOfSize(range.min, size)
        : maleOnly
          ? fillTemplate(words().facts.priceMale, { precio: formatCOP(range.min) })
          : formatCOP(range.min);
  return { value, min: range.min, max: range.max };
}

/** The one price of one size of a breed sold in several: «Desde $ 8’500’000 (tamaño estándar)». */
/** The lowest of a breed's prices, «Desde» it only where there are more (blind read s49: «Desde $ 6’000’000» of a breed with one price). */
export const priceFromOrOnly = (min: number, max: number) => (min < max ? fillTemplate(words().facts.priceFrom, { precio: formatCOP(min) }) : formatCOP(min));

/**
 * A price as the descriptions in Google say it: the answer's, «desde $ 1’800’000» or «$ 4’000’000»,
 * and «desde» for the price of one size of a breed sold in several (the answer's «Desde $ 8’500’000
 * (tamaño estándar)»).
 */
export const pricePhrase = (min: number, max: number, ofOneSize = false) => uncapitalize(priceFromOrOnly(min, ofOneSize ? Number.POSITIVE_INFINITY : max));

export const priceOfSize = (amount: number, size: string) => fillTemplate(texts.dogs.breedPage.answer.priceOfSize, { precio: formatCOP(amount), tamano: uncapitalize(size) });

/**
 * The price a breed starts at, as a card of the dog lists says it: «Desde $ 1’300’000», or its one
 * price («$ 2’500’000 (macho)» where the list gives only the male's). A breed sold
 * in several sizes (content/dogs/prices.json › tamano_base) names what the figure is for, the base's
 * size or the variety that is cheapest («Desde $ 2’200’000 (Toy)»), so a Caniche card under
 * «mediano» does not read as a medium Caniche at the Toy's price.
 */
export function startingPrice(row: DogPrice): string {
  const lowest = Math.min(...pricesOf(row));
  if (!row.tamanoBase) {
    // one price, the male's: as the breed's pages say it (s54 read: the Shar Pei's card said «Desde $ 2’500’000», its pages «$ 2’500’000 (macho)»)
    const male = soleMalePrice(row);
    return male !== undefined ? fillTemplate(words().facts.priceMale, { precio: formatCOP(male) }) : priceFromOrOnly(lowest, Math.max(...pricesOf(row)));
  }
  const variety = lowest < row.precioMacho ? row.variantes.find((v) => v.precio === lowest) : undefined;
  return variety ? fillTemplate(texts.dogs.breedPage.answer.priceFromVariety, { precio: formatCOP(lowest), variedad: variety.nombre }) : priceOfSize(lowest, row.tamanoBase);
}

/**
 * The sizes a breed sold in several is priced in (content/dogs/prices.json › tamano_base and its
 * varieties, each a size or a size's option named by the size first: «Toy de colores exóticos» is
 * a Toy), from the cheapest: «toy o estándar». Undefined for a breed priced in one size. Its card and its
 * data say these, not the one size of its list (s50 read: the Caniche's card gave no size, and its
 * page «Tamaño: mediano» over 2 to 30 kg).
 */
export function sizesSold(row: DogPrice | undefined): string | undefined {
  if (!row?.tamanoBase) return undefined;
  const options = [{ name: row.tamanoBase, amount: row.precioMacho }, ...row.variantes.map((v) => ({ name: v.nombre, amount: v.precio }))].sort((a, b) => a.amount - b.amount);
  const sizes = [...new Set(options.map((o) => uncapitalize(o.name.split(' ')[0]!)))];
  // one size priced (the Goldendoodle's standard): the breed's own size says it
  return sizes.length > 1 ? joinEs(sizes, { or: true }) : undefined;
}

/** The base (male) price of a row of the price guide: a base of one size names it («$ 7’500’000 (estándar)»). */
export const basePriceCell = (row: DogPrice) =>
  row.tamanoBase ? fillTemplate(texts.dogs.priceGuideBaseOfSize, { precio: formatCOP(row.precioMacho), tamano: uncapitalize(row.tamanoBase) }) : formatCOP(row.precioMacho);

/**
 * How a puppy of the breed flies: a short-muzzled one only in the cabin; another small enough as an
 * adult, in the cabin (never offered the hold: a Yorkshire of 1 to 2 kg, blind read 16); one whose adults range from cabin to hold size (the Caniche, Toy
 * to standard), by its size, as any breed's on a place's page; a bigger one in the hold.
 */
export type FlightKind = 'cabinOnly' | 'cabin' | 'hold' | 'any';
export const flightKind = (breed?: Pick<DogBreed, 'peso' | 'adaptacion'>): FlightKind =>
  !breed ? 'any' : breed.adaptacion.braquicefalo ? 'cabinOnly' : fitsCabin(breed) ? 'cabin' : cabinBySize(breed) ? 'any' : 'hold';
const flight = (breed?: Pick<DogBreed, 'peso' | 'adaptacion'>) => words().flight[flightKind(breed)];

/** The value of the «Entrega» row: how the puppy reaches the place (and, where it may fly, how it flies); without a breed, any breed's. */
export const deliveryValue = (breed: Pick<DogBreed, 'nombre' | 'peso' | 'adaptacion'> | undefined, pet: PetPlace) =>
  fillTemplate(words().delivery[DELIVERY_KEY[pet.delivery]], { raza: breed?.nombre ?? '', aeropuerto: pet.aeropuerto ?? '', vuelo: flight(breed) });

/** The group of a breed page's «Entrega en su ciudad» a delivery falls in (content/texts/perros.json › breedPage.cityGroups). */
const CITY_GROUP = {
  local: 'toDoor',
  carretera: 'toDoor',
  'solo-carretera': 'toDoor',
  'carretera-o-avion': 'roadOrAir',
  avion: 'air',
  'en-sede': 'pickup',
} as const satisfies Record<PetDelivery, Exclude<keyof typeof texts.dogs.breedPage.cityGroups, 'toDoorNoFlight'>>;

/**
 * A breed page's places grouped by how the puppy reaches them: the way said once, as the group's
 * label (breedPage.cityGroups), with the places under it in their given order; a place it may fly
 * to names its airport. Groups without places are left out.
 */
export function cityGroups<P extends { pet: PetPlace }>(breed: Pick<DogBreed, 'peso' | 'adaptacion'>, places: readonly P[], sede: string) {
  const labels = texts.dogs.breedPage.cityGroups;
  // a breed that does not fly reaches by road cities other breeds fly to (Medellín, Cali): its group says why, once (s52 read 16)
  const noFlight = places.some((p) => p.pet.delivery === 'solo-carretera');
  return (['toDoor', 'roadOrAir', 'air', 'pickup'] as const)
    .map((key) => ({
      label: fillTemplate(labels[key === 'toDoor' && noFlight ? 'toDoorNoFlight' : key], { vuelo: flight(breed), sede }),
      places: places.filter((p) => CITY_GROUP[p.pet.delivery] === key).map((p) => ({ ...p, airport: key === 'roadOrAir' || key === 'air' ? p.pet.aeropuerto : undefined })),
    }))
    .filter((g) => g.places.length);
}

/**
 * What the buyer must know of the breed before deciding: «Antes de decidir», its one-sentence
 * character (content/dogs/breeds.json › enPocasPalabras) and its parents' health tests to ask for
 * (› saludPadres). The breed's summary and what comes with the puppy are on the breed page, which the
 * page links: with them, its pages of two places would read alike (only the place's facts and text
 * differ).
 */
export function breedSections(breed: DogBreed): GuideSection[] {
  return [{ heading: words().headings.before, paragraphs: [breed.enPocasPalabras, breed.saludPadres] }];
}

/** The breed's notes for the place's climate class (content/dogs/breeds.json › clima); a region of cold and hot municipalities gives both. A class that asks nothing special of the breed has no note, and the place's section goes without it. */
export function climateNotes(breed: Pick<DogBreed, 'clima'>, pet: Pick<PetPlace, 'climate'>): string[] {
  if (pet.climate === 'variado') {
    // each note with its climate, so a reader in Girardot and one in Zipaquirá know which is theirs (s49 read 12)
    const region = texts.common.petClimate.regionNote;
    return (['frio', 'calido'] as const).flatMap((c) => (breed.clima[c] ? [fillTemplate(region[c], { nota: uncapitalize(breed.clima[c]!) })] : []));
  }
  return [breed.clima[CLIMATE_KEY[pet.climate]]].filter((note): note is string => !!note);
}

/** «Cómo llega el cachorro», only for a breed airlines refuse, away from the road the breeder's own delivery covers: why it goes by road, or not at all (the answer's «Entrega» and «Viaje» say how the others come). */
export function arrivalSection(breed: DogBreed, pet: PetPlace, sede: string): GuideSection | undefined {
  if (pet.delivery === 'solo-carretera') return { heading: words().headings.arrival, paragraphs: [fillTemplate(words().roadOnly, { raza: breed.nombre })] };
  if (pet.delivery === 'en-sede') return { heading: words().headings.arrival, paragraphs: [fillTemplate(words().pickupOnly, { raza: breed.nombre, sede })] };
  return undefined;
}

/**
 * «En casa y de paseo», the one section of the place: the notes it is given (the breed's note
 * for the place's climate, or on a hot city's dog page the city's heat line), then what living with a
 * dog there asks of the owner and where to walk it (content/places › entorno, which names the
 * place's parks). Whole texts, one after the other: nothing is composed.
 */
export function placeSection(pet: PetPlace, notes: readonly string[]): GuideSection {
  return { heading: words().headings.place, paragraphs: [...notes, pet.place.entorno] };
}

/** The rules of a breed of special handling (Ley 1801 de 2016), on every page of it in a place; none for other breeds. */
export function rulesSection(breed: DogBreed): GuideSection | undefined {
  return breed.manejoEspecial ? { heading: words().headings.rules, paragraphs: [fillTemplate(words().rules, { raza: breed.nombre })] } : undefined;
}

/** Under a list of breeds, the rules of those of special handling among them (Ley 1801 de 2016), named; none when the list has none. */
export function listRules(breeds: readonly Pick<DogBreed, 'nombre' | 'manejoEspecial'>[]): string | undefined {
  const special = breeds.filter((b) => b.manejoEspecial).map((b) => b.nombre);
  return special.length ? fillTemplate(texts.dogs.listRules, { razas: joinEs(special) }) : undefined;
}

/** What every puppy comes with (perros.json › breedInPlace.benefits), an item that names a missing proof left out: on the breed page. */
export const benefits = () => ({ heading: texts.dogs.breedPage.headings.benefits, items: provenList(texts.dogs.breedInPlace.benefits) });
