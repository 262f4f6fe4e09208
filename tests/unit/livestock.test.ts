/** The livestock category pages, /bufalos-colombia/ and their content (issue 8). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCatalog, type RawCatalog } from '@/lib/content/catalog';
import { readCatalog } from '@/lib/content/disk-catalog';
import { texts } from '@/lib/content/texts';
import { parseContentFile } from '@/lib/content/files';
import { resolveLegacyPath } from '@/lib/pages/legacy';
import { buildLegacyIndex } from '@/lib/pages/redirects';
import { routes } from '@/lib/routes';
import { ENTRIES, familyPaths } from '@/lib/pages/entries';
import { livestockCategoryView, livestockLandingView } from '@/lib/views/livestock';
import { bufalosView } from '@/lib/views/bufalos';
import { livestockLineView } from '@/lib/views/livestock-line';
import { deliveryGroups, roadNote } from '@/lib/views/livestock-delivery';
import { livestockInCityView, livestockSaleView } from '@/lib/views/livestock-place-pages';
import { lineFicha, weightSaid } from '@/lib/views/livestock-ficha';
import { saleSlug } from '@/lib/content/species';
import { chatMessage } from '@/lib/views/chat';
import { formatCOPSpan } from '@/lib/text/spanish';
import { linesOf, livestockClusters, saleableCards } from '@/lib/domain/livestock';
import { buildHead } from '@/lib/views/seo';

const catalog = readCatalog();
const category = (species: string, slug: string) => {
  const entry = ENTRIES.livestockCategory(catalog).find((e) => e.props.species === species && e.props.cluster.slug === slug)!;
  return livestockCategoryView(catalog, { path: routes.livestockCategory(species, slug), ...entry.props });
};
const categoryPaths = (species: string) => familyPaths(catalog, 'livestockCategory').filter((p) => p.startsWith(`/${species}-`));

describe('category pages of equinos, bovinos and aves', () => {
  it('has one page per cluster of content/livestock/clusters.json', () => {
    expect(categoryPaths('equinos')).toEqual(['/equinos-paseo-colombia/', '/equinos-trabajo-colombia/', '/equinos-deporte-colombia/', '/equinos-exposicion-colombia/']);
    expect(categoryPaths('bovinos')).toEqual(['/bovinos-leche-colombia/', '/bovinos-carne-colombia/', '/bovinos-doble-proposito-colombia/']);
    expect(categoryPaths('aves')).toEqual(['/aves-carne-colombia/', '/aves-postura-colombia/', '/aves-ornamentales-colombia/', '/aves-traspatio-colombia/']);
  });

  it('lists the cluster’s lines, linking each line page, with the species’ ICA requirements', () => {
    const view = category('bovinos', 'leche');
    expect(view.meta.title).toBe('Ganado de leche en Colombia: razas lecheras');
    expect(view.meta.canonical).toBe('/bovinos-leche-colombia/');
    expect(view.crumbs!.map((c) => c.name)).toEqual(['Inicio', 'Bovinos en Colombia', 'Ganado de leche']);
    expect(view.cards.map((c) => c.name)).toEqual(['Holstein', 'Jersey', 'Normando', 'Pardo Suizo', 'Gyr', 'Girolando', 'Costeño con cuernos', 'Búfalo Murrah']);
    expect(view.cards[0]!.href).toBe('/bovinos/holstein-colombia/');
    expect(view.ica).toContain('Vacunación contra fiebre aftosa del último ciclo');
    expect(view.others.map((o) => o.href)).toEqual(['/bovinos-carne-colombia/', '/bovinos-doble-proposito-colombia/']);
  });

  it('keeps the legal note of birds that are not sold, and gives them no chat', () => {
    const view = category('aves', 'ornamentales');
    const peacock = view.cards.find((c) => c.slug === 'pavo-real')!;
    expect(peacock.note).toBe('Solo información educativa');
    expect(peacock.chat).toBeUndefined();
    // Ornamental birds: the requirements of their own types, no poultry vaccine (issue 9).
    expect(view.ica.join(' ')).not.toMatch(/Gumboro|Newcastle/);
    const canary = view.cards.find((c) => c.slug === 'canarios')!;
    expect(canary.note).toBeUndefined();
    expect(canary.chat?.subject).toBe('los canarios');
    expect(category('aves', 'carne').cards.find((c) => c.slug === 'avestruz')!.note).toBe('Requiere zoocría autorizada');
  });

  it('are linked from their species landing page, and bovinos link the búfalos page', () => {
    expect(livestockLandingView(catalog, 'equinos').categories.map((c) => c.href)).toEqual(categoryPaths('equinos'));
    expect(livestockLandingView(catalog, 'aves').categories.map((c) => c.href)).toEqual(categoryPaths('aves'));
    expect(livestockLandingView(catalog, 'bovinos').categories.map((c) => c.href)).toEqual([...categoryPaths('bovinos'), '/bufalos-colombia/']);
  });

  it('are linked from the pages of their lines; the búfalo line links /bufalos-colombia/', () => {
    const line = (species: 'equinos' | 'bovinos' | 'aves', slug: string) => {
      const card = livestockLandingView(catalog, species).cards.find((c) => c.slug === slug)!;
      return livestockLineView(catalog, { path: routes.livestockBreed(species, slug), species, card });
    };
    const links = (species: 'equinos' | 'bovinos' | 'aves', slug: string) => line(species, slug).compare.filter((p) => p.href).map((p) => p.href);
    expect(links('equinos', 'arabe')).toEqual(['/equinos-paseo-colombia/', '/equinos-deporte-colombia/', '/equinos-exposicion-colombia/']);
    expect(links('bovinos', 'bufalo-murrah')).toEqual(['/bovinos-leche-colombia/', '/bovinos-doble-proposito-colombia/', '/bufalos-colombia/']);
    // in the sentence written for the category or the combination (after10 §6.3: not «las otras razas de caballos de deporte y caballos de exposición», joined by code, nor «razas» of canaries, broiler lines or mules)
    const sentence = (species: 'equinos' | 'bovinos' | 'aves', slug: string) => line(species, slug).compare.map((p) => (p.href ? `[${p.text}]` : p.text)).join('');
    expect(sentence('equinos', 'lusitano')).toBe('Para comparar, vea otros caballos [de deporte] o [de exposición].');
    expect(sentence('equinos', 'mulas')).toBe('Para comparar, vea [otros equinos de trabajo y carga].');
    expect(sentence('aves', 'canarios')).toBe('Para comparar, vea [otras aves ornamentales].');
    expect(sentence('aves', 'pollitos-cobb')).toBe('Para comparar, vea [otras aves de engorde].');
    expect(sentence('bovinos', 'bufalo-murrah')).toBe('Para comparar, vea otras razas [lecheras] o [de doble propósito], y [por qué criar búfalos].');
    // the schema counts the links between brackets: one for the category alone, one per category of a combination
    const clusters = JSON.parse(readFileSync('content/livestock/clusters.json', 'utf8')) as Record<string, Record<string, unknown>[]>;
    const broken = structuredClone(clusters);
    (broken.equinos![2]!.compararJunto as Record<string, string>).exposicion = 'Para comparar, vea otros caballos de deporte o [de exposición].';
    expect(() => parseContentFile('livestockClusters', JSON.stringify(broken))).toThrow(/equinos\/deporte.*compararJunto\.exposicion: escriba 2 enlaces entre corchetes/);
    const none = structuredClone(clusters);
    none.aves![2]!.comparar = 'Para comparar, vea otras aves ornamentales.';
    expect(() => parseContentFile('livestockClusters', JSON.stringify(none))).toThrow(/aves\/ornamentales.*comparar: escriba 1 enlace entre corchetes/);
    // every line of every category has its sentence, with one link per category (the view throws where a combination has none)
    for (const species of ['equinos', 'bovinos', 'aves'] as const)
      for (const card of livestockLandingView(catalog, species).cards) {
        const cats = livestockClusters(catalog, species).filter((c) => c.lineas.includes(card.slug)).length;
        expect(links(species, card.slug).length, card.slug).toBe(cats ? cats + Number(card.slug === 'bufalo-murrah') : 0);
      }
  });

  it('titles the requirements of a line moved as a lot in boxes as its sale page links them, a title that fits every animal («Papeles para el traslado»: s48, «moverlos» for pullets and «moverlo» for a mule did not agree)', () => {
    const line = (species: 'equinos' | 'bovinos' | 'aves', slug: string) => {
      const card = livestockLandingView(catalog, species).cards.find((c) => c.slug === slug)!;
      return livestockLineView(catalog, { path: routes.livestockBreed(species, slug), species, card });
    };
    for (const slug of ['pollitos-cobb', 'pollonas-hy-line', 'codornices']) expect(line('aves', slug).text.icaHeading, slug).toBe('Papeles para el traslado');
    // one animal at a time on a truck: a horse, a cow, an ostrich
    expect(line('equinos', 'lusitano').text.icaHeading).toBe('Papeles para el traslado');
    expect(line('bovinos', 'brahman').text.icaHeading).toBe('Papeles para el traslado');
    expect(line('aves', 'avestruz').text.icaHeading).toBe('Papeles para el traslado');
  });

  it('a bird we do not sell: a question in the chat, no sale requirements, no offer', () => {
    const landing = livestockLandingView(catalog, 'aves');
    const peacockCard = landing.cards.find((c) => c.slug === 'pavo-real')!;
    expect(peacockCard.chatLabel).toBe('Hacer una pregunta');
    expect(chatMessage(peacockCard.chat)).toMatch(/ y tengo una pregunta sobre el pavo real\.$/);
    const canaryCard = landing.cards.find((c) => c.slug === 'canarios')!;
    expect(canaryCard.chatLabel).toBe('Consultar por WhatsApp');
    expect(chatMessage(canaryCard.chat)).toMatch(/ y quiero más información sobre los canarios\.$/);
    for (const slug of ['pavo-real', 'faisanes']) {
      const card = landing.cards.find((c) => c.slug === slug)!;
      const view = livestockLineView(catalog, { path: routes.livestockBreed('aves', slug), species: 'aves', card });
      expect(view.cta?.label, slug).toBe('Hacer una pregunta');
      expect(chatMessage(view.chat), slug).toMatch(new RegExp(` y tengo una pregunta sobre ${card.forms.conArticulo}\\.$`));
      expect(view.ica, slug).toEqual([]);
      expect(view.jsonLd.map((o) => (o as { '@type': string })['@type']), slug).toEqual(['BreadcrumbList']);
    }
  });

  it('asks in the chat of a species page about the species in plain words (content/species.json › palabraChat), not its URL word, and of a category page about the category', () => {
    const bogota = catalog.cities.find((c) => c.slug === 'bogota')!;
    const messages = {
      landing: chatMessage(livestockLandingView(catalog, 'bovinos').chat),
      category: chatMessage(category('equinos', 'paseo').chat),
      inCity: chatMessage(livestockInCityView(catalog, { path: routes.livestockIn('bovinos', 'bogota'), species: 'bovinos', city: bogota }).chat),
      birds: chatMessage(livestockLandingView(catalog, 'aves').chat),
    };
    expect(messages.landing).toMatch(/ y quiero más información sobre ganado\.$/);
    // A category asks about what it gathers: the species' «caballos, mulas y burros» on a page of show horses read wrong (s49).
    expect(messages.category).toMatch(/ y quiero más información sobre caballos de paseo\.$/);
    expect(chatMessage(category('equinos', 'exposicion').chat)).toMatch(/ y quiero más información sobre caballos de exposición\.$/);
    expect(messages.inCity).toMatch(/ y quiero más información sobre ganado con entrega en Bogotá\.$/);
    expect(messages.birds).toMatch(/ y quiero más información sobre aves\.$/);
  });

  it('labels the birds by what they are for: poultry, egg laying, ornamental; one name for the budgerigar', () => {
    const labels = Object.fromEntries(livestockLandingView(catalog, 'aves').cards.map((c) => [c.slug, c.label]));
    expect(labels).toMatchObject({ pavos: 'Aves de corral', patos: 'Aves de corral', gansos: 'Aves de corral', codornices: 'Producción de huevos', canarios: 'Aves ornamentales', agapornis: 'Aves ornamentales' });
    const budgie = livestockLandingView(catalog, 'aves').cards.find((c) => c.slug === 'pericos-australianos')!;
    expect(budgie.name).toBe('Periquitos australianos');
    // «Nuestros»: ours are born in captivity, not every budgie (review 5, item 27).
    expect(budgie.description).toMatch(/^Nuestros periquitos australianos nacen en cautiverio/);
  });

  it('gives Google a whole description of each species page, within 155 characters', () => {
    for (const species of ['equinos', 'bovinos', 'aves'] as const) {
      const { meta } = livestockLandingView(catalog, species);
      const tag = buildHead(meta).find((t) => t.tag === 'meta' && t.attrs.name === 'description');
      const description = tag && 'attrs' in tag ? tag.attrs.content! : '';
      expect(description, species).toMatch(/[^…]\.$/);
      expect(description.length, species).toBeLessThanOrEqual(155);
    }
    expect(livestockLandingView(catalog, 'equinos').meta.description).toBe(
      'Caballos criollos de paso fino y trocha, Cuarto de Milla, árabes y otras razas, y mulas y burros de trabajo: precio, entrega en camión y papeles del ICA.',
    );
  });

  it('says the wild-bird notice once on /aves-colombia/, and no CITES rule among the papers to move a bird inside Colombia (s48 read 7)', () => {
    const view = livestockLandingView(catalog, 'aves');
    const said = [view.page.warning ?? '', ...view.page.ica.notas, ...view.ica];
    expect(said.filter((t) => /silvestres/.test(t))).toEqual(['Aviso legal: no comercializamos aves silvestres nativas; sobre ellas solo ofrecemos información educativa.']);
    expect(said.filter((t) => /CITES/.test(t))).toHaveLength(0);
  });

  it('heads a line we sell with its name, the search phrase in the title, and no second chat box under the answer (s42 C1, C5)', () => {
    const card = livestockLandingView(catalog, 'equinos').cards.find((c) => c.slug === 'lusitano')!;
    const view = livestockLineView(catalog, { path: routes.livestockBreed('equinos', 'lusitano'), species: 'equinos', card });
    expect(view.heading).toBe('Lusitano');
    expect(view.meta.title).toMatch(/^Lusitano en Colombia/);
    expect(view.cta).toBeUndefined();
  });

  it('titles a line we sell with what a searcher wants, sale and price, and keeps a bird we only describe as it was (blind read 13)', () => {
    const lineView = (species: 'equinos' | 'bovinos' | 'aves', slug: string) => {
      const card = livestockLandingView(catalog, species).cards.find((c) => c.slug === slug)!;
      return { card, view: livestockLineView(catalog, { path: routes.livestockBreed(species, slug), species, card }) };
    };
    for (const [species, slug] of [['bovinos', 'holstein'], ['aves', 'gansos']] as const) {
      const { card, view } = lineView(species, slug);
      expect(view.meta.title).toBe(`${card.name} en Colombia: precio y venta`);
      expect(view.meta.description).toContain('en venta');
      expect(view.meta.description).toContain(formatCOPSpan(card.price!.desde, card.price!.hasta));
    }
    // every line's description fits a search result, its own opening sentence where the priced one does not
    for (const species of ['equinos', 'bovinos', 'aves'] as const) {
      for (const card of livestockLandingView(catalog, species).cards) expect(lineView(species, card.slug).view.meta.description.length, card.slug).toBeLessThanOrEqual(155);
    }
    const { card, view } = lineView('aves', 'pavo-real');
    expect(view.meta.title).toBe('Pavo real: origen, alimentación y cuidados');
    expect(view.meta.description).toBe(card.description);
  });

  it('opens the page of a line we sell with the answer: the range of its prices, how it is delivered, what is available (the documents are its list, not said twice); none on a bird we only describe (issue 41)', () => {
    const lineOf = (species: 'equinos' | 'bovinos' | 'aves', slug: string) => {
      const card = livestockLandingView(catalog, species).cards.find((c) => c.slug === slug)!;
      return { card, view: livestockLineView(catalog, { path: routes.livestockBreed(species, slug), species, card }) };
    };
    const facts = (v: ReturnType<typeof lineOf>['view']) => Object.fromEntries(v.answer!.facts.map((f) => [f.key, { value: f.value, href: f.href }]));
    // with prices by category: the answer's price row is their table (s42 C8: no span over it, no second table under it), at #precios
    const brahmanPrice = lineOf('bovinos', 'brahman').view.answer!.facts.find((f) => f.key === 'precio')!;
    expect(brahmanPrice).toMatchObject({ label: 'Precio por animal, sin flete (estimado)', anchor: 'precios' });
    expect(brahmanPrice.rows!.map((r) => r.label)).toEqual(['Ternero de levante', 'Novilla de vientre', 'Vaca parida', 'Toro reproductor']);
    const brahman = facts(lineOf('bovinos', 'brahman').view);
    // a horse line leads with the trained horse (content/species.json › compraTipicaPrimero)
    const criollo = lineOf('equinos', 'paso-fino-colombiano').view.answer!.facts.find((f) => f.key === 'precio')!;
    expect(criollo.rows!.map((r) => r.label)).toEqual(['Caballo domado', 'Potro sin domar', 'Reproductor o de exposición']);
    expect(criollo.rows![0]!.value).toBe('$\u00a012\u00a0a\u00a035\u00a0millones');
    // two categories: each with its range, no list below (the trained horse's range is there whole), the trained horse first as on every horse page
    expect(facts(lineOf('equinos', 'mestizos-trabajo').view).precio!.value).toBe('Caballo domado: $\u00a04\u00a0a\u00a09\u00a0millones por ejemplar; potro sin domar: $\u00a02\u00a0a\u00a04\u00a0millones');
    // without the typical category (donkeys): the table in its own order, one money format
    expect(facts(lineOf('equinos', 'burros').view).precio!.value).toBe('Burro sin domar: $\u00a0800’000\u00a0a\u00a0$\u00a01,5\u00a0millones; Burro domado: $\u00a01,5\u00a0a\u00a03\u00a0millones; Burro hechor: $\u00a03\u00a0a\u00a06\u00a0millones');
    // two categories, the two ends: the answer says them both, no list to link (a canary)
    expect(facts(lineOf('aves', 'canarios').view).precio).toEqual({ value: 'Hembra: $\u00a050’000\u00a0a\u00a0$\u00a080’000 por ave; macho cantor: $\u00a090’000\u00a0a\u00a0$\u00a0180’000', href: undefined });
    // from its farm of origin: where the line is bred and that the freight is quoted there, in the answer (no section of its own)
    expect(brahman.entrega).toEqual({ value: 'En camión desde la finca de origen, en las zonas donde se cría: Córdoba, el Meta, el Casanare, el Cesar, Sucre, Bolívar, Antioquia y Santander; el flete se lo cotizamos desde allí', href: undefined });
    // broiler chicks: the hatchery's words, not the cattle's breeding zones (s42 C7)
    expect(facts(lineOf('aves', 'pollitos-cobb').view).entrega!.value).toBe('En cajas ventiladas, desde la planta de incubación, en las zonas avícolas de Santander, Cundinamarca, el Valle del Cauca, Antioquia, Risaralda y el Quindío; el flete se lo cotizamos desde allí');
    expect(Object.keys(brahman)).toEqual(['precio', 'entrega', 'disponibles']);
    // the way the answer says is not said again over the table of cities
    const lusitanoView = lineOf('equinos', 'lusitano').view;
    expect(lusitanoView.deliveries!.groups.filter((g) => !g.local).map((g) => g.entrega)).toEqual([undefined]);
    // by road to some cities and by air to others (canaries): said so, the table says which
    expect(facts(lineOf('aves', 'canarios').view).entrega).toEqual({ value: 'En cajas ventiladas, por carretera o en avión según la ciudad (vea la tabla)', href: '#ciudades' });
    // over the table, each way in a few plain words (the boxes are the answer's); Bogotá a row of the first table (s42 C9)
    const canaryGroups = lineOf('aves', 'canarios').view.deliveries!.groups;
    // cattle by truck: the road note carries the transport rule with its norm (blind read 14: 13-18 h and nothing on how they travel); birds in boxes do not,
    // nor horses (the manual is for species for human consumption; blind read ab17)
    expect(roadNote('bovinos')).toMatch(/Resolución 20223040006915 de 2022/);
    expect(lineOf('equinos', 'lusitano').view.deliveries!.roadNote).toBe(roadNote('equinos'));
    expect(roadNote('equinos')).not.toMatch(/Resolución/);
    expect(lineOf('aves', 'canarios').view.deliveries!.roadNote).toBe(roadNote('aves'));
    expect(roadNote('aves')).not.toMatch(/Resolución/);
    // birds in boxes or crates: when they arrive and their water on arrival, not the stops of a truck with cattle (s54)
    expect(roadNote('aves')).toBe(texts.livestockPages.line.roadNoteBoxes);
    expect(roadNote('aves')).not.toMatch(/paradas/);
    expect(canaryGroups.map((g) => g.label)).toEqual(['Por carretera desde Bogotá, hasta 10 horas de viaje', 'Por carga aérea: usted recoge la caja en el aeropuerto']);
    expect(canaryGroups[0]!.rows[0]).toMatchObject({ nombre: 'Bogotá', viaje: 'El día del despacho' });
    // by road to every city, some by truck (pullets): said so
    expect(facts(lineOf('aves', 'pollonas-hy-line').view).entrega).toEqual({ value: 'En guacales plásticos, por carretera desde Bogotá (vea la tabla)', href: '#ciudades' });
    // the same truck to every city, said with the same words: the far cities only take more than a day (issue 41: «En camión desde Bogotá» read as another way)
    expect(lineOf('aves', 'pollonas-hy-line').view.deliveries!.groups.map((g) => g.label)).toEqual(['Por carretera desde Bogotá, hasta 10 horas de viaje', 'Por carretera desde Bogotá, más de 10 horas de viaje']);
    // without: the reference range, as its sale pages give it
    const pavos = lineOf('aves', 'pavos');
    expect(facts(pavos.view).precio!.value).toBe(`${formatCOPSpan(pavos.card.price!.desde, pavos.card.price!.hasta)} ${pavos.card.price!.unidad}`);
    const lines = livestockLandingView(catalog, 'aves').cards;
    const educational = lines.find((c) => !saleableCards(catalog, 'aves').some((s) => s.slug === c.slug))!;
    expect(livestockLineView(catalog, { path: routes.livestockBreed('aves', educational.slug), species: 'aves', card: educational }).answer).toBeUndefined();
  });

  it('lists a line’s prices by category, as data, marked as estimates, instead of its range (figures once); none for a line without them (issue 41)', () => {
    const lineOf = (species: 'equinos' | 'bovinos' | 'aves', slug: string) => {
      const card = livestockLandingView(catalog, species).cards.find((c) => c.slug === slug)!;
      const price = livestockLineView(catalog, { path: routes.livestockBreed(species, slug), species, card }).answer!.facts.find((f) => f.key === 'precio')!;
      return price.rows ? { heading: price.label, rows: price.rows } : undefined;
    };
    expect(lineOf('bovinos', 'brahman')).toEqual({
      heading: 'Precio por animal, sin flete (estimado)',
      rows: [
        { label: 'Ternero de levante', value: '$\u00a01,8\u00a0a\u00a02,8\u00a0millones' },
        { label: 'Novilla de vientre', value: '$\u00a03,5\u00a0a\u00a05,5\u00a0millones' },
        { label: 'Vaca parida', value: '$\u00a05\u00a0a\u00a08\u00a0millones' },
        { label: 'Toro reproductor', value: '$\u00a08\u00a0a\u00a020\u00a0millones' },
      ],
    });
    // Two categories (a canary's hembra and macho cantor): the answer gives each its range, no list repeats it (issue 41).
    expect(lineOf('aves', 'canarios')).toBeUndefined();
    expect(lineOf('equinos', 'mulas')).toBeUndefined();
    expect(lineOf('aves', 'pavos')).toBeUndefined();
  });

  it('delivers to the cities the line suits, with the freight from the dispatch city, and says plainly where it is not recommended (issue 41)', () => {
    const cardOf = (species: 'equinos' | 'bovinos' | 'aves', slug: string) => livestockLandingView(catalog, species).cards.find((c) => c.slug === slug)!;
    const lineOf = (species: 'equinos' | 'bovinos' | 'aves', slug: string) =>
      livestockLineView(catalog, { path: routes.livestockBreed(species, slug), species, card: cardOf(species, slug) }).deliveries!;
    // Brahman: from its farm of origin to the warm and temperate cities; not in the cold highlands.
    // from its farm of origin nothing differs by city (no trip, no freight): no list of bare city names (issue 41), no section (the answer says where it is bred)
    expect(livestockLineView(catalog, { path: routes.livestockBreed('bovinos', 'brahman'), species: 'bovinos', card: cardOf('bovinos', 'brahman') }).deliveries).toBeUndefined();
    expect(lineOf('bovinos', 'holstein').heading).toBe('Entrega por ciudad');
    // the cities where it is not recommended, for the page's climate section, which says it once
    expect([...deliveryGroups(catalog, 'bovinos', cardOf('bovinos', 'brahman')).notAdvised]).toEqual([['frio', ['Bogotá', 'Manizales', 'Pasto'].map((nombre) => ({ nombre, href: expect.stringMatching(/^\/bovinos\/venta-ganado-brahman-/) }))]]);
    // Holstein: from Bogotá, with the road and the freight of the whole truck and per animal; not in hot land.
    const holstein = lineOf('bovinos', 'holstein');
    const medellin = holstein.groups.flatMap((g) => g.rows).find((r) => r.nombre === 'Medellín')!;
    expect(medellin.viaje).toBe('415 km, unas 13 horas en camión');
    // livestock money: a million or more in millions, less in full (formatCOPMillions)
    // the whole truck and each animal's share, each in its column (the frame said once, in the headings)
    expect(medellin.camion).toMatch(/^\$\u00a0\d+(,\d+)?\u00a0millones$/);
    expect(medellin.animal).toMatch(/^\$\u00a0[\d’]+$/);
    // one table, Bogotá its first row (s42 C9): «Hasta su finca, el día que acordemos»; the way from Bogotá is the answer's
    expect(holstein.groups.map((g) => g.label)).toEqual(['En camión desde Bogotá']);
    expect(holstein.groups[0]!.rows[0]).toMatchObject({ nombre: 'Bogotá', viaje: 'Hasta su finca, el día que acordemos' });
    expect([...holstein.notAdvised.keys()]).toEqual(['calido']);
    // A line recommended everywhere: no «No se recomienda».
    expect(lineOf('equinos', 'paso-fino-colombiano').notAdvised.size).toBe(0);
  });

  it('shows "Clúster no encontrado" for an unknown cluster slug of these shapes, on any host (404 fallback)', () => {
    const index = buildLegacyIndex(catalog);
    for (const path of ['/equinos-carreras-colombia/', '/bovinos-engorde-colombia/', '/aves-rapaces-colombia']) {
      expect(resolveLegacyPath(path, index), path).toEqual({ message: 'Clúster no encontrado' });
    }
    expect(resolveLegacyPath('/equinos-en-narnia/', index)).toEqual({ redirect: '/' });
  });

  it('fails the build on a line that is not of the species, naming file, entry and field', () => {
    const clusters = structuredClone(catalog.livestockClusters);
    clusters[0] = { ...clusters[0]!, lineas: ['paso-fino-colombiano', 'holstein'] };
    expect(() => buildCatalog({ ...(catalog as unknown as RawCatalog), livestockClusters: clusters })).toThrow(
      'content/livestock/clusters.json: entry "equinos/paseo" › lineas: "holstein" is not a line of content/livestock/equinos.json',
    );
    const json = JSON.parse(readFileSync('content/livestock/clusters.json', 'utf8'));
    json.aves[0].lineas = ['canarios', 'canarios'];
    expect(() => parseContentFile('livestockClusters', JSON.stringify(json))).toThrow(/clusters\.json: entry "aves\/carne" › lineas: lineas must not repeat a line/);
  });
  it('fails the build when a line in several categories has no closing sentence for them, naming file, entry and field', () => {
    const clusters = structuredClone(catalog.livestockClusters);
    const at = clusters.findIndex((c) => c.especie === 'equinos' && c.compararJunto && Object.keys(c.compararJunto).length);
    const key = Object.keys(clusters[at]!.compararJunto!)[0]!;
    delete clusters[at]!.compararJunto![key];
    expect(() => buildCatalog({ ...(catalog as unknown as RawCatalog), livestockClusters: clusters })).toThrow(
      new RegExp(`content/livestock/clusters\\.json: entry "equinos/${clusters[at]!.slug}" › compararJunto: add "${key.replace('+', '\\+')}", the closing sentence of the page of .+, which is in this category and in ${key.split('+').join(', ')}`),
    );
  });
  it('gives each cattle breed one purpose: its badge (especialidad) and the category cards of /bovinos-colombia/ agree', () => {
    const cards = livestockLandingView(catalog, 'bovinos').cards;
    const badge = (slug: string) => cards.find((c) => c.slug === slug)!.label;
    // The beef breeds a Colombian rancher knows as such, and the breeds the dual-purpose card names.
    for (const slug of ['hereford', 'nelore', 'simbrah', 'romosinuano', 'sanmartinero']) expect(badge(slug), slug).toBe('Raza de carne');
    for (const slug of ['gyr', 'girolando']) expect(badge(slug), slug).toBe('Raza lechera');
    for (const slug of ['pardo-suizo', 'costeno-con-cuernos', 'normando']) expect(badge(slug), slug).toBe('Doble propósito');
    const cluster = (slug: string) => catalog.livestockClusters.find((c) => c.especie === 'bovinos' && c.slug === slug)!;
    expect(cluster('doble-proposito').description).toMatch(/Simmental, Normando, Pardo Suizo, .*Costeño con cuernos/);
    expect(cluster('carne').description).toMatch(/Hereford, Nelore, Simbrah, Romosinuano y Sanmartinero/);
    // The build names file, entry and field when the data disagree.
    const build = (change: (clusters: RawCatalog['livestockClusters'], lines: { slug: string; especialidad?: string }[]) => void) => {
      const clusters = structuredClone(catalog.livestockClusters);
      const lines = structuredClone((catalog as unknown as RawCatalog)['lineas/bovinos']) as { slug: string; especialidad?: string }[];
      change(clusters, lines);
      return () => buildCatalog({ ...(catalog as unknown as RawCatalog), livestockClusters: clusters, 'lineas/bovinos': lines } as unknown as RawCatalog);
    };
    expect(build((_, lines) => (lines.find((l) => l.slug === 'hereford')!.especialidad = 'doble-proposito'))).toThrow(
      'content/livestock/clusters.json: entry "bovinos/doble-proposito" › lineas: add "hereford", whose especialidad in content/livestock/bovinos.json is "doble-proposito", or correct its especialidad there',
    );
    expect(build((clusters) => clusters.find((c) => c.especie === 'bovinos' && c.slug === 'doble-proposito')!.lineas.push('jersey'))).toThrow(
      'content/livestock/clusters.json: entry "bovinos/doble-proposito" › lineas: "jersey" has especialidad "lechera" in content/livestock/bovinos.json, not "doble-proposito"; remove it from this list or correct its especialidad there',
    );
    expect(build((clusters) => (clusters.find((c) => c.especie === 'bovinos' && c.slug === 'carne')!.description += ' Y Gyr.'))).toThrow(
      'content/livestock/clusters.json: entry "bovinos/carne" › description: "Gyr" is not in its lineas (especialidad "lechera" in content/livestock/bovinos.json); remove it from the description',
    );
  });
  it('gives the landing cards the line\'s reference price, an honest export list and a chat box that says what it sends (review 4, D13, D21, D37, D49, D50)', () => {
    const equinos = livestockLandingView(catalog, 'equinos');
    const pasoFino = equinos.cards.find((c) => c.slug === 'paso-fino-colombiano')!;
    // The card gives the line's prices as its page's answer does, by category, the trained horse first (blind read ab13: «$ 1,8 a 20 millones por animal» told a buyer nothing);
    // the label said once over the cards where it is the same on all.
    expect(pasoFino.priceFact!.rows!.map((r) => r.label)).toEqual(['Caballo domado', 'Potro sin domar', 'Reproductor o de exposición']);
    expect(pasoFino.priceFact!.label).toBeUndefined();
    expect(equinos.pricesLabel).toBe('Precio por ejemplar, sin flete (estimado)');
    const holstein = livestockLandingView(catalog, 'bovinos').cards.find((c) => c.slug === 'holstein')!;
    expect(holstein.priceFact!.rows!.map((r) => r.value)).toEqual([formatCOPSpan(1_500_000, 3_000_000), formatCOPSpan(5_000_000, 8_000_000), formatCOPSpan(6_500_000, 11_000_000), formatCOPSpan(7_000_000, 15_000_000)]);
    for (const species of ['equinos', 'bovinos', 'aves'] as const) {
      const view = livestockLandingView(catalog, species);
      // birds are priced per chick, per pullet, per bird: each card says its unit
      expect(!!view.pricesLabel, species).toBe(species !== 'aves');
      for (const card of view.cards) {
        expect(!!card.priceFact, `${species} ${card.slug}`).toBe(!!card.price && saleableCards(catalog, species).some((c) => c.slug === card.slug));
        if (card.priceFact) expect(!!card.priceFact.label, `${species} ${card.slug}`).toBe(!view.pricesLabel);
      }
    }
    // Issue 41: the breed is the Caballo Criollo Colombiano; paso fino is one of its four andares, not «modalidades».
    // Not a breed of its own (editor's read 2, §9): the description says so, and names the four andares.
    expect(pasoFino.description).toContain('es el caballo criollo colombiano, no una raza aparte: el paso fino es uno de sus cuatro andares');
    expect(pasoFino.description).not.toMatch(/El Paso Fino Colombiano es/);
    expect(equinos.countries.length).toBeGreaterThan(0);
    expect(equinos.text.internationalHeading).not.toMatch(/cobertura/i);
    expect(equinos.text.internationalIntro).toMatch(/requisitos sanitarios del país de destino/);
    expect(equinos.text.ctaText).toMatch(/fotos y videos/);
    expect(equinos.text.ctaText).not.toContain('cada animal');
    // Ornamental birds are not vaccinated like poultry: the vaccines go with the lots. And no «vacunación al día» over lines
    // whose pages tell the buyer to ask which vaccines a lot carries (s50).
    expect(livestockLandingView(catalog, 'aves').page.intro).toMatch(/de cada lote le decimos qué vacunas trae\.$/);
    expect(livestockLandingView(catalog, 'aves').page.intro).not.toMatch(/al día/);
  });
  it('teaches what the page of a bird shown for education only promises, and fails the build without it', () => {
    const line = (slug: string) => {
      const card = livestockLandingView(catalog, 'aves').cards.find((c) => c.slug === slug)!;
      return livestockLineView(catalog, { path: routes.livestockBreed('aves', slug), species: 'aves', card });
    };
    expect(line('pavo-real').card.description).toContain('No lo vendemos');
    expect(line('pavo-real').cta?.text).not.toMatch(/no vendemos|marco legal/i);
    expect(line('pavo-real').education.join(' ')).toMatch(/Pavo cristatus[\s\S]*omnívoro[\s\S]*corral amplio y cubierto/);
    expect(line('faisanes').education).toHaveLength(3);
    expect(line('canarios').education).toEqual([]);
    const json = JSON.parse(readFileSync('content/livestock/aves.json', 'utf8'));
    delete json.find((b: { slug: string }) => b.slug === 'faisanes').educacion;
    expect(() => parseContentFile('lineas/aves', JSON.stringify(json))).toThrow(/aves\.json: entry "faisanes" › educacion: a line shown for education only gives its educacion/);
  });
  it('fails the build on a farmyard line without its brooder, naming file, entry and field', () => {
    const json = JSON.parse(readFileSync('content/livestock/aves.json', 'utf8'));
    delete json.find((b: { slug: string }) => b.slug === 'pavos').ficha.criadora;
    expect(() => parseContentFile('lineas/aves', JSON.stringify(json))).toThrow(/aves\.json: entry "pavos" › ficha\.criadora: a farmyard line \(tipo "corral"\) is sold as chicks too/);
  });
});

describe('/bufalos-colombia/', () => {
  const view = bufalosView(catalog);
  it('is about the Búfalo Murrah line, with the bovine ICA requirements and chat naming it', () => {
    expect(routes.bufalos()).toBe('/bufalos-colombia/');
    expect(view.meta.canonical).toBe('/bufalos-colombia/');
    // The common noun in lowercase inside a sentence, the breed name with its capital.
    expect(view.line).toMatchObject({ name: 'búfalo Murrah', href: '/bovinos/bufalo-murrah-colombia/' });
    expect(view.text.ctaTitle).toBe('¿Le interesa el búfalo Murrah?');
    expect(`${view.text.fichaHeading.before}${view.line.name}${view.text.fichaHeading.after}`).toBe('Ficha del búfalo Murrah');
    // The bovine requirements under the búfalos' heading, and that they are the bovines' said once.
    expect(view.ica.titulo).toBe('Papeles para el traslado');
    const sameAsBovines = [...view.ica.notas, ...view.page.ventajas].filter((t) => /mismos/.test(t));
    expect(sameAsBovines).toEqual(['Son los mismos que se exigen para los bovinos.']);
    expect(chatMessage(view.chat)).toMatch(/y quiero más información sobre el búfalo Murrah\.$/);
    expect(view.crumbs!.map((c) => c.name)).toEqual(['Inicio', 'Bovinos en Colombia', 'Búfalos de agua en Colombia']);
  });
  it('links the sale pages of the cities where the line is recommended, each a built page, and names the others once (read-unsampled P7)', () => {
    // the búfalo needs heat and water: not in the cold highlands, whose sale pages say so
    expect(view.cities.map((c) => c.label)).not.toContain('Búfalo Murrah en Bogotá');
    expect(view.cities).toHaveLength(catalog.cities.length - 3);
    const sales = new Set(familyPaths(catalog, 'livestockSale'));
    for (const c of view.cities) expect(sales.has(c.href), c.href).toBe(true);
    expect(view.notAdvised).toEqual(['No se lo recomendamos en tierra fría: Bogotá, Manizales y Pasto.']);
  });
  it('answers first as the line’s page does: its prices by category, where it leaves from, what is available (read-unsampled P1; blind read s46: prices only)', () => {
    const facts = new Map(view.answer.facts.map((f) => [f.key, f]));
    expect([...facts.keys()]).toEqual(['precio', 'entrega', 'disponibles']);
    expect(facts.get('precio')!.rows!.map((r) => r.label)).toEqual(['Bucerro de levante', 'Búfala de vientre', 'Búfala parida', 'Búfalo reproductor']);
    expect(facts.get('precio')!.label).toMatch(/\(estimado\)$/);
    expect(facts.get('entrega')!.value).toMatch(/finca de origen/);
  });
  it('marks every figure the spec does not give as an estimate for the breeder to confirm, and no description (origin, coat: s46 read «India*»)', () => {
    const figures = view.page.datos.filter((d) => /\d/.test(d.valor));
    expect(figures.length).toBeGreaterThan(3);
    expect(figures.every((d) => d.estimate)).toBe(true);
    expect(view.page.datos.filter((d) => d.estimate).map((d) => d.etiqueta)).toEqual(figures.map((d) => d.etiqueta));
    expect(view.hasEstimates).toBe(true);
  });
  it('fails the build when its line is not a bovine line', () => {
    const bufalos = [{ ...catalog.bufalos[0]!, linea: 'bufalo-mediterraneo' }];
    expect(() => buildCatalog({ ...(catalog as unknown as RawCatalog), bufalos })).toThrow('content/livestock/bufalos.json: entry "bufalos" › linea: "bufalo-mediterraneo" is not a line of content/livestock/bovinos.json');
  });
});

describe('bird sale pages of lines sold beside a twin (Ross and Cobb, Hy-Line and Lohmann)', () => {
  const sale = (line: string, citySlug: string) => {
    const card = saleableCards(catalog, 'aves').find((c) => c.slug === line)!;
    const city = catalog.cityBySlug.get(citySlug)!;
    return livestockSaleView(catalog, { path: routes.livestockSale('aves', saleSlug('aves', line), citySlug), species: 'aves', card, city });
  };
  it('say before deciding the line’s note for the city’s climate, and send the buyer to the line’s page for what is said once for every city', () => {
    for (const line of ['pollitos-ross', 'pollitos-cobb', 'pollonas-hy-line', 'ponedoras-lohmann']) {
      expect(sale(line, 'cali').deliveryLink.href, line).toMatch(new RegExp(`^/aves/${line}-colombia/#`));
      const [cali, bogota] = [sale(line, 'cali'), sale(line, 'bogota')];
      expect(cali.climate?.text, line).toBeTruthy();
      expect(cali.climate?.text, line).not.toBe(bogota.climate?.text);
      expect(cali.answer.facts.find((f) => f.key === 'clima')!.href).toBe('#clima');
    }
    expect(sale('ponedoras-lohmann', 'medellin').heading).toBe('Ponedoras Lohmann con entrega en Medellín');
  });
  it('give a fact sheet of the line\'s purpose, each figure once: no milk of a beef breed, no weight the production row already gives, no "Producción" of a cage bird', () => {
    const labels = (species: 'bovinos' | 'aves', slug: string) => lineFicha(catalog, species, slug).map((r) => r.label);
    // Hereford, a beef breed, has its milk in content but no "Leche" row: a beef buyer cannot use it.
    expect(labels('bovinos', 'hereford')).not.toContain(texts.livestockPages.ficha.labels.milk);
    expect(labels('bovinos', 'hereford')).toContain('Ganancia de peso');
    for (const b of linesOf(catalog, 'bovinos', 'bovino')) {
      expect(labels('bovinos', b.slug).includes(texts.livestockPages.ficha.labels.milk), b.slug).toBe(b.especialidad !== 'carnica');
      expect(labels('bovinos', b.slug).includes('Ganancia de peso'), b.slug).toBe(b.especialidad !== 'lechera' && b.ficha.gananciaG !== undefined);
    }
    for (const bird of linesOf(catalog, 'aves', 'ave').filter((a) => a.ficha)) {
      const rows = lineFicha(catalog, 'aves', bird.slug);
      for (const row of rows) expect(rows.filter((other) => other !== row && other.value.includes(row.value)), `${bird.slug} ${row.label}`).toEqual([]);
      expect(rows.some((r) => r.label === 'Producción'), bird.slug).toBe(bird.tipo !== 'ornamentales');
    }
    expect(lineFicha(catalog, 'aves', 'canarios').find((r) => r.label === 'Comportamiento')!.value).toContain('aves para mirar y escuchar');
    // A range that holds the weight says it better than one figure (s49: «Peso adulto unos 10 kg» beside «de 8 a 15 kg»).
    expect(weightSaid('Las líneas de engorde alcanzan de 8 a 15 kg entre los 4 y 5 meses', 10)).toBe(true);
    expect(weightSaid('Llegan a unos 2,5 kg a los 42 días', 2.5)).toBe(true);
    expect(weightSaid('Se sacrifica entre los 12 y los 14 meses con unos 100 kg', 120)).toBe(false);
    expect(labels('aves', 'pavos')).not.toContain(texts.livestockPages.ficha.labels.weight);
    expect(labels('aves', 'avestruz')).toContain(texts.livestockPages.ficha.labels.weight);
  });
  it('give the same words as the line’s "Producción" row', () => {
    expect(lineFicha(catalog, 'aves', 'pollonas-hy-line').find((r) => r.label === 'Producción')!.value).toBe('Empiezan a poner entre las 18 y las 20 semanas y dan unos 300 huevos al año en su primer ciclo.');
  });
});
