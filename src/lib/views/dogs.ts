/**
 * The views of the dog pages: each builder returns the page's meta, breadcrumbs, chat context
 * and JSON-LD (through `pageView`) plus the data its template renders. Templates only render.
 */
import { breederCity } from '../content/breeder';
import type { Catalog, DogLocation } from '../content/catalog';
import type { City, DogBreed, DogCluster, Locality } from '../content/schemas';
import { priceYear } from '../content/site';
import { capitalize } from '../content/slug';
import { texts } from '../content/texts';
import { type DogFilters, filterBreeds, fliesWithAirlines, panelItems, priceRangeFor, pricesOf, sizeOf, usesOf } from '../domain/dogs';
import { type ClimateClass, dispatchCity, petPlace, type PlaceFacts, placeFacts, townFacts } from '../domain/places';
import { routes } from '../routes';
import { type DogIntent, INTENT_LABELS } from '../routes/intents';
import { dogCategoryCards, dogFilterPage, priceGuide } from '../text/dogs/pages';
import { arrivalSection, benefits, breedSections, deliveryValue, dogPlace, placeSection, priceValue, rulesSection } from '../text/dogs/place-page';
import { deliveryFacts, dogAnswer } from './dog-answer';
import type { GuideSection } from '../text/places';
import { dogBreedWithArticle, fillTemplate, formatCOP, joinEs } from '../text/spanish';
import { answerBlock, availabilityFact } from './answer';
import { consolidatedInto } from './consolidation';
import { dogCards } from './dog-cards';
import { galleryImagesFor, infographicFor, shownImages } from './images';
import { type Crumb, productLd } from './jsonld';
import { AVAILABLE_ON, type AvailableFilter, availableNowBlock } from './inventory';
import { crumbsFrom, pageView } from './page';
import { firstThatFits } from './seo';
import { shareCard, shareRef } from './share-cards';
import { warnOnce } from './warn';

/** A breeder page of a breed in a city: one of the 12 cities, or a fixed legacy page. */
export interface BreederCity {
  nombre: string;
  departamento: string;
  /** Set for the 12 cities (their articles exist), absent for the fixed legacy places. */
  slug?: string;
  /** A fixed legacy place: its slug in content/places/towns.json (its facts write the local text). */
  lugar?: string;
}

/** "en nuestro vehículo" after a colon: a fact value inside a sentence. */
const uncapitalize = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** A closing call to action of content/texts with the page's values filled in. */
const fillCta = (cta: { title: string; text: string }, values: Record<string, string>) => ({ title: fillTemplate(cta.title, values), text: fillTemplate(cta.text, values) });

/** Breadcrumbs from home through /perros/ to the given trail. */
export function dogCrumbs(...trail: Crumb[]): Crumb[] {
  return crumbsFrom({ name: 'Perros', path: routes.dogs() }, ...trail);
}

/** "Chapinero, Bogotá" for a locality, the place's own name otherwise (from the data, never a literal city). */
export function locationLabel(location: Pick<DogLocation, 'kind' | 'nombre' | 'ciudadNombre'>): string {
  return location.kind === 'localidad' ? `${location.nombre}, ${location.ciudadNombre}` : location.nombre;
}

/** /perros/, the size and use pages and /perros/buscar/: the catalogue with its filters. */
export function dogCatalogueView(
  catalog: Catalog,
  page: { path: string; filters: DogFilters; title: string; heading: string; intro: string; crumb?: string; searchPage?: boolean; locations?: boolean },
) {
  const { path, filters, searchPage = false } = page;
  const locationsHome = routes.dogs();
  const breeds = searchPage ? catalog.dogBreeds : filterBreeds(catalog, filters);
  return {
    ...pageView({ path, title: page.title, description: page.intro, crumbs: dogCrumbs(...(page.crumb ? [{ name: page.crumb, path }] : [])), nav: 'perros', chat: { species: 'perros' } }),
    availableNow: page.locations ? availableNowBlock(catalog, AVAILABLE_ON.dogs()) : undefined,
    heading: page.heading,
    intro: page.intro,
    searchPage,
    breeds,
    cards: dogCards(catalog, breeds, { everyOnFirstScreen: searchPage, firstIsPriority: !searchPage, oneSize: !searchPage && Boolean(filters.tamano) && !filters.uso }),
    panel: catalogPanel(catalog, filters, searchPage),
    sizeChips: [
      { label: 'Todas', href: routes.dogs(), active: !filters.tamano && !filters.uso },
      ...catalog.dogSizes.map((s) => ({ label: s.name, href: routes.dogSize(s.slug), active: filters.tamano === s.key && !filters.uso })),
    ],
    links: {
      prices: routes.dogPrices(),
      /** The location list lives on /perros/ (#ubicaciones); the other catalogue pages link to it. */
      locations: `${locationsHome}#ubicaciones`,
      categories: catalog.dogClusters.map((c) => ({ title: c.title, href: routes.dogCategory(c.group, c.slug) })),
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
    title: 'Venta de perros de raza en Colombia: cachorros con certificado',
    heading: 'Perros de raza en venta',
    intro: `Conozca las ${catalog.dogBreeds.length} razas de nuestro criadero en ${breederCity().nombre}: cachorros con certificado de salud, vacunas al día, desparasitación y entrega en toda Colombia.`,
    locations: true,
  });
}

export function dogSearchView(catalog: Catalog) {
  return dogCatalogueView(catalog, {
    path: routes.dogSearch(),
    filters: {},
    searchPage: true,
    title: 'Búsqueda de perros por tamaño y uso',
    heading: 'Búsqueda de perros',
    crumb: 'Búsqueda',
    intro: 'Combine tamaño y uso para encontrar la raza ideal para su hogar. Todos nuestros cachorros se entregan con certificado de salud, vacunas y desparasitación.',
  });
}

/** /perros/tamano/{x}/ and /perros/uso/{x}/. */
export function dogFilterView(catalog: Catalog, props: { path: string; filter: { type: 'tamano' | 'uso'; slug: string } }) {
  const page = dogFilterPage(catalog, props.filter.type, props.filter.slug);
  return dogCatalogueView(catalog, { path: props.path, filters: page.filters, title: page.title, heading: page.heading, intro: page.intro, crumb: page.heading });
}

/** /perros/precios-por-raza/. */
export function dogPriceGuideView(catalog: Catalog) {
  const path = routes.dogPrices();
  const guide = priceGuide(catalog);
  return {
    ...pageView({
      path,
      title: `Precios de perros por raza en Colombia (${priceYear()})`,
      // No count: the price list has rows (Maltipoo) without a breed page, and every other page counts the breed pages.
      description: `Guía de precios por raza de perros en pesos colombianos: macho, hembra y variedades. ${texts.common.priceNote}`,
      crumbs: dogCrumbs({ name: 'Precios por raza', path }),
      nav: 'perros',
      chat: { species: 'perros' },
      jsonLd: [guide.jsonLd],
    }),
    /** The note and the line under the heading (content/texts/perros.json). */
    intro: `${texts.common.priceNote} ${texts.dogs.priceGuideIntro}`,
    groups: guide.groups.map((g) => ({
      ...g,
      // A row without a female price (content/dogs/prices.json gives only the base price) says to ask, rather than a bare "—".
      rows: g.rows.map(({ row, breed }) => ({ row, href: breed ? routes.dogBreed(breed.slug) : undefined, female: row.precioHembra ? formatCOP(row.precioHembra) : texts.dogs.priceGuideFemaleUnlisted })),
    })),
  };
}

/** /venta-perros/{raza}/: the breed, its price table by sex and variety, and the places it is delivered to. */
export function breedSaleView(catalog: Catalog, { path, breed }: { path: string; breed: DogBreed }) {
  const price = catalog.dogPriceByBreed.get(breed.slug)!;
  const info = infographicFor(breed.slug, catalog.infographics);
  const t = texts.dogs.breedSale;
  const values = { raza: breed.nombre, precio: formatCOP(price.precioBase) };
  const heading = fillTemplate(t.headings.colombia, values);
  return {
    ...pageView({
      path,
      title: fillTemplate(t.titles.colombia, values),
      description: firstThatFits(t.descriptions.colombia.map((d) => fillTemplate(d, values))),
      share: shareRef(shareCard.dogBreed(breed)),
      type: 'product',
      crumbs: dogCrumbs({ name: breed.nombre, path }),
      nav: 'perros',
      chat: { subject: dogBreedWithArticle(breed), pageName: heading },
      jsonLd: [productLd({ name: `Cachorro ${breed.nombre}`, description: breed.descripcion, path, image: info.image, prices: pricesOf(price) })],
    }),
    availableNow: availableNowBlock(catalog, AVAILABLE_ON.dogBreed({ breed })),
    breed,
    heading,
    price,
    info,
    /** The breed's own texts, written once here (content/dogs/breeds.json): its pages of a place link this page for them. */
    before: { heading: texts.dogs.breedPage.headings.before, paragraphs: [breed.resumen, breed.saludPadres] },
    climate: { heading: texts.dogs.breedPage.headings.climate, notes: (['frio', 'templado', 'calido'] as const).map((c) => ({ label: texts.dogs.breedPage.climateLabels[c], text: breed.clima[c] })) },
    benefits: benefits(),
    handover: texts.dogs.placePage.handover,
    facts: [
      { label: 'Peso adulto', value: breed.peso },
      { label: 'Altura', value: breed.altura },
      { label: 'Esperanza de vida', value: breed.esperanzaVida },
      { label: 'Origen', value: breed.origen },
    ],
    citiesHeading: texts.dogs.breedPage.headings.cities,
    cta: fillCta(t.cta, { raza: breed.nombre }),
    /** The size after "Tamaño", agreeing with it: "Tamaño mediano" (content/dogs/sizes.json › formas). */
    size: { label: sizeOf(catalog, breed).formas.perro, href: routes.dogSize(sizeOf(catalog, breed).slug) },
    /** The uses as they qualify a dog ("guardián, de compañía"): the line under the heading reads as a sentence. */
    uses: usesOf(catalog, breed).map((u) => ({ name: u.formas.perro, href: routes.dogUse(u.slug) })),
    /** The breeder page of every city, with the delivery there (the fact its answer leads with). */
    cities: catalog.cities.map((c) => ({ nombre: c.nombre, href: routes.dogBreederInCity(breed.slug, c.slug), delivery: deliveryValue(breed, dogPlace(catalog, breed, placeFacts(catalog, { slug: c.slug, kind: 'ciudad' }))) })),
    /** The breeder pages kept at legacy URLs for this breed (the Rionegro pages). */
    fixedPlaces: catalog.fixedDogPages.filter((f) => f.raza === breed.slug).map((f) => ({ nombre: catalog.townBySlug.get(f.lugar)!.nombre, href: routes.dogFixedBreeder(f.path) })),
  };
}

/** What a page of a breed in a place is given by its family: the names, the path it may be consolidated into, where its crumbs go. */
interface BreedPlaceInput {
  path: string;
  breed: DogBreed;
  place: PlaceFacts;
  /** The place as the h1 and the answer name it ("Cali", "Chapinero, Bogotá"). */
  placeName: string;
  title: string;
  heading: string;
  /** The indexable page with the same facts, when this one is consolidated (views/consolidation.ts). */
  canonical?: string;
  crumbs: Crumb[];
  availability: AvailableFilter;
  /** The page of every breed in the place, when the place has one. */
  placeHref?: string;
}

/**
 * A breed in a place, whatever the URL (breeder in a city, a fixed legacy page, a place of the
 * location list, a locality, an article): the h1, the answer block under it, then the breed's texts
 * for the buyer, how the puppy arrives, the place's own text and rules, what comes with it, links.
 * The place's facts are worked out once (dogPlace) and every text reads them.
 */
function breedPlaceView(catalog: Catalog, input: BreedPlaceInput) {
  const { path, breed, place, placeName, heading } = input;
  const pet = dogPlace(catalog, breed, place);
  const t = texts.dogs.placePage;
  const price = priceValue(catalog, breed, place.slug);
  if (!price) warnOnce('price-range', `[content] no price range or price row for ${breed.slug} in ${place.slug}`);
  const priceHref = `${routes.dogBreed(breed.slug)}#precio`;
  const answer = dogAnswer(catalog, breed, pet, { place: placeName, availability: input.availability, priceHref });
  const info = infographicFor(breed.slug, catalog.infographics);
  const photos = shownImages(galleryImagesFor(breed.slug, catalog.puppyPhotos), breed.nombre, catalog.photoFiles, true).filter((i) => i.kind === 'photo');
  const row = catalog.dogPriceByBreed.get(breed.slug);
  const values = { titulo: heading, raza: breed.nombre, lugar: placeName, precio: price ? formatCOP(price.min) : '', entrega: deliveryValue(breed, pet) };
  return {
    ...pageView({
      path,
      title: input.title,
      canonical: input.canonical ?? path,
      description: firstThatFits(t.descriptions.map((d) => fillTemplate(d, values))),
      share: shareRef(shareCard.dogBreed(breed)),
      type: 'product',
      crumbs: input.crumbs,
      nav: 'perros',
      chat: { subject: dogBreedWithArticle(breed), pageName: heading },
      jsonLd: row ? [productLd({ name: `Cachorro ${breed.nombre}`, description: breed.descripcion, path: input.canonical ?? path, image: info.image, prices: pricesOf(row) })] : [],
    }),
    breed,
    heading,
    answer,
    /** What comes with the puppy, once, right under the answer (content/texts/perros.json › placePage.includes). */
    includes: t.includes,
    availableNow: availableNowBlock(catalog, input.availability),
    /** The breeder's first photo of the breed leads after the answer; without photos, the breed's infographic. */
    heroPhoto: photos[0]?.kind === 'photo' ? photos[0].photo : undefined,
    info,
    photos: photos.slice(1),
    photosHeading: t.headings.photos,
    sections: [...breedSections(breed, pet), rulesSection(breed), arrivalSection(breed, pet), placeSection(pet)].filter((x): x is GuideSection => !!x),
    links: [
      { label: fillTemplate(t.links.breed, { raza: breed.nombre }), href: routes.dogBreed(breed.slug) },
      ...(input.placeHref ? [{ label: fillTemplate(t.links.place, { lugar: placeName }), href: input.placeHref }] : []),
    ],
  };
}

/** The dog location page of a place as the links of the site name it: the one it is consolidated into, or its own. */
export const dogLocationHref = (catalog: Catalog, location: DogLocation) => consolidatedInto(catalog, 'dogLocation', { location }) ?? routes.dogLocation(location.slug);
/** The page of a breed in a place of the location list as the links of the site name it: the indexable one that shows its facts. */
export const breedInHref = (catalog: Catalog, breed: DogBreed, location: DogLocation) => consolidatedInto(catalog, 'dogBreedIn', { breed, location }) ?? routes.dogBreedIn(location.slug, breed.slug);

/** /perros-en-{lugar}/ and /clousters/perros/{lugar}/: every breed in one place, with the delivery there. */
export function dogLocationView(catalog: Catalog, { path, location, variant }: { path: string; location: DogLocation; variant: 'perros-en' | 'clouster' }) {
  const where = locationLabel(location);
  const place = placeFacts(catalog, location);
  /** The delivery of a puppy that may fly: the snub-nosed breeds that may not (by road up to 10 hours, collected at the breeder beyond) are named in the arrival section. */
  const pet = petPlace(place, dispatchCity(catalog).clima);
  const t = texts.dogs.location;
  const w = texts.dogs.placePage;
  const sede = breederCity();
  const arrival = location.slug === sede.slug ? t.arrival.sede : pet.toDoor ? t.arrival.toDoor : t.arrival.flies;
  const values = { razas: String(catalog.dogBreeds.length), lugar: where, sede: sede.nombre, entrega: uncapitalize(deliveryValue(undefined, pet)), llegada: fillTemplate(arrival, { lugar: where }) };
  const description = fillTemplate(variant === 'perros-en' ? t.descriptions.perrosEn : t.descriptions.clouster, values);
  const heading =
    variant === 'perros-en'
      ? `Perros en ${where}`
      : location.slug === sede.slug
        ? `Criadero de perros en ${where}: razas y precios`
        : `Criadero de perros en ${sede.nombre} con entrega en ${location.ciudad === sede.slug ? location.nombre : where}: razas y precios`;
  const prices = catalog.dogBreeds.map((b) => priceRangeFor(catalog, b, location)?.min).filter((p): p is number => p !== undefined);
  const availability: AvailableFilter = { especie: 'perros', placeCity: location.ciudad };
  const byRoad = catalog.dogBreeds.filter((b) => !fliesWithAirlines(b)).map((b) => b.nombre);
  const mayFly = pet.delivery === 'avion' || pet.delivery === 'carretera-o-avion';
  return {
    ...pageView({
      path,
      title: variant === 'perros-en' ? `Perros en venta en ${where}: cachorros de raza` : `Razas de perros con entrega en ${where}`,
      /** The two location pages list the same breeds: /clousters/perros/{lugar}/ (or the page it is consolidated into) is the one search engines index. */
      canonical: dogLocationHref(catalog, location),
      description,
      crumbs: dogCrumbs({ name: location.nombre, path }),
      nav: 'perros',
      /** The message names the place, so the breeder knows where the puppy is going. */
      chat: { species: `perros en ${where}` },
    }),
    heading,
    answer: answerBlock({ subject: 'perros', subjectName: 'perros', place: location.ciudad === sede.slug && location.slug !== sede.slug ? location.nombre : where }, [
      ...(prices.length ? [{ key: 'precio' as const, label: w.facts.price, value: fillTemplate(w.facts.priceFrom, { precio: formatCOP(Math.min(...prices)) }), href: routes.dogPrices() }] : []),
      ...deliveryFacts(pet, undefined),
      availabilityFact(catalog, availability),
    ]),
    /**
     * Each breed once, linking the page that shows its facts here (the breeder page of the city
     * where the place's own page is consolidated): in a hot or a cold place grouped by how the
     * breed bears that climate (content/dogs/breeds.json › adaptacion), elsewhere by size. No price
     * per breed: it is the breed's, the same in every place (its page and the answer's «Desde» give it).
     */
    groups: locationGroups(catalog, pet.climate).map((g) => ({ title: g.title, links: g.breeds.map((b) => ({ label: b.nombre, href: breedInHref(catalog, b, location) })) })),
    listNote: t.listNote,
    /** Where puppies may fly: the snub-nosed breeds that do not (by road, or collected at the breeder; the answer's «Entrega» says how the others come). */
    delivery: mayFly && byRoad.length ? { heading: w.headings.arrival, paragraphs: [fillTemplate(w.snubNosed, { razas: joinEs(byRoad) })] } : undefined,
    place: placeSection(pet),
    twin:
      variant === 'clouster'
        ? { label: `Perros por tamaño en ${where}`, href: routes.dogsIn(location.slug) }
        : { label: `Criadero de perros en ${where}`, href: dogLocationHref(catalog, location) },
  };
}

/** The breeds of a place's page, grouped by how they bear its climate (hot or cold), or by size. */
function locationGroups(catalog: Catalog, climate: ClimateClass): { title: string; breeds: DogBreed[] }[] {
  const t = texts.dogs.location;
  if (climate === 'cálido' || climate === 'frío') {
    const by = climate === 'cálido' ? 'calor' : 'frio';
    return (['alta', 'media', 'baja'] as const)
      .map((level) => ({ title: t.toleranceHeadings[by][level], breeds: catalog.dogBreeds.filter((b) => b.adaptacion[by] === level) }))
      .filter((g) => g.breeds.length);
  }
  return catalog.dogSizes.map((size) => ({ title: fillTemplate(t.sizeHeading, { razas: size.formas.razas }), breeds: catalog.dogBreeds.filter((b) => b.tamano === size.key) }));
}

/**
 * Every dog location, grouped as the data groups them: listed on /perros/ (the old hub
 * /clousters/perros/ redirects there, spec §2). A place consolidated into another is listed under
 * its own name and links the page that shows its facts.
 */
export function dogLocationGroups(catalog: Catalog) {
  const link = (l: DogLocation) => ({ label: `Perros en ${l.nombre}`, href: dogLocationHref(catalog, l) });
  const localityCities = [...new Set(catalog.dogLocations.filter((l) => l.kind === 'localidad').map((l) => l.ciudadNombre))];
  const regionGroups = [...new Set(catalog.dogLocations.filter((l) => l.kind === 'region').map((l) => l.departamento))];
  return [
    { title: 'Ciudades de Colombia', links: catalog.dogLocations.filter((l) => l.kind === 'ciudad').map(link) },
    ...localityCities.map((city) => ({ title: `Localidades de ${city}`, links: catalog.dogLocations.filter((l) => l.kind === 'localidad' && l.ciudadNombre === city).map(link) })),
    ...regionGroups.map((dep) => ({ title: dep, links: catalog.dogLocations.filter((l) => l.kind === 'region' && l.departamento === dep).map(link) })),
  ];
}

/** /venta-perros/criadero-de-perros-{raza}-{ciudad}/ and the fixed legacy breeder pages (Rionegro). */
export function breederInCityView(catalog: Catalog, { path, breed, city }: { path: string; breed: DogBreed; city: BreederCity }) {
  const dispatch = dispatchCity(catalog);
  const t = texts.dogs.breedSale;
  const place = city.slug ? placeFacts(catalog, { slug: city.slug, kind: 'ciudad' }) : townFacts(catalog, city.lugar!);
  const values = { raza: breed.nombre, sede: dispatch.nombre, ciudad: city.nombre };
  const location = city.slug ? catalog.dogLocationBySlug.get(city.slug) : undefined;
  return breedPlaceView(catalog, {
    path,
    breed,
    place,
    placeName: city.nombre,
    title: fillTemplate(t.titles.city, values),
    heading: fillTemplate(city.slug === dispatch.slug ? t.headings.sede : t.headings.city, values),
    crumbs: dogCrumbs({ name: breed.nombre, path: routes.dogBreed(breed.slug) }, { name: city.nombre, path }),
    availability: AVAILABLE_ON.dogBreed({ breed, city }),
    placeHref: location ? dogLocationHref(catalog, location) : undefined,
  });
}

/** /clousters/perros/{lugar}/{raza}/: the breed in a city, a locality or a region of the location list. */
export function breedInLocationView(catalog: Catalog, { path, breed, location }: { path: string; breed: DogBreed; location: DogLocation }) {
  const where = locationLabel(location);
  const heading = `Venta de ${breed.nombre} en ${where}`;
  return breedPlaceView(catalog, {
    path,
    breed,
    place: placeFacts(catalog, location),
    placeName: where,
    title: heading,
    heading,
    canonical: consolidatedInto(catalog, 'dogBreedIn', { breed, location }),
    crumbs: dogCrumbs({ name: location.nombre, path: dogLocationHref(catalog, location) }, { name: breed.nombre, path }),
    availability: AVAILABLE_ON.dogBreedIn({ breed, location }),
    placeHref: dogLocationHref(catalog, location),
  });
}

/** /co/{ciudad}/{barrio}/{raza}/: a breed in one locality of a city (consolidated into the breeder page of its city). */
export function neighbourhoodView(catalog: Catalog, { path, breed, locality }: { path: string; breed: DogBreed; locality: Locality }) {
  const where = `${locality.barrio}, ${locality.ciudad}`;
  const location = catalog.dogLocationBySlug.get(locality.slug_barrio)!;
  return breedPlaceView(catalog, {
    path,
    breed,
    place: placeFacts(catalog, { slug: locality.slug_barrio, kind: 'localidad' }),
    placeName: where,
    title: `${breed.nombre} en venta en ${where}`,
    heading: `${breed.nombre} en ${where}`,
    canonical: consolidatedInto(catalog, 'dogNeighbourhood', { breed, locality }),
    crumbs: dogCrumbs({ name: locality.barrio, path: dogLocationHref(catalog, location) }, { name: breed.nombre, path }),
    availability: AVAILABLE_ON.dogBreedIn({ breed, location }),
    placeHref: dogLocationHref(catalog, location),
  });
}

/**
 * /blog/perros/{raza}-{ciudad}/{intencion}/: the old articles keep their URLs and show the breed
 * in the city, consolidated into its breeder page (views/consolidation.ts); the h1 says what the
 * article's search asked (the price, the breeder, the sale).
 */
export function dogArticleView(catalog: Catalog, { path, breed, city, intent }: { path: string; breed: DogBreed; city: City; intent: DogIntent }) {
  const values = { raza: breed.nombre, lugar: city.nombre };
  const heading = fillTemplate(texts.dogs.placePage.articleHeadings[intent], values);
  const location = catalog.dogLocationBySlug.get(city.slug)!;
  return breedPlaceView(catalog, {
    path,
    breed,
    place: placeFacts(catalog, { slug: city.slug, kind: 'ciudad' }),
    placeName: city.nombre,
    title: heading,
    heading,
    canonical: consolidatedInto(catalog, 'dogArticle', { breed, city }),
    crumbs: dogCrumbs({ name: breed.nombre, path: routes.dogBreed(breed.slug) }, { name: `${INTENT_LABELS[intent]} en ${city.nombre}`, path }),
    availability: AVAILABLE_ON.dogBreed({ breed, city }),
    placeHref: dogLocationHref(catalog, location),
  });
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
      chat: { species: 'perros' },
    }),
    heading: cluster.h1,
    description: cluster.description,
    breeds,
    /** What the cards are: "6 de las 35 razas familiares", and the link to all of them when there are more. */
    breedsHeading,
    all,
    cards: dogCards(catalog, breeds),
    /** What the criterion means for a buyer (content/dogs/clusters.json › guia). */
    guide: cluster.guia,
  };
}
