/**
 * The livestock pages of several lines (a species' landing, its category pages, /bufalos-colombia/)
 * after the read of the unsampled pages (notes s41/read-unsampled.md): each line with its price,
 * the ICA notes said once on the species' page, and each city with the way there instead of a bare
 * list of names.
 */
import { describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { buildCatalog, type RawCatalog } from '@/lib/content/catalog';
import { ENTRIES } from '@/lib/pages/entries';
import { routes } from '@/lib/routes';
import { linesOf, saleableCards } from '@/lib/domain/livestock';
import { consolidatedInto } from '@/lib/views/consolidation';
import { livestockCategoryView, livestockLandingView } from '@/lib/views/livestock';
import { formatCOPSpan } from '@/lib/text/spanish';

const catalog = readCatalog();
const categories = ENTRIES.livestockCategory(catalog).map((e) => ({ species: e.props.species, view: livestockCategoryView(catalog, { path: routes.livestockCategory(e.props.species, e.props.cluster.slug), ...e.props }) }));

describe('the category pages of a livestock species', () => {
  it('give every line we sell its price, marked as an estimate while it is, and none to a bird we do not sell (P1)', () => {
    expect(categories.length).toBeGreaterThan(8);
    for (const { species, view } of categories) {
      const sold = new Map(saleableCards(catalog, species).map((c) => [c.slug, c]));
      for (const card of view.cards) {
        if (!sold.get(card.slug)?.price) {
          expect(card.price, `${view.meta.canonical} ${card.slug}`).toBeUndefined();
          continue;
        }
        expect(card.price!.value, `${view.meta.canonical} ${card.slug}`).toMatch(/\$/);
        // said once over the cards, not after each price (blind read s46)
        expect(card.price!.value).not.toMatch(/sin flete|\(estimado\)/);
        if (sold.get(card.slug)!.price!.estimado) expect(view.pricesLabel).toBe('Precio sin flete (estimado)');
      }
    }
    const card = (path: string, slug: string) => categories.find((c) => c.view.meta.canonical === path)!.view.cards.find((c) => c.slug === slug)!.price!;
    // a page of riding horses gives the trained horse alone, the species' typical purchase (blind read s46: not the colt's and the stud's prices), linked to the line's list
    const criollo = card('/equinos-paseo-colombia/', 'paso-fino-colombiano');
    expect(criollo.value).toBe(`Caballo domado: ${formatCOPSpan(12_000_000, 35_000_000)} por ejemplar`);
    expect(criollo.href).toBe('/equinos/paso-fino-colombiano-colombia/#precios');
    // a line that sells it under another name gives that one (a mule on the work page)
    expect(card('/equinos-trabajo-colombia/', 'mulas').value).toMatch(/^Mula domada: /);
    // the show-horse page, the category it names (clusters.json › categoriaPrecio)
    expect(card('/equinos-exposicion-colombia/', 'paso-fino-colombiano').value).toMatch(/^Reproductor o de exposición: /);
    // the dairy page, a cow in milk (s47 read 6: «(ternera de levante a toro reproductor)» on every card, a 10× span); the búfalo its buffalo cow in milk,
    // the same category by its own name (clusters.json › categoriaPrecioOtrosNombres; s49 read 10 found its whole span there)
    expect(card('/bovinos-leche-colombia/', 'holstein').value).toMatch(/^Vaca parida: /);
    expect(card('/bovinos-leche-colombia/', 'bufalo-murrah').value).toBe(`Búfala parida: ${formatCOPSpan(4_500_000, 7_000_000)} por animal`);
  });

  it('give each line the facts of its fact sheet the category asks first, from the line’s file (clusters.json › ficha; blind read s46: prices only)', () => {
    const view = (path: string) => categories.find((c) => c.view.meta.canonical === path)!.view;
    const paseo = view('/equinos-paseo-colombia/');
    const criollo = paseo.cards.find((c) => c.slug === 'paso-fino-colombiano')!;
    const line = linesOf(catalog, 'equinos', 'equino').find((l) => l.slug === 'paso-fino-colombiano')!;
    expect(criollo.facts).toEqual([
      { key: 'andar', label: 'Andar', value: line.ficha.andar },
      { key: 'temperamento', label: 'Temperamento', value: line.ficha.temperamento },
    ]);
    // a dairy page gives the milk, a beef page the daily gain, each line's own figure
    expect(view('/bovinos-leche-colombia/').cards.every((c) => c.facts[0]?.key === 'leche')).toBe(true);
    expect(view('/bovinos-carne-colombia/').cards.every((c) => c.facts[0]?.key === 'ganancia')).toBe(true);
    for (const { view: v } of categories) for (const card of v.cards) expect(card.facts.length, `${v.meta.canonical} ${card.slug}`).toBeLessThanOrEqual(2);
  });
  it('refuse a fact the lines of the species do not have, naming the file, the entry and the field', () => {
    const clusters = structuredClone(catalog.livestockClusters);
    clusters.find((c) => c.especie === 'aves' && c.slug === 'carne')!.ficha = ['andar'];
    expect(() => buildCatalog({ ...(catalog as unknown as RawCatalog), livestockClusters: clusters })).toThrow(
      'entry "aves/carne" › ficha: a line of aves has no «andar» in its fact sheet; write one of origen, peso, produccion, vida, criadora',
    );
  });
  it('refuse a price category, or another name of it, that none of their lines sells, naming the entry and the field', () => {
    const clusters = structuredClone(catalog.livestockClusters);
    clusters.find((c) => c.especie === 'bovinos' && c.slug === 'leche')!.categoriaPrecioOtrosNombres = ['Búfala lechera'];
    expect(() => buildCatalog({ ...(catalog as unknown as RawCatalog), livestockClusters: clusters })).toThrow(
      'entry "bovinos/leche" › categoriaPrecioOtrosNombres.0: "Búfala lechera" is not a price category of its lineas',
    );
    clusters.find((c) => c.especie === 'bovinos' && c.slug === 'leche')!.categoriaPrecioOtrosNombres = undefined;
    clusters.find((c) => c.especie === 'bovinos' && c.slug === 'leche')!.categoriaPrecio = 'Vaca lechera';
    expect(() => buildCatalog({ ...(catalog as unknown as RawCatalog), livestockClusters: clusters })).toThrow('entry "bovinos/leche" › categoriaPrecio: "Vaca lechera" is not a price category of its lineas');
  });
  it('list the requirements of their lines and leave the species’ notes to its page, linked (P11)', () => {
    for (const { view } of categories) {
      expect(view.icaBox.notas).toEqual([]);
      expect(view.icaMore?.href).toBe(`${view.back}#ica`);
      // every category asks papers to move its animals but the cage birds' (no GSMI; CITES rules international trade, not a move inside Colombia: s48 read 7)
      expect(view.ica.length > 0, view.meta.canonical).toBe(view.meta.canonical !== '/aves-ornamentales-colombia/');
    }
  });
});

describe('the deliveries of a species’ landing (P9, P1b)', () => {
  it('says how the animals travel, and gives each city with its own page the way there, linked', () => {
    for (const species of ['equinos', 'bovinos'] as const) {
      const view = livestockLandingView(catalog, species);
      expect(view.delivery, species).toBeTruthy();
      const own = catalog.cities.filter((city) => !consolidatedInto(catalog, 'livestockIn', { species, city }));
      expect(view.cities.map((c) => c.href)).toEqual(own.map((c) => routes.livestockIn(species, c.slug)));
      for (const c of view.cities) expect(c.viaje, c.nombre).toMatch(/^([\d.]+ km por carretera; en (carro|camión, con paradas), unas \d+ horas|En camión hasta su finca)/);
    }
    // every horse leaves from Bogotá: twelve cities, each with its road; warm-land cattle are said by their climate page's link
    expect(livestockLandingView(catalog, 'equinos').cities.find((c) => c.nombre === 'Medellín')!.viaje).toBe('415 km por carretera; en camión, con paradas, unas 13 horas');
    const bovinos = livestockLandingView(catalog, 'bovinos');
    expect(bovinos.cities.map((c) => c.nombre)).not.toContain('Cali');
    expect(bovinos.climatePages).toHaveLength(1);
  });

  it('gives birds, which have no city pages, no list of bare city names: how they travel, and their pages give each city', () => {
    const aves = livestockLandingView(catalog, 'aves');
    expect(aves.cities).toEqual([]);
    expect(aves.delivery).toMatch(/en la página de cada ave/);
  });
});
