/** Two entries at one URL stop the build where the pages are assembled, naming the file, the entries and both routes. */
import { afterEach, describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { checkRouteCollisions, routeCollisions } from '@/lib/pages/collisions';
import { builtPaths } from '@/lib/pages/url-ledger';
import { copyProject, editJson, removeCopies } from './project-copy';

afterEach(removeCopies);

/** A copy of content/ and public/ with one edit of a JSON file. */
function projectWith(file: string, change: (json: any) => void): string {
  const root = copyProject('route-collisions');
  editJson(root, file, change);
  return root;
}

const fixedOnBreedPage = (pages: { path: string }[]) => void (pages[0]!.path = '/venta-perros/pug/');

describe('route collisions', () => {
  it('finds none in the content as it is', () => {
    expect(routeCollisions(readCatalog())).toEqual([]);
  });
  it('names the fixed page, the generated page and both routes when a fixed path is a breed page', () => {
    const root = projectWith('content/dogs/fixed-pages.json', fixedOnBreedPage);
    expect(() => checkRouteCollisions(readCatalog(root))).toThrow(
      '[routes] "/venta-perros/pug/" is the path of two pages: dogBreed (/venta-perros/[raza]/) from content/dogs/breeds.json, entry with raza "pug", ' +
        'and dogFixedBreeder (/[...paginaFija]/) from content/dogs/fixed-pages.json, entry with paginaFija "venta-perros/pug"; only one would be built. ' +
        'Give one of the entries another path or slug',
    );
  });
  it('finds a fixed page at the path of a page without params', () => {
    const root = projectWith('content/dogs/fixed-pages.json', (pages) => void (pages[2].path = '/perros/precios-por-raza/'));
    expect(() => checkRouteCollisions(readCatalog(root))).toThrow(
      '[routes] "/perros/precios-por-raza/" is the path of two pages: dogPrices (/perros/precios-por-raza/) from content/dogs/prices.json, ' +
        'and dogFixedBreeder (/[...paginaFija]/) from content/dogs/fixed-pages.json, entry with paginaFija "perros/precios-por-raza"',
    );
  });
  it('stops the list of every page, which the build reads at its start, before any page is rendered', () => {
    const root = projectWith('content/dogs/fixed-pages.json', fixedOnBreedPage);
    expect(() => builtPaths(readCatalog(root))).toThrow('[routes] "/venta-perros/pug/" is the path of two pages');
  });
});
