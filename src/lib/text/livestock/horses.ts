/** The text of an equine line in a city's climate (content/livestock/equinos.json). */
import { AFTERNOON_RH, horseHeatBand, horseHeatIndex, type LivestockPlace, type Of, tickCountry } from '../../domain/livestock-climate';
import { type Choose, EQUINE_USE, firstWording, generic } from './common';

/**
 * The afternoon maximum below which a city's heat is no heat for a horse, mule or donkey: the top of
 * an adult equine's thermoneutral zone (about 5 to 25 °C). The horseman's index (°F + humidity) reads
 * high humidity as heat even at 19 °C; below this the afternoons never get the heat wording.
 */
export const EQUINE_HEAT_FROM_C = 25;
/**
 * What the city's afternoons mean for an equine line, in a horseman's words: the horseman's heat
 * index (°F + relative humidity, src/lib/domain/livestock-climate.ts) decides whether sweat still
 * cools the animals, and the page says when to ride or work them, never the index itself. The
 * afternoon's maximum and the humidity are the page's climate sentence's, just above: said once.
 */
export function equineHeatParagraph(line: Of<'equino'>, place: LivestockPlace, choose: Choose = firstWording): string {
  const { all } = line;
  const city = place.nombre;
  const max = place.temperatura[1];
  // Cool afternoons: no heat, and no sweat to speak of.
  if (max < EQUINE_HEAT_FROM_C) {
    return choose([`Las tardes frescas de ${city} no cansan a ${all}: pueden trabajar a cualquier hora.`, `En ${city}, con tardes frescas, ${all} no pasan calor y pueden trabajar a cualquier hora.`]);
  }
  const band = horseHeatBand(horseHeatIndex(max, AFTERNOON_RH[place.humedad]));
  const work = EQUINE_USE[line.usos[0]!].coolHours;
  if (band === 'bajo') {
    return choose([
      `Las tardes de ${city} no cansan a ${all}: se refrescan con el sudor y pueden trabajar a cualquier hora.`,
      `En ${city}, ${all} se refrescan con el sudor aun en las tardes y después del trabajo, a cualquier hora.`,
    ]);
  }
  if (band === 'medio') {
    return choose([`En las tardes calientes de ${city}, ${all} sudan más y se enfrían despacio: ${work}.`, `Con el calor de la tarde en ${city}, ${all} sudan más y tardan en enfriarse: ${work}.`]);
  }
  return choose([
    `Con el calor y la humedad ${place.humedad} de las tardes de ${city}, ${all} ya no se enfrían con el sudor: ${work}.`,
    `En las tardes calientes de ${city}, con humedad ${place.humedad}, el sudor ya no enfría a ${all}: ${work}.`,
  ]);
}

/** The disease risk of an equine line in the city, by its climate: the heat paragraph before it has named the line. */
export function equineRiskParagraph(line: Of<'equino'>, place: LivestockPlace, choose: Choose = firstWording): string {
  const city = place.nombre;
  const all = generic(line);
  return tickCountry(place)
    ? choose([
        `${city} tiene mosquitos de la encefalitis equina venezolana (EEV) y garrapatas de la piroplasmosis: mantenga al día la vacuna contra la EEV y el control de garrapatas.`,
        `En ${city} hay mosquitos que transmiten la encefalitis equina venezolana (EEV) y garrapatas de la piroplasmosis, así que ${all} necesitan la vacuna contra la EEV al día y baños contra la garrapata.`,
      ])
    : choose([
        `Con las noches frías, el riesgo de ${all} en ${city} es respiratorio, y se previene con una pesebrera sin corrientes, cama seca y manta en las noches más frías.`,
        `Las noches frías de ${city} traen a ${all} el riesgo de enfermedades respiratorias: pesebrera sin corrientes, cama seca y manta en las noches más frías las previenen.`,
      ]);
}
