/** The text of a cattle line in a city's climate (content/livestock/bovinos.json). */
import { AFTERNOON_RH, cattleHeatStress, CLIMATE_OF_BREED, HIGH_ALTITUDE_M, type LivestockPlace, type Of, temperatureHumidityIndex, tickCountry } from '../../domain/livestock-climate';
import { num } from './common';

/** The afternoon heat of a city for a cattle line (temperature-humidity index) and its parasite or altitude risk. */
export function cattleParagraphs(line: Of<'bovino'>, place: LivestockPlace): string[] {
  const { one } = line;
  const city = place.nombre;
  const [min, max] = place.temperatura;
  const thi = temperatureHumidityIndex(max, AFTERNOON_RH[place.humedad]);
  const stress = cattleHeatStress(thi);
  const head = `En una tarde de ${max} °C y humedad ${place.humedad} en ${city}, el índice de temperatura y humedad (ITH) del ganado llega a ${thi}`;
  const european = line.clima !== 'calido';
  const heat =
    stress === 'ninguno'
      ? `${head}, por debajo de 72: ${one} no sufre estrés por calor${european ? '' : `; lo que pesa para una raza de tierra caliente son las madrugadas de ${min} °C`}.`
      : stress === 'leve'
        ? european
          ? `${head}: estrés calórico leve, que ${one} nota en las horas de más calor; con sombra y agua a voluntad no pierde producción.`
          : `${head}: estrés calórico leve, que ${one}, ganado de tierra caliente, soporta sin perder producción si tiene sombra.`
        : european
          ? `${head}: estrés calórico ${stress} para ${one}, ganado de clima ${CLIMATE_OF_BREED[line.clima]}, que en esas horas ${HEAT_COST[line.especialidad]}. Necesita sombra en los potreros, agua fresca a voluntad${line.especialidad === 'carnica' ? '' : ', ordeño y comida en las horas frescas'} y aspersión o baño en lo más caliente del día.`
          : `${head}: estrés calórico ${stress} para las razas europeas, que ${one}, ganado de tierra caliente, resiste mucho mejor; aun así rinde más con sombra y agua a voluntad.`;
  const alt = num(place.altitud);
  const risk =
    place.altitud >= HIGH_ALTITUDE_M && line.clima !== 'frio'
      ? `A ${alt} metros, ${one}, ganado de clima ${CLIMATE_OF_BREED[line.clima]}, puede sufrir el mal de altura (hipertensión pulmonar, con el pecho y la papada hinchados): vigile su respiración los primeros meses y pregúntenos por ejemplares ya adaptados a la altura.`
      : tickCountry(place)
        ? european
          ? `En ${city}, a ${alt} metros y con ${min} a ${max} °C, hay garrapata todo el año, y con ella anaplasma y babesia («ranilla»): ${one}, de clima ${CLIMATE_OF_BREED[line.clima]}, los sufre más que los cebuinos y los criollos; pida con su compra el plan sanitario.`
          : `En ${city}, a ${alt} metros y con ${min} a ${max} °C, hay garrapata todo el año: ${one} la tolera mejor que las razas de clima frío, con un control programado con su veterinario.`
        : `A ${alt} metros, con madrugadas de ${min} °C, ${city} tiene menos garrapata que la tierra caliente; ${one} necesita allí potreros con barreras contra el viento.`;
  return [heat, risk];
}
/** What heat stress costs a cattle line, by its specialty. */
export const HEAT_COST = {
  lechera: 'produce menos leche y baja su fertilidad',
  carnica: 'gana menos peso y baja su fertilidad',
  'doble-proposito': 'produce menos leche, gana menos peso y baja su fertilidad',
} as const;
