/**
 * The species landing pages of equinos, bovinos and aves (spec §2): cards, labels, coverage
 * and the closing call to action, derived from the catalog.
 */
import type { Catalog } from '../content/catalog';
import type { Bird, Bovine, Equine, IcaRequirements, LineForms, LinePrice, LivestockCluster } from '../content/schemas';
import type { LivestockKind } from '../routes';

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

/**
 * The ICA requirements of one line: those of the whole species, plus those of its bird type
 * (canaries get no Gumboro vaccine, only the ostrich the zoocría rule). Without a line: all of them.
 */
export function icaItems(catalog: Catalog, species: LivestockSpecies, lines?: string | string[]): string[] {
  const ica = catalog.icaRequirements.find((r) => r.especie === species)!;
  if (lines === undefined) return ica.items.map((i) => i.texto);
  const slugs = typeof lines === 'string' ? [lines] : lines;
  const tipos = species === 'aves' ? new Set(catalog.birds.filter((b) => slugs.includes(b.slug)).map((b) => b.tipo)) : undefined;
  return ica.items.filter((i) => !tipos || !i.tipos || i.tipos.some((t) => tipos.has(t))).map((i) => i.texto);
}

/** Whether a bird line is sold: educational-only birds get an information page, no sale pages. */
export const isSoldBird = (bird: Pick<Bird, 'estadoLegal'>) => bird.estadoLegal !== 'solo-informativo';

/** Lines that are sold (birds that are educational-only get an information page, no sale pages). */
export function saleableCards(catalog: Catalog, species: LivestockSpecies): LivestockCard[] {
  const cards = livestockLanding(catalog, species).cards;
  if (species !== 'aves') return cards;
  const sold = new Set(catalog.birds.filter(isSoldBird).map((b) => b.slug));
  return cards.filter((c) => sold.has(c.slug));
}

/** The category pages of a species (content/livestock/clusters.json), in file order. */
export function livestockClusters(catalog: Catalog, species: LivestockSpecies): LivestockCluster[] {
  return catalog.livestockClusters.filter((c) => c.especie === species);
}

/**
 * The cards of a category, in the category's order. Birds that are not sold keep their legal
 * note ('Solo información educativa', 'Requiere zoocría autorizada'); other labels are left
 * out, since the spec's card labels of the landing page (e.g. Hereford 'Doble propósito') would
 * contradict a category such as "carne".
 */
export function clusterCards(catalog: Catalog, species: LivestockSpecies, cluster: LivestockCluster): (LivestockCard & { note?: string })[] {
  const cards = new Map(livestockLanding(catalog, species).cards.map((c) => [c.slug, c]));
  const legal = new Map(catalog.birds.filter((b) => b.estadoLegal !== 'venta').map((b) => [b.slug, birdLabel(b)]));
  return cluster.lineas.map((slug) => ({ ...cards.get(slug)!, note: species === 'aves' ? legal.get(slug) : undefined }));
}

/** The two permit questions of the species/city page ("transportar caballos Lusitano a Pasto"), answered for the trip from the dispatch city. */
export function livestockFaq(card: { forms: Pick<LineForms, 'plural'> }, city: { nombre: string; distanciaKm: number }, vaccinated = true) {
  const name = card.forms.plural;
  const trip = city.distanciaKm === 0 ? `dentro de ${city.nombre}` : `hasta ${city.nombre}`;
  return [
    {
      question: `¿Qué documentos necesito para transportar ${name} a ${city.nombre}?`,
      answer: `La GSMI de ${name} ${trip}, que tramitamos ante el ICA, y el certificado sanitario veterinario${vaccinated ? ', con las vacunas al día' : ''}.`,
    },
    {
      question: '¿Tienen garantía de salud?',
      answer: `Sí, por escrito, desde la entrega en ${city.nombre}.`,
    },
  ];
}

