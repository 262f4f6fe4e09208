/**
 * The list of cities at the end of a dog breed page (/venta-perros/{raza}/; a cat breed page's:
 * tests/dist/cat-pages.test.ts), over the built pages: each city is named once, as the link to the
 * breed's page there, under the way the puppy gets to it, said once per group of cities it reaches
 * the same way (s42 consult C6); the breed, the page's own, is not said again twelve times
 * («Shih Tzu en Medellín»…: review after5, §6.4).
 */
import { describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { texts } from '@/lib/content/texts';
import { builtPages } from './pages';
import { decodeEntities } from './text';

const catalog = readCatalog();
const pages = builtPages();

describe('the cities of a breed page', () => {
  it('groups a dog breed page\'s cities by the way the puppy gets there: each group says it once, each city is named once, by its name alone, never with the breed', () => {
    const places = new Set([...catalog.cities.map((c) => c.nombre), ...[...catalog.townBySlug.values()].map((t) => t.nombre)]);
    const labels = Object.values(texts.dogs.breedPage.cityGroups).map((l) => new RegExp(`^${l.replace(/[()]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`));
    const bad = catalog.dogBreeds.flatMap(({ slug, nombre }) => {
      const path = `/venta-perros/${slug}/`;
      const page = pages.find((p) => p.path === path);
      if (!page) return [`${path}: not built`];
      // the note under the groups of a breed that never flies says why, naming it (placePage.roadOnly): the groups and their cities do not
      const section = (/<section aria-labelledby="ciudades"[\s\S]*?<\/section>/.exec(page.html)?.[0] ?? '').replace(/<p[^>]*data-delivery-note[^>]*>[\s\S]*?<\/p>/, '');
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
