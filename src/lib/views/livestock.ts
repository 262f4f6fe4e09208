/**
 * The views of the equinos, bovinos and aves pages. The fixed words come from
 * content/texts/ganado-paginas.json (and the FAQ from ganado-preguntas.json); the views fill their
 * placeholders with the data, and cut the templates that hold a link or an amount the page wraps
 * in an element of its own.
 */
import type { Catalog } from '../content/catalog';
import type { City, LivestockCluster } from '../content/schemas';
import { absoluteUrl } from '../content/site';
import { capitalize, firstSentence } from '../content/slug';
import { hasCityPages, modelOf, saleSlug, SPECIES } from '../content/species';
import { texts } from '../content/texts';
import { nearestFirst } from '../domain/geo';
import { clusterCards, icaItems, isSoldBird, linesOf, type LivestockCard, livestockClusters, livestockLanding, type LivestockSpecies, saleableCards } from '../domain/livestock';
import { BROODER_STEP_C, cattleFitsClimate, cattleYields, lineWeightKg, type LivestockLine, zoneFit } from '../domain/livestock-climate';
import { lineTrip, vehicleFreight } from '../domain/livestock-trip';
import { dispatchCity, placeFacts } from '../domain/places';
import { routes } from '../routes';
import { livestockFaq } from '../text/livestock/faq';
import { livestockCityIntro, livestockCitySections, livestockPlaceSections } from '../text/livestock/places';
import { fillTemplate, formatCOP, formatCOPRange, formatNumber, sayPlaceOnce, withoutArticle } from '../text/spanish';
import { faqLd, productLd } from './jsonld';
import { AVAILABLE_ON, availableNowBlock } from './inventory';
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

/** A line's reference price, its amount apart (content/texts/ganado-paginas.json › sale.price): on its page and its sale pages alike. */
const referencePriceParts = (card: LivestockCard, what = true) => {
  if (!card.price) return undefined;
  // A wide range says what decides an animal's price in it (precio.segun), as a label line like the plain one: ", según la edad, la doma…";
  // a landing card (what: false) keeps the range alone, its line's page says the rest.
  const segun = what ? card.price.segun : undefined;
  return nowrapParts(segun ? words.sale.priceBy : words.sale.price, { unidad: card.price.unidad, ...(segun ? { segun } : {}) }, { precio: formatCOPRange(card.price.desde, card.price.hasta) });
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
      citiesHeading: fillTemplate(t.citiesHeading, { linea: card.name }),
      ctaTitle: sold ? fillTemplate(t.ctaTitleSold, { animales: card.forms.plural }) : t.ctaTitleEducational,
      ctaText: sold ? t.ctaTextSold : t.ctaTextEducational,
    },
    /** The requirements to move animals bought here: none on the page of a bird we do not sell. */
    ica: sold ? icaItems(catalog, species, card.slug) : [],
    /** A bird we do not sell: the visitor asks a question, not for availability. */
    ctaLabel: sold ? landing.ctaLabel : words.common.askQuestion,
    ficha: lineFicha(catalog, species, card.slug),
    /** An educational bird line's biology, feeding and care (content/livestock/aves.json › educacion). */
    education: modelOf(species) === 'ave' ? (linesOf(catalog, species, 'ave').find((b) => b.slug === card.slug)?.educacion ?? []) : [],
    back: routes.species(species),
    sold,
    cities: sold ? catalog.cities.map((c) => ({ label: fillTemplate(t.cityLink, { linea: card.name, ciudad: c.nombre }), href: routes.livestockSale(species, saleSlug(species, card.slug), c.slug) })) : [],
    /** The categories the line belongs to, and the búfalos page for its line. */
    related: [
      ...livestockClusters(catalog, species).filter((c) => c.lineas.includes(card.slug)).map((c) => ({ title: c.h1, href: routes.livestockCategory(species, c.slug) })),
      ...bufalosOf(catalog, species).filter((b) => b.linea === card.slug).map((b) => ({ title: b.h1, href: routes.bufalos() })),
    ],
  };
}

/** What the local text needs of a line: its forms, and what decides its risks (climate and specialty of a cattle breed, uses of a horse line, type and production of a bird). */
export function livestockLine(catalog: Catalog, species: LivestockSpecies, card: LivestockCard): LivestockLine {
  const forms = { name: card.name, one: card.forms.conArticulo, all: card.forms.pluralConArticulo, plural: card.forms.plural, generic: card.forms.generico };
  const truck = catalog.livestockTransport.find((t) => t.especie === species);
  switch (modelOf(species)) {
    case 'bovino': {
      const { clima, especialidad, ficha, zonas } = linesOf(catalog, species, 'bovino').find((b) => b.slug === card.slug)!;
      return { ...forms, zonas: zonas?.departamentos, model: 'bovino', clima, especialidad, ficha, truck, price: card.price };
    }
    case 'ave': {
      const production = livestockClusters(catalog, species).find((c) => (c.slug === 'carne' || c.slug === 'postura') && c.lineas.includes(card.slug))?.slug;
      const { tipo, ficha, zonas } = linesOf(catalog, species, 'ave').find((b) => b.slug === card.slug)!;
      if (!ficha) throw new Error(`bird line ${card.slug} is sold without a ficha`);
      return { ...forms, zonas: zonas?.departamentos, model: 'ave', tipo, produccion: production as 'carne' | 'postura' | undefined, ficha };
    }
    case 'equino': {
      const { usos, ficha, zonas } = linesOf(catalog, species, 'equino').find((e) => e.slug === card.slug)!;
      return { ...forms, zonas: zonas?.departamentos, model: 'equino', usos, ficha, truck, price: card.price };
    }
  }
}

/**
 * Whether another chicken line is sold for the same production as this one (Ross for Cobb,
 * Lohmann for Hy-Line): the same bird from another breeding company. Turkeys and ducks share the
 * meat category, but are not the same bird.
 */
function hasProductionTwin(catalog: Catalog, species: LivestockSpecies, line: LivestockLine & { model: 'ave' }, slug: string): boolean {
  if (line.tipo !== 'gallinas' || !line.produccion) return false;
  const cluster = livestockClusters(catalog, species).find((c) => c.slug === line.produccion)!;
  return linesOf(catalog, species, 'ave').some((b) => b.slug !== slug && b.tipo === 'gallinas' && isSoldBird(b) && cluster.lineas.includes(b.slug));
}

/** The reference price of a cattle or equine line with the freight per head of a full vehicle over `km` (none for birds, for no road or no price). */
export function deliveredPrice(line: LivestockLine, km: number) {
  if (line.model === 'ave' || !line.truck || !line.price) return undefined;
  const trip = lineTrip(line.truck, lineWeightKg(line), km, line.price);
  return (
    trip.delivered && {
      text: formatCOPRange(trip.delivered[0], trip.delivered[1]),
      unit: line.price.unidad,
      freight: formatCOP(trip.freight),
      /** The whole vehicle's freight: the trip of one mule or one cow. */
      trip: formatCOP(vehicleFreight(line.truck, km)),
      heads: trip.heads,
      vehicle: line.truck.vehiculo,
      weight: formatNumber(lineWeightKg(line)),
      km: formatNumber(km),
    }
  );
}

/** A line of equinos, bovinos or aves in one city (spec §2, "Species/city page"). */
export function livestockSaleView(catalog: Catalog, { path, species, card, city }: { path: string; species: LivestockSpecies; card: LivestockCard; city: City }) {
  const landing = livestockLanding(catalog, species);
  const t = words.sale;
  const heading = fillTemplate(t.heading, { linea: card.name, ciudad: city.nombre });
  const place = placeFacts(catalog, { slug: city.slug, kind: 'ciudad' });
  const dispatch = dispatchCity(catalog);
  const ica = icaItems(catalog, species, card.slug);
  // The buyer's own farm must be registered where the requirements say so (cattle: "Registro del predio", poultry: "Registro de la granja").
  const registry = ica.find((i) => /^registro de(l predio| la granja)\b/i.test(i));
  const line = livestockLine(catalog, species, card);
  // A cage bird's checks (a certificate, CITES) are the ICA list's on its page; no sentence for them in the FAQ.
  const checks = line.model === 'ave' ? (line.tipo === 'ornamentales' ? undefined : line.tipo) : line.model;
  const faq = livestockFaq(card, place, registry ? (/granja/i.test(registry) ? 'granja' : 'finca') : undefined, checks);
  const delivered = deliveredPrice(line, place.distanciaKm);
  return {
    ...pageView({
      path,
      title: fillTemplate(t.title, { animales: card.forms.plural, ciudad: city.nombre }),
      description: sayPlaceOnce(fillTemplate(t.description, { linea: card.name, ciudad: city.nombre, departamento: city.departamento }), city.nombre, city.departamento),
      type: 'product',
      crumbs: crumbsFrom({ name: landing.heading, path: routes.species(species) }, { name: heading, path }),
      nav: species,
      share: shareRef(shareCard.line(species, { slug: card.slug, nombre: card.name })),
      chat: { subject: card.forms.conArticulo, pageName: heading },
      // Google rejects a Product offer without a price: lines without a reference price get none.
      jsonLd: [...(card.price ? [productLd({ name: heading, description: card.description, path, prices: [card.price.desde, card.price.hasta] })] : []), faqLd(faq)],
    }),
    availableNow: availableNowBlock(catalog, AVAILABLE_ON.livestockSale({ species, card, city })),
    card,
    city,
    heading,
    /**
     * A bird line's description, first sentence: what the bird is. The rest (care, the rule it is
     * sold under) is on the line's page, which the page links to; repeated word for word in every
     * city, it made the cities' pages of a line alike. A chicken line sold beside another of the
     * same production (Cobb and Ross, Hy-Line and Lohmann) keeps all of it, as cattle and horses
     * do, and adds what the line gives (its weight at 42 days, its eggs a year): the twins need the
     * same care in one city, so what tells their pages apart is what tells the lines apart (without
     * it, 31 pairs of cattle and horse pages of one city were 0.6 alike or more). An equine line's
     * first sentence too, since its page no longer gives a delivered price and hectares computed per
     * city: its whole description made a line's pages in two cities 0.36 alike (median; budget 0.35).
     */
    lead:
      line.model === 'bovino'
        ? card.description
        : line.model === 'equino'
          ? // An equine line's first sentence, what the horse is (its uses are said by the page's climate text): the rest repeated in twelve cities made a line's pages alike.
            firstSentence(card.description)
          : hasProductionTwin(catalog, species, line, card.slug)
          ? // What the line gives (content/livestock/aves.json › ficha.produccion) is what a buyer choosing between the twins asks.
            [card.description, linesOf(catalog, species, 'ave').find((b) => b.slug === card.slug)?.ficha?.produccion].filter(Boolean).join(' ')
          : firstSentence(card.description),
    landing,
    ica,
    guide: livestockPlaceSections(line, place, dispatch, catalog.departmentByName, line.zonas && zoneFit(line.zonas, city, catalog.cities), path),
    /** Cattle and equines: the reference price with the estimated freight of a full vehicle to the city. */
    delivered,
    /** The sentence of the delivered price, its amounts apart (content/texts/ganado-paginas.json › sale.delivered). */
    deliveredParts:
      delivered &&
      nowrapParts(
        t.delivered,
        { ciudad: city.nombre, km: delivered.km, unidad: delivered.unit, vehiculo: delivered.vehicle, cabezas: String(delivered.heads), peso: delivered.weight },
        { precio: delivered.text, flete: delivered.freight, viaje: delivered.trip },
      ),
    faq,
    ctaTitle: capitalize(fillTemplate(t.ctaTitle, { animales: card.forms.plural })),
    /** The reference price line, its amount apart (content/texts/ganado-paginas.json › sale.price). */
    priceParts: referencePriceParts(card),
    text: {
      back: fillTemplate(words.common.back, { titulo: landing.heading }),
      availableHeading: t.availableHeading,
      // In the dispatch city (no road to it) the animals are delivered, not sent to it.
      askPrice: fillTemplate(place.distanciaKm === 0 ? t.askPriceLocal : t.askPrice, { ciudad: city.nombre }),
      contact: t.contact,
      icaHeading: t.icaHeading,
      otherCitiesHeading: fillTemplate(t.otherCitiesHeading, { linea: card.name }),
      faqHeading: t.faqHeading,
      ctaText: fillTemplate(place.distanciaKm === 0 ? t.ctaTextLocal : t.ctaText, { ciudad: city.nombre }),
      lineLink: fillTemplate(t.lineLink, { linea_con_articulo: card.forms.conArticulo }),
    },
    back: routes.species(species),
    /** The line in the other cities, nearest first. */
    otherCities: nearestFirst(catalog.cities, city).map((c) => ({ nombre: c.nombre, href: routes.livestockSale(species, saleSlug(species, card.slug), c.slug) })),
    lineHref: routes.livestockBreed(species, card.slug),
  };
}

/** /equinos-en-{ciudad}/ and /bovinos-en-{ciudad}/: every line of the species sold in one city. */
export function livestockInCityView(catalog: Catalog, { path, species, city }: { path: string; species: LivestockSpecies; city: City }) {
  const landing = livestockLanding(catalog, species);
  const t = words.inCity;
  const heading = fillTemplate(t.heading, { titulo: landing.heading.replace(' en Colombia', ''), ciudad: city.nombre });
  const place = placeFacts(catalog, { slug: city.slug, kind: 'ciudad' });
  const model = modelOf(species);
  if (model === 'ave') throw new Error(`[livestock] ${species}: birds have no page per city`);
  const truck = catalog.livestockTransport.find((r) => r.especie === species)!;
  const freights = saleableCards(catalog, species).flatMap((card) => {
    const line = livestockLine(catalog, species, card);
    return line.model === 'ave' ? [] : [lineTrip(truck, lineWeightKg(line), place.distanciaKm).freight];
  });
  /** A cattle card says whether its breed suits the city's climate (the breed's `clima`). */
  const fitLabel = (card: LivestockCard) => {
    const breed = modelOf(species) === 'bovino' ? linesOf(catalog, species, 'bovino').find((b) => b.slug === card.slug) : undefined;
    return breed ? fillTemplate(cattleFitsClimate(breed, place) ? t.fitsClimate : t.needsCare, { etiqueta: card.label, ciudad: city.nombre }) : card.label;
  };
  return {
    ...pageView({
      path,
      title: fillTemplate(t.title, { encabezado: heading }),
      description: sayPlaceOnce(fillTemplate(t.description, { tarjetas: landing.cardsTitle, especie: species, ciudad: city.nombre, departamento: city.departamento }), city.nombre, city.departamento),
      crumbs: crumbsFrom({ name: landing.heading, path: routes.species(species) }, { name: city.nombre, path }),
      nav: species,
      chat: { species: chatWord(species) },
    }),
    heading,
    landing,
    city,
    /** How the animals get there and the freight per animal of the species' lines (content/livestock/transporte.json). */
    intro: livestockCityIntro(model, place, dispatchCity(catalog), truck.vehiculo, freights),
    text: { back: fillTemplate(words.common.back, { titulo: landing.heading }), ctaTitle: fillTemplate(t.ctaTitle, { ciudad: city.nombre }), ctaText: t.ctaText },
    guide: livestockCitySections(model, place, dispatchCity(catalog), {
      bovines: model === 'bovino' ? linesOf(catalog, species, 'bovino') : [],
      equines: model === 'equino' ? linesOf(catalog, species, 'equino') : [],
      ica: icaItems(catalog, species),
    }),
    back: routes.species(species),
    cards: saleableCards(catalog, species).map((card) => ({ ...card, label: fitLabel(card), href: routes.livestockSale(species, saleSlug(species, card.slug), city.slug) })),
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
