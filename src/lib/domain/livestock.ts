/**
 * The species landing pages of equinos, bovinos and aves (spec §2): cards, labels, coverage
 * and the closing call to action, derived from the catalog.
 */
import type { Catalog, RawCatalog } from '../content/catalog';
import { lineKey } from '../content/files';
import type { Bovine, IcaRequirements, LineForms, LinePrice, LivestockCluster } from '../content/schemas';
import { type LivestockKind, livestockEntry, modelOf } from '../content/species';
import { type LinesOfModel, type LivestockLine, modelRow } from './livestock-models';

export type LivestockSpecies = LivestockKind;

export interface LivestockCard {
  slug: string;
  name: string;
  description: string;
  /** Whether its sale pages in a city show the description (content/livestock › descripcionEnVenta: a line searched by another name). */
  descriptionOnSalePages: boolean;
  label: string;
  /** What the line is for, under its name in the tables of lines (MODELS › purpose). */
  purpose: string;
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
  description: string;
  cardsTitle: string;
  cards: LivestockCard[];
  ica: IcaRequirements;
  international: boolean;
  /** Where a source says live animals of the species go from Colombia (country slugs), and what those countries require. */
  exportTo?: { countries: readonly string[]; note: string };
  ctaLabel: string;
  warning?: string;
  /** How the animals of the species reach a buyer's city, and where each city's trip and freight are told (content/species.json › portada.entrega). */
  delivery?: string;
}

/** The cards of a species' lines, labelled the way its model reads (uses, specialty or legal status: MODELS › label). */
function lineCards(catalog: Catalog, species: LivestockSpecies): LivestockCard[] {
  const { label, purpose } = modelRow(species);
  return speciesLines(catalog, species).map((line) => ({
    slug: line.slug,
    name: line.nombre,
    description: line.descripcion,
    descriptionOnSalePages: line.descripcionEnVenta === true,
    forms: line.formas,
    ...(line.precio ? { price: line.precio } : {}),
    label: label(line),
    purpose: purpose(line),
  }));
}

/**
 * The lines of a livestock species (the file content/species.json › ganado.lineas names), read
 * as lines of its model; `model` must be the species' own (content/species.json › ganado.modelo).
 */
export function linesOf<M extends keyof LinesOfModel>(catalog: RawCatalog, species: LivestockSpecies, model: M): LinesOfModel[M][] {
  if (modelOf(species) !== model) throw new Error(`[livestock] ${species} follows the ${modelOf(species)} model, not ${model}`);
  return catalog[lineKey(species)] as LinesOfModel[M][];
}

/** The lines of a livestock species, whatever its model. */
export const speciesLines = (catalog: RawCatalog, species: LivestockSpecies): LivestockLine[] => catalog[lineKey(species)]!;

/** The landing page of a livestock species: its words from content/species.json, its cards from its lines. */
export function livestockLanding(catalog: Catalog, species: LivestockSpecies): LivestockLanding {
  const ica = catalog.icaRequirements.find((r) => r.especie === species)!;
  const { portada } = livestockEntry(species);
  return {
    species,
    ica,
    international: portada.internacional,
    ...(portada.internacional && portada.exportacion ? { exportTo: { countries: portada.exportacion.paises, note: portada.exportacion.nota } } : {}),
    ctaLabel: portada.llamada,
    title: portada.titulo,
    heading: portada.encabezado,
    intro: portada.introduccion,
    /** What Google shows: the short description where the breeder gave one, the introduction otherwise. */
    description: portada.descripcion ?? portada.introduccion,
    cardsTitle: portada.tituloTarjetas,
    ...(portada.aviso ? { warning: portada.aviso } : {}),
    ...(portada.entrega ? { delivery: portada.entrega } : {}),
    cards: lineCards(catalog, species),
  };
}

/**
 * The ICA requirements of one line: those of the whole species, plus those of its bird type
 * (canaries get no Gumboro vaccine, only the ostrich the zoocría rule) and those of the line itself
 * (a CITES permit for the agapornis, whose species CITES lists; none for budgies). Without a line: all of them.
 */
export function icaItems(catalog: Catalog, species: LivestockSpecies, lines?: string | string[]): string[] {
  return icaRequirementsOf(catalog, species, lines).map((i) => i.texto);
}

function icaRequirementsOf(catalog: Catalog, species: LivestockSpecies, lines?: string | string[]) {
  const ica = catalog.icaRequirements.find((r) => r.especie === species)!;
  if (lines === undefined) return ica.items;
  const slugs = typeof lines === 'string' ? [lines] : lines;
  const { icaType } = modelRow(species);
  if (!icaType) return ica.items;
  const tipos = new Set(speciesLines(catalog, species).filter((l) => slugs.includes(l.slug)).map(icaType));
  // A requirement of some lines only (a CITES permit: agapornis, not budgies) goes on their pages alone.
  return ica.items.filter((i) => (!i.tipos || i.tipos.some((t) => tipos.has(t))) && (!i.lineas || i.lineas.some((l) => slugs.includes(l))));
}

/** Lines that are sold (birds that are educational-only get an information page, no sale pages: MODELS › sold). */
export function saleableCards(catalog: Catalog, species: LivestockSpecies): LivestockCard[] {
  const sold = new Set(speciesLines(catalog, species).filter(modelRow(species).sold).map((l) => l.slug));
  return livestockLanding(catalog, species).cards.filter((c) => sold.has(c.slug));
}

/** The category pages of a species (content/livestock/clusters.json), in file order. */
export function livestockClusters(catalog: Catalog, species: LivestockSpecies): LivestockCluster[] {
  return catalog.livestockClusters.filter((c) => c.especie === species);
}

/**
 * The cards of a category, in the category's order. Birds that are not sold keep their legal
 * note (labels.birdEducational, labels.birdZoocria); other labels are left
 * out, since the spec's card labels of the landing page (e.g. Hereford 'Doble propósito') would
 * contradict a category such as "carne".
 */
export function clusterCards(catalog: Catalog, species: LivestockSpecies, cluster: LivestockCluster): (LivestockCard & { note?: string })[] {
  const cards = new Map(livestockLanding(catalog, species).cards.map((c) => [c.slug, c]));
  const { note } = modelRow(species);
  const lines = new Map(speciesLines(catalog, species).map((l) => [l.slug, l]));
  return cluster.lineas.map((slug) => ({ ...cards.get(slug)!, note: note(lines.get(slug)!) }));
}

/**
 * The yields a buyer of a cattle line plans with, by its purpose (bovinos.json › especialidad): the
 * milk of a dairy or dual-purpose cow, the daily gain of a beef or dual-purpose steer. A beef cow's
 * litres or a dairy steer's grams are figures of another purpose: the fact sheet leaves them out.
 */
export const cattleYields = (especialidad: Bovine['especialidad']) => ({ milk: especialidad !== 'carnica', gain: especialidad !== 'lechera' });

/** Degrees the brooder goes down each week (a rule of the breeders' guides, listed in CONTENT-TO-CONFIRM.md): the fact sheet's brooder row. */
export const BROODER_STEP_C = 3;
