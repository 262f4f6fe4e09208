/**
 * The list of cities at the end of a dog breed page (/venta-perros/{raza}/; a cat breed page groups its
 * cities by delivery: tests/dist/cat-pages.test.ts),
 * over the built pages: each item names its city once, as the link to the breed's page there, and
 * says what differs there, the way the animal gets to it; the breed, the page's own, is not said
 * again twelve times («Shih Tzu en Medellín», «Persa en Cali»…: review after5, §6.4).
 */
import { describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { builtPages } from './pages';

const catalog = readCatalog();
const pages = builtPages();

/** The items of the page's «ciudades» section: the link's text and what follows it. */
function cityItems(html: string): { link: string; rest: string }[] {
  const section = /<section aria-labelledby="ciudades"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  return [...section.matchAll(/<li>\s*<a [^>]*>([^<]*)<\/a>([\s\S]*?)<\/li>/g)].map((m) => ({ link: m[1]!.trim(), rest: m[2]!.replace(/<[^>]+>/g, '').trim() }));
}

describe('the cities of a breed page', () => {
  const breeds = catalog.dogBreeds.map((b) => ({ path: `/venta-perros/${b.slug}/`, nombre: b.nombre }));
  it('names each city once, by its name alone, with the way the animal gets there; never the breed again', () => {
    const places = new Set([...catalog.cities.map((c) => c.nombre), ...[...catalog.townBySlug.values()].map((t) => t.nombre)]);
    const bad = breeds.flatMap(({ path, nombre }) => {
      const page = pages.find((p) => p.path === path);
      if (!page) return [`${path}: not built`];
      const items = cityItems(page.html);
      if (items.length < catalog.cities.length) return [`${path}: ${items.length} cities`];
      return items.flatMap((i) => [
        ...(places.has(i.link) ? [] : [`${path}: «${i.link}» is not a place's name`]),
        ...(i.rest.startsWith('·') && i.rest.length > 10 ? [] : [`${path}: «${i.link}» says no delivery`]),
        ...(`${i.link} ${i.rest}`.includes(nombre) ? [`${path}: «${i.link}» names the breed again`] : []),
      ]);
    });
    expect(bad.slice(0, 5), `${bad.length} problems`).toEqual([]);
  });
});
