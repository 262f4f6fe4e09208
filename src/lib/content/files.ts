/**
 * The registry of content files: where each collection lives, how its file splits into
 * entries, which schema checks them and which fields name images. Astro's loader
 * (loader.ts) and the Node reader used by tests and build scripts both go through
 * `readContentFile` (read.ts), so a bad entry is reported the same way everywhere:
 * file › entry › field: what to fix.
 */
import type { z } from 'astro/zod';
import { contentFail, describeIssues, restoreFromGit } from './errors';
import { INVENTORY_FOLDER, type InventoryEntry, inventorySchema, inventorySchemaOf, nameAnimals } from './inventory';
import { parseJsonText } from './json';
import * as s from './schemas';
import { LIVESTOCK_SPECIES, livestockEntry, ROAD_SPECIES } from './species';
import { slugify } from './slug';

export interface RawEntry {
  id: string;
  data: Record<string, unknown>;
}

export interface ContentFile<S extends z.ZodType = z.ZodType> {
  /** Path from the project root: of the file, or of the folder when `folder` is set. */
  file: string;
  /**
   * A folder of files with one entry each, as a git-based CMS folder collection writes them:
   * every `<id>.json` under `file` is one entry, its id the file name (read.ts › readContentFile).
   * The folder may be empty or missing.
   */
  folder?: true;
  /** Formats a schema error of an entry (the default: describeIssues with the entry's schema). */
  describe?: (error: z.ZodError, data: Record<string, unknown>) => string;
  schema: S;
  /** Splits the parsed JSON into entries with an id each. */
  entries: (json: unknown, file: string) => RawEntry[];
  /** The file may hold no entries (an optional list); every other file needs at least one. */
  optional?: boolean;
  /** The site paths of images an entry refers to, by field; each must be a file under public/. */
  images?: (data: Record<string, unknown>) => { field: string; url: string }[];
}

function asArray(json: unknown, file: string): Record<string, unknown>[] {
  if (!Array.isArray(json)) contentFail(file, 'expected a JSON array of entries');
  return json as Record<string, unknown>[];
}

/** An array whose entries are identified by one of their fields. */
const arrayBy =
  (field: string) =>
  (json: unknown, file: string): RawEntry[] =>
    asArray(json, file).map((data, i) => ({ id: String(data?.[field] ?? `#${i + 1}`), data }));

/** An object whose keys are groups, each an array of entries; the group is stored in `groupField`. */
const grouped =
  (groupField: string, idOf: (row: Record<string, unknown>, group: string) => string) =>
  (json: unknown, file: string): RawEntry[] => {
    if (!json || typeof json !== 'object' || Array.isArray(json)) contentFail(file, 'expected an object of groups');
    return Object.entries(json as Record<string, unknown>).flatMap(([group, rows]) =>
      asArray(rows, `${file} › ${group}`).map((row) => ({ id: idOf(row, group), data: { [groupField]: group, ...row } })),
    );
  };

/** An object whose keys are the entry ids. */
const keyed = (json: unknown, file: string): RawEntry[] => {
  if (!json || typeof json !== 'object' || Array.isArray(json)) contentFail(file, 'expected an object keyed by id');
  return Object.entries(json as Record<string, Record<string, unknown>>).map(([id, data]) => ({ id, data }));
};

/** The illustrations of a gallery list (the breeder's photos in it are checked by photo-files.ts). */
const listImages = (data: Record<string, unknown>) =>
  (data.images as unknown[]).flatMap((url, i) => (typeof url === 'string' ? [{ field: `images.${i}`, url }] : []));

/** The schema of the lines of each livestock model (content/species.json › ganado.modelo). */
const LINE_SCHEMAS = { equino: s.equineSchema, bovino: s.bovineSchema, ave: s.birdSchema } as const;
type LineSchema = (typeof LINE_SCHEMAS)[keyof typeof LINE_SCHEMAS];

/** The registry key of a livestock species' lines file: "lineas/equinos". */
export type LineKey = `lineas/${string}`;
export const lineKey = (species: string): LineKey => `lineas/${species}`;

/** One lines file per livestock species: the file content/species.json › ganado.lineas names, with its model's schema. */
const lineFiles: Record<LineKey, ContentFile<LineSchema>> = Object.fromEntries(
  LIVESTOCK_SPECIES.map((species) => {
    const { lineas, modelo } = livestockEntry(species);
    return [lineKey(species), { file: lineas, schema: LINE_SCHEMAS[modelo], entries: arrayBy('slug') }];
  }),
);

const fixedFiles = {
  dogBreeds: { file: 'content/dogs/breeds.json', schema: s.dogBreedSchema, entries: arrayBy('slug') },
  dogSizes: { file: 'content/dogs/sizes.json', schema: s.dogSizeSchema, entries: arrayBy('slug') },
  dogUses: { file: 'content/dogs/uses.json', schema: s.dogUseSchema, entries: arrayBy('slug') },
  dogPrices: {
    file: 'content/dogs/prices.json',
    schema: s.dogPriceSchema,
    entries: grouped('grupo', (row) => slugify(String(row.nombre ?? row.b ?? ''))),
  },
  dogClusters: {
    file: 'content/dogs/clusters.json',
    schema: s.dogClusterSchema,
    entries: grouped('group', (row, group) => `${group}/${String(row.slug)}`),
  },
  dogPriceRanges: {
    file: 'content/dogs/price-ranges.json',
    schema: s.priceRangeSchema,
    optional: true,
    entries: (json: unknown, file: string) =>
      asArray(json, file).map((d) => ({ id: `${String(d.raza)}/${String(d.lugar)}`, data: d })),
  },
  catBreeds: { file: 'content/cats/breeds.json', schema: s.catBreedSchema, entries: arrayBy('slug') },
  catClusters: {
    file: 'content/cats/clusters.json',
    schema: s.catClusterSchema,
    entries: grouped('group', (row, group) => `${group}/${String(row.slug)}`),
  },
  catFixedPages: {
    file: 'content/cats/fixed-pages.json',
    schema: s.catFixedPageSchema,
    entries: (json: unknown, file: string) => asArray(json, file).map((d) => ({ id: `${String(d.raza)}-${String(d.lugar)}`, data: d })),
  },
  livestockClusters: {
    file: 'content/livestock/clusters.json',
    schema: s.livestockClusterSchema,
    entries: grouped('especie', (row, group) => `${group}/${String(row.slug)}`),
  },
  livestockTransport: {
    file: 'content/livestock/transporte.json',
    schema: s.livestockTransportSchema,
    entries: (json: unknown, file: string) => {
      const entries = keyed(json, file).map(({ id, data }) => ({ id, data: { especie: id, ...data } }));
      for (const species of ROAD_SPECIES) if (!entries.some((e) => e.id === species)) contentFail(file, `entry "${species}" is missing; give its vehiculo, capacidadKg, maxCabezas, pesosPorKm and estimado`);
      return entries;
    },
  },
  bufalos: {
    file: 'content/livestock/bufalos.json',
    schema: s.buffaloPageSchema,
    entries: (json: unknown, file: string) => {
      if (!json || typeof json !== 'object' || Array.isArray(json)) contentFail(file, 'expected one object (the page)');
      return [{ id: 'bufalos', data: json as Record<string, unknown> }];
    },
  },
  cities: { file: 'content/places/cities.json', schema: s.citySchema, entries: arrayBy('slug') },
  localities: { file: 'content/places/localities.json', schema: s.localitySchema, entries: arrayBy('slug_barrio') },
  regions: { file: 'content/places/regions.json', schema: s.regionSchema, entries: arrayBy('slug') },
  towns: { file: 'content/places/towns.json', schema: s.townSchema, entries: arrayBy('slug') },
  fixedDogPages: { file: 'content/dogs/fixed-pages.json', schema: s.fixedDogPageSchema, entries: arrayBy('path') },
  countries: { file: 'content/places/countries.json', schema: s.countrySchema, entries: arrayBy('slug') },
  /** The article each department takes in a sentence ("en el Valle del Cauca"); every department a place or a line names must be here. */
  departments: { file: 'content/places/departments.json', schema: s.departmentSchema, entries: arrayBy('nombre') },
  icaRequirements: {
    file: 'content/ica-requirements.json',
    schema: s.icaSchema,
    entries: (json: unknown, file: string) => keyed(json, file).map(({ id, data }) => ({ id, data: { especie: id, ...data } })),
  },
  gallery: {
    file: 'content/images/gallery.json',
    schema: s.galleryEntrySchema,
    entries: (json: unknown, file: string) => keyed(json, file).map(({ id, data }) => ({ id, data: { slug: id, images: data } })),
    images: listImages,
  },
  puppyPhotos: {
    file: 'content/images/puppies.json',
    schema: s.galleryEntrySchema,
    entries: (json: unknown, file: string) => keyed(json, file).map(({ id, data }) => ({ id, data: { slug: id, images: data } })),
    images: listImages,
  },
  infographics: {
    file: 'content/images/infographics.json',
    schema: s.infographicSchema,
    entries: arrayBy('slug'),
    images: (data) => [{ field: 'image', url: String(data.image) }],
  },
  /** Retired URLs sent to their nearest page (301); checked against the built pages in src/lib/pages/redirects.ts. */
  redirects: { file: 'content/redirects.json', schema: s.redirectSchema, optional: true, entries: arrayBy('desde') },
  /** The litters and lots (src/lib/content/inventory.ts): one file each, content/inventario/<slug>.json. */
  inventory: {
    file: INVENTORY_FOLDER,
    folder: true,
    optional: true,
    schema: inventorySchema,
    entries: (json: unknown, file: string) => {
      if (!json || typeof json !== 'object' || Array.isArray(json)) contentFail(file, 'expected one object (a litter or a lot)');
      return [{ id: file.slice(file.lastIndexOf('/') + 1).replace(/\.json$/, ''), data: json as Record<string, unknown> }];
    },
    describe: (error: z.ZodError, data: Record<string, unknown>) => nameAnimals(describeIssues(error, inventorySchemaOf(data), data), data),
  },
} satisfies Record<string, ContentFile>;

export const contentFiles: typeof fixedFiles & Record<LineKey, ContentFile<LineSchema>> = { ...fixedFiles, ...lineFiles };

export type ContentKey = keyof typeof fixedFiles | LineKey;
export type ContentData<K extends ContentKey> = K extends 'inventory'
  ? InventoryEntry
  : K extends keyof typeof fixedFiles
    ? z.output<(typeof fixedFiles)[K]['schema']>
    : z.output<LineSchema>;

/**
 * Parses the text of one content file into validated entries, or throws an error naming
 * the file, the entry and the field. `file` is the file's path: one file of the folder for a
 * folder entry of the registry, whose entry then carries its id as `slug`.
 */
export function parseContentFile<K extends ContentKey>(key: K, text: string, file: string = contentFiles[key].file): { id: string; data: ContentData<K> }[] {
  const def: ContentFile = contentFiles[key];
  const json = parseJsonText(file, text);
  const raw = def.entries(json, file);
  if (!raw.length && !def.optional) {
    contentFail(def.file, `no tiene entradas, y el sitio necesita por lo menos una; ${restoreFromGit(def.file)} o agregue entradas`);
  }
  const seen = new Map<string, number>();
  return raw.map(({ id, data }, i) => {
    if (seen.has(id)) contentFail(file, `entry "${id}" appears twice (entries ${seen.get(id)! + 1} and ${i + 1}); remove one of them or give it another id`);
    seen.set(id, i);
    const result = def.schema.safeParse(data);
    if (!result.success) contentFail(file, `entry "${id}" › ${def.describe ? def.describe(result.error, data) : describeIssues(result.error, def.schema, data)}`);
    return { id, data: (def.folder ? { ...(result.data as object), slug: id } : result.data) as ContentData<K> };
  });
}
