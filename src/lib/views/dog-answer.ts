/**
 * The answer block of a dog breed in a place (issue 41): its facts, in FACT_KEYS order, from the
 * place's facts for a pet worked out once (domain/places.ts › petPlace) and the texts of
 * content/texts/perros.json › placePage (src/lib/text/dogs/place-page.ts).
 */
import type { Catalog } from '../content/catalog';
import type { DogBreed, DogPrice } from '../content/schemas';
import { texts } from '../content/texts';
import { fliesWithAirlines, needsPriceTable, pricesOf, soleMalePrice } from '../domain/dogs';
import { CLIMATE_KEY, dispatchCity, type PetDelivery, type PetPlace, placeFacts } from '../domain/places';
import { DELIVERY_KEY, deliveryValue, dogPlace, type FlightKind, flightKind, priceFromOrOnly, priceOfSize, priceValue } from '../text/dogs/place-page';
import { hours, num } from '../text/places';
import { fillTemplate, formatCOP, uncapitalize } from '../text/spanish';
import { type Answer, answerBlock, availabilityFact, type Fact } from './answer';
import { AVAILABLE_ON, type AvailableFilter } from './available-now';

const words = () => texts.dogs.placePage;

/**
 * The facts of how a puppy reaches the place (entrega, viaje, costo-envio; no cost where it is
 * collected at the breeder). A breed's page in a place adds the place's climate (climateFact): with
 * the labels run into their values (AnswerFirst.astro) the fullest dog first screen had its chat
 * button about 75 px above the tab bar, room a row takes (review-after9 §7.2 measured the cat row
 * pushing it below while the labels stood in a column).
 */
export function deliveryFacts(pet: PetPlace, breed: Pick<DogBreed, 'nombre' | 'peso' | 'adaptacion'> | undefined): Fact[] {
  const w = words();
  const f = w.facts;
  // a region's towns lie at a span of distances, and no one road time holds for all of them
  // (s50 read: «hasta 4 horas» for all Cundinamarca, where Medina or Yacopí lie farther): by road, the span alone
  const span = pet.distanciaKmMax !== undefined;
  const trip = { km: span ? `${num(pet.distanciaKm)} a ${num(pet.distanciaKmMax!)}` : num(pet.distanciaKm), horas: span ? `hasta ${hours(pet.horasCarretera)}` : hours(pet.horasCarretera) };
  // in the breeder's city there is no trip to tell: the entrega row says the day is agreed
  // (s51 read: «Viaje: El día que acordemos por chat» on a Bogotá page read as a template's label)
  const tripText = pet.delivery === 'local' ? undefined : span && pet.delivery === 'carretera' ? w.trip.region : w.trip[DELIVERY_KEY[pet.delivery]];
  return [
    { key: 'entrega', label: f.delivery, value: deliveryValue(breed, pet) },
    ...(tripText ? [{ key: 'viaje' as const, label: f.trip, value: fillTemplate(tripText, trip) }] : []),
    ...(pet.delivery === 'en-sede' ? [] : [{ key: 'costo-envio' as const, label: f.cost, value: petCostValue(pet.delivery, flightKind(breed)) }]),
  ];
}

/**
 * What the trip costs (content/texts/comunes.json › answer.petCost): where the puppy may fly, the
 * airline's cabin fee (an estimate with its source in CONTENT-TO-CONFIRM.md); by road and in the
 * hold no figure has a source, so the row says how it is settled.
 */
export function petCostValue(delivery: PetDelivery, flight: FlightKind): string {
  const c = texts.common.answer.petCost;
  // a puppy that fits the cabin flies in it (blind read 16: a Yorkshire of 1 to 2 kg was offered the hold), as a snub-nosed one does;
  // a breed that flies by its size (the Caniche, Toy to standard): the row answers for both
  const cabin = flight === 'cabinOnly' || flight === 'cabin';
  if (delivery === 'avion') return flight === 'hold' ? c.hold : cabin ? c.cabin : c.anyFlight;
  // the row answers for both ways the entrega row offers («En avión, la bodega…» left the road unpriced)
  if (delivery === 'carretera-o-avion') return flight === 'hold' ? c.roadOrHold : cabin ? c.roadOrCabin : c.roadOrAnyFlight;
  return c.road;
}

/**
 * The place's climate class and temperatures, as the breed page's climate labels name the class
 * («Templado, de 17 a 28 °C»): the breed's note for that class is under «En casa y de paseo»,
 * and where the class asks nothing special of the breed there is no note, so the row is what tells
 * the buyer which class the page reads his place as.
 */
export function climateFact(pet: Pick<PetPlace, 'climate' | 'place'>): Fact {
  const f = words().facts;
  return { key: 'clima', label: f.climate, value: fillTemplate(texts.common.petClimate.value[CLIMATE_KEY[pet.climate]], { min: String(pet.place.temperatura[0]), max: String(pet.place.temperatura[1]) }) };
}

/** The facts of the answer block of a breed in a place; the price links to the breed page's table by sex and variety. */
export function dogFacts(catalog: Catalog, breed: DogBreed, pet: PetPlace, availability: AvailableFilter, priceHref: string): Fact[] {
  const price = priceValue(catalog, breed, pet.place.slug);
  return [
    ...(price ? [{ key: 'precio' as const, label: words().facts.price, value: price.value, href: priceHref }] : []),
    ...deliveryFacts(pet, breed),
    climateFact(pet),
    availabilityFact(catalog, availability),
  ];
}

/** The answer block of a breed in a place: `place` is the place as the h1 names it. */
export function dogAnswer(catalog: Catalog, breed: DogBreed, pet: PetPlace, { place, availability, priceHref }: { place: string; availability: AvailableFilter; priceHref: string }): Answer {
  return answerBlock({ subject: breed.slug, subjectName: breed.nombre, place }, dogFacts(catalog, breed, pet, availability, priceHref));
}


/**
 * The answer block of a breed page (/venta-perros/{raza}/), on its first screen: the price by sex
 * where the price list has both (otherwise «Desde» its lowest price; the table below gives the
 * varieties, linked when there are some), the delivery in the breeder's city and, for the other
 * cities, the list further down (content/texts/perros.json › breedPage.answer), what is available.
 * No place: the page is the breed's in every place (data-place is empty).
 */
export function breedPageAnswer(catalog: Catalog, breed: DogBreed, row: DogPrice): Answer {
  const w = texts.dogs.breedPage.answer;
  const bySex = row.precioHembra && { macho: formatCOP(row.precioMacho), hembra: formatCOP(row.precioHembra) };
  // a price by sex and one variety: all three here, and no table below (domain/dogs.ts › needsPriceTable)
  const [variety, ...more] = row.variantes;
  const lowest = Math.min(...pricesOf(row));
  const highest = Math.max(...pricesOf(row));
  const male = soleMalePrice(row);
  // one price, of one size of a breed sold in several (the Goldendoodle's standard): the size it is for;
  // «Desde» only above more than one (blind read s49: «Desde $ 6’000’000» of a breed with one price)
  const price = !bySex
    ? row.tamanoBase && !row.variantes.length
      ? priceOfSize(lowest, row.tamanoBase)
      : male !== undefined
        ? fillTemplate(words().facts.priceMale, { precio: formatCOP(male) })
        : priceFromOrOnly(lowest, highest)
    : variety && !more.length
      ? fillTemplate(w.priceBySexAndVariety, { ...bySex, variedad: uncapitalize(variety.nombre), precio: formatCOP(variety.precio) })
      : fillTemplate(w.priceBySex, bySex);
  const sede = dispatchCity(catalog);
  const atSede = deliveryValue(breed, dogPlace(catalog, breed, placeFacts(catalog, { slug: sede.slug, kind: 'ciudad' })));
  return answerBlock({ subject: breed.slug, subjectName: breed.nombre, place: '' }, [
    { key: 'precio', label: words().facts.price, value: price, ...(needsPriceTable(row) ? { href: '#precio' } : {}) },
    { key: 'entrega', label: words().facts.delivery, value: fillTemplate(fliesWithAirlines(breed) ? w.delivery : w.deliveryByRoad, { sede: sede.nombre, entrega: uncapitalize(atSede) }), href: '#ciudades' },
    availabilityFact(catalog, AVAILABLE_ON.dogBreed({ breed })),
  ]);
}
