/**
 * The inline island loader (src/build/integrations/island-loader-entry.ts, src/build/island-boot.ts),
 * bundled and minified once per build: defer-island-runtime writes it into the pages and
 * security-headers allows its hash, both from this one text. Like the scripts of
 * src/lib/views/inline-scripts.ts it comes from our code alone.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

let loader: Promise<string> | undefined;

export function islandLoaderScript(): Promise<string> {
  loader ??= build({
    entryPoints: [fileURLToPath(new URL('./island-loader-entry.ts', import.meta.url))],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    charset: 'utf8',
    legalComments: 'none',
    write: false,
  }).then((result) => {
    const text = result.outputFiles[0]!.text.trim();
    if (/<\/script|<!--/i.test(text)) throw new Error('[islands] the island loader contains "</script" or "<!--": it would break out of its element');
    return text;
  });
  return loader;
}
