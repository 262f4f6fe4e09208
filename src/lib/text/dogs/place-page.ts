/**
 * The page of a dog breed in a place (issue 41): the breeder page of a city, the breed in a place
 * of the location list, a locality page and a fixed legacy page all show the same things, in this
 * order: the answer (price, how the puppy gets there, how long, what the trip costs, the climate,
 * what is available now), what to know before deciding (the breed's own texts, its note for the
 * place's climate class, its parents' health tests), how the puppy arrives, the place's own text,
 * the local rules of a breed of special handling, what comes with the puppy, then links.
 *
 * Every sentence is a text of content/ at the scope where it is true: the breed
 * (content/dogs/breeds.json), the breed in a climate class, the delivery mode, the place
 * (content/places › entorno, parques), the species (content/texts/perros.json › placePage). Code
 * fills in names and figures; it does not compose sentences, and nothing is picked by the page path.
 * The place's facts are worked out once (src/lib/domain/places.ts › petPlace) and passed in.
 */
import type { Catalog } from '../../content/catalog';
import type { DogBreed } from '../../content/schemas';
import { texts } from '../../content/texts';
import { fitsCabin, fliesWithAirlines, priceRangeFor } from '../../domain/dogs';
import { dispatchCity, type PetDelivery, type PetPlace, petPlace, type PlaceFacts } from '../../domain/places';
import { type Answer, answerBlock, availabilityFact, type Fact } from '../../views/answer';
import type { AvailableFilter } from '../../views/inventory';
import { provenList } from '../claims';
import { type GuideSection, hours, num } from '../places';
import { fillTemplate, formatCOP, joinEs } from '../spanish';

/** The key of each pet delivery in content/texts/perros.json › placePage (delivery, trip, arrival). */
export const DELIVERY_KEY = {
  local: 'local',
  carretera: 'carretera',
  'carretera-o-avion': 'carreteraOAvion',
  avion: 'avion',
  'solo-carretera': 'soloCarretera',
} as const satisfies Record<PetDelivery, string>;

/** The key of a climate class in the texts (JSON keys without accents). */
const CLIMATE_KEY = { frío: 'frio', templado: 'templado', cálido: 'calido', variado: 'variado' } as const;
type ClimateKey = 'frio' | 'templado' | 'calido';

const words = () => texts.dogs.placePage;

/** The facts of a puppy of this breed in this place: one call per page, handed to every text below. */
export function dogPlace(catalog: Pick<Catalog, 'cityBySlug'>, breed: Pick<DogBreed, 'peso' | 'adaptacion'>, place: PlaceFacts): PetPlace {
  return petPlace(place, dispatchCity(catalog).clima, fliesWithAirlines(breed));
}

/**
 * The texts a breed has for a buyer (content/dogs/breeds.json): the summary, the note for each
 * climate class and the parents' health tests. Optional until every breed has them: a page shows
 * the ones its breed has.
 */
type BreedTexts = { resumen?: string; saludPadres?: string; clima?: Partial<Record<ClimateKey, string>> };
const breedTexts = (breed: DogBreed): BreedTexts => breed as DogBreed & BreedTexts;

/** The breed's price as the answer gives it: one figure, or the range over sex and variety (the breed page has the table). */
export function priceValue(catalog: Catalog, breed: DogBreed, placeSlug: string): { value: string; min: number } | undefined {
  const range = priceRangeFor(catalog, breed, { slug: placeSlug });
  if (!range) return undefined;
  const value = range.min === range.max ? formatCOP(range.min) : fillTemplate(words().facts.priceRange, { min: formatCOP(range.min), max: formatCOP(range.max) });
  return { value, min: range.min };
}

/** The value of the «Entrega» row: how the puppy reaches the place. */
export const deliveryValue = (breed: Pick<DogBreed, 'nombre'>, pet: PetPlace) =>
  fillTemplate(words().delivery[DELIVERY_KEY[pet.delivery]], { raza: breed.nombre, aeropuerto: pet.aeropuerto ?? '' });

/** The facts of how a puppy reaches the place and the place's climate (entrega, viaje, costo-envio, clima). */
export function deliveryFacts(pet: PetPlace, breed: Pick<DogBreed, 'nombre'>): Fact[] {
  const w = words();
  const f = w.facts;
  const [min, max] = pet.place.temperatura;
  const trip = { km: pet.distanciaKmMax !== undefined ? `${num(pet.distanciaKm)} a ${num(pet.distanciaKmMax)}` : num(pet.distanciaKm), horas: hours(pet.horasCarretera) };
  return [
    { key: 'entrega', label: f.delivery, value: deliveryValue(breed, pet) },
    { key: 'viaje', label: f.trip, value: fillTemplate(w.trip[DELIVERY_KEY[pet.delivery]], trip) },
    { key: 'costo-envio', label: f.cost, value: f.costValue },
    { key: 'clima', label: f.climate, value: fillTemplate(w.climate[CLIMATE_KEY[pet.climate]], { min: String(min), max: String(max) }) },
  ];
}

/** The facts of the answer block of a breed in a place; the price links to the breed page's table by sex and variety. */
export function dogFacts(catalog: Catalog, breed: DogBreed, pet: PetPlace, availability: AvailableFilter, priceHref: string): Fact[] {
  const price = priceValue(catalog, breed, pet.place.slug);
  return [
    ...(price ? [{ key: 'precio' as const, label: words().facts.price, value: price.value, href: priceHref }] : []),
    ...deliveryFacts(pet, breed),
    availabilityFact(catalog, availability),
  ];
}

/** The answer block of a breed in a place: `place` is the place as the h1 names it. */
export function dogAnswer(catalog: Catalog, breed: DogBreed, pet: PetPlace, { place, availability, priceHref }: { place: string; availability: AvailableFilter; priceHref: string }): Answer {
  return answerBlock({ subject: breed.slug, subjectName: breed.nombre, place }, dogFacts(catalog, breed, pet, availability, priceHref));
}

/**
 * «Antes de decidir»: the breed's summary and its parents' health tests; then the breed's note for
 * the place's climate class (a region of several classes shows the note of each).
 */
export function beforeDeciding(breed: DogBreed, pet: PetPlace): GuideSection[] {
  const h = words().headings;
  const own = breedTexts(breed);
  const before = { heading: h.before, paragraphs: [own.resumen ?? breed.descripcion, ...(own.saludPadres ? [own.saludPadres] : [])] };
  const classes: ClimateKey[] = pet.climate === 'variado' ? ['frio', 'calido'] : [CLIMATE_KEY[pet.climate]];
  const notes = classes.flatMap((c) => (own.clima?.[c] ? [{ heading: h.climate[c], paragraphs: [own.clima[c]!] }] : []));
  return [before, ...notes];
}

/** «Cómo llega el cachorro»: the delivery mode's text, how it flies where it may fly, and the handover. */
export function arrivalSection(breed: DogBreed, pet: PetPlace): GuideSection {
  const w = words();
  const values = { raza: breed.nombre, aeropuerto: pet.aeropuerto ?? '' };
  const mayFly = pet.delivery === 'avion' || pet.delivery === 'carretera-o-avion';
  const flight = !mayFly ? undefined : fitsCabin(breed) ? (breed.adaptacion.braquicefalo ? w.flight.cabinOnly : w.flight.cabin) : w.flight.hold;
  return {
    heading: w.headings.arrival,
    paragraphs: [fillTemplate(w.arrival[DELIVERY_KEY[pet.delivery]], values), ...(flight ? [fillTemplate(flight, values)] : []), w.handover],
  };
}

/** «Vivir aquí con un perro»: the place's own text (content/places › entorno) and its parks. */
export function placeSection(pet: PetPlace): GuideSection {
  const { entorno, parques } = pet.place;
  return { heading: words().headings.place, paragraphs: [entorno, ...(parques.length ? [fillTemplate(words().parks, { parques: joinEs(parques) })] : [])] };
}

/** The rules of a breed of special handling (Ley 1801 de 2016), on every page of it in a place; none for other breeds. */
export function rulesSection(breed: DogBreed): GuideSection | undefined {
  return breed.manejoEspecial ? { heading: words().headings.rules, paragraphs: [fillTemplate(words().rules, { raza: breed.nombre })] } : undefined;
}

/** What every puppy comes with (perros.json › breedInPlace.benefits), an item that names a missing proof left out. */
export const benefits = () => ({ heading: words().headings.benefits, items: provenList(texts.dogs.breedInPlace.benefits) });
