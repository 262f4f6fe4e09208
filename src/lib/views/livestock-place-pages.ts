/**
 * The views of the livestock pages of a place: a line in a city (/equinos/venta-caballos-…-{ciudad}/,
 * /bovinos/venta-ganado-…, /aves/venta-…) and a species in a city (/equinos-en-{ciudad}/, /bovinos-en-…).
 * Each leads with the answer block; the place's facts are computed once by src/lib/domain/livestock-sale.ts.
 */
import type { Catalog } from '../content/catalog';
import type { City } from '../content/schemas';
import { capitalize } from '../content/slug';
import { saleSlug } from '../content/species';
import { texts } from '../content/texts';
import { nearestFirst } from '../domain/geo';
import { icaItems, icaShortItems, type LivestockCard, livestockLanding, type LivestockSpecies, saleableCards } from '../domain/livestock';
import { notRecommended, saleFacts, type SaleFacts, speciesInCity } from '../domain/livestock-sale';
import { routes } from '../routes';
import { fillTemplate, formatCOP, formatNumber } from '../text/spanish';
import { answerBlock, availabilityFact, type Fact } from './answer';
import { consolidatedInto } from './consolidation';
import { productLd } from './jsonld';
import { AVAILABLE_ON, availableNowBlock } from './available-now';
import { crumbsFrom, pageView } from './page';
import { shareCard, shareRef } from './share-cards';
import { deliveryValue, freightValue, range, tripFact } from './livestock-delivery';
import { chatWord, documentsFact, linePriceFact } from './livestock';

/** The fixed words of the livestock pages (content/texts/ganado-paginas.json). */
const words = texts.livestockPages;

/** The rows of the answer block of a line in a city, from its facts (src/lib/domain/livestock-sale.ts), in content's words. */
function saleAnswerFacts(catalog: Catalog, facts: SaleFacts, card: LivestockCard, city: City): (Fact | undefined | false)[] {
  const f = words.sale.facts;
  const clase = words.sale.climateClasses[facts.climate.key];
  const note = facts.climate.note;
  return [
    // The price and the freight apart (issue 41): their sum to the peso was a false precision.
    facts.price && linePriceFact(facts.price, { ciudad: city.nombre, categoriesHref: `${routes.livestockBreed(facts.species, card.slug)}#precios` }),
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
    groups: groups.size === 1 && [...groups.values()][0]!.advised && lines.every((l) => l.facts.climate.note?.apto)
      ? [{ ...[...groups.values()][0]!, heading: fillTemplate(t.fitsAll, { clase }) }]
      : [...groups.values()],
    /** What moving the animals needs, after the lines (the answer keeps to a phone's first screen): the species' list. */
    documents: { heading: landing.ica.titulo, items: icaItems(catalog, species) },
  };
}
