/**
 * The local guide of a dog breed in a place (breed-in-location, neighbourhood and breeder pages):
 * what the place's climate changes for the breed, how the puppy travels there, the rules that
 * apply and the breed's life there. Place sentences shared with the other species: ../places.ts.
 */
import type { City, DogBreed } from '../../content/schemas';
import { lifeExpectancy } from '../../domain/dogs';
import { climateClass, deliveryMode, type PlaceFacts } from '../../domain/places';
import { seededPicker } from '../../domain/random';
import { atAltitude, type GuideSection, hours, km, metres, notableDrop, num } from '../places';
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
 * and altitude, each said with the place's own numbers. With `facts`, the page shows the place's
 * facts list (altitude, temperatures: src/lib/text/places.ts › placeFactsList), so the section
 * does not say them again and opens with what they mean for the breed.
 */
export function breedClimateSection(breed: DogBreed, place: PlaceFacts, dispatch: City, seed: string, { facts = false }: { facts?: boolean } = {}): GuideSection {
  const p = seededPicker(`${seed}#clima`);
  const b = breed.nombre;
  const a = breed.adaptacion;
  const [min, max] = place.temperatura;
  const cls = climateClass(place);
  const where = place.label;
  const paragraphs: string[] = [];

  const opening = p.pick([
    `${where} está a ${metres(place)} sobre el nivel del mar, con temperaturas que suelen ir de ${min} °C en la madrugada a ${max} °C en las horas de más sol: clima ${cls}.`,
    `El clima de ${where} es ${cls}: a ${metres(place)} de altitud, el termómetro marca de ${min} a ${max} °C a lo largo del día.`,
  ]);
  if (cls === 'variado') {
    paragraphs.push(`Según el municipio, ${place.nombre} va de ${min} a ${max} °C: antes de la entrega le preguntamos en qué municipio vive para preparar al ${b} para ese clima.`);
  } else if (!facts) {
    paragraphs.push(opening);
  }

  // Heat and cold say what the place's temperatures mean for the breed, without the figures: the
  // opening, the sentence of a varied department or the facts list has just given them.
  // Heat: what the hottest hours of the place mean for this breed.
  if (max >= 30) {
    paragraphs.push(
      a.calor === 'baja'
        ? `En ${place.nombre}, el calor de las tardes es el mayor riesgo para un ${b}${a.braquicefalo ? ', que respira con dificultad por su hocico corto' : a.manto === 'doble' ? ', que lleva un manto doble pensado para el frío' : ''}. Pasee antes de las 8 de la mañana y después de las 6 de la tarde, evite el pavimento caliente y déjele agua fresca y un lugar ventilado o con aire acondicionado.`
        : a.calor === 'media'
          ? `El calor de las tardes de ${place.nombre} lo lleva bien un ${b} sano si tiene sombra y agua fresca, pero el ejercicio fuerte debe quedar para las primeras horas del día.`
          : `El ${b} tolera bien el calor: en ${place.nombre} basta con sombra, agua a voluntad y no forzarlo al ejercicio al mediodía.`,
    );
  } else if (max >= 26 && a.calor === 'baja') {
    paragraphs.push(`Las tardes cálidas de ${place.nombre} exigen cuidado con un ${b}: paseos en horas frescas, agua siempre disponible y nada de ejercicio intenso al sol.`);
  }

  // Cold: the nights of the place.
  if (min <= 10) {
    paragraphs.push(
      a.frio === 'baja'
        ? `Las noches de ${place.nombre} son frías para un ${b}${a.manto === 'corto' ? ' de pelo corto' : ''}: duerma dentro de la casa, en una cama acolchada lejos de corrientes de aire, y use un saco en los paseos de madrugada.`
        : a.frio === 'media'
          ? `Con las madrugadas frías de ${place.nombre}, el ${b} necesita dormir bajo techo y en una cama seca.`
          : paragraphs.at(-1) === opening
            ? `Ese frío le sienta bien al ${b}: su manto lo protege y disfruta los paseos en las mañanas frescas.`
            : `El frío de ${place.nombre} le sienta bien al ${b}: su manto lo protege y disfruta los paseos en las mañanas frescas.`,
    );
  } else if (min >= 20 && a.manto === 'doble') {
    paragraphs.push(`En ${place.nombre} ni las noches son frescas: no rape el doble manto del ${b}, que también lo aísla del sol, y cepíllelo tres veces por semana para retirar el subpelo muerto.`);
  }

  // Humidity and rain.
  // With the facts list, the rainy months are there: the sentence says what to do in them.
  if (place.humedad === 'alta' && ['largo', 'doble', 'rizado', 'medio'].includes(a.manto)) {
    paragraphs.push(`La humedad de ${place.nombre} favorece los hongos en la piel y en los oídos de un perro ${COAT[a.manto]}: seque bien al ${b} después de cada baño y de cada lluvia${facts ? '' : `, sobre todo ${place.lluvias}`}.`);
  } else {
    paragraphs.push(
      p.pick(
        facts
          ? [
              `En la temporada de lluvias de ${place.nombre} conviene un impermeable para los paseos y secar las patas del ${b} al volver.`,
              `Cuando llueve en ${place.nombre}, tenga a mano una toalla para el ${b} y revise sus almohadillas después de los paseos.`,
            ]
          : [
              `En ${place.nombre} llueve más ${place.lluvias}; en esos meses conviene un impermeable para los paseos y secar las patas del ${b} al volver.`,
              `Las lluvias de ${place.nombre} se concentran ${place.lluvias}: tenga a mano una toalla para el ${b} y revise sus almohadillas después de los paseos.`,
            ],
      ),
    );
  }

  // Arrival: the change of altitude from the dispatch city.
  const drop = notableDrop(place, dispatch);
  if (drop !== undefined) {
    paragraphs.push(drop > 0 ? firstWeekInTheHeat(p, breed, place, dispatch) : `El ${b} sube de ${num(dispatch.clima.altitud)} metros a ${num(place.altitud)}: los primeros días en ${place.nombre} conviene que descanse más y que los paseos sean cortos.`);
  } else if (a.braquicefalo && place.altitud >= 2000 && place.altitud >= dispatch.clima.altitud) {
    // Only where the air is as thin as where the puppy comes from, or thinner: below the dispatch city (Rionegro, 2.125 m, for a puppy from 2.640 m) it breathes easier, not harder.
    // The altitude is in the opening or in the facts list when either is shown: the sentence does not give the figure again.
    const altitudeSaid = facts || paragraphs.includes(opening);
    paragraphs.push(`${altitudeSaid ? 'Por la altura,' : `A ${num(place.altitud)} metros`} el aire de ${place.nombre} tiene menos oxígeno, algo que un perro de hocico corto como el ${b} nota al esforzarse: paseos pausados y sin carreras largas.`);
  }

  return { heading: p.pick([`El ${b} en el clima de ${place.nombre}`, `Clima de ${place.nombre} y cuidados del ${b}`]), paragraphs };
}
/** Degrees of mean temperature a place is warmer than the dispatch city. */
const warmerBy = (place: PlaceFacts, dispatch: City) => Math.round((place.temperatura[0] + place.temperatura[1]) / 2 - (dispatch.clima.temperatura[0] + dispatch.clima.temperatura[1]) / 2);
/**
 * The first week of a puppy that goes down from the dispatch city to a warmer place: what the
 * change means for this breed (its heat tolerance, its muzzle) and what the buyer does that week.
 * The dispatch city is named only as where the puppy leaves from.
 */
function firstWeekInTheHeat(p: ReturnType<typeof seededPicker>, breed: DogBreed, place: PlaceFacts, dispatch: City): string {
  const b = breed.nombre;
  const c = place.nombre;
  const warmer = warmerBy(place, dispatch);
  const change = warmer > 0 ? `${warmer >= 8 ? 'mucho más calor' : 'más calor'}` : 'más calor en las horas de sol';
  const a = breed.adaptacion;
  if (a.calor === 'baja') {
    return p.pick([
      `El cachorro sale de ${dispatch.nombre}, a ${num(dispatch.clima.altitud)} metros, y en ${c} encuentra ${change}: la primera semana, sáquelo solo en las horas frescas, ${a.braquicefalo ? 'sin juegos que lo agiten' : 'con juegos cortos'}, y déjele agua fresca en dos o tres puntos de la casa.`,
      `Para un ${b} que sale de ${dispatch.nombre}, a ${num(dispatch.clima.altitud)} metros, ${c}, ${atAltitude(place.altitud)}, trae ${change}: la primera semana, déjelo descansar en el rincón más ventilado de la casa y revise que tome agua.`,
    ]);
  }
  if (a.calor === 'media') {
    return p.pick([
      `Desde ${dispatch.nombre} el cachorro baja a los ${num(place.altitud)} metros de ${c}, con ${change}: la primera semana, sáquelo a pasear poco y en las horas frescas mientras se acostumbra.`,
      `El ${b} sale de ${dispatch.nombre}, a ${num(dispatch.clima.altitud)} metros, y llega a ${c} con ${change}: en pocos días se acostumbra si la primera semana juega a la sombra y tiene agua fresca.`,
    ]);
  }
  return p.pick([
    `El ${b} lleva bien el calor, aunque al bajar desde ${dispatch.nombre} a los ${num(place.altitud)} metros de ${c} encuentra ${change}: la primera semana le bastan agua fresca y sombra.`,
    `Desde ${dispatch.nombre}, el cachorro llega a ${c} y encuentra ${change}; el ${b} se acostumbra rápido si la primera semana tiene agua fresca y sombra en las horas de más sol.`,
  ]);
}
/**
 * How a pet of this breed reaches the place: the trip (road or air, the airline rules), and on
 * the breeder pages (`completo`) the door or airport where the buyer receives it and what the
 * buyer does then. The breed-in-place pages (`corto`) answer the door question in their FAQ
 * (src/lib/text/dogs/faq.ts): how the puppy travels (our vehicle, the plane), the door or the
 * airport and the day; so their section tells only what the answer does not (the locality, the
 * distance, the stops, the guacal), each fact once per page. The breeder pages list the distance in
 * their facts, so theirs does not repeat it.
 */
export function deliverySection(breed: DogBreed, place: PlaceFacts, dispatch: City, seed: string, detail: 'corto' | 'completo' = 'corto'): GuideSection {
  const p = seededPicker(`${seed}#entrega`);
  const b = breed.nombre;
  const where = place.nombre;
  const mode = deliveryMode(place);
  const cabin = maxWeight(breed) <= CABIN_KG;
  const full = detail === 'completo';
  const road = `${km(place)}, unas ${hours(place.horasCarretera)} de carretera`;
  const paragraphs: string[] = [];
  if (mode === 'local') {
    paragraphs.push(
      place.locality
        ? `${where} es la localidad ${place.locality.numero} de ${place.ciudad}, en la zona ${place.locality.zona}: el cachorro ${b} pasa poco tiempo en camino desde el criadero, sin guacales de aerolínea.`
        : full
          ? `Su cachorro ${b} sale del criadero en nuestro vehículo y llega a su casa el día que acordemos, sin viajes largos ni guacales de aerolínea.`
          : `Nuestro criadero está en ${where}: el cachorro ${b} no vuela ni pasa horas en carretera, así que llega descansado a su nuevo hogar.`,
    );
  } else if (mode === 'carretera') {
    paragraphs.push(
      full
        ? `Llevamos su cachorro ${b} en nuestro vehículo y se lo entregamos en ${where} el mismo día de la salida.`
        : `${where} queda a ${km(place)} de ${dispatch.nombre}, cerca de ${hours(place.horasCarretera)} por carretera, un viaje que el cachorro ${b} hace con paradas para agua.`,
    );
  } else {
    // Airlines do not carry short-muzzled breeds in the hold: a heavy one goes by road, however far.
    const byRoad = !fliesWithAirlines(breed);
    paragraphs.push(
      byRoad
        ? full
          ? `Las aerolíneas no llevan razas de hocico corto como el ${b} en bodega y un adulto no cabe en cabina, así que lo llevamos por carretera, en las horas frescas y con paradas cada pocas horas.`
          : `De ${dispatch.nombre} a ${where} hay ${road}, que el cachorro ${b} hace con paradas para agua y descanso.`
        : mode === 'carretera-o-avion'
          ? full
            ? `El ${b} puede viajar por tierra, con paradas para agua y descanso, o en avión hasta el aeropuerto ${place.aeropuerto}, donde usted lo recoge.`
            : `De ${dispatch.nombre} a ${where} hay ${road}: si va por tierra, el ${b} hace el viaje con paradas para agua y descanso.`
          : full
            ? `Por carretera el viaje sería demasiado largo, así que el ${b} viaja en avión hasta el aeropuerto ${place.aeropuerto}: usted lo recoge allí el día del vuelo.`
            : `${where} está a ${km(place)} de ${dispatch.nombre}, más de ${hours(place.horasCarretera)} por carretera: demasiado camino por tierra, así que el cachorro ${b} hace el viaje en avión.`,
    );
    if (!byRoad && breed.adaptacion.braquicefalo) {
      paragraphs.push(`Las aerolíneas no llevan razas de hocico corto como el ${b} en bodega; como pesa poco, viaja en cabina, en un guacal aprobado, con una persona que lo acompaña; al reservar le explicamos quién puede viajar con él y cuánto cuesta.`);
    } else if (!byRoad && full) {
      paragraphs.push(
        cabin
          ? `Por su tamaño, el cachorro ${b} puede viajar en cabina, en un guacal aprobado, con una persona que lo acompaña; si no, va en bodega presurizada. Al reservar le explicamos quién puede viajar con él y cuánto cuesta.`
          : `Un cachorro ${b} viaja en bodega presurizada, en un guacal aprobado por la aerolínea, con agua y una manta con el olor de su camada.`,
      );
    }
  }
  if (full) {
    paragraphs.push(
      p.pick([
        `Al recibirlo en ${where}, revise al cachorro con calma antes de firmar el acta de entrega; con ella le damos la garantía de salud por escrito.`,
        `Cuando el ${b} llegue a ${where}, usted lo revisa, firma el acta de entrega y recibe la garantía de salud por escrito.`,
      ]),
    );
  }
  return {
    heading: p.pick(mode === 'local' ? [`Entrega del ${b} en ${where}`, `Cómo recibe su ${b} en ${where}`] : [`Cómo llega su ${b} a ${where}`, `Envío del ${b} de ${dispatch.nombre} a ${where}`]),
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
    paragraphs.push(`El ${b} no es raza de manejo especial, así que en ${place.label} no necesita bozal ni póliza; en conjuntos residenciales, el reglamento de propiedad horizontal puede añadir otras reglas, como zonas y horarios para los perros.`);
  }
  return { heading: `Normas para tener un ${b} en ${place.nombre}`, paragraphs };
}
/**
 * Living with the breed in a place: its surroundings, its parks and how the breed fits there.
 * With `climate`, the page has the breed's climate section (its nights, its heat) and shows its
 * weight elsewhere, so the fit is said without them.
 */
export function livingSection(breed: DogBreed, place: PlaceFacts, seed: string, { climate = false }: { climate?: boolean } = {}): GuideSection {
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
          // What a buyer does with a park's name: when to take the puppy there (not that it is "near many neighbourhoods").
          `Cuando el cachorro ${b} complete sus vacunas, podrá pasear ${afterPreposition('en', joinEs(parks))}; antes, evite los lugares con muchos perros.`,
          `En ${place.nombre}, los vecinos con perro suelen caminar ${afterPreposition('en', joinEs(parks))}: ${parks.length === 1 ? 'un buen lugar' : parks.length === 2 ? 'dos buenos lugares' : 'buenos lugares'} para que el ${b} gaste energía y se socialice.`,
        ])
      : l
        ? `${place.nombre} tiene pocas zonas verdes grandes: el ${b} necesitará paseos por el barrio varias veces al día y, el fin de semana, una salida a un parque de otra localidad.`
        : `En ${place.nombre} muchas casas tienen patio o zona verde, pero el ${b} igual necesita salir a caminar a diario para conocer gente y otros perros.`,
  );
  // A giant (content/dogs/breeds.json › tamano) is not housed or walked like a 30 kg dog.
  const giant = breed.tamano === 'gigantes';
  // A town without parks has just sent the dog out every day: the fit of a small dog does not say it again.
  const walkSaid = !parks.length && !l;
  paragraphs.push(
    climate
      ? giant
        ? `Por su talla gigante, en ${place.nombre} el ${b} necesita una casa con patio o un apartamento muy amplio, y paseos largos a paso tranquilo más que carreras.`
        : big
        ? `Por su tamaño, el ${b} puede vivir en un apartamento amplio de ${place.nombre} si sale a dos paseos largos al día: un patio no reemplaza esos paseos.`
        : walkSaid
        ? `Por su tamaño, el ${b} vive bien tanto en una casa como en un apartamento de ${place.nombre}.`
        : `Por su tamaño, el ${b} vive bien en un apartamento en ${place.nombre} si sale a pasear todos los días.`
      : giant
      ? `Un ${b} adulto pesa de ${breed.peso}: en ${place.nombre} necesita una casa con patio o un apartamento muy amplio, y paseos largos a paso tranquilo más que carreras.`
      : big
      ? `Un ${b} adulto pesa de ${breed.peso}: en ${place.nombre} puede vivir en un apartamento amplio si sale a dos paseos largos al día, que un patio no reemplaza.`
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
