/**
 * The views of the cat pages: /gatos-colombia/, /gatos/{raza}/, the category pages of every
 * cluster, the price guide and the two guides (the pages of a place: cat-place-pages.ts).
 * Every text comes from the breed, cluster and place data, and the fixed words from
 * content/texts/gatos-paginas.json and gatos.json; templates only render.
 */
import type { ItemList, WithContext } from 'schema-dts';
import type { Catalog } from '../content/catalog';
import type { CatBreed, CatCluster } from '../content/schemas';
import { absoluteUrl, priceMonth, site } from '../content/site';
import { capitalize } from '../content/slug';
import { texts } from '../content/texts';
import { CATEGORY_MIN_CARDS, catFilterKeys, CLUSTER_GROUP_LABELS, clusterBreeds, COAT_LABELS, COAT_PHRASES, coatLabel, isCategoryCluster, TAG_LABELS, TAG_PHRASES } from '../domain/cats';
import { catBreedPlaceFacts, catFactsOf } from '../domain/cat-places';
import { dispatchCity } from '../domain/places';
import { routes } from '../routes';
import { careLines, catPrice } from '../text/cats/breed';
import { catCostValue, catPlaceFactWords, catPlaceGroups } from '../text/cats/places';
import { type CatGuideIntent, criaderos, venta } from '../text/cats/guide';
import { provenList } from '../text/claims';
import { breedClimateCalm, breedClimateNotes } from '../text/places';
import { catBreedPlural, catBreedSingular, catBreedWithArticle, fillTemplate, formatCOP, joinEs, uncapitalize } from '../text/spanish';
import { articleLd, productLd } from './jsonld';
import { answerBlock, availabilityFact } from './answer';
import { AVAILABLE_ON, availableNowBlock, offerAvailability } from './available-now';
import { crumbsFrom, pageView } from './page';
import { shareCard, shareImagePath, shareRef } from './share-cards';


/** The fixed words of the cat pages (content/texts/gatos-paginas.json). */
const words = texts.catPages;
export const catCrumbs = (...trail: { name: string; path: string }[]) => crumbsFrom({ name: 'Gatos', path: routes.cats() }, ...trail);

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

/** Whether a breed's line already says a trait's label, as a word or words of its own («tranquilo», «maúlla poco»). */
export const saysTrait = (line: string, label: string) => new RegExp(`(^|[^\\p{L}])${label.toLocaleLowerCase('es')}($|[^\\p{L}])`, 'u').test(line.toLocaleLowerCase('es'));

/**
 * A breed's tags but its coat, which its card shows apart (and «Poca caída de pelo» on a hairless
 * cat, which «Sin pelo» says better: s52 read 16), and the allergy tag: no cat is
 * hypoallergenic, and a chip cannot say the nuance (s52 read 15 doubted «Lo toleran algunos
 * alérgicos» on the Russian Blue's card); the page for allergic buyers says it in full.
 */
const traitTags = (breed: CatBreed) => breed.tags.filter((t) => !['corto', 'largo', 'sin_pelo', 'hipoalergenico'].includes(t) && !(t === 'poca_caida_pelo' && breed.pelaje === 'sin_pelo'));

/**
 * Tags that sell a breed as the right choice, which a card cannot show beside a disease the breed
 * carries (content/cats/breeds.json › avisoSalud, in the card's own line): s52 read 16 found
 * «Ideal para apartamento» on the Scottish Fold's and the Munchkin's cards next to their bone damage.
 */
const SELLING_TAGS: readonly CatBreed['tags'][number][] = ['apartamento'];
const warnsOfDisease = (breed: CatBreed) => Boolean(breed.adaptacion.enfermedadDeRaza && breed.avisoSalud);

/**
 * A card of a breed: name, coat, price, traits, the breed in a line and its page. `omit`: the tags
 * the page itself is about (s48 read 7: «Ideal para apartamento» on each of the seven cards of the
 * apartment page); the line (content/cats/breeds.json › enPocasPalabras) says what a buyer weighs,
 * a fold's bone disease included, which the tags alone left out.
 */
function breedCard(breed: CatBreed, omit: readonly CatBreed['tags'][number][] = []) {
  return {
    slug: breed.slug,
    nombre: breed.nombre,
    coat: coatLabel(breed),
    price: catPrice(breed),
    // nor the traits its line already says (s52: «Tranquilo · Maúlla poco» above «Vive tranquilo en casa y maúlla poco»)
    // nor a selling tag beside a health warning (SELLING_TAGS)
    traits: traitTags(breed).filter((t) => !omit.includes(t) && !(warnsOfDisease(breed) && SELLING_TAGS.includes(t))).map((t) => TAG_LABELS[t]).filter((label) => !saysTrait(breed.enPocasPalabras, label)),
    summary: breed.enPocasPalabras,
    href: routes.catBreed(breed.slug),
  };
}

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
      chat: { species: 'gatos', pageName: t.h1 },
    }),
    availableNow: availableNowBlock(catalog, AVAILABLE_ON.cats()),
    // The breed cards: rendered by the page as the filter island's children (static HTML, not
    // serialised); each carries the keys of the filters it passes, which the island reads.
    cards: catalog.catBreeds.map((b) => ({
      slug: b.slug,
      href: routes.catBreed(b.slug),
      coat: coatLabel(b),
      nombre: b.nombre,
      /** The breed in a line, to choose between breeds (content/cats/breeds.json › enPocasPalabras); the coat above the name is its fact. */
      summary: b.enPocasPalabras,
      price: catPrice(b),
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

/** /gatos/{raza}/: the breed as a buyer chooses it (price, character, care by climate, the parents' tests), and its pages by city. */
export function catBreedView(catalog: Catalog, { path, breed }: { path: string; breed: CatBreed }) {
  const t = words.breed;
  const dispatch = dispatchCity(catalog);
  const values = { raza: catBreedSingular(breed), raza_plural: catBreedPlural(breed), precio: catPrice(breed), sede: dispatch.nombre };
  const fill = (template: string) => capitalize(fillTemplate(template, values));
  const heading = fill(t.heading);
  /** The breed's category pages, its coat's among them (the description says the coat; the link is at the foot). */
  const categories = clustersOf(catalog, breed);
  /** The way a kitten reaches a place, from that place's facts (text/cats/places.ts), as the place's own page answers it. */
  const deliveryIn = (place: { slug: string; isCity: boolean }) => catPlaceFactWords(catFactsOf(catalog, place), dispatch.nombre).entrega.value;
  /** The breed's page in every city and fixed place, with that place's facts. */
  const places = [
    ...catalog.cities.map((c) => ({ nombre: c.nombre, href: routes.catBreederInCity(breed.slug, c.slug), facts: catBreedPlaceFacts(catFactsOf(catalog, { slug: c.slug, isCity: true }), breed) })),
    ...catalog.catFixedPages
      .filter((f) => f.raza === breed.slug)
      .map((f) => ({ nombre: catalog.townBySlug.get(f.lugar)!.nombre, href: routes.catBreederInCity(breed.slug, f.lugar), facts: catBreedPlaceFacts(catFactsOf(catalog, { slug: f.lugar, isCity: false }), breed) })),
  ];
  /** What the page shows as available now: its answer's row, its block, and «in stock» in its Product only then. */
  const available = AVAILABLE_ON.catBreed({ breed });
  /** The first screen (issue 41), as on a dog breed page: the price, the delivery in the breeder's city and, for the others, the list below, what is available. */
  const answer = answerBlock({ subject: breed.slug, subjectName: catBreedPlural(breed), place: '' }, [
    { key: 'precio', label: words.answer.price, value: catPrice(breed) },
    { key: 'entrega', label: words.answer.delivery, value: fillTemplate(t.answerDelivery, { sede: dispatch.nombre, entrega: uncapitalize(deliveryIn({ slug: dispatch.slug, isCity: true })) }), href: '#ciudades' },
    // what the trip costs, as the breed's pages in the cities say it for a place reached by road or by plane (s51 read 14: the breed page alone left it out)
    { key: 'costo-envio', label: words.answer.cost, value: catCostValue({ delivery: 'carretera-o-avion' }) },
    // a breed whose defining trait brings a disease says it on the first screen, in its one sentence (content/cats/breeds.json › avisoSalud)
    ...(warnsOfDisease(breed) ? [{ key: 'salud' as const, label: t.answerHealth, value: breed.avisoSalud! }] : []),
    availabilityFact(catalog, available),
  ]);
  return {
    ...pageView({
      path,
      title: fill(t.title),
      description: fill(t.description),
      type: 'product',
      crumbs: catCrumbs({ name: breed.nombre, path }),
      nav: 'gatos',
      share: shareRef(shareCard.catBreed(breed)),
      chat: { subject: catBreedWithArticle(breed), pageName: heading },
      // an estimated price is no firm offer: no Product (s51 read 14: JSON-LD gave «(estimado)» as firm)
      jsonLd: breed.precio_estimado ? [] : [productLd({ name: fill(words.productName), description: breed.descripcion, path, prices: [breed.precio_base], availability: offerAvailability(catalog, available) })],
    }),
    availableNow: availableNowBlock(catalog, available),
    breed,
    heading,
    answer,
    lead: breed.descripcion,
    character: breed.resumen,
    /** The breed's category pages: with the other links at the foot, not inside the character. */
    categories,
    /** The breed's note for each climate class (content/cats/breeds.json › clima), under the class and its cities; a class with no note has no block. */
    climate: breedClimateNotes(catalog.cities, breed.clima, texts.common.petClimate.label),
    /** For each class with no note, the line that says it asks nothing special there, under the notes. */
    climateCalm: breedClimateCalm(catalog.cities, breed.clima, texts.common.petClimate.calm),
    care: careLines(breed),
    /** The tests to ask for (content/cats/breeds.json › saludPadres): they name the tests, never claim the parents have them. */
    health: breed.saludPadres,
    includes: provenList(texts.cats.kittenIncludes),
    /** «Entrega en su ciudad»: the breed's page in every city and fixed place, by name, grouped by the way the kitten gets there (the group's label says it once). */
    placeGroups: catPlaceGroups(places),
    more: [
      ...categories,
      { label: words.links.prices, href: routes.catIntent('precios') },
      { label: words.links.allBreeds, href: routes.cats() },
    ],
    /** The fixed words of the template (content/texts/gatos-paginas.json › breed). */
    text: {
      characterHeading: t.characterHeading,
      climateHeading: t.climateHeading,
      careHeading: t.careHeading,
      healthHeading: t.healthHeading,
      includesHeading: t.includesHeading,
      placesHeading: t.placesHeading,
      moreHeading: t.moreHeading,
    },
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
      // the message names the page, so the breeder knows which group is asked about (s52 read 15: «sobre gatos» on /gatos-caracter-tranquilos-colombia/)
      chat: { species: 'gatos', pageName: cluster.title },
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
    breeds: members.map((b) => breedCard(b, cluster.tags)),
    related: related.map(({ breed }) => breedCard(breed, cluster.tags)),
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
    // each breed in its own sentence (content/cats/breeds.json › enPocasPalabras), a fold's or a short leg's disease included: the traits
    // made of tags read as a mold («Tranquilo, silencioso e ideal para apartamento» three times, s51 read 14)
    rows: catalog.catBreeds.filter((b) => b.pelaje === coat).map((b) => ({ ...breedCard(b), price: catPrice(b, { inTable: true }) })),
  }));
  const list: WithContext<ItemList> = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: t.listName,
    itemListElement: catalog.catBreeds.map((breed, i) => {
      // a breed whose price is an estimate is listed by its page only, with no offer to read as firm
      if (breed.precio_estimado) return { '@type': 'ListItem', position: i + 1, name: fillTemplate(words.productName, { raza: breed.nombre }), url: absoluteUrl(routes.catBreed(breed.slug)) };
      // the price list says nothing of availability (its breed pages do): its offers claim none
      const { '@context': _, ...product } = productLd({ name: fillTemplate(words.productName, { raza: breed.nombre }), description: breed.descripcion, path: routes.catBreed(breed.slug), prices: [breed.precio_base], availability: undefined });
      return { '@type': 'ListItem', position: i + 1, item: product };
    }),
  };
  return {
    ...pageView({
      path,
      // the month of the prices, as the intro says it (s51 read 14: «(2025)» under a footer of 2026)
      title: `${cluster.title} (${priceMonth()})`,
      description: `${fillTemplate(t.description, { cantidad: String(catalog.catBreeds.length), desde: formatCOP(cheapest.precio_base), hasta: formatCOP(dearest.precio_base) })} ${texts.common.priceNote}`,
      crumbs: catCrumbs({ name: 'Precios', path }),
      nav: 'gatos',
      chat: { species: 'gatos', pageName: t.heading },
      jsonLd: [list],
    }),
    heading: t.heading,
    intro: `${cluster.description} ${fillTemplate(t.range, { fecha: priceMonth(), desde: formatCOP(cheapest.precio_base), raza_desde: catBreedSingular(cheapest), hasta: formatCOP(dearest.precio_base), raza_hasta: catBreedSingular(dearest) })}`,
    // Under the tables, what the asterisk of an estimated price means; why prices vary is the
    // factors section below (s51: «varían según la genética, el color y la disponibilidad» said it twice).
    priceNote: catalog.catBreeds.some((b) => b.precio_estimado) ? texts.catPages.estimatedTableNote : undefined,
    groups,
    includes: provenList(texts.cats.kittenIncludes),
    shippingNote: t.shippingNote,
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
      chat: { species: 'gatos', pageName: article.title },
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
