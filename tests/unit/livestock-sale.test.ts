/**
 * The facts of a livestock line in a city (src/lib/domain/livestock-sale.ts), computed once and
 * read by the sale and species-in-city views; the answer block they give; and the consolidation
 * rule of the sale pages (src/lib/views/consolidation.ts).
 */
import { describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { site } from '@/lib/content/site';
import { hasCityPages, saleSlug } from '@/lib/content/species';
import { icaItems, linesOf, saleableCards, speciesLines, type LivestockSpecies } from '@/lib/domain/livestock';
import { BOXES_MAX_ROAD_HOURS, climateTwins, insteadOf, lineOrigin, lineProfile, livestockPlace, notRecommended, saleFacts, withoutVerdict } from '@/lib/domain/livestock-sale';
import { vehicleFreight } from '@/lib/domain/livestock-trip';
import { fillPattern, routes } from '@/lib/routes';
import { ENTRIES } from '@/lib/pages/entries';
import { consolidatedInto } from '@/lib/views/consolidation';
import { livestockClimateView, livestockInCityView, livestockSaleView } from '@/lib/views/livestock-place-pages';

const catalog = readCatalog();
const city = (slug: string) => catalog.cityBySlug.get(slug)!;
const card = (species: LivestockSpecies, slug: string) => saleableCards(catalog, species).find((c) => c.slug === slug)!;
const facts = (species: LivestockSpecies, line: string, at: string) => saleFacts(catalog, species, card(species, line), city(at));
const view = (species: LivestockSpecies, line: string, at: string) =>
  livestockSaleView(catalog, { path: routes.livestockSale(species, saleSlug(species, line), at), species, card: card(species, line), city: city(at) });
const fact = (v: ReturnType<typeof view>, key: string) => v.answer.facts.find((f) => f.key === key)?.value;

describe('a city for the livestock pages', () => {
  it('knows the dispatch city one way: content/site.json › dispatch.city', () => {
    const places = catalog.cities.map((c) => livestockPlace(catalog, c));
    expect(places.filter((p) => p.isDispatch).map((p) => p.slug)).toEqual([site.dispatch.city]);
    const dispatch = places.find((p) => p.isDispatch)!;
    expect([dispatch.km, dispatch.hours]).toEqual([0, 0]);
    for (const p of places) expect(p.from).toBe(dispatch.nombre);
  });
  it('gives each city a climate class of its own data: Bogotá cold, Medellín temperate, Barranquilla hot', () => {
    expect(['bogota', 'medellin', 'barranquilla'].map((s) => livestockPlace(catalog, city(s)).climate)).toEqual(['frio', 'templado', 'calido']);
  });
});

describe('the facts of a line in a city', () => {
  it('sends cattle and horses by truck, with the freight of the whole vehicle and the delivered price per head of a full one (estimates)', () => {
    const mules = facts('equinos', 'mulas', 'medellin');
    expect(mules.delivery).toBe('camion');
    const truck = catalog.livestockTransport.find((t) => t.especie === 'equinos')!;
    expect(mules.freight!.trip).toBe(vehicleFreight(truck, 415));
    expect(mules.delivered).toEqual([mules.price!.desde + mules.freight!.perHead, mules.price!.hasta + mules.freight!.perHead]);
    const local = facts('bovinos', 'holstein', 'bogota');
    expect(local.delivery).toBe('camion-local');
    expect(local.freight).toBeUndefined();
    expect(local.delivered).toBeUndefined();
  });
  it('sends birds in boxes: handed over in the dispatch city, by road up to the hours boxes ride, by air cargo farther', () => {
    expect(facts('aves', 'canarios', 'bogota').delivery).toBe('cajas-local');
    expect(facts('aves', 'canarios', 'manizales').delivery).toBe('cajas-carretera');
    expect(city('barranquilla').entrega.horasCarretera).toBeGreaterThan(BOXES_MAX_ROAD_HOURS);
    expect(facts('aves', 'canarios', 'barranquilla').delivery).toBe('cajas-avion');
    // Grown pullets never fly: by truck however far (issue 41); day-old broiler chicks are not bred at Bogotá's height.
    expect(facts('aves', 'pollonas-hy-line', 'barranquilla').delivery).toBe('cajas-camion');
    expect(facts('aves', 'pollonas-hy-line', 'manizales').delivery).toBe('cajas-carretera');
    expect(facts('aves', 'pollitos-cobb', 'barranquilla').delivery).toBe('cajas-origen');
    // An ostrich travels by truck, from its farm (not recommended in Bogotá's cold); its freight is quoted.
    expect(facts('aves', 'avestruz', 'cali').delivery).toBe('camion-origen');
    expect(facts('aves', 'avestruz', 'cali').freight).toBeUndefined();
  });
  it('sends from the dispatch city only the lines its climate suits; the others leave from their farm of origin, with no road or freight computed from Bogotá (issue 41)', () => {
    const brahman = facts('bovinos', 'brahman', 'cartagena');
    expect(brahman.origin).toEqual({ kind: 'farm' });
    expect(brahman.delivery).toBe('camion-origen');
    expect([brahman.freight, brahman.delivered]).toEqual([undefined, undefined]);
    expect(facts('bovinos', 'holstein', 'medellin').origin).toEqual({ kind: 'dispatch', name: 'Bogotá' });
    // Once the breeder writes where a line leaves from, the pages name it, and the freight is still quoted.
    expect(lineOrigin(catalog, { ...lineProfile(catalog, 'bovinos', 'brahman'), origin: 'Montería' })).toEqual({ kind: 'written', name: 'Montería' });
  });
  it('reads the line’s note for the city’s climate class: a warm-land breed is not recommended in the cold highlands, a Holstein not in hot land', () => {
    expect(notRecommended(facts('bovinos', 'brahman', 'pasto'))).toBe(true);
    expect(notRecommended(facts('bovinos', 'brahman', 'villavicencio'))).toBe(false);
    expect(notRecommended(facts('bovinos', 'holstein', 'barranquilla'))).toBe(true);
    expect(facts('bovinos', 'holstein', 'bogota').climate.note!.nota.length).toBeGreaterThan(20);
  });
});

describe('the answer block of a sale page', () => {
  it('gives the delivered price, the truck from the dispatch city with its road, the freight, the climate and what is available, once each (the documents below it)', () => {
    const v = view('equinos', 'mulas', 'medellin');
    // the delivery and the trip, two facts each said once (issue 41: no «…desde Bogotá: unas 9 horas…» chain)
    expect(v.answer.facts.map((f) => f.key)).toEqual(['precio', 'entrega', 'viaje', 'costo-envio', 'clima', 'disponibles']);
    expect(fact(v, 'entrega')).toBe('En camión desde Bogotá');
    // in a truck, the truck's own hours with its stops (content/livestock/transporte.json › factorHoras: 9 h by car × 1.4); birds, a car's
    expect(fact(v, 'viaje')).toBe('415 km por carretera; en camión, con paradas, unas 13 horas');
    // birds by road: the boxes in the delivery, the road in the trip
    expect(fact(view('aves', 'canarios', 'manizales'), 'entrega')).toBe('En cajas ventiladas, por carretera desde Bogotá');
    expect(fact(view('aves', 'canarios', 'manizales'), 'viaje')).toBe('290 km por carretera; en carro, unas 7 horas');
    // every category's price, as on the line's page (s47 read 6: a Holstein buyer found no price of a bred heifer or a cow in milk);
    // a horse line that sells trained horses leads with them (issue 41: a buyer asks what a trained horse costs)
    expect(fact(view('equinos', 'paso-fino-colombiano', 'cali'), 'precio')).toBe(
      'Caballo domado: $\u00a012\u00a0a\u00a035\u00a0millones; Potro sin domar: $\u00a06\u00a0a\u00a015\u00a0millones; Reproductor o de exposición: $\u00a035\u00a0a\u00a0120\u00a0millones',
    );
    expect(view('bovinos', 'holstein', 'manizales').answer.facts.find((f) => f.key === 'precio')!.rows!.map((r) => r.label)).toEqual(['Ternera de levante', 'Novilla de vientre', 'Vaca parida', 'Toro reproductor']);
    // a line from its farm of origin in a city of a department where it is bred: said, without a figure
    expect(fact(view('bovinos', 'brahman', 'villavicencio'), 'costo-envio')).toBe('Se lo cotizamos desde la finca de origen, que puede estar cerca: el Meta es zona de cría del Brahman');
    expect(fact(view('bovinos', 'brahman', 'barranquilla'), 'costo-envio')).toBe('Se lo cotizamos desde la finca de origen');
    // The price and the freight apart (issue 41): their sum to the peso was a false precision.
    // The range of its categories (issue 41: the mule's training decides the price), linked to their list on the line's page, said once there.
    // In a few words (a horse's full figures took four lines of a phone's first screen); no link: the mule's two categories are the two ends, its page lists nothing more.
    expect(fact(v, 'precio')).toBe('Mula cerrera: $\u00a03\u00a0a\u00a05\u00a0millones por ejemplar; mula domada: $\u00a05\u00a0a\u00a010\u00a0millones');
    expect(v.answer.facts.find((f) => f.key === 'precio')!.href).toBeUndefined();
    // freight apart and the estimate said once, in the row's label (blind read s46: «…, sin flete (estimado)» closed every price)
    expect(v.answer.facts.find((f) => f.key === 'precio')!.label).toBe('Precio sin flete (estimado)');
    expect(view('equinos', 'lusitano', 'cartagena').answer.facts.find((f) => f.key === 'precio')).toMatchObject({
      value: 'Caballo domado: $\u00a050\u00a0a\u00a0120\u00a0millones; Potro sin domar: $\u00a030\u00a0a\u00a060\u00a0millones; Reproductor o de exposición: $\u00a0120\u00a0a\u00a0250\u00a0millones',
    });
    expect(v.documents!.href).toBe('/equinos/mulas-colombia/#ica');
    // livestock money: a million or more in millions, less in full
    expect(fact(v, 'costo-envio')).toMatch(/^\$\u00a02,9\u00a0millones el camión entero; \$\u00a0[\d’]+ por animal en camión compartido \(estimado\)$/);
    // In the dispatch city: the delivery there, no trip, the freight quoted by chat.
    const local = view('equinos', 'mulas', 'bogota');
    expect(local.answer.facts.map((f) => f.key)).toEqual(['precio', 'entrega', 'costo-envio', 'clima', 'disponibles']);
    expect(fact(local, 'entrega')).toBe('En camión hasta su finca, el día que acordemos');
  });
  it('gives a line without prices by category its reference range alone', () => {
    const v = view('aves', 'pavos', 'medellin');
    expect(fact(v, 'precio')).toMatch(/^\$\s[\d’]+\sa\s\$\s[\d’]+ por ave$/);
    // «(referencia)» after a label that says «(estimado)» qualified the figure twice (liv51b)
    expect(v.answer.facts.find((f) => f.key === 'precio')!.href).toBeUndefined();
    // freight apart and the estimate said once, in the row's label (blind read s46: «…, sin flete (estimado)» closed every price)
    expect(v.answer.facts.find((f) => f.key === 'precio')!.label).toBe('Precio sin flete (estimado)');
  });
  it('says first and plainly when the line is not recommended in the city’s climate, and why; sells nothing there; names what suits instead (issue 41, s53)', () => {
    const v = view('bovinos', 'brahman', 'pasto');
    // The line's note for the class leads the answer, said there once (no «Clima» row repeats it).
    expect(v.answer.verdict!.text).toBe(facts('bovinos', 'brahman', 'pasto').climate.note!.nota);
    // Not sold there (blind read ab16, the Angus in Villavicencio): no price, delivery, trip, freight or lots; no climate section, no buyer's questions, no documents.
    expect(v.answer.facts).toEqual([]);
    expect(v.answer.heading).toBe('Nuestra recomendación');
    expect([v.climate, v.buyer, v.trip, v.documents, v.availableNow]).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(v.meta.title).toBe('Brahman en Pasto: no se lo recomendamos');
    expect(v.heading).toBe('Brahman en Pasto');
    // Beef breeds for the cold, each linked to its page in Pasto; then Pasto's cattle page (its own: no twin in the cold class).
    expect(v.answer.verdict!.instead!.lead).toBe('Para carne en tierra fría le recomendamos');
    expect(v.answer.verdict!.instead!.links.map((l) => l.label)).toEqual(['el Angus', 'el Hereford']);
    expect(v.answer.verdict!.instead!.links[0]!.href).toBe('/bovinos/venta-ganado-angus-pasto/');
    expect(v.answer.verdict!.link).toEqual({ label: 'Bovinos con entrega en Pasto: el precio y la entrega de cada raza →', href: '/bovinos-en-pasto/' });
    // The chat asks for what suits, not for the Brahman.
    expect(v.chat).toMatchObject({ subject: 'ganado para tierra fría' });
    // The Angus in Villavicencio: the warm-land beef breeds, and where the Angus is recommended.
    const angus = view('bovinos', 'angus', 'villavicencio');
    expect(angus.answer.verdict!.text).toMatch(/^No se lo recomendamos puro: /);
    expect(angus.answer.verdict!.instead!.links.map((l) => l.label)).toContain('el Brahman');
    expect(angus.deliveryLink).toEqual({ label: '¿Su finca está en otro clima? Las ciudades donde sí le recomendamos el Angus →', href: '/bovinos/angus-colombia/#ciudades' });
    expect(angus.meta.description).toBe('Por qué no le recomendamos el Angus en Villavicencio (Meta), en tierra caliente, y qué le recomendamos allí en su lugar.');
    // Bogotá is not named twice (blind read ab18: «en Bogotá (Bogotá D.C.)»)
    expect(view('bovinos', 'guzera', 'bogota').meta.description).toBe('Por qué no le recomendamos el Guzerá en Bogotá, en tierra fría, y qué le recomendamos allí en su lugar.');
    expect(view('bovinos', 'holstein', 'bogota').meta.description).toMatch(/^Holstein con entrega en Bogotá: /);
    // A Jersey in Cali: the warm-land page lists what suits Cali.
    expect(view('bovinos', 'jersey', 'cali').answer.verdict!.link!.href).toBe('/bovinos-tierra-caliente/');
    // Broiler chicks in the cold: neither line suits it, and a pullet is no stand-in; birds have no city page.
    const ross = view('aves', 'pollitos-ross', 'bogota');
    expect(ross.meta.title).toBe('Pollitos Ross en Bogotá: no se los recomendamos');
    expect(ross.answer.verdict!.instead).toBeUndefined();
    expect(ross.meta.description).not.toContain('en su lugar');
    // A line that suits the city has no verdict.
    expect(view('bovinos', 'brahman', 'cali').answer.verdict).toBeUndefined();
  });
  it('names instead, for every line in every city it does not suit, the lines of its purpose the city suits, and none elsewhere', () => {
    let named = 0;
    for (const species of ['equinos', 'bovinos', 'aves'] as const) {
      const cards = saleableCards(catalog, species);
      for (const c of cards) {
        for (const at of catalog.cities) {
          const instead = insteadOf(catalog, species, c, at);
          const f = saleFacts(catalog, species, c, at);
          if (!notRecommended(f)) {
            expect(instead, `${c.slug} ${at.slug}`).toEqual([]);
            continue;
          }
          // birds name none: their labels are not uses (a broiler chick and a pullet share «Producción avícola»)
          const suited = species === 'aves' ? [] : cards.filter((o) => o.slug !== c.slug && o.purpose === c.purpose && saleFacts(catalog, species, o, at).climate.note?.apto === true);
          // of those, the lines at home in the city's class (their «Donde más rinde») where there are any
          const homeOf = (slug: string) => (speciesLines(catalog, species).find((l) => l.slug === slug) as { clima?: string } | undefined)?.clima;
          const home = suited.filter((o) => homeOf(o.slug) === f.climate.key);
          const expected = home.length ? home : suited;
          expect(instead.map((o) => o.slug), `${c.slug} ${at.slug}`).toEqual(expected.map((o) => o.slug));
          for (const o of instead) expect(notRecommended(saleFacts(catalog, species, o, at))).toBe(false);
          named += instead.length;
          // the view names them, each linked to its own page in the city
          const v = livestockSaleView(catalog, { path: routes.livestockSale(species, saleSlug(species, c.slug), at.slug), species, card: c, city: at });
          expect(v.answer.verdict!.instead?.links.map((l) => l.href) ?? [], `${c.slug} ${at.slug}`).toEqual(instead.map((o) => routes.livestockSale(species, saleSlug(species, o.slug), at.slug)));
          expect(v.answer.facts, `${c.slug} ${at.slug}`).toEqual([]);
          expect(v.chat.subject, `${c.slug} ${at.slug}`).not.toBe(c.forms.conArticulo);
        }
      }
    }
    expect(named).toBeGreaterThan(50);
    // the Normando in Bucaramanga (clima templado): the dual-purpose lines of that climate, not the lowland criollos that merely bear it
    expect(insteadOf(catalog, 'bovinos', saleableCards(catalog, 'bovinos').find((c) => c.slug === 'normando')!, city('bucaramanga')).map((c) => c.slug)).toEqual(['simmental', 'bon']);
  });
  it('says what birds travel in: pullets and hens in crates, farmyard birds by their age, chicks and cage birds in boxes (blind read ab16); and what their freight depends on', () => {
    expect(fact(view('aves', 'pollonas-hy-line', 'ibague'), 'entrega')).toBe('En guacales plásticos, por carretera desde Bogotá');
    expect(fact(view('aves', 'ponedoras-lohmann', 'barranquilla'), 'entrega')).toBe('En guacales plásticos, en camión desde Bogotá');
    expect(fact(view('aves', 'pavos', 'cali'), 'entrega')).toBe('En cajas o en guacales, según la edad, por carretera desde Bogotá');
    expect(fact(view('aves', 'pollitos-cobb', 'cali'), 'entrega')).toMatch(/^En cajas ventiladas, /);
    expect(fact(view('aves', 'pollonas-hy-line', 'ibague'), 'costo-envio')).toBe('Según el pedido: se lo cotizamos por chat antes de reservar');
  });
  it('quotes by chat what has no estimate, and gives a bird flown far its airport', () => {
    const v = view('aves', 'canarios', 'cartagena');
    expect(fact(v, 'costo-envio')).toBe('Según el pedido: se lo cotizamos por chat antes de reservar');
    expect(fact(v, 'entrega')).toContain('Rafael Núñez');
  });
  it('names the line and the city in the h1 and in no section heading', () => {
    const v = view('bovinos', 'holstein', 'bogota');
    expect(v.heading).toBe('Holstein con entrega en Bogotá');
    for (const h of [v.answer.heading, v.climate?.heading, v.buyer?.heading, v.trip?.heading]) expect(h ?? '').not.toMatch(/Holstein|Bogotá/);
  });
});

describe('honest indexing of the sale pages', () => {
  const sales = ENTRIES.livestockSale(catalog);
  const into = (species: LivestockSpecies, line: string, at: string) => consolidatedInto(catalog, 'livestockSale', { species, card: card(species, line), city: city(at) });
  it('consolidates every page: a delivered price of a line recommended there into the species’ page of the city (or of its climate class), the rest into the line’s page', () => {
    for (const { props } of sales) {
      const f = saleFacts(catalog, props.species, props.card, props.city);
      const target = consolidatedInto(catalog, 'livestockSale', props);
      const cityPage = consolidatedInto(catalog, 'livestockIn', { species: props.species, city: props.city }) ?? routes.livestockIn(props.species, props.city.slug);
      expect(target, `${props.card.slug} ${props.city.slug}`).toBe(f.delivered && !notRecommended(f) && hasCityPages(props.species) ? cityPage : routes.livestockBreed(props.species, props.card.slug));
    }
    expect(into('bovinos', 'holstein', 'medellin')).toBe('/bovinos-en-medellin/');
    expect(into('equinos', 'mulas', 'ibague')).toBe('/equinos-en-ibague/');
    const v = view('bovinos', 'holstein', 'medellin');
    expect(v.meta.canonical).toBe('/bovinos-en-medellin/');
    expect(v.meta.noindex).toBe(true);
  });
  it('consolidates into the line’s page a line it advises against there, a bird (no freight estimate) and the dispatch city (no freight)', () => {
    expect(into('bovinos', 'holstein', 'barranquilla')).toBe('/bovinos/holstein-colombia/');
    expect(into('aves', 'canarios', 'cali')).toBe('/aves/canarios-colombia/');
    expect(into('equinos', 'mulas', 'bogota')).toBe('/equinos/mulas-colombia/');
    const v = view('bovinos', 'holstein', 'barranquilla');
    expect(v.meta.canonical).toBe('/bovinos/holstein-colombia/');
    expect(v.meta.noindex).toBe(true);
  });
});

const inCity = (species: LivestockSpecies, at: string) => livestockInCityView(catalog, { path: routes.livestockIn(species, at), species, city: city(at) });

describe('a species note for a climate class (content/species.json › ganado.notaClima)', () => {
  it('tells a horse buyer in hot land about its ticks and piroplasmosis once, over the lines, and says nothing of it in the cold', () => {
    expect(inCity('equinos', 'barranquilla').climateNote).toMatch(/piroplasmosis/);
    expect(inCity('equinos', 'manizales').climateNote).toBeUndefined();
    expect(inCity('bovinos', 'barranquilla').climateNote).toBeUndefined();
    for (const line of linesOf(catalog, 'equinos', 'equino')) expect(Object.values(line.climas).map((c) => c.nota).join(' ')).not.toMatch(/piroplasmosis/);
  });
});

describe('a livestock species in a city', () => {
  it('leads with the price range of the lines its climate suits, their delivery, the freight apart and the climate class', () => {
    const v = inCity('bovinos', 'barranquilla');
    expect(v.answer.facts.map((f) => f.key)).toEqual(['precio', 'entrega', 'costo-envio', 'clima', 'disponibles']);
    // the class and the city's climate in figures, one row (s42 C3: not a sentence of its own under the answer)
    expect(v.answer.facts.find((f) => f.key === 'clima')!.value).toBe(`Tierra caliente, ${city('barranquilla').clima.temperatura[0]} a ${city('barranquilla').clima.temperatura[1]}\u00a0°C`);
    // The warm-land breeds suit Barranquilla and none leaves from Bogotá.
    expect(v.answer.facts.find((f) => f.key === 'entrega')!.value).toBe('En camión desde la finca de origen; en la tabla, dónde se cría cada raza');
    // and the table says it: each advised breed with the departments where it is bred (issue 41: «desde la finca de origen» never said where)
    expect(v.groups[0]!.columns!.zonas).toBe('Dónde se cría');
    expect(v.groups[0]!.lines.find((l) => l.name === 'Brahman')!.zones).toMatch(/^Córdoba, el Meta/);
    expect(inCity('bovinos', 'pereira').groups[0]!.columns!.zonas).toBeUndefined();
    // Lines from $ 1.5 M (a buffalo calf) to $ 25 M: the price of what a cattle buyer there buys, a heifer, in the breeds that suit the city (not the buffalo's floor, issue 41),
    // the buffalo's «búfala de vientre» said apart, by its name, as the table below lists it (its $ 3 M sat under «desde $ 3,5 millones»: blind read s45;
    // inside the heifers' span it made «novilla de vientre, de $ 3» a price no heifer has: liv51), linked to the list.
    expect(v.answer.facts.find((f) => f.key === 'precio')).toMatchObject({
      value: 'Novilla de vientre, de $\u00a03,5\u00a0a\u00a08\u00a0millones según la raza; búfala de vientre, de $\u00a03\u00a0a\u00a04,5\u00a0millones',
      href: '#lineas-0',
    });
    // Horses from a mestizo to a Lusitano (over ten times): the floor of a trained horse and its line, not a donkey's.
    expect(inCity('equinos', 'cali').answer.facts.find((f) => f.key === 'precio')!.value).toBe(
      'Caballo domado: desde $\u00a04\u00a0millones (caballos mestizos de trabajo)',
    );
    // In a temperate city both kinds suit: said once.
    expect(inCity('bovinos', 'pereira').answer.facts.find((f) => f.key === 'entrega')!.value).toBe('En camión, desde Bogotá o desde la finca de origen, según la raza');
  });
  it('groups the lines by their verdict for the city, the verdict said once over them, with their prices (issue 41)', () => {
    const v = inCity('bovinos', 'barranquilla');
    expect(v.groups.map((g) => g.heading)).toEqual(['Precio y cuidados en tierra caliente', 'Lo que no le recomendamos en tierra caliente']);
    expect(v.groups.flatMap((g) => g.lines)).toHaveLength(saleableCards(catalog, 'bovinos').length);
    const brahman = v.groups[0]!.lines.find((l) => l.name === 'Brahman')!;
    // one figure per line (issue 41: the full frame made each item 76 words): the species' typical purchase, named once in the column's heading (s42 C6); the line's page gives the rest
    expect(v.groups[0]!.columns).toMatchObject({ raza: 'Raza', precio: 'Novilla de vientre, por animal (estimado)' });
    expect(inCity('bovinos', 'pereira').groups[0]!.columns!.flete).toBe('Flete por animal (estimado)');
    expect(brahman.price).toBe('$\u00a03,5\u00a0a\u00a05,5\u00a0millones');
    // from its farm of origin: no freight in its row, said once under the table where other rows give one (Pereira), no column where none does (Barranquilla)
    expect(brahman.freight).toBeUndefined();
    expect(v.groups[0]!.columns!.flete).toBeUndefined();
    expect(inCity('bovinos', 'pereira').groups[0]!.farmNote).toBe('En las razas que dicen «Desde la finca de origen», el flete se lo cotizamos desde esa finca.');
    // the cell names the origin in the words of the answer's boxes: «Desde su finca» read as the buyer's farm (after10 §7.3)
    expect(inCity('bovinos', 'pereira').groups[0]!.lines.find((l) => l.name === 'Brahman')!.freight).toBe('Desde la finca de origen');
    expect(inCity('equinos', 'cali').groups[0]!.columns!.precio).toBe('Animal domado, por ejemplar (estimado)');
    expect(inCity('equinos', 'cali').groups[0]!.lines.find((l) => l.name === 'Pura Sangre Inglés')!.price).toBe('$\u00a012\u00a0a\u00a045\u00a0millones');
    // a line that sells the typical purchase under another name (after9 §6.5: mules, donkeys, the búfalo under «Caballo domado» / «Novilla de vientre»): that category's price, named in the row
    const row = (species: LivestockSpecies, at: string, name: string, from = catalog) =>
      livestockInCityView(from, { path: routes.livestockIn(species, at), species, city: city(at) }).groups.flatMap((g) => g.lines).find((l) => l.name === name)?.price;
    expect(row('equinos', 'cali', 'Mulas')).toBe('$\u00a05\u00a0a\u00a010\u00a0millones (mula domada)');
    expect(row('equinos', 'cali', 'Burros')).toBe('$\u00a01,5\u00a0a\u00a03\u00a0millones (burro domado)');
    expect(row('bovinos', 'pereira', 'Búfalo Murrah')).toBe('$\u00a03\u00a0a\u00a04,5\u00a0millones (búfala de vientre)');
    // a line with neither: the span of its categories, with their names (no price made up for the header's category)
    const lines = catalog['lineas/equinos']!;
    const without = { ...catalog, 'lineas/equinos': lines.map((l) => (l.slug === 'mulas' && l.precio ? { ...l, precio: { ...l.precio, comoCompraTipica: undefined } } : l)) } as typeof catalog;
    expect(row('equinos', 'cali', 'Mulas', without)).toMatch(/^\$\u00a0[\d,]+\u00a0a\u00a0[\d,]+\u00a0millones \(mula cerrera a mula domada\)$/);
    expect(brahman.note).toBe(facts('bovinos', 'brahman', 'barranquilla').climate.note!.nota);
    // No price for a line advised against there; its note says why.
    expect(v.groups[1]!.lines.find((l) => l.name === 'Holstein')!.price).toBeUndefined();
    // When every line suits the city, the list says so once instead of a verdict that tells nothing apart.
    expect(inCity('equinos', 'pereira').groups.map((g) => g.heading)).toEqual(['Precio y cuidados en clima templado']);
    // The Normando is the one cattle line not advised pure in clima templado (s53, blind read ab17): its group comes after.
    expect(inCity('bovinos', 'pereira').groups.map((g) => g.heading)).toEqual(['Precio y cuidados en clima templado', 'Lo que no le recomendamos en clima templado']);
    // A line that leaves from the dispatch city gives its freight per head to the city.
    expect(v.documents.items).toEqual(icaItems(catalog, 'bovinos'));
    expect(inCity('equinos', 'cali').groups[0]!.lines[0]!.freight).toMatch(/^\$\u00a0[\d’]+$/);
    // Why a horse pays more than a mule on the same truck: said once, at the species' scope (content/livestock/transporte.json › porAnimal), where a freight per animal is shown.
    expect(inCity('equinos', 'cali').groups[0]!.freightNote).toBe(catalog.livestockTransport.find((t) => t.especie === 'equinos')!.porAnimal);
    expect(v.groups[0]!.freightNote).toBeUndefined();
  });
  it('consolidates every city whose answer another city of its climate gives into the species’ page of that climate: warm-land cattle from their farms in Cali, Barranquilla, Cartagena… (issue 41)', () => {
    const into = (species: LivestockSpecies, at: string) => consolidatedInto(catalog, 'livestockIn', { species, city: city(at) });
    const twins = climateTwins(catalog, 'bovinos', saleableCards(catalog, 'bovinos'));
    expect(twins.map((g) => g.climate)).toEqual(['calido']);
    expect(twins[0]!.cities.map((c) => c.slug)).toEqual(expect.arrayContaining(['cali', 'barranquilla', 'cartagena', 'cucuta', 'villavicencio']));
    for (const at of ['cali', 'cartagena', 'villavicencio']) expect(into('bovinos', at), at).toBe('/bovinos-tierra-caliente/');
    expect(into('bovinos', 'medellin')).toBeUndefined();
    for (const c of catalog.cities) expect(into('equinos', c.slug), c.slug).toBeUndefined();
    // The consolidated page says where its answer is kept.
    expect(inCity('bovinos', 'cartagena').climatePage).toEqual({ label: expect.stringContaining('Bovinos para tierra caliente'), href: '/bovinos-tierra-caliente/' });
    expect(inCity('bovinos', 'medellin').climatePage).toBeUndefined();
  });
});

describe('withoutVerdict', () => {
  it('takes the verdict off a note of a class the line does not suit, and leaves any other note as written', () => {
    expect(withoutVerdict('Pura no se la recomendamos: el calor y la garrapata la afectan.')).toBe('El calor y la garrapata la afectan.');
    expect(withoutVerdict('No se lo recomendamos: por encima de unos 2.300 m rinde menos.')).toBe('Por encima de unos 2.300 m rinde menos.');
    expect(withoutVerdict('Prueba: en la tierra fría no rinde y no lo recomendamos.')).toBe('Prueba: en la tierra fría no rinde y no lo recomendamos.');
  });
  it('fits every note of the catalog that says a line is not recommended: each opens with its verdict', () => {
    for (const species of ['equinos', 'bovinos', 'aves'] as const)
      for (const card of saleableCards(catalog, species))
        for (const note of Object.values(lineProfile(catalog, species, card.slug).climates ?? {}).filter((n) => n && !n.apto)) expect(withoutVerdict(note!.nota), card.slug).not.toBe(note!.nota);
  });
});

describe('a livestock species for a climate class (/bovinos-tierra-caliente/)', () => {
  const entry = () => ENTRIES.livestockClimate(catalog).find((e) => e.props.species === 'bovinos' && e.props.climate === 'calido')!;
  const view = () => livestockClimateView(catalog, { path: '/bovinos-tierra-caliente/', ...entry().props });
  it('is built for the classes whose cities twin, and for no other', () => {
    expect(ENTRIES.livestockClimate(catalog).map((e) => fillPattern('/[especie]-tierra-[clima]/', e.params))).toEqual(['/bovinos-tierra-caliente/']);
  });
  it('gives the twin cities’ answer without a city in it: the lines for the class with their prices and breeding zones, the ones not advised, the documents', () => {
    const v = view();
    const twin = inCity('bovinos', 'barranquilla');
    expect(v.heading).toBe('Bovinos para tierra caliente');
    expect(v.meta.noindex).toBeFalsy();
    const values = (a: typeof v.answer) => Object.fromEntries(a.facts.map((f) => [f.key, f.value]));
    const mine = values(v.answer);
    const theirs = values(twin.answer);
    for (const key of ['precio', 'entrega', 'costo-envio', 'disponibles'] as const) expect(mine[key], key).toBe(theirs[key]);
    expect(mine.clima).toMatch(/^Tierra caliente, como en Cali, .*Villavicencio$/);
    expect(v.groups.map((g) => g.heading)).toEqual(['Lo que le recomendamos', 'Lo que no le recomendamos']);
    const brahman = v.groups[0]!.lines.find((l) => l.name === 'Brahman')!;
    expect(brahman.href).toBe('/bovinos/brahman-colombia/');
    expect(brahman.zones).toMatch(/^Córdoba, el Meta/);
    expect(v.groups[1]!.lines.find((l) => l.name === 'Holstein')!.price).toBeUndefined();
    // under «No se recomiendan» the lines by name, linked to their page, which gives the reason: the reason is said once, on the line's
    // page (blind read 14: twelve reasons on /bovinos-en-manizales/, each the line page's word for word); that page says why, said once under them
    expect(v.groups[1]!.lines.length).toBeGreaterThan(5);
    for (const l of v.groups[1]!.lines) expect(l.note, l.name).toBeUndefined();
    expect(v.groups[1]!.lines.find((l) => l.name === 'Angus')!.href).toBe('/bovinos/angus-colombia/');
    expect(v.groups[1]!.instead).toBe('En la página de cada una le decimos por qué. Para tierra caliente, lo que sí le recomendamos está arriba, con su precio.');
    // the line's sale page, where the verdict is the answer, keeps it
    expect(facts('bovinos', 'angus', 'barranquilla').climate.note!.nota).toMatch(/^No se lo recomendamos puro: en las horas de sol/);
    expect(v.documents.items).toEqual(icaItems(catalog, 'bovinos'));
    // No city is named but in the climate row, which says which cities the page speaks for.
    for (const f of v.answer.facts.filter((x) => x.key !== 'clima')) for (const c of catalog.cities) expect(f.value, f.key).not.toContain(c.nombre);
  });
});
