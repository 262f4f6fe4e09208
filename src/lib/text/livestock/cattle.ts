/** The text of a cattle line in a city's climate (content/livestock/bovinos.json). */
import { capitalize } from '../../content/slug';
import { AFTERNOON_RH, cattleHeatStress, CLIMATE_OF_BREED, type ClimatePoint, HIGH_ALTITUDE_M, type LivestockPlace, type Of, temperatureHumidityIndex, tickCountry } from '../../domain/livestock-climate';
import { climateClass } from '../../domain/places';
import { prepositionBefore } from '../spanish';
import { type Choose, firstWording, num } from './common';

/** The cool hours to load, move and work cattle in a hot place. */
const COOL_HOURS = 'antes de las 9 de la mañana o después de las 4 de la tarde';

/**
 * How a cattle line does in the city's climate, in a rancher's words: whether the climate is its
 * own, what the afternoons cost it and what to do (shade, water, the hours to milk and move the
 * herd). The temperature-humidity index of the afternoon decides how hard the heat is
 * (src/lib/domain/livestock-climate.ts); the page never shows the index itself.
 * `region` is the department after "de" ("del Valle del Cauca"), for the ranchers of a cold city.
 */
export function cattleClimateParagraph(line: Of<'bovino'>, place: LivestockPlace & { altitudMax?: number }, region: string, choose: Choose = firstWording): string {
  const One = capitalize(line.one);
  const city = place.nombre;
  const [min, max] = place.temperatura;
  const cls = climateClass(place);
  const stress = cattleHeatStress(temperatureHumidityIndex(max, AFTERNOON_RH[place.humedad]));
  const humid = place.humedad === 'alta' ? ' y humedad alta' : '';
  const home = CLIMATE_OF_BREED[line.clima];
  if (line.clima === 'calido') {
    if (cls === 'frío') {
      return choose([
        `${One} es ganado de tierra caliente: a ${num(place.altitud)} metros y con noches de ${min} °C, en ${city} necesita potreros abrigados y un periodo de adaptación, y muchos ganaderos ${region} lo llevan a sus fincas de clima medio.`,
        `A ${num(place.altitud)} metros y con noches de ${min} °C, ${city} es fría para ${line.one}, ganado de tierra caliente: necesita potreros abrigados y un periodo de adaptación, y muchos ganaderos ${region} lo tienen en sus fincas de clima medio.`,
      ]);
    }
    const hours = stress === 'moderado' || stress === 'severo' ? ` Aun así, cárguelo, muévalo y vacúnelo en las horas frescas, ${COOL_HOURS}.` : '';
    return choose([
      `${One} es ganado de tierra caliente: las tardes de ${max} °C${humid} de ${city} no le restan producción si tiene sombra, agua a voluntad y buen pasto.${hours}`,
      `Con sombra, agua a voluntad y buen pasto, ${line.one}, ganado de tierra caliente, produce igual en las tardes de ${max} °C${humid} de ${city}.${hours}`,
    ]);
  }
  // A cold or temperate breed: the afternoons are what the buyer has to plan for.
  if (stress === 'moderado' || stress === 'severo') {
    const care = line.especialidad === 'carnica' ? 'muévalo en las horas frescas' : 'ordéñelo en las horas frescas';
    const cross = cls === 'cálido' ? '; en la zona se prefiere cruzarlo con cebú' : '';
    return choose([
      `${One} rinde mejor en clima ${home}: con las tardes de ${max} °C${humid} de ${city} ${HEAT_COST[line.especialidad]}. Si lo trae, dele sombra y agua fresca a voluntad y ${care}${cross}.`,
      `Las tardes de ${max} °C${humid} de ${city} pesan sobre ${line.one}, ganado de clima ${home}, que con calor ${HEAT_COST[line.especialidad]}: si lo trae, dele sombra y agua fresca a voluntad y ${care}${cross}.`,
    ]);
  }
  if (stress === 'leve') {
    return choose([
      `${One} es ganado de clima ${home} y en ${city} produce bien, aunque en las tardes más calientes busca la sombra y come menos: deje árboles o polisombra en cada potrero y haga los trabajos de corral temprano.`,
      `En ${city} ${line.one}, ganado de clima ${home}, produce bien; en las tardes más calientes busca la sombra y come menos, así que deje árboles o polisombra en cada potrero y trabaje el corral temprano.`,
    ]);
  }
  const conditions = line.clima === 'frio' && cls === 'frío' ? 'las condiciones ideales para producir' : 'buenas condiciones para producir';
  return choose([
    // The city's temperatures are the page's climate sentence's, said once.
    `${One} es ganado de clima ${home}: ${city} le da ${conditions}, sin estrés por calor.`,
    `${city} le da ${prepositionBefore('a', line.one)}, ganado de clima ${home}, ${conditions}, sin estrés por calor.`,
  ]);
}

/** Metres of climb from where the animals are raised that make the altitude warning theirs. */
const CLIMB_M = 300;
/**
 * The parasite or altitude risk of a cattle line in the city. `raisedAt` is where the animals are
 * kept when known (the dispatch city, for a breed of its climate); without it they come from land of
 * their breed's own climate, lower down. The altitude warning is given only where they go up
 * to a high place from lower land: not to a city of about the altitude they are raised at.
 */
export function cattleRiskParagraph(line: Of<'bovino'>, place: LivestockPlace, choose: Choose = firstWording, raisedAt?: ClimatePoint): string {
  // The breed by its name: the risk is the same for every breed of its climate in the city, and the name keeps their pages apart.
  const { one } = line;
  const city = place.nombre;
  const min = place.temperatura[0];
  const european = line.clima !== 'calido';
  if (place.altitud >= HIGH_ALTITUDE_M && line.clima !== 'frio' && (!raisedAt || place.altitud - raisedAt.altitud >= CLIMB_M)) {
    return choose([
      `A ${num(place.altitud)} metros, ${one}, ganado de clima ${CLIMATE_OF_BREED[line.clima]}, puede sufrir el mal de altura (hipertensión pulmonar, con el pecho y la papada hinchados): vigile su respiración los primeros meses y pregúntenos por ejemplares ya adaptados a la altura.`,
      `Los ${num(place.altitud)} metros de ${city} exponen ${prepositionBefore('a', one)}, ganado de clima ${CLIMATE_OF_BREED[line.clima]}, al mal de altura (hipertensión pulmonar, con el pecho y la papada hinchados): vigile su respiración los primeros meses y pregúntenos por ejemplares ya adaptados a la altura.`,
    ]);
  }
  if (tickCountry(place)) {
    return european
      ? choose([
          `En ${city} hay garrapata todo el año, y con ella la «ranilla» (anaplasma y babesia), que ${one} sufre más que los cebuinos: pida con su compra el plan sanitario.`,
          `La garrapata no da tregua en ${city} y trae la «ranilla» (anaplasma y babesia); ${one} la resiste menos que el cebú, así que pida con su compra el plan sanitario.`,
          `Con la garrapata de todo el año en ${city} llega la «ranilla» (anaplasma y babesia), más dura para ${one} que para los cebuinos: pida el plan sanitario con su compra.`,
        ])
      : choose([
          `En ${city} hay garrapata todo el año: ${one} la tolera mejor que las razas de clima frío, con los baños que programe su veterinario.`,
          `${city} tiene garrapata todo el año, pero ${one} la aguanta mejor que las razas europeas: bastan los baños que programe su veterinario.`,
          `Contra la garrapata, presente todo el año en ${city}, ${one} resiste mejor que las razas de clima frío; siga los baños que programe su veterinario.`,
        ]);
  }
  // The dawn's figure is the page's climate sentence's: here the dawns are only cold or cool.
  const dawns = `madrugadas ${min <= 12 ? 'frías' : 'frescas'}`;
  return choose([
    `Con sus ${dawns}, ${city} tiene menos garrapata que la tierra caliente; ${one} necesita allí potreros con barreras contra el viento.`,
    `${city}, de ${dawns}, tiene poca garrapata; lo que ${one} necesita allí son potreros con barreras contra el viento.`,
    `Las ${dawns} dejan poca garrapata en ${city}; allí ${one} pide más bien potreros con barreras contra el viento.`,
  ]);
}

/** What heat stress costs a cattle line, by its specialty. */
export const HEAT_COST = {
  lechera: 'produce menos leche y baja su fertilidad',
  carnica: 'gana menos peso y baja su fertilidad',
  'doble-proposito': 'produce menos leche, gana menos peso y baja su fertilidad',
} as const;
