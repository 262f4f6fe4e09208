/** The home page view, shared by "/" and "/co/tienda/" (which declares "/" canonical). */
import type { Catalog } from '../content/catalog';
import { homeGallery } from '../home';
import { SPECIES } from '../nav';
import { routes } from '../routes';
import { site } from '../site';
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
