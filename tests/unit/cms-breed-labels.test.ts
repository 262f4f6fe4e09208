/**
 * The breed and line screens of the editor (/admin/ › Razas y líneas) speak Spanish: every field
 * of every file has a Spanish label from src/build/cms-breed-labels.ts, never the schema's English
 * description or the raw field name ("tamano", "precio_base"), and no hint is left in English.
 */
import { describe, expect, it } from 'vitest';
import { BREED_LABELS } from '@/build/cms-breed-labels';
import { breedFiles, cmsCollections, LIST_FIELD } from '@/build/cms-collections';
import type { CmsField } from '@/build/cms-config';

/** Common English words; none of them is a Spanish word ("for", "the", "line" never appear in Spanish text). */
const ENGLISH = /\b(the|and|of|with|when|breed|line|price|name|shown|visitors|true|false|how|well|for|which)\b/i;

type Seen = { path: string; field: CmsField };

/** Every field under `fields`, with its path ("adaptacion.calor"); a list's one `field` under the list's own path. */
function walk(fields: readonly CmsField[], prefix = ''): Seen[] {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    return [
      { path, field },
      ...(field.field ? [{ path, field: field.field }] : []),
      ...(field.fields ? walk(field.fields, path) : []),
      ...(field.field?.fields ? walk(field.field.fields, path) : []),
    ];
  });
}

const razas = cmsCollections().find((c) => c.name === 'razas')!;
const screens = razas.files!.map((file) => {
  const key = breedFiles().find((b) => b.name === file.name)!.key;
  const items = file.fields.find((f) => f.name === LIST_FIELD)!;
  return { name: file.name, key, seen: walk(items.fields!) };
});

describe('editor: the breed and line screens in Spanish', () => {
  it('has the five files: dogs, cats and the livestock lines', () => {
    expect(screens.map((s) => s.key)).toEqual(['dogBreeds', 'catBreeds', 'lineas/equinos', 'lineas/bovinos', 'lineas/aves']);
    for (const s of screens) expect(s.seen.length, s.name).toBeGreaterThan(10);
  });

  for (const { name, key, seen } of screens) {
    describe(name, () => {
      it('gives every field a Spanish label of its own in the label map, short and in sentence case', () => {
        const labels = BREED_LABELS[key] ?? {};
        const missing = [...new Set(seen.map((s) => s.path))].filter((path) => !labels[path]);
        expect(missing, 'fields without an entry in BREED_LABELS').toEqual([]);
        const bad = seen
          .filter(({ field }) => field.label === field.name || field.label.length > 40 || !/^[A-ZÁÉÍÓÚÑ]/.test(field.label))
          .map(({ path, field }) => `${path}: «${field.label}»`);
        expect(bad, 'labels that are the raw name, longer than 40 characters or not capitalised').toEqual([]);
      });

      it('has no English in its labels and hints', () => {
        const english = seen.flatMap(({ path, field }) =>
          [field.label, field.hint ?? ''].filter((text) => ENGLISH.test(text)).map((text) => `${path}: «${text}»`),
        );
        expect(english).toEqual([]);
      });

      it('explains the codes of every select in its hint, and says the slug is the pages’ address', () => {
        const unexplained = seen.filter(({ field }) => field.widget === 'select' && !field.hint).map((s) => s.path);
        expect(unexplained, 'selects without a hint').toEqual([]);
        expect(seen.find((s) => s.path === 'slug')!.field.hint).toMatch(/No lo cambie.*direcciones de sus páginas/);
      });

      it('asks to mark every estimate until it is confirmed', () => {
        const estimates = seen.filter((s) => /(^|\.)estimado$/.test(s.path));
        expect(estimates.length).toBeGreaterThan(0);
        for (const { path, field } of estimates) expect(field.hint, path).toMatch(/^Márquelo mientras no haya confirmado/);
      });
    });
  }

  it('leaves no entry in the label map that names no field', () => {
    const stale = screens.flatMap(({ key, seen }) => {
      const paths = new Set(seen.map((s) => s.path));
      return Object.keys(BREED_LABELS[key] ?? {})
        .filter((path) => !paths.has(path))
        .map((path) => `${key} › ${path}`);
    });
    expect(stale).toEqual([]);
  });
});

describe('the climate hints of the lines name cities of that climate', () => {
  it('each city a hint of «La línea en cada clima» names is of that class (src/lib/domain/places.ts › climateClass)', async () => {
    const { readContentFile } = await import('@/lib/content/read');
    const { climateClass } = await import('@/lib/domain/places');
    const classOf = new Map(readContentFile('cities', process.cwd()).map(({ data }) => [data.nombre, climateClass(data.clima)]));
    const CLASS = { frio: 'frío', templado: 'templado', calido: 'cálido' } as const;
    const equinos = screens.find((s) => s.name === 'equinos')!;
    const named: string[] = [];
    for (const [key, cls] of Object.entries(CLASS)) {
      const hint = equinos.seen.find((s) => s.path === `climas.${key}`)!.field.hint!;
      for (const [city, c] of classOf) {
        if (!hint.includes(city)) continue;
        named.push(city);
        expect(c, `${city} in «${hint}»`).toBe(cls);
      }
    }
    expect(named.length).toBeGreaterThanOrEqual(9);
  });
});
