/**
 * The one typed site config (content/site.json) with build-time overrides resolved here,
 * so no component checks for missing settings:
 *   SITE_URL          public origin of the deployed site (canonical URLs, sitemap, JSON-LD)
 *   WHATSAPP_NUMBER   the business chat number, digits only with country code
 *   DEPLOY_TARGET     cloudflare | netlify | static for a production build (refuses placeholders)
 * The number and the URL are checked in src/lib/content/site-settings.ts, naming the setting to change.
 */
import { z } from 'astro/zod';
import { contentFail, describeIssues, restoreFromGit } from './errors';
import { isoDay, lengthLimit, num, text, toFill } from './fields';
import { parseJsonText, readContentText } from './json';
import { CLAIM_PLACEHOLDERS, monthOf, priceDay } from './proofs';
import { deployTarget, type Env, normalizeSiteUrl, normalizeWhatsappNumber, settingName } from './site-settings';

export const SITE_FILE = 'content/site.json';

// Texts here are repeated on every page (header, footer, chat), so their limits are tight.
const webAddress = z
  .url({
    protocol: /^https?$/,
    error: (iss) => `${JSON.stringify(iss.input)} no es una dirección web; escriba la dirección completa, por ejemplo https://www.otro-criadero.com.co/`,
  })
  .max(200, lengthLimit(200));
const link = z.strictObject({ label: text(2, 60), url: webAddress });

/** A text of site.json that may name a claim's proof ({registroIca}…) and no other placeholder. */
const claimText = (min: number, max: number) =>
  text(min, max).superRefine((value, ctx) => {
    for (const [, name] of value.matchAll(/\{([^{}]*)\}/g)) {
      if (!CLAIM_PLACEHOLDERS.includes(name!)) {
        ctx.addIssue({ code: 'custom', message: `usa {${name}}, que el sitio no puede llenar aquí; las marcas que este texto puede usar son ${CLAIM_PLACEHOLDERS.map((n) => `{${n}}`).join(', ')}` });
      }
    }
  });

/** A count the breeder can prove, with the day it was counted: both given, or neither. */
const countProof = (what: string, placeholder: string, datePlaceholder: string) =>
  z
    .strictObject({
      count: num().int().positive().nullable().default(null).describe(`the number of ${what}, as the breeder's records show it; null until given`),
      countedOn: z.union([z.literal(''), isoDay('countedOn')]).default('').describe('the day it was counted (YYYY-MM-DD); "" until given'),
    })
    .refine((c) => (c.count === null) === (c.countedOn === ''), {
      error: `escriba el número (count) y el día en que se contó (countedOn, AAAA-MM-DD), o ninguno de los dos: el número se muestra con su fecha`,
    })
    .describe(`the proof of every claim of ${what} ({${placeholder}}, shown with {${datePlaceholder}})`);


/**
 * Who the seller is, for a buyer to verify (footer, Quiénes somos, Organization JSON-LD).
 * Never invent these: an empty field is not shown, and the build warns once while any is empty.
 */
const businessSchema = z
  .strictObject({
    legalName: toFill(text(3, 120)).describe('razón social as registered, e.g. "Criadero Ejemplo S.A.S."'),
    nit: toFill(z.string().max(12, lengthLimit(12)).regex(/^\d{6,10}-\d$/, 'business.nit es el NIT con su dígito de verificación, por ejemplo "900123456-7"')),
    icaRegistration: toFill(text(3, 60)).describe(
      'the ICA registration number of the breeding premises, as the ICA wrote it; the proof of every claim of an ICA registration ({registroIca}): until it is filled, those claims are left out',
    ),
    foundedYear: num()
      .int()
      .min(1900, 'business.foundedYear es el año en que empezó la cría, con cuatro cifras, por ejemplo 1994')
      .nullable()
      .default(null)
      .describe('the year the breeding started (e.g. 1994); the proof of every claim of years of experience ({fundación}, {años}: counted from it to contentDate); null until the breeder gives it'),
    phone: toFill(z.string().max(20, lengthLimit(20)).regex(/^\+\d[\d ]{7,16}$/, 'business.phone empieza con "+" y el indicativo del país, por ejemplo "+57 601 1234567"')),
    email: toFill(z.email('business.email es un correo electrónico, por ejemplo nombre@dominio.com').max(120, lengthLimit(120))),
    social: z.array(link).default([]).describe('los perfiles en las redes sociales (el nombre de la red, «Instagram», y la dirección)'),
  })
  .describe('the business identity a buyer can verify');

/** A term the breeder writes; empty ("") until then, and the pages leave it out (never invented). */
const term = (max: number, title: string, description: string) => z.string().trim().max(max, lengthLimit(max)).default('').meta({ title, description });
/** A number of days the breeder gives; null until then. */
const termDays = (title: string, description: string) => num().int().positive().nullable().default(null).meta({ title, description });

/** The written health guarantee; empty fields are "to confirm" and the page says to ask for them. */
export const guaranteeSchema = z
  .strictObject({
    durationDays: termDays('Días de garantía', 'Cuántos días dura la garantía de salud después de la entrega. Vacío hasta que lo confirme.'),
    covers: term(600, 'Qué cubre', 'Lo que cubre la garantía (por ejemplo, enfermedades congénitas y virales). Vacío hasta que lo confirme.'),
    conditions: term(600, 'Condiciones', 'Lo que el comprador debe hacer para conservarla (visita al veterinario en N días…). Vacío hasta que lo confirme.'),
    exclusions: term(600, 'Exclusiones', 'Lo que la garantía no cubre (accidentes, enfermedades adquiridas después de la entrega…). Vacío hasta que lo confirme.'),
    howToClaim: term(600, 'Cómo reclamar', 'Qué hace el comprador para usar la garantía: a quién escribe, qué documentos envía, en qué plazo. Vacío hasta que lo confirme.'),
    microchip: z.boolean().nullable().default(null).meta({ title: 'Microchip', description: 'Si cada perro y gato se entrega con microchip. Vacío hasta que lo confirme.' }),
  })
  .meta({ title: 'Garantía de salud', description: 'Los términos de la garantía de salud, como se publican en la página «Garantía de salud» y en cada camada o lote, de cualquier especie: escríbalos para todos los animales.' });

/** The reservation terms a buyer needs before paying, which go together: all three, or none yet (editor drive s45: saved half filled, no animal could be offered and nothing said why). */
const RESERVATION_TERMS = ['deposit', 'depositReturn', 'holdDays'] as const;
const RESERVATION_TERM_NAMES: Record<(typeof RESERVATION_TERMS)[number], string> = {
  deposit: 'el valor del anticipo',
  depositReturn: 'si el anticipo se devuelve',
  holdDays: 'cuántos días se guarda el animal',
};
type ReservationTerms = { deposit: string; depositReturn: string; holdDays: number | null };
const reservationGaps = (r: ReservationTerms) => RESERVATION_TERMS.filter((key) => (key === 'holdDays' ? r.holdDays === null : !r[key]));

/** What a buyer agrees to when reserving an animal (issue 26): empty until the breeder writes it. */
export const reservationFieldsSchema = z.strictObject({
  deposit: term(160, 'Valor del anticipo', 'Cuánto se paga para reservar, como lo dice al comprador, y si es por animal o por lote (se muestra en las camadas y en los lotes): «$500.000 por animal» o «el 30 % del precio» (la página escribe los valores como los precios: «$ 500’000»). Vacío hasta que lo confirme.'),
  depositReturn: z
    .enum(['', 'reembolsable', 'transferible', 'no-reembolsable'])
    .default('')
    .meta({ title: 'Devolución del anticipo', description: 'Si el anticipo se devuelve, pasa a otro animal o no se devuelve.' }),
  holdDays: termDays('Días de reserva', 'Cuántos días se guarda un animal reservado mientras se completa el pago. Vacío hasta que lo confirme.'),
  contract: term(600, 'Contrato', 'Qué contrato se firma al reservar o comprar y qué dice en lo esencial. Vacío hasta que lo confirme.'),
});

/** The terms, refused half filled: the three a buyer needs go together, or none yet. */
export const reservationSchema = reservationFieldsSchema
  .superRefine((r, ctx) => {
    const missing = reservationGaps(r);
    if (missing.length === RESERVATION_TERMS.length) return;
    for (const key of missing) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `falta ${RESERVATION_TERM_NAMES[key]}: el valor del anticipo, si se devuelve y los días de reserva van juntos, y el sitio publica animales disponibles solo con los tres. Llénelo, o deje vacíos los tres`,
      });
    }
  })
  .meta({ title: 'Reserva y anticipo', description: 'Las reglas de la reserva: se muestran en cada camada. Mientras estén vacías, el sitio publicado no acepta animales disponibles.' });

/** Whether the reservation terms a buyer needs before paying are filled: the deposit, what happens to it and how long an animal is held (without them no animal is offered as available). */
export function reservationTermsFilled(r: ReservationTerms): boolean {
  return reservationGaps(r).length === 0;
}

/** Visits to the breeding premises and video calls, as the breeder offers them. */
export const visitsSchema = z
  .strictObject({
    inPerson: term(400, 'Visitas', 'Cuándo y cómo se puede visitar el criadero para conocer a los animales. Se muestra en las camadas y en los lotes (que no tienen padres publicados) de todas las especies: escríbalo para cualquier animal («para conocer a los animales», no «al cachorro» ni «a sus padres»). Vacío hasta que lo confirme.'),
    videoCalls: term(400, 'Videollamadas', 'Si se muestran los animales por videollamada, cuándo y cómo pedirla. Vacío hasta que lo confirme.'),
  })
  .meta({ title: 'Visitas y videollamadas', description: 'Cómo conocer a los animales antes de comprar: se muestra en cada camada y en la página de garantía.' });

/** How long the inventory is shown as it is (src/lib/domain/inventory.ts): days, null until the breeder sets them. */
export const inventorySettingsSchema = z
  .strictObject({
    diasVisibleVendida: termDays(
      'Días visible una camada vendida',
      'Cuántos días sigue publicada una camada o un lote con todo vendido, contados desde su fecha de actualización; después sale del mapa del sitio y su dirección lleva a la página de la raza. Vacío: 30 días.',
    ),
    diasSinActualizar: termDays(
      'Días sin actualizar',
      'Pasados estos días desde la fecha de actualización de una camada o un lote, sus animales dejan de mostrarse como disponibles hasta que la actualice. Vacío: 14 días.',
    ),
  })
  .default({ diasVisibleVendida: null, diasSinActualizar: null })
  .meta({ title: 'Inventario', description: 'Cuánto tiempo se muestran las camadas y los lotes sin una actualización.' });

export const siteSchema = z.strictObject({
  brand: text(2, 60),
  siteUrl: z.url().max(100, lengthLimit(100)).describe('public origin, overridable with SITE_URL'),
  whatsappNumber: z.string().max(15, lengthLimit(15)).regex(/^\d{8,15}$/, 'escriba el número con el indicativo del país (57 en Colombia), sin + ni espacios: 573001234567'),
  conversionFunction: z
    .string()
    .max(60, lengthLimit(60))
    .regex(/^[A-Za-z_$][\w$]*$/, 'conversionFunction is the name of a JavaScript function, like "gtag_report_conversion"'),
  googleAds: z
    .strictObject({
      id: z.string().max(15, lengthLimit(15)).regex(/^AW-\d{6,12}$/, 'googleAds.id is the Google Ads tag id, like "AW-123456789"'),
      conversionLabel: z.string().max(40, lengthLimit(40)).regex(/^[\w-]{4,40}$/, 'googleAds.conversionLabel is the label of the chat conversion action, like "AbC-D_efG123"'),
    })
    .optional()
    .describe('Google Ads conversion tag; when set, pages load gtag.js and the CSP allows Google\'s hosts'),
  imageHost: webAddress.describe('origin whose images have avif/webp variants at several widths'),
  defaultDescription: text(50, 200),
  hours: z.strictObject({
    label: text(5, 80),
    days: z.array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])).min(1).max(7),
    opens: z.string().max(5, lengthLimit(5)).regex(/^\d\d:\d\d$/, 'hours.opens es una hora de 24 horas, como "08:00"'),
    closes: z.string().max(5, lengthLimit(5)).regex(/^\d\d:\d\d$/, 'hours.closes es una hora de 24 horas, como "18:00"'),
  }),
  dispatch: z
    .strictObject({ city: z.string().max(80, lengthLimit(80)).describe('slug of the city of content/places/cities.json the animals leave from') })
    .describe('where deliveries start: distances and delivery times of every place are measured from it'),
  address: z.strictObject({
    street: z.union([z.literal(''), text(2, 100)]).describe('street and number; "" until the breeder gives it'),
    locality: text(2, 60),
    region: text(2, 60),
    country: z.string().length(2, 'address.country es el código de dos letras del país, por ejemplo "CO"'),
    distance: toFill(text(5, 60).regex(/^a /, 'escriba la distancia como se lee después del municipio, empezando por «a»: «a 40 minutos de Bogotá»'))
      .describe('where the animals are raised is not the dispatch city: how far it is, read after the town ("a 40 minutos de Bogotá"); "" when the address is in the dispatch city'),
  }),
  business: businessSchema,
  guarantee: guaranteeSchema,
  reservation: reservationSchema.default({ deposit: '', depositReturn: '', holdDays: null, contract: '' }),
  visits: visitsSchema.default({ inPerson: '', videoCalls: '' }),
  inventario: inventorySettingsSchema,
  contentDate: isoDay('contentDate').describe(
    'publication date of the generated articles (YYYY-MM-DD); the years of experience are counted to it; fixed so builds are reproducible',
  ),
  prices: z
    .strictObject({
      updatedOn: isoDay('prices.updatedOn').describe('the day the price lists were last changed (YYYY-MM-DD): content/dogs/prices.json, content/cats/breeds.json, content/livestock/*.json › precio'),
      confirmedOn: z
        .union([z.literal(''), isoDay('prices.confirmedOn')])
        .default('')
        .describe('the day the breeder last checked that the prices still hold, without changing them (YYYY-MM-DD); "" until then'),
    })
    .describe(
      'the date of the prices: titles and texts say the year of the later of the two days, and a deploy build refuses prices more than 365 days old on the day it runs',
    ),
  stats: z
    .strictObject({
      dogsDelivered: countProof('dogs delivered', 'perrosEntregados', 'fechaPerros'),
      familiesServed: countProof('families served', 'familias', 'fechaFamilias'),
    })
    .describe('the counts the breeder can prove, each with the day it was counted; empty until given, and the claims that name them are left out until then'),
  legal: z
    .array(
      z.strictObject({
        title: claimText(3, 60).describe('the title of the item (footer and Quiénes somos)'),
        text: claimText(10, 300).describe(
          'one or two sentences; an item that names a proof ({registroIca}, {fundación}, {años}…) is shown only once content/site.json has that proof',
        ),
      }),
    )
    .min(1)
    .max(8),
  sisterSites: z.array(z.strictObject({ group: text(2, 40), links: z.array(link).min(1).max(6) })).length(4),
}).superRefine((config, ctx) => {
  const year = config.business.foundedYear;
  if (year !== null && year > Number(config.contentDate.slice(0, 4))) {
    ctx.addIssue({ code: 'custom', path: ['business', 'foundedYear'], message: `${year} es posterior al año de contentDate (${config.contentDate}); escriba el año en que empezó la cría` });
  }
});

export type SiteConfig = z.infer<typeof siteSchema>;

/** content/site.json as read from disk (missing file, BOM and JSON syntax handled like every content file). */
export function readSiteJson(root = process.cwd()): unknown {
  return parseJsonText(SITE_FILE, readContentText(root, SITE_FILE));
}

/** Resolves the config with environment overrides; throws naming the field when invalid. */
export function resolveSite(env: Env = process.env, raw: unknown = readSiteJson()): SiteConfig {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) contentFail(SITE_FILE, `se espera un objeto JSON con la configuración; ${restoreFromGit(SITE_FILE)}`);
  const file = raw as Record<string, unknown>;
  const deploy = deployTarget(env) !== undefined;
  const merged = {
    ...file,
    siteUrl: normalizeSiteUrl(env.SITE_URL || String(file.siteUrl ?? ''), settingName('SITE_URL', 'siteUrl', env), { deploy }),
    whatsappNumber: normalizeWhatsappNumber(env.WHATSAPP_NUMBER || String(file.whatsappNumber ?? ''), settingName('WHATSAPP_NUMBER', 'whatsappNumber', env)),
  };
  const result = siteSchema.safeParse(merged);
  if (!result.success) contentFail(SITE_FILE, describeIssues(result.error, siteSchema, merged));
  return result.data;
}

export const site: SiteConfig = resolveSite();

/** The year of the content's own date (content/site.json › contentDate): years of experience are counted to it. */
export function contentYear(config: Pick<SiteConfig, 'contentDate'> = site): number {
  return Number(config.contentDate.slice(0, 4));
}

/**
 * The year the prices are of: that of the later of their update and their confirmation
 * (content/site.json › prices). Titles and texts that name a year ("Precio del Pug en Cali en
 * 2025", "Criaderos de gatos en Colombia (2025)") say this one, never a literal or the clock.
 */
export function priceYear(config: Pick<SiteConfig, 'prices'> = site): number {
  return Number(priceDay(config.prices).slice(0, 4));
}

/** The month the prices are of, written out ("junio de 2025"): that of the later of their update and their confirmation. */
export function priceMonth(config: Pick<SiteConfig, 'prices'> = site): string {
  return monthOf(priceDay(config.prices));
}

/** The identity fields a buyer looks for that the breeder has not filled yet (content/site.json). */
export function missingIdentity(config: SiteConfig = site): string[] {
  const b = config.business;
  const missing = [
    ['business.legalName', b.legalName],
    ['business.nit', b.nit],
    ['business.icaRegistration', b.icaRegistration],
    ['address.street', config.address.street],
    ['business.phone', b.phone],
    ['business.email', b.email],
  ].filter(([, value]) => !value).map(([field]) => field!);
  return b.social.length ? missing : [...missing, 'business.social'];
}

/** The name the business signs with: its legal name once given, the brand until then. */
export function signature(config: SiteConfig = site): string {
  return config.business.legalName || config.brand;
}

/** Absolute URL on the public origin (canonical links, sitemap, JSON-LD, chat messages). */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.siteUrl}/`).href;
}
