/**
 * The breeder's logo, a puppy's head, drawn once. The header and footer inline it (no request
 * before the first paint), the favicon is the same drawing as a data URI (the browser fetches a
 * linked favicon right after the load event, while a long page may still be painting), and
 * public/favicon.svg, which the Organization JSON-LD names as the logo, holds the same file.
 */
export const LOGO_VIEWBOX = '0 0 64 64';

/** The id of the header's drawing, which the footer's logo reuses (Logo.astro). */
export const LOGO_ID = 'logo';

/** The drawing inside the <svg>: face, ears, eyes and nose. */
export const LOGO_ART =
  '<circle cx="32" cy="32" r="32" fill="#ea580c"/>' +
  '<g fill="#7c2d12"><ellipse cx="18" cy="24" rx="7" ry="13" transform="rotate(20 18 24)"/><ellipse cx="46" cy="24" rx="7" ry="13" transform="rotate(-20 46 24)"/></g>' +
  '<circle cx="32" cy="34" r="17" fill="#fed7aa"/>' +
  '<g fill="#1f2937"><circle cx="26" cy="31" r="2.6"/><circle cx="38" cy="31" r="2.6"/><ellipse cx="32" cy="39" rx="4" ry="3"/></g>';

/** The logo as a standalone SVG file (public/favicon.svg). */
export const logoSvgFile = (): string => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${LOGO_VIEWBOX}">${LOGO_ART}</svg>\n`;

/** Written once: every page's <head> carries it (see logoDataUri). */
const LOGO_DATA_URI = `data:image/svg+xml,${logoSvgFile()
  .trim()
  .replaceAll('"', "'")
  .replace(/[<>#%\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}`;

/**
 * The logo as a `data:` URL for `<link rel="icon">`: double quotes become single quotes and the
 * characters a URL may not carry raw (<, >, #, %, spaces) are percent-encoded, which the W3C
 * checker requires and which keeps it shorter than base64.
 */
export function logoDataUri(): string {
  return LOGO_DATA_URI;
}
