/**
 * The local sections of the livestock pages of a place: the sale page of a line in a city
 * (trip, price there, climate, first days) and the species' page of a city.
 */
import type { Bovine, City, Equine } from '../../content/schemas';
import { capitalize } from '../../content/slug';
import { cattleFitsClimate, CLIMATE_OF_BREED, lineAdults, type LivestockLine, type ZoneFit } from '../../domain/livestock-climate';
import { headsPerTruck, lineTrip, type TruckRule } from '../../domain/livestock-trip';
import { climateClass, deliveryMode, type PlaceFacts } from '../../domain/places';
import { department, type DepartmentsByName, type GuideSection, hours, km, notableDrop, num } from '../places';
import { afterPreposition, formatCOP, joinEs } from '../spanish';
import { breedingZoneSentence, livestockArrivalSection, livestockHealthParagraphs } from './climate';
import { themPronoun } from './common';

export type TruckLine = Extract<LivestockLine, { model: 'bovino' | 'equino' }>;
/** The delivery in the dispatch city: the vehicle and how many adults of the line it carries. */
export function localTripSentence(line: TruckLine, truck: TruckRule, city: string): string {
  const { weight, animals } = lineAdults(line);
  return `En ${city} llevamos ${line.all} hasta su ${line.model === 'bovino' ? 'finca' : 'finca o pesebrera'} en un ${truck.vehiculo}, hasta ${headsPerTruck(truck, weight)} ${animals} de ${num(weight)} kg por viaje, con la guía sanitaria de movilización expedida por el ICA.`;
}
/**
 * The road trip of a cattle or equine line: how many adults of its weight a full vehicle carries
 * and the estimated freight per head over the city's distance (content/livestock/transporte.json).
 */
export function tripSentence(line: TruckLine, truck: TruckRule, place: PlaceFacts, road: string, stops: string): string {
  // With a reference price, the vehicle, its load and the freight per head are in the "puesto en" line of the Disponible ahora block.
  if (line.price) return `${place.nombre} está a ${road}${stops}.`;
  const { weight, animals } = lineAdults(line);
  const { heads, freight } = lineTrip(truck, weight, place.distanciaKm);
  return `${place.nombre} está a ${road}${stops}: en un ${truck.vehiculo} van hasta ${heads} ${animals} de ${num(weight)} kg, a ${formatCOP(freight)} de flete estimado por cabeza (para menos animales, cotización aparte).`;
}
/**
 * The local text of a livestock sale page: how the line does in the city's climate (its fit, the
 * afternoon heat index, its altitude and parasite risks: src/lib/domain/livestock-climate.ts), the first
 * days after the trip, and how the animals travel there from the dispatch city (livestock always
 * by road, birds by road or air). With `zone`, whether the city's region is one where the line is bred.
 */
export function livestockPlaceSections(line: LivestockLine, place: PlaceFacts, dispatch: City, departments: DepartmentsByName, zone?: ZoneFit): GuideSection[] {
  const { name, one, all } = line;
  const city = place.nombre;
  const [min, max] = place.temperatura;
  const cls = climateClass(place);
  const alt = num(place.altitud);
  const climate: string[] = [
    `${city} (${place.departamento}) está a ${alt} metros sobre el nivel del mar, con temperaturas de ${min} a ${max} °C y lluvias más fuertes ${place.lluvias}.`,
    // The region's farming (content/places/cities.json › produccion), on the cattle and equine lines' pages.
    ...(line.model !== 'ave' && place.produccion ? [place.produccion] : []),
  ];
  if (line.model === 'bovino') {
    const home = CLIMATE_OF_BREED[line.clima];
    const One = capitalize(one);
    climate.push(
      line.clima === 'calido' && cls === 'cálido'
        ? `${One} es ganado de tierra caliente: los ${max} °C de ${city} no le restan producción si tiene sombra, agua a voluntad y pasto de buena calidad.`
        : line.clima === 'frio' && cls === 'cálido'
          ? `${One} rinde mejor en clima frío: con máximas de ${max} °C en ${city} sufre estrés por calor y baja su producción. En fincas de la zona se prefiere cruzarlo con cebú.`
          : line.clima === 'calido' && cls === 'frío'
            ? `${One} es ganado de tierra caliente: a ${alt} metros y con noches de ${min} °C, en ${city} necesita potreros abrigados y un periodo de adaptación; muchos ganaderos ${afterPreposition('de', department(departments, place.departamento))} lo llevan a sus fincas de clima medio.`
            : `${One} es ganado de clima ${home}; a ${alt} metros, con ${min} a ${max} °C, ${city} le ofrece condiciones ${line.clima === 'frio' && cls === 'frío' ? 'ideales para producir' : 'adecuadas'}.`,
    );
  } else if (line.model === 'ave' && line.tipo === 'avestruz') {
    climate.push(
      cls === 'cálido'
        ? `El avestruz se adapta bien a los ${max} °C de ${city} si tiene sombra y corrales amplios con buen drenaje para las lluvias.`
        : `A ${alt} metros, con noches de ${min} °C, los avestruces de ${city} necesitan un refugio seco y abrigado, sobre todo los pichones.`,
    );
  }
  climate.push(...livestockHealthParagraphs(line, place));
  // Where the line is bred against the city's region (content/livestock › zonas).
  if (zone) climate.push(breedingZoneSentence(line, zone, departments));

  const mode = deliveryMode(place);
  const road = `${km(place)} de ${dispatch.nombre}, unas ${hours(place.horasCarretera)} de carretera`;
  const delivery: string[] = [];
  // Birds travel in ventilated boxes (by air to far cities); an ostrich, up to 120 kg, by truck like the big animals.
  const boxed = line.model === 'ave' && line.tipo !== 'avestruz';
  if (boxed) {
    delivery.push(
      mode === 'local'
        ? `En ${city} entregamos ${all} el mismo día del despacho, en cajas ventiladas y con la guía de movilización.`
        : mode === 'avion'
          ? `${city} está a ${road}: ${all} viajan en cajas ventiladas por carga aérea hasta el aeropuerto ${place.aeropuerto}, donde usted ${themPronoun(line)} recibe.`
          : `${city} está a ${road}: ${all} viajan en cajas ventiladas y llegan en el día.`,
    );
  } else {
    const animal = line.model === 'bovino' ? 'el ganado' : line.model === 'equino' ? 'los equinos' : all;
    const stops = place.horasCarretera > 8 ? ', con paradas para beber y comer' : '';
    // Cattle and equine lines with a vehicle of their species: its load and freight.
    const herd = line.model !== 'ave' && line.truck ? line : undefined;
    delivery.push(
      mode === 'local'
        ? herd?.truck
          ? localTripSentence(herd, herd.truck, city)
          : `En ${city} llevamos ${animal} en camión hasta su finca${line.model === 'equino' ? ' o pesebrera' : ''}, con la guía sanitaria de movilización expedida por el ICA.`
        : herd?.truck
          ? tripSentence(herd, herd.truck, place, road, stops)
          : `${city} está a ${road}: ${animal} viaja${line.model === 'bovino' ? '' : 'n'} con la guía sanitaria de movilización en camión acondicionado${stops}.`,
    );
  }
  const dispatchClimate = { nombre: dispatch.nombre, ...dispatch.clima };
  const hoursOnRoad = boxed && mode === 'avion' ? 4 : place.horasCarretera;
  return [
    { heading: `${name} en el clima de ${city}`, paragraphs: climate },
    livestockArrivalSection(line, place, dispatchClimate, hoursOnRoad),
    { heading: `Transporte de ${line.plural} a ${city}`, paragraphs: delivery },
  ];
}
/** What equines are used for around a city, as a phrase ("paseo y cabalgata"). */
export const EQUINE_USE: Record<Equine['usos'][number], string> = {
  paseo: 'paseo y cabalgata',
  exposicion: 'exposición en ferias',
  trabajo: 'trabajo de finca',
  deporte: 'deporte',
  carga: 'carga',
  reproduccion: 'cría',
};
/** A cattle system as the heading of the breeds that serve it ("Lechería en Pasto"). */
export const CATTLE_SYSTEM: Record<Bovine['especialidad'], string> = { lechera: 'Lechería', carnica: 'Carne', 'doble-proposito': 'Doble propósito' };
/** The lines and requirements the local text of /equinos-en-{ciudad}/ and /bovinos-en-{ciudad}/ names. */
export interface LivestockCityData {
  bovines: readonly Pick<Bovine, 'nombre' | 'clima' | 'especialidad' | 'formas'>[];
  equines: readonly Pick<Equine, 'nombre' | 'usos' | 'formas'>[];
  /** The ICA requirements of the species (content/ica-requirements.json). */
  ica: readonly string[];
}
/**
 * The local text of /equinos-en-{ciudad}/ and /bovinos-en-{ciudad}/, from the city's data: its
 * climate and what it asks of the animals, the farming around it (which cattle breeds fit its
 * climate and the region's systems, what equines are used for there), what a buyer there
 * prepares (pasture, shade, water, stable), the change of altitude from the dispatch city, the
 * transport and the ICA requirements.
 */
export function livestockCitySections(model: 'bovino' | 'equino', place: PlaceFacts, dispatch: City, data: LivestockCityData): GuideSection[] {
  const city = place.nombre;
  const [min, max] = place.temperatura;
  const cls = climateClass(place);
  const alt = num(place.altitud);
  const cattle = model === 'bovino';
  const campo = place.campo;
  const climate = `${city} (${place.departamento}) está a ${alt} metros de altitud, con ${min} a ${max} °C a lo largo del día y las lluvias más fuertes ${place.lluvias}: clima ${cls}.`;

  // Arrival: the change of altitude from the dispatch city.
  const drop = notableDrop(place, dispatch);
  const arrival =
    drop === undefined
      ? []
      : drop > 0
        ? [
            `Despachamos desde ${dispatch.nombre}, a ${num(dispatch.clima.altitud)} metros; ${city} está ${num(drop)} metros más abajo, así que ${
              cattle ? 'el ganado siente' : 'los equinos sienten'
            } más calor al llegar: los primeros días, ${cattle ? 'potrero con sombra y agua a voluntad, sin exigirle producción' : 'trabajo liviano en las horas frescas y agua a voluntad'}.`,
          ]
        : [
            `Despachamos desde ${dispatch.nombre}, a ${num(dispatch.clima.altitud)} metros; ${city} está ${num(-drop)} metros más arriba: ${
              cattle ? 'el ganado necesita' : 'los equinos necesitan'
            } unos días de descanso para acostumbrarse a la altura antes de ${cattle ? 'producir' : 'trabajar'}.`,
          ];

  const mode = deliveryMode(place);
  const transport =
    mode === 'local'
      ? `Despachamos desde ${dispatch.nombre}: en ${city} llevamos los animales en camión hasta su finca, con la guía sanitaria de movilización del ICA.`
      : `${city} está a ${km(place)} de ${dispatch.nombre}, unas ${hours(place.horasCarretera)} de carretera. ${cattle ? 'El ganado viaja' : 'Los equinos viajan'} en camión acondicionado, con la guía sanitaria de movilización del ICA${place.horasCarretera > 8 ? ' y paradas de descanso, agua y alimento' : ''}.`;
  const pasture = campo ? [`Alrededor de ${city} los potreros suelen ser de ${campo.pastos}; antes de recibir ${cattle ? 'el ganado' : 'los equinos'}, deje descansar el potrero y revise cercas y bebederos.`] : [];

  if (cattle) {
    const fit = cls === 'cálido' ? 'calido' : cls === 'frío' ? 'frio' : 'templado';
    const best = data.bovines.filter((b) => cattleFitsClimate(b, place));
    const poor = data.bovines.filter((b) => !best.includes(b));
    const elsewhere = fit === 'calido' ? 'frío o medio' : fit === 'frio' ? 'cálido' : 'frío';
    // The systems of the region first, then the others the climate allows.
    const systems = campo?.sistemas ?? [];
    const order = [...systems, ...(['lechera', 'carnica', 'doble-proposito'] as const).filter((s) => !systems.includes(s))];
    const list = order.flatMap((s) => {
      const names = best.filter((b) => b.especialidad === s).map((b) => b.formas.conArticulo);
      return names.length ? [`${CATTLE_SYSTEM[s]} en ${city}${systems.includes(s) ? ' (sistema de la zona)' : ''}: ${joinEs(names)}`] : [];
    });
    const weather: string[] = [];
    if (max >= 30) weather.push(`Con máximas de ${max} °C, cada potrero de ${city} necesita sombra de árboles o polisombra y agua limpia a voluntad: con calor, el ganado come menos en las horas de sol y baja su producción.`);
    else if (max >= 26) weather.push(`Las tardes de ${max} °C de ${city} piden árboles de sombra en los potreros y bebederos limpios, sobre todo para las razas de clima frío.`);
    if (min <= 10) weather.push(`Las madrugadas de ${min} °C, a ${alt} metros, piden un cobertizo seco para los terneros; en los meses secos las heladas queman el pasto, así que conviene tener ensilaje o heno de reserva.`);
    else if (max < 26) weather.push(`Entre ${min} y ${max} °C, en ${city} el ganado no sufre calor ni frío extremos: basta sombra en los potreros y un cobertizo para los terneros en las noches de lluvia.`);
    weather.push(
      place.humedad === 'baja'
        ? `El clima seco de ${city} deja los potreros cortos fuera de las lluvias, que llegan ${place.lluvias}: tenga agua y forraje de reserva para el verano.`
        : `En ${city} llueve más ${place.lluvias}: en esos meses rote los potreros para que no se encharquen y revise las pezuñas del ganado${
            place.humedad === 'alta' && cls === 'cálido' ? '; la humedad y el calor favorecen además la garrapata, así que planee los baños contra ella' : ''
          }.`,
    );
    return [
      {
        heading: `Razas de ganado para el clima de ${city}`,
        paragraphs: [
          climate,
          ...(place.produccion ? [place.produccion] : []),
          poor.length
            ? `Para el clima de ${city} recomendamos estas razas, por especialidad; las demás (${poor.map((b) => b.nombre).join(', ')}) rinden mejor en clima ${elsewhere} y en ${city} necesitan más manejo.`
            : `Todas nuestras razas se adaptan al clima de ${city}:`,
        ],
        list,
      },
      { heading: `Qué preparar en su finca de ${city}`, paragraphs: [...pasture, ...weather, ...arrival] },
      {
        heading: mode === 'local' ? `Entrega y requisitos ICA en ${city}` : `Transporte y requisitos ICA hasta ${city}`,
        paragraphs: [
          transport,
          `Para recibir ganado en ${city}, su finca debe tener el registro del predio ante el ICA: sin él no se expide la guía de movilización hacia ella. Cada animal viaja con estos requisitos al día:`,
        ],
        list: [...data.ica],
      },
    ];
  }

  const uses = campo?.usosEquinos ?? [];
  return [
    {
      heading: `Equinos en el clima de ${city}`,
      paragraphs: [
        climate,
        cls === 'cálido'
          ? `Con máximas de ${max} °C en ${city}, caballos, mulas y burros trabajan mejor en las primeras horas del día y al final de la tarde.`
          : `Entre ${min} y ${max} °C, ${city} es cómoda para caballos, mulas y burros, que pueden trabajar a cualquier hora del día.`,
        place.humedad === 'alta'
          ? `Con la humedad alta de ${city} y las lluvias ${place.lluvias}, los cascos se ablandan: límpielos a diario y mantenga seca la cama de la pesebrera.`
          : place.humedad === 'baja'
            ? `El aire seco de ${city} reseca los cascos: revíselos cada semana y no deje a los equinos sin agua fuera de las lluvias, que llegan ${place.lluvias}.`
            : `En ${city} llueve más ${place.lluvias}: en esos meses, cascos limpios y secos y potreros sin barro.`,
        ...arrival,
      ],
    },
    {
      heading: `Caballos, mulas y burros para ${city}`,
      paragraphs: [
        ...(place.produccion ? [place.produccion] : []),
        ...(uses.length ? [`En ${city} y sus alrededores los equinos se usan sobre todo para ${joinEs(uses.map((u) => EQUINE_USE[u]))}. Nuestras líneas para cada uso:`] : []),
      ],
      list: uses.flatMap((u) => {
        const names = data.equines.filter((e) => e.usos.includes(u)).map((e) => e.formas.conArticulo);
        return names.length ? [`Para ${EQUINE_USE[u]} en ${city}: ${joinEs(names)}`] : [];
      }),
    },
    {
      heading: `Qué preparar en ${city} antes de que lleguen`,
      paragraphs: [
        cls === 'cálido'
          ? `Con máximas de ${max} °C, prepare en ${city} una pesebrera alta y ventilada, árboles o polisombra en el potrero y agua fresca siempre: con calor, un caballo bebe bastante más.`
          : min <= 10
            ? `Con noches de ${min} °C a ${alt} metros, la pesebrera en ${city} debe estar cerrada a las corrientes de aire, con cama seca de viruta o cascarilla; a un caballo de pelo fino le sirve una manta en las noches más frías.`
            : `Entre ${min} y ${max} °C, en ${city} basta una pesebrera cubierta, seca y sin corrientes de aire, y un potrero con agua limpia y algo de sombra.`,
        ...pasture,
      ],
    },
    {
      heading: mode === 'local' ? `Entrega y requisitos ICA en ${city}` : `Transporte y requisitos ICA hasta ${city}`,
      paragraphs: [transport, `Los equinos que llegan a ${city} viajan con estos requisitos sanitarios del ICA al día:`],
      list: [...data.ica],
    },
  ];
}
