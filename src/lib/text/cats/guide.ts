/**
 * The two national cat guides, /gatos/criaderos-en-colombia/ and /gatos/venta-en-colombia/:
 * articles assembled from the breed, cluster and city data, like the dog articles
 * (src/lib/text/dogs/article.ts), so a new breed or city shows up in them with one data edit.
 * Their fixed words are in content/texts/gatos-guias.json; the lists of breeds, categories and
 * cities come from the data.
 */
import type { Catalog } from '../../content/catalog';
import { priceMonth } from '../../content/site';
import { texts } from '../../content/texts';
import { clusterBreeds, coatLabel, isCategoryCluster } from '../../domain/cats';
import { catFactsOf } from '../../domain/cat-places';
import { dispatchCity } from '../../domain/places';
import { routes } from '../../routes';
import type { ArticleSection, DogArticle } from '../article';
import { provenList } from '../claims';
import { catBreedSingular, fillTemplate, formatCOP, joinEs } from '../spanish';
import { catPrice } from './breed';
import { catHeatBreeds, catPlaceFactWords } from './places';

export type CatGuideIntent = 'criaderos-en-colombia' | 'venta-en-colombia';

function citiesSection(catalog: Catalog, heading: string): ArticleSection {
  const home = dispatchCity(catalog);
  const others = catalog.cities.filter((c) => c.slug !== home.slug).map((c) => c.nombre);
  const { cities } = texts.catGuides;
  // the hot cities near enough for the road, where the breeds that suffer the heat fly all the same (Cali): the list below offers them the road
  const heat = catalog.cities.map((c) => ({ nombre: c.nombre, flights: catHeatBreeds(catFactsOf(catalog, { slug: c.slug, isCity: true }), catalog.catBreeds, 'heatRoad') })).filter((c) => c.flights.breeds.length);
  const heatBreeds = [...new Set(heat.flatMap((c) => c.flights.breeds))];
  return {
    heading,
    paragraphs: [
      fillTemplate(cities.home, { sede: home.nombre, ciudades: joinEs(others) }),
      ...(heat.length ? [fillTemplate(cities.heatFlies, { razas: joinEs(heatBreeds.map(catBreedSingular)), ciudades: joinEs(heat.map((c) => c.nombre)) })] : []),
      cities.arrange,
    ],
    // each city with how the kitten gets there, as the breed pages' list says it (not its department)
    links: catalog.cities.map((c) => ({ label: fillTemplate(texts.catPages.links.catsIn, { lugar: c.nombre }), href: routes.catsIn(c.slug), note: catPlaceFactWords(catFactsOf(catalog, { slug: c.slug, isCity: true }), home.nombre).entrega.value })),
  };
}

export function criaderos(catalog: Catalog): Omit<DogArticle, 'description'> {
  const t = texts.catGuides.criaderos;
  const cheapest = [...catalog.catBreeds].sort((a, b) => a.precio_base - b.precio_base)[0]!;
  return {
    title: fillTemplate(t.title, { fecha: priceMonth() }),
    h1: t.h1,
    lead: fillTemplate(t.lead, { cantidad: String(catalog.catBreeds.length) }),
    sections: [
      { heading: t.check.heading, paragraphs: [t.check.intro], list: t.check.list },
      { heading: t.age.heading, paragraphs: [t.age.paragraph] },
      {
        heading: t.healthTests.heading,
        paragraphs: [t.healthTests.intro],
        links: catalog.catBreeds.map((b) => ({ label: b.nombre, href: routes.catBreed(b.slug), note: b.saludPadres })),
      },
      {
        heading: t.warnings.heading,
        paragraphs: [t.warnings.intro],
        list: [fillTemplate(t.warnings.lowPrice, { raza: catBreedSingular(cheapest), precio: formatCOP(cheapest.precio_base) }), ...t.warnings.list],
      },
      { heading: t.includes.heading, paragraphs: [t.includes.intro], list: provenList(texts.cats.kittenIncludes) },
      citiesSection(catalog, t.citiesHeading),
      {
        heading: t.prices.heading,
        paragraphs: [fillTemplate(t.prices.paragraph, { desde: formatCOP(cheapest.precio_base), hasta: formatCOP(Math.max(...catalog.catBreeds.map((b) => b.precio_base))) })],
        links: [{ label: texts.catPages.links.prices, href: routes.catIntent('precios') }],
      },
    ],
  };
}

export function venta(catalog: Catalog): Omit<DogArticle, 'description'> {
  const t = texts.catGuides.venta;
  const categories = catalog.catClusters.filter(isCategoryCluster);
  const home = dispatchCity(catalog).nombre;
  return {
    title: fillTemplate(t.title, { fecha: priceMonth() }),
    h1: t.h1,
    lead: fillTemplate(t.lead, { cantidad: String(catalog.catBreeds.length), sede: home }),
    sections: [
      {
        heading: fillTemplate(t.breeds.heading, { fecha: priceMonth() }),
        paragraphs: [t.breeds.intro],
        links: catalog.catBreeds.map((b) => ({ label: b.nombre, href: routes.catBreed(b.slug), note: `${coatLabel(b).toLowerCase()}, ${catPrice(b)}` })),
      },
      {
        heading: t.choose.heading,
        paragraphs: [t.choose.intro],
        links: categories.map((c) => ({ label: c.title, href: routes.catCategory(c.group, c.slug), note: joinEs(clusterBreeds(catalog.catBreeds, c).members.map(catBreedSingular)) })),
      },
      { heading: t.reserve.heading, paragraphs: [t.reserve.intro], list: t.reserve.list },
      { heading: t.includes.heading, paragraphs: [t.includes.intro], list: provenList(texts.cats.kittenIncludes) },
      citiesSection(catalog, fillTemplate(t.citiesHeading, { sede: home })),
      { heading: t.ready.heading, paragraphs: [t.ready.intro], list: t.ready.list },
    ],
  };
}
