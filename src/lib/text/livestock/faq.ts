/** The FAQ of a livestock sale page (content/texts/ganado-preguntas.json): the permits and the health guarantee. */
import type { LineForms } from '../../content/schemas';
import { texts } from '../../content/texts';
import { fillTemplate } from '../spanish';

/** The two permit questions of the species/city page ("transportar caballos Lusitano a Pasto"), answered for the trip from the dispatch city. */
export function livestockFaq(card: { forms: Pick<LineForms, 'plural'> }, city: { nombre: string; distanciaKm: number }, vaccinated = true) {
  const { documents, health } = texts.livestockFaq;
  const animales = card.forms.plural;
  const ciudad = city.nombre;
  const trayecto = fillTemplate(city.distanciaKm === 0 ? documents.tripWithin : documents.tripTo, { ciudad });
  return [
    {
      question: fillTemplate(documents.question, { animales, ciudad }),
      answer: fillTemplate(vaccinated ? documents.answer : documents.answerWithoutVaccines, { animales, trayecto }),
    },
    { question: health.question, answer: fillTemplate(health.answer, { ciudad }) },
  ];
}
