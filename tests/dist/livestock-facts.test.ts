/**
 * What the livestock pages tell a buyer is so, over the built dist/ (issue 41): the answer block of
 * every sale page reads its facts from data (the reference price, and apart from it the freight of
 * content/livestock/transporte.json marked as an estimate, the road of content/places/cities.json,
 * the climate note of the line for the city's class, the ICA documents of the line in a few words), the dispatch city is a delivery there, a line not suited to the dispatch city's climate
 * is never said to leave from there nor given a freight from there, a line is never offered for a
 * climate it does not suit without saying so (and that page is not indexed), the documents are
 * documents, and no page of the site says «de el» or «a el».
 */
import { describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { site } from '@/lib/content/site';
import { hasCityPages, LIVESTOCK_SPECIES, livestockEntry, saleSlug } from '@/lib/content/species';
import { icaItems, saleableCards } from '@/lib/domain/livestock';
import { insteadOf, notRecommended, saleFacts, twinsOf } from '@/lib/domain/livestock-sale';
import { vehicleFreight } from '@/lib/domain/livestock-trip';
import { routes } from '@/lib/routes';
import { formatCOPMillions, formatCOPSpan } from '@/lib/text/spanish';
import { categoryEnds, categoryRange, needsPriceTable } from '@/lib/views/livestock-prices';
import { builtPages } from './pages';
import { decodeEntities, visibleText } from './text';

const catalog = readCatalog();
const byPath = new Map(builtPages().map((p) => [p.path, p.html]));
const sales = LIVESTOCK_SPECIES.flatMap((species) =>
  saleableCards(catalog, species).flatMap((card) => catalog.cities.map((city) => ({ species, card, city, path: routes.livestockSale(species, saleSlug(species, card.slug), city.slug) }))),
);
const html = (path: string) => {
  const page = byPath.get(path);
  if (!page) throw new Error(`${path} is not built`);
  return page;
};
/** The answer block's facts of a page, by key (src/components/AnswerFirst.astro), and their labels, or undefined without one. */
function readAnswer(page: string): { facts: Map<string, string>; labels: Map<string, string> } | undefined {
  const open = /<section\b[^>]*\bdata-answer\b[^>]*>/.exec(page);
  if (!open) return undefined;
  const block = page.slice(open.index, page.indexOf('</section>', open.index));
  const facts = new Map<string, string>();
  const labels = new Map<string, string>();
  const text = (html: string | undefined) => decodeEntities(html?.replace(/<[^>]+>/g, '') ?? '').trim();
  for (const m of block.matchAll(/<div\b[^>]*\bdata-fact="([^"]+)"[^>]*>([\s\S]*?)<\/div>/g)) {
    facts.set(m[1]!, text(/<dd\b[^>]*>([\s\S]*?)<\/dd>/.exec(m[2]!)?.[1]));
    labels.set(m[1]!, text(/<dt\b[^>]*>([\s\S]*?)<\/dt>/.exec(m[2]!)?.[1]));
  }
  return { facts, labels };
}
const facts = (path: string) => readAnswer(html(path))!.facts;
/** The verdict that leads the answer of a line not recommended in the city (AnswerFirst.astro › data-verdict), as text, or undefined. */
const verdictOf = (path: string) => {
  const m = /<p\b[^>]*data-verdict[^>]*>([\s\S]*?)<\/p>/.exec(html(path));
  return m ? decodeEntities(m[1]!.replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ') : undefined;
};
const canonical = (page: string) => new URL(/<link rel="canonical" href="([^"]*)"/.exec(page)![1]!).pathname;
const noindex = (page: string) => /<meta name="robots" content="[^"]*noindex/.test(page);

describe('the answer of every livestock sale page is read from data', () => {
  it(`finds every sale page (${sales.length})`, () => {
    expect(sales.length).toBeGreaterThan(400);
    for (const { path } of sales) expect(readAnswer(html(path)), path).toBeDefined();
  });
  it('gives the freight of the whole vehicle to the city, marked as an estimate, apart from the reference price, where a vehicle goes from the dispatch city', () => {
    const bad: string[] = [];
    for (const s of sales) {
      const f = saleFacts(catalog, s.species, s.card, s.city);
      const shown = facts(s.path);
      const rule = catalog.livestockTransport.find((t) => t.especie === s.species);
      // A line not recommended in the city gets no freight there (its verdict leads instead: the test of climate honesty).
      if (f.freight && rule && !notRecommended(f)) {
        if (!shown.get('costo-envio')!.includes(formatCOPMillions(vehicleFreight(rule, s.city.entrega.distanciaKm)))) bad.push(`${s.path}: freight ${shown.get('costo-envio')}`);
        if (!/\(estimado\)$/.test(shown.get('costo-envio')!)) bad.push(`${s.path}: not marked as an estimate`);
        // The price is the reference one (or its categories): the freight added to it to the peso was a false precision.
        // freight apart said once, in the price's label (blind read s46: «…, sin flete (estimado)» closed every price)
        const label = readAnswer(html(s.path))!.labels.get('precio')!;
        if (!/\(referencia\)$/.test(shown.get('precio')!) && !/^Precio (.*, )?sin flete/.test(label)) bad.push(`${s.path}: price ${label}: ${shown.get('precio')}`);
      } else if (/\$/.test(shown.get('costo-envio') ?? '')) bad.push(`${s.path}: a freight figure without a rule`);
    }
    expect(bad.slice(0, 10), `${bad.length} pages`).toEqual([]);
  });
  it('gives the road hours and kilometres of content/places/cities.json, and in the dispatch city a delivery there, not a trip to it', () => {
    for (const s of sales) {
      // a row of its own, apart from the delivery (issue 41: no «…llegan en el día: unas 6 horas…» chain)
      const trip = facts(s.path).get('viaje');
      expect(facts(s.path).get('entrega') ?? '', s.path).not.toMatch(/: unas \d+ horas/);
      if (s.city.slug === site.dispatch.city) {
        expect(trip, s.path).toBeUndefined();
        expect(facts(s.path).get('entrega') ?? '', s.path).not.toMatch(/desde Bogotá|hasta .*Bogotá/);
      } else if (saleFacts(catalog, s.species, s.card, s.city).origin.kind !== 'dispatch' || notRecommended(saleFacts(catalog, s.species, s.card, s.city))) expect(trip, s.path).toBeUndefined();
      else if (!/carga|avión/.test(facts(s.path).get('entrega')!)) {
        // a truck's own hours with its stops (an estimate), a car's for birds in boxes (blind read ab18)
        const hours = saleFacts(catalog, s.species, s.card, s.city).truckHours;
        expect(trip, s.path).toContain(hours ? `en camión, con paradas, unas ${hours} horas` : `en carro, unas ${s.city.entrega.horasCarretera} horas`);
      }
    }
  });
  it('shows no figure no buyer acts on: no truckload, no water, no feed, no hours at a temperature', () => {
    const figures = /\d+ (animales|caballos|vacas|mulas) de \d+ kg|litros de agua|g de (semillas|alimento)|horas al día|°C más (alta|baja)|por hectárea/;
    const bad = sales.filter((s) => figures.test(visibleText(html(s.path)))).map((s) => s.path);
    expect(bad).toEqual([]);
  });
});

/** Whitespace folded to one space (the page's no-break spaces too), to compare a page's text with a figure. */
const fold = (text: string) => text.replace(/\s+/g, ' ');

describe('prices by category (issue 41)', () => {
  it('gives in the answer of each sale page every category’s price where the line sells several, as its page lists them (s47 read 6: a Holstein buyer found no price of a cow in milk), the species’ typical purchase first where its buyer asks for it first; two categories at the ends, each with its range; marked as an estimate while it is', () => {
    const bad: string[] = [];
    for (const s of sales) {
      const ends = categoryEnds(s.card.price ?? {});
      // a page that advises against its line in the city gives no price (s53)
      if (!ends || notRecommended(saleFacts(catalog, s.species, s.card, s.city))) continue;
      const price = fold(facts(s.path).get('precio')!);
      const table = needsPriceTable(s.card.price!);
      const label = readAnswer(html(s.path))!.labels.get('precio')!;
      const categories = s.card.price!.categorias ?? [];
      if (table) {
        // every category with its range, in the line's order, its typical purchase first where a buyer asks it first (a trained horse: content/species.json › compraTipicaPrimero)
        const entry = livestockEntry(s.species);
        const typical = entry.compraTipicaPrimero ? categories.find((c) => c.nombre === entry.compraTipica) : undefined;
        const ordered = typical ? [typical, ...categories.filter((c) => c !== typical)] : categories;
        const expected = ordered.map((c) => `${c.nombre} ${categoryRange(c)}`).join(' ');
        if (price !== fold(expected)) bad.push(`${s.path}: ${price}`);
        if (s.card.price!.estimado && label !== `Precio ${s.card.price!.unidad}, sin flete (estimado)`) bad.push(`${s.path}: not marked as an estimate: ${label}`);
      } else {
        // two categories at the ends: each with its range («Hembra: $ 50’000 a $ 80’000 por ave; macho cantor: $ 90’000 a $ 180’000»), cheapest first but for the typical purchase a buyer asks first («Caballo domado: $ 4 a 9 millones por ejemplar; potro sin domar: …»)
        const entry = livestockEntry(s.species);
        const lead = entry.compraTipicaPrimero ? entry.compraTipica : undefined;
        const [first, second] = [...categories].sort((a, b) => Number(b.nombre === lead) - Number(a.nombre === lead) || a.desde - b.desde);
        const expected = `${first!.nombre}: ${formatCOPSpan(first!.desde, first!.hasta)} ${s.card.price!.unidad}; ${second!.nombre.toLowerCase()}: ${formatCOPSpan(second!.desde, second!.hasta)}`;
        if (!price.startsWith(fold(expected))) bad.push(`${s.path}: ${price}`);
        if (s.card.price!.estimado && label !== 'Precio sin flete (estimado)') bad.push(`${s.path}: not marked as an estimate: ${label}`);
      }
    }
    expect(bad.slice(0, 10), `${bad.length}`).toEqual([]);
  });
  it('lists them on the line’s page, as data, with «(estimado)», instead of the one wide range', () => {
    for (const species of LIVESTOCK_SPECIES) for (const card of saleableCards(catalog, species)) {
      const text = visibleText(html(routes.livestockBreed(species, card.slug))).replace(/\s+/g, ' ');
      if (!card.price || !needsPriceTable(card.price)) continue;
      for (const c of card.price?.categorias ?? []) expect(text, `${species} ${card.slug}`).toContain(fold(`${c.nombre} ${categoryRange(c)}`));
      // the answer's price row is the table (s42 C8), under one label that says the unit, without freight, and the estimate
      if (card.price?.categorias) expect(text, card.slug).toContain(`Precio ${card.price.unidad}, sin flete (estimado)`);
      if (card.price?.categorias) expect(text, card.slug).not.toContain('Precio de referencia');
    }
  });
});

describe('the deliveries by city of a line’s page (issue 41)', () => {
  /** The text of the page's «Entrega por ciudad» section, whitespace folded. */
  const deliveries = (species: string, slug: string) => {
    const page = html(routes.livestockBreed(species, slug));
    const at = page.indexOf('id="ciudades"');
    if (at < 0) return '';
    return visibleText(page.slice(at, page.indexOf('</section>', at))).replace(/\s+/g, ' ');
  };
  /** The verdicts of the page's climate section («No recomendado: tierra fría (Bogotá · Manizales · Pasto)»), whitespace folded. */
  const climateVerdicts = (species: string, slug: string) => {
    const page = html(routes.livestockBreed(species, slug));
    const at = page.indexOf('id="clima"');
    if (at < 0) return '';
    const section = page.slice(at, page.indexOf('</section>', at));
    return [...section.matchAll(/<dt\b[^>]*>([\s\S]*?)<\/dt>/g)].map((m) => decodeEntities(m[1]!.replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim()).join(' | ');
  };
  it('lists the cities the line suits from the dispatch city, with the trip and the freight, none its animals reach from their farm of origin (nothing differs by city there), and says plainly where it is not recommended', () => {
    const bad: string[] = [];
    for (const species of LIVESTOCK_SPECIES) for (const card of saleableCards(catalog, species)) {
      const suited = deliveries(species, card.slug);
      const text = suited;
      // said once, in the climate section, with the class's cities (issue 41: not again under the deliveries)
      const advisedAgainst = climateVerdicts(species, card.slug);
      if (/No se recomienda en|No recomendado/.test(suited)) bad.push(`${card.slug}: the verdict said again under the deliveries`);
      for (const city of catalog.cities) {
        const f = saleFacts(catalog, species, card, city);
        if (f.climate.note?.apto === false) {
          if (suited.includes(city.nombre) || !advisedAgainst.includes(city.nombre)) bad.push(`${card.slug} ${city.slug}: not said to be advised against`);
        } else if (f.origin.kind !== 'dispatch') {
          // From the farm of origin nothing differs by city (no trip, no freight): no bare list of names (issue 41).
          if (suited.includes(city.nombre)) bad.push(`${card.slug} ${city.slug}: a bare city name`);
        } else {
          if (!suited.includes(city.nombre)) bad.push(`${card.slug} ${city.slug}: missing`);
          // the whole truck and each animal's share, in their columns after the city's road (the frame said once, in the headings)
          const row = suited.slice(suited.indexOf(city.nombre), suited.indexOf(city.nombre) + 160);
          if (f.freight && !(row.includes(fold(formatCOPMillions(f.freight.trip))) && row.includes(fold(formatCOPMillions(f.freight.perHead))))) bad.push(`${card.slug} ${city.slug}: freight`);
        }
      }
      // A line that leaves from its farm of origin says, in its answer's delivery row (s42 C8), where the line is mostly bred, not «la finca de origen» alone;
      // broiler chicks leave a hatchery, said in the hatchery's words, not the cattle's «zonas donde se cría» (s42 C7), yet with where those are (after9 §7: the page had lost it).
      const zonas = (catalog[`lineas/${species}`]!.find((l) => (l as { slug: string }).slug === card.slug) as { zonas?: { departamentos: string[] } }).zonas;
      const delivery = visibleText(html(routes.livestockBreed(species, card.slug)).match(/data-fact="entrega"[\s\S]*?<\/div>/)?.[0] ?? '').replace(/\s+/g, ' ');
      if (/desde la finca de origen/.test(delivery) && zonas && !(delivery.includes('en las zonas donde se cría') && zonas.departamentos.every((d) => delivery.includes(d)))) bad.push(`${card.slug}: origin zones`);
      if (/planta de incubación/.test(delivery) && /zonas donde se cría/i.test(delivery)) bad.push(`${card.slug}: a hatchery's chicks in the cattle's breeding zones`);
      if (/planta de incubación/.test(delivery) && zonas && !zonas.departamentos.every((d) => delivery.includes(d))) bad.push(`${card.slug}: a hatchery's chicks without where they come from`);
      if (!text && /desde la finca de origen/.test(delivery) === false && /planta de incubación/.test(delivery) === false) bad.push(`${card.slug}: no table of cities and no origin said`);
    }
    expect(bad.slice(0, 10), `${bad.length}`).toEqual([]);
    // the class as a subhead with its cities, without «Apto:» / «No recomendado:» (s42 C7); the note under it says plainly that it is not recommended
    expect(climateVerdicts('bovinos', 'brahman')).toContain('En tierra fría (Bogotá, Manizales, Pasto)');
    expect(climateVerdicts('bovinos', 'holstein')).toContain('En tierra caliente (Cali, Barranquilla, Cartagena, Cúcuta, Villavicencio)');
    expect(climateVerdicts('bovinos', 'brahman')).not.toMatch(/Apto:|No recomendado:/);
    // every class says where, the ones it suits too (after9 §6.3: «En tierra fría / En tierra fría vive bien…»), and its note does not name it again
    expect(climateVerdicts('bovinos', 'brahman')).toContain('En clima templado (Medellín, Bucaramanga, Pereira, Ibagué)');
    expect(climateVerdicts('aves', 'canarios')).toBe('En tierra fría (Bogotá, Manizales, Pasto) | En clima templado (Medellín, Bucaramanga, Pereira, Ibagué) | En tierra caliente (Cali, Barranquilla, Cartagena, Cúcuta, Villavicencio)');
  });
});

describe('the climate note of a sale page is true of its city', () => {
  it('names no other city, no department and no region: the note of a climate class is shown in every city of that class', () => {
    const names = [...catalog.cities.map((c) => c.nombre), 'Costa', 'Caribe', 'Llanos', 'Eje Cafetero', 'La Guajira', 'Sinú'];
    const bad: string[] = [];
    for (const s of sales) {
      const note = saleFacts(catalog, s.species, s.card, s.city).climate.note?.nota ?? '';
      const named = names.filter((n) => n !== s.city.nombre && new RegExp(`(?<!\\p{L})${n}(?!\\p{L})`, 'u').test(note));
      if (named.length) bad.push(`${s.path}: ${named.join(', ')}`);
      if (note && !visibleText(html(s.path)).includes(note)) bad.push(`${s.path}: note not shown`);
    }
    expect(bad.slice(0, 10), `${bad.length}`).toEqual([]);
  });
});

describe('where the animals leave from', () => {
  it('never says that a line not recommended in the dispatch city’s climate leaves from there, nor gives it a freight from there (Brahman at 2,640 m)', () => {
    const dispatch = catalog.cityBySlug.get(site.dispatch.city)!;
    const away = sales.filter((s) => saleFacts(catalog, s.species, s.card, dispatch).climate.note?.apto === false);
    expect(away.length).toBeGreaterThan(100);
    const bad = away.filter((s) => {
      const shown = facts(s.path);
      // A page of a line not recommended in its city gives no delivery and no freight at all (saleVerdict; s53).
      if (notRecommended(saleFacts(catalog, s.species, s.card, s.city))) return shown.has('entrega') || shown.has('costo-envio');
      return shown.get('entrega')!.includes(dispatch.nombre) || /\$/.test(shown.get('costo-envio') ?? '') || !/finca de origen|planta de incubación/.test(shown.get('entrega')!);
    });
    expect(bad.slice(0, 10).map((s) => `${s.path}: ${facts(s.path).get('entrega')}`)).toEqual([]);
  });
  it('sends grown pullets by road, never by air cargo, in crates (not in the boxes of day-old chicks: blind read ab16)', () => {
    expect(facts(routes.livestockSale('aves', saleSlug('aves', 'pollonas-hy-line'), 'cucuta')).get('entrega')).toMatch(/^En guacales plásticos, en camión desde /);
  });
});

describe('climate honesty', () => {
  it('says plainly on the first screen when the line is not recommended in the city’s climate, gives the reason, and does not ask search engines to send that city’s buyers there', () => {
    const not = sales.filter((s) => saleFacts(catalog, s.species, s.card, s.city).climate.note?.apto === false);
    expect(not.length).toBeGreaterThan(20);
    for (const s of not) {
      const page = html(s.path);
      // Said once, by the verdict that leads the answer (its position: the next test), not again in a «Clima» row.
      expect(facts(s.path).has('clima'), s.path).toBe(false);
      expect(verdictOf(s.path), s.path).toContain(saleFacts(catalog, s.species, s.card, s.city).climate.note!.nota);
      expect(noindex(page), s.path).toBe(true);
      expect(canonical(page), s.path).toBe(routes.livestockBreed(s.species, s.card.slug));
    }
  });
  it('leads the answer of a line not recommended in the city with the verdict, sells it nothing there (no price, road, freight or lots; the title and the chat not about buying it), and names the lines of its purpose that suit the climate (a Jersey in Cali, issue 41; the Angus in Villavicencio, s53)', () => {
    const bad: string[] = [];
    for (const s of sales) {
      const f = saleFacts(catalog, s.species, s.card, s.city);
      const page = html(s.path);
      const block = page.slice(page.indexOf('data-answer'), page.indexOf('</section>', page.indexOf('data-answer')));
      const verdict = /<p\b[^>]*data-verdict[^>]*>([\s\S]*?)<\/p>/.exec(block);
      if (!notRecommended(f)) {
        if (verdict) bad.push(`${s.path}: a verdict on a line that suits the city`);
        continue;
      }
      // The verdict before the facts: the first thing the answer says.
      if (!verdict || (block.includes('data-fact') && block.indexOf('data-verdict') > block.indexOf('data-fact'))) bad.push(`${s.path}: no verdict before the facts`);
      else if (!decodeEntities(verdict[1]!.replace(/<[^>]+>/g, '')).includes(f.climate.note!.nota)) bad.push(`${s.path}: the verdict is not the line's note`);
      const shown = facts(s.path);
      for (const key of ['costo-envio', 'viaje']) if (shown.has(key)) bad.push(`${s.path}: gives "${key}"`);
      if (/horas por carretera|horas en carro/.test(shown.get('entrega') ?? '')) bad.push(`${s.path}: gives the road`);
      if (/camión entero|por animal en camión/.test(visibleText(page))) bad.push(`${s.path}: a freight figure`);
      // Where the lines that suit the climate are listed: the species' page of the class, else of the city; birds have none.
      const twins = hasCityPages(s.species) ? twinsOf(catalog, s.species, s.city) : undefined;
      const target = twins ? routes.livestockClimate(s.species, twins.climate) : hasCityPages(s.species) ? routes.livestockIn(s.species, s.city.slug) : undefined;
      // after the lines of its purpose that suit the class (each its own page in the city: s53), the page that lists them all with their prices
      const links = verdict ? [...verdict[1]!.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]!) : [];
      const link = target ? links.at(-1) : undefined;
      if (link !== target) bad.push(`${s.path}: links ${link}, not ${target}`);
      const instead = insteadOf(catalog, s.species, s.card, s.city).map((c) => routes.livestockSale(s.species, saleSlug(s.species, c.slug), s.city.slug));
      if (JSON.stringify(links.slice(0, instead.length)) !== JSON.stringify(instead)) bad.push(`${s.path}: names ${links.join(', ')}, not ${instead.join(', ')}`);
      for (const href of instead) if (!html(href).includes('data-answer') || verdictOf(href)) bad.push(`${s.path}: names ${href}, not a page that sells its line there`);
      // sold nowhere on the page: no price, no delivery, no lots, no offer; the chat does not ask for the line
      for (const key of ['precio', 'entrega', 'disponibles']) if (shown.has(key)) bad.push(`${s.path}: gives "${key}"`);
      if (/"@type":"Product"/.test(page)) bad.push(`${s.path}: a Product offer`);
      const chat = decodeURIComponent(/wa\.me\/\d+\?text=([^"&]+)/.exec(page)?.[1] ?? '');
      if (chat.includes(`sobre ${s.card.forms.conArticulo}.`)) bad.push(`${s.path}: the chat asks for ${s.card.forms.conArticulo}`);
      if (/^Venta de /.test(/<title>([^<]*)<\/title>/.exec(page)?.[1] ?? '')) bad.push(`${s.path}: titled as a sale`);
    }
    expect(bad.slice(0, 10), `${bad.length} problems`).toEqual([]);
    const jersey = html(routes.livestockSale('bovinos', saleSlug('bovinos', 'jersey'), 'cali'));
    expect(jersey).toContain(`href="${routes.livestockClimate('bovinos', 'calido')}"`);
  });
  it('offers no warm-land cattle in the cold highlands, no Holstein in hot land, no Hy-Line pullets in hot cities, without saying so', () => {
    const path = (species: string, line: string, city: string) => routes.livestockSale(species, saleSlug(species, line), city);
    for (const line of ['brahman', 'harton-del-valle', 'costeno-con-cuernos', 'bufalo-murrah']) expect(verdictOf(path('bovinos', line, 'pasto')), line).toMatch(/tierra fría/);
    for (const line of ['holstein', 'normando']) expect(verdictOf(path('bovinos', line, 'barranquilla')), line).toMatch(/tierra caliente/);
    const hyLine = catalog['lineas/aves']!.find((l) => l.slug === 'pollonas-hy-line') as { climas: { calido: { apto: boolean } } };
    const cucuta = path('aves', 'pollonas-hy-line', 'cucuta');
    if (hyLine.climas.calido.apto) expect(facts(cucuta).get('clima')).toMatch(/^Tierra caliente, \d+ a \d+\s°C$/);
    else expect(verdictOf(cucuta)).toMatch(/tierra caliente/);
  });
});

describe('documents are documents', () => {
  it('never calls the Libreta Sanitaria Equina or the passport a vaccine, on any livestock page', () => {
    const bad = [...byPath].filter(([path, page]) => /^\/(equinos|bovinos|aves|bufalos)/.test(path) && /Vacuna (LSE|PE)\b/.test(visibleText(page))).map(([path]) => path);
    expect(bad).toEqual([]);
  });
  it('links from each sale page the ICA requirements of its line, listed once on the line’s page (s48: the same list under every city’s answer made a line’s pages alike and told nothing of the city); none where the line has none', () => {
    const link = (path: string) => html(path).match(/<a href="([^"]+)" class="link-strong" data-fact="documentos">([^<]*)<\/a>/);
    for (const s of sales) {
      const shown = link(s.path);
      // none on a page that advises against its line there: nothing to move (s53)
      if (icaItems(catalog, s.species, s.card.slug).length === 0 || notRecommended(saleFacts(catalog, s.species, s.card, s.city))) {
        expect(shown, s.path).toBeNull();
        continue;
      }
      expect(shown?.[1], s.path).toBe(`${routes.livestockBreed(s.species, s.card.slug)}#ica`);
      expect(decodeEntities(shown![2]!), s.path).toBe('Papeles del ICA para el traslado →');
      expect(html(routes.livestockBreed(s.species, s.card.slug)), s.card.slug).toMatch(/id="ica"/);
    }
  });
  it('asks no GSMI for a cage bird', () => {
    for (const line of ['canarios', 'pericos-australianos', 'agapornis']) expect(icaItems(catalog, 'aves', line).join(' '), line).not.toContain('GSMI');
  });
});

describe('Spanish contractions', () => {
  it('says «del» and «al», never «de el» or «a el», on any page (issue 41: «ficha de el Brahman»)', () => {
    // Lowercase «el» only: «de El Salvador» keeps the article of a name.
    const bad = [...byPath].flatMap(([path, page]) => (/(?<![\p{L}])([Dd]e|[Aa]) el(?![\p{L}])/u.exec(visibleText(page)) ? [path] : []));
    expect(bad.slice(0, 10)).toEqual([]);
  });
});
