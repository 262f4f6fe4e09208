/**
 * The two national cat guides, /gatos/criaderos-en-colombia/ and /gatos/venta-en-colombia/:
 * articles assembled from the breed, cluster and city data, like the dog articles
 * (src/lib/text/dogs/article.ts), so a new breed or city shows up in them with one data edit.
 */
import type { Catalog } from '../../content/catalog';
import { contentYear } from '../../content/site';
import { clusterBreeds, COAT_LABELS, isCategoryCluster, KITTEN_INCLUDES } from '../../domain/cats';
import { dispatchCity } from '../../domain/places';
import { routes } from '../../routes';
import type { ArticleSection, DogArticle } from '../article';
import { formatCOP, joinEs } from '../spanish';

export type CatGuideIntent = 'criaderos-en-colombia' | 'venta-en-colombia';

function citiesSection(catalog: Catalog, heading: string): ArticleSection {
  const home = dispatchCity(catalog);
  const others = catalog.cities.filter((c) => c.slug !== home.slug).map((c) => c.nombre);
  return {
    heading,
    paragraphs: [
      `Nuestro criadero está en ${home.nombre}, donde entregamos los gatitos en su casa. A ${joinEs(others)} los enviamos por carretera o por avión, según la distancia, siempre con su certificado de salud.`,
      'Acordamos con usted por chat la fecha y el medio de transporte; en cada ciudad le contamos cómo es la entrega:',
    ],
    links: catalog.cities.map((c) => ({ label: `Gatos en ${c.nombre}`, href: routes.catsIn(c.slug), note: c.departamento })),
  };
}

export function criaderos(catalog: Catalog): Omit<DogArticle, 'description'> {
  const cheapest = [...catalog.catBreeds].sort((a, b) => a.precio_base - b.precio_base)[0]!;
  return {
    title: `Criaderos de gatos en Colombia: cómo elegir (${contentYear()})`,
    h1: 'Criaderos de gatos en Colombia: cómo elegir uno responsable',
    lead: `Un buen criadero de gatos se reconoce por lo que muestra y por lo que entrega. Esta guía le explica qué revisar, qué pruebas de salud pedir para cada una de nuestras ${catalog.catBreeds.length} razas y cómo evitar estafas al comprar un gatito en Colombia.`,
    sections: [
      {
        heading: 'Qué revisar en un criadero de gatos',
        paragraphs: ['Antes de pagar, compruebe estos puntos. Un criadero serio no tiene problema en mostrarlos:'],
        list: [
          'Visite el criadero con cita previa o, si vive en otra ciudad, pida una videollamada para ver las instalaciones.',
          'Pida conocer a la madre con la camada: un gatito que crece con su madre y sus hermanos suele ser más equilibrado.',
          'Pregunte por las pruebas de salud de los padres, que dependen de la raza (vea la lista más abajo).',
          'Revise los papeles: certificado de salud, carné de vacunas y registro de desparasitación.',
          'Pida fotos y videos recientes del gatito que va a recibir, no imágenes de catálogo.',
          'Pida un contrato de venta con la garantía de salud por escrito.',
        ],
      },
      {
        heading: '¿A qué edad se entrega un gatito?',
        paragraphs: [
          'Un gatito no debería separarse de su madre antes de las 12 semanas. A esa edad ya recibió sus primeras vacunas y aprendió de su madre a comer solo, a usar el arenero y a relacionarse con otros gatos.',
        ],
      },
      {
        heading: 'Pruebas de salud según la raza',
        paragraphs: ['Cada raza tiene sus enfermedades hereditarias. Estas son las pruebas que conviene pedir al criadero para las razas que criamos:'],
        links: catalog.catBreeds.map((b) => ({ label: b.nombre, href: routes.catBreed(b.slug), note: b.salud })),
      },
      {
        heading: 'Señales de alerta al comprar un gato',
        paragraphs: ['Las estafas con gatitos de raza son frecuentes en la compra por internet. Desconfíe cuando vea alguna de estas señales:'],
        list: [
          `Precios muy por debajo de la referencia: la raza más económica de nuestro criadero, el ${cheapest.nombre}, cuesta ${formatCOP(cheapest.precio_base)}.`,
          'Vendedores que no permiten visitas ni videollamadas, o que solo envían fotos tomadas de internet.',
          'Gatitos que se entregan con menos de 12 semanas, sin vacunas ni desparasitación.',
          'Cobros extra que aparecen después del primer pago, con excusas de vacunas, seguros o transporte.',
          'Presión para pagar de inmediato o a cuentas de terceros.',
        ],
      },
      { heading: 'Qué debe entregarle un criadero responsable', paragraphs: ['Con cada gatito de nuestro criadero recibe:'], list: KITTEN_INCLUDES },
      citiesSection(catalog, 'Nuestro criadero y la entrega en Colombia'),
      {
        heading: 'Precios de referencia',
        paragraphs: [`Los precios de nuestras razas van de ${formatCOP(cheapest.precio_base)} a ${formatCOP(Math.max(...catalog.catBreeds.map((b) => b.precio_base)))} y varían según la genética, el color y la disponibilidad.`],
        links: [{ label: 'Precios de gatos por raza', href: routes.catIntent('precios') }],
      },
    ],
  };
}

export function venta(catalog: Catalog): Omit<DogArticle, 'description'> {
  const categories = catalog.catClusters.filter(isCategoryCluster);
  return {
    title: `Venta de gatos en Colombia: razas y precios (${contentYear()})`,
    h1: 'Venta de gatos de raza en Colombia',
    lead: `Criamos ${catalog.catBreeds.length} razas de gatos en ${dispatchCity(catalog).nombre} y enviamos a toda Colombia. Aquí encuentra las razas en venta con su precio de referencia, cómo elegir la suya, cómo reservar un gatito por WhatsApp y qué recibe con él.`,
    sections: [
      {
        heading: `Razas en venta y precios de ${contentYear()}`,
        paragraphs: ['Estos son los precios de referencia de cada raza. Varían según la genética, el color y la disponibilidad de cada camada:'],
        links: catalog.catBreeds.map((b) => ({ label: b.nombre, href: routes.catBreed(b.slug), note: `${COAT_LABELS[b.pelaje].toLowerCase()}, ${formatCOP(b.precio_base)}` })),
      },
      {
        heading: 'Cómo elegir la raza',
        paragraphs: ['Piense en su casa, su tiempo y su familia. Estas son nuestras razas agrupadas por lo que usted busca:'],
        links: categories.map((c) => ({ label: c.title, href: routes.catCategory(c.group, c.slug), note: joinEs(clusterBreeds(catalog.catBreeds, c).members.map((b) => b.nombre)) })),
      },
      {
        heading: 'Cómo reservar su gatito',
        paragraphs: ['El proceso es sencillo y se hace por chat:'],
        list: [
          'Escríbanos por WhatsApp y cuéntenos qué raza busca, si prefiere macho o hembra y algún color.',
          'Le enviamos fotos y videos recientes de los gatitos disponibles.',
          'Cuando se decida, reserve su gatito y acordamos la fecha de entrega.',
          'Recibe su gatito con sus documentos y la garantía de salud por escrito.',
        ],
      },
      { heading: 'Lo que recibe con su gatito', paragraphs: ['Cada gatito sale del criadero revisado y con sus papeles:'], list: KITTEN_INCLUDES },
      citiesSection(catalog, `Entrega en ${dispatchCity(catalog).nombre} y envíos a toda Colombia`),
      {
        heading: 'Antes de llevarlo a casa',
        paragraphs: ['Tenga listo lo básico para los primeros días:'],
        list: [
          'Arenero con arena para gatos, en un lugar tranquilo y lejos de la comida.',
          'Rascador, juguetes y una cama o refugio donde pueda esconderse.',
          'Transportadora para el viaje y las visitas al veterinario.',
          'La misma comida que recibía en el criadero, para cambiarla poco a poco.',
          'Ventanas y balcones con malla: los gatos caen con facilidad desde las alturas.',
        ],
      },
    ],
  };
}

