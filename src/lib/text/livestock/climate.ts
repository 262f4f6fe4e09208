/**
 * The livestock sale page's text for a city's climate: each kind's heat and health paragraphs
 * (cattle.ts, horses.ts, birds.ts), the fit with the region's farming, water and yield, the first
 * days after arrival and the breeding zones of the line.
 */
import { capitalize } from '../../content/slug';
import { AFTERNOON_RH, cattleFitsClimate, cattleHeatStress, cattleYields, climateChange, type ClimatePoint, lineWeightKg, type LivestockLine, type LivestockPlace, milkLossLitres, type Of, settlingDays, temperatureHumidityIndex, waterLitres, type ZoneFit } from '../../domain/livestock-climate';
import { dryMatterKg, headsPerHectare } from '../../domain/livestock-trip';
import { department, type DepartmentsByName } from '../places';
import { prepositionBefore, withArticle } from '../spanish';
import { birdParagraphs, brooderSentence } from './birds';
import { cattleRiskParagraph } from './cattle';
import { asGeneric, type Choose, climateChangeSentence, daysText, EQUINE_USE, feminine, firstWording, generic, genericBare, num, raisedAtDispatch, singular, SYSTEM, themPronoun, these, useNames } from './common';
import { equineHeatParagraph, equineRiskParagraph } from './horses';

/** A fact-sheet value inside a sentence: "en Colombia se destina sobre todo a carne y leche…". */
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
/**
 * Whether a line fits the farming around the city (content/places/cities.json › campo): a cattle
 * line whose specialty is one of the region's systems, on the region's pastures; a horse line
 * whose uses are those of the region. `region`: the department of those farms after "de" ("del
 * Meta"), for "El Brahman es ganado de carne, como el del Meta".
 */
export function regionFitParagraph(line: LivestockLine, place: LivestockPlace, choose: Choose = firstWording, region = 'de la zona', bredThere = false): string[] {
  const campo = place.campo;
  if (!campo || line.model === 'ave') return [];
  const city = place.nombre;
  const stocking = stockingSentence(line, campo, choose);
  if (line.model === 'bovino') {
    // The region's cattle systems are the city's farming fact's (cities.json › produccion, just above on
    // the page): said again here they read twice. The pastures are this paragraph's own.
    const head = choose([`Alrededor de ${city} los potreros son de ${campo.pastos}`, `En las fincas de los alrededores de ${city}, el ganado pasta en potreros de ${campo.pastos}`]);
    // What the line is, as a rancher says it: "El Brahman es ganado de carne".
    const kind = `${capitalize(line.one)} es ganado ${SYSTEM[line.especialidad]}`;
    // "como el de Caldas" says all of Caldas's cattle is of the line's system: true only where the region has one
    // (the Meta's beef); where it has several (Caldas's milk and beef, the farming fact above), the line is part of it.
    const like = campo.sistemas.length === 1 ? `como el ${region}` : `como parte del que crían los ganaderos ${region}`;
    return [
      campo.sistemas.includes(line.especialidad)
        ? cattleFitsClimate(line, place)
          ? // The region's pastures may be another climate's (the kikuyo of Antioquia's altiplano): no claim that it fits them all.
            `${head}. ${kind}, ${like}.`
          : // The climate paragraph above says what the city's climate means to it (it may be good for it,
            // "de otro clima" would contradict it); where and how it is used in Colombia (its fact sheet's row)
            // tells the buyer where it is at home.
            `${head}. ${kind}, ${like}${line.ficha.uso ? `; en Colombia se destina sobre todo a ${lowerFirst(line.ficha.uso)}` : '.'}`
        : `${head}. ${kind} y es menos común entre los ganaderos ${region}: planee con su asistente técnico el pasto y el suplemento que necesita.`,
      stocking,
    ];
  }
  const shared = line.usos.filter((u) => campo.usosEquinos.includes(u));
  const head = choose([`Alrededor de ${city} los equinos se usan sobre todo para ${useNames(campo.usosEquinos)}`, `En las fincas de los alrededores de ${city}, los equinos sirven sobre todo para ${useNames(campo.usosEquinos)}`]);
  return [
    shared.length === line.usos.length
      ? `${head}, los mismos usos para los que se crían ${these(line)}.`
      : shared.length
        ? `${head}; allí ${these(line)} se buscan ante todo para ${useNames(shared)}.`
        : // Where the region is one where the line is bred (breedingZoneSentence, further down the page), the
          // line is no rarity there whatever the uses listed for the city: no "menos comunes" to contradict it.
          bredThere
          ? `${head}.`
          : `${head}; ${these(line)}, ${feminine(asGeneric(line)) ? 'pensadas' : 'pensados'} para ${useNames(line.usos)}, son allí menos comunes: pregúntenos por herreros y veterinarios de la zona.`,
    stocking,
  ];
}
/** The adults of the line as a rancher counts them, the page having named it: "vacas", "caballos", "animales" (their weight is the line's). */
const adultsOf = (line: Of<'bovino'> | Of<'equino'>) => (line.model === 'bovino' ? 'vacas' : genericBare(line));
/**
 * How many adults of the line a hectare of the region's pastures carries (their stocking rate in
 * UGG, content/places/cities.json › campo.cargaUGG), with the mineral salt cattle and horses eat:
 * the land per animal a buyer plans for (no hectares for a truckload: arithmetic a buyer does not need).
 * In whole animals, as a rancher says it ("de 1 a 4 mulas por hectárea"), or, where a hectare
 * carries fewer than two, in whole hectares per animal ("cada animal necesita de 1 a 3 hectáreas"):
 * a stocking rate is an estimate, and a decimal would claim a precision it has not.
 */
export function stockingSentence(line: Of<'bovino'> | Of<'equino'>, { cargaUGG, pastos }: NonNullable<LivestockPlace['campo']>, choose: Choose = firstWording): string {
  const weight = lineWeightKg(line);
  const [low, high] = headsPerHectare(cargaUGG, weight);
  // The cattle text has just named the pastures; the equine text names them here.
  const pastures = line.model === 'bovino' ? 'esos potreros' : `los potreros de la zona, de ${pastos},`;
  // "unas 2 hectáreas", "unos 3 caballos", "de 1 a 4 mulas".
  const range = (a: number, b: number, unit: string, fem: boolean) => (a === b ? `${fem ? 'unas' : 'unos'} ${num(a)} ${unit}` : `de ${num(a)} a ${num(b)} ${unit}`);
  if (Math.round(high) < 2) {
    const [few, many] = [Math.max(1, Math.round(1 / high)), Math.max(1, Math.round(1 / low))];
    const land = many === 1 ? 'una hectárea' : range(few, many, 'hectáreas', true);
    const one = line.model === 'bovino' ? 'vaca' : 'animal';
    return choose([
      `En ${pastures} cada ${one} de ${num(weight)} kg necesita ${land}, con sal mineralizada a voluntad.`,
      `${capitalize(pastures)} piden ${land} para cada ${one} de ${num(weight)} kg, con sal mineralizada a voluntad.`,
    ]);
  }
  const per = `${range(Math.max(1, Math.round(low)), Math.round(high), adultsOf(line), line.model === 'bovino' || feminine(asGeneric(line)))} de ${num(weight)} kg`;
  return choose([
    `En ${pastures} caben ${per} por hectárea, con sal mineralizada a voluntad.`,
    `${capitalize(pastures)} mantienen ${per} por hectárea, con sal mineralizada a voluntad.`,
    `Cada hectárea de ${pastures} alimenta ${per}, que comen además sal mineralizada a voluntad.`,
  ]);
}
/**
 * Water, milk and weight gain of a cattle or horse line in the city's heat: litres per animal at
 * the city's maximum, the milk a European dairy cow loses in the
 * hottest afternoons, the daily gain of a steer. Each figure takes the line's own weight and
 * yield and the city's own temperature.
 */
export function waterAndYield(line: Of<'bovino'> | Of<'equino'>, place: LivestockPlace, choose: Choose = firstWording): string[] {
  const city = place.nombre;
  const max = place.temperatura[1];
  if (line.model === 'equino') {
    const litres = waterLitres('equino', line.ficha.pesoKg, max);
    const [dry] = dryMatterKg('equino', line.ficha.pesoKg);
    // Dry matter as a horseman weighs it: about as much hay.
    return [
      choose([
        // The litres are the city's maximum's; the figure itself is the page's climate sentence's.
        `Cada animal toma en ${city} unos ${litres} litros de agua al día y come el equivalente a ${dry} kg de heno, más en los días de trabajo.`,
        `En ${city}, cuente por animal unos ${litres} litros de agua y el equivalente a ${dry} kg de heno al día, y algo más cuando ${singular(line) ? 'trabaja' : 'trabajan'}.`,
      ]),
    ];
  }
  const { pesoHembraKg, leche, gananciaG } = line.ficha;
  const yields = cattleYields(line.especialidad);
  const milking = yields.milk && leche !== undefined;
  const litres = waterLitres('bovino', pesoHembraKg, max, milking ? leche : 0);
  const cow = milking ? `una vaca que da ${num(Math.round(leche))} litros de leche` : 'una vaca';
  const out = [
    choose([
      // The litres are the city's maximum's; the figure itself is the page's climate sentence's.
      `En ${city}, ${cow} toma unos ${litres} litros de agua al día.`,
      `En el clima de ${city}, ${cow} bebe unos ${litres} litros de agua al día.`,
      `Cuente en ${city} unos ${litres} litros de agua al día para ${cow}.`,
    ]),
  ];
  const thi = temperatureHumidityIndex(max, AFTERNOON_RH[place.humedad]);
  if (milking && line.clima !== 'calido' && thi >= 72) {
    // Berry's estimate of the milk lost to the afternoon's heat, to the litre.
    const loss = Math.round(milkLossLitres(leche, thi));
    const litresLost = loss === 1 ? 'un litro' : `unos ${num(loss)} litros`;
    if (loss >= 1) out.push(choose([`En las tardes más calientes puede dar ${litresLost} menos de leche si no tiene sombra ni agua fresca.`, `Sin sombra ni agua fresca, en las tardes más calientes puede dar ${litresLost} menos de leche.`]));
  } else if (yields.gain && gananciaG !== undefined) {
    out.push(
      cattleHeatStress(thi) === 'ninguno' || line.clima === 'calido'
        ? choose([`En la ceba, cada novillo gana unos ${num(gananciaG)} gramos diarios con buen pasto.`, `Con buen pasto, un novillo en ceba sube unos ${num(gananciaG)} gramos al día.`])
        : `En la ceba, el calor de la tarde le quita a cada novillo parte de sus ${num(gananciaG)} gramos diarios de ganancia si el potrero no tiene sombra.`,
    );
  }
  return out;
}
/**
 * The heat, altitude and parasite paragraphs of a line in a city, then its water and yield there.
 * `dispatch`: where deliveries start, where the line is raised when raisedAtDispatch says so.
 * `bredThere`: the city's region is one where the line is bred (ZoneFit.inZone).
 */
export function livestockHealthParagraphs(line: LivestockLine, place: LivestockPlace, choose: Choose = firstWording, dispatch?: ClimatePoint, region?: string, bredThere = false): string[] {
  if (line.model === 'ave') return birdParagraphs(line, place, choose);
  const own = line.model === 'bovino' ? [cattleRiskParagraph(line, place, choose, dispatch && raisedAtDispatch(line, dispatch) ? dispatch : undefined)] : [equineHeatParagraph(line, place, choose), equineRiskParagraph(line, place, choose)];
  return [...own, ...regionFitParagraph(line, place, choose, region, bredThere), ...waterAndYield(line, place, choose)];
}
/**
 * The first days in the city: the altitude and temperature the animals leave and find (where they
 * are raised at the dispatch city, raisedAtDispatch), and what
 * the buyer does until they work or produce as usual, with the days that takes (settlingDays,
 * counted as a keeper counts them). `hoursOnRoad` is the trip (birds that fly count 4 hours,
 * the flight and the ride to the airport).
 */
export function livestockArrivalSection(line: LivestockLine, place: LivestockPlace, dispatch: ClimatePoint & { nombre: string }, hoursOnRoad: number, choose: Choose = firstWording): { heading: string; paragraphs: string[] } {
  const city = place.nombre;
  // Where the line is not raised at the dispatch city, the climate it leaves is unknown: no sentence
  // on it, and the days count the road only (the altitude warning, cattleRiskParagraph, covers the climb).
  const known = raisedAtDispatch(line, dispatch);
  const days = daysText(Math.max(1, settlingDays(hoursOnRoad, known ? climateChange(place, dispatch) : { metres: 0, degrees: 0 })));
  // The day of delivery is the transport section's (livestockPlaceSections): said once.
  const first = !known
    ? []
    : place.distanciaKm === 0
      ? [`En ${city} ${line.model === 'ave' ? 'las aves' : 'los animales'} no cambian de clima ni de altitud.`]
      : line.model === 'ave'
        ? [climateChangeSentence('Las aves', city, place, dispatch, {}, choose)]
        : [climateChangeSentence(capitalize(line.all), city, place, dispatch, { singular: singular(line) }, choose)];
  const care =
    line.model === 'bovino'
      ? choose([
          `Déjelo ${days} en un corral aparte hasta que lo revise el veterinario, sin exigirle producción.`,
          `Al llegar, téngalo ${days} en un corral aparte, sin exigirle producción, hasta la revisión del veterinario.`,
          `Cuente con ${days} de corral aparte y sin exigirle producción hasta que el veterinario lo revise.`,
        ])
      : line.model === 'equino'
        ? choose([
            `Cuente con ${days} de trabajo suave antes de ${EQUINE_USE[line.usos[0]!].resume}, y revíseles los cascos al llegar.`,
            `Revíseles los cascos al llegar y deles ${days} de trabajo suave antes de ${EQUINE_USE[line.usos[0]!].resume}.`,
          ])
        : line.tipo === 'ornamentales'
          ? choose([`Tenga a ${line.all} un mes en cuarentena, en una jaula aparte de sus otras aves.`, `Al llegar, ${line.all} pasan un mes de cuarentena en una jaula aparte, lejos de sus otras aves.`])
          : line.tipo === 'avestruz'
            ? `Tenga listo para ${line.all} un corral amplio con refugio seco y cuente con ${days} de adaptación, aparte del resto de su grupo.`
            : line.tipo === 'gallinas' && line.produccion === 'carne'
              ? choose([
                  `Encienda la criadora a 32 °C dos horas antes de que lleguen ${generic(line)} y deles agua con electrolitos antes del alimento.`,
                  `Dos horas antes de que lleguen ${generic(line)}, la criadora debe estar a 32 °C; al llegar, primero agua con electrolitos y luego alimento.`,
                ])
              : line.ficha.criadora
                ? brooderSentence(line, line.ficha.criadora, place, choose)
                : choose([
                    `Deles a ${generic(line)} ${days} de adaptación en un galpón aparte, con agua con electrolitos al llegar, antes de la postura plena.`,
                    `Antes de la postura plena, ${generic(line)} necesitan ${days} de adaptación en un galpón aparte, con agua con electrolitos al llegar.`,
                  ]);
  return { heading: `Los primeros días en ${city}`, paragraphs: [...first, care] };
}
/** The stressed pronoun of themPronoun's, after a preposition: "con él", "con ellas". */
const STRESSED = { lo: 'él', los: 'ellos', las: 'ellas' } as const;
/**
 * What a zone fit means to a buyer of the line in the city: where the city's region is one where
 * the line is mostly bred, vets there know it. The zone lists (content/livestock › zonas) are
 * estimates and not exhaustive, so a region missing from them says nothing: no negative claim
 * ("no es zona de cría") the same page may contradict. No nearest zone "where we deliver": the
 * animals come from the dispatch city, not from there. Each department takes its article
 * (`departments`, content/places/departments.json).
 */
export function breedingZoneSentence(line: Pick<LivestockLine, 'plural' | 'all'>, fit: ZoneFit, departments: DepartmentsByName, choose: Choose = firstWording): string | undefined {
  if (!fit.inZone) return undefined;
  const region = withArticle(department(departments, fit.region));
  const them = themPronoun(line);
  return choose([
    `En ${region} ${singular(line) ? 'se cría' : 'se crían'} ${line.plural}, y los veterinarios de la zona tienen experiencia con ${STRESSED[them]}.`,
    `${capitalize(region)} es zona de cría de ${line.plural}: sus veterinarios ${them} conocen.`,
  ]);
}
