/**
 * The page of a livestock line (/equinos/{linea}-colombia/ and the like): its answer box, its
 * delivery by city, its comparison with the lines beside it. Split from livestock.ts (issue 42).
 */
import type { Catalog } from '../content/catalog';
import { compareKey } from '../content/schemas';
import { texts } from '../content/texts';
import {
  icaItems,
  type LivestockCard,
  livestockClusters,
  livestockLanding,
  type LivestockSpecies,
  saleableCards,
  speciesLines,
} from '../domain/livestock';
import { livestockEntry } from '../content/species';
import { modelRow } from '../domain/livestock-models';
import { CLIMATE_KEYS, climateNote, dispatchPlace, lineProfile } from '../domain/livestock-sale';
import { routes } from '../routes';
import { bracketLinks, fillTemplate, formatCOPSpan } from '../text/spanish';
import { type Answer, answerBlock, availabilityFact, type Fact } from './answer';
import { AVAILABLE_ON, availableNowBlock } from './available-now';
import { crumbsFrom, pageView } from './page';
import { shareCard, shareRef } from './share-cards';
import { breedingZones, type DeliveryGroup, deliveryGroups, packingOf } from './livestock-delivery';
import { lineFicha } from './livestock-ficha';
import { aroundSlot, lineAnswerPriceFact } from './livestock-prices';
import { bufalosOf } from './livestock';

/** The fixed words of the livestock pages (content/texts/ganado-paginas.json). */
const words = texts.livestockPages;

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
  const value = away.length === 1 ? one!.entrega : away.some((g) => g.air) ? words.line.deliveryByCity : fillTemplate(words.line.deliveryByRoadByCity, { origen: dispatchPlace(catalog).nombre, empaque: packingOf({ profile: lineProfile(catalog, species, card.slug) }) });
  return { key: 'entrega', label, value, href: '#ciudades' };
}

/**
 * The first screen of a line we sell (issue 41), where its city pages consolidate: its prices by
 * category, how it reaches the other cities, what is available, the chat. The documents are the
 * page's list of them (#ica), not said twice.
 */
function lineAnswer(catalog: Catalog, species: LivestockSpecies, card: LivestockCard, away: readonly DeliveryGroup[]): Answer {
  const facts: (Fact | undefined)[] = [
    card.price && lineAnswerPriceFact(species, card.price, '#precios'),
    lineDelivery(catalog, species, card, away),
    availabilityFact(catalog, AVAILABLE_ON.livestockLine({ species, card })),
  ];
  return answerBlock({ subject: card.slug, subjectName: card.name, place: '' }, facts);
}

/** The first screen of a line we sell on another page of it (the búfalos page), from its deliveries (deliveryGroups): the same answer as its own page's. */
export function soldLineAnswer(catalog: Catalog, species: LivestockSpecies, card: LivestockCard, deliveries: ReturnType<typeof deliveryGroups>): Answer {
  return lineAnswer(catalog, species, card, deliveries.groups.filter((g) => !g.local));
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

/** The longest description a search engine shows whole (tests/dist/seo.test.ts). */
const DESCRIPTION_MAX = 155;

/**
 * What a search engine shows under a line's title (blind read 13: «Holstein en Colombia» and its
 * opening sentence said neither sale nor price, what a searcher looks for): for a line we sell, its
 * reference price and what the page tells a buyer; its opening sentence where that does not fit,
 * and for a bird we only describe.
 */
function lineDescription(card: LivestockCard, sold: boolean, papers: boolean): string {
  if (!sold || !card.price) return card.description;
  // the ICA papers only where the page lists some (blind read 14: the budgies' description promised them, the page had none)
  const priced = fillTemplate(papers ? words.line.descriptionSold : words.line.descriptionSoldNoPapers, { linea: card.name, precio: formatCOPSpan(card.price.desde, card.price.hasta), unidad: card.price.unidad });
  return priced.length <= DESCRIPTION_MAX ? priced : card.description;
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
      title: fillTemplate(sold ? t.titleSold : t.title, { linea: card.name }),
      description: lineDescription(card, sold, icaItems(catalog, species, card.slug).length > 0),
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
      icaHeading: t.icaHeading,
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
    /**
     * What a buyer of the line asks (content/livestock › comprador), on the page of a line we sell,
     * after what a buyer of any line of the species asks (content/species.json › ganado.antesDeDecidir:
     * the category rule and the herd's papers, said once for the species, not in every breed's text).
     */
    before: sold && profile.buyer ? { heading: words.sale.buyerHeading, species: livestockEntry(species).antesDeDecidir, text: profile.buyer } : undefined,
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
