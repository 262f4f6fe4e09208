/**
 * The pages that let a buyer verify the seller: Quiénes somos, Garantía de salud, Política de
 * tratamiento de datos personales (Ley 1581 de 2012) and Términos. Their facts come from
 * content/site.json; a field the breeder has not filled is left out (never invented), and what
 * the specification does not say is worded as something to ask for in writing. Their wording is
 * content/texts/paginas-legales.json; this module picks, in order, what the facts allow.
 */
import { addressLine, breederAddress, breederCity, type BreederCity, breederLabel, farmElsewhere, showsStreetAddress } from '../content/breeder';
import { signature, site, type SiteConfig } from '../content/site';
import { buildDay } from '../content/site-settings';
import { isPlaceholderHost } from '../content/site-settings';
import { SPECIES } from '../content/species';
import { texts } from '../content/texts';
import { routes } from '../routes';
import { provenCards, withProofs } from '../text/claims';
import { lowercaseFirst } from '../content/slug';
import { fillTemplate, longDate } from '../text/spanish';
import { publishedTerms } from './inventory';
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

const words = texts.infoPages;

/** The four pages in the order the footer lists them (labels from content/texts/paginas-legales.json). */
export const INFO_PAGES: readonly { key: InfoPageKey; label: string }[] = (['about', 'guarantee', 'privacy', 'terms'] as const).map((key) => ({ key, label: words[key].label }));

/** The breeder's city (content/site.json › dispatch.city) and the identity fields the breeder has filled (label and text each). */
export function identityItems(config: SiteConfig = site, city: BreederCity = breederCity()): InfoItem[] {
  const b = config.business;
  const farm = farmElsewhere(config, city);
  const items: (InfoItem | false)[] = [
    // a farm in another town: where the animals are raised, and the city deliveries leave from
    ...(farm ? [{ label: 'Criadero', text: `${farm.locality}, ${farm.distance}` }, { label: 'Entregas desde', text: city.nombre }] : [{ label: 'Ciudad', text: city.nombre }]),
    !!b.legalName && { label: 'Razón social', text: b.legalName },
    !!b.nit && { label: 'NIT', text: b.nit },
    !!b.icaRegistration && { label: 'Registro ICA', text: b.icaRegistration },
    // The street once given, in the breeder's city or at the farm elsewhere (content/site.json › address, src/lib/content/breeder.ts).
    showsStreetAddress(config, city) && { label: 'Dirección', text: addressLine(breederAddress(config, city)) },
    !!b.phone && { label: 'Teléfono', text: b.phone, href: `tel:${b.phone.replace(/\s/g, '')}` },
    !!b.email && { label: 'Correo', text: b.email, href: `mailto:${b.email}` },
    { label: 'Horario', text: lowercaseFirst(config.hours.label) },
    ...b.social.map((s) => ({ label: s.label, text: s.url.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, ''), href: s.url })),
  ];
  return items.filter((i): i is InfoItem => !!i);
}

/** How a visitor reaches the person responsible for their data: e-mail when given, WhatsApp always. */
function contactChannels(config: SiteConfig): string {
  const { contact } = words.privacy;
  return config.business.email ? fillTemplate(contact.withEmail, { correo: config.business.email }) : contact.withoutEmail;
}

/** The paragraphs of a section with the page's placeholders filled; a value ending in a period ("Bogotá D.C.") ends the sentence with it (fillTemplate). */
const filled = (paragraphs: readonly string[], values: Record<string, string>) => paragraphs.map((p) => fillTemplate(p, values));
const bulletItems = (items: readonly string[]): InfoItem[] => items.map((text) => ({ text }));

/** The values of the placeholders of Quiénes somos (its description and its history). */
const aboutValues = (config: SiteConfig) => ({ marca: config.brand, ciudad: breederCity().nombre });

/**
 * The legal list of content/site.json (footer and Quiénes somos): an item that names a proof
 * the file does not give yet ("Registro ICA", with {registroIca}) is left out.
 */
export function legalItems(config: SiteConfig = site): InfoItem[] {
  return provenCards(config.legal, Infinity, config).map((l) => ({ label: withProofs(l.title, {}, config), text: withProofs(l.text, {}, config) }));
}

/**
 * The footer of every page: its line under the brand (a sentence that names a missing proof left
 * out), the identity the breeder has filled, the legal list and the copyright line, whose year is
 * the build day's (src/lib/content/site-settings.ts › buildDay: the one clock the pages read, fixed
 * by BUILD_DATE; a daily rebuild moves it on), not the price list's.
 */
export function footerView(config: SiteConfig = site): FooterView {
  let view = footers.get(config);
  if (!view) footers.set(config, (view = buildFooterView(config)));
  return view;
}

type FooterView = Readonly<ReturnType<typeof buildFooterView>>;
/** The same on every page: written once per settings object (a new content/site.json is a new object). */
const footers = new WeakMap<SiteConfig, FooterView>();

function buildFooterView(config: SiteConfig) {
  const { footer } = texts.common;
  return {
    tagline: withProofs(footer.tagline, { ciudad: breederLabel(config) }, config),
    identity: identityItems(config),
    legal: legalItems(config),
    copyright: fillTemplate(footer.copyright, { año: buildDay().slice(0, 4), firma: signature(config) }),
    headings: footer.headings,
    sisterSites: sisterSites(config),
  };
}

/**
 * The sister-site links with a real address, by group: a link to a reserved example domain (the
 * repository's placeholders, refused by a deploy build) is left out, and a group left empty with it.
 */
function sisterSites(config: SiteConfig) {
  return config.sisterSites.map((g) => ({ group: g.group, links: g.links.filter((l) => !isPlaceholderHost(l.url)) })).filter((g) => g.links.length);
}

function aboutSections(config: SiteConfig): InfoSection[] {
  const w = words.about.sections;
  const values = aboutValues(config);
  // The sentences of the history that name a missing proof are left out, and a paragraph left empty with them.
  const history = w.historia.paragraphs.map((p) => withProofs(p, values, config)).filter(Boolean);
  return [
    { id: 'historia', title: w.historia.title, paragraphs: filled(history, {}) },
    // "Datos de la empresa" once the legal name or the NIT is given; until then the list holds the city and the hours.
    { id: 'datos', title: config.business.legalName || config.business.nit ? w.datos.title : w.datos.titleWithoutIdentity, items: identityItems(config) },
    { id: 'especies', title: w.especies.title, items: SPECIES.map((s) => ({ text: s.name, href: routes.species(s.key) })) },
    { id: 'compromisos', title: w.compromisos.title, items: legalItems(config) },
  ];
}

/**
 * Garantía de salud says each term once. The breeder's guarantee fields are shown as labelled items
 * (never spliced into a sentence, so any text they type reads right) under "Qué cubre"; how to claim
 * replaces the generic paragraph once it is filled; the reservation and visit terms follow.
 */
function guaranteeSections(config: SiteConfig): InfoSection[] {
  const w = words.guarantee.sections;
  const g = config.guarantee;
  const terms = publishedTerms(config);
  const guarantee = terms.find((t) => t.id === 'garantia')?.items ?? [];
  const claim = guarantee.find((i) => i.label === texts.inventory.terms.howToClaim);
  const covered = guarantee.filter((i) => i !== claim);
  return [
    { id: 'recibe', title: w.recibe.title, items: w.recibe.items.filter((i) => g.microchip || !i.onlyWithMicrochip).map((i) => ({ text: i.text })) },
    { id: 'cobertura', title: w.cobertura.title, ...(coverageGiven(config) ? {} : { paragraphs: [w.cobertura.unconfirmed] }), ...(covered.length ? { items: covered } : {}) },
    { id: 'como', title: w.como.title, paragraphs: claim ? [claim.text] : [...w.como.paragraphs] },
    // The reservation and visit terms the breeder has filled; nothing while empty.
    ...terms.filter((t) => t.id !== 'garantia').map((t) => ({ id: `terminos-${t.id}`, title: t.title, items: t.items })),
  ];
}

function privacySections(config: SiteConfig): InfoSection[] {
  const w = words.privacy.sections;
  /** Google's conversion tag loads only when content/site.json › googleAds is set (src/components/ConversionTag.astro): the policy speaks of it, and names Google, only then. */
  const tagged = (texts: readonly string[], tag: string, at = texts.length) => (config.googleAds ? [...texts.slice(0, at), tag, ...texts.slice(at)] : [...texts]);
  const values = {
    responsable: [signature(config), config.business.nit && `NIT ${config.business.nit}`].filter(Boolean).join(', '),
    dirección: addressLine(breederAddress(config)),
    contacto: contactChannels(config),
    fecha: longDate(config.contentDate),
  };
  return [
    { id: 'responsable', title: w.responsable.title, paragraphs: filled(w.responsable.paragraphs, values) },
    { id: 'datos', title: w.datos.title, paragraphs: filled(tagged(w.datos.paragraphs, w.datos.conversionTag, 1), values) },
    { id: 'finalidades', title: w.finalidades.title, items: bulletItems(tagged(w.finalidades.items, w.finalidades.conversionTag)) },
    { id: 'derechos', title: w.derechos.title, paragraphs: filled(w.derechos.paragraphs, values), items: bulletItems(w.derechos.items) },
    { id: 'procedimiento', title: w.procedimiento.title, paragraphs: filled(w.procedimiento.paragraphs, values) },
    { id: 'vigencia', title: w.vigencia.title, paragraphs: filled(w.vigencia.paragraphs, values) },
  ];
}

function termsSections(config: SiteConfig): InfoSection[] {
  const w = words.terms.sections;
  const values = { firma: signature(config) };
  return [
    { id: 'sitio', title: w.sitio.title, paragraphs: filled(w.sitio.paragraphs, values) },
    { id: 'precios', title: w.precios.title, paragraphs: filled(w.precios.paragraphs, values) },
    { id: 'entrega', title: w.entrega.title, paragraphs: filled(w.entrega.paragraphs, values) },
    { id: 'garantia', title: w.garantia.title, paragraphs: filled(w.garantia.paragraphs, values), items: [{ text: w.garantia.link, href: routes.guarantee() }] },
    { id: 'ley', title: w.ley.title, paragraphs: filled(w.ley.paragraphs, values) },
    { id: 'datos', title: w.datos.title, items: [{ text: w.datos.link, href: routes.privacy() }] },
  ];
}

const SECTIONS: Record<InfoPageKey, (c: SiteConfig) => InfoSection[]> = { about: aboutSections, guarantee: guaranteeSections, privacy: privacySections, terms: termsSections };
/** The values of the placeholders of a page's description (only Quiénes somos has any). */
const DESCRIPTION_VALUES: Partial<Record<InfoPageKey, (c: SiteConfig) => Record<string, string>>> = { about: aboutValues };

/** Whether the breeder has given the legal name or the NIT, and the street: Quiénes somos then has "sus datos" to show. */
const identityGiven = (config: SiteConfig) => !!(config.business.legalName || config.business.nit) && showsStreetAddress(config, breederCity());
/** Whether the guarantee's length and coverage are given: the page can then say "qué cubre". */
const coverageGiven = (config: SiteConfig) => !!(config.guarantee.durationDays && config.guarantee.covers);

/** A page's title and description: each says only what the page shows with the fields content/site.json fills. */
function headMatter(key: InfoPageKey, config: SiteConfig): { title: string; description: string } {
  if (key === 'about' && !identityGiven(config)) return { title: words.about.titleWithoutIdentity, description: words.about.descriptionWithoutIdentity };
  if (key === 'guarantee' && !coverageGiven(config)) return { title: words.guarantee.titleUnconfirmed, description: words.guarantee.description };
  return { title: words[key].title, description: words[key].description };
}

/** The view of one of the four pages. */
export function infoPageView(key: InfoPageKey, config: SiteConfig = site) {
  const page = words[key];
  const path = routes[key]();
  const head = headMatter(key, config);
  const description = fillTemplate(head.description, DESCRIPTION_VALUES[key]?.(config) ?? {});
  return {
    // Quiénes somos shows the identity and the legal list in its body: its footer leaves them out.
    ...pageView({ path, title: head.title, description, crumbs: crumbsFrom({ name: page.heading, path }), nav: 'inicio', shortFooter: key === 'about' }),
    heading: page.heading,
    sections: SECTIONS[key](config),
    /** The closing call to action. */
    cta: words.cta,
    /** The other three pages, linked at the bottom. */
    related: INFO_PAGES.filter((p) => p.key !== key).map((p) => ({ label: p.label, href: routes[p.key]() })),
  };
}
