/** Build-time side of the placeholder pages: the index the browser checks paths against, and the pages built. */
import type { Species } from '.';
import type { Catalog } from '../content/catalog';
import { SPECIES } from '../content/species';
import { FAMILIES, fillPattern } from './families';
import { DOG_INTENTS, INTENT_LABELS } from './intents';
import { type PlaceholderIndex, resolvePlaceholder } from './placeholder';

/** Every species' lines, the cities and the intents, by slug: what the browser checks a path against. */
export function placeholderIndex(catalog: Catalog): PlaceholderIndex {
  const lines = (list: { slug: string; nombre: string }[]) => Object.fromEntries(list.map((l) => [l.slug, l.nombre]));
  const lists: Record<Species, { slug: string; nombre: string }[]> = {
    perros: catalog.dogBreeds,
    gatos: catalog.catBreeds,
    equinos: catalog.equines,
    bovinos: catalog.bovines,
    aves: catalog.birds,
  };
  return {
    species: Object.fromEntries(
      SPECIES.map((s) => [s.key, { name: s.name, lines: lines(lists[s.key]), info: s.key === 'aves' ? catalog.birds.filter((b) => b.estadoLegal === 'solo-informativo').map((b) => b.slug) : [] }]),
    ),
    cities: Object.fromEntries(catalog.cities.map((c) => [c.slug, c.nombre])),
    intents: Object.fromEntries(DOG_INTENTS.map((i) => [i, INTENT_LABELS[i]])),
  };
}

/**
 * The pages built: one per species (its first line, first city, first intent). The host
 * rewrites every other path of the species to it (_redirects) and its script adapts it.
 */
export function placeholderTemplates(catalog: Catalog) {
  const index = placeholderIndex(catalog);
  const [city] = catalog.cities;
  return SPECIES.map((s) => {
    const params = { especie: s.key, raza: Object.keys(index.species[s.key]!.lines)[0]!, ciudad: city!.slug, intencion: DOG_INTENTS[0]! };
    const result = resolvePlaceholder(fillPattern(FAMILIES.placeholder.pattern, params), index);
    if (!result || !('page' in result)) throw new Error(`[placeholder] no template page for ${s.key}`);
    return { params, props: { page: result.page, index } };
  });
}
