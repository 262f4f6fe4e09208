/** Build-time side of the placeholder pages: the index the browser checks paths against, and the pages built. */
import type { Catalog } from '../content/catalog';
import { saleSlug, SPECIES } from '../content/species';
import { speciesLines } from '../domain/livestock';
import { modelRow } from '../domain/livestock-models';
import { FAMILIES, fillPattern } from '../routes/families';
import { DOG_INTENTS, INTENT_LABELS } from '../routes/intents';
import { type PlaceholderIndex, resolvePlaceholder } from '../routes/placeholder';

/** Every species' lines, the cities and the intents, by slug: what the browser checks a path against. */
export function placeholderIndex(catalog: Catalog): PlaceholderIndex {
  const lines = (list: { slug: string; nombre: string }[]) => Object.fromEntries(list.map((l) => [l.slug, l.nombre]));
  const pets: Record<string, { slug: string; nombre: string }[]> = { perros: catalog.dogBreeds, gatos: catalog.catBreeds };
  return {
    species: Object.fromEntries(
      SPECIES.map((s) => {
        if (pets[s.key]) return [s.key, { name: s.name, lines: lines(pets[s.key]!), info: [], sale: {} }];
        const list = speciesLines(catalog, s.key);
        // Lines without sale pages (educational-only birds) link their own page.
        const { sold } = modelRow(s.key);
        const info = list.filter((l) => !sold(l)).map((l) => l.slug);
        const sale = Object.fromEntries(list.filter((l) => saleSlug(s.key, l.slug) !== l.slug).map((l) => [l.slug, saleSlug(s.key, l.slug)]));
        return [s.key, { name: s.name, lines: lines(list), info, sale }];
      }),
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
