/**
 * The catalog: every content collection, validated across files and indexed by slug once.
 * Pages ask `getCatalog()` (src/lib/content/astro-catalog.ts); tests and build scripts ask
 * `readCatalog()` (src/lib/content/disk-catalog.ts). Both end here.
 */
import type { ContentData, ContentKey } from './files';
import { contentFiles } from './files';
import { slugify } from '../slug';
import type { DogBreed, DogPrice, City, Locality } from './schemas';

export type RawCatalog = { [K in ContentKey]: ContentData<K>[] };

/** A place a dog page can be about: one of the national cities or one of Bogotá's localities. */
export interface DogLocation {
  slug: string;
  nombre: string;
  kind: 'ciudad' | 'localidad' | 'region';
  /** The city slug of a locality, or the city itself. */
  ciudad: string;
  /** Display name of that city ("Bogotá" for Chapinero): no template names a city the data does not. */
  ciudadNombre: string;
  departamento: string;
}

export interface Catalog extends RawCatalog {
  dogBreedBySlug: Map<string, DogBreed>;
  dogPriceByBreed: Map<string, DogPrice>;
  cityBySlug: Map<string, City>;
  localityBySlug: Map<string, Locality>;
  dogLocations: DogLocation[];
  dogLocationBySlug: Map<string, DogLocation>;
}

class ContentError extends Error {}

function check(condition: unknown, file: ContentKey, message: string): asserts condition {
  if (!condition) throw new ContentError(`[content] ${contentFiles[file].file}: ${message}`);
}

const PRICE_GROUP_OF_SIZE: Record<string, string> = {
  mini: 'MINI',
  pequenos: 'PEQUENAS',
  medianos: 'MEDIANAS',
  grandes: 'GRANDES',
  gigantes: 'GRANDES',
};

/** Indexes the raw collections and checks the references between files. */
export function buildCatalog(raw: RawCatalog): Catalog {
  const dogBreedBySlug = new Map(raw.dogBreeds.map((b) => [b.slug, b]));
  const dogPriceByBreed = new Map<string, DogPrice>();
  for (const row of raw.dogPrices) {
    const slug = slugify(row.nombre);
    const breed = dogBreedBySlug.get(slug);
    if (!breed) continue; // rows without a catalogue breed are shown on the price guide only
    check(
      PRICE_GROUP_OF_SIZE[breed.tamano] === row.grupo,
      'dogPrices',
      `entry "${slug}" › grupo: is ${row.grupo} but the breed is "${breed.tamano}"; move it to ${PRICE_GROUP_OF_SIZE[breed.tamano]}`,
    );
    dogPriceByBreed.set(slug, row);
  }
  for (const breed of raw.dogBreeds) {
    check(dogPriceByBreed.has(breed.slug), 'dogPrices', `entry "${breed.slug}" › nombre: no price row names the breed "${breed.nombre}"`);
  }

  const cityBySlug = new Map(raw.cities.map((c) => [c.slug, c]));
  const localityBySlug = new Map(raw.localities.map((l) => [l.slug_barrio, l]));
  for (const l of raw.localities) {
    check(cityBySlug.has(l.slug_ciudad), 'localities', `entry "${l.slug_barrio}" › slug_ciudad: "${l.slug_ciudad}" is not a city of content/places/cities.json`);
    check(!cityBySlug.has(l.slug_barrio), 'localities', `entry "${l.slug_barrio}" › slug_barrio: the same slug is already a city`);
  }
  const dogLocations: DogLocation[] = [
    ...raw.cities.map((c) => ({ slug: c.slug, nombre: c.nombre, kind: 'ciudad' as const, ciudad: c.slug, ciudadNombre: c.nombre, departamento: c.departamento })),
    ...raw.localities.map((l) => ({
      slug: l.slug_barrio,
      nombre: l.barrio,
      kind: 'localidad' as const,
      ciudad: l.slug_ciudad,
      ciudadNombre: cityBySlug.get(l.slug_ciudad)!.nombre,
      departamento: cityBySlug.get(l.slug_ciudad)!.departamento,
    })),
    ...raw.regions.map((r) => ({ slug: r.slug, nombre: r.nombre, kind: 'region' as const, ciudad: r.slug, ciudadNombre: r.nombre, departamento: r.departamento })),
  ];
  const locationSlugs = new Set<string>();
  for (const l of dogLocations) {
    check(!locationSlugs.has(l.slug), l.kind === 'region' ? 'regions' : 'localities', `entry "${l.slug}" › slug: the same slug is already a city or locality`);
    locationSlugs.add(l.slug);
  }
  for (const page of raw.fixedDogPages) {
    check(dogBreedBySlug.has(page.raza), 'fixedDogPages', `entry "${page.path}" › raza: "${page.raza}" is not a dog breed`);
  }
  const dogLocationBySlug = new Map(dogLocations.map((l) => [l.slug, l]));

  for (const range of raw.dogPriceRanges) {
    const id = `${range.raza}/${range.lugar}`;
    check(dogBreedBySlug.has(range.raza), 'dogPriceRanges', `entry "${id}" › raza: "${range.raza}" is not a dog breed`);
    check(dogLocationBySlug.has(range.lugar), 'dogPriceRanges', `entry "${id}" › lugar: "${range.lugar}" is not a city or locality`);
  }

  const sizeSlugs = new Set(raw.dogSizes.map((s) => s.slug));
  const useSlugs = new Set(raw.dogUses.map((u) => u.slug));
  for (const c of raw.dogClusters) {
    if (c.group === 'tamano') check(sizeSlugs.has(c.slug), 'dogClusters', `entry "tamano/${c.slug}" › slug: not a size of content/dogs/sizes.json`);
    if (c.group === 'uso') check(useSlugs.has(c.slug), 'dogClusters', `entry "uso/${c.slug}" › slug: not a use of content/dogs/uses.json`);
  }

  const linesOf = { equinos: raw.equines, bovinos: raw.bovines, aves: raw.birds };
  for (const c of raw.livestockClusters) {
    const known = new Set(linesOf[c.especie].map((l) => l.slug));
    for (const linea of c.lineas) {
      check(known.has(linea), 'livestockClusters', `entry "${c.especie}/${c.slug}" › lineas: "${linea}" is not a line of ${contentFiles[c.especie === 'equinos' ? 'equines' : c.especie === 'bovinos' ? 'bovines' : 'birds'].file}`);
    }
  }
  for (const page of raw.bufalos) {
    check(raw.bovines.some((b) => b.slug === page.linea), 'bufalos', `entry "bufalos" › linea: "${page.linea}" is not a line of content/livestock/bovinos.json`);
  }

  const seenInfographic = new Set<string>();
  for (const info of raw.infographics) {
    for (const slug of [info.slug, ...info.aliases]) {
      check(!seenInfographic.has(slug), 'infographics', `entry "${info.slug}" › aliases: "${slug}" is listed twice`);
      seenInfographic.add(slug);
    }
  }

  return { ...raw, dogBreedBySlug, dogPriceByBreed, cityBySlug, localityBySlug, dogLocations, dogLocationBySlug };
}
