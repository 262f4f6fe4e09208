/**
 * The livestock pages after the editor's seventh read (issue 41), over every built page of equinos,
 * bovinos and aves:
 * - no sale page ends with a list of bare city names; each ends with one link to its line's
 *   deliveries by city; every sale page is consolidated into a page that gives its answer (s50);
 * - one money format on every livestock page: a million or more in millions («$ 7,4 millones»),
 *   never a full seven-figure amount («$ 7’400’000») beside them;
 * - the delivery and the trip are two facts: no «…llegan en el día: unas 6 horas…» chain;
 * - «en cajas ventiladas» said once on a page at most, and a line's climate verdict once;
 * - the delivery table's group labels say what happens where (AFTER7 §7.4).
 */
import { describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { LIVESTOCK_SPECIES, saleSlug } from '@/lib/content/species';
import { saleableCards } from '@/lib/domain/livestock';
import { saleFacts } from '@/lib/domain/livestock-sale';
import { routes } from '@/lib/routes';
import { readAnswer } from './answer-block';
import { builtPages } from './pages';
import { decodeEntities, visibleText } from './text';

const catalog = readCatalog();
const pages = builtPages();
const byPath = new Map(pages.map((p) => [p.path, p.html]));
const livestock = pages.filter((p) => /^\/(equinos|bovinos|aves|bufalos)[-/]/.test(p.path));
const sales = LIVESTOCK_SPECIES.flatMap((species) =>
  saleableCards(catalog, species).flatMap((card) => catalog.cities.map((city) => ({ species, card, city, path: routes.livestockSale(species, saleSlug(species, card.slug), city.slug) }))),
);
const html = (path: string) => byPath.get(path) ?? '';
/** The page's <main>, whitespace folded, as a visitor reads it. */
const mainText = (page: string) => visibleText(/<main[\s\S]*<\/main>/.exec(page)?.[0] ?? '').replace(/\s+/g, ' ');
const noindex = (page: string) => /<meta name="robots" content="[^"]*noindex/.test(page);

/** A full amount of a million pesos or more («$ 1’800’000»): the livestock pages write those in millions. */
export const FULL_MILLIONS = /\$\s?\d{1,3}(?:’\d{3}){2,}/;

describe('the end of a livestock sale page', () => {
  it(`lists no bare city names, and links its line's deliveries by city once, to a part of that page that exists (${sales.length} pages)`, () => {
    expect(sales.length).toBeGreaterThan(400);
    const cities = new Set(catalog.cities.map((c) => c.nombre));
    const bad: string[] = [];
    for (const s of sales) {
      const page = html(s.path);
      const items = [...page.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map((m) => decodeEntities(m[1]!.replace(/<[^>]+>/g, '')).trim());
      const bare = items.filter((i) => cities.has(i));
      if (bare.length) bad.push(`${s.path}: ${bare.length} bare city names`);
      const links = [...page.matchAll(/<a\b[^>]*data-delivery-link[^>]*>/g)].map((m) => /href="([^"]+)"/.exec(m[0])?.[1]);
      // the table of cities, or (a line from its farm of origin, without one: s42 C8) the answer that says where it is bred
      const line = routes.livestockBreed(s.species, s.card.slug);
      const anchor = links[0]?.startsWith(`${line}#`) ? links[0].slice(line.length + 1) : undefined;
      if (links.length !== 1 || !anchor || !['ciudades', 'respuesta'].includes(anchor) || !html(line).includes(`id="${anchor}"`)) bad.push(`${s.path}: ${links.join(', ') || 'no link'} to the line's deliveries`);
    }
    expect(bad.slice(0, 10), `${bad.length} pages`).toEqual([]);
  });

  it('is consolidated into a page that gives its answer: the species’ page of the city (its line’s row with the same freight per animal, and the same climate note) or the line’s page', () => {
    const bad: string[] = [];
    let toCity = 0;
    for (const s of sales) {
      const page = html(s.path);
      const canonical = /<link rel="canonical" href="https?:\/\/[^/"]+([^"]*)"/.exec(page)?.[1];
      const line = routes.livestockBreed(s.species, s.card.slug);
      if (!noindex(page) || !canonical || canonical === s.path) { bad.push(`${s.path}: indexable`); continue; }
      if (canonical === line) continue;
      toCity++;
      const target = html(canonical);
      // the line's row on the city's page links this page and gives the freight per animal its answer gives
      const row = [...target.matchAll(/<tr\b[\s\S]*?<\/tr>/g)].map((m) => m[0]).find((r) => r.includes(`href="${s.path}"`));
      const perHead = /(\$\s[\d’,]+(?: millones)?) por animal/.exec(readAnswer(page)?.facts.get('costo-envio') ?? '')?.[1];
      if (!row) bad.push(`${s.path}: no row of its line on ${canonical}`);
      // or, where it is the same for every line there, once in the city page's own answer (no column repeating it on every row: blind read ab13)
      else if (perHead && ![row, readAnswer(target)?.facts.get('costo-envio') ?? ''].some((t) => decodeEntities(t.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').includes(perHead.replace(/\s+/g, ' ')))) bad.push(`${s.path}: ${perHead} per animal neither in its row nor in the answer of ${canonical}`);
      const note = saleFacts(catalog, s.species, s.card, s.city).climate.note?.nota;
      if (note && !mainText(target).includes(note)) bad.push(`${s.path}: its climate note is not on ${canonical}`);
    }
    expect(bad.slice(0, 10), `${bad.length} sale pages`).toEqual([]);
    expect(toCity).toBeGreaterThan(100);
  });
});

describe('one money format on every livestock page', () => {
  it('finds a full seven-figure amount and lets millions and smaller amounts be', () => {
    expect(FULL_MILLIONS.test('$\u00a01’800’000 a $\u00a02’800’000')).toBe(true);
    expect(FULL_MILLIONS.test('$ 1,8 a 2,8 millones; $ 920’000 por animal; $ 50’000')).toBe(false);
  });
  it(`writes a million or more in millions, never in full (${livestock.length} pages)`, () => {
    expect(livestock.length).toBeGreaterThan(500);
    const bad = livestock.flatMap((p) => {
      const m = FULL_MILLIONS.exec(mainText(p.html));
      return m ? [`${p.path}: ${m[0]}`] : [];
    });
    expect(bad.slice(0, 10), `${bad.length} pages`).toEqual([]);
  });
});

describe('the delivery and the trip, each said once', () => {
  it('gives the trip as a fact of its own, never chained to the delivery after a colon', () => {
    const bad = sales.flatMap((s) => {
      const facts = readAnswer(html(s.path))?.facts;
      const entrega = facts?.get('entrega') ?? '';
      return /: unas \d+ horas|horas por carretera|horas en carro/.test(entrega) ? [`${s.path}: ${entrega}`] : [];
    });
    expect(bad.slice(0, 10), `${bad.length} pages`).toEqual([]);
  });
  it('says «en cajas ventiladas» once on a page at most (the answer; the table’s groups say only the way)', () => {
    const bad = livestock.flatMap((p) => {
      const n = mainText(p.html).match(/en cajas ventiladas/gi)?.length ?? 0;
      return n > 1 ? [`${p.path}: ${n} times`] : [];
    });
    expect(bad.slice(0, 10), `${bad.length} pages`).toEqual([]);
  });
  it('labels each group of a line’s delivery table with what happens there, the same truck in the same words (AFTER7 §7.4)', () => {
    const dispatch = catalog.cities.find((c) => c.slug === 'bogota')!.nombre;
    const bad: string[] = [];
    let groups = 0;
    for (const species of LIVESTOCK_SPECIES) for (const card of saleableCards(catalog, species)) {
      const page = html(routes.livestockBreed(species, card.slug));
      const at = page.search(/<section\b[^>]*aria-labelledby="ciudades"/);
      if (at < 0) continue;
      const section = page.slice(at, page.indexOf('</section>', at));
      const labels = [...section.matchAll(/<p class="font-semibold">([\s\S]*?)<\/p>/g)].map((m) => decodeEntities(m[1]!).replace(/\s+/g, ' ').trim());
      groups += labels.length;
      // a label says where or from where («En Bogotá, el día del despacho»), or where the birds are picked up: never a bare «El día del despacho» over «Bogotá»
      for (const label of labels) if (!label.includes(dispatch) && !/aeropuerto/.test(label)) bad.push(`${card.slug}: «${label}»`);
      // the road groups share their words up to the comma: «Por carretera desde Bogotá, hasta 10 horas de viaje» / «…, más de 10 horas de viaje», not «En camión desde Bogotá» beside it
      const road = labels.filter((l) => /^(Por carretera|En camión)/.test(l));
      if (new Set(road.map((l) => l.split(',')[0])).size > 1) bad.push(`${card.slug}: ${road.join(' / ')}`);
    }
    expect(groups).toBeGreaterThan(10);
    expect(bad.slice(0, 10), `${bad.length} labels`).toEqual([]);
  });
  it('gives a line’s verdict for a climate class once, with its cities, not again under the deliveries', () => {
    const bad: string[] = [];
    for (const species of LIVESTOCK_SPECIES) for (const card of saleableCards(catalog, species)) {
      const text = mainText(html(routes.livestockBreed(species, card.slug)));
      for (const clase of ['tierra fría', 'clima templado', 'tierra caliente']) {
        const n = text.match(new RegExp(`No recomendado: ${clase}|No se recomienda en ${clase}|No se l[oa]s? recomendamos en ${clase}`, 'gi'))?.length ?? 0;
        if (n > 1) bad.push(`${species} ${card.slug}: ${clase} ${n} times`);
      }
    }
    expect(bad.slice(0, 10), `${bad.length} lines`).toEqual([]);
  });
});
