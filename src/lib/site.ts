/**
 * The one typed site config (content/site.json) with build-time overrides resolved here,
 * so no component checks for missing settings:
 *   SITE_URL          public origin of the deployed site (canonical URLs, sitemap, JSON-LD)
 *   WHATSAPP_NUMBER   the business chat number, digits only with country code
 */
import { z } from 'astro/zod';
import raw from '../../content/site.json' with { type: 'json' };

const link = z.strictObject({ label: z.string().min(2), url: z.url() });
/** A field the breeder fills; empty ("") until then, and then the site shows nothing for it. */
const toFill = <T extends z.ZodType<string>>(schema: T) => z.union([z.literal(''), schema]).default('');

/**
 * Who the seller is, for a buyer to verify (footer, Quiénes somos, Organization JSON-LD).
 * Never invent these: an empty field is not shown, and the build warns once while any is empty.
 */
const businessSchema = z
  .strictObject({
    legalName: toFill(z.string().min(3)).describe('razón social as registered, e.g. "Criadero Ejemplo S.A.S."'),
    nit: toFill(z.string().regex(/^\d{6,10}-\d$/, 'business.nit is the NIT with its check digit, e.g. "900123456-7"')),
    icaRegistration: toFill(z.string().min(3)).describe('the ICA registration number of the breeding premises'),
    phone: toFill(z.string().regex(/^\+\d[\d ]{7,16}$/, 'business.phone starts with "+" and the country code, e.g. "+57 601 1234567"')),
    email: toFill(z.email('business.email is an e-mail address')),
    social: z.array(link).default([]).describe('profiles on social networks (label "Instagram", url …)'),
  })
  .describe('the business identity a buyer can verify');

/** The written health guarantee; empty fields are "to confirm" and the page says to ask for them. */
const guaranteeSchema = z.strictObject({
  durationDays: z.number().int().positive().nullable().describe('days the health guarantee lasts after delivery; null until confirmed'),
  covers: z.string().describe('what the guarantee covers (e.g. congenital and infectious diseases); "" until confirmed'),
  conditions: z.string().describe('what the buyer must do to keep it (vet visit within N days…); "" until confirmed'),
  microchip: z.boolean().nullable().default(null).describe('whether every dog and cat is delivered with a microchip; null until confirmed'),
});
const siteSchema = z.strictObject({
  brand: z.string().min(2),
  cityLabel: z.string().min(2),
  siteUrl: z.url().describe('public origin, overridable with SITE_URL'),
  whatsappNumber: z.string().regex(/^\d{8,15}$/, 'whatsappNumber: digits only, with country code (e.g. 573001234567)'),
  conversionFunction: z.string().regex(/^[A-Za-z_$][\w$]*$/),
  imageHost: z.url().describe('origin whose images have avif/webp variants at several widths'),
  defaultDescription: z.string().min(50).max(200),
  hours: z.strictObject({
    label: z.string(),
    days: z.array(z.string()),
    opens: z.string().regex(/^\d\d:\d\d$/),
    closes: z.string().regex(/^\d\d:\d\d$/),
  }),
  address: z.strictObject({ street: z.string().describe('street and number; "" until the breeder gives it'), locality: z.string(), region: z.string(), country: z.string().length(2) }),
  business: businessSchema,
  guarantee: guaranteeSchema,
  copyrightYear: z.number().int(),
  contentDate: z.iso.date().describe('publication date of the generated articles (YYYY-MM-DD); fixed so builds are reproducible'),
  stats: z.strictObject({ yearsExperience: z.number(), dogsDelivered: z.number(), happyFamilies: z.number() }),
  legal: z.array(z.strictObject({ title: z.string(), text: z.string() })).min(1),
  sisterSites: z.array(z.strictObject({ group: z.string(), links: z.array(link).min(1) })).length(4),
});

export type SiteConfig = z.infer<typeof siteSchema>;

/** Resolves the config with environment overrides; throws naming the field when invalid. */
export function resolveSite(env: Record<string, string | undefined> = process.env, file: unknown = raw): SiteConfig {
  const data = file as typeof raw;
  const merged = {
    ...data,
    siteUrl: (env.SITE_URL || data.siteUrl).replace(/\/+$/, ''),
    whatsappNumber: (env.WHATSAPP_NUMBER || data.whatsappNumber).replace(/\D/g, ''),
  };
  const result = siteSchema.safeParse(merged);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`[content] content/site.json (with SITE_URL / WHATSAPP_NUMBER overrides): ${issues}`);
  }
  return result.data;
}

export const site: SiteConfig = resolveSite();

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
