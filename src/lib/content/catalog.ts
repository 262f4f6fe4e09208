/**
 * The catalog: every content collection, validated across files and indexed by slug once.
 * Pages ask `getCatalog()` (src/lib/content/astro-catalog.ts); tests and build scripts ask
 * `readCatalog()` (src/lib/content/disk-catalog.ts). Both end here.
 */
import { CAT_INTENTS, type CatIntent, routes } from '../routes';
import { contentFail, didYouMean } from './errors';
import { type ContentData, contentFiles, type ContentKey, type LineKey, lineKey } from './files';
import { photoIndex, type PhotoFile } from './photo-files';
import { type City, compareKey, type Department, type DogBreed, type DogPrice, type Locality, type Town } from './schemas';
import { checkInventory, type InventoryRefs } from './inventory';
import { MODEL_FACTS } from './livestock-models';
import { site } from './site';
import { buildDay } from './site-settings';
import { slugify } from './slug';
import { LIVESTOCK_SPECIES, livestockEntry, modelOf, SPECIES_FILE } from './species';

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
  /** The places only fixed legacy pages name (content/places/towns.json). */
  townBySlug: Map<string, Town>;
  dogLocations: DogLocation[];
  dogLocationBySlug: Map<string, DogLocation>;
  /** The departments by name, with the article each takes in a sentence (content/places/departments.json). */
  departmentByName: Map<string, Department>;
  /** Every breeder's photo an entry names, by archivo ("fotos/…"): checked, with its size and hash (photo-files.ts). */
  photoFiles: ReadonlyMap<string, PhotoFile>;
}

/** `message` may be a function where it costs something to write (a "did you mean"): it is only called on failure. */
function check(condition: unknown, file: ContentKey, message: string | (() => string)): asserts condition {
  if (!condition) contentFail(contentFiles[file].file, typeof message === 'function' ? message() : message);
}

/** The especialidad (content/livestock/bovinos.json) of the cattle purpose pages, by their slug in content/livestock/clusters.json. */
const CATTLE_PURPOSE_OF_CLUSTER: Partial<Record<string, 'lechera' | 'carnica' | 'doble-proposito'>> = { leche: 'lechera', carne: 'carnica', 'doble-proposito': 'doble-proposito' };

const PRICE_GROUP_OF_SIZE: Record<string, string> = {
  mini: 'MINI',
  pequenos: 'PEQUENAS',
  medianos: 'MEDIANAS',
  grandes: 'GRANDES',
  gigantes: 'GRANDES',
};

/** The breeds and lines of each species and the cities, which an inventory entry must name (inventory.ts › checkInventory). */
export function inventoryRefs(raw: Pick<RawCatalog, 'dogBreeds' | 'catBreeds' | 'cities' | LineKey>): InventoryRefs {
  const breedFiles: Record<string, { slugs: string[]; file: string }> = {
    perros: { slugs: raw.dogBreeds.map((b) => b.slug), file: contentFiles.dogBreeds.file },
    gatos: { slugs: raw.catBreeds.map((b) => b.slug), file: contentFiles.catBreeds.file },
    ...Object.fromEntries(LIVESTOCK_SPECIES.map((sp) => [sp, { slugs: raw[lineKey(sp)].map((l) => l.slug), file: contentFiles[lineKey(sp)].file }])),
  };
  return { breedsOf: (species) => breedFiles[species]!, cities: raw.cities.map((c) => c.slug) };
}

/**
 * Indexes the raw collections and checks the references between files; photo files are read under
 * `root`, and inventory update dates are checked against `today` (the build day).
 */
export function buildCatalog(raw: RawCatalog, root = process.cwd(), today: string = buildDay()): Catalog {
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
  const dispatch = cityBySlug.get(site.dispatch.city);
  check(dispatch, 'cities', `content/site.json › dispatch.city: "${site.dispatch.city}" is not a city of this file`);
  for (const c of raw.cities) {
    const isDispatch = c.slug === site.dispatch.city;
    check(
      (c.entrega.distanciaKm === 0) === isDispatch,
      'cities',
      isDispatch
        ? `entry "${c.slug}" › entrega.distanciaKm: the dispatch city (content/site.json › dispatch) is 0 km from itself`
        : `entry "${c.slug}" › entrega.distanciaKm: 0 km only for the dispatch city "${site.dispatch.city}"; give the road distance from it`,
    );
  }
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
  const townBySlug = new Map(raw.towns.map((t) => [t.slug, t]));
  for (const t of raw.towns) {
    check(!locationSlugs.has(t.slug), 'towns', `entry "${t.slug}" › slug: "${t.slug}" is already a city, locality or region, whose facts the pages use; remove the entry`);
    check(t.entrega.distanciaKm > 0, 'towns', `entry "${t.slug}" › entrega.distanciaKm: give the road distance from the dispatch city "${site.dispatch.city}"`);
  }
  for (const page of raw.fixedDogPages) {
    check(dogBreedBySlug.has(page.raza), 'fixedDogPages', `entry "${page.path}" › raza: "${page.raza}" is not a dog breed`);
    check(
      townBySlug.has(page.lugar),
      'fixedDogPages',
      () => `entry "${page.path}" › lugar: "${page.lugar}" is not a place of content/places/towns.json${didYouMean(page.lugar, [...townBySlug.keys()])}; add the place there (climate, distance, delivery)`,
    );
  }
  const dogLocationBySlug = new Map(dogLocations.map((l) => [l.slug, l]));

  // Every department a sentence can name has its entry, with the article it takes ("en el Valle del Cauca").
  const departmentByName = new Map(raw.departments.map((d) => [d.nombre, d]));
  const departmentNames = [...departmentByName.keys()];
  const checkDepartment = (name: string, file: ContentKey, where: string) =>
    check(
      departmentByName.has(name),
      file,
      () => `${where}: "${name}" is not a department of content/places/departments.json${didYouMean(name, departmentNames)}; add it there with the article it takes in a sentence, or correct the name`,
    );
  for (const c of raw.cities) {
    checkDepartment(c.departamento, 'cities', `entry "${c.slug}" › departamento`);
    if (c.campo.departamento) checkDepartment(c.campo.departamento, 'cities', `entry "${c.slug}" › campo.departamento`);
  }
  for (const r of raw.regions) checkDepartment(r.departamento, 'regions', `entry "${r.slug}" › departamento`);
  for (const t of raw.towns) checkDepartment(t.departamento, 'towns', `entry "${t.slug}" › departamento`);
  for (const key of LIVESTOCK_SPECIES.map(lineKey)) {
    for (const line of raw[key]) {
      line.zonas?.departamentos.forEach((d, i) => checkDepartment(d, key, `entry "${line.slug}" › zonas.departamentos.${i}`));
    }
  }

  for (const range of raw.dogPriceRanges) {
    const id = `${range.raza}/${range.lugar}`;
    check(dogBreedBySlug.has(range.raza), 'dogPriceRanges', `entry "${id}" › raza: "${range.raza}" is not a dog breed`);
    check(dogLocationBySlug.has(range.lugar), 'dogPriceRanges', `entry "${id}" › lugar: "${range.lugar}" is not a city or locality`);
  }

  const sizeKeys = new Set<string>(raw.dogSizes.map((s) => s.key));
  const useKeys = new Set<string>(raw.dogUses.map((u) => u.key));
  for (const b of raw.dogBreeds) {
    check(sizeKeys.has(b.tamano), 'dogSizes', `no entry has the key "${b.tamano}" that breed "${b.slug}" of content/dogs/breeds.json uses; add the size back`);
    for (const u of b.usos) check(useKeys.has(u), 'dogUses', `no entry has the key "${u}" that breed "${b.slug}" of content/dogs/breeds.json uses; add the use back`);
  }
  const sizeSlugs = new Set(raw.dogSizes.map((s) => s.slug));
  const useSlugs = new Set(raw.dogUses.map((u) => u.slug));
  // Every dog breed page links to the buying guide's check at handover (views/dogs.ts › handover).
  const buyingGuide = raw.dogClusters.find((c) => c.group === 'intencion' && c.slug === 'venta');
  check(buyingGuide?.alRecibir, 'dogClusters', 'entry "intencion/venta" › alRecibir: add { "titulo", "texto" }, what to check when the puppy arrives; every dog breed page links to it');
  for (const c of raw.dogClusters) {
    check(!c.alRecibir || c === buyingGuide, 'dogClusters', `entry "${c.group}/${c.slug}" › alRecibir: only the buying guide (intencion/venta) has it; move the text there or remove it`);
    if (c.group === 'tamano') check(sizeSlugs.has(c.slug), 'dogClusters', `entry "tamano/${c.slug}" › slug: not a size of content/dogs/sizes.json`);
    if (c.group === 'uso') check(useSlugs.has(c.slug), 'dogClusters', `entry "uso/${c.slug}" › slug: not a use of content/dogs/uses.json`);
  }

  // Photo lists are keyed by breed; a key is found the way galleryImagesFor looks it up.
  const breedSlugs = raw.dogBreeds.map((b) => b.slug);
  for (const list of ['gallery', 'puppyPhotos'] as const) {
    for (const { slug } of raw[list]) {
      check(
        breedSlugs.some((b) => b === slug || b.includes(slug) || slug.includes(b)),
        list,
        () =>
          `entry "${slug}" › key: "${slug}" names no dog breed of content/dogs/breeds.json${didYouMean(slug, breedSlugs)}; ` +
          'key each photo list by the breed\'s slug, or its photos are shown nowhere',
      );
    }
  }

  const catBreedSlugs = new Set(raw.catBreeds.map((b) => b.slug));
  for (const page of raw.catFixedPages) {
    const id = `${page.raza}-${page.lugar}`;
    check(catBreedSlugs.has(page.raza), 'catFixedPages', `entry "${id}" › raza: "${page.raza}" is not a cat breed of content/cats/breeds.json`);
    check(!cityBySlug.has(page.lugar), 'catFixedPages', `entry "${id}" › lugar: "${page.lugar}" is a city of content/places/cities.json, whose pages exist already; remove the entry`);
    check(townBySlug.has(page.lugar), 'catFixedPages', `entry "${id}" › lugar: "${page.lugar}" is not a place of content/places/towns.json; add its facts there first`);
  }
  const catPlaceSlugs = new Set(raw.catPlaces.map((p) => p.lugar));
  for (const place of [...raw.cities.map((c) => c.slug), ...raw.catFixedPages.map((p) => p.lugar)]) {
    check(catPlaceSlugs.has(place), 'catPlaces', `no entry for "${place}", a place of the cat pages; add what a family with a kitten should prepare at home there (hogar)`);
  }
  for (const c of raw.catClusters.filter((c) => c.group === 'intencion')) {
    const expected = (CAT_INTENTS as string[]).includes(c.slug) ? routes.catIntent(c.slug as CatIntent) : undefined;
    check(expected, 'catClusters', `entry "intencion/${c.slug}" › slug: not an intent page; use one of ${CAT_INTENTS.join(', ')}`);
    check(c.path === expected, 'catClusters', `entry "intencion/${c.slug}" › path: must be "${expected}", the path of its intent page`);
  }
  for (const c of raw.catClusters.filter((c) => c.group !== 'intencion')) {
    check(c.guia, 'catClusters', `entry "${c.group}/${c.slug}" › guia: add 2 to 4 paragraphs on what this criterion means for a buyer; the category page shows them`);
    check(c.razas, 'catClusters', `entry "${c.group}/${c.slug}" › razas: add { "una": "raza …", "varias": "razas …" }, the category's breeds as a noun ("raza sin pelo", "razas sin pelo"); the category page says how many it has with it`);
  }

  for (const species of LIVESTOCK_SPECIES) {
    check(
      raw.icaRequirements.some((r) => r.especie === species),
      'icaRequirements',
      `entry "${species}" is missing; every livestock species of content/species.json lists its ICA requirements (titulo, items, notas)`,
    );
    const lines = new Set(raw[lineKey(species)].map((l) => l.slug));
    livestockEntry(species).venta.lineasSinPrefijo.forEach((line, i) => {
      if (!lines.has(line)) contentFail(SPECIES_FILE, `entry "${species}" › ganado.venta.lineasSinPrefijo.${i}: "${line}" is not a line of ${livestockEntry(species).lineas}; correct it or remove it`);
    });
    const typical = livestockEntry(species).compraTipica;
    if (typical && !raw[lineKey(species)].some((l) => l.precio?.categorias?.some((c) => c.nombre === typical))) {
      contentFail(SPECIES_FILE, `entry "${species}" › ganado.compraTipica: no line of ${livestockEntry(species).lineas} has a price category "${typical}"; write it as a line's precio.categorias names it`);
    }
  }
  for (const c of raw.livestockClusters) {
    const key = lineKey(c.especie);
    const known = new Set(raw[key].map((l) => l.slug));
    for (const linea of c.lineas) {
      check(known.has(linea), 'livestockClusters', `entry "${c.especie}/${c.slug}" › lineas: "${linea}" is not a line of ${contentFiles[key].file}`);
    }
    const rows = MODEL_FACTS[modelOf(c.especie)].ficha;
    for (const k of c.ficha ?? []) {
      check(rows.includes(k), 'livestockClusters', `entry "${c.especie}/${c.slug}" › ficha: a line of ${c.especie} has no «${k}» in its fact sheet; write one of ${rows.join(', ')}`);
    }
    // a price category the page names, by its name or another a line gives it, is one its lines sell
    const sold = (name: string) => raw[key].some((l) => c.lineas.includes(l.slug) && l.precio?.categorias?.some((p) => p.nombre === name));
    if (c.categoriaPrecio) check(sold(c.categoriaPrecio), 'livestockClusters', `entry "${c.especie}/${c.slug}" › categoriaPrecio: "${c.categoriaPrecio}" is not a price category of its lineas; write it as their precio.categorias name it`);
    for (const [i, other] of (c.categoriaPrecioOtrosNombres ?? []).entries()) {
      check(sold(other), 'livestockClusters', `entry "${c.especie}/${c.slug}" › categoriaPrecioOtrosNombres.${i}: "${other}" is not a price category of its lineas; write it as their precio.categorias name it, or remove it`);
    }
  }
  // A cattle purpose page (leche, carne, doble-proposito) lists every breed of its purpose
  // (especialidad) and names in its description exactly the breeds it lists: the badge of a breed
  // and the category cards of the same page say one thing. A dual-purpose breed may stand in the
  // dairy or beef list as well; a dairy or beef breed stands in its own only.
  for (const c of raw.livestockClusters) {
    const purpose = CATTLE_PURPOSE_OF_CLUSTER[c.slug];
    if (!purpose || !MODEL_FACTS[modelOf(c.especie)].purposes) continue;
    const file = contentFiles[lineKey(c.especie)].file;
    for (const b of raw[lineKey(c.especie)]) {
      if (!('especialidad' in b)) continue;
      const listed = c.lineas.includes(b.slug);
      const id = `entry "${c.especie}/${c.slug}"`;
      if (b.especialidad === purpose) check(listed, 'livestockClusters', `${id} › lineas: add "${b.slug}", whose especialidad in ${file} is "${purpose}", or correct its especialidad there`);
      else check(!listed || b.especialidad === 'doble-proposito', 'livestockClusters', `${id} › lineas: "${b.slug}" has especialidad "${b.especialidad}" in ${file}, not "${purpose}"; remove it from this list or correct its especialidad there`);
      // "BON (Blanco Orejinegro)" is named "BON"; case aside ("búfalo Murrah").
      const name = b.nombre.replace(/\s*\(.*\)$/, '');
      const named = new RegExp(`(^|[^\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\p{L}]|$)`, 'iu').test(c.description);
      check(named === listed, 'livestockClusters', `${id} › description: ${listed ? `name "${name}", a breed of its lineas` : `"${name}" is not in its lineas (especialidad "${b.especialidad}" in ${file}); remove it from the description`}`);
    }
  }
  for (const page of raw.bufalos) {
    check(raw[lineKey('bovinos')]?.some((b) => b.slug === page.linea), 'bufalos', `entry "bufalos" › linea: "${page.linea}" is not a line of ${contentFiles[lineKey('bovinos')]?.file ?? 'the bovinos lines'}`);
  }
  // Each line's page closes with the sentence written for its categories (views/livestock.ts ›
  // lineCompare): a line in several has one in its first category's compararJunto.
  for (const species of LIVESTOCK_SPECIES) {
    const clusters = raw.livestockClusters.filter((c) => c.especie === species);
    for (const line of raw[lineKey(species)]) {
      const [first, ...others] = clusters.filter((c) => c.lineas.includes(line.slug));
      const key = first && compareKey(others.map((c) => c.slug), raw.bufalos.some((b) => b.linea === line.slug));
      if (!first || !key) continue;
      check(
        first.compararJunto?.[key],
        'livestockClusters',
        `entry "${species}/${first.slug}" › compararJunto: add "${key}", the closing sentence of the page of ${line.nombre}, which is in this category and in ${key.split('+').join(', ')} (a link in brackets for each, in that order)`,
      );
    }
  }

  // Each slug and alias leads to one infographic; both entries are named when two claim one.
  const infographicOwner = new Map<string, string>();
  for (const info of raw.infographics) {
    const names = [{ field: 'slug', name: info.slug }, ...info.aliases.map((name, i) => ({ field: `aliases.${i}`, name }))];
    check(
      names.some(({ name }) => dogBreedBySlug.has(name)),
      'infographics',
      () =>
        `entry "${info.slug}" › slug: neither "${info.slug}" nor an alias is a dog breed of content/dogs/breeds.json${didYouMean(info.slug, breedSlugs)}; ` +
        'use the breed\'s slug, or the infographic is shown nowhere',
    );
    for (const { field, name } of names) {
      const owner = infographicOwner.get(name);
      check(
        owner === undefined,
        'infographics',
        owner === info.slug
          ? `entry "${info.slug}" › ${field}: "${name}" is listed twice in the same entry; remove the repeat`
          : `entry "${info.slug}" › ${field}: "${name}" is already claimed by entry "${owner}"; a breed has one infographic, so remove "${name}" from entry "${owner}" or from entry "${info.slug}"`,
      );
      infographicOwner.set(name, info.slug);
    }
  }

  checkInventory(raw.inventory, inventoryRefs(raw), today);

  const photoFiles = photoIndex(Object.values(raw).flat(), root);

  return { ...raw, photoFiles, dogBreedBySlug, dogPriceByBreed, cityBySlug, localityBySlug, townBySlug, dogLocations, dogLocationBySlug, departmentByName };
}
