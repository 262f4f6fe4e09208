/**
 * The views of the cat pages: /gatos-colombia/, /gatos/{raza}/, the breeder pages by city,
 * /gatos-en-{lugar}/, the category pages of every cluster, the price guide and the two guides.
 * Every text comes from the breed, cluster and place data, and the fixed words from
 * content/texts/gatos-paginas.json and gatos.json; templates only render.
 */
import type { ItemList, WithContext } from 'schema-dts';
import type { Catalog } from '../content/catalog';
import type { CatBreed, CatCluster } from '../content/schemas';
import { absoluteUrl, contentYear, priceYear, site } from '../content/site';
import { capitalize, firstSentence } from '../content/slug';
import { texts } from '../content/texts';
import { CATEGORY_MIN_CARDS, catFilterKeys, climateOf, CLUSTER_GROUP_LABELS, clusterBreeds, COAT_LABELS, COAT_PHRASES, isCategoryCluster, TAG_LABELS, TAG_PHRASES } from '../domain/cats';
import { dispatchCity, placeFacts } from '../domain/places';
import { routes } from '../routes';
import { careLines, characterLines, climateNote } from '../text/cats/breed';
import { type CatGuideIntent, criaderos, venta } from '../text/cats/guide';
import { catBreederLead, catBreederSections, type CatGuidePlace, catPlaceSections } from '../text/cats/places';
import { provenList } from '../text/claims';
import { countryFacts, deliveryTime, petCityText, placeFactsList } from '../text/places';
import { catBreedPlural, catBreedSingular, catBreedWithArticle, fillTemplate, formatCOP, joinEs, sayPlaceOnce } from '../text/spanish';
import { articleLd, faqLd, productLd } from './jsonld';
import { AVAILABLE_ON, availableNowBlock } from './inventory';
import { crumbsFrom, pageView } from './page';
import { shareCard, shareImagePath, shareRef } from './share-cards';

/** A place of a cat breeder page: one of the 12 cities, or a fixed place (content/cats/fixed-pages.json). */
export interface CatPlace {
  slug: string;
  nombre: string;
  departamento: string;
  /** A fixed place's delivery and climate text (content/cats/fixed-pages.json); a city's facts are in content/places. */
  descripcion?: string;
  /** One of the 12 cities (its cat city page exists). */
  isCity: boolean;
}
export const catPlace = (p: Omit<CatPlace, 'isCity'>, isCity: boolean): CatPlace => ({ slug: p.slug, nombre: p.nombre, departamento: p.departamento, ...(p.descripcion ? { descripcion: p.descripcion } : {}), isCity });


/** The fixed words of the cat pages (content/texts/gatos-paginas.json). */
const words = texts.catPages;
const catCrumbs = (...trail: { name: string; path: string }[]) => crumbsFrom({ name: 'Gatos', path: routes.cats() }, ...trail);

/** The city the breeder is in: its pages speak of delivery, not of a trip. */

/** The page of a cluster: its category page, or its intent page. */
export function clusterHref(cluster: Pick<CatCluster, 'group' | 'slug'>): string {
  return routes.catCluster(cluster.group, cluster.slug);
}

/** The coat's category page (the pelaje cluster whose tags are that coat). */
function coatHref(catalog: Catalog, pelaje: CatBreed['pelaje']) {
  const cluster = catalog.catClusters.find((c) => c.group === 'pelaje' && c.tags.includes(pelaje));
  return cluster ? clusterHref(cluster) : routes.cats();
}

/** The category pages a breed appears on, as links. */
function clustersOf(catalog: Catalog, breed: CatBreed) {
  return catalog.catClusters
    .filter((c) => isCategoryCluster(c) && clusterBreeds(catalog.catBreeds, c).members.includes(breed))
    .map((c) => ({ label: c.title, href: clusterHref(c) }));
}

/** A breed's tags but its coat, which its card shows apart. */
const traitTags = (breed: CatBreed) => breed.tags.filter((t) => !['corto', 'largo', 'sin_pelo'].includes(t));

/** A card of a breed: name, coat, price, traits and its page. */
function breedCard(breed: CatBreed) {
  return {
    slug: breed.slug,
    nombre: breed.nombre,
    coat: COAT_LABELS[breed.pelaje],
    price: breed.precio_base,
    traits: traitTags(breed).map((t) => TAG_LABELS[t]),
    href: routes.catBreed(breed.slug),
  };
}

/** The traits of a breed as a sentence-case phrase, for the price table: "Grande, bueno con niños y cariñoso". */
const traitsText = (breed: CatBreed) => capitalize(joinEs(traitTags(breed).map((t) => TAG_PHRASES[t])));

/** The traits related breeds share with a category's breeds, the most shared first, after "un gato": "cariñoso, silencioso o ideal para apartamento". */
function sharedTraits(related: readonly { shared: CatBreed['tags'] }[]): string {
  const counts = new Map<CatBreed['tags'][number], number>();
  for (const r of related) for (const t of r.shared) counts.set(t, (counts.get(t) ?? 0) + 1);
  return joinEs(
    [...counts].sort((a, b) => b[1] - a[1]).map(([t]) => TAG_PHRASES[t]),
    { or: true },
  );
}

export function catLandingView(catalog: Catalog) {
  const path = routes.cats();
  const t = words.landing;
  const place = (p: { slug: string; nombre: string }) => ({ label: fillTemplate(words.links.catsIn, { lugar: p.nombre }), href: routes.catsIn(p.slug) });
  return {
    ...pageView({
      path,
      title: t.title,
      description: fillTemplate(t.description, { cantidad: String(catalog.catBreeds.length) }),
      crumbs: catCrumbs(),
      nav: 'gatos',
      chat: { species: 'gatos' },
    }),
    availableNow: availableNowBlock(catalog, AVAILABLE_ON.cats()),
    // The breed cards: rendered by the page as the filter island's children (static HTML, not
    // serialised); each carries the keys of the filters it passes, which the island reads.
    cards: catalog.catBreeds.map((b) => ({
      slug: b.slug,
      href: routes.catBreed(b.slug),
      coat: COAT_LABELS[b.pelaje],
      nombre: b.nombre,
      price: formatCOP(b.precio_base),
      filters: catFilterKeys(b, catalog.catClusters),
    })),
    // Only what the island needs: its props are serialised into the page, so each cluster is its
    // filter key ("group/slug") and title; the island finds its page (routes.catCluster).
    clusters: catalog.catClusters.map((c) => ({ id: `${c.group}/${c.slug}`, title: c.title })),
    coats: Object.fromEntries((Object.keys(COAT_LABELS) as CatBreed['pelaje'][]).map((coat) => [coat, coatHref(catalog, coat)])) as Record<CatBreed['pelaje'], string>,
    heading: t.h1,
    intro: t.intro,
    coverage: [
      { title: t.national, links: catalog.cities.map(place) },
      { title: t.international, links: catalog.countries.map(place) },
    ],
  };
}

/** /gatos/{raza}/ (no place) and /gatos/criadero-de-gatos-{raza}-{lugar}/ (a city or a fixed place). */
export function catBreedView(catalog: Catalog, { path, breed, place }: { path: string; breed: CatBreed; place?: CatPlace }) {
  const b = breed.nombre;
  const price = formatCOP(breed.precio_base);
  const t = words.breed;
  const dispatch = dispatchCity(catalog);
  /** The values of the page's templates (content/texts/gatos-paginas.json › breed). */
  const values = { raza: catBreedSingular(breed), raza_plural: catBreedPlural(breed), precio: price, sede: dispatch.nombre, lugar: place?.nombre ?? '', departamento: place?.departamento ?? '' };
  /** Every template here is a whole title, heading, label or sentence: one that opens with the breed ("{raza}: precio…") starts with a capital. */
  const fill = (template: string) => capitalize(place ? sayPlaceOnce(fillTemplate(template, values), place.nombre, place.departamento) : fillTemplate(template, values));
  const home = place?.slug === dispatch.slug;
  /** Bred in the breeder's city, delivered to the place when it is another (content/site.json › dispatch.city). */
  const heading = fill(place ? (home ? t.headingInPlace : t.headingShippedTo) : t.heading);
  const facts = place?.isCity ? placeFacts(catalog, { slug: place.slug, kind: 'ciudad' }) : undefined;
  /** A city has facts (content/places): climate, delivery and living from them; a fixed place has its description. */
  const local = place
    ? facts
      ? { guide: catBreederSections(breed, facts, dispatch, path, catalog.catBreeds.indexOf(breed)), facts: { title: fill(home ? words.homeFactsTitle : words.placeFactsTitle), items: placeFactsList(facts, dispatch) } }
      : {
          guide: [
            {
              heading: fill(t.shipping.heading),
              paragraphs: [
                fill(t.shipping.paragraph),
                petCityText(place.descripcion ?? ''),
                climateNote(breed, place.nombre, climateOf({ nombre: place.nombre, descripcion: place.descripcion ?? '' }, 'content/cats/fixed-pages.json')),
              ],
            },
          ],
          facts: undefined,
        }
    : undefined;
  const q = t.faq;
  /**
   * Questions whose answers the page does not give elsewhere: the price with the trip, when the
   * kitten arrives, the cities served. The coat, the health tests, the delivery and the climate
   * have their own sections, which the FAQ does not copy.
   */
  const faq = [
    { question: fill(place ? q.priceInPlace : q.price), answer: fill(place && !home ? q.priceAnswerShipping : q.priceAnswer) },
    ...(facts ? [{ question: fill(q.deliveryTime), answer: deliveryTime(facts, dispatch) }] : []),
    ...(place
      ? []
      : [
          {
            question: fill(q.elsewhere),
            answer: fillTemplate(q.elsewhereAnswer, {
              sede: dispatch.nombre,
              ciudades: catalog.cities
                .filter((c) => c.slug !== dispatch.slug)
                .map((c) => c.nombre)
                .join(', '),
            }),
          },
        ]),
  ];
  return {
    ...pageView({
      path,
      title: fill(place ? t.titleInPlace : t.title),
      description: fill(place ? t.descriptionInPlace : t.description),
      type: 'product',
      crumbs: catCrumbs(...(place ? [{ name: b, path: routes.catBreed(breed.slug) }, { name: place.nombre, path }] : [{ name: b, path }])),
      nav: 'gatos',
      share: shareRef(shareCard.catBreed(breed)),
      chat: { subject: catBreedWithArticle(breed), pageName: heading },
      jsonLd: [productLd({ name: fill(words.productName), description: breed.descripcion, path, prices: [breed.precio_base] }), faqLd(faq)],
    }),
    availableNow: availableNowBlock(catalog, AVAILABLE_ON.catBreed({ breed, place })),
    breed,
    heading,
    /** A city page opens with how the kitten gets there and what the breed is; the rest of its description is on the breed page, which it links. */
    lead: facts ? [catBreederLead(breed, facts, dispatch), firstSentence(breed.descripcion)] : [breed.descripcion],
    price: breed.precio_base,
    priceNote: texts.common.priceNote,
    /** A city page says what comes with the kitten in its delivery text, and leaves the breed's character to the breed page. */
    includes: facts ? [] : provenList(texts.cats.kittenIncludes),
    coat: { label: COAT_LABELS[breed.pelaje], href: coatHref(catalog, breed.pelaje) },
    character: facts ? [] : characterLines(breed),
    characterTitle: fill(facts ? t.characterHeadingInPlace : t.characterHeading),
    /** The coat's general care is on the breed page; a city page gives the care its climate asks for. */
    care: facts ? [] : careLines(breed),
    /**
     * The tests to check (content/cats/breeds.json › salud), then, on the breed page, the invitation to ask us which the
     * parents of the litter have: never a claim that they have them. A city page gives the tests alone, under the same
     * heading; the invitation would be one more sentence shared by every city page of the breed (tests/dist/uniqueness).
     */
    health: facts ? breed.salud : `${breed.salud} ${t.healthAsk}`,
    categories: clustersOf(catalog, breed),
    local,
    faq,
    /** The breed page links the breeder page of every city and fixed place. */
    places: place
      ? []
      : [
          ...catalog.cities.map((c) => ({ label: fillTemplate(t.placeLink, { raza: b, lugar: c.nombre }), href: routes.catBreederInCity(breed.slug, c.slug) })),
          ...catalog.catFixedPages.filter((f) => f.raza === breed.slug).map((f) => ({ label: fillTemplate(t.placeLink, { raza: b, lugar: f.ciudad }), href: routes.catBreederInCity(breed.slug, f.lugar) })),
        ],
    more: [
      ...(place ? [{ label: fill(t.aboutLink), href: routes.catBreed(breed.slug) }] : []),
      ...(place?.isCity ? [{ label: fill(words.links.catsIn), href: routes.catsIn(place.slug) }] : []),
      { label: words.links.prices, href: routes.catIntent('precios') },
      { label: words.links.allBreeds, href: routes.cats() },
    ],
    /** The fixed words of the template (content/texts/gatos-paginas.json › breed). */
    text: {
      priceHeading: fill(t.priceHeading),
      priceLabel: t.priceLabel,
      coatLabel: t.coatLabel,
      includesHeading: t.includesHeading,
      careHeading: t.careHeading,
      healthHeading: t.healthHeading,
      ctaTitle: fill(t.ctaTitle),
      ctaText: t.ctaText,
      placesHeading: fill(t.placesHeading),
    },
  };
}

export function catsInPlaceView(catalog: Catalog, { path, place, abroad }: { path: string; place: { slug: string; nombre: string }; abroad: boolean }) {
  const dispatch = dispatchCity(catalog);
  const t = words.inPlace;
  const lugar = { lugar: place.nombre };
  const where: CatGuidePlace = abroad
    ? { kind: 'pais', country: catalog.countries.find((c) => c.slug === place.slug)! }
    : { kind: 'ciudad', facts: placeFacts(catalog, { slug: place.slug, kind: 'ciudad' }) };
  const delivery = fillTemplate(abroad ? t.deliveryAbroad : t.delivery, lugar);
  const city = abroad ? undefined : catalog.cityBySlug.get(place.slug);
  return {
    ...pageView({
      path,
      title: fillTemplate(t.title, lugar),
      description: fillTemplate(abroad ? t.descriptionAbroad : t.description, { cantidad: String(catalog.catBreeds.length), lugar: place.nombre }),
      crumbs: catCrumbs({ name: place.nombre, path }),
      nav: 'gatos',
      /** The message names the place (and the shipping abroad), so the breeder knows where the kitten is going. */
      chat: { species: abroad ? `el envío de gatos a ${place.nombre}` : `gatos en ${place.nombre}` },
    }),
    heading: fillTemplate(t.heading, lugar),
    delivery,
    guide: catPlaceSections(where, catalog.catBreeds, dispatch, path),
    facts: {
      // The breeder's city has no trip: its list gives the climate (its delivery is the delivery section).
      title: fillTemplate(place.slug === dispatch.slug ? words.homeFactsTitle : words.placeFactsTitle, lugar),
      items: where.kind === 'pais' ? countryFacts(where.country, dispatch) : placeFactsList(where.facts, dispatch),
    },
    ctaTitle: fillTemplate(t.ctaTitle, lugar),
    ctaText: t.ctaText,
    /** Readers abroad see "COP" after each amount. */
    breeds: catalog.catBreeds.map((b) => ({ nombre: b.nombre, coat: COAT_LABELS[b.pelaje], price: formatCOP(b.precio_base, { code: abroad }), href: routes.catBreed(b.slug) })),
    /** A city of the 12 links the breeder page of every breed there. */
    breeders: city
      ? {
          title: fillTemplate(t.breedersHeading, { lugar: city.nombre }),
          links: catalog.catBreeds.map((b) => ({ label: fillTemplate(t.breederLink, { raza: b.nombre, lugar: city.nombre }), href: routes.catBreederInCity(b.slug, city.slug) })),
        }
      : undefined,
  };
}

/** A category page of one cat cluster: its breeds, and related breeds apart when fewer than six match. */
export function catCategoryView(catalog: Catalog, { path, cluster }: { path: string; cluster: CatCluster }) {
  const { members, related } = clusterBreeds(catalog.catBreeds, cluster);
  const group = CLUSTER_GROUP_LABELS[cluster.group];
  const t = words.category;
  const one = members.length === 1;
  const cantidad = { cantidad: String(members.length) };
  return {
    ...pageView({
      path,
      title: one ? fillTemplate(t.titleOne, { categoria: cluster.title, raza: members[0]!.nombre }) : fillTemplate(t.title, { categoria: cluster.title }),
      description: cluster.description,
      crumbs: catCrumbs({ name: cluster.title, path }),
      nav: 'gatos',
      chat: { species: 'gatos' },
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: cluster.title,
          itemListElement: members.map((b, i) => ({ '@type': 'ListItem', position: i + 1, name: b.nombre, url: absoluteUrl(routes.catBreed(b.slug)) })),
        } satisfies WithContext<ItemList>,
      ],
    }),
    heading: cluster.title,
    intro: cluster.description,
    /** What the criterion means for a buyer (content/cats/clusters.json › guia). */
    guide: cluster.guia ?? [],
    /** How many breeds of the category we breed, with its own noun (content/cats/clusters.json › razas): "Por ahora criamos una sola raza sin pelo: el Sphynx." */
    summary: one ? fillTemplate(t.summaryOne, { tipo: cluster.razas!.una, raza: members[0]!.nombre }) : fillTemplate(t.summaryMany, { ...cantidad, tipos: cluster.razas!.varias }),
    breeds: members.map(breedCard),
    related: related.map(({ breed }) => breedCard(breed)),
    /** Why the related breeds are shown, once: "Si busca un gato cariñoso, silencioso o ideal para apartamento, mire también:". */
    relatedNote: related.length > 0 ? fillTemplate(t.relatedNote, { rasgos: sharedTraits(related) }) : undefined,
    minCards: CATEGORY_MIN_CARDS,
    siblings: {
      title: fillTemplate(t.siblingsHeading, { criterio: group.toLowerCase() }),
      links: catalog.catClusters.filter((c) => c.group === cluster.group && c.slug !== cluster.slug).map((c) => ({ label: c.title, href: clusterHref(c) })),
    },
    more: [
      { label: words.links.prices, href: routes.catIntent('precios') },
      { label: words.links.allBreeds, href: routes.cats() },
    ],
    text: { breedsHeading: t.breedsHeading, relatedHeading: t.relatedHeading, ctaTitle: t.ctaTitle, ctaText: t.ctaText },
  };
}

/** /gatos/precios/: every cat price, grouped by coat, with an ItemList of Product offers. */
export function catPriceGuideView(catalog: Catalog) {
  const path = routes.catIntent('precios');
  const cluster = catalog.catClusters.find((c) => c.group === 'intencion' && c.slug === 'precios')!;
  const sorted = [...catalog.catBreeds].sort((a, b) => a.precio_base - b.precio_base);
  const cheapest = sorted[0]!;
  const dearest = sorted.at(-1)!;
  const t = words.prices;
  const groups = (Object.keys(COAT_LABELS) as CatBreed['pelaje'][]).map((coat) => ({
    key: coat.replace('_', '-'),
    title: fillTemplate(t.coatHeading, { pelaje: COAT_PHRASES[coat] }),
    href: coatHref(catalog, coat),
    rows: catalog.catBreeds.filter((b) => b.pelaje === coat).map((b) => ({ ...breedCard(b), traitsText: traitsText(b) })),
  }));
  const list: WithContext<ItemList> = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: t.listName,
    itemListElement: catalog.catBreeds.map((breed, i) => {
      const { '@context': _, ...product } = productLd({ name: fillTemplate(words.productName, { raza: breed.nombre }), description: breed.descripcion, path: routes.catBreed(breed.slug), prices: [breed.precio_base] });
      return { '@type': 'ListItem', position: i + 1, item: product };
    }),
  };
  return {
    ...pageView({
      path,
      title: `${cluster.title} (${priceYear()})`,
      description: `${fillTemplate(t.description, { cantidad: String(catalog.catBreeds.length), desde: formatCOP(cheapest.precio_base), hasta: formatCOP(dearest.precio_base) })} ${texts.common.priceNote}`,
      crumbs: catCrumbs({ name: 'Precios', path }),
      nav: 'gatos',
      chat: { species: 'gatos' },
      jsonLd: [list],
    }),
    heading: t.heading,
    intro: `${cluster.description} ${fillTemplate(t.range, { desde: formatCOP(cheapest.precio_base), raza_desde: cheapest.nombre, hasta: formatCOP(dearest.precio_base), raza_hasta: dearest.nombre })}`,
    priceNote: texts.common.priceNote,
    groups,
    includes: provenList(texts.cats.kittenIncludes),
    factors: t.factors,
    more: [
      { label: words.links.breedersGuide, href: routes.catIntent('criaderos-en-colombia') },
      { label: words.links.saleGuide, href: routes.catIntent('venta-en-colombia') },
      { label: words.links.allBreeds, href: routes.cats() },
    ],
    text: {
      breedColumn: t.breedColumn,
      traitsColumn: t.traitsColumn,
      priceColumn: t.priceColumn,
      includesHeading: t.includesHeading,
      factorsHeading: t.factorsHeading,
      ctaTitle: t.ctaTitle,
      ctaText: t.ctaText,
    },
  };
}

/** /gatos/criaderos-en-colombia/ and /gatos/venta-en-colombia/: guides built from the data. */
export function catGuideView(catalog: Catalog, intent: CatGuideIntent) {
  const path = routes.catIntent(intent);
  const cluster = catalog.catClusters.find((c) => c.group === 'intencion' && c.slug === intent)!;
  const article = buildCatGuide(catalog, intent, cluster);
  const other: CatGuideIntent = intent === 'criaderos-en-colombia' ? 'venta-en-colombia' : 'criaderos-en-colombia';
  return {
    ...pageView({
      path,
      title: article.title,
      description: article.description,
      type: 'article',
      crumbs: catCrumbs({ name: cluster.title, path }),
      nav: 'gatos',
      chat: { species: 'gatos' },
      jsonLd: [article.jsonLd],
    }),
    article,
    cta: texts.catGuides.cta,
    more: [
      { label: catalog.catClusters.find((c) => c.group === 'intencion' && c.slug === other)!.title, href: routes.catIntent(other) },
      { label: words.links.prices, href: routes.catIntent('precios') },
      { label: words.links.allBreeds, href: routes.cats() },
    ],
  };
}
/** One of the two guides, with its Article JSON-LD. */
export function buildCatGuide(catalog: Catalog, intent: CatGuideIntent, cluster: Pick<CatCluster, 'description'>) {
  const parts = intent === 'criaderos-en-colombia' ? criaderos(catalog) : venta(catalog);
  const path = routes.catIntent(intent);
  return {
    ...parts,
    description: cluster.description,
    // The cats share card (1200×630 PNG) is the article's image: the guides have no photo of their own.
    jsonLd: articleLd({ headline: parts.title, description: cluster.description, path, image: shareImagePath(shareCard.species('gatos').key), datePublished: site.contentDate }),
  };
}
