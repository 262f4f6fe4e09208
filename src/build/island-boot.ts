/**
 * Astro's island runtime, loaded only when the visitor acts. On a page whose islands all hydrate
 * on the first interaction (every page today), the runtime and the directive
 * Astro inlines into the HTML (about 2.4 KB gzip) do nothing before that interaction. The build
 * (src/build/integrations/defer-island-runtime.ts) moves them into one module and leaves this small
 * loader inline: it arms every island as `client:interaction` would (`armInteraction`, with the
 * chat's clicks answered by the conversion function before the island is ready), and on the first interaction preloads the islands' modules and
 * imports the runtime, whose directive then hydrates at once.
 *
 * Relative imports only: the loader is bundled by esbuild, without the `@/` alias.
 */
import { armInteraction, type InteractionOptions } from '../islands/interaction';

/** What the loader reads of an `<astro-island>` element. */
export interface IslandElement extends EventTarget {
  getAttribute(name: string): string | null;
}

/** The directive's value from an island's `opts` attribute (`{"name":…,"value":{"link":…}}`). */
export function interactionOptions(opts: string | null): InteractionOptions {
  try {
    const value: unknown = (JSON.parse(opts ?? '{}') as { value?: unknown }).value;
    return typeof value === 'object' && value ? (value as InteractionOptions) : {};
  } catch {
    return {};
  }
}

/** The modules the islands import when they hydrate (components and renderers), each once. */
export function islandModuleUrls(islands: readonly IslandElement[]): string[] {
  const urls = islands.flatMap((island) => [island.getAttribute('component-url'), island.getAttribute('renderer-url')]);
  return [...new Set(urls.filter((url): url is string => Boolean(url)))];
}

/** Events Astro's runtime dispatches on an island when it has hydrated, or has given up. */
export const HYDRATED_EVENT = 'astro:hydrate';
export const HYDRATION_ERROR_EVENT = 'astro:hydration-error';

/** Settles when the island has hydrated; rejects when it cannot (or the runtime cannot load). */
export function hydrationOf(island: IslandElement, loading: Promise<unknown>): Promise<void> {
  return new Promise((resolve, reject) => {
    island.addEventListener(HYDRATED_EVENT, () => resolve(), { once: true });
    island.addEventListener(HYDRATION_ERROR_EVENT, reject, { once: true });
    loading.catch(reject);
  });
}

/**
 * Arms every island; the first interaction calls `load` once, whichever island sees it.
 */
export function bootIslands(
  win: Parameters<typeof armInteraction>[0],
  islands: readonly IslandElement[],
  load: () => Promise<unknown>,
): void {
  let loading: Promise<unknown> | undefined;
  for (const island of islands) {
    armInteraction(win, island, interactionOptions(island.getAttribute('opts')), () => hydrationOf(island, (loading ??= load())));
  }
}

/**
 * The runtime module: a `client:interaction` directive that hydrates at once (the module is
 * imported only after the interaction), then Astro's own runtime, which finds the directive and
 * reports a failed hydration (HYDRATION_ERROR_EVENT) when the promise it returns rejects.
 */
export function runtimeModule(astroRuntime: string): string {
  return `(self.Astro||(self.Astro={})).interaction=(load)=>load().then((hydrate)=>hydrate());\n${astroRuntime.trim()}\n`;
}

/** Marks Astro's inline island runtime (it defines the custom element). */
export const ASTRO_RUNTIME_MARKER = 'customElements.define("astro-island"';
/** Marks the inline `client:interaction` directive (src/build/integrations/client-interaction-directive.ts). */
export const INTERACTION_DIRECTIVE_MARKER = '"astro:interaction"';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** Astro's inline island runtime in a page, if any. */
export function astroRuntimeOf(html: string): string | undefined {
  for (const [, text] of html.matchAll(INLINE_SCRIPT)) if (text!.includes(ASTRO_RUNTIME_MARKER)) return text;
  return undefined;
}

/**
 * The page with its inline runtime and interaction directive replaced by the loader (at the end
 * of the body, after every island), or undefined when the page has no island or has one that
 * hydrates otherwise (`client:idle` needs the runtime at once).
 */
export function deferIslandRuntime(html: string, loader: string, moduleUrl: string): string | undefined {
  const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)].map((m) => m[0]);
  if (islands.length === 0 || islands.some((tag) => !tag.includes(' client="interaction"'))) return undefined;
  let runtime = 0;
  const stripped = html.replace(INLINE_SCRIPT, (script, text: string) => {
    if (text.includes(ASTRO_RUNTIME_MARKER)) {
      runtime++;
      return '';
    }
    return text.includes(INTERACTION_DIRECTIVE_MARKER) ? '' : script;
  });
  if (runtime !== 1) throw new Error(`[islands] expected Astro's inline island runtime once in a page with islands, found it ${runtime} times: has Astro changed how it inlines it? (src/build/island-boot.ts)`);
  const end = stripped.lastIndexOf('</body>');
  if (end < 0) throw new Error('[islands] a page with islands has no </body>');
  return `${stripped.slice(0, end)}<script data-module="${moduleUrl}">${loader}</script>${stripped.slice(end)}`;
}
