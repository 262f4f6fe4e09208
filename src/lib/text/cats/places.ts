/**
 * The local text of the cat pages of a place: /gatos-en-{lugar}/ (the climate for each coat and
 * the delivery) and the breeder pages /gatos/criadero-de-gatos-{raza}-{ciudad}/.
 */
import type { City, Country } from '../../content/schemas';
import { capitalize } from '../../content/slug';
import { deliveryMode, type PlaceFacts } from '../../domain/places';
import { seededPicker } from '../../domain/random';
import { atAltitude, type GuideSection, notableDrop, num } from '../places';
import { catBreedPlural, catBreedSingular } from '../spanish';

/** A place of the cat pages: a Colombian city (its facts) or a country (its delivery city's facts). */
export type CatGuidePlace = { kind: 'ciudad'; facts: PlaceFacts } | { kind: 'pais'; country: Country };
/**
 * Who flies in the cabin with the kitten, and who pays for it, is agreed at reservation: the pages
 * say so rather than name a companion the breeder has not confirmed (CONTENT-TO-CONFIRM.md).
 */
const COMPANION = 'al reservar le explicamos quién puede viajar con él y cuánto cuesta';
export type CatBreedLite = { nombre: string; pelaje: 'largo' | 'corto' | 'sin_pelo' };
/**
 * The local text of /gatos-en-{lugar}/: the place's climate, what it means for each coat
 * (long, short, hairless, naming the breeds of each) and how a kitten gets there.
 */
export function catPlaceSections(place: CatGuidePlace, breeds: readonly CatBreedLite[], dispatch: City, seed = ''): GuideSection[] {
  const p = seededPicker(`${seed}#gatos`);
  const name = place.kind === 'ciudad' ? place.facts.nombre : place.country.nombre;
  const city = place.kind === 'ciudad' ? place.facts.nombre : place.country.ciudad;
  const [min, max] = place.kind === 'ciudad' ? place.facts.temperatura : place.country.temperatura;
  const altitud = place.kind === 'ciudad' ? place.facts.altitud : place.country.altitud;
  const humid = place.kind === 'ciudad' && place.facts.humedad === 'alta';
  /** Abroad, the climate is the delivery city's: its sentences name the city ("La Habana"), the headings the country once. */
  const at = city;
  const names = (coat: CatBreedLite['pelaje']) => breeds.filter((b) => b.pelaje === coat).map((b) => b.nombre);

  // The place's altitude and temperatures are in its facts list (placeFactsList, countryFacts), once:
  // the section says what they mean for each coat in words (hot afternoons, warm or cool nights), so
  // two places as hot differ where their nights do (review 4, D24).
  const climate: string[] = [];
  /** Nights as a buyer feels them: warm (a minimum of 20 °C or more), cool, or cold (8 °C or less). */
  const nights = min >= 20 ? 'cálidas' : min <= 8 ? 'frías' : 'frescas';
  const long = names('largo');
  if (long.length) {
    climate.push(
      p.pick(
        max >= 30
          ? nights === 'cálidas'
            ? [
                `En ${at} el calor no cede ni de noche: cepille a diario a los gatos de pelo largo para retirar el subpelo muerto, déjelos en el rincón más fresco de la casa y no los rape sin consejo del veterinario.`,
                `Como en ${at} hace calor de día y de noche, los gatos de pelo largo necesitan cepillado diario para soltar el subpelo muerto y descansan en el rincón más fresco de la casa; no los rape sin consejo del veterinario.`,
              ]
            : [
                `En las tardes calurosas de ${at}, cepille a diario a los gatos de pelo largo para retirar el subpelo muerto y déjelos en el rincón más fresco de la casa; no los rape sin consejo del veterinario, porque su manto los abriga en las noches ${nights}.`,
                `Las tardes de ${at} son calurosas y las noches ${nights}: a los gatos de pelo largo, cepíllelos a diario para soltar el subpelo muerto y no los rape sin consejo del veterinario, porque de noche su manto los abriga.`,
              ]
          : min <= 8
            ? [
                `A los gatos de pelo largo, su manto los abriga bien en las noches frías de ${at}; cepíllelos varias veces por semana, y a diario si el manto es denso, para evitar los nudos.`,
                `Las noches frías de ${at} no molestan a los gatos de pelo largo, a los que su manto abriga; para que no se les hagan nudos, cepíllelos varias veces por semana, y a diario si el manto es denso.`,
              ]
            : [
                `Los gatos de pelo largo viven cómodos en ${at}, sin calor ni frío extremos; el cepillado frecuente evita nudos y bolas de pelo${humid ? ', y la humedad obliga a secarlos bien después del baño' : ''}.`,
                `Sin calor ni frío extremos, los gatos de pelo largo viven cómodos en ${at}; cepíllelos a menudo para evitar nudos y bolas de pelo${humid ? ', y séquelos bien después del baño por la humedad' : ''}.`,
              ],
      ),
    );
  }
  const short = names('corto');
  if (short.length) {
    climate.push(
      p.pick(
        min <= 8
          ? [
              `Los gatos de pelo corto agradecen en ${at} una cama abrigada lejos de las ventanas en las madrugadas frías.`,
              `En las madrugadas frías de ${at}, los gatos de pelo corto buscan una cama abrigada, lejos de las ventanas.`,
            ]
          : nights === 'cálidas'
            ? [
                `A los gatos de pelo corto no les molesta el calor constante de ${at} si tienen sombra y agua fresca a toda hora; un cepillado semanal les basta.`,
                `Los gatos de pelo corto llevan bien el calor de ${at}, que dura también de noche, si tienen sombra y agua fresca a toda hora; les basta un cepillado semanal.`,
              ]
            : [
                `A los gatos de pelo corto no les molesta el calor de la tarde en ${at} si tienen sombra y agua fresca; un cepillado semanal les basta.`,
                `Los gatos de pelo corto llevan bien las tardes de ${at} si tienen sombra y agua fresca, y les basta un cepillado semanal.`,
              ],
      ),
    );
  }
  const hairless = names('sin_pelo');
  if (hairless.length) {
    /** Where the nights cool down, a hairless cat needs a blanket as well as shade. */
    const night = nights === 'cálidas' ? '' : nights === 'frías' ? ', ropa abrigada para las noches frías' : ', una manta para las noches frescas';
    climate.push(
      p.pick(
        max >= 28
          ? [
              `En ${at}, la piel de un gato sin pelo se quema con el sol: no lo deje al sol directo en las horas de más calor${night ? `, dele${night.slice(1)}` : ''} y báñelo cada semana por la grasa de la piel.`,
              `El sol de ${at} quema la piel de los gatos sin pelo: manténgalos lejos del sol directo en las horas de más calor${night ? `, deles${night.slice(1)}` : ''} y báñelos cada semana por la grasa de la piel.`,
            ]
          : [
              `Los gatos sin pelo pasan frío en las noches${nights === 'frías' ? '' : ` ${nights}`} de ${at}: necesitan ropa abrigada y una cama térmica, además de su baño semanal.`,
              `En las noches ${nights} de ${at}, los gatos sin pelo necesitan ropa abrigada y una cama térmica, además de su baño semanal.`,
            ],
      ),
    );
  }

  const rise = altitud - dispatch.clima.altitud;
  const warmer = Math.round((min + max) / 2 - (dispatch.clima.temperatura[0] + dispatch.clima.temperatura[1]) / 2);
  if (!(place.kind === 'ciudad' && deliveryMode(place.facts) === 'local')) {
    climate.push(
      Math.abs(rise) < 800
        ? `${city} tiene una altitud parecida a la de nuestro criadero: el gatito no nota el cambio de altura.`
        : rise < 0 && place.kind === 'pais' && max - min >= 20
          ? `Los gatitos salen de ${dispatch.nombre}, a ${num(dispatch.clima.altitud)} metros, y en ${at} encuentran un clima de estaciones: en verano, agua fresca siempre y poco juego al sol.`
          : rise < 0
          ? p.pick([
              `Los gatitos salen de ${dispatch.nombre}, a ${num(dispatch.clima.altitud)} metros, y en ${at} encuentran ${warmer > 0 ? `${warmer >= 8 ? 'mucho más calor' : 'más calor'}` : 'más calor en las horas de sol'}: los primeros días, agua fresca siempre y poco juego al sol.`,
              `Desde ${dispatch.nombre}, a ${num(dispatch.clima.altitud)} metros, los gatitos bajan a ${at}, con ${warmer > 0 ? `${warmer >= 8 ? 'mucho más calor' : 'más calor'}` : 'más calor en las horas de sol'}: los primeros días, déjeles agua fresca a mano y que jueguen a la sombra.`,
            ])
          : `Los gatitos salen de ${dispatch.nombre}, a ${num(dispatch.clima.altitud)} metros, y suben a ${at}, donde el aire es más liviano: los primeros días, descanso y juego tranquilo.`,
    );
  }

  let delivery: string[];
  if (place.kind === 'ciudad') {
    const f = place.facts;
    const mode = deliveryMode(f);
    // The distance and the road hours are in the facts list; the documents, in the page's opening sentence (inPlace.delivery).
    delivery = [
      mode === 'local'
        ? `Le llevamos el gatito desde el criadero hasta su casa en ${f.nombre} en nuestro vehículo, el día que acordemos.`
        : mode === 'carretera'
          ? `El gatito viaja a ${f.nombre} en nuestro vehículo, en su guacal, y llega el mismo día de la salida.`
          : mode === 'carretera-o-avion'
            ? `Un gatito pesa poco, así que puede volar en la cabina del avión hasta el aeropuerto ${f.aeropuerto}, en un guacal aprobado, con una persona que lo acompaña, o ir por tierra en nuestro vehículo; si vuela, ${COMPANION}.`
            : `Un gatito pesa poco, así que viaja en la cabina del avión hasta el aeropuerto ${f.aeropuerto}, en un guacal aprobado, con una persona que lo acompaña; ${COMPANION}.`,
    ];
  } else {
    const c = place.country;
    delivery = [
      p.pick([
        `El gatito vuela a ${c.ciudad} en cabina, con una persona que lo acompaña, o en bodega presurizada, según la aerolínea y su peso, y usted lo recibe en el aeropuerto con sus documentos. ${capitalize(COMPANION)}.`,
        `En ${c.ciudad} usted recoge el gatito en el aeropuerto, con sus documentos; vuela en cabina, con una persona que lo acompaña, o en bodega presurizada, según la aerolínea y su peso. ${capitalize(COMPANION)}.`,
      ]),
      p.pick([
        `Para viajar a ${name}, antes del despacho el ICA expide en ${dispatch.nombre} el certificado de inspección sanitaria de exportación. Los requisitos de entrada, como el microchip o la vacuna antirrábica vigente, los fija ${name}: se los confirmamos antes de reservar, y el gatito no viaja sin cumplirlos.`,
        `Antes del despacho al aeropuerto, el ICA expide en ${dispatch.nombre} el certificado de inspección sanitaria de exportación; los requisitos de entrada de ${name}, como el microchip o la vacuna antirrábica vigente, se los confirmamos antes de reservar.`,
      ]),
    ];
  }
  return [
    { heading: `El clima de ${city} y el pelaje de su gato`, paragraphs: climate },
    { heading: place.kind === 'ciudad' ? `Entrega de gatitos en ${name}` : `Envío de gatitos a ${name}`, paragraphs: delivery },
  ];
}
export type CatBreedLocal = { nombre: string; formas?: { plural: string }; pelaje: 'largo' | 'corto' | 'sin_pelo'; adaptacion: { calor: 'baja' | 'media' | 'alta'; frio: 'baja' | 'media' | 'alta'; braquicefalo?: true } };
export const CAT_COAT = { largo: 'de pelo largo', corto: 'de pelo corto', sin_pelo: 'sin pelo' } as const;
/** The opening of a cat breeder page of a city: where the kitten is raised and how it gets there (the distance, the climate and the price are in the facts list and the price box). */
export function catBreederLead(breed: Pick<CatBreedLocal, 'nombre' | 'formas'>, place: PlaceFacts, dispatch: City): string {
  /** After "gatitos": "gatitos persas", "gatitos Ragdoll". */
  const kittens = `gatitos ${catBreedPlural(breed)}`;
  const to = `a ${place.nombre} (${place.departamento})`;
  switch (deliveryMode(place)) {
    case 'local':
      // The delivery (to the door, the day agreed) is the page's delivery section and its FAQ answer.
      return `Criamos ${kittens} en ${dispatch.nombre}, su misma ciudad.`;
    case 'carretera':
      return `Criamos ${kittens} en ${dispatch.nombre} y los llevamos por carretera ${to}.`;
    case 'carretera-o-avion':
      return `Criamos ${kittens} en ${dispatch.nombre} y los enviamos ${to} en avión, en la cabina, o por carretera en nuestro vehículo.`;
    case 'avion':
      // Who flies with the kitten is said once, in the page's delivery section (catBreederSections).
      return `Criamos ${kittens} en ${dispatch.nombre} y los enviamos ${to} en la cabina del avión.`;
  }
}
export function catBreederSections(breed: CatBreedLocal, place: PlaceFacts, dispatch: City, seed: string, variant: number): GuideSection[] {
  const p = seededPicker(`${seed}#gato`);
  /** The wording of the home advice follows the breed (bits 2 and 3 of its index), so two breeds alike in coat and climate still read differently in one city. */
  const bit = (n: number) => (variant >> n) & 1;
  /** In a sentence: "el persa", "un gato persa", "el Ragdoll". */
  const b = catBreedSingular(breed);
  const a = breed.adaptacion;
  const city = place.nombre;
  const [min, max] = place.temperatura;
  const coat = CAT_COAT[breed.pelaje];

  // The altitude, temperatures and rains are in the page's facts list (placeFactsList): the section says what they mean for the breed.
  const climate: string[] = [];
  if (max >= 28) {
    climate.push(
      a.calor === 'baja'
        ? `Las tardes calurosas de ${city} son el mayor cuidado para un ${b}${a.braquicefalo ? ', que por su cara chata se acalora y respira con dificultad' : breed.pelaje === 'largo' ? ', cuyo manto denso guarda el calor' : ''}: déjelo en la habitación más fresca, con ventilador o aire acondicionado y varios bebederos${breed.pelaje === 'largo' ? ', y cepíllelo a diario para retirar el subpelo' : ''}.`
        : a.calor === 'media'
          ? `Un ${b} sano lleva bien las tardes calurosas de ${city} si tiene sombra, agua fresca en varios puntos de la casa y un piso fresco donde echarse en las horas de más calor.`
          : `El ${b} tolera bien el calor de ${city}: le basta con agua fresca y una ventana con sombra.`,
    );
    if (breed.pelaje === 'sin_pelo') climate.push(`Su piel sin pelo se quema con el sol de ${city}: nada de siestas al sol directo en la ventana entre las 10 de la mañana y las 3 de la tarde.`);
  }
  if (min <= 10) {
    climate.push(
      a.frio === 'baja'
        ? `Las madrugadas de ${city} son frías para un ${b} ${coat}: cama acolchada lejos de ventanas y corrientes de aire${breed.pelaje === 'sin_pelo' ? ', ropa de algodón y una manta térmica' : ''}, y la casa cerrada de noche.`
        : a.frio === 'media'
          ? `En las madrugadas frías de ${city}, el ${b} busca los rincones tibios: una cama cubierta o una cueva de tela le basta.`
          : `El frío de las noches de ${city} le sienta bien al ${b}: su manto lo abriga y lo verá dormir en la ventana en las mañanas de sol.`,
    );
  }
  if (min > 10 && max < 28) {
    climate.push(`${city} es cómoda para el ${b} ${coat} todo el año: no necesita calefacción ni aire acondicionado, solo una cama fuera de corrientes de aire.`);
  }
  if (place.humedad === 'alta') {
    climate.push(`La humedad alta de ${city} favorece los hongos en la piel${breed.pelaje === 'largo' ? ' bajo un manto largo' : ''}: seque bien al ${b} si lo baña y revise sus orejas cada semana, sobre todo en la temporada de lluvias.`);
  }
  const drop = notableDrop(place, dispatch);
  if (drop !== undefined) {
    const warmer = Math.round((min + max) / 2 - (dispatch.clima.temperatura[0] + dispatch.clima.temperatura[1]) / 2);
    const change = warmer > 0 ? `${warmer >= 8 ? 'mucho más calor' : 'más calor'}` : 'más calor en las horas de sol';
    climate.push(
      drop < 0
        ? `El ${b} sube ${num(-drop)} metros desde nuestro criadero en ${dispatch.nombre} hasta ${city}: la primera semana conviene que descanse y juegue con calma.`
        : a.calor === 'baja'
          ? p.pick([
              `El gatito sale de ${dispatch.nombre}, a ${num(dispatch.clima.altitud)} metros, y en ${city} encuentra ${change}: para un ${b}, la primera semana es la más delicada, así que revise que beba y que no jadee después de jugar.`,
              `Para un ${b} que sale de ${dispatch.nombre}, a ${num(dispatch.clima.altitud)} metros, ${city}, ${atAltitude(place.altitud)}, trae ${change}: la primera semana, juego solo en las horas frescas y agua a mano.`,
            ])
          : p.pick([
              `El ${b} sale de ${dispatch.nombre}, a ${num(dispatch.clima.altitud)} metros, y en ${city} encuentra ${change}: en una semana se acostumbra si tiene agua fresca y un rincón a la sombra.`,
              `Desde ${dispatch.nombre}, el gatito baja a los ${num(place.altitud)} metros de ${city}, con ${change}: la primera semana, menos juego en las horas de sol y agua siempre a mano.`,
            ]),
    );
  }

  const mode = deliveryMode(place);
  const delivery: string[] = [];
  if (mode === 'local') {
    delivery.push(`Llevamos su gatito ${b} desde el criadero en nuestro vehículo, en su transportadora, hasta su casa en ${city}, sin vuelos ni esperas en terminales.`);
  } else if (mode === 'carretera') {
    // The distance and the road hours are in the facts list.
    delivery.push(`El gatito ${b} viaja a ${city} en nuestro vehículo, en una transportadora rígida con su manta.`);
  } else {
    delivery.push(
      mode === 'carretera-o-avion'
        ? `Un gatito ${b} pesa poco y su transportadora cabe bajo el asiento, así que puede volar en cabina, con una persona que lo acompaña, hasta el aeropuerto ${place.aeropuerto}, o ir por tierra en nuestro vehículo con paradas cada pocas horas; si vuela, ${COMPANION}.`
        : `Por carretera el viaje sería demasiado largo, así que el gatito ${b} vuela en cabina, en una transportadora blanda aprobada, con una persona que lo acompaña, hasta el aeropuerto ${place.aeropuerto}, donde usted lo recibe. ${capitalize(COMPANION)}.`,
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
          `De noche, el mejor lugar para su cama y su arenero es una habitación interior, lejos de los vidrios fríos.`,
          `Las noches de ${city} son más frías junto a las ventanas: ponga la cama del ${b} y su arenero en una habitación interior.`,
        ][bit(3)]!
      : max >= 28
        ? [
            `Para las tardes de calor, deje su cama y su arenero en una zona sombreada y ventilada de la casa, nunca junto a una ventana al sol.`,
            `En las tardes de calor de ${city}, la cama y el arenero del ${b} van en el rincón más fresco y ventilado, lejos de las ventanas al sol.`,
          ][bit(3)]!
        : `Su cama y su arenero pueden ir en cualquier rincón tranquilo, lejos de la cocina y de las puertas de paso.`,
  ];

  return [
    { heading: p.pick([`El ${b} en el clima de ${city}`, `Clima de ${city} y cuidados del ${b}`]), paragraphs: climate },
    { heading: mode === 'local' ? `Entrega del ${b} en ${city}` : p.pick([`Cómo llega su ${b} a ${city}`, `Envío del ${b} de ${dispatch.nombre} a ${city}`]), paragraphs: delivery },
    { heading: `Un ${b} en casa en ${city}`, paragraphs: living },
  ];
}
