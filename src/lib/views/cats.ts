/** The views of the cat pages: /gatos-colombia/, /gatos/{raza}/ and /gatos-en-{lugar}/. */
import { COAT_LABELS, TAG_LABELS } from '../cats';
import type { Catalog } from '../content/catalog';
import type { CatBreed } from '../content/schemas';
import { PRICE_NOTE } from '../dogs';
import { productLd } from '../jsonld';
import { formatCOP } from '../money';
import { routes } from '../routes';
import { crumbsFrom, pageView } from './page';

const catCrumbs = (...trail: { name: string; path: string }[]) => crumbsFrom({ name: 'Gatos', path: routes.cats() }, ...trail);

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
    clusters: catalog.catClusters,
    coverage: [
      { title: 'Cobertura Nacional', links: catalog.cities.map(place) },
      { title: 'Cobertura Internacional', links: catalog.countries.map(place) },
    ],
  };
}

export function catBreedView({ path, breed }: { path: string; breed: CatBreed }) {
  const heading = `Gatos ${breed.nombre} en venta`;
  return {
    ...pageView({
      path,
      title: `${breed.nombre}: precio y características`,
      description: `Gatitos ${breed.nombre} desde ${formatCOP(breed.precio_base)}: certificado de salud, vacunas al día, desparasitación y entrega en toda Colombia.`,
      type: 'product',
      crumbs: catCrumbs({ name: breed.nombre, path }),
      nav: 'gatos',
      chat: { breed: breed.nombre, pageName: heading },
      jsonLd: [productLd({ name: `Gatito ${breed.nombre}`, description: breed.descripcion, path, prices: [breed.precio_base] })],
    }),
    breed,
    heading,
    coat: COAT_LABELS[breed.pelaje],
    tags: breed.tags.map((t) => TAG_LABELS[t]),
    priceNote: PRICE_NOTE,
    back: routes.cats(),
  };
}

export function catsInPlaceView(catalog: Catalog, { path, place, abroad }: { path: string; place: { slug: string; nombre: string }; abroad: boolean }) {
  const delivery = abroad
    ? `Enviamos gatitos a ${place.nombre} por vía aérea, con certificado de salud, vacunas y los documentos de exportación que exige el destino.`
    : `Entregamos gatitos en ${place.nombre} con certificado de salud, vacunas al día y desparasitación.`;
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
    ctaTitle: `Gatos en ${place.nombre}`,
    /** Readers abroad see "COP" after each amount. */
    breeds: catalog.catBreeds.map((b) => ({ nombre: b.nombre, coat: COAT_LABELS[b.pelaje], price: formatCOP(b.precio_base, { code: abroad }), href: routes.catBreed(b.slug) })),
  };
}
