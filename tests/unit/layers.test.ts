/**
 * The folders of src/lib are floors, and imports run one way, down (docs/architecture.md › Layout):
 * pages → views → text → domain → content → routes. This test reads every import of src/lib and
 * fails on one that runs against that direction; no module is exempt.
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
/**
 * The floors, from the ground up: each may import its own floor and those below it. routes/: the
 * URL formats (no other import of src/lib); pages/: the site's pages as a whole (their entries,
 * static paths, collisions, redirects, URL ledger, sitemap), the only floor that sees the views.
 */
const FLOORS = ['routes', 'content', 'domain', 'text', 'views', 'pages'] as const;
const floorOf = (path: string) => FLOORS.indexOf(layerOf(path) as (typeof FLOORS)[number]);
/** The species folders of the text layer: none imports another. */
const speciesTextOf = (path: string) => path.match(/^text\/(dogs|cats|livestock)\//)?.[1];
/** The species modules of the schemas of content/ (content/schemas/dogs, dog-texts…): none imports another species'. */
const speciesSchemaOf = (path: string) => path.match(/^content\/schemas\/(dog|cat|livestock)/)?.[1];

const files = walk(LIB).map((f) => ({ path: relative(LIB, f).replace(/\.ts$/, ''), imports: imports(f) }));

describe('layers of src/lib', () => {
  it('reads the modules of every layer', () => {
    const layers = new Set(files.map((f) => layerOf(f.path)));
    expect([...layers].sort()).toEqual([...FLOORS].sort());
    expect(files.flatMap((f) => f.imports).length).toBeGreaterThan(100);
  });

  it('imports run one way: no floor imports a floor above it', () => {
    const wrong = files.flatMap((f) => f.imports.filter((i) => floorOf(i) > floorOf(f.path)).map((i) => `${f.path} → ${i}`));
    expect(wrong).toEqual([]);
  });

  it("no species' text imports another species' text", () => {
    const wrong = files.flatMap((f) => {
      const own = speciesTextOf(f.path);
      return own ? f.imports.filter((i) => speciesTextOf(i) && speciesTextOf(i) !== own).map((i) => `${f.path} → ${i}`) : [];
    });
    expect(wrong).toEqual([]);
  });

  it("no species' schemas import another species' schemas", () => {
    expect(new Set(files.map((f) => speciesSchemaOf(f.path)).filter(Boolean)).size).toBe(3);
    const wrong = files.flatMap((f) => {
      const own = speciesSchemaOf(f.path);
      return own ? f.imports.filter((i) => speciesSchemaOf(i) && speciesSchemaOf(i) !== own).map((i) => `${f.path} → ${i}`) : [];
    });
    expect(wrong).toEqual([]);
  });

  it('src/lib holds no loose module: each one sits in the folder of its layer', () => {
    expect(files.filter((f) => !f.path.includes('/')).map((f) => f.path)).toEqual([]);
  });
});
