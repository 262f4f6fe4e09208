/**
 * The views of the dog pages: each builder returns the page's meta, breadcrumbs, chat context
 * and JSON-LD (through `pageView`) plus the data its template renders. Templates only render.
 */
import { breederCity } from '../content/breeder';
import type { Catalog, DogLocation } from '../content/catalog';
import type { City, DogBreed, DogCluster, Locality } from '../content/schemas';
import { priceYear, site } from '../content/site';
import { texts } from '../content/texts';
import { type DogFilters, filterBreeds, panelItems, priceRangeFor, pricesOf, sameSizeBreeds, sizeOf, usesOf } from '../domain/dogs';
import { deliveryMode, deliversToDoor, dispatchCity, petDelivery, placeFacts, townFacts } from '../domain/places';
import { routes } from '../routes';
import { DOG_INTENTS, type DogIntent, INTENT_LABELS } from '../routes/intents';
import { buildDogArticle } from '../text/dogs/article';
import { breedLocationFaq, deliverySummary, dogDelivery, placeDelivery } from '../text/dogs/faq';
import { breedClimateSection, breedProfileSection, deliverySection, livingSection, rulesSection } from '../text/dogs/guide';
import { dogCategoryCards, dogFilterPage, neighbourhoodIntro, priceGuide } from '../text/dogs/pages';
import { placeFactsList } from '../text/places';
import { provenCards, provenList, withProofs } from '../text/claims';
import { dogBreedWithArticle, fillTemplate, formatCOP, sayPlaceOnce } from '../text/spanish';
import { dogCards } from './dog-cards';
import { galleryImagesFor, infographicFor, shownImages } from './images';
import { articleLd, type Crumb, faqLd, productLd } from './jsonld';
import { AVAILABLE_ON, availableNowBlock } from './inventory';
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

/** /venta-perros/{raza}/, the breeder-in-city pages and the fixed legacy breeder pages. */
export function breedSaleView(catalog: Catalog, { path, breed, city }: { path: string; breed: DogBreed; city?: BreederCity }) {
  const price = catalog.dogPriceByBreed.get(breed.slug)!;
  const info = infographicFor(breed.slug, catalog.infographics);
  const dispatch = dispatchCity(catalog);
  /** Bred in the breeder's city, delivered to the city when it is another (content/site.json › dispatch.city). */
  const t = texts.dogs.breedSale;
  const values = { raza: breed.nombre, sede: dispatch.nombre, ciudad: city?.nombre ?? '', precio: formatCOP(price.precioBase) };
  const heading = fillTemplate(!city ? t.headings.colombia : city.slug === dispatch.slug ? t.headings.sede : t.headings.city, values);
  const citySlug = city?.slug;
  const place = citySlug ? placeFacts(catalog, { slug: citySlug, kind: 'ciudad' }) : city?.lugar ? townFacts(catalog, city.lugar) : undefined;
  return {
    ...pageView({
      path,
      title: fillTemplate(city ? t.titles.city : t.titles.colombia, values),
      description: firstThatFits((city ? t.descriptions.city : t.descriptions.colombia).map((d) => fillTemplate(d, values))),
      share: shareRef(shareCard.dogBreed(breed)),
      type: 'product',
      crumbs: dogCrumbs(...(city ? [{ name: breed.nombre, path: routes.dogBreed(breed.slug) }, { name: city.nombre, path }] : [{ name: breed.nombre, path }])),
      nav: 'perros',
      chat: { subject: dogBreedWithArticle(breed), pageName: heading },
      jsonLd: [productLd({ name: `Cachorro ${breed.nombre}`, description: breed.descripcion, path, image: info.image, prices: pricesOf(price) })],
    }),
    availableNow: availableNowBlock(catalog, AVAILABLE_ON.dogBreed({ breed, city })),
    breed,
    city,
    heading,
    price,
    info,
    seed: path,
    /** Breeder-in-city and fixed legacy pages: climate, living, delivery, rules and the place's facts, from the place data. */
    guide: place
      ? [
          breedClimateSection(breed, place, dispatch, `${path}#criadero`, { facts: true }),
          livingSection(breed, place, `${path}#criadero`, { climate: true }),
          deliverySection(breed, place, dispatch, path, 'completo'),
          ...(breed.manejoEspecial ? [rulesSection(breed, place)] : []),
        ]
      : [],
    /** A place we deliver to in our own vehicle lists the delivery, not a distance (placeFactsList): the title names what the list has. */
    facts: place ? { title: `${place.nombre}: clima y ${deliveryMode(place) === 'local' ? 'entrega' : 'distancia'}`, items: placeFactsList(place, dispatch) } : undefined,
    /** A page of a place links the breed page, where its general care is (the page gives the care of the place's climate). */
    breedLink: place ? { label: `Todo sobre el ${breed.nombre} y sus cuidados →`, href: routes.dogBreed(breed.slug) } : undefined,
    /** Breeder-in-city pages: the delivery line under the description. */
    cityDelivery: city ? sayPlaceOnce(fillTemplate(t.cityDelivery, { raza: breed.nombre, ciudad: city.nombre, departamento: city.departamento }), city.nombre, city.departamento) : undefined,
    cta: fillCta(t.cta, { raza: breed.nombre }),
    /** The size after "Tamaño", agreeing with it: "Tamaño mediano" (content/dogs/sizes.json › formas). */
    size: { label: sizeOf(catalog, breed).formas.perro, href: routes.dogSize(sizeOf(catalog, breed).slug) },
    /** The uses as they qualify a dog ("guardián, de compañía"): the line under the heading reads as a sentence. */
    uses: usesOf(catalog, breed).map((u) => ({ name: u.formas.perro, href: routes.dogUse(u.slug) })),
    /** Breeder-in-city pages of the 12 cities link their articles. */
    guides: citySlug ? DOG_INTENTS.map((intent) => ({ label: `${INTENT_LABELS[intent]} de ${breed.nombre} en ${city!.nombre}`, href: routes.dogArticle(breed.slug, citySlug, intent) })) : [],
    /** The breed page links every city. */
    cities: city ? [] : catalog.cities.map((c) => ({ nombre: c.nombre, breeder: routes.dogBreederInCity(breed.slug, c.slug), prices: routes.dogArticle(breed.slug, c.slug, 'precios') })),
    /** The breeder pages kept at legacy URLs for this breed (the Rionegro pages). */
    fixedPlaces: city ? [] : catalog.fixedDogPages.filter((f) => f.raza === breed.slug).map((f) => ({ nombre: catalog.townBySlug.get(f.lugar)!.nombre, href: routes.dogFixedBreeder(f.path) })),
  };
}

/** /perros-en-{lugar}/ and /clousters/perros/{lugar}/: every breed in one place. */
export function dogLocationView(catalog: Catalog, { path, location, variant }: { path: string; location: DogLocation; variant: 'perros-en' | 'clouster' }) {
  const where = locationLabel(location);
  const delivery = petDelivery(placeFacts(catalog, location));
  const t = texts.dogs.location;
  const sede = breederCity();
  const arrival = location.slug === sede.slug ? t.arrival.sede : deliversToDoor(delivery) ? t.arrival.toDoor : t.arrival.flies;
  const values = { razas: String(catalog.dogBreeds.length), lugar: where, sede: sede.nombre, entrega: deliverySummary(delivery), llegada: fillTemplate(arrival, { lugar: where }) };
  const description = fillTemplate(variant === 'perros-en' ? t.descriptions.perrosEn : t.descriptions.clouster, values);
  return {
    ...pageView({
      path,
      title: variant === 'perros-en' ? `Perros en venta en ${where}: cachorros de raza` : `Razas de perros con entrega en ${where}`,
      /** The two location pages list the same breeds: /clousters/perros/{lugar}/ is the one search engines index. */
      canonical: routes.dogLocation(location.slug),
      description,
      crumbs: dogCrumbs({ name: location.nombre, path }),
      nav: 'perros',
      /** The message names the place, so the breeder knows where the puppy is going. */
      chat: { species: `perros en ${where}` },
    }),
    /** Bred in the breeder's city, delivered to the place when it is another (content/site.json › dispatch.city). */
    heading:
      variant === 'perros-en'
        ? `Perros en ${where}`
        : location.slug === breederCity().slug
          ? `Criadero de perros en ${where}: las razas que criamos`
          : `Criadero de perros en ${breederCity().nombre} con entrega en ${location.ciudad === breederCity().slug ? location.nombre : where}: las razas que criamos`,
    description,
    /**
     * Each breed once, by size, named as the spec names it ("Venta de Pincher en Cali"), with the price it
     * starts at in this place: the low end of the range that page shows (priceRangeFor), so the
     * list and the page say one price. (It listed every breed twice before, here and under
     * "Razas con entrega en…", with no price.)
     */
    groups: catalog.dogSizes.map((size) => ({
      title: `Perros ${size.formas.perros}`,
      links: catalog.dogBreeds
        .filter((b) => b.tamano === size.key)
        .map((b) => {
          const range = priceRangeFor(catalog, b, location);
          return { label: `Venta de ${b.nombre} en ${location.nombre}`, href: routes.dogBreedIn(location.slug, b.slug), price: range ? `desde ${formatCOP(range.min)}` : null };
        }),
    })),
    /** How a puppy reaches the place: the answer its breed pages give, and the breeds that go by road. */
    delivery: placeDelivery(catalog.dogBreeds, where, placeFacts(catalog, location)),
    twin:
      variant === 'clouster'
        ? { label: `Perros por tamaño en ${where}`, href: routes.dogsIn(location.slug) }
        : { label: `Criadero de perros en ${where}`, href: routes.dogLocation(location.slug) },
  };
}

/**
 * Every dog location, grouped as the data groups them: listed on /perros/ (the old hub
 * /clousters/perros/ redirects there, spec §2).
 */
export function dogLocationGroups(catalog: Catalog) {
  const link = (l: DogLocation) => ({ label: `Perros en ${l.nombre}`, href: routes.dogLocation(l.slug) });
  const localityCities = [...new Set(catalog.dogLocations.filter((l) => l.kind === 'localidad').map((l) => l.ciudadNombre))];
  const regionGroups = [...new Set(catalog.dogLocations.filter((l) => l.kind === 'region').map((l) => l.departamento))];
  return [
    { title: 'Ciudades de Colombia', links: catalog.dogLocations.filter((l) => l.kind === 'ciudad').map(link) },
    ...localityCities.map((city) => ({ title: `Localidades de ${city}`, links: catalog.dogLocations.filter((l) => l.kind === 'localidad' && l.ciudadNombre === city).map(link) })),
    ...regionGroups.map((dep) => ({ title: dep, links: catalog.dogLocations.filter((l) => l.kind === 'region' && l.departamento === dep).map(link) })),
  ];
}

/** /clousters/perros/{lugar}/{raza}/: the breed in one place, with price range, photos and FAQ. */
export function breedInLocationView(catalog: Catalog, { path, breed, location }: { path: string; breed: DogBreed; location: DogLocation }) {
  const where = locationLabel(location);
  const heading = `Venta de ${breed.nombre} en ${where}`;
  const range = priceRangeFor(catalog, breed, location);
  if (!range) warnOnce('price-range', `[content] no price range or price row for ${breed.slug} in ${location.slug}: the page shows the update hint`);
  const info = infographicFor(breed.slug, catalog.infographics);
  const place = placeFacts(catalog, location);
  /** The FAQ, its JSON-LD and the description say how the puppy reaches the place, as the delivery guide does. */
  const faq = breedLocationFaq(breed, where, place);
  const dispatch = dispatchCity(catalog);
  const shown = shownImages(galleryImagesFor(breed.slug, catalog.puppyPhotos), breed.nombre, catalog.photoFiles, true);
  /** The first photo leads the page; without photos, the breed's illustrations stand alone. */
  const hero = shown[0]?.kind === 'photo' ? shown[0] : undefined;
  return {
    ...pageView({
      path,
      title: heading,
      description: `Cachorros ${breed.nombre} en ${where}${range ? `, desde ${formatCOP(range.min)}` : ''}: certificado de salud, vacunas, desparasitación y ${deliverySummary(dogDelivery(breed, place))}.`,
      share: shareRef(shareCard.dogBreed(breed)),
      crumbs: dogCrumbs({ name: location.nombre, path: routes.dogLocation(location.slug) }, { name: breed.nombre, path }),
      nav: 'perros',
      chat: { subject: dogBreedWithArticle(breed), pageName: heading },
      jsonLd: [faqLd(faq)],
    }),
    availableNow: availableNowBlock(catalog, AVAILABLE_ON.dogBreedIn({ breed, location })),
    breed,
    heading,
    guide: [
      breedProfileSection(breed, catalog.dogLocations.indexOf(location)),
      breedClimateSection(breed, place, dispatch, path),
      livingSection(breed, place, path, { climate: true }),
      deliverySection(breed, place, dispatch, path),
    ],
    rangeTitle: range && range.min === range.max ? `Precio del ${breed.nombre}` : `Rango de precio del ${breed.nombre}`,
    range,
    info,
    // The breeder's first photo of the breed leads the page (its largest paint) instead of the infographic; the rest follow in the grid.
    heroPhoto: hero?.photo,
    photos: hero ? shown.slice(1) : shown,
    /**
     * "Cachorros Pug" over photos; over illustrations, a heading that names no breed: the drawings are
     * generic (other breeds show the same ones), and the breed summary is already headed "Así es el Pug".
     */
    photosHeading: hero ? fillTemplate(texts.dogs.breedInPlace.photosHeading, { raza: breed.nombre }) : texts.dogs.breedInPlace.illustrationsHeading,
    illustrationCaption: texts.common.illustrationCaption,
    priceNote: texts.common.priceNote,
    priceLink: fillTemplate(texts.dogs.breedInPlace.priceLink, { raza: breed.nombre }),
    benefitsHeading: texts.dogs.breedInPlace.benefitsHeading,
    benefits: BENEFITS,
    faq,
    cta: fillCta(texts.dogs.breedInPlace.cta, { raza: breed.nombre, lugar: location.nombre }),
    breedHref: routes.dogBreed(breed.slug),
  };
}

/** What every puppy comes with (perros.json › breedInPlace.benefits), an item that names a missing proof left out. */
const BENEFITS = provenList(texts.dogs.breedInPlace.benefits);
/** The reasons of a neighbourhood page (spec §2: four): the first four that name no missing proof. */
export const NEIGHBOURHOOD_REASONS = provenCards(texts.dogs.neighbourhood.reasons, 4).map((r) => ({ title: withProofs(r.title), text: withProofs(r.text) }));

/** /co/{ciudad}/{barrio}/{raza}/: a breed in one locality of a city. */
export function neighbourhoodView(catalog: Catalog, { path, breed, locality }: { path: string; breed: DogBreed; locality: Locality }) {
  const heading = `${breed.nombre} en ${locality.barrio}, ${locality.ciudad}`;
  const price = catalog.dogPriceByBreed.get(breed.slug)!;
  const info = infographicFor(breed.slug, catalog.infographics);
  const size = sizeOf(catalog, breed);
  const firstUse = usesOf(catalog, breed)[0]!;
  const place = placeFacts(catalog, { slug: locality.slug_barrio, kind: 'localidad' });
  return {
    ...pageView({
      path,
      title: `${breed.nombre} en venta en ${locality.barrio}, ${locality.ciudad}`,
      /** Same breed × locality as the breed-in-location page, which search engines index. */
      canonical: routes.dogBreedIn(locality.slug_barrio, breed.slug),
      description: `Cachorros ${breed.nombre} con entrega en ${locality.barrio}, ${locality.ciudad}, desde ${formatCOP(price.precioBase)}. Certificado de salud, vacunas y desparasitación.`,
      share: shareRef(shareCard.dogBreed(breed)),
      crumbs: dogCrumbs({ name: locality.barrio, path: routes.dogLocation(locality.slug_barrio) }, { name: breed.nombre, path }),
      nav: 'perros',
      chat: { subject: dogBreedWithArticle(breed), pageName: heading },
    }),
    breed,
    heading,
    info,
    price,
    seed: path,
    intro: neighbourhoodIntro(breed, locality.barrio, locality.ciudad, path),
    guide: [livingSection(breed, place, `${path}#barrio`), rulesSection(breed, place)],
    reasonsHeading: texts.dogs.neighbourhood.reasonsHeading,
    reasons: NEIGHBOURHOOD_REASONS,
    chatButton: fillTemplate(texts.dogs.neighbourhood.chatButton, { raza: breed.nombre }),
    othersTitle: `Otras razas ${size.formas.razas} en ${locality.barrio}`,
    others: sameSizeBreeds(catalog, breed).map((b) => ({ label: b.nombre, href: routes.dogNeighbourhood(locality.slug_ciudad, locality.slug_barrio, b.slug) })),
    firstUse: { label: `Perros ${firstUse.formas.perros}`, href: routes.dogUse(firstUse.slug) },
  };
}

/** /blog/perros/{raza}-{ciudad}/{intencion}/: an article built from the breed, price and city data. */
export function dogArticleView(catalog: Catalog, { path, breed, city, intent }: { path: string; breed: DogBreed; city: City; intent: DogIntent }) {
  const article = buildDogArticle({
    breed,
    city,
    dispatch: dispatchCity(catalog),
    intent,
    price: catalog.dogPriceByBreed.get(breed.slug)!,
    department: catalog.departmentByName.get(city.departamento)!,
    sizeForms: sizeOf(catalog, breed).formas,
    usePhrases: usesOf(catalog, breed).map((u) => u.frase),
    seed: path,
  });
  const info = infographicFor(breed.slug, catalog.infographics);
  return {
    ...pageView({
      path,
      title: article.title,
      description: article.description,
      share: shareRef(shareCard.dogBreed(breed)),
      type: 'article',
      crumbs: dogCrumbs({ name: breed.nombre, path: routes.dogBreed(breed.slug) }, { name: `${INTENT_LABELS[intent]} en ${city.nombre}`, path }),
      nav: 'perros',
      chat: { subject: dogBreedWithArticle(breed), pageName: article.h1 },
      jsonLd: [articleLd({ headline: article.title, description: article.description, path, image: info.image, datePublished: site.contentDate })],
    }),
    breed,
    city,
    article,
    info,
    cta: { title: `¿Quiere llevar a casa un ${breed.nombre}?`, text: `Escríbanos y coordinamos la entrega en ${city.nombre}.` },
    more: [
      ...DOG_INTENTS.filter((i) => i !== intent).map((i) => ({ label: `${INTENT_LABELS[i]} de ${breed.nombre} en ${city.nombre}`, href: routes.dogArticle(breed.slug, city.slug, i) })),
      { label: `${breed.nombre} con entrega en ${city.nombre}`, href: routes.dogBreederInCity(breed.slug, city.slug) },
      { label: 'Precios por raza', href: routes.dogPrices() },
    ],
  };
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
