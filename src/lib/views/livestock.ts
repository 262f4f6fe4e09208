/**
 * The views of the equinos, bovinos and aves pages (the pages of a place: livestock-place-pages.ts).
 * The fixed words come from
 * content/texts/ganado-paginas.json; the views fill their placeholders with the data (a line in a
 * city: its facts, computed once by src/lib/domain/livestock-sale.ts), and cut the templates that
 * hold a link or an amount the page wraps in an element of its own.
 */
import type { Catalog } from '../content/catalog';
import { compareKey, type LivestockCluster, type PriceCategory } from '../content/schemas';
import { absoluteUrl } from '../content/site';
import { hasCityPages, livestockEntry, saleSlug, SPECIES } from '../content/species';
import { texts } from '../content/texts';
import {
  clusterCards,
  icaItems,
  type LivestockCard,
  livestockClusters,
  livestockLanding,
  type LivestockSpecies,
  saleableCards,
  speciesLines,
} from '../domain/livestock';
import { modelRow } from '../domain/livestock-models';
import { CLIMATE_KEYS, type ClimateKey, climateNote, climateTwins, dispatchPlace, lineProfile, movedAsLot, speciesInCity } from '../domain/livestock-sale';
import { routes } from '../routes';
import { bracketLinks, fillTemplate, formatCOPMillions, formatCOPSpan, joinEs, uncapitalize, withoutArticle } from '../text/spanish';
import { productLd } from './jsonld';
import { type Answer, answerBlock, availabilityFact, type Fact } from './answer';
import { AVAILABLE_ON, availableNowBlock } from './available-now';
import { crumbsFrom, pageView } from './page';
import { shareCard, shareRef } from './share-cards';
import { breedingZones, type DeliveryGroup, deliveryGroups, deliveryValue, tripValue } from './livestock-delivery';
import { consolidatedInto } from './consolidation';
import { lineFicha } from './livestock-ficha';

/** The fixed words of the livestock pages (content/texts/ganado-paginas.json). */
const words = texts.livestockPages;

/** A part of a sentence: text, or an amount the page keeps on one line. */
export type TextPart = string | { nowrap: string };

/**
 * A template filled with `values`, cut at the placeholders of `nowrap`: the page wraps each of
 * those amounts in a no-wrap element ("Precio de referencia: {precio} {unidad}").
 */
function nowrapParts(template: string, values: Readonly<Record<string, string>>, nowrap: Readonly<Record<string, string>>): TextPart[] {
  return fillTemplate(template, values)
    .split(/\{([^{}]*)\}/)
    .map((part, i) => (i % 2 === 0 ? part : part in nowrap ? { nowrap: nowrap[part]! } : `{${part}}`))
    .filter((part) => part !== '');
}

/** A line's reference price, its amount apart (content/texts/ganado-paginas.json › common.price): on its page and its sale pages alike. */
export const referencePriceParts = (card: LivestockCard, what = true) => {
  if (!card.price) return undefined;
  // A wide range says what decides an animal's price in it (precio.segun), as a label line like the plain one: ", según la edad, la doma…";
  // a landing card (what: false) keeps the range alone, its line's page says the rest.
  const segun = what ? card.price.segun : undefined;
  return nowrapParts(segun ? words.common.priceBy : words.common.price, { unidad: card.price.unidad, ...(segun ? { segun } : {}) }, { precio: formatCOPSpan(card.price.desde, card.price.hasta) });
};

/** The range of a price category, as the livestock pages write money (formatCOPSpan: «$ 1,8 a 2,8 millones», «$ 50’000 a $ 80’000»), the format of the answer above it. */
export const categoryRange = ({ desde, hasta }: Pick<PriceCategory, 'desde' | 'hasta'>) => formatCOPSpan(desde, hasta);

/** A line's prices by category (content/livestock › precio.categorias) as data rows: the category, its range; none without them. */
const priceCategoryRows = (price: LivestockCard['price']) => (price?.categorias ?? []).map((c) => ({ label: c.nombre, value: categoryRange(c) }));

/** A line's prices by category under their heading («Precio por categoría, por animal (estimado)»), on its page; none without them, nor where the answer says them all (needsPriceTable). */
function priceCategories(card: LivestockCard) {
  const rows = priceCategoryRows(card.price);
  if (!card.price || !rows.length || !needsPriceTable(card.price)) return undefined;
  return { heading: fillTemplate(card.price.estimado ? words.common.categoriesEstimated : words.common.categories, { unidad: card.price.unidad }), rows };
}

/** A template filled with `values` and cut at {slot} (the schema requires it): the text before and after the element the page puts there. */
function aroundSlot(template: string, slot: string, values: Readonly<Record<string, string>> = {}) {
  const [before = '', ...after] = fillTemplate(template, values).split(`{${slot}}`);
  return { before, after: after.join(`{${slot}}`) };
}

/** The species as the headings of its pages of a place name it: its landing's title without «en Colombia» («Bovinos»). */
export const speciesName = (landing: Pick<ReturnType<typeof livestockLanding>, 'heading'>) => landing.heading.replace(' en Colombia', '');

/** The title of a species' page of a climate class («Bovinos para tierra caliente»). */
export const climatePageHeading = (landing: Pick<ReturnType<typeof livestockLanding>, 'heading'>, climate: ClimateKey) =>
  fillTemplate(words.climate.heading, { titulo: speciesName(landing), clase: words.sale.climateClasses[climate] });

/** The species as a chat message names it (content/species.json › palabraChat): "ganado", not the URL's "bovinos". */
export const chatWord = (species: LivestockSpecies) => SPECIES.find((s) => s.key === species)!.chatSuffix;

/** The búfalos pages (content/livestock/bufalos.json) of a species: those whose line is one of its lines. */
function bufalosOf(catalog: Catalog, species: LivestockSpecies) {
  const lines = new Set(livestockLanding(catalog, species).cards.map((c) => c.slug));
  return catalog.bufalos.filter((b) => lines.has(b.linea));
}

/**
 * A line's price on a page of several lines (a category page, the búfalos page): the «Precio» fact
 * of its sale pages (linePriceFact: the span of its prices by category with the categories at its
 * ends, marked as an estimate while it is), linked to the list on the line's page; none for a bird
 * we do not sell. The species goes with the options for the fact's own rules by species.
 */
function linePriceOnList(species: LivestockSpecies, card: LivestockCard): Fact | undefined {
  if (!card.price) return undefined;
  const options = { categoriesHref: `${routes.livestockBreed(species, card.slug)}#precios`, species };
  return linePriceFact(card.price, options);
}

/**
 * How the species reaches each city, on its landing (issue 41: «Cobertura nacional» was twelve bare
 * city names): each city whose species page is its own, linked to it, with what that page's answer
 * says of the way there (the road from the dispatch city, or the delivery where there is no road to
 * tell: the dispatch city itself, a farm of origin). The cities whose page is consolidated into a
 * page of their climate class are said by its link (climatePages); a species without city pages has
 * no list: its lines' pages give the table of each city.
 */
function cityDeliveries(catalog: Catalog, species: LivestockSpecies) {
  if (!hasCityPages(species)) return [];
  const cards = saleableCards(catalog, species);
  return catalog.cities.flatMap((city) => {
    if (consolidatedInto(catalog, 'livestockIn', { species, city })) return [];
    const { answered, fromDispatch } = speciesInCity(catalog, species, cards, city);
    const first = fromDispatch[0] ?? answered[0]!;
    return [{ nombre: city.nombre, href: routes.livestockIn(species, city.slug), viaje: tripValue(first) ?? deliveryValue(first) }];
  });
}

/** /equinos-colombia/, /bovinos-colombia/, /aves-colombia/. */
export function livestockLandingView(catalog: Catalog, species: LivestockSpecies) {
  const page = livestockLanding(catalog, species);
  const path = routes.species(species);
  const sold = new Set(saleableCards(catalog, species).map((c) => c.slug));
  return {
    ...pageView({ path, title: page.title, description: page.description, crumbs: crumbsFrom({ name: page.heading, path }), nav: species, chat: { species: chatWord(species) } }),
    availableNow: availableNowBlock(catalog, AVAILABLE_ON.livestock({ species })),
    page,
    ica: icaItems(catalog, species),
    home: routes.home(),
    text: {
      ...words.landing,
      askChat: words.common.askChat,
      ctaTitle: fillTemplate(words.landing.ctaTitle, { titulo: page.heading }),
    },
    /**
     * Each card's chat names its line: the visitor asks about the card they tapped. A bird we do
     * not sell asks a question about it, with a button that says so.
     */
    cards: page.cards.map((card) => {
      const question = !sold.has(card.slug);
      return {
        ...card,
        href: routes.livestockBreed(species, card.slug),
        chat: { pageUrl: absoluteUrl(path), subject: card.forms.conArticulo, pageName: page.heading, question },
        chatLabel: question ? words.common.askQuestion : words.common.askChat,
        /** The reference price of a line we sell, as its own page gives it (none without one in the data). */
        priceParts: question ? undefined : referencePriceParts(card, false),
      };
    }),
    /** How the animals reach the cities (content/species.json › portada.entrega), then each city with its own page and the way there. */
    delivery: page.delivery,
    cities: cityDeliveries(catalog, species),
    /** The species' pages of a climate class (where its city pages twin), over the list of cities. */
    climatePages: hasCityPages(species)
      ? climateTwins(catalog, species, saleableCards(catalog, species)).map(({ climate, cities }) => ({
          label: fillTemplate(words.landing.climateLink, {
            encabezado: climatePageHeading(page, climate),
            ciudades: joinEs(cities.map((c) => c.nombre)),
          }),
          href: routes.livestockClimate(species, climate),
        }))
      : [],
    /** The countries a source supports for live animals of the species (content/species.json › exportacion), none without one. */
    countries: (page.exportTo?.countries ?? []).map((slug) => {
      const country = catalog.countries.find((c) => c.slug === slug);
      if (!country) throw new Error(`[livestock] content/species.json › ${species}.exportacion.paises: "${slug}" is not a country of content/places/countries.json`);
      return country.nombre;
    }),
    exportNote: page.exportTo?.note,
    /** The category pages of the species (and, for bovinos, the búfalos page). */
    categories: [
      ...livestockClusters(catalog, species).map((c) => ({ title: c.h1, description: c.description, href: routes.livestockCategory(species, c.slug) })),
      ...bufalosOf(catalog, species).map((b) => ({ title: b.h1, description: b.description, href: routes.bufalos() })),
    ],
  };
}

/** /equinos-{uso}-colombia/, /bovinos-{objetivo}-colombia/, /aves-{cluster}-colombia/: one category's lines with the species' ICA requirements. */
export function livestockCategoryView(catalog: Catalog, { path, species, cluster }: { path: string; species: LivestockSpecies; cluster: LivestockCluster }) {
  const landing = livestockLanding(catalog, species);
  const sold = new Set(saleableCards(catalog, species).map((c) => c.slug));
  return {
    ...pageView({
      path,
      title: cluster.title,
      description: cluster.description,
      crumbs: crumbsFrom({ name: landing.heading, path: routes.species(species) }, { name: cluster.h1, path }),
      nav: species,
      chat: { species: chatWord(species) },
    }),
    heading: cluster.h1,
    intro: cluster.intro,
    landing,
    text: {
      back: fillTemplate(words.common.back, { titulo: landing.heading }),
      askChat: words.common.askChat,
      othersHeading: words.category.othersHeading,
      ctaTitle: fillTemplate(words.category.ctaTitle, { titulo: cluster.h1 }),
      ctaText: words.category.ctaText,
    },
    ica: icaItems(catalog, species, cluster.lineas),
    /**
     * The requirements of the category's lines under the species' heading, without the species'
     * notes: said on its page, linked (read-unsampled P11: the box was the hub's, verbatim, on every
     * category page, and made two category pages of a species near-duplicates).
     */
    icaBox: { titulo: landing.ica.titulo, notas: [] },
    icaMore: landing.ica.notas.length ? { label: words.category.icaMore, href: `${routes.species(species)}#ica` } : undefined,
    back: routes.species(species),
    cards: clusterCards(catalog, species, cluster).map((card) => ({
      ...card,
      href: routes.livestockBreed(species, card.slug),
      /** Sold lines ask about themselves in the chat; educational-only birds have no chat. */
      chat: sold.has(card.slug) ? { pageUrl: absoluteUrl(path), subject: card.forms.conArticulo, pageName: cluster.h1 } : undefined,
      /** The line's price (issue 41: the category pages gave none, the hub one click up one per line); none for a bird we do not sell. */
      price: sold.has(card.slug) ? linePriceOnList(species, card) : undefined,
    })),
    others: livestockClusters(catalog, species)
      .filter((c) => c.slug !== cluster.slug)
      .map((c) => ({ title: c.h1, href: routes.livestockCategory(species, c.slug) })),
  };
}

/**
 * The búfalos' sale pages by city, only where the line is recommended (read-unsampled P7: the list
 * offered Bogotá, Manizales and Pasto, whose pages say «No se lo recomendamos en tierra fría»): the
 * line's page already sorts its cities so (livestock-delivery.ts › deliveryGroups › notAdvised, the
 * test of the species' city pages); the cities of each climate class where it is not, named once
 * under the list.
 */
function bufaloCities(catalog: Catalog, card: LivestockCard) {
  const t = words.bufalos;
  const { notAdvised } = deliveryGroups(catalog, 'bovinos', card);
  const away = new Set([...notAdvised.values()].flat().map((c) => c.nombre));
  return {
    cities: catalog.cities
      .filter((c) => !away.has(c.nombre))
      .map((c) => ({ label: fillTemplate(t.cityLink, { linea: card.name, ciudad: c.nombre }), href: routes.livestockSale('bovinos', saleSlug('bovinos', card.slug), c.slug) })),
    notAdvised: [...notAdvised].map(([key, cities]) => fillTemplate(t.notAdvised, { clase: words.sale.climateClasses[key], ciudades: joinEs(cities.map((c) => c.nombre)) })),
  };
}

/** /bufalos-colombia/: the water buffalo (its bovine line), the bovine ICA requirements and its sale pages by city. */
export function bufalosView(catalog: Catalog) {
  const page = catalog.bufalos[0]!;
  const line = speciesLines(catalog, 'bovinos').find((b) => b.slug === page.linea)!;
  const landing = livestockLanding(catalog, 'bovinos');
  const card = landing.cards.find((c) => c.slug === line.slug)!;
  const path = routes.bufalos();
  return {
    ...pageView({
      path,
      title: page.title,
      description: page.description,
      type: 'product',
      crumbs: crumbsFrom({ name: landing.heading, path: routes.species('bovinos') }, { name: page.h1, path }),
      nav: 'bovinos',
      chat: { subject: line.formas.conArticulo, pageName: page.h1 },
      // Google rejects a Product offer without a price: only with the line's reference price.
      jsonLd: line.precio ? [productLd({ name: line.nombre, description: line.descripcion, path, prices: [line.precio.desde, line.precio.hasta] })] : [],
    }),
    page,
    /** The line inside a sentence, in lowercase but for its proper name ("Ficha del búfalo Murrah"). */
    line: { name: withoutArticle(line.formas.conArticulo), description: line.descripcion, href: routes.livestockBreed('bovinos', line.slug) },
    text: {
      ...words.bufalos,
      fichaHeading: aroundSlot(words.bufalos.fichaHeading, 'linea'),
      alsoIn: aroundSlot(words.bufalos.alsoIn, 'categorias'),
      ctaTitle: fillTemplate(words.bufalos.ctaTitle, { linea: withoutArticle(line.formas.conArticulo) }),
    },
    /** The bovine requirements under the búfalos' own heading, with the note that they are the same (said once on the page). */
    ica: { titulo: words.bufalos.icaHeading, notas: [words.bufalos.icaNote, ...landing.ica.notas] },
    icaItems: icaItems(catalog, 'bovinos', line.slug),
    ctaLabel: landing.ctaLabel,
    back: routes.species('bovinos'),
    /** Whether any figure still awaits the breeder's confirmation (the page says so). */
    hasEstimates: page.datos.some((d) => d.estimate),
    /** The line's prices by category (issue 41: the page gave none; the hub one click up gives the line's range), at the top. */
    prices: priceCategories(card),
    ...bufaloCities(catalog, card),
    categories: livestockClusters(catalog, 'bovinos')
      .filter((c) => c.lineas.includes(line.slug))
      .map((c) => ({ title: c.h1, href: routes.livestockCategory('bovinos', c.slug) })),
  };
}

/**
 * The requirements to move the animals in a few words each (issue 41: not a count of them), as a
 * sentence (s42 C3: not «Documentos: …» in the prose), the words linked to the full list; none where
 * the list has none (a canary). `lot`: a line that travels in boxes (LineProfile.transport: birds, bought as a lot): «para moverlos».
 */
export const documentsSentence = (short: readonly string[], href: string, { lot = false } = {}) =>
  short.length ? { ...aroundSlot(lot ? words.sale.documentsLot : words.sale.documents, 'documentos'), value: joinEs(short), href } : undefined;

/**
 * The cheapest and the dearest of a line's prices by category (content/livestock › precio.categorias),
 * each with its category as a sentence names it («ternero de levante»); none without categories.
 */
export function categoryEnds(price: Pick<NonNullable<LivestockCard['price']>, 'categorias'>) {
  const categories = price.categorias ?? [];
  if (!categories.length) return undefined;
  const low = categories.reduce((a, b) => (b.desde < a.desde ? b : a));
  const high = categories.reduce((a, b) => (b.hasta > a.hasta ? b : a));
  return { low: { amount: low.desde, category: uncapitalize(low.nombre) }, high: { amount: high.hasta, category: uncapitalize(high.nombre) } };
}

/**
 * Whether a line's prices by category need their list under the answer: not where the list's two
 * rows are the answer's two ends, each with its category (a canary: «hembra» and «macho cantor»):
 * the answer gives each its range (linePriceFact; issue 41: a table that repeats the box adds
 * nothing, and a box with the two ends alone lost the inner prices; dogs.ts › needsPriceTable keeps
 * the same rule for a dog breed).
 */
export function needsPriceTable(price: Pick<NonNullable<LivestockCard['price']>, 'categorias'>): boolean {
  const categories = price.categorias ?? [];
  const ends = categoryEnds(price);
  if (!ends) return false;
  return !(categories.length === 2 && uncapitalize(categories[0]!.nombre) !== uncapitalize(categories[1]!.nombre) && ends.low.category !== ends.high.category);
}

/** A line's prices by category in a few words: their span («$ 1,8 a 20 millones») and their two end categories, as the templates name them. */
export function categorySpanValues(price: NonNullable<LivestockCard['price']>) {
  const ends = categoryEnds(price);
  return ends && { rango: formatCOPSpan(ends.low.amount, ends.high.amount), categoria_desde: ends.low.category, categoria_hasta: ends.high.category, unidad: price.unidad };
}

/** A line's price category that is the species' typical purchase (content/species.json › ganado.compraTipica: «Caballo domado», «Novilla de vientre»), where the line sells it. */
export const typicalCategory = (species: LivestockSpecies, price: Pick<NonNullable<LivestockCard['price']>, 'categorias'>) =>
  price.categorias?.find((c) => c.nombre === livestockEntry(species).compraTipica);

/**
 * A line's category that stands for the species' typical purchase where the line sells it under
 * another name (content/livestock › precio.comoCompraTipica: «Mula domada», «Búfala de vientre»),
 * for a table whose price column names the typical purchase (after9 §6.5: a span from «mula
 * cerrera» to «mula domada» under «Caballo domado» did not fit the header).
 */
export const standInCategory = (price: Pick<NonNullable<LivestockCard['price']>, 'categorias' | 'comoCompraTipica'>) =>
  price.comoCompraTipica ? price.categorias?.find((c) => c.nombre === price.comoCompraTipica) : undefined;

/**
 * A line's prices led by the species' typical purchase (content/species.json › ganado.compraTipica,
 * where compraTipicaPrimero says a buyer asks for it first: «Caballo domado») where the line sells it and has other categories: that
 * category's range, then the cheapest and the dearest of the others, each end only where the
 * typical category is not it (the Pura Sangre Inglés' cheapest horse is a trained one). The shape
 * names the template (both ends, the low one, the high one); none without the category.
 */
export function typicalValues(species: LivestockSpecies, price: Pick<NonNullable<LivestockCard['price']>, 'categorias' | 'unidad'>) {
  if (!livestockEntry(species).compraTipicaPrimero) return undefined;
  const typical = typicalCategory(species, price);
  const ends = categoryEnds(price);
  if (!typical || !ends || price.categorias!.length < 2) return undefined;
  const low = ends.low.category !== uncapitalize(typical.nombre) && ends.low.amount < typical.desde;
  const high = ends.high.category !== uncapitalize(typical.nombre) && ends.high.amount > typical.hasta;
  if (!low && !high) return undefined;
  const values = {
    tipica: typical.nombre,
    rango_tipica: formatCOPSpan(typical.desde, typical.hasta),
    categoria_desde: ends.low.category,
    desde: formatCOPMillions(ends.low.amount),
    categoria_hasta: ends.high.category,
    hasta: formatCOPMillions(ends.high.amount),
    unidad: price.unidad,
  };
  return { shape: low && high ? ('both' as const) : low ? ('low' as const) : ('high' as const), values };
}

/**
 * «Precio» of a line (content/livestock › precio), on its page and on its sale pages in a city: the
 * span of its prices by category in a few words, with the categories at its two ends, without
 * freight («De $ 1,8 a 20 millones por animal (ternero de levante a toro reproductor), sin flete»:
 * issue 41, a bare 11× range told nothing, and the full figures took four lines of a phone's first
 * screen), linked to their list on the line's page where there is one (needsPriceTable); without
 * categories, its reference range. With `table` (the line's own page, its list of prices by
 * category right under the answer), a line led by the species' typical purchase gives that one
 * alone («Caballo domado: $ 50 a 120 millones por ejemplar, sin flete»): issue 41, the full frame
 * there said the table again in another order; the typical purchase rather than the plain span,
 * because it is what a buyer of the species asks first (compraTipicaPrimero) and the span (8× on a
 * Lusitano) told less than the table just below. The sale pages, without the list, keep the frame.
 */
export function linePriceFact(
  price: NonNullable<LivestockCard['price']>,
  { categoriesHref, species }: { categoriesHref: string; species: LivestockSpecies },
): Fact {
  const f = words.sale.facts;
  const values = categorySpanValues(price);
  if (!values) return { key: 'precio', label: f.price, value: fillTemplate(f.priceReference, { precio: categoryRange(price), unidad: price.unidad }) };
  const listed = needsPriceTable(price);
  // the species' typical purchase first where the line sells it (a trained horse: issue 41, a buyer asks what one costs), unless the answer gives each of two categories its range
  const typical = listed ? typicalValues(species, price) : undefined;
  if (typical) {
    const texts = f.priceTypical[typical.shape];
    return { key: 'precio', label: f.price, value: fillTemplate(price.estimado ? texts.estimated : texts.confirmed, typical.values), href: categoriesHref };
  }
  // two categories and no list below: the answer gives each its range (a female canary, a singing male)
  if (!listed) {
    const [first, second] = [...price.categorias!].sort((a, b) => a.desde - b.desde) as [PriceCategory, PriceCategory];
    const two = { categoria_1: first.nombre, rango_1: formatCOPSpan(first.desde, first.hasta), categoria_2: uncapitalize(second.nombre), rango_2: formatCOPSpan(second.desde, second.hasta), unidad: price.unidad };
    return { key: 'precio', label: f.price, value: fillTemplate(price.estimado ? f.priceTwoCategoriesEstimated : f.priceTwoCategories, two) };
  }
  return {
    key: 'precio',
    label: f.price,
    value: fillTemplate(price.estimado ? f.priceCategoriesEstimated : f.priceCategories, values),
    href: categoriesHref,
  };
}

/**
 * The «Precio» row of a line's own page where its prices by category need a list (needsPriceTable):
 * the list itself, in the answer (s42 C8: a span over the categories' ends and the same categories in
 * a table under it said it twice), the species' typical purchase first where a buyer asks for it
 * first (compraTipicaPrimero: the trained horse); its value is the same rows as one line, for what
 * reads the facts as text.
 */
function linePriceTableFact(species: LivestockSpecies, price: NonNullable<LivestockCard['price']>): Fact | undefined {
  if (!needsPriceTable(price)) return undefined;
  const typical = livestockEntry(species).compraTipicaPrimero ? typicalCategory(species, price) : undefined;
  const rows = priceCategoryRows(price);
  const ordered = typical ? [...rows.filter((r) => r.label === typical.nombre), ...rows.filter((r) => r.label !== typical.nombre)] : rows;
  const t = words.line.priceTable;
  return {
    key: 'precio',
    label: fillTemplate(price.estimado ? t.estimated : t.confirmed, { unidad: price.unidad }),
    value: ordered.map((r) => `${r.label}: ${r.value}`).join('; '),
    rows: ordered,
    anchor: 'precios',
  };
}

/**
 * «Entrega» of a line we sell: the one way it reaches the other cities (where it leaves its farm of
 * origin, where the line is bred and that the freight is quoted from there: s42 C8, no section of
 * its own for that line), or by road or air by city (their table further down).
 */
function lineDelivery(catalog: Catalog, species: LivestockSpecies, card: LivestockCard, away: readonly DeliveryGroup[]): Fact | undefined {
  const label = words.sale.facts.delivery;
  if (!away.length) return undefined;
  const [one] = away;
  if (away.length === 1 && one!.origin) {
    // broiler chicks leave a hatchery, in the hatchery's words (not the cattle's «zonas de cría»); cattle, the farm where the line is bred
    const zonas = breedingZones(catalog, species, card);
    if (!zonas) return { key: 'entrega', label, value: one!.entrega };
    return { key: 'entrega', label, value: fillTemplate(one!.delivery === 'cajas-origen' ? words.line.deliveryFromHatchery : words.line.deliveryFromFarm, { zonas }) };
  }
  // more than one way away is birds in boxes (by road in the day, by truck, by air): the answer says the boxes once, the table each way
  const value = away.length === 1 ? one!.entrega : away.some((g) => g.air) ? words.line.deliveryByCity : fillTemplate(words.line.deliveryByRoadByCity, { origen: dispatchPlace(catalog).nombre });
  return { key: 'entrega', label, value, href: '#ciudades' };
}

/**
 * The first screen of a line we sell (issue 41), where its city pages consolidate: its prices by
 * category, how it reaches the other cities, what is available, the chat. The documents are the
 * page's list of them (#ica), not said twice.
 */
function lineAnswer(catalog: Catalog, species: LivestockSpecies, card: LivestockCard, away: readonly DeliveryGroup[]): Answer {
  const facts: (Fact | undefined)[] = [
    card.price && (linePriceTableFact(species, card.price) ?? linePriceFact(card.price, { categoriesHref: '#precios', species })),
    lineDelivery(catalog, species, card, away),
    availabilityFact(catalog, AVAILABLE_ON.livestockLine({ species, card })),
  ];
  return answerBlock({ subject: card.slug, subjectName: card.name, place: '' }, facts);
}

/**
 * The line's cities by way of delivery, the dispatch city a row of the first table (s42 C9: not a
 * list of one name under its own label), its cell what happens there («Hasta su finca, el día que
 * acordemos»); the ways from the farm of origin have no table (the answer says them).
 */
function deliveryTables(groups: readonly DeliveryGroup[], told: DeliveryGroup | undefined) {
  const tables = groups.filter((g) => !g.origin && !g.local).map((g) => ({ ...g, entrega: g === told ? undefined : g.entrega }));
  const local = groups.find((g) => g.local);
  const first = tables.find((g) => !g.air);
  if (!local) return tables;
  if (!first) return [local, ...tables];
  const viaje = words.line.localCell[local.delivery as keyof typeof words.line.localCell];
  return tables.map((g) => (g === first ? { ...g, rows: [...local.rows.map((r) => ({ ...r, viaje })), ...g.rows] } : g));
}

/**
 * The closing sentence of a line's page: the categories it belongs to (and the búfalos page of its
 * line) as links, in the sentence written for them in content/livestock/clusters.json: the
 * category's «comparar» for a line in it alone, the first category's «compararJunto» for the others
 * (after10 §6.3: «las otras razas de caballos de deporte y caballos de exposición» was joined by code,
 * and called canaries, broiler lines and mules «razas»). Parts for the template; none for a line
 * in no category.
 */
function lineCompare(catalog: Catalog, species: LivestockSpecies, card: LivestockCard) {
  const [first, ...others] = livestockClusters(catalog, species).filter((c) => c.lineas.includes(card.slug));
  if (!first) return [];
  const bufalos = bufalosOf(catalog, species).some((b) => b.linea === card.slug);
  const key = compareKey(others.map((c) => c.slug), bufalos);
  // buildCatalog checked that every key a line needs has its sentence
  const sentence = key ? first.compararJunto![key]! : first.comparar;
  return bracketLinks(sentence, [first, ...others].map((c) => routes.livestockCategory(species, c.slug)).concat(bufalos ? [routes.bufalos()] : []));
}

/** /equinos/{linea}-colombia/ and the like: a line's information page. */
export function livestockLineView(catalog: Catalog, { path, species, card }: { path: string; species: LivestockSpecies; card: LivestockCard }) {
  const landing = livestockLanding(catalog, species);
  const sold = saleableCards(catalog, species).some((c) => c.slug === card.slug);
  const t = words.line;
  const heading = fillTemplate(t.heading, { linea: card.name });
  const profile = lineProfile(catalog, species, card.slug);
  const deliveries = sold ? deliveryGroups(catalog, species, card) : undefined;
  const away = deliveries?.groups.filter((g) => !g.local) ?? [];
  // the one way the line reaches the other cities is the answer's, not said again over its table
  const told = away.length === 1 ? away[0] : undefined;
  return {
    ...pageView({
      path,
      // the tab and the search keep the phrase searched («Lusitano en Colombia»); the h1 is the line (s42 C1)
      title: fillTemplate(t.title, { linea: card.name }),
      description: card.description,
      crumbs: crumbsFrom({ name: landing.heading, path: routes.species(species) }, { name: card.name, path }),
      nav: species,
      share: shareRef(shareCard.line(species, { slug: card.slug, nombre: card.name })),
      chat: { subject: card.forms.conArticulo, pageName: heading, question: !sold },
    }),
    availableNow: availableNowBlock(catalog, AVAILABLE_ON.livestockLine({ species, card })),
    card,
    heading,
    landing,
    text: {
      back: fillTemplate(words.common.back, { titulo: landing.heading }),
      fichaHeading: species === 'aves' ? words.ficha.heading.aves : words.ficha.heading.razas,
      about: t.about,
      deliveryColumns: t.deliveryColumns,
      icaHeading: movedAsLot(profile) ? t.icaHeadingLot : t.icaHeading,
    },
    /**
     * The closing chat box of a bird we do not sell (a question about it); a line we sell has the chat
     * in its answer, and a second box under it offered photos and documents of animals the answer
     * says are not there (s42 C5).
     */
    cta: sold ? undefined : { title: t.ctaTitleEducational, text: t.ctaTextEducational, label: words.common.askQuestion },
    /** The requirements to move animals bought here: none on the page of a bird we do not sell. */
    ica: sold ? icaItems(catalog, species, card.slug) : [],
    ficha: lineFicha(catalog, species, card.slug),
    /** What a buyer of the line asks (content/livestock › comprador), on the page of a line we sell. */
    before: sold && profile.buyer ? { heading: words.sale.beforeHeading, text: profile.buyer } : undefined,
    /** The line in each climate class: recommended or not, and why (content/livestock › climas, or the cattle notes by climate of origin). */
    climates: sold
      ? CLIMATE_KEYS.flatMap((key) => {
          const note = climateNote(profile, key);
          const clase = words.sale.climateClasses[key];
          // the class names its cities (linked: their pages say what the line needs there, or why it is not recommended), so the label says where and the note under it what (after9 §6.3: «En tierra fría / En tierra fría vive bien…»); where it is not recommended, said once on the page (issue 41: not again under the deliveries)
          const cities = note ? deliveries?.byClass[key] : undefined;
          // the class as a subhead («En tierra fría»), without «Apto:» / «No recomendado:» (s42 C7): the note under it says which, plainly
          const verdict = cities?.length ? aroundSlot(t.climateNotCities, 'ciudades', { clase }) : { before: fillTemplate(t.climateSub, { clase }), after: '' };
          return note ? [{ verdict, cities: cities?.length ? cities : [], nota: note.nota }] : [];
        })
      : [],
    climateHeading: words.sale.climateHeading,
    /** An educational bird line's biology, feeding and care (content/livestock/aves.json › educacion). */
    education: modelRow(species).education(speciesLines(catalog, species).find((l) => l.slug === card.slug)!),
    back: routes.species(species),
    sold,
    /**
     * How the line reaches each city, each way said once: over its cities, unless the answer says it
     * (its sale pages say the rest: the freight). Not the cities its animals reach from their farm
     * of origin (warm-land cattle, broiler chicks): nothing differs by city there (no trip, no
     * freight; their city pages consolidate here), so a list of bare names told a buyer nothing
     * (issue 41); the answer says where the line is bred and how the freight is quoted, and the
     * species' city pages still link each city's page. No section where no city has a row.
     */
    deliveries: deliveries && deliveries.groups.some((g) => !g.origin) ? { ...deliveries, heading: t.citiesHeading, groups: deliveryTables(deliveries.groups, told) } : undefined,
    /** The first screen of a line we sell (issue 41). */
    answer: sold ? lineAnswer(catalog, species, card, away) : undefined,
    /** The categories the line belongs to, and the búfalos page for its line, as links inside a sentence written for them (lineCompare). */
    compare: lineCompare(catalog, species, card),
  };
}

