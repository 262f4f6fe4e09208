/**
 * The schema of the dog texts: content/texts/perros.json
 * (src/lib/content/texts.ts).
 */
import { z } from 'astro/zod';
import { text } from '../fields';
import { CLAIM_HELP, claimTemplate, heading, template } from './text-fields';

/** One text per delivery of a pet (src/lib/domain/places.ts › petDelivery). {aeropuerto}: the airport of the place; {raza}: the breed. */
const deliveryTexts = (min: number, max: number, what: string) =>
  z
    .strictObject({
      local: template(['raza'], min, max).describe(`${what} en la ciudad del criadero y sus localidades: lo llevamos en nuestro vehículo hasta la casa.`),
      carretera: template(['raza'], min, max).describe(`${what} hasta 4 horas de carretera: lo llevamos en nuestro vehículo hasta la casa.`),
      carreteraOAvion: template(['raza', 'aeropuerto', 'vuelo'], min, max).describe(`${what} de 4 a 10 horas de carretera: por tierra, o en avión hasta el aeropuerto {aeropuerto}, donde lo recoge el comprador. {vuelo}: cómo vuela esa raza (placePage.flight).`),
      avion: template(['raza', 'aeropuerto', 'vuelo'], min, max).describe(`${what} a más de 10 horas de carretera: en avión hasta el aeropuerto {aeropuerto}, donde lo recoge el comprador; nunca a domicilio. {vuelo}: cómo vuela esa raza (placePage.flight).`),
      soloCarretera: template(['raza'], min, max).describe(`${what} de una raza de hocico corto que no cabe en cabina, de 4 a 10 horas de carretera: las aerolíneas no la llevan, va por carretera. La entrega dice en pocas palabras por qué no va en avión como las demás razas (lectura a ciegas 16).`),
      enSede: template(['raza'], min, max).describe(`${what} de una raza que no viaja en avión (no va en bodega y no cabe en cabina), a más de 10 horas de carretera: no se envía, se recoge en el criadero; la entrega dice en pocas palabras por qué (lectura a ciegas 16).`),
    })
    .describe(`${what}, uno por modo de entrega. {raza}: el nombre de la raza.`);

const DOG_HELP = '{raza}: el nombre de la raza';

export const dogTextsSchema = z.strictObject({
  priceGuideHeading: heading().describe('El título grande de /perros/precios-por-raza/, que también nombra el mensaje del chat de la página.'),
  priceGuideTitle: template(['mes'], 10, 65).describe('Título en Google de /perros/precios-por-raza/. {mes}: el mes de los precios («diciembre de 2026»).'),
  priceGuideDescription: text(20, 120).describe('Descripción en Google de /perros/precios-por-raza/, antes de la nota de precios (texts/comunes.json › priceNote). Sin número de razas: la lista tiene filas sin página de raza.'),
  priceGuideCrumb: text(3, 40).describe('La página /perros/precios-por-raza/ en la miga de pan.'),
  priceGuideIntro: text(10, 300).describe('Frase tras la nota de precios al comienzo de /perros/precios-por-raza/.'),
  priceGuideFemaleUnlisted: text(3, 40).describe('Celda «Hembra» de /perros/precios-por-raza/ cuando content/dogs/prices.json no da precio de hembra para la raza (solo precio base): no afirme que cuesta lo mismo que el macho.'),
  priceGuideBaseOfSize: template(['precio', 'tamano'], 3, 40).describe('Celda «Macho» de /perros/precios-por-raza/ cuando el precio base es el de un tamaño (content/dogs/prices.json › tamano_base, el Caniche estándar): {precio}, con su signo; {tamano}: el tamaño, en minúscula.'),
  listRules: template(['razas'], 40, 360).describe('Nota bajo las tarjetas de una lista de razas (/perros/, tamaños, usos, categorías) que incluye razas de manejo especial (content/dogs/breeds.json › manejoEspecial): {razas}, sus nombres («Doberman, Rottweiler y Dogo de Burdeos»). Diga lo que la ley pide al dueño.'),
  card: z
    .strictObject({
      size: template(['tamano'], 5, 40).describe('El tamaño de la raza en su tarjeta, en las listas de varios tamaños (/perros/, usos, categorías, búsqueda; content/dogs/sizes.json › formas.perro): {tamano}, en minúscula, «mediano».'),
      weight: template(['peso'], 5, 40).describe('El peso adulto de la raza en su tarjeta (content/dogs/breeds.json › peso): {peso}, «4 a 6 kg».'),
    })
    .describe('Los datos de una tarjeta de raza en las listas de perros, bajo su nombre y su frase (content/dogs/breeds.json › enPocasPalabras).'),
  catalogue: z
    .strictObject({
      title: text(10, 65).describe('Título en Google de /perros/, la lista de todas las razas.'),
      heading: heading().describe('El título grande de /perros/.'),
      intro: template(['razas', 'sede'], 10, 300).describe('Introducción de /perros/, que es también su descripción en Google: que quepa en 155 caracteres con las razas contadas. {razas}: el número de razas, p. ej. «34 razas»; {sede}: la ciudad del criadero (content/site.json › dispatch.city).'),
      searchTitle: text(10, 65).describe('Título en Google de la búsqueda de perros, donde se combinan tamaño y uso.'),
      searchHeading: heading().describe('El título grande de la búsqueda de perros por tamaño y uso.'),
      searchCrumb: text(3, 40).describe('La búsqueda de perros en la miga de pan.'),
      searchIntro: text(10, 300).describe('Introducción de la búsqueda de perros por tamaño y uso.'),
      groupCities: text(3, 60).describe('Título del grupo de enlaces a las ciudades, en la lista de todas las razas.'),
      groupLocalities: template(['ciudad'], 3, 60).describe('Título del grupo de enlaces a las localidades de una ciudad, en la lista de todas las razas. {ciudad}: la ciudad («Bogotá»).'),
    })
    .describe('La lista de todas las razas (/perros/) y la búsqueda por tamaño y uso (/perros/buscar/).'),
  categoryCards: z
    .strictObject({
      some: template(['cuantas', 'razas'], 5, 60).describe('Título de las tarjetas de una categoría (/razas-de-perros/…) cuando muestra solo algunas razas. {cuantas}: las que muestra («6»); {razas}: todas, con su número («35 razas familiares»).'),
      all: template(['razas'], 5, 60).describe('Enlace bajo esas tarjetas a la lista con todas las razas de la categoría. {razas}: «35 razas familiares».'),
      prices: template(['razas'], 5, 60).describe('El mismo enlace en la categoría de precios, que lleva a /perros/precios-por-raza/. {razas}: «34 razas que criamos».'),
      bred: template(['razas'], 5, 60).describe('Las razas de una categoría sin tamaño ni uso (precios, compra, criaderos), con su número. {razas}: «34 razas».'),
    })
    .describe('Las tarjetas de razas de una categoría y su enlace a la lista completa.'),
  filterTitles: z
    .strictObject({
      title: template(['perros'], 10, 65).describe('Título en Google de la página de un tamaño o de un uso. {perros}: el tamaño o el uso en plural («pequeños», «guardianes y de alerta»), como lo dicen los tamaños y los usos.'),
      heading: template(['perros'], 10, 120).describe('Título grande de la página de un tamaño o de un uso. {perros}: el tamaño o el uso en plural («pequeños»).'),
    })
    .describe('Títulos de las páginas de perros por tamaño y por uso.'),
  neighbourhood: z
    .strictObject({
      title: template(['raza', 'lugar'], 5, 80).describe(`Título en Google de una raza en un barrio de una ciudad (página que Google no indexa: remite a la de la ciudad). ${DOG_HELP}; {lugar}: «Chapinero, Bogotá».`),
      heading: template(['raza', 'lugar'], 5, 120).describe(`Título grande de una raza en un barrio de una ciudad. ${DOG_HELP}; {lugar}: «Chapinero, Bogotá».`),
    })
    .describe('Una raza en un barrio de una ciudad.'),
  priceGuideGroups: z
    .strictObject({
      mini: heading().describe('Grupo de las razas mini en /perros/precios-por-raza/.'),
      pequenas: heading().describe('Grupo de las razas pequeñas en /perros/precios-por-raza/.'),
      medianas: heading().describe('Grupo de las razas medianas en /perros/precios-por-raza/.'),
      grandes: heading().describe('Grupo de las razas grandes y gigantes en /perros/precios-por-raza/.'),
    })
    .describe('Los grupos de la tabla de /perros/precios-por-raza/, por tamaño.'),
  filterIntros: z
    .strictObject({
      size: template(['razas', 'sede'], 10, 300).describe('Introducción de la página de un tamaño. {razas}: el número de razas con su tamaño, p. ej. «13 razas pequeñas»; {sede}: la ciudad del criadero (content/site.json › dispatch.city).'),
      use: template(['razas', 'sede'], 10, 300).describe('Introducción de la página de un uso. {razas}: el número de razas con su uso, p. ej. «5 razas guardianas»; {sede}: la ciudad del criadero (content/site.json › dispatch.city).'),
    })
    .describe('Introducciones de las páginas de perros por tamaño y por uso.'),
  breedSale: z
    .strictObject({
      titles: z
        .strictObject({
          colombia: template(['raza'], 10, 65).describe(`Título en Google de /venta-perros/{raza}/. ${DOG_HELP}.`),
          city: template(['raza', 'ciudad'], 10, 65).describe(`Título en Google de las páginas de criadero en una ciudad. ${DOG_HELP}; {ciudad}: la ciudad.`),
          pickup: template(['raza', 'ciudad', 'sede'], 10, 65).describe(`Título en Google de la página de criadero en una ciudad a la que el cachorro no se envía (una raza de hocico corto que no vuela, a más de 10 horas de carretera: se recoge en el criadero). ${DOG_HELP}; {ciudad}: la ciudad; {sede}: la ciudad del criadero.`),
        })
        .describe('Títulos en Google (hasta unos 65 caracteres; la marca se añade si cabe).'),
      shortTitles: z
        .strictObject({
          colombia: template(['raza'], 10, 65).describe(`Título en Google de la página de la raza, más corto. ${DOG_HELP}.`),
          city: template(['raza', 'ciudad'], 10, 65).describe(`Título en Google de la página de criadero en una ciudad, más corto. ${DOG_HELP}; {ciudad}: la ciudad.`),
        })
        .describe('Más corto, para cuando el título entero pasa de 65 caracteres (una raza o un lugar de nombre largo): Google corta lo que sobra.'),
      headings: z
        .strictObject({
          colombia: template(['raza'], 6, 120).describe(`Título visible de /venta-perros/{raza}/, como lo diría una persona (el título en Google es titles.colombia). ${DOG_HELP}.`),
          sede: template(['raza', 'sede'], 10, 120).describe(`Título de la página de criadero en la ciudad del criadero. ${DOG_HELP}; {sede}: la ciudad del criadero (content/site.json › dispatch.city).`),
          city: template(['raza', 'sede', 'ciudad'], 10, 140).describe(`Título de la página de criadero en otra ciudad. ${DOG_HELP}; {sede}: la ciudad del criadero; {ciudad}: la ciudad de entrega.`),
          pickup: template(['raza', 'sede', 'ciudad'], 10, 140).describe(`Título de la página de criadero en una ciudad a la que el cachorro no se envía (una raza de hocico corto que no vuela, a más de 10 horas de carretera): no promete entrega allí. ${DOG_HELP}; {sede}: la ciudad del criadero; {ciudad}: la ciudad del comprador.`),
        })
        .describe('Títulos visibles de las páginas de venta de una raza: en palabras de una persona («Shih Tzu», «Labrador Retriever con entrega en Cali»); la frase de búsqueda queda en el título en Google (titles).'),
      descriptions: z
        .strictObject({
          colombia: z.array(template(['raza', 'precio'], 20, 300)).min(1).max(4).describe(`Descripciones en Google de /venta-perros/{raza}/, de la más completa a la más corta: cada página usa la primera que cabe en 155 caracteres (la última, recortada si no cabe ninguna). ${DOG_HELP}; {precio}: el precio, con «desde» si la raza tiene más de uno («desde $ 1’800’000», o «$ 4’000’000»).`),
        })
        .describe('Descripciones en Google de las páginas de venta de una raza.'),
    })
    .describe('Páginas de venta de una raza (/venta-perros/{raza}/ y criadero en ciudad).'),
  location: z
    .strictObject({
      descriptions: z
        .strictObject({
          perrosEn: template(['razas', 'lugar', 'entrega'], 20, 300).describe('Descripción en Google de /perros-en-{lugar}/. {razas}: el número de razas, con su palabra («52 razas y 2 cruces»); {lugar}: el barrio, la ciudad o la región; {entrega}: la entrega de ese lugar (placePage.delivery), en minúscula.'),
          perrosEnPickup: template(['razas', 'lugar', 'entrega'], 20, 300).describe('La misma descripción en un lugar a más de 10 horas de carretera, donde las razas de hocico corto que no vuelan no se envían (se recogen en el criadero): no dice que entregamos todas allí (lectura a ciegas 16); allí vuelan, y el comprador los recoge en el aeropuerto. Que quepa en unos 155 caracteres: Google corta lo demás. {razas}, {lugar} y {entrega}, como arriba.'),
          clouster: template(['razas', 'sede', 'llegada'], 20, 300).describe('Descripción en Google de /clousters/perros/{lugar}/. {razas}: el número de razas, con su palabra («52 razas y 2 cruces»); {sede}: la ciudad del criadero (content/site.json › dispatch.city); {llegada}: cómo le llegan los cachorros a ese lugar (location.arrival).'),
        })
        .describe('Descripciones en Google de las páginas de perros de un lugar.'),
      titles: z
        .strictObject({
          perrosEn: template(['lugar'], 10, 65).describe('Título en Google de /perros-en-{lugar}/. {lugar}: el barrio, la ciudad o la región.'),
          clouster: template(['lugar'], 10, 65).describe('Título en Google de /clousters/perros/{lugar}/. {lugar}: el barrio, la ciudad o la región.'),
        })
        .describe('Títulos en Google de las páginas de perros de un lugar.'),
      headings: z
        .strictObject({
          perrosEn: template(['lugar'], 5, 120).describe('Título de /perros-en-{lugar}/. {lugar}: el barrio, la ciudad o la región.'),
          sede: template(['lugar'], 5, 120).describe('Título de la página de las razas con entrega en la ciudad del criadero («Perros en Bogotá»). {lugar}: esa ciudad.'),
          city: template(['sede', 'lugar'], 5, 140).describe('Título de la página de las razas con entrega en un lugar que no es la ciudad del criadero («Perros con entrega en Chía»). {sede}: la ciudad del criadero; {lugar}: el lugar de entrega.'),
        })
        .describe('Títulos de las páginas de perros de un lugar: no prometen en el título lo que la página no muestra.'),
      links: z
        .strictObject({
          perrosEn: template(['lugar'], 5, 80).describe('Al pie de /clousters/perros/{lugar}/: el enlace a /perros-en-{lugar}/.'),
          clouster: template(['lugar'], 5, 80).describe('Al pie de /perros-en-{lugar}/: el enlace a /clousters/perros/{lugar}/.'),
          place: template(['lugar'], 5, 80).describe('Cada lugar en la lista de lugares de /perros/.'),
        })
        .describe('Los enlaces entre las páginas de perros de un lugar.'),
      arrival: z
        .strictObject({
          sede: text(5, 120).describe('{llegada} en la ciudad del criadero.'),
          toDoor: template(['lugar'], 5, 120).describe('{llegada} donde llevamos el cachorro hasta la casa (hasta unas 4 horas de carretera).'),
          flies: template(['lugar'], 5, 120).describe('{llegada} donde el cachorro puede viajar en avión (más lejos).'),
          fliesExceptPickup: template(['lugar'], 5, 120).describe('Cómo llegan los cachorros a más de 10 horas de carretera ({llegada}), donde los cachorros de hocico corto que no vuelan no se envían: se recogen en el criadero (la descripción no promete enviar todas las razas).'),
        })
        .describe('Cómo le llegan los cachorros a un lugar, en la descripción de /clousters/perros/{lugar}/; sigue a «…y».'),
      toleranceHeadings: z
        .strictObject({
          calor: z.strictObject({ alta: heading(), media: heading(), baja: heading() }).describe('En un lugar de clima cálido: las razas según cuánto toleran el calor (content/dogs/breeds.json › adaptacion.calor: alta, media, baja).'),
          frio: z.strictObject({ alta: heading(), media: heading(), baja: heading() }).describe('En un lugar de clima frío: las razas según cuánto toleran el frío (› adaptacion.frio).'),
        })
        .describe('Títulos de los grupos de razas en la página de perros de un lugar cálido o frío; en clima templado o variado se agrupan por tamaño (sizeHeading). Deben decir lo mismo que la nota de cada raza para ese clima (› clima). No nombre el lugar.'),
      pickupHeading: heading().describe('En la página de perros de un lugar a más de 10 horas de carretera: el título del grupo de las razas de hocico corto que no vuelan y no se envían allí, sino que se recogen en el criadero (lectura a ciegas 15: estaban en la lista «con entrega» sin marca). No nombre el lugar.'),
      pricesLink: text(10, 60).describe('Bajo las listas de razas de la página de perros de un lugar, que dan un «Desde» por grupo: el enlace a la guía de precios por raza (/perros/precios-por-raza/), donde el comprador ve el de cada una. Sin flecha: la página la pone.'),
      groupPrice: template(['precio'], 3, 30).describe('Bajo el título de cada grupo de razas de la página de perros de un lugar: el precio más bajo de las razas del grupo (content/dogs/prices.json; cada raza da el suyo en su página). {precio}: ese precio, con su signo.'),
      sizeHeading: template(['razas'], 3, 60).describe('Título de cada grupo de razas por tamaño en la página de perros de un lugar. {razas}: el tamaño concordando con «razas» («pequeñas»); no nombre el lugar.'),
    })
    .describe('Páginas de perros de un lugar (/perros-en-{lugar}/ y /clousters/perros/{lugar}/).'),
  breedInPlace: z
    .strictObject({
      title: template(['raza', 'lugar'], 5, 65).describe(`Título en Google de /clousters/perros/{lugar}/{raza}/. ${DOG_HELP}; {lugar}: el barrio, la ciudad o la región.`),
      shortTitle: template(['raza', 'lugar'], 5, 65).describe(`Título en Google de una raza en un lugar, más corto: más corto, para cuando el título entero pasa de 65 caracteres (una raza o un lugar de nombre largo): Google corta lo que sobra. ${DOG_HELP}; {lugar}: el barrio, la ciudad o la región.`),
      heading: template(['raza', 'lugar'], 5, 120).describe(`Título de /clousters/perros/{lugar}/{raza}/, como lo diría una persona («Shih Tzu en Chapinero, Bogotá»). ${DOG_HELP}; {lugar}: el barrio, la ciudad o la región.`),
      benefits: z.array(claimTemplate([], 5, 160)).min(1).max(10).describe(`Lo que se entrega con cada cachorro, un elemento por línea (en la página de cada raza).${CLAIM_HELP}`),
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
      dataLabels: z
        .strictObject({
          size: text(3, 40).describe('El tamaño (content/dogs/sizes.json), enlazado a su página.'),
          weight: text(3, 40).describe('El peso adulto (content/dogs/breeds.json › peso).'),
          height: text(3, 40).describe('La altura (› altura).'),
          life: text(3, 40).describe('La esperanza de vida (› esperanzaVida).'),
          origin: text(3, 40).describe('El origen (› origen).'),
          para: text(3, 40).describe('Las categorías de la raza (content/dogs/uses.json): usos como compañía o trabajo, y rasgos como activo o hipoalergénico, cada una en su forma «para» (› para: «personas activas»), enlazada a su página. El rótulo debe leerse bien ante todas: «Usos» no, porque «activo» no es un uso.'),
        })
        .describe('Los rótulos de la lista de datos de la raza, bajo su descripción en /venta-perros/{raza}/.'),
      cityGroups: z
        .strictObject({
          toDoor: text(10, 120).describe('Las ciudades a las que llevamos el cachorro hasta la casa en nuestro vehículo (la ciudad del criadero y las cercanas; una raza de hocico corto, hasta unas 10 horas).'),
          toDoorNoFlight: text(10, 140).describe('El mismo grupo en la página de una raza que no vuela (hocico corto y demasiado grande para la cabina): dice una vez por qué llega por carretera a ciudades a las que otras razas van en avión.'),
          roadOrAir: template(['vuelo'], 10, 140).describe('Las ciudades a las que va por carretera hasta la casa o en avión hasta el aeropuerto: la misma frase de la entrega en casa, más la del avión. {vuelo}: cómo vuela la raza (placePage.flight).'),
          air: template(['vuelo'], 10, 140).describe('Las ciudades a las que va en avión y el comprador lo recoge en el aeropuerto. {vuelo}: cómo vuela la raza (placePage.flight).'),
          pickup: template(['sede'], 10, 140).describe('Las ciudades de las que el comprador lo recoge en el criadero (una raza de hocico corto que no vuela, a más de 10 horas). {sede}: la ciudad del criadero.'),
        })
        .describe('«Entrega en su ciudad» de /venta-perros/{raza}/: un grupo por modo de entrega, con las ciudades debajo (cada una enlaza la página de la raza allí; las de avión dicen su aeropuerto). La frase se dice una vez por grupo, no una vez por ciudad.'),
      handoverLink: text(5, 40).describe('Bajo «Lo que recibe con el cachorro» de /venta-perros/{raza}/: el enlace a la guía de compra (/razas-de-perros/intencion/venta/), que dice qué revisar al recibir el cachorro antes de firmar el acta de entrega. Sin flecha: la página la pone.'),
      priceTable: z
        .strictObject({
          base: text(3, 40).describe('La fila del precio base (el del macho) en la tabla de precios de una raza con variedades.'),
          baseOfSize: template(['tamano'], 3, 40).describe('La misma fila cuando el precio base es el de un tamaño (content/dogs/prices.json › tamano_base): {tamano}, el tamaño («Estándar»).'),
          female: text(3, 40).describe('La última fila cuando content/dogs/prices.json no da precio de hembra (el precio base es el del macho): su rótulo («Hembra»); la celda del precio dice priceGuideFemaleUnlisted, como la guía de precios.'),
        })
        .describe('Los rótulos de la tabla «Precio del …» de /venta-perros/{raza}/.'),
      answer: z
        .strictObject({
          priceBySex: template(['macho', 'hembra'], 5, 60).describe('El precio cuando la raza tiene precio de macho y de hembra (content/dogs/prices.json). {macho} y {hembra}: los precios, con su signo. Sin hembra, el recuadro dice «Desde» y el precio más bajo (placePage.facts.priceFrom).'),
          priceBySexAndVariety: template(['macho', 'hembra', 'variedad', 'precio'], 5, 80).describe('El precio cuando la raza tiene precio de macho, de hembra y una sola variedad: los tres en el recuadro, sin tabla debajo. {variedad}: su nombre, en minúscula; {precio}: el de la variedad, con su signo.'),
          delivery: template(['sede', 'entrega'], 10, 120).describe('La entrega: en la ciudad del criadero y, para las demás, cómo llega (por carretera o en avión) y la lista «Entrega en su ciudad» más abajo, a la que lleva. {sede}: la ciudad del criadero; {entrega}: cómo llega allí, en minúscula («en nuestro vehículo, hasta su casa»).'),
          deliveryByRoad: template(['sede', 'entrega'], 10, 120).describe('La entrega de una raza que las aerolíneas no llevan (hocico corto, sin cabina: content/dogs/breeds.json › adaptacion): en la ciudad del criadero, y a las demás solo por carretera, hasta unas 10 horas; la lista más abajo dice dónde se recoge. {sede} y {entrega}: como en «delivery».'),
          priceFromVariety: template(['precio', 'variedad'], 5, 60).describe('El precio de las tarjetas de raza cuando la raza se vende en varios tamaños y el más barato es una variedad (el Caniche Toy): {precio}, con su signo; {variedad}: su nombre («Toy»).'),
          priceOfSize: template(['precio', 'tamano'], 5, 60).describe('El precio de una raza que se vende en varios tamaños cuando la lista da uno solo, el de un tamaño (content/dogs/prices.json › tamano_base): {precio}, con su signo; {tamano}: el tamaño, en minúscula («estándar»).'),
        })
        .describe('El recuadro «Precio y entrega» bajo el título de /venta-perros/{raza}/: el precio, la entrega, lo disponible y el chat, en la primera pantalla.'),
    })
    .describe('La página de una raza (/venta-perros/{raza}/): su texto completo; las páginas de la raza en un lugar enlazan aquí.'),
  placePage: z
    .strictObject({
      descriptions: z
        .array(template(['titulo', 'raza', 'lugar', 'precio', 'entrega'], 10, 300))
        .min(1)
        .max(4)
        .describe(`Descripciones en Google de las páginas de una raza en un lugar (criadero en una ciudad, raza en un lugar, barrio), de la más completa a la más corta: cada página usa la primera que cabe en 155 caracteres. {titulo}: el título de la página en Google (distinto en cada una: la descripción también); ${DOG_HELP}; {lugar}: la ciudad, el barrio o la región; {precio}: el precio, con «desde» si hay más de uno en ese lugar («desde $ 1’800’000», o «$ 4’000’000»); {entrega}: el valor de la fila «Entrega» de ese lugar (placePage.delivery).`),
      articleShortTitles: z
        .strictObject({
          precios: template(['raza', 'lugar'], 10, 65),
          criaderos: template(['raza', 'lugar'], 10, 65),
          venta: template(['raza', 'lugar'], 10, 65),
        })
        .describe(`Títulos en Google de los antiguos artículos del blog, más cortos: más corto, para cuando el título entero pasa de 65 caracteres (una raza o un lugar de nombre largo): Google corta lo que sobra. ${DOG_HELP}; {lugar}: la ciudad.`),
      articleHeadings: z
        .strictObject({
          precios: template(['raza', 'lugar'], 10, 90),
          criaderos: template(['raza', 'lugar'], 10, 90),
          venta: template(['raza', 'lugar'], 10, 90),
        })
        .describe(`Título (y título en Google) de los antiguos artículos del blog sobre una raza en una ciudad, que muestran la página de la raza en la ciudad: dice lo que buscaba quien llegó (el precio, el criadero, la venta). ${DOG_HELP}; {lugar}: la ciudad.`),
      facts: z
        .strictObject({
          price: text(3, 30).describe('Rótulo de la fila del precio.'),
          priceRange: template(['min', 'max'], 3, 40).describe('El precio cuando va de un valor a otro (por sexo y variedad). {min} y {max}: los precios, con su signo ($ 1.300.000).'),
          priceMale: template(['precio'], 3, 40).describe('El precio de una raza en un lugar cuando content/dogs/prices.json solo da el del macho (precio base, sin precio de hembra ni variedades): dice de quién es («{precio} (macho)»), como la tabla de la raza. {precio}: el precio, con su signo.'),
          priceFrom: template(['precio'], 3, 40).describe('El precio en la página de todas las razas de un lugar: el de la raza más económica. {precio}: ese precio, con su signo.'),
          delivery: text(3, 30).describe('Rótulo de la fila de la entrega (cómo llega el cachorro).'),
          trip: text(3, 30).describe('Rótulo de la fila del viaje (cuánto tarda).'),
          cost: text(3, 30).describe('Rótulo de la fila del costo del envío (su valor: content/texts/comunes.json › answer.petCost).'),
          climate: text(3, 30).describe('Rótulo de la fila del clima del lugar.'),
        })
        .describe('Las filas del bloque «Precio y entrega» de las páginas de una raza en un lugar.'),
      delivery: deliveryTexts(3, 120, 'El valor de la fila «Entrega»'),
      trip: z
        .strictObject({
          carretera: template(['km', 'horas'], 3, 120).describe('Hasta 4 horas de carretera. {km}: la distancia por carretera desde el criadero («90», «30 a 200»); {horas}: las horas de carretera («3 horas», «una hora»).'),
          region: template(['km'], 3, 120).describe('Hasta 4 horas de carretera a una región (Cundinamarca), cuyos municipios están a distancias distintas: sin horas ni kilómetros, que no son los mismos para todos (Medina o Yacopí quedan más lejos que Chía; la página de cada municipio da los suyos). {km}, si quiere darlo: el rango de distancias («30 a 200»).'),
          carreteraOAvion: template(['km', 'horas'], 3, 120).describe('De 4 a 10 horas de carretera, o en avión. {km} y {horas}, como arriba.'),
          avion: text(3, 140).describe('A más de 10 horas de carretera: en avión (no tenemos la duración de cada vuelo: no la invente).'),
          soloCarretera: template(['km', 'horas'], 3, 120).describe('Una raza de hocico corto que no cabe en cabina, de 4 a 10 horas de carretera: por carretera. {km} y {horas}, como arriba.'),
          enSede: template(['km', 'horas'], 3, 120).describe('Una raza que no viaja en avión, a más de 10 horas: no se envía. {km} y {horas}, como arriba.'),
        })
        .describe('El valor de la fila «Viaje», uno por modo de entrega; en la ciudad del criadero y sus localidades no hay fila «Viaje»: el día de la entrega lo dice la fila «Entrega» (placePage.delivery.local).'),
      includes: text(20, 160).describe('Lo que recibe con el cachorro, en una línea bajo el bloque «Precio y entrega» (la especificación: certificado de salud, vacunas al día, desparasitación, garantía de salud).'),
      headings: z
        .strictObject({
          before: heading().describe('Lo que el comprador pide antes de decidir: las pruebas de salud de los padres (content/dogs/breeds.json › saludPadres).'),
          arrival: heading().describe('Cómo llega el cachorro al lugar.'),
          place: heading().describe('Título de la sección del lugar: la nota de la raza para su clima (content/dogs/breeds.json › clima), o en la página de perros de una ciudad cálida su línea de calor (content/places › calorPerros), y el texto del lugar (› entorno, con sus parques). No nombre el lugar.'),
          rules: heading().describe('Las normas de una raza de manejo especial (Ley 1801 de 2016).'),
          photos: heading().describe('Título de las fotos de cachorros de la raza, cuando las hay: no nombre la raza (la nombra el título de la página).'),
        })
        .describe('Los títulos de las secciones: dicen lo que responde la sección, sin repetir la raza ni el lugar.'),
      roadOnly: template(['raza'], 20, 400).describe(`«Cómo llega el cachorro» de una raza de hocico corto cuyo cachorro no cabe en cabina cuando las aerolíneas lo aceptan (4 meses), fuera de la ciudad del criadero: por qué va por carretera hasta unas 10 horas y no más lejos (hay aerolíneas que no la llevan en bodega, y no la mandamos en bodega con ninguna: sus listas difieren). ${DOG_HELP}.`),
      pickupOnly: template(['raza', 'sede'], 20, 400).describe(`«Cómo llega el cachorro» de una raza de hocico corto que no vuela, a más de 10 horas de carretera del criadero: no se envía; el comprador lo recoge en el criadero (regla por confirmar con el criador: CONTENT-TO-CONFIRM.md). ${DOG_HELP}; {sede}: la ciudad del criadero.`),
      flight: z
        .strictObject({
          cabin: text(3, 60).describe('Una raza de hasta 8 kg de adulto: cabe en cabina con quien la acompañe, y no se ofrece la bodega (lectura a ciegas 16: un Yorkshire de 1 a 2 kg «en cabina o en bodega»).'),
          cabinOnly: text(3, 60).describe('Una raza de hocico corto cuyo cachorro de 4 meses cabe en cabina (content/dogs/breeds.json › adaptacion.cabinaCachorro): no la mandamos en bodega, solo en cabina.'),
          hold: text(3, 60).describe('Una raza más grande: en bodega.'),
          any: text(3, 60).describe('Según el tamaño: en la página de todas las razas de un lugar, y en las de una raza cuyos adultos van de tamaño de cabina (hasta 8 kg) a tamaño de bodega (content/dogs/breeds.json › peso: el Caniche, de Toy a estándar).'),
        })
        .describe('Cómo vuela el cachorro, según su peso y su hocico: {vuelo} de la fila «Entrega» donde puede ir en avión.'),
      snubNosed: z
        .strictObject({
          road: template(['razas', 'lugar'], 20, 300).describe('Un lugar a menos de 10 horas de carretera, al que los demás cachorros también pueden volar: esas razas llegan por carretera.'),
          far: template(['razas', 'lugar'], 20, 300).describe('Un lugar a más de 10 horas: esas razas no llegan; se recogen en el criadero.'),
        })
        .describe('En la página de perros de un lugar al que el cachorro puede volar: las razas de hocico corto cuyo cachorro no cabe en cabina no vuelan; van por carretera hasta unas 10 horas y más lejos se recogen en el criadero. {razas}: esas razas (content/dogs/breeds.json); {lugar}: el lugar de la página, dicho por su nombre («Hasta Bucaramanga…»: «aquí» se lee como Bogotá, desde donde escribe el criadero).'),
      rules: template(['raza'], 40, 600).describe(`Las normas de una raza de manejo especial (manejoEspecial en content/dogs/breeds.json), bajo el título «Raza de manejo especial» en todas sus páginas de un lugar. ${DOG_HELP} (puede no usarlo).`),
      links: z
        .strictObject({
          breed: template(['raza'], 5, 100).describe(`Enlace a la página de la raza, donde están su carácter, su precio por sexo y variedad y lo que recibe con el cachorro (las páginas de un lugar no lo repiten). ${DOG_HELP}.`),
          place: template(['lugar'], 5, 100).describe('Enlace a la página de todas las razas del lugar. {lugar}: la ciudad, el barrio o la región.'),
          placePickup: template(['lugar'], 5, 100).describe('El mismo enlace en la página de una raza que no se envía a ese lugar (se recoge en el criadero): «con entrega en» no sería cierto de ella (lectura a ciegas 16).'),
        })
        .describe('Los enlaces del final.'),
    })
    .describe('Las páginas de una raza en una ciudad, un barrio o una región, y los artículos del blog de una raza en una ciudad (issue 41: la respuesta primero, los datos una vez).'),
  searchEmpty: z
    .strictObject({
      title: text(5, 80).describe('Título que se muestra cuando la búsqueda no encuentra razas.'),
      text: text(10, 200).describe('Frase bajo ese título, antes de los enlaces para quitar un filtro.'),
    })
    .describe('Búsqueda de perros sin resultados (/perros/buscar/).'),
});
