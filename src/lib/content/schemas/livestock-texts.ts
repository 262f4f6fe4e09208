/**
 * The schema of the livestock texts: content/texts/ganado-paginas.json (src/lib/content/texts.ts).
 */
import { z } from 'astro/zod';
import { plain } from './text-fields';
import { BUFFALO_LINE, CATEGORY_SPAN, label, lineTypical, livestockText, PAGE_TITLE, SPECIES_TITLE, TWO_CATEGORIES, typicalPrice, withSlot } from './livestock-text-fields';

/** What {empaque} stands for in the delivery of birds. */
const PACKING = { empaque: 'en qué viajan las aves: en cajas ventiladas, en guacales las pollonas y gallinas, en cajas o guacales según la edad las de corral (sale.facts.packing)' };

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
      purpose: z
        .strictObject({
          lechera: label('Para qué es una raza lechera, en una o dos palabras («Leche»).'),
          carnica: label('Para qué es una raza cárnica («Carne»).'),
          'doble-proposito': label('Para qué es una raza de doble propósito («Leche y carne»).'),
        })
        .describe('Bajo el nombre de cada raza bovina, en las tablas de razas de una ciudad o de un clima: para qué es, según su especialidad (content/livestock/bovinos.json › especialidad). Los equinos dicen ahí sus usos; las aves, su rótulo.'),
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
      nationalHeading: plain(3, 90).describe('Título de la sección de la entrega: cómo llegan los animales (content/species.json › portada.entrega) y cada ciudad con su viaje, enlazada a su página.'),
      climateLink: livestockText('Sobre la lista de ciudades: el enlace a la página de la especie para un clima, con las ciudades por las que habla.', ['encabezado', 'ciudades'], 10, 200, {
        encabezado: 'el título de la página del clima («Bovinos para tierra caliente»)',
        ciudades: 'las ciudades de ese clima',
      }),
      internationalHeading: plain(3, 90).describe('Título de la lista de países (solo especies con envío internacional).'),
      internationalIntro: plain(20, 300).describe('Texto bajo el título de la lista de países: de qué depende una exportación y cómo se cotiza, sin prometer envíos.'),
      ctaTitle: livestockText('Título del recuadro de chat por WhatsApp al final de la página: lo que el recuadro ofrece, no el título de la página otra vez.', ['titulo'], 5, 100, PAGE_TITLE),
      ctaText: plain(20, 200).describe('Texto del recuadro de chat por WhatsApp al final de la página, bajo su título.'),
    })
    .describe('La portada de cada especie (/equinos-colombia/, /bovinos-colombia/, /aves-colombia/); su título, introducción y botón están en content/species.json › portada.'),
  category: z
    .strictObject({
      othersHeading: plain(3, 90).describe('Título de los enlaces a las demás categorías de la especie.'),
      icaMore: plain(10, 120).describe('Bajo los requisitos ICA de la categoría: el enlace a la portada de la especie, donde están las notas sobre esos requisitos.'),
      ctaTitle: livestockText('Título del recuadro de chat por WhatsApp al final de la página: lo que el recuadro ofrece, no el título de la categoría otra vez.', ['titulo'], 5, 120, { titulo: 'el título principal de la categoría (content/livestock/clusters.json › h1)' }),
      ctaText: plain(20, 200).describe('Texto del recuadro de chat por WhatsApp al final de la página, bajo su título.'),
      price: livestockText('El precio de una línea en la página de una categoría que pide una sola categoría de precio (la compra típica de la especie, content/species.json › ganado.compraTipica, o la de la categoría, content/livestock/clusters.json › categoriaPrecio): lo que compra quien busca esa categoría (no el potro ni el reproductor en una página de paseo), su nombre y su rango; las demás, en la página de la línea. Sin el flete ni «(estimado)»: el título de la lista lo dice una vez (sale.facts.price).', ['categoria', 'rango', 'unidad'], 10, 100, {
        categoria: 'la categoría de precio («Caballo domado», «Mula domada»)',
        rango: 'su rango («$ 12 a 35 millones»)',
      }),
    })
    .describe('Las páginas de categoría de equinos, bovinos y aves (/equinos-{uso}-colombia/ y similares).'),
  line: z
    .strictObject({
      title: livestockText('Título de la pestaña y de Google de un ave que no se vende (solo información): lo que su página cuenta, sin prometer lo que no trae (blind read 15: «Pavo real en Colombia» no decía nada de Colombia).', ['linea'], 5, 90),
      titleSold: livestockText('Título de una línea que se vende: la frase que se busca y lo que busca quien compra («Holstein en Colombia: precio y venta»).', ['linea'], 5, 90),
      descriptionSold: livestockText(
        'Descripción para Google de una línea que se vende: su precio de referencia y lo que la página le dice al comprador; si no cabe en 155 caracteres, Google recibe la descripción de la línea.',
        ['linea', 'precio', 'unidad'],
        20,
        155,
        { precio: 'su menor y su mayor precio, en pocas palabras («$ 1,5 a 15 millones», «$ 60’000 a $ 120’000»)' },
      ),
      descriptionSoldNoPapers: livestockText(
        'Lo mismo para una línea que no pide papeles del ICA para moverla (aves de jaula, para las que la lista de papeles del ICA no tiene requisitos), sin prometerlos: su precio de referencia y lo que la página le dice al comprador; si no cabe en 155 caracteres, Google recibe la descripción de la línea.',
        ['linea', 'precio', 'unidad'],
        20,
        155,
        { precio: 'su menor y su mayor precio, en pocas palabras («$ 1,5 a 15 millones», «$ 60’000 a $ 120’000»)' },
      ),
      heading: livestockText('Título principal, como lo diría una persona: la línea sola («Lusitano»).', ['linea'], 5, 90),
      about: plain(5, 90).describe('Título de la sección educativa de un ave que no se vende: lo que la sección cuenta, sin nombrar el ave (el título principal la nombra).'),
      citiesHeading: plain(3, 60).describe('Título de la tabla de entrega por ciudad (cómo llegan y en cuánto tiempo), con el enlace a la página de venta de cada ciudad.'),
      deliveryByCity: plain(10, 90).describe('«Entrega» en el recuadro del comienzo cuando la línea llega a unas ciudades por carretera y a otras en avión (aves, en cajas): dígalo y remita a la tabla de entrega por ciudad; es el único lugar de la página que dice cómo viajan.'),
      deliveryByRoadByCity: livestockText('Lo mismo cuando llegan a todas por carretera, unas en el día y otras en camión (pollonas, en guacales).', ['origen', 'empaque'], 10, 100, { origen: 'la ciudad del criadero', empaque: 'en qué viajan (sale.facts.packing)' }),
      tripCell: livestockText('El viaje por carretera en una fila de esa tabla, corto, y que las horas son de un carro (en el celular, la frase entera ocupaba cinco renglones; la columna se llama solo «Viaje» porque la fila de la ciudad del criadero dice «Hasta su finca»).', ['horas', 'km'], 5, 60, { horas: 'las horas en carro desde el criadero', km: 'los kilómetros por carretera' }),
      tripCellTruck: livestockText('Lo mismo donde los animales viajan en camión desde el criadero: las horas son las del camión con sus paradas (un cálculo, content/livestock/transporte.json › factorHoras).', ['horas', 'km'], 5, 60, { horas: 'las horas del camión con paradas', km: 'los kilómetros por carretera' }),
      roadNote: plain(60, 260).describe('Bajo la tabla de entrega (y bajo las líneas de la página de la especie en una ciudad) donde los animales viajan en camión: que las horas del camión son un cálculo con paradas; qué acordar del viaje (salida, paradas, agua), sin prometer lo que el criadero no ha escrito.'),
      roadNoteBoxes: plain(60, 280).describe('Lo mismo donde viajan aves en cajas por carretera: que las horas de la tabla son las de un carro y qué acordar del viaje para recibirlas (la hora de llegada, el agua al llegar), sin prometer lo que el criadero no ha escrito.'),
      roadRule: plain(60, 360).describe('Tras esa nota, solo donde viaja ganado (bovinos y búfalos) en camión: la regla del transporte de animales en pie que debe cumplir el camión, con su norma (Resolución 20223040006915 de 2022 del Ministerio de Transporte y el ICA; fuente en CONTENT-TO-CONFIRM.md), sin prometer lo que el criadero no ha escrito.'),
      deliveryColumns: z
        .strictObject({
          ciudad: label('Columna de la ciudad.'),
          viaje: label('Columna del viaje.'),
          aeropuerto: label('Columna del aeropuerto donde se recogen las aves que llegan por carga aérea.'),
          camion: label('Columna del flete estimado del camión entero desde la ciudad del criadero: dígalo estimado (una vez, en el título, no en cada fila).'),
          porAnimal: label('Columna de lo que toca a cada animal en un camión compartido (lleno), desde la ciudad del criadero: corto («Por animal»); la nota bajo la tabla dice que supone el camión lleno.'),
        })
        .describe('Los títulos de las columnas de esa tabla (una por cada forma de entrega, que se dice una vez sobre ella).'),
      localCell: z
        .strictObject({
          'camion-local': plain(5, 60).describe('La fila de la ciudad del criadero en esa tabla, en camión: qué pasa allí, en la columna del viaje («Hasta su finca, el día que acordemos»).'),
          'cajas-local': plain(5, 60).describe('La fila de la ciudad del criadero en esa tabla, aves en cajas: qué pasa allí («El día del despacho»).'),
        })
        .describe('La ciudad del criadero como una fila más de la tabla de entrega por ciudad, no como una lista de un solo nombre.'),
      groups: z
        .strictObject({
          'camion-local': livestockText('En la ciudad del criadero, en camión: nombrándola, que el rótulo diga qué pasa allí.', ['origen'], 5, 60, { origen: 'la ciudad del criadero' }),
          camion: livestockText('En camión desde la ciudad del criadero.', ['origen'], 5, 60, { origen: 'la ciudad del criadero' }),
          'cajas-local': livestockText('Aves en la ciudad del criadero: nombrándola, que el rótulo diga qué pasa allí («En Bogotá, el día del despacho»).', ['origen'], 5, 60, { origen: 'la ciudad del criadero' }),
          'cajas-carretera': livestockText('Aves por carretera, en el día (hasta 10 horas).', ['origen'], 5, 60, { origen: 'la ciudad del criadero' }),
          'cajas-camion': livestockText('Aves en camión (más de 10 horas, las que no vuelan): el mismo camión que el grupo «en el día», más de un día de viaje; dígalo con las mismas palabras, que no parezcan dos maneras distintas.', ['origen'], 5, 60, { origen: 'la ciudad del criadero o la procedencia de la línea' }),
          'cajas-avion': plain(5, 60).describe('Aves por carga aérea: dónde se recogen.'),
        })
        .describe('Sobre cada grupo de ciudades de la tabla de entrega de una línea, cómo llegan, corto y llano: el recuadro de arriba ya dice «en cajas ventiladas».'),
      climateSub: livestockText('En la sección del clima de la página de una línea, el subtítulo de una clase de clima («En tierra fría»); la nota que va debajo dice si se recomienda y por qué.', ['clase'], 5, 60, { clase: 'la clase de clima (sale.climateClasses)' }),
      climateNotCities: withSlot('ciudades', 'the links to the cities of the class', 'En la sección del clima de la página de una línea, el subtítulo de una clase de clima donde no se recomienda, con sus ciudades (enlazadas a su página); la nota que va debajo dice que no se recomienda y por qué.', ['clase', 'ciudades'], 5, 80, {
        clase: 'la clase de clima (sale.climateClasses)',
        ciudades: 'las ciudades de esa clase, separadas por « · »',
      }),
      deliveryFromFarm: livestockText('«Entrega» en el recuadro del comienzo de una línea que sale de su finca de origen (ganado): de dónde sale, las zonas donde se cría sobre todo y desde dónde se cotiza el flete, sin inventar una cifra.', ['zonas'], 20, 220, {
        zonas: 'los departamentos donde más se cría la línea (content/livestock › zonas)',
      }),
      deliveryFromHatchery: livestockText('«Entrega» en el recuadro del comienzo de una línea de aves que sale de su planta de incubación o su granja (pollitos de engorde): de dónde sale, las zonas donde se cría y desde dónde se cotiza el flete.', ['zonas'], 20, 240, {
        zonas: 'los departamentos donde más se cría la línea (content/livestock › zonas)',
      }),
      priceTable: z
        .strictObject({
          confirmed: livestockText('Rótulo del precio en el recuadro del comienzo de la página de una línea, sobre sus precios por categoría.', ['unidad'], 5, 80),
          estimated: livestockText('Lo mismo mientras los precios son estimados: dígalo, «(estimado)».', ['unidad'], 5, 80),
        })
        .describe('El rótulo de la tabla de precios por categoría, dentro del recuadro del comienzo de la página de una línea.'),
      icaHeading: plain(3, 60).describe('Título de la lista de documentos para mover los animales (requisitos del ICA) en la página de una línea.'),
      cityLink: livestockText('Enlace a la página de venta de la línea en una ciudad.', ['linea', 'ciudad'], 5, 90),
      ctaTitleEducational: plain(5, 100).describe('Título del recuadro de chat de un ave que no se vende: una pregunta sobre el ave, no otra vez «información educativa».'),
      ctaTextEducational: plain(20, 200).describe('Texto del recuadro de chat de un ave que no se vende: no repite que no se vende (lo dicen su rótulo y su descripción) ni ofrece lo que la página no da (un marco legal sin fuente).'),
    })
    .describe('La página de una línea (/equinos/{linea}-colombia/, /bovinos/{linea}-colombia/, /aves/{linea}-colombia/).'),
  ficha: z
    .strictObject({
      heading: z
        .strictObject({
          razas: plain(3, 60).describe('Título de los datos de una raza de equinos o bovinos, o de las mulas y los burros («Cómo es»).'),
          aves: plain(3, 60).describe('Título de los datos de un ave («Cómo es»).'),
        })
        .describe('Título de la ficha en la página de la línea: sin nombrarla (el título principal la nombra).'),
      labels: z
        .strictObject({
          origin: label('Rótulo del origen (todas las especies).'),
          adultWeight: label('Rótulo del peso adulto (bovinos y equinos).'),
          milk: label('Rótulo de la leche (bovinos de leche y doble propósito).'),
          gain: label('Rótulo de la ganancia de peso (bovinos de carne y doble propósito).'),
          climate: label('Rótulo del clima en que mejor rinde una raza bovina (content/livestock/bovinos.json › clima).'),
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
          climate: livestockText('El clima en que mejor rinde una raza bovina (content/livestock/bovinos.json › clima, por confirmar).', ['clase'], 5, 80, { clase: 'la clase de clima («tierra caliente»: sale.climateClasses)' }),
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
      description: livestockText('Descripción en Google de una página que da el viaje (km y horas): promete solo lo que la página trae (el precio, el viaje, el flete, la nota de la línea para el clima).', ['linea', 'ciudad', 'departamento', 'lugar', 'clase'], 50, 220, { clase: 'la clase de clima de la ciudad («tierra caliente»)', lugar: 'la ciudad con su departamento entre paréntesis («Cali (Valle del Cauca)»), o sola donde el departamento lleva su nombre («Bogotá», no «Bogotá (Bogotá D.C.)»)' }),
      descriptionNoTrip: livestockText('Lo mismo para una página sin fila del viaje (una línea que sale de su finca de origen: el flete se cotiza desde allá): no promete el viaje.', ['linea', 'ciudad', 'departamento', 'lugar', 'clase'], 50, 220, { clase: 'la clase de clima de la ciudad («tierra caliente»)', lugar: 'la ciudad con su departamento entre paréntesis («Cali (Valle del Cauca)»), o sola donde el departamento lleva su nombre («Bogotá», no «Bogotá (Bogotá D.C.)»)' }),
      titleNotAdvised: livestockText('Título de la pestaña y de Google de la página de una línea que no se recomienda en el clima de la ciudad: lo dice, sin «Venta de».', ['linea', 'ciudad', 'clitico'], 10, 90, {
        clitico: 'el pronombre de la línea («lo» el Angus, «los» los pollitos Ross)',
      }),
      descriptionNotAdvised: livestockText('Descripción en Google de la página de una línea que no se recomienda en el clima de la ciudad, cuando hay líneas del mismo propósito que sí: sin prometer entrega ni flete.', ['linea_con_articulo', 'ciudad', 'departamento', 'lugar', 'clase'], 50, 220, {
        lugar: 'la ciudad con su departamento entre paréntesis («Cali (Valle del Cauca)»), o sola donde el departamento lleva su nombre («Bogotá», no «Bogotá (Bogotá D.C.)»)',
        clase: 'la clase de clima (sale.climateClasses)',
      }),
      descriptionNotAdvisedAlone: livestockText('Lo mismo cuando ninguna línea del mismo propósito se recomienda en ese clima (pollitos de engorde en tierra fría).', ['linea_con_articulo', 'ciudad', 'departamento', 'lugar', 'clase'], 40, 220, {
        lugar: 'la ciudad con su departamento entre paréntesis («Cali (Valle del Cauca)»), o sola donde el departamento lleva su nombre («Bogotá», no «Bogotá (Bogotá D.C.)»)',
        clase: 'la clase de clima (sale.climateClasses)',
      }),
      answerHeadingNotAdvised: plain(3, 60).describe('Título del recuadro del comienzo en la página de una línea que no se recomienda en el clima de la ciudad (no hay precio ni entrega que dar).'),
      insteadLead: livestockText('En ese recuadro, tras el porqué: lo que abre la lista de las líneas del mismo propósito que sí se recomiendan en ese clima (cada una enlazada a su página en la ciudad).', ['proposito', 'clase'], 10, 90, {
        proposito: 'el propósito de la línea, en minúscula («carne», «leche», «leche y carne»)',
        clase: 'la clase de clima (sale.climateClasses)',
      }),
      chatNotAdvised: livestockText('El asunto del mensaje de WhatsApp de esa página: lo que el comprador quiere saber (no la línea que se le desaconseja).', ['especie', 'clase'], 5, 80, {
        especie: 'la palabra de la especie en el chat («ganado», «aves»)',
        clase: 'la clase de clima (sale.climateClasses)',
      }),
      deliveryLinkNotAdvisedOrigin: livestockText('Lo mismo para una línea que sale de su finca o planta de origen: su página dice dónde se cría y en qué climas se recomienda.', ['linea_con_articulo'], 10, 110),
      deliveryLinkNotAdvised: livestockText('Al final de esa página: el enlace a las ciudades donde sí se recomienda la línea (la tabla de entrega de su página).', ['linea_con_articulo'], 10, 110),
      buyerHeading: plain(3, 60).describe('Título de la sección con lo que pregunta quien compra la línea (content/livestock › comprador), en su página y en la de cada ciudad.'),
      milkReference: livestockText('En esa sección, para una raza de leche o de doble propósito con su producción en la ficha: la cifra de la raza como referencia (estimada), no la de la vaca que se vende.', ['litros'], 20, 200, { litros: 'los litros al día de la ficha de la raza (content/livestock › ficha.leche)' }),
      tripHeading: plain(3, 60).describe('Título de la sección del viaje, donde los animales van por carretera desde el criadero: la nota de la especie sobre el viaje con animales.'),
      heading: livestockText('Título principal, como lo diría una persona: nombra la línea y la ciudad (los títulos de las secciones no los repiten).', ['linea', 'ciudad'], 5, 90),
      headingNotAdvised: livestockText('Lo mismo cuando la línea no se recomienda en el clima de la ciudad (no se ofrece entregarla allí).', ['linea', 'ciudad'], 5, 90),
      facts: z
        .strictObject({
          price: z
            .strictObject({
              confirmed: label('Rótulo de la fila del precio de una línea o de la especie, cuando el criadero ya confirmó los precios: el flete va en su propia fila, así que dígalo aquí una vez («Precio sin flete»), no en cada precio.'),
              estimated: label('Lo mismo mientras algún precio es estimado: dígalo, «(estimado)».'),
            })
            .describe('El rótulo de la fila del precio en la respuesta de las páginas de ganado, equinos y aves.'),
          priceReference: withSlot('precio', 'the price', 'El precio de referencia, en la ciudad del criadero o sin flete estimado (aves, líneas sin vehículo):', ['precio', 'unidad'], 10, 120),
          priceCategories: livestockText(
            'El precio de una línea con precios por categoría (content/livestock › precio.categorias), cuando el criadero ya los confirmó, en su página y en las de venta en una ciudad: de cuánto a cuánto, con las categorías de los dos extremos, sin el flete (que va en su fila), en pocas palabras (cabe en la primera pantalla de un teléfono); enlaza a la lista de categorías cuando la hay.',
            ['rango', 'categoria_desde', 'categoria_hasta', 'unidad'],
            5,
            120,
            CATEGORY_SPAN,
          ),
          priceTwoCategories: livestockText(
            'El precio de una línea con solo dos categorías (una hembra y un macho cantor, dos tamaños de lote): cada una con su rango, en la primera pantalla, sin tabla debajo; sin el flete.',
            ['categoria_1', 'rango_1', 'categoria_2', 'rango_2', 'unidad'],
            5,
            140,
            TWO_CATEGORIES,
          ),
          priceTypical: lineTypical(
            'El precio de una línea que vende la compra típica de la especie (content/species.json › ganado.compraTipica: un caballo domado), en su página y en las de venta: esa categoría primero, con su rango, y luego las puntas de las demás; sin el flete (el rótulo lo dice).',
            190,
          ),
          delivery: label('Rótulo de la fila de la entrega.'),
          'camion-local': plain(10, 100).describe('La entrega de bovinos, equinos y avestruces en la ciudad del criadero.'),
          camion: livestockText('La entrega en camión en otra ciudad.', ['origen'], 10, 100, { origen: 'la ciudad del criadero, de donde salen los animales' }),
          'cajas-local': livestockText('La entrega de aves en la ciudad del criadero.', ['empaque'], 10, 100, PACKING),
          'cajas-carretera': livestockText('La entrega de aves por carretera (hasta 10 horas en carro; no prometa que llegan el mismo día: el camión con animales tarda más).', ['origen', 'empaque'], 10, 120, { origen: 'la ciudad del criadero', ...PACKING }),
          'camion-origen': plain(10, 100).describe('La entrega en camión de una línea que no sale de la ciudad del criadero y cuya finca de origen no está escrita (content/livestock › procedencia).'),
          'cajas-camion': livestockText('La entrega de aves en camión: las que nunca vuelan (soloCarretera) más allá de 10 horas, o las de una procedencia escrita.', ['origen', 'empaque'], 10, 120, { origen: 'la ciudad del criadero o la procedencia de la línea', ...PACKING }),
          packing: z
            .strictObject({
              cajas: plain(5, 40).describe('Cómo viajan las aves pequeñas y los pollitos de un día: «En cajas ventiladas».'),
              guacales: plain(5, 40).describe('Cómo viajan las pollonas y las gallinas, ya crecidas y siempre por carretera: en guacales o jaulas plásticas, no en cajas.'),
              segunEdad: plain(5, 60).describe('Cómo viajan las aves de corral (pavos, patos, gansos, codornices), que se venden de pocos días o ya crecidas: en cajas o en guacales, según la edad.'),
            })
            .describe('Al comienzo de la entrega de aves ({empaque}): en qué viajan.'),
          'cajas-origen': plain(10, 100).describe('La entrega de aves en cajas de una línea que no sale de la ciudad del criadero y cuya planta de incubación no está escrita (solo los pollitos de engorde).'),
          'cajas-avion': livestockText('La entrega de aves en cajas por carga aérea (más de 10 horas por carretera).', ['origen', 'aeropuerto'], 10, 140, {
            origen: 'la ciudad del criadero',
            aeropuerto: 'el aeropuerto de la ciudad (content/places/cities.json › entrega.aeropuerto)',
          }),
          trip: label('Rótulo de la fila del viaje.'),
          tripRoad: livestockText('El viaje por carretera de las aves en cajas.', ['horas', 'km'], 5, 80, { horas: 'las horas en carro desde el criadero', km: 'los kilómetros por carretera' }),
          tripRoadTruck: livestockText('El viaje por carretera en camión (bovinos, búfalos, equinos): las horas del camión con sus paradas, un cálculo (content/livestock/transporte.json › factorHoras).', ['horas', 'km'], 5, 80, { horas: 'las horas del camión con paradas', km: 'los kilómetros por carretera' }),
          tripAir: plain(5, 80).describe('El viaje de las aves por carga aérea.'),
          freight: label('Rótulo de la fila del costo del envío.'),
          freightTrip: livestockText('El flete estimado hasta la ciudad (content/livestock/transporte.json): el camión entero, lo que paga quien compra uno o pocos animales, y lo que toca a cada animal en un camión compartido; diga que es un estimado, en pocas palabras (cabe en el primer pantallazo de un teléfono). El precio va aparte, sin flete.', ['viaje', 'cabeza'], 10, 120, {
            viaje: 'el flete estimado del vehículo entero',
            cabeza: 'el flete por animal con el vehículo lleno',
          }),
          freightOrigin: plain(10, 100).describe('El costo del envío de una línea que no sale de la ciudad del criadero: se cotiza desde su finca de origen, sin inventar una cifra.'),
          freightOriginBoxes: plain(10, 120).describe('Lo mismo para aves que salen en cajas de su lugar de origen (pollitos de engorde: de una planta de incubación, no de una finca).'),
          freightInZone: livestockText(
            'El costo del envío de una línea que sale de su finca de origen, en una ciudad de un departamento donde se cría (content/livestock › zonas): se cotiza desde la finca, que puede estar cerca; sin inventar una cifra ni prometer la distancia.',
            ['departamento', 'linea_con_articulo'],
            20,
            160,
            { departamento: 'el departamento de la ciudad, con su artículo («el Meta»)' },
          ),
          freightInZoneBoxes: livestockText('Lo mismo para aves que salen en cajas de una planta de incubación o una granja.', ['departamento', 'linea_con_articulo'], 20, 170, { departamento: 'el departamento de la ciudad, con su artículo («el Valle del Cauca»)' }),
          freightAsk: plain(10, 100).describe('El costo del envío cuando no hay estimado (aves, la ciudad del criadero): cómo se acuerda, sin inventar una cifra.'),
          freightAskBirds: plain(10, 120).describe('El costo del envío de aves desde la ciudad del criadero, sin estimado: de qué depende (el tamaño del pedido: cuántas cajas o guacales) y cómo se acuerda, sin inventar una cifra.'),
          climate: label('Rótulo de la fila del clima.'),
          climatePlace: livestockText('El valor de la fila «Clima»: la clase de clima de la ciudad y su clima en cifras (content/places/cities.json › clima), corto: en un teléfono cabe en una línea junto al rótulo («Tierra caliente, 24 a 32 °C»). Sin la altura: el comprador no decide por ella, y una ciudad cerca del borde de dos pisos térmicos la haría contradecir la clase.', ['clase', 'min', 'max'], 10, 120, {
            clase: 'la clase de clima, con mayúscula inicial',
            min: 'la temperatura mínima usual',
            max: 'la máxima',
          }),
          climateRow: z
            .strictObject({ frio: label('Tierra fría.'), templado: label('Clima templado, corto: «Templado».'), calido: label('Tierra caliente.') })
            .describe('La clase de clima al comienzo de la fila «Clima», con mayúscula inicial y corta: junto a «Clima», «Templado» basta.'),
        })
        .describe('Las filas del bloque «Precio y entrega», arriba en la página: rótulos y valores; el sitio escribe las cifras.'),
      climateClasses: z
        .strictObject({ frio: label('Tierra fría.'), templado: label('Clima templado.'), calido: label('Tierra caliente.') })
        .describe('El nombre de cada clase de clima de una ciudad, en minúscula («tierra fría»).'),
      climateSectionHeading: livestockText('En la página de una línea en una ciudad cuyo clima le conviene, bajo el recuadro de respuesta: el rótulo en negrita con que empieza el párrafo de la nota de la línea para ese clima («En tierra caliente», sin punto: el sitio lo pone).', ['clase'], 5, 60, { clase: 'la clase de clima (climateClasses)' }),
      documentsLink: plain(5, 60).describe('Enlace, bajo la sección «Antes de comprar» de la página de una línea en una ciudad, a la lista de documentos para mover los animales (requisitos del ICA) en la página de la línea: la lista se dice una vez, allí. Sirve para un caballo, una res o un lote de aves.'),
      climateHeading: plain(3, 60).describe('Título de la sección del clima (la nota de la línea en el clima de la ciudad).'),
      deliveryLink: livestockText('Al final de la página: el enlace a la tabla de entrega por ciudad de la página de la línea (cada ciudad con su viaje y su flete, y su página), en muy pocas palabras: se repite igual en la página de cada ciudad (el título ya nombra la línea).', ['linea_con_articulo'], 10, 110),
      deliveryLinkOrigin: livestockText('Lo mismo para una línea que sale de su finca de origen: su página dice, en su recuadro del comienzo, dónde se cría y cómo se cotiza el flete.', ['linea_con_articulo'], 10, 110),
      notAdvisedLink: livestockText(
        'Arriba, bajo el porqué de una línea que no se recomienda en el clima de la ciudad: el enlace a la página que lista las que sí (la de la especie para ese clima, o la de la especie en la ciudad).',
        ['clase', 'pagina'],
        10,
        120,
        { clase: 'la clase de clima (sale.climateClasses)', pagina: 'el título de esa página («Bovinos para tierra caliente», «Bovinos en Pasto»)' },
      ),
    })
    .describe('La página de venta de una línea en una ciudad (/equinos/venta-caballos-{linea}-{ciudad}/ y similares).'),
  inCity: z
    .strictObject({
      heading: livestockText('Título principal.', ['titulo', 'ciudad'], 5, 90, { titulo: 'el título de la portada de la especie sin «en Colombia» («Equinos», «Bovinos»)' }),
      title: livestockText('Título de la pestaña y de Google.', ['encabezado'], 10, 90, { encabezado: 'el título principal de la página («Equinos en Pasto»)' }),
      chat: livestockText('Lo que el mensaje de WhatsApp pide, tras «quiero más información sobre», como lo escribiría el comprador: la especie en palabras de todos los días y la ciudad («ganado con entrega en Manizales»), como el de los perros y gatos de una ciudad.', ['especie', 'ciudad'], 10, 60, { especie: 'la especie como se dice en el chat (content/species.json › palabraChat: «ganado», «caballos, mulas y burros»)' }),
      description: livestockText('Descripción en Google: con el nombre de ciudad más largo («Villavicencio») entra entera en 155 caracteres (más larga, se cortaba con «…»).', ['tarjetas', 'especie', 'ciudad', 'departamento'], 50, 140, {
        tarjetas: 'el título de las tarjetas de la especie (content/species.json › tituloTarjetas)',
        especie: '«equinos» o «bovinos»',
      }),
      priceRangeLocal: livestockText('El precio de la especie: de la línea más barata a la más cara de las que se le recomiendan en la ciudad, sin el flete (que va en su fila).', ['rango'], 10, 140, { rango: 'el menor y el mayor precio de referencia («$ 800’000 a $ 6 millones»)' }),
      priceFrom: livestockText(
        'El precio de la especie sin compra típica (content/species.json › ganado.compraTipica) cuando sus líneas van de muy baratas a muy caras (más de diez veces): el menor precio y su línea, como se lee en una frase, sin el flete; enlaza a la lista, donde cada raza da el suyo.',
        ['desde', 'linea'],
        10,
        140,
        { desde: 'el menor precio de las líneas que se le recomiendan', linea: 'la línea de ese precio' },
      ),
      typicalRange: typicalPrice(
        'El precio de la especie en una ciudad o un clima: el de su compra típica (content/species.json › ganado.compraTipica) en las razas que se recomiendan allí, de la más barata a la más cara, sin el flete, en pocas palabras (cabe en la primera pantalla de un teléfono); enlaza a la lista de razas, con sus demás categorías.',
        ['categoria', 'rango'],
      ),
      standInApart: livestockText(
        'En la misma fila, después del precio de la compra típica: el de un animal que se compra en su lugar y es de otra especie (content/livestock › precio.comoCompraTipica: la búfala de vientre), aparte y con su nombre, para que el rango de la compra típica no lo mezcle.',
        ['categoria', 'rango'],
        5,
        80,
        { categoria: 'su categoría, en minúscula («búfala de vientre»)', rango: 'su rango («$ 3 a 4,5 millones»)' },
      ),
      typicalFrom: typicalPrice('Lo mismo cuando esos precios van de muy baratos a muy caros (más de diez veces): el menor y su raza, sin el flete; enlaza a la lista, donde cada raza da el suyo.', ['categoria', 'desde', 'linea']),
      freightTrip: livestockText('El flete estimado del vehículo de la especie hasta la ciudad.', ['viaje', 'origen'], 10, 100, { viaje: 'el flete estimado del vehículo entero', origen: 'la ciudad del criadero' }),
      deliveryOrigins: plain(10, 120).describe('La entrega donde toda raza apta sale de su finca: el ganado de tierra caliente. Dice que la tabla de abajo da, en cada raza, dónde se cría; sin inventar una finca ni prometer cuándo se dice cuál.'),
      deliveryMixed: livestockText('La entrega cuando unas razas aptas para la ciudad salen de la ciudad del criadero (las aptas en su clima) y otras de su finca de origen; la lista de razas dice el flete de las primeras.', ['origen'], 10, 140, { origen: 'la ciudad del criadero' }),
      linesHeading: plain(3, 60).describe('Título de la lista de líneas de la especie: sin nombrar la especie ni la ciudad.'),
      columns: z
        .strictObject({
          raza: label('Columna de la raza.'),
          precio: z
            .strictObject({
              confirmed: livestockText('Columna del precio: la compra típica de la especie («Novilla de vientre, por animal»).', ['categoria', 'unidad'], 5, 60, { categoria: 'la compra típica (content/species.json › ganado.compraTipica)' }),
              estimated: livestockText('Lo mismo mientras algún precio es estimado: dígalo, «(estimado)».', ['categoria', 'unidad'], 5, 70, { categoria: 'la compra típica (content/species.json › ganado.compraTipica)' }),
            })
            .describe('La columna del precio.'),
          flete: label('Columna del flete estimado por animal hasta la ciudad, en camión compartido: dígalo estimado.'),
          fleteFinca: label('En esa columna, en la fila de una raza que sale de su finca de origen (su flete se cotiza desde allí, sin cifra): muy corto, con las mismas palabras del recuadro («Desde la finca de origen»); no «su finca», que en un texto de usted es la del comprador.'),
        })
        .describe('Los títulos de las columnas de la tabla de razas de una ciudad o un clima: el marco se dice una vez, en los títulos.'),
      freightFromFarmNote: plain(20, 200).describe('Bajo la tabla de razas, una vez, cuando unas dan su flete y otras no: las que dicen fleteFinca salen de su finca de origen, y el flete se cotiza desde allí, sin cifra.'),
      linePriceSpan: livestockText('La celda del precio de una raza que no vende la compra típica: de cuánto a cuánto, con las categorías de los dos extremos.', ['rango', 'categoria_desde', 'categoria_hasta'], 5, 100, CATEGORY_SPAN),
      linePriceStandIn: livestockText(
        'La celda del precio de una raza que vende con otro nombre lo que hace las veces de la compra típica (content/livestock › precio.comoCompraTipica: una mula domada bajo «Caballo domado»): su precio y esa categoría, para que la fila diga lo que es.',
        ['rango', 'categoria'],
        5,
        100,
        { rango: 'el precio de esa categoría («$ 5 a 10 millones»)', categoria: 'la categoría, en minúscula («mula domada», «búfala de vientre»)' },
      ),
      documentsHeading: plain(3, 60).describe('Título de la lista de documentos para mover los animales (requisitos del ICA) en la página de una especie en una ciudad o un clima.'),
      fits: livestockText('Título del grupo de las líneas que se recomiendan en el clima de la ciudad (se dice una vez sobre ellas).', ['clase'], 5, 60, { clase: 'la clase de clima (sale.climateClasses)' }),
      fitsAll: livestockText('Título de la lista cuando todas las líneas de la especie se recomiendan en el clima de la ciudad (un solo grupo).', ['clase'], 5, 60, { clase: 'la clase de clima (sale.climateClasses)' }),
      notRecommended: livestockText('Título del grupo de las líneas que no se recomiendan en el clima de la ciudad.', ['clase'], 5, 60, { clase: 'la clase de clima (sale.climateClasses)' }),
      insteadNote: livestockText('Bajo la lista de las líneas que no se recomiendan en un clima (solo sus nombres, enlazados a su página allí, que dice por qué), una vez: que esa página da la razón y que las que sí se recomiendan están arriba.', ['clase'], 10, 160, { clase: 'la clase de clima (sale.climateClasses)' }),
      climateLink: livestockText(
        'En la página de una ciudad que da la misma respuesta que otras de su clima (las mismas razas, que salen de sus zonas de cría): el enlace a la página de la especie para ese clima, que habla por todas.',
        ['encabezado', 'ciudades'],
        10,
        200,
        { encabezado: 'el título de la página del clima («Bovinos para tierra caliente»)', ciudades: 'las ciudades de ese clima que dan la misma respuesta' },
      ),
    })
    .describe('La página de una especie en una ciudad (/equinos-en-{ciudad}/, /bovinos-en-{ciudad}/).'),
  climate: z
    .strictObject({
      heading: livestockText('Título principal.', ['titulo', 'clase'], 5, 90, { titulo: 'el título de la portada de la especie sin «en Colombia» («Bovinos»)', clase: 'la clase de clima (sale.climateClasses)' }),
      title: livestockText('Título de la pestaña y de Google.', ['encabezado'], 10, 90, { encabezado: 'el título principal de la página («Bovinos para tierra caliente»)' }),
      description: livestockText('Descripción en Google.', ['tarjetas', 'especie', 'clase', 'ciudades'], 50, 240, {
        tarjetas: 'el título de las tarjetas de la especie (content/species.json › tituloTarjetas)',
        especie: '«bovinos» o «equinos»',
        clase: 'la clase de clima',
        ciudades: 'las ciudades de ese clima por las que habla la página',
      }),
      cities: livestockText('El valor de la fila «Clima» del bloque de arriba: la clase de clima y las ciudades por las que habla la página.', ['clase', 'ciudades'], 10, 160, {
        clase: 'la clase de clima, con mayúscula inicial',
        ciudades: 'las ciudades de ese clima',
      }),
      zonesColumn: label('Columna de la tabla de razas con los departamentos donde se cría cada una (de allí salen los animales; content/livestock › zonas).'),
      fits: plain(3, 60).describe('Título del grupo de las razas que se recomiendan en ese clima: sin nombrar la especie ni el clima (el título principal los dice).'),
      fitsAll: plain(3, 60).describe('Título de la lista cuando todas las razas se recomiendan en ese clima: sin nombrar la especie ni el clima.'),
      notRecommended: plain(3, 60).describe('Título del grupo de las razas que no se recomiendan en ese clima: sin nombrar la especie ni el clima.'),
    })
    .describe('La página de una especie para un clima (/bovinos-tierra-caliente/): la respuesta común de las ciudades de ese clima, que se consolidan en ella.'),
  bufalos: z
    .strictObject({
      back: plain(3, 60).describe('Enlace de vuelta a la portada de bovinos, arriba en la página.'),
      fichaHeading: withSlot('linea', 'the link to the line', 'Título de la ficha; el nombre de la línea enlaza a su página.', ['linea'], 5, 90, BUFFALO_LINE),
      estimatesNote: plain(10, 240).describe('Nota bajo la ficha cuando algún dato es aproximado (marcado con *).'),
      advantagesHeading: plain(3, 90).describe('Título de la lista de ventajas de los búfalos.'),
      citiesHeading: plain(3, 90).describe('Título de la lista de páginas de venta por ciudad.'),
      cityLink: livestockText('Enlace a la página de venta en una ciudad.', ['linea', 'ciudad'], 5, 90),
      notAdvised: livestockText('Bajo la lista de ciudades: las ciudades de un clima donde no se recomienda la línea (su nota de clima lo dice: content/livestock/bovinos.json › climas), que la lista no ofrece.', ['clase', 'ciudades'], 10, 160, {
        clase: 'la clase de clima («tierra fría»)',
        ciudades: 'las ciudades de ese clima («Bogotá, Manizales y Pasto»)',
      }),
      icaHeading: plain(5, 90).describe('Título del recuadro de requisitos ICA de la página de búfalos (sus requisitos son los de los bovinos, content/ica-requirements.json › bovinos).'),
      icaNote: plain(10, 240).describe('Nota bajo los requisitos ICA de la página de búfalos: que son los mismos de los bovinos (se dice una sola vez en la página).'),
      alsoIn: withSlot('categorias', 'the list of category links', 'Frase con los enlaces a las categorías de bovinos de la línea.', ['categorias'], 5, 120, {
        categorias: 'los enlaces a las categorías, separados por comas',
      }),
      ctaTitle: livestockText('Título del recuadro de chat por WhatsApp al final de la página.', ['linea'], 5, 100, BUFFALO_LINE),
      ctaText: plain(20, 240).describe('Texto del recuadro de chat por WhatsApp al final de la página.'),
    })
    .describe('La página de búfalos; sus datos, ventajas y textos principales están en content/livestock/bufalos.json.'),
});
