import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { buildCatalog, type RawCatalog } from '@/lib/content/catalog';
import { parseContentFile } from '@/lib/content/files';
import { CATEGORY_MIN_CARDS, CLUSTER_GROUP_LABELS, catCardShown, catFilterKey, catFilterKeys, catFilterOf, catHeading, catMatches, climateOf, clusterBreeds, inCluster, isCategoryCluster } from '@/lib/domain/cats';
import { resolveLegacyPath } from '@/lib/pages/legacy';
import { catBreedSingular, formatCOP } from '@/lib/text/spanish';
import { buildLegacyIndex, buildRedirectTable } from '@/lib/pages/redirects';
import { routes } from '@/lib/routes';
import { ENTRIES, familyPaths } from '@/lib/pages/entries';
import { chatMessage } from '@/lib/views/chat';
import { countryFacts } from '@/lib/text/places';
import { catBreedView, catCategoryView, catGuideView, catLandingView, catPriceGuideView, catsInPlaceView } from '@/lib/views/cats';

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
    expect(() => buildCatalog({ ...raw, catFixedPages: inCity })).toThrow(/entry "bengali-cali" › lugar: "cali" is one of the 12 cities/);
  });
  it('marks every price that spec §9 does not give as an estimate', () => {
    for (const b of catalog.catBreeds) expect(b.precio_estimado, b.nombre).toBe(!SPEC_PRICES.some(([name]) => name === b.nombre));
  });
  it('needs a climate in every place text the breeder pages use', () => {
    for (const f of catalog.catFixedPages) expect(() => climateOf({ nombre: f.ciudad, descripcion: f.descripcion }, 'content/cats/fixed-pages.json')).not.toThrow();
    expect(() => climateOf({ nombre: 'X', descripcion: 'Sin dato.' }, 'content/cats/fixed-pages.json')).toThrow(/fixed-pages\.json: entry "X" › descripcion: say the climate/);
  });
});

describe('/gatos/precios/', () => {
  const view = catPriceGuideView(catalog);
  const rows = view.groups.flatMap((g) => g.rows);
  it.each(SPEC_PRICES)('shows %s at its exact spec price, with a Product offer in COP', (name, price) => {
    expect(rows.find((r) => r.nombre === name)?.price).toBe(price);
    expect(formatCOP(price)).toMatch(/^\$\u00a0[\d’]+$/);
    const list = view.jsonLd.find((x) => (x as { '@type': string })['@type'] === 'ItemList') as { itemListElement: { item: { name: string; offers: { price: number; priceCurrency: string; availability: string } } }[] };
    const offer = list.itemListElement.find((e) => e.item.name === `Gatito ${name}`)!.item.offers;
    expect(offer).toMatchObject({ price, priceCurrency: 'COP', availability: 'https://schema.org/InStock' });
  });
  it('says the parents’ line sets the price, never that some parents are not selected or not tested', () => {
    expect(view.factors[0]).toBe('Genética: el linaje de los padres pesa en el precio del gatito.');
  });
  it('heads the traits column "Rasgos" and writes each breed’s traits as a sentence-case phrase', () => {
    expect(view.text.traitsColumn).toBe('Rasgos');
    expect(rows.find((r) => r.slug === 'maine-coon')!.traitsText).toBe('Grande, bueno con niños, cariñoso y juguetón');
    expect(rows.find((r) => r.slug === 'persa')!.traitsText).toBe('Tranquilo, silencioso e ideal para apartamento');
    expect(rows.find((r) => r.slug === 'siames')!.traitsText).toMatch(/^Conversador, /);
    for (const r of rows) expect(r.traitsText, r.slug).not.toMatch(/\bque\b/i);
  });
  it('lists every breed once, grouped by coat, linking its page', () => {
    expect(rows.map((r) => r.slug).sort()).toEqual(catalog.catBreeds.map((b) => b.slug).sort());
    for (const r of rows) expect(r.href).toBe(routes.catBreed(r.slug));
    expect(view.intro).toContain(`${formatCOP(1_800_000)} (Angora turco)`);
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
    if (view.breeds.length < CATEGORY_MIN_CARDS) {
      expect(view.related.length).toBeGreaterThan(0);
      expect(view.relatedNote).toMatch(/^Si busca un gato [^A-Z]+, mire también:$/);
      expect(view.summary).not.toMatch(/criterio/);
    } else expect(view.related).toEqual([]);
    expect(view.breeds.length + view.related.length).toBeLessThanOrEqual(CATEGORY_MIN_CARDS + Math.max(0, view.breeds.length - CATEGORY_MIN_CARDS));
    expect(view.meta.title).toContain(cluster.title);
    expect(view.crumbs!.map((c) => c.name)).toEqual(['Inicio', 'Gatos', cluster.title]);
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
    expect(view('independientes').relatedNote).toBe('Si busca un gato tranquilo, ideal para apartamento, silencioso, bueno con niños o grande, mire también:');
    expect(view('corto').summary).toMatch(/^Criamos 9 razas de pelo corto\. /);
    expect(view('hipoalergenicos').summary).toMatch(/^Criamos 2 razas hipoalergénicas\. /);
  });
  it('open with a full sentence true to the breeds listed, never a verbless list of traits', () => {
    const view = (slug: string) => catCategoryView(catalog, { path: '/x/', cluster: categories.find((c) => c.slug === slug)! });
    // The summary under it names the one breed ("Por ahora criamos una sola raza sin pelo: el Sphynx"): the intro does not say it first.
    expect(view('sin-pelo').intro).toBe('Un gato sin pelo es cariñoso y activo, y necesita cuidados especiales de piel y abrigo según el clima de su ciudad.');
    expect(view('tranquilos').intro).toMatch(/^Los gatos tranquilos tienen un carácter sereno/);
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

describe('cat breeder pages by city', () => {
  it('exist for every breed in every city plus Bengalí in Rionegro', () => {
    const paths = familyPaths(catalog, 'catBreederInCity');
    expect(paths).toHaveLength(catalog.catBreeds.length * catalog.cities.length + 1);
    expect(paths).toContain('/gatos/criadero-de-gatos-bengali-rionegro/');
    expect(paths).toContain('/gatos/criadero-de-gatos-maine-coon-cali/');
  });
  const entries = ENTRIES.catBreederInCity(catalog);
  const viewOf = (slug: string, place: string) => {
    const e = entries.find((x) => x.props.breed.slug === slug && x.props.place.slug === place)!;
    return catBreedView(catalog, { path: routes.catBreederInCity(slug, place), ...e.props });
  };
  const guideText = (v: ReturnType<typeof viewOf>) => v.local!.guide.flatMap((g) => [g.heading, ...g.paragraphs]).join(' ');
  it('says what is true of the place: no Bogotá climate on a Cali page', () => {
    const cali = viewOf('sphynx', 'cali');
    const caliCity = catalog.cityBySlug.get('cali')!;
    // The figure is in the facts list; the guide says what it means, without repeating it (review 4, D22).
    expect(cali.local!.facts!.items.join(' ')).toContain(`${caliCity.clima.temperatura[1]} °C`);
    expect(guideText(cali)).not.toContain(`${caliCity.clima.temperatura[1]} °C`);
    expect(guideText(cali)).toContain('piel sin pelo se quema con el sol de Cali');
    expect(cali.local!.facts!.items.join(' ')).toContain(`Altitud: ${caliCity.clima.altitud.toLocaleString('es-CO')} metros`);
    // The breed's own description may say what it needs "en clima frío"; the city's text never does.
    expect(guideText(cali)).not.toMatch(/clima frío|altiplano/);
    expect(textOf(cali)).not.toMatch(/altiplano/);
    expect(textOf(cali)).not.toContain('Bogotá D.C.');
    const bogota = viewOf('sphynx', 'bogota');
    // The altitude, the temperatures and the climate class are in the facts list, which the guide does not repeat.
    expect(bogota.local!.facts!.items.join(' ')).toContain('(clima frío)');
    expect(guideText(bogota)).not.toMatch(/clima de Bogotá es|sobre el nivel del mar/);
    // In Bogotá the kitten does not leave Bogotá: no "Despachamos desde Bogotá" on a page about Bogotá.
    expect(guideText(bogota)).toMatch(/^(?![^]*Despachamos desde)[^]*Llevamos su gatito Sphynx desde el criadero en nuestro vehículo/);
    const rionegro = viewOf('bengali', 'rionegro');
    expect(rionegro.heading).toBe('Criadero de gatos bengalíes en Bogotá con entrega en Rionegro');
    expect(bogota.heading).toBe('Criadero de gatos Sphynx en Bogotá');
    expect(guideText(rionegro)).toContain('José María Córdova');
    expect(guideText(rionegro)).toContain('clima templado de Rionegro');
  });
  it('tells a flat-faced breed it flies only in the cabin, and a far city how the kitten flies', () => {
    const persa = guideText(viewOf('persa', 'barranquilla'));
    expect(persa).toContain('nunca viaja en bodega');
    expect(persa).toContain('aeropuerto');
    expect(guideText(viewOf('bengali', 'barranquilla'))).not.toContain('nunca viaja en bodega');
  });
  it('never names a city of another page: each city page names only its own city, apart from the breeder’s home', () => {
    for (const e of entries.filter((x) => x.props.place.isCity)) {
      const view = catBreedView(catalog, { path: routes.catBreederInCity(e.props.breed.slug, e.props.place.slug), ...e.props });
      const others = catalog.cities.filter((c) => c.slug !== e.props.place.slug && c.slug !== 'bogota');
      for (const c of others) expect(textOf(view), `${e.props.breed.slug}-${e.props.place.slug} names ${c.nombre}`).not.toContain(c.nombre);
      expect(view.chat.subject).toBe(`el gato ${catBreedSingular(e.props.breed)}`);
    }
  });
  it('no breed text names a city, since it shows on the pages of every city', () => {
    for (const b of catalog.catBreeds) for (const c of catalog.cities) expect(`${b.descripcion} ${b.salud}`, b.slug).not.toContain(c.nombre);
  });
  it('name the country once per sentence abroad, never "Ciudad de México (México)"', () => {
    for (const country of catalog.countries) {
      const view = catsInPlaceView(catalog, { path: routes.catsIn(country.slug), place: { slug: country.slug, nombre: country.nombre }, abroad: true });
      const sentences = view.guide.flatMap((s) => [s.heading, ...s.paragraphs]).flatMap((t) => t.split(/(?<=[.:;])\s/));
      expect(sentences.join(' '), country.slug).not.toContain(`(${country.nombre})`);
      for (const s of sentences) expect(s.split(country.nombre).length - 1, s).toBeLessThanOrEqual(1);
    }
    const mexico = catsInPlaceView(catalog, { path: routes.catsIn('mexico'), place: { slug: 'mexico', nombre: 'México' }, abroad: true });
    expect(mexico.guide[0]!.paragraphs[0]).toMatch(/Ciudad de México(?! \()/);
  });
  it('brush long coats as the coat care does ("a diario en los mantos más densos"), never "tres cepillados por semana"', () => {
    const places = [
      ...catalog.cities.map((c) => catsInPlaceView(catalog, { path: routes.catsIn(c.slug), place: { slug: c.slug, nombre: c.nombre }, abroad: false })),
      ...catalog.countries.map((c) => catsInPlaceView(catalog, { path: routes.catsIn(c.slug), place: { slug: c.slug, nombre: c.nombre }, abroad: true })),
    ];
    const longCoat = places.flatMap((v) => v.guide.flatMap((s) => s.paragraphs)).filter((t) => t.includes('pelo largo'));
    expect(longCoat.length).toBeGreaterThan(0);
    for (const t of longCoat) {
      expect(t).not.toMatch(/tres cepillados/);
      if (/por semana/.test(t)) expect(t).toContain('y a diario si el manto es denso');
    }
    expect(longCoat.some((t) => t.includes('cepíllelos varias veces por semana, y a diario si el manto es denso'))).toBe(true);
  });
  it('are linked from the breed page and from the city page', () => {
    const breed = catBreedView(catalog, { path: routes.catBreed('bengali'), breed: catalog.catBreeds.find((b) => b.slug === 'bengali')! });
    expect(breed.places.map((p) => p.href)).toEqual([...catalog.cities.map((c) => routes.catBreederInCity('bengali', c.slug)), '/gatos/criadero-de-gatos-bengali-rionegro/']);
    const city = catsInPlaceView(catalog, { path: routes.catsIn('cali'), place: { slug: 'cali', nombre: 'Cali' }, abroad: false });
    expect(city.breeders!.links).toHaveLength(catalog.catBreeds.length);
    expect(city.breeders!.links[0]!.href).toBe(routes.catBreederInCity(catalog.catBreeds[0]!.slug, 'cali'));
    expect(catsInPlaceView(catalog, { path: routes.catsIn('mexico'), place: { slug: 'mexico', nombre: 'México' }, abroad: true }).breeders).toBeUndefined();
  });
});

describe('cat breed pages', () => {
  it('writes a breed whose name is an adjective in lowercase inside a sentence, a name that does not change with its capitals', () => {
    const byName = (nombre: string) => catalog.catBreeds.find((b) => b.nombre === nombre)!;
    expect(catBreedView(catalog, { path: '/gatos/persa/', breed: byName('Persa') }).faq[0]!.question).toBe('¿Cuánto cuesta un gato persa en Colombia?');
    expect(catBreedView(catalog, { path: '/gatos/persa/', breed: byName('Persa') }).meta.title).toMatch(/^Persa: /);
    expect(catBreedSingular(byName('Exótico de pelo corto'))).toBe('exótico de pelo corto');
    expect(catBreedSingular(byName('Maine Coon'))).toBe('Maine Coon');
    expect(catBreedSingular(byName('Bosque de Noruega'))).toBe('Bosque de Noruega');
  });
  it('says each fact of the Persa once, in Spanish: "Maúlla poco" in its traits, not "poco vocal" in its description', () => {
    const persa = catalog.catBreeds.find((b) => b.slug === 'persa')!;
    const view = catBreedView(catalog, { path: '/gatos/persa/', breed: persa });
    expect(view.lead.join(' ')).toBe('El persa es un gato de cara chata y pelo largo y denso. Requiere cepillado diario y limpieza frecuente de los ojos.');
    // The PKD test is asked for once, in the health section.
    expect(view.lead.join(' ')).not.toContain('PKD');
    const longHair = catalog.catClusters.find((c) => c.slug === 'largo')!;
    const card = catCategoryView(catalog, { path: '/x/', cluster: longHair }).breeds.find((c) => c.slug === 'persa')!;
    expect(card.traits).toContain('Maúlla poco');
    for (const b of catalog.catBreeds) expect(b.descripcion, b.slug).not.toMatch(/\bvocal\b/);
  });
  it.each(catalog.catBreeds.map((b) => [b.nombre, b] as const))('%s: character, care, coat, price offer, FAQ and a chat naming it', (nombre, breed) => {
    const path = routes.catBreed(breed.slug);
    const view = catBreedView(catalog, { path, breed });
    expect(view.character.length).toBeGreaterThanOrEqual(2);
    expect(view.care.length).toBeGreaterThanOrEqual(5);
    expect(view.coat.href).toMatch(/^\/gatos-razas-(largo|corto|sin-pelo)-colombia\/$/);
    // The price and the cities served: the coat and the health tests have their own sections, which the FAQ does not copy.
    expect(view.faq.map((q) => q.question)).toEqual([`¿Cuánto cuesta un gato ${catBreedSingular(breed)} en Colombia?`, `¿Entregan gatos ${breed.formas?.plural ?? nombre} fuera de Bogotá?`]);
    expect(view.faq[0]!.answer).toContain(formatCOP(breed.precio_base));
    // The tests to ask for, then the invitation to ask which the litter's parents have: never a claim that they have them.
    expect(view.health).toBe(`${breed.salud} Pregúntenos qué pruebas tienen los padres de la camada que le interese.`);
    const product = view.jsonLd.find((x) => (x as { '@type': string })['@type'] === 'Product') as { offers: { price: number; priceCurrency: string } };
    expect(product.offers).toMatchObject({ price: breed.precio_base, priceCurrency: 'COP' });
    expect(view.jsonLd.some((x) => (x as { '@type': string })['@type'] === 'FAQPage')).toBe(true);
    // "Gatos persas en venta" where the name is an adjective (formas.plural), "Gatos Ragdoll en venta" where it does not change.
    expect(view.chat).toMatchObject({ subject: `el gato ${catBreedSingular(breed)}`, pageName: `Gatos ${breed.formas?.plural ?? nombre} en venta` });
    for (const c of view.categories) expect(c.href).not.toBe(routes.cats());
  });
});

describe('the cat guides', () => {
  it('/gatos/criaderos-en-colombia/ gives the health tests of every breed and links every city', () => {
    const view = catGuideView(catalog, 'criaderos-en-colombia');
    const text = textOf(view);
    for (const b of catalog.catBreeds) expect(text).toContain(b.salud);
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
    const mexico = catalog.countries.find((c) => c.slug === 'mexico')!;
    const facts = countryFacts(mexico, catalog.cityBySlug.get('bogota')!);
    expect(facts[0]).toMatch(/^Ciudad de entrega: /);
    expect(facts.join(' ')).not.toContain('habitual');
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
      const inHealth = new Set((b.salud.match(CONDITIONS) ?? []).map((c) => c.toLowerCase()));
      const repeated = (b.descripcion.match(CONDITIONS) ?? []).filter((c) => inHealth.has(c.toLowerCase()));
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
    expect(view.meta.title).toMatch(/\(\d{4}\)$/);
    expect(JSON.stringify({ ...view, jsonLd: undefined })).not.toMatch(/precios? al día|precios? actualizad/i);
  });
  it('D42: a cat said to suit allergic people is never called hypoallergenic without a hedge', () => {
    const view = catPriceGuideView(catalog);
    const rows = view.groups.flatMap((g) => g.rows);
    expect(rows.find((r) => r.slug === 'azul-ruso')!.traitsText).toBe('Tranquilo, silencioso, apto para algunas personas alérgicas e independiente');
    for (const r of rows) expect([r.traitsText, ...r.traits].join(' | '), r.slug).not.toMatch(/hipoalergénico/i);
  });
});

describe('review 4: cat place pages say each fact once', () => {
  const entries = ENTRIES.catBreederInCity(catalog);
  const breederPage = (slug: string, place: string) => {
    const e = entries.find((x) => x.props.breed.slug === slug && x.props.place.slug === place)!;
    return catBreedView(catalog, { path: routes.catBreederInCity(slug, place), ...e.props });
  };
  const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;
  it('D22: a breeder page reached by road says the same-day delivery once and each temperature once, in the facts list', () => {
    for (const [breed, city] of [['munchkin', 'ibague'], ['persa', 'pasto'], ['sphynx', 'cali'], ['maine-coon', 'cucuta']]) {
      const view = breederPage(breed!, city!);
      const shown = JSON.stringify({ ...view, jsonLd: undefined, breed: undefined, meta: undefined });
      const [min, max] = catalog.cityBySlug.get(city!)!.clima.temperatura;
      expect(count(shown, /mismo día/g), `${breed} ${city}`).toBeLessThanOrEqual(1);
      expect(count(shown, new RegExp(`\\b${max} °C`, 'g')), `${breed} ${city}`).toBe(1);
      expect(count(shown, new RegExp(`\\b${min} (?:a \\d+ )?°C`, 'g')), `${breed} ${city}`).toBeLessThanOrEqual(1);
    }
  });
  it('the breeder\'s city says its delivery once: the delivery section says how, the FAQ answer when, and neither the lead nor the facts list repeats them', () => {
    const home = catalog.cityBySlug.get('bogota')!;
    for (const breed of ['abisinio', 'persa', 'sphynx']) {
      const view = breederPage(breed, home.slug);
      const shown = JSON.stringify({ ...view, jsonLd: undefined, breed: undefined, meta: undefined });
      expect(count(shown, /día que acordemos|mismo día/g), breed).toBe(1);
      expect(count(shown, /nuestro vehículo/g), breed).toBe(1);
      expect(count(shown, /su casa en Bogotá|a su casa\b/g), breed).toBeLessThanOrEqual(2);
      expect(view.local!.facts!.items.join(' | '), breed).not.toMatch(/Entrega|Distancia/);
      expect(view.local!.facts!.title).toBe('Bogotá: clima');
      expect(view.lead[0]).not.toMatch(/llevamos|entreg|acordemos/);
    }
    const city = catsInPlaceView(catalog, { path: routes.catsIn('bogota'), place: { slug: 'bogota', nombre: 'Bogotá' }, abroad: false });
    const shown = [...city.facts.items, ...city.guide.flatMap((g) => [g.heading, ...g.paragraphs])].join(' ');
    expect(count(shown, /día que acordemos|mismo día/g)).toBe(1);
    expect(count(shown, /nuestro vehículo/g)).toBe(1);
    expect(city.facts.title).toBe('Bogotá: clima');
  });
  it('D24: a cat page abroad gives its city\'s altitude and temperatures once, in the facts list, and its climate advice follows its nights', () => {
    const countryView = (slug: string) => {
      const c = catalog.countries.find((x) => x.slug === slug)!;
      return catsInPlaceView(catalog, { path: routes.catsIn(slug), place: { slug, nombre: c.nombre }, abroad: true });
    };
    for (const c of catalog.countries) {
      const view = countryView(c.slug);
      const shown = [...view.facts.items, ...view.guide.flatMap((g) => [g.heading, ...g.paragraphs])].join(' ');
      for (const t of new Set(c.temperatura)) expect(count(shown, new RegExp(`(?<![\\d.])${t}(?= °C| a \\d+ °C)`, 'g')), `${c.slug}: ${t} °C`).toBe(1);
      expect(count(shown, new RegExp(`(?<![\\d.])${c.altitud.toLocaleString('de-DE')} metros`, 'g')), `${c.slug}: ${c.altitud} m`).toBe(1);
    }
    // San Juan stays warm at night, Miami's nights cool down: the hairless cat's blanket is Miami's alone.
    const climate = (slug: string) => countryView(slug).guide[0]!.paragraphs.join(' ');
    expect(climate('estados-unidos')).toMatch(/noches frescas/);
    expect(climate('puerto-rico')).not.toMatch(/noches frescas|manta/);
    expect(climate('puerto-rico')).toMatch(/de noche/);
  });
  it('a cat place page names the kitten\'s documents once: the opening sentence in Colombia, and abroad the export certificate only where the ICA issues it', () => {
    for (const c of catalog.cities) {
      const view = catsInPlaceView(catalog, { path: routes.catsIn(c.slug), place: { slug: c.slug, nombre: c.nombre }, abroad: false });
      const shown = [view.delivery, ...view.guide.flatMap((g) => g.paragraphs)].join(' ');
      expect(count(shown, /certificado de salud/g), c.slug).toBe(1);
    }
    for (const c of catalog.countries) {
      const view = catsInPlaceView(catalog, { path: routes.catsIn(c.slug), place: { slug: c.slug, nombre: c.nombre }, abroad: true });
      expect(view.delivery, c.slug).not.toMatch(/exportación|exige/);
      expect(count(view.guide.flatMap((g) => g.paragraphs).join(' '), /certificado de inspección sanitaria de exportación/g), c.slug).toBe(1);
    }
  });
  it('the breed page\'s FAQ answer on delivery elsewhere does not repeat the documents its «Incluye» list gives', () => {
    const breed = catalog.catBreeds.find((b) => b.slug === 'persa')!;
    const view = catBreedView(catalog, { path: routes.catBreed('persa'), breed });
    expect(view.includes.join(' ')).toMatch(/Certificado de salud/);
    const answer = view.faq.at(-1)!.answer;
    expect(answer).toMatch(/^Sí\. Criamos en Bogotá y enviamos a Medellín, .+ y a otros países\.$/);
    expect(answer).not.toMatch(/certificado|vacunas/i);
  });
  it('D23/D25: /gatos-en-puerto-rico/ names Puerto Rico once in a whole description and gives no flight time a connection makes meaningless', () => {
    const view = catsInPlaceView(catalog, { path: routes.catsIn('puerto-rico'), place: { slug: 'puerto-rico', nombre: 'Puerto Rico' }, abroad: true });
    expect(view.meta.description).toBe(`${catalog.catBreeds.length} razas de gatos con envío aéreo a Puerto Rico, con certificado de salud, vacunas y documentos de exportación.`);
    expect(view.meta.description.length).toBeLessThanOrEqual(155);
    const shown = [...view.facts.items, ...view.guide.flatMap((g) => [g.heading, ...g.paragraphs])].join(' ');
    expect(view.facts.items).toContain('Vuelo desde Bogotá: con escala; le confirmamos la ruta y la duración al reservar');
    expect(shown).not.toMatch(/unas [\d,]+ horas?, con escala/);
  });
});
