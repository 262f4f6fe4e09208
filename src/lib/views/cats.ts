/**
 * The views of the cat pages: /gatos-colombia/, /gatos/{raza}/, the breeder pages by city,
 * /gatos-en-{lugar}/, the category pages of every cluster, the price guide and the two guides.
 * Every text comes from the breed, cluster and place data; templates only render.
 */
import type { ItemList, WithContext } from 'schema-dts';
import type { Catalog } from '../content/catalog';
import type { CatBreed, CatCluster } from '../content/schemas';
import { absoluteUrl, contentYear, site } from '../content/site';
import { careLines, CATEGORY_MIN_CARDS, characterLines, climateNote, climateOf, CLUSTER_GROUP_LABELS, clusterBreeds, COAT_CARE, COAT_LABELS, isCategoryCluster, KITTEN_INCLUDES, TAG_LABELS } from '../domain/cats';
import { PRICE_NOTE } from '../domain/dogs';
import { dispatchCity, placeFacts } from '../domain/places';
import { type CatIntent, routes } from '../routes';
import type { CatPlace } from '../routes/entries';
import { type CatGuideIntent, criaderos, venta } from '../text/cats/guide';
import { catBreederLead, catBreederSections, type CatPlace as GuidePlace, catPlaceSections } from '../text/cats/places';
import { countryFacts, deliveryTime, petCityText, placeFactsList } from '../text/places';
import { formatCOP } from '../text/spanish';
import { articleLd, faqLd, productLd } from './jsonld';
import { crumbsFrom, pageView } from './page';
import { shareCard, shareImagePath, shareRef } from './share-cards';

const catCrumbs = (...trail: { name: string; path: string }[]) => crumbsFrom({ name: 'Gatos', path: routes.cats() }, ...trail);

/** The city the breeder is in: its pages speak of delivery, not of a trip. */

/** The page of a cluster: its category page, or its intent page. */
export function clusterHref(cluster: Pick<CatCluster, 'group' | 'slug'>): string {
  return isCategoryCluster(cluster) ? routes.catCategory(cluster.group, cluster.slug) : routes.catIntent(cluster.slug as CatIntent);
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

/** A card of a breed: name, coat, price, traits and its page. */
function breedCard(breed: CatBreed) {
  return {
    slug: breed.slug,
    nombre: breed.nombre,
    coat: COAT_LABELS[breed.pelaje],
    price: breed.precio_base,
    traits: breed.tags.filter((t) => !['corto', 'largo', 'sin_pelo'].includes(t)).map((t) => TAG_LABELS[t]),
    href: routes.catBreed(breed.slug),
  };
}

export function catLandingView(catalog: Catalog) {
  const path = routes.cats();
  const place = (p: { slug: string; nombre: string }) => ({ label: `Gatos en ${p.nombre}`, href: routes.catsIn(p.slug) });
  return {
    ...pageView({
      path,
      title: 'Gatos de raza en venta en Colombia',
      description: `Conozca ${catalog.catBreeds.length} razas de gatos: Persa, Bengalí, Maine Coon, Ragdoll y más, con certificado de salud, vacunas y entrega en Colombia y el exterior.`,
      crumbs: catCrumbs(),
      nav: 'gatos',
      chat: { species: 'gatos' },
    }),
    breeds: catalog.catBreeds.map(({ slug, nombre, precio_base, pelaje, tags }) => ({ slug, nombre, precio_base, pelaje, tags })),
    // Only what the island needs: its props are serialised into the page.
    clusters: catalog.catClusters.map((c) => ({ group: c.group, slug: c.slug, title: c.title, tags: c.tags, excludeTags: c.excludeTags, href: clusterHref(c) })),
    coats: Object.fromEntries((Object.keys(COAT_LABELS) as CatBreed['pelaje'][]).map((coat) => [coat, coatHref(catalog, coat)])) as Record<CatBreed['pelaje'], string>,
    coverage: [
      { title: 'Cobertura Nacional', links: catalog.cities.map(place) },
      { title: 'Cobertura Internacional', links: catalog.countries.map(place) },
    ],
  };
}

/** /gatos/{raza}/ (no place) and /gatos/criadero-de-gatos-{raza}-{lugar}/ (a city or a fixed place). */
export function catBreedView(catalog: Catalog, { path, breed, place }: { path: string; breed: CatBreed; place?: CatPlace }) {
  const b = breed.nombre;
  const price = formatCOP(breed.precio_base);
  const heading = place ? `Criadero de gatos ${b} en ${place.nombre}` : `Gatos ${b} en venta`;
  const dispatch = dispatchCity(catalog);
  const home = place?.slug === dispatch.slug;
  const facts = place?.isCity ? placeFacts(catalog, { slug: place.slug, kind: 'ciudad' }) : undefined;
  /** A city has facts (content/places): climate, delivery and living from them; a fixed place has its description. */
  const local = place
    ? facts
      ? { guide: catBreederSections(breed, facts, dispatch, path, catalog.catBreeds.indexOf(breed)), facts: { title: `${place.nombre}: clima y viaje`, items: placeFactsList(facts, dispatch) } }
      : {
          guide: [
            {
              heading: `Envío del ${b} a ${place.nombre} (${place.departamento})`,
              paragraphs: [
                `Criamos en ${dispatch.nombre} y enviamos gatitos ${b} a ${place.nombre} (${place.departamento}) con su certificado de salud, carné de vacunas y desparasitación. Acordamos con usted por chat la fecha y el medio de transporte.`,
                petCityText(place.descripcion),
                climateNote(breed, place.nombre, climateOf(place, 'content/cats/fixed-pages.json')),
              ],
            },
          ],
          facts: undefined,
        }
    : undefined;
  const [climateGuide, deliveryGuide] = local?.guide.length === 1 ? [local.guide[0]!, local.guide[0]!] : (local?.guide ?? []);
  const faq = [
    {
      question: place ? `¿Cuánto cuesta un gato ${b} en ${place.nombre}?` : `¿Cuánto cuesta un gato ${b} en Colombia?`,
      answer: `El precio de referencia de un gatito ${b} es de ${price}${place && !home ? ', más el envío a ' + place.nombre + ', que le cotizamos por chat' : ''}. ${PRICE_NOTE}`,
    },
    place
      ? { question: `¿Cómo llega el gatito a ${place.nombre}?`, answer: deliveryGuide!.paragraphs.slice(0, 2).join(' ') }
      : { question: `¿Qué cuidados necesita el pelaje del ${b}?`, answer: COAT_CARE[breed.pelaje].join(' ') },
    facts
      ? { question: `¿Cuánto tarda la entrega del ${b} en ${place!.nombre}?`, answer: deliveryTime(facts, dispatch) }
      : { question: `¿Qué pruebas de salud conviene pedir para un ${b}?`, answer: breed.salud },
    place
      ? { question: `¿Cómo cuido a un ${b} en el clima de ${place.nombre}?`, answer: climateGuide!.paragraphs.at(-1)! }
      : {
          question: `¿Entregan gatos ${b} fuera de ${dispatch.nombre}?`,
          answer: `Sí. Criamos en ${dispatch.nombre} y enviamos a ${catalog.cities.filter((c) => c.slug !== dispatch.slug).map((c) => c.nombre).join(', ')} y otros destinos, con certificado de salud y vacunas al día.`,
        },
  ];
  return {
    ...pageView({
      path,
      title: place ? `${b} en ${place.nombre}: criadero y gatitos en venta` : `${b}: precio y características`,
      description: place
        ? `Gatitos ${b} con entrega en ${place.nombre} desde ${price}: certificado de salud, vacunas al día, desparasitación y garantía por escrito.`
        : `Gatitos ${b} desde ${price}: certificado de salud, vacunas al día, desparasitación y entrega en toda Colombia.`,
      type: 'product',
      crumbs: catCrumbs(...(place ? [{ name: b, path: routes.catBreed(breed.slug) }, { name: place.nombre, path }] : [{ name: b, path }])),
      nav: 'gatos',
      share: shareRef(shareCard.catBreed(breed)),
      chat: { breed: b, pageName: heading },
      jsonLd: [productLd({ name: `Gatito ${b}`, description: breed.descripcion, path, prices: [breed.precio_base] }), faqLd(faq)],
    }),
    breed,
    heading,
    /** A city page opens with its own delivery and climate; the breed's description is on the breed page. */
    lead: facts ? [catBreederLead(breed, facts, dispatch, price), breed.descripcion] : [breed.descripcion],
    price: breed.precio_base,
    priceNote: PRICE_NOTE,
    /** A city page says what comes with the kitten in its delivery text, and leaves the breed's character to the breed page. */
    includes: facts ? [] : KITTEN_INCLUDES,
    coat: { label: COAT_LABELS[breed.pelaje], href: coatHref(catalog, breed.pelaje) },
    character: facts ? [] : characterLines(breed),
    characterTitle: facts ? `El ${b} en nuestros grupos de razas` : `Carácter del ${b}`,
    /** The coat's general care is on the breed page; a city page gives the care its climate asks for. */
    care: facts ? [] : careLines(breed),
    health: breed.salud,
    categories: clustersOf(catalog, breed),
    local,
    faq,
    /** The breed page links the breeder page of every city and fixed place. */
    places: place
      ? []
      : [
          ...catalog.cities.map((c) => ({ label: `${b} en ${c.nombre}`, href: routes.catBreederInCity(breed.slug, c.slug) })),
          ...catalog.catFixedPages.filter((f) => f.raza === breed.slug).map((f) => ({ label: `${b} en ${f.ciudad}`, href: routes.catBreederInCity(breed.slug, f.lugar) })),
        ],
    more: [
      ...(place ? [{ label: `Todo sobre el ${b}`, href: routes.catBreed(breed.slug) }] : []),
      ...(place?.isCity ? [{ label: `Gatos en ${place.nombre}`, href: routes.catsIn(place.slug) }] : []),
      { label: 'Precios de gatos por raza', href: routes.catIntent('precios') },
      { label: 'Todas las razas de gatos', href: routes.cats() },
    ],
  };
}

export function catsInPlaceView(catalog: Catalog, { path, place, abroad }: { path: string; place: { slug: string; nombre: string }; abroad: boolean }) {
  const dispatch = dispatchCity(catalog);
  const where: GuidePlace = abroad
    ? { kind: 'pais', country: catalog.countries.find((c) => c.slug === place.slug)! }
    : { kind: 'ciudad', facts: placeFacts(catalog, { slug: place.slug, kind: 'ciudad' }) };
  const delivery = abroad
    ? `Enviamos gatitos a ${place.nombre} por vía aérea, con certificado de salud, vacunas y los documentos de exportación que exige el destino.`
    : `Entregamos gatitos en ${place.nombre} con certificado de salud, vacunas al día y desparasitación.`;
  const city = abroad ? undefined : catalog.cityBySlug.get(place.slug);
  return {
    ...pageView({
      path,
      title: `Gatos en venta en ${place.nombre}`,
      description: `${catalog.catBreeds.length} razas de gatos con entrega en ${place.nombre}. ${delivery}`,
      crumbs: catCrumbs({ name: place.nombre, path }),
      nav: 'gatos',
      chat: { species: 'gatos' },
    }),
    heading: `Gatos de raza en ${place.nombre}`,
    delivery,
    guide: catPlaceSections(where, catalog.catBreeds, dispatch),
    facts: {
      title: `${place.nombre}: clima y viaje`,
      items: where.kind === 'pais' ? countryFacts(where.country, dispatch) : placeFactsList(where.facts, dispatch),
    },
    ctaTitle: `Gatos en ${place.nombre}`,
    /** Readers abroad see "COP" after each amount. */
    breeds: catalog.catBreeds.map((b) => ({ nombre: b.nombre, coat: COAT_LABELS[b.pelaje], price: formatCOP(b.precio_base, { code: abroad }), href: routes.catBreed(b.slug) })),
    /** A city of the 12 links the breeder page of every breed there. */
    breeders: city
      ? { title: `Criaderos de gatos por raza en ${city.nombre}`, links: catalog.catBreeds.map((b) => ({ label: `Criadero de ${b.nombre} en ${city.nombre}`, href: routes.catBreederInCity(b.slug, city.slug) })) }
      : undefined,
  };
}

/** A category page of one cat cluster: its breeds, and related breeds apart when fewer than six match. */
export function catCategoryView(catalog: Catalog, { path, cluster }: { path: string; cluster: CatCluster }) {
  const { members, related } = clusterBreeds(catalog.catBreeds, cluster);
  const group = CLUSTER_GROUP_LABELS[cluster.group];
  const count = members.length === 1 ? 'Una raza de nuestro criadero cumple' : `${members.length} razas de nuestro criadero cumplen`;
  return {
    ...pageView({
      path,
      title: `${cluster.title} en Colombia: razas y precios`,
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
    summary: `${count} este criterio. Todos los gatitos se entregan con certificado de salud, vacunas al día y desparasitación.`,
    breeds: members.map(breedCard),
    related: related.map(({ breed, shared }) => ({ ...breedCard(breed), reason: `Comparte: ${shared.map((t) => TAG_LABELS[t]).join(', ')}` })),
    relatedNote:
      related.length > 0
        ? `Solo ${members.length === 1 ? 'una raza cumple' : `${members.length} razas cumplen`} este criterio. Estas otras razas no pertenecen al grupo, pero comparten rasgos con ${members.length === 1 ? 'ella' : 'ellas'}:`
        : undefined,
    minCards: CATEGORY_MIN_CARDS,
    siblings: {
      title: `Más gatos por ${group.toLowerCase()}`,
      links: catalog.catClusters.filter((c) => c.group === cluster.group && c.slug !== cluster.slug).map((c) => ({ label: c.title, href: clusterHref(c) })),
    },
    more: [
      { label: 'Precios de gatos por raza', href: routes.catIntent('precios') },
      { label: 'Todas las razas de gatos', href: routes.cats() },
    ],
  };
}

/** /gatos/precios/: every cat price, grouped by coat, with an ItemList of Product offers. */
export function catPriceGuideView(catalog: Catalog) {
  const path = routes.catIntent('precios');
  const cluster = catalog.catClusters.find((c) => c.group === 'intencion' && c.slug === 'precios')!;
  const sorted = [...catalog.catBreeds].sort((a, b) => a.precio_base - b.precio_base);
  const cheapest = sorted[0]!;
  const dearest = sorted.at(-1)!;
  const groups = (Object.keys(COAT_LABELS) as CatBreed['pelaje'][]).map((coat) => ({
    key: coat.replace('_', '-'),
    title: `Gatos de ${COAT_LABELS[coat].toLowerCase()}`,
    href: coatHref(catalog, coat),
    rows: catalog.catBreeds.filter((b) => b.pelaje === coat).map(breedCard),
  }));
  const list: WithContext<ItemList> = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Precios de gatos por raza',
    itemListElement: catalog.catBreeds.map((breed, i) => {
      const { '@context': _, ...product } = productLd({ name: `Gatito ${breed.nombre}`, description: breed.descripcion, path: routes.catBreed(breed.slug), prices: [breed.precio_base] });
      return { '@type': 'ListItem', position: i + 1, item: product };
    }),
  };
  return {
    ...pageView({
      path,
      title: `${cluster.title} (${contentYear()})`,
      description: `Precios de ${catalog.catBreeds.length} razas de gatos en pesos colombianos, de ${formatCOP(cheapest.precio_base)} a ${formatCOP(dearest.precio_base)}. ${PRICE_NOTE}`,
      crumbs: catCrumbs({ name: 'Precios', path }),
      nav: 'gatos',
      chat: { species: 'gatos' },
      jsonLd: [list],
    }),
    heading: 'Precios de gatos por raza en Colombia',
    intro: `${cluster.description} Los precios van de ${formatCOP(cheapest.precio_base)} (${cheapest.nombre}) a ${formatCOP(dearest.precio_base)} (${dearest.nombre}).`,
    priceNote: PRICE_NOTE,
    groups,
    includes: KITTEN_INCLUDES,
    factors: [
      'Genética: gatitos de padres con pruebas de salud y buena línea tienen un precio mayor.',
      'Color y patrón del manto: los colores más escasos suelen costar más.',
      'Disponibilidad: depende de cuántos gatitos haya en la camada del momento.',
    ],
    more: [
      { label: 'Cómo elegir un criadero de gatos', href: routes.catIntent('criaderos-en-colombia') },
      { label: 'Venta de gatos en Colombia', href: routes.catIntent('venta-en-colombia') },
      { label: 'Todas las razas de gatos', href: routes.cats() },
    ],
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
    cta: { title: '¿Busca un gatito de raza?', text: 'Escríbanos y le enviamos fotos y videos de los gatitos disponibles, con su precio y la fecha de entrega.' },
    more: [
      { label: catalog.catClusters.find((c) => c.group === 'intencion' && c.slug === other)!.title, href: routes.catIntent(other) },
      { label: 'Precios de gatos por raza', href: routes.catIntent('precios') },
      { label: 'Todas las razas de gatos', href: routes.cats() },
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
