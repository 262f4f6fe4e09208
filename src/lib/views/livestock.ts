/**
 * The views of the equinos, bovinos and aves pages. The fixed words come from
 * content/texts/ganado-paginas.json; the views fill their placeholders with the data (a line in a
 * city: its facts, computed once by src/lib/domain/livestock-sale.ts), and cut the templates that
 * hold a link or an amount the page wraps in an element of its own.
 */
import type { Catalog } from '../content/catalog';
import type { City, LivestockCluster } from '../content/schemas';
import { absoluteUrl } from '../content/site';
import { capitalize } from '../content/slug';
import { hasCityPages, modelOf, saleSlug, SPECIES } from '../content/species';
import { texts } from '../content/texts';
import { nearestFirst } from '../domain/geo';
import { BROODER_STEP_C, cattleYields, clusterCards, icaItems, icaShortItems, linesOf, type LivestockCard, livestockClusters, livestockLanding, type LivestockSpecies, saleableCards } from '../domain/livestock';
import { CLIMATE_KEYS, climateNote, type Delivery, lineProfile, notRecommended, saleFacts, type SaleFacts, speciesInCity } from '../domain/livestock-sale';
import { routes } from '../routes';
import { fillTemplate, formatCOP, formatCOPRange, formatNumber, joinEs, withoutArticle } from '../text/spanish';
import { answerBlock, availabilityFact, type Fact } from './answer';
import { consolidatedInto } from './consolidation';
import { productLd } from './jsonld';
import { AVAILABLE_ON, availableNowBlock } from './available-now';
import { crumbsFrom, pageView } from './page';
import { shareCard, shareRef } from './share-cards';

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
const referencePriceParts = (card: LivestockCard, what = true) => {
  if (!card.price) return undefined;
  // A wide range says what decides an animal's price in it (precio.segun), as a label line like the plain one: ", según la edad, la doma…";
  // a landing card (what: false) keeps the range alone, its line's page says the rest.
  const segun = what ? card.price.segun : undefined;
  return nowrapParts(segun ? words.common.priceBy : words.common.price, { unidad: card.price.unidad, ...(segun ? { segun } : {}) }, { precio: formatCOPRange(card.price.desde, card.price.hasta) });
};

/** A template filled with `values` and cut at {slot} (the schema requires it): the text before and after the element the page puts there. */
function aroundSlot(template: string, slot: string, values: Readonly<Record<string, string>> = {}) {
  const [before = '', ...after] = fillTemplate(template, values).split(`{${slot}}`);
  return { before, after: after.join(`{${slot}}`) };
}

/** The species as a chat message names it (content/species.json › palabraChat): "ganado", not the URL's "bovinos". */
const chatWord = (species: LivestockSpecies) => SPECIES.find((s) => s.key === species)!.chatSuffix;

/** The búfalos pages (content/livestock/bufalos.json) of a species: those whose line is one of its lines. */
function bufalosOf(catalog: Catalog, species: LivestockSpecies) {
  const lines = new Set(livestockLanding(catalog, species).cards.map((c) => c.slug));
  return catalog.bufalos.filter((b) => lines.has(b.linea));
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
    cities: catalog.cities.map((c) => ({ nombre: c.nombre, href: hasCityPages(species) ? routes.livestockIn(species, c.slug) : undefined })),
    countries: page.international ? catalog.countries.map((c) => c.nombre) : [],
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
    back: routes.species(species),
    cards: clusterCards(catalog, species, cluster).map((card) => ({
      ...card,
      href: routes.livestockBreed(species, card.slug),
      /** Sold lines ask about themselves in the chat; educational-only birds have no chat. */
      chat: sold.has(card.slug) ? { pageUrl: absoluteUrl(path), subject: card.forms.conArticulo, pageName: cluster.h1 } : undefined,
    })),
    others: livestockClusters(catalog, species)
      .filter((c) => c.slug !== cluster.slug)
      .map((c) => ({ title: c.h1, href: routes.livestockCategory(species, c.slug) })),
  };
}

/** /bufalos-colombia/: the water buffalo (its bovine line), the bovine ICA requirements and its sale pages by city. */
export function bufalosView(catalog: Catalog) {
  const page = catalog.bufalos[0]!;
  const line = linesOf(catalog, 'bovinos', 'bovino').find((b) => b.slug === page.linea)!;
  const landing = livestockLanding(catalog, 'bovinos');
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
    cities: catalog.cities.map((c) => ({ label: fillTemplate(words.bufalos.cityLink, { linea: line.nombre, ciudad: c.nombre }), href: routes.livestockSale('bovinos', saleSlug('bovinos', line.slug), c.slug) })),
    categories: livestockClusters(catalog, 'bovinos')
      .filter((c) => c.lineas.includes(line.slug))
      .map((c) => ({ title: c.h1, href: routes.livestockCategory('bovinos', c.slug) })),
  };
}

/** /equinos/{linea}-colombia/ and the like: a line's information page. */
export function livestockLineView(catalog: Catalog, { path, species, card }: { path: string; species: LivestockSpecies; card: LivestockCard }) {
  const landing = livestockLanding(catalog, species);
  const sold = saleableCards(catalog, species).some((c) => c.slug === card.slug);
  const t = words.line;
  const heading = fillTemplate(t.heading, { linea: card.name });
  const profile = lineProfile(catalog, species, card.slug);
  return {
    ...pageView({
      path,
      title: heading,
      description: card.description,
      crumbs: crumbsFrom({ name: landing.heading, path: routes.species(species) }, { name: card.name, path }),
      nav: species,
      share: shareRef(shareCard.line(species, { slug: card.slug, nombre: card.name })),
      chat: { subject: card.forms.conArticulo, pageName: heading, question: !sold },
    }),
    availableNow: availableNowBlock(catalog, AVAILABLE_ON.livestockLine({ species, card })),
    card,
    heading,
    /** The reference price of a line we sell, as its sale pages give it. */
    priceParts: sold ? referencePriceParts(card) : undefined,
    landing,
    text: {
      back: fillTemplate(words.common.back, { titulo: landing.heading }),
      seeAlso: aroundSlot(t.seeAlso, 'enlaces'),
      fichaHeading: fillTemplate(words.ficha.heading, { linea: card.name }),
      about: fillTemplate(t.about, { linea_con_articulo: card.forms.conArticulo }),
      citiesHeading: t.citiesHeading,
      deliveryColumns: t.deliveryColumns,
      freightOrigin: words.sale.facts.freightOrigin,
      ctaTitle: sold ? fillTemplate(t.ctaTitleSold, { animales: card.forms.plural }) : t.ctaTitleEducational,
      ctaText: sold ? t.ctaTextSold : t.ctaTextEducational,
    },
    /** The requirements to move animals bought here: none on the page of a bird we do not sell. */
    ica: sold ? icaItems(catalog, species, card.slug) : [],
    /** A bird we do not sell: the visitor asks a question, not for availability. */
    ctaLabel: sold ? landing.ctaLabel : words.common.askQuestion,
    ficha: lineFicha(catalog, species, card.slug),
    /** What a buyer of the line asks (content/livestock › comprador), on the page of a line we sell. */
    before: sold && profile.buyer ? { heading: words.sale.beforeHeading, text: profile.buyer } : undefined,
    /** The line in each climate class: recommended or not, and why (content/livestock › climas, or the cattle notes by climate of origin). */
    climates: sold
      ? CLIMATE_KEYS.flatMap((key) => {
          const note = climateNote(profile, key);
          const clase = words.sale.climateClasses[key];
          return note ? [{ verdict: fillTemplate(note.apto ? words.sale.facts.climateFits : words.sale.facts.climateNot, { clase }), nota: note.nota }] : [];
        })
      : [],
    climateHeading: words.sale.climateHeading,
    /** An educational bird line's biology, feeding and care (content/livestock/aves.json › educacion). */
    education: modelOf(species) === 'ave' ? (linesOf(catalog, species, 'ave').find((b) => b.slug === card.slug)?.educacion ?? []) : [],
    back: routes.species(species),
    sold,
    /** How the line reaches each city, said once per way (its sale pages say the rest: the freight). */
    deliveries: sold ? deliveryGroups(catalog, species, card) : [],
    /** The categories the line belongs to, and the búfalos page for its line. */
    related: [
      ...livestockClusters(catalog, species).filter((c) => c.lineas.includes(card.slug)).map((c) => ({ title: c.h1, href: routes.livestockCategory(species, c.slug) })),
      ...bufalosOf(catalog, species).filter((b) => b.linea === card.slug).map((b) => ({ title: b.h1, href: routes.bufalos() })),
    ],
  };
}

/** A COP amount range as a fact reads it ("$ 3’500.000 a $ 12’000.000"). */
const range = ([desde, hasta]: readonly [number, number]) => formatCOPRange(desde, hasta);

/** Where the animals leave from, as the delivery templates name it: the dispatch city or the place the breeder wrote (the farm of origin has templates of its own). */
const originName = ({ origin, place }: SaleFacts) => (origin.kind === 'farm' ? place.from : origin.name);
/** How the animals reach the city, as the answer block says it (with the airport where they fly). */
const deliveryValue = (facts: SaleFacts, airport = facts.place.airport ?? '') => fillTemplate(words.sale.facts[facts.delivery], { origen: originName(facts), aeropuerto: airport });
/** The trip: none in the dispatch city (the delivery says it) or from a farm whose road is unknown; air cargo, or the road's hours and kilometres. */
const tripValue = ({ delivery, place, origin }: SaleFacts) => {
  const f = words.sale.facts;
  if (place.isDispatch || origin.kind !== 'dispatch') return undefined;
  return delivery === 'cajas-avion' ? f.tripAir : fillTemplate(f.tripRoad, { horas: String(place.hours), km: formatNumber(place.km) });
};
/** The freight: the whole truck from the dispatch city (an estimate; each animal's share of a full one is on the species' page of the city); quoted from the farm of origin; or by chat. */
const freightValue = ({ freight, vehicle, origin }: SaleFacts) => {
  const f = words.sale.facts;
  if (freight && vehicle) return fillTemplate(f.freightTrip, { viaje: formatCOP(freight.trip) });
  return origin.kind === 'dispatch' ? f.freightAsk : f.freightOrigin;
};

/**
 * The line's deliveries on its page (issue 41): the cities grouped by how the animals reach them,
 * the way said once over each group, each city with its road (or its airport). A line whose
 * animals leave from its farm of origin has one group: the same way to every city.
 */
function deliveryGroups(catalog: Catalog, species: LivestockSpecies, card: LivestockCard) {
  const groups = new Map<Delivery, { entrega: string; air: boolean; origin: boolean; rows: { nombre: string; href: string; viaje?: string }[] }>();
  for (const city of catalog.cities) {
    const facts = saleFacts(catalog, species, card, city);
    const air = facts.delivery === 'cajas-avion';
    const group = groups.get(facts.delivery) ?? { entrega: deliveryValue(facts, '').trimEnd(), air, origin: facts.origin.kind !== 'dispatch', rows: [] };
    groups.set(facts.delivery, group);
    const viaje = air ? facts.place.airport : tripValue(facts);
    group.rows.push({ nombre: city.nombre, href: routes.livestockSale(species, saleSlug(species, card.slug), city.slug), ...(viaje ? { viaje } : {}) });
  }
  return [...groups.values()];
}
/** The "Viaje" fact, where there is a trip. */
const tripFact = (facts: SaleFacts): Fact | undefined => {
  const value = tripValue(facts);
  return value ? { key: 'viaje', label: words.sale.facts.trip, value } : undefined;
};

/** The rows of the answer block of a line in a city, from its facts (src/lib/domain/livestock-sale.ts), in content's words. */
function saleAnswerFacts(catalog: Catalog, facts: SaleFacts, card: LivestockCard, city: City): (Fact | undefined | false)[] {
  const f = words.sale.facts;
  const clase = words.sale.climateClasses[facts.climate.key];
  const note = facts.climate.note;
  return [
    // The price and the freight apart (issue 41): their sum to the peso was a false precision.
    facts.price && { key: 'precio', label: f.price, value: fillTemplate(f.priceReference, { precio: range([facts.price.desde, facts.price.hasta]), unidad: facts.price.unidad }) },
    { key: 'entrega', label: f.delivery, value: deliveryValue(facts) },
    tripFact(facts),
    { key: 'costo-envio', label: f.freight, value: freightValue(facts) },
    {
      key: 'clima',
      label: f.climate,
      value: note ? fillTemplate(note.apto ? f.climateFits : f.climateNot, { clase }) : capitalize(clase),
      ...(note ? { href: '#clima' } : {}),
    },
    // The full list, with its notes, is on the line's page.
    documentsFact(icaShortItems(catalog, facts.species, card.slug), `${routes.livestockBreed(facts.species, card.slug)}#ica`),
    availabilityFact(catalog, AVAILABLE_ON.livestockSale({ species: facts.species, card, city })),
  ];
}

/** A line of equinos, bovinos or aves in one city (spec §2, "Species/city page"): the answer first, then what to know before deciding. */
export function livestockSaleView(catalog: Catalog, props: { path: string; species: LivestockSpecies; card: LivestockCard; city: City }) {
  const { path, species, card, city } = props;
  const landing = livestockLanding(catalog, species);
  const t = words.sale;
  const heading = fillTemplate(t.heading, { linea: card.name, ciudad: city.nombre });
  const facts = saleFacts(catalog, species, card, city);
  const note = facts.climate.note;
  return {
    ...pageView({
      path,
      canonical: consolidatedInto(catalog, 'livestockSale', props) ?? path,
      title: fillTemplate(t.title, { animales: card.forms.plural, ciudad: city.nombre }),
      description: fillTemplate(t.description, { linea: card.name, ciudad: city.nombre, departamento: city.departamento }),
      type: 'product',
      crumbs: crumbsFrom({ name: landing.heading, path: routes.species(species) }, { name: heading, path }),
      nav: species,
      share: shareRef(shareCard.line(species, { slug: card.slug, nombre: card.name })),
      chat: { subject: card.forms.conArticulo, pageName: heading },
      // Google rejects a Product offer without a price: lines without a reference price get none.
      jsonLd: card.price ? [productLd({ name: heading, description: card.description, path, prices: [card.price.desde, card.price.hasta] })] : [],
    }),
    heading,
    answer: answerBlock({ subject: card.slug, subjectName: card.name, place: city.nombre }, saleAnswerFacts(catalog, facts, card, city)),
    availableNow: availableNowBlock(catalog, AVAILABLE_ON.livestockSale({ species, card, city })),
    /**
     * Before deciding: the line's note for the city's climate class (content/livestock › climas,
     * written once per line × class: what it needs there, or why it is not recommended); and the way
     * to the line's page, where what its buyer asks, the documents and the fact sheet are said once
     * for every city (repeated on each city's page, they made the pages of a line alike).
     */
    before: {
      heading: t.beforeHeading,
      /** The city's climate in figures (content/places/cities.json › clima), then the line's note for its class. */
      place: placeClimate(city),
      climate: note?.nota,
      link: { label: fillTemplate(t.beforeLink, { linea_con_articulo: card.forms.conArticulo }), href: routes.livestockBreed(species, card.slug) },
    },
    text: {
      back: fillTemplate(words.common.back, { titulo: landing.heading }),
      otherCitiesHeading: t.otherCitiesHeading,
    },
    back: routes.species(species),
    /** The line in the other cities, nearest first. */
    otherCities: nearestFirst(catalog.cities, city).map((c) => ({ nombre: c.nombre, href: routes.livestockSale(species, saleSlug(species, card.slug), c.slug) })),
  };
}

/** The city's height and temperatures: what the buyer weighs the line's climate note against (cebuine cattle and the altitude, broilers and the heat). */
const placeClimate = ({ nombre, clima }: City) => fillTemplate(words.sale.placeClimate, { ciudad: nombre, altitud: formatNumber(clima.altitud), min: String(clima.temperatura[0]), max: String(clima.temperatura[1]) });

/** "Documentos": the requirements to move the animals in a few words each (issue 41: not a count of them), linking to the full list; none where the list has none (a canary). */
const documentsFact = (short: readonly string[], href: string): Fact | undefined =>
  short.length ? { key: 'documentos', label: words.sale.facts.documents, value: capitalize(joinEs(short)), href } : undefined;

/**
 * /equinos-en-{ciudad}/ and /bovinos-en-{ciudad}/: every line of the species sold in one city
 * (issue 41): the answer first, for the lines recommended in the city's climate; then the lines
 * grouped by whether they suit it, each verdict said once over its lines, with their prices; then
 * what moving them needs.
 */
export function livestockInCityView(catalog: Catalog, { path, species, city }: { path: string; species: LivestockSpecies; city: City }) {
  const landing = livestockLanding(catalog, species);
  const t = words.inCity;
  const f = words.sale.facts;
  const name = landing.heading.replace(' en Colombia', '');
  const heading = fillTemplate(t.heading, { titulo: name, ciudad: city.nombre });
  const cards = saleableCards(catalog, species);
  // The answer speaks of the lines the city's climate suits (all of them where none is advised against).
  const { lines: facts, answered, fromDispatch } = speciesInCity(catalog, species, cards, city);
  const lines = cards.map((card, i) => ({ card, facts: facts[i]! }));
  const { place } = facts[0]!;
  const clase = words.sale.climateClasses[place.climate];
  const prices = answered.flatMap((f) => (f.price ? [f.price] : []));
  const first = fromDispatch[0] ?? answered[0]!;
  const freight = fromDispatch.find((f) => f.freight);
  const delivery = fromDispatch.length && fromDispatch.length < answered.length ? fillTemplate(t.deliveryMixed, { origen: place.from }) : deliveryValue(first);
  // The lines by their verdict for the city's climate: the recommended ones with their price (and the freight per head of those that leave from the dispatch city), the others by name.
  const groups = new Map<string, { heading: string; advised: boolean; lines: { name: string; href: string; price?: string; freight?: string; note?: string }[] }>();
  for (const { card, facts } of [...lines].sort((a, b) => Number(notRecommended(a.facts)) - Number(notRecommended(b.facts)))) {
    const note = facts.climate.note;
    const advised = !notRecommended(facts);
    const verdict = note ? fillTemplate(note.apto ? t.fits : t.notRecommended, { clase }) : t.linesHeading;
    const group = groups.get(verdict) ?? { heading: verdict, advised, lines: [] };
    groups.set(verdict, group);
    group.lines.push({
      name: card.name,
      href: routes.livestockSale(species, saleSlug(species, card.slug), city.slug),
      ...(advised && card.price ? { price: `${range([card.price.desde, card.price.hasta])} ${card.price.unidad}` } : {}),
      ...(advised && facts.freight ? { freight: fillTemplate(t.lineFreight, { cabeza: formatCOP(facts.freight.perHead) }) } : {}),
      // What the line needs here, or why it is not advised (content/livestock › climas, written once per line × class).
      ...(note ? { note: note.nota } : {}),
    });
  }
  return {
    ...pageView({
      path,
      canonical: consolidatedInto(catalog, 'livestockIn', { species, city }) ?? path,
      title: fillTemplate(t.title, { encabezado: heading }),
      description: fillTemplate(t.description, { tarjetas: landing.cardsTitle, especie: species, ciudad: city.nombre, departamento: city.departamento }),
      crumbs: crumbsFrom({ name: landing.heading, path: routes.species(species) }, { name: city.nombre, path }),
      nav: species,
      chat: { species: chatWord(species) },
    }),
    heading,
    landing,
    city,
    answer: answerBlock({ subject: species, subjectName: name, place: city.nombre }, [
      prices.length > 0 && {
        key: 'precio',
        label: f.price,
        value: fillTemplate(t.priceRangeLocal, { desde: formatCOP(Math.min(...prices.map((p) => p.desde))), hasta: formatCOP(Math.max(...prices.map((p) => p.hasta))) }),
      },
      { key: 'entrega', label: f.delivery, value: delivery },
      tripFact(first),
      {
        key: 'costo-envio',
        label: f.freight,
        value: freight?.freight ? fillTemplate(t.freightTrip, { viaje: formatCOP(freight.freight.trip), origen: place.from }) : fromDispatch.length ? f.freightAsk : f.freightOrigin,
      },
      { key: 'clima', label: f.climate, value: capitalize(clase) },
      availabilityFact(catalog, AVAILABLE_ON.livestockIn({ species, city })),
    ]),
    text: { back: fillTemplate(words.common.back, { titulo: landing.heading }), linesHeading: t.linesHeading },
    back: routes.species(species),
    /** The city's climate in figures, over the lines grouped by their verdict for it. */
    climate: placeClimate(city),
    /** The lines grouped by their verdict for the city's climate, the recommended ones first: the verdict said once. */
    groups: [...groups.values()],
    /** What moving the animals needs, after the lines (the answer keeps to a phone's first screen): the species' list. */
    documents: { heading: landing.ica.titulo, items: icaItems(catalog, species) },
  };
}
/** A row of a line's fact sheet. */
export interface FichaRow {
  label: string;
  value: string;
}
const ficha = words.ficha;
/** A weight in kg, under 1 kg in grams ("unos 450 kg", "unos 350 g"). */
export const kgText = (n: number) =>
  n < 1 ? fillTemplate(ficha.values.grams, { gramos: formatNumber(Math.round(n * 1000)) }) : fillTemplate(ficha.values.kilograms, { kilos: formatNumber(n, 1) });
/** The fact sheet of a line as rows (content/livestock › ficha), or none for a bird that is not sold. */
export function lineFicha(catalog: Catalog, species: LivestockSpecies, slug: string): FichaRow[] {
  const { labels, values } = ficha;
  const model = modelOf(species);
  if (model === 'bovino') {
    const { ficha: f, especialidad } = linesOf(catalog, species, 'bovino').find((b) => b.slug === slug)!;
    const yields = cattleYields(especialidad);
    return [
      { label: labels.origin, value: f.origen },
      { label: labels.adultWeight, value: fillTemplate(values.cattleWeight, { hembras: kgText(f.pesoHembraKg), machos: kgText(f.pesoMachoKg) }) },
      ...(yields.milk && f.leche !== undefined ? [{ label: labels.milk, value: fillTemplate(values.milk, { litros: formatNumber(f.leche) }) }] : []),
      ...(yields.gain && f.gananciaG !== undefined ? [{ label: labels.gain, value: fillTemplate(values.gain, { gramos: formatNumber(f.gananciaG) }) }] : []),
      { label: labels.traits, value: f.rasgos },
      { label: labels.useInColombia, value: f.uso },
    ];
  }
  if (model === 'equino') {
    const f = linesOf(catalog, species, 'equino').find((e) => e.slug === slug)!.ficha;
    return [
      { label: labels.origin, value: f.origen },
      { label: labels.height, value: fillTemplate(values.height, { desde: String(f.alzadaCm[0]), hasta: String(f.alzadaCm[1]) }) },
      { label: labels.adultWeight, value: kgText(f.pesoKg) },
      { label: labels.gait, value: f.andar },
      { label: labels.temperament, value: f.temperamento },
      { label: labels.use, value: f.uso },
    ];
  }
  const { ficha: f, tipo } = linesOf(catalog, species, 'ave').find((b) => b.slug === slug)!;
  if (!f) return [];
  const weight = kgText(f.pesoAdultoKg);
  return [
    { label: labels.origin, value: f.origen },
    // A broiler's weight is its weight at market age, which its production sentence gives: said once, there.
    ...(f.produccion.includes(weight) ? [] : [{ label: labels.weight, value: weight }]),
    // A cage bird is not raised to produce: the sentence is its song and character.
    { label: tipo === 'ornamentales' ? labels.behaviour : labels.production, value: f.produccion },
    ...(f.vidaAnios ? [{ label: labels.life, value: fillTemplate(values.life, { desde: String(f.vidaAnios[0]), hasta: String(f.vidaAnios[1]) }) }] : []),
    ...(f.criadora
      ? [{ label: labels.brooder, value: fillTemplate(values.brooder, { inicio: String(f.criadora.inicioC), paso: String(BROODER_STEP_C), semanas: String(f.criadora.semanas) }) }]
      : []),
  ];
}
