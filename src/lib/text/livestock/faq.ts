/** The FAQ of a livestock sale page (content/texts/ganado-preguntas.json): the permits and the health guarantee. */
import type { LineForms } from '../../content/schemas';
import { texts } from '../../content/texts';
import { fillTemplate } from '../spanish';

/** The health checks an animal leaves with, by model and, for birds, by type (ganado-preguntas.json › health.checks). */
export type HealthChecksOf = keyof typeof texts.livestockFaq.health.checks;

/**
 * The two questions of a sale page ("transportar caballos Lusitano a Pasto"): what the buyer
 * does about the documents the page lists (nothing, or register the farm where the species' ICA
 * requirements include the registration of the predio: `registry`, the word for it, "finca" for
 * cattle, "granja" for poultry), and the health guarantee with the checks the animal leaves with
 * (`checks`: its model's, a bird's type's), which differ from species to species.
 */
export function livestockFaq(card: { forms: Pick<LineForms, 'plural'> }, city: { nombre: string; distanciaKm: number }, registry?: 'finca' | 'granja', checks?: HealthChecksOf) {
  const { documents, health } = texts.livestockFaq;
  const animales = card.forms.plural;
  const ciudad = city.nombre;
  const within = city.distanciaKm === 0;
  const trayecto = fillTemplate(within ? documents.tripWithin : documents.tripTo, { ciudad });
  return [
    {
      // In the dispatch city the animals are delivered, not transported to it.
      question: fillTemplate(within ? documents.questionWithin : documents.question, { animales, ciudad }),
      answer: fillTemplate(registry ? documents.answerWithRegistry : documents.answer, { animales, trayecto, predio: registry ?? '' }),
    },
    { question: health.question, answer: [fillTemplate(health.answer, { ciudad }), ...(checks ? [health.checks[checks]] : [])].join(' ') },
  ];
}
