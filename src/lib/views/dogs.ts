/**
 * The views of the dog pages: each builder returns the page's meta, breadcrumbs, chat context
 * and JSON-LD (through `pageView`) plus the data its template renders. Templates only render.
 */
import { breederCity } from '../content/breeder';
import type { Catalog } from '../content/catalog';
import type { DogBreed, DogCluster, DogPrice } from '../content/schemas';
import { priceMonth } from '../content/site';
import { texts } from '../content/texts';
import { breedCount, type DogFilters, filterBreeds, fliesWithAirlines, needsPriceTable, panelItems, pricesOf, sizeOf, usesOf } from '../domain/dogs';
import { placeFacts, townFacts } from '../domain/places';
import { routes } from '../routes';
import { dogCategoryCards, dogFilterPage, priceGuide } from '../text/dogs/pages';
import { basePriceCell, benefits, cityGroups, dogPlace, flightKind, listRules, pricePhrase, rulesSection, sizesSold } from '../text/dogs/place-page';
import { breedClimateCalm, breedClimateNotes } from '../text/places';
import { dogBreedWithArticle, fillTemplate, formatCOP, uncapitalize } from '../text/spanish';
import { breedPageAnswer, petCostValue } from './dog-answer';
import { consolidatedInto, filterPageOf } from './consolidation';
import { dogCards } from './dog-cards';
import { infographicFor } from './images';
import { productLd } from './jsonld';
import { AVAILABLE_ON, availableNowBlock, offerAvailability } from './available-now';
import { pageView } from './page';
import { firstThatFits, titleThatFits } from './seo';
import { shareCard, shareRef } from './share-cards';
import { dogCrumbs, dogLocationGroups } from './dog-place-pages';

/** /perros/, the size and use pages and /perros/buscar/: the catalogue with its filters. */
export function dogCatalogueView(
  catalog: Catalog,
  page: { path: string; filters: DogFilters; title: string; heading: string; intro: string; crumb?: string; searchPage?: boolean; locations?: boolean; guide?: readonly string[]; canonical?: string; brand?: boolean },
) {
  const { path, filters, searchPage = false } = page;
  const locationsHome = routes.dogs();
  const breeds = searchPage ? catalog.dogBreeds : filterBreeds(catalog, filters);
  return {
    ...pageView({ path, title: page.title, brand: page.brand, description: page.intro, crumbs: dogCrumbs(...(page.crumb ? [{ name: page.crumb, path }] : [])), nav: 'perros', chat: { species: 'perros', pageName: page.heading }, canonical: page.canonical }),
    availableNow: page.locations ? availableNowBlock(catalog, AVAILABLE_ON.dogs()) : undefined,
    heading: page.heading,
    intro: page.intro,
    searchPage,
    breeds,
    cards: dogCards(catalog, breeds, { everyOnFirstScreen: searchPage, firstIsPriority: !searchPage, oneSize: !searchPage && Boolean(filters.tamano) && !filters.uso, wholeCatalogue: searchPage || (!filters.tamano && !filters.uso) }),
    /** What the law asks of the owner of the breeds of special handling the list shows; not on the search page, whose filter changes the list. */
    rules: searchPage ? undefined : listRules(breeds),
    /** What the size or use means for a buyer (content/dogs/clusters.json › guia), on its size or use page. */
    guide: page.guide,
    panel: catalogPanel(catalog, filters, searchPage),
    sizeChips: [
      { label: 'Todas', href: routes.dogs(), active: !filters.tamano && !filters.uso },
      ...catalog.dogSizes.map((s) => ({ label: s.name, href: routes.dogSize(s.slug), active: filters.tamano === s.key && !filters.uso })),
    ],
    links: {
      prices: routes.dogPrices(),
      /** The location list lives on /perros/ (#ubicaciones); the other catalogue pages link to it. */
      locations: `${locationsHome}#ubicaciones`,
      // the categories of a size or use are those pages (the chips above, the panel): only the others are listed
      categories: catalog.dogClusters.filter((c) => !filterPageOf(catalog, c)).map((c) => ({ title: c.title, href: routes.dogCategory(c.group, c.slug) })),
    },
    locationGroups: page.locations ? dogLocationGroups(catalog) : [],
  };
}

/**
 * The side panel of a catalogue page. On /perros/buscar/ it is the page's control: its items
 * toggle, the active one removing its filter. On a page of its own (/perros/, a size or a use
 * page) the active item is the page itself, shown as current rather than as a link away, and
 * where the size chips above the grid already switch the size (/perros/ and the size pages) the
 * panel does not offer the sizes a second time: it combines a use with the page's size.
 */
function catalogPanel(catalog: Catalog, filters: DogFilters, searchPage: boolean) {
  const items = panelItems(catalog, filters);
  if (searchPage) return { ...items, activeIsPage: false };
  return { sizes: filters.uso ? items.sizes : [], uses: items.uses, activeIsPage: true };
}

export function dogsHomeView(catalog: Catalog) {
  return dogCatalogueView(catalog, {
    path: routes.dogs(),
    filters: {},
    title: texts.dogs.catalogue.title,
    heading: texts.dogs.catalogue.heading,
    intro: fillTemplate(texts.dogs.catalogue.intro, { razas: breedCount(catalog.dogBreeds), sede: breederCity().nombre }),
    locations: true,
  });
}

export function dogSearchView(catalog: Catalog) {
  return dogCatalogueView(catalog, {
    path: routes.dogSearch(),
    filters: {},
    searchPage: true,
    // every breed, as /perros/ shows them: that page is the one indexed (views/consolidation.ts › dogSearch)
    canonical: consolidatedInto(catalog, 'dogSearch', {}),
    title: texts.dogs.catalogue.searchTitle,
    heading: texts.dogs.catalogue.searchHeading,
    crumb: texts.dogs.catalogue.searchCrumb,
    intro: texts.dogs.catalogue.searchIntro,
  });
}

/** /perros/tamano/{x}/ and /perros/uso/{x}/. */
export function dogFilterView(catalog: Catalog, props: { path: string; filter: { type: 'tamano' | 'uso'; slug: string } }) {
  const page = dogFilterPage(catalog, props.filter.type, props.filter.slug);
  // the category of this size or use is consolidated here (views/consolidation.ts › dogCategory): its «Antes de elegir» is said here
  const category = catalog.dogClusters.find((c) => c.group === props.filter.type && c.slug === props.filter.slug);
  // «Perros guardianes y de alerta en venta en Colombia» left no room for the brand: no size or use page carries it (s54 read)
  return dogCatalogueView(catalog, { path: props.path, filters: page.filters, title: page.title, heading: page.heading, intro: page.intro, crumb: page.heading, guide: category?.guia, brand: false });
}

/** /perros/precios-por-raza/. */
export function dogPriceGuideView(catalog: Catalog) {
  const path = routes.dogPrices();
  const guide = priceGuide(catalog);
  return {
    ...pageView({
      path,
      title: fillTemplate(texts.dogs.priceGuideTitle, { mes: priceMonth() }),
      // No count: the price list has rows (Maltipoo) without a breed page, and every other page counts the breed pages.
      description: `${texts.dogs.priceGuideDescription} ${texts.common.priceNote}`,
      crumbs: dogCrumbs({ name: texts.dogs.priceGuideCrumb, path }),
      nav: 'perros',
      // the h1, which the page's chat message names
      chat: { species: 'perros', pageName: texts.dogs.priceGuideHeading },
      jsonLd: [guide.jsonLd],
    }),
    heading: texts.dogs.priceGuideHeading,
    /** The note and the line under the heading (content/texts/perros.json). */
    intro: `${texts.common.priceNote} ${texts.dogs.priceGuideIntro}`,
    groups: guide.groups.map((g) => ({
      ...g,
      // A row without a female price (content/dogs/prices.json gives only the base price) says to ask, rather than a bare "—".
      rows: g.rows.map(({ row, breed }) => ({ row, href: breed ? routes.dogBreed(breed.slug) : undefined, base: basePriceCell(row), female: row.precioHembra ? formatCOP(row.precioHembra) : texts.dogs.priceGuideFemaleUnlisted })),
    })),
  };
}

/**
 * The rows of a breed page's price table: its varieties, after the base (male) price where the
 * answer block above gives a «Desde» and not the price by sex (views/dog-answer.ts ›
 * breedPageAnswer); none where the block says every price (domain/dogs.ts › needsPriceTable).
 * Each figure is said once on the page.
 */
export function breedPriceLines(row: DogPrice): { label: string; price: string }[] | undefined {
  if (!needsPriceTable(row)) return undefined;
  const w = texts.dogs.breedPage.priceTable;
  // A base price of one size of a breed sold in several (the Caniche's standard) names its size, and the rows go from the cheapest: the size each price is for reads at once.
  const base = row.precioHembra ? [] : [{ label: row.tamanoBase ? fillTemplate(w.baseOfSize, { tamano: row.tamanoBase }) : w.base, amount: row.precioMacho }];
  const lines = [...base, ...row.variantes.map((v) => ({ label: v.nombre, amount: v.precio }))];
  const priced = (row.tamanoBase ? [...lines].sort((a, b) => a.amount - b.amount) : lines).map((l) => ({ label: l.label, price: formatCOP(l.amount) }));
  // The base row says «(macho)»: with no female price in the data, the last row says the female's is asked (the price guide's cell), not invented nor left for the buyer to wonder.
  return row.precioHembra ? priced : [...priced, { label: w.female, price: texts.dogs.priceGuideFemaleUnlisted }];
}

/** /venta-perros/{raza}/: the breed, its price table by variety, and the places it is delivered to. */
export function breedSaleView(catalog: Catalog, { path, breed }: { path: string; breed: DogBreed }) {
  const price = catalog.dogPriceByBreed.get(breed.slug)!;
  const info = infographicFor(breed.slug, catalog.infographics);
  const t = texts.dogs.breedSale;
  const prices = pricesOf(price);
  const values = { raza: breed.nombre, precio: pricePhrase(Math.min(...prices), Math.max(...prices), !!price.tamanoBase) };
  const heading = fillTemplate(t.headings.colombia, values);
  /** What the page shows as available now: its block, and «in stock» in its Product only then. */
  const available = AVAILABLE_ON.dogBreed({ breed });
  const places = [
    ...catalog.cities.map((c) => ({ nombre: c.nombre, href: routes.dogBreederInCity(breed.slug, c.slug), pet: dogPlace(catalog, breed, placeFacts(catalog, { slug: c.slug, kind: 'ciudad' })) })),
    ...catalog.fixedDogPages.filter((f) => f.raza === breed.slug).map((f) => ({ nombre: catalog.townBySlug.get(f.lugar)!.nombre, href: routes.dogFixedBreeder(f.path), pet: dogPlace(catalog, breed, townFacts(catalog, f.lugar)) })),
  ];
  return {
    ...pageView({
      path,
      title: titleThatFits([t.titles.colombia, t.shortTitles.colombia].map((x) => fillTemplate(x, values))),
      // the brand fits only the short breed names' titles: no breed page carries it (seo.test › brand on all or none)
      brand: false,
      description: firstThatFits(t.descriptions.colombia.map((d) => fillTemplate(d, values))),
      share: shareRef(shareCard.dogBreed(breed)),
      type: 'product',
      crumbs: dogCrumbs({ name: breed.nombre, path }),
      nav: 'perros',
      chat: { subject: dogBreedWithArticle(breed), pageName: heading },
      jsonLd: [productLd({ name: `Cachorro ${breed.nombre}`, description: breed.descripcion, path, image: info.image, prices: pricesOf(price), availability: offerAvailability(catalog, available) })],
    }),
    availableNow: availableNowBlock(catalog, available),
    breed,
    heading,
    /** The first screen (issue 41): price, delivery, what is available and the chat, above the breed's long texts. */
    answer: breedPageAnswer(catalog, breed, price),
    /** The table by variety, where the breed has varieties; a price by sex is the answer's, said once. */
    priceTable: breedPriceLines(price),
    info,
    /** The breed's own texts, written once here (content/dogs/breeds.json): its pages of a place link this page for them. */
    before: { heading: texts.dogs.breedPage.headings.before, paragraphs: [breed.resumen, breed.saludPadres] },
    /** A breed of special handling: what the law asks of its owner (Ley 1801 de 2016), as on its pages of a place. */
    rules: rulesSection(breed),
    /** The breed's note for each climate class, under the class and its cities; a class with no note has no block. */
    climate: {
      heading: texts.dogs.breedPage.headings.climate,
      notes: breedClimateNotes(catalog.cities, breed.clima, texts.common.petClimate.label),
      /** For each class with no note, the line that says it asks nothing special there, under the notes. */
      calm: breedClimateCalm(catalog.cities, breed.clima, texts.common.petClimate.calm),
    },
    benefits: benefits(),
    /** Under what comes with the puppy, the way to the buying guide's check at handover (said once there, not on every breed page: review-after10 §7.2). */
    handover: { label: texts.dogs.breedPage.handoverLink, href: `${routes.dogCategory('intencion', 'venta')}#al-recibirlo` },
    /** The breed's data, under its description: its size and uses link their pages; the size agrees with «Tamaño» (content/dogs/sizes.json › formas). */
    data: breedData(catalog, breed),
    citiesHeading: texts.dogs.breedPage.headings.cities,
    /**
     * The breeder page of every city, and the ones kept at legacy URLs for this breed (the Rionegro
     * pages), grouped by how the puppy gets there: the way said once per group, not once per city.
     */
    cityGroups: cityGroups(breed, places, breederCity().nombre),
    /**
     * Under the groups, why a breed that never flies is driven or collected (its pages of a place say
     * it too: placePage.roadOnly), and what the trip costs, from the same texts as the cost row of its
     * pages of a place (s51 read: the Cane Corso made Barranquilla collect it while the heavier San
     * Bernardo flew, with no reason, and the breed page had no cost where its city pages had one).
     */
    citiesNote: fliesWithAirlines(breed) ? undefined : fillTemplate(texts.dogs.placePage.roadOnly, { raza: breed.nombre }),
    citiesCost: {
      label: texts.dogs.placePage.facts.cost,
      value: uncapitalize(petCostValue(places.some((p) => p.pet.delivery === 'avion' || p.pet.delivery === 'carretera-o-avion') ? 'carretera-o-avion' : 'carretera', flightKind(breed))),
    },
  };
}

/** A row of a breed page's data list: a label, and a value that may link its page (the size, each use). */
export interface BreedDatum {
  label: string;
  value?: string;
  links?: { name: string; href: string }[];
}

/** The data list of a breed page (content/texts/perros.json › breedPage.dataLabels): size, weight, height, life, origin, and what the breed is for (its categories). */
export function breedData(catalog: Catalog, breed: DogBreed): BreedDatum[] {
  const l = texts.dogs.breedPage.dataLabels;
  const size = sizeOf(catalog, breed);
  const uses = usesOf(catalog, breed);
  // a breed sold in several sizes (the Caniche) says those it is priced in, as its card does, not its list's one size over 2 to 30 kg
  const sizes = sizesSold(catalog.dogPriceByBreed.get(breed.slug));
  return [
    sizes ? { label: l.size, value: sizes } : { label: l.size, links: [{ name: size.formas.perro, href: routes.dogSize(size.slug) }] },
    { label: l.weight, value: breed.peso },
    { label: l.height, value: breed.altura },
    { label: l.life, value: breed.esperanzaVida },
    { label: l.origin, value: breed.origen },
    // a category is a use or a trait («activo», «hipoalergénico»): each reads after «Para» in its own form (content/dogs/uses.json › para)
    ...(uses.length ? [{ label: l.para, links: uses.map((u) => ({ name: u.para, href: routes.dogUse(u.slug) })) }] : []),
  ];
}

/** /razas-de-perros/{grupo}/{cluster}/: a dog category and six example breeds. */
export function dogCategoryView(catalog: Catalog, { path, cluster }: { path: string; cluster: DogCluster }) {
  const { breeds, heading: breedsHeading, all } = dogCategoryCards(catalog, cluster, path);
  return {
    ...pageView({
      path,
      title: cluster.title,
      description: cluster.description,
      crumbs: dogCrumbs({ name: cluster.title, path }),
      nav: 'perros',
      chat: { species: 'perros', pageName: cluster.h1 },
      canonical: consolidatedInto(catalog, 'dogCategory', { cluster }) ?? path,
    }),
    heading: cluster.h1,
    description: cluster.description,
    breeds,
    /** What the cards are: "6 de las 35 razas familiares", and the link to all of them when there are more. */
    breedsHeading,
    all,
    cards: dogCards(catalog, breeds),
    rules: listRules(breeds),
    /** What the criterion means for a buyer (content/dogs/clusters.json › guia). */
    guide: cluster.guia,
    /** On the buying guide: what to check when the puppy arrives (content/dogs/clusters.json › alRecibir), the target of every breed page's link. */
    handover: cluster.alRecibir,
  };
}
