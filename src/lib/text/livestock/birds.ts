/** The text of a bird line in a city's climate: comfort hours, feed, light, density and brooder (content/livestock/aves.json). */
import { capitalize } from '../../content/slug';
import { clockSpan, type Spell, temperatureSpell } from '../../domain/day-temperature';
import { ASCITES_ALTITUDE_M, birdFeedAndWater, birdFeedG, birdFlock, BROILER_HOT_C, broilerKgPerM2, type Brooder, BROODER_STEP_C, brooderWeeks, comfortGap, LAYING_LIGHT_HOURS, type LivestockPlace, type Of, solsticeDayLengths } from '../../domain/livestock-climate';
import { formatNumber } from '../spanish';
import { type Choose, feminine, firstWording, generic, genericBare, num } from './common';

/**
 * A bird line's comfort range against the city's day: how many hours, and which, the day stays
 * above or below it (src/lib/domain/day-temperature.ts) and the care for those hours; and, for the lines
 * that give their feed, what they eat and drink at the city's mean temperature (per bird and per
 * hundred).
 */
export function birdComfortParagraphs(line: Of<'ave'>, place: LivestockPlace, choose: Choose = firstWording): string[] {
  const city = place.nombre;
  const [min, max] = place.temperatura;
  const [lo, hi] = line.ficha.confortC;
  const { cold, heat } = comfortGap(line.ficha.confortC, place.temperatura);
  // Broilers at the end of the cycle and hens in lay: chicks of a day need 32 °C (the arrival text).
  const stage = line.tipo === 'gallinas' && line.produccion === 'carne' ? 'al final del ciclo' : line.produccion === 'postura' ? 'en postura' : '';
  const comfort = `${capitalize(line.all)}${stage ? `, ${stage},` : ''} ${choose(['viven bien', 'están a gusto'])} entre ${lo} y ${hi} °C`;
  const care = comfortCare(line);
  const tail = care.heatTail ? `, ${care.heatTail}` : '';
  const hot = heat ? temperatureSpell(hi, place.temperatura, 'above') : undefined;
  const chilly = cold ? temperatureSpell(lo, place.temperatura, 'below') : undefined;
  /**
   * The city's day beyond one end of the range: how far its afternoons or dawns go when the spell
   * is under half an hour, the whole day, or the hours (with the clock when under 16), with the care.
   */
  type End = { gap: number; spell?: Spell; bound: number; edge: string; past: string; opposite: string; cross: string; beyond: string; care: string; tail?: string };
  const clause = (e: End) =>
    !e.gap
      ? undefined
      : !e.spell
        ? `en ${city}, las ${e.edge} ${e.past}`
        : e.spell.hours === 24
          ? `en ${city} ni ${e.opposite} ${e.cross} de ${e.bound} °C: ${e.care} todo el día${e.tail ?? ''}`
          : `en ${city}, con ${e.edge}, hace ${e.beyond} de ${e.bound} °C unas ${num(e.spell.hours)} horas al día${e.spell.hours < 16 ? `, ${clockSpan(e.spell.from, e.spell.to)}` : ''}, y a esas horas ${e.care}${e.tail ?? ''}`;
  const heatClause = clause({
    gap: heat, spell: hot, bound: hi, care: care.heat, tail,
    edge: `tardes de ${max} °C`, past: `pasan ${num(heat)} °C por encima`, opposite: `las madrugadas, de ${min} °C,`, cross: 'bajan', beyond: 'más',
  });
  const coldClause = clause({
    gap: cold, spell: chilly, bound: lo, care: care.cold,
    edge: `madrugadas de ${min} °C`, past: `quedan ${num(cold)} °C por debajo`, opposite: `las tardes, de ${max} °C,`, cross: 'pasan', beyond: 'menos',
  });
  // A whole day beyond the range has a colon of its own: the comfort range joins it with "y".
  const ends = [heatClause && { clause: heatClause, spell: hot }, coldClause && { clause: coldClause, spell: chilly }].filter((e) => !!e);
  const [first, second] = ends;
  const out = first
    ? [`${comfort}${first.spell?.hours === 24 ? ', y' : ':'} ${first.clause}.`, ...(second ? [`${capitalize(second.clause)}.`] : [])]
    : // The city's range is the climate sentence's, just above: said once.
      [`${comfort}, y en ${city} la temperatura se mantiene en ese rango todo el día.`];
  const base = line.ficha.alimentoG;
  if (base !== undefined) out.push(birdFeedSentence(line, place, base, stage, choose));
  return out;
}
/**
 * What the line eats (and, for poultry and ostriches, drinks) at the city's mean temperature,
 * as a keeper buys it: for a flock of 100 (10 ostriches) a day, or for a pair of cage birds a month.
 */
export function birdFeedSentence(line: Of<'ave'>, place: LivestockPlace, feedAt21G: number, stage: string, choose: Choose = firstWording): string {
  const mean = Math.round((place.temperatura[0] + place.temperatura[1]) / 2);
  const head = `Con ${mean} °C de media en ${place.nombre}`;
  if (line.tipo === 'ornamentales') {
    // Two birds over a 30-day month, to 10 g.
    const pairMonthG = Math.round((birdFeedG(feedAt21G, mean) * 2 * 30) / 10) * 10;
    return `${head}, una pareja de ${line.plural} come unos ${num(pairMonthG)} g de semillas al mes.`;
  }
  const { feedG, waterMl } = birdFeedAndWater(feedAt21G, mean);
  const flock = birdFlock(line.ficha.pesoAdultoKg);
  // Kilograms of feed and litres of water for the flock, to the half unit (the half kilo a keeper weighs).
  const round = (x: number) => Math.round(x * 2) / 2;
  const [kg, litres] = [round((feedG * flock) / 1000), round((waterMl * flock) / 1000)];
  const birds = `${flock} ${genericBare(line)}${stage ? ` ${stage}` : ''}`;
  return choose([
    `${head}, ${birds} comen unos ${formatNumber(kg, 1)} kg de alimento y beben unos ${formatNumber(litres, 1)} litros de agua al día.`,
    `${head}, cuente para ${birds} unos ${formatNumber(kg, 1)} kg de alimento y unos ${formatNumber(litres, 1)} litros de agua al día.`,
  ]);
}
/** What a bird line needs in the hours above its comfort range (heat) and below it (cold), by the kind of bird: the sentence has named the line already. */
export function comfortCare(line: Of<'ave'>): { heat: string; heatTail?: string; cold: string } {
  const all = generic(line);
  switch (line.tipo) {
    case 'ornamentales':
      return { heat: 'la jaula va a la sombra, lejos de techos de zinc', cold: 'la jaula va lejos de corrientes de aire, cubierta en parte' };
    case 'gallinas':
      return {
        heat: 'el galpón necesita ventilación y agua fresca',
        heatTail: line.produccion === 'carne' ? 'sin alimento en las horas más calientes' : undefined,
        cold: 'el galpón va con las cortinas cerradas',
      };
    case 'avestruz':
      return { heat: `${all} necesitan sombra y agua a voluntad`, cold: `${all}, sobre todo los pichones, necesitan un refugio seco y abrigado` };
    default:
      return { heat: `${all} necesitan sombra y agua fresca`, cold: `${all} necesitan un refugio seco y sin corrientes de aire` };
  }
}
/** Hours as a keeper says them, to the half hour: "12 horas", "11 horas y media". */
const halfHours = (minutes: number) => {
  const h = Math.round(minutes / 30) / 2;
  return Number.isInteger(h) ? `${num(h)} horas` : `${num(Math.floor(h))} horas y media`;
};
/**
 * For a laying line, the city's day through the year (its latitude) and the artificial light that
 * completes the laying day, to the half hour.
 */
export function layingLightParagraphs(line: Of<'ave'>, place: LivestockPlace): string[] {
  if (line.produccion !== 'postura' || place.latitud === undefined) return [];
  const [short, long] = solsticeDayLengths(place.latitud);
  const [shortText, longText] = [halfHours(short), halfHours(long)];
  const day = shortText === longText ? `días de unas ${shortText}` : `días de ${shortText} en diciembre y ${longText} en junio`;
  const [least, most] = [halfHours(LAYING_LIGHT_HOURS * 60 - long), halfHours(LAYING_LIGHT_HOURS * 60 - short)];
  const light = least === most ? `unas ${least}` : `de ${least} a ${most}`;
  return [`Con ${day} en ${place.nombre}, dé a ${generic(line)} ${light} de luz artificial antes del amanecer para que pongan con ${LAYING_LIGHT_HOURS} horas de luz.`];
}
/** What a city's altitude, heat, humidity and day mean for one bird line. */
export function birdParagraphs(line: Of<'ave'>, place: LivestockPlace, choose: Choose = firstWording): string[] {
  return [...birdComfortParagraphs(line, place, choose), ...birdTypeParagraphs(line, place, choose), ...layingLightParagraphs(line, place)];
}
/** How many broilers of the line a m² holds at the end of the cycle in the city's heat, and the house for a thousand, rounded as a grower plans them. */
export function broilerDensitySentence(line: Of<'ave'>, place: LivestockPlace, choose: Choose = firstWording): string {
  const kg = broilerKgPerM2(place.temperatura[1]);
  // Birds per m² to the half bird, the house to 5 m².
  const perM2 = Math.round((kg / line.ficha.pesoAdultoKg) * 2) / 2;
  const house = Math.round(1000 / (kg / line.ficha.pesoAdultoKg) / 5) * 5;
  const hot = place.temperatura[1] >= BROILER_HOT_C ? `, con tardes de ${BROILER_HOT_C} °C o más,` : '';
  const birds = `unos ${formatNumber(perM2, 1)} pollos de ${formatNumber(line.ficha.pesoAdultoKg, 1)} kg por m² (${kg} kg de peso vivo)`;
  return choose([
    `En ${place.nombre}${hot} aloje al final del ciclo ${birds}: un galpón de unos ${num(house)} m² por cada 1.000.`,
    `Al final del ciclo, en ${place.nombre}${hot.replace(/,$/, '')}, caben ${birds}, así que cada 1.000 necesitan unos ${num(house)} m² de galpón.`,
  ]);
}
/** The advice of a bird type (broilers, layers, ornamental, farmyard) in the city's altitude, heat or humidity. */
export function birdTypeParagraphs(line: Of<'ave'>, place: LivestockPlace, choose: Choose = firstWording): string[] {
  // The comfort paragraph before it has named the line.
  const all = generic(line);
  const city = place.nombre;
  const [min, max] = place.temperatura;
  const alt = num(place.altitud);
  if (line.tipo === 'gallinas' && line.produccion === 'carne') {
    // Below the ascites altitude the limit is the heat, which the comfort paragraph covers hour by hour.
    return [
      ...(place.altitud >= ASCITES_ALTITUDE_M
        ? [
            choose([
              `A ${alt} metros hay menos oxígeno, y ${all}, de crecimiento rápido, arriesgan el síndrome ascítico (líquido en el abdomen por un corazón forzado): en ${city} se previene frenando un poco el crecimiento entre los días 7 y 21.`,
              `Con el poco oxígeno de los ${alt} metros de ${city}, ${all}, que crecen rápido, arriesgan el síndrome ascítico (líquido en el abdomen por un corazón forzado); se previene frenando un poco el crecimiento entre los días 7 y 21.`,
            ]),
          ]
        : []),
      broilerDensitySentence(line, place, choose),
    ];
  }
  if (line.tipo === 'gallinas') {
    // The climate is comfortable for laying only where the city's whole day is within the line's own
    // comfort range (ficha.confortC); elsewhere the comfort paragraph gives the hours beyond it.
    const [lo, hi] = line.ficha.confortC;
    if (max < 30 && min > 12 && (min < lo || max > hi)) return [];
    return [
      choose(
        max >= 30
          ? [
              `Con las tardes calurosas de ${city}, ${all} comen menos y ponen huevos más pequeños y de cáscara delgada: deles el alimento en las horas frescas, agua fresca y calcio de partícula gruesa al final de la tarde.`,
              `Las tardes calurosas de ${city} hacen que ${all} coman menos y pongan huevos más pequeños y de cáscara delgada: alimento en las horas frescas, agua fresca y calcio de partícula gruesa al final de la tarde.`,
            ]
          : min <= 12
            ? [
                `Con las madrugadas frías de ${city}, ${all} comen más para mantener el calor: ajuste la ración con el peso semanal del lote.`,
                `En las madrugadas frías de ${city}, ${all} gastan más alimento en mantener el calor; ajuste la ración con el peso semanal del lote para que no pierdan peso.`,
              ]
            : [
                `Entre ${min} y ${max} °C, el clima de ${city} es cómodo para la postura: ${all} mantienen el consumo y el tamaño del huevo con ventilación y agua limpia.`,
                `El clima de ${city}, de ${min} a ${max} °C, es cómodo para la postura: con ventilación y agua limpia, ${all} mantienen el consumo y el tamaño del huevo.`,
              ],
      ),
    ];
  }
  if (line.tipo === 'ornamentales') {
    return [
      choose(
        place.humedad === 'alta'
          ? [
              `Con la humedad alta de ${city} y las lluvias ${place.lluvias}, ${all} tienen más riesgo de hongos respiratorios (aspergilosis): jaula ventilada, semillas secas y sustrato limpio cada día.`,
              `La humedad alta de ${city}, sobre todo ${place.lluvias}, expone a ${all} a hongos respiratorios (aspergilosis): mantenga la jaula ventilada, las semillas secas y el sustrato limpio cada día.`,
            ]
          : place.humedad === 'baja'
            ? [
                `El aire seco de ${city} reseca el plumaje de ${all}: ofrézcales un recipiente con agua para bañarse varias veces por semana.`,
                `En el aire seco de ${city}, el plumaje de ${all} se reseca: déjeles agua para bañarse varias veces por semana.`,
              ]
            : [
                `Con humedad media, ${city} tiene buen clima para ${all}: jaula limpia cada día, agua fresca y semillas secas.`,
                `La humedad media de ${city} le sienta bien a ${all}: basta con la jaula limpia cada día, agua fresca y semillas secas.`,
              ],
      ),
    ];
  }
  if (line.tipo === 'corral') {
    return [
      choose(
        place.humedad === 'alta'
          ? [
              `Con humedad alta y lluvias ${place.lluvias}, en ${city} la cama de ${all} se moja rápido: cámbiela a menudo y mantenga el corral con piso drenado para evitar problemas de patas y coccidiosis.`,
              `En ${city}, con humedad alta y lluvias ${place.lluvias}, la cama de ${all} se moja rápido: cámbiela a menudo y drene el piso del corral contra los problemas de patas y la coccidiosis.`,
            ]
          : [
              `Con humedad ${place.humedad} en ${city}, la cama de ${all} se mantiene seca con más facilidad; revísela cada semana en la temporada de lluvias (${place.lluvias}) y mantenga el agua limpia.`,
              `La cama de ${all} se seca con más facilidad en ${city}, de humedad ${place.humedad}; revísela cada semana en la temporada de lluvias (${place.lluvias}) y mantenga el agua limpia.`,
            ],
      ),
    ];
  }
  return [];
}
/**
 * The brooder of a farmyard line's chicks in the city: the weeks its dawns make it needed
 * (brooderWeeks), from its first week's heat to its last's, and the pen after it.
 */
export function brooderSentence(line: Of<'ave'>, brooder: Brooder, place: LivestockPlace, choose: Choose = firstWording): string {
  const [min] = place.temperatura;
  const { weeks, feathered } = brooderWeeks(brooder, min);
  const until = feathered ? `hasta que estén ${feminine(line) ? 'emplumadas' : 'emplumados'}, hacia la semana ${weeks}` : `hasta la semana ${weeks}`;
  const last = brooder.inicioC - BROODER_STEP_C * (weeks - 1);
  const pen = `un corral seco y ${min < line.ficha.confortC[0] ? 'abrigado' : 'ventilado'}`;
  return choose([
    `En ${place.nombre}, con madrugadas de ${min} °C, ${line.all} de pocos días necesitan criadora ${until}, de ${brooder.inicioC} °C al llegar a ${last} °C, y agua con electrolitos; después, ${pen}.`,
    `Con madrugadas de ${min} °C en ${place.nombre}, mantenga la criadora ${until}: a ${brooder.inicioC} °C cuando lleguen ${line.all} y bajando hasta ${last} °C, con agua con electrolitos; después, ${pen}.`,
  ]);
}
