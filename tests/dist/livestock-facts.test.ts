/**
 * What the livestock pages say is so, over the built dist/ (a reader's review of the sale and place
 * pages): no negative breeding-zone claim from an estimated zone list, heat wording for equines
 * only in hot afternoons, delivery in the dispatch city worded as a delivery there, comfort for
 * laying only within the line's own range, no fit claimed on another climate's pastures, no horse
 * fact on a cattle page, a natural freight sentence, Colombian words for eggs and cattle labels.
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
  .map((p) => ({ path: p.path, text: visibleText(p.html), sentences: mainBlocks(p.html).flatMap((b) => sentencesOf(b.text)) }));
const sale = (species: string) => pages.filter((p) => p.path.startsWith(`/${species}/venta-`));
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
