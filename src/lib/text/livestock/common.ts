/**
 * Words shared by the texts of every livestock kind: durations, the line's agreement ("el ganado"
 * takes singular verbs, "las mulas" feminine adjectives), equine uses and the climate change of the trip.
 */
import { cattleFitsClimate, climateChange, type ClimatePoint, type LivestockLine } from '../../domain/livestock-climate';
import { atAltitude, atSeaLevel, num } from '../places';
import { joinEs, withoutArticle } from '../spanish';

// The livestock texts import num from here, as before; it is the place texts' one.
export { num };
/**
 * Chooses one of two or more wordings of the same sentence: the sale pages pass a picker seeded
 * with the page path (src/lib/domain/random.ts), so the pages of one line in twelve cities do not
 * all read word for word alike, and a page always reads the same. Without one, the first wording.
 */
export type Choose = (wordings: readonly string[]) => string;
export const firstWording: Choose = (wordings) => wordings[0]!;
/**
 * A number of days as a keeper counts them: "un día", "tres días" up to six, then weeks ("una
 * semana" from 7 to 10 days, "dos semanas" to 17, "tres semanas" beyond).
 */
export function daysText(d: number): string {
  if (d <= 1) return 'un día';
  if (d <= 6) return `${['dos', 'tres', 'cuatro', 'cinco', 'seis'][d - 2]} días`;
  return d <= 10 ? 'una semana' : d <= 17 ? 'dos semanas' : 'tres semanas';
}
/**
 * One sentence on the way from the dispatch city to the place: the altitude the animals leave
 * and the one they reach, and the mean temperature they find, e.g. "salen de Bogotá, a 2.640
 * metros, y bajan a los 467 de Villavicencio, donde la temperatura media es 13 °C más alta". A place of
 * about the dispatch city's altitude and warmth says the trip changes little.
 * The dispatch city is named only as where the animals leave from.
 */
export function climateChangeSentence(subject: string, city: string, place: ClimatePoint, dispatch: ClimatePoint & { nombre: string }, { singular = false }: { singular?: boolean } = {}, choose: Choose = firstWording): string {
  const change = climateChange(place, dispatch);
  const n = singular ? '' : 'n';
  if (Math.abs(change.metres) < 300 && Math.abs(change.degrees) < 2) {
    return `${subject} casi no nota${n} el cambio: ${city} tiene casi la misma altitud y la misma temperatura media que el criadero.`;
  }
  const verb = Math.abs(change.metres) < 300 ? 'queda' : change.metres < 0 ? 'baja' : 'sube';
  const warmer = change.degrees === 0 ? '' : `, donde la temperatura media es ${num(Math.abs(change.degrees))} °C más ${change.degrees > 0 ? 'alta' : 'baja'}`;
  // "a los 467 de Villavicencio" (the metres said just before); a place at the sea's level says so, not "a los 2 de Cartagena"
  const to =
    verb === 'queda' ? `a una altitud parecida en ${city}${warmer}` : atSeaLevel(place.altitud) ? `a ${city}, ${atAltitude(place.altitud)}${warmer}` : `a los ${num(place.altitud)} de ${city}${warmer}`;
  return choose([
    `${subject} sale${n} de ${dispatch.nombre}, a ${num(dispatch.altitud)} metros, y ${verb}${n} ${to}.`,
    // "Desde Bogotá": the dispatch city named as where the animals leave from (tests/dist/uniqueness.test.ts › strayMentions).
    `Desde ${dispatch.nombre}, a ${num(dispatch.altitud)} metros, ${subject.charAt(0).toLowerCase()}${subject.slice(1)} ${verb}${n} ${to}.`,
  ]);
}
/**
 * Whether the line can be said to be raised where deliveries start (content/site.json › dispatch):
 * equines and birds are, as site.json says; a cattle breed only when the dispatch city's climate
 * suits it (cattleFitsClimate). A Brahman is not raised at Bogotá's 2,640 m: where the breeder keeps
 * it is unknown (CONTENT-TO-CONFIRM.md asks), so its pages state no altitude it comes from.
 */
export const raisedAtDispatch = (line: LivestockLine, dispatch: ClimatePoint) => line.model !== 'bovino' || cattleFitsClimate(line, dispatch);
/** A line named with "el" (el ganado Brahman) takes singular verbs. */
export const singular = (line: Pick<LivestockLine, 'all'>) => line.all.startsWith('el ');
/** A line named with "las" (las mulas, las codornices): its adjectives and pronouns are feminine. */
export const feminine = (line: Pick<LivestockLine, 'all'>) => line.all.startsWith('las ');
/** The pronoun that stands for the line's animals as an object: "lo" (el ganado), "las", "los". */
export const themPronoun = (line: Pick<LivestockLine, 'all'>) => (singular(line) ? 'lo' : feminine(line) ? 'las' : 'los');
export const SYSTEM = { lechera: 'de leche', carnica: 'de carne', 'doble-proposito': 'de doble propósito' } as const;
export type EquineUse = Extract<LivestockLine, { model: 'equino' }>['usos'][number];
/**
 * Each equine use in a sentence: its name, the work to move to the cool hours (no pronoun: "las
 * mulas" and "los burros" share it), and what waits while the animals settle after the trip.
 */
export const EQUINE_USE: Record<EquineUse, { name: string; coolHours: string; resume: string }> = {
  paseo: { name: 'paseo', coolHours: 'las cabalgatas van temprano, con paradas para beber', resume: 'las cabalgatas largas' },
  exposicion: {
    name: 'exposición',
    coolHours: 'la preparación para las exposiciones va en las horas frescas, con un baño después del trabajo',
    resume: 'la primera exposición',
  },
  trabajo: { name: 'trabajo de finca', coolHours: 'el arreo y la faena van en las primeras horas del día, con agua en cada parada', resume: 'la faena pesada' },
  deporte: {
    name: 'deporte',
    coolHours: 'los entrenamientos van en la madrugada o al final de la tarde, con un baño de agua después de cada sesión',
    resume: 'volver a entrenar o competir',
  },
  carga: { name: 'carga', coolHours: 'la carga va en las primeras horas del día, con agua en cada parada', resume: 'la carga pesada' },
  reproduccion: { name: 'cría', coolHours: 'las montas y el manejo van en las horas frescas', resume: 'la temporada de monta' },
};
export const useNames = (uses: readonly EquineUse[]) => joinEs(uses.map((u) => EQUINE_USE[u].name));
/**
 * The line's animals once the page has named them, as a writer goes on: "las gallinas" after "las
 * ponedoras Lohmann", "el ganado" after "el ganado Brahman" (content/livestock › formas.generico,
 * which carries its own article); a line without one is named again.
 */
export const generic = (line: Pick<LivestockLine, 'all' | 'generic'>) => line.generic ?? line.all;
/** The same animals without their article, after a number: "100 gallinas", "8 caballos". */
export const genericBare = (line: Pick<LivestockLine, 'all' | 'generic'>) => withoutArticle(generic(line));
/** The line's animals pointed back to, where the sentence is about this line and no other: "estas gallinas", "este ganado". */
export const these = (line: Pick<LivestockLine, 'all' | 'generic'>) => generic(line).replace(/^(el|los|las) /, (_, article: string) => `${{ el: 'este', los: 'estos', las: 'estas' }[article]} `);
/** The generic words standing for the line, for the agreement helpers (singular, feminine, themPronoun): their article decides. */
export const asGeneric = (line: Pick<LivestockLine, 'all' | 'generic'>) => ({ all: generic(line) });
