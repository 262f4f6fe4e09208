/**
 * The prices of a livestock line as its pages write them (content/livestock › precio): the reference
 * price, the categories and their span, the typical purchase, the price fact of the answer box, and
 * the documents sentence beside it. Split from livestock.ts (issue 42: no file over 400 lines).
 */
import { type PriceCategory } from '../content/schemas';
import { livestockEntry } from '../content/species';
import { texts } from '../content/texts';
import {
  type LivestockCard,
  type LivestockSpecies,
} from '../domain/livestock';
import { fillTemplate, formatCOPMillions, formatCOPSpan, uncapitalize } from '../text/spanish';
import { type Fact } from './answer';
import { range } from './livestock-delivery';

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

/** A template filled with `values` and cut at {slot} (the schema requires it): the text before and after the element the page puts there. */
export function aroundSlot(template: string, slot: string, values: Readonly<Record<string, string>> = {}) {
  const [before = '', ...after] = fillTemplate(template, values).split(`{${slot}}`);
  return { before, after: after.join(`{${slot}}`) };
}

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
/** The label of a price row (content/texts/ganado-paginas.json › sale.facts.price): it says once that freight is apart, and whether the price is an estimate. */
export const priceLabel = (estimated: boolean | undefined) => (estimated ? words.sale.facts.price.estimated : words.sale.facts.price.confirmed);

export function linePriceFact(
  price: NonNullable<LivestockCard['price']>,
  { categoriesHref, species }: { categoriesHref: string; species: LivestockSpecies },
): Fact {
  const f = words.sale.facts;
  const values = categorySpanValues(price);
  const label = priceLabel(price.estimado);
  if (!values) return { key: 'precio', label, value: fillTemplate(f.priceReference, { precio: categoryRange(price), unidad: price.unidad }) };
  const listed = needsPriceTable(price);
  // the species' typical purchase first where the line sells it (a trained horse: issue 41, a buyer asks what one costs), unless the answer gives each of two categories its range
  const typical = listed ? typicalValues(species, price) : undefined;
  if (typical) {
    return { key: 'precio', label, value: fillTemplate(f.priceTypical[typical.shape], typical.values), href: categoriesHref };
  }
  // two categories and no list below: the answer gives each its range (a female canary, a singing male)
  if (!listed) {
    // the species' typical purchase first where a buyer asks for it first (a mestizo's trained horse before its colt: every other horse page leads with it), else cheapest first
    const lead = livestockEntry(species).compraTipicaPrimero ? typicalCategory(species, price)?.nombre : undefined;
    const [first, second] = [...price.categorias!].sort((a, b) => Number(b.nombre === lead) - Number(a.nombre === lead) || a.desde - b.desde) as [PriceCategory, PriceCategory];
    const two = { categoria_1: first.nombre, rango_1: formatCOPSpan(first.desde, first.hasta), categoria_2: uncapitalize(second.nombre), rango_2: formatCOPSpan(second.desde, second.hasta), unidad: price.unidad };
    return { key: 'precio', label, value: fillTemplate(f.priceTwoCategories, two) };
  }
  return {
    key: 'precio',
    label,
    value: fillTemplate(f.priceCategories, values),
    href: categoriesHref,
  };
}

/**
 * The «Precio» row of a line's answer, on its page and on its sale pages in a city: the list of its
 * prices by category where they need one (linePriceTableFact; s47 read 6: a Holstein buyer in a
 * city found a span, not what a cow in milk costs), else the price in a few words (linePriceFact).
 */
export const lineAnswerPriceFact = (species: LivestockSpecies, price: NonNullable<LivestockCard['price']>, categoriesHref: string): Fact =>
  linePriceTableFact(species, price) ?? linePriceFact(price, { categoriesHref, species });

/**
 * The «Precio» row of a line's own page where its prices by category need a list (needsPriceTable):
 * the list itself, in the answer (s42 C8: a span over the categories' ends and the same categories in
 * a table under it said it twice), the species' typical purchase first where a buyer asks for it
 * first (compraTipicaPrimero: the trained horse); its value is the same rows as one line, for what
 * reads the facts as text. With `always`, the list of any line with categories (a species' landing
 * cards, where every card gives its list the same way).
 */
export function linePriceTableFact(species: LivestockSpecies, price: NonNullable<LivestockCard['price']>, { always = false } = {}): Fact | undefined {
  if (!(always ? price.categorias?.length : needsPriceTable(price))) return undefined;
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
 * A line's price in the table of lines of a city or a climate class: one figure per line (issue 41),
 * the species' typical purchase where the line sells it, its range alone (s42 C6: the category and
 * the unit are said once, in the column's heading); where the line sells it under another name (a
 * mula domada under «Caballo domado»), that category's range with its name (after9 §6.5); else the
 * span of its prices by category with its two end categories, or its reference range. The line's
 * page gives the rest.
 */
export function linePriceInList(species: LivestockSpecies, price: NonNullable<LivestockCard['price']>) {
  const typical = typicalCategory(species, price);
  if (typical) return formatCOPSpan(typical.desde, typical.hasta);
  const standIn = standInCategory(price);
  if (standIn) return fillTemplate(words.inCity.linePriceStandIn, { rango: formatCOPSpan(standIn.desde, standIn.hasta), categoria: uncapitalize(standIn.nombre) });
  const values = categorySpanValues(price);
  return values ? fillTemplate(words.inCity.linePriceSpan, values) : range([price.desde, price.hasta]);
}
