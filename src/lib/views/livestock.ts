/**
 * The views of the equinos, bovinos and aves pages (the pages of a place: livestock-place-pages.ts).
 * The fixed words come from
 * content/texts/ganado-paginas.json; the views fill their placeholders with the data (a line in a
 * city: its facts, computed once by src/lib/domain/livestock-sale.ts), and cut the templates that
 * hold a link or an amount the page wraps in an element of its own.
 */
import type { Catalog } from '../content/catalog';
import { type LivestockCluster } from '../content/schemas';
import { absoluteUrl } from '../content/site';
import { hasCityPages, livestockEntry, SPECIES } from '../content/species';
import { texts } from '../content/texts';
import {
  clusterCards,
  icaItems,
  type LivestockCard,
  livestockClusters,
  livestockLanding,
  type LivestockSpecies,
  saleableCards,
} from '../domain/livestock';
import { type ClimateKey, climateTwins, speciesInCity } from '../domain/livestock-sale';
import { routes } from '../routes';
import { fillTemplate, formatCOPSpan, joinEs } from '../text/spanish';
import { type Fact } from './answer';
import { AVAILABLE_ON, availableNowBlock } from './available-now';
import { crumbsFrom, pageView } from './page';
import { deliveryValue, roadNote, tripValue } from './livestock-delivery';
import { consolidatedInto } from './consolidation';
import { fichaRows } from './livestock-ficha';
import { linePriceFact, linePriceTableFact, priceLabel, standInCategory } from './livestock-prices';
/** The fixed words of the livestock pages (content/texts/ganado-paginas.json). */
const words = texts.livestockPages;

/** The species as the headings of its pages of a place name it: its landing's title without «en Colombia» («Bovinos»). */
export const speciesName = (landing: Pick<ReturnType<typeof livestockLanding>, 'heading'>) => landing.heading.replace(' en Colombia', '');

/** The title of a species' page of a climate class («Bovinos para tierra caliente»). */
export const climatePageHeading = (landing: Pick<ReturnType<typeof livestockLanding>, 'heading'>, climate: ClimateKey) =>
  fillTemplate(words.climate.heading, { titulo: speciesName(landing), clase: words.sale.climateClasses[climate] });
/** The species as a chat message names it (content/species.json › palabraChat): "ganado", not the URL's "bovinos". */
export const chatWord = (species: LivestockSpecies) => SPECIES.find((s) => s.key === species)!.chatSuffix;

/** The búfalos pages (content/livestock/bufalos.json) of a species: those whose line is one of its lines. */
export function bufalosOf(catalog: Catalog, species: LivestockSpecies) {
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
 * A line's price on a category page of a species whose buyer asks first for its typical purchase
 * (compraTipicaPrimero: a trained horse), or of a category that names its own
 * (content/livestock/clusters.json › categoriaPrecio: a show horse): that category alone, its name
 * and range, as a fact (blind read s46: every row of /equinos-paseo-colombia/ said «…; potro sin
 * domar, desde…; reproductor o de exposición, hasta $ 250 millones», a stud's price on a page of
 * horses for weekend rides); a line that sells it under another name (a mula domada) gives that
 * one. The line's page, linked, lists the others. Otherwise, or for a line without the category,
 * the fact of its sale pages.
 */
function categoryPriceOnList(species: LivestockSpecies, card: LivestockCard, cluster: LivestockCluster): Fact | undefined {
  if (!card.price) return undefined;
  const entry = livestockEntry(species);
  const named = cluster.categoriaPrecio ?? (entry.compraTipicaPrimero ? entry.compraTipica : undefined);
  const categories = card.price.categorias ?? [];
  // a line that names the category its own way («Búfala parida» on a page of «Vaca parida»: blind read s49 found the buffalo's whole range there)
  const names = named ? [named, ...(cluster.categoriaPrecioOtrosNombres ?? [])] : [];
  const category = named && (categories.find((c) => names.includes(c.nombre)) ?? (named === entry.compraTipica ? standInCategory(card.price) : undefined));
  if (!category || categories.length < 2) return linePriceOnList(species, card);
  return {
    key: 'precio',
    label: priceLabel(card.price.estimado),
    value: fillTemplate(words.category.price, { categoria: category.nombre, rango: formatCOPSpan(category.desde, category.hasta), unidad: card.price.unidad }),
    href: `${routes.livestockBreed(species, card.slug)}#precios`,
  };
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
    const trip = tripValue(first);
    return [{ nombre: city.nombre, href: routes.livestockIn(species, city.slug), viaje: trip ?? deliveryValue(first), byRoad: !!trip && first.delivery !== 'cajas-avion' }];
  });
}

/** /equinos-colombia/, /bovinos-colombia/, /aves-colombia/. */
export function livestockLandingView(catalog: Catalog, species: LivestockSpecies) {
  const page = livestockLanding(catalog, species);
  const path = routes.species(species);
  const sold = new Set(saleableCards(catalog, species).map((c) => c.slug));
  /**
   * Each line's prices as its own page's answer gives them (linePriceTableFact: by category, the
   * trained horse first; blind read ab13: «$ 1,8 a 20 millones por animal» on every cattle card
   * told a buyer nothing), linked to that list; none for a bird we do not sell.
   */
  const prices = new Map(page.cards.flatMap((card) => (sold.has(card.slug) && card.price ? [[card.slug, linePriceTableFact(species, card.price, { always: true }) ?? linePriceFact(card.price, { categoriesHref: `${routes.livestockBreed(species, card.slug)}#precios`, species })] as const] : [])));
  const labels = new Set([...prices.values()].map((f) => f.label));
  /** The label of the prices, said once over the cards where every card's is the same (the unit, the freight apart, the estimate), else on each card. */
  const pricesLabel = labels.size === 1 ? [...labels][0] : undefined;
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
        /** The prices of a line we sell, as its own page gives them, without the label said once over the cards (none without a price in the data). */
        priceFact: prices.get(card.slug) && { ...prices.get(card.slug)!, label: pricesLabel ? undefined : prices.get(card.slug)!.label },
      };
    }),
    pricesLabel,
    /** How the animals reach the cities (content/species.json › portada.entrega), then each city with its own page and the way there. */
    delivery: page.delivery,
    cities: cityDeliveries(catalog, species),
    /** Under the cities' road hours, which are a car's: what changes with animals, once (s53: «con animales, algo más» on each city said nothing). */
    roadNote: cityDeliveries(catalog, species).some((c) => c.byRoad) ? roadNote(species) : undefined,
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
  const cards = clusterCards(catalog, species, cluster);
  return {
    ...pageView({
      path,
      title: cluster.title,
      description: cluster.description,
      crumbs: crumbsFrom({ name: landing.heading, path: routes.species(species) }, { name: cluster.h1, path }),
      nav: species,
      // The category, as its heading names it, inside a sentence («…más información sobre caballos de exposición»): the species'
      // word asked about «caballos, mulas y burros» on a page of show horses (s49 read).
      chat: { species: cluster.h1.charAt(0).toLocaleLowerCase('es') + cluster.h1.slice(1) },
    }),
    heading: cluster.h1,
    intro: cluster.intro,
    /** The heading of the cards: the category's when the species' («Razas y líneas») does not name what it lists (s49 read: «Razas y líneas» over four horse breeds, «Líneas y especies» over four species). */
    cardsTitle: cluster.tituloTarjetas ?? landing.cardsTitle,
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
    cards: cards.map((card) => ({
      ...card,
      href: routes.livestockBreed(species, card.slug),
      /** Sold lines ask about themselves in the chat; educational-only birds have no chat. */
      chat: sold.has(card.slug) ? { pageUrl: absoluteUrl(path), subject: card.forms.conArticulo, pageName: cluster.h1 } : undefined,
      /** The line's price (issue 41: the category pages gave none, the hub one click up one per line); none for a bird we do not sell. */
      price: sold.has(card.slug) ? categoryPriceOnList(species, card, cluster) : undefined,
      /**
       * What a buyer of the category asks first of each line, from its fact sheet (clusters.json ›
       * ficha: the gait and temperament of a riding horse; blind read s46: the paseo page gave only
       * prices, not why each breed suits a ride).
       */
      facts: fichaRows(catalog, species, card.slug, cluster.ficha ?? []),
    })),
    /** Said once over the cards, not after every price (blind read s46: «…, sin flete (estimado)» closed each card). */
    pricesLabel: priceLabel(cards.some((c) => sold.has(c.slug) && c.price?.estimado)),
    others: livestockClusters(catalog, species)
      .filter((c) => c.slug !== cluster.slug)
      .map((c) => ({ title: c.h1, href: routes.livestockCategory(species, c.slug) })),
  };
}

