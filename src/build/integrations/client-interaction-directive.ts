/**
 * Entrypoint of the `client:interaction` directive. Astro inlines it into the pages that use it;
 * after the build, src/build/integrations/defer-island-runtime.ts replaces it, with Astro's runtime, by
 * the island loader, which arms islands with the same `armInteraction`.
 */
import type { ClientDirective } from 'astro';
import { armInteraction, type InteractionOptions } from '../../islands/interaction';

const interaction: ClientDirective = (load, options, el) => {
  const value = typeof options.value === 'object' && options.value ? (options.value as InteractionOptions) : {};
  armInteraction(window as unknown as Window & Record<string, unknown>, el, value, async () => {
    const hydrate = await load();
    await hydrate();
  });
};

export default interaction;
