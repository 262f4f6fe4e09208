/**
 * The one typed site config (content/site.json) with build-time overrides resolved here,
 * so no component checks for missing settings:
 *   SITE_URL          public origin of the deployed site (canonical URLs, sitemap, JSON-LD)
 *   WHATSAPP_NUMBER   the business chat number, digits only with country code
 */
import { z } from 'astro/zod';
import raw from '../../content/site.json' with { type: 'json' };

const link = z.strictObject({ label: z.string().min(2), url: z.url() });
const siteSchema = z.strictObject({
  brand: z.string().min(2),
  legalName: z.string().min(2),
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
  dispatch: z
    .strictObject({ city: z.string().describe('slug of the city of content/places/cities.json the animals leave from') })
    .describe('where deliveries start: distances and delivery times of every place are measured from it'),
  address: z.strictObject({ street: z.string(), locality: z.string(), region: z.string(), country: z.string().length(2) }),
  copyrightYear: z.number().int(),
  contentDate: z.iso.date().describe('publication date of the generated articles (YYYY-MM-DD); fixed so builds are reproducible'),
  stats: z.strictObject({ yearsExperience: z.number(), dogsDelivered: z.number(), happyFamilies: z.number() }),
  legal: z.array(z.strictObject({ title: z.string(), text: z.string() })).min(1),
  sisterSites: z.array(z.strictObject({ group: z.string(), links: z.array(link).min(1) })).length(4),
});

export type SiteConfig = z.infer<typeof siteSchema>;

/** Resolves the config with environment overrides; throws naming the field when invalid. */
export function resolveSite(env: Record<string, string | undefined> = process.env): SiteConfig {
  const merged = {
    ...raw,
    siteUrl: (env.SITE_URL || raw.siteUrl).replace(/\/+$/, ''),
    whatsappNumber: (env.WHATSAPP_NUMBER || raw.whatsappNumber).replace(/\D/g, ''),
  };
  const result = siteSchema.safeParse(merged);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`[content] content/site.json (with SITE_URL / WHATSAPP_NUMBER overrides): ${issues}`);
  }
  return result.data;
}

export const site: SiteConfig = resolveSite();

/** The year of the content's own date (content/site.json › contentDate): the year titles and prices speak of. */
export function contentYear(config: Pick<SiteConfig, 'contentDate'> = site): number {
  return Number(config.contentDate.slice(0, 4));
}

/** Absolute URL on the public origin (canonical links, sitemap, JSON-LD, chat messages). */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.siteUrl}/`).href;
}
