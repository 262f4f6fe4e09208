/**
 * Share images (og:image): one 1200×630 PNG card per subject a page can be about, made at build
 * from the data (src/integrations/share-images.ts renders them). Subjects: the site, each species,
 * each dog and cat breed, each livestock line. A page names its subject through `meta.share`;
 * pages without one share the card of their section or of the site.
 */
import type { Catalog } from '../content/catalog';
import { contentFiles } from '../content/files';
import { site } from '../content/site';
import { SPECIES } from '../content/species';
import type { Species } from '../routes';

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

type LivestockKind = 'equinos' | 'bovinos' | 'aves';
const LINE_FILES = { equinos: 'equines', bovinos: 'bovines', aves: 'birds' } as const satisfies Record<LivestockKind, keyof typeof contentFiles>;

const SPECIES_TITLE: Record<Species, string> = {
  perros: 'Cachorros de raza',
  gatos: 'Gatitos de raza',
  equinos: 'Caballos, mulas y burros',
  bovinos: 'Ganado bovino',
  aves: 'Aves de producción y ornato',
};

const DELIVERY = 'Entregas en toda Colombia · Asesoría por WhatsApp';

function speciesName(species: Species): string {
  return SPECIES.find((s) => s.key === species)?.name ?? species;
}

/** The cards, by subject. Each builder is the one place its key and text are made. */
export const shareCard = {
  site: (): ShareCard => ({
    key: 'sitio',
    kicker: `Criadero en ${site.cityLabel}`,
    title: 'Perros, gatos, equinos, bovinos y aves',
    subtitle: 'Certificado sanitario, vacunas al día y entregas en toda Colombia',
  }),
  species: (species: Species): ShareCard => ({
    key: species,
    kicker: speciesName(species),
    title: SPECIES_TITLE[species],
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
    kicker: speciesName(species),
    title: line.nombre,
    subtitle: 'Venta con requisitos sanitarios del ICA',
    source: { file: contentFiles[LINE_FILES[species]].file, entry: line.slug, field: 'nombre' },
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
export function shareCards(catalog: Pick<Catalog, 'dogBreeds' | 'catBreeds' | 'equines' | 'bovines' | 'birds'>): ShareCard[] {
  const cards = [
    shareCard.site(),
    ...SPECIES.map((s) => shareCard.species(s.key)),
    ...catalog.dogBreeds.map((b) => shareCard.dogBreed(b)),
    ...catalog.catBreeds.map((b) => shareCard.catBreed(b)),
    ...catalog.equines.map((l) => shareCard.line('equinos', l)),
    ...catalog.bovines.map((l) => shareCard.line('bovinos', l)),
    ...catalog.birds.map((l) => shareCard.line('aves', l)),
  ];
  const seen = new Set<string>();
  for (const card of cards) {
    if (seen.has(card.key)) throw new Error(`[share cards] two subjects make the share image "${card.key}"; rename one slug`);
    seen.add(card.key);
  }
  return cards;
}
