/**
 * The views of the dog pages of a place: a breed in a city, a locality or a region, the location
 * pages, the breeder pages of a city and the old articles (each consolidated where its parent says
 * the same). Each builder returns the page's meta, breadcrumbs, chat context and JSON-LD (through
 * `pageView`) plus the data its template renders.
 */
import { breederCity } from '../content/breeder';
import type { Catalog, DogLocation } from '../content/catalog';
import type { City, DogBreed, Locality } from '../content/schemas';
import { texts } from '../content/texts';
import { breedCount, fliesWithAirlines, needsPriceTable, priceRangeFor, pricesOf } from '../domain/dogs';
import { type ClimateClass, dispatchCity, petPlace, type PetPlace, type PlaceFacts, placeFacts, townFacts } from '../domain/places';
import { routes } from '../routes';
import { type DogIntent, INTENT_LABELS } from '../routes/intents';
import { arrivalSection, breedSections, climateNotes, deliveryValue, dogPlace, listRules, placeSection, pricePhrase, priceValue, rulesSection } from '../text/dogs/place-page';
import { climateFact, deliveryFacts, dogAnswer } from './dog-answer';
import type { GuideSection } from '../text/places';
import { dogBreedWithArticle, fillTemplate, formatCOP, joinEs, uncapitalize } from '../text/spanish';
import { answerBlock, availabilityFact } from './answer';
import { consolidatedInto } from './consolidation';
import { galleryImagesFor, infographicFor, shownImages } from './images';
import { type Crumb, productLd } from './jsonld';
import { AVAILABLE_ON, type AvailableFilter, availableNowBlock, offerAvailability } from './available-now';
import { crumbsFrom, pageView } from './page';
import { firstThatFits, titleThatFits } from './seo';
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

/** Breadcrumbs from home through /perros/ to the given trail. */
export function dogCrumbs(...trail: Crumb[]): Crumb[] {
  return crumbsFrom({ name: 'Perros', path: routes.dogs() }, ...trail);
}

/** "Chapinero, Bogotá" for a locality, the place's own name otherwise (from the data, never a literal city). */
export function locationLabel(location: Pick<DogLocation, 'kind' | 'nombre' | 'ciudadNombre'>): string {
  return location.kind === 'localidad' ? `${location.nombre}, ${location.ciudadNombre}` : location.nombre;
}

/** What a page of a breed in a place is given by its family: the names, the path it may be consolidated into, where its crumbs go. */
interface BreedPlaceInput {
  path: string;
  breed: DogBreed;
  place: PlaceFacts;
  /** The place as the h1 and the answer name it ("Cali", "Chapinero, Bogotá"). */
  placeName: string;
  /** The page's titles in Google, fullest first: the page shows the first that fits whole, its description opens with the fullest. */
  titles: readonly string[];
  heading: string;
  /** The indexable page with the same facts, when this one is consolidated (views/consolidation.ts). */
  canonical?: string;
  crumbs: Crumb[];
  availability: AvailableFilter;
  /** The page of every breed in the place, when the place has one. */
  placeHref?: string;
  /** The place's facts for the breed, when the caller worked them out already (for its heading). */
  pet?: PetPlace;
}

/**
 * A breed in a place, whatever the URL (breeder in a city, a fixed legacy page, a place of the
 * location list, a locality, an article): the h1, the answer block under it, then the breed's texts
 * for the buyer, its rules, how the puppy arrives, one section of the place (the breed's note for its
 * climate, then the place's own text), links.
 * The place's facts are worked out once (dogPlace) and every text reads them.
 */
function breedPlaceView(catalog: Catalog, input: BreedPlaceInput) {
  const { path, breed, place, placeName, heading } = input;
  const pet = input.pet ?? dogPlace(catalog, breed, place);
  const t = texts.dogs.placePage;
  const price = priceValue(catalog, breed, place.slug);
  if (!price) warnOnce('price-range', `[content] no price range or price row for ${breed.slug} in ${place.slug}`);
  const row = catalog.dogPriceByBreed.get(breed.slug);
  // the breed page's table by variety, or the breed page itself, whose first screen gives the price by sex
  const priceHref = `${routes.dogBreed(breed.slug)}${row && needsPriceTable(row) ? '#precio' : ''}`;
  const answer = dogAnswer(catalog, breed, pet, { place: placeName, availability: input.availability, priceHref });
  const info = infographicFor(breed.slug, catalog.infographics);
  const photos = shownImages(galleryImagesFor(breed.slug, catalog.puppyPhotos), breed.nombre, catalog.photoFiles, true).filter((i) => i.kind === 'photo');
  // the description opens with the page's <title> (its search phrase, unique per page); the h1 is a person's words
  const values = { titulo: input.titles[0]!, raza: breed.nombre, lugar: placeName, precio: price ? pricePhrase(price.min, price.max, !!row?.tamanoBase) : '', entrega: deliveryValue(breed, pet) };
  return {
    ...pageView({
      path,
      title: titleThatFits(input.titles),
      // the breed and the place, of every length: the brand on none of them rather than on the short ones only (s54 read)
      brand: false,
      canonical: input.canonical ?? path,
      // a puppy collected at the breeder: its title says so («recogido en nuestro criadero»), so no description repeats it as the delivery
      description: firstThatFits(t.descriptions.filter((d) => pet.delivery !== 'en-sede' || !d.includes('{entrega}')).map((d) => fillTemplate(d, values))),
      share: shareRef(shareCard.dogBreed(breed)),
      type: 'product',
      crumbs: input.crumbs,
      nav: 'perros',
      chat: { subject: dogBreedWithArticle(breed), pageName: heading },
      jsonLd: row ? [productLd({ name: `Cachorro ${breed.nombre}`, description: breed.enPocasPalabras, path, image: info.image, prices: pricesOf(row), availability: offerAvailability(catalog, input.availability) })] : [],
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
    sections: [...breedSections(breed), rulesSection(breed), arrivalSection(breed, pet, dispatchCity(catalog).nombre), placeSection(pet, climateNotes(breed, pet))].filter((x): x is GuideSection => !!x),
    links: [
      { label: fillTemplate(t.links.breed, { raza: breed.nombre }), href: routes.dogBreed(breed.slug) },
      // a breed collected at the breeder is not delivered there: its link names the breeds that are (blind read 16: «Otras razas con entrega en Cúcuta» under a Shar Pei collected in Bogotá)
      ...(input.placeHref ? [{ label: fillTemplate(pet.delivery === 'en-sede' ? t.links.placePickup : t.links.place, { lugar: placeName }), href: input.placeHref }] : []),
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
  /** Beyond 10 hours of road the snub-nosed breeds that do not fly are not sent: they are collected at the breeder (blind read 15: listed «con entrega en Pasto» and promised «se los enviamos» unmarked). */
  const pickup = pet.delivery === 'avion' ? catalog.dogBreeds.filter((b) => !fliesWithAirlines(b)) : [];
  const arrival = location.slug === sede.slug ? t.arrival.sede : pet.toDoor ? t.arrival.toDoor : pickup.length ? t.arrival.fliesExceptPickup : t.arrival.flies;
  const values = { razas: breedCount(catalog.dogBreeds), lugar: where, sede: sede.nombre, entrega: uncapitalize(deliveryValue(undefined, pet)), llegada: fillTemplate(arrival, { lugar: where }) };
  // beyond 10 hours the breeds that do not fly are collected at the breeder: the description does not say all are delivered there (blind read 16)
  const description = fillTemplate(variant === 'perros-en' ? (pickup.length ? t.descriptions.perrosEnPickup : t.descriptions.perrosEn) : t.descriptions.clouster, values);
  const heading =
    variant === 'perros-en'
      ? fillTemplate(t.headings.perrosEn, { lugar: where })
      : location.slug === sede.slug
        ? fillTemplate(t.headings.sede, { lugar: where })
        : fillTemplate(t.headings.city, { sede: sede.nombre, lugar: location.ciudad === sede.slug ? location.nombre : where });
  const prices = catalog.dogBreeds.map((b) => priceRangeFor(catalog, b, location)?.min).filter((p): p is number => p !== undefined);
  const availability: AvailableFilter = { especie: 'perros', placeCity: location.ciudad };
  const byRoad = catalog.dogBreeds.filter((b) => !fliesWithAirlines(b)).map((b) => b.nombre);
  const mayFly = pet.delivery === 'avion' || pet.delivery === 'carretera-o-avion';
  const groups = [
    ...locationGroups(catalog, pet.climate)
      .map((g) => ({ ...g, breeds: g.breeds.filter((b) => !pickup.includes(b)) }))
      .filter((g) => g.breeds.length),
    ...(pickup.length ? [{ title: t.pickupHeading, breeds: pickup }] : []),
  ];
  return {
    ...pageView({
      path,
      title: fillTemplate(variant === 'perros-en' ? t.titles.perrosEn : t.titles.clouster, { lugar: where }),
      // places of every length (Antonio Nariño, Bogotá): the brand on none of them rather than on the short ones only (s54 read)
      brand: false,
      /** The two location pages list the same breeds: /clousters/perros/{lugar}/ (or the page it is consolidated into) is the one search engines index. */
      canonical: dogLocationHref(catalog, location),
      description,
      crumbs: dogCrumbs({ name: location.nombre, path }),
      nav: 'perros',
      /** The message names the place, so the breeder knows where the puppy is going. */
      chat: { species: `perros en ${where}`, pageName: heading },
    }),
    heading,
    answer: answerBlock({ subject: 'perros', subjectName: 'perros', place: location.ciudad === sede.slug && location.slug !== sede.slug ? location.nombre : where }, [
      ...(prices.length ? [{ key: 'precio' as const, label: w.facts.price, value: fillTemplate(w.facts.priceFrom, { precio: formatCOP(Math.min(...prices)) }), href: routes.dogPrices() }] : []),
      ...deliveryFacts(pet, undefined),
      // the place's climate, as on every page of a breed here: its breeds are grouped by how they bear it
      climateFact(pet),
      availabilityFact(catalog, availability),
    ]),
    /** What comes with every puppy, right under the answer, as on the pages of a breed in a place. */
    includes: texts.dogs.placePage.includes,
    /**
     * Each breed once, linking the page that shows its facts here (the breeder page of the city
     * where the place's own page is consolidated): in a hot or a cold place grouped by how the
     * breed bears that climate (content/dogs/breeds.json › adaptacion), elsewhere by size; each
     * group with the lowest price of its breeds. Not a price per breed: the 54 figures, the same in
     * every place, would make the places' pages near-duplicates (median similarity 0.46 against
     * 0.35); each breed's page gives its own.
     */
    groups: groups.map((g) => ({
      title: g.title,
      price: groupFrom(catalog, g.breeds, location),
      links: g.breeds.map((b) => ({ label: b.nombre, href: breedInHref(catalog, b, location) })),
    })),
    /** Under the lists, the way to each breed's price (s50 read: a buyer in Ibagué saw only «Desde» per group; a price per breed here makes the places' pages near-duplicates, 0.40 against 0.35). */
    pricesLink: { label: t.pricesLink, href: routes.dogPrices() },
    /** Under the lists, what the law asks of the owner of a breed of special handling among them, named (s48 audit: Pitbull and Rottweiler listed without it), as under the catalogue's lists. */
    rules: listRules(groups.flatMap((g) => g.breeds)),
    /** Where puppies may fly: the snub-nosed breeds that do not (by road, or collected at the breeder; the answer's «Entrega» says how the others come). */
    delivery: mayFly && byRoad.length ? { heading: w.headings.arrival, paragraphs: [fillTemplate(pet.delivery === 'avion' ? w.snubNosed.far : w.snubNosed.road, { razas: joinEs(byRoad), lugar: location.nombre })] } : undefined,
    /** In a hot city, what its heat asks of a dog owner (content/places/cities.json › calorPerros), then the place's own text: the hub has no breed note; the pages of a breed there give the breed's. */
    place: placeSection(pet, hubHeat(catalog, location)),
    twin:
      variant === 'clouster'
        ? { label: fillTemplate(t.links.perrosEn, { lugar: where }), href: routes.dogsIn(location.slug) }
        : { label: fillTemplate(t.links.clouster, { lugar: where }), href: dogLocationHref(catalog, location) },
  };
}

/** The heat line of a city's dog page, where the city has one (content/places/cities.json › calorPerros). */
function hubHeat(catalog: Catalog, location: DogLocation): string[] {
  const line = location.kind === 'ciudad' ? catalog.cityBySlug.get(location.slug)?.calorPerros : undefined;
  return line ? [line] : [];
}

/** «Desde $ …» under a group of breeds of a place's page: the lowest price of its breeds there (content/texts/perros.json › location.groupPrice). */
function groupFrom(catalog: Catalog, breeds: readonly DogBreed[], location: DogLocation): string | undefined {
  const prices = breeds.map((b) => priceRangeFor(catalog, b, location)?.min).filter((p): p is number => p !== undefined);
  return prices.length ? fillTemplate(texts.dogs.location.groupPrice, { precio: formatCOP(Math.min(...prices)) }) : undefined;
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
  const link = (l: DogLocation) => ({ label: fillTemplate(texts.dogs.location.links.place, { lugar: l.nombre }), href: dogLocationHref(catalog, l) });
  const localityCities = [...new Set(catalog.dogLocations.filter((l) => l.kind === 'localidad').map((l) => l.ciudadNombre))];
  const regionGroups = [...new Set(catalog.dogLocations.filter((l) => l.kind === 'region').map((l) => l.departamento))];
  return [
    { title: texts.dogs.catalogue.groupCities, links: catalog.dogLocations.filter((l) => l.kind === 'ciudad').map(link) },
    ...localityCities.map((city) => ({ title: fillTemplate(texts.dogs.catalogue.groupLocalities, { ciudad: city }), links: catalog.dogLocations.filter((l) => l.kind === 'localidad' && l.ciudadNombre === city).map(link) })),
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
  const pet = dogPlace(catalog, breed, place);
  // A puppy that is not sent there (collected at the breeder) is not promised «con entrega en» the city.
  const pickup = pet.delivery === 'en-sede';
  return breedPlaceView(catalog, {
    path,
    breed,
    place,
    pet,
    placeName: city.nombre,
    titles: (pickup ? [t.titles.pickup] : [t.titles.city, t.shortTitles.city]).map((x) => fillTemplate(x, values)),
    heading: fillTemplate(city.slug === dispatch.slug ? t.headings.sede : pickup ? t.headings.pickup : t.headings.city, values),
    crumbs: dogCrumbs({ name: breed.nombre, path: routes.dogBreed(breed.slug) }, { name: city.nombre, path }),
    availability: AVAILABLE_ON.dogBreed({ breed, city }),
    placeHref: location ? dogLocationHref(catalog, location) : undefined,
  });
}

/** /clousters/perros/{lugar}/{raza}/: the breed in a city, a locality or a region of the location list. */
export function breedInLocationView(catalog: Catalog, { path, breed, location }: { path: string; breed: DogBreed; location: DogLocation }) {
  const where = locationLabel(location);
  const values = { raza: breed.nombre, lugar: where };
  const heading = fillTemplate(texts.dogs.breedInPlace.heading, values);
  return breedPlaceView(catalog, {
    path,
    breed,
    place: placeFacts(catalog, location),
    placeName: where,
    titles: [texts.dogs.breedInPlace.title, texts.dogs.breedInPlace.shortTitle].map((x) => fillTemplate(x, values)),
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
    titles: [fillTemplate(texts.dogs.neighbourhood.title, { raza: breed.nombre, lugar: where })],
    heading: fillTemplate(texts.dogs.neighbourhood.heading, { raza: breed.nombre, lugar: where }),
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
    titles: [heading, fillTemplate(texts.dogs.placePage.articleShortTitles[intent], values)],
    heading,
    canonical: consolidatedInto(catalog, 'dogArticle', { breed, city }),
    crumbs: dogCrumbs({ name: breed.nombre, path: routes.dogBreed(breed.slug) }, { name: `${INTENT_LABELS[intent]} en ${city.nombre}`, path }),
    availability: AVAILABLE_ON.dogBreed({ breed, city }),
    placeHref: dogLocationHref(catalog, location),
  });
}
