/**
 * The folders of src/lib are layers, and imports run one way (docs/architecture.md › Layout):
 * pages → routes/entries → views → text → domain → content. This test reads every import of
 * src/lib and fails on one that runs against that direction.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const LIB = resolve(import.meta.dirname, '../../src/lib');
const SRC = resolve(LIB, '..');

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));

/** Every import of a src/lib module, as paths relative to src/lib ("text/dogs/article"). */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\b[^'";]*?from\s+'([^']+)'/gm)]
    .map((m) => m[1]!)
    .map((spec) => (spec.startsWith('@/') ? join(SRC, spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(file), spec) : undefined))
    .filter((p): p is string => p !== undefined && p.startsWith(LIB + '/'))
    .map((p) => relative(LIB, p).replace(/\.ts$/, ''));
}

const layerOf = (path: string) => path.split('/')[0]!;
/** What each layer may not import. */
const FORBIDDEN: Record<string, readonly string[]> = {
  content: ['domain', 'text', 'views'],
  domain: ['text', 'views'],
  text: ['views'],
  routes: ['text', 'views'],
};
/** routes/entries.ts ties each URL family to its view: the one route module that imports views. */
const GLUE = new Set(['routes/entries']);
/** The species folders of the text layer: none imports another. */
const speciesTextOf = (path: string) => path.match(/^text\/(dogs|cats|livestock)\//)?.[1];

const files = walk(LIB).map((f) => ({ path: relative(LIB, f).replace(/\.ts$/, ''), imports: imports(f) }));

describe('layers of src/lib', () => {
  it('reads the modules of every layer', () => {
    const layers = new Set(files.map((f) => layerOf(f.path)));
    for (const layer of ['content', 'domain', 'text', 'views', 'routes']) expect(layers, layer).toContain(layer);
    expect(files.flatMap((f) => f.imports).length).toBeGreaterThan(100);
  });

  it('imports run one way: no layer imports a layer above it', () => {
    const wrong = files.flatMap((f) =>
      GLUE.has(f.path) ? [] : f.imports.filter((i) => (FORBIDDEN[layerOf(f.path)] ?? []).includes(layerOf(i))).map((i) => `${f.path} → ${i}`),
    );
    expect(wrong).toEqual([]);
  });

  it("no species' text imports another species' text", () => {
    const wrong = files.flatMap((f) => {
      const own = speciesTextOf(f.path);
      return own ? f.imports.filter((i) => speciesTextOf(i) && speciesTextOf(i) !== own).map((i) => `${f.path} → ${i}`) : [];
    });
    expect(wrong).toEqual([]);
  });

  it('src/lib holds no loose module: each one sits in the folder of its layer', () => {
    expect(files.filter((f) => !f.path.includes('/')).map((f) => f.path)).toEqual([]);
  });
});
