import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { buildCatalog, type RawCatalog } from '@/lib/content/catalog';
import { parseContentFile } from '@/lib/content/files';
import { AIRLINE_MIN_AGE_MONTHS, catBreedSchema } from '@/lib/content/schemas';
import { CATEGORY_MIN_CARDS, CLUSTER_GROUP_LABELS, catCardShown, catFilterKey, catFilterKeys, catFilterOf, catHeading, catMatches, clusterBreeds, inCluster, isCategoryCluster, isSizeCluster } from '@/lib/domain/cats';
import { resolveLegacyPath } from '@/lib/pages/legacy';
import { catBreedSingular, fillTemplate, formatCOP } from '@/lib/text/spanish';
import { buildLegacyIndex, buildRedirectTable } from '@/lib/pages/redirects';
import { routes } from '@/lib/routes';
import { ENTRIES, familyPaths } from '@/lib/pages/entries';
import { chatMessage } from '@/lib/views/chat';
import { texts } from '@/lib/content/texts';
import { priceMonth } from '@/lib/content/site';
import { breederCity } from '@/lib/content/breeder';
import { catBreedPlaceFacts, catFactsOf, sameCatAnswer } from '@/lib/domain/cat-places';
import { catBreedView, catCategoryView, catGuideView, catLandingView, catPriceGuideView } from '@/lib/views/cats';
import { catBreederView, catsInPlaceView } from '@/lib/views/cat-place-pages';

const catalog = readCatalog();
/** The legacy rules alone: these tests pass made-up page sets, which content/redirects.json targets need not be in (tests/unit/url-ledger.test.ts checks those). */
const legacyOnly = { ...catalog, redirects: [] };
const persa = catalog.catBreeds.find((b) => b.slug === 'persa')!;
const raw = catalog as unknown as RawCatalog;
/** Every text a view shows, as one string (JSON-LD and the breed record aside). */
const textOf = (view: object) => JSON.stringify({ ...view, jsonLd: undefined, breed: undefined, meta: undefined });

/** Spec §9, exact. */
const SPEC_PRICES: [string, number][] = [
  ['Persa', 2_400_000],
  ['Bengalí', 4_500_000],
  ['Siamés', 2_000_000],
  ['Sphynx', 5_500_000],
  ['Angora turco', 1_800_000],
  ['Ragdoll', 4_500_000],
  ['Azul ruso', 2_300_000],
  ['Maine Coon', 9_500_000],
];

describe('cat filters', () => {
  it('heads the price and buying links "Precios y compra", not the jargon "Intención"', () => {
    expect(CLUSTER_GROUP_LABELS.intencion).toBe('Precios y compra');
  });
  it('matches a coat or a cluster, and everything without a filter', () => {
    expect(catMatches(persa, null, catalog.catClusters)).toBe(true);
    expect(catMatches(persa, { coat: 'largo' }, catalog.catClusters)).toBe(true);
    expect(catMatches(persa, { coat: 'corto' }, catalog.catClusters)).toBe(false);
    const longHair = catalog.catClusters.find((c) => c.group === 'pelaje' && c.slug === 'largo')!;
    expect(catMatches(persa, { cluster: 'pelaje/largo' }, catalog.catClusters)).toBe(inCluster(persa, longHair));
  });
  it('titles the grid with the active filter or "Todas las razas"', () => {
    expect(catHeading(null, catalog.catClusters)).toBe('Todas las razas');
    expect(catHeading({ coat: 'sin_pelo' }, catalog.catClusters)).toBe('Gatos sin pelo');
    const c = catalog.catClusters[0]!;
    expect(catHeading({ cluster: `${c.group}/${c.slug}` }, catalog.catClusters)).toBe(c.title);
  });
  it('titles the price guide\'s tables by coat with the right preposition ("Gatos sin pelo", not "Gatos de sin pelo")', () => {
    expect(catPriceGuideView(catalog).groups.map((g) => g.title)).toEqual(['Gatos de pelo largo', 'Gatos de pelo corto', 'Gatos sin pelo']);
  });
  it('gives every cluster at least one breed', () => {
    for (const c of catalog.catClusters) expect(catalog.catBreeds.some((b) => inCluster(b, c)), `${c.group}/${c.slug}`).toBe(true);
  });
  it('gives the landing page a link for every toggle: category pages, and intent pages for intents', () => {
    const view = catLandingView(catalog);
    const href = (group: string, slug: string) => {
      expect(view.clusters.map((c) => c.id)).toContain(`${group}/${slug}`);
      return routes.catCluster(group, slug);
    };
    expect(href('pelaje', 'sin-pelo')).toBe('/gatos-razas-sin-pelo-colombia/');
    expect(href('uso', 'apartamento')).toBe('/gatos-apartamento-colombia/');
    expect(href('caracter', 'tranquilos')).toBe('/gatos-caracter-tranquilos-colombia/');
    expect(href('intencion', 'precios')).toBe('/gatos/precios/');
    expect(view.coats.largo).toBe('/gatos-razas-largo-colombia/');
    const built = new Set((['catPrices', 'catBreedersGuide', 'catSaleGuide', 'catCoat', 'catUse', 'catCharacter', 'catCare', 'catSize'] as const).flatMap((k) => familyPaths(catalog, k)));
    for (const c of view.clusters) expect(built.has(routes.catCluster(...(c.id.split('/') as [string, string]))), c.id).toBe(true);
  });
});

describe('cat content is checked against spec §3', () => {
  const breeds = () => JSON.parse(readFileSync('content/cats/breeds.json', 'utf8')) as Record<string, unknown>[];
  const clusters = () => JSON.parse(readFileSync('content/cats/clusters.json', 'utf8')) as Record<string, Record<string, unknown>[]>;
  it('fails on a breed tag typo, naming file, entry and field', () => {
    const data = breeds();
    data[0]!.tags = ['tranquilo', 'tranqilo'];
    expect(() => parseContentFile('catBreeds', JSON.stringify(data))).toThrow(/content\/cats\/breeds\.json: entry "persa" › tags\.1: "tranqilo" no es una etiqueta de gato de la especificación §3 \(¿quiso decir "tranquilo"\?\); use uno de: tranquilo, poco_vocal/);
  });
  it('fails on a cluster tag typo, naming file, entry and field', () => {
    const data = clusters();
    data.caracter![0]!.tags = ['carinozo'];
    expect(() => parseContentFile('catClusters', JSON.stringify(data))).toThrow(/content\/cats\/clusters\.json: entry "caracter\/tranquilos" › tags\.0: "carinozo" no es una etiqueta de gato de la especificación §3/);
  });
  it('fails on a coat typo and on a repeated tag', () => {
    const data = breeds();
    data[1]!.pelaje = 'corta';
    expect(() => parseContentFile('catBreeds', JSON.stringify(data))).toThrow(/entry "bengali" › pelaje: "corta" no es un pelaje de gato \(¿quiso decir "corto"\?\); use uno de: largo, corto, sin_pelo/);
    const again = breeds();
    again[1]!.tags = ['activo', 'activo'];
    expect(() => parseContentFile('catBreeds', JSON.stringify(again))).toThrow(/entry "bengali" › tags: tags must not repeat a value/);
  });
  it('checks an intent entry’s path against its page, and the fixed breeder places', () => {
    const catClusters = catalog.catClusters.map((c) => (c.slug === 'precios' ? { ...c, path: '/gatos/precio/' } : c));
    expect(() => buildCatalog({ ...raw, catClusters })).toThrow(/clusters\.json: entry "intencion\/precios" › path: must be "\/gatos\/precios\/"/);
    const catFixedPages = [{ ...catalog.catFixedPages[0]!, raza: 'bengal' }];
    expect(() => buildCatalog({ ...raw, catFixedPages })).toThrow(/fixed-pages\.json: entry "bengal-rionegro" › raza: "bengal" is not a cat breed/);
    const inCity = [{ ...catalog.catFixedPages[0]!, lugar: 'cali' }];
    expect(() => buildCatalog({ ...raw, catFixedPages: inCity })).toThrow(/entry "bengali-cali" › lugar: "cali" is a city of content\/places\/cities.json/);
  });
  it('marks every price that spec §9 does not give as an estimate', () => {
    for (const b of catalog.catBreeds) expect(b.precio_estimado, b.nombre).toBe(!SPEC_PRICES.some(([name]) => name === b.nombre));
  });
  it('needs the home text of every place with cat pages (content/cats/places.json)', () => {
    expect(() => buildCatalog({ ...raw, catPlaces: catalog.catPlaces.filter((p) => p.lugar !== 'cali') })).toThrow(/content\/cats\/places\.json: no entry for "cali"/);
  });
});

describe('/gatos/precios/', () => {
  const view = catPriceGuideView(catalog);
  const rows = view.groups.flatMap((g) => g.rows);
  it.each(SPEC_PRICES)('shows %s at its exact spec price, with a Product offer in COP', (name, price) => {
    // a spec price is a confirmed one: shown bare, never as an estimate
    expect(rows.find((r) => r.nombre === name)?.price).toBe(formatCOP(price));
    expect(formatCOP(price)).toMatch(/^\$\u00a0[\d’]+$/);
    const list = view.jsonLd.find((x) => (x as { '@type': string })['@type'] === 'ItemList') as { itemListElement: { item: { name: string; offers: { price: number; priceCurrency: string; availability: string } } }[] };
    const offer = list.itemListElement.find((e) => e.item.name === `Gatito ${name}`)!.item.offers;
    expect(offer).toMatchObject({ price, priceCurrency: 'COP' });
    // no kitten of the breed is published in the repository's inventory: no «in stock» (views/jsonld.ts)
    expect(offer).not.toHaveProperty('availability');
  });
  it('marks an estimated price with an asterisk explained once under the tables, and says why prices vary once, in its own section (s51)', () => {
    expect(rows.find((r) => r.nombre === 'Munchkin')!.price).toBe(`${formatCOP(3_000_000)}*`);
    expect(view.priceNote).toBe(texts.catPages.estimatedTableNote);
    expect(view.intro).not.toContain(texts.common.priceNote);
  });
  it('gives no Product offer for an estimated price, in the list or on the breed pages (s51 read 14: JSON-LD gave «(estimado)» prices as firm)', () => {
    const list = view.jsonLd.find((x) => (x as { '@type': string })['@type'] === 'ItemList') as { itemListElement: { item?: unknown; url?: string }[] };
    const munchkin = catalog.catBreeds.find((b) => b.slug === 'munchkin')!;
    expect(munchkin.precio_estimado).toBe(true);
    const entry = list.itemListElement[catalog.catBreeds.indexOf(munchkin)]!;
    expect(entry).not.toHaveProperty('item');
    expect(entry.url).toContain(routes.catBreed('munchkin'));
    expect(catBreedView(catalog, { path: routes.catBreed('munchkin'), breed: munchkin }).jsonLd.some((x) => (x as { '@type': string })['@type'] === 'Product')).toBe(false);
  });
  it('gives every breed whose trait is tied to a disease its health note in its row, in the words of its breed page (s51 read 14: «ideal para apartamento» and nothing else)', () => {
    for (const b of catalog.catBreeds.filter((x) => x.adaptacion.enfermedadDeRaza)) {
      expect(b.avisoSalud).toBeTruthy();
      const note = b.avisoSalud!.replace(/\.$/, '');
      // one statement per breed: its sentence in the table, on its pages in every city and in its breed page's box says the same words
      expect(rows.find((r) => r.slug === b.slug)!.summary.toLowerCase()).toContain(note.toLowerCase());
      expect(catBreedView(catalog, { path: routes.catBreed(b.slug), breed: b }).answer.facts.find((f) => f.key === 'salud')!.value).toBe(b.avisoSalud);
    }
    expect(catBreedView(catalog, { path: routes.catBreed('persa'), breed: catalog.catBreeds.find((b) => b.slug === 'persa')! }).answer.facts.some((f) => f.key === 'salud')).toBe(false);
  });
  it('says the parents’ line sets the price, never that some parents are not selected or not tested', () => {
    expect(view.factors[0]).toBe('Genética: el linaje de los padres pesa en el precio del gatito.');
  });
  it('heads the column "Cómo es" and gives each breed its own sentence, no two alike (s51 read 14: «Tranquilo, silencioso e ideal para apartamento» three times)', () => {
    expect(view.text.traitsColumn).toBe('Cómo es');
    for (const r of rows) expect(r.summary, r.slug).toBe(catalog.catBreeds.find((b) => b.slug === r.slug)!.enPocasPalabras);
    expect(new Set(rows.map((r) => r.summary)).size).toBe(rows.length);
  });
  it('dates its prices by their month and says once that shipping is apart', () => {
    expect(view.meta.title).toBe(`Precios de gatos en Colombia (${priceMonth()})`);
    expect(view.intro).toContain(`Nuestros precios de ${priceMonth()} van de`);
    expect(view.shippingNote).toMatch(/^El envío va aparte/);
  });
  it('lists every breed once, grouped by coat, linking its page', () => {
    expect(rows.map((r) => r.slug).sort()).toEqual(catalog.catBreeds.map((b) => b.slug).sort());
    for (const r of rows) expect(r.href).toBe(routes.catBreed(r.slug));
    expect(view.intro).toContain(`${formatCOP(1_800_000)} (angora turco)`);
    expect(view.intro).toContain(`${formatCOP(9_500_000)} (Maine Coon)`);
  });
});

describe('cat category pages', () => {
  const categories = catalog.catClusters.filter(isCategoryCluster);
  it('exist for every cluster but the intents: 14 pages of five families', () => {
    const counts = { catCoat: 3, catUse: 3, catCharacter: 4, catCare: 2, catSize: 2 } as const;
    for (const [family, n] of Object.entries(counts)) expect(familyPaths(catalog, family as keyof typeof counts), family).toHaveLength(n);
    expect(categories).toHaveLength(14);
  });
  it.each(categories.map((c) => [`${c.group}/${c.slug}`, c] as const))('%s shows only real matching breeds, then related ones apart', (_, cluster) => {
    const view = catCategoryView(catalog, { path: routes.catCategory(cluster.group, cluster.slug), cluster });
    const bySlug = new Map(catalog.catBreeds.map((b) => [b.slug, b]));
    for (const card of view.breeds) expect(inCluster(bySlug.get(card.slug)!, cluster), card.slug).toBe(true);
    for (const card of view.related) expect(inCluster(bySlug.get(card.slug)!, cluster), card.slug).toBe(false);
    expect(view.breeds.length).toBe(catalog.catBreeds.filter((b) => inCluster(b, cluster)).length);
    if (view.breeds.length < CATEGORY_MIN_CARDS && !isSizeCluster(cluster)) {
      expect(view.related.length).toBeGreaterThan(0);
      expect(view.relatedNote).toMatch(/^Si busca un gato [^A-Z]+, mire también:$/);
      expect(view.summary).not.toMatch(/criterio/);
    } else expect(view.related).toEqual([]);
    expect(view.breeds.length + view.related.length).toBeLessThanOrEqual(CATEGORY_MIN_CARDS + Math.max(0, view.breeds.length - CATEGORY_MIN_CARDS));
    expect(view.meta.title).toContain(cluster.title);
    expect(view.crumbs!.map((c) => c.name)).toEqual(['Inicio', 'Gatos', cluster.title]);
  });
  it('lists no breed of another size under a size category (s51 read 14: British, Devon Rex and Scottish Fold under «Gatos grandes»)', () => {
    const grandes = categories.find((c) => isSizeCluster(c))!;
    expect(clusterBreeds(catalog.catBreeds, grandes).related).toEqual([]);
  });
  it('shows the Sphynx alone under sin-pelo, with related breeds that share its traits', () => {
    const cluster = categories.find((c) => c.slug === 'sin-pelo')!;
    const { members, related } = clusterBreeds(catalog.catBreeds, cluster);
    expect(members.map((b) => b.nombre)).toEqual(['Sphynx']);
    expect(related).toHaveLength(CATEGORY_MIN_CARDS - 1);
    for (const r of related) expect(r.shared.length).toBeGreaterThan(0);
  });
  it('says how many breeds of the category we breed, with its own noun, and why the related ones are shown, once', () => {
    const view = (slug: string) => catCategoryView(catalog, { path: '/x/', cluster: categories.find((c) => c.slug === slug)! });
    const sinPelo = view('sin-pelo');
    expect(sinPelo.summary).toBe('Por ahora criamos una sola raza sin pelo: el Sphynx. Todos los gatitos se entregan con certificado de salud, vacunas al día y desparasitación.');
    expect(sinPelo.relatedNote).toBe('Si busca un gato cariñoso, ideal para apartamento, con poca caída de pelo o activo, mire también:');
    // A trait after "busca un gato" agrees with it as an adjective, never as an indicative clause ("que maúlla poco").
    expect(view('hipoalergenicos').relatedNote).toBe('Si busca un gato tranquilo, silencioso, cariñoso, independiente o juguetón, mire también:');
    expect(view('independientes').relatedNote).toBe('Si busca un gato tranquilo, silencioso, ideal para apartamento, grande o bueno con niños, mire también:');
    expect(view('corto').summary).toMatch(/^Criamos 9 razas de pelo corto\. /);
    expect(view('hipoalergenicos').summary).toMatch(/^Criamos 2 razas para personas alérgicas\. /);
  });
  it('show on a card no trait its line already says («Tranquilo · Maúlla poco» over «Vive tranquilo en casa y maúlla poco»)', () => {
    const view = (slug: string) => catCategoryView(catalog, { path: '/x/', cluster: categories.find((c) => c.slug === slug)! });
    const persa = view('largo').breeds.find((b) => b.slug === 'persa')!;
    expect(persa.traits).toEqual(['Ideal para apartamento']);
    for (const c of categories) for (const card of [...view(c.slug).breeds, ...view(c.slug).related]) for (const label of card.traits) expect(card.summary.toLowerCase(), `${c.slug}: ${card.nombre}`).not.toContain(label.toLowerCase());
  });
  it('show no selling tag («Ideal para apartamento») on the card of a breed with a health warning (s52 read 16)', () => {
    const view = (slug: string) => catCategoryView(catalog, { path: '/x/', cluster: categories.find((c) => c.slug === slug)! });
    const warned = catalog.catBreeds.filter((b) => b.adaptacion.enfermedadDeRaza && b.avisoSalud).map((b) => b.slug);
    expect(warned).toEqual(expect.arrayContaining(['scottish-fold', 'munchkin']));
    const cards = [...categories.flatMap((c) => [...view(c.slug).breeds, ...view(c.slug).related]), ...catPriceGuideView(catalog).groups.flatMap((g) => g.rows)];
    const fold = cards.filter((card) => card.slug === 'scottish-fold');
    expect(fold.length).toBeGreaterThan(0);
    for (const card of cards.filter((c) => warned.includes(c.slug))) expect(card.traits, card.slug).not.toContain('Ideal para apartamento');
    // a breed with no warning keeps the tag
    expect(view('largo').breeds.find((b) => b.slug === 'persa')!.traits).toEqual(['Ideal para apartamento']);
  });
  it('open with a full sentence true to the breeds listed, never a verbless list of traits', () => {
    const view = (slug: string) => catCategoryView(catalog, { path: '/x/', cluster: categories.find((c) => c.slug === slug)! });
    // The summary under it names the one breed ("Por ahora criamos una sola raza sin pelo: el Sphynx"): the intro does not say it first.
    expect(view('sin-pelo').intro).toBe('Un gato sin pelo es cariñoso y activo, y necesita cuidados especiales de piel y abrigo según el clima de su ciudad.');
    expect(view('tranquilos').intro).toMatch(/^Son gatos caseros, que prefieren un regazo/);
    for (const c of categories) {
      expect(view(c.slug).intro, c.slug).not.toMatch(/^(Razas|Gatos) /);
      const members = clusterBreeds(catalog.catBreeds, c).members;
      for (const b of catalog.catBreeds) if (view(c.slug).intro.toLowerCase().includes(b.nombre.toLowerCase())) expect(members, `${c.slug} names ${b.nombre}`).toContain(b);
    }
  });
  it('fails the build when a category cluster has no noun for its breeds, naming the file, entry and field', () => {
    const catClusters = catalog.catClusters.map((c) => (c.slug === 'corto' ? { ...c, razas: undefined } : c));
    expect(() => buildCatalog({ ...raw, catClusters })).toThrow(/clusters\.json: entry "pelaje\/corto" › razas: add/);
  });
  it('explains each criterion in its own words, so pages listing the same breeds still differ', () => {
    const view = (slug: string) => catCategoryView(catalog, { path: '/x/', cluster: categories.find((c) => c.slug === slug)! });
    const guides = categories.map((c) => view(c.slug).guide.join(' '));
    for (const g of guides) expect(g.length).toBeGreaterThan(300);
    expect(new Set(guides).size).toBe(categories.length);
    expect(view('familias-con-ninos').guide.join(' ')).toMatch(/niños/);
    expect(view('grandes').guide.join(' ')).toMatch(/grande/);
  });
  it('fails the build when a category cluster has no guide, naming the file, entry and field', () => {
    const catClusters = catalog.catClusters.map((c) => (c.slug === 'corto' ? { ...c, guia: undefined } : c));
    expect(() => buildCatalog({ ...raw, catClusters })).toThrow(/clusters\.json: entry "pelaje\/corto" › guia: add 2 to 4 paragraphs/);
  });
});

describe('cat breeder pages by place', () => {
  it('exist for every breed in every city plus Bengalí in Rionegro', () => {
    const paths = familyPaths(catalog, 'catBreederInCity');
    expect(paths).toHaveLength(catalog.catBreeds.length * catalog.cities.length + 1);
    expect(paths).toContain('/gatos/criadero-de-gatos-bengali-rionegro/');
    expect(paths).toContain('/gatos/criadero-de-gatos-maine-coon-cali/');
  });
  const entries = ENTRIES.catBreederInCity(catalog);
  const viewOf = (slug: string, place: string) => {
    const e = entries.find((x) => x.props.breed.slug === slug && x.props.place.slug === place)!;
    return catBreederView(catalog, { path: routes.catBreederInCity(slug, place), ...e.props });
  };
  const fact = (v: ReturnType<typeof viewOf>, key: string) => v.answer.facts.find((f) => f.key === key)?.value;
  const sectionsText = (v: ReturnType<typeof viewOf>) => [...v.before.paragraphs, ...(v.delivery?.paragraphs ?? []), v.home.text].join(' ');
  it('answers first with the facts of the place, each once: price, delivery, trip, freight, climate, what is available', () => {
    // the siamés bears the heat well: Cali is reached by road or by plane (a breed that bears it badly flies, below)
    const cali = viewOf('siames', 'cali');
    const siames = catalog.catBreeds.find((b) => b.slug === 'siames')!;
    expect(cali.answer.facts.map((f) => f.key)).toEqual(['precio', 'entrega', 'viaje', 'costo-envio', 'clima', 'disponibles']);
    expect(fact(cali, 'precio')).toBe(formatCOP(siames.precio_base));
    // how it goes is agreed with the buyer (review-after10 §7.2: the sentence that said so moved to the cat guides)
    // one wording with the breed page's group (s52 read 16: «como acordemos» here, «como usted prefiera» there)
    expect(fact(cali, 'entrega')).toBe('En cabina de avión al aeropuerto Alfonso Bonilla Aragón (Palmira) o por carretera, como usted prefiera');
    expect(fact(viewOf('persa', 'villavicencio'), 'entrega')).toBe('En nuestro vehículo, hasta su casa, el día que acordemos');
    // the age is the plane's, and says so (s52 read 16: «…, o en vuelo desde los 4 meses» read as if it held for the road too)
    expect(fact(cali, 'viaje')).toBe('460 km por carretera (10 horas); en avión, solo desde los 4 meses');
    // Where the kitten may fly: the airline's cabin fee, an estimate with its source; by road and abroad, how it is settled; where it goes either way, both.
    expect(fact(cali, 'costo-envio')).toBe(texts.common.answer.petCost.roadOrCabin);
    expect(fact(viewOf('persa', 'pasto'), 'costo-envio')).toBe(texts.common.answer.petCost.cabin);
    expect(fact(cali, 'costo-envio')).toMatch(/\(estimado\)/);
    expect(fact(viewOf('persa', 'villavicencio'), 'costo-envio')).toBe(texts.common.answer.petCost.road);
    // the value does not say «Clima» again under its label
    // the figure and its unit kept together at 390 px by a non-breaking space (review-after9 §7.4)
    expect(fact(cali, 'clima')).toBe('Tierra caliente, de 19 a 30\u00a0°C');
    expect(fact(viewOf('persa', 'medellin'), 'clima')).toBe('Templado, de 17 a 28\u00a0°C');
    expect(fact(viewOf('persa', 'bogota'), 'clima')).toMatch(/^Tierra fría, de \d+ a \d+\u00a0°C$/);
    // The figures are in the facts, not woven into the sections.
    expect(sectionsText(cali)).not.toMatch(/460|10 horas|Alfonso Bonilla|°C/);
    // The breeder's city has no trip, and delivers to the door.
    const bogota = viewOf('persa', 'bogota');
    expect(bogota.answer.facts.map((f) => f.key)).toEqual(['precio', 'entrega', 'costo-envio', 'clima', 'disponibles']);
    expect(bogota.heading).toBe('Criadero de gatos persas en Bogotá');
    expect(cali.heading).toBe('Gatitos siameses con entrega en Cali');
    expect(cali.meta.title).toBe('Gatos siameses en Cali: precio y entrega');
    // the persa bears the heat badly: no 10 hours of road down to Cali, where its page said «es de las razas que más sufren con el calor» (s53 read 17)
    const persaCali = viewOf('persa', 'cali');
    expect(fact(persaCali, 'entrega')).toBe('En cabina de avión al aeropuerto Alfonso Bonilla Aragón (Palmira)');
    expect(fact(persaCali, 'costo-envio')).toBe(texts.common.answer.petCost.cabin);
    expect(persaCali.delivery!.paragraphs[0]).toMatch(/^Por carretera serían 10 horas de viaje, bajando por tierra caliente: para que el persa no pase ese calor, vuela /);
    expect(viewOf('persa', 'medellin').answer.facts.find((f) => f.key === 'entrega')!.value).toMatch(/o por carretera, como usted prefiera$/);
    // the same rule wherever the road is hot (s54 read 18: the persa went 3 hours down to Villavicencio, the British Shorthair 4 hours
    // through Girardot to Ibagué, without a word): a breed that suffers the heat is told how it makes the trip, by road only or as
    // the road option (Medellín, through the Magdalena valley); one that bears it, nothing; a place whose road is cool, nothing
    const carText = 'En carro, el viaje pasa por tierra caliente: para que el persa no sufra el calor, sale muy temprano, antes de que apriete el sol, y va con el aire acondicionado encendido.';
    expect(viewOf('persa', 'villavicencio').delivery!.paragraphs).toEqual([carText]);
    expect(viewOf('persa', 'ibague').delivery!.paragraphs).toEqual([carText]);
    expect(viewOf('persa', 'medellin').delivery!.paragraphs).toEqual([carText]);
    expect(viewOf('siames', 'villavicencio').delivery).toBeUndefined();
    expect(viewOf('siames', 'ibague').delivery).toBeUndefined();
    const villavicencio = catsInPlaceView(catalog, { path: routes.catsIn('villavicencio'), place: { slug: 'villavicencio', nombre: 'Villavicencio' }, abroad: false });
    expect(villavicencio.guide[0]!.paragraphs).toEqual(['En carro, el viaje pasa por tierra caliente: las razas que más sufren con el calor (persa, Maine Coon, exótico de pelo corto, British Shorthair, bosque de Noruega e himalayo) salen muy temprano, antes de que apriete el sol, y van con el aire acondicionado encendido.']);
    // «En casa» then does not list them again
    expect(villavicencio.guide.find((s) => s.heading === 'En casa')!.paragraphs[1]).toBe(texts.cats.climate.calidoTrasVuelo);
  });
  it('says what the breed needs in the climate class of the place, in the breed’s own words, at the end of «En casa» after the place’s home text', () => {
    const breed = (slug: string) => catalog.catBreeds.find((b) => b.slug === slug)!;
    const home = (slug: string) => catalog.catPlaces.find((p) => p.lugar === slug)!.hogar;
    // a city's text says what is its own, not the window nets (s52 read 16: the «malla» sentence of every city read as a mold; it is on the breed page, once)
    expect(viewOf('sphynx', 'cali').home).toEqual({ heading: 'En casa', text: `${home('cali')} ${breed('sphynx').clima.calido}` });
    expect(viewOf('sphynx', 'bogota').home.text).toBe(`${home('bogota')} ${breed('sphynx').clima.frio}`);
    // the note of the Persian's most comfortable class says only what that class asks of it (its heat is the hot note's: review-after10 §7.4), as the section's last sentence
    expect(viewOf('persa', 'medellin').home.text).toBe(`${home('medellin')} ${breed('persa').clima.templado}`);
    expect(viewOf('persa', 'medellin').home.text).toMatch(/En las tardes más calurosas, déjele un rincón a la sombra y ventilado; no le hacen falta abrigo ni aire acondicionado\.$/);
    expect(breed('persa').clima.templado).not.toMatch(/cara chata/);
    // a class that asks nothing special of the breed has no note: «En casa» is the place's text alone, with nothing in the note's place
    expect(breed('bengali').clima.templado).toBe('');
    expect(viewOf('bengali', 'medellin').home.text).toBe(home('medellin'));
    // no note names its class as a place, nor says the class asks nothing: read after a city's home text it would say «Allí» of the city, or nothing
    for (const b of catalog.catBreeds) {
      for (const note of Object.values(b.clima)) {
        expect(note, b.slug).not.toMatch(/^(?:En (?:tierra|clima)|Allí|Aquí)|tierra (?:fría|caliente)|clima (?:frío|templado|cálido)|\b(?:allí|aquí)\b/i);
        expect(note, b.slug).not.toMatch(/no le pide (?:nada|cuidados)|nada aparte|cuidados aparte/);
      }
    }
    expect(viewOf('maine-coon', 'manizales').home.text.endsWith(breed('maine-coon').clima.frio)).toBe(true);
  });
  it('says what to check before deciding, the parents’ tests without a label, and links the breed’s page first at the foot', () => {
    const view = viewOf('persa', 'medellin');
    expect(view.before).toEqual({ heading: 'Antes de decidir', paragraphs: [persa.enPocasPalabras, persa.saludPadres] });
    expect(textOf(view)).not.toContain('Pruebas de los padres:');
    expect(view.more[0]).toEqual({ label: 'Más sobre el persa →', href: routes.catBreed('persa') });
    expect(textOf(view)).not.toContain('Todo sobre');
  });
  it('tells a flat-faced breed it goes only in the cabin where the hold is an option (abroad); within Colombia every kitten flies in the cabin and it is not told', () => {
    // by plane only, the place's own text already puts every kitten under the seat: the cabin is not said twice (s50 read)
    expect(viewOf('persa', 'barranquilla').delivery!.paragraphs.join(' ')).toContain('bajo el asiento');
    expect(viewOf('persa', 'barranquilla').delivery!.paragraphs.join(' ')).not.toContain('no viaja en bodega');
    expect(viewOf('siames', 'cali').delivery).toBeUndefined();
    expect(viewOf('persa', 'cali').delivery!.paragraphs.join(' ')).not.toContain('bodega');
    expect(viewOf('bengali', 'barranquilla').delivery!.paragraphs.join(' ')).not.toContain('bodega');
    // Ibagué is reached by road: no word on the hold (the persa's page has only the hot road's text; the stock sentence is said once, in the cat guides)
    expect(viewOf('persa', 'ibague').delivery!.paragraphs.join(' ')).not.toContain('bodega');
    expect(viewOf('bengali', 'villavicencio').delivery).toBeUndefined();
    expect(texts.catGuides.cities.arrange).toContain('Por carretera viaja en una transportadora rígida, con su manta.');
  });
  it('writes each sentence once for its scope: two places of one delivery mode read the same delivery text, whatever the page path', () => {
    // the same text, with each city's own road hours (s51 read 14: «Por carretera el viaje sería demasiado largo» in both)
    const [barranquilla, cartagena] = (['barranquilla', 'cartagena'] as const).map((c) => viewOf('persa', c).delivery!.paragraphs);
    // it says the rule (no more than 10 hours of road), which the pages of Cali and Medellín keep (s54: «demasiado para un gatito» at 13 hours beside 10 hours offered)
    expect(barranquilla![0]).toMatch(/^Por carretera serían \d+ horas de viaje, y por tierra no llevamos un gatito más de 10 horas: /);
    expect(barranquilla!.map((p) => p.replace(/\d+ horas/, 'N horas'))).toEqual(cartagena!.map((p) => p.replace(/\d+ horas/, 'N horas')));
    expect(viewOf('siames', 'cali').home.text.endsWith(catalog.catBreeds.find((b) => b.slug === 'siames')!.clima.calido)).toBe(true);
    expect(viewOf('siames', 'cartagena').home.text.endsWith(catalog.catBreeds.find((b) => b.slug === 'siames')!.clima.calido)).toBe(true);
    // a place's own text is its own, not a sentence varied by the page path
    expect(viewOf('siames', 'cali').home.text).not.toBe(viewOf('siames', 'cartagena').home.text);
    // and no city text carries the window nets, said once for the species on the breed page (gatos.json › care.home)
    for (const p of catalog.catPlaces.filter((x) => x.lugar !== 'bogota' && x.lugar !== 'barranquilla')) expect(p.hogar).not.toMatch(/malla/);
    expect(catBreedView(catalog, { path: routes.catBreed('siames'), breed: catalog.catBreeds.find((b) => b.slug === 'siames')! }).care.at(-1)).toBe(texts.cats.care.home);
  });
  it('never names a city of another page: each city page names only its own city, apart from the breeder’s home', () => {
    for (const e of entries.filter((x) => x.props.place.isCity)) {
      const view = catBreederView(catalog, { path: routes.catBreederInCity(e.props.breed.slug, e.props.place.slug), ...e.props });
      const others = catalog.cities.filter((c) => c.slug !== e.props.place.slug && c.slug !== 'bogota');
      for (const c of others) expect(textOf(view), `${e.props.breed.slug}-${e.props.place.slug} names ${c.nombre}`).not.toContain(c.nombre);
      expect(view.chat.subject).toBe(`el gato ${catBreedSingular(e.props.breed)}`);
    }
  });
  it('no breed text names a city, since it shows on the pages of every city', () => {
    for (const b of catalog.catBreeds) for (const c of catalog.cities) expect([b.descripcion, b.resumen, b.enPocasPalabras, b.saludPadres, ...Object.values(b.clima)].join(' '), b.slug).not.toContain(c.nombre);
  });
  it('consolidates a fixed place into a city only where the answer is the same: Rionegro shares Medellín’s airport, not its climate', () => {
    const rionegroFacts = catFactsOf(catalog, { slug: 'rionegro', isCity: false });
    const medellinFacts = catFactsOf(catalog, { slug: 'medellin', isCity: true });
    expect([rionegroFacts.delivery, medellinFacts.delivery]).toEqual(['carretera-o-avion', 'carretera-o-avion']);
    expect([rionegroFacts.climate, medellinFacts.climate]).toEqual(['frio', 'templado']);
    expect(sameCatAnswer(rionegroFacts, medellinFacts)).toBe(false);
    // With Medellín's climate class it would be Medellín's page, through the same airport.
    expect(sameCatAnswer({ ...rionegroFacts, climate: 'templado' }, medellinFacts)).toBe(true);
    const rionegro = viewOf('bengali', 'rionegro');
    expect(rionegro.meta.noindex).toBe(false);
    expect(rionegro.home.text.endsWith(catalog.catBreeds.find((b) => b.slug === 'bengali')!.clima.frio)).toBe(true);
    expect(fact(rionegro, 'entrega')).toContain('José María Córdova');
    for (const c of catalog.cities) expect(viewOf('bengali', c.slug).meta.noindex, c.slug).toBe(false);
  });
  it('name the country once per sentence abroad, never "Ciudad de México (México)"', () => {
    for (const country of catalog.countries) {
      const view = catsInPlaceView(catalog, { path: routes.catsIn(country.slug), place: { slug: country.slug, nombre: country.nombre }, abroad: true });
      const sentences = view.guide.flatMap((s) => [s.heading, ...s.paragraphs]).flatMap((t) => t.split(/(?<=[.:;])\s/));
      expect(sentences.join(' '), country.slug).not.toContain(`(${country.nombre})`);
      for (const s of sentences) expect(s.split(country.nombre).length - 1, s).toBeLessThanOrEqual(1);
    }
    const mexico = catsInPlaceView(catalog, { path: routes.catsIn('mexico'), place: { slug: 'mexico', nombre: 'México' }, abroad: true });
    // the city the kitten flies to is the answer's «Entrega», said once
    expect(mexico.answer.facts.find((f) => f.key === 'entrega')!.value).toMatch(/Ciudad de México(?! \()/);
    expect(mexico.guide[0]!.paragraphs[0]).not.toContain('Ciudad de México');
  });
  it('gives a city’s cat page one line of its climate class naming the breeds that need care there, not a stock trio by coat (content/texts/gatos.json › climate), at the end of «En casa» after the city’s home text', () => {
    const cali = catsInPlaceView(catalog, { path: routes.catsIn('cali'), place: { slug: 'cali', nombre: 'Cali' }, abroad: false });
    const home = (slug: string) => catalog.catPlaces.find((p) => p.lugar === slug)!.hogar;
    // Cali is 4 to 10 hours of road: the answer says the kitten flies or goes by road; every kitten that flies goes in the cabin,
    // so the snub-nosed breeds' «no viajan en bodega» would change nothing (s51); but the breeds that suffer the heat fly there
    // always, as their own Cali pages say, and «Cómo llega» names them (s54: the page offered them the road)
    expect(cali.guide.map((s) => s.heading)).toEqual(['Cómo llega el gatito', 'En casa']);
    expect(cali.guide[0]!.paragraphs).toEqual(['Las razas que más sufren con el calor (persa, Maine Coon, exótico de pelo corto, British Shorthair, bosque de Noruega e himalayo) no hacen las 10 horas de carretera bajando a tierra caliente: vuelan siempre. Al reservar le confirmamos la fecha del vuelo y quién va con el gatito.']);
    for (const b of catalog.catBreeds.filter((x) => x.adaptacion.calor === 'baja')) expect(viewOf(b.slug, 'cali').answer.facts.find((f) => f.key === 'entrega')!.value, b.slug).not.toContain('carretera');
    const heat = cali.guide.find((s) => s.heading === 'En casa')!;
    // the climate line then does not list them again, and says where their care is, as a shop would, not «lea su nota … en su página»
    expect(heat.paragraphs).toEqual([home('cali'), texts.cats.climate.calidoTrasVuelo]);
    // a hot city beyond the road (Cartagena) names the breeds in its climate line
    const cartagena = catsInPlaceView(catalog, { path: routes.catsIn('cartagena'), place: { slug: 'cartagena', nombre: 'Cartagena' }, abroad: false });
    expect(cartagena.guide.find((s) => s.heading === 'En casa')!.paragraphs[1]).toBe('De las razas que criamos, las que más sufren con el calor son persa, Maine Coon, exótico de pelo corto, British Shorthair, bosque de Noruega e himalayo; en la página de cada una le decimos cómo cuidarla en tierra caliente. Las demás lo aguantan bien con sombra y agua fresca a toda hora.');
    // the breed page's heat note, which this line points to, is under the hot cities, Cali among them
    expect(catBreedView(catalog, { path: routes.catBreed('persa'), breed: persa }).climate[2]!.label).toContain('Cali');
    const bogota = catsInPlaceView(catalog, { path: routes.catsIn('bogota'), place: { slug: 'bogota', nombre: 'Bogotá' }, abroad: false });
    expect(bogota.guide.find((s) => s.heading === 'En casa')!.paragraphs[1]).toMatch(/^De las razas que criamos, las que más sienten el frío son siamés, Sphynx, abisinio y Devon Rex:/);
    // abroad, no city text and no city climate (blind read s46: Mexico got Pasto's cold line): one line naming the breeds that feel the cold and those that feel the heat
    const mexico = catsInPlaceView(catalog, { path: routes.catsIn('mexico'), place: { slug: 'mexico', nombre: 'México' }, abroad: true });
    // abroad the hold is an option: the snub-nosed breeds are told they fly in the cabin only
    expect(mexico.guide[0]!.paragraphs).toContain('Los gatitos de cara chata (persa, exótico de pelo corto e himalayo) no viajan en bodega: solo con la persona que los acompaña.');
    // a country whose city has marked seasons (Santiago, 3 to 30 °C)
    const chile = catsInPlaceView(catalog, { path: routes.catsIn('chile'), place: { slug: 'chile', nombre: 'Chile' }, abroad: true });
    const abroadHome = chile.guide.find((s) => s.heading === 'En casa')!.paragraphs;
    expect(abroadHome).toHaveLength(1);
    expect(abroadHome[0]).toMatch(/^Si el gatito va a vivir donde hace frío, las razas que más lo sienten son siamés, Sphynx, abisinio y Devon Rex; donde hace calor, .* persa, /);
    expect(abroadHome[0]).not.toMatch(/las que más sienten el frío|Las demás lo aguantan bien/);
    for (const s of [...cali.guide, ...bogota.guide]) expect(s.paragraphs.join(' ')).not.toMatch(/Los de pelo (largo|corto)/);
  });
  it('are linked from the breed page and from the city page', () => {
    const breed = catBreedView(catalog, { path: routes.catBreed('bengali'), breed: catalog.catBreeds.find((b) => b.slug === 'bengali')! });
    const hrefs = breed.placeGroups.flatMap((g) => g.items.flatMap((i) => i.places.map((p) => p.href)));
    expect(hrefs.toSorted()).toEqual([...catalog.cities.map((c) => routes.catBreederInCity('bengali', c.slug)), '/gatos/criadero-de-gatos-bengali-rionegro/'].toSorted());
    const city = catsInPlaceView(catalog, { path: routes.catsIn('cali'), place: { slug: 'cali', nombre: 'Cali' }, abroad: false });
    expect(city.breeds.map((b) => b.href)).toEqual(catalog.catBreeds.map((b) => routes.catBreederInCity(b.slug, 'cali')));
    // a table: Raza | Pelo | Precio, an estimate saying so in its row
    expect(city.columns).toEqual({ breed: 'Raza', coat: 'Pelo', price: 'Precio' });
    expect(city.breeds[0]).toMatchObject({ nombre: 'Persa', coat: 'Largo', price: formatCOP(persa.precio_base) });
    expect(city.breeds.find((b) => b.nombre === 'Himalayo')!.price).toMatch(/\*$/);
    expect(city.estimatedNote).toBe('* Precio aproximado: se lo confirmamos antes de reservar.');
    // the breeds whose defining trait causes a disease, named under the table (blind read s49: the Scottish Fold's row gave only its price)
    expect(city.healthNote).toBe('Antes de elegir un Scottish Fold o un Munchkin, lea en la página de la raza qué problemas de salud puede tener.');
    expect(catsInPlaceView({ ...catalog, catBreeds: catalog.catBreeds.filter((b) => !b.adaptacion.enfermedadDeRaza) }, { path: routes.catsIn('cali'), place: { slug: 'cali', nombre: 'Cali' }, abroad: false }).healthNote).toBeUndefined();
    expect(city).not.toHaveProperty('ctaText');
    const mexico = catsInPlaceView(catalog, { path: routes.catsIn('mexico'), place: { slug: 'mexico', nombre: 'México' }, abroad: true });
    expect(mexico.breeds[0]!.href).toBe(routes.catBreed(catalog.catBreeds[0]!.slug));
  });
});

describe('cat breed pages', () => {
  it('writes a breed with a Spanish name (an adjective or a common noun) in lowercase inside a sentence, a foreign name with its capitals', () => {
    const byName = (nombre: string) => catalog.catBreeds.find((b) => b.nombre === nombre)!;
    expect(catBreedView(catalog, { path: '/gatos/persa/', breed: byName('Persa') }).meta.description).toMatch(/^Gatitos persas a \$\u00a02’400’000: /);
    expect(catBreedView(catalog, { path: '/gatos/persa/', breed: byName('Persa') }).meta.title).toMatch(/^Persa: /);
    expect(catBreedSingular(byName('Exótico de pelo corto'))).toBe('exótico de pelo corto');
    expect(catBreedSingular(byName('Maine Coon'))).toBe('Maine Coon');
    expect(catBreedSingular(byName('Bosque de Noruega'))).toBe('bosque de Noruega');
    expect(catBreedSingular(byName('Azul ruso'))).toBe('azul ruso');
    expect(catBreedSingular(byName('Sphynx'))).toBe('Sphynx');
  });
  it('says each fact of the Persa once: the PKD test in the parents’ tests, not in its description', () => {
    const view = catBreedView(catalog, { path: '/gatos/persa/', breed: persa });
    // the lead says what the breed is; its care is in the character, the care list and the climate notes
    expect(view.lead).toMatch(/^El persa es una de las razas de pelo largo/);
    expect(view.lead).not.toMatch(/cepill|limpi/);
    expect(`${view.lead} ${view.character}`).not.toContain('PKD');
    const longHair = catalog.catClusters.find((c) => c.slug === 'largo')!;
    const card = catCategoryView(catalog, { path: '/x/', cluster: longHair }).breeds.find((c) => c.slug === 'persa')!;
    expect(`${card.traits.join(' · ')} ${card.summary}`.toLowerCase()).toContain('maúlla poco'); // in its line, not again as a trait
    for (const b of catalog.catBreeds) expect(b.descripcion, b.slug).not.toMatch(/\bvocal\b/);
  });
  it('writes each breed’s character as a paragraph of 50 to 90 words, and a note for each climate class', () => {
    for (const b of catalog.catBreeds) {
      const n = b.resumen.split(/\s+/).length;
      expect(n, b.slug).toBeGreaterThanOrEqual(50);
      expect(n, b.slug).toBeLessThanOrEqual(90);
    }
    const { precio_estimado: _, ...short } = JSON.parse(readFileSync('content/cats/breeds.json', 'utf8'))[0];
    const result = catBreedSchema.safeParse({ ...short, resumen: `${'Un gato tranquilo y cariñoso. '.repeat(8)}Vive bien en apartamento.` });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toMatch(/50 a 90 palabras/);
  });
  it('refuses a climate note that opens by naming its class as a place, in the editor’s words: the page already says where', () => {
    const { precio_estimado: _, ...ragdoll } = JSON.parse(readFileSync('content/cats/breeds.json', 'utf8')).find((b: { slug: string }) => b.slug === 'ragdoll');
    const withNote = (key: 'frio' | 'templado' | 'calido', note: string) => catBreedSchema.safeParse({ ...ragdoll, clima: { ...ragdoll.clima, [key]: note } });
    const refused = withNote('calido', 'En clima cálido necesita un rincón fresco y ventilado y agua en varios puntos de la casa.');
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['clima.calido', 'En clima cálido: no empiece con "En clima cálido": la página ya dice dónde vive; escriba lo que la raza necesita allí (abrigo, pelo, horas de paseo, agua).'],
    ]);
    expect(withNote('frio', 'Allí su manto semilargo lo abriga bien en las noches frías.').error!.issues[0]!.message).toMatch(/^En clima frío: no empiece con "Allí":/);
    // narrow: the cold or the heat named inside the note, or as a condition, is the note's subject, not a place
    expect(withNote('calido', 'Con el calor necesita un rincón fresco y ventilado y agua en varios puntos de la casa.').success).toBe(true);
    expect(withNote('frio', 'En las noches frías agradece una cama cubierta lejos de las ventanas.').success).toBe(true);
  });
  it('lets a note be empty where its class asks nothing special of the breed, but keeps at least one, in the editor\'s words', () => {
    const { precio_estimado: _, ...ragdoll } = JSON.parse(readFileSync('content/cats/breeds.json', 'utf8')).find((b: { slug: string }) => b.slug === 'ragdoll');
    expect(ragdoll.clima).not.toHaveProperty('templado');
    expect(catBreedSchema.safeParse(ragdoll).success).toBe(true);
    const none = catBreedSchema.safeParse({ ...ragdoll, clima: { frio: '', calido: '' } });
    expect(none.success).toBe(false);
    expect(none.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual(['frio', 'templado', 'calido'].map((k) => [`clima.${k}`, 'Escriba al menos una nota de clima (frío, templado o cálido): la del clima en que la raza pide más cuidados. Las demás pueden quedar vacías si ese clima no le pide nada especial.']));
  });
  it.each(catalog.catBreeds.map((b) => [b.nombre, b] as const))('%s: the answer first (price, delivery, availability), character, climate, care, coat, price offer, the cities with their delivery and a chat naming it', (nombre, breed) => {
    const path = routes.catBreed(breed.slug);
    const view = catBreedView(catalog, { path, breed });
    expect(view.character).toBe(breed.resumen);
    // each note under its class and the cities where it is read, cold → hot (the livestock lines' format); a class with no note has no block
    const label = { frio: 'En tierra fría (Bogotá, Manizales, Pasto)', templado: 'En clima templado (Medellín, Bucaramanga, Pereira, Ibagué)', calido: 'En tierra caliente (Cali, Barranquilla, Cartagena, Cúcuta, Villavicencio)' } as const;
    const kept = (['frio', 'templado', 'calido'] as const).filter((k) => breed.clima[k]);
    expect(kept.length).toBeGreaterThanOrEqual(1);
    expect(view.climate).toEqual(kept.map((k) => ({ label: label[k], text: breed.clima[k] })));
    // the breed's own care in the list; what every cat needs in one sentence under it
    expect(view.care.length).toBeGreaterThanOrEqual(2);
    expect(view.care.join(' ')).not.toMatch(/arenero limpio|desparasitación/i);
    // what every cat needs is not said on each breed page (s52 read 15: the same sentence on every breed read as a mold)
    expect(view).not.toHaveProperty('careEveryCat');
    // no «Pelaje:» line: the description says the coat, and its category page is a link at the foot
    expect(view).not.toHaveProperty('coat');
    expect(breed.descripcion, breed.slug).toMatch(breed.pelaje === 'sin_pelo' ? /sin pelo/ : breed.pelaje === 'largo' ? /pelo (semi)?largo/ : /pelo (es )?corto/);
    expect(view.more.map((m) => m.href)).toContainEqual(expect.stringMatching(/^\/gatos-razas-(largo|corto|sin-pelo)-colombia\/$/));
    expect(view.text.moreHeading).toBe('Si busca otra raza');
    // the answer block gives the price, the delivery and what is available once; no FAQ says the price or the cities again
    expect(view.answer.facts.map((f) => f.key)).toEqual(['precio', 'entrega', 'costo-envio', ...(breed.adaptacion.enfermedadDeRaza ? ['salud'] : []), 'disponibles']);
    // a price the breeder has not confirmed says it is an estimate (precio_estimado)
    expect(view.answer.facts[0]!.value).toBe(breed.precio_estimado ? `${formatCOP(breed.precio_base)} (estimado)` : formatCOP(breed.precio_base));
    expect(view.answer.facts[1]!.value).toBe('En Bogotá, en nuestro vehículo, hasta su casa, el día que acordemos; a otras ciudades, por carretera o, desde los 4 meses, en avión (vea la lista)');
    // the trip's cost as the breed's city pages give it (s51 read 14: the Norwegian Forest's box lacked it)
    expect(view.answer.facts[2]!.value).toBe(texts.common.answer.petCost.roadOrCabin);
    expect(view.answer.facts.at(-1)!.value).toBe(texts.common.answer.availableNone);
    expect(view).not.toHaveProperty('faq');
    // each city named once, in the group of its delivery (said once, as its label), with its airport where it flies; never the breed
    const groups = view.placeGroups;
    // a breed that bears the heat badly flies to Cali (tierra caliente), not 10 hours of road (s53 read 17), under a label of its own:
    // Cali is not «muy lejos» beside Medellín's 9 hours of road (s54)
    const hot = breed.adaptacion.calor === 'baja';
    expect(groups.map((g) => g.label)).toEqual([
      'En nuestro vehículo, hasta su casa',
      'Por carretera o en cabina de avión, como usted prefiera',
      ...(hot ? ['Solo en cabina de avión (por carretera serían muchas horas de calor); usted lo recibe en el aeropuerto'] : []),
      'Solo en cabina de avión (por carretera es muy lejos); usted lo recibe en el aeropuerto',
    ]);
    const names = groups.flatMap((g) => g.items.flatMap((i) => i.places.map((p) => p.nombre)));
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBe(catalog.cities.length + catalog.catFixedPages.filter((f) => f.raza === breed.slug).length);
    for (const n of names) expect(n).not.toContain(nombre);
    expect(groups[0]!.items.map((i) => i.places[0]!.nombre)).toEqual(['Bogotá', 'Ibagué', 'Villavicencio']);
    const cali = groups[hot ? 2 : 1]!.items.find((i) => i.places[0]!.nombre === 'Cali')!;
    expect(cali).toMatchObject({ places: [{ nombre: 'Cali', href: routes.catBreederInCity(breed.slug, 'cali') }], airport: 'Alfonso Bonilla Aragón, Palmira' });
    expect(groups.at(-1)!.items.map((i) => i.places[0]!.nombre).filter((n) => n !== 'Cali')).toEqual(['Barranquilla', 'Cartagena', 'Cúcuta', 'Pasto']);
    // The tests to ask for, named: never a claim that the parents have them, and no deferral («Pregúntenos qué pruebas…») after the answer.
    expect(view.health).toBe(breed.saludPadres);
    expect(textOf(view)).not.toContain('Pregúntenos qué pruebas');
    const product = view.jsonLd.find((x) => (x as { '@type': string })['@type'] === 'Product') as { offers: { price: number; priceCurrency: string } } | undefined;
    // an estimated price is no firm offer: no Product (s51 read 14)
    if (breed.precio_estimado) expect(product).toBeUndefined();
    else expect(product!.offers).toMatchObject({ price: breed.precio_base, priceCurrency: 'COP' });
    expect(view.jsonLd.some((x) => (x as { '@type': string })['@type'] === 'FAQPage')).toBe(false);
    expect(view.chat).toMatchObject({ subject: `el gato ${catBreedSingular(breed)}`, pageName: `Gatos ${breed.formas?.plural ?? nombre} en venta` });
    for (const c of view.categories) expect(c.href).not.toBe(routes.cats());
  });
});

describe('the cat guides', () => {
  it('/gatos/criaderos-en-colombia/ gives the health tests of every breed and links every city', () => {
    const view = catGuideView(catalog, 'criaderos-en-colombia');
    const text = textOf(view);
    for (const b of catalog.catBreeds) expect(text).toContain(b.saludPadres);
    for (const c of catalog.cities) expect(text).toContain(routes.catsIn(c.slug));
    expect(view.meta.canonical).toBe('/gatos/criaderos-en-colombia/');
    expect(view.article.lead.length).toBeGreaterThan(150);
  });
  it('/gatos/venta-en-colombia/ gives every price and every category page', () => {
    const view = catGuideView(catalog, 'venta-en-colombia');
    const text = textOf(view);
    for (const b of catalog.catBreeds) expect(text).toContain(formatCOP(b.precio_base));
    for (const c of catalog.catClusters.filter(isCategoryCluster)) expect(text).toContain(routes.catCategory(c.group, c.slug));
    expect(view.jsonLd.some((x) => (x as { '@type': string })['@type'] === 'Article')).toBe(true);
  });
  it('tells, before the list that offers Cali the road, that the breeds that suffer the heat fly there (s54: as their Cali pages say)', () => {
    for (const intent of ['venta-en-colombia', 'criaderos-en-colombia'] as const) {
      const cities = catGuideView(catalog, intent).article.sections.find((s) => s.links?.some((l) => l.href === routes.catsIn('cali')))!;
      expect(cities.paragraphs[1]).toBe('Las razas que más sufren con el calor (persa, Maine Coon, exótico de pelo corto, British Shorthair, bosque de Noruega e himalayo) no van por carretera a Cali, en tierra caliente: vuelan.');
      expect(cities.links!.find((l) => l.href === routes.catsIn('cali'))!.note).toContain('o por carretera');
    }
  });
  it('dates both guides by the month of the prices, as the price pages do', () => {
    expect(catGuideView(catalog, 'venta-en-colombia').meta.title).toContain(`(${priceMonth()})`);
    expect(catGuideView(catalog, 'criaderos-en-colombia').meta.title).toContain(`(${priceMonth()})`);
  });
});

describe('cat legacy and unknown paths', () => {
  const index = buildLegacyIndex(catalog);
  it.each([
    ['/gatos-precios/', '/gatos/precios/'],
    ['/gatos-criaderos-en-colombia/', '/gatos/criaderos-en-colombia/'],
    ['/gatos-venta-en-colombia', '/gatos/venta-en-colombia/'],
  ])('%s → %s (one canonical)', (from, to) => expect(resolveLegacyPath(from, index)).toEqual({ redirect: to }));
  it.each(['/gatos-razas-rizado-colombia/', '/gatos-para-perros-colombia/', '/gatos-caracter-bravos-colombia/', '/gatos-cuidados-nada-colombia/', '/gatos-tamano-mini-colombia/'])(
    '%s shows "Clúster no encontrado"',
    (path) => expect(resolveLegacyPath(path, index)).toEqual({ message: 'Clúster no encontrado' }),
  );
  it('writes the intent forms into _redirects, never shadowing a page', () => {
    const pages = new Set(['/gatos/precios/']);
    const rules = buildRedirectTable(legacyOnly, pages);
    expect(rules).toContainEqual({ from: '/gatos-precios/', to: '/gatos/precios/', stub: true });
  });
});

describe('the cat filter keys the first-tap script reads', () => {
  const catalog = readCatalog();
  const clusters = catalog.catClusters;
  const filters = [null, ...(['largo', 'corto', 'sin_pelo'] as const).map((coat) => ({ coat })), ...clusters.filter((c) => c.group !== 'intencion').map((c) => ({ cluster: `${c.group}/${c.slug}` }))];
  it('a filter and its key stand for each other', () => {
    for (const filter of filters) expect(catFilterOf(catFilterKey(filter))).toEqual(filter);
  });
  it("a breed's keys are exactly the filters it matches", () => {
    for (const breed of catalog.catBreeds) {
      const keys = catFilterKeys(breed, clusters).split(' ');
      for (const filter of filters.slice(1)) expect(keys.includes(catFilterKey(filter)), `${breed.slug} ${catFilterKey(filter)}`).toBe(catMatches(breed, filter, clusters));
    }
  });
  it('a card shows under a filter exactly when its breed matches it (the island and the first-tap script hide the others)', () => {
    for (const breed of catalog.catBreeds) {
      for (const filter of filters) expect(catCardShown(catFilterKeys(breed, clusters), catFilterKey(filter)), `${breed.slug} ${catFilterKey(filter)}`).toBe(catMatches(breed, filter, clusters));
    }
  });
});

describe('review 3 wording on cat and place pages', () => {
  const catalog = readCatalog();
  it('names the place in the chat message of a place page, and the shipping abroad', () => {
    const mexico = catsInPlaceView(catalog, { path: routes.catsIn('mexico'), place: { slug: 'mexico', nombre: 'México' }, abroad: true });
    expect(chatMessage(mexico.chat)).toMatch(/quiero más información sobre el envío de gatos a México\.$/);
    const cali = catsInPlaceView(catalog, { path: routes.catsIn('cali'), place: { slug: 'cali', nombre: 'Cali' }, abroad: false });
    expect(chatMessage(cali.chat)).toMatch(/quiero más información sobre gatos en Cali\.$/);
  });
  it('says the delivery city abroad without claiming a routine ("habitual")', () => {
    const mexico = catsInPlaceView(catalog, { path: routes.catsIn('mexico'), place: { slug: 'mexico', nombre: 'México' }, abroad: true });
    expect(mexico.answer.facts.find((f) => f.key === 'entrega')!.value).toBe('En avión a Ciudad de México, con una persona que lo acompaña o en bodega');
    expect(JSON.stringify(mexico.answer)).not.toContain('habitual');
  });
  it('words the rabies vaccine without an unexplained "edad indicada"', () => {
    const view = catBreedView(catalog, { path: routes.catBreed('persa'), breed: catalog.catBreeds.find((b) => b.slug === 'persa')! });
    const shown = JSON.stringify(view.includes);
    expect(shown).not.toContain('edad indicada');
    expect(shown).toContain('triple felina y, cuando ya tiene la edad para ella, rabia');
  });
});

describe('review 3: cat pages say each thing once', () => {
  const catalog = readCatalog();
  it('leaves the health tests to the health section: a description names no condition its health text names', () => {
    const CONDITIONS = /PKD|poliquistosis|HCM|cardiomiopatía|SMA|osteocondrodisplasia|displasia/gi;
    for (const b of catalog.catBreeds) {
      const inHealth = new Set((b.saludPadres.match(CONDITIONS) ?? []).map((c) => c.toLowerCase()));
      const repeated = (`${b.descripcion} ${b.resumen}`.match(CONDITIONS) ?? []).filter((c) => inHealth.has(c.toLowerCase()));
      expect(repeated, b.slug).toEqual([]);
    }
  });
  it('titles a one-breed category for one breed and names the breed once above its cards', () => {
    const cluster = catalog.catClusters.find((c) => c.slug === 'sin-pelo')!;
    const view = catCategoryView(catalog, { path: routes.catCluster(cluster.group, cluster.slug), cluster });
    expect(view.meta.title).toBe('Gatos sin pelo en Colombia: Sphynx y su precio');
    expect(`${view.meta.description} ${view.summary}`.split('Sphynx').length - 1).toBe(1);
  });
});

describe('review 4: no promise the site cannot back', () => {
  it('D10: /gatos/precios/ keeps its price year and never calls its prices «al día»', () => {
    const view = catPriceGuideView(catalog);
    expect(view.meta.title).toMatch(/\(\w+ de \d{4}\)$/);
    expect(JSON.stringify({ ...view, jsonLd: undefined })).not.toMatch(/precios? al día|precios? actualizad/i);
  });
  it('D42: a cat said to suit allergic people is never called hypoallergenic without a hedge', () => {
    const view = catPriceGuideView(catalog);
    const rows = view.groups.flatMap((g) => g.rows);
    for (const r of rows) expect([r.summary, ...r.traits].join(' | '), r.slug).not.toMatch(/hipoalergénico/i);
  });
});

describe('review 4: cat place pages say each fact once', () => {
  const entries = ENTRIES.catBreederInCity(catalog);
  const breederPage = (slug: string, place: string) => {
    const e = entries.find((x) => x.props.breed.slug === slug && x.props.place.slug === place)!;
    return catBreederView(catalog, { path: routes.catBreederInCity(slug, place), ...e.props });
  };
  const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;
  it('D22: a breeder page says the same-day delivery once and each temperature once, in the facts', () => {
    for (const [breed, city] of [['munchkin', 'ibague'], ['persa', 'pasto'], ['sphynx', 'cali'], ['maine-coon', 'cucuta']]) {
      const view = breederPage(breed!, city!);
      const shown = JSON.stringify({ ...view, jsonLd: undefined, meta: undefined });
      const [min, max] = catalog.cityBySlug.get(city!)!.clima.temperatura;
      expect(count(shown, /mismo día/g), `${breed} ${city}`).toBeLessThanOrEqual(1);
      expect(count(shown, new RegExp(`\\b${max}\\s°C`, 'g')), `${breed} ${city}`).toBe(1);
      expect(count(shown, new RegExp(`\\b${min}\\s(?:a \\d+\\s)?°C`, 'g')), `${breed} ${city}`).toBeLessThanOrEqual(1);
    }
  });
  it('the breeder\'s city says its delivery once: the fact says where, the section how', () => {
    for (const breed of ['abisinio', 'persa', 'sphynx']) {
      const shown = JSON.stringify({ ...breederPage(breed, 'bogota'), jsonLd: undefined, meta: undefined });
      expect(count(shown, /día que acordemos|mismo día/g), breed).toBe(1);
      expect(count(shown, /hasta su casa/g), breed).toBe(1);
    }
  });
  it('a country page gives its city, flight and documents once, in the facts, and the documents’ rule once, in its section', () => {
    for (const c of catalog.countries) {
      const view = catsInPlaceView(catalog, { path: routes.catsIn(c.slug), place: { slug: c.slug, nombre: c.nombre }, abroad: true });
      const shown = [...view.answer.facts.map((f) => f.value), ...view.guide.flatMap((g) => [g.heading, ...g.paragraphs])].join(' ');
      expect(count(shown, /certificado de inspección sanitaria de exportación/g), c.slug).toBe(1);
      for (const t of new Set(c.temperatura)) expect(count(shown, new RegExp(`(?<![\\d.])${t} °C`, 'g')), `${c.slug}: ${t} °C`).toBeLessThanOrEqual(1);
    }
  });
  it('the delivery text says what the answer does not: never again the way the answer\'s «Entrega» gives (a kitten «pesa poco… puede volar en la cabina… o ir por tierra en nuestro vehículo» under «En cabina de avión… o por carretera»)', () => {
    const WAYS = /cabina|nuestro vehículo|por carretera/g;
    const places = [
      ...catalog.cities.map((c) => ({ path: routes.catsIn(c.slug), place: { slug: c.slug, nombre: c.nombre }, abroad: false })),
      ...catalog.countries.map((c) => ({ path: routes.catsIn(c.slug), place: { slug: c.slug, nombre: c.nombre }, abroad: true })),
    ];
    const repeated = places.flatMap((p) => {
      const view = catsInPlaceView(catalog, p);
      const entrega = view.answer.facts.find((f) => f.key === 'entrega')!.value;
      const said = new Set(entrega.match(WAYS) ?? []);
      const again = (view.guide[0]!.paragraphs.join(' ').match(WAYS) ?? []).filter((w) => said.has(w));
      return again.length ? [`${p.place.slug}: ${again.join(', ')}`] : [];
    });
    expect(repeated).toEqual([]);
  });
  it('a country whose entry rules are known gives them once, in «Documentos del viaje», which its «Documentos» fact links, instead of the general text «to confirm»; the others keep the general text; the flight age is the country’s', () => {
    for (const c of catalog.countries) {
      const view = catsInPlaceView(catalog, { path: routes.catsIn(c.slug), place: { slug: c.slug, nombre: c.nombre }, abroad: true });
      const documentos = view.answer.facts.find((f) => f.key === 'documentos')!;
      const section = view.guide.find((g) => g.heading === texts.catPages.inPlace.documentsHeading)!;
      const viaje = view.answer.facts.find((f) => f.key === 'viaje')!.value;
      const rule = c.entradaGato?.requisitos;
      if (rule) {
        expect(documentos, c.slug).toMatchObject({ value: fillTemplate(texts.catPages.answer.documentsAbroadKnown, { lugar: c.nombre }), href: `#${section.id}` });
        expect(section.paragraphs.join(' '), c.slug).toContain(`Requisitos de entrada a ${c.nombre}: ${rule.charAt(0).toLowerCase()}${rule.slice(1)}`);
        // the rule replaces the general text; it may itself leave its uncertain part to the reservation (s47: Mexico's commercial import)
        expect(section.paragraphs.join(' '), c.slug).not.toContain(fillTemplate(texts.catPages.delivery.documentsAbroad, { sede: breederCity().nombre, lugar: c.nombre }));
      } else {
        expect(documentos, c.slug).toEqual({ key: 'documentos', label: texts.catPages.answer.documents, value: fillTemplate(texts.catPages.answer.documentsAbroad, { lugar: c.nombre }) });
        expect(section.paragraphs.join(' '), c.slug).toMatch(/se los confirmamos/);
      }
      expect(viaje, c.slug).toContain(`desde los ${c.entradaGato?.edadMinimaMeses ?? AIRLINE_MIN_AGE_MONTHS} meses`);
      // what the country's law asks of the owner there (s48 read 8: Spain's Ley 7/2023 was missing) follows the documents, only where written
      const owner = c.entradaGato?.tenencia;
      if (owner) expect(section.paragraphs.at(-1), c.slug).toBe(owner);
      else expect(section.paragraphs, c.slug).toHaveLength(1);
    }
    const spain = catalog.countries.find((c) => c.slug === 'españa')!;
    expect(spain.entradaGato?.tenencia).toMatch(/Ley 7\/2023.*esterilizado antes de los seis meses/);
  });
  it('D23/D25: /gatos-en-puerto-rico/ names Puerto Rico once in a whole description; a country reached with a connection gets no flight time it makes meaningless', () => {
    const view = catsInPlaceView(catalog, { path: routes.catsIn('puerto-rico'), place: { slug: 'puerto-rico', nombre: 'Puerto Rico' }, abroad: true });
    expect(view.meta.description.split('Puerto Rico').length - 1).toBe(1);
    expect(view.meta.description.length).toBeLessThanOrEqual(155);
    // Avianca flies Bogotá–San Juan direct (s52 read 15: «Vuelo con escala» was false)
    expect(view.answer.facts.find((f) => f.key === 'viaje')!.value).toMatch(/^Vuelo directo de unas 3 horas/);
    // the title says the cats leave from Bogotá, not that they are for sale there
    expect(view.meta.title).toMatch(/^Gatos de raza con envío desde Bogotá a Puerto Rico/);
    // no town of the island is cold: only the breeds that suffer the heat
    expect(JSON.stringify(view)).not.toContain('donde hace frío');
    const bolivia = catsInPlaceView(catalog, { path: routes.catsIn('bolivia'), place: { slug: 'bolivia', nombre: 'Bolivia' }, abroad: true });
    expect(bolivia.answer.facts.find((f) => f.key === 'viaje')!.value).toBe(fillTemplate(texts.catPages.answer.tripValue.exteriorEscala, { meses: String(AIRLINE_MIN_AGE_MONTHS) }));
    expect(JSON.stringify(bolivia.answer)).not.toMatch(/unas [\d,]+ horas?/);
    // the climate of the city the kitten flies to, not «si va a vivir donde hace frío… donde hace calor» (s52 read 16)
    expect(JSON.stringify(bolivia)).not.toContain('donde hace frío');
    expect(bolivia.guide.at(-1)!.paragraphs[0]).toMatch(/^La Paz, a unos 3\.640 m de altitud, tiene clima frío, de 0 a 17 °C: /);
    // a city of marked seasons keeps the line of both
    const chile = catsInPlaceView(catalog, { path: routes.catsIn('chile'), place: { slug: 'chile', nombre: 'Chile' }, abroad: true });
    expect(JSON.stringify(chile)).toContain('donde hace frío');
  });
  it('s53 (blind read 16): a country page gives what is true for that country: its airport when far, the cabin fee where a source gives it, why 4 months, the climate of its city, and a message naming the page', () => {
    const of = (slug: string, nombre: string) => catsInPlaceView(catalog, { path: routes.catsIn(slug), place: { slug, nombre }, abroad: true });
    const [salvador, guatemala, honduras] = [of('el-salvador', 'El Salvador'), of('guatemala', 'Guatemala'), of('honduras', 'Honduras')];
    const fact = (v: typeof salvador, key: string) => v.answer.facts.find((f) => f.key === key)!.value;
    expect(fact(salvador, 'entrega')).toBe('En avión al aeropuerto de Comalapa, a unos 40 km de San Salvador, con una persona que lo acompaña o en bodega');
    expect(fact(guatemala, 'entrega')).toBe('En avión a Ciudad de Guatemala, con una persona que lo acompaña o en bodega');
    expect(fact(guatemala, 'costo-envio')).toBe('En cabina, desde 210 dólares (estimado) y el tiquete del acompañante; en bodega, se cotiza');
    // a country reached with a connection: no figure
    expect(fact(honduras, 'costo-envio')).toBe(texts.common.answer.petCost.abroad);
    expect(guatemala.guide[0]!.paragraphs).toContain(texts.catPages.delivery.ageAbroad);
    const home = (v: typeof salvador) => v.guide.find((s) => s.heading === texts.catPages.inPlace.homeHeading)!.paragraphs;
    expect(home(guatemala)).toEqual([fillTemplate(texts.cats.climate.abroadCity.templado, { ciudad: 'Ciudad de Guatemala', altitud: '1.500', min: '13', max: '27', razas: 'siamés, Sphynx, abisinio y Devon Rex' })]);
    expect(home(guatemala)[0]).toMatch(/^Ciudad de Guatemala, a unos 1\.500 m de altitud, tiene clima templado, de 13 a 27 °C: /);
    expect(home(salvador)[0]).toMatch(/^San Salvador, a unos 660 m de altitud, tiene clima cálido, de 19 a 32 °C: .*persa, Maine Coon/);
    // Spain's kitten flies from 7 months: the airlines' 4 are not its reason
    expect(of('españa', 'España').guide[0]!.paragraphs).not.toContain(texts.catPages.delivery.ageAbroad);
    expect(guatemala.meta.title).toBe('Gatos de raza con envío desde Bogotá a Guatemala: precios');
    expect(chatMessage(guatemala.chat)).toMatch(/^Hola, vengo de la página «Gatos con entrega en Guatemala» \(https:\/\/[^)]+\/gatos-en-guatemala\/\)/);
  });
});

describe('what is confirmed at reservation, said once (issue 41, item 1)', () => {
  const entries = ENTRIES.catBreederInCity(catalog);
  it('ends the text of every delivery that flies with one «Al reservar» sentence, naming who goes with the kitten, and adds no second one', () => {
    const modes = new Set<string>();
    for (const e of entries) {
      const view = catBreederView(catalog, { path: routes.catBreederInCity(e.props.breed.slug, e.props.place.slug), ...e.props });
      const delivery = view.delivery?.paragraphs.join(' ') ?? '';
      expect(delivery.split('Al reservar').length - 1, e.props.place.slug).toBeLessThanOrEqual(1);
      if (catFactsOf(catalog, e.props.place).delivery === 'avion') {
        expect(delivery, e.props.place.slug).toMatch(/Al reservar [^.]*quién va con él\./);
        modes.add(e.props.place.slug);
      }
    }
    expect(modes.size).toBeGreaterThan(3);
  });
  it('gives a place of 4 to 10 hours of road no stock arrival text: «Cómo llega el gatito» is left out; the guides say once what is agreed at reservation', () => {
    const roadOrAir = entries.filter((e) => catBreedPlaceFacts(catFactsOf(catalog, e.props.place), e.props.breed).delivery === 'carretera-o-avion');
    expect(roadOrAir.length).toBeGreaterThan(16);
    for (const e of roadOrAir) {
      const view = catBreederView(catalog, { path: routes.catBreederInCity(e.props.breed.slug, e.props.place.slug), ...e.props });
      const key = `${e.props.breed.slug} ${e.props.place.slug}`;
      // within Colombia every kitten flies in the cabin: a snub-nosed breed's «no viaja en bodega» would change nothing (s51);
      // a breed that suffers the heat on a hot road gets only that road's text (s54 read 18)
      if (catBreedPlaceFacts(catFactsOf(catalog, e.props.place), e.props.breed).heatCar) expect(view.delivery!.paragraphs, key).toEqual([fillTemplate(texts.catPages.delivery.carreteraCalor, { raza: catBreedSingular(e.props.breed) })]);
      else expect(view.delivery, key).toBeUndefined();
    }
    expect(texts.catGuides.cities.arrange).toMatch(/^Al reservar [^.]*si vuela o va por tierra[^.]*quién va con él\./);
  });
});

describe('a breed that bears the heat badly', () => {
  it('flies to a hot place within 10 hours of road instead of taking the road (s53 read 17: the persa in Cali)', () => {
    const cali = catFactsOf(catalog, { slug: 'cali', isCity: true });
    expect(cali.delivery).toBe('carretera-o-avion');
    const siames = catalog.catBreeds.find((b) => b.slug === 'siames')!;
    expect(catBreedPlaceFacts(cali, persa).delivery).toBe('avion');
    expect(catBreedPlaceFacts(cali, siames).delivery).toBe('carretera-o-avion');
    // a temperate place keeps the road
    const medellin = catFactsOf(catalog, { slug: 'medellin', isCity: true });
    expect(catBreedPlaceFacts(medellin, persa).delivery).toBe('carretera-o-avion');
  });
});
