/**
 * The schemas of the cat texts and of the generic pages: content/texts/gatos.json, gatos-paginas.json,
 * gatos-guias.json and paginas-genericas.json (src/lib/content/texts.ts), which share their placeholders.
 */
import { z } from 'astro/zod';
import { CLAIM_HELP, claimTemplate, describedTemplate, heading, plain, plainList, template } from './text-fields';

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
  fecha: 'el mes y el año de los precios (content/site.json › prices): «junio de 2025»',
  pelaje: 'el pelaje en minúsculas, con su preposición («de pelo largo», «sin pelo»)',
  entrega: 'la entrega en la ciudad del criadero, en minúscula: «en nuestro vehículo, hasta su casa, el día que acordemos»',
  aeropuerto: 'el aeropuerto de la ciudad (content/places/cities.json › entrega.aeropuerto): «Alfonso Bonilla Aragón (Palmira)»',
  ciudad: 'la ciudad del país adonde vuela el gatito (content/places/countries.json › ciudad): «Ciudad de México»',
  km: 'los kilómetros por carretera desde la ciudad del criadero («460»)',
  horas: 'las horas de viaje («10 horas», «una hora»)',
  horas_max: 'las horas de carretera que un gatito viaja como máximo; más lejos, vuela (src/lib/domain/places.ts › PET_ROAD_MAX_HOURS): «10 horas»',
  clima: 'la clase de clima del lugar en minúsculas: «frío», «templado» o «cálido»',
  min: 'la temperatura habitual más baja del lugar, en °C',
  max: 'la temperatura habitual más alta del lugar, en °C',
  meses: 'la edad (meses) desde la que el gatito puede viajar al país: 4, la de las aerolíneas, o la que piden sus requisitos (content/places/countries.json › entradaGato.edadMinimaMeses)',
  requisitos: 'lo que el país pide para dejar entrar al gatito, en minúscula, sin el punto final (content/places/countries.json › entradaGato.requisitos)',
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
  z
    .strictObject({
      heading: heading(headingNames).describe(`Título de la sección ${what}.`),
      intro: plain(10, 240).describe(`Frase que abre la sección ${what}, antes de su lista.`),
    })
    .describe(`Sección ${what}.`);
const guideList = (what: string, min: number, max: number) => plainList(min, max, 10, 220).describe(`Los puntos de la lista ${what}, uno por línea (de ${min} a ${max}).`);

export const catGuidesSchema = z.strictObject({
  criaderos: z
    .strictObject({
      title: template(['fecha'], 10, 70).describe('Título de la pestaña y de Google de la guía para elegir un criadero de gatos. {fecha}: el mes de los precios («junio de 2025»).'),
      h1: plain(10, 90).describe('Título principal de la guía, arriba en la página.'),
      lead: template(['cantidad'], 50, 400).describe('Párrafo de entrada de la guía, bajo el título. {cantidad}: cuántas razas de gatos cría el criadero (un número).'),
      check: guideSection('«Qué revisar en un criadero»').extend({ list: guideList('de lo que el comprador debe revisar en un criadero', 3, 10) }).describe('Sección «Qué revisar en un criadero».'),
      age: z.strictObject({
        heading: heading().describe('Título de la sección sobre la edad de entrega de un gatito.'),
        paragraph: plain(40, 400).describe('Párrafo sobre la edad a la que se entrega un gatito.'),
      }).describe('Sección sobre la edad de entrega.'),
      healthTests: guideSection('de las pruebas de salud; la sigue la lista de razas con las pruebas de cada una (content/cats/breeds.json › salud)'),
      warnings: guideSection('de señales de alerta (estafas)').extend({
        lowPrice: template(['raza', 'precio'], 30, 240).describe('Primera señal de alerta, sobre los precios muy bajos. {raza}: la raza más económica del criadero; {precio}: su precio («$1.200.000»).'),
        list: guideList('de las demás señales de alerta, después de la de los precios', 2, 10),
      }).describe('Sección de señales de alerta (estafas).'),
      includes: guideSection('de lo que entrega un criadero responsable; la sigue la lista de gatos.json › kittenIncludes'),
      citiesHeading: heading().describe('Título de la sección sobre el criadero y las entregas por ciudad (su texto está en cities).'),
      prices: z.strictObject({
        heading: heading().describe('Título de la sección de precios de referencia.'),
        paragraph: template(['desde', 'hasta'], 30, 300).describe('Párrafo de precios. {desde}: el precio de la raza más económica; {hasta}: el de la más costosa.'),
      }).describe('Sección de precios de referencia.'),
    })
    .describe('La guía para elegir un criadero de gatos.'),
  venta: z
    .strictObject({
      title: template(['fecha'], 10, 70).describe('Título de la pestaña y de Google de la guía de gatos en venta. {fecha}: el mes de los precios («junio de 2025»).'),
      h1: plain(10, 90).describe('Título principal de la guía, arriba en la página.'),
      lead: template(['cantidad', 'sede'], 50, 400).describe('Párrafo de entrada de la guía. {cantidad}: cuántas razas de gatos cría el criadero; {sede}: la ciudad del criadero.'),
      breeds: guideSection('de razas en venta; la sigue la lista de razas con su pelaje y precio', ['fecha']).describe('{fecha} en el título: el mes de los precios («junio de 2025»).'),
      choose: guideSection('«Cómo elegir la raza»; la sigue la lista de categorías con sus razas'),
      reserve: guideSection('«Cómo reservar su gatito»').extend({ list: guideList('de los pasos para reservar, en orden', 2, 8) }).describe('Sección «Cómo reservar su gatito».'),
      includes: guideSection('de lo que recibe con su gatito; la sigue la lista de gatos.json › kittenIncludes'),
      citiesHeading: heading(['sede']).describe('Título de la sección de entregas y envíos (su texto está en cities). {sede}: la ciudad del criadero.'),
      ready: guideSection('«Antes de llevarlo a casa»').extend({ list: guideList('de lo que conviene tener listo en casa', 2, 10) }).describe('Sección «Antes de llevarlo a casa».'),
    })
    .describe('La guía de gatos en venta: las razas en venta, los precios y cómo reservar.'),
  cities: z
    .strictObject({
      home: template(['sede', 'ciudades'], 40, 400).describe('Primer párrafo: dónde está el criadero y cómo envía. {sede}: la ciudad del criadero; {ciudades}: las demás ciudades, separadas por comas y «y».'),
      heatFlies: template(['razas', 'ciudades'], 30, 300).describe('Párrafo entre los dos anteriores, solo si hay ciudades de tierra caliente a 10 horas de carretera o menos (Cali): las razas que sufren con el calor no van allá por carretera sino en avión. {razas}: esas razas (content/cats/breeds.json › adaptacion.calor «baja»), separadas por comas; {ciudades}: esas ciudades.'),
      arrange: plain(20, 300).describe('Segundo párrafo, antes de la lista de enlaces a las páginas de gatos de cada ciudad: lo que se acuerda al reservar y cómo viaja por carretera, dicho una vez para todo gatito (las páginas de una ciudad a la que va por tierra no lo repiten).'),
    })
    .describe('La sección de entregas por ciudad, igual en las dos guías.'),
  cta: z
    .strictObject({
      title: plain(5, 80).describe('Título del recuadro de chat por WhatsApp al final de las dos guías.'),
      text: plain(20, 200).describe('Texto del recuadro de chat por WhatsApp al final de las dos guías.'),
    })
    .describe('El recuadro de chat de las dos guías.'),
});

/** The line of a climate class on the cats-of-a-city pages: the breeds that need care there, named by the site. */
const hubClimate = (clase: string, razas: string) =>
  catText(`Clima ${clase}: la frase de la página de gatos de una ciudad de ese clima.`, ['razas'], 30, 300, { razas });
/** The climate of a country's delivery city, for one class: what it is, the breeds that need care in it and what they need (written apart from the Colombian cities' lines). */
const abroadClimate = (clase: string) =>
  catText(
    `Clima ${clase} de la ciudad de un país. En la página de gatos de un país cuya ciudad de entrega es de ese clima (content/places/countries.json › ciudad, altitud, temperatura): cómo es, las razas que piden cuidado en él y qué necesitan.`,
    ['ciudad', 'altitud', 'min', 'max', 'razas'],
    40,
    300,
    { altitud: 'la altitud de la ciudad en metros («1.500»)', razas: 'las razas que piden cuidado en ese clima (content/cats/breeds.json › adaptacion), separadas por comas' },
  );
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
      semilargo: plainList(1, 6, 10, 200).describe('Cuidados del manto semilargo (content/cats/breeds.json › manto: «semilargo»), de pelo largo con poco subpelo, como el del angora turco y el Ragdoll: reemplazan los del pelo largo.'),
      semilargo_doble: plainList(1, 6, 10, 200).describe('Cuidados del manto semilargo de subpelo espeso (content/cats/breeds.json › manto: «semilargo_doble»), como el del Maine Coon y el bosque de Noruega: reemplazan los del pelo largo.'),
      rex: plainList(1, 6, 10, 200).describe('Cuidados del manto rex (content/cats/breeds.json › manto: «rex»), rizado y frágil, como el del Devon Rex: reemplazan los de su largo.'),
    })
    .describe('Cuidados del pelaje: encabezan la lista «Cuidados y pelaje» de la página de cada raza y responden la pregunta frecuente sobre el pelaje.'),
  care: z
    .strictObject({
      large: plain(10, 200).describe('Cuidado que se añade para las razas de tamaño grande.'),
      home: plain(10, 200).describe('Lo que todo gato necesita en casa antes de llegar (la malla de ventanas y balcones), al final de «Cuidados y pelaje» de cada raza: se dice una vez aquí, no en el texto de cada ciudad (content/cats/places.json › hogar).'),
    })
    .describe('El resto de «Cuidados y pelaje» de la página de cada raza: lo que se añade a los cuidados del pelaje según la raza (lo de todo gato no se repite en cada raza).'),
  climate: z
    .strictObject({
      frio: hubClimate('frío (Bogotá, Pasto, Manizales)', 'las razas que llevan mal el frío (content/cats/breeds.json › adaptacion.frio «baja»), separadas por comas: «siamés, Sphynx, abisinio y Devon Rex»'),
      templado: hubClimate('templado (Medellín, Pereira, Bucaramanga, Ibagué)', 'las razas que llevan mal el frío (content/cats/breeds.json › adaptacion.frio «baja»), que lo sienten en las noches frescas'),
      calido: hubClimate('cálido (Cali, la costa, los Llanos, Cúcuta)', 'las razas que llevan mal el calor (content/cats/breeds.json › adaptacion.calor «baja»), separadas por comas'),
      calidoTrasVuelo: plain(30, 300).describe('Clima cálido tras las razas que sufren con el calor, ya nombradas en «Cómo llega el gatito». En la página de gatos de una ciudad de tierra caliente adonde las razas que llevan mal el calor vuelan en vez de ir por carretera (Cali), o van en carro en las horas frescas (Villavicencio): «Cómo llega el gatito» ya las nombró (gatos-paginas.json › delivery.avionCalorRazas), así que esta frase no repite la lista.'),
      abroad: catText(
        'La frase de «En casa» en la página de gatos de un país (/gatos-en-{país}/): no sabemos en qué ciudad ni en qué clima vivirá el gato, así que nombra las razas que llevan mal el frío y las que llevan mal el calor, sin hablar del clima del país.',
        ['razas_frio', 'razas_calor'],
        30,
        300,
        {
          razas_frio: 'las razas que llevan mal el frío (content/cats/breeds.json › adaptacion.frio «baja»), separadas por comas: «siamés, Sphynx, abisinio y Devon Rex»',
          razas_calor: 'las razas que llevan mal el calor (content/cats/breeds.json › adaptacion.calor «baja»), separadas por comas',
        },
      ),
      abroadCity: z
        .strictObject({
          frio: abroadClimate('frío'),
          templado: abroadClimate('templado'),
          calido: abroadClimate('cálido'),
        })
        .describe('Abroad, el clima de la ciudad adonde vuela el gatito, por clase; un país de estaciones marcadas lleva la frase «abroad».'),
    })
    .describe('Lo que cada clima significa para las razas: la página de gatos de una ciudad (/gatos-en-{lugar}/) muestra la frase de su clima al final de «En casa», con las razas que piden cuidado en él; la de un país, la frase «abroad». Lo de cada raza en cada clima está en content/cats/breeds.json › clima. Dentro de la frase, las razas de nombre español van en minúscula («siamés», «azul ruso»); las de nombre extranjero, con mayúscula («Sphynx», «Maine Coon»).')
});

export const catPagesSchema = z.strictObject({
  links: z
    .strictObject({
      catsIn: catText('Enlace a la página de gatos de una ciudad o país (gatos-en-…), en la portada de gatos, las guías y las páginas de criadero.', ['lugar'], 5, 60),
      prices: catText('Enlace a la guía de precios de gatos, al final de las páginas de gatos.', [], 5, 60),
      allBreeds: catText('Enlace a /gatos-colombia/, al final de las páginas de gatos.', [], 5, 60),
      breedersGuide: catText('Enlace a la guía para elegir un criadero de gatos, en la guía de precios.', [], 5, 60),
      saleGuide: catText('Enlace a la guía de gatos en venta, en la guía de precios.', [], 5, 60),
    })
    .describe('Los textos de los enlaces entre las páginas de gatos.'),
  cardPrice: catText('Precio en la tarjeta de una raza (páginas de categoría).', ['precio'], 5, 40),
  priceEstimated: catText('El precio de una raza marcada «Precio por confirmar» (content/cats/breeds.json › precio_estimado), dondequiera que se muestre: {precio}, con su signo. Que se lea que es un estimado.', ['precio'], 5, 40),
  priceEstimatedInTable: catText('El mismo precio en la tabla de razas de la página de gatos de un lugar, con una marca corta («{precio}*») que explica la nota bajo la tabla: «(estimado)» en cada fila se leía ocho veces.', ['precio'], 3, 20),
  healthTableNote: catText('La nota bajo la tabla de razas de la página de gatos de un lugar que nombra las razas cuyo rasgo les causa una enfermedad (content/cats/breeds.json › adaptacion.enfermedadDeRaza): qué tienen y dónde leerlo antes de elegir.', ['razas'], 30, 200, { razas: 'esas razas, «un Scottish Fold o un Munchkin»' }),
  estimatedTableNote: catText('La nota bajo esa tabla cuando alguna raza tiene la marca: que es un precio estimado y cómo se confirma.', [], 20, 160),
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
    .describe('La portada de gatos, la página con todas las razas de gatos.'),
  breed: z
    .strictObject({
      title: catText('Título de la pestaña y de Google de /gatos/{raza}/.', ['raza'], 5, 70),
      description: catText('Descripción de /gatos/{raza}/ en Google.', ['raza', 'raza_plural', 'precio'], 50, 200),
      heading: catText('Título principal de /gatos/{raza}/.', ['raza', 'raza_plural'], 5, 90),
      answerDelivery: catText('La entrega en la respuesta del principio de la página, junto al precio: en la ciudad del criadero, y que las demás ciudades están en la lista del final, con la edad desde la que vuela.', ['sede', 'entrega'], 20, 160),
      answerHealth: catText('Rótulo de la fila del recuadro «Precio y entrega» que, en una raza marcada «Su rasgo se asocia a una enfermedad», da su aviso de salud (content/cats/breeds.json › avisoSalud).', [], 3, 30),
      characterHeading: catText('Título de la sección del carácter (el párrafo content/cats/breeds.json › resumen).', [], 3, 90),
      climateHeading: catText('Título de la sección de los cuidados de la raza en cada clima (content/cats/breeds.json › clima).', [], 3, 90),
      careHeading: catText('Título de la lista de cuidados.', [], 3, 90),
      healthHeading: catText('Título de la sección de las pruebas de los padres (content/cats/breeds.json › saludPadres).', [], 3, 90),
      includesHeading: catText('Título de la lista de lo que recibe con el gatito (gatos.json › kittenIncludes).', [], 2, 60),
      placesHeading: catText('Título de la lista de páginas de la raza por ciudad, agrupadas por su forma de entrega (sin el nombre de la raza).', [], 5, 90),
      placeGroups: z
        .strictObject({
          casa: catText('Grupo de las ciudades adonde lo llevamos en nuestro vehículo (la del criadero y las de hasta 4 horas de carretera); tras él, «:» y las ciudades.', [], 5, 90),
          avionOCarretera: catText('Grupo de las ciudades de 4 a 10 horas de carretera: vuela en cabina a su aeropuerto, o va por tierra; tras él, «:» y las ciudades, cada una con su aeropuerto.', [], 5, 90),
          avionCalor: catText('Grupo de las ciudades adonde vuela por el calor. Son las de tierra caliente a 10 horas de carretera o menos adonde una raza que sufre con el calor (content/cats/breeds.json › adaptacion.calor «baja») vuela en cabina en vez de ir por carretera (Cali, para el persa): por qué, sin decir que es lejos; tras él, «:» y las ciudades, cada una con su aeropuerto.', [], 5, 120),
          avion: catText('Grupo de las ciudades a más de 10 horas de carretera: vuela en cabina y el comprador lo recibe en el aeropuerto; tras él, «:» y las ciudades, cada una con su aeropuerto.', [], 5, 90),
        })
        .describe('«Entrega en su ciudad»: un rótulo por forma de entrega; las ciudades de cada forma lo siguen, cada una enlazada a su página.'),
      moreHeading: catText('Título de los enlaces del final (las categorías de la raza, los precios, todas las razas).', [], 3, 60),
    })
    .describe('La página de una raza de gatos, con todo su texto.'),
  place: z
    .strictObject({
      title: catText('Título de la pestaña y de Google de la página de una raza en otra ciudad: nombra la raza y el lugar.', ['raza', 'raza_plural', 'lugar'], 5, 90),
      titleHome: catText('Título de la pestaña y de Google de la página de una raza en la ciudad del criadero.', ['raza', 'raza_plural', 'lugar'], 5, 90),
      description: catText('Descripción en Google de la página de una raza en otra ciudad.', ['raza', 'raza_plural', 'lugar', 'precio', 'sede'], 50, 220),
      descriptionHome: catText('Descripción en Google de la página de una raza en la ciudad del criadero.', ['raza', 'raza_plural', 'lugar', 'precio'], 50, 220),
      heading: catText('Título principal de la página de una raza en otra ciudad: nombra la raza y el lugar.', ['raza', 'raza_plural', 'lugar'], 5, 110),
      headingHome: catText('Título principal de la página de una raza en la ciudad del criadero.', ['raza', 'raza_plural', 'lugar'], 5, 110),
      deliveryHeading: catText('Título de la sección de cómo llega el gatito (sin la raza ni el lugar: ya están en el título principal).', [], 3, 60),
      homeHeading: catText('Título de la sección de la casa: el texto del lugar (content/cats/places.json › hogar) y, al final, la nota de la raza en el clima del lugar (content/cats/breeds.json › clima).', [], 3, 60),
      beforeHeading: catText('Título de la sección de lo que conviene saber antes de decidir.', [], 3, 60),
      aboutLink: catText('Enlace a la página de la raza (carácter, cuidados, lo que recibe con el gatito y las demás ciudades), el primero de los del final.', ['raza'], 5, 90),
    })
    .describe('La página de una raza de gatos en una ciudad: el precio, la entrega y el botón de chat arriba, luego lo que conviene saber antes de decidir, cómo llega y la casa (con la nota de la raza en el clima del lugar); lo demás de la raza está en su página.'),
  inPlace: z
    .strictObject({
      title: catText('Título de la pestaña y de Google, para una ciudad de Colombia.', ['lugar'], 5, 70),
      titleAbroad: catText('Título de la pestaña y de Google, para un país: dice que los gatos salen de la sede y se envían allá (no que estén en venta allá).', ['sede', 'lugar'], 5, 70),
      description: catText('Descripción en Google, para una ciudad de Colombia: nombra el lugar una vez y cabe en unos 155 caracteres.', ['cantidad', 'lugar', 'precio'], 20, 220),
      descriptionAbroad: catText('Descripción en Google, para un país: nombra el lugar una vez y cabe en unos 155 caracteres.', ['cantidad', 'lugar', 'precio'], 20, 160),
      heading: catText('Título principal.', ['lugar'], 5, 90),
      breedsHeading: catText('Título de la tabla de razas con su precio (sin el lugar: ya está en el título principal).', [], 3, 60),
      breedColumn: catText('Encabezado de la columna de la raza.', [], 3, 30),
      coatColumn: catText('Encabezado de la columna del pelaje.', [], 3, 30),
      priceColumn: catText('Encabezado de la columna del precio.', [], 3, 30),
      coats: z
        .strictObject({
          largo: plain(3, 30).describe('El pelaje largo, bajo el encabezado de su columna.'),
          corto: plain(3, 30).describe('El pelaje corto, bajo el encabezado de su columna.'),
          sin_pelo: plain(3, 30).describe('Sin pelo, bajo el encabezado de su columna.'),
          semilargo: plain(3, 30).describe('El pelaje semilargo (content/cats/breeds.json › manto), bajo el encabezado de su columna.'),
        })
        .describe('Cada pelaje en la columna «Pelo» de la tabla de razas.'),
      deliveryHeading: catText('Título de la sección de cómo llega el gatito.', [], 3, 60),
      documentsHeading: catText('Título de la sección de documentos, en la página de un país.', [], 3, 60),
      homeHeading: catText('Título de la sección de la casa: el texto de la ciudad (content/cats/places.json › hogar) y, al final, la frase de su clima con las razas que piden cuidado en él (gatos.json › climate); en un país, solo esa frase.', [], 3, 60),
    })
    .describe('La página de gatos de una ciudad o de un país, con todas las razas y su precio.'),
  delivery: z
    .strictObject({
      local: catText('Cómo llega el gatito en la ciudad del criadero: lo llevamos en nuestro vehículo hasta la casa.', [], 30, 400),
      avion: catText('Cómo llega el gatito a más de 10 horas de carretera: en avión hasta el aeropuerto, donde lo recibe el comprador, y por qué (más horas de carretera de las que lleva un gatito, {horas_max}, como las páginas de 4 a 10 horas lo ofrecen por tierra); termina con lo que se confirma al reservar (la fecha del vuelo y quién va con él: por confirmar, CONTENT-TO-CONFIRM.md).', ['aeropuerto', 'horas', 'horas_max'], 30, 500),
      avionCalor: catText('Cómo llega el gatito de una raza que sufre con el calor (content/cats/breeds.json › adaptacion.calor «baja») a una ciudad de tierra caliente a 10 horas de carretera o menos: en cabina de avión, no por carretera, y por qué; termina como el de «avion».', ['raza', 'horas'], 30, 500),
      exterior: catText('Cómo llega el gatito a otro país, tras la fila «Entrega» del recuadro, que ya dice «con una persona que lo acompaña o en bodega»: lo que esa fila no dice (cuándo va en bodega, dónde lo recibe); termina con lo que se confirma al reservar (si no va en bodega, quién va con él: por confirmar, CONTENT-TO-CONFIRM.md).', ['ciudad'], 30, 400),
      avionCalorRazas: catText('Las razas que vuelan por el calor. En la página de gatos de una ciudad de tierra caliente a 10 horas de carretera o menos (Cali), adonde la fila «Entrega» ofrece carretera o avión: las razas que sufren con el calor no van por carretera sino en cabina, y por qué.', ['razas', 'horas'], 30, 400, { razas: 'las razas que llevan mal el calor (content/cats/breeds.json › adaptacion.calor «baja»), como se leen en una frase' }),
      carreteraCalor: catText('Viaje por carretera, por tierra caliente, de una raza que sufre con el calor (content/cats/breeds.json › adaptacion.calor «baja»), a un lugar adonde puede ir en nuestro vehículo y cuya carretera pasa por tierra caliente (el lugar es caliente, como Villavicencio, o la vía baja al valle del Magdalena o al cañón del Chicamocha): cómo viaja para no sufrir el calor (por confirmar, CONTENT-TO-CONFIRM.md). Donde también puede volar, vale para el viaje por tierra. La misma regla en todos esos lugares.', ['raza'], 30, 400),
      carreteraCalorRazas: catText('Lo mismo en la página de gatos de ese lugar (Villavicencio, Ibagué, Medellín): las razas que sufren con el calor y cómo hacen el viaje por carretera.', ['razas'], 30, 400, { razas: 'las razas que llevan mal el calor (content/cats/breeds.json › adaptacion.calor «baja»), como se leen en una frase' }),
      ageAbroad: catText('Por qué vuela desde los 4 meses, en un país. Va tras el texto del país cuando el gatito vuela a la edad de las aerolíneas: por qué no antes (la espera tras la vacuna antirrábica; fuente: CONTENT-TO-CONFIRM.md).', [], 30, 300),
      snubNosed: catText('Tras el texto de un país (donde el gatito puede ir en bodega), para las razas de cara chata (content/cats/breeds.json › adaptacion.braquicefalo).', ['raza'], 20, 300),
      snubNosedAll: catText('Lo mismo en la página de todas las razas de un país: las razas de cara chata, que no viajan en bodega.', ['razas'], 20, 300, { razas: 'las razas de cara chata (adaptacion.braquicefalo), como se leen en una frase («persa, exótico de pelo corto e himalayo»)' }),
      documentsAbroad: catText('Los documentos de un gatito que sale del país, cuando no sabemos qué pide el país para dejarlo entrar: se lo confirmamos antes de reservar.', ['sede', 'lugar'], 40, 500),
      documentsAbroadKnown: catText('Los documentos de un gatito que sale hacia un país cuyos requisitos de entrada conocemos (content/places/countries.json › entradaGato): el certificado del ICA, y los requisitos tras «Requisitos de entrada a {lugar}:» (el recuadro «Precio y entrega» enlaza aquí).', ['sede', 'lugar', 'requisitos'], 40, 500),
    })
    .describe('«Cómo llega el gatito»: un texto por forma de entrega (src/lib/domain/places.ts › deliveryMode), en las páginas de una raza en un lugar y en las de gatos de una ciudad o país. Hasta 10 horas de carretera no hay texto: el recuadro «Precio y entrega» ya dice cómo llega y que se acuerda con usted, y lo que se acuerda al reservar y cómo viaja por carretera está, una vez, en las guías (gatos-guias.json › cities.arrange).'),
  answer: z
    .strictObject({
      includes: catText('Lo que recibe con el gatito, en una frase, bajo el recuadro «Precio y entrega» de las páginas de una raza en un lugar y de los gatos de un lugar (la lista completa está en la página de la raza).', [], 20, 160),
      includesAbroad: catText('La misma frase en la página de los gatos de un país (/gatos-en-{país}/), que da los precios solo en pesos colombianos: dice que lo son, lo que incluye el precio y que el envío va aparte (sin tasa de cambio: no la invente).', [], 20, 200),
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
          exteriorAeropuerto: catText('Entrega en otro país con el aeropuerto lejos. Se usa cuando el aeropuerto queda lejos de la ciudad (content/places/countries.json › aeropuerto).', ['aeropuerto', 'km', 'ciudad'], 5, 140, { aeropuerto: 'el nombre del aeropuerto tras «aeropuerto de» (countries.json › aeropuerto.nombre): «Comalapa»', km: 'los kilómetros del aeropuerto a la ciudad' }),
        })
        .describe('Cómo llega el gatito, en pocas palabras, por forma de entrega.'),
      trip: catText('Rótulo del viaje.', [], 2, 30),
      tripValue: z
        .strictObject({
          carretera: catText('Viaje hasta 4 horas de carretera.', ['km', 'sede', 'horas'], 5, 90),
          carreteraOAvion: catText('Viaje de 4 a 10 horas de carretera.', ['km', 'sede', 'horas'], 5, 120),
          avion: catText('Viaje a más de 10 horas de carretera.', ['km', 'sede', 'horas'], 5, 120),
          exteriorDirecto: catText('Viaje a otro país con vuelo directo.', ['sede', 'horas', 'meses'], 5, 120),
          exteriorEscala: catText('Viaje a otro país con escala.', ['sede', 'meses'], 5, 120),
        })
        .describe('El viaje, en pocas palabras: la ciudad del criadero no tiene viaje.'),
      cost: catText('Rótulo del costo del envío (su valor: content/texts/comunes.json › answer.petCost).', [], 2, 30),
      costAbroadCabin: catText('El costo del envío a un país donde una fuente da lo que cobra la aerolínea por un gato en cabina (content/places/countries.json › cabinaDesdeUsd, estimado).', ['usd'], 10, 120, { usd: 'lo que cobra la aerolínea, desde, en dólares («210»): escríbalo «desde {usd} dólares»' }),
      climate: catText('Rótulo del clima.', [], 2, 30),
      documents: catText('Rótulo de los documentos, en la página de un país.', [], 2, 30),
      documentsAbroad: catText('Los documentos de un gatito que sale del país, en pocas palabras, cuando no sabemos qué pide el país para dejarlo entrar.', ['lugar'], 5, 120),
      documentsAbroadKnown: catText('Los documentos de un gatito que sale hacia un país cuyos requisitos de entrada conocemos (content/places/countries.json › entradaGato), en pocas palabras: el valor enlaza a la sección «Documentos del viaje», que los da; no caben en el primer pantallazo del teléfono.', ['lugar'], 5, 80),
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
      range: catText('Frase de precios tras la descripción de la guía (content/cats/clusters.json › precios).', ['fecha', 'desde', 'raza_desde', 'hasta', 'raza_hasta'], 20, 240),
      listName: catText('Nombre de la lista de precios en los datos para Google.', [], 5, 80),
      coatHeading: catText('Título de la tabla de cada pelaje.', ['pelaje'], 5, 60),
      breedColumn: catText('Encabezado de la columna de la raza.', [], 2, 30),
      traitsColumn: catText('Encabezado de la columna de rasgos.', [], 2, 30),
      priceColumn: catText('Encabezado de la columna del precio.', [], 2, 30),
      includesHeading: catText('Título de la lista de lo que incluye el precio (gatos.json › kittenIncludes).', [], 3, 90),
      shippingNote: plain(20, 200).describe('Bajo la lista de lo que incluye el precio: que el envío va aparte y cómo se cobra.'),
      factorsHeading: catText('Título de la lista de lo que hace variar el precio.', [], 3, 90),
      factors: plainList(1, 8, 10, 200).describe('Lo que hace variar el precio, un punto por línea.'),
      ...chatCta('de la página'),
    })
    .describe('La guía de precios de gatos.'),
});

export const genericPagesSchema = z.strictObject({
  placeholder: z
    .strictObject({
      eyebrow: plain(3, 60).describe('Rótulo sobre el título.'),
      intro: plain(20, 240).describe('Frase bajo el título, antes del botón a la página con la información.'),
      ...chatCta('de la página'),
    })
    .describe('Las páginas en preparación de cada especie (no aparecen en Google).'),
  listing: z
    .strictObject({
      previous: plain(2, 30).describe('Enlace a la página anterior del listado.'),
      next: plain(2, 30).describe('Enlace a la página siguiente del listado.'),
      page: template(['pagina', 'paginas'], 8, 40).describe('La página del listado, tras el título («Tienda: página 2 de 5»). {pagina}: su número; {paginas}: cuántas hay.'),
      range: template(['desde', 'hasta', 'total'], 8, 60).describe('Sobre las tarjetas: qué razas muestra la página del catálogo. {desde} y {hasta}: sus números; {total}: las razas del catálogo.'),
      all: template(['total'], 8, 60).describe('En la última página, enlace al catálogo completo (el listado muestra solo las primeras razas). {total}: las razas del catálogo, con su palabra («52 razas y 2 cruces»).'),
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
