/**
 * The livestock sale page's text for a city's climate: each kind's heat and health paragraphs
 * (cattle.ts, horses.ts, birds.ts), the fit with the region's farming, water and yield, the first
 * days after arrival and the breeding zones of the line.
 */
import { capitalize } from '../../content/slug';
import { AFTERNOON_RH, cattleHeatStress, climateChange, type ClimatePoint, lineAdults, lineWeightKg, type LivestockLine, type LivestockPlace, milkLossLitres, type Of, settlingDays, temperatureHumidityIndex, waterLitres, type ZoneFit } from '../../domain/livestock-climate';
import { dryMatterKg, headsPerHectare, headsPerTruck, hectaresForHerd } from '../../domain/livestock-trip';
import { department, type DepartmentsByName } from '../places';
import { formatNumber, joinEs, withArticle } from '../spanish';
import { birdParagraphs, brooderSentence } from './birds';
import { cattleParagraphs } from './cattle';
import { climateChangeSentence, daysText, EQUINE_USE, feminine, num, singular, SYSTEM, themPronoun, useNames } from './common';
import { equineParagraphs } from './horses';

/**
 * Whether a line fits the farming around the city (content/places/cities.json › campo): a cattle
 * line whose specialty is one of the region's systems, on the region's pastures; a horse line
 * whose uses are those of the region.
 */
export function regionFitParagraph(line: LivestockLine, place: LivestockPlace): string[] {
  const campo = place.campo;
  if (!campo || line.model === 'ave') return [];
  const city = place.nombre;
  const stocking = stockingSentence(line, campo);
  if (line.model === 'bovino') {
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
export function fullVehicle(line: Of<'bovino'> | Of<'equino'>): { heads: number; text: string } | undefined {
  if (!line.truck) return undefined;
  const heads = headsPerTruck(line.truck, lineWeightKg(line));
  // Cattle are counted as cows ("las 16"); equines by the article of their plural.
  const article = line.model === 'bovino' || feminine(line) ? 'las' : 'los';
  return { heads, text: `${article} ${heads} de un camión lleno` };
}
/**
 * How many adults of the line a hectare of the region's pastures carries (their stocking rate in
 * UGG, content/places/cities.json › campo.cargaUGG), and the hectares for a full vehicle of them
 * (20 animals for a line without a vehicle rule).
 */
export function stockingSentence(line: Of<'bovino'> | Of<'equino'>, { cargaUGG, pastos }: NonNullable<LivestockPlace['campo']>): string {
  const { weight, animals } = lineAdults(line);
  const perHectare = headsPerHectare(cargaUGG, weight);
  const vehicle = fullVehicle(line);
  const [few, many] = hectaresForHerd(vehicle?.heads ?? 20, perHectare);
  const dec = (n: number) => formatNumber(n, 1);
  // The cattle sentences give the cow's weight already; an equine's is said here.
  const adults = line.model === 'bovino' ? animals : `${animals} de ${num(weight)} kg`;
  const herdText = vehicle?.text ?? 'un grupo de 20';
  // The cattle text has just named the pastures; the equine text names them here.
  const pastures = line.model === 'bovino' ? 'esos potreros' : `los potreros de la zona, de ${pastos},`;
  return `Con ${dec(cargaUGG[0])} a ${dec(cargaUGG[1])} UGG por hectárea, ${pastures} sostienen de ${dec(perHectare[0])} a ${dec(perHectare[1])} ${adults}: de ${few} a ${many} hectáreas para ${herdText}.`;
}
/**
 * Water, milk and weight gain of a cattle or horse line in the city's heat: litres per animal at
 * the city's maximum, the milk a European dairy cow loses to the afternoon index, the daily gain
 * of a steer. Each figure takes the line's own weight and yield and the city's own temperature.
 */
export function waterAndYield(line: Of<'bovino'> | Of<'equino'>, place: LivestockPlace): string[] {
  const city = place.nombre;
  const max = place.temperatura[1];
  const num1 = (n: number) => formatNumber(n, 1);
  // The article of the data's plural decides the verb: "el ganado Brahman toma", "las mulas toman".
  const drinks = singular(line) ? 'toma' : 'toman';
  if (line.model === 'equino') {
    const litres = waterLitres('equino', line.ficha.pesoKg, max);
    const [dry] = dryMatterKg('equino', line.ficha.pesoKg);
    return [
      // The stocking sentence before it gives the line's weight.
      `Con máximas de ${max} °C en ${city}, ${line.all} ${drinks} unos ${litres} litros de agua y ${drinks === 'toma' ? 'come' : 'comen'} unos ${dry} kg de materia seca al día, más en los días de trabajo.`,
    ];
  }
  const { pesoHembraKg, leche, gananciaG } = line.ficha;
  const milking = line.especialidad !== 'carnica' && leche !== undefined;
  const litres = waterLitres('bovino', pesoHembraKg, max, milking ? leche : 0);
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
  if (line.model === 'ave') return birdParagraphs(line, place);
  return [...(line.model === 'bovino' ? cattleParagraphs(line, place) : equineParagraphs(line, place)), ...regionFitParagraph(line, place), ...waterAndYield(line, place)];
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
      ? `En ${city} ${line.model === 'ave' ? 'las aves' : 'los animales'} no cambian de clima ni de altitud: llegan a su ${line.model !== 'ave' ? 'finca' : line.tipo === 'ornamentales' ? 'casa' : 'granja'} el mismo día del despacho.`
      : line.model === 'ave'
        ? climateChangeSentence('Las aves', city, place, dispatch, { dayRange: false })
        : climateChangeSentence(capitalize(line.all), city, place, dispatch, { singular: singular(line), dayRange: false });
  const care =
    line.model === 'bovino'
      ? `${capitalize(daysText(settle))} de adaptación en ${city} para ${line.one}, en corral aparte hasta la revisión veterinaria.`
      : line.model === 'equino'
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
 * What a zone fit means to a buyer of the line in the city: people nearby who know the line, or
 * where the nearest are. Each department takes its article (`departments`, content/places/departments.json):
 * "El Valle del Cauca no es zona de cría…; sus zonas en Colombia son el Meta y el Casanare".
 */
export function breedingZoneSentence(line: Pick<LivestockLine, 'plural' | 'all'>, fit: ZoneFit, departments: DepartmentsByName): string {
  const the = (name: string) => withArticle(department(departments, name));
  const region = capitalize(the(fit.region));
  if (fit.inZone) return `${region} es zona de cría de ${line.plural}: en la región hay otros criadores y veterinarios que ya ${themPronoun(line)} manejan.`;
  if (fit.nearest) {
    return `${region} no es zona de cría de ${line.plural}; la más cercana entre las ciudades que atendemos es ${the(fit.nearest.region)}, alrededor de ${fit.nearest.city}, a unos ${num(fit.nearest.km)} km en línea recta.`;
  }
  return `${region} no es zona de cría de ${line.plural}; sus zonas en Colombia son ${joinEs(fit.zones.map(the))}.`;
}
