/**
 * Dog page data that is not a view: the filter pages' texts, category
 * members and the price guide. The views (src/lib/views/dogs.ts) assemble them; the routes come
 * from the registry, the wording from content/texts/perros.json.
 */
import type { ItemList, WithContext } from 'schema-dts';
import { breederCity } from '../../content/breeder';
import type { Catalog } from '../../content/catalog';
import type { DogBreed, DogCluster } from '../../content/schemas';
import { absoluteUrl } from '../../content/site';
import { capitalize, slugify } from '../../content/slug';
import { texts } from '../../content/texts';
import { breedCount, type DogFilters, filterBreeds } from '../../domain/dogs';
import { seededPicker } from '../../domain/random';
import { routes } from '../../routes';
import { fillTemplate } from '../spanish';

export interface DogFilterPage {
  filters: DogFilters;
  title: string;
  heading: string;
  intro: string;
}

/** The texts of /perros/tamano/{x}/ or /perros/uso/{x}/ (agreement from the data's `formas`). */
export function dogFilterPage(catalog: Catalog, type: 'tamano' | 'uso', slug: string): DogFilterPage {
  const option = (type === 'tamano' ? catalog.dogSizes : catalog.dogUses).find((x) => x.slug === slug)!;
  const filters: DogFilters = type === 'tamano' ? { tamano: option.key } : { uso: option.key };
  const members = filterBreeds(catalog, filters);
  return {
    filters,
    title: fillTemplate(texts.dogs.filterTitles.title, { perros: option.formas.perros }),
    heading: fillTemplate(texts.dogs.filterTitles.heading, { perros: option.formas.perros }),
    intro: fillTemplate(type === 'tamano' ? texts.dogs.filterIntros.size : texts.dogs.filterIntros.use, { razas: breedCount(members, option.formas), sede: breederCity().nombre }),
  };
}

export const CATEGORY_CARDS = 6;

/** The breeds of a dog category (cluster): its size or use, or a seeded pick for intents. */
export function dogCategoryMembers(catalog: Catalog, cluster: DogCluster, seed: string): DogBreed[] {
  if (cluster.group === 'tamano') return filterBreeds(catalog, { tamano: catalog.dogSizes.find((s) => s.slug === cluster.slug)!.key });
  if (cluster.group === 'uso') return filterBreeds(catalog, { uso: catalog.dogUses.find((u) => u.slug === cluster.slug)!.key });
  return seededPicker(seed).shuffle(catalog.dogBreeds);
}

/** The breeds a text names, in the order it names them; "Schnauzer miniatura" is not also "Schnauzer". */
function breedsNamedIn(text: string, breeds: readonly DogBreed[]): DogBreed[] {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = breeds.flatMap((breed) => {
    const m = new RegExp(`(?<!\\p{L})${escape(breed.nombre)}(?!\\p{L})`, 'u').exec(text);
    return m ? [{ breed, start: m.index, end: m.index + breed.nombre.length }] : [];
  });
  return found
    .filter((f) => !found.some((g) => g !== f && g.start <= f.start && g.end >= f.end && g.end - g.start > f.end - f.start))
    .sort((a, b) => a.start - b.start)
    .map((f) => f.breed);
}

/**
 * The cards of a dog category page: six of its breeds, those its own text recommends first; a
 * heading that says what is shown ("6 de las 35 razas familiares") and, when the category has more,
 * the link to the catalogue page with all of them ("Ver las 35 razas familiares").
 */
export function dogCategoryCards(catalog: Catalog, cluster: DogCluster, seed: string): { breeds: DogBreed[]; heading: string; all?: { label: string; href: string } } {
  const members = dogCategoryMembers(catalog, cluster, seed);
  const named = breedsNamedIn([cluster.description, ...cluster.guia].join(' '), members);
  const breeds = [...named, ...members.filter((b) => !named.includes(b))].slice(0, CATEGORY_CARDS);
  const option = cluster.group === 'tamano' ? catalog.dogSizes.find((s) => s.slug === cluster.slug) : cluster.group === 'uso' ? catalog.dogUses.find((u) => u.slug === cluster.slug) : undefined;
  const t = texts.dogs.categoryCards;
  const total = option ? breedCount(members, option.formas) : fillTemplate(t.bred, { razas: breedCount(members) });
  const href = cluster.group === 'tamano' ? routes.dogSize(cluster.slug) : cluster.group === 'uso' ? routes.dogUse(cluster.slug) : routes.dogs();
  // The prices page shows six breeds: its link goes to the price list of all of them, which its description promises.
  const all = cluster.group === 'intencion' && cluster.slug === 'precios' ? { label: fillTemplate(t.prices, { razas: total }), href: routes.dogPrices() } : { label: fillTemplate(t.all, { razas: total }), href };
  if (breeds.length === members.length) return { breeds, heading: capitalize(total) };
  return { breeds, heading: fillTemplate(t.some, { cuantas: String(breeds.length), razas: total }), all };
}

/** The price guide's groups in their order, each with its title (content/texts/perros.json › priceGuideGroups). */
const PRICE_GROUPS = ['MINI', 'PEQUENAS', 'MEDIANAS', 'GRANDES'] as const;

/** The price guide: rows grouped MINI, PEQUEÑAS, MEDIANAS, GRANDES, and an ItemList of Product offers. */
export function priceGuide(catalog: Catalog) {
  const groups = PRICE_GROUPS.map((key) => ({
    key: key.toLowerCase(),
    title: texts.dogs.priceGuideGroups[key.toLowerCase() as Lowercase<typeof key>],
    rows: catalog.dogPrices.filter((r) => r.grupo === key).map((row) => ({ row, breed: catalog.dogBreedBySlug.get(slugify(row.nombre)) })),
  }));
  // Google reads an ItemList on a list page as a summary of links: position and url are all its
  // summary format uses (the names are in the table). Product data belongs on each breed's own
  // page, so the list carries only the rows that have one.
  const linked = groups.flatMap((g) => g.rows).filter((r): r is typeof r & { breed: DogBreed } => Boolean(r.breed));
  const jsonLd: WithContext<ItemList> = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Precios de perros por raza',
    itemListElement: linked.map(({ breed }, i) => ({ '@type': 'ListItem', position: i + 1, url: absoluteUrl(routes.dogBreed(breed.slug)) })),
  };
  return { groups, jsonLd };
}
