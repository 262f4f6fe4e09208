/**
 * The inline <head> script of /perros/buscar/: the functions of search-query.ts serialised
 * with their build-time data, so the browser runs the same normalisation the build and the
 * island use, before the first paint. Deterministic: the same content gives the same bytes
 * (the CSP hashes inline scripts from the built HTML).
 */
import { transformSync } from 'esbuild';
import type { Catalog } from './content/catalog';
import { filterBreeds } from './dogs';
import { normaliseValue } from './slug';
import { routes } from './routes';
import { normaliseSearchQuery, searchBoot, searchHeading, type SearchBootData, type SearchTaxonomy } from './search-query';

/** The sizes and uses as the search needs them. */
export function searchTaxonomy(catalog: Pick<Catalog, 'dogSizes' | 'dogUses'>): SearchTaxonomy {
  return {
    sizes: catalog.dogSizes.map(({ key, slug, name, searchKey }) => ({ key, slug, name, searchKey })),
    uses: catalog.dogUses.map(({ key, slug, name }) => ({ key, slug, name })),
  };
}

export function searchBootData(catalog: Pick<Catalog, 'dogSizes' | 'dogUses' | 'dogBreeds'>): SearchBootData {
  const counts = [undefined, ...catalog.dogSizes.map((s) => s.key)].map((tamano) =>
    [undefined, ...catalog.dogUses.map((u) => u.key)].map((uso) => filterBreeds(catalog, { tamano, uso }).length),
  );
  return { taxonomy: searchTaxonomy(catalog), paths: { search: routes.dogSearch(), dogs: routes.dogs() }, counts };
}

/** The script's source, minified: `(searchBoot)(data, normaliseSearchQuery, searchHeading, normaliseValue)`. */
export function searchBootScript(catalog: Pick<Catalog, 'dogSizes' | 'dogUses' | 'dogBreeds'>): string {
  const data = JSON.stringify(searchBootData(catalog));
  const source = `(${searchBoot})(${data},${normaliseSearchQuery},${searchHeading},${normaliseValue});`;
  return transformSync(source, { minify: true, target: 'es2020', charset: 'utf8' }).code.trim().replace(/<\//g, '<\\/');
}
