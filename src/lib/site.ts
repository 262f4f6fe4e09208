/**
 * The one typed site config (content/site.json) with build-time overrides resolved here,
 * so no component checks for missing settings:
 *   SITE_URL          public origin of the deployed site (canonical URLs, sitemap, JSON-LD)
 *   WHATSAPP_NUMBER   the business chat number, digits only with country code
 *   DEPLOY_TARGET     cloudflare | netlify | static for a production build (refuses placeholders)
 * The number and the URL are checked in src/lib/site-settings.ts, naming the setting to change.
 */
import { z } from 'astro/zod';
import raw from '../../content/site.json' with { type: 'json' };
import { deployTarget, normalizeSiteUrl, normalizeWhatsappNumber, settingName, type Env } from './site-settings';

const link = z.strictObject({ label: z.string().min(2), url: z.url() });
const siteSchema = z.strictObject({
  brand: z.string().min(2),
  legalName: z.string().min(2),
  cityLabel: z.string().min(2),
  siteUrl: z.url().describe('public origin, overridable with SITE_URL'),
  whatsappNumber: z.string().regex(/^\d{8,15}$/, 'whatsappNumber: digits only, with country code (e.g. 573001234567)'),
  conversionFunction: z.string().regex(/^[A-Za-z_$][\w$]*$/),
  googleAds: z
    .strictObject({
      id: z.string().regex(/^AW-\d{6,12}$/, 'googleAds.id is the Google Ads tag id, like "AW-123456789"'),
      conversionLabel: z.string().regex(/^[\w-]{4,40}$/, 'googleAds.conversionLabel is the label of the chat conversion action, like "AbC-D_efG123"'),
    })
    .optional()
    .describe('Google Ads conversion tag; when set, pages load gtag.js and the CSP allows Google\'s hosts'),
  imageHost: z.url().describe('origin whose images have avif/webp variants at several widths'),
  defaultDescription: z.string().min(50).max(200),
  hours: z.strictObject({
    label: z.string(),
    days: z.array(z.string()),
    opens: z.string().regex(/^\d\d:\d\d$/),
    closes: z.string().regex(/^\d\d:\d\d$/),
  }),
  address: z.strictObject({ street: z.string(), locality: z.string(), region: z.string(), country: z.string().length(2) }),
  copyrightYear: z.number().int(),
  contentDate: z.iso.date().describe('publication date of the generated articles (YYYY-MM-DD); fixed so builds are reproducible'),
  stats: z.strictObject({ yearsExperience: z.number(), dogsDelivered: z.number(), happyFamilies: z.number() }),
  legal: z.array(z.strictObject({ title: z.string(), text: z.string() })).min(1),
  sisterSites: z.array(z.strictObject({ group: z.string(), links: z.array(link).min(1) })).length(4),
});

export type SiteConfig = z.infer<typeof siteSchema>;

/** Resolves the config with environment overrides; throws naming the field when invalid. */
export function resolveSite(env: Env = process.env): SiteConfig {
  const deploy = deployTarget(env) !== undefined;
  const merged = {
    ...raw,
    siteUrl: normalizeSiteUrl(env.SITE_URL || raw.siteUrl, settingName('SITE_URL', 'siteUrl', env), { deploy }),
    whatsappNumber: normalizeWhatsappNumber(env.WHATSAPP_NUMBER || raw.whatsappNumber, settingName('WHATSAPP_NUMBER', 'whatsappNumber', env)),
  };
  const result = siteSchema.safeParse(merged);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`[content] content/site.json: ${issues}`);
  }
  return result.data;
}

export const site: SiteConfig = resolveSite();

/** Absolute URL on the public origin (canonical links, sitemap, JSON-LD, chat messages). */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.siteUrl}/`).href;
}
