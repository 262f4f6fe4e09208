/**
 * Review 5 (a buyer's reading of 24 built pages), the livestock items, over the built pages:
 * - a line is never "menos común" around a city whose region the same page calls a breeding zone
 *   of it, and Medellín's equines are also for work and packing (item 3);
 * - the region's farming (eggs, broilers, cattle) is on poultry and cattle pages, not on
 *   ornamental-bird or ostrich pages (item 5);
 * - a horse's wide price range says what decides the price (item 10);
 * - the freight gives the whole vehicle's cost, what a buyer of one mule pays (item 22);
 * - stocking rates in whole animals or hectares, no "1,3 animales" (item 23);
 * - the city's temperatures said once on equine and bird sale pages (items 24, D20 of review 4);
 * - CITES only on the agapornis, a listed species (item 28); and the wordings of items 26, 27, 29, 30.
 */
import { describe, expect, it } from 'vitest';
import { builtPages } from './pages';
import { mainBlocks, sentencesOf } from './sentences';
import { visibleText } from './text';

const pages = builtPages()
  .filter((p) => /^\/(bovinos|equinos|aves|bufalos)[-/]/.test(p.path))
  .map((p) => ({ path: p.path, html: p.html, text: visibleText(p.html), sentences: mainBlocks(p.html).flatMap((b) => sentencesOf(b.text)) }));
const sale = (species: string) => pages.filter((p) => p.path.startsWith(`/${species}/venta-`));
const page = (path: string) => pages.find((p) => p.path === path)!;
const where = (list: typeof pages, pattern: RegExp) => list.flatMap((p) => p.sentences.filter((s) => pattern.test(s)).map((s) => `${p.path}: ${s}`));

describe('review 5, livestock pages', () => {
  it('finds the sale pages', () => {
    for (const species of ['bovinos', 'equinos', 'aves']) expect(sale(species).length, species).toBeGreaterThan(12);
  });
  it('never calls a line rare around a city whose region the page calls a breeding zone of it (item 3)', () => {
    const both = sale('equinos').filter((p) => /son allí menos comunes/.test(p.text) && /(se crían?|es zona de cría de) .*(veterinarios de la zona|sus veterinarios)/.test(p.text));
    expect(both.map((p) => p.path)).toEqual([]);
    const mules = page('/equinos/venta-mulas-medellin/').text;
    expect(mules).not.toMatch(/menos comunes/);
    expect(mules).toMatch(/Alrededor de Medellín los equinos (se usan|sirven) sobre todo para [^.]*trabajo de finca y carga/);
    expect(mules).toContain('En Antioquia se crían mulas');
  });
  it('gives the farming of the region on poultry and cattle pages only, not to a buyer of a budgie or an ostrich (item 5)', () => {
    const fact = /mayores productores de huevo y pollo/;
    expect(page('/aves/venta-pericos-australianos-bucaramanga/').text).not.toMatch(fact);
    const cage = sale('aves').filter((p) => /venta-(canarios|pericos-australianos|agapornis|avestruz)-/.test(p.path));
    expect(cage.length).toBeGreaterThan(30);
    expect(where(cage, /ganado|ganaderías|lechería|productores de huevo/)).toEqual([]);
    // Poultry keeps it.
    expect(page('/aves/venta-pollitos-ross-bucaramanga/').text).toMatch(fact);
  });
  it('says what decides a horse’s price in its wide range (item 10)', () => {
    const lines = pages.filter((p) => p.path.startsWith('/equinos/')).flatMap((p) => p.sentences.filter((s) => /^Precio de referencia:/.test(s)).map((s) => `${p.path}: ${s}`));
    expect(lines.length).toBeGreaterThan(100);
    expect(lines.filter((l) => !/, según la edad, [^.]+$/.test(l))).toEqual([]);
    expect(page('/equinos/lusitano-colombia/').text).toMatch(/Precio de referencia: \$\s40’000’000 a \$\s150’000’000 por ejemplar, según la edad, la doma, la línea de sus padres y, en los de exposición, sus premios/);
  });
  it('gives the freight of the whole vehicle, the one a buyer of a single animal pays, before the per-head figure (item 22)', () => {
    const far = [...sale('bovinos'), ...sale('equinos')].filter((p) => !p.path.endsWith('-bogota/'));
    const without = far.filter((p) => !/El flete se cobra por viaje: el [^.]+, a [\d.]+ km, cuesta unos \$\s[\d’]+00’000; lleno, con \d+ animales de [\d.]+ kg, sale en unos \$\s[\d’]+ por cabeza\./.test(p.text));
    expect(without.map((p) => p.path)).toEqual([]);
    // 415 km at $ 7’000 a km (content/livestock/transporte.json), to the $ 100’000.
    expect(page('/equinos/venta-mulas-medellin/').text).toMatch(/el camión para equinos con divisiones hasta Medellín, a 415 km, cuesta unos \$\s2’900’000;/);
  });
  it('counts the animals a hectare carries as a rancher does, in whole animals or hectares (item 23)', () => {
    expect(where(pages, /\d,\d (vacas|animales|caballos|mulas|burros|yeguas)\b|\d,\d hectáreas/)).toEqual([]);
  });
  it('says the afternoon and night temperatures of the city once on an equine sale page (review 4, D20)', () => {
    expect(where(sale('equinos'), /(tardes|noches) de \d+ °C/)).toEqual([]);
    expect(page('/equinos/venta-mulas-medellin/').text.split('28 °C')).toHaveLength(2);
  });
  it('says a bird’s comfort range once, without repeating the city’s temperatures (item 24), and «tiene buen clima» (item 26)', () => {
    expect(where(sale('aves'), /todo el día cae dentro de ese rango|es buen clima para/)).toEqual([]);
    expect(page('/aves/venta-pericos-australianos-bucaramanga/').text.split('19 a 28 °C')).toHaveLength(2);
  });
  it('claims captivity for our budgies, not for every budgie (item 27)', () => {
    expect(where(pages, /^Los periquitos australianos nacen en cautiverio/)).toEqual([]);
    expect(page('/aves/venta-pericos-australianos-bucaramanga/').text).toContain('Nuestros periquitos australianos nacen en cautiverio');
  });
  it('asks for CITES permits only where the species is listed: the agapornis, not budgies or canaries (item 28)', () => {
    const cites = (p: (typeof pages)[number]) => /CITES/.test(p.text.replace(/No comercializamos aves silvestres nativas[^\n]*/g, ''));
    const listed = sale('aves').filter((p) => /venta-agapornis-/.test(p.path));
    expect(listed.length).toBeGreaterThan(5);
    expect(listed.filter((p) => !cites(p)).map((p) => p.path)).toEqual([]);
    expect(sale('aves').filter((p) => /venta-(canarios|pericos-australianos)-/.test(p.path) && cites(p)).map((p) => p.path)).toEqual([]);
  });
  it('words the Holstein’s coat and the buffalo’s advantages as sentences (items 29, 30)', () => {
    expect(where(pages, /blanco y negro o rojo/)).toEqual([]);
    const buffalo = pages.filter((p) => p.path.startsWith('/bufalos'));
    expect(buffalo.length).toBeGreaterThan(0);
    expect(buffalo.flatMap((p) => [...p.html.matchAll(/<li[^>]*>\s*(Aprovecha|Leche con|Carne magra|Animales dóciles)/g)].map((m) => `${p.path}: ${m[1]}`))).toEqual([]);
    expect(buffalo.some((p) => p.text.includes('El búfalo aprovecha pastos toscos'))).toBe(true);
  });
});
