/**
 * The pages that let a buyer verify the seller: Quiénes somos, Garantía de salud, Política de
 * tratamiento de datos personales (Ley 1581 de 2012) and Términos. Their facts come from
 * content/site.json; a field the breeder has not filled is left out (never invented), and what
 * the specification does not say is worded as something to ask for in writing.
 */
import { signature, site, type SiteConfig } from '../content/site';
import { SPECIES } from '../content/species';
import { routes } from '../routes';
import { crumbsFrom, pageView } from './page';

export interface InfoItem {
  label?: string;
  text: string;
  href?: string;
}

export interface InfoSection {
  id: string;
  title: string;
  paragraphs?: string[];
  items?: InfoItem[];
}

export type InfoPageKey = 'about' | 'guarantee' | 'privacy' | 'terms';

/** The four pages in the order the footer lists them. */
export const INFO_PAGES: readonly { key: InfoPageKey; label: string }[] = [
  { key: 'about', label: 'Quiénes somos' },
  { key: 'guarantee', label: 'Garantía de salud' },
  { key: 'privacy', label: 'Tratamiento de datos personales' },
  { key: 'terms', label: 'Términos y condiciones' },
];

/** The business identity, only the fields the breeder has filled (label and text each). */
export function identityItems(config: SiteConfig = site): InfoItem[] {
  const b = config.business;
  const street = config.address.street ? `${config.address.street}, ` : '';
  const items: (InfoItem | false)[] = [
    !!b.legalName && { label: 'Razón social', text: b.legalName },
    !!b.nit && { label: 'NIT', text: b.nit },
    !!b.icaRegistration && { label: 'Registro ICA', text: b.icaRegistration },
    { label: 'Dirección', text: `${street}${config.address.locality}, ${config.address.region}` },
    !!b.phone && { label: 'Teléfono', text: b.phone, href: `tel:${b.phone.replace(/\s/g, '')}` },
    !!b.email && { label: 'Correo', text: b.email, href: `mailto:${b.email}` },
    { label: 'Horario', text: config.hours.label },
    ...b.social.map((s) => ({ label: s.label, text: s.url.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, ''), href: s.url })),
  ];
  return items.filter((i): i is InfoItem => !!i);
}

/** How a visitor reaches the person responsible for their data: e-mail when given, WhatsApp always. */
function contactChannels(config: SiteConfig): string {
  return config.business.email ? `al correo ${config.business.email} o por WhatsApp` : 'por WhatsApp, al número de los botones de este sitio';
}

function aboutSections(config: SiteConfig): InfoSection[] {
  return [
    {
      id: 'historia',
      title: 'Nuestra historia',
      paragraphs: [
        `${config.brand} cría perros, gatos, equinos, bovinos y aves desde hace más de ${config.stats.yearsExperience} años. Hemos entregado más de ${config.stats.dogsDelivered.toLocaleString('es-CO')} perros en Bogotá y enviamos a toda Colombia y a otros países.`,
        'Cada animal sale con control veterinario, certificado de salud, vacunas al día y desparasitación. Los traslados se hacen con la Guía Sanitaria de Movilización Interna (GSMI) del ICA.',
      ],
    },
    { id: 'datos', title: 'Datos de la empresa', items: identityItems(config) },
    { id: 'especies', title: 'Qué criamos', items: SPECIES.map((s) => ({ text: s.name, href: routes.species(s.key) })) },
    { id: 'compromisos', title: 'Nuestros compromisos', items: config.legal.map((l) => ({ label: l.title, text: l.text })) },
  ];
}

function guaranteeSections(config: SiteConfig): InfoSection[] {
  const g = config.guarantee;
  const terms = g.durationDays && g.covers
    ? [`La garantía cubre ${g.covers} durante ${g.durationDays} días contados desde la entrega.`, ...(g.conditions ? [g.conditions] : [])]
    : ['La cobertura y la duración de la garantía constan en el documento escrito que se entrega con cada animal. Pídalo por WhatsApp antes de reservar y léalo con calma: debe decir qué enfermedades cubre, por cuánto tiempo y qué hacer si el animal enferma.'];
  return [
    {
      id: 'recibe',
      title: 'Lo que recibe con su animal',
      items: [
        { text: 'Certificado de salud firmado por un médico veterinario.' },
        { text: 'Carné de vacunas al día.' },
        { text: 'Desparasitación.' },
        ...(g.microchip ? [{ text: 'Microchip de identificación (perros y gatos).' }] : []),
        { text: 'Garantía de salud por escrito.' },
        { text: 'Acompañamiento veterinario después de la entrega.' },
        { text: 'Para equinos, bovinos y aves: la Guía Sanitaria de Movilización Interna (GSMI) y los documentos ICA de la especie.' },
      ],
    },
    { id: 'cobertura', title: 'Qué cubre y por cuánto tiempo', paragraphs: terms },
    {
      id: 'como',
      title: 'Cómo hacerla valer',
      paragraphs: [
        'Si nota un síntoma de enfermedad, escríbanos por WhatsApp el mismo día con el certificado de salud y, si ya lo llevó al veterinario, su diagnóstico. Le responderemos con los pasos a seguir según la garantía escrita.',
      ],
    },
  ];
}

function privacySections(config: SiteConfig): InfoSection[] {
  const who = [signature(config), config.business.nit && `NIT ${config.business.nit}`].filter(Boolean).join(', ');
  const contact = contactChannels(config);
  return [
    {
      id: 'responsable',
      title: 'Responsable del tratamiento',
      paragraphs: [`${who}, con domicilio en ${config.address.street ? `${config.address.street}, ` : ''}${config.address.locality}, ${config.address.region}. Puede escribirnos ${contact}.`],
    },
    {
      id: 'datos',
      title: 'Qué datos tratamos',
      paragraphs: [
        'Este sitio no tiene formularios ni cuentas de usuario. Tratamos los datos que usted nos da al escribirnos por WhatsApp: su nombre, su número de teléfono, la ciudad de entrega y lo que nos cuente en la conversación. Si el navegador lo permite, una etiqueta de conversión publicitaria registra que abrió el chat.',
        'No pedimos datos sensibles ni datos de niños, niñas o adolescentes.',
      ],
    },
    {
      id: 'finalidades',
      title: 'Para qué los usamos',
      items: [
        { text: 'Responder sus preguntas y enviarle fotos, precios y disponibilidad.' },
        { text: 'Acordar la reserva, el pago, la entrega y los documentos del animal.' },
        { text: 'Hacer el acompañamiento veterinario y atender la garantía de salud.' },
        { text: 'Medir qué páginas llevan a una conversación, sin identificarlo a usted.' },
      ],
    },
    {
      id: 'derechos',
      title: 'Sus derechos',
      paragraphs: ['Según la Ley 1581 de 2012 y sus decretos reglamentarios, usted puede:'],
      items: [
        { text: 'Conocer, actualizar y rectificar sus datos.' },
        { text: 'Pedir prueba de la autorización que nos dio.' },
        { text: 'Saber qué uso les hemos dado.' },
        { text: 'Revocar la autorización y pedir que borremos sus datos cuando no haya un deber legal o contractual de conservarlos.' },
        { text: 'Consultar sus datos gratis.' },
        { text: 'Presentar quejas ante la Superintendencia de Industria y Comercio, después de haber hecho su reclamo ante nosotros.' },
      ],
    },
    {
      id: 'procedimiento',
      title: 'Consultas y reclamos',
      paragraphs: [
        `Envíe su consulta o reclamo ${contact}, con su nombre, su número de teléfono y lo que solicita. Respondemos las consultas en un máximo de diez (10) días hábiles y los reclamos en un máximo de quince (15) días hábiles; si no es posible en ese plazo, le diremos por qué y cuándo le responderemos, dentro de los plazos que fija la ley.`,
        'Al escribirnos por WhatsApp, sus mensajes también los trata el proveedor de esa aplicación según su propia política.',
      ],
    },
    { id: 'vigencia', title: 'Vigencia', paragraphs: [`Esta política rige desde el ${new Date(`${config.contentDate}T12:00:00Z`).toLocaleDateString('es-CO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}. Publicaremos aquí cualquier cambio.`] },
  ];
}

function termsSections(config: SiteConfig): InfoSection[] {
  return [
    {
      id: 'sitio',
      title: 'Sobre este sitio',
      paragraphs: [
        `Este sitio de ${signature(config)} presenta las razas que criamos y sus precios de referencia. No vende en línea: toda compra se acuerda por WhatsApp y por escrito.`,
        'Las imágenes marcadas como ilustración no muestran al animal que usted recibirá; pida fotos y videos recientes del ejemplar.',
      ],
    },
    {
      id: 'precios',
      title: 'Precios',
      paragraphs: ['Los precios están en pesos colombianos (COP) y son de referencia: varían según la genética, el color y la disponibilidad. El precio final, el costo del envío y las condiciones de reserva y pago se confirman por escrito antes de cualquier pago.'],
    },
    {
      id: 'entrega',
      title: 'Entrega y documentos',
      paragraphs: [
        'Cada animal se entrega con certificado de salud, vacunas al día y desparasitación. Los traslados de animales se hacen con la Guía Sanitaria de Movilización Interna (GSMI) del ICA.',
        'No comercializamos aves silvestres nativas; el avestruz solo se entrega desde zoocría autorizada y las aves ornamentales exóticas con sus permisos CITES verificados.',
      ],
    },
    { id: 'garantia', title: 'Garantía de salud', items: [{ text: 'Condiciones de la garantía de salud', href: routes.guarantee() }] },
    {
      id: 'ley',
      title: 'Bienestar animal y ley aplicable',
      paragraphs: [
        'Cumplimos la normativa colombiana de bienestar animal (Ley 1774 de 2016). Estos términos se rigen por la ley colombiana y no limitan los derechos que le da el Estatuto del Consumidor (Ley 1480 de 2011).',
      ],
    },
    { id: 'datos', title: 'Datos personales', items: [{ text: 'Política de tratamiento de datos personales', href: routes.privacy() }] },
  ];
}

const PAGES: Record<InfoPageKey, { title: string; heading: string; description: (c: SiteConfig) => string; sections: (c: SiteConfig) => InfoSection[] }> = {
  about: {
    title: 'Quiénes somos: el criadero, sus datos y su historia',
    heading: 'Quiénes somos',
    description: (c) => `${c.brand}: más de ${c.stats.yearsExperience} años criando perros, gatos, equinos, bovinos y aves, con certificación ICA. Datos de la empresa y cómo contactarnos.`,
    sections: aboutSections,
  },
  guarantee: {
    title: 'Garantía de salud: qué cubre y qué recibe con su animal',
    heading: 'Garantía de salud',
    description: () => 'Qué recibe con cada animal (certificado de salud, vacunas, desparasitación, garantía escrita) y cómo hacer valer la garantía de salud.',
    sections: guaranteeSections,
  },
  privacy: {
    title: 'Política de tratamiento de datos personales',
    heading: 'Política de tratamiento de datos personales',
    description: () => 'Qué datos tratamos cuando nos escribe por WhatsApp, para qué, y cómo ejercer sus derechos según la Ley 1581 de 2012.',
    sections: privacySections,
  },
  terms: {
    title: 'Términos y condiciones del sitio y de la compra',
    heading: 'Términos y condiciones',
    description: () => 'Cómo funcionan los precios de referencia, la reserva por WhatsApp, la entrega con documentos sanitarios y la garantía de salud.',
    sections: termsSections,
  },
};

/** The view of one of the four pages. */
export function infoPageView(key: InfoPageKey, config: SiteConfig = site) {
  const page = PAGES[key];
  const path = routes[key]();
  return {
    ...pageView({ path, title: page.title, description: page.description(config), crumbs: crumbsFrom({ name: page.heading, path }), nav: 'inicio' }),
    heading: page.heading,
    sections: page.sections(config),
    /** The other three pages, linked at the bottom. */
    related: INFO_PAGES.filter((p) => p.key !== key).map((p) => ({ label: p.label, href: routes[p.key]() })),
  };
}
