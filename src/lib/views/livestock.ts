/** The views of the equinos, bovinos and aves pages. */
import type { Catalog } from '../content/catalog';
import type { City } from '../content/schemas';
import { faqLd, productLd } from '../jsonld';
import { livestockFaq, livestockLanding, saleableCards, type LivestockCard, type LivestockSpecies } from '../livestock';
import { formatCOPRange } from '../money';
import { routes } from '../routes';
import { capitalize } from '../slug';
import { absoluteUrl } from '../site';
import { crumbsFrom, pageView } from './page';

/** /equinos-colombia/, /bovinos-colombia/, /aves-colombia/. */
export function livestockLandingView(catalog: Catalog, species: LivestockSpecies) {
  const page = livestockLanding(catalog, species);
  const path = routes.species(species);
  return {
    ...pageView({ path, title: page.title, description: page.intro, crumbs: crumbsFrom({ name: page.heading, path }), nav: species, chat: { species } }),
    page,
    home: routes.home(),
    /** Each card's chat names its line: the visitor asks about the card they tapped. */
    cards: page.cards.map((card) => ({ ...card, href: routes.livestockBreed(species, card.slug), chat: { pageUrl: absoluteUrl(path), breed: card.name, pageName: page.heading } })),
    cities: catalog.cities.map((c) => ({ nombre: c.nombre, href: species === 'aves' ? undefined : routes.livestockIn(species, c.slug) })),
    countries: page.international ? catalog.countries.map((c) => c.nombre) : [],
  };
}

/** /equinos/{linea}-colombia/ and the like: a line's information page. */
export function livestockLineView(catalog: Catalog, { path, species, card }: { path: string; species: LivestockSpecies; card: LivestockCard }) {
  const landing = livestockLanding(catalog, species);
  const sold = saleableCards(catalog, species).some((c) => c.slug === card.slug);
  const heading = `${card.name} en Colombia`;
  return {
    ...pageView({
      path,
      title: heading,
      description: card.description,
      crumbs: crumbsFrom({ name: landing.heading, path: routes.species(species) }, { name: card.name, path }),
      nav: species,
      chat: { breed: card.name, pageName: heading },
    }),
    card,
    heading,
    landing,
    back: routes.species(species),
    sold,
    cities: sold ? catalog.cities.map((c) => ({ label: `${card.name} en ${c.nombre}`, href: routes.livestockSale(species, card.slug, c.slug) })) : [],
  };
}

/** A line of equinos, bovinos or aves in one city (spec §2, "Species/city page"). */
export function livestockSaleView(catalog: Catalog, { path, species, card, city }: { path: string; species: LivestockSpecies; card: LivestockCard; city: City }) {
  const landing = livestockLanding(catalog, species);
  const heading = `${card.name} en ${city.nombre}`;
  const faq = livestockFaq(card, city.nombre);
  return {
    ...pageView({
      path,
      title: `Venta de ${card.forms.plural} en ${city.nombre}`,
      description: `${card.name} con entrega en ${city.nombre} (${city.departamento}): documentación ICA, guía sanitaria de movilización y garantía de salud por escrito.`,
      type: 'product',
      crumbs: crumbsFrom({ name: landing.heading, path: routes.species(species) }, { name: heading, path }),
      nav: species,
      chat: { breed: card.name, pageName: heading },
      // Google rejects a Product offer without a price: lines without a reference price get none.
      jsonLd: [...(card.price ? [productLd({ name: heading, description: card.description, path, prices: [card.price.desde, card.price.hasta] })] : []), faqLd(faq)],
    }),
    card,
    city,
    heading,
    landing,
    faq,
    ctaTitle: `${capitalize(card.forms.plural)} con documentación ICA`,
    price: card.price && { text: formatCOPRange(card.price.desde, card.price.hasta), unit: card.price.unidad },
    back: routes.species(species),
    otherCities: catalog.cities.filter((c) => c.slug !== city.slug).map((c) => ({ nombre: c.nombre, href: routes.livestockSale(species, card.slug, c.slug) })),
    lineHref: routes.livestockBreed(species, card.slug),
  };
}

/** /equinos-en-{ciudad}/ and /bovinos-en-{ciudad}/: every line of the species sold in one city. */
export function livestockInCityView(catalog: Catalog, { path, species, city }: { path: string; species: 'equinos' | 'bovinos'; city: City }) {
  const landing = livestockLanding(catalog, species);
  const heading = `${landing.heading.replace(' en Colombia', '')} en ${city.nombre}`;
  return {
    ...pageView({
      path,
      title: `${heading}: venta con documentación ICA`,
      description: `${landing.cardsTitle} de ${species} con entrega en ${city.nombre} (${city.departamento}), con guía sanitaria de movilización y garantía de salud.`,
      crumbs: crumbsFrom({ name: landing.heading, path: routes.species(species) }, { name: city.nombre, path }),
      nav: species,
      chat: { species },
    }),
    heading,
    landing,
    city,
    back: routes.species(species),
    cards: saleableCards(catalog, species).map((card) => ({ ...card, href: routes.livestockSale(species, card.slug, city.slug) })),
  };
}
