/**
 * The editor's hints say where a value comes from as the editor shows it (editor drives s44–s45:
 * 157 file paths in the hints): a file the editor opens by its screens and fields; a file it
 * does not open, or a field its forms do not show, not at all (editor drive s50: «content/species.json»,
 * «(«Criadero»)» for a field Criadero does not have); a page of the site by its name, not its address.
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
  it('leave out a file the editor does not open, and a field its forms do not show, for whoever maintains the site', () => {
    expect(inEditorWords('(content/species.json › ganado.compraTipica: un caballo domado)', collections)).toBe('(un caballo domado)');
    expect(inEditorWords('{sede}: la ciudad del criadero (content/site.json › dispatch.city).', collections)).toBe('{sede}: la ciudad del criadero.');
    expect(inEditorWords('la compra típica (la de la especie, content/species.json › ganado.compraTipica, o la de la categoría)', collections)).toBe('la compra típica (la de la especie, o la de la categoría)');
    expect(inEditorWords('su título y botón están en content/species.json › portada.', collections)).toBe('su título y botón: los cambia quien mantiene el sitio.');
  });
  it('name a page of the site by its name, not its address', () => {
    expect(inEditorWords('Título en Google de /clousters/perros/{lugar}/. {lugar}: el barrio.', collections)).toBe('Título en Google de la página de las razas con entrega en un lugar. {lugar}: el barrio.');
    expect(inEditorWords('Página «Quiénes somos» (/quienes-somos/).', collections)).toBe('Página «Quiénes somos».');
    expect(inEditorWords('Enlace a la guía /gatos/precios/, al final.', collections)).toBe('Enlace a la guía de precios de gatos, al final.');
    expect(inEditorWords('La página /bufalos-colombia/; sus datos.', collections)).toBe('La página de búfalos; sus datos.');
  });
  it('name no file by its path', () => {
    expect(hints.flatMap((h) => h.match(/content\/[\w/.|-]+/g) ?? [])).toEqual([]);
    expect(EDITOR_FILES.length).toBeGreaterThan(10);
  });
});
