/**
 * What the livestock pages say is so, over the built dist/ (a reader's review of the sale and place
 * pages): no negative breeding-zone claim from an estimated zone list, heat wording for equines
 * only in hot afternoons, delivery in the dispatch city worded as a delivery there, comfort for
 * laying only within the line's own range, no fit claimed on another climate's pastures, no horse
 * fact on a cattle page, a natural freight sentence, Colombian words for eggs and cattle labels.
 * Review 5 (a buyer's reading of 24 built pages), the livestock items:
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
import { readCatalog } from '@/lib/content/disk-catalog';
import { dispatchCity } from '@/lib/domain/places';
import { builtPages } from './pages';
import { mainBlocks, sentencesOf } from './sentences';
import { visibleText } from './text';

const LIVESTOCK = /^\/(bovinos|equinos|aves|bufalos)[-/]/;
const pages = builtPages()
  .filter((p) => LIVESTOCK.test(p.path))
  .map((p) => ({ path: p.path, html: p.html, text: visibleText(p.html), sentences: mainBlocks(p.html).flatMap((b) => sentencesOf(b.text)) }));
const sale = (species: string) => pages.filter((p) => p.path.startsWith(`/${species}/venta-`));
const page = (path: string) => pages.find((p) => p.path === path)!;
/** Each offending sentence with its page. */
const where = (list: typeof pages, pattern: RegExp) => list.flatMap((p) => p.sentences.filter((s) => pattern.test(s)).map((s) => `${p.path}: ${s}`));

describe('the livestock pages state no fact they cannot back', () => {
  it(`finds the livestock pages (${pages.length})`, () => {
    for (const species of ['bovinos', 'equinos', 'aves']) expect(sale(species).length, species).toBeGreaterThan(12);
  });
  it('makes no negative breeding-zone claim: the zone lists are estimates, not exhaustive', () => {
    expect(where(pages, /no es zona de cría|busque cerca un veterinario/)).toEqual([]);
    expect(where(pages, /allí encontrará veterinarios/)).toEqual([]);
  });
  it('gives equines heat wording only with afternoons of 25 °C or more', () => {
    const heat = /sudan más|tardan en enfriarse|se enfrían despacio|ya no se enfrían|el sudor ya no enfría/;
    const hot = sale('equinos').filter((p) => p.sentences.some((s) => heat.test(s)));
    expect(hot.length).toBeGreaterThan(0);
    // The afternoon's maximum is the climate sentence's ("con temperaturas de 17 a 28 °C"), said once on the page (review 4, D20).
    const cool = hot.filter((p) => Number(/temperaturas de \d+ a (\d+) °C/.exec(p.text)?.[1] ?? 0) < 25).map((p) => p.path);
    expect(cool).toEqual([]);
  });
  it('agrees the work of the equine lines, all plural: "cuando trabajan"', () => {
    expect(where(sale('equinos'), /cuando trabaja\b/)).toEqual([]);
  });
  it('words delivery in the dispatch city as a delivery there, not a trip to it', () => {
    const dispatch = dispatchCity(readCatalog());
    const local = pages.filter((p) => p.path.endsWith(`-${dispatch.slug}/`));
    expect(local.length).toBeGreaterThan(12);
    const trip = new RegExp(`(transportar|Transporte de|envío hasta|envío a|viajan a|hasta) [^.?]*\\b${dispatch.nombre}\\b`);
    const bad = local.flatMap((p) => p.text.split('\n').filter((l) => trip.test(l)).map((l) => `${p.path}: ${l}`));
    expect(bad).toEqual([]);
  });
  it('calls a city comfortable for laying only where its whole day is within the line’s range', () => {
    const comfortable = pages.filter((p) => /cómodo para la postura/.test(p.text));
    expect(comfortable.filter((p) => !p.text.includes('la temperatura se mantiene en ese rango todo el día')).map((p) => p.path)).toEqual([]);
  });
  it('claims no fit with all the region’s pastures, and gives cattle pages no horse fact', () => {
    expect(where(sale('bovinos'), /estos potreros/)).toEqual([]);
    expect(where(sale('bovinos'), /equin|caballo|coleo/i)).toEqual([]);
    // The region's systems are said once, by its farming fact: not again with the pastures.
    expect(where(sale('bovinos'), /la ganadería es de |se cría ganado de (leche|carne|doble)/)).toEqual([]);
  });
  it('writes the freight of a full vehicle as a rancher reads it', () => {
    expect(where(sale('bovinos').concat(sale('equinos')), /lleva sus \d+ animales|flete estimado es de unos/)).toEqual([]);
    expect(where(sale('bovinos'), /^El flete se cobra por viaje: el .+ hasta .+, a [\d.]+ km, cuesta unos \$\s?[\d’]+\s?; lleno, con \d+ animales de [\d.]+ kg, sale en unos \$\s?[\d’]+ por cabeza\./).length).toBeGreaterThan(0);
  });
  it('says the Colombian "huevo rojo"', () => {
    expect(where(pages, /marr[oó]n/i)).toEqual([]);
  });
});

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
