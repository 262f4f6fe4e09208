/**
 * The registry of content files: where each collection lives, how its file splits into
 * entries and which schema checks them. Astro's loaders (src/content.config.ts) and the
 * Node reader used by tests and build scripts both go through `parseContentFile`, so a bad
 * entry is reported the same way everywhere: file › entry › field: what to fix.
 */
import type { z } from 'astro/zod';
import { slugify } from '../slug';
import * as s from './schemas';

/** Key under which the Astro loaders store an entry's position in its file. */
export const ORDER_KEY = '__order';

export interface RawEntry {
  id: string;
  data: Record<string, unknown>;
}

export interface ContentFile<S extends z.ZodType = z.ZodType> {
  /** Path from the project root. */
  file: string;
  schema: S;
  /** Splits the parsed JSON into entries with an id each. */
  entries: (json: unknown, file: string) => RawEntry[];
}

function fail(file: string, message: string): never {
  throw new Error(`[content] ${file}: ${message}`);
}

function asArray(json: unknown, file: string): Record<string, unknown>[] {
  if (!Array.isArray(json)) fail(file, 'expected a JSON array of entries');
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
    if (!json || typeof json !== 'object' || Array.isArray(json)) fail(file, 'expected an object of groups');
    return Object.entries(json as Record<string, unknown>).flatMap(([group, rows]) =>
      asArray(rows, `${file} › ${group}`).map((row) => ({ id: idOf(row, group), data: { [groupField]: group, ...row } })),
    );
  };

/** An object whose keys are the entry ids. */
const keyed = (json: unknown, file: string): RawEntry[] => {
  if (!json || typeof json !== 'object' || Array.isArray(json)) fail(file, 'expected an object keyed by id');
  return Object.entries(json as Record<string, Record<string, unknown>>).map(([id, data]) => ({ id, data }));
};

export const contentFiles = {
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
    entries: (json: unknown, file: string) =>
      asArray(json, file).map((d) => ({ id: `${String(d.raza)}/${String(d.lugar)}`, data: d })),
  },
  catBreeds: { file: 'content/cats/breeds.json', schema: s.catBreedSchema, entries: arrayBy('slug') },
  catClusters: {
    file: 'content/cats/clusters.json',
    schema: s.catClusterSchema,
    entries: grouped('group', (row, group) => `${group}/${String(row.slug)}`),
  },
  equines: { file: 'content/livestock/equinos.json', schema: s.equineSchema, entries: arrayBy('slug') },
  bovines: { file: 'content/livestock/bovinos.json', schema: s.bovineSchema, entries: arrayBy('slug') },
  birds: { file: 'content/livestock/aves.json', schema: s.birdSchema, entries: arrayBy('slug') },
  livestockClusters: {
    file: 'content/livestock/clusters.json',
    schema: s.livestockClusterSchema,
    entries: grouped('especie', (row, group) => `${group}/${String(row.slug)}`),
  },
  bufalos: {
    file: 'content/livestock/bufalos.json',
    schema: s.buffaloPageSchema,
    entries: (json: unknown, file: string) => {
      if (!json || typeof json !== 'object' || Array.isArray(json)) fail(file, 'expected one object (the page)');
      return [{ id: 'bufalos', data: json as Record<string, unknown> }];
    },
  },
  cities: { file: 'content/places/cities.json', schema: s.citySchema, entries: arrayBy('slug') },
  localities: { file: 'content/places/localities.json', schema: s.localitySchema, entries: arrayBy('slug_barrio') },
  regions: { file: 'content/places/regions.json', schema: s.regionSchema, entries: arrayBy('slug') },
  fixedDogPages: { file: 'content/dogs/fixed-pages.json', schema: s.fixedDogPageSchema, entries: arrayBy('path') },
  countries: { file: 'content/places/countries.json', schema: s.countrySchema, entries: arrayBy('slug') },
  icaRequirements: {
    file: 'content/ica-requirements.json',
    schema: s.icaSchema,
    entries: (json: unknown, file: string) => keyed(json, file).map(({ id, data }) => ({ id, data: { especie: id, ...data } })),
  },
  gallery: {
    file: 'content/images/gallery.json',
    schema: s.galleryEntrySchema,
    entries: (json: unknown, file: string) => keyed(json, file).map(({ id, data }) => ({ id, data: { slug: id, images: data } })),
  },
  puppyPhotos: {
    file: 'content/images/puppies.json',
    schema: s.galleryEntrySchema,
    entries: (json: unknown, file: string) => keyed(json, file).map(({ id, data }) => ({ id, data: { slug: id, images: data } })),
  },
  infographics: { file: 'content/images/infographics.json', schema: s.infographicSchema, entries: arrayBy('slug') },
} satisfies Record<string, ContentFile>;

export type ContentKey = keyof typeof contentFiles;
export type ContentData<K extends ContentKey> = z.output<(typeof contentFiles)[K]['schema']>;

/** Formats a zod error as "field: message" lines, one per issue. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(entry)'}: ${issue.message}`)
    .join('; ');
}

/**
 * Parses the text of one content file into validated entries, or throws an error naming
 * the file, the entry and the field.
 */
export function parseContentFile<K extends ContentKey>(key: K, text: string): { id: string; data: ContentData<K> }[] {
  const def: ContentFile = contentFiles[key];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    fail(def.file, `is not valid JSON (${(error as Error).message})`);
  }
  const seen = new Set<string>();
  return def.entries(json, def.file).map(({ id, data }) => {
    if (seen.has(id)) fail(def.file, `entry "${id}" appears twice`);
    seen.add(id);
    const result = def.schema.safeParse(data);
    if (!result.success) fail(def.file, `entry "${id}" › ${describeIssues(result.error)}`);
    return { id, data: result.data as ContentData<K> };
  });
}
