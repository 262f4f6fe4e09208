/**
 * The list of cities at the end of a dog or a cat breed page (/venta-perros/{raza}/, /gatos/{raza}/),
 * over the built pages: each item names its city once, as the link to the breed's page there, and
 * says what differs there, the way the animal gets to it; the breed, the page's own, is not said
 * again twelve times («Shih Tzu en Medellín», «Persa en Cali»…: review after5, §6.4). On a dog breed
 * page the way is said once per group of cities it reaches the same way (s42 consult C6), not once
 * per city.
 */
import { describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { texts } from '@/lib/content/texts';
import { builtPages } from './pages';
import { decodeEntities } from './text';

const catalog = readCatalog();
const pages = builtPages();

/** The items of the page's «ciudades» section: the link's text and what follows it. */
function cityItems(html: string): { link: string; rest: string }[] {
  const section = /<section aria-labelledby="ciudades"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  return [...section.matchAll(/<li>\s*<a [^>]*>([^<]*)<\/a>([\s\S]*?)<\/li>/g)].map((m) => ({ link: m[1]!.trim(), rest: m[2]!.replace(/<[^>]+>/g, '').trim() }));
}

describe('the cities of a breed page', () => {
  const breeds = catalog.catBreeds.map((b) => ({ path: `/gatos/${b.slug}/`, nombre: b.nombre }));
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

  it('groups a dog breed page\'s cities by the way the puppy gets there: each group says it once, each city is named once, by its name alone, never with the breed', () => {
    const places = new Set([...catalog.cities.map((c) => c.nombre), ...[...catalog.townBySlug.values()].map((t) => t.nombre)]);
    const labels = Object.values(texts.dogs.breedPage.cityGroups).map((l) => new RegExp(`^${l.replace(/[()]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`));
    const bad = catalog.dogBreeds.flatMap(({ slug, nombre }) => {
      const path = `/venta-perros/${slug}/`;
      const page = pages.find((p) => p.path === path);
      if (!page) return [`${path}: not built`];
      const section = /<section aria-labelledby="ciudades"[\s\S]*?<\/section>/.exec(page.html)?.[0] ?? '';
      const groups = [...section.matchAll(/<div[^>]*data-delivery-group>\s*<p[^>]*>([^<]*)<\/p>([\s\S]*?)<\/ul>/g)].map((m) => ({ label: decodeEntities(m[1]!), items: [...m[2]!.matchAll(/<li>\s*<a [^>]*>([^<]*)<\/a>/g)].map((a) => decodeEntities(a[1]!.trim())) }));
      const items = groups.flatMap((g) => g.items);
      return [
        ...(items.length >= catalog.cities.length ? [] : [`${path}: ${items.length} cities`]),
        ...(new Set(items).size === items.length ? [] : [`${path}: a city named twice`]),
        ...items.filter((i) => !places.has(i)).map((i) => `${path}: «${i}» is not a place's name`),
        ...groups.filter((g) => !labels.some((l) => l.test(g.label))).map((g) => `${path}: «${g.label}» is not a group label of perros.json › breedPage.cityGroups`),
        ...(section.includes(nombre) ? [`${path}: the list names the breed again`] : []),
      ];
    });
    expect(bad.slice(0, 5), `${bad.length} problems`).toEqual([]);
  });
});
