/** Entrypoint of the `client:interaction` directive (bundled inline into the pages that use it). */
import type { ClientDirective } from 'astro';
import { armInteraction, type InteractionOptions } from '../lib/interaction';

const interaction: ClientDirective = (load, options, el) => {
  const value = typeof options.value === 'object' && options.value ? (options.value as InteractionOptions) : {};
  armInteraction(window as unknown as Window & Record<string, unknown>, el, value, async () => {
    const hydrate = await load();
    await hydrate();
  });
};

export default interaction;
