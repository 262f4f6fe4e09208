/**
 * What a place means for a buyer there, written from the data: the place's climate and altitude
 * (content/places), how far it is from the city the breeder dispatches from and how the animal
 * travels (content/site.json › dispatch), what that climate changes for a breed (the breed's
 * `adaptacion`), and the rules that apply there. Every breed × place page takes its local text
 * from here, so two places read differently because their facts differ, not because of synonyms.
 * Pure functions; the seeded picker only varies the wording of one page.
 */
import type { Catalog, DogLocation } from './content/catalog';
import type { Bovine, City, Country, DogBreed, Equine, Locality, Region } from './content/schemas';
import { joinEs } from './dog-article';
import { lifeExpectancy } from './dogs';
import { formatCOP, formatNumber } from './money';
import { breedingZoneSentence, CLIMATE_OF_BREED, lineAdults, livestockArrivalSection, livestockHealthParagraphs, themPronoun, type LivestockLine, type ZoneFit } from './livestock-climate';
import { headsPerTruck, lineTrip, type TruckRule } from './livestock-trip';
import { seededPicker } from './random';
import { capitalize } from './slug';
import { site } from './site';

/** A section of local text: a heading and paragraphs, optionally a list. */
export interface GuideSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/** The facts of one place a page can be about. */
export interface PlaceFacts {
  slug: string;
  nombre: string;
  kind: 'ciudad' | 'localidad' | 'region';
  /** "Chapinero (Bogotá)" for a locality, the name otherwise. */
  label: string;
  /** The city of a locality; the place itself otherwise. */
  ciudad: string;
  departamento: string;
  altitud: number;
  altitudMax?: number;
  temperatura: readonly [number, number];
  humedad: 'baja' | 'media' | 'alta';
  lluvias: string;
  distanciaKm: number;
  distanciaKmMax?: number;
  horasCarretera: number;
  aeropuerto?: string;
  /** What the place is like to live in with a dog, and where dogs are walked. */
  entorno: string;
  parques: readonly string[];
  /** The farming of the region around a city (livestock pages). */
  produccion?: string;
  /** The pastures, cattle systems and uses of equines around a city (livestock pages). */
  campo?: City['campo'];
  locality?: Pick<Locality, 'numero' | 'zona'>;
}

/** The city the breeder dispatches from (content/site.json › dispatch; the catalog checks it exists). */
export function dispatchCity(catalog: Pick<Catalog, 'cityBySlug'>): City {
  return catalog.cityBySlug.get(site.dispatch.city)!;
}

/** The facts of a place only fixed legacy pages name (content/places/towns.json: Rionegro). */
export function townFacts(catalog: Pick<Catalog, 'townBySlug'>, slug: string): PlaceFacts {
  return fromCity(catalog.townBySlug.get(slug)!);
}

/** The facts of a city, region or locality of the dog location list. */
export function placeFacts(catalog: Pick<Catalog, 'cityBySlug' | 'localityBySlug' | 'regions'>, location: Pick<DogLocation, 'slug' | 'kind'>): PlaceFacts {
  if (location.kind === 'localidad') {
    const l = catalog.localityBySlug.get(location.slug)!;
    const city = catalog.cityBySlug.get(l.slug_ciudad)!;
    return { ...fromCity(city), slug: l.slug_barrio, nombre: l.barrio, kind: 'localidad', label: `${l.barrio} (${city.nombre})`, altitud: l.altitud, entorno: l.entorno, parques: l.parques, locality: l };
  }
  if (location.kind === 'region') return fromCity(catalog.regions.find((r) => r.slug === location.slug)!, 'region');
  return fromCity(catalog.cityBySlug.get(location.slug)!);
}

function fromCity(c: City | Region, kind: PlaceFacts['kind'] = 'ciudad'): PlaceFacts {
  return {
    slug: c.slug,
    nombre: c.nombre,
    kind,
    label: c.nombre,
    ciudad: c.nombre,
    departamento: c.departamento,
    ...c.clima,
    ...c.entrega,
    entorno: c.entorno,
    parques: c.parques,
    produccion: 'produccion' in c ? c.produccion : undefined,
    campo: 'campo' in c ? c.campo : undefined,
  };
}

export type ClimateClass = 'frío' | 'templado' | 'cálido' | 'variado';

/** Frío up to a 16 °C mean, templado up to 23 °C, cálido above; a region spanning 1,000 m or more is variado. */
export function climateClass(p: Pick<PlaceFacts, 'temperatura' | 'altitud' | 'altitudMax'>): ClimateClass {
  if (p.altitudMax !== undefined && p.altitudMax - p.altitud >= 1000) return 'variado';
  const mean = (p.temperatura[0] + p.temperatura[1]) / 2;
  return mean <= 16 ? 'frío' : mean <= 23 ? 'templado' : 'cálido';
}

const COAT: Record<DogBreed['adaptacion']['manto'], string> = {
  corto: 'de pelo corto',
  doble: 'de doble manto',
  largo: 'de pelo largo',
  rizado: 'de pelo rizado',
  duro: 'de pelo duro',
  medio: 'de pelo semilargo',
};
const num = (n: number) => formatNumber(n);
const metres = (p: Pick<PlaceFacts, 'altitud' | 'altitudMax'>) =>
  p.altitudMax !== undefined ? `entre ${num(p.altitud)} y ${num(p.altitudMax)} metros` : `${num(p.altitud)} metros`;
const hours = (h: number) => (h <= 1 ? 'una hora' : `${num(h)} horas`);
const km = (p: Pick<PlaceFacts, 'distanciaKm' | 'distanciaKmMax'>) =>
  p.distanciaKmMax !== undefined ? `entre ${num(p.distanciaKm)} y ${num(p.distanciaKmMax)} km` : `unos ${num(p.distanciaKm)} km`;

export type DeliveryMode = 'local' | 'carretera' | 'carretera-o-avion' | 'avion';

/** How the breeder delivers a pet there: in the dispatch city by its own vehicle, by road up to 4 h, road or air up to 10 h, air beyond. */
export function deliveryMode(p: Pick<PlaceFacts, 'distanciaKm' | 'horasCarretera'>): DeliveryMode {
  if (p.distanciaKm === 0) return 'local';
  if (p.horasCarretera <= 4) return 'carretera';
  if (p.horasCarretera <= 10) return 'carretera-o-avion';
  return 'avion';
}

/** Metres an animal goes down from the dispatch city to the place (negative: up), when there is a trip and the change is 800 m or more. */
function notableDrop(place: Pick<PlaceFacts, 'altitud' | 'distanciaKm'>, dispatch: City): number | undefined {
  const drop = dispatch.clima.altitud - place.altitud;
  return place.distanciaKm > 0 && Math.abs(drop) >= 800 ? drop : undefined;
}

/** The heaviest weight of a breed, in kg ("3 a 5 kg" → 5). */
export const maxWeight = (breed: Pick<DogBreed, 'peso'>) => Number(breed.peso.replace(',', '.').match(/([\d.]+) kg$/)![1]);

/** Airlines take pets in the cabin up to about 10 kg with the carrier: a puppy up to 8 kg as an adult fits. */
const CABIN_KG = 8;

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
    const byRoad = breed.adaptacion.braquicefalo === true && !cabin;
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
  const parks = place.parques.map((name) => `el ${name}`);
  paragraphs.push(
    parks.length
      ? p.pick([
          `Para los paseos del ${b} en ${place.nombre}, ${parks.length > 1 ? `${parks.slice(0, -1).join(', ')} y ${parks.at(-1)} son` : `${parks[0]} es`} la opción más cercana a muchos barrios de ${l ? 'la localidad' : 'la ciudad'}.`,
          `En ${place.nombre}, los vecinos con perro suelen caminar en ${parks.join(' y ')}: un buen lugar para que el ${b} gaste energía y se socialice.`,
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
const CARE_PAIRS = [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]] as const;
/** 3 character × 3 energy lines × 6 care pairs. */
const PROFILES = 54;

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

/** The facts table of a place: altitude, temperatures, rains, distance and delivery mode. */
export function placeFactsList(place: PlaceFacts, dispatch: City): string[] {
  const mode = deliveryMode(place);
  return [
    `Altitud: ${metres(place)}`,
    `Temperatura habitual: ${place.temperatura[0]} a ${place.temperatura[1]} °C (clima ${climateClass(place)})`,
    `Llueve más: ${place.lluvias}`,
    mode === 'local' ? `Entrega: en nuestro vehículo desde ${dispatch.nombre}, el mismo día` : `Distancia desde ${dispatch.nombre}: ${km(place)} (${hours(place.horasCarretera)} por carretera)`,
    ...(place.aeropuerto && mode !== 'local' ? [`Aeropuerto: ${place.aeropuerto}`] : []),
  ];
}

/** Facts of a country for the international pages: destination city, climate and flight. */
export function countryFacts(country: Country, dispatch: City): string[] {
  return [
    `Ciudad de entrega habitual: ${country.ciudad} (${num(country.altitud)} metros, ${country.temperatura[0]} a ${country.temperatura[1]} °C)`,
    `Vuelo desde ${dispatch.nombre}: unas ${hours(country.horasVuelo)}${country.vueloDirecto ? ', con vuelos directos' : ', con escala'}`,
  ];
}

/** A place of the cat pages: a Colombian city (its facts) or a country (its delivery city's facts). */
export type CatPlace = { kind: 'ciudad'; facts: PlaceFacts } | { kind: 'pais'; country: Country };

type CatBreedLite = { nombre: string; pelaje: 'largo' | 'corto' | 'sin_pelo' };

/**
 * The local text of /gatos-en-{lugar}/: the place's climate, what it means for each coat
 * (long, short, hairless, naming the breeds of each) and how a kitten gets there.
 */
export function catPlaceSections(place: CatPlace, breeds: readonly CatBreedLite[], dispatch: City): GuideSection[] {
  const name = place.kind === 'ciudad' ? place.facts.nombre : place.country.nombre;
  const city = place.kind === 'ciudad' ? place.facts.nombre : place.country.ciudad;
  const [min, max] = place.kind === 'ciudad' ? place.facts.temperatura : place.country.temperatura;
  const altitud = place.kind === 'ciudad' ? place.facts.altitud : place.country.altitud;
  const humid = place.kind === 'ciudad' && place.facts.humedad === 'alta';
  /** "La Habana (Cuba)" abroad: the city and the country the buyer searched for. */
  const at = place.kind === 'pais' ? `${city} (${name})` : city;
  const names = (coat: CatBreedLite['pelaje']) => breeds.filter((b) => b.pelaje === coat).map((b) => b.nombre);

  const climate: string[] = [
    place.kind === 'ciudad'
      ? `${city} está a ${num(altitud)} metros sobre el nivel del mar y su temperatura va de ${min} a ${max} °C${humid ? ', con humedad alta' : ''}: clima ${climateClass(place.facts)}. Así cambia el cuidado de cada tipo de pelaje en ${city}.`
      : `La mayoría de nuestros envíos a ${name} llegan a ${city}, a ${num(altitud)} metros de altitud, donde la temperatura va de ${min} a ${max} °C a lo largo del año.`,
  ];
  const long = names('largo');
  if (long.length) {
    climate.push(
      max >= 30
        ? `Gatos de pelo largo en ${at}: con máximas de ${max} °C, cepíllelos a diario para retirar el subpelo muerto, déjelos en el rincón más fresco de la casa y no los rape sin consejo del veterinario.`
        : min <= 8
          ? `Gatos de pelo largo en ${at}: en las noches de ${min} °C su manto los abriga bien; tres cepillados por semana evitan los nudos.`
          : `Gatos de pelo largo en ${at}: entre ${min} y ${max} °C viven cómodos; el cepillado frecuente evita nudos y bolas de pelo${humid ? ', y la humedad obliga a secarlos bien después del baño' : ''}.`,
    );
  }
  const short = names('corto');
  if (short.length) {
    climate.push(
      min <= 8
        ? `Gatos de pelo corto en ${at}: agradecen una cama abrigada lejos de las ventanas en las madrugadas de ${min} °C.`
        : `Gatos de pelo corto en ${at}: los ${max} °C de la tarde no les molestan si tienen sombra y agua fresca; un cepillado semanal basta.`,
    );
  }
  const hairless = names('sin_pelo');
  if (hairless.length) {
    climate.push(
      max >= 28
        ? `Gatos sin pelo en ${at}: su piel se quema con el sol; que no tomen sol directo en las horas de ${max} °C y báñelos cada semana por la grasa de la piel.`
        : `Gatos sin pelo en ${at}: con mínimas de ${min} °C necesitan ropa abrigada y una cama térmica, además de su baño semanal.`,
    );
  }

  const rise = altitud - dispatch.clima.altitud;
  if (!(place.kind === 'ciudad' && deliveryMode(place.facts) === 'local')) {
    climate.push(
      Math.abs(rise) < 800
        ? `${city}, a ${num(altitud)} metros, tiene una altitud parecida a la de nuestro criadero (${num(dispatch.clima.altitud)} metros): el gatito se adapta sin cambios.`
        : rise < 0
          ? `Nuestros gatitos crecen a ${num(dispatch.clima.altitud)} metros; al llegar a los ${num(altitud)} metros de ${city} sentirán más calor los primeros días: agua fresca siempre y poco juego al sol.`
          : `Nuestros gatitos crecen a ${num(dispatch.clima.altitud)} metros; a los ${num(altitud)} metros de ${city} el aire es más liviano: los primeros días, descanso y juego tranquilo.`,
    );
  }

  let delivery: string[];
  if (place.kind === 'ciudad') {
    const f = place.facts;
    const mode = deliveryMode(f);
    delivery = [
      mode === 'local'
        ? `Despachamos desde ${dispatch.nombre}: le llevamos el gatito a su casa en ${f.nombre} en nuestro vehículo, el día que acordemos.`
        : mode === 'carretera'
          ? `${f.nombre} está a ${km(f)} de ${dispatch.nombre} (${hours(f.horasCarretera)} por carretera): el gatito viaja en nuestro vehículo, en su guacal, y llega el mismo día.`
          : `De ${dispatch.nombre} a ${f.nombre} hay ${km(f)}; un gatito pesa poco, así que viaja en la cabina del avión hasta el aeropuerto ${f.aeropuerto}, con un acompañante y en guacal aprobado.`,
      `Con el gatito recibe en ${f.nombre} el certificado de salud, el carné de vacunas y la constancia de desparasitación.`,
    ];
  } else {
    const c = place.country;
    delivery = [
      `De ${dispatch.nombre} a ${c.ciudad} el vuelo dura unas ${hours(c.horasVuelo)}${c.vueloDirecto ? ' en vuelo directo' : ', con una escala'}; el gatito llega a ${c.ciudad} en cabina o en bodega presurizada, según la aerolínea y su peso.`,
      `Para viajar a ${name}, antes del despacho el ICA expide en ${dispatch.nombre} el certificado de inspección sanitaria de exportación; ${name} puede pedir además microchip, vacuna antirrábica vigente y otros requisitos de entrada a ${name}, que le confirmamos antes de reservar.`,
    ];
  }
  return [
    { heading: `El clima de ${name} y el pelaje de su gato`, paragraphs: climate },
    { heading: place.kind === 'ciudad' ? `Entrega de gatitos en ${name}` : `Envío de gatitos a ${name}`, paragraphs: delivery },
  ];
}


type TruckLine = Extract<LivestockLine, { species: 'bovinos' | 'equinos' }>;

/** The delivery in the dispatch city: the vehicle and how many adults of the line it carries. */
function localTripSentence(line: TruckLine, truck: TruckRule, city: string): string {
  const { weight, animals } = lineAdults(line);
  return `En ${city} llevamos ${line.all} hasta su ${line.species === 'bovinos' ? 'finca' : 'finca o pesebrera'} en un ${truck.vehiculo}, hasta ${headsPerTruck(truck, weight)} ${animals} de ${num(weight)} kg por viaje, con la guía sanitaria de movilización expedida por el ICA.`;
}

/**
 * The road trip of a cattle or equine line: how many adults of its weight a full vehicle carries
 * and the estimated freight per head over the city's distance (content/livestock/transporte.json).
 */
function tripSentence(line: TruckLine, truck: TruckRule, place: PlaceFacts, road: string, stops: string): string {
  // With a reference price, the vehicle, its load and the freight per head are in the "puesto en" line of the Disponible Ahora block.
  if (line.price) return `${place.nombre} está a ${road}${stops}.`;
  const { weight, animals } = lineAdults(line);
  const { heads, freight } = lineTrip(truck, weight, place.distanciaKm);
  return `${place.nombre} está a ${road}${stops}: en un ${truck.vehiculo} van hasta ${heads} ${animals} de ${num(weight)} kg, a ${formatCOP(freight)} de flete estimado por cabeza (para menos animales, cotización aparte).`;
}

/**
 * The local text of a livestock sale page: how the line does in the city's climate (its fit, the
 * afternoon heat index, its altitude and parasite risks: src/lib/livestock-climate.ts), the first
 * days after the trip, and how the animals travel there from the dispatch city (livestock always
 * by road, birds by road or air). With `zone`, whether the city's region is one where the line is bred.
 */
export function livestockPlaceSections(line: LivestockLine, place: PlaceFacts, dispatch: City, zone?: ZoneFit): GuideSection[] {
  const { name, one, all } = line;
  const city = place.nombre;
  const [min, max] = place.temperatura;
  const cls = climateClass(place);
  const alt = num(place.altitud);
  const climate: string[] = [
    `${city} (${place.departamento}) está a ${alt} metros sobre el nivel del mar, con temperaturas de ${min} a ${max} °C y lluvias más fuertes ${place.lluvias}.`,
    // The region's farming (content/places/cities.json › produccion), on the cattle and equine lines' pages.
    ...(line.species !== 'aves' && place.produccion ? [place.produccion] : []),
  ];
  if (line.species === 'bovinos') {
    const home = CLIMATE_OF_BREED[line.clima];
    const One = capitalize(one);
    climate.push(
      line.clima === 'calido' && cls === 'cálido'
        ? `${One} es ganado de tierra caliente: los ${max} °C de ${city} no le restan producción si tiene sombra, agua a voluntad y pasto de buena calidad.`
        : line.clima === 'frio' && cls === 'cálido'
          ? `${One} rinde mejor en clima frío: con máximas de ${max} °C en ${city} sufre estrés por calor y baja su producción. En fincas de la zona se prefiere cruzarlo con cebú.`
          : line.clima === 'calido' && cls === 'frío'
            ? `${One} es ganado de tierra caliente: a ${alt} metros y con noches de ${min} °C, en ${city} necesita potreros abrigados y un periodo de adaptación; muchos ganaderos de ${place.departamento} lo llevan a sus fincas de clima medio.`
            : `${One} es ganado de clima ${home}; a ${alt} metros, con ${min} a ${max} °C, ${city} le ofrece condiciones ${line.clima === 'frio' && cls === 'frío' ? 'ideales para producir' : 'adecuadas'}.`,
    );
  } else if (line.species === 'aves' && line.tipo === 'avestruz') {
    climate.push(
      cls === 'cálido'
        ? `El avestruz se adapta bien a los ${max} °C de ${city} si tiene sombra y corrales amplios con buen drenaje para las lluvias.`
        : `A ${alt} metros, con noches de ${min} °C, los avestruces de ${city} necesitan un refugio seco y abrigado, sobre todo los pichones.`,
    );
  }
  climate.push(...livestockHealthParagraphs(line, place));
  // Where the line is bred against the city's region (content/livestock › zonas).
  if (zone) climate.push(breedingZoneSentence(line, zone));

  const mode = deliveryMode(place);
  const road = `${km(place)} de ${dispatch.nombre}, unas ${hours(place.horasCarretera)} de carretera`;
  const delivery: string[] = [];
  // Birds travel in ventilated boxes (by air to far cities); an ostrich, up to 120 kg, by truck like the big animals.
  const boxed = line.species === 'aves' && line.tipo !== 'avestruz';
  if (boxed) {
    delivery.push(
      mode === 'local'
        ? `En ${city} entregamos ${all} el mismo día del despacho, en cajas ventiladas y con la guía de movilización.`
        : mode === 'avion'
          ? `${city} está a ${road}: ${all} viajan en cajas ventiladas por carga aérea hasta el aeropuerto ${place.aeropuerto}, donde usted ${themPronoun(line)} recibe.`
          : `${city} está a ${road}: ${all} viajan en cajas ventiladas y llegan en el día.`,
    );
  } else {
    const animal = line.species === 'bovinos' ? 'el ganado' : line.species === 'equinos' ? 'los equinos' : all;
    const stops = place.horasCarretera > 8 ? ', con paradas para beber y comer' : '';
    // Cattle and equine lines with a vehicle of their species: its load and freight.
    const herd = line.species !== 'aves' && line.truck ? line : undefined;
    delivery.push(
      mode === 'local'
        ? herd?.truck
          ? localTripSentence(herd, herd.truck, city)
          : `En ${city} llevamos ${animal} en camión hasta su finca${line.species === 'equinos' ? ' o pesebrera' : ''}, con la guía sanitaria de movilización expedida por el ICA.`
        : herd?.truck
          ? tripSentence(herd, herd.truck, place, road, stops)
          : `${city} está a ${road}: ${animal} viaja${line.species === 'bovinos' ? '' : 'n'} con la guía sanitaria de movilización en camión acondicionado${stops}.`,
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
const EQUINE_USE: Record<Equine['usos'][number], string> = {
  paseo: 'paseo y cabalgata',
  exposicion: 'exposición en ferias',
  trabajo: 'trabajo de finca',
  deporte: 'deporte',
  carga: 'carga',
  reproduccion: 'cría',
};
/** A cattle system as the heading of the breeds that serve it ("Lechería en Pasto"). */
const CATTLE_SYSTEM: Record<Bovine['especialidad'], string> = { lechera: 'Lechería', carnica: 'Carne', 'doble-proposito': 'Doble propósito' };

/**
 * Whether a cattle breed produces well in a place's climate without extra management: a breed of
 * the place's climate; in a templado place also the warm-climate breeds, in a cold one also the templado ones.
 */
export function cattleFitsClimate(breed: Pick<Bovine, 'clima'>, place: Pick<PlaceFacts, 'temperatura' | 'altitud' | 'altitudMax'>): boolean {
  const cls = climateClass(place);
  const fit = cls === 'cálido' ? 'calido' : cls === 'frío' ? 'frio' : 'templado';
  return breed.clima === fit || (fit === 'templado' && breed.clima !== 'frio') || (fit === 'frio' && breed.clima === 'templado');
}

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
export function livestockCitySections(species: 'equinos' | 'bovinos', place: PlaceFacts, dispatch: City, data: LivestockCityData): GuideSection[] {
  const city = place.nombre;
  const [min, max] = place.temperatura;
  const cls = climateClass(place);
  const alt = num(place.altitud);
  const cattle = species === 'bovinos';
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

type CatBreedLocal = { nombre: string; pelaje: 'largo' | 'corto' | 'sin_pelo'; adaptacion: { calor: 'baja' | 'media' | 'alta'; frio: 'baja' | 'media' | 'alta'; braquicefalo?: true } };
const CAT_COAT = { largo: 'de pelo largo', corto: 'de pelo corto', sin_pelo: 'sin pelo' } as const;

/**
 * The local text of a cat breeder page of a city (/gatos/criadero-de-gatos-{raza}-{ciudad}/):
 * what the city's climate means for this breed's coat and tolerance, how the kitten travels there
 * from the dispatch city, and indoor living in that city's homes. Each sentence takes the city's
 * own numbers, so two cities read differently because their facts differ.
 */
/** How long a pet takes to reach a city from the dispatch city, in one sentence. */
export function deliveryTime(place: PlaceFacts, dispatch: City): string {
  const mode = deliveryMode(place);
  return mode === 'local'
    ? `En ${place.nombre} la entrega es el mismo día que acordemos: sale de nuestro criadero en ${dispatch.nombre} y llega a su casa en pocas horas.`
    : mode === 'carretera'
      ? `Unas ${hours(place.horasCarretera)} de carretera desde ${dispatch.nombre}: sale en la mañana y llega a ${place.nombre} ese mismo día.`
      : `Por carretera son unas ${hours(place.horasCarretera)} desde ${dispatch.nombre}; en avión, el viaje hasta el aeropuerto ${place.aeropuerto} se hace en el día. Le confirmamos la fecha y la hora de llegada a ${place.nombre} al reservar.`;
}

/** The opening of a cat breeder page of a city: where the kitten is raised, how far the city is and how it gets there. */
export function catBreederLead(breed: Pick<CatBreedLocal, 'nombre'>, place: PlaceFacts, dispatch: City, price: string): string {
  const b = breed.nombre;
  const mode = deliveryMode(place);
  const how =
    mode === 'local'
      ? `Criamos gatitos ${b} en ${dispatch.nombre}, su misma ciudad, y se los llevamos a su casa el día que acordemos.`
      : mode === 'carretera'
        ? `Criamos gatitos ${b} en ${dispatch.nombre} y los llevamos por carretera a ${place.nombre} (${place.departamento}), a ${km(place)}: llegan el mismo día.`
        : mode === 'carretera-o-avion'
          ? `Criamos gatitos ${b} en ${dispatch.nombre} y los enviamos a ${place.nombre} (${place.departamento}), a ${km(place)}, en avión hasta el aeropuerto ${place.aeropuerto} o por carretera.`
          : `Criamos gatitos ${b} en ${dispatch.nombre} y los enviamos a ${place.nombre} (${place.departamento}), a ${km(place)}, en la cabina del avión hasta el aeropuerto ${place.aeropuerto}.`;
  return `${how} Su precio de referencia es de ${price}. Aquí verá qué cambia para un ${b} con el clima ${climateClass(place)} de ${place.nombre}, de ${place.temperatura[0]} a ${place.temperatura[1]} °C, cómo viaja el gatito y cómo preparar su casa para recibirlo.`;
}

export function catBreederSections(breed: CatBreedLocal, place: PlaceFacts, dispatch: City, seed: string, variant: number): GuideSection[] {
  const p = seededPicker(`${seed}#gato`);
  /** The wording of the home advice follows the breed (bits 2 and 3 of its index), so two breeds alike in coat and climate still read differently in one city. */
  const bit = (n: number) => (variant >> n) & 1;
  const b = breed.nombre;
  const a = breed.adaptacion;
  const city = place.nombre;
  const [min, max] = place.temperatura;
  const cls = climateClass(place);
  const coat = CAT_COAT[breed.pelaje];

  const climate: string[] = [
    p.pick([
      `${city} (${place.departamento}) está a ${metres(place)} sobre el nivel del mar; la temperatura va de ${min} °C en la madrugada a ${max} °C en la tarde y llueve más ${place.lluvias}: clima ${cls}.`,
      `El clima de ${city} es ${cls}: a ${metres(place)} de altitud, el termómetro marca de ${min} a ${max} °C, con lluvias más fuertes ${place.lluvias}.`,
    ]),
  ];
  if (max >= 28) {
    climate.push(
      a.calor === 'baja'
        ? `Los ${max} °C de las tardes de ${city} son el mayor cuidado para un ${b}${a.braquicefalo ? ', que por su cara chata se acalora y respira con dificultad' : breed.pelaje === 'largo' ? ', cuyo manto denso guarda el calor' : ''}: déjelo en la habitación más fresca, con ventilador o aire acondicionado, varios bebederos y, si su manto es largo, un cepillado diario para retirar el subpelo.`
        : a.calor === 'media'
          ? `Un ${b} sano lleva bien los ${max} °C de ${city} si tiene sombra, agua fresca en varios puntos de la casa y un piso fresco donde echarse en las horas de más calor.`
          : `El ${b} tolera bien el calor: en ${city}, con máximas de ${max} °C, le basta con agua fresca y una ventana con sombra.`,
    );
    if (breed.pelaje === 'sin_pelo') climate.push(`Su piel sin pelo se quema con el sol de ${city}: nada de siestas al sol directo en la ventana entre las 10 de la mañana y las 3 de la tarde.`);
  }
  if (min <= 10) {
    climate.push(
      a.frio === 'baja'
        ? `Las madrugadas de ${min} °C de ${city} son frías para un ${b} ${coat}: cama acolchada lejos de ventanas y corrientes de aire${breed.pelaje === 'sin_pelo' ? ', ropa de algodón y una manta térmica' : ''}, y la casa cerrada de noche.`
        : a.frio === 'media'
          ? `Con mínimas de ${min} °C en ${city}, el ${b} busca los rincones tibios: una cama cubierta o una cueva de tela le basta.`
          : `El frío de ${city}, con noches de ${min} °C, le sienta bien al ${b}: su manto lo abriga y lo verá dormir en la ventana en las mañanas de sol.`,
    );
  }
  if (min > 10 && max < 28) {
    climate.push(`Entre ${min} y ${max} °C, ${city} es cómoda para el ${b} ${coat} todo el año: no necesita calefacción ni aire acondicionado, solo una cama fuera de corrientes de aire.`);
  }
  if (place.humedad === 'alta') {
    climate.push(`La humedad alta de ${city} favorece los hongos en la piel${breed.pelaje === 'largo' ? ' bajo un manto largo' : ''}: seque bien al ${b} si lo baña y revise sus orejas cada semana${place.lluvias ? `, sobre todo ${place.lluvias}` : ''}.`);
  }
  const drop = notableDrop(place, dispatch);
  if (drop !== undefined) {
    climate.push(
      drop > 0
        ? `Nuestros gatitos crecen a ${num(dispatch.clima.altitud)} metros, en ${dispatch.nombre}; al bajar ${num(drop)} metros hasta ${city} el ${b} sentirá más calor la primera semana: menos juego en las horas de sol y agua siempre a mano.`
        : `El ${b} sube ${num(-drop)} metros desde nuestro criadero en ${dispatch.nombre} hasta ${city}: la primera semana conviene que descanse y juegue con calma.`,
    );
  }

  const mode = deliveryMode(place);
  const delivery: string[] = [];
  if (mode === 'local') {
    delivery.push(`Despachamos desde ${dispatch.nombre}: llevamos su gatito ${b} en nuestro vehículo, en su transportadora, hasta su casa en ${city} el día que acordemos, sin vuelos ni esperas en terminales.`);
  } else if (mode === 'carretera') {
    delivery.push(`${city} queda a ${km(place)} de ${dispatch.nombre}, cerca de ${hours(place.horasCarretera)} por carretera: el gatito ${b} viaja en nuestro vehículo, en una transportadora rígida con su manta, y llega a ${city} el mismo día.`);
  } else {
    const road = `${km(place)} y unas ${hours(place.horasCarretera)} de carretera`;
    delivery.push(
      mode === 'carretera-o-avion'
        ? `De ${dispatch.nombre} a ${city} hay ${road}. Un gatito pesa poco y su transportadora cabe bajo el asiento, así que puede volar en cabina con un acompañante hasta el aeropuerto ${place.aeropuerto}, o ir por tierra en nuestro vehículo con paradas cada pocas horas.`
        : `${city} está a ${km(place)} de ${dispatch.nombre}, más de ${hours(place.horasCarretera)} por carretera: el gatito ${b} vuela en cabina, en una transportadora blanda aprobada, con un acompañante, hasta el aeropuerto ${place.aeropuerto}, donde usted lo recibe.`,
    );
    if (a.braquicefalo) delivery.push(`Por su cara chata, el ${b} nunca viaja en bodega: solo en cabina, en las horas frescas del día y con la transportadora ventilada.`);
  }
  delivery.push(
    p.pick([
      `Con el ${b} recibe en ${city} el certificado de salud, el carné de vacunas y la constancia de desparasitación${mode === 'local' ? '' : ', los documentos que pide la aerolínea o el transportador'}.`,
      `Al recibirlo en ${city} usted firma el acta de entrega y recibe el carné de vacunas, el certificado de salud y la garantía escrita del ${b}.`,
    ]),
  );

  const living = [
    place.entorno,
    [
      `Un gato ${b} vive dentro de casa: en los apartamentos de ${city}, ponga malla de seguridad en ventanas y balcones antes de su llegada, porque los gatos jóvenes saltan tras insectos y pájaros.`,
      `Antes de que el ${b} llegue a su casa en ${city}, instale malla en ventanas y balcones: es un gato de interior, y un gatito curioso puede caer persiguiendo un insecto.`,
    ][bit(2)]!,
    min <= 10
      ? [
          `A ${num(place.altitud)} metros, en las noches de ${min} °C, el mejor lugar para su cama y su arenero es una habitación interior, lejos de los vidrios fríos.`,
          `Las noches de ${min} °C de ${city} se sienten junto a las ventanas: ponga la cama del ${b} y su arenero en una habitación interior.`,
        ][bit(3)]!
      : max >= 28
        ? [
            `Con tardes de ${max} °C, deje su cama y su arenero en una zona sombreada y ventilada de la casa, nunca junto a una ventana al sol.`,
            `En las tardes de ${max} °C de ${city}, la cama y el arenero del ${b} van en el rincón más fresco y ventilado, lejos de las ventanas al sol.`,
          ][bit(3)]!
        : `Con ${min} a ${max} °C, su cama y su arenero pueden ir en cualquier rincón tranquilo, lejos de la cocina y de las puertas de paso.`,
  ];

  return [
    { heading: p.pick([`El ${b} en el clima de ${city}`, `Clima de ${city} y cuidados del ${b}`]), paragraphs: climate },
    { heading: mode === 'local' ? `Entrega del ${b} en ${city}` : p.pick([`Cómo llega su ${b} a ${city}`, `Envío del ${b} de ${dispatch.nombre} a ${city}`]), paragraphs: delivery },
    { heading: `Un ${b} en casa en ${city}`, paragraphs: living },
  ];
}
