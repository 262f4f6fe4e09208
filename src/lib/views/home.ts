/** The home page view, shared by "/" and "/co/tienda/" (which declares "/" canonical). */
import type { Catalog } from '../content/catalog';
import { site } from '../content/site';
import { titleCase } from '../content/slug';
import { SPECIES } from '../content/species';
import { seededPicker } from '../domain/random';
import { routes } from '../routes';
import { puppyAlt } from './images';
import { pageView } from './page';

export function homeView(catalog: Catalog, path: string) {
  return {
    ...pageView({
      path,
      canonical: routes.home(),
      title: `${site.brand}: venta de perros, gatos, equinos, bovinos y aves en Colombia`,
      description: site.defaultDescription,
      nav: 'inicio',
    }),
    site,
    gallery: homeGallery(catalog, routes.home()),
    sizes: catalog.dogSizes.filter((s) => ['pequenos', 'medianos', 'grandes'].includes(s.slug)).map((s) => ({ name: s.name, forms: s.formas, href: routes.dogSize(s.slug) })),
    species: SPECIES.filter((s) => s.available).map((s) => ({ ...s, href: routes.species(s.key) })),
    reasons: [
      { icon: 'star', title: `${site.stats.yearsExperience}+ años de experiencia`, text: 'Tres décadas criando con responsabilidad, genética seleccionada y acompañamiento a cada familia.' },
      { icon: 'shield', title: 'Certificación ICA', text: 'Criadero registrado ante el Instituto Colombiano Agropecuario y traslados con guía sanitaria GSMI.' },
      { icon: 'stethoscope', title: 'Cuidado profesional', text: 'Control veterinario, certificado de salud, vacunas al día y desparasitación antes de cada entrega.' },
      { icon: 'heart', title: `${site.stats.happyFamilies.toLocaleString('es-CO')}+ familias felices`, text: 'Miles de cachorros entregados en Bogotá y en toda Colombia con garantía de salud por escrito.' },
    ] as const,
  };
}

export const GALLERY_SIZE = 12;

/** The 12 gallery images in a seeded order (the island reshuffles them in the browser). */
export function homeGallery(catalog: Catalog, seed: string) {
  const name = (slug: string) => catalog.dogBreedBySlug.get(slug)?.nombre ?? titleCase(slug);
  const all = catalog.gallery.flatMap((entry) => entry.images.map((src) => ({ src, alt: puppyAlt(src, name(entry.slug)) })));
  const unique = [...new Map(all.map((i) => [i.src, i])).values()];
  return seededPicker(seed).shuffle(unique).slice(0, GALLERY_SIZE);
}
