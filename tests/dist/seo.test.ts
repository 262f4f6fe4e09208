/** Search-engine hygiene over every built page: unique titles and descriptions, within their limits. */
import { describe, expect, it } from 'vitest';
import { builtPages } from './pages';
import { familyOf } from '@/lib/routes/families';
import { site } from '@/lib/content/site';

const pages = builtPages()
  // /co/tienda/ repeats the home page on purpose and declares "/" canonical; the 404 page is noindex.
  .filter((p) => p.path !== '/co/tienda/' && p.path !== '/404.html');
const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const descriptionOf = (html: string) => decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');

function duplicates(values: [string, string][]) {
  const seen = new Map<string, string[]>();
  for (const [value, path] of values) seen.set(value, [...(seen.get(value) ?? []), path]);
  return [...seen].filter(([, paths]) => paths.length > 1).map(([value, paths]) => `${value}: ${paths.slice(0, 3).join(', ')}`);
}

describe('titles and descriptions', () => {
  it('are unique across the site', () => {
    expect(duplicates(pages.map((p) => [titleOf(p.html), p.path]))).toEqual([]);
    expect(duplicates(pages.map((p) => [descriptionOf(p.html), p.path]))).toEqual([]);
  });
  it('stay within 155 characters of description and 80 of title', () => {
    expect(pages.filter((p) => descriptionOf(p.html).length > 155).map((p) => p.path)).toEqual([]);
    expect(pages.filter((p) => titleOf(p.html).length > 80).map((p) => `${p.path}: ${titleOf(p.html)}`)).toEqual([]);
  });
  it('carry the brand on every dog page of a family or on none (s54 read: «| Criadero Bogotá» on the short titles only)', () => {
    const branded = new Map<string, Set<boolean>>();
    for (const p of pages.filter((p) => /perro/.test(p.path))) {
      const family = familyOf(p.path);
      if (!family || !/^dog/.test(family)) continue;
      branded.set(family, (branded.get(family) ?? new Set()).add(titleOf(p.html).endsWith(` | ${site.brand}`)));
    }
    expect([...branded].filter(([, v]) => v.size > 1).map(([family]) => family)).toEqual([]);
    expect([...branded.keys()]).toEqual(expect.arrayContaining(['dogBreederInCity', 'dogBreedIn', 'dogArticle', 'dogLocation']));
  });
  it('end where Google shows them whole: at a sentence end, or at a word with "…" that leaves no phrase hanging', () => {
    const cutBadly = (d: string) => !/[.?!…»)]$/.test(d) || /\s(?:a|al|con|de|del|el|en|la|las|los|para|por|que|su|sus|un|una|y)…$/i.test(d);
    expect(pages.filter((p) => cutBadly(descriptionOf(p.html))).map((p) => `${p.path}: ${descriptionOf(p.html)}`)).toEqual([]);
  });
  it('are whole, not cut with «…», on the pages whose description is a template of content (a species in a city, a category of livestock)', () => {
    // blind read s46: /bovinos-en-medellin/ and /equinos-paseo-colombia/ ended «…y los documentos…», «…y mestizos…»
    const templated = pages.filter((p) => /^\/(equinos|bovinos|aves)-(en-[a-z-]+|[a-z-]+-colombia)\/$/.test(p.path));
    // 20 or more in the full build, 19 in the quick one (npm run test:quick): the filter finds them
    expect(templated.length).toBeGreaterThan(15);
    expect(templated.filter((p) => descriptionOf(p.html).endsWith('…')).map((p) => `${p.path}: ${descriptionOf(p.html)}`)).toEqual([]);
  });
});
