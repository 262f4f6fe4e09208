/**
 * The schemas of content/texts/*.json (src/lib/content/texts.ts). Every field carries a
 * description in Spanish for the breeder's editor, and a length limit. A text that names data
 * is a template: `template(['raza', 'lugar'], …)` accepts {raza} and {lugar} and refuses any
 * other placeholder, naming the ones the field can use.
 */
import { z } from 'astro/zod';
import { ICON_NAMES } from './icon-names';
import { text } from './schemas';

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

/** A question and its answer, both templates over the same placeholders. */
const faqItem = (names: readonly string[]) =>
  z.strictObject({
    question: template(names, 10, 160).describe('La pregunta, como la haría un comprador.'),
    answer: template(names, 20, 600).describe('La respuesta, tratando al comprador de usted.'),
  });

export const dogFaqSchema = z.strictObject({
  breedInPlace: z
    .array(faqItem(['raza', 'lugar']))
    .min(1)
    .max(8)
    .describe('Preguntas frecuentes de la página de una raza en un lugar (/clousters/perros/{lugar}/{raza}/). {raza}: el nombre de la raza; {lugar}: el barrio, la ciudad o la región.'),
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

const ABOUT_NAMES = ['marca', 'años', 'perrosEntregados'] as const;
const ABOUT_HELP = ' Marcadores: {marca}, el nombre del criadero; {años}, los años de experiencia; {perrosEntregados}, los perros entregados (de content/site.json).';
const PRIVACY_NAMES = ['responsable', 'dirección', 'contacto', 'fecha'] as const;
const PRIVACY_HELP =
  ' Marcadores: {responsable}, la razón social o la marca y el NIT; {dirección}, la dirección del criadero; {contacto}, cómo escribirnos (ver «contact»); {fecha}, la fecha desde la que rige la política.';
const TERMS_NAMES = ['firma'] as const;
const TERMS_HELP = ' Marcador: {firma}, la razón social o, mientras no esté, la marca.';

export const infoPagesSchema = z.strictObject({
  about: z
    .strictObject({
      ...infoPage(ABOUT_NAMES, ABOUT_HELP),
      sections: z.strictObject({
        historia: z.strictObject({ title: sectionTitle, paragraphs: paragraphs(ABOUT_NAMES).describe(`Párrafos de «Nuestra historia».${ABOUT_HELP}`) }),
        datos: z.strictObject({ title: sectionTitle.describe('Título de la lista de datos de la empresa (razón social, NIT, dirección…, de content/site.json).') }),
        especies: z.strictObject({ title: sectionTitle.describe('Título de la lista de especies que se crían, con enlace a cada una.') }),
        compromisos: z.strictObject({ title: sectionTitle.describe('Título de la lista de compromisos (content/site.json › legal).') }),
      }),
    })
    .describe('Página «Quiénes somos» (/quienes-somos/).'),
  guarantee: z
    .strictObject({
      ...infoPage([], ''),
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
          confirmed: template(['cobertura', 'días'], 20, 300).describe(
            'Frase de la cobertura cuando content/site.json › guarantee tiene la duración y lo que cubre. {cobertura}: lo que cubre; {días}: la duración en días. Las condiciones (guarantee.conditions) se añaden después como otro párrafo.',
          ),
          unconfirmed: text(20, 600).describe('Párrafo que se muestra mientras content/site.json › guarantee no dice la duración y lo que cubre.'),
        }),
        como: z.strictObject({ title: sectionTitle, paragraphs: paragraphs([]) }),
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
        datos: z.strictObject({ title: sectionTitle, paragraphs: paragraphs(PRIVACY_NAMES).describe(`Qué datos se tratan.${PRIVACY_HELP}`) }),
        finalidades: z.strictObject({ title: sectionTitle, items: bullets(10).describe('Para qué se usan los datos, un elemento por finalidad.') }),
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
        garantia: z.strictObject({ title: sectionTitle, link: text(5, 80).describe('Texto del enlace a la página de la garantía de salud.') }),
        ley: z.strictObject({ title: sectionTitle, paragraphs: paragraphs(TERMS_NAMES).describe(`Bienestar animal y ley aplicable.${TERMS_HELP}`) }),
        datos: z.strictObject({ title: sectionTitle, link: text(5, 80).describe('Texto del enlace a la política de tratamiento de datos.') }),
      }),
    })
    .describe('Página «Términos y condiciones» (/terminos-y-condiciones/).'),
  cta: callToAction([], 'de las cuatro páginas (quiénes somos, garantía, datos personales, términos)'),
});

const HOME_NAMES = ['marca', 'años', 'perrosEntregados', 'familias'] as const;
const HOME_HELP =
  ' Marcadores: {marca}, el nombre del criadero; {años}, los años de experiencia; {perrosEntregados}, los perros entregados; {familias}, las familias atendidas (los números de content/site.json › stats).';

export const homeTextsSchema = z.strictObject({
  title: template(HOME_NAMES, 10, 80).describe(`Título de la página de inicio en la pestaña del navegador y en Google.${HOME_HELP}`),
  hero: z
    .strictObject({
      badge: template(HOME_NAMES, 5, 60).describe(`Etiqueta destacada sobre el título.${HOME_HELP}`),
      heading: template(HOME_NAMES, 10, 100).describe(`Título principal (h1) de la página de inicio.${HOME_HELP}`),
      text: template(HOME_NAMES, 20, 300).describe(`Párrafo bajo el título principal.${HOME_HELP}`),
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
          title: template(HOME_NAMES, 3, 60).describe(`Título de la tarjeta.${HOME_HELP}`),
          text: template(HOME_NAMES, 20, 200).describe(`Frase de la tarjeta.${HOME_HELP}`),
        }),
      )
      .min(2)
      .max(8)
      .describe('Las tarjetas de «¿Por qué elegirnos?», en orden.'),
  }),
  galleryHeading: text(3, 60).describe('Título de la galería de cachorros.'),
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
      tagline: template(['años', 'ciudad'], 10, 160).describe('Frase bajo el nombre del criadero en el pie de todas las páginas. {años}: los años de experiencia; {ciudad}: la ciudad del criadero (content/site.json › cityLabel).'),
      copyright: template(['año', 'firma'], 5, 120).describe('Última línea del pie de todas las páginas. {año}: el año de content/site.json › copyrightYear; {firma}: la razón social o, mientras no esté, la marca.'),
    })
    .describe('El pie de página de todo el sitio.'),
  chatButton: text(3, 40).describe('Texto del botón de WhatsApp de los bloques de llamado al final de las páginas, cuando la página no da otro.'),
});

const DOG_HELP = '{raza}: el nombre de la raza';

export const dogTextsSchema = z.strictObject({
  priceNote: text(10, 200).describe(
    'Nota bajo las tablas de precios de perros, en la guía de precios, en el rango de precio de una raza en un lugar y en la descripción de la guía de precios para Google. (Las páginas de gatos muestran por ahora su propia copia de esta nota.)',
  ),
  priceGuideIntro: text(10, 300).describe('Frase tras la nota de precios al comienzo de /perros/precios-por-raza/.'),
  filterIntros: z
    .strictObject({
      size: template(['razas'], 10, 300).describe('Introducción de /perros/tamano/{tamaño}/. {razas}: el número de razas con su tamaño, p. ej. «13 razas pequeñas».'),
      use: template(['razas'], 10, 300).describe('Introducción de /perros/uso/{uso}/. {razas}: el número de razas con su uso, p. ej. «5 razas guardianas».'),
    })
    .describe('Introducciones de las páginas de perros por tamaño y por uso.'),
  breedSale: z
    .strictObject({
      cityDelivery: template(['raza', 'ciudad', 'departamento'], 20, 400).describe(
        `Frase bajo la descripción de la raza en las páginas de criadero en una ciudad (/venta-perros/{raza}/{ciudad}/). ${DOG_HELP}; {ciudad}: la ciudad; {departamento}: su departamento.`,
      ),
      cta: callToAction(['raza'], `de la página de venta de una raza (${DOG_HELP})`),
    })
    .describe('Páginas de venta de una raza (/venta-perros/{raza}/ y criadero en ciudad).'),
  breedInPlace: z
    .strictObject({
      priceLink: template(['raza'], 5, 80).describe(`Texto del enlace a la página de la raza, tras la nota de precios. ${DOG_HELP}.`),
      benefitsHeading: text(5, 80).describe('Título de la lista de lo que se entrega con el cachorro.'),
      benefits: z.array(text(5, 160)).min(1).max(10).describe('Lo que se entrega con cada cachorro, un elemento por línea.'),
      cta: callToAction(['raza', 'lugar'], `de la página de una raza en un lugar (${DOG_HELP}; {lugar}: el barrio, la ciudad o la región)`),
    })
    .describe('Página de una raza en un lugar (/clousters/perros/{lugar}/{raza}/).'),
  neighbourhood: z
    .strictObject({
      intros: z
        .array(template(['raza', 'barrio', 'ciudad'], 40, 400))
        .min(1)
        .max(6)
        .describe(`Introducciones posibles de la página de una raza en un barrio (/co/{ciudad}/{barrio}/{raza}/); cada página usa una, elegida por su dirección. ${DOG_HELP}; {barrio}: el barrio o la localidad; {ciudad}: la ciudad.`),
      reasonsHeading: text(3, 60).describe('Título de la sección de razones.'),
      reasons: z
        .array(z.strictObject({ title: text(3, 60).describe('Título de la razón.'), text: text(10, 200).describe('Frase de la razón.') }))
        .min(1)
        .max(8)
        .describe('Las razones de «¿Por qué elegirnos?», en orden.'),
      chatButton: template(['raza'], 5, 60).describe(`Texto del botón de WhatsApp. ${DOG_HELP}.`),
    })
    .describe('Página de una raza en un barrio (/co/{ciudad}/{barrio}/{raza}/).'),
  searchEmpty: z
    .strictObject({
      title: text(5, 80).describe('Título que se muestra cuando la búsqueda no encuentra razas.'),
      text: text(10, 200).describe('Frase bajo ese título, antes de los enlaces para quitar un filtro.'),
    })
    .describe('Búsqueda de perros sin resultados (/perros/buscar/).'),
});
