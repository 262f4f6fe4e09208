/**
 * How the three livestock models differ on the pages, one row each (issue 42, item 3): the label of
 * a line's card, whether it is sold, the note a category card keeps, the ICA requirements that
 * apply, how its animals travel and what it teaches. Each row extends the model's content facts
 * (content/livestock-models.ts › MODEL_FACTS); the fact sheet's rows, which are words, are the
 * model's row of views/livestock-ficha.ts › FICHAS. Readers take a species' row (modelRow) and
 * never test the model. No words here: labels come from content/texts/ganado-paginas.json.
 */
import { type LivestockModel, MODEL_FACTS, type ModelFacts } from '../content/livestock-models';
import type { Bird, Bovine, Equine } from '../content/schemas';
import { type LivestockKind, modelOf } from '../content/species';
import { texts } from '../content/texts';

/** The lines of each model, as its schema reads them (src/lib/content/files.ts › LINE_SCHEMAS). */
export type LinesOfModel = { equino: Equine; bovino: Bovine; ave: Bird };
/** A line of any model. */
export type LivestockLine = LinesOfModel[LivestockModel];

/** How a line's animals travel: a livestock truck (the species' vehicle, content/livestock/transporte.json) or ventilated boxes. */
export type Transport = 'camion' | 'cajas';

/** How one line travels, from its model's row. */
export interface LineTravel {
  transport: Transport;
  /** The adult weight a truck counts (the cow's of a cattle line, the adult's of an equine line). */
  weightKg?: number;
  /** Birds that travel by road however far (content/livestock/aves.json › soloCarretera): grown pullets and hens, and farmyard birds no source says an airline carries live; never air cargo. */
  roadOnly?: true;
  /** What birds travel in (content/texts/ganado-paginas.json › sale.facts.packing): day-old chicks and cage birds in boxes, pullets and hens in crates, farmyard birds sold young or grown in either. */
  packing?: Packing;
}

/** What birds travel in: ventilated boxes, plastic crates (guacales), or either by the birds' age. */
export type Packing = 'cajas' | 'guacales' | 'segunEdad';

/** What the pages read of a line of one model (L: its lines). */
export interface ModelTraits<L> extends ModelFacts {
  /** The label of the line's card on its species' page: its uses, its purpose or its legal condition. */
  label: (line: L) => string;
  /** What the line is for, in a word or two, under its name in the tables of lines («Carne», «Trabajo · Deporte»). */
  purpose: (line: L) => string;
  /**
   * Whether a line's stand-in for the species' typical purchase (content/livestock › precio.comoCompraTipica) is
   * what a buyer of the species buys instead, so a place's answer gives its price too, apart and under its own
   * name: a búfala de vientre is bought as a novilla de vientre is (its row at $ 3 M sat under a box that said
   * «desde $ 3,5 millones»: blind read s45), but a span of «novilla de vientre» that took its $ 3 M from the búfala
   * mixed in an animal it did not name (liv51); a mula or a burro domado is not a caballo domado.
   */
  standInInAnswer: boolean;
  /**
   * Whether lines of one `purpose` can stand in for one another where a line does not suit a
   * climate (livestock-sale.ts › insteadOf): a beef breed for a beef breed. Not for birds: their
   * label is a market or legal label, which a broiler chick and a pullet share.
   */
  insteadByPurpose: boolean;
  /** Whether the line is sold: an educational-only bird gets an information page, no sale pages. */
  sold: (line: L) => boolean;
  /** What a category card keeps of the line (its legal condition), where the card's label is left out. */
  note: (line: L) => string | undefined;
  /** The bird type whose ICA requirements the line's pages list (content/ica-requirements.json › tipos, lineas); without it, all of the species' apply. */
  icaType?: (line: L) => Bird['tipo'];
  travel: (line: L) => LineTravel;
  /** The line's biology, feeding and care, for a line shown for education only (content/livestock/aves.json › educacion). */
  education: (line: L) => string[];
}

/** The card labels (content/texts/ganado-paginas.json › labels). */
const labels = texts.livestockPages.labels;

/** The card label of a bird line (spec §2, aves): its legal condition, or its own label. */
/** An equine line's uses, as its card and its row in the tables say them («Trabajo · Deporte»). */
const equineUses = (e: Equine): string => e.usos.map((u) => labels.equineUse[u]).join(' · ');

function birdLabel(bird: Bird): string {
  if (bird.estadoLegal === 'solo-informativo') return labels.birdEducational;
  if (bird.estadoLegal === 'zoocria-autorizada') return labels.birdZoocria;
  return bird.etiqueta;
}

/** What a bird line travels in (blind read ab16: pullets «en cajas ventiladas», the boxes of day-old chicks): farmyard birds are sold young or grown; grown hens and pullets go in crates. */
const birdPacking = (b: Bird): Packing => (b.tipo === 'corral' ? 'segunEdad' : b.soloCarretera ? 'guacales' : 'cajas');

/** How each bird type travels: an ostrich by truck, the others in boxes or crates. */
const BIRD_TRANSPORT: Record<Bird['tipo'], Transport> = { gallinas: 'cajas', corral: 'cajas', avestruz: 'camion', ornamentales: 'cajas' };

const always = () => true;
const none = () => undefined;
const noEducation = () => [];

/** The three models, one row each. */
export const MODELS: { [M in LivestockModel]: ModelTraits<LinesOfModel[M]> } = {
  bovino: {
    ...MODEL_FACTS.bovino,
    label: (b) => labels.specialty[b.especialidad],
    purpose: (b) => labels.purpose[b.especialidad],
    standInInAnswer: true,
    insteadByPurpose: true,
    sold: always,
    note: none,
    travel: (b) => ({ transport: 'camion', weightKg: b.ficha.pesoHembraKg }),
    education: noEducation,
  },
  equino: {
    ...MODEL_FACTS.equino,
    label: equineUses,
    purpose: equineUses,
    standInInAnswer: false,
    insteadByPurpose: true,
    sold: always,
    note: none,
    travel: (e) => ({ transport: 'camion', weightKg: e.ficha.pesoKg }),
    education: noEducation,
  },
  ave: {
    ...MODEL_FACTS.ave,
    label: birdLabel,
    purpose: birdLabel,
    standInInAnswer: false,
    insteadByPurpose: false,
    sold: (b) => b.estadoLegal !== 'solo-informativo',
    note: (b) => (b.estadoLegal !== 'venta' ? birdLabel(b) : undefined),
    icaType: (b) => b.tipo,
    travel: (b) => ({ transport: BIRD_TRANSPORT[b.tipo], ...(b.soloCarretera ? { roadOnly: true as const } : {}), ...(BIRD_TRANSPORT[b.tipo] === 'cajas' ? { packing: birdPacking(b) } : {}) }),
    education: (b) => b.educacion ?? [],
  },
};

/**
 * The row of a livestock species' model: it reads the species' lines (speciesLines), which its
 * model's schema checked (content/files.ts › LINE_SCHEMAS).
 */
export const modelRow = (species: LivestockKind) => MODELS[modelOf(species)] as ModelTraits<LivestockLine>;
