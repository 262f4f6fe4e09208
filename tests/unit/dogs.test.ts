import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { readCatalog } from '@/lib/content/disk-catalog';
import { priceGuide } from '@/lib/text/dogs/pages';
import { ENTRIES, familyPaths } from '@/lib/pages/entries';
import { dogCategoryView, dogPriceGuideView } from '@/lib/views/dogs';
import { formatCOP } from '@/lib/text/spanish';
import { breedCount, filterBreeds, filtersHref, normaliseSearch, panelItems, priceRangeFor } from '@/lib/domain/dogs';
import { buildCatalog, type RawCatalog } from '@/lib/content/catalog';
import { parseContentFile } from '@/lib/content/files';
import { routes } from '@/lib/routes';
import { priceMonth, site } from '@/lib/content/site';

const catalog = readCatalog();
const search = (query: string) => normaliseSearch(catalog, new URLSearchParams(query));

describe('dog search normalisation', () => {
  it.each([
    ['tamano=mini&uso=familia', { kind: 'ok', filters: { tamano: 'mini', uso: 'familia' } }],
    ['uso=guardian', { kind: 'ok', filters: { uso: 'guardian' } }],
    ['', { kind: 'ok', filters: {} }],
    ['uso=familia&tamano=grandes', { kind: 'ok', filters: { tamano: 'grandes', uso: 'familia' } }],
  ])('keeps normal queries: %s', (query, expected) => expect(search(query)).toEqual(expected));

  it.each([
    ['uso=guardianes', '/perros/buscar/?uso=guardian'],
    ['uso=activos', '/perros/buscar/?uso=activo'],
    ['uso=hipoalergenicos', '/perros/buscar/?uso=hipoalergenico'],
    ['uso=Hipoalergénicos', '/perros/buscar/?uso=hipoalergenico'],
    ['uso=COMPAÑIA', '/perros/buscar/?uso=compania'],
    ['tamano=MINI', '/perros/buscar/?tamano=mini'],
    ['tamano=pequena&uso=familia', '/perros/buscar/?tamano=pequenos&uso=familia'],
    ['tamano=Pequeños', '/perros/buscar/?tamano=pequenos'],
  ])('redirects aliases, accents and uppercase: %s → %s', (query, to) => expect(search(query)).toEqual({ kind: 'redirect', to }));

  it.each(['tamano=enorme', 'uso=cazador', 'tamano=mini&uso=cazador'])('sends unknown values to /perros/: %s', (query) =>
    expect(search(query)).toEqual({ kind: 'redirect', to: '/perros/' }),
  );
});

describe('breed count', () => {
  /** `n` breeds, the first `crosses` of them crosses. */
  const list = (n: number, crosses = 0) => Array.from({ length: n }, (_, i) => ({ cruce: i < crosses }));
  it('agrees in number', () => {
    expect([0, 1, 2, 36].map((n) => breedCount(list(n)))).toEqual(['0 razas', '1 raza', '2 razas', '36 razas']);
    // a cross is not a breed (content/dogs/breeds.json › cruce; issue 41, s50: «54 razas» counted the Goldendoodle and the Bernedoodle)
    expect([breedCount(list(54, 2)), breedCount(list(2, 1)), breedCount(list(1, 1)), breedCount(list(2, 2))]).toEqual(['52 razas y 2 cruces', '1 raza y 1 cruce', '1 cruce', '2 cruces']);
    // a phrase with a preposition after both nouns; an adjective that agrees with «razas» after «razas» only
    const allergic = { raza: 'para personas alérgicas', razas: 'para personas alérgicas' };
    const small = { raza: 'pequeña', razas: 'pequeñas' };
    expect([breedCount(list(10, 2), allergic), breedCount(list(2, 1), allergic), breedCount(list(6, 1), small), breedCount(list(3), allergic)]).toEqual(['8 razas y 2 cruces para personas alérgicas', '1 raza y 1 cruce para personas alérgicas', '5 razas pequeñas y 1 cruce', '3 razas para personas alérgicas']);
  });
});

describe('side panel', () => {
  it('removes the active filter, replaces one of its type, combines the other type', () => {
    const panel = panelItems(catalog, { tamano: 'mini' });
    const mini = panel.sizes.find((s) => s.label === 'Mini')!;
    expect(mini.active).toBe(true);
    expect(mini.href).toBe('/perros/');
    expect(panel.sizes.find((s) => s.label === 'Grandes')!.href).toBe('/perros/tamano/grandes/');
    expect(panel.uses.find((u) => u.label === 'Guardianes y de alerta')!.href).toBe('/perros/buscar/?tamano=mini&uso=guardian');
    const both = panelItems(catalog, { tamano: 'mini', uso: 'guardian' });
    expect(both.sizes.find((s) => s.active)!.href).toBe('/perros/uso/guardianes/');
    expect(both.uses.find((u) => u.active)!.href).toBe('/perros/tamano/mini/');
  });
  it('links each filter combination to the page that shows it', () => {
    expect(filtersHref(catalog, {})).toBe('/perros/');
    expect(filtersHref(catalog, { uso: 'activo' })).toBe('/perros/uso/activos/');
    expect(filtersHref(catalog, { tamano: 'gigantes', uso: 'activo' })).toBe('/perros/buscar/?tamano=gigantes&uso=activo');
  });
  it('filters breeds by size and use', () => {
    for (const b of filterBreeds(catalog, { tamano: 'mini', uso: 'compania' })) {
      expect(b.tamano).toBe('mini');
      expect(b.usos).toContain('compania');
    }
    expect(filterBreeds(catalog, {})).toHaveLength(catalog.dogBreeds.length);
  });
});

describe('prices and texts', () => {
  const pug = catalog.dogBreedBySlug.get('pug')!;
  const cali = catalog.dogLocationBySlug.get('cali')!;
  it('takes the range from the price-range data first, then from the price list', () => {
    expect(priceRangeFor(catalog, pug, cali)).toMatchObject({ source: 'lista' });
    const withRange = buildCatalog({ ...catalog, dogPriceRanges: [{ raza: 'pug', lugar: 'cali', min: 2_000_000, max: 3_000_000, moneda: 'COP', year: 2025 }] });
    expect(priceRangeFor(withRange, pug, cali)).toEqual({ min: 2_000_000, max: 3_000_000, source: 'rango', year: 2025 });
  });
  it('groups the price guide into the four groups with every row', () => {
    const guide = priceGuide(catalog);
    expect(guide.groups.map((g) => g.title)).toEqual(['Razas mini', 'Razas pequeñas', 'Razas medianas', 'Razas grandes y gigantes']);
    expect(guide.groups.flatMap((g) => g.rows)).toHaveLength(catalog.dogPrices.length);
  });
  it('summarises the price guide for search engines as a list of links to the breed pages, without product data', () => {
    const guide = priceGuide(catalog);
    const items = guide.jsonLd.itemListElement as { '@type': string; position: number; url: string }[];
    const linked = guide.groups.flatMap((g) => g.rows).filter((r) => r.breed);
    expect(items.map((i) => i.url)).toEqual(linked.map((r) => `${site.siteUrl}${routes.dogBreed(r.breed!.slug)}`));
    expect(items.map((i) => i.position)).toEqual(linked.map((_, i) => i + 1));
    // Google's summary-page format: position and url; the names are in the table.
    expect(items.every((i) => Object.keys(i).sort().join() === '@type,position,url')).toBe(true);
    expect(JSON.stringify(guide.jsonLd).length).toBeLessThan(6_000);
  });
});

describe('dog route counts', () => {
  const paths = (key: keyof typeof ENTRIES) => familyPaths(catalog, key);
  it('heads a category’s cards with what they are, shows the breeds its text recommends and links the rest', () => {
    const view = (group: string, slug: string) => dogCategoryView(catalog, { path: `/razas-de-perros/${group}/${slug}/`, cluster: catalog.dogClusters.find((c) => c.group === group && c.slug === slug)! });
    const family = view('uso', 'familia');
    const members = catalog.dogBreeds.filter((b) => b.usos.includes('familia'));
    expect(members.length).toBeGreaterThan(6);
    // the crosses counted apart (content/dogs/breeds.json › cruce): «28 razas familiares y 2 cruces»
    const crosses = members.filter((b) => b.cruce).length;
    const total = `${members.length - crosses} razas familiares${crosses ? ` y ${crosses} ${crosses === 1 ? 'cruce' : 'cruces'}` : ''}`;
    expect(family.breedsHeading).toBe(`6 de las ${total}`);
    expect(family.all).toEqual({ label: `Ver las ${total}`, href: '/perros/uso/familia/' });
    expect(family.breeds.slice(0, 4).map((b) => b.nombre).sort()).toEqual(['Beagle', 'Golden Retriever', 'Labrador Retriever', 'Maltés']);
    const big = view('tamano', 'grandes');
    expect(big.breeds.map((b) => b.nombre)).toEqual(expect.arrayContaining(['Golden Retriever', 'Labrador Retriever', 'Pastor alemán', 'Rottweiler']));
    expect(big.all?.href ?? '/perros/tamano/grandes/').toBe('/perros/tamano/grandes/');
    const prices = view('intencion', 'precios');
    const all = breedCount(catalog.dogBreeds);
    expect(all).toMatch(/^\d+ razas y 2 cruces$/);
    expect(prices.breedsHeading).toBe(`6 de las ${all} que criamos`);
    // The prices page links the price list of every breed (its description promises a list), not the catalogue.
    expect(prices.all).toEqual({ label: `Ver los precios de las ${all} que criamos`, href: '/perros/precios-por-raza/' });
  });

  it('builds every combination once', () => {
    const locations = catalog.cities.length + catalog.localities.length + catalog.regions.length;
    const breeds = catalog.dogBreeds.length;
    expect(ENTRIES.dogBreedIn(catalog)).toHaveLength(breeds * locations);
    expect(ENTRIES.dogBreed(catalog).length + ENTRIES.dogBreederInCity(catalog).length + ENTRIES.dogFixedBreeder(catalog).length).toBe(breeds + breeds * catalog.cities.length + catalog.fixedDogPages.length);
    expect(ENTRIES.dogSize(catalog).length + ENTRIES.dogUse(catalog).length).toBe(catalog.dogSizes.length + catalog.dogUses.length);
    // six cards, or every breed of a smaller group (the giants are five since the Cane Corso is large, s50)
    const cards = (cluster: (typeof catalog.dogClusters)[number]) => dogCategoryView(catalog, { path: '/x/', cluster });
    expect(ENTRIES.dogCategory(catalog).every((e) => { const v = cards(e.props.cluster); return v.breeds.length === 6 || (v.breeds.length >= 5 && !v.all); })).toBe(true);
    const sale = [...paths('dogBreed'), ...paths('dogBreederInCity'), ...paths('dogFixedBreeder')];
    expect(new Set(sale).size).toBe(sale.length);
    expect(sale).toContain('/shih-tzu-rionegro/');
    expect(sale).toContain('/criadero-de-perros-dalmata-rionegro/');
    expect(sale).toContain('/venta-perros/criadero-de-perros-san-bernardo-rionegro/');
  });
});

describe('livestock route counts', async () => {
  const { saleableCards } = await import('@/lib/domain/livestock');
  const livestockSalePages = (c: typeof catalog) => familyPaths(c, 'livestockSale').map((path) => ({ path }));
  it('sells every equine and bovine line and every bird but the educational-only ones, in every city', () => {
    expect(saleableCards(catalog, 'equinos')).toHaveLength(9);
    expect(saleableCards(catalog, 'bovinos')).toHaveLength(19);
    expect(saleableCards(catalog, 'aves').map((c) => c.slug)).not.toContain('pavo-real');
    expect(livestockSalePages(catalog)).toHaveLength((9 + 19 + 12) * catalog.cities.length);
    const paths = livestockSalePages(catalog).map((p) => p.path);
    expect(paths).toContain('/equinos/venta-mulas-cali/');
    expect(paths).toContain('/equinos/venta-caballos-arabe-cali/');
    expect(paths).toContain('/bovinos/venta-ganado-holstein-cali/');
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('dog category guides', () => {
  it('shows each category page what its criterion means for a buyer', () => {
    for (const e of ENTRIES.dogCategory(catalog)) {
      const guide = dogCategoryView(catalog, { path: '/x/', cluster: e.props.cluster }).guide;
      expect(guide.length, e.props.cluster.slug).toBeGreaterThanOrEqual(2);
    }
  });
  it('fails the build on a category without its guide, or with a paragraph too short, naming file, entry and field', () => {
    const clusters = () => JSON.parse(readFileSync('content/dogs/clusters.json', 'utf8')) as Record<string, Record<string, unknown>[]>;
    const missing = clusters();
    delete missing.uso![2]!.guia;
    expect(() => parseContentFile('dogClusters', JSON.stringify(missing))).toThrow(/content\/dogs\/clusters\.json: entry "uso\/guardianes" › guia/);
    const short = clusters();
    short.tamano![0]!.guia = ['Perros pequeños.', (short.tamano![0]!.guia as string[])[1]];
    expect(() => parseContentFile('dogClusters', JSON.stringify(short))).toThrow(/content\/dogs\/clusters\.json: entry "tamano\/mini" › guia\.0/);
  });
  it('fails the build when the buying guide lacks the check at handover every breed page links to, or another category has it', () => {
    const raw = catalog as unknown as RawCatalog;
    const withoutCheck = catalog.dogClusters.map((c) => (c.slug === 'venta' ? { ...c, alRecibir: undefined } : c));
    expect(() => buildCatalog({ ...raw, dogClusters: withoutCheck })).toThrow('content/dogs/clusters.json: entry "intencion/venta" › alRecibir: add { "titulo", "texto" }');
    const check = catalog.dogClusters.find((c) => c.slug === 'venta')!.alRecibir;
    const elsewhere = catalog.dogClusters.map((c) => (c.group === 'tamano' && c.slug === 'mini' ? { ...c, alRecibir: check } : c));
    expect(() => buildCatalog({ ...raw, dogClusters: elsewhere })).toThrow('content/dogs/clusters.json: entry "tamano/mini" › alRecibir: only the buying guide (intencion/venta) has it');
  });
});

describe('the price guide page', () => {
  const catalog = readCatalog();
  const view = dogPriceGuideView(catalog);
  it('says what a missing female price means instead of a bare dash', () => {
    const rows = view.groups.flatMap((g) => g.rows);
    const maltipoo = rows.find((r) => r.row.nombre === 'Maltipoo')!;
    expect(maltipoo.row.precioHembra).toBeNull();
    expect(maltipoo.female).toBe('Consulte por WhatsApp');
    const pug = rows.find((r) => r.row.nombre === 'Pug')!;
    expect(pug.female).toBe(formatCOP(pug.row.precioHembra!));
    expect(rows.every((r) => r.female !== '—' && r.female !== '')).toBe(true);
  });
  it('is dated by the month of its prices, as the cat price page is («(junio de 2025)», not a bare year)', () => {
    expect(view.meta.title).toBe(`Precios de perros por raza en Colombia (${priceMonth()})`);
  });
  it('counts no breeds in its description but the ones the site counts everywhere (price rows may have no breed page)', () => {
    for (const n of view.meta.description.match(/\d+(?= razas)/g) ?? []) expect(Number(n)).toBe(catalog.dogBreeds.length);
    expect(view.meta.description).not.toContain(`${catalog.dogPrices.length} razas`);
  });
});

describe('dog names in sentence case', () => {
  /** Spanish adjectives and common nouns that dog breed names once capitalised after their first word ("Pastor Alemán"). */
  const LOWERED = ['Alemán', 'Belga', 'Danés', 'Estándar', 'Francés', 'Frisé', 'Galés', 'Inglés', 'Malinois', 'Miniatura', 'Napolitano', 'Siberiano'];
  const capitalisedAfterFirst = (name: string) => name.split(' ').slice(1).filter((w) => LOWERED.includes(w));

  it('capitalises only the first word and proper or foreign names of a breed, size, use or category ("Pastor alemán", "Cocker Spaniel inglés")', () => {
    const names = [
      ...catalog.dogBreeds.map((b) => b.nombre),
      ...catalog.dogPrices.map((p) => p.nombre),
      ...catalog.dogSizes.map((s) => s.name),
      ...catalog.dogUses.map((u) => u.name),
      ...catalog.dogClusters.flatMap((c) => [c.title, c.h1]),
    ];
    expect(names.filter((n) => capitalisedAfterFirst(n).length > 0)).toEqual([]);
    // sizes and uses hold no proper name at all
    expect([...catalog.dogSizes, ...catalog.dogUses].map((o) => o.name).filter((n) => /\s\p{Lu}/u.test(n))).toEqual([]);
    expect(catalog.dogBreeds.find((b) => b.slug === 'pastor-aleman')!.nombre).toBe('Pastor alemán');
  });

  it('writes a breed name the same way in every dog text, alt and link of the content (no "el Pastor Alemán" left in a sentence)', () => {
    const files = ['content/dogs/breeds.json', 'content/dogs/clusters.json', 'content/dogs/fixed-pages.json', 'content/dogs/prices.json', 'content/dogs/price-ranges.json', 'content/images/infographics.json', 'content/texts/perros.json', 'content/site.json'];
    const after = new RegExp(`\\p{L} +(?:${LOWERED.join('|')})(?!\\p{L})`, 'u');
    const found = files.flatMap((file) => readFileSync(file, 'utf8').split('\n').filter((line) => after.test(line)).map((line) => `${file}: ${line.trim()}`));
    expect(found).toEqual([]);
  });
});

describe('a breed’s texts say each thing once (content/dogs/breeds.json, content/cats/breeds.json)', () => {
  // A dog breed page shows `descripcion` under its answer and `resumen` in «Antes de decidir» (a
  // cat breed page: its lead and «Carácter y convivencia»; a cat city page shows `descripcion`): the
  // first says what the breed is (origin, what it was bred for, its look), the second how it lives
  // with a buyer. A claim made in both («cariñoso, tranquilo… apartamento») reads twice. Compared
  // by word stems (six letters of words of five or more), leaving out words any text uses to say
  // different things (function words, the body parts a text names for a look and for a care) and
  // the breed's own names and the proper nouns (the parents of a cross). One shared stem may be
  // chance («orejas», «cuatro semanas»); two are a repeated group.
  const FUNCTION = new Set(['sobre', 'entre', 'desde', 'hasta', 'cuando', 'donde', 'porque', 'aunque', 'siempre', 'tambien', 'mucho', 'mucha', 'muchos', 'otros', 'otras', 'todos', 'todas', 'puede', 'suele', 'segun', 'tiene', 'necesita', 'perro', 'perros', 'razas']);
  const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');
  const properNouns = (s: string) => new Set([...plain(s).matchAll(/(?<=\S\s+)\p{Lu}\p{L}+/gu)].map((m) => m[0].toLowerCase()));
  const stems = (text: string, skip: Set<string>) =>
    new Set(
      (plain(text).toLowerCase().match(/\p{L}{5,}/gu) ?? []).filter((w) => !FUNCTION.has(w) && !skip.has(w)).map((w) => w.slice(0, 6)),
    );
  it('no breed’s description and summary share more than one content word', () => {
    // and the names of the other cat breeds: one with a Spanish name is written in lowercase in a sentence («entre persa y siamés»)
    const catNames = catalog.catBreeds.flatMap((b) => plain(b.nombre).toLowerCase().split(/\s+/));
    const repeated = [...catalog.dogBreeds, ...catalog.catBreeds].flatMap((b) => {
      const skip = new Set([...plain(b.nombre).toLowerCase().split(/\s+/), ...(catalog.catBreeds.includes(b as never) ? catNames : []), ...properNouns(b.descripcion), ...properNouns(b.resumen)]);
      const summary = stems(b.resumen, skip);
      const shared = [...stems(b.descripcion, skip)].filter((s) => summary.has(s));
      return shared.length > 1 ? [`${b.slug}: ${shared.join(', ')}`] : [];
    });
    expect(repeated).toEqual([]);
  });
});
