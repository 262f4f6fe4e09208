/**
 * The schema of content/redirects.json: the retired URLs.
 */
import { z } from 'astro/zod';
import { lengthLimit } from '../fields';

/**
 * A site path of content/redirects.json, as a browser asks for it: no domain, query or
 * fragment, starting and ending with "/" ("*" and ":" would turn a rule of _redirects into a pattern).
 */
const sitePath = z
  .string()
  .max(200, lengthLimit(200))
  .regex(/^\/(?:[^\s/?#*:]+\/)*$/, 'must be a site path that starts and ends with "/", without the domain, query, spaces, "*" or ":" (e.g. "/pagina-vieja/"); write it that way');
/** A retired URL (content/redirects.json): a page of a past deploy that is no longer built, sent to its nearest page (301). */
export const redirectSchema = z.strictObject({
  desde: sitePath.describe('the retired path: a page of a past deploy that the site no longer builds'),
  hacia: sitePath.describe('the built page it is sent to with a 301 (its breed, line or species page)'),
});
export type Redirect = z.infer<typeof redirectSchema>;
