/**
 * /bufalos-colombia/ (spec §2): the water buffalo, a bovine line with a page of its own, written in
 * content/livestock/bufalos.json; its answer is its line page's (views/livestock-line.ts).
 */
import type { Catalog } from '../content/catalog';
import { saleSlug } from '../content/species';
import { texts } from '../content/texts';
import { icaItems, type LivestockCard, livestockClusters, livestockLanding, speciesLines } from '../domain/livestock';
import { routes } from '../routes';
import { fillTemplate, joinEs, withoutArticle } from '../text/spanish';
import { productLd } from './jsonld';
import { AVAILABLE_ON, availableNowBlock, offerAvailability } from './available-now';
import { crumbsFrom, pageView } from './page';
import { deliveryGroups } from './livestock-delivery';
import { soldLineAnswer } from './livestock-line';
import { aroundSlot } from './livestock-prices';

/** The fixed words of the livestock pages (content/texts/ganado-paginas.json). */
const words = texts.livestockPages;

/**
 * The búfalos' sale pages by city, only where the line is recommended (read-unsampled P7: the list
 * offered Bogotá, Manizales and Pasto, whose pages say «No se lo recomendamos en tierra fría»): the
 * line's page already sorts its cities so (livestock-delivery.ts › deliveryGroups › notAdvised, the
 * test of the species' city pages); the cities of each climate class where it is not, named once
 * under the list.
 */
function bufaloCities(catalog: Catalog, card: LivestockCard, { notAdvised }: ReturnType<typeof deliveryGroups>) {
  const t = words.bufalos;
  const away = new Set([...notAdvised.values()].flat().map((c) => c.nombre));
  return {
    cities: catalog.cities
      .filter((c) => !away.has(c.nombre))
      .map((c) => ({ label: fillTemplate(t.cityLink, { linea: card.name, ciudad: c.nombre }), href: routes.livestockSale('bovinos', saleSlug('bovinos', card.slug), c.slug) })),
    notAdvised: [...notAdvised].map(([key, cities]) => fillTemplate(t.notAdvised, { clase: words.sale.climateClasses[key], ciudades: joinEs(cities.map((c) => c.nombre)) })),
  };
}

/** /bufalos-colombia/: the water buffalo (its bovine line), the bovine ICA requirements and its sale pages by city. */
export function bufalosView(catalog: Catalog) {
  const page = catalog.bufalos[0]!;
  const line = speciesLines(catalog, 'bovinos').find((b) => b.slug === page.linea)!;
  const landing = livestockLanding(catalog, 'bovinos');
  const card = landing.cards.find((c) => c.slug === line.slug)!;
  const path = routes.bufalos();
  const deliveries = deliveryGroups(catalog, 'bovinos', card);
  /** What the page shows as available now: its block, and «in stock» in its Product only then. */
  const available = AVAILABLE_ON.livestockLine({ species: 'bovinos', card });
  return {
    ...pageView({
      path,
      title: page.title,
      description: page.description,
      type: 'product',
      crumbs: crumbsFrom({ name: landing.heading, path: routes.species('bovinos') }, { name: page.h1, path }),
      nav: 'bovinos',
      chat: { subject: line.formas.conArticulo, pageName: page.h1 },
      // Google rejects a Product offer without a price: only with the line's reference price.
      jsonLd: line.precio ? [productLd({ name: line.nombre, description: page.intro, path, prices: [line.precio.desde, line.precio.hasta], availability: offerAvailability(catalog, available) })] : [],
    }),
    page,
    /** The line inside a sentence, in lowercase but for its proper name ("Ficha del búfalo Murrah"). */
    line: { name: withoutArticle(line.formas.conArticulo), description: line.descripcion, href: routes.livestockBreed('bovinos', line.slug) },
    text: {
      ...words.bufalos,
      fichaHeading: aroundSlot(words.bufalos.fichaHeading, 'linea'),
      alsoIn: aroundSlot(words.bufalos.alsoIn, 'categorias'),
      ctaTitle: fillTemplate(words.bufalos.ctaTitle, { linea: withoutArticle(line.formas.conArticulo) }),
    },
    /** The bovine requirements under the búfalos' own heading, with the note that they are the same (said once on the page). */
    ica: { titulo: words.bufalos.icaHeading, notas: [words.bufalos.icaNote, ...landing.ica.notas] },
    icaItems: icaItems(catalog, 'bovinos', line.slug),
    ctaLabel: landing.ctaLabel,
    back: routes.species('bovinos'),
    /** Whether any figure still awaits the breeder's confirmation (the page says so). */
    hasEstimates: page.datos.some((d) => d.estimate),
    /**
     * The line's first screen, as on its own page: its prices by category, where it leaves from and
     * how the freight is quoted, what is available now, the chat (blind read s46: the page had prices
     * only, and no word on delivery or availability).
     */
    answer: soldLineAnswer(catalog, 'bovinos', card, deliveries),
    availableNow: availableNowBlock(catalog, available),
    ...bufaloCities(catalog, card, deliveries),
    categories: livestockClusters(catalog, 'bovinos')
      .filter((c) => c.lineas.includes(line.slug))
      .map((c) => ({ title: c.h1, href: routes.livestockCategory('bovinos', c.slug) })),
  };
}
