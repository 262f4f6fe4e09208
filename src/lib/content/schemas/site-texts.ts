/**
 * The schemas of the texts of the whole site: content/texts/paginas-legales.json (the info pages),
 * inicio.json (the home page) and comunes.json (footer, answer block, captions) (src/lib/content/texts.ts).
 */
import { z } from 'astro/zod';
import { text } from '../fields';
import { ICON_NAMES } from '../icon-names';
import { callToAction, CLAIM_HELP, claimHelpWith, claimTemplate, heading, plain, template } from './text-fields';

/** Paragraphs of one section of an info page, each a template over the page's placeholders. */
const paragraphs = (names: readonly string[], max = 6) =>
  z.array(template(names, 20, 700)).min(1).max(max).describe('Párrafos de la sección, en orden. Cada uno puede usar los marcadores de la página.');
/** A bulleted list of an info page. */
const bullets = (max: number) => z.array(text(5, 300)).min(1).max(max).describe('Elementos de la lista, en orden.');
const sectionTitle = text(3, 80).describe('Título de la sección, como se lee en la página.');

/** What every info page has: its footer link, its browser title, its heading and its search description. */
const infoPage = (names: readonly string[], describeNames: string) => ({
  label: text(3, 40).describe('Nombre de la página en el pie de página y en los enlaces entre estas cuatro páginas.'),
  title: text(10, 70).describe('Título de la página en la pestaña del navegador y en Google (hasta unos 60 caracteres se ven completos).'),
  heading: text(3, 70).describe('Título principal de la página, el más grande.'),
  description: template(names, 50, 155).describe(`Descripción para Google y al compartir el enlace (se ven unos 155 caracteres).${describeNames}`),
});

const ABOUT_NAMES = ['marca', 'ciudad'] as const;
const ABOUT_HELP = ' Marcadores: {marca}, el nombre del criadero; {ciudad}, la ciudad donde se crían los animales (content/site.json › dispatch.city).';
const ABOUT_OWN = '{marca} por el nombre del criadero, {ciudad} por la ciudad donde se crían los animales';
const PRIVACY_NAMES = ['responsable', 'dirección', 'contacto', 'fecha'] as const;
const PRIVACY_HELP =
  ' Marcadores: {responsable}, la razón social o la marca y el NIT; {dirección}, la dirección del criadero; {contacto}, cómo escribirnos (el texto «Cómo escribirnos» de esta página); {fecha}, la fecha desde la que rige la política.';
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
            .describe(`Párrafos de «Qué hacemos», en orden.${claimHelpWith(ABOUT_OWN)}`),
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
          conversionTag: plain(50, 600).describe('Párrafo sobre la etiqueta de conversión de Google Ads: qué datos recibe Google y cuándo. Se muestra tras el primer párrafo solo si el sitio usa Google Ads (content/site.json › googleAds), porque solo entonces las páginas cargan la etiqueta.'),
        }),
        finalidades: z.strictObject({
          title: sectionTitle,
          items: bullets(10).describe('Para qué se usan los datos, un elemento por finalidad.'),
          conversionTag: plain(10, 200).describe('La finalidad de la etiqueta de Google Ads, al final de la lista, solo si el sitio usa Google Ads (content/site.json › googleAds).'),
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
const HOME_HELP = ' Las palabras entre llaves las llena el sitio: {marca}, el nombre del criadero; {ciudad}, la ciudad donde se crían los animales.';
const HOME_OWN = '{marca} por el nombre del criadero, {ciudad} por la ciudad donde se crían los animales';

export const homeTextsSchema = z.strictObject({
  title: template(HOME_NAMES, 10, 80).describe(`Título de la página de inicio en la pestaña del navegador y en Google.${HOME_HELP}`),
  hero: z
    .strictObject({
      badge: claimTemplate(HOME_NAMES, 5, 90).describe(`Etiqueta destacada sobre el título; no se muestra si queda vacía.${claimHelpWith(HOME_OWN)}`),
      heading: template(HOME_NAMES, 10, 100).describe(`Título principal de la página de inicio.${HOME_HELP}`),
      text: claimTemplate(HOME_NAMES, 20, 300).describe(`Párrafo bajo el título principal.${claimHelpWith(HOME_OWN)}`),
      chatButton: text(3, 40).describe('Texto del botón de WhatsApp de la portada.'),
    })
    .describe('La portada: la primera sección de la página de inicio.'),
  speciesHeading: text(3, 60).describe('Título de la sección de especies.'),
  reasons: z.strictObject({
    heading: text(3, 60).describe('Título de la sección de razones («¿Por qué elegirnos?»).'),
    items: z
      .array(
        z.strictObject({
          icon: z.enum(ICON_NAMES).describe('Ícono de la tarjeta.'),
          title: claimTemplate(HOME_NAMES, 3, 60).describe(`Título de la tarjeta.${HOME_HELP}`),
          text: claimTemplate(HOME_NAMES, 20, 200).describe(`Frase de la tarjeta.${HOME_HELP}`),
        }),
      )
      .min(4)
      .max(8)
      .describe(`Tarjetas: las razones para elegirnos, en orden. Se muestran las cuatro primeras cuyos datos están escritos en Criadero, así que deje al menos cuatro que no usen ninguno.${CLAIM_HELP}`),
  })
    .describe('¿Por qué elegirnos?: el título de la sección y sus tarjetas.'),
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
        'Última línea del pie de todas las páginas. {año}: el año más reciente entre la fecha del contenido del sitio y las de content/site.json › prices; {firma}: la razón social o, mientras no esté, la marca.',
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
          cabin: text(10, 120).describe('En avión, solo en cabina (gatos, perros de hocico corto): la tarifa de la aerolínea por la mascota, marcada «(estimado)» (su fuente en CONTENT-TO-CONFIRM.md), y el pasaje de quien lo acompaña.'),
          hold: text(10, 90).describe('En avión, en bodega (perros grandes): sin tarifa con fuente, diga cómo se acuerda.'),
          anyFlight: text(10, 120).describe('Donde vuelan, en cabina o en bodega (un perro que cabe en cabina, o la página de todas las razas): la tarifa de cabina estimada y la de bodega.'),
          roadOrCabin: text(10, 120).describe('Donde la mascota va por carretera o en avión, solo en cabina (gatos, perros de hocico corto): la tarifa de cabina como en «cabin», y cómo se acuerda la carretera.'),
          roadOrHold: text(10, 90).describe('Donde va por carretera o en avión, en bodega: cómo se acuerdan las dos.'),
          roadOrAnyFlight: text(10, 120).describe('Donde van por carretera o en avión, en cabina o en bodega (un perro que cabe en cabina, o la página de todas las razas): la tarifa de cabina estimada, y cómo se acuerdan la carretera y la bodega.'),
          abroad: text(10, 90).describe('A otro país: sin tarifa con fuente, diga cómo se acuerda.'),
        })
        .describe('El valor de la fila «Costo del envío» de las páginas de perros y gatos de un lugar, según cómo llega la mascota. Solo cifras con fuente, marcadas «(estimado)».'),
    })
    .describe('El bloque «Precio y entrega» del primer pantallazo de las páginas de una raza o línea en un lugar.'),
  petClimate: z
    .strictObject({
      label: z
        .strictObject({
          frio: template(['ciudades'], 10, 60).describe('Tierra fría: «En tierra fría ({ciudades})».'),
          templado: template(['ciudades'], 10, 60).describe('Clima templado: «En clima templado ({ciudades})».'),
          calido: template(['ciudades'], 10, 60).describe('Tierra caliente: «En tierra caliente ({ciudades})».'),
        })
        .describe(
          'El rótulo de cada nota de clima en la página de una raza de perro o de gato (content/dogs|cats/breeds.json › clima), de la más fría a la más caliente: el clima y sus ciudades, para que quien vive en otra ciudad sepa cuál es la suya. {ciudades}: las ciudades de ese clima (content/places/cities.json), separadas por comas: «Bogotá, Manizales, Pasto». Una nota vacía no tiene rótulo.',
        ),
      calm: z
        .strictObject({
          frio: template(['ciudades'], 10, 90).describe('Tierra fría, cuando la raza no tiene nota para ella: «En tierra fría ({ciudades}) no necesita cuidados especiales.»'),
          templado: template(['ciudades'], 10, 90).describe('Clima templado, cuando la raza no tiene nota para él.'),
          calido: template(['ciudades'], 10, 90).describe('Tierra caliente, cuando la raza no tiene nota para ella.'),
        })
        .describe('La frase que cierra los cuidados según el clima en la página de una raza de perro o de gato, por cada clima sin nota de la raza, para que quien vive allí sepa que su clima no le pide nada especial. {ciudades}: las ciudades de ese clima, separadas por comas.'),
      regionNote: z
        .strictObject({
          frio: template(['nota'], 10, 60).describe('La nota de tierra fría de la raza en la página de una región de municipios fríos y calientes (Cundinamarca): «En los municipios de tierra fría, {nota}».'),
          calido: template(['nota'], 10, 60).describe('La nota de tierra caliente de la raza en esa página: «En los de tierra caliente, {nota}».'),
        })
        .describe('En la página de una raza en una región de municipios fríos y calientes, cada una de sus dos notas de clima con su clima delante y una coma (la nota suele llevar dos puntos), para que quien lee sepa cuál es la de su municipio (lectura s49: dos consejos de paseo opuestos, sin decir de qué clima). {nota}: la nota de la raza (content/dogs/breeds.json › clima).'),
      value: z
        .strictObject({
          frio: template(['min', 'max'], 10, 60).describe('Tierra fría. {min} y {max}: las temperaturas del lugar (content/places), en °C.'),
          templado: template(['min', 'max'], 10, 60).describe('Clima templado.'),
          calido: template(['min', 'max'], 10, 60).describe('Tierra caliente.'),
          variado: template(['min', 'max'], 10, 80).describe('Una región con municipios fríos y calientes (Cundinamarca). Mejor sin cifras: un rango de todo el departamento, de la sabana helada a Girardot, no le sirve a nadie para decidir (lectura s54); {min} y {max} siguen disponibles.'),
        })
        .describe('El valor de la fila «Clima» del bloque «Precio y entrega» de las páginas de perros y gatos de un lugar: la clase de clima del lugar, con las palabras de los rótulos de arriba, y sus temperaturas. Deje un espacio duro antes de «°C», para que la cifra y la unidad no se separen en el teléfono.'),
    })
    .describe('El clima en las páginas de perros y gatos: las mismas palabras para las dos especies.'),
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
