/**
 * On every page whose islands all hydrate on the first interaction (all of them today), replaces
 * Astro's inline island runtime and `client:interaction` directive with a small inline loader
 * and writes the runtime as one hashed module in dist/_astro/ that the loader imports on that
 * interaction (src/build/island-boot.ts). The CSP allows the loader by the hash of the same text.
 * Run by page-passes.ts, once per page.
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { astroRuntimeOf, deferIslandRuntime, runtimeModule } from '../island-boot';

/** A page transform that defers its island runtime to `loader` (island-loader.ts), with the count for the build log. */
export function islandDeferrer(out: string, loader: string) {
  let moduleUrl: string | undefined;
  let runtime: string | undefined;
  let deferred = 0;
  let pages = 0;
  const defer = async (html: string, path: string): Promise<string> => {
    pages++;
    const own = astroRuntimeOf(html);
    if (own === undefined) return html;
    if (runtime === undefined) {
      runtime = own;
      const module = runtimeModule(runtime);
      const hash = createHash('sha256').update(module).digest('base64url').slice(0, 8);
      moduleUrl = `/_astro/islands.${hash}.js`;
      await writeFile(join(out, moduleUrl), module);
    } else if (own !== runtime) {
      throw new Error(`[islands] ${path}: Astro inlined a different island runtime than in other pages; expected one for the whole site`);
    }
    const changed = deferIslandRuntime(html, loader, moduleUrl!);
    if (changed === undefined) return html;
    deferred++;
    return changed;
  };
  const summary = () => `island runtime loaded on the first interaction on ${deferred} of ${pages} pages (${moduleUrl ?? 'no islands'})`;
  return { defer, summary };
}
