/**
 * Lets a Node script import the TypeScript of src/ that imports other modules: Node runs
 * erasable TypeScript as it is (scripts/route-table.mjs imports families.ts, which has no
 * imports), but does not resolve the extensionless relative imports ("./catalog") nor the JSON
 * imports without `with { type: 'json' }` that Vite accepts. Import this module first, then
 * import src/ dynamically (static imports are resolved before this module runs):
 *
 *   import './ts-resolve.mjs';
 *   const { readCatalog } = await import('../src/lib/content/disk-catalog.ts');
 */
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

const SRC = new URL('../src/', import.meta.url);
const HAS_EXTENSION = /\.(?:[cm]?[jt]sx?|json)$/;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL ?? '';
    if (!parent.endsWith('.ts')) return nextResolve(specifier, context);
    // The "@/…" alias of tsconfig.json and tests/vitest.config.ts.
    const local = specifier.startsWith('@/') ? new URL(specifier.slice(2), SRC).href : specifier;
    if ((local.startsWith('.') || local.startsWith('file:')) && !HAS_EXTENSION.test(local)) {
      const base = new URL(local, parent).href;
      for (const candidate of [`${base}.ts`, `${base}/index.ts`]) {
        if (existsSync(fileURLToPath(candidate))) return nextResolve(candidate, context);
      }
    }
    if (local.endsWith('.json')) {
      return { ...nextResolve(local, context), format: 'json', importAttributes: { type: 'json' } };
    }
    return nextResolve(local, context);
  },
});
