/**
 * Words shared by the texts of every livestock kind: durations, the line's agreement ("el ganado"
 * takes singular verbs, "las mulas" feminine adjectives), equine uses and the climate change of the trip.
 */
import { climateChange, type ClimatePoint, type LivestockLine } from '../../domain/livestock-climate';
import { formatNumber, joinEs } from '../spanish';

/** A duration in minutes as it reads: "11 horas y 51 minutos". */
export const hoursAndMinutes = (m: number) => `${Math.floor(m / 60)} horas y ${m % 60} minutos`;
/** A city's latitude as it reads: "A 4,7° de latitud norte". */
export const latitudeText = (latitude: number) => `A ${formatNumber(latitude, 1)}° de latitud norte`;
export const num = (n: number) => formatNumber(n);
/** "un día", "una semana", "dos semanas", "16 días". */
export const daysText = (d: number) => (d === 1 ? 'un día' : d === 7 ? 'una semana' : d === 14 ? 'dos semanas' : `${num(d)} días`);
/**
 * One sentence on the way from the dispatch city to the place: the metres the animals go down or
 * up to the place's altitude and the mean temperature they find, e.g. "bajan 2.173 metros hasta
 * los 467 de Villavicencio y encuentran 13 °C más".
 * The dispatch city is named only as where the animals leave from.
 */
export function climateChangeSentence(
  subject: string,
  city: string,
  place: ClimatePoint,
  dispatch: ClimatePoint & { nombre: string },
  { singular = false, dayRange = true }: { singular?: boolean; dayRange?: boolean } = {},
): string {
  const change = climateChange(place, dispatch);
  const n = singular ? '' : 'n';
  const down = change.metres < 0;
  const metres = Math.abs(change.metres);
  const moved =
    metres < 300 ? `queda${n} a una altitud parecida (${num(place.altitud)} metros)` : `${down ? 'baja' : 'sube'}${n} ${num(metres)} metros hasta los ${num(place.altitud)} de ${city}`;
  const warmer = change.degrees === 0 ? 'la misma temperatura media' : `${num(Math.abs(change.degrees))} °C ${change.degrees > 0 ? 'más' : 'menos'} de temperatura media`;
  const range = dayRange ? `: de ${place.temperatura[0]} a ${place.temperatura[1]} °C a lo largo del día` : '';
  return `${subject} sale${n} de ${dispatch.nombre}, ${moved} y encuentra${n} ${warmer}${range}.`;
}
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
