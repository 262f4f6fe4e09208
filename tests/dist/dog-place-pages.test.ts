/**
 * The dog pages of a place (a breed in a city, /clousters/perros/…; a breeder in a city,
 * /venta-perros/criadero-de-perros-…), over the built pages:
 * - the delivery section of a place too far by road says the puppy flies (review 4, D26);
 * - no "COP" after the price range of a Colombian place (D27);
 * - the facts list of a place is titled by what it lists: the delivery where there is no distance
 *   (review 5, item 13).
 */
import { describe, expect, it } from 'vitest';
import { builtPages } from './pages';
import { DOG_PATHS_WITH_CATEGORIES, dogPageTexts, pageHtml, sectionText } from './dog-built-pages';
import { mainBlocks } from './sentences';

const pages = builtPages();

describe('review 4 on the dog pages', () => {
  const { dogs, text, page } = dogPageTexts();

  it('says the puppy flies in the delivery section of a place too far by road (D26)', () => {
    const bad: string[] = [];
    for (const p of dogs.filter((q) => /^\/clousters\/perros\/[^/]+\/[^/]+\/$/.test(q.path))) {
      const section = sectionText(p.html, /^(Cómo llega su|Envío del) /);
      if (section && /demasiado camino/.test(section) && !/en avión/.test(section)) bad.push(`${p.path}: ${section}`);
    }
    expect(bad.slice(0, 5), `${bad.length} pages`).toEqual([]);
    expect(sectionText(dogs.find((p) => p.path === '/clousters/perros/pasto/labrador-retriever/')!.html, /^(Cómo llega su|Envío del) /)).toMatch(/hace el viaje en avión/);
  });

  it('writes no "COP" after the price range of a Colombian place (D27)', () => {
    const bad = dogs.filter((p) => /^\/clousters\/perros\/[^/]+\/[^/]+\/$/.test(p.path) && /\bCOP\b/.test(text.get(p.path)!)).map((p) => p.path);
    expect(bad.slice(0, 5), `${bad.length} pages`).toEqual([]);
    expect(page('/clousters/perros/pasto/labrador-retriever/')).toMatch(/\$\u00a02’000’000 – \$\u00a02’500’000/);
  });
});

describe('review 5 on the dog pages', () => {
  const dogs = pages.filter((p) => DOG_PATHS_WITH_CATEGORIES.test(p.path));
  const html = pageHtml;
  /** The blocks under the first h2 matching `heading`, to the next h2. */
  function section(pageHtml: string, heading: RegExp) {
    const blocks = mainBlocks(pageHtml);
    const start = blocks.findIndex((b) => b.tag === 'h2' && heading.test(b.text));
    if (start < 0) return undefined;
    const next = blocks.findIndex((b, i) => i > start && b.tag === 'h2');
    return blocks.slice(start + 1, next < 0 ? undefined : next);
  }

  it('titles the facts list of a place by what it lists: the delivery where there is no distance (13)', () => {
    const bad: string[] = [];
    for (const p of dogs) {
      for (const b of mainBlocks(p.html).filter((x) => x.tag === 'h2' && /: clima y (distancia|entrega)$/.test(x.text))) {
        const items = section(p.html, new RegExp(`^${b.text}$`))!.map((x) => x.text).join(' | ');
        if (/distancia$/.test(b.text) !== /Distancia desde/.test(items)) bad.push(`${p.path}: ${b.text}: ${items}`);
      }
    }
    expect(bad.slice(0, 5), `${bad.length} headings`).toEqual([]);
    expect(mainBlocks(html('/venta-perros/criadero-de-perros-golden-retriever-bogota/')).map((b) => b.text)).toContain('Bogotá: clima y entrega');
  });
});
