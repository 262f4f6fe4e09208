/**
 * The FAQ of the breed-in-location page (content/texts/perros-preguntas.json): the reservation
 * questions, and the delivery question answered for how the puppy reaches the place — the same
 * delivery the guide describes (src/lib/domain/places.ts › petDelivery), so the FAQ, its FAQPage
 * JSON-LD and the guide say one thing.
 */
import type { DogBreed } from '../../content/schemas';
import { texts } from '../../content/texts';
import { type PetDelivery, petDelivery, type PlaceFacts } from '../../domain/places';
import { fillTemplate, joinEs } from '../spanish';
import { fliesWithAirlines } from './guide';

/** The key of each delivery in content/texts/perros-preguntas.json › delivery. */
const DELIVERY_KEY = {
  local: 'local',
  carretera: 'carretera',
  'carretera-o-avion': 'carreteraOAvion',
  avion: 'avion',
  'solo-carretera': 'soloCarretera',
} as const satisfies Record<PetDelivery, string>;

/** How a puppy of the breed reaches the place. */
export const dogDelivery = (breed: Pick<DogBreed, 'peso' | 'adaptacion'>, place: Pick<PlaceFacts, 'distanciaKm' | 'horasCarretera'>) => petDelivery(place, fliesWithAirlines(breed));

/** The few words a page description gives the delivery ("entrega a domicilio", "envío en avión hasta el aeropuerto"). */
export function deliverySummary(delivery: PetDelivery): string {
  return texts.dogFaq.delivery.summary[DELIVERY_KEY[delivery]];
}

export function breedLocationFaq(breed: Pick<DogBreed, 'nombre' | 'peso' | 'adaptacion'>, where: string, place: Pick<PlaceFacts, 'distanciaKm' | 'horasCarretera' | 'aeropuerto'>) {
  const values = { raza: breed.nombre, lugar: where, aeropuerto: place.aeropuerto ?? '' };
  const fill = (template: string) => fillTemplate(template, values);
  const { delivery } = texts.dogFaq;
  return [
    ...texts.dogFaq.breedInPlace.map(({ question, answer }) => ({ question: fill(question), answer: fill(answer) })),
    { question: fill(delivery.question), answer: fill(delivery.answers[DELIVERY_KEY[dogDelivery(breed, place)]]) },
  ];
}

/**
 * How a puppy reaches a place, for the dog pages of that place (/clousters/perros/{lugar}/): the
 * answer of its delivery mode, the same the breed pages there give, and where puppies may fly,
 * the snub-nosed breeds that go by road (fliesWithAirlines) named from the data.
 */
export function placeDelivery(breeds: readonly Pick<DogBreed, 'nombre' | 'peso' | 'adaptacion'>[], where: string, place: Pick<PlaceFacts, 'distanciaKm' | 'horasCarretera' | 'aeropuerto'>) {
  const { delivery } = texts.dogFaq;
  const mode = petDelivery(place);
  const values = { lugar: where, aeropuerto: place.aeropuerto ?? '' };
  const byRoad = breeds.filter((b) => !fliesWithAirlines(b)).map((b) => b.nombre);
  const flies = mode === 'avion' || mode === 'carretera-o-avion';
  return {
    heading: fillTemplate(delivery.question, values),
    paragraphs: [
      fillTemplate(delivery.answers[DELIVERY_KEY[mode]], values),
      ...(flies && byRoad.length ? [fillTemplate(delivery.snubNosed, { ...values, razas: joinEs(byRoad) })] : []),
    ],
  };
}
