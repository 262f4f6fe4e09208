/**
 * The views of the cat pages of a place: a breed's breeder page in a city or a fixed place, and
 * the cats-in-a-place pages of the cities and countries. Each builder returns the page's meta,
 * breadcrumbs, chat context and JSON-LD (through `pageView`) plus the data its template renders.
 */
import type { Catalog } from '../content/catalog';
import type { CatBreed } from '../content/schemas';
import { capitalize } from '../content/slug';
import { texts } from '../content/texts';
import { breedsNeedingCare, catBreedPlaceFacts, catCountryFacts, catFactsOf, type CatClimate, type CatPlaceFacts } from '../domain/cat-places';
import { dispatchCity } from '../domain/places';
import { routes } from '../routes';
import { catDeliveryParagraphs, catDocumentsAbroad, catHeatBreeds, catPlaceFactWords, DOCUMENTS_SECTION_ID } from '../text/cats/places';
import { catBreedPlural, catBreedSingular, catBreedWithArticle, fillTemplate, formatCOP, formatNumber, joinEs } from '../text/spanish';
import { catPrice } from '../text/cats/breed';
import { answerBlock, availabilityFact, type Fact } from './answer';
import { consolidatedInto } from './consolidation';
import { productLd } from './jsonld';
import { AVAILABLE_ON, offerAvailability } from './available-now';
import { pageView } from './page';
import { shareCard, shareRef } from './share-cards';
import { catCrumbs } from './cats';

/** A place of a cat breeder page: one of the 12 cities, or a fixed place (content/cats/fixed-pages.json, a town of content/places/towns.json). */
export interface CatPlace {
  slug: string;
  nombre: string;
  departamento: string;
  /** One of the 12 cities (its cat city page exists). */
  isCity: boolean;
}
export const catPlace = (p: Pick<CatPlace, 'slug' | 'nombre' | 'departamento'>, isCity: boolean): CatPlace => ({ slug: p.slug, nombre: p.nombre, departamento: p.departamento, isCity });

/** The fixed words of the cat pages (content/texts/gatos-paginas.json). */
const words = texts.catPages;


/** What is particular to a home in a place (content/cats/places.json › hogar; the catalog has one for every place with cat pages); the window nets every cat needs are on the breed's page. */
const catHomeText = (catalog: Catalog, slug: string) => catalog.catPlaces.find((p) => p.lugar === slug)!.hogar;

/** The answer facts of a cat page of a place, after its price and before what is available (answer.ts orders them). */
function placeFactList(f: CatPlaceFacts, sede: string): Fact[] {
  const w = catPlaceFactWords(f, sede);
  return [
    { key: 'entrega', ...w.entrega },
    ...(w.viaje ? [{ key: 'viaje' as const, ...w.viaje }] : []),
    { key: 'costo-envio', ...w.costoEnvio },
    ...(w.clima ? [{ key: 'clima' as const, ...w.clima }] : []),
    ...(w.documentos ? [{ key: 'documentos' as const, ...w.documentos }] : []),
  ];
}

/**
 * /gatos/criadero-de-gatos-{raza}-{lugar}/: a breed delivered to one place, in the order a buyer
 * decides: the answer first (price, how the kitten gets there, the trip, how the freight is settled,
 * the climate, what is available), then what to check before deciding, how it arrives, and the home
 * there (the place's home text, then what the breed needs in that climate class). The
 * breed's character and care are on its page, which this one links; a place that gives the same
 * answer as a city (Rionegro, through Medellín's airport) is consolidated into that city's page.
 */

/** The breeds of the table whose defining trait causes a disease (content/cats/breeds.json › adaptacion.enfermedadDeRaza), named in a sentence; none without them. */
const healthTableNote = (breeds: readonly CatBreed[]) => {
  const names = breeds.filter((b) => b.adaptacion.enfermedadDeRaza).map((b) => `un ${catBreedSingular(b)}`);
  return names.length ? fillTemplate(texts.catPages.healthTableNote, { razas: joinEs(names, { or: true }) }) : undefined;
};

export function catBreederView(catalog: Catalog, { path, breed, place }: { path: string; breed: CatBreed; place: CatPlace }) {
  const t = words.place;
  const dispatch = dispatchCity(catalog);
  const facts = catBreedPlaceFacts(catFactsOf(catalog, place), breed);
  const values = { raza: catBreedSingular(breed), raza_plural: catBreedPlural(breed), precio: catPrice(breed), sede: dispatch.nombre, lugar: place.nombre };
  const fill = (template: string) => capitalize(fillTemplate(template, values));
  const heading = fill(facts.home ? t.headingHome : t.heading);
  const arrival = catDeliveryParagraphs(facts, dispatch.nombre, { breed });
  /** What the page shows as available now: its answer's row, and «in stock» in its Product only then. */
  const available = AVAILABLE_ON.catBreed({ breed, place });
  const answer = answerBlock({ subject: breed.slug, subjectName: catBreedPlural(breed), place: place.nombre }, [
    { key: 'precio', label: words.answer.price, value: catPrice(breed) },
    ...placeFactList(facts, dispatch.nombre),
    availabilityFact(catalog, available),
  ]);
  return {
    ...pageView({
      path,
      canonical: consolidatedInto(catalog, 'catBreederInCity', { breed, place }) ?? path,
      title: fill(facts.home ? t.titleHome : t.title),
      description: fill(facts.home ? t.descriptionHome : t.description),
      type: 'product',
      crumbs: catCrumbs({ name: breed.nombre, path: routes.catBreed(breed.slug) }, { name: place.nombre, path }),
      nav: 'gatos',
      share: shareRef(shareCard.catBreed(breed)),
      chat: { subject: catBreedWithArticle(breed), pageName: heading },
      // an estimated price is no firm offer: no Product (s51 read 14)
      jsonLd: breed.precio_estimado ? [] : [productLd({ name: fill(words.productName), description: breed.enPocasPalabras, path, prices: [breed.precio_base], availability: offerAvailability(catalog, available) })],
    }),
    heading,
    answer,
    /** What comes with the kitten, in a sentence under the answer (the breed page lists it). */
    includes: words.answer.includes,
    /** The breed's character and care in a sentence (enPocasPalabras: what a buyer asks first) and the parents' tests (the sentence names them: no label); the whole of it and what comes with the kitten are on its page, the first link at the foot. */
    before: { heading: t.beforeHeading, paragraphs: [breed.enPocasPalabras, breed.saludPadres] },
    /** «Cómo llega el gatito», where the place or the breed has a case of its own (text/cats/places.ts); otherwise no section. */
    delivery: arrival.length ? { heading: t.deliveryHeading, paragraphs: arrival } : undefined,
    /**
     * «En casa», one paragraph of two whole texts: what a family with a kitten prepares at home there
     * (content/cats/places.json › hogar), then what this breed needs in the place's climate class
     * (content/cats/breeds.json › clima), its last sentence, not a section; a class that asks nothing
     * special of the breed has no note, and the paragraph is the place's text alone.
     */
    home: { heading: t.homeHeading, text: [catHomeText(catalog, place.slug), ...(facts.climate && breed.clima[facts.climate] ? [breed.clima[facts.climate]] : [])].join(' ') },
    more: [
      { label: fill(t.aboutLink), href: routes.catBreed(breed.slug) },
      ...(place.isCity ? [{ label: fillTemplate(words.links.catsIn, { lugar: place.nombre }), href: routes.catsIn(place.slug) }] : []),
      { label: words.links.prices, href: routes.catIntent('precios') },
      { label: words.links.allBreeds, href: routes.cats() },
    ],
  };
}

/** /gatos-en-{lugar}/: the cats delivered to one city or country: the answer (price from, delivery, trip, climate or documents), the breeds with their prices in a table, how the kitten arrives, the documents abroad, and the home (the city's text, then its climate class's line). */
export function catsInPlaceView(catalog: Catalog, { path, place, abroad }: { path: string; place: { slug: string; nombre: string }; abroad: boolean }) {
  const dispatch = dispatchCity(catalog);
  const t = words.inPlace;
  const lugar = { lugar: place.nombre };
  const facts = abroad ? catCountryFacts(catalog.countries.find((c) => c.slug === place.slug)!) : catFactsOf(catalog, { slug: place.slug, isCity: true });
  const cheapest = Math.min(...catalog.catBreeds.map((b) => b.precio_base));
  /** Readers abroad see "COP" after each amount. */
  const price = (amount: number) => formatCOP(amount, { code: abroad });
  const answer = answerBlock({ subject: 'gatos', subjectName: 'Gatos', place: place.nombre }, [
    { key: 'precio', label: words.answer.price, value: fillTemplate(words.answer.priceFrom, { precio: price(cheapest) }), href: routes.catIntent('precios') },
    ...placeFactList(facts, dispatch.nombre),
    availabilityFact(catalog, abroad ? AVAILABLE_ON.cats() : { ...AVAILABLE_ON.cats(), placeCity: place.slug }),
  ]);
  /** The breeds that need care in a climate class, as a sentence names them («siamés, Sphynx, abisinio y Devon Rex»: blind read s46, not «Siamés, Abisinio»). */
  const needCare = (climate: CatClimate) => joinEs(breedsNeedingCare(catalog.catBreeds, climate).map(catBreedSingular));
  /**
   * «En casa»: in a city, its home text, then the line of its climate class naming the breeds that
   * need care in it (the breed's own note is on its page). Abroad, where the kitten may live in any
   * city of the country (blind read s46: /gatos-en-mexico/ repeated the cold-city line of Pasto,
   * which said nothing of Mexico), the line that names the breeds that feel the cold and those that
   * feel the heat, without a word on the country's climate; where no town of the country is cold (countries.json › sinFrio: Puerto Rico, s52 read 15), only the heat line.
   */
  /** The breeds that fly here for the heat, though the road is offered (Cali): «Cómo llega» names them, and the climate line then does not list them again. */
  const heatFlights = abroad ? { breeds: [] } : catHeatBreeds(facts, catalog.catBreeds, 'heatRoad');
  /** The breeds that go down by car to this hot place (Villavicencio): «Cómo llega» names them too, and the climate line then does not list them again. */
  const heatCar = abroad ? { breeds: [] } : catHeatBreeds(facts, catalog.catBreeds, 'heatCar');
  const cityLine = (climate: CatClimate) => {
    if (climate === 'calido' && (heatFlights.breeds.length || heatCar.breeds.length)) return [texts.cats.climate.calidoTrasVuelo];
    const razas = needCare(climate);
    return razas ? [fillTemplate(texts.cats.climate[climate], { razas })] : [];
  };
  const [cold, heat] = [needCare('frio'), needCare('calido')];
  /**
   * Abroad, where the city the kitten flies to has one climate class, what that climate is and the
   * line of its class (s52 read 16: «si va a vivir donde hace frío… donde hace calor» said nothing of
   * San Salvador's heat or of Guatemala City's mild 1500 m); a country whose city has marked seasons
   * keeps the line of both.
   */
  const cityClimate = (climate: CatClimate, [min, max]: readonly [number, number]) => {
    const razas = needCare(climate);
    return razas ? [fillTemplate(texts.cats.climate.abroadCity[climate], { ciudad: facts.city!, altitud: formatNumber(facts.altitude ?? 0), min: String(min), max: String(max), razas })] : [];
  };
  const home = abroad
    ? facts.climate && facts.temperatura
      ? cityClimate(facts.climate, facts.temperatura)
      : facts.noCold
        ? heat ? [fillTemplate(texts.cats.climate.calido, { razas: heat })] : []
        : cold && heat ? [fillTemplate(texts.cats.climate.abroad, { razas_frio: cold, razas_calor: heat })] : []
    : [catHomeText(catalog, place.slug), ...(facts.climate ? cityLine(facts.climate) : [])];
  const arrival = [...catDeliveryParagraphs(facts, dispatch.nombre, { snubNosed: catalog.catBreeds.filter((b) => b.adaptacion.braquicefalo) }), ...(heatFlights.paragraph ? [heatFlights.paragraph] : []), ...(heatCar.paragraph ? [heatCar.paragraph] : [])];
  const sections = [
    ...(arrival.length ? [{ heading: t.deliveryHeading, paragraphs: arrival }] : []),
    ...(abroad ? [{ heading: t.documentsHeading, id: DOCUMENTS_SECTION_ID, paragraphs: [catDocumentsAbroad(facts, dispatch.nombre), ...(facts.ownerRules ? [facts.ownerRules] : [])] }] : []),
    ...(home.length ? [{ heading: t.homeHeading, paragraphs: home }] : []),
  ];
  return {
    ...pageView({
      path,
      title: abroad ? fillTemplate(t.titleAbroad, { ...lugar, sede: dispatch.nombre }) : fillTemplate(t.title, lugar),
      description: fillTemplate(abroad ? t.descriptionAbroad : t.description, { cantidad: String(catalog.catBreeds.length), lugar: place.nombre, precio: price(cheapest) }),
      crumbs: catCrumbs({ name: place.nombre, path }),
      nav: 'gatos',
      /** The message names the place (and the shipping abroad), so the breeder knows where the kitten is going. */
      // and names the page as its h1 does, not the bare URL (s52 read 16: «vengo de https://…/gatos-en-guatemala/»)
      chat: { species: abroad ? `el envío de gatos a ${place.nombre}` : `gatos en ${place.nombre}`, pageName: fillTemplate(t.heading, lugar) },
    }),
    heading: fillTemplate(t.heading, lugar),
    answer,
    /** What comes with the kitten, in a sentence under the answer (the breed page lists it); abroad, also that the prices are in Colombian pesos and the shipping is apart (s50 read: a buyer in Peru had only COP). */
    includes: abroad ? words.answer.includesAbroad : words.answer.includes,
    breedsHeading: t.breedsHeading,
    /** The table's header: Raza | Pelo | Precio. */
    columns: { breed: t.breedColumn, coat: t.coatColumn, price: t.priceColumn },
    /** Each breed with its coat and price (an estimate says so, in its row); in a city of the 12, linking the breed's page there (its delivery and climate), abroad the breed's page. */
    breeds: catalog.catBreeds.map((b) => ({
      nombre: b.nombre,
      coat: t.coats[b.manto === 'semilargo' || b.manto === 'semilargo_doble' ? 'semilargo' : b.pelaje],
      price: catPrice(b, { code: abroad, inTable: true }),
      href: abroad ? routes.catBreed(b.slug) : routes.catBreederInCity(b.slug, place.slug),
    })),
    /** Under the table, what the mark on an estimated price means; none while every price is confirmed. */
    estimatedNote: catalog.catBreeds.some((b) => b.precio_estimado) ? texts.catPages.estimatedTableNote : undefined,
    /** Under the table, the breeds whose defining trait causes a disease, named once (blind read s49: a Scottish Fold's row gave only its price). */
    healthNote: healthTableNote(catalog.catBreeds),
    guide: sections,
  };
}

