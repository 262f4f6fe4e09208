/**
 * The local guide of a dog breed in a place (breed-in-location, neighbourhood and breeder pages):
 * what the place's climate changes for the breed, how the puppy travels there, the rules that
 * apply and the breed's life there. Place sentences shared with the other species: ../places.ts.
 */
import type { City, DogBreed } from '../../content/schemas';
import { lifeExpectancy } from '../../domain/dogs';
import { climateClass, deliveryMode, type PlaceFacts } from '../../domain/places';
import { seededPicker } from '../../domain/random';
import { type GuideSection, hours, km, metres, notableDrop, num } from '../places';
import { afterPreposition, joinEs } from '../spanish';

export const COAT: Record<DogBreed['adaptacion']['manto'], string> = {
  corto: 'de pelo corto',
  doble: 'de doble manto',
  largo: 'de pelo largo',
  rizado: 'de pelo rizado',
  duro: 'de pelo duro',
  medio: 'de pelo semilargo',
};
/** The heaviest weight of a breed, in kg ("3 a 5 kg" → 5). */
export const maxWeight = (breed: Pick<DogBreed, 'peso'>) => Number(breed.peso.replace(',', '.').match(/([\d.]+) kg$/)![1]);
/** Airlines take pets in the cabin up to about 10 kg with the carrier: a puppy up to 8 kg as an adult fits. */
export const CABIN_KG = 8;
/** Whether airlines carry the breed: not a short-muzzled one (no hold) too heavy for the cabin, which travels by road however far. */
export const fliesWithAirlines = (breed: Pick<DogBreed, 'peso' | 'adaptacion'>) => !(breed.adaptacion.braquicefalo === true && maxWeight(breed) > CABIN_KG);
/**
 * The climate of a place and what it changes for one breed: heat, cold nights, humidity, rain
 * and altitude, each said with the place's own numbers.
 */
export function breedClimateSection(breed: DogBreed, place: PlaceFacts, dispatch: City, seed: string): GuideSection {
  const p = seededPicker(`${seed}#clima`);
  const b = breed.nombre;
  const a = breed.adaptacion;
  const [min, max] = place.temperatura;
  const cls = climateClass(place);
  const where = place.label;
  const paragraphs: string[] = [];

  paragraphs.push(
    cls === 'variado'
      ? `${place.nombre} va ${metres(place)} sobre el nivel del mar: según el municipio, la temperatura va de ${min} a ${max} °C. Antes de la entrega le preguntamos en qué municipio vive para preparar al ${b} para ese clima.`
      : p.pick([
          `${where} está a ${metres(place)} sobre el nivel del mar, con temperaturas que suelen ir de ${min} °C en la madrugada a ${max} °C en las horas de más sol: clima ${cls}.`,
          `El clima de ${where} es ${cls}: a ${metres(place)} de altitud, el termómetro marca de ${min} a ${max} °C a lo largo del día.`,
        ]),
  );

  // Heat: what the hottest hours of the place mean for this breed.
  if (max >= 30) {
    paragraphs.push(
      a.calor === 'baja'
        ? `Con máximas de ${max} °C en ${place.nombre}, el calor es el mayor riesgo para un ${b}${a.braquicefalo ? ', que respira con dificultad por su hocico corto' : a.manto === 'doble' ? ', que lleva un manto doble pensado para el frío' : ''}. Pasee antes de las 8 de la mañana y después de las 6 de la tarde, evite el pavimento caliente y déjele agua fresca y un lugar ventilado o con aire acondicionado.`
        : a.calor === 'media'
          ? `Los ${max} °C de las tardes de ${place.nombre} los lleva bien un ${b} sano si tiene sombra y agua fresca, pero el ejercicio fuerte debe quedar para las primeras horas del día.`
          : `El ${b} tolera bien el calor: en ${place.nombre}, con máximas de ${max} °C, basta con sombra, agua a voluntad y no forzarlo al ejercicio al mediodía.`,
    );
  } else if (max >= 26 && a.calor === 'baja') {
    paragraphs.push(`Las tardes de ${max} °C en ${place.nombre} exigen cuidado con un ${b}: paseos en horas frescas, agua siempre disponible y nada de ejercicio intenso al sol.`);
  }

  // Cold: the nights of the place.
  if (min <= 10) {
    paragraphs.push(
      a.frio === 'baja'
        ? `Las noches de ${min} °C en ${place.nombre} son frías para un ${b}${a.manto === 'corto' ? ' de pelo corto' : ''}: duerma dentro de la casa, en una cama acolchada lejos de corrientes de aire, y use un saco en los paseos de madrugada.`
        : a.frio === 'media'
          ? `Con madrugadas de ${min} °C, el ${b} necesita dormir bajo techo y en una cama seca; en los días de lluvia, séquelo bien al volver del paseo.`
          : `El frío de ${place.nombre}, con mínimas de ${min} °C, le sienta bien al ${b}: su manto lo protege y disfruta los paseos en las mañanas frescas.`,
    );
  } else if (min >= 20 && a.manto === 'doble') {
    paragraphs.push(`En ${place.nombre} ni las noches bajan de ${min} °C: no rape el doble manto del ${b}, que también lo aísla del sol, y cepíllelo tres veces por semana para retirar el subpelo muerto.`);
  }

  // Humidity and rain.
  if (place.humedad === 'alta' && ['largo', 'doble', 'rizado', 'medio'].includes(a.manto)) {
    paragraphs.push(`La humedad de ${place.nombre} favorece los hongos en la piel y en los oídos de un perro ${COAT[a.manto]}: seque bien al ${b} después de cada baño y de cada lluvia, sobre todo ${place.lluvias}.`);
  } else {
    paragraphs.push(
      p.pick([
        `En ${place.nombre} llueve más ${place.lluvias}; en esos meses conviene un impermeable para los paseos y secar las patas del ${b} al volver.`,
        `Las lluvias de ${place.nombre} se concentran ${place.lluvias}: tenga a mano una toalla para el ${b} y revise sus almohadillas después de los paseos.`,
      ]),
    );
  }

  // Arrival: the change of altitude from the dispatch city.
  const drop = notableDrop(place, dispatch);
  if (drop !== undefined) {
    paragraphs.push(
      drop > 0
        ? `Nuestros cachorros crecen a ${num(dispatch.clima.altitud)} metros, en ${dispatch.nombre}; al llegar a los ${num(place.altitud)} metros de ${place.nombre} sentirán más calor: los primeros días, menos juego al sol y más agua.`
        : `El ${b} sube de ${num(dispatch.clima.altitud)} metros a ${num(place.altitud)}: los primeros días en ${place.nombre} conviene que descanse más y que los paseos sean cortos.`,
    );
  } else if (a.braquicefalo && place.altitud >= 2000) {
    paragraphs.push(`A ${num(place.altitud)} metros el aire de ${place.nombre} tiene menos oxígeno, algo que un perro de hocico corto como el ${b} nota al esforzarse: paseos pausados y sin carreras largas.`);
  }

  return { heading: p.pick([`El ${b} en el clima de ${place.nombre}`, `Clima de ${place.nombre} y cuidados del ${b}`]), paragraphs };
}
/** How a pet of this breed reaches the place: distance, mode, time and what travels with it. */
export function deliverySection(breed: DogBreed, place: PlaceFacts, dispatch: City, seed: string, detail: 'corto' | 'completo' = 'corto'): GuideSection {
  const p = seededPicker(`${seed}#entrega`);
  const b = breed.nombre;
  const mode = deliveryMode(place);
  const cabin = maxWeight(breed) <= CABIN_KG;
  const paragraphs: string[] = [];
  if (mode === 'local') {
    paragraphs.push(
      place.locality
        ? `${place.nombre} es la localidad ${place.locality.numero} de ${place.ciudad}, en la zona ${place.locality.zona}. Como despachamos desde ${dispatch.nombre}, llevamos su cachorro ${b} hasta su casa o conjunto en ${place.nombre} en nuestro vehículo, el día que acordemos.`
        : `Despachamos desde ${dispatch.nombre}: su cachorro ${b} llega a su casa en nuestro vehículo, el día que acordemos, sin viajes largos ni guacales de aerolínea.`,
    );
  } else if (mode === 'carretera') {
    paragraphs.push(
      `${place.nombre} queda a ${km(place)} de ${dispatch.nombre}, cerca de ${hours(place.horasCarretera)} por carretera: llevamos su cachorro ${b} en nuestro vehículo y se lo entregamos en ${place.nombre} el mismo día de la salida.`,
    );
  } else {
    // Airlines do not carry short-muzzled breeds in the hold: a heavy one goes by road, however far.
    const byRoad = !fliesWithAirlines(breed);
    const road = `${km(place)}, unas ${hours(place.horasCarretera)} de carretera`;
    paragraphs.push(
      byRoad
        ? `De ${dispatch.nombre} a ${place.nombre} hay ${road}. Las aerolíneas no llevan razas de hocico corto como el ${b} en bodega y un adulto no cabe en cabina, así que lo llevamos por carretera, en las horas frescas y con paradas cada pocas horas.`
        : mode === 'carretera-o-avion'
          ? `De ${dispatch.nombre} a ${place.nombre} hay ${road}. El ${b} puede viajar por tierra, con paradas para agua y descanso, o en avión hasta el aeropuerto ${place.aeropuerto}, donde usted lo recoge.`
          : `${place.nombre} está a ${km(place)} de ${dispatch.nombre}, más de ${hours(place.horasCarretera)} por carretera, así que el ${b} viaja en avión hasta el aeropuerto ${place.aeropuerto}: usted lo recoge en el aeropuerto el día del vuelo.`,
    );
    if (!byRoad && breed.adaptacion.braquicefalo) {
      paragraphs.push(`Las aerolíneas no llevan razas de hocico corto como el ${b} en bodega; como pesa poco, viaja en cabina, en un guacal aprobado y con un acompañante.`);
    } else if (!byRoad && detail === 'completo') {
      paragraphs.push(
        cabin
          ? `Por su tamaño, el cachorro ${b} puede viajar en cabina con un acompañante; si no, va en bodega presurizada, en guacal aprobado por la aerolínea.`
          : `Un cachorro ${b} viaja en bodega presurizada, en un guacal aprobado por la aerolínea, con agua y una manta con el olor de su camada.`,
      );
    }
  }
  if (detail === 'completo') {
    paragraphs.push(
      p.pick([
        `Con el ${b} llegan a ${place.nombre} el certificado de salud firmado por el veterinario, el carné de vacunas y la constancia de desparasitación${mode === 'local' ? '' : ', los documentos que pide la aerolínea o el transportador'}.`,
        `Al recibirlo en ${place.nombre} usted firma el acta de entrega y recibe el carné de vacunas, el certificado de salud y la garantía escrita del ${b}.`,
      ]),
    );
  }
  return {
    heading: p.pick(mode === 'local' ? [`Entrega del ${b} en ${place.nombre}`, `Cómo recibe su ${b} en ${place.nombre}`] : [`Cómo llega su ${b} a ${place.nombre}`, `Envío del ${b} de ${dispatch.nombre} a ${place.nombre}`]),
    paragraphs,
  };
}
/** Rules for living with the breed there: Código Nacional de Seguridad y Convivencia (Ley 1801 de 2016). */
export function rulesSection(breed: DogBreed, place: PlaceFacts): GuideSection {
  const b = breed.nombre;
  const office = place.locality ? `la Alcaldía Local de ${place.nombre}` : place.altitudMax !== undefined ? `la alcaldía de su municipio` : `la Alcaldía de ${place.nombre}`;
  const paragraphs = [
    `En ${place.label} rige el Código Nacional de Seguridad y Convivencia (Ley 1801 de 2016): en calles, parques y zonas comunes el ${b} sale con correa y usted recoge sus excrementos; no hacerlo se sanciona con multa.`,
  ];
  if (breed.manejoEspecial) {
    paragraphs.push(
      `El ${b} está en la lista de razas de manejo especial del Código (art. 126): en ${place.label} debe salir con bozal y traílla corta, tener póliza de responsabilidad civil y quedar inscrito en el registro que lleva ${office}. Le ayudamos con los datos del cachorro para el registro.`,
    );
  } else {
    paragraphs.push(`El ${b} no es raza de manejo especial, así que en ${place.label} no necesita bozal ni póliza; en conjuntos residenciales, el reglamento de propiedad horizontal puede pedir correa en las zonas comunes.`);
  }
  return { heading: `Normas para tener un ${b} en ${place.nombre}`, paragraphs };
}
/** Living with the breed in a place: its surroundings, its parks and how the breed fits there. */
export function livingSection(breed: DogBreed, place: PlaceFacts, seed: string): GuideSection {
  const l = place.locality;
  const p = seededPicker(`${seed}#vivir`);
  const b = breed.nombre;
  const big = maxWeight(breed) > 25;
  const paragraphs = [place.entorno];
  // Each park is written with its article where it takes one (content/places › parques): "el Parque Arví", "Parques del Río".
  const parks = place.parques;
  paragraphs.push(
    parks.length
      ? p.pick([
          `Para los paseos del ${b} en ${place.nombre}, ${parks.length > 1 ? `${joinEs(parks)} son` : `${parks[0]} es`} la opción más cercana a muchos barrios de ${l ? 'la localidad' : 'la ciudad'}.`,
          `En ${place.nombre}, los vecinos con perro suelen caminar ${afterPreposition('en', joinEs(parks))}: un buen lugar para que el ${b} gaste energía y se socialice.`,
        ])
      : l
        ? `${place.nombre} tiene pocas zonas verdes grandes: el ${b} necesitará paseos por el barrio varias veces al día y, el fin de semana, una salida a un parque de otra localidad.`
        : `En ${place.nombre} muchas casas tienen patio o zona verde, pero el ${b} igual necesita salir a caminar a diario para conocer gente y otros perros.`,
  );
  paragraphs.push(
    big
      ? `Un ${b} adulto pesa de ${breed.peso}: en ${place.nombre} vive mejor en una casa con patio o en un apartamento amplio, con dos paseos largos al día.`
      : `Con un peso adulto de ${breed.peso}, el ${b} cabe bien en los apartamentos de ${place.nombre}; ${
          place.temperatura[0] <= 10
            ? `a ${num(place.altitud)} metros, las noches de ${place.temperatura[0]} °C piden una cama abrigada`
            : `con noches de ${place.temperatura[0]} °C, basta una cama en un rincón sin corrientes de aire`
        }.`,
  );
  return { heading: l ? p.pick([`Vivir con un ${b} en ${place.nombre}`, `Un ${b} en ${place.nombre}, localidad ${l.numero}`]) : `Vivir con un ${b} en ${place.nombre}`, paragraphs };
}
/** The two-of-four care lines a profile can show. */
export const CARE_PAIRS = [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]] as const;
/** 3 character × 3 energy lines × 6 care pairs. */
export const PROFILES = 54;
/**
 * The breed in brief, from its data: one character line, one energy line, two care lines and its
 * measures. `variant` (the place's index) chooses the lines so that up to 54 places each show the
 * breed through a different combination (7 is coprime to 54: consecutive places never repeat one).
 */
export function breedProfileSection(breed: DogBreed, variant: number): GuideSection {
  const v = (variant * 7) % PROFILES;
  const b = breed.nombre;
  const [c1, c2] = CARE_PAIRS[Math.floor(v / 9) % CARE_PAIRS.length]!;
  return {
    heading: v % 2 ? `Así es el ${b}` : `El ${b} en pocas palabras`,
    paragraphs: [breed.caracter[v % 3]!, breed.energia[Math.floor(v / 3) % 3]!, breed.cuidados[c1]!, breed.cuidados[c2]!],
    list: [`Origen: ${breed.origen}`, `Peso adulto: ${breed.peso}`, `Altura: ${breed.altura}`, `Esperanza de vida: ${lifeExpectancy(breed)}`],
  };
}
