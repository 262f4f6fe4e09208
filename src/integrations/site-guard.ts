/**
 * Guards the sales channel at the start of every build: a deploy build (DEPLOY_TARGET set)
 * stops on placeholder settings; a development build warns about them once.
 * Invalid values (a number without country code, a javascript: URL…) already fail when
 * src/lib/content/site.ts resolves the config.
 */
import type { AstroIntegration } from 'astro';
import { resolveSite } from '../lib/content/site';
import { deployProblems, deployTarget } from '../lib/content/site-settings';

export function siteGuard(env = process.env): AstroIntegration {
  return {
    name: 'site-guard',
    hooks: {
      'astro:config:setup': ({ command, logger }) => {
        if (command !== 'build' && command !== 'dev') return;
        const target = deployTarget(env);
        const problems = deployProblems(resolveSite(env), env);
        if (!problems.length) return;
        if (target) {
          throw new Error(`DEPLOY_TARGET=${target} refuses placeholder settings:\n  - ${problems.join('\n  - ')}`);
        }
        logger.warn(
          `placeholder settings, fine for development; a deploy build (DEPLOY_TARGET=cloudflare|netlify|static) refuses them:\n  - ${problems.join('\n  - ')}`,
        );
      },
    },
  };
}
