/**
 * The views of the livestock pages of a place: a line in a city (/equinos/venta-caballos-…-{ciudad}/,
 * /bovinos/venta-ganado-…, /aves/venta-…) and a species in a city (/equinos-en-{ciudad}/, /bovinos-en-…).
 * Each leads with the answer block; the place's facts are computed once by src/lib/domain/livestock-sale.ts.
 */
import type { Catalog } from '../content/catalog';
import type { City } from '../content/schemas';
import { capitalize } from '../content/slug';
import { hasCityPages, livestockEntry, saleSlug } from '../content/species';
import { texts } from '../content/texts';
import { icaItems, type LivestockCard, livestockLanding, type LivestockSpecies, saleableCards, speciesLines } from '../domain/livestock';
import { department } from '../text/places';
import { type ClimateKey, insteadOf, notRecommended, saleFacts, type SaleFacts, speciesInCity, twinsOf } from '../domain/livestock-sale';
import { modelRow } from '../domain/livestock-models';
import { routes } from '../routes';
import { fillTemplate, formatCOPMillions, formatCOPSpan, formatNumber, joinEs, joinEsAfter, placeWithDepartment, withArticle, withoutArticle } from '../text/spanish';
import { answerBlock, availabilityFact, type Fact, type Verdict } from './answer';
import { consolidatedInto } from './consolidation';
import { productLd } from './jsonld';
import { AVAILABLE_ON, availableNowBlock, offerAvailability } from './available-now';
import { crumbsFrom, pageView } from './page';
import { shareCard, shareRef } from './share-cards';
import { breedingZones, deliveryValue, freightValue, perAnimalNote, roadNote, tripFact, tripFactBeforeRoadNote, tripValue } from './livestock-delivery';
import { chatWord, climatePageHeading, speciesName } from './livestock';
import { lineAnswerPriceFact, linePriceInList, priceLabel, standInCategory, typicalCategory } from './livestock-prices';

/** The fixed words of the livestock pages (content/texts/ganado-paginas.json). */
const words = texts.livestockPages;

/**
 * The rows of the answer block of a line in a city, from its facts (src/lib/domain/livestock-sale.ts),
 * in content's words. A line not recommended in the city's climate gets no road and no freight (its
 * page gives none for that city either: issue 41, a Jersey in Cali was sold with a truck's price)
 * and no climate row: the verdict leads its answer and says it (saleVerdict).
 */
function saleAnswerFacts(catalog: Catalog, facts: SaleFacts, card: LivestockCard, city: City): (Fact | undefined | false)[] {
  const f = words.sale.facts;
  const note = facts.climate.note;
  const advised = !notRecommended(facts);
  // A page that advises against its line sells nothing: no price, no delivery, no lots (s53, blind read
  // ab16: «Puro no se lo recomendamos» over a price table, a truck from Bogotá and «quiero más información sobre el Angus»).
  if (!advised) return [];
  return [
    // The price and the freight apart (issue 41): their sum to the peso was a false precision.
    // each category's price where the line sells several, as on the line's page
    facts.price && lineAnswerPriceFact(facts.species, facts.price, `${routes.livestockBreed(facts.species, card.slug)}#precios`),
    // how they travel and the trip, two facts each said once (issue 41: «…por carretera desde Bogotá; llegan en el día: unas 6 horas por carretera» was one chain)
    { key: 'entrega', label: f.delivery, value: deliveryValue(facts) },
    tripFact(facts),
    { key: 'costo-envio', label: f.freight, value: freightValue(facts, inBreedingZone(catalog, facts, card, city)) },
    // the class and the city's climate in figures, one row (issue 41, s42 C3: «Cartagena está a 2 m de altura…» stood as a sentence below); linked to the line's note for the class
    { key: 'clima', label: f.climate, value: climateValue(city, facts.climate.key), ...(note ? { href: '#clima' } : {}) },
    availabilityFact(catalog, AVAILABLE_ON.livestockSale({ species: facts.species, card, city })),
  ];
}

/**
 * Where a line that leaves from its farm of origin is bred in the city's own department
 * (content/livestock › zonas: the Brahman in the Meta, for Villavicencio): the department as a
 * sentence names it and the line, for the freight's fact; none elsewhere.
 */
function inBreedingZone(catalog: Catalog, facts: SaleFacts, card: LivestockCard, city: City) {
  if (facts.origin.kind !== 'farm') return undefined;
  const zones = speciesLines(catalog, facts.species).find((l) => l.slug === card.slug)?.zonas?.departamentos ?? [];
  return (zones as readonly string[]).includes(city.departamento) ? { departamento: withArticle(department(catalog.departmentByName, city.departamento)), linea_con_articulo: card.forms.conArticulo } : undefined;
}

/**
 * A line not recommended in the city's climate says so first, plainly: its note for the class
 * (content/livestock › climas: why, and what suits there instead), and the way to the page that
 * lists the lines that suit it: the species' page of the class where the city's page consolidates
 * there (/bovinos-tierra-caliente/), else the species' page of the city; a species without city
 * pages (birds) has the note alone.
 */
function saleVerdict(catalog: Catalog, facts: SaleFacts, card: LivestockCard, city: City): Verdict | undefined {
  const note = facts.climate.note;
  if (!note || !notRecommended(facts)) return undefined;
  const { species } = facts;
  const landing = livestockLanding(catalog, species);
  const clase = words.sale.climateClasses[facts.climate.key];
  const twins = hasCityPages(species) ? twinsOf(catalog, species, city) : undefined;
  const target = twins
    ? { pagina: climatePageHeading(landing, twins.climate), href: routes.livestockClimate(species, twins.climate) }
    : hasCityPages(species)
      ? { pagina: fillTemplate(words.inCity.heading, { titulo: speciesName(landing), ciudad: city.nombre }), href: routes.livestockIn(species, city.slug) }
      : undefined;
  const instead = insteadOf(catalog, species, card, city);
  const labels = instead.map((c) => c.forms.conArticulo);
  return {
    text: note.nota,
    // the lines of the same purpose that suit the class, by name, each linked to its page in this city (s53)
    ...(instead.length
      ? { instead: { lead: fillTemplate(words.sale.insteadLead, { proposito: card.purpose.toLowerCase(), clase }), links: instead.map((c, i) => ({ label: labels[i]!, href: routes.livestockSale(species, saleSlug(species, c.slug), city.slug), after: joinEsAfter(labels, i) || '.' })) } }
      : {}),
    ...(target ? { link: { label: fillTemplate(words.sale.notAdvisedLink, { clase, pagina: target.pagina }), href: target.href } } : {}),
  };
}

/** The pronoun a line takes as an object, from its article («el Angus»: lo; «los pollitos Ross»: los). */
const objectPronoun = (conArticulo: string) => ({ el: 'lo', la: 'la', los: 'los', las: 'las' })[conArticulo.split(' ')[0]!] ?? 'lo';

/**
 * What holds for every line of the species (content/species.json › ganado.antesDeDecidir: cattle are
 * priced by category, and often by the kilo), what the buyer of the line asks (content/livestock ›
 * comprador) and, for a line
 * with milk in its fact sheet, the breed's figure as a reference (s53, blind read ab16: a Gyr page
 * without its milk, a Lusitano of $ 250 millones without its stud book).
 */
function buyerTexts(catalog: Catalog, species: LivestockSpecies, slug: string): string[] {
  const line = speciesLines(catalog, species).find((l) => l.slug === slug)!;
  // a breed's milk where a buyer buys milk (a dairy or dual-purpose breed; the Hereford's is no reason to buy it)
  const dairy = 'especialidad' in line && line.especialidad !== 'carnica';
  const milk = dairy && 'leche' in line.ficha ? line.ficha.leche : undefined;
  // what holds for every line of the species first, as the line's page puts it (content/species.json › ganado.antesDeDecidir)
  return [livestockEntry(species).antesDeDecidir, line.comprador, milk ? fillTemplate(words.sale.milkReference, { litros: formatNumber(milk) }) : undefined].filter((x): x is string => !!x);
}

/**
 * A line of equinos, bovinos or aves in one city (spec §2, "Species/city page"): the answer first,
 * then the line's note for the city's climate class, what its buyer asks, and the trip.
 *
 * A line not recommended in the city's climate is not sold there (s53, blind read ab16: «Venta de
 * ganado Angus en Villavicencio» said «Puro no se lo recomendamos» over a price table, a truck from
 * Bogotá and a chat «quiero más información sobre el Angus»): its title and h1 say so, its answer is
 * the verdict and the lines of its purpose that suit the class (insteadOf), with no price, delivery or
 * lots; its chat asks for what suits; it keeps its URL and links where the line is recommended.
 */
export function livestockSaleView(catalog: Catalog, props: { path: string; species: LivestockSpecies; card: LivestockCard; city: City }) {
  const { path, species, card, city } = props;
  const landing = livestockLanding(catalog, species);
  const t = words.sale;
  const facts = saleFacts(catalog, species, card, city);
  const note = facts.climate.note;
  const advised = !notRecommended(facts);
  const clase = words.sale.climateClasses[facts.climate.key];
  // «Lusitano con entrega en Cartagena» (s42 C1), but no delivery offered where the line is not advised: «Jersey en Cali»
  const heading = fillTemplate(advised ? t.heading : t.headingNotAdvised, { linea: card.name, ciudad: city.nombre });
  /** What the page shows as available now: its block, and «in stock» in its Product only then. */
  const available = AVAILABLE_ON.livestockSale({ species, card, city });
  const trip = advised ? tripFact(facts) : undefined;
  const answer = answerBlock({ subject: card.slug, subjectName: card.name, place: city.nombre }, saleAnswerFacts(catalog, facts, card, city), saleVerdict(catalog, facts, card, city));
  const documents = advised && icaItems(catalog, species, card.slug).length ? { label: t.documentsLink, href: `${routes.livestockBreed(species, card.slug)}#ica` } : undefined;
  return {
    ...pageView({
      path,
      canonical: consolidatedInto(catalog, 'livestockSale', props) ?? path,
      title: advised ? fillTemplate(t.title, { animales: card.forms.plural, ciudad: city.nombre }) : fillTemplate(t.titleNotAdvised, { linea: card.name, ciudad: city.nombre, clitico: objectPronoun(card.forms.conArticulo) }),
      // only what the page holds (blind read 15: «el viaje» on a page without km or hours)
      description: fillTemplate(advised ? (trip ? t.description : t.descriptionNoTrip) : answer.verdict?.instead ? t.descriptionNotAdvised : t.descriptionNotAdvisedAlone, {
        linea: card.name,
        linea_con_articulo: card.forms.conArticulo,
        ciudad: city.nombre,
        departamento: city.departamento,
        // «Bogotá», not «Bogotá (Bogotá D.C.)» (blind read ab18)
        lugar: placeWithDepartment(city.nombre, city.departamento),
        clase,
      }),
      type: 'product',
      crumbs: crumbsFrom({ name: landing.heading, path: routes.species(species) }, { name: heading, path }),
      nav: species,
      share: shareRef(shareCard.line(species, { slug: card.slug, nombre: card.name })),
      // where the line is advised against, the chat asks for what suits the class, not for the line
      chat: { subject: advised ? card.forms.conArticulo : fillTemplate(t.chatNotAdvised, { especie: chatWord(species), clase }), pageName: heading },
      // Google rejects a Product offer without a price: lines without a reference price get none.
      // no offer on a page that advises against the line in the city (s48 audit: «Venta de ganado Gyr en Pasto» offered what it said «No se lo recomendamos»)
      jsonLd: card.price && advised ? [productLd({ name: heading, description: card.descriptionOnSalePages ? card.description : undefined, path, prices: [card.price.desde, card.price.hasta], availability: offerAvailability(catalog, available) })] : [],
    }),
    heading,
    answer: advised ? answer : { ...answer, heading: t.answerHeadingNotAdvised },
    availableNow: advised ? availableNowBlock(catalog, available) : undefined,
    /** The line's description under the answer, where buyers search it by another name that it explains (content/livestock › descripcionEnVenta). */
    lead: advised && card.descriptionOnSalePages ? card.description : undefined,
    /** The line's note for the city's climate class, under the class («En tierra caliente»), where it suits the class and has one (content/livestock › climas, line × class). */
    climate: advised && note ? { heading: fillTemplate(t.climateSectionHeading, { clase }), text: note.nota } : undefined,
    /**
     * What the line's buyer asks and what holds for its species (buyerTexts), said here in full (s53:
     * a bare «Qué preguntar antes de comprar →» among three links closed every page); the line's page
     * stays linked from the prices and the deliveries.
     */
    buyer: advised ? { heading: t.buyerHeading, texts: buyerTexts(catalog, species, card.slug) } : undefined,
    /**
     * The trip, where the animals go by road from the dispatch city: what changes with animals (the
     * species' road note: a truck with animals is slower; ask its stops and water; the rule the
     * truck keeps), said once here under the road's hours (s53: «con animales, algo más» told nothing).
     */
    trip: trip && facts.delivery !== 'cajas-avion' ? { heading: t.tripHeading, text: roadNote(species) } : undefined,
    /**
     * The way to the documents to move the animals, listed once on the line's page (session 48:
     * the same list under the answer of every city of a line made its pages alike, 0.07 of their
     * similarity, and told nothing of the city).
     */
    documents,
    text: {
      back: fillTemplate(words.common.back, { titulo: landing.heading }),
    },
    back: routes.species(species),
    /**
     * The way to the line's deliveries by city (issue 41: a bare list of eleven city names told a
     * buyer nothing): its page's table gives each city its trip and freight and links its sale page
     * (tests/dist/livestock-once.test.ts holds that every indexable one is linked there); a line
     * from its farm of origin has, there, where it is bred; a line advised against here, the cities
     * where it is recommended.
     */
    deliveryLink: {
      label: fillTemplate(facts.origin.kind !== 'dispatch' ? (advised ? t.deliveryLinkOrigin : t.deliveryLinkNotAdvisedOrigin) : advised ? t.deliveryLink : t.deliveryLinkNotAdvised, { linea_con_articulo: card.forms.conArticulo }),
      // a line from its farm of origin has no table of cities: its answer says where it is bred (s42 C8)
      href: `${routes.livestockBreed(species, card.slug)}${facts.origin.kind === 'dispatch' ? '#ciudades' : '#respuesta'}`,
    },
  };
}

/**
 * The «Clima» row: the city's climate class and its usual temperatures (what the buyer weighs the
 * line's climate note against). No altitude: no buyer acts on it, and a city near the edge of two
 * classes (Bucaramanga, 959 m, «Templado») read as contradicting its own class (blind read 15).
 */
const climateValue = ({ clima }: City, key: ClimateKey) =>
  fillTemplate(words.sale.facts.climatePlace, { clase: words.sale.facts.climateRow[key], min: String(clima.temperatura[0]), max: String(clima.temperatura[1]) });


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
  const name = speciesName(landing);
  const heading = fillTemplate(t.heading, { titulo: name, ciudad: city.nombre });
  const cards = saleableCards(catalog, species);
  // The answer speaks of the lines the city's climate suits (all of them where none is advised against).
  const inCity = speciesInCity(catalog, species, cards, city);
  const lines = cards.map((card, i) => ({ card, facts: inCity.lines[i]! }));
  const clase = words.sale.climateClasses[inCity.lines[0]!.place.climate];
  const twins = twinsOf(catalog, species, city);
  // where every line the city suits leaves from its farm of origin (warm-land cattle), where each is bred, in a column, as on the climate page these cities consolidate into
  const allFromFarm = !inCity.fromDispatch.length && inCity.answered.every((x) => x.origin.kind === 'farm');
  const zones = allFromFarm ? (card: LivestockCard) => { const z = breedingZones(catalog, species, card); return z && capitalize(z); } : undefined;
  const groups = lineGroups(lines, clase, { fits: t.fits, notRecommended: t.notRecommended, fitsAll: t.fitsAll, none: t.linesHeading }, (card) => routes.livestockSale(species, saleSlug(species, card.slug), city.slug), zones);
  return {
    ...pageView({
      path,
      canonical: consolidatedInto(catalog, 'livestockIn', { species, city }) ?? path,
      title: fillTemplate(t.title, { encabezado: heading }),
      description: fillTemplate(t.description, { tarjetas: landing.cardsTitle, especie: species, ciudad: city.nombre, departamento: city.departamento }),
      crumbs: crumbsFrom({ name: landing.heading, path: routes.species(species) }, { name: city.nombre, path }),
      nav: species,
      // the city named, as on the dog and cat pages of a city («perros en Medellín»)
      chat: { species: fillTemplate(t.chat, { especie: chatWord(species), ciudad: city.nombre }) },
    }),
    heading,
    landing,
    city,
    answer: answerBlock({ subject: species, subjectName: name, place: city.nombre }, [
      ...speciesAnswerFacts(species, inCity, cards),
      { key: 'clima', label: f.climate, value: climateValue(city, inCity.lines[0]!.place.climate) },
      availabilityFact(catalog, AVAILABLE_ON.livestockIn({ species, city })),
    ]),
    /** Where the page is consolidated into the species' page of its climate class: the way there, with the cities it speaks for. */
    climatePage: twins && {
      label: fillTemplate(t.climateLink, { encabezado: climatePageHeading(landing, twins.climate), ciudades: joinEs(twins.cities.map((c) => c.nombre)) }),
      href: routes.livestockClimate(species, twins.climate),
    },
    text: { back: fillTemplate(words.common.back, { titulo: landing.heading }), linesHeading: t.linesHeading },
    back: routes.species(species),
    /** What every animal of the species needs on arriving in the city's climate class (content/species.json › ganado.notaClima), said once over the lines. */
    climateNote: livestockEntry(species).notaClima?.[inCity.lines[0]!.place.climate],
    /**
     * The lines grouped by their verdict for the city's climate, the recommended ones first: the verdict said once; under the
     * recommended ones, why the freight per animal differs by line on one route, where the page gives one (it closed the page
     * after the lines not advised, read as theirs).
     */
    groups: groups.map((g, i) => {
      if (i !== 0 || !g.advised) return { ...g, freightNote: undefined };
      const advised = lines.filter(({ facts }) => !notRecommended(facts));
      // and, where the animals come by road, that the trip's hours are a car's (line.roadNote; blind read 14)
      const byRoad = advised.some(({ facts }) => tripValue(facts) && facts.delivery !== 'cajas-avion');
      return { ...g, freightNote: advised.some(({ facts }) => facts.freight) ? perAnimalNote(catalog, species) : undefined, ...(byRoad ? { roadNote: roadNote(species) } : {}) };
    }),
    /** What moving the animals needs, after the lines (the answer keeps to a phone's first screen): the species' list. */
    documents: { heading: words.inCity.documentsHeading, items: icaItems(catalog, species) },
  };
}

/**
 * How wide a price span may be on a first screen: beyond ten times (a mestizo's trained horse
 * against a Lusitano's, issue 41) a range says little, and the answer gives the floor and its line
 * instead; each line's own span is in the list.
 */
const SPAN_MAX = 10;

/**
 * The price a buyer of the species in a place acts on (issue 41: «Desde $ 800’000 (Burros)» on a
 * horse hub was a floor set by another kind of animal): the species' typical purchase
 * (content/species.json › ganado.compraTipica, «Novilla de vientre», «Caballo domado») across the
 * lines the place suits that sell it, their span by breed, or its floor and its line where the span
 * is over ten times; a stand-in that a buyer buys instead (ModelTraits.standInInAnswer: the búfala de
 * vientre) follows apart, by its own name. A species without one, or a place whose lines sell none,
 * gives the span of its lines as before (or their floor and its line).
 */
function speciesPriceFact(species: LivestockSpecies, answered: readonly SaleFacts[], cards: readonly LivestockCard[]): Fact | undefined {
  const t = words.inCity;
  const card = (slug: string) => cards.find((c) => c.slug === slug)!;
  /** A line inside a sentence: lowercase but for its proper name («mestizos de trabajo», «Brahman»). */
  const inSentence = (slug: string) => withoutArticle(card(slug).forms.conArticulo);
  const sold = answered.flatMap((x) => {
    const category = x.price && typicalCategory(species, x.price);
    return category ? [{ slug: x.slug, desde: category.desde, hasta: category.hasta, estimado: x.price!.estimado }] : [];
  });
  // a stand-in (the búfala de vientre) is said apart, by its own name: a span of the typical purchase names no other animal (liv51)
  const apart = modelRow(species).standInInAnswer
    ? answered.flatMap((x) => {
        const category = x.price && !typicalCategory(species, x.price) ? standInCategory(x.price) : undefined;
        return category ? [{ nombre: category.nombre, desde: category.desde, hasta: category.hasta, estimado: x.price!.estimado }] : [];
      })
    : [];
  const apartText = apart.map((c) => fillTemplate(t.standInApart, { categoria: c.nombre.toLowerCase(), rango: formatCOPSpan(c.desde, c.hasta) }));
  const priced = sold.length || apart.length ? sold : answered.flatMap((x) => (x.price ? [{ slug: x.slug, desde: x.price.desde, hasta: x.price.hasta, estimado: x.price.estimado }] : []));
  const cheapest = priced.reduce<(typeof priced)[number] | undefined>((a, b) => (!a || b.desde < a.desde ? b : a), undefined);
  const label = priceLabel([...priced, ...apart].some((p) => p.estimado));
  if (!cheapest) return apart.length ? { key: 'precio', label, value: capitalize(apartText.join('; ')), href: '#lineas-0' } : undefined;
  const top = Math.max(...priced.map((p) => p.hasta));
  const wide = top > SPAN_MAX * cheapest.desde;
  if (sold.length) {
    const text = wide ? t.typicalFrom : t.typicalRange;
    const values = { categoria: livestockEntry(species).compraTipica!, desde: formatCOPMillions(cheapest.desde), rango: formatCOPSpan(cheapest.desde, top), linea: inSentence(cheapest.slug) };
    return { key: 'precio', label, value: [fillTemplate(text, values), ...apartText].join('; '), href: '#lineas-0' };
  }
  return wide
    ? { key: 'precio', label, value: fillTemplate(t.priceFrom, { desde: formatCOPMillions(cheapest.desde), linea: inSentence(cheapest.slug) }), href: '#lineas-0' }
    : { key: 'precio', label, value: fillTemplate(t.priceRangeLocal, { rango: formatCOPSpan(cheapest.desde, top) }) };
}

/**
 * The answer of a species in a place (a city, or the twin cities of a climate class): the price a
 * buyer acts on (speciesPriceFact), how the lines travel, the road and the freight (from the
 * dispatch city), or that it is quoted from the farm of origin.
 */
function speciesAnswerFacts(species: LivestockSpecies, { answered, fromDispatch }: Pick<ReturnType<typeof speciesInCity>, 'answered' | 'fromDispatch'>, cards: readonly LivestockCard[]): (Fact | undefined | false)[] {
  const t = words.inCity;
  const f = words.sale.facts;
  const first = fromDispatch[0] ?? answered[0]!;
  const { from } = first.place;
  const freight = fromDispatch.find((x) => x.freight)?.freight;
  const perHead = sharedPerHead(answered);
  return [
    speciesPriceFact(species, answered, cards),
    {
      key: 'entrega',
      label: f.delivery,
      // every line from its farm of origin (warm-land cattle): the table under the answer says where each is bred (issue 41: «desde la finca de origen» alone never said where)
      value: fromDispatch.length && fromDispatch.length < answered.length ? fillTemplate(t.deliveryMixed, { origen: from }) : !fromDispatch.length && answered.length > 1 && first.delivery === 'camion-origen' ? t.deliveryOrigins : deliveryValue(first),
    },
    // the road in the table's short form: the road note under the lines says once that animals take longer (s52)
    tripFactBeforeRoadNote(first),
    {
      key: 'costo-envio',
      label: f.freight,
      value: freight
        ? perHead
          ? fillTemplate(f.freightTrip, { viaje: formatCOPMillions(freight.trip), cabeza: formatCOPMillions(perHead) })
          : fillTemplate(t.freightTrip, { viaje: formatCOPMillions(freight.trip), origen: from })
        : fromDispatch.length
          ? f.freightAsk
          : f.freightOrigin,
    },
  ];
}

/**
 * The freight per animal of a full truck where it is the same for every line the place suits and
 * all of them leave from the dispatch city (a horse's share is one eighth of the truck, whatever
 * its breed): said once, in the answer's freight, not in a column that repeats it on every row
 * (blind read ab13: $ 880’000 nine times in a horse table); none where it differs by line (cattle,
 * by weight) or some line leaves from its farm of origin.
 */
function sharedPerHead(lines: readonly SaleFacts[]): number | undefined {
  const advised = lines.filter((x) => !notRecommended(x) && x.price);
  if (!advised.length || advised.some((x) => !x.freight)) return undefined;
  const heads = new Set(advised.map((x) => x.freight!.perHead));
  return heads.size === 1 ? [...heads][0] : undefined;
}

/** The headings of the groups of lines by their verdict for a climate class (content/texts/ganado-paginas.json): {clase} filled in where they name it. */
interface GroupHeadings {
  fits: string;
  notRecommended: string;
  fitsAll: string;
  /** Lines without climate notes. */
  none: string;
}

/**
 * The lines of a species grouped by their verdict for one climate class, the recommended ones first,
 * each verdict said once: the recommended ones as a table (s42 C6: «Novilla de vientre: $ … por
 * animal; flete hasta aquí, unos $ … (estimado)» on each of 19 lines), the price of the species'
 * typical purchase and the freight per animal of those that leave from the dispatch city (that the
 * others' is quoted from their farm of origin, once under the table; where `zones` is given, where
 * they are bred, in a column of their own), the frame said once in the columns' headings; the others by name; each with its
 * note for the class (content/livestock › climas, written once per line × class).
 */
function lineGroups(
  lines: readonly { card: LivestockCard; facts: SaleFacts }[],
  clase: string,
  headings: GroupHeadings,
  href: (card: LivestockCard) => string,
  zones?: (card: LivestockCard) => string | undefined,
) {
  const t = words.inCity;
  const groups = new Map<string, { heading: string; advised: boolean; lines: { name: string; purpose: string; href: string; price?: string; freight?: string; zones?: string; note?: string }[] }>();
  for (const { card, facts } of [...lines].sort((a, b) => Number(notRecommended(a.facts)) - Number(notRecommended(b.facts)))) {
    const note = facts.climate.note;
    const advised = !notRecommended(facts);
    const verdict = note ? fillTemplate(note.apto ? headings.fits : headings.notRecommended, { clase }) : headings.none;
    const group = groups.get(verdict) ?? { heading: verdict, advised, lines: [] };
    groups.set(verdict, group);
    const zone = advised ? zones?.(card) : undefined;
    const freight = advised && facts.freight ? formatCOPMillions(facts.freight.perHead) : undefined;
    group.lines.push({
      name: card.name,
      purpose: card.purpose,
      href: href(card),
      ...(advised && card.price ? { price: linePriceInList(facts.species, card.price) } : {}),
      ...(freight ? { freight } : {}),
      ...(zone ? { zones: zone } : {}),
      // the care in the climate under each line that suits it; a line advised against by name only, linked to its page there,
      // which gives the reason (blind read 14: twelve reasons on /bovinos-en-manizales/ were a wall on a phone, more than the
      // seven lines advised, and each repeated word for word the line's own page: said once, where the line is the subject)
      ...(note && advised ? { note: note.nota } : {}),
    });
  }
  const all = [...groups.values()];
  const shown = all.length === 1 && all[0]!.advised && lines.every((l) => l.facts.climate.note?.apto) ? [{ ...all[0]!, heading: fillTemplate(headings.fitsAll, { clase }) }] : all;
  const columns = tableColumns(lines);
  // a freight the same on every row is said once, in the answer (sharedPerHead)
  const oneFreight = sharedPerHead(lines.map((l) => l.facts)) !== undefined;
  return shown.map((g) => {
    const freight = !oneFreight && g.lines.some((l) => l.freight);
    return {
      ...g,
      // in the freight column, a line that leaves from its farm of origin says so (a bare «—» read as "free" or "unknown": after9 §7)
      lines: freight ? g.lines.map((l) => (l.price && !l.freight ? { ...l, freight: t.columns.fleteFinca } : l)) : g.lines,
      columns: g.lines.some((l) => l.price) ? { ...columns, flete: freight ? t.columns.flete : undefined, zonas: g.lines.some((l) => l.zones) ? words.climate.zonesColumn : undefined } : undefined,
      // under the lines advised against, once: that each one's page says why, and that what suits is above (blind read ab13: the Normando offered in four notes)
      instead: !g.advised && shown.some((o) => o.advised) ? fillTemplate(t.insteadNote, { clase }) : undefined,
      // the lines without a freight in its column leave from their farm of origin: said once, under the table (not «se cotiza…» on each row)
      farmNote: freight && g.lines.some((l) => l.price && !l.freight) ? t.freightFromFarmNote : undefined,
    };
  });
}

/** The headings of the table of lines: the line, the species' typical purchase with its unit («Novilla de vientre, por animal (estimado)»), the freight. */
function tableColumns(lines: readonly { card: LivestockCard; facts: SaleFacts }[]) {
  const t = words.inCity.columns;
  const priced = lines.filter((l) => l.card.price);
  const species = lines[0]!.facts.species;
  // the column's own name where some line sells the typical purchase under another (a mula domada: «Animal domado»), so it is true of every row
  const entry = livestockEntry(species);
  const categoria = (priced.some((l) => l.card.price!.comoCompraTipica) ? entry.columnaCompraTipica : undefined) ?? entry.compraTipica ?? '';
  const precio = fillTemplate(priced.some((l) => l.card.price!.estimado) ? t.precio.estimated : t.precio.confirmed, { categoria, unidad: priced[0]?.card.price!.unidad ?? '' });
  return { raza: t.raza, precio };
}

/**
 * /bovinos-tierra-caliente/: a species in a climate class where its city pages twin
 * (domain/livestock-sale.ts › climateTwins; those pages consolidate here). The answer of the twin
 * cities without a city's name: the lines the class suits with their prices and where they are bred,
 * how they travel and what that costs, the class and its cities, what is available, the chat; then
 * the lines not advised there, and the documents to move them.
 */
export function livestockClimateView(catalog: Catalog, { path, species, climate, cities }: { path: string; species: LivestockSpecies; climate: ClimateKey; cities: readonly City[] }) {
  const landing = livestockLanding(catalog, species);
  const t = words.climate;
  const f = words.sale.facts;
  const name = speciesName(landing);
  const clase = words.sale.climateClasses[climate];
  const heading = climatePageHeading(landing, climate);
  const cards = saleableCards(catalog, species);
  // Every twin city gives this answer (that is what makes them twins): the first one's facts, without its name.
  const twin = speciesInCity(catalog, species, cards, cities[0]!);
  const lines = cards.map((card, i) => ({ card, facts: twin.lines[i]! }));
  const ciudades = joinEs(cities.map((c) => c.nombre));
  return {
    ...pageView({
      path,
      title: fillTemplate(t.title, { encabezado: heading }),
      description: fillTemplate(t.description, { tarjetas: landing.cardsTitle, especie: species, clase, ciudades }),
      crumbs: crumbsFrom({ name: landing.heading, path: routes.species(species) }, { name: capitalize(clase), path }),
      nav: species,
      chat: { species: chatWord(species) },
    }),
    heading,
    answer: answerBlock({ subject: species, subjectName: name, place: clase }, [
      ...speciesAnswerFacts(species, twin, cards),
      { key: 'clima', label: f.climate, value: fillTemplate(t.cities, { clase: capitalize(clase), ciudades }) },
      availabilityFact(catalog, AVAILABLE_ON.livestockClimate({ species, cities })),
    ]),
    /** What every animal of the species needs on arriving in the class (content/species.json › ganado.notaClima), said once over the lines. */
    climateNote: livestockEntry(species).notaClima?.[climate],
    /** The lines grouped by their verdict for the class, each linked to its page (its prices by category, its documents), the recommended ones with where they are bred. */
    groups: lineGroups(lines, clase, { fits: t.fits, notRecommended: t.notRecommended, fitsAll: t.fitsAll, none: words.inCity.linesHeading }, (card) => routes.livestockBreed(species, card.slug), (card) => {
      const zonas = breedingZones(catalog, species, card);
      // a cell of the table, as data (a sentence «Se cría sobre todo en …» was the same under two lines bred in the same departments)
      return zonas && capitalize(zonas);
    }),
    documents: { heading: words.inCity.documentsHeading, items: icaItems(catalog, species) },
  };
}
