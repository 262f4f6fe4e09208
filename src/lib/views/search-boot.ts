/**
 * The inline <head> script of /perros/buscar/: the functions of search-query.ts serialised, so
 * the browser runs the same normalisation the build uses, before the first paint.
 * Its build-time data is a data block written before it (`SEARCH_BOOT_DATA_ID`, through the one
 * serializer), so the script's text comes from our code alone, whatever content/ holds: the CSP
 * hashes it from source (src/lib/views/inline-scripts.ts).
 */
import { transformSync } from 'esbuild';
import type { Catalog } from '../content/catalog';
import type { DogBreed } from '../content/schemas';
import { normaliseValue } from '../content/slug';
import { routes } from '../routes';
import { chipClass } from './ui';
import { normaliseSearchQuery, searchBoot, searchHeading, type SearchBootData, type SearchTaxonomy } from '../domain/search-query';

/** The sizes and uses as the search needs them. */
export function searchTaxonomy(catalog: Pick<Catalog, 'dogSizes' | 'dogUses'>): SearchTaxonomy {
  return {
    sizes: catalog.dogSizes.map(({ key, slug, searchKey, formas }) => ({ key, slug, searchKey, perros: formas.perros })),
    uses: catalog.dogUses.map(({ key, slug, formas }) => ({ key, slug, perros: formas.perros })),
  };
}

/** The script's data; `breeds` are the page's cards, in order. */
export function searchBootData(catalog: Pick<Catalog, 'dogSizes' | 'dogUses'>, breeds: readonly Pick<DogBreed, 'slug' | 'tamano' | 'usos' | 'cruce'>[]): SearchBootData {
  const taxonomy = searchTaxonomy(catalog);
  if (taxonomy.sizes.length > 8) throw new Error(`[search] ${taxonomy.sizes.length} dog sizes: the search page's breed codes hold at most 8 (src/lib/domain/search-query.ts)`);
  const codes = breeds.map((b) => {
    const size = taxonomy.sizes.findIndex((s) => s.key === b.tamano);
    const uses = b.usos.map((u) => taxonomy.uses.findIndex((x) => x.key === u));
    if (size < 0 || uses.includes(-1)) throw new Error(`[search] breed ${b.slug}: unknown size or use in content/dogs`);
    return size + 8 * uses.reduce((mask, j) => mask | (1 << j), 0);
  });
  const panel = { search: routes.dogSearch(), active: chipClass(true) };
  const crosses = breeds.flatMap((b, i) => (b.cruce ? [i] : []));
  return { taxonomy, dogs: routes.dogs(), breeds: codes, crosses, panel };
}

/** The id of the data block the script reads its data from. */
export const SEARCH_BOOT_DATA_ID = 'search-boot-data';

let script: string | undefined;

/**
 * The script's source, minified: `(searchBoot)(data, normaliseSearchQuery, searchHeading,
 * normaliseValue)`, with `data` parsed from the data block. The same text on every build.
 */
export function searchBootScript(): string {
  const data = `JSON.parse(document.getElementById('${SEARCH_BOOT_DATA_ID}').textContent)`;
  const source = `(${searchBoot})(${data},${normaliseSearchQuery},${searchHeading},${normaliseValue});`;
  script ??= transformSync(source, { minify: true, target: 'es2020', charset: 'utf8' }).code.trim();
  if (/<\/script|<!--/i.test(script)) throw new Error('[search] the search script contains "</script" or "<!--": it would break out of its element');
  return script;
}
