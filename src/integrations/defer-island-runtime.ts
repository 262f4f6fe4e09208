/**
 * After the build, on every page whose islands all hydrate on the first interaction (all of them
 * today), replaces
 * Astro's inline island runtime and `client:interaction` directive with a small inline loader
 * and writes the runtime as one hashed module in dist/_astro/ that the loader imports on that
 * interaction (src/build/island-boot.ts). security-headers allows the loader by the hash of the same text.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { filesUnder } from './dist-files';
import { islandLoaderScript } from './island-loader';
import { astroRuntimeOf, deferIslandRuntime, runtimeModule } from '../build/island-boot';

export function deferIslandRuntimeIntegration(): AstroIntegration {
  return {
    name: 'defer-island-runtime',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const pages = await filesUnder(out, '.html');
        const loader = await islandLoaderScript();
        let moduleUrl: string | undefined;
        let runtime: string | undefined;
        let deferred = 0;
        for (const file of pages) {
          const html = await readFile(file, 'utf8');
          const own = astroRuntimeOf(html);
          if (own === undefined) continue;
          if (runtime === undefined) {
            runtime = own;
            const module = runtimeModule(runtime);
            const hash = createHash('sha256').update(module).digest('base64url').slice(0, 8);
            moduleUrl = `/_astro/islands.${hash}.js`;
            await writeFile(join(out, moduleUrl), module);
          } else if (own !== runtime) {
            throw new Error(`[islands] ${file.slice(out.length)}: Astro inlined a different island runtime than in other pages; expected one for the whole site`);
          }
          const changed = deferIslandRuntime(html, loader, moduleUrl!);
          if (changed === undefined) continue;
          await writeFile(file, changed);
          deferred++;
        }
        logger.info(`island runtime loaded on the first interaction on ${deferred} of ${pages.length} pages (${moduleUrl ?? 'no islands'})`);
      },
    },
  };
}
