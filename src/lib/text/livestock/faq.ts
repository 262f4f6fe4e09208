/** The FAQ of a livestock sale page (content/texts/ganado-preguntas.json): the permits and the health guarantee. */
import type { LineForms } from '../../content/schemas';
import { texts } from '../../content/texts';
import { fillTemplate } from '../spanish';

/**
 * The two questions of a sale page ("transportar caballos Lusitano a Pasto"): what the buyer
 * does about the documents the page lists (nothing, or register the farm where the species' ICA
 * requirements include the registration of the predio), and the health guarantee.
 */
export function livestockFaq(card: { forms: Pick<LineForms, 'plural'> }, city: { nombre: string; distanciaKm: number }, farmRegistry = false) {
  const { documents, health } = texts.livestockFaq;
  const animales = card.forms.plural;
  const ciudad = city.nombre;
  const within = city.distanciaKm === 0;
  const trayecto = fillTemplate(within ? documents.tripWithin : documents.tripTo, { ciudad });
  return [
    {
      // In the dispatch city the animals are delivered, not transported to it.
      question: fillTemplate(within ? documents.questionWithin : documents.question, { animales, ciudad }),
      answer: fillTemplate(farmRegistry ? documents.answerWithRegistry : documents.answer, { animales, trayecto }),
    },
    { question: health.question, answer: fillTemplate(health.answer, { ciudad }) },
  ];
}
