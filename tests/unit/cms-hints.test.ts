/**
 * The editor's hints say where a value comes from as the editor shows it (editor drives s44–s45:
 * 157 file paths in the hints): a file the editor opens by its screens and fields, a file it
 * does not open by its path.
 */
import { describe, expect, it } from 'vitest';
import { cmsConfig } from '@/build/cms-collections';
import { inEditorWords } from '@/build/cms-hints';
import type { CmsField } from '@/build/cms-config';

const { collections } = cmsConfig({ kind: 'local', url: 'http://localhost:8081/api/v1' });
const hints: string[] = [];
const walk = (f: CmsField) => {
  if (f.hint) hints.push(f.hint);
  (f.fields ?? []).forEach(walk);
  if (f.field) walk(f.field);
};
for (const c of collections) {
  (c.fields ?? []).forEach(walk);
  for (const file of c.files ?? []) file.fields.forEach(walk);
}
const EDITOR_FILES = collections.flatMap((c) => (c.files ?? []).map((f) => f.file));

describe("the editor's hints", () => {
  it('name a file the editor opens, and its fields, by the labels the breeder taps', () => {
    expect(inEditorWords('(content/cats/breeds.json › adaptacion.calor «baja»)', collections)).toBe('(«Razas y líneas › Gatos › Adaptación al clima › Aguanta el calor» «baja»)');
    expect(inEditorWords('content/dogs|cats/breeds.json › clima', collections)).toBe('«Razas y líneas › Perros o Gatos › La raza en cada clima»');
    expect(inEditorWords('content/livestock › zonas', collections)).toBe('«Razas y líneas › Equinos, Bovinos o Aves › Zonas de cría»');
    expect(inEditorWords('content/site.json › guarantee.microchip', collections)).toBe('«Criadero › Garantía de salud › Microchip»');
  });
  it('name a file by its name alone as the editor shows it too, and say nothing of the code or of repository files', () => {
    expect(inEditorWords('la lista de gatos.json › kittenIncludes.', collections)).toBe('la lista de «Textos del sitio › Gatos: páginas de razas › Lo que recibe todo gatito al salir del criadero».');
    expect(inEditorWords('un texto por forma de entrega (src/lib/domain/places.ts › deliveryMode), en las páginas', collections)).toBe('un texto por forma de entrega, en las páginas');
    expect(inEditorWords('por confirmar, CONTENT-TO-CONFIRM.md)', collections)).toBe('por confirmar, la lista de datos por confirmar)');
  });
  it('draw a label from the hint as the editor shows it, not cut at the «.» of «site.json»', () => {
    const labels: string[] = [];
    const walkLabels = (f: CmsField) => {
      labels.push(f.label);
      (f.fields ?? []).forEach(walkLabels);
      if (f.field) walkLabels(f.field);
    };
    for (const c of collections) for (const file of c.files ?? []) file.fields.forEach(walkLabels);
    expect(labels.filter((l) => /content\/|\.json|\b(placeGroups|cityGroups|roadOnly|pickupOnly|deliveryByCity)\b/.test(l))).toEqual([]);
    // a long clause ends before «mientras…», whole (editor drive s49: «…mientras «Criadero» no da la razón…»)
    expect(labels).toContain('Título de la página');
    expect(labels.filter((l) => l.endsWith('…'))).toEqual([]);
  });
  it('keep the path of a file the editor does not open', () => {
    expect(inEditorWords('(content/species.json › ganado.compraTipica: un caballo domado)', collections)).toBe('(content/species.json › ganado.compraTipica: un caballo domado)');
  });
  it('name no file the editor opens by its path', () => {
    const paths = hints.flatMap((h) => h.match(/content\/[\w/.|-]+/g) ?? []);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((p) => EDITOR_FILES.some((f) => p === f || f.startsWith(`${p}/`) || p.split('|').some((q) => f.includes(q.replace(/\.json$/, '')))))).toEqual([]);
  });
});
