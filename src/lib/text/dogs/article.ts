/**
 * Blog articles about one dog breed in one city: /blog/perros/{breed}-{city}/{intent}/.
 * 55 breeds × 12 cities × 3 intents = 1,980 articles, so the text is assembled from the
 * catalog data. Wording varies from page to page with the seeded picker (seed = page path):
 * the same page always gets the same text, so builds stay byte-identical.
 */
import type { City, Department, DogBreed, DogPrice, NounForms } from '../../content/schemas';
import { priceYear } from '../../content/site';
import { texts } from '../../content/texts';
import { seededPicker } from '../../domain/random';
import type { DogIntent } from '../../routes/intents';
import type { ArticleSection, DogArticle } from '../article';
import { provenList } from '../claims';
import type { PetDelivery } from '../../domain/places';
import { hours, petCityText } from '../places';
import { afterPreposition, formatCOP, joinEs, placeWithDepartment } from '../spanish';
import { dogDelivery } from './faq';
import { DESCRIPTION_LIMIT, TITLE_LIMIT } from '../snippet-limits';

export interface ArticleInput {
  breed: DogBreed;
  /** Normalised price row: precioBase (male), precioHembra (number | null), variantes [{ nombre, precio }]. */
  price: DogPrice;
  city: City;
  /** The city the breeder dispatches from (content/site.json › dispatch). */
  dispatch: Pick<City, 'slug' | 'nombre'>;
  intent: DogIntent;
  /** The city's department, with the article it takes in a sentence (content/places/departments.json). */
  department: Department;
  /** The forms of the breed's size that agree with a noun (content/dogs/sizes.json › formas). */
  sizeForms: NounForms;
  /** How the breed's uses describe a dog after "Es un perro" (content/dogs/uses.json › frase), e.g. ['de compañía', 'bueno para familias']. */
  usePhrases: string[];
  /** The page path; seeds every wording choice. */
  seed: string;
}

/** The year the articles speak of: the year of the prices (content/site.json › prices), never a literal or the clock. */
const YEAR = priceYear();
/** The breeder's ICA registration (perros.json › articles.registroIca), "" until content/site.json gives its number. */
const ICA_CLAIM = provenList([texts.dogs.articles.registroIca])[0] ?? '';
/** Descriptions stop growing once they reach this length. */
const DESCRIPTION_MIN = 135;
const LEAD_MAX = 400;

type Picker = ReturnType<typeof seededPicker>;

/** Everything the templates need, already formatted. */
interface Ctx {
  b: string;
  c: string;
  /** The department as a label or in brackets: "Valle del Cauca". */
  dep: string;
  /** The city with its department in brackets, but "Bogotá" alone (placeWithDepartment). */
  cDep: string;
  /** The department after "en", "a" and "desde", with its article: "en el Valle del Cauca", "al Tolima". */
  enDep: string;
  aDep: string;
  /** How the puppy reaches the city (src/lib/domain/places.ts › petDelivery), its road hours from the dispatch city and its airport. */
  delivery: PetDelivery;
  horas: string;
  aeropuerto: string;
  /** The page's city is the one the breeder dispatches from. */
  home: boolean;
  /** Name of the dispatch city. */
  sede: string;
  base: string;
  hembra: string | null;
  variants: { nombre: string; precio: string }[];
  /** The size after "perros": "pequeños". */
  size: string;
  uses: string[];
  peso: string;
  altura: string;
  /** The origin after "de", with its article: "de Alemania", "del Reino Unido". */
  deOrigen: string;
  breed: DogBreed;
}

/**
 * Guarantees `limit` characters at most: text that fits is returned as is; longer text is cut
 * at the last word boundary and ends with "…".
 */
function clampText(text: string, limit: number): string {
  // Ordinary whitespace only: the no-break spaces of money ("$ 1’300’000") stay.
  const clean = text.replace(/[ \t\n\r]+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const room = clean.slice(0, limit - 1);
  const wholeWord = clean[limit - 1] === ' ';
  const space = room.lastIndexOf(' ');
  const cut = wholeWord || space <= 0 ? room : room.slice(0, space);
  return `${cut.replace(/[\s,.;:(¿¡–-]+$/, '')}…`;
}

/** Appends sentences in order while the text stays within `max`; stops once it reaches `min`. */
function fill(start: string, extras: readonly string[], min: number, max: number): string {
  let text = start;
  for (const extra of extras) {
    if (text.length >= min) break;
    if ((text + extra).length <= max) text += extra;
  }
  return text;
}

/** Picks a candidate that fits `limit`; falls back to the shortest one. */
function pickFitting(pick: Picker, candidates: readonly string[], limit: number): string {
  const fitting = candidates.filter((t) => t.length <= limit);
  if (fitting.length > 0) return pick.pick(fitting);
  return [...candidates].sort((a, z) => a.length - z.length)[0]!;
}

// ---------------------------------------------------------------------------------------------
// Shared blocks
// ---------------------------------------------------------------------------------------------

/** What the prices of the list are for, and what they leave out: the trip to another city. What they include is the section "Qué incluye el precio". */
function priceScope(p: Picker, x: Ctx): string {
  return x.home
    ? p.pick([`Son precios por cachorro, para entrega en ${x.c}.`, `Los precios son por cachorro, para entregárselo en ${x.c}.`])
    : p.pick([
        `Son precios por cachorro; el envío a ${x.c} se cotiza aparte, según el medio de transporte.`,
        `Cada precio es por cachorro; el viaje a ${x.c} se lo cotizamos aparte por chat.`,
      ]);
}

function femaleNote(p: Picker, x: Ctx): string[] {
  if (x.hembra) return [];
  return [
    p.pick([
      'El valor de las hembras se lo confirmamos por chat, según la camada.',
      'Si prefiere una hembra, consúltenos por chat: su precio depende de la camada.',
    ]),
  ];
}

function factorSentence(p: Picker): string {
  return p.pick([
    'Estos valores varían según la genética de los padres, el color del manto y la disponibilidad de cada camada.',
    'El precio final depende de la genética, del color y de la disponibilidad de cachorros en el momento de su consulta.',
    'Tenga en cuenta que los precios cambian según la genética, el color y la disponibilidad de la camada.',
  ]);
}

/** "Precios del Pug por sexo y variedad", naming only the breakdown the list has: a breed with one price gets "Precio de un cachorro Pug". */
function breakdownHeading(x: Ctx): string {
  const by = [...(x.hembra ? ['sexo'] : []), ...(x.variants.length ? ['variedad'] : [])];
  return by.length ? `Precios del ${x.b} por ${joinEs(by)}` : `Precio de un cachorro ${x.b}`;
}

function priceList(x: Ctx): string[] {
  const rows = x.hembra ? [`Macho: ${x.base}`, `Hembra: ${x.hembra}`] : [`Precio base (macho): ${x.base}`];
  return [...rows, ...x.variants.map((v) => `${v.nombre}: ${v.precio}`)];
}

/** The paragraphs beside the price list: what the list does not say (the female's price by chat, why prices vary); the amounts are in the list only. */
function priceParagraphs(p: Picker, x: Ctx): string[] {
  return [...femaleNote(p, x), factorSentence(p)];
}

/**
 * The documents that come with a puppy, for a list its lead calls documents: the health
 * certificate, the vaccination card and the deworming record. A treatment ("desparasitación al
 * día"), the kennel's ICA registration and the written guarantee are not among them; the leads
 * that need the guarantee name it.
 */
function healthList(p: Picker): string[] {
  const documents = p.shuffle([
    p.pick(['Certificado de salud del cachorro', 'Certificado de salud firmado por el veterinario']),
    p.pick(['Carné de vacunas, con las vacunas al día según su edad', 'Carné con las vacunas al día']),
    p.pick(['Registro de desparasitación', 'Registro de desparasitación interna y externa']),
  ]);
  // The draw the list's ICA line took: the wordings picked after it stay put.
  p.pick([ICA_CLAIM]);
  return documents;
}

function profileParagraphs(p: Picker, x: Ctx): string[] {
  const origin = p.pick([
    `El ${x.b} es una raza originaria ${x.deOrigen} que ubicamos entre los perros ${x.size}: un adulto pesa de ${x.peso} y mide de ${x.altura} a la cruz.`,
    `Originario ${x.deOrigen}, el ${x.b} está entre los perros ${x.size} de nuestro catálogo. En la edad adulta pesa de ${x.peso} y alcanza de ${x.altura} de altura a la cruz.`,
    `Por tamaño, el ${x.b} pertenece al grupo de perros ${x.size}: pesa de ${x.peso} y su altura a la cruz va de ${x.altura}. La raza viene ${x.deOrigen}.`,
  ]);
  // The uses as a visitor would say them (content/dogs/uses.json › frase), the one-word adjectives first: "Es un perro activo, de compañía y bueno para familias".
  const uses = joinEs([...x.uses.filter((u) => !u.includes(' ')), ...x.uses.filter((u) => u.includes(' '))]);
  const usesLine = p.pick([`Es un perro ${uses}.`, `En pocas palabras, es un perro ${uses}.`, `En resumen, el ${x.b} es un perro ${uses}.`]);
  return [origin, ...(x.uses.length ? [usesLine] : [])];
}

/** One line of the breed's character or care, avoiding lines about Bogotá on pages of other cities. */
function breedLine(p: Picker, x: Ctx): string {
  const all = [...x.breed.caracter, ...x.breed.cuidados];
  const local = x.home ? all : all.filter((line) => !/bogot/i.test(line));
  return p.pick(local.length > 0 ? local : all);
}

function characterParagraphs(p: Picker, x: Ctx): string[] {
  const arrival = x.home
    ? p.pick([
        'Durante los primeros días en casa, mantenga la misma comida que comía en el criadero y preséntele poco a poco su nuevo entorno.',
        'Los primeros días son de adaptación: dele un rincón tranquilo, horarios fijos y la misma comida que recibía en el criadero.',
      ])
    : p.pick([
        `Al llegar a ${x.c}, dele unos días para acostumbrarse a su nuevo hogar y mantenga la misma comida que comía en el criadero.`,
        `Después del viaje a ${x.c}, ofrézcale un lugar tranquilo, horarios fijos y la misma comida que recibía en el criadero.`,
      ]);
  return [breedLine(p, x), arrival];
}

/** How the puppy reaches the city, in the words of its delivery mode: only road trips of up to 4 hours end at the buyer's door. */
function deliverySentence(p: Picker, x: Ctx): string {
  switch (x.delivery) {
    case 'carretera':
      return p.pick([
        `Desde ${x.sede} llevamos su ${x.b} a ${x.c}, ${x.enDep}, en nuestro vehículo: son unas ${x.horas} de carretera y se lo entregamos en su casa el mismo día.`,
        `${x.cDep} queda a unas ${x.horas} de carretera de nuestro criadero en ${x.sede}: el cachorro viaja en nuestro vehículo y llega a su casa el mismo día.`,
      ]);
    case 'carretera-o-avion':
      return p.pick([
        `Desde ${x.sede}, su ${x.b} puede ir a ${x.c}, ${x.enDep}, por carretera, unas ${x.horas} en nuestro vehículo, o en avión hasta el aeropuerto ${x.aeropuerto}, donde usted lo recoge.`,
        `Para llegar a ${x.cDep}, el cachorro viaja por tierra, unas ${x.horas} desde ${x.sede}, o vuela hasta el aeropuerto ${x.aeropuerto}, y entonces usted lo recoge allí.`,
      ]);
    case 'avion':
      return p.pick([
        `Desde ${x.sede}, ${x.cDep} queda a más de ${x.horas} de carretera: su ${x.b} viaja en avión hasta el aeropuerto ${x.aeropuerto} y usted lo recoge allí el día del vuelo.`,
        `El ${x.b} llega a ${x.cDep} en avión, porque por carretera serían más de ${x.horas} desde ${x.sede}: usted lo recoge en el aeropuerto ${x.aeropuerto} el día del vuelo.`,
      ]);
    case 'solo-carretera':
      return `Las aerolíneas no llevan razas de hocico corto en bodega y un ${x.b} no cabe en cabina, así que lo llevamos desde ${x.sede} por carretera: son unas ${x.horas} hasta ${x.c}, ${x.enDep}, en las horas frescas y con paradas.`;
    case 'local':
      return p.pick([
        `Nuestro criadero está en ${x.dep}, así que el cachorro no tiene que hacer viajes largos para llegar a su casa.`,
        `Como criamos en ${x.cDep}, la entrega aquí es la más sencilla: el cachorro pasa poco tiempo en camino.`,
        `Criamos en ${x.cDep}, de modo que su ${x.b} llega a casa sin trayectos largos.`,
      ]);
  }
}

export function deliverySection(p: Picker, x: Ctx, heading?: string): ArticleSection {
  if (x.home) {
    return {
      heading:
        heading ??
        p.pick([`Entrega del ${x.b} en ${x.c}`, `Recibir su ${x.b} en ${x.c}`, `Entrega en ${x.c}, donde está nuestro criadero`]),
      paragraphs: [
        deliverySentence(p, x),
        p.pick([
          'Acordamos con usted por chat el día y la hora en que se lo llevamos.',
          'La fecha y la hora de entrega se coordinan por chat, a su conveniencia.',
        ]),
      ],
    };
  }
  return {
    heading:
      heading ??
      p.pick([`Envío del ${x.b} a ${x.cDep}`, x.cDep === x.c ? `Entrega en ${x.c}` : `Entrega en ${x.c}, ${x.dep}`, `Cómo llega su cachorro a ${x.c}`]),
    paragraphs: [
      deliverySentence(p, x),
      p.pick([
        // The documents the puppy comes with are listed in the article's own section.
        'Antes del despacho acordamos con usted por chat la fecha del viaje.',
        'La fecha del viaje se coordina con usted por chat.',
      ]),
    ],
  };
}

/** The way the puppy travels, in a few words: "por carretera, hasta su casa", "en avión". */
const DELIVERY_WORDS: Record<PetDelivery, string> = {
  local: 'en nuestro vehículo, hasta su casa',
  carretera: 'por carretera, hasta su casa',
  'carretera-o-avion': 'por carretera o en avión',
  avion: 'en avión',
  'solo-carretera': 'por carretera',
};

// ---------------------------------------------------------------------------------------------
// Intents
// ---------------------------------------------------------------------------------------------

interface Parts {
  titles: string[];
  h1s: string[];
  leadStart: string[];
  descriptionStart: string[];
  sections: (p: Picker, x: Ctx) => ArticleSection[];
}

function preciosParts(x: Ctx): Parts {
  return {
    titles: [
      `Precio del ${x.b} en ${x.c} (${YEAR})`,
      `¿Cuánto cuesta un ${x.b} en ${x.c}? Precios ${YEAR}`,
      `${x.b} en ${x.c}: precio en ${YEAR}`,
      `Precio de cachorros ${x.b} en ${x.c} (${YEAR})`,
    ],
    h1s: [
      `Precio del ${x.b} en ${x.c} en ${YEAR}`,
      `¿Cuánto cuesta un ${x.b} en ${x.c} en ${YEAR}?`,
      `${x.b} en ${x.c}: precios de ${YEAR}`,
    ],
    leadStart: [
      `Aquí tiene los precios del ${x.b} para ${YEAR}, lo que incluye cada uno y cómo ${x.home ? `se lo entregamos en ${x.c}, donde está nuestro criadero` : `llega el cachorro a ${x.c} desde nuestro criadero en ${x.sede}`}.`,
      `Si está pensando en un ${x.b} y vive en ${x.c}, aquí encuentra los precios de ${YEAR}, lo que recibe con el cachorro y cómo ${x.home ? 'es la entrega' : `se lo enviamos desde ${x.sede}`}.`,
      `Esta guía reúne el precio del ${x.b} en ${x.c} para ${YEAR}, explica por qué varía y detalla qué documentos acompañan al cachorro.`,
    ],
    descriptionStart: [
      `Precio del ${x.b} en ${x.c} en ${YEAR}: machos desde ${x.base}${x.hembra ? `, hembras desde ${x.hembra}` : ''}.`,
      `¿Cuánto cuesta un ${x.b} en ${x.c}? Desde ${x.base} en ${YEAR}.`,
      `${x.b} en ${x.c}: precios ${YEAR} desde ${x.base}.`,
    ],
    sections: (p, x) => {
      const price: ArticleSection = {
        heading: p.pick([`¿Cuánto cuesta un ${x.b} en ${x.c}?`, breakdownHeading(x), `Precios del ${x.b} para ${YEAR}`]),
        paragraphs: [priceScope(p, x)],
        list: priceList(x),
        after: femaleNote(p, x),
      };
      const factors: ArticleSection = {
        heading: p.pick([`¿Por qué varía el precio del ${x.b}?`, 'Qué hace cambiar el precio', `De qué depende el valor de un ${x.b}`]),
        // The list names the three factors: its lead does not name them first (one draw, as factorSentence took).
        paragraphs: [p.pick([`Dos cachorros ${x.b} pueden costar distinto por tres razones:`, 'Entre dos cachorros de la misma raza, el precio cambia por tres razones:', `Dentro de la raza, tres cosas hacen variar el precio de un ${x.b}:`])],
        after: [
          p.pick([
            `Desconfíe de ofertas muy por debajo de ${x.base}: un precio demasiado bajo suele esconder cachorros sin certificado de salud ni vacunas, o estafas.`,
            `Si encuentra un ${x.b} muy por debajo de ${x.base}, pida el certificado de salud y videos del cachorro antes de pagar: los precios demasiado bajos suelen ser una señal de alerta.`,
          ]),
        ],
        list: [
          p.pick(['Genética: la línea de los padres influye en el valor.', 'Genética: el linaje de los padres pesa en el precio del cachorro.']),
          p.pick(['Color: algunos colores son más escasos y por eso cuestan más.', 'Color: los tonos menos comunes suelen costar más.']),
          p.pick(['Disponibilidad: depende de cuántos cachorros haya en la camada del momento.', 'Disponibilidad: cuando hay pocos cachorros, el precio puede subir.']),
        ],
      };
      const included: ArticleSection = {
        heading: p.pick([`Qué incluye el precio del ${x.b}`, 'Lo que recibe con su cachorro']),
        paragraphs: [
          p.pick([
            'Además del cachorro, el precio incluye la garantía de salud por escrito y estos documentos:',
            'Con el cachorro le entregamos la garantía de salud por escrito y estos documentos:',
          ]),
        ],
        list: healthList(p),
      };
      const profile: ArticleSection = {
        heading: p.pick([`Tamaño, peso y usos del ${x.b}`, `Cómo es el ${x.b}: tamaño y aptitudes`, `Ficha del ${x.b}: tamaño, peso y altura`]),
        paragraphs: profileParagraphs(p, x),
      };
      const character: ArticleSection = {
        heading: p.pick([`Carácter y cuidados del ${x.b}`, `Antes de llevar un ${x.b} a casa`, `Convivir con un ${x.b}`]),
        paragraphs: characterParagraphs(p, x),
      };
      return [price, factors, ...p.shuffle([included, deliverySection(p, x), profile]), character];
    },
  };
}

function criaderosParts(x: Ctx): Parts {
  return {
    titles: [
      `Criaderos de ${x.b} en ${x.c}: cómo elegir (${YEAR})`,
      `Criaderos de ${x.b} en ${x.c}: guía ${YEAR}`,
      `${x.b} en ${x.c}: cómo elegir un criadero`,
      `Criaderos de ${x.b} en ${x.c} (${YEAR})`,
      `Criaderos de ${x.b} en ${x.c}`,
    ],
    h1s: [
      `Criaderos de ${x.b} en ${x.c}: cómo elegir bien`,
      `Cómo encontrar un criadero de ${x.b} confiable en ${x.c}`,
      `Guía ${YEAR} de criaderos de ${x.b} en ${x.c}`,
    ],
    leadStart: [
      `Elegir bien el criadero es la decisión más importante al buscar un ${x.b} en ${x.c}. Le explicamos qué revisar, cómo evitar estafas y cuánto cuesta un cachorro en ${YEAR}.`,
      `¿Busca un criadero de ${x.b} en ${x.c}? Antes de pagar, visite el criadero o pida una videollamada, revise los documentos de salud y conozca a los padres del cachorro; en esta guía le contamos cómo hacerlo y cómo evitar estafas.`,
      `Un buen criadero de ${x.b} se reconoce por lo que muestra y por lo que entrega. Esta guía para ${x.c} le ayuda a comparar, a reconocer las señales de estafa y a saber qué documentos pedir.`,
    ],
    descriptionStart: [
      `Cómo elegir un criadero de ${x.b} en ${x.c}: visitas, documentos, padres y señales de estafa.`,
      `Guía ${YEAR} para encontrar un criadero de ${x.b} confiable en ${x.c} y evitar estafas.`,
      `Criaderos de ${x.b} en ${x.c}: qué revisar antes de pagar y cómo evitar estafas.`,
    ],
    sections: (p, x) => {
      const choose: ArticleSection = {
        heading: p.pick([`Cómo elegir un criadero de ${x.b} en ${x.c}`, `Claves para escoger un criadero de ${x.b} en ${x.c}`, `¿Qué revisar en un criadero de ${x.b} en ${x.c}?`]),
        paragraphs: [
          x.home
            ? p.pick([
                `En ${x.c} hay varios criaderos y vendedores de ${x.b}, pero no todos crían con responsabilidad. Antes de pagar, revise estos puntos:`,
                `En ${x.c} no es difícil encontrar cachorros ${x.b}; lo difícil es dar con un criadero responsable. Estos son los puntos que debe revisar:`,
              ])
            : p.pick([
                `Si busca un ${x.b} en ${x.c}, puede comprarlo a un criadero local o a uno de otra ciudad, como el nuestro en ${x.sede}. En ambos casos, revise estos puntos antes de pagar:`,
                `En ${x.cDep} encontrará criaderos locales y otros que envían desde lejos, como el nuestro en ${x.sede}. Sea cual sea su elección, verifique lo siguiente:`,
              ]),
        ],
        list: [
          x.home
            ? p.pick(['Visite el criadero con cita previa y observe el estado de las instalaciones.', 'Pida una visita al criadero: un lugar limpio y tranquilo dice mucho.'])
            : p.pick([
                'Visite el criadero o, si está en otra ciudad, pida una videollamada para ver las instalaciones.',
                'Si no puede ir en persona, pida una videollamada para conocer el criadero por dentro.',
              ]),
          p.pick([
            'Pida ver a los padres del cachorro, o al menos a la madre, y pregunte por su salud y su carácter.',
            'Conozca a los padres: ver a la madre con la camada es la mejor señal de una cría responsable.',
          ]),
          p.pick([
            'Revise los documentos: certificado de salud, carné de vacunas y registro de desparasitación.',
            'Pida los documentos del cachorro: certificado de salud, carné de vacunas al día y registro de desparasitación.',
          ]),
          p.pick(['Pida el nombre, el NIT y la dirección del criadero, y compruebe que existan.', 'Pida el nombre, el NIT y la dirección del criadero y verifíquelos antes de pagar.']),
          p.pick([
            'Pida fotos y videos recientes del cachorro que va a recibir, no imágenes de catálogo.',
            'Exija un video del cachorro elegido grabado para usted, en el que se oiga la fecha del día.',
          ]),
        ],
      };
      const scams: ArticleSection = {
        heading: p.pick([`Cómo evitar estafas al comprar un ${x.b}`, `Señales de alerta al buscar un ${x.b} en ${x.c}`]),
        paragraphs: [
          p.pick([
            'Las estafas con cachorros son frecuentes en la compra por internet. Desconfíe cuando vea alguna de estas señales:',
            'Muchos anuncios de cachorros en redes sociales son falsos. Estas son las señales que deben ponerlo en alerta:',
          ]),
        ],
        list: [
          `Precios muy por debajo del mercado: en nuestro criadero, un ${x.b} macho cuesta desde ${x.base}.`,
          p.pick([
            'Vendedores que no permiten visitas ni videollamadas, o que solo envían fotos tomadas de internet.',
            'Vendedores que se niegan a enviarle un video reciente del cachorro que le ofrecen.',
          ]),
          p.pick([
            'Cobros adicionales que aparecen después del primer pago, con excusas de vacunas, seguros o transporte.',
            'Pagos extra inesperados cuando el cachorro supuestamente ya está en camino.',
          ]),
          'Cachorros sin certificado de salud ni carné de vacunas.',
          p.pick(['Presión para pagar de inmediato o a cuentas de terceros.', 'Afanes para que pague ya, antes de ver al cachorro.']),
        ],
      };
      const included: ArticleSection = {
        heading: p.pick(['Qué debe entregarle un criadero responsable', `Documentos y salud: lo mínimo al comprar un ${x.b}`]),
        paragraphs: [
          p.pick([
            'Un criadero serio no solo promete un cachorro sano: nosotros le entregamos la garantía de salud por escrito y estos documentos:',
            `Al recibir su ${x.b}, compruebe que vengan la garantía de salud por escrito y estos documentos, que entregamos con cada cachorro:`,
          ]),
        ],
        list: healthList(p),
      };
      const price: ArticleSection = {
        heading: p.pick([`Precio de referencia del ${x.b} en ${YEAR}`, `Cuánto cuesta un ${x.b} de criadero`]),
        // A lead into the list (no draw: the wordings picked after it stay put); the notes on the list follow it.
        paragraphs: [`Estos son nuestros precios por cachorro${x.home ? '' : `; el envío a ${x.c} se cotiza aparte`}:`],
        list: priceList(x),
        after: priceParagraphs(p, x),
      };
      const delivery = deliverySection(
        p,
        x,
        x.home
          ? p.pick([`Nuestro criadero en ${x.c}`, `Visitas y entrega en ${x.c}`])
          : p.pick([`Nuestro criadero en ${x.sede} y la entrega en ${x.c}`, `De ${x.sede} a ${x.c}: cómo enviamos el cachorro`]),
      );
      const profile: ArticleSection = {
        heading: p.pick([`Cómo es el ${x.b}`, `El ${x.b}: tamaño, peso y carácter`, `Conozca al ${x.b}`]),
        paragraphs: [...profileParagraphs(p, x), characterParagraphs(p, x)[0]!],
      };
      return [choose, scams, ...p.shuffle([included, price, delivery]), profile];
    },
  };
}

function ventaParts(x: Ctx): Parts {
  return {
    titles: [
      `${x.b} en venta en ${x.c} (${YEAR})`,
      `Venta de cachorros ${x.b} en ${x.c} (${YEAR})`,
      `Cachorros ${x.b} en venta en ${x.c}: cómo reservar`,
      `${x.b} en venta en ${x.c}: precio y reserva`,
    ],
    h1s: [
      `Cachorros ${x.b} en venta en ${x.c}`,
      `Venta de ${x.b} en ${x.c}: precios y reserva`,
      `Compre su ${x.b} en ${x.c}`,
    ],
    leadStart: [
      `Criamos cachorros ${x.b} en ${x.sede} y ${x.home ? 'los entregamos en toda la ciudad' : `los enviamos a ${x.c}`}. Aquí encuentra el precio de ${YEAR}, lo que recibe con el cachorro y cómo reservarlo por WhatsApp.`,
      `¿Quiere comprar un ${x.b} en ${x.c}? Le explicamos cuánto cuesta en ${YEAR}, cómo reservar por WhatsApp con fotos y videos del cachorro, y cómo es la entrega.`,
      `Si busca un ${x.b} en venta en ${x.c}, esta página reúne los precios de ${YEAR}, los documentos que acompañan al cachorro y los pasos para reservarlo.`,
    ],
    descriptionStart: [
      `Cachorros ${x.b} en venta en ${x.c}, desde ${x.base}.`,
      `Venta de ${x.b} en ${x.c}: reserve por WhatsApp con fotos y videos del cachorro.`,
      `${x.b} en venta en ${x.c} en ${YEAR}: precios desde ${x.base} y reserva por WhatsApp.`,
    ],
    sections: (p, x) => {
      const sale: ArticleSection = {
        heading: p.pick([`Disponibilidad y precios del ${x.b}`, `${x.b} en venta: precios y disponibilidad`, `Precio del ${x.b} en venta en ${YEAR}`]),
        paragraphs: [
          p.pick([
            `Nuestros cachorros ${x.b} nacen en el criadero de ${x.sede} y ${x.home ? 'se entregan en la misma ciudad' : `viajan a ${x.c}`}. La disponibilidad cambia con cada camada, así que le confirmamos por chat qué cachorros hay en este momento.`,
            `La disponibilidad de cachorros ${x.b} cambia con cada camada; escríbanos y le contamos cuáles hay hoy para entrega en ${x.c}.`,
          ]),
        ],
        list: priceList(x),
        after: priceParagraphs(p, x),
      };
      const reserve: ArticleSection = {
        heading: p.pick([`Cómo reservar su ${x.b}`, `Pasos para comprar su cachorro ${x.b}`, 'Reserva y entrega, paso a paso']),
        paragraphs: [
          p.pick(['El proceso es sencillo y se hace por chat:', 'Comprar su cachorro toma pocos pasos:', 'Así funciona la compra, de principio a fin:']),
        ],
        list: [
          p.pick([
            'Escríbanos por WhatsApp y cuéntenos si busca macho o hembra, y si prefiere algún color.',
            'Abra el chat de WhatsApp y díganos qué cachorro busca: sexo, color y fecha aproximada.',
          ]),
          p.pick([
            'Si hay cachorros disponibles, le enviamos fotos y videos recientes; si no, le contamos cuándo esperamos la próxima camada.',
            'Le decimos si hay cachorros o cuándo esperamos la próxima camada, y le mostramos fotos y videos actuales para elegir con calma.',
          ]),
          p.pick([
            'Cuando se decida, reserve el cachorro y acordamos con usted la fecha de entrega.',
            'Elija su cachorro y resérvelo; le confirmamos la fecha de entrega.',
          ]),
          // How it travels is the delivery section's, its documents the list's: the last step is what the buyer gets on arrival.
          `Recibe el cachorro en ${x.c} con la garantía de salud por escrito.`,
        ],
      };
      const included: ArticleSection = {
        heading: p.pick([`Documentos y salud de su ${x.b}`, 'Lo que recibe con el cachorro']),
        paragraphs: [
          p.pick([
            'Cada cachorro sale revisado del criadero, y junto con él usted recibe estos documentos:',
            `Su ${x.b} llega con estos documentos de su salud:`,
          ]),
        ],
        list: healthList(p),
      };
      const profile: ArticleSection = {
        heading: p.pick([`Tamaño, peso y usos del ${x.b}`, `Ficha del ${x.b}`, `Así es el ${x.b}`]),
        paragraphs: profileParagraphs(p, x),
      };
      const character: ArticleSection = {
        heading: p.pick([`Carácter y cuidados del ${x.b}`, `Convivir con un ${x.b}`, `Los primeros días con su ${x.b}`]),
        paragraphs: characterParagraphs(p, x),
      };
      return [sale, reserve, ...p.shuffle([deliverySection(p, x), included, profile]), character];
    },
  };
}

const PARTS: Record<DogIntent, (x: Ctx) => Parts> = {
  precios: preciosParts,
  criaderos: criaderosParts,
  venta: ventaParts,
};

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

export function buildDogArticle(input: ArticleInput): DogArticle {
  const { breed, price, city, intent } = input;
  const p = seededPicker(input.seed);
  const x: Ctx = {
    b: breed.nombre,
    c: city.nombre,
    dep: city.departamento,
    cDep: placeWithDepartment(city.nombre, city.departamento),
    enDep: afterPreposition('en', input.department),
    aDep: afterPreposition('a', input.department),
    delivery: dogDelivery(breed, city.entrega),
    horas: hours(city.entrega.horasCarretera),
    aeropuerto: city.entrega.aeropuerto ?? '',
    home: city.slug === input.dispatch.slug,
    sede: input.dispatch.nombre,
    base: formatCOP(price.precioBase),
    hembra: price.precioHembra === null ? null : formatCOP(price.precioHembra),
    variants: price.variantes.map((v) => ({ nombre: v.nombre, precio: formatCOP(v.precio) })),
    size: input.sizeForms.perros,
    uses: input.usePhrases,
    peso: breed.peso,
    altura: breed.altura,
    deOrigen: afterPreposition('de', breed.origenEnFrase ?? breed.origen),
    breed,
  };
  const parts = PARTS[intent](x);

  const title = pickFitting(p, parts.titles, TITLE_LIMIT);
  const h1 = p.pick(parts.h1s.filter((h) => h !== title).length > 0 ? parts.h1s.filter((h) => h !== title) : parts.h1s);

  const descriptionExtras = p.shuffle([
    p.pick([' Certificado de salud y vacunas al día.', ' Con certificado de salud, vacunas y desparasitación.']),
    ' Garantía de salud por escrito.',
    x.home ? ` Entrega en ${x.c}.` : p.pick([` Envío desde ${x.sede} ${x.aDep}.`, ` Envío a ${x.c} ${DELIVERY_WORDS[x.delivery]}.`]),
    // An empty slot while the claim has no proof: the shuffle draws as it did, so the rest of the page keeps its wording.
    ICA_CLAIM && ` ${ICA_CLAIM}.`,
  ]).filter(Boolean);
  /** Short closers, tried last, so that short names still reach a full-length description. */
  const descriptionTail = [' Cachorros de criadero.', ' Consulte por chat.'];
  const description = clampText(fill(p.pick(parts.descriptionStart), [...descriptionExtras, ...descriptionTail], DESCRIPTION_MIN, DESCRIPTION_LIMIT), DESCRIPTION_LIMIT);

  // The lead says what the page answers; the weight, the delivery and the documents are said once, in their sections.
  const lead = clampText(p.pick(parts.leadStart), LEAD_MAX);

  return { title, description, h1, lead, sections: parts.sections(p, x) };
}
