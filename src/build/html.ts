/**
 * HTML post-processing of rendered pages (src/middleware.ts applies it to every page).
 */

/** Elements whose content is not the page's markup: a "<style>" in there is text, SVG or inert. */
const OPAQUE = 'script|noscript|template|textarea|svg';
const TOKEN = new RegExp(`<(${OPAQUE})\\b[\\s\\S]*?<\\/\\1\\s*>|<style\\b[^>]*>[\\s\\S]*?<\\/style\\s*>`, 'gi');

/**
 * Moves every `<style>` element of the body to the end of the head, keeping their order.
 *
 * Astro writes its island rule (`<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>`)
 * right before the first island of a page, that is inside the body, where a `<style>` element is
 * invalid HTML (W3C Nu: "A style element in body must be the first child of its parent"); Astro
 * has no setting to write it in the head. The rule is moved rather than copied into global.css,
 * so it follows whatever a later Astro version writes.
 */
export function hoistBodyStyles(html: string): string {
  const headEnd = html.search(/<\/head\s*>/i);
  const bodyStart = html.search(/<body\b/i);
  if (headEnd === -1 || bodyStart < headEnd) return html;
  const styles: string[] = [];
  const body = html.slice(bodyStart).replace(TOKEN, (token, opaque: string | undefined) => {
    if (opaque) return token;
    styles.push(token);
    return '';
  });
  if (styles.length === 0) return html;
  return html.slice(0, headEnd) + styles.join('') + html.slice(headEnd, bodyStart) + body;
}
