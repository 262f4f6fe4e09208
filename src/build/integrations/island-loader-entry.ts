/**
 * Entrypoint of the inline island loader (see src/build/island-boot.ts), bundled by
 * src/build/integrations/defer-island-runtime.ts. Its script element names the runtime module in `data-module`.
 */
import { bootIslands, islandModuleUrls } from '../island-boot';

const runtime = (document.currentScript as HTMLScriptElement).dataset.module!;
const islands = [...document.querySelectorAll('astro-island[client="interaction"]')];

bootIslands(window as unknown as Parameters<typeof bootIslands>[0], islands, () => {
  // The islands' modules download alongside the runtime, not after it.
  for (const href of islandModuleUrls(islands)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  return import(/* @vite-ignore */ runtime);
});
