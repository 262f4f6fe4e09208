/**
 * What a city's climate and the trip from the dispatch city mean for one livestock line, with
 * the numbers of both places: the heat index cattle and horses feel there in the afternoon (which
 * decides the advice; the pages never show it), the altitude and parasite risks of the line, and
 * how many days the animals need to settle after the trip. Two cities read differently because
 * their numbers and their risks differ; two lines in one city because their tolerance and use differ. Pure functions; the thresholds are the published
 * rules of thumb named below, and CONTENT-TO-CONFIRM.md lists the text for the breeder's vet.
 */
import type { Bovine, City } from '../content/schemas';
import { type Coordinates, distanceKm, nearestFirst } from './geo';
import type { TruckRule } from './livestock-trip';
import { climateClass, type PlaceFacts } from './places';

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
export function waterLitres(model: 'bovino' | 'equino', weightKg: number, maxC: number, milkLitres = 0): number {
  const band = maxC < 20 ? 0 : maxC <= 26 ? 1 : maxC <= 31 ? 2 : 3;
  const share = model === 'bovino' ? [0.05, 0.07, 0.09, 0.11][band]! : [0.05, 0.065, 0.08, 0.1][band]!;
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
  /** The animals once the line is named, with their article ("las gallinas", "el ganado": content/livestock › formas.generico); none: `all`. */
  generic?: string;
  /** The departments where the line is mostly bred (content/livestock › zonas.departamentos). */
  zonas?: readonly string[];
} & (
  | {
      model: 'bovino';
      clima: 'calido' | 'templado' | 'frio';
      especialidad: 'lechera' | 'carnica' | 'doble-proposito';
      /** `uso`: how the breed is used in Colombia (content/livestock/bovinos.json › ficha.uso). */
      ficha: { pesoHembraKg: number; leche?: number; gananciaG?: number; uso?: string };
      /** The road vehicle of the species (content/livestock/transporte.json) and the line's reference price. */
      truck?: TruckRule;
      price?: { desde: number; hasta: number; unidad: string };
    }
  | {
      model: 'equino';
      usos: readonly ('paseo' | 'exposicion' | 'trabajo' | 'deporte' | 'carga' | 'reproduccion')[];
      ficha: { pesoKg: number };
      truck?: TruckRule;
      price?: { desde: number; hasta: number; unidad: string };
    }
  | {
      model: 'ave';
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
/** The place facts the livestock text reads. */
export interface LivestockPlace extends ClimatePoint {
  nombre: string;
  departamento: string;
  lluvias: string;
  distanciaKm: number;
  /** The farming around the city (content/places/cities.json › campo). */
  campo?: City['campo'];
}

/** A cattle line's climate of origin as it reads (content/livestock/bovinos.json › clima). */
export const CLIMATE_OF_BREED = { calido: 'cálido', templado: 'templado', frio: 'frío' } as const;

export type Of<M extends LivestockLine['model']> = Extract<LivestockLine, { model: M }>;

/** The adult weight that stands for a cattle or equine line: the cow's of a cattle line (what the herd is bought for), the adult's of an equine line. */
export const lineWeightKg = (line: Of<'bovino'> | Of<'equino'>): number => (line.model === 'bovino' ? line.ficha.pesoHembraKg : line.ficha.pesoKg);


/** The group a bird's daily feed and water are totalled for: 100 poultry, 10 ostriches. */
export const birdFlock = (adultKg: number) => (adultKg >= 50 ? 10 : 100);
/** Kilograms of live weight per m² a broiler house holds at the end of the cycle: 25 where afternoons reach 30 °C, 30 below. */
export const broilerKgPerM2 = (maxC: number) => (maxC >= BROILER_HOT_C ? 25 : 30);

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

/**
 * Whether a cattle breed produces well in a place's climate without extra management: a breed of
 * the place's climate; in a templado place also the warm-climate breeds, in a cold one also the templado ones.
 */
export function cattleFitsClimate(breed: Pick<Bovine, 'clima'>, place: Pick<PlaceFacts, 'temperatura' | 'altitud' | 'altitudMax'>): boolean {
  const cls = climateClass(place);
  const fit = cls === 'cálido' ? 'calido' : cls === 'frío' ? 'frio' : 'templado';
  return breed.clima === fit || (fit === 'templado' && breed.clima !== 'frio') || (fit === 'frio' && breed.clima === 'templado');
}
/** Afternoons from which a broiler house holds fewer kilograms per m². */
export const BROILER_HOT_C = 30;
/**
 * The yields a buyer of a cattle line plans with, by its purpose (bovinos.json › especialidad): the
 * milk of a dairy or dual-purpose cow, the daily gain of a beef or dual-purpose steer. A beef cow's
 * litres or a dairy steer's grams are figures of another purpose: the pages leave them out.
 */
export const cattleYields = (especialidad: Bovine['especialidad']) => ({ milk: especialidad !== 'carnica', gain: especialidad !== 'lechera' });
