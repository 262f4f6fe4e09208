/**
 * The schemas of content/texts/*.json (src/lib/content/texts.ts). Every field carries a
 * description in Spanish for the breeder's editor, and a length limit. A text that names data
 * is a template: `template(['raza', 'lugar'], …)` accepts {raza} and {lugar} and refuses any
 * other placeholder, naming the ones the field can use.
 */
import { z } from 'astro/zod';
import { text } from './fields';
import { ICON_NAMES } from './icon-names';
import { CLAIM_PLACEHOLDERS } from './proofs';

/** The placeholders of a template text: "{raza}" → ["raza"]. */
export const placeholdersOf = (value: string) => [...value.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!);

/** A text with placeholders: each {name} must be one of `names`. */
export const template = (names: readonly string[], min: number, max: number) =>
  text(min, max).superRefine((value, ctx) => {
    for (const name of placeholdersOf(value)) {
      if (names.includes(name)) continue;
      const allowed = names.length ? `the placeholders this text can use are ${names.map((n) => `{${n}}`).join(', ')}` : 'this text takes no placeholder';
      ctx.addIssue({ code: 'custom', message: `uses {${name}}, which the site cannot fill here; ${allowed}` });
    }
  });

/**
 * What the proof placeholders stand for (src/lib/content/proofs.ts), for the descriptions of the
 * texts that may say a claim about the breeder.
 */
export const CLAIM_HELP =
  ' Pruebas (content/site.json): {registroIca}, el número de registro ICA (business.icaRegistration); {fundación}, el año en que empezó la cría, y {años}, los años desde entonces (business.foundedYear); ' +
  '{perrosEntregados} y {fechaPerros}, los perros entregados y el mes en que se contaron (stats.dogsDelivered); {familias} y {fechaFamilias}, las familias atendidas y el mes en que se contaron (stats.familiesServed). ' +
  'Una afirmación va con su prueba ({años} con {fundación}, un número con su fecha) y se muestra solo cuando la prueba está en content/site.json: mientras falte, la frase que la nombra no se muestra (en una tarjeta o un elemento de lista, el elemento entero).';

/** A template that may also say a claim about the breeder through its proof placeholders (CLAIM_HELP). */
export const claimTemplate = (names: readonly string[], min: number, max: number) => template([...names, ...CLAIM_PLACEHOLDERS], min, max);

/**
 * A template whose description ends with what each of its placeholders stands for: from
 * `meanings`, or from `own` where a field says it its own way.
 */
const describedTemplate =
  (meanings: Readonly<Record<string, string>>) =>
  (what: string, names: readonly string[], min: number, max: number, own: Readonly<Record<string, string>> = {}) =>
    template(names, min, max).describe(names.length ? `${what} ${names.map((n) => `{${n}}: ${own[n] ?? meanings[n]}`).join('; ')}.` : what);

/** One text per delivery of a pet (src/lib/domain/places.ts › petDelivery). {aeropuerto}: the airport of the place; {raza}: the breed. */
const deliveryTexts = (min: number, max: number, what: string) =>
  z
    .strictObject({
      local: template(['raza'], min, max).describe(`${what} en la ciudad del criadero y sus localidades: lo llevamos en nuestro vehículo hasta la casa.`),
      carretera: template(['raza'], min, max).describe(`${what} hasta 4 horas de carretera: lo llevamos en nuestro vehículo hasta la casa.`),
      carreteraOAvion: template(['raza', 'aeropuerto', 'vuelo'], min, max).describe(`${what} de 4 a 10 horas de carretera: por tierra, o en avión hasta el aeropuerto {aeropuerto}, donde lo recoge el comprador. {vuelo}: cómo vuela esa raza (placePage.flight).`),
      avion: template(['raza', 'aeropuerto', 'vuelo'], min, max).describe(`${what} a más de 10 horas de carretera: en avión hasta el aeropuerto {aeropuerto}, donde lo recoge el comprador; nunca a domicilio. {vuelo}: cómo vuela esa raza (placePage.flight).`),
      soloCarretera: template(['raza'], min, max).describe(`${what} de una raza de hocico corto que no cabe en cabina, de 4 a 10 horas de carretera: las aerolíneas no la llevan, va por carretera.`),
      enSede: template(['raza'], min, max).describe(`${what} de una raza de hocico corto que no cabe en cabina, a más de 10 horas de carretera: no se envía, se recoge en el criadero.`),
    })
    .describe(`${what}, uno por modo de entrega. {raza}: el nombre de la raza.`);

/** A question and its answer, both templates over the same placeholders. */
const faqItem = (names: readonly string[]) =>
  z.strictObject({
    question: template(names, 10, 160).describe('La pregunta, como la haría un comprador.'),
    answer: template(names, 20, 600).describe('La respuesta, tratando al comprador de usted.'),
  });

/** One text per delivery mode of a pet (src/lib/domain/places.ts › petDelivery). {aeropuerto}: the airport of the place. */
const deliveryAnswers = (min: number, max: number, what: string) =>
  z
    .strictObject({
      local: template(['raza', 'lugar'], min, max).describe(`${what} en la ciudad del criadero: lo llevamos en nuestro vehículo hasta la casa.`),
      carretera: template(['raza', 'lugar'], min, max).describe(`${what} hasta 4 horas de carretera: lo llevamos en nuestro vehículo hasta la casa.`),
      carreteraOAvion: template(['raza', 'lugar', 'aeropuerto'], min, max).describe(`${what} de 4 a 10 horas de carretera: por tierra, o en avión hasta el aeropuerto {aeropuerto}, donde lo recoge el comprador.`),
      avion: template(['raza', 'lugar', 'aeropuerto'], min, max).describe(`${what} a más de 10 horas de carretera: en avión hasta el aeropuerto {aeropuerto}, donde lo recoge el comprador; nunca a domicilio.`),
      soloCarretera: template(['raza', 'lugar'], min, max).describe(`${what} de una raza de hocico corto que no cabe en cabina, de 4 a 10 horas de carretera: las aerolíneas no la llevan, va por carretera.`),
      enSede: template(['raza', 'lugar'], min, max).describe(`${what} de una raza de hocico corto que no cabe en cabina, a más de 10 horas de carretera: no se envía, se recoge en el criadero.`),
    })
    .describe(`${what}, una por modo de entrega. {raza}: el nombre de la raza; {lugar}: el barrio, la ciudad o la región.`);

export const dogFaqSchema = z.strictObject({
  breedInPlace: z
    .array(faqItem(['raza', 'lugar']))
    .min(1)
    .max(8)
    .describe('Preguntas frecuentes de la página de una raza en un lugar (/clousters/perros/{lugar}/{raza}/). {raza}: el nombre de la raza; {lugar}: el barrio, la ciudad o la región.'),
  delivery: z
    .strictObject({
      question: template(['lugar'], 10, 160).describe('La pregunta de la entrega, la misma en todos los lugares y para todas las razas: también es el título de la respuesta en la página de perros de un lugar (/clousters/perros/{lugar}/). {lugar}: el barrio, la ciudad o la región.'),
      answers: deliveryAnswers(20, 600, 'La respuesta'),
      summary: deliveryAnswers(5, 60, 'Las pocas palabras de la descripción en Google'),
      snubNosed: template(['lugar', 'razas'], 20, 300).describe(
        'En la página de perros de un lugar al que el cachorro puede viajar en avión, después de la respuesta: las razas de hocico corto que no caben en cabina, que las aerolíneas no llevan en bodega, van por carretera. {razas}: esas razas, de content/dogs/breeds.json (braquicéfalas y de más peso que el de cabina).',
      ),
    })
    .describe(
      'La pregunta de la entrega en la página de una raza en un lugar, respondida según cómo llega el cachorro a ese lugar (src/lib/domain/places.ts › deliveryMode, el mismo dato que la guía de envío y los datos estructurados). Solo «local» y «carretera» pueden prometer la entrega en la casa.',
    ),
});

// --- cats and generic pages

/** A text without placeholders: a {name} in it is refused (the site would show it as typed). */
const plain = (min: number, max: number) => template([], min, max);
/** A list of texts without placeholders. */
const plainList = (min: number, max: number, itemMin: number, itemMax: number) => z.array(plain(itemMin, itemMax)).min(min).max(max);
const heading = (names: readonly string[] = []) => template(names, 3, 90);
/** What each placeholder of the cat and generic pages stands for, for the descriptions. */
const PLACEHOLDER_MEANING: Record<string, string> = {
  raza: 'el nombre de la raza',
  raza_plural: 'la raza después de «gatos» o «gatitos», concordando: «persas», «siameses» (content/cats/breeds.json › formas.plural), o el nombre si no cambia («Ragdoll»)',
  lugar: 'la ciudad, el lugar o el país',
  precio: 'el precio de referencia («$1.200.000»)',
  sede: 'la ciudad del criadero',
  departamento: 'el departamento del lugar',
  ciudades: 'las demás ciudades, separadas por comas',
  cantidad: 'un número de razas',
  categoria: 'el título de la categoría (content/cats/clusters.json › title)',
  rasgos: 'los rasgos que comparten, como se dicen después de «un gato»: «cariñoso, silencioso o ideal para apartamento»',
  tipo: 'la categoría en singular, después de «una sola» (content/cats/clusters.json › razas.una): «raza sin pelo»',
  tipos: 'la categoría en plural, después de un número (content/cats/clusters.json › razas.varias): «razas de pelo corto»',
  criterio: 'el criterio del grupo en minúsculas (pelaje, uso, carácter, cuidados, tamaño)',
  desde: 'el precio más bajo',
  hasta: 'el precio más alto',
  raza_desde: 'la raza más económica',
  raza_hasta: 'la raza más costosa',
  pelaje: 'el pelaje en minúsculas, con su preposición («de pelo largo», «sin pelo»)',
  aeropuerto: 'el aeropuerto de la ciudad (content/places/cities.json › entrega.aeropuerto): «Alfonso Bonilla Aragón (Palmira)»',
  ciudad: 'la ciudad del país adonde vuela el gatito (content/places/countries.json › ciudad): «Ciudad de México»',
  km: 'los kilómetros por carretera desde la ciudad del criadero («460»)',
  horas: 'las horas de viaje («10 horas», «una hora»)',
  clima: 'la clase de clima del lugar en minúsculas: «frío», «templado» o «cálido»',
  min: 'la temperatura habitual más baja del lugar, en °C',
  max: 'la temperatura habitual más alta del lugar, en °C',
};
/** A template whose description ends with what its placeholders stand for. */
const catText = describedTemplate(PLACEHOLDER_MEANING);

/** A chat invitation: the title and the text of the WhatsApp box near the end of a page. */
const chatCta = (where: string, titleNames: readonly string[] = []) => ({
  ctaTitle: catText(`Título del recuadro de chat por WhatsApp ${where}.`, titleNames, 5, 80),
  ctaText: plain(20, 200).describe(`Texto del recuadro de chat por WhatsApp ${where}, bajo su título.`),
});

/** A section of a cat guide: its heading and the sentence that opens its list. */
const guideSection = (what: string, headingNames: readonly string[] = []) =>
  z.strictObject({
    heading: heading(headingNames).describe(`Título de la sección ${what}.`),
    intro: plain(10, 240).describe(`Frase que abre la sección ${what}, antes de su lista.`),
  });
const guideList = (what: string, min: number, max: number) => plainList(min, max, 10, 220).describe(`Los puntos de la lista ${what}, uno por línea (de ${min} a ${max}).`);

export const catGuidesSchema = z.strictObject({
  criaderos: z
    .strictObject({
      title: template(['año'], 10, 70).describe('Título de la pestaña y de Google de la guía /gatos/criaderos-en-colombia/. {año}: el año del contenido.'),
      h1: plain(10, 90).describe('Título principal de la guía, arriba en la página.'),
      lead: template(['cantidad'], 50, 400).describe('Párrafo de entrada de la guía, bajo el título. {cantidad}: cuántas razas de gatos cría el criadero (un número).'),
      check: guideSection('«Qué revisar en un criadero»').extend({ list: guideList('de lo que el comprador debe revisar en un criadero', 3, 10) }),
      age: z.strictObject({
        heading: heading().describe('Título de la sección sobre la edad de entrega de un gatito.'),
        paragraph: plain(40, 400).describe('Párrafo sobre la edad a la que se entrega un gatito.'),
      }),
      healthTests: guideSection('de las pruebas de salud; la sigue la lista de razas con las pruebas de cada una (content/cats/breeds.json › salud)'),
      warnings: guideSection('de señales de alerta (estafas)').extend({
        lowPrice: template(['raza', 'precio'], 30, 240).describe('Primera señal de alerta, sobre los precios muy bajos. {raza}: la raza más económica del criadero; {precio}: su precio («$1.200.000»).'),
        list: guideList('de las demás señales de alerta, después de la de los precios', 2, 10),
      }),
      includes: guideSection('de lo que entrega un criadero responsable; la sigue la lista de gatos.json › kittenIncludes'),
      citiesHeading: heading().describe('Título de la sección sobre el criadero y las entregas por ciudad (su texto está en cities).'),
      prices: z.strictObject({
        heading: heading().describe('Título de la sección de precios de referencia.'),
        paragraph: template(['desde', 'hasta'], 30, 300).describe('Párrafo de precios. {desde}: el precio de la raza más económica; {hasta}: el de la más costosa.'),
      }),
    })
    .describe('La guía /gatos/criaderos-en-colombia/: cómo elegir un criadero de gatos.'),
  venta: z
    .strictObject({
      title: template(['año'], 10, 70).describe('Título de la pestaña y de Google de la guía /gatos/venta-en-colombia/. {año}: el año del contenido.'),
      h1: plain(10, 90).describe('Título principal de la guía, arriba en la página.'),
      lead: template(['cantidad', 'sede'], 50, 400).describe('Párrafo de entrada de la guía. {cantidad}: cuántas razas de gatos cría el criadero; {sede}: la ciudad del criadero.'),
      breeds: guideSection('de razas en venta; la sigue la lista de razas con su pelaje y precio', ['año']).describe('{año} en el título: el año del contenido.'),
      choose: guideSection('«Cómo elegir la raza»; la sigue la lista de categorías con sus razas'),
      reserve: guideSection('«Cómo reservar su gatito»').extend({ list: guideList('de los pasos para reservar, en orden', 2, 8) }),
      includes: guideSection('de lo que recibe con su gatito; la sigue la lista de gatos.json › kittenIncludes'),
      citiesHeading: heading(['sede']).describe('Título de la sección de entregas y envíos (su texto está en cities). {sede}: la ciudad del criadero.'),
      ready: guideSection('«Antes de llevarlo a casa»').extend({ list: guideList('de lo que conviene tener listo en casa', 2, 10) }),
    })
    .describe('La guía /gatos/venta-en-colombia/: razas en venta, precios y cómo reservar.'),
  cities: z
    .strictObject({
      home: template(['sede', 'ciudades'], 40, 400).describe('Primer párrafo: dónde está el criadero y cómo envía. {sede}: la ciudad del criadero; {ciudades}: las demás ciudades, separadas por comas y «y».'),
      arrange: plain(20, 240).describe('Segundo párrafo, antes de la lista de enlaces a las páginas de gatos de cada ciudad.'),
    })
    .describe('La sección de entregas por ciudad, igual en las dos guías.'),
  cta: z
    .strictObject({
      title: plain(5, 80).describe('Título del recuadro de chat por WhatsApp al final de las dos guías.'),
      text: plain(20, 200).describe('Texto del recuadro de chat por WhatsApp al final de las dos guías.'),
    })
    .describe('El recuadro de chat de las dos guías.'),
});

/** One sentence per coat for a climate class (no placeholders: the page names the place in its title). */
const coatClimate = (clase: string) =>
  z
    .strictObject({
      largo: plain(30, 260).describe(`Gatos de pelo largo en clima ${clase}.`),
      corto: plain(30, 260).describe(`Gatos de pelo corto en clima ${clase}.`),
      sin_pelo: plain(30, 260).describe(`Gatos sin pelo en clima ${clase}.`),
    })
    .describe(`Clima ${clase}: una frase por pelaje.`);

export const catsSchema = z.strictObject({
  kittenIncludes: z
    .array(claimTemplate([], 10, 200))
    .min(2)
    .max(10)
    .describe(`Lo que recibe todo gatito al salir del criadero: la lista «Incluye» de la página de cada raza, de la guía de precios y de las dos guías de gatos.${CLAIM_HELP}`),
  coatCare: z
    .strictObject({
      largo: plainList(1, 6, 10, 200).describe('Cuidados de todo gato de pelo largo.'),
      corto: plainList(1, 6, 10, 200).describe('Cuidados de todo gato de pelo corto.'),
      sin_pelo: plainList(1, 6, 10, 200).describe('Cuidados de todo gato sin pelo.'),
    })
    .describe('Cuidados del pelaje: encabezan la lista «Cuidados y pelaje» de la página de cada raza y responden la pregunta frecuente sobre el pelaje.'),
  care: z
    .strictObject({
      active: plain(10, 200).describe('Cuidado que se añade para las razas activas o juguetonas.'),
      large: plain(10, 200).describe('Cuidado que se añade para las razas de tamaño grande.'),
      everyCat: plainList(1, 6, 10, 200).describe('Cuidados de todo gato, al final de la lista.'),
    })
    .describe('El resto de la lista «Cuidados y pelaje» de la página de cada raza, después de los cuidados del pelaje.'),
  climate: z
    .strictObject({
      frio: coatClimate('frío (Bogotá, Pasto, Manizales)'),
      templado: coatClimate('templado (Medellín, Pereira, Bucaramanga, Ibagué)'),
      calido: coatClimate('cálido (Cali, la costa, los Llanos, Cúcuta)'),
    })
    .describe('Lo que cada clima significa para cada pelaje: la página de gatos de una ciudad (/gatos-en-{lugar}/) muestra las tres frases de su clima bajo «Cuidados en clima …». Lo de cada raza en cada clima está en content/cats/breeds.json › clima.'),
});

export const catPagesSchema = z.strictObject({
  links: z
    .strictObject({
      catsIn: catText('Enlace a la página de gatos de una ciudad o país (gatos-en-…), en la portada de gatos, las guías y las páginas de criadero.', ['lugar'], 5, 60),
      prices: catText('Enlace a la guía de precios /gatos/precios/, al final de las páginas de gatos.', [], 5, 60),
      allBreeds: catText('Enlace a /gatos-colombia/, al final de las páginas de gatos.', [], 5, 60),
      breedersGuide: catText('Enlace a la guía /gatos/criaderos-en-colombia/ en la guía de precios.', [], 5, 60),
      saleGuide: catText('Enlace a la guía /gatos/venta-en-colombia/ en la guía de precios.', [], 5, 60),
    })
    .describe('Los textos de los enlaces entre las páginas de gatos.'),
  cardPrice: catText('Precio en la tarjeta de una raza (páginas de categoría).', ['precio'], 5, 40),
  productName: catText('Nombre del producto de una raza en los datos para Google (página de la raza y guía de precios).', ['raza'], 5, 60),
  landing: z
    .strictObject({
      title: catText('Título de la pestaña y de Google de /gatos-colombia/.', [], 10, 70),
      description: catText('Descripción de /gatos-colombia/ en Google.', ['cantidad'], 50, 200),
      h1: catText('Título principal de /gatos-colombia/.', [], 5, 90),
      intro: catText('Párrafo bajo el título de /gatos-colombia/.', [], 20, 300),
      national: catText('Título de la lista de ciudades de Colombia.', [], 5, 60),
      international: catText('Título de la lista de países.', [], 5, 60),
    })
    .describe('La portada de gatos /gatos-colombia/.'),
  breed: z
    .strictObject({
      title: catText('Título de la pestaña y de Google de /gatos/{raza}/.', ['raza'], 5, 70),
      description: catText('Descripción de /gatos/{raza}/ en Google.', ['raza', 'raza_plural', 'precio'], 50, 200),
      heading: catText('Título principal de /gatos/{raza}/.', ['raza', 'raza_plural'], 5, 90),
      priceHeading: catText('Título de la sección de precio y pelaje (sin el nombre de la raza: ya está en el título principal).', [], 3, 90),
      priceLabel: catText('Rótulo del precio en la sección de precio.', [], 2, 40),
      coatLabel: catText('Rótulo del pelaje en la sección de precio.', [], 2, 40),
      characterHeading: catText('Título de la sección del carácter (el párrafo content/cats/breeds.json › resumen).', [], 3, 90),
      climateHeading: catText('Título de la sección de los cuidados de la raza en cada clima (content/cats/breeds.json › clima).', [], 3, 90),
      climateLabels: z
        .strictObject({
          frio: plain(3, 40).describe('Rótulo de la nota de clima frío.'),
          templado: plain(3, 40).describe('Rótulo de la nota de clima templado.'),
          calido: plain(3, 40).describe('Rótulo de la nota de clima cálido.'),
        })
        .describe('Los rótulos de las tres notas de clima de la raza.'),
      careHeading: catText('Título de la lista de cuidados.', [], 3, 90),
      healthHeading: catText('Título de la sección de las pruebas de los padres (content/cats/breeds.json › saludPadres).', [], 3, 90),
      healthAsk: plain(20, 200).describe('Frase tras las pruebas de los padres: invita a preguntar qué pruebas tienen los padres de la camada, sin afirmar que las tienen.'),
      includesHeading: catText('Título de la lista de lo que recibe con el gatito (gatos.json › kittenIncludes).', [], 2, 60),
      faq: z
        .strictObject({
          price: catText('Pregunta del precio.', ['raza'], 10, 160),
          priceAnswer: catText('Respuesta del precio: el precio de referencia y cómo se acuerda el envío (sin inventar un valor).', ['raza', 'precio', 'sede'], 20, 300),
          elsewhere: catText('Pregunta de las entregas fuera de la ciudad del criadero.', ['raza', 'raza_plural', 'sede'], 10, 160),
          elsewhereAnswer: catText('Su respuesta.', ['sede', 'ciudades'], 20, 400),
        })
        .describe('Las preguntas frecuentes de /gatos/{raza}/: solo lo que la página no dice en otra sección.'),
      ...chatCta('de la página de una raza'),
      placesHeading: catText('Título de la lista de páginas de la raza por ciudad (sin el nombre de la raza).', [], 5, 90),
      placeLink: catText('Enlace a la página de la raza en una ciudad o lugar.', ['raza', 'lugar'], 5, 80),
    })
    .describe('La página de una raza, /gatos/{raza}/.'),
  place: z
    .strictObject({
      title: catText('Título de la pestaña y de Google de la página de una raza en otra ciudad: nombra la raza y el lugar.', ['raza', 'raza_plural', 'lugar'], 5, 90),
      titleHome: catText('Título de la pestaña y de Google de la página de una raza en la ciudad del criadero.', ['raza', 'raza_plural', 'lugar'], 5, 90),
      description: catText('Descripción en Google de la página de una raza en otra ciudad.', ['raza', 'raza_plural', 'lugar', 'precio', 'sede'], 50, 220),
      descriptionHome: catText('Descripción en Google de la página de una raza en la ciudad del criadero.', ['raza', 'raza_plural', 'lugar', 'precio'], 50, 220),
      heading: catText('Título principal (h1) de la página de una raza en otra ciudad: nombra la raza y el lugar.', ['raza', 'raza_plural', 'lugar'], 5, 110),
      headingHome: catText('Título principal (h1) de la página de una raza en la ciudad del criadero.', ['raza', 'raza_plural', 'lugar'], 5, 110),
      deliveryHeading: catText('Título de la sección de cómo llega el gatito (sin la raza ni el lugar: ya están en el título principal).', [], 3, 60),
      climateHeading: catText('Título de la nota de la raza en el clima del lugar.', ['clima'], 3, 60),
      homeHeading: catText('Título del texto del lugar sobre cómo preparar la casa (content/cats/places.json › hogar).', [], 3, 60),
      beforeHeading: catText('Título de la sección de lo que conviene saber antes de decidir.', [], 3, 60),
      healthLabel: catText('Rótulo de las pruebas de los padres en «Antes de decidir».', [], 3, 60),
      aboutLink: catText('Enlace a la página de la raza (carácter, cuidados, lo que recibe con el gatito y las demás ciudades).', ['raza'], 5, 90),
    })
    .describe('La página de una raza en un lugar, /gatos/criadero-de-gatos-{raza}-{lugar}/: el precio, la entrega y el botón de chat arriba (answer), luego cómo llega, el clima, la casa y lo que conviene saber; lo demás de la raza está en su página.'),
  inPlace: z
    .strictObject({
      title: catText('Título de la pestaña y de Google.', ['lugar'], 5, 70),
      description: catText('Descripción en Google, para una ciudad de Colombia: nombra el lugar una vez y cabe en unos 155 caracteres.', ['cantidad', 'lugar', 'precio'], 20, 220),
      descriptionAbroad: catText('Descripción en Google, para un país: nombra el lugar una vez y cabe en unos 155 caracteres.', ['cantidad', 'lugar', 'precio'], 20, 160),
      heading: catText('Título principal.', ['lugar'], 5, 90),
      breedsHeading: catText('Título de la lista de razas con su precio (sin el lugar: ya está en el título principal).', [], 3, 60),
      deliveryHeading: catText('Título de la sección de cómo llega el gatito.', [], 3, 60),
      documentsHeading: catText('Título de la sección de documentos, en la página de un país.', [], 3, 60),
      climateHeading: catText('Título de los cuidados según el pelaje en el clima del lugar.', ['clima'], 3, 60),
      homeHeading: catText('Título del texto de la ciudad sobre cómo preparar la casa (content/cats/places.json › hogar).', [], 3, 60),
      ...chatCta('de la página'),
    })
    .describe('La página de gatos de una ciudad o país, /gatos-en-{lugar}/.'),
  delivery: z
    .strictObject({
      local: catText('Cómo llega el gatito en la ciudad del criadero: lo llevamos en nuestro vehículo hasta la casa.', [], 30, 400),
      carretera: catText('Cómo llega el gatito hasta 4 horas de carretera: en nuestro vehículo, hasta la casa.', [], 30, 400),
      carreteraOAvion: catText('Cómo llega el gatito de 4 a 10 horas de carretera: en avión hasta el aeropuerto, o por tierra.', ['aeropuerto'], 30, 500),
      avion: catText('Cómo llega el gatito a más de 10 horas de carretera: en avión hasta el aeropuerto, donde lo recibe el comprador.', ['aeropuerto'], 30, 500),
      exterior: catText('Cómo llega el gatito a otro país.', ['ciudad'], 30, 400),
      companion: plain(20, 240).describe('Tras el texto de un lugar al que el gatito puede volar: quién viaja con él se acuerda al reservar (por confirmar, CONTENT-TO-CONFIRM.md).'),
      snubNosed: catText('Tras el texto de un lugar al que el gatito vuela, para las razas de cara chata (content/cats/breeds.json › adaptacion.braquicefalo).', ['raza'], 20, 300),
      documentsAbroad: catText('Los documentos de un gatito que sale del país.', ['sede', 'lugar'], 40, 500),
    })
    .describe('«Cómo llega el gatito»: un texto por forma de entrega (src/lib/domain/places.ts › deliveryMode), en las páginas de una raza en un lugar y en las de gatos de una ciudad o país.'),
  answer: z
    .strictObject({
      price: catText('Rótulo del precio en el recuadro «Precio y entrega».', [], 2, 30),
      priceFrom: catText('El precio en la página de gatos de un lugar: el de la raza más económica.', ['precio'], 5, 40),
      delivery: catText('Rótulo de la entrega.', [], 2, 30),
      deliveryValue: z
        .strictObject({
          local: catText('Entrega en la ciudad del criadero.', [], 5, 90),
          carretera: catText('Entrega hasta 4 horas de carretera.', [], 5, 90),
          carreteraOAvion: catText('Entrega de 4 a 10 horas de carretera.', ['aeropuerto'], 5, 120),
          avion: catText('Entrega a más de 10 horas de carretera.', ['aeropuerto'], 5, 120),
          exterior: catText('Entrega en otro país.', ['ciudad'], 5, 120),
        })
        .describe('Cómo llega el gatito, en pocas palabras, por forma de entrega.'),
      trip: catText('Rótulo del viaje.', [], 2, 30),
      tripValue: z
        .strictObject({
          carretera: catText('Viaje hasta 4 horas de carretera.', ['km', 'sede', 'horas'], 5, 90),
          carreteraOAvion: catText('Viaje de 4 a 10 horas de carretera.', ['km', 'sede', 'horas'], 5, 120),
          avion: catText('Viaje a más de 10 horas de carretera.', ['km', 'sede', 'horas'], 5, 120),
          exteriorDirecto: catText('Viaje a otro país con vuelo directo.', ['sede', 'horas'], 5, 120),
          exteriorEscala: catText('Viaje a otro país con escala.', ['sede'], 5, 120),
        })
        .describe('El viaje, en pocas palabras: la ciudad del criadero no tiene viaje.'),
      cost: catText('Rótulo del costo del envío (su valor: content/texts/comunes.json › answer.petCost).', [], 2, 30),
      climate: catText('Rótulo del clima.', [], 2, 30),
      climateValue: catText('El clima del lugar.', ['clima', 'min', 'max'], 5, 60),
      documents: catText('Rótulo de los documentos, en la página de un país.', [], 2, 30),
      documentsAbroad: catText('Los documentos de un gatito que sale del país, en pocas palabras.', ['lugar'], 5, 120),
    })
    .describe('Los rótulos y valores del recuadro «Precio y entrega» bajo el título de las páginas de gatos de un lugar: cada dato una vez, leído de los datos.'),
  category: z
    .strictObject({
      title: catText('Título de la pestaña y de Google.', ['categoria'], 5, 90),
      titleOne: catText('Título de la pestaña y de Google cuando una sola raza es de la categoría.', ['categoria', 'raza'], 5, 90),
      summaryOne: catText('Frase bajo la descripción cuando una sola raza es de la categoría.', ['tipo', 'raza'], 20, 300),
      summaryMany: catText('Frase bajo la descripción cuando varias razas son de la categoría.', ['cantidad', 'tipos'], 20, 300),
      breedsHeading: catText('Título de la lista de razas de la categoría.', [], 3, 90),
      relatedHeading: catText('Título de la lista de razas relacionadas (cuando menos de seis razas son de la categoría).', [], 3, 90),
      relatedNote: catText('Frase sobre las razas relacionadas (no son de la categoría, comparten alguno de sus rasgos), antes de sus tarjetas.', ['rasgos'], 10, 300),
      siblingsHeading: catText('Título de los enlaces a las demás categorías del mismo criterio.', ['criterio'], 5, 90),
      ...chatCta('de la página'),
    })
    .describe('Las páginas de categoría de gatos (/gatos/{criterio}/{categoria}/): sus razas y las relacionadas.'),
  prices: z
    .strictObject({
      description: catText('Descripción en Google (la sigue la nota de precios).', ['cantidad', 'desde', 'hasta'], 20, 220),
      heading: catText('Título principal.', [], 5, 90),
      range: catText('Frase de precios tras la descripción de la guía (content/cats/clusters.json › precios).', ['desde', 'raza_desde', 'hasta', 'raza_hasta'], 20, 240),
      listName: catText('Nombre de la lista de precios en los datos para Google.', [], 5, 80),
      coatHeading: catText('Título de la tabla de cada pelaje.', ['pelaje'], 5, 60),
      breedColumn: catText('Encabezado de la columna de la raza.', [], 2, 30),
      traitsColumn: catText('Encabezado de la columna de rasgos.', [], 2, 30),
      priceColumn: catText('Encabezado de la columna del precio.', [], 2, 30),
      includesHeading: catText('Título de la lista de lo que incluye el precio (gatos.json › kittenIncludes).', [], 3, 90),
      factorsHeading: catText('Título de la lista de lo que hace variar el precio.', [], 3, 90),
      factors: plainList(1, 8, 10, 200).describe('Lo que hace variar el precio, un punto por línea.'),
      ...chatCta('de la página'),
    })
    .describe('La guía de precios /gatos/precios/.'),
});

export const genericPagesSchema = z.strictObject({
  placeholder: z
    .strictObject({
      eyebrow: plain(3, 60).describe('Rótulo sobre el título.'),
      intro: plain(20, 240).describe('Frase bajo el título, antes del botón a la página con la información.'),
      ...chatCta('de la página'),
    })
    .describe('Las páginas en preparación /co/{especie}/… (no aparecen en Google).'),
  listing: z
    .strictObject({
      previous: plain(2, 30).describe('Enlace a la página anterior del listado.'),
      next: plain(2, 30).describe('Enlace a la página siguiente del listado.'),
      page: template(['pagina', 'paginas'], 8, 40).describe('La página del listado, tras el título («Tienda: página 2 de 5»). {pagina}: su número; {paginas}: cuántas hay.'),
      range: template(['desde', 'hasta', 'total'], 8, 60).describe('Sobre las tarjetas: qué razas muestra la página del catálogo. {desde} y {hasta}: sus números; {total}: las razas del catálogo.'),
      all: template(['total'], 8, 60).describe('En la última página, enlace al catálogo completo (el listado muestra solo las primeras razas). {total}: las razas del catálogo.'),
    })
    .describe('Los listados antiguos por páginas (/tienda/page/2/…).'),
  notFound: z
    .strictObject({
      title: plain(5, 70).describe('Título de la pestaña de la página de error 404.'),
      description: plain(20, 200).describe('Descripción de la página de error 404.'),
      heading: plain(3, 90).describe('Título de la página; se ve también cuando la dirección está mal escrita, mientras la página lleva al inicio.'),
      message: template(['enlace'], 20, 240)
        .refine((value) => value.includes('{enlace}'), { error: 'must contain {enlace}, where the link to the home page goes' })
        .describe('Frase bajo el título. {enlace}: el enlace al inicio (su texto es homeLink); debe aparecer una vez.'),
      homeLink: plain(3, 60).describe('Texto del enlace al inicio dentro de message.'),
    })
    .describe('La página 404: lleva las direcciones antiguas a la nueva y las demás al inicio.'),
});

// --- home, info pages and dogs

/** A call to action: the heading of the closing WhatsApp block and its line of text. */
const callToAction = (names: readonly string[], where: string) =>
  z
    .strictObject({
      title: template(names, 5, 90).describe(`Título del bloque final de WhatsApp ${where}.`),
      text: template(names, 20, 200).describe(`Frase bajo ese título, antes del botón de WhatsApp ${where}.`),
    })
    .describe(`Llamado a escribir por WhatsApp al final ${where}.`);

/** Paragraphs of one section of an info page, each a template over the page's placeholders. */
const paragraphs = (names: readonly string[], max = 6) =>
  z.array(template(names, 20, 700)).min(1).max(max).describe('Párrafos de la sección, en orden. Cada uno puede usar los marcadores de la página.');
/** A bulleted list of an info page. */
const bullets = (max: number) => z.array(text(5, 300)).min(1).max(max).describe('Elementos de la lista, en orden.');
const sectionTitle = text(3, 80).describe('Título de la sección (encabezado h2).');

/** What every info page has: its footer link, its browser title, its heading and its search description. */
const infoPage = (names: readonly string[], describeNames: string) => ({
  label: text(3, 40).describe('Nombre de la página en el pie de página y en los enlaces entre estas cuatro páginas.'),
  title: text(10, 70).describe('Título de la página en la pestaña del navegador y en Google (hasta unos 60 caracteres se ven completos).'),
  heading: text(3, 70).describe('Encabezado principal (h1) de la página.'),
  description: template(names, 50, 155).describe(`Descripción para Google y al compartir el enlace (se ven unos 155 caracteres).${describeNames}`),
});

const ABOUT_NAMES = ['marca', 'ciudad'] as const;
const ABOUT_HELP = ' Marcadores: {marca}, el nombre del criadero; {ciudad}, la ciudad donde se crían los animales (content/site.json › dispatch.city).';
const PRIVACY_NAMES = ['responsable', 'dirección', 'contacto', 'fecha'] as const;
const PRIVACY_HELP =
  ' Marcadores: {responsable}, la razón social o la marca y el NIT; {dirección}, la dirección del criadero; {contacto}, cómo escribirnos (ver «contact»); {fecha}, la fecha desde la que rige la política.';
const TERMS_NAMES = ['firma'] as const;
const TERMS_HELP = ' Marcador: {firma}, la razón social o, mientras no esté, la marca.';

export const infoPagesSchema = z.strictObject({
  about: z
    .strictObject({
      ...infoPage(ABOUT_NAMES, ABOUT_HELP),
      titleWithoutIdentity: text(10, 70).describe('Título de la página mientras content/site.json no da la razón social ni el NIT, o la dirección: solo dice lo que la página muestra.'),
      descriptionWithoutIdentity: template(ABOUT_NAMES, 50, 155).describe(`Descripción para Google mientras content/site.json no da la razón social ni el NIT, o la dirección.${ABOUT_HELP}`),
      sections: z.strictObject({
        historia: z.strictObject({
          title: sectionTitle,
          paragraphs: z
            .array(claimTemplate(ABOUT_NAMES, 20, 700))
            .min(1)
            .max(6)
            .describe(`Párrafos de «Qué hacemos», en orden.${ABOUT_HELP}${CLAIM_HELP}`),
        }),
        datos: z.strictObject({
          title: sectionTitle.describe('Título de la lista de datos de la empresa (razón social, NIT, dirección…, de content/site.json).'),
          titleWithoutIdentity: sectionTitle.describe('Título de esa lista mientras content/site.json no da la razón social ni el NIT: solo muestra la ciudad, el horario y lo demás que esté lleno.'),
        }),
        especies: z.strictObject({ title: sectionTitle.describe('Título de la lista de especies que se crían, con enlace a cada una.') }),
        compromisos: z.strictObject({ title: sectionTitle.describe('Título de la lista de compromisos (content/site.json › legal).') }),
      }),
    })
    .describe('Página «Quiénes somos» (/quienes-somos/).'),
  guarantee: z
    .strictObject({
      ...infoPage([], ''),
      titleUnconfirmed: text(10, 70).describe('Título de la página mientras content/site.json › guarantee no dice la duración y lo que cubre: no promete decir qué cubre.'),
      sections: z.strictObject({
        recibe: z.strictObject({
          title: sectionTitle,
          items: z
            .array(
              z.strictObject({
                text: text(5, 200).describe('Lo que recibe el comprador, una frase.'),
                onlyWithMicrochip: z.boolean().optional().describe('true: se muestra solo si content/site.json › guarantee.microchip es true.'),
              }),
            )
            .min(1)
            .max(12)
            .describe('Lista de lo que se entrega con cada animal, en orden.'),
        }),
        cobertura: z.strictObject({
          title: sectionTitle,
          unconfirmed: text(20, 600).describe('Párrafo que se muestra mientras content/site.json › guarantee no dice la duración y lo que cubre. Cuando los dice, esta sección muestra cada término de la garantía con su rótulo (inventario.json › terms).'),
        }),
        como: z.strictObject({ title: sectionTitle, paragraphs: paragraphs([]).describe('Cómo hacer valer la garantía mientras content/site.json › guarantee.howToClaim está vacío; cuando está lleno, se muestra ese texto en su lugar.') }),
      }),
    })
    .describe('Página «Garantía de salud» (/garantia-de-salud/).'),
  privacy: z
    .strictObject({
      ...infoPage([], ''),
      contact: z
        .strictObject({
          withEmail: template(['correo'], 5, 120).describe('Cómo escribirnos, cuando content/site.json tiene correo. {correo}: el correo. Reemplaza {contacto} en los párrafos.'),
          withoutEmail: text(5, 120).describe('Cómo escribirnos mientras no hay correo en content/site.json. Reemplaza {contacto} en los párrafos.'),
        })
        .describe('El medio de contacto que nombran los párrafos con {contacto}.'),
      sections: z.strictObject({
        responsable: z.strictObject({ title: sectionTitle, paragraphs: paragraphs(PRIVACY_NAMES).describe(`Quién es el responsable de los datos.${PRIVACY_HELP}`) }),
        datos: z.strictObject({
          title: sectionTitle,
          paragraphs: paragraphs(PRIVACY_NAMES).describe(`Qué datos se tratan.${PRIVACY_HELP}`),
          conversionTag: plain(50, 600).describe('Párrafo sobre la etiqueta de conversión de Google Ads: qué datos recibe Google y cuándo. Se muestra tras el primer párrafo solo si content/site.json › googleAds está lleno (solo entonces las páginas cargan la etiqueta).'),
        }),
        finalidades: z.strictObject({
          title: sectionTitle,
          items: bullets(10).describe('Para qué se usan los datos, un elemento por finalidad.'),
          conversionTag: plain(10, 200).describe('La finalidad de la etiqueta de Google Ads, al final de la lista, solo si content/site.json › googleAds está lleno.'),
        }),
        derechos: z.strictObject({
          title: sectionTitle,
          paragraphs: paragraphs(PRIVACY_NAMES).describe(`Párrafo antes de la lista de derechos.${PRIVACY_HELP}`),
          items: bullets(10).describe('Los derechos del titular según la Ley 1581 de 2012, uno por elemento.'),
        }),
        procedimiento: z.strictObject({ title: sectionTitle, paragraphs: paragraphs(PRIVACY_NAMES).describe(`Cómo hacer consultas y reclamos, y sus plazos.${PRIVACY_HELP}`) }),
        vigencia: z.strictObject({ title: sectionTitle, paragraphs: paragraphs(PRIVACY_NAMES).describe(`Desde cuándo rige la política.${PRIVACY_HELP}`) }),
      }),
    })
    .describe('Página «Política de tratamiento de datos personales» (/politica-de-tratamiento-de-datos/).'),
  terms: z
    .strictObject({
      ...infoPage([], ''),
      sections: z.strictObject({
        sitio: z.strictObject({ title: sectionTitle, paragraphs: paragraphs(TERMS_NAMES).describe(`Qué es este sitio.${TERMS_HELP}`) }),
        precios: z.strictObject({ title: sectionTitle, paragraphs: paragraphs(TERMS_NAMES).describe(`Cómo funcionan los precios.${TERMS_HELP}`) }),
        entrega: z.strictObject({ title: sectionTitle, paragraphs: paragraphs(TERMS_NAMES).describe(`La entrega y los documentos.${TERMS_HELP}`) }),
        garantia: z.strictObject({
          title: sectionTitle,
          paragraphs: paragraphs(TERMS_NAMES).describe(`Qué es la garantía de salud y qué dice su página, antes del enlace a ella.${TERMS_HELP}`),
          link: text(5, 80).describe('Texto del enlace a la página de la garantía de salud.'),
        }),
        ley: z.strictObject({ title: sectionTitle, paragraphs: paragraphs(TERMS_NAMES).describe(`Bienestar animal y ley aplicable.${TERMS_HELP}`) }),
        datos: z.strictObject({ title: sectionTitle, link: text(5, 80).describe('Texto del enlace a la política de tratamiento de datos.') }),
      }),
    })
    .describe('Página «Términos y condiciones» (/terminos-y-condiciones/).'),
  cta: callToAction([], 'de las cuatro páginas (quiénes somos, garantía, datos personales, términos)'),
});

const HOME_NAMES = ['marca', 'ciudad'] as const;
const HOME_HELP = ' Marcadores: {marca}, el nombre del criadero; {ciudad}, la ciudad donde se crían los animales (content/site.json › dispatch.city).';

export const homeTextsSchema = z.strictObject({
  title: template(HOME_NAMES, 10, 80).describe(`Título de la página de inicio en la pestaña del navegador y en Google.${HOME_HELP}`),
  hero: z
    .strictObject({
      badge: claimTemplate(HOME_NAMES, 5, 90).describe(`Etiqueta destacada sobre el título; no se muestra si queda vacía.${HOME_HELP}${CLAIM_HELP}`),
      heading: template(HOME_NAMES, 10, 100).describe(`Título principal (h1) de la página de inicio.${HOME_HELP}`),
      text: claimTemplate(HOME_NAMES, 20, 300).describe(`Párrafo bajo el título principal.${HOME_HELP}${CLAIM_HELP}`),
      chatButton: text(3, 40).describe('Texto del botón de WhatsApp de la portada.'),
    })
    .describe('La portada: la primera sección de la página de inicio.'),
  speciesHeading: text(3, 60).describe('Título de la sección de especies.'),
  reasons: z.strictObject({
    heading: text(3, 60).describe('Título de la sección de razones.'),
    items: z
      .array(
        z.strictObject({
          icon: z.enum(ICON_NAMES).describe(`Ícono de la tarjeta: ${ICON_NAMES.join(', ')}.`),
          title: claimTemplate(HOME_NAMES, 3, 60).describe(`Título de la tarjeta.${HOME_HELP}`),
          text: claimTemplate(HOME_NAMES, 20, 200).describe(`Frase de la tarjeta.${HOME_HELP}`),
        }),
      )
      .min(4)
      .max(8)
      .describe(`Las tarjetas de «¿Por qué elegirnos?», en orden: se muestran las cuatro primeras cuyas pruebas están en content/site.json, así que deje al menos cuatro que no nombren ninguna.${CLAIM_HELP}`),
  }),
  galleryHeading: text(3, 60).describe('Título de la galería cuando muestra fotos de cachorros (de content/inventario).'),
  galleryHeadingIllustrations: text(3, 60).describe('Título de la galería mientras no hay fotos y muestra ilustraciones de las razas: no prometa cachorros que la página no muestra.'),
  contact: z
    .strictObject({
      heading: text(3, 60).describe('Título del bloque de contacto.'),
      text: template(HOME_NAMES, 20, 300).describe(`Frase del bloque de contacto, antes del horario y la dirección.${HOME_HELP}`),
      chatButton: text(3, 40).describe('Texto del botón de WhatsApp del bloque de contacto.'),
    })
    .describe('El bloque de contacto al final de la página de inicio.'),
});

export const commonTextsSchema = z.strictObject({
  footer: z
    .strictObject({
      tagline: claimTemplate(['ciudad'], 10, 160).describe(`Frase bajo el nombre del criadero en el pie de todas las páginas. {ciudad}: la ciudad del criadero (content/site.json › dispatch.city, con «, Colombia»).${CLAIM_HELP}`),
      copyright: template(['año', 'firma'], 5, 120).describe(
        'Última línea del pie de todas las páginas. {año}: el año más reciente de las fechas de content/site.json (contentDate, prices); {firma}: la razón social o, mientras no esté, la marca.',
      ),
      headings: z
        .strictObject({
          species: heading().describe('Título de la lista de especies.'),
          legal: heading().describe('Título de la lista de compromisos legales (content/site.json › legal).'),
          breeder: heading().describe('Título de los enlaces a Quiénes somos, la garantía y las páginas legales.'),
          sisterSites: heading().describe('Título de los enlaces a sitios aliados (content/site.json › sisterSites); no se muestra mientras ningún enlace tenga una dirección real.'),
        })
        .describe('Los títulos de las columnas del pie.'),
    })
    .describe('El pie de página de todo el sitio.'),
  chatButton: text(3, 40).describe('Texto del botón de WhatsApp de los bloques de llamado al final de las páginas, cuando la página no da otro.'),
  answer: z
    .strictObject({
      heading: heading().describe('Título del bloque con el precio, la entrega y lo disponible, arriba en las páginas de una raza o línea en un lugar.'),
      available: text(3, 30).describe('Rótulo de la fila de lo disponible ahora.'),
      availableNone: text(10, 140).describe('Lo que dice esa fila mientras no hay camadas ni lotes publicados de esa raza para ese lugar.'),
      availableOne: text(3, 40).describe('Lo que dice cuando hay una camada o un lote publicado.'),
      availableSome: template(['n'], 3, 40).describe('Lo mismo cuando hay varios. {n}: cuántos.'),
      chatButton: text(3, 40).describe('Texto del botón de WhatsApp del bloque.'),
      petCost: z
        .strictObject({
          road: text(10, 90).describe('En nuestro vehículo (la ciudad del criadero, la carretera): no hay una tarifa estimada, diga cómo se acuerda.'),
          cabin: text(10, 120).describe('En avión, en cabina: la tarifa de la aerolínea por la mascota, marcada «(estimado)» (su fuente en CONTENT-TO-CONFIRM.md), y el pasaje de quien lo acompaña.'),
          hold: text(10, 90).describe('En avión, en bodega (perros grandes): sin tarifa con fuente, diga cómo se acuerda.'),
          anyFlight: text(10, 120).describe('En la página de todas las razas de un lugar al que pueden volar: la tarifa de cabina estimada y la de bodega.'),
          abroad: text(10, 90).describe('A otro país: sin tarifa con fuente, diga cómo se acuerda.'),
        })
        .describe('El valor de la fila «Costo del envío» de las páginas de perros y gatos de un lugar, según cómo llega la mascota. Solo cifras con fuente, marcadas «(estimado)».'),
    })
    .describe('El bloque «Precio y entrega» del primer pantallazo de las páginas de una raza o línea en un lugar.'),
  illustrationCaption: text(3, 40).describe(
    'Rótulo visible sobre las ilustraciones de la galería «Nuestros cachorros» y de las páginas de raza, donde aún no hay fotos reales de la raza: dice que el dibujo no es un cachorro del criadero.',
  ),
  illustrationCaptionNamed: template(['raza'], 5, 60).describe(
    'Rótulo visible sobre cada ilustración de la galería de la página de inicio, que muestra razas distintas: nombra la raza y dice que es un dibujo. {raza}: el nombre de la raza («Shih Tzu · ilustración»).',
  ),
  priceNote: text(10, 200).describe(
    'Nota sobre los precios de referencia, bajo las tablas de precios de perros y de gatos, en el precio de una raza en un lugar, en la respuesta sobre el precio de un gato y en la descripción de la guía de precios de perros para Google.',
  ),
});

const DOG_HELP = '{raza}: el nombre de la raza';

export const dogTextsSchema = z.strictObject({
  priceGuideIntro: text(10, 300).describe('Frase tras la nota de precios al comienzo de /perros/precios-por-raza/.'),
  priceGuideFemaleUnlisted: text(3, 40).describe('Celda «Hembra» de /perros/precios-por-raza/ cuando content/dogs/prices.json no da precio de hembra para la raza (solo precio base): no afirme que cuesta lo mismo que el macho.'),
  filterIntros: z
    .strictObject({
      size: template(['razas', 'sede'], 10, 300).describe('Introducción de /perros/tamano/{tamaño}/. {razas}: el número de razas con su tamaño, p. ej. «13 razas pequeñas»; {sede}: la ciudad del criadero (content/site.json › dispatch.city).'),
      use: template(['razas', 'sede'], 10, 300).describe('Introducción de /perros/uso/{uso}/. {razas}: el número de razas con su uso, p. ej. «5 razas guardianas»; {sede}: la ciudad del criadero (content/site.json › dispatch.city).'),
    })
    .describe('Introducciones de las páginas de perros por tamaño y por uso.'),
  breedSale: z
    .strictObject({
      titles: z
        .strictObject({
          colombia: template(['raza'], 10, 65).describe(`Título en Google de /venta-perros/{raza}/. ${DOG_HELP}.`),
          city: template(['raza', 'ciudad'], 10, 65).describe(`Título en Google de las páginas de criadero en una ciudad. ${DOG_HELP}; {ciudad}: la ciudad.`),
        })
        .describe('Títulos en Google (hasta unos 65 caracteres; la marca se añade si cabe).'),
      headings: z
        .strictObject({
          colombia: template(['raza'], 10, 120).describe(`Título de /venta-perros/{raza}/. ${DOG_HELP}.`),
          sede: template(['raza', 'sede'], 10, 120).describe(`Título de la página de criadero en la ciudad del criadero. ${DOG_HELP}; {sede}: la ciudad del criadero (content/site.json › dispatch.city).`),
          city: template(['raza', 'sede', 'ciudad'], 10, 140).describe(`Título de la página de criadero en otra ciudad. ${DOG_HELP}; {sede}: la ciudad del criadero; {ciudad}: la ciudad de entrega.`),
        })
        .describe('Títulos de las páginas de venta de una raza.'),
      descriptions: z
        .strictObject({
          colombia: z.array(template(['raza', 'precio'], 20, 300)).min(1).max(4).describe(`Descripciones en Google de /venta-perros/{raza}/, de la más completa a la más corta: cada página usa la primera que cabe en 155 caracteres (la última, recortada si no cabe ninguna). ${DOG_HELP}; {precio}: el precio desde.`),
        })
        .describe('Descripciones en Google de las páginas de venta de una raza.'),
      cta: callToAction(['raza'], `de la página de venta de una raza (${DOG_HELP})`),
    })
    .describe('Páginas de venta de una raza (/venta-perros/{raza}/ y criadero en ciudad).'),
  location: z
    .strictObject({
      descriptions: z
        .strictObject({
          perrosEn: template(['razas', 'lugar', 'entrega'], 20, 300).describe('Descripción en Google de /perros-en-{lugar}/. {razas}: el número de razas; {lugar}: el barrio, la ciudad o la región; {entrega}: la entrega de ese lugar (placePage.delivery), en minúscula.'),
          clouster: template(['razas', 'sede', 'llegada'], 20, 300).describe('Descripción en Google de /clousters/perros/{lugar}/. {razas}: el número de razas; {sede}: la ciudad del criadero (content/site.json › dispatch.city); {llegada}: cómo le llegan los cachorros a ese lugar (location.arrival).'),
        })
        .describe('Descripciones en Google de las páginas de perros de un lugar.'),
      arrival: z
        .strictObject({
          sede: text(5, 120).describe('{llegada} en la ciudad del criadero.'),
          toDoor: template(['lugar'], 5, 120).describe('{llegada} donde llevamos el cachorro hasta la casa (hasta unas 4 horas de carretera).'),
          flies: template(['lugar'], 5, 120).describe('{llegada} donde el cachorro puede viajar en avión (más lejos).'),
        })
        .describe('Cómo le llegan los cachorros a un lugar, en la descripción de /clousters/perros/{lugar}/; sigue a «…y».'),
      toleranceHeadings: z
        .strictObject({
          calor: z.strictObject({ alta: heading(), media: heading(), baja: heading() }).describe('En un lugar de clima cálido: las razas según cuánto toleran el calor (content/dogs/breeds.json › adaptacion.calor: alta, media, baja).'),
          frio: z.strictObject({ alta: heading(), media: heading(), baja: heading() }).describe('En un lugar de clima frío: las razas según cuánto toleran el frío (› adaptacion.frio).'),
        })
        .describe('Títulos de los grupos de razas en la página de perros de un lugar cálido o frío; en clima templado o variado se agrupan por tamaño (sizeHeading). Deben decir lo mismo que la nota de cada raza para ese clima (› clima). No nombre el lugar.'),
      listNote: text(10, 200).describe('Frase bajo la lista de razas de la página de perros de un lugar: a dónde lleva cada raza.'),
      sizeHeading: template(['razas'], 3, 60).describe('Título de cada grupo de razas por tamaño en la página de perros de un lugar. {razas}: el tamaño concordando con «razas» («pequeñas»); no nombre el lugar.'),
    })
    .describe('Páginas de perros de un lugar (/perros-en-{lugar}/ y /clousters/perros/{lugar}/).'),
  breedInPlace: z
    .strictObject({
      benefits: z.array(claimTemplate([], 5, 160)).min(1).max(10).describe(`Lo que se entrega con cada cachorro, un elemento por línea (en la página de cada raza, /venta-perros/{raza}/).${CLAIM_HELP}`),
    })
    .describe('Lo que recibe con el cachorro.'),
  breedPage: z
    .strictObject({
      headings: z
        .strictObject({
          before: heading().describe('El resumen de la raza y la salud de los padres (content/dogs/breeds.json › resumen, saludPadres).'),
          climate: heading().describe('Las notas de la raza para cada clima (› clima).'),
          benefits: heading().describe('Lo que se entrega con el cachorro (breedInPlace.benefits).'),
          cities: heading().describe('Los enlaces a la raza en cada ciudad, con su entrega.'),
        })
        .describe('Títulos de las secciones de /venta-perros/{raza}/: no nombran la raza (la nombra el título de la página).'),
      climateLabels: z
        .strictObject({ frio: text(3, 40), templado: text(3, 40), calido: text(3, 40) })
        .describe('El rótulo de la nota de cada clima en /venta-perros/{raza}/.'),
    })
    .describe('La página de una raza (/venta-perros/{raza}/): su texto completo; las páginas de la raza en un lugar enlazan aquí.'),
  placePage: z
    .strictObject({
      descriptions: z
        .array(template(['titulo', 'raza', 'lugar', 'precio', 'entrega'], 10, 300))
        .min(1)
        .max(4)
        .describe(`Descripciones en Google de las páginas de una raza en un lugar (criadero en una ciudad, raza en un lugar, barrio), de la más completa a la más corta: cada página usa la primera que cabe en 155 caracteres. {titulo}: el título de la página (distinto en cada una: la descripción también); ${DOG_HELP}; {lugar}: la ciudad, el barrio o la región; {precio}: el precio desde; {entrega}: el valor de la fila «Entrega» de ese lugar (placePage.delivery).`),
      articleHeadings: z
        .strictObject({
          precios: template(['raza', 'lugar'], 10, 90),
          criaderos: template(['raza', 'lugar'], 10, 90),
          venta: template(['raza', 'lugar'], 10, 90),
        })
        .describe(`Título (y título en Google) de los antiguos artículos /blog/perros/{raza}-{ciudad}/{intención}/, que muestran la página de la raza en la ciudad: dice lo que buscaba quien llegó (el precio, el criadero, la venta). ${DOG_HELP}; {lugar}: la ciudad.`),
      facts: z
        .strictObject({
          price: text(3, 30).describe('Rótulo de la fila del precio.'),
          priceRange: template(['min', 'max'], 3, 40).describe('El precio cuando va de un valor a otro (por sexo y variedad). {min} y {max}: los precios, con su signo ($ 1.300.000).'),
          priceFrom: template(['precio'], 3, 40).describe('El precio en la página de todas las razas de un lugar: el de la raza más económica. {precio}: ese precio, con su signo.'),
          delivery: text(3, 30).describe('Rótulo de la fila de la entrega (cómo llega el cachorro).'),
          trip: text(3, 30).describe('Rótulo de la fila del viaje (cuánto tarda).'),
          cost: text(3, 30).describe('Rótulo de la fila del costo del envío (su valor: content/texts/comunes.json › answer.petCost).'),
        })
        .describe('Las filas del bloque «Precio y entrega» de las páginas de una raza en un lugar.'),
      delivery: deliveryTexts(3, 120, 'El valor de la fila «Entrega»'),
      trip: z
        .strictObject({
          local: text(3, 120).describe('En la ciudad del criadero y sus localidades.'),
          carretera: template(['km', 'horas'], 3, 120).describe('Hasta 4 horas de carretera. {km}: la distancia por carretera desde el criadero («90», «30 a 200»); {horas}: las horas de carretera («3 horas», «una hora»).'),
          carreteraOAvion: template(['km', 'horas'], 3, 120).describe('De 4 a 10 horas de carretera, o en avión. {km} y {horas}, como arriba.'),
          avion: text(3, 140).describe('A más de 10 horas de carretera: en avión (no tenemos la duración de cada vuelo: no la invente).'),
          soloCarretera: template(['km', 'horas'], 3, 120).describe('Una raza de hocico corto que no cabe en cabina, de 4 a 10 horas de carretera: por carretera. {km} y {horas}, como arriba.'),
          enSede: template(['km', 'horas'], 3, 120).describe('Una raza de hocico corto que no cabe en cabina, a más de 10 horas: no se envía. {km} y {horas}, como arriba.'),
        })
        .describe('El valor de la fila «Viaje», uno por modo de entrega.'),
      includes: text(20, 160).describe('Lo que recibe con el cachorro, en una línea bajo el bloque «Precio y entrega» (la especificación: certificado de salud, vacunas al día, desparasitación, garantía de salud).'),
      headings: z
        .strictObject({
          before: heading().describe('Lo que el comprador pide antes de decidir: las pruebas de salud de los padres (content/dogs/breeds.json › saludPadres).'),
          climate: z
            .strictObject({ frio: heading(), templado: heading(), calido: heading() })
            .describe('Título de la nota de la raza para el clima del lugar: no nombre la raza ni el lugar (los dice el título de la página).'),
          arrival: heading().describe('Cómo llega el cachorro al lugar.'),
          place: heading().describe('Título del texto del lugar (content/places › entorno) y sus parques: no nombre el lugar.'),
          rules: heading().describe('Las normas de una raza de manejo especial (Ley 1801 de 2016).'),
          photos: heading().describe('Título de las fotos de cachorros de la raza, cuando las hay: no nombre la raza (la nombra el título de la página).'),
        })
        .describe('Los títulos de las secciones: dicen lo que responde la sección, sin repetir la raza ni el lugar.'),
      roadOnly: template(['raza'], 20, 400).describe(`«Cómo llega el cachorro» de una raza de hocico corto cuyo cachorro no cabe en cabina cuando las aerolíneas lo aceptan (4 meses), fuera de la ciudad del criadero: por qué va por carretera hasta unas 10 horas y no más lejos (las aerolíneas no la llevan en bodega). ${DOG_HELP}.`),
      flight: z
        .strictObject({
          cabin: text(3, 60).describe('Una raza de hasta 8 kg de adulto: puede ir en cabina con quien la acompañe, o en bodega.'),
          cabinOnly: text(3, 60).describe('Una raza de hocico corto cuyo cachorro de 4 meses cabe en cabina (content/dogs/breeds.json › adaptacion.cabinaCachorro): las aerolíneas no la llevan en bodega, solo en cabina.'),
          hold: text(3, 60).describe('Una raza más grande: en bodega.'),
          any: text(3, 60).describe('En la página de todas las razas de un lugar: según la raza.'),
        })
        .describe('Cómo vuela el cachorro, según su peso y su hocico: {vuelo} de la fila «Entrega» donde puede ir en avión.'),
      snubNosed: template(['razas'], 20, 300).describe('En la página de perros de un lugar al que el cachorro puede volar: las razas de hocico corto cuyo cachorro no cabe en cabina no vuelan; van por carretera hasta unas 10 horas y más lejos se recogen en el criadero. {razas}: esas razas (content/dogs/breeds.json).'),
      handover: text(20, 300).describe('Lo que hace el comprador al recibir el cachorro, en cualquier lugar.'),
      rains: template(['min', 'max', 'lluvias'], 10, 200).describe('Tras el texto del lugar: sus temperaturas habituales y cuándo llueve más allí (la clase de clima la dice el título de la nota de la raza). {min} y {max}: las temperaturas; {lluvias}: los meses, como los da content/places › clima.lluvias («en abril y mayo, y en octubre y noviembre»).'),
      parks: template(['parques'], 20, 300).describe('Los parques del lugar (content/places › parques), tras su texto. {parques}: sus nombres, con artículo («el Parque El Virrey y el Parque de la 93»).'),
      rules: template(['raza'], 40, 600).describe(`Las normas de una raza de manejo especial (manejoEspecial en content/dogs/breeds.json), bajo el título «Raza de manejo especial» en todas sus páginas de un lugar. ${DOG_HELP} (puede no usarlo).`),
      links: z
        .strictObject({
          breed: template(['raza'], 5, 100).describe(`Enlace a la página de la raza, donde están su carácter, su precio por sexo y variedad y lo que recibe con el cachorro (las páginas de un lugar no lo repiten). ${DOG_HELP}.`),
          place: template(['lugar'], 5, 100).describe('Enlace a la página de todas las razas del lugar. {lugar}: la ciudad, el barrio o la región.'),
        })
        .describe('Los enlaces del final.'),
    })
    .describe('Las páginas de una raza en un lugar: /venta-perros/criadero-de-perros-{raza}-{ciudad}/, /clousters/perros/{lugar}/{raza}/, /co/{ciudad}/{barrio}/{raza}/, las páginas fijas de Rionegro y los artículos /blog/perros/…/ (issue 41: la respuesta primero, los datos una vez).'),
  searchEmpty: z
    .strictObject({
      title: text(5, 80).describe('Título que se muestra cuando la búsqueda no encuentra razas.'),
      text: text(10, 200).describe('Frase bajo ese título, antes de los enlaces para quitar un filtro.'),
    })
    .describe('Búsqueda de perros sin resultados (/perros/buscar/).'),
});

// --- livestock

/** What each placeholder of the livestock pages stands for, for the descriptions (a field may say it its own way). */
const LIVESTOCK_MEANING: Record<string, string> = {
  linea: 'el nombre de la línea o raza («Paso Fino Colombiano», «Brahman», «Pollitos Ross»)',
  linea_con_articulo: 'el nombre con su artículo («el Paso Fino Colombiano», «los pollitos Ross»)',
  animales: 'el nombre de los animales en plural («caballos Paso Fino Colombiano», «pollitos Ross»)',
  ciudad: 'la ciudad',
  departamento: 'el departamento de la ciudad',
  precio: 'el precio de referencia («$8.000.000 – $15.000.000»)',
  unidad: 'la unidad del precio («por ejemplar», «por pollito»)',
};
/** A livestock template whose description ends with what its placeholders stand for. */
const livestockText = describedTemplate(LIVESTOCK_MEANING);
/** A template the page cuts at {name} to put an element there (a link, a list of links): it must contain it. */
const withSlot = (name: string, where: string, what: string, names: readonly string[], min: number, max: number, meaning: Record<string, string> = {}) =>
  template(names, min, max)
    .refine((value) => value.includes(`{${name}}`), { error: `must contain {${name}}, where ${where} goes` })
    .describe(`${what} {${name}}: ${meaning[name] ?? LIVESTOCK_MEANING[name]}; debe aparecer una vez.${names.length > 1 ? ` ${names.filter((n) => n !== name).map((n) => `{${n}}: ${meaning[n] ?? LIVESTOCK_MEANING[n]}`).join('; ')}.` : ''}`);
const label = (what: string) => plain(2, 40).describe(what);
const SPECIES_TITLE = { titulo: 'el título de la portada de la especie («Equinos en Colombia»)' };
const PAGE_TITLE = { titulo: 'el título principal de la página' };
/** The búfalos page names its line inside a sentence, in lowercase but for its proper name. */
const BUFFALO_LINE = { linea: 'la línea como se lee dentro de una frase, sin artículo («búfalo Murrah»)' };

export const livestockPagesSchema = z.strictObject({
  labels: z
    .strictObject({
      specialty: z
        .strictObject({
          lechera: label('Rótulo de las razas de especialidad lechera.'),
          carnica: label('Rótulo de las razas de especialidad cárnica.'),
          'doble-proposito': label('Rótulo de las razas de doble propósito.'),
        })
        .describe('El rótulo de la tarjeta de una raza bovina, según su especialidad (content/livestock/bovinos.json › especialidad).'),
      equineUse: z
        .strictObject({
          paseo: label('Nombre del uso «paseo».'),
          exposicion: label('Nombre del uso «exposicion».'),
          trabajo: label('Nombre del uso «trabajo».'),
          deporte: label('Nombre del uso «deporte».'),
          carga: label('Nombre del uso «carga».'),
          reproduccion: label('Nombre del uso «reproduccion».'),
        })
        .describe('El rótulo de la tarjeta de una línea de equinos: sus usos (content/livestock/equinos.json › usos), separados por « · ».'),
      birdEducational: plain(5, 60).describe('Rótulo de las aves que no se venden (estadoLegal «solo-informativo»), en su tarjeta y en su página.'),
      birdZoocria: plain(5, 60).describe('Rótulo de las aves que solo se entregan desde zoocría autorizada (estadoLegal «zoocria-autorizada»), en su tarjeta y en su página.'),
    })
    .describe('Los rótulos de las tarjetas de equinos, bovinos y aves (las aves en venta sin condición legal usan su etiqueta de content/livestock/aves.json).'),
  common: z
    .strictObject({
      back: livestockText('Enlace de vuelta a la portada de la especie, arriba en las páginas de línea, categoría, ciudad y venta.', ['titulo'], 3, 90, SPECIES_TITLE),
      askChat: plain(5, 40).describe('Botón de chat por WhatsApp en cada tarjeta de la portada de la especie y de sus categorías.'),
      askQuestion: plain(5, 40).describe('Botón de chat por WhatsApp de un ave que no se vende, en su tarjeta y en su página: el visitante hace una pregunta, no pide disponibilidad.'),
      price: withSlot('precio', 'the price', 'Línea del precio de referencia, en la página de la línea y en su tarjeta de la portada.', ['precio', 'unidad'], 10, 120),
      priceBy: withSlot('precio', 'the price', 'Línea del precio de referencia de una línea de rango amplio, con lo que decide el precio de cada animal (content/livestock › precio.segun):', ['precio', 'unidad', 'segun'], 10, 120, {
        segun: 'lo que decide el precio de cada animal, tras «según» (content/livestock › precio.segun)',
      }),
    })
    .describe('Textos repetidos en varias páginas de equinos, bovinos y aves.'),
  landing: z
    .strictObject({
      home: plain(3, 60).describe('Enlace al inicio, arriba en la página.'),
      categoriesHeading: plain(3, 90).describe('Título de la lista de categorías de la especie.'),
      nationalHeading: plain(3, 90).describe('Título de la lista de ciudades de Colombia.'),
      internationalHeading: plain(3, 90).describe('Título de la lista de países (solo especies con envío internacional).'),
      internationalIntro: plain(20, 300).describe('Texto bajo el título de la lista de países: de qué depende una exportación y cómo se cotiza, sin prometer envíos.'),
      ctaTitle: livestockText('Título del recuadro de chat por WhatsApp al final de la página: lo que el recuadro ofrece, no el título de la página otra vez.', ['titulo'], 5, 100, PAGE_TITLE),
      ctaText: plain(20, 200).describe('Texto del recuadro de chat por WhatsApp al final de la página, bajo su título.'),
    })
    .describe('La portada de cada especie (/equinos-colombia/, /bovinos-colombia/, /aves-colombia/); su título, introducción y botón están en content/species.json › portada.'),
  category: z
    .strictObject({
      othersHeading: plain(3, 90).describe('Título de los enlaces a las demás categorías de la especie.'),
      ctaTitle: livestockText('Título del recuadro de chat por WhatsApp al final de la página: lo que el recuadro ofrece, no el título de la categoría otra vez.', ['titulo'], 5, 120, { titulo: 'el título principal de la categoría (content/livestock/clusters.json › h1)' }),
      ctaText: plain(20, 200).describe('Texto del recuadro de chat por WhatsApp al final de la página, bajo su título.'),
    })
    .describe('Las páginas de categoría de equinos, bovinos y aves (/equinos-{uso}-colombia/ y similares).'),
  line: z
    .strictObject({
      heading: livestockText('Título principal, de la pestaña y de Google.', ['linea'], 5, 90),
      seeAlso: withSlot('enlaces', 'the list of category links', 'Frase bajo la descripción con los enlaces a las categorías de la línea.', ['enlaces'], 5, 120, {
        enlaces: 'los enlaces a las categorías, separados por « · »',
      }),
      about: livestockText('Título de la sección educativa de un ave que no se vende.', ['linea_con_articulo'], 5, 90),
      citiesHeading: plain(3, 60).describe('Título de la tabla de entrega por ciudad (cómo llegan y en cuánto tiempo), con el enlace a la página de venta de cada ciudad.'),
      deliveryColumns: z
        .strictObject({ ciudad: label('Columna de la ciudad.'), entrega: label('Columna de la entrega.'), viaje: label('Columna del viaje.') })
        .describe('Los títulos de las columnas de esa tabla.'),
      cityLink: livestockText('Enlace a la página de venta de la línea en una ciudad.', ['linea', 'ciudad'], 5, 90),
      ctaTitleSold: livestockText('Título del recuadro de chat por WhatsApp de una línea en venta.', ['animales'], 5, 100),
      ctaTextSold: plain(20, 200).describe('Texto del recuadro de chat por WhatsApp de una línea en venta.'),
      ctaTitleEducational: plain(5, 100).describe('Título del recuadro de chat de un ave que no se vende (solo información educativa).'),
      ctaTextEducational: plain(20, 200).describe('Texto del recuadro de chat de un ave que no se vende.'),
    })
    .describe('La página de una línea (/equinos/{linea}-colombia/, /bovinos/{linea}-colombia/, /aves/{linea}-colombia/).'),
  ficha: z
    .strictObject({
      heading: livestockText('Título de la ficha técnica en la página de la línea.', ['linea'], 5, 90),
      labels: z
        .strictObject({
          origin: label('Rótulo del origen (todas las especies).'),
          adultWeight: label('Rótulo del peso adulto (bovinos y equinos).'),
          milk: label('Rótulo de la leche (bovinos de leche y doble propósito).'),
          gain: label('Rótulo de la ganancia de peso (bovinos de carne y doble propósito).'),
          traits: label('Rótulo de los rasgos (bovinos).'),
          useInColombia: label('Rótulo del uso en Colombia (bovinos).'),
          height: label('Rótulo de la alzada (equinos).'),
          gait: label('Rótulo del andar (equinos).'),
          temperament: label('Rótulo del temperamento (equinos).'),
          use: label('Rótulo del uso (equinos).'),
          weight: label('Rótulo del peso (aves).'),
          production: label('Rótulo de la producción (aves de granja y de corral, avestruces).'),
          behaviour: label('Rótulo de la misma fila en un ave ornamental, que no se cría para producir: su canto y su carácter.'),
          life: label('Rótulo de los años de vida (aves).'),
          brooder: label('Rótulo de la temperatura de la criadora (aves).'),
        })
        .describe('Los rótulos de las filas de la ficha técnica; los valores sin plantilla salen de content/livestock › ficha.'),
      values: z
        .strictObject({
          kilograms: livestockText('Un peso de 1 kg o más.', ['kilos'], 3, 40, { kilos: 'el peso en kilos («450»)' }),
          grams: livestockText('Un peso de menos de 1 kg.', ['gramos'], 3, 40, { gramos: 'el peso en gramos («350»)' }),
          cattleWeight: livestockText('Peso adulto de un bovino.', ['hembras', 'machos'], 5, 120, {
            hembras: 'el peso de las hembras, escrito con la plantilla kilograms (o grams)',
            machos: 'el de los machos',
          }),
          milk: livestockText('Leche de una raza bovina.', ['litros'], 5, 120, { litros: 'los litros por vaca al día' }),
          gain: livestockText('Ganancia de peso de una raza bovina.', ['gramos'], 5, 120, { gramos: 'los gramos al día' }),
          height: livestockText('Alzada de un equino.', ['desde', 'hasta'], 5, 60, { desde: 'la alzada menor, en cm', hasta: 'la mayor' }),
          life: livestockText('Años de vida de un ave.', ['desde', 'hasta'], 5, 60, { desde: 'los años menos', hasta: 'los años más' }),
          brooder: livestockText('Temperatura de la criadora de un ave.', ['inicio', 'paso', 'semanas'], 20, 200, {
            inicio: 'los grados de la primera semana',
            paso: 'los grados que baja cada semana',
            semanas: 'la última semana de criadora en clima frío',
          }),
        })
        .describe('Las frases de la ficha técnica alrededor de las cifras de content/livestock › ficha; el sitio escribe las cifras.'),
    })
    .describe('La ficha técnica de una línea, en su página.'),
  sale: z
    .strictObject({
      title: livestockText('Título de la pestaña y de Google.', ['animales', 'ciudad'], 10, 90),
      description: livestockText('Descripción en Google.', ['linea', 'ciudad', 'departamento'], 50, 220),
      heading: livestockText('Título principal: nombra la línea y la ciudad (los títulos de las secciones no los repiten).', ['linea', 'ciudad'], 5, 90),
      facts: z
        .strictObject({
          price: label('Rótulo de la fila del precio.'),
          priceReference: withSlot('precio', 'the price', 'El precio de referencia, en la ciudad del criadero o sin flete estimado (aves, líneas sin vehículo):', ['precio', 'unidad'], 10, 120),
          priceDelivered: withSlot('precio', 'the price', 'El precio puesto en la ciudad: el de referencia más el flete estimado por animal con el camión lleno (content/livestock/transporte.json); diga que es estimado y que cuenta el camión lleno, en pocas palabras (cabe en el primer pantallazo de un teléfono).', ['precio', 'unidad', 'ciudad'], 10, 90, {
            precio: 'el precio por animal puesto en la ciudad',
          }),
          delivery: label('Rótulo de la fila de la entrega.'),
          'camion-local': plain(10, 100).describe('La entrega de bovinos, equinos y avestruces en la ciudad del criadero.'),
          camion: livestockText('La entrega en camión en otra ciudad.', ['origen'], 10, 100, { origen: 'la ciudad del criadero, de donde salen los animales' }),
          'cajas-local': plain(10, 100).describe('La entrega de aves en cajas en la ciudad del criadero.'),
          'cajas-carretera': livestockText('La entrega de aves en cajas por carretera (hasta 10 horas).', ['origen'], 10, 120, { origen: 'la ciudad del criadero' }),
          'cajas-avion': livestockText('La entrega de aves en cajas por carga aérea (más de 10 horas por carretera).', ['origen', 'aeropuerto'], 10, 140, {
            origen: 'la ciudad del criadero',
            aeropuerto: 'el aeropuerto de la ciudad (content/places/cities.json › entrega.aeropuerto)',
          }),
          trip: label('Rótulo de la fila del viaje.'),
          tripRoad: livestockText('El viaje por carretera.', ['horas', 'km'], 5, 80, { horas: 'las horas por carretera desde el criadero', km: 'los kilómetros por carretera' }),
          tripAir: plain(5, 80).describe('El viaje de las aves por carga aérea.'),
          freight: label('Rótulo de la fila del costo del envío.'),
          freightTrip: livestockText('El flete estimado del camión entero hasta la ciudad (content/livestock/transporte.json), lo que paga quien compra uno o pocos animales; diga que es un estimado, en pocas palabras.', ['viaje'], 10, 80, {
            viaje: 'el flete estimado del vehículo entero',
          }),
          freightAsk: plain(10, 100).describe('El costo del envío cuando no hay estimado (aves, la ciudad del criadero): cómo se acuerda, sin inventar una cifra.'),
          climate: label('Rótulo de la fila del clima.'),
          climateFits: livestockText('La línea se recomienda en el clima de la ciudad.', ['clase'], 5, 60, { clase: 'la clase de clima (climateClasses)' }),
          climateNot: livestockText('La línea no se recomienda en el clima de la ciudad: dígalo claramente.', ['clase'], 5, 60, { clase: 'la clase de clima (climateClasses)' }),
          documents: label('Rótulo de la fila de los documentos.'),
          documentsSome: livestockText('Los documentos para mover los animales, resumidos: la fila enlaza a la lista completa (en la página de la línea, o en la de la especie).', ['n'], 5, 80, {
            n: 'cuántos requisitos da content/ica-requirements.json para la línea',
          }),
          documentsOne: livestockText('Lo mismo con un solo requisito.', ['primero'], 3, 120, { primero: 'el requisito' }),
        })
        .describe('Las filas del bloque «Precio y entrega», arriba en la página: rótulos y valores; el sitio escribe las cifras.'),
      climateClasses: z
        .strictObject({ frio: label('Tierra fría.'), templado: label('Clima templado.'), calido: label('Tierra caliente.') })
        .describe('El nombre de cada clase de clima de una ciudad, en minúscula («tierra fría»).'),
      beforeHeading: plain(3, 60).describe('Título de la sección de lo que el comprador debe saber antes de decidir.'),
      climateHeading: plain(3, 60).describe('Título de la sección del clima (la nota de la línea en el clima de la ciudad).'),
      farmingHeading: plain(3, 60).describe('Título de la sección de la ganadería de la región (content/places/cities.json › produccion).'),
      pasturesLabel: label('Rótulo de los pastos de la zona en esa sección, en las páginas de bovinos (content/places/cities.json › campo.pastos).'),
      otherCitiesHeading: plain(3, 60).describe('Título de la lista de la misma línea en otras ciudades: sin nombrar la línea ni la ciudad.'),
      beforeLink: livestockText('Enlace a la página de la línea en la sección «Antes de decidir»: lo que el comprador encuentra allí (lo que pregunta quien compra la línea, los documentos, la ficha), en pocas palabras: se repite en la página de cada ciudad.', ['linea_con_articulo'], 10, 90),
    })
    .describe('La página de venta de una línea en una ciudad (/equinos/venta-caballos-{linea}-{ciudad}/ y similares).'),
  inCity: z
    .strictObject({
      heading: livestockText('Título principal.', ['titulo', 'ciudad'], 5, 90, { titulo: 'el título de la portada de la especie sin «en Colombia» («Equinos», «Bovinos»)' }),
      title: livestockText('Título de la pestaña y de Google.', ['encabezado'], 10, 90, { encabezado: 'el título principal de la página («Equinos en Pasto»)' }),
      description: livestockText('Descripción en Google.', ['tarjetas', 'especie', 'ciudad', 'departamento'], 50, 220, {
        tarjetas: 'el título de las tarjetas de la especie (content/species.json › tituloTarjetas)',
        especie: '«equinos» o «bovinos»',
      }),
      priceRange: livestockText('El precio de la especie puesto en la ciudad: de la línea más barata a la más cara, con el flete estimado; diga que es estimado.', ['desde', 'hasta', 'ciudad'], 10, 140, {
        desde: 'el menor precio puesto en la ciudad',
        hasta: 'el mayor',
      }),
      priceRangeLocal: livestockText('El mismo precio en la ciudad del criadero (sin flete).', ['desde', 'hasta'], 10, 140, { desde: 'el menor precio de referencia', hasta: 'el mayor' }),
      freightTrip: livestockText('El flete estimado del vehículo de la especie hasta la ciudad.', ['viaje'], 10, 100, { viaje: 'el flete estimado del vehículo entero' }),
      linesHeading: plain(3, 60).describe('Título de la lista de líneas de la especie: sin nombrar la especie ni la ciudad.'),
      fits: livestockText('Rótulo de la tarjeta de una línea que se recomienda en el clima de la ciudad.', ['clase'], 5, 60, { clase: 'la clase de clima (sale.climateClasses)' }),
      notRecommended: livestockText('Rótulo de la tarjeta de una línea que no se recomienda en el clima de la ciudad.', ['clase'], 5, 60, { clase: 'la clase de clima (sale.climateClasses)' }),
    })
    .describe('La página de una especie en una ciudad (/equinos-en-{ciudad}/, /bovinos-en-{ciudad}/).'),
  bufalos: z
    .strictObject({
      back: plain(3, 60).describe('Enlace de vuelta a /bovinos-colombia/, arriba en la página.'),
      fichaHeading: withSlot('linea', 'the link to the line', 'Título de la ficha; el nombre de la línea enlaza a su página.', ['linea'], 5, 90, BUFFALO_LINE),
      estimatesNote: plain(10, 240).describe('Nota bajo la ficha cuando algún dato es aproximado (marcado con *).'),
      advantagesHeading: plain(3, 90).describe('Título de la lista de ventajas de los búfalos.'),
      citiesHeading: plain(3, 90).describe('Título de la lista de páginas de venta por ciudad.'),
      cityLink: livestockText('Enlace a la página de venta en una ciudad.', ['linea', 'ciudad'], 5, 90),
      icaHeading: plain(5, 90).describe('Título del recuadro de requisitos ICA de la página de búfalos (sus requisitos son los de los bovinos, content/ica-requirements.json › bovinos).'),
      icaNote: plain(10, 240).describe('Nota bajo los requisitos ICA de la página de búfalos: que son los mismos de los bovinos (se dice una sola vez en la página).'),
      alsoIn: withSlot('categorias', 'the list of category links', 'Frase con los enlaces a las categorías de bovinos de la línea.', ['categorias'], 5, 120, {
        categorias: 'los enlaces a las categorías, separados por comas',
      }),
      ctaTitle: livestockText('Título del recuadro de chat por WhatsApp al final de la página.', ['linea'], 5, 100, BUFFALO_LINE),
      ctaText: plain(20, 240).describe('Texto del recuadro de chat por WhatsApp al final de la página.'),
    })
    .describe('La página /bufalos-colombia/; sus datos, ventajas y textos principales están en content/livestock/bufalos.json.'),
});

/** A short label of the inventory pages (a heading, a field name, a status). */
const inventoryLabel = (max: number, description: string) => text(2, max).describe(description);

/** A status in the four forms that agree with what it qualifies, by its article: { el: "Vendido", la: "Vendida", los: "Vendidos", las: "Vendidas" }. */
const statusForms = (max: number, description: string) =>
  z
    .strictObject({
      el: inventoryLabel(max, 'Para un macho: «Vendido».'),
      la: inventoryLabel(max, 'Para una hembra o una camada: «Vendida».'),
      los: inventoryLabel(max, 'Para un lote de lo que se dice con «los»: «Vendidos».'),
      las: inventoryLabel(max, 'Para un lote de lo que se dice con «las»: «Vendidas».'),
    })
    .describe(description);

/** The words of the inventory pages (content/texts/inventario.json): litters, lots, animals, the listing and "Disponibles ahora". */
export const inventoryTextsSchema = z.strictObject({
  listing: z
    .strictObject({
      title: text(10, 80).describe('Título de la página de disponibles (/disponibles/) en la pestaña y en Google.'),
      heading: inventoryLabel(60, 'Encabezado de la página de disponibles.'),
      intro: text(20, 300).describe('Párrafo bajo el encabezado cuando hay animales publicados.'),
      empty: text(20, 300).describe('Lo que dice la página cuando no hay nada publicado (no se indexa mientras tanto).'),
      emptyButton: inventoryLabel(40, 'Botón de WhatsApp de la página vacía.'),
      description: text(50, 160).describe('Descripción de la página de disponibles para Google.'),
    })
    .describe('La página con todo el inventario publicado: /disponibles/.'),
  availableNow: z
    .strictObject({
      heading: inventoryLabel(40, 'Título del bloque con las camadas y lotes que tienen animales disponibles (páginas de raza, de ciudad, de especie y de inicio).'),
      seeAll: inventoryLabel(60, 'Enlace del bloque a la página de todos los disponibles.'),
      count: template(['n'], 3, 40).describe('Cuántos animales disponibles tiene una camada o un lote, en la tarjeta, cuando son varios. {n}: el número.'),
      countOne: inventoryLabel(40, 'Lo mismo cuando hay uno solo: «1 disponible».'),
    })
    .describe('El bloque «Disponibles ahora».'),
  status: z
    .strictObject({
      disponible: statusForms(30, 'Estado de un animal disponible.'),
      reservado: statusForms(30, 'Estado de un animal reservado.'),
      vendido: statusForms(30, 'Estado de un animal vendido.'),
      'por-confirmar': statusForms(40, 'Estado de un animal disponible de una publicación sin actualizar: no se ofrece como disponible.'),
    })
    .describe('Cómo se muestra el estado de cada animal, camada o lote, concordando con lo que califica: «el» un macho, «la» una hembra o una camada, «los»/«las» un lote según lo que se vende («Vendidas» para unas novillas).'),
  sexes: z.strictObject({ macho: inventoryLabel(20, 'Un macho.'), hembra: inventoryLabel(20, 'Una hembra.') }).describe('El sexo de un animal.'),
  entry: z
    .strictObject({
      litterTitle: template(['raza', 'fecha'], 10, 80).describe('Título de la página de una camada. {raza}: la raza o línea; {fecha}: el día en que nacieron.'),
      litterChat: template([], 5, 40).describe('La camada en el mensaje de WhatsApp, tras «quiero más información sobre», en minúscula: «esta camada». El mensaje ya nombra la página («Hola, vengo de la página «Camada de Shih Tzu nacida el 20 de agosto de 2026» (…)»), así que no repite la raza ni la fecha.'),
      lotChat: template([], 5, 40).describe('El lote en el mensaje de WhatsApp, tras «quiero más información sobre», en minúscula: «este lote». El mensaje ya nombra la página, que dice qué se vende.'),
      animalTitle: template(['animal', 'raza'], 5, 80).describe('Título de la página de un animal. {animal}: su nombre o su sexo; {raza}: la raza.'),
      colour: template(['color'], 7, 40).describe('El color de un animal tras su sexo («Hembra · color blanco y dorado») y en el mensaje de WhatsApp («Luna (hembra, color blanco y dorado)»). {color}: su campo «Color», tal como se escribe, que no concuerda con el sexo; por eso va tras «color».'),
      description: template(['raza', 'ciudad', 'datos', 'fecha'], 30, 200).describe(
        'Descripción para Google de una camada o un lote. {raza}: la raza o línea; {ciudad}: dónde están; {datos}: lo que la publicación muestra, de descriptionParts («las fechas, los padres, el estado de cada animal y el precio»); {fecha}: el día de su actualización.',
      ),
      descriptionParts: z
        .strictObject({
          dates: inventoryLabel(60, 'Las fechas de nacimiento y de entrega: «las fechas». Solo si la publicación las tiene.'),
          parents: inventoryLabel(60, 'Los padres de una camada: «los padres». Solo si la camada dice algo de ellos.'),
          animals: inventoryLabel(60, 'El estado de cada animal de una camada: «el estado de cada animal».'),
          count: inventoryLabel(60, 'La cantidad de animales de un lote: «la cantidad».'),
          lot: inventoryLabel(60, 'El estado de un lote: «el estado del lote».'),
          price: inventoryLabel(60, 'El precio: «el precio». Solo si hay uno publicado.'),
        })
        .describe('Lo que dice {datos} de la descripción, parte por parte: cada publicación nombra solo lo que tiene.'),
      updated: template(['fecha'], 10, 60).describe('La fecha de actualización, en cada publicación. {fecha}: el día («3 de noviembre de 2026»).'),
      born: inventoryLabel(40, 'Rótulo de la fecha de nacimiento; la fecha va justo después, así que termina en «el»: «Nacieron el» 20 de agosto de 2026.'),
      ready: inventoryLabel(40, 'Rótulo de la fecha desde la que pueden entregarse; la fecha va justo después, así que termina en «el»: «Listos para entregar desde el» 20 de octubre de 2026.'),
      where: inventoryLabel(40, 'Rótulo de la ciudad donde están.'),
      animalDates: template(['nacimiento', 'entrega', 'ciudad'], 20, 160).describe('En la página de un animal de una camada, bajo su sexo y color: cuándo nació, desde cuándo se entrega y dónde está. {nacimiento}, {entrega}: los días («20 de agosto de 2026»); {ciudad}: la ciudad de la camada. Sin género: sirve para un macho y para una hembra.'),
      count: inventoryLabel(30, 'Rótulo de la cantidad de un lote.'),
      mother: inventoryLabel(20, 'Título de la madre.'),
      father: inventoryLabel(20, 'Título del padre.'),
      registration: inventoryLabel(40, 'Rótulo del registro o pedigrí de un padre.'),
      healthTests: inventoryLabel(40, 'Rótulo de las pruebas de salud de un padre.'),
      animals: inventoryLabel(40, 'Título de la lista de animales de una camada.'),
      video: inventoryLabel(60, 'Enlace al video de la camada o del lote.'),
      priceAsk: inventoryLabel(40, 'Lo que se muestra cuando no hay precio publicado.'),
      listPrice: template(['precio'], 10, 60).describe('Lo que se muestra cuando el animal no tiene precio propio y se da el de la lista de precios de su raza (y sexo). {precio}: ese precio («$ 1’700’000»).'),
      perAnimal: inventoryLabel(20, 'Tras el precio de un lote por animal.'),
      perLot: inventoryLabel(20, 'Tras el precio de un lote entero.'),
      stale: template(['dias'], 20, 200).describe('Aviso en una publicación sin actualizar: sus animales no se muestran como disponibles. {dias}: los días sin actualizar.'),
      soldOut: text(20, 200).describe('Aviso en una publicación con todo vendido, mientras sigue visible.'),
      ask: inventoryLabel(40, 'Botón de WhatsApp de una camada, un lote o un animal.'),
      seeAnimal: inventoryLabel(40, 'Enlace a la página de un animal con fotos propias.'),
      backToLitter: inventoryLabel(40, 'Enlace de un animal a su camada.'),
    })
    .describe('Las páginas de una camada, un lote o un animal.'),
  terms: z
    .strictObject({
      reservation: inventoryLabel(60, 'Título de las reglas de reserva y anticipo.'),
      deposit: inventoryLabel(30, 'Rótulo del valor del anticipo.'),
      depositReturn: z
        .strictObject({ reembolsable: inventoryLabel(60, 'El anticipo se devuelve.'), transferible: inventoryLabel(60, 'El anticipo pasa a otro animal.'), 'no-reembolsable': inventoryLabel(60, 'El anticipo no se devuelve.') })
        .describe('Cómo se lee la devolución del anticipo.'),
      depositReturnLabel: inventoryLabel(40, 'Rótulo de la devolución del anticipo.'),
      holdDays: template(['dias'], 10, 120).describe('Cuántos días se guarda un animal reservado. {dias}: el número de días.'),
      holdDaysLabel: inventoryLabel(30, 'Rótulo de cuántos días se guarda un animal reservado.'),
      contract: inventoryLabel(30, 'Rótulo del contrato.'),
      guarantee: inventoryLabel(60, 'Título de la garantía de salud en las publicaciones.'),
      guaranteeDays: template(['dias'], 10, 120).describe('La duración de la garantía. {dias}: el número de días.'),
      guaranteeDaysLabel: inventoryLabel(30, 'Rótulo de la duración de la garantía.'),
      covers: inventoryLabel(30, 'Rótulo de lo que cubre la garantía.'),
      exclusions: inventoryLabel(30, 'Rótulo de lo que la garantía no cubre.'),
      conditions: inventoryLabel(30, 'Rótulo de las condiciones de la garantía.'),
      howToClaim: inventoryLabel(30, 'Rótulo de cómo reclamar la garantía.'),
      visits: inventoryLabel(60, 'Título de las visitas y videollamadas.'),
      inPerson: inventoryLabel(30, 'Rótulo de las visitas al criadero.'),
      videoCalls: inventoryLabel(30, 'Rótulo de las videollamadas.'),
    })
    .describe('Los términos publicados (content/site.json › guarantee, reservation, visits), en cada publicación y en la página de garantía: se muestran solo los que estén llenos.'),
});
