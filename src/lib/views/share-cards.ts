/**
 * Share images (og:image): one 1200×630 PNG card per subject a page can be about, made at build
 * from the data (src/build/integrations/share-images.ts renders them). Subjects: the site, each species,
 * each dog and cat breed, each livestock line. A page names its subject through `meta.share`;
 * pages without one share the card of their section or of the site.
 */
import type { Catalog } from '../content/catalog';
import { contentFiles } from '../content/files';
import { breederLabel } from '../content/breeder';
import { site } from '../content/site';
import { LIVESTOCK_SPECIES, livestockEntry, type LivestockKind, SPECIES, SPECIES_ENTRIES, type Species } from '../content/species';
import { speciesLines } from '../domain/livestock';

export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

/** What a card says. `key` names its file. */
export interface ShareCard {
  key: string;
  kicker: string;
  title: string;
  subtitle: string;
  /** The content entry the title comes from, named when the title does not fit a card. */
  source?: { file: string; entry: string; field: string };
}

/** What a page's head needs of its card. */
export interface ShareRef {
  key: string;
  alt: string;
}

const DELIVERY = 'Entregas en toda Colombia · Asesoría por WhatsApp';

const entryOf = (species: Species) => SPECIES_ENTRIES.find((e) => e.clave === species)!;

/** The cards, by subject. Each builder is the one place its key and text are made. */
export const shareCard = {
  site: (): ShareCard => ({
    key: 'sitio',
    kicker: `Criadero en ${breederLabel()}`,
    title: 'Perros, gatos, equinos, bovinos y aves',
    subtitle: 'Certificado sanitario, vacunas al día y entregas en toda Colombia',
  }),
  species: (species: Species): ShareCard => ({
    key: species,
    kicker: entryOf(species).nombre,
    title: entryOf(species).tarjetaCompartir,
    subtitle: DELIVERY,
  }),
  dogBreed: (breed: { slug: string; nombre: string }): ShareCard => ({
    key: `perros-${breed.slug}`,
    kicker: 'Cachorros de raza',
    title: breed.nombre,
    subtitle: 'Precio, salud y entrega en toda Colombia',
    source: { file: contentFiles.dogBreeds.file, entry: breed.slug, field: 'nombre' },
  }),
  catBreed: (breed: { slug: string; nombre: string }): ShareCard => ({
    key: `gatos-${breed.slug}`,
    kicker: 'Gatitos de raza',
    title: breed.nombre,
    subtitle: 'Precio, cuidados y entrega en toda Colombia',
    source: { file: contentFiles.catBreeds.file, entry: breed.slug, field: 'nombre' },
  }),
  line: (species: LivestockKind, line: { slug: string; nombre: string }): ShareCard => ({
    key: `${species}-${line.slug}`,
    kicker: entryOf(species).nombre,
    title: line.nombre,
    subtitle: 'Venta con requisitos sanitarios del ICA',
    source: { file: livestockEntry(species).lineas, entry: line.slug, field: 'nombre' },
  }),
};

/** The head's reference to a card: its key and a text alternative naming what it shows. */
export function shareRef(card: ShareCard): ShareRef {
  return { key: card.key, alt: `${card.kicker}: ${card.title}. ${site.brand}` };
}

/** Where a card's PNG is served from. */
export function shareImagePath(key: string): string {
  return `/og/${key}.png`;
}

/** Every card the site needs, from the data. Keys are unique (checked). */
export function shareCards(catalog: Catalog): ShareCard[] {
  const cards = [
    shareCard.site(),
    ...SPECIES.map((s) => shareCard.species(s.key)),
    ...catalog.dogBreeds.map((b) => shareCard.dogBreed(b)),
    ...catalog.catBreeds.map((b) => shareCard.catBreed(b)),
    ...LIVESTOCK_SPECIES.flatMap((species) => speciesLines(catalog, species).map((l) => shareCard.line(species, l))),
  ];
  const seen = new Set<string>();
  for (const card of cards) {
    if (seen.has(card.key)) throw new Error(`[share cards] two subjects make the share image "${card.key}"; rename one slug`);
    seen.add(card.key);
  }
  return cards;
}
