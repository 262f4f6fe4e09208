/**
 * `client:interaction`: hydrates an island on the visitor's first pointer, touch, key or focus
 * event, so a page whose only island is the chat downloads no JavaScript until then. See
 * src/islands/interaction.ts for the behaviour (and the chat links answered before hydration).
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import type { InteractionOptions } from '../../islands/interaction';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean | InteractionOptions;
  }
}

export function clientInteraction(): AstroIntegration {
  return {
    name: 'client-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('./client-interaction-directive.ts', import.meta.url)) });
      },
    },
  };
}
