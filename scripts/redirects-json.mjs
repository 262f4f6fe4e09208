/**
 * The text of content/redirects.json as `npm run urls:retire` writes it: one entry per line, so
 * a review reads one line per retired URL; `[]` when there is none.
 * @param {readonly { desde: string; hacia: string }[]} redirects
 */
export function renderRedirectsJson(redirects) {
  if (!redirects.length) return '[]\n';
  return `[\n${redirects.map((r) => `  ${JSON.stringify({ desde: r.desde, hacia: r.hacia })}`).join(',\n')}\n]\n`;
}
