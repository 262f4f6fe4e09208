/** The text of an equine line in a city's climate (content/livestock/equinos.json). */
import { AFTERNOON_RH, horseHeatBand, horseHeatIndex, type LivestockPlace, type Of, tickCountry } from '../../domain/livestock-climate';
import { EQUINE_USE, num } from './common';

/** The afternoon heat of a city for a horse line (°F + humidity) and its disease risk by climate. */
export function equineParagraphs(line: Of<'equino'>, place: LivestockPlace): string[] {
  const { all } = line;
  const city = place.nombre;
  const [min, max] = place.temperatura;
  const index = horseHeatIndex(max, AFTERNOON_RH[place.humedad]);
  const band = horseHeatBand(index);
  const head = `En una tarde de ${max} °C y humedad ${place.humedad} en ${city}, el índice de calor equino (grados Fahrenheit más humedad relativa) da ${index}`;
  const heat =
    band === 'bajo'
      ? `${head}: por debajo de 130, ${all} se refrescan con el sudor incluso después del trabajo.`
      : band === 'medio'
        ? `${head}: entre 130 y 150, ${all} sudan más y se enfrían más despacio; ${index >= 140 ? `en ${city}, ${EQUINE_USE[line.usos[0]!].coolHours}` : 'entre una sesión y otra, agua y descanso a la sombra'}.`
        : `${head}: por encima de ${band === 'alto' ? 150 : 180}, ${all} ya no se enfrían con el sudor, y en ${city} ${EQUINE_USE[line.usos[0]!].coolHours}.`;
  const alt = num(place.altitud);
  const risk = tickCountry(place)
    ? `A ${alt} metros, ${city} tiene mosquitos de la encefalitis equina venezolana (EEV) y garrapatas de la piroplasmosis: vacuna contra la EEV al día y control de garrapatas.`
    : `A ${alt} metros, con noches de ${min} °C, el riesgo de ${all} en ${city} es respiratorio: pesebrera sin corrientes, cama seca y manta en las noches más frías.`;
  return [heat, risk];
}
