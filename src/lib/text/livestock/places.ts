/**
 * The local sections of the livestock pages of a place: the sale page of a line in a city
 * (trip, price there, climate, first days) and the species' page of a city.
 */
import type { Bovine, City, Equine } from '../../content/schemas';
import { cattleFitsClimate, lineWeightKg, type LivestockLine, type ZoneFit } from '../../domain/livestock-climate';
import { headsPerTruck, lineTrip, type TruckRule } from '../../domain/livestock-trip';
import { climateClass, deliveryMode, type PlaceFacts } from '../../domain/places';
import { seededPicker } from '../../domain/random';
import { atAltitude, atSeaLevel, department, type DepartmentsByName, type GuideSection, hours, km, notableDrop, num } from '../places';
import { afterPreposition, formatCOP, joinEs, placeWithDepartment } from '../spanish';
import { cattleClimateParagraph } from './cattle';
import { breedingZoneSentence, livestockArrivalSection, livestockHealthParagraphs } from './climate';
import { asGeneric, type Choose, firstWording, generic, genericBare, singular, themPronoun } from './common';

export type TruckLine = Extract<LivestockLine, { model: 'bovino' | 'equino' }>;
/** The adults of a line as the trip counts them, under a heading that names the line: "vacas de 620 kg", "caballos de 460 kg". */
const adultsOfWeight = (line: TruckLine) => `${line.model === 'bovino' ? 'vacas' : genericBare(line)} de ${num(lineWeightKg(line))} kg`;
/** The delivery in the dispatch city, under a heading that names the line: the vehicle and how many adults of the line it carries. */
export function localTripSentence(line: TruckLine, truck: TruckRule, city: string, choose: Choose = firstWording): string {
  const place = line.model === 'bovino' ? 'finca' : 'finca o pesebrera';
  const load = `${headsPerTruck(truck, lineWeightKg(line))} ${adultsOfWeight(line)}`;
  return choose([
    `En ${city} llevamos ${generic(line)} hasta su ${place} en un ${truck.vehiculo}, con hasta ${load} por viaje y la guía sanitaria de movilización expedida por el ICA.`,
    `Dentro de ${city}, un ${truck.vehiculo} lleva hasta ${load} por viaje a su ${place}, con la guía sanitaria de movilización expedida por el ICA.`,
  ]);
}
/** What the buyer of cattle or equines does when the truck arrives. */
const UNLOAD = 'al llegar, baje los animales por una rampa o un embarcadero a un corral con sombra y agua';
/**
 * The road trip of a cattle or equine line: the road and, without a reference price (whose
 * "Precio y disponibilidad" block gives them), how many adults of its weight a vehicle carries and the
 * estimated freight per head over the city's distance (content/livestock/transporte.json).
 */
export function tripSentence(line: TruckLine, truck: TruckRule, place: PlaceFacts, from: string, stops: string, choose: Choose = firstWording): string {
  const road = `De ${from} a ${place.nombre} son ${km(place)}, unas ${hours(place.horasCarretera)} de camión${stops}`;
  if (line.price) {
    return choose([
      `${road}: ${UNLOAD}.`,
      `El camión recorre ${km(place)} de ${from} a ${place.nombre}, unas ${hours(place.horasCarretera)}${stops}; tenga listos una rampa o un embarcadero y un corral con agua para bajar los animales.`,
    ]);
  }
  const { heads, freight } = lineTrip(truck, lineWeightKg(line), place.distanciaKm);
  return `${road}, y en un ${truck.vehiculo} caben ${heads} ${adultsOfWeight(line)}, con un flete estimado de ${formatCOP(freight)} por cabeza; si compra menos animales, le cotizamos el viaje aparte.`;
}
/**
 * The local text of a livestock sale page: how the line does in the city's climate (its fit, the
 * afternoon heat, its altitude and parasite risks: src/lib/domain/livestock-climate.ts), the first
 * days after the trip, and how the animals travel there from the dispatch city (livestock always
 * by road, birds by road or air). With `zone`, whether the city's region is one where the line is bred.
 */
export function livestockPlaceSections(line: LivestockLine, place: PlaceFacts, dispatch: City, departments: DepartmentsByName, zone?: ZoneFit, seed = ''): GuideSection[] {
  const choose: Choose = seed ? seededPicker(`${seed}#ganado`).pick : firstWording;
  const { name } = line;
  // The transport section's heading names the line: its text goes on with "las gallinas", "el ganado".
  const all = generic(line);
  const city = place.nombre;
  const [min, max] = place.temperatura;
  const cls = climateClass(place);
  const climate: string[] = [
    `${placeWithDepartment(city, place.departamento)} está a ${num(place.altitud)} metros sobre el nivel del mar, con temperaturas de ${min} a ${max} °C y lluvias más fuertes ${place.lluvias}.`,
    // The region's farming (content/places/cities.json › produccion), on the pages of the livestock it speaks of.
    ...farmingFact(place, line),
  ];
  // The department of the farms around the city, after "de": "del Valle del Cauca".
  const region = afterPreposition('de', department(departments, place.campo?.departamento ?? place.departamento));
  if (line.model === 'bovino') {
    climate.push(cattleClimateParagraph(line, place, region, choose));
  } else if (line.model === 'ave' && line.tipo === 'avestruz') {
    climate.push(
      cls === 'cálido'
        ? `El avestruz se adapta bien al calor de ${city} si tiene sombra y corrales amplios con buen drenaje para las lluvias.`
        : `Con las noches frías de ${city}, los avestruces necesitan un refugio seco y abrigado, sobre todo los pichones.`,
    );
  }
  climate.push(...livestockHealthParagraphs(line, place, choose, dispatch.clima, region, zone?.inZone ?? false));
  const zoneSentence = zone && breedingZoneSentence(line, zone, departments, choose);
  if (zoneSentence) climate.push(zoneSentence);
  // Where the line is bred against the city's region (content/livestock › zonas).

  const mode = deliveryMode(place);
  const delivery: string[] = [];
  // Birds travel in ventilated boxes (by air to far cities); an ostrich, up to 120 kg, by truck like the big animals.
  const boxed = line.model === 'ave' && line.tipo !== 'avestruz';
  if (boxed) {
    delivery.push(
      mode === 'local'
        ? choose([`En ${city} entregamos ${all} el mismo día del despacho, en cajas ventiladas y con la guía de movilización.`, `Las entregas en ${city} son el mismo día del despacho: ${all} van en cajas ventiladas, con la guía de movilización.`])
        : mode === 'avion'
          ? `Desde ${dispatch.nombre}, ${all} viajan a ${city} en cajas ventiladas, por carga aérea: usted ${themPronoun(asGeneric(line))} recoge el mismo día en el aeropuerto ${place.aeropuerto}, con la guía de movilización.`
          : choose([
              `De ${dispatch.nombre} a ${city} son ${km(place)}, unas ${hours(place.horasCarretera)} de carretera: ${all} viajan en cajas ventiladas y llegan en el día.`,
              `En cajas ventiladas, ${all} hacen en el día el viaje de ${dispatch.nombre} a ${city}: ${km(place)} de carretera, unas ${hours(place.horasCarretera)}.`,
            ]),
    );
  } else {
    const stops = place.horasCarretera > 8 ? ', con paradas para beber y comer' : '';
    // Cattle and equine lines with a vehicle of their species: its load and freight.
    const herd = line.model !== 'ave' && line.truck ? line : undefined;
    delivery.push(
      mode === 'local'
        ? herd?.truck
          ? localTripSentence(herd, herd.truck, city, choose)
          : `En ${city} llevamos ${all} en camión hasta su finca${line.model === 'equino' ? ' o pesebrera' : ''}, con la guía sanitaria de movilización expedida por el ICA.`
        : herd?.truck
          ? tripSentence(herd, herd.truck, place, dispatch.nombre, stops, choose)
          : `De ${dispatch.nombre} a ${city} son ${km(place)}, unas ${hours(place.horasCarretera)} de carretera: ${all} ${singular(asGeneric(line)) ? 'viaja' : 'viajan'} con la guía sanitaria de movilización en camión acondicionado${stops}.`,
    );
  }
  const dispatchClimate = { nombre: dispatch.nombre, ...dispatch.clima };
  const hoursOnRoad = boxed && mode === 'avion' ? 4 : place.horasCarretera;
  return [
    { heading: `${name} en el clima de ${city}`, paragraphs: climate },
    livestockArrivalSection(line, place, dispatchClimate, hoursOnRoad, choose),
    // In the dispatch city the animals are delivered to the buyer's farm, not transported to the city,
    // and the heading does not repeat the h1 ("Mulas en Bogotá").
    { heading: mode === 'local' ? `La entrega en ${city}` : `Transporte de ${line.plural} a ${city}`, paragraphs: delivery },
  ];
}
/**
 * The city's farming fact (content/places/cities.json › produccion) on the pages of the
 * livestock it speaks of (produccionEspecies): "tierra de caña de azúcar; la ganadería del
 * Valle…" is about cattle, and is no filler on a horse page. Its poultry ("aves") is farm poultry:
 * the eggs, broilers and cattle of a region tell the buyer of a cage bird (a budgie, a canary) or
 * of an ostrich nothing, so their pages leave it off.
 */
function farmingFact(place: Pick<PlaceFacts, 'produccion' | 'produccionEspecies' | 'produccionEquinos'>, line: Pick<LivestockLine, 'model'> & { tipo?: string }): string[] {
  const { model } = line;
  if (model === 'ave' && line.tipo !== 'gallinas' && line.tipo !== 'corral') return [];
  const species = ({ bovino: 'bovinos', equino: 'equinos', ave: 'aves' } as const)[model];
  // A horse fact of its own (produccionEquinos) on the equine pages: no horse fact on a cattle page.
  const horses = model === 'equino' && place.produccionEquinos ? [place.produccionEquinos] : [];
  return place.produccion && (place.produccionEspecies ?? ['bovinos']).includes(species) ? [place.produccion, ...horses] : horses;
}
/** What equines are used for around a city: the words of a list ("paseo", "cabalgata": joined with the other uses by joinEs) and the purpose a heading names ("Para paseo y cabalgata en Cali"). */
export const EQUINE_USE: Record<Equine['usos'][number], { words: string[]; purpose: string }> = {
  paseo: { words: ['paseo', 'cabalgata'], purpose: 'paseo y cabalgata' },
  exposicion: { words: ['exposiciones en ferias'], purpose: 'ferias y exposiciones' },
  trabajo: { words: ['trabajo de finca'], purpose: 'trabajo de finca' },
  deporte: { words: ['deporte'], purpose: 'deporte' },
  carga: { words: ['carga'], purpose: 'carga' },
  reproduccion: { words: ['cría'], purpose: 'cría' },
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
 * prepares (pasture, shade, water, stable), the change of altitude from the dispatch city (for
 * cattle, only where the breeds it recommends are raised there), the
 * transport and the ICA requirements.
 */
export function livestockCitySections(model: 'bovino' | 'equino', place: PlaceFacts, dispatch: City, data: LivestockCityData): GuideSection[] {
  const city = place.nombre;
  const [min, max] = place.temperatura;
  const cls = climateClass(place);
  const alt = num(place.altitud);
  const cattle = model === 'bovino';
  const campo = place.campo;
  const climate = `${placeWithDepartment(city, place.departamento)} está a ${alt} metros de altitud, con ${min} a ${max} °C a lo largo del día y las lluvias más fuertes ${place.lluvias}: clima ${cls}.`;

  // Arrival: the change of altitude from the dispatch city.
  const drop = notableDrop(place, dispatch);
  const leave = `${cattle ? 'El ganado sale' : 'Los equinos salen'} de ${dispatch.nombre}, a ${num(dispatch.clima.altitud)} metros, y`;
  // Cattle leave the dispatch city's altitude only when the breeds this page recommends are of its
  // climate (raisedAtDispatch): the warm breeds of a warm city are not raised at Bogotá's 2,640 m.
  const fromDispatch = !cattle || data.bovines.filter((b) => cattleFitsClimate(b, place)).every((b) => cattleFitsClimate(b, dispatch.clima));
  const arrival =
    drop === undefined || !fromDispatch
      ? []
      : drop > 0
        ? [
            `${leave} ${cattle ? 'baja' : 'bajan'} ${atSeaLevel(place.altitud) ? `a ${city}, ${atAltitude(place.altitud)},` : `a los ${alt} de ${city},`} donde ${cattle ? 'siente' : 'sienten'} más calor: los primeros días, ${
              cattle ? 'déjelo en un potrero con sombra y agua a voluntad, sin exigirle producción' : 'deles trabajo liviano en las horas frescas y agua a voluntad'
            }.`,
          ]
        : [`${leave} ${cattle ? 'sube' : 'suben'} a los ${alt} de ${city}: ${cattle ? 'necesita' : 'necesitan'} unos días de descanso para acostumbrarse a la altura antes de ${cattle ? 'producir' : 'trabajar'}.`];
  const requirementsHeading = deliveryMode(place) === 'local' ? `Requisitos ICA para la entrega en ${city}` : `Requisitos ICA para llevar ${cattle ? 'ganado' : 'equinos'} a ${city}`;
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
    // The temperatures and the altitude are the climate sentence's, said once on the page.
    if (max >= 30) weather.push(`Con el calor de las tardes, cada potrero de ${city} necesita sombra de árboles o polisombra y agua limpia a voluntad: con calor, el ganado come menos en las horas de sol y baja su producción.`);
    else if (max >= 26) weather.push(`Las tardes cálidas de ${city} piden árboles de sombra en los potreros y bebederos limpios, sobre todo para las razas de clima frío.`);
    if (min <= 10) weather.push(`Las madrugadas frías de ${city} piden un cobertizo seco para los terneros; en los meses secos las heladas queman el pasto, así que conviene tener ensilaje o heno de reserva.`);
    else if (max < 26) weather.push(`En ${city} el ganado no sufre calor ni frío extremos: basta sombra en los potreros y un cobertizo para los terneros en las noches de lluvia.`);
    weather.push(
      place.humedad === 'baja'
        ? `El clima seco de ${city} deja los potreros cortos fuera de la temporada de lluvias: tenga agua y forraje de reserva para el verano.`
        : `En la temporada de lluvias de ${city}, rote los potreros para que no se encharquen y revise las pezuñas del ganado${
            place.humedad === 'alta' && cls === 'cálido' ? '; la humedad y el calor favorecen además la garrapata, así que planee los baños contra ella' : ''
          }.`,
    );
    return [
      {
        heading: `Razas de ganado para el clima de ${city}`,
        paragraphs: [
          climate,
          ...farmingFact(place, { model: 'bovino' }),
          poor.length
            ? `Para el clima de ${city} recomendamos estas razas, por especialidad; las demás (${poor.map((b) => b.nombre).join(', ')}) rinden mejor en clima ${elsewhere} y en ${city} necesitan más manejo.`
            : `Todas nuestras razas se adaptan al clima de ${city}:`,
        ],
        list,
      },
      { heading: `Qué preparar en su finca de ${city}`, paragraphs: [...pasture, ...weather, ...arrival] },
      {
        heading: requirementsHeading,
        paragraphs: [
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
        // The rains are the hooves' sentence's (below), where they matter to a horse: said once.
        `${placeWithDepartment(city, place.departamento)} está a ${alt} metros de altitud, con ${min} a ${max} °C a lo largo del día: clima ${cls}.`,
        // The temperatures are the climate sentence's, just above: said once.
        cls === 'cálido'
          ? `Con ese clima, caballos, mulas y burros trabajan mejor en ${city} en las primeras horas del día y al final de la tarde.`
          : `Con ese clima, ${city} es cómoda para caballos, mulas y burros, que pueden trabajar a cualquier hora del día.`,
        place.humedad === 'alta'
          ? `Con la humedad alta de ${city}, los cascos se ablandan cuando llueve más, ${place.lluvias}: límpielos a diario y mantenga seca la cama de la pesebrera.`
          : place.humedad === 'baja'
            ? `El aire seco de ${city} reseca los cascos: revíselos cada semana. Las lluvias más fuertes caen ${place.lluvias}; el resto del año, no deje a los equinos sin agua.`
            : `Cuando llueve más en ${city}, ${place.lluvias}, mantenga los cascos limpios y secos y los potreros sin barro.`,
        ...arrival,
      ],
    },
    {
      heading: `Caballos, mulas y burros para ${city}`,
      paragraphs: [
        ...farmingFact(place, { model: 'equino' }),
        ...(uses.length ? [`En ${city} y sus alrededores los equinos se usan sobre todo para ${joinEs(uses.flatMap((u) => EQUINE_USE[u].words))}. Estas son nuestras líneas para cada uso:`] : []),
      ],
      list: uses.flatMap((u) => {
        const names = data.equines.filter((e) => e.usos.includes(u)).map((e) => e.formas.conArticulo);
        return names.length ? [`Para ${EQUINE_USE[u].purpose} en ${city}: ${joinEs(names)}`] : [];
      }),
    },
    {
      heading: `Qué preparar en ${city} antes de que lleguen`,
      paragraphs: [
        cls === 'cálido'
          ? `Para ${place.humedad === 'alta' ? 'el calor húmedo' : place.humedad === 'baja' ? 'el calor seco' : 'el calor'} de ${city}, prepare una pesebrera alta y ventilada, árboles o polisombra en el potrero y agua fresca siempre: con calor, un caballo bebe bastante más.`
          : min <= 10
            ? `Con las noches frías de ${city}, la pesebrera debe estar cerrada a las corrientes de aire, con cama seca de viruta o cascarilla, y a un caballo de pelo fino le sirve una manta.`
            : `En ${city} basta una pesebrera cubierta, seca y sin corrientes de aire, y un potrero con agua limpia y algo de sombra.`,
        ...pasture,
      ],
    },
    {
      heading: requirementsHeading,
      paragraphs: [`Los equinos que llegan a ${city} viajan con estos requisitos sanitarios del ICA al día:`],
      list: [...data.ica],
    },
  ];
}
/**
 * The opening line of /equinos-en-{ciudad}/ and /bovinos-en-{ciudad}/: how the animals reach the
 * city from the dispatch city, in how long, and the estimated freight per animal of the species'
 * lines (`freights`, per head of a full vehicle, src/lib/domain/livestock-trip.ts), smallest to largest.
 */
export function livestockCityIntro(model: 'bovino' | 'equino', place: PlaceFacts, dispatch: City, vehicle: string, freights: readonly number[]): string {
  const city = place.nombre;
  const animals = model === 'bovino' ? 'el ganado' : 'caballos, mulas y burros';
  if (deliveryMode(place) === 'local') return `En ${city} llevamos ${animals} en un ${vehicle} hasta su finca el día que acordemos, con la guía sanitaria de movilización del ICA.`;
  const [least, most] = [Math.min(...freights), Math.max(...freights)];
  const stops = place.horasCarretera > 8 ? ', con paradas para que los animales beban y coman' : '';
  const cost = least === most ? `sale en unos ${formatCOP(least)} por animal` : `sale entre ${formatCOP(least)} y ${formatCOP(most)} por animal, según su tamaño`;
  // The freight per head holds for a full vehicle only: the sentence says so, and what a buyer of a few animals gets.
  return `De ${dispatch.nombre} a ${city} llevamos ${animals} en un ${vehicle}: son ${km(place)}, unas ${hours(place.horasCarretera)} de viaje${stops}. Con el vehículo lleno, el flete estimado ${cost}; para uno o pocos animales le cotizamos el viaje.`;
}
