/** The FAQ of the breed-in-location page (content/texts/perros-preguntas.json › breedInPlace). */
import { texts } from '../../content/texts';
import { fillTemplate } from '../spanish';

export function breedLocationFaq(breed: string, where: string) {
  const values = { raza: breed, lugar: where };
  return texts.dogFaq.breedInPlace.map(({ question, answer }) => ({ question: fillTemplate(question, values), answer: fillTemplate(answer, values) }));
}
