/**
 * What a city's climate and the trip from the dispatch city mean for one livestock line, with
 * the numbers of both places: the heat index cattle and horses feel there in the afternoon, the
 * altitude and parasite risks of the line, and how many days the animals need to settle after the
 * trip. Two cities read differently because their numbers and their risks differ; two lines in one
 * city because their tolerance and use differ. Pure functions; the thresholds are the published
 * rules of thumb named below, and CONTENT-TO-CONFIRM.md lists the text for the breeder's vet.
 */
import type { City } from './content/schemas';
import { joinEs } from './dog-article';
import { clockSpan, temperatureSpell, type Spell } from './day-temperature';
import { distanceKm, nearestFirst, type Coordinates } from './geo';
import { formatNumber } from './money';
import { dryMatterKg, headsPerHectare, headsPerTruck, hectaresForHerd, type TruckRule } from './livestock-trip';
import { capitalize } from './slug';

/** Relative humidity (%) taken for each humidity class of content/places in the afternoon. */
export const AFTERNOON_RH = { baja: 50, media: 65, alta: 80 } as const;
export type Humidity = keyof typeof AFTERNOON_RH;

/** What the climate text needs of a place (a PlaceFacts or a city's `clima`). */
export interface ClimatePoint {
  altitud: number;
  temperatura: readonly [number, number];
  humedad: Humidity;
  /** Degrees north (content/places/cities.json › clima.latitud), for the length of the day. */
  latitud?: number;
}

/** Temperature-humidity index of cattle (NRC 1971) at a temperature in °C and a relative humidity in %. */
export function temperatureHumidityIndex(tempC: number, rh: number): number {
  const f = 1.8 * tempC + 32;
  return Math.round(f - (0.55 - 0.0055 * rh) * (f - 58));
}

export type CattleHeatStress = 'ninguno' | 'leve' | 'moderado' | 'severo';

/** Armstrong's (1994) bands of the index for cattle: below 72 none, 72 to 78 mild, 79 to 88 moderate, 89 and up severe. */
export function cattleHeatStress(thi: number): CattleHeatStress {
  return thi < 72 ? 'ninguno' : thi < 79 ? 'leve' : thi < 89 ? 'moderado' : 'severo';
}

/** The horseman's heat index: air temperature in °F plus relative humidity in %. */
export function horseHeatIndex(tempC: number, rh: number): number {
  return Math.round(1.8 * tempC + 32 + rh);
}

export type HorseHeatBand = 'bajo' | 'medio' | 'alto' | 'extremo';

/** Below 130 the horse cools itself; 130 to 150 it cools slowly; above 150 sweat no longer cools it well; above 180 it cannot. */
export function horseHeatBand(index: number): HorseHeatBand {
  return index < 130 ? 'bajo' : index <= 150 ? 'medio' : index <= 180 ? 'alto' : 'extremo';
}

/**
 * Litres of water an adult drinks a day at a day's maximum temperature: 5 % of its weight below
 * 20 °C, 7 % up to 26 °C, 9 % up to 31 °C, 11 % from 32 °C (cattle; horses drink a little less:
 * 5, 6.5, 8 and 10 %), plus 3 litres per litre of milk of a cow in milk. Rounded to 5 litres.
 */
export function waterLitres(species: 'bovinos' | 'equinos', weightKg: number, maxC: number, milkLitres = 0): number {
  const band = maxC < 20 ? 0 : maxC <= 26 ? 1 : maxC <= 31 ? 2 : 3;
  const share = species === 'bovinos' ? [0.05, 0.07, 0.09, 0.11][band]! : [0.05, 0.065, 0.08, 0.1][band]!;
  return Math.max(5, Math.round((weightKg * share + 3 * milkLitres) / 5) * 5);
}

/** Milk a cow giving `litres` a day loses to heat at a temperature-humidity index (Berry et al. 1964), to half a litre, never below 0. */
export function milkLossLitres(litres: number, thi: number): number {
  const loss = -1.075 - 1.736 * litres + 0.02474 * litres * thi;
  return Math.max(0, Math.round(loss * 2) / 2);
}

const mean = (p: ClimatePoint) => (p.temperatura[0] + p.temperatura[1]) / 2;

/** How the climate changes from the dispatch city to a place: metres (negative: the animals go down) and °C of mean temperature. */
export function climateChange(place: ClimatePoint, dispatch: ClimatePoint): { metres: number; degrees: number } {
  return { metres: place.altitud - dispatch.altitud, degrees: Math.round(mean(place) - mean(dispatch)) };
}

/**
 * Days an animal needs before normal work or production after arriving: the road hours decide
 * the rest (one day up to 4 h, two up to 10 h, three beyond), the change of climate adds a week
 * from 4 °C of difference and two weeks from 8 °C or 1,500 m.
 */
export function settlingDays(hoursOnRoad: number, change: { metres: number; degrees: number }): number {
  const rest = hoursOnRoad === 0 ? 0 : hoursOnRoad <= 4 ? 1 : hoursOnRoad <= 10 ? 2 : 3;
  const degrees = Math.abs(change.degrees);
  const climate = degrees >= 8 || Math.abs(change.metres) >= 1500 ? 14 : degrees >= 4 ? 7 : 0;
  return rest + climate;
}

/** Where ticks and the blood parasites they carry are a year-round risk: below 1,800 m with a mean of 20 °C or more. */
export function tickCountry(p: ClimatePoint): boolean {
  return p.altitud < 1800 && mean(p) >= 20;
}

/** Above 2,300 m cattle from warm land risk high-altitude disease (pulmonary hypertension, "mal de altura"). */
export const HIGH_ALTITUDE_M = 2300;

/** Above 2,000 m fast-growing broilers are prone to ascites: less oxygen, a heart working harder. */
export const ASCITES_ALTITUDE_M = 2000;

/**
 * How far a city's day leaves a bird's comfort range (content/livestock/aves.json › ficha.confortC):
 * degrees of cold at dawn below its lower end, degrees of heat in the afternoon above its upper end.
 */
export function comfortGap(range: readonly [number, number], [min, max]: readonly [number, number]): { cold: number; heat: number } {
  return { cold: Math.max(0, range[0] - min), heat: Math.max(0, max - range[1]) };
}

/**
 * Minutes of daylight at a latitude (degrees north) on a day of the sun's declination, counting
 * sunrise and sunset at −0.833° as almanacs do. The solstices: ±23.44°.
 */
export function dayLengthMinutes(latitude: number, declination: number): number {
  const rad = Math.PI / 180;
  const cos = (Math.sin(-0.833 * rad) - Math.sin(latitude * rad) * Math.sin(declination * rad)) / (Math.cos(latitude * rad) * Math.cos(declination * rad));
  return Math.round(((2 * Math.acos(cos)) / rad / 15) * 60);
}
/** A duration in minutes as it reads: "11 horas y 51 minutos". */
const hoursAndMinutes = (m: number) => `${Math.floor(m / 60)} horas y ${m % 60} minutos`;
/** A city's latitude as it reads: "A 4,7° de latitud norte". */
const latitudeText = (latitude: number) => `A ${formatNumber(latitude, 1)}° de latitud norte`;
/** The sun's declination at the June solstice; −23.44° in December. */
export const SOLSTICE_DECLINATION = 23.44;
/** Minutes of daylight at a latitude on the December and the June solstice: the year's shortest and longest day north of the equator. */
export const solsticeDayLengths = (latitude: number) => [dayLengthMinutes(latitude, -SOLSTICE_DECLINATION), dayLengthMinutes(latitude, SOLSTICE_DECLINATION)] as const;
/** The hours of light a laying flock is kept at (the lines' guides allow up to 16). */
export const LAYING_LIGHT_HOURS = 16;

/** A bird's feed per day at a mean temperature, from its feed at 21 °C (see birdFeedAndWater), unrounded. */
export const birdFeedG = (feedAt21G: number, meanC: number) => feedAt21G * (1 - 0.015 * (meanC - 21));

/**
 * Feed and water of a bird per day at a mean temperature, from its feed at 21 °C: it eats about
 * 1.5 % less per degree above 21 °C and 1.5 % more per degree below; it drinks about twice what it
 * eats up to 21 °C, and 0.1 more per degree above (rules of thumb of the breeders' guides, listed
 * in CONTENT-TO-CONFIRM.md). Grams and millilitres, rounded to 5 and 10.
 */
export function birdFeedAndWater(feedAt21G: number, meanC: number): { feedG: number; waterMl: number } {
  const feed = birdFeedG(feedAt21G, meanC);
  const ratio = 2 + 0.1 * Math.max(0, meanC - 21);
  return { feedG: Math.max(1, Math.round(feed / 5) * 5), waterMl: Math.round((feed * ratio) / 10) * 10 };
}

const num = (n: number) => formatNumber(n);

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

/**
 * What the local text of a livestock sale page needs to know about the line: its name, its
 * forms inside sentences (content/livestock › formas: `one` "el Brahman", `all` "las mulas",
 * `plural` "pollitos Ross"), and what decides its risks (climate of origin, specialty, use, bird type).
 */
export type LivestockLine = {
  name: string;
  one: string;
  all: string;
  plural: string;
  /** The departments where the line is mostly bred (content/livestock › zonas.departamentos). */
  zonas?: readonly string[];
} & (
  | {
      species: 'bovinos';
      clima: 'calido' | 'templado' | 'frio';
      especialidad: 'lechera' | 'carnica' | 'doble-proposito';
      ficha: { pesoHembraKg: number; leche?: number; gananciaG?: number };
      /** The road vehicle of the species (content/livestock/transporte.json) and the line's reference price. */
      truck?: TruckRule;
      price?: { desde: number; hasta: number; unidad: string };
    }
  | {
      species: 'equinos';
      usos: readonly ('paseo' | 'exposicion' | 'trabajo' | 'deporte' | 'carga' | 'reproduccion')[];
      ficha: { pesoKg: number };
      truck?: TruckRule;
      price?: { desde: number; hasta: number; unidad: string };
    }
  | {
      species: 'aves';
      tipo: 'gallinas' | 'corral' | 'avestruz' | 'ornamentales';
      produccion?: 'carne' | 'postura';
      ficha: { confortC: readonly [number, number]; alimentoG?: number; pesoAdultoKg: number; criadora?: Brooder };
    }
);
/** The brooder of chicks of a few days (content/livestock/aves.json › ficha.criadora). */
export type Brooder = { inicioC: number; semanas: number };
/** Degrees the brooder goes down each week (a rule of the breeders' guides, listed in CONTENT-TO-CONFIRM.md). */
export const BROODER_STEP_C = 3;
/**
 * The weeks chicks need the brooder where dawns fall to `minC`: from `inicioC` it goes down
 * BROODER_STEP_C a week, and is needed while it is warmer than the dawn, until the week the birds
 * are feathered (`semanas`), when it goes off even in the cold. `feathered` says the cap decided.
 */
export function brooderWeeks({ inicioC, semanas }: Brooder, minC: number): { weeks: number; feathered: boolean } {
  const warmer = Math.max(1, Math.ceil((inicioC - minC) / BROODER_STEP_C));
  return warmer >= semanas ? { weeks: semanas, feathered: true } : { weeks: warmer, feathered: false };
}
/** A line named with "el" (el ganado Brahman) takes singular verbs. */
const singular = (line: Pick<LivestockLine, 'all'>) => line.all.startsWith('el ');
/** A line named with "las" (las mulas, las codornices): its adjectives and pronouns are feminine. */
const feminine = (line: Pick<LivestockLine, 'all'>) => line.all.startsWith('las ');
/** The pronoun that stands for the line's animals as an object: "lo" (el ganado), "las", "los". */
export const themPronoun = (line: Pick<LivestockLine, 'all'>) => (singular(line) ? 'lo' : feminine(line) ? 'las' : 'los');

/** The place facts the livestock text reads. */
export interface LivestockPlace extends ClimatePoint {
  nombre: string;
  departamento: string;
  lluvias: string;
  distanciaKm: number;
  /** The farming around the city (content/places/cities.json › campo). */
  campo?: City['campo'];
}

const SYSTEM = { lechera: 'de leche', carnica: 'de carne', 'doble-proposito': 'de doble propósito' } as const;

type EquineUse = Extract<LivestockLine, { species: 'equinos' }>['usos'][number];
/**
 * Each equine use in a sentence: its name, the work to move to the cool hours (no pronoun: "las
 * mulas" and "los burros" share it), and what waits while the animals settle after the trip.
 */
const EQUINE_USE: Record<EquineUse, { name: string; coolHours: string; resume: string }> = {
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
const useNames = (uses: readonly EquineUse[]) => joinEs(uses.map((u) => EQUINE_USE[u].name));

/**
 * Whether a line fits the farming around the city (content/places/cities.json › campo): a cattle
 * line whose specialty is one of the region's systems, on the region's pastures; a horse line
 * whose uses are those of the region.
 */
export function regionFitParagraph(line: LivestockLine, place: LivestockPlace): string[] {
  const campo = place.campo;
  if (!campo || line.species === 'aves') return [];
  const city = place.nombre;
  const stocking = stockingSentence(line, campo);
  if (line.species === 'bovinos') {
    const head = `Alrededor de ${city} la ganadería es ${joinEs(campo.sistemas.map((s) => SYSTEM[s]))}, sobre potreros de ${campo.pastos}`;
    const specialty = line.especialidad === 'doble-proposito' ? 'de doble propósito' : `de especialidad ${line.especialidad === 'lechera' ? 'lechera' : 'cárnica'}`;
    return [
      campo.sistemas.includes(line.especialidad)
        ? `${head}: ${line.one}, ${specialty}, entra en el sistema de la zona.`
        : `${head}; ${line.one}, ${specialty}, es menos común en la zona: planee con su asistente técnico el pasto y el suplemento que necesita.`,
      stocking,
    ];
  }
  const shared = line.usos.filter((u) => campo.usosEquinos.includes(u));
  const head = `Alrededor de ${city} los equinos se usan sobre todo para ${useNames(campo.usosEquinos)}`;
  return [
    shared.length
      ? `${head}: ${line.all} sirven allí para ${useNames(shared)}.`
      : `${head}; ${line.all}, ${feminine(line) ? 'pensadas' : 'pensados'} para ${useNames(line.usos)}, son allí menos comunes: pregúntenos por herreros y veterinarios de la zona.`,
    stocking,
  ];
}

/** The adults of the line a full vehicle carries ("las 16 de un camión lleno"), none without a vehicle rule. */
function fullVehicle(line: Of<'bovinos'> | Of<'equinos'>): { heads: number; text: string } | undefined {
  if (!line.truck) return undefined;
  const heads = headsPerTruck(line.truck, lineWeightKg(line));
  // Cattle are counted as cows ("las 16"); equines by the article of their plural.
  const article = line.species === 'bovinos' || feminine(line) ? 'las' : 'los';
  return { heads, text: `${article} ${heads} de un camión lleno` };
}

/**
 * How many adults of the line a hectare of the region's pastures carries (their stocking rate in
 * UGG, content/places/cities.json › campo.cargaUGG), and the hectares for a full vehicle of them
 * (20 animals for a line without a vehicle rule).
 */
function stockingSentence(line: Of<'bovinos'> | Of<'equinos'>, { cargaUGG, pastos }: NonNullable<LivestockPlace['campo']>): string {
  const { weight, animals } = lineAdults(line);
  const perHectare = headsPerHectare(cargaUGG, weight);
  const vehicle = fullVehicle(line);
  const [few, many] = hectaresForHerd(vehicle?.heads ?? 20, perHectare);
  const dec = (n: number) => formatNumber(n, 1);
  // The cattle sentences give the cow's weight already; an equine's is said here.
  const adults = line.species === 'bovinos' ? animals : `${animals} de ${num(weight)} kg`;
  const herdText = vehicle?.text ?? 'un grupo de 20';
  // The cattle text has just named the pastures; the equine text names them here.
  const pastures = line.species === 'bovinos' ? 'esos potreros' : `los potreros de la zona, de ${pastos},`;
  return `Con ${dec(cargaUGG[0])} a ${dec(cargaUGG[1])} UGG por hectárea, ${pastures} sostienen de ${dec(perHectare[0])} a ${dec(perHectare[1])} ${adults}: de ${few} a ${many} hectáreas para ${herdText}.`;
}

/** A cattle line's climate of origin as it reads (content/livestock/bovinos.json › clima). */
export const CLIMATE_OF_BREED = { calido: 'cálido', templado: 'templado', frio: 'frío' } as const;

/** What heat stress costs a cattle line, by its specialty. */
const HEAT_COST = {
  lechera: 'produce menos leche y baja su fertilidad',
  carnica: 'gana menos peso y baja su fertilidad',
  'doble-proposito': 'produce menos leche, gana menos peso y baja su fertilidad',
} as const;

type Of<S extends LivestockLine['species']> = Extract<LivestockLine, { species: S }>;

/** The adult weight that stands for a cattle or equine line: the cow's of a cattle line (what the herd is bought for), the adult's of an equine line. */
export const lineWeightKg = (line: Of<'bovinos'> | Of<'equinos'>): number => (line.species === 'bovinos' ? line.ficha.pesoHembraKg : line.ficha.pesoKg);

/** The adults that stand for a line and their weight: the cows of a cattle line ("hembras Angus"), the adults of an equine line ("mulas"). */
export const lineAdults = (line: Of<'bovinos'> | Of<'equinos'>) => ({ weight: lineWeightKg(line), animals: line.species === 'bovinos' ? `hembras ${line.name}` : line.plural });

/** The afternoon heat of a city for a cattle line (temperature-humidity index) and its parasite or altitude risk. */
function cattleParagraphs(line: Of<'bovinos'>, place: LivestockPlace): string[] {
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

/** The afternoon heat of a city for a horse line (°F + humidity) and its disease risk by climate. */
function equineParagraphs(line: Of<'equinos'>, place: LivestockPlace): string[] {
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

/**
 * A bird line's comfort range against the city's day: how many hours, and which, the day stays
 * above or below it (src/lib/day-temperature.ts) and the care for those hours; and, for the lines
 * that give their feed, what they eat and drink at the city's mean temperature (per bird and per
 * hundred).
 */
function birdComfortParagraphs(line: Of<'aves'>, place: LivestockPlace): string[] {
  const city = place.nombre;
  const [min, max] = place.temperatura;
  const [lo, hi] = line.ficha.confortC;
  const { cold, heat } = comfortGap(line.ficha.confortC, place.temperatura);
  // Broilers at the end of the cycle and hens in lay: chicks of a day need 32 °C (the arrival text).
  const stage = line.tipo === 'gallinas' && line.produccion === 'carne' ? 'al final del ciclo' : line.produccion === 'postura' ? 'en postura' : '';
  const comfort = `${capitalize(line.all)}${stage ? `, ${stage},` : ''} viven bien entre ${lo} y ${hi} °C`;
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
    : [`${comfort}, y en ${city}, de ${min} a ${max} °C, todo el día cae dentro de ese rango.`];
  const base = line.ficha.alimentoG;
  if (base !== undefined) out.push(birdFeedSentence(line, place, base, stage));
  return out;
}

/**
 * What the line eats (and, for poultry and ostriches, drinks) at the city's mean temperature:
 * per bird and per flock, or for a cage bird its seed per day and a pair's per month.
 */
function birdFeedSentence(line: Of<'aves'>, place: LivestockPlace, feedAt21G: number, stage: string): string {
  const mean = Math.round((place.temperatura[0] + place.temperatura[1]) / 2);
  const head = `Con ${mean} °C de media en ${place.nombre}, ${line.all}${stage ? ` ${stage}` : ''} comen unos`;
  if (line.tipo === 'ornamentales') {
    const seedG = Math.round(birdFeedG(feedAt21G, mean) * 10) / 10;
    // Two birds over a 30-day month, to 5 g.
    const pairMonthG = Math.round((seedG * 2 * 30) / 5) * 5;
    return `${head} ${formatNumber(seedG, 1)} g de semillas por ave al día: unos ${num(pairMonthG)} g al mes para una pareja.`;
  }
  const { feedG, waterMl } = birdFeedAndWater(feedAt21G, mean);
  const flock = birdFlock(line.ficha.pesoAdultoKg);
  return `${head} ${gramsText(feedG)} de alimento y beben unos ${millilitresText(waterMl)} de agua por ave al día: ${formatNumber((feedG * flock) / 1000, 1)} kg y ${formatNumber((waterMl * flock) / 1000, 1)} litros diarios por cada ${flock} aves.`;
}

/** The group a bird's daily feed and water are totalled for: 100 poultry, 10 ostriches. */
export const birdFlock = (adultKg: number) => (adultKg >= 50 ? 10 : 100);
/** "195 g", or "1,7 kg" from a kilogram. */
const gramsText = (g: number) => (g < 1000 ? `${num(g)} g` : `${formatNumber(g / 1000, 1)} kg`);
/** "430 mililitros", or "3,7 litros" from a litre. */
const millilitresText = (ml: number) => (ml < 1000 ? `${num(ml)} mililitros` : `${formatNumber(ml / 1000, 1)} litros`);

/** What a bird line needs in the hours above its comfort range (heat) and below it (cold), by the kind of bird. */
function comfortCare(line: Of<'aves'>): { heat: string; heatTail?: string; cold: string } {
  const { all } = line;
  switch (line.tipo) {
    case 'ornamentales':
      return { heat: `la jaula de ${all} va a la sombra, lejos de techos de zinc`, cold: `la jaula de ${all} va lejos de corrientes de aire, cubierta en parte` };
    case 'gallinas':
      return {
        heat: `el galpón de ${all} necesita ventilación y agua fresca`,
        heatTail: line.produccion === 'carne' ? 'sin alimento en las horas más calientes' : undefined,
        cold: `el galpón de ${all} va con las cortinas cerradas`,
      };
    case 'avestruz':
      return { heat: `${all} necesitan sombra y agua a voluntad`, cold: `${all}, sobre todo los pichones, necesitan un refugio seco y abrigado` };
    default:
      return { heat: `${all} necesitan sombra y agua fresca`, cold: `${all} necesitan un refugio seco y sin corrientes de aire` };
  }
}

/**
 * For a laying line, the city's shortest and longest day (its latitude) and the artificial light
 * that completes the laying day, in decimal hours.
 */
function layingLightParagraphs(line: Of<'aves'>, place: LivestockPlace): string[] {
  if (line.produccion !== 'postura' || place.latitud === undefined) return [];
  const [short, long] = solsticeDayLengths(place.latitud);
  const extra = (m: number) => formatNumber(LAYING_LIGHT_HOURS - m / 60, 1);
  return [
    `${latitudeText(place.latitud)}, en ${place.nombre} el día dura de ${hoursAndMinutes(short)} en diciembre a ${hoursAndMinutes(long)} en junio: ${line.all} necesitan de ${extra(long)} a ${extra(short)} horas de luz artificial antes del amanecer para poner con ${LAYING_LIGHT_HOURS} horas de luz.`,
  ];
}

/** What a city's altitude, heat, humidity and day mean for one bird line. */
function birdParagraphs(line: Of<'aves'>, place: LivestockPlace): string[] {
  return [...birdComfortParagraphs(line, place), ...birdTypeParagraphs(line, place), ...layingLightParagraphs(line, place), ...cageNightParagraphs(line, place)];
}

/** Afternoons from which a broiler house holds fewer kilograms per m². */
const BROILER_HOT_C = 30;
/** Kilograms of live weight per m² a broiler house holds at the end of the cycle: 25 where afternoons reach 30 °C, 30 below. */
export const broilerKgPerM2 = (maxC: number) => (maxC >= BROILER_HOT_C ? 25 : 30);

/** The broilers of the line per m² at the end of the cycle in the city's heat, and the house for a thousand. */
function broilerDensitySentence(line: Of<'aves'>, place: LivestockPlace): string {
  const kg = broilerKgPerM2(place.temperatura[1]);
  const weight = line.ficha.pesoAdultoKg;
  const perM2 = Math.round((kg / weight) * 2) / 2;
  const hot = place.temperatura[1] >= BROILER_HOT_C ? `, el tope con tardes de ${BROILER_HOT_C} °C o más` : '';
  return `En ${place.nombre}, al final del ciclo, caben ${formatNumber(perM2, 1)} aves de ${formatNumber(weight, 1)} kg por m² (hasta ${kg} kg de peso vivo por m²${hot}): unos ${num(Math.ceil(1000 / perM2))} m² de galpón por cada 1.000.`;
}

/**
 * The nights of the city (its latitude) for a cage bird: how long they last through the year,
 * and the sleep the bird needs.
 */
function cageNightParagraphs(line: Of<'aves'>, place: LivestockPlace): string[] {
  if (line.tipo !== 'ornamentales' || place.latitud === undefined) return [];
  const [short, long] = solsticeDayLengths(place.latitud);
  const night = (dayMinutes: number) => hoursAndMinutes(24 * 60 - dayMinutes);
  return [
    `${latitudeText(place.latitud)}, la noche de ${place.nombre} dura de ${night(long)} en junio a ${night(short)} en diciembre; ${line.all} duermen de 10 a 12 horas, con la jaula cubierta.`,
  ];
}

/** The advice of a bird type (broilers, layers, ornamental, farmyard) in the city's altitude, heat or humidity. */
function birdTypeParagraphs(line: Of<'aves'>, place: LivestockPlace): string[] {
  const { all, plural } = line;
  const city = place.nombre;
  const [min, max] = place.temperatura;
  const alt = num(place.altitud);
  if (line.tipo === 'gallinas' && line.produccion === 'carne') {
    // Below the ascites altitude the limit is the heat, which the comfort paragraph covers hour by hour.
    return [
      ...(place.altitud >= ASCITES_ALTITUDE_M
        ? [
            `A ${alt} metros hay menos oxígeno, y ${all}, de crecimiento rápido, arriesgan el síndrome ascítico (líquido en el abdomen por un corazón forzado): en ${city} se previene frenando un poco el crecimiento entre los días 7 y 21.`,
          ]
        : []),
      broilerDensitySentence(line, place),
    ];
  }
  if (line.tipo === 'gallinas') {
    return [
      max >= 30
        ? `Con ${max} °C en las tardes de ${city}, ${all} comen menos y ponen huevos más pequeños y de cáscara delgada: alimento en las horas frescas, agua fresca y calcio de partícula gruesa al final de la tarde.`
        : min <= 12
          ? `Con madrugadas de ${min} °C en ${city}, ${all} gastan más alimento en mantener el calor: alimento medido para que no ganen grasa.`
          : `Entre ${min} y ${max} °C, el clima de ${city} es cómodo para la postura: ${all} mantienen el consumo y el tamaño del huevo con ventilación y agua limpia.`,
    ];
  }
  if (line.tipo === 'ornamentales') {
    return [
      place.humedad === 'alta'
        ? `Con la humedad alta de ${city} y las lluvias ${place.lluvias}, ${all} tienen más riesgo de hongos respiratorios (aspergilosis): jaula ventilada, semillas secas y sustrato limpio cada día.`
        : place.humedad === 'baja'
          ? `El aire seco de ${city} reseca el plumaje de ${all}: ofrézcales un recipiente con agua para bañarse varias veces por semana.`
          : `Con humedad media, ${city} es buen clima para ${all}: jaula limpia cada día, agua fresca y semillas secas.`,
    ];
  }
  if (line.tipo === 'corral') {
    return [
      place.humedad === 'alta'
        ? `Con humedad alta y lluvias ${place.lluvias}, en ${city} la cama de ${all} se moja rápido: cámbiela a menudo y mantenga el corral con piso drenado para evitar problemas de patas y coccidiosis.`
        : `Con humedad ${place.humedad} en ${city}, la cama de ${all} se mantiene seca con más facilidad; revísela cada semana en la temporada de lluvias (${place.lluvias}) y mantenga el agua limpia.`,
    ];
  }
  return [];
}

/**
 * Water, milk and weight gain of a cattle or horse line in the city's heat: litres per animal at
 * the city's maximum, the milk a European dairy cow loses to the afternoon index, the daily gain
 * of a steer. Each figure takes the line's own weight and yield and the city's own temperature.
 */
function waterAndYield(line: Of<'bovinos'> | Of<'equinos'>, place: LivestockPlace): string[] {
  const city = place.nombre;
  const max = place.temperatura[1];
  const num1 = (n: number) => formatNumber(n, 1);
  // The article of the data's plural decides the verb: "el ganado Brahman toma", "las mulas toman".
  const drinks = singular(line) ? 'toma' : 'toman';
  if (line.species === 'equinos') {
    const litres = waterLitres('equinos', line.ficha.pesoKg, max);
    const [dry] = dryMatterKg('equinos', line.ficha.pesoKg);
    return [
      // The stocking sentence before it gives the line's weight.
      `Con máximas de ${max} °C en ${city}, ${line.all} ${drinks} unos ${litres} litros de agua y ${drinks === 'toma' ? 'come' : 'comen'} unos ${dry} kg de materia seca al día, más en los días de trabajo.`,
    ];
  }
  const { pesoHembraKg, leche, gananciaG } = line.ficha;
  const milking = line.especialidad !== 'carnica' && leche !== undefined;
  const litres = waterLitres('bovinos', pesoHembraKg, max, milking ? leche : 0);
  // What the herd of a full vehicle drinks: the trough and the water supply to plan for.
  const vehicle = fullVehicle(line);
  const herdWater = vehicle ? `: unos ${num(vehicle.heads * litres)} litros diarios para ${vehicle.text}` : '';
  const out = [
    `Con máximas de ${max} °C en ${city}, una hembra ${line.name} de ${num(pesoHembraKg)} kg${milking ? ` y ${num1(leche)} litros de leche` : ''} toma unos ${litres} litros de agua al día${herdWater}.`,
  ];
  const thi = temperatureHumidityIndex(max, AFTERNOON_RH[place.humedad]);
  if (milking && line.clima !== 'calido' && thi >= 72) {
    const loss = milkLossLitres(leche, thi);
    out.push(
      loss >= 0.5
        ? `Con un ITH de ${thi}, la fórmula de Berry para vacas lecheras estima que una vaca ${line.name} de ${num1(leche)} litros diarios deja de dar ${loss === 1 ? 'un litro' : `unos ${num1(loss)} litros`} en las tardes más calurosas de ${city} si no tiene sombra, agua fresca y ventilación.`
        : `Con un ITH de ${thi}, una vaca ${line.name} de ${num1(leche)} litros diarios apenas pierde leche por calor en ${city}.`,
    );
  } else if (gananciaG !== undefined) {
    const head = `En ${city}, con ${place.temperatura[0]} a ${max} °C`;
    out.push(
      cattleHeatStress(thi) === 'ninguno' || line.clima === 'calido'
        ? `${head}, ${line.one} mantiene en la ceba sus ${num(gananciaG)} g diarios de ganancia con buen pasto.`
        : `${head}, el calor de la tarde reduce los ${num(gananciaG)} g diarios que ${line.one} gana en la ceba si el potrero no tiene sombra.`,
    );
  }
  return out;
}

/** The heat, altitude and parasite paragraphs of a line in a city, then its water and yield there. */
export function livestockHealthParagraphs(line: LivestockLine, place: LivestockPlace): string[] {
  if (line.species === 'aves') return birdParagraphs(line, place);
  return [...(line.species === 'bovinos' ? cattleParagraphs(line, place) : equineParagraphs(line, place)), ...regionFitParagraph(line, place), ...waterAndYield(line, place)];
}

/**
 * The first days in the city: the altitude and temperature the animals leave and find, and the
 * days they need before normal work or production, with what to have ready when they arrive.
 * `hoursOnRoad` is the trip (birds that fly count 4 hours, the flight and the ride to the airport).
 */
export function livestockArrivalSection(line: LivestockLine, place: LivestockPlace, dispatch: ClimatePoint & { nombre: string }, hoursOnRoad: number): { heading: string; paragraphs: string[] } {
  const city = place.nombre;
  const settle = Math.max(1, settlingDays(hoursOnRoad, climateChange(place, dispatch)));
  const first =
    place.distanciaKm === 0
      ? `En ${city} ${line.species === 'aves' ? 'las aves' : 'los animales'} no cambian de clima ni de altitud: llegan a su ${line.species !== 'aves' ? 'finca' : line.tipo === 'ornamentales' ? 'casa' : 'granja'} el mismo día del despacho.`
      : line.species === 'aves'
        ? climateChangeSentence('Las aves', city, place, dispatch, { dayRange: false })
        : climateChangeSentence(capitalize(line.all), city, place, dispatch, { singular: singular(line), dayRange: false });
  const care =
    line.species === 'bovinos'
      ? `${capitalize(daysText(settle))} de adaptación en ${city} para ${line.one}, en corral aparte hasta la revisión veterinaria.`
      : line.species === 'equinos'
        ? `Cuente con ${daysText(settle)} en ${city} antes de ${EQUINE_USE[line.usos[0]!].resume}, con trabajo suave y revisión de cascos.`
        : line.tipo === 'ornamentales'
          ? `Un mes de cuarentena para ${line.all}, en jaula aparte de sus otras aves.`
          : line.tipo === 'avestruz'
            ? `Tenga listo para ${line.all} un corral amplio con refugio seco y cuente con ${daysText(settle)} de adaptación, aparte del resto de su grupo.`
            : line.tipo === 'gallinas' && line.produccion === 'carne'
              ? `Criadora encendida a 32 °C dos horas antes de que lleguen ${line.all}, y agua con electrolitos antes del alimento.`
              : line.ficha.criadora
                ? brooderSentence(line, line.ficha.criadora, place)
                : `${capitalize(daysText(settle))} de adaptación en ${city} para ${line.all}, en galpón aparte y con agua con electrolitos al llegar, antes de la postura plena.`;
  return { heading: `Los primeros días en ${city}`, paragraphs: [first, care] };
}

/**
 * The brooder of a farmyard line's chicks in the city: the weeks its dawns make it needed
 * (brooderWeeks), from its first week's heat to its last's, and the pen after it.
 */
function brooderSentence(line: Of<'aves'>, brooder: Brooder, place: LivestockPlace): string {
  const [min] = place.temperatura;
  const { weeks, feathered } = brooderWeeks(brooder, min);
  const until = feathered ? `hasta que estén ${feminine(line) ? 'emplumadas' : 'emplumados'}, hacia la semana ${weeks}` : `hasta la semana ${weeks}`;
  const last = brooder.inicioC - BROODER_STEP_C * (weeks - 1);
  return `En ${place.nombre}, con madrugadas de ${min} °C, ${line.all} de pocos días necesitan criadora ${until}, de ${brooder.inicioC} °C al llegar a ${last} °C, y agua con electrolitos; luego, corral seco y ${min < line.ficha.confortC[0] ? 'abrigado' : 'ventilado'}.`;
}

/** A city's region against the zones of a line: one of them, or the nearest zone among the cities served. */
export type ZoneFit =
  | { inZone: true; region: string }
  | { inZone: false; region: string; zones: readonly string[]; nearest?: { city: string; region: string; km: number } };

type ZoneCity = Pick<City, 'slug' | 'nombre' | 'departamento'> & { clima: Coordinates; campo?: { departamento?: string } };
/** The department of the farms around a city (cities.json › campo.departamento, else its own). */
const farmRegion = (c: ZoneCity) => c.campo?.departamento ?? c.departamento;

/**
 * Whether the farms around `city` are in one of the line's zones (content/livestock › zonas), or
 * else which of the other cities served is the nearest in one, as the crow flies.
 */
export function zoneFit(zones: readonly string[], city: ZoneCity, cities: readonly ZoneCity[]): ZoneFit {
  const region = farmRegion(city);
  if (zones.includes(region)) return { inZone: true, region };
  const near = nearestFirst(cities, city).find((c) => zones.includes(farmRegion(c)));
  const km = near && distanceKm(city.clima, near.clima);
  return { inZone: false, region, zones, ...(near && km !== undefined ? { nearest: { city: near.nombre, region: farmRegion(near), km: Math.round(km / 10) * 10 } } : {}) };
}

/** What a zone fit means to a buyer of the line in the city: people nearby who know the line, or where the nearest are. */
export function breedingZoneSentence(line: Pick<LivestockLine, 'plural' | 'all'>, fit: ZoneFit): string {
  if (fit.inZone) return `${fit.region} es zona de cría de ${line.plural}: en la región hay otros criadores y veterinarios que ya ${themPronoun(line)} manejan.`;
  if (fit.nearest) {
    return `${fit.region} no es zona de cría de ${line.plural}; la más cercana entre las ciudades que atendemos es ${fit.nearest.region}, alrededor de ${fit.nearest.city}, a unos ${num(fit.nearest.km)} km en línea recta.`;
  }
  return `${fit.region} no es zona de cría de ${line.plural}; sus zonas en Colombia son ${joinEs(fit.zones)}.`;
}
