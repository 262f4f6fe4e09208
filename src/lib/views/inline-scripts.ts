/**
 * Every inline script the site's pages may carry, declared here from our own code. The CSP of
 * `_headers` allows exactly these by hash, computed from this list and not from the built HTML
 * (src/build/integrations/security-headers.ts); a built page holding any other inline script, or an
 * event-handler attribute, fails the build. Their texts never depend on content/: what a script
 * needs from the data is read from a data block (src/components/DataBlock.astro) or from its
 * element's data-* attributes, which Astro escapes. The island loader, inlined after the build,
 * is declared beside the integration that bundles it (src/build/integrations/island-loader.ts).
 */
import { catFilterFirstTapScript, galleryFirstTapScript } from './first-tap';
import { searchBootScript } from './search-boot';

/**
 * Google's conversion tag (content/site.json › googleAds): gtag.js's queue plus the global
 * conversion function the chat island calls with the chat URL. Its settings come from the
 * script element's data-id, data-send-to and data-fn attributes.
 */
const CONVERSION_TAG =
  '(function(){var d=document.currentScript.dataset;window.dataLayer=window.dataLayer||[];' +
  'function gtag(){window.dataLayer.push(arguments);}' +
  "gtag('js',new Date());gtag('config',d.id);" +
  'window[d.fn]=function(url){var done=false;var go=function(){if(!done){done=true;window.location=url;}};' +
  "gtag('event','conversion',{send_to:d.sendTo,event_callback:go});" +
  // The chat opens even when the tag is blocked.
  'setTimeout(go,1500);return false;};})();';

export const INLINE_SCRIPTS = {
  /** /perros/buscar/: filters the server-rendered cards before the first paint, and answers a tap on a chip at once. */
  searchBoot: searchBootScript,
  /** /gatos-colombia/: answers a tap on the cat filter before its island is ready. */
  catFilterFirstTap: catFilterFirstTapScript,
  /** The home page: shuffles the gallery at the first interaction, before its island is ready. */
  galleryFirstTap: galleryFirstTapScript,
  conversionTag: () => CONVERSION_TAG,
} as const satisfies Record<string, () => string>;

export type InlineScriptName = keyof typeof INLINE_SCRIPTS;

/** The text of one declared inline script. */
export function inlineScriptText(name: InlineScriptName): string {
  return INLINE_SCRIPTS[name]();
}

/** The texts of the declared scripts a build may emit: the conversion tag only when it is configured. */
export function declaredInlineScripts(options: { googleTag: boolean }): string[] {
  return (Object.keys(INLINE_SCRIPTS) as InlineScriptName[]).filter((name) => name !== 'conversionTag' || options.googleTag).map(inlineScriptText);
}
