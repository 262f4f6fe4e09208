/**
 * The species landing pages of equinos, bovinos and aves (spec §2): cards, labels, coverage
 * and the closing call to action, derived from the catalog.
 */
import type { Catalog } from './content/catalog';
import type { Bird, Bovine, Equine, IcaRequirements, LineForms, LinePrice } from './content/schemas';

import type { LivestockKind } from './routes';

export type LivestockSpecies = LivestockKind;

export interface LivestockCard {
  slug: string;
  name: string;
  description: string;
  label: string;
  /** The name inside sentences ("el Lusitano", "caballos Lusitano"). */
  forms: LineForms;
  /** Reference price per unit, when the data gives one (no price: no Product offer). */
  price?: LinePrice;
}

export interface LivestockLanding {
  species: LivestockSpecies;
  title: string;
  heading: string;
  intro: string;
  cardsTitle: string;
  cards: LivestockCard[];
  ica: IcaRequirements;
  international: boolean;
  ctaLabel: string;
  warning?: string;
}

const SPECIALTY: Record<Bovine['especialidad'], string> = {
  lechera: 'Especialidad lechera',
  carnica: 'Especialidad cárnica',
  'doble-proposito': 'Doble propósito',
};

const EQUINE_USE: Record<Equine['usos'][number], string> = {
  paseo: 'Paseo',
  exposicion: 'Exposición',
  trabajo: 'Trabajo',
  deporte: 'Deporte',
  carga: 'Carga',
  reproduccion: 'Reproducción',
};

/** The card label of a bird line (spec §2, aves). */
export function birdLabel(bird: Bird): string {
  if (bird.estadoLegal === 'solo-informativo') return 'Solo información educativa';
  if (bird.estadoLegal === 'zoocria-autorizada') return 'Requiere zoocría autorizada';
  return bird.etiqueta;
}

function lineCard(line: Equine | Bovine | Bird): Omit<LivestockCard, 'label'> {
  return { slug: line.slug, name: line.nombre, description: line.descripcion, forms: line.formas, ...(line.precio ? { price: line.precio } : {}) };
}

export function livestockLanding(catalog: Catalog, species: LivestockSpecies): LivestockLanding {
  const ica = catalog.icaRequirements.find((r) => r.especie === species)!;
  switch (species) {
    case 'equinos':
      return {
        species, ica, international: true, ctaLabel: 'Solicitar Información',
        title: 'Venta de caballos, mulas y burros en Colombia',
        heading: 'Equinos en Colombia',
        intro: 'Caballos de paso fino, cuarto de milla, árabes y otras líneas, además de mulas y burros de trabajo, con documentación ICA completa y entrega en todo el país.',
        cardsTitle: 'Razas y líneas',
        cards: catalog.equines.map((e) => ({ ...lineCard(e), label: e.usos.map((u) => EQUINE_USE[u]).join(' · ') })),
      };
    case 'bovinos':
      return {
        species, ica, international: true, ctaLabel: 'Solicitar Cotización',
        title: 'Venta de ganado bovino en Colombia: razas de leche, carne y doble propósito',
        heading: 'Bovinos en Colombia',
        intro: 'Ganado de razas lecheras, cárnicas y de doble propósito, criollas e importadas, con vacunación al día, identificación individual y guía sanitaria de movilización.',
        cardsTitle: 'Razas',
        cards: catalog.bovines.map((b) => ({ ...lineCard(b), label: SPECIALTY[b.especialidad] })),
      };
    case 'aves':
      return {
        species, ica, international: false, ctaLabel: 'Consultar Disponibilidad',
        title: 'Aves en Colombia: pollitos, ponedoras y aves ornamentales',
        heading: 'Aves en Colombia',
        intro: 'Pollitos de engorde, pollonas y ponedoras para producción, y aves ornamentales criadas legalmente, con certificado veterinario y vacunación al día.',
        cardsTitle: 'Líneas y especies',
        warning: 'Aviso legal: no comercializamos aves silvestres nativas; sobre ellas solo ofrecemos información educativa. Las aves ornamentales exóticas se entregan con sus permisos CITES verificados y el avestruz solo desde zoocría autorizada.',
        cards: catalog.birds.map((b) => ({ ...lineCard(b), label: birdLabel(b) })),
      };
  }
}

/** Lines that are sold (birds that are educational-only get an information page, no sale pages). */
export function saleableCards(catalog: Catalog, species: LivestockSpecies): LivestockCard[] {
  const cards = livestockLanding(catalog, species).cards;
  if (species !== 'aves') return cards;
  const sold = new Set(catalog.birds.filter((b) => b.estadoLegal !== 'solo-informativo').map((b) => b.slug));
  return cards.filter((c) => sold.has(c.slug));
}


/** The two permit questions of the species/city page ("transportar caballos Lusitano a Pasto"). */
export function livestockFaq(card: Pick<LivestockCard, 'forms'>, city: string) {
  return [
    {
      question: `¿Qué documentos necesito para transportar ${card.forms.plural} a ${city}?`,
      answer: 'La Guía Sanitaria de Movilización Interna (GSMI) expedida por el ICA, el certificado sanitario veterinario y los registros de vacunación vigentes. Nosotros tramitamos la guía antes del despacho.',
    },
    {
      question: '¿Tienen garantía de salud?',
      answer: 'Sí. Cada animal sale con revisión veterinaria, certificado sanitario y garantía de salud por escrito, además de acompañamiento después de la entrega.',
    },
  ];
}
