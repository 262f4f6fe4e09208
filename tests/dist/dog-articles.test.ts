/**
 * The old dog articles (/blog/perros/{breed}-{city}/{intent}/), over the built pages (issue 41):
 * they keep their URLs, answer what their search asked under its heading with the facts of the
 * breeder page of that breed and city, and are consolidated into it (canonical, noindex).
 */
import { describe, expect, it } from 'vitest';
import { answerFacts, dogPageTexts, pageHtml } from './dog-built-pages';
import { readCatalog } from '@/lib/content/disk-catalog';
import { texts } from '@/lib/content/texts';
import { fillTemplate } from '@/lib/text/spanish';

describe('the old dog articles', () => {
  const { dogs } = dogPageTexts();
  const articles = dogs.filter((p) => /^\/blog\/perros\/[^/]+\/[^/]+\/$/.test(p.path));

  it('keep every URL, noindex, canonical to the breeder page of their breed and city, with the same answer', () => {
    expect(articles).toHaveLength(readCatalog().dogBreeds.length * readCatalog().cities.length * 3);
    const bad: string[] = [];
    for (const p of articles) {
      const [, slug] = /^\/blog\/perros\/([^/]+)\//.exec(p.path)!;
      const target = `/venta-perros/criadero-de-perros-${slug}/`;
      const href = /<link rel="canonical" href="([^"]*)"/.exec(p.html)?.[1];
      if (!href || new URL(href).pathname !== target) bad.push(`${p.path}: canonical ${href}`);
      if (!/<meta name="robots" content="[^"]*noindex/.test(p.html)) bad.push(`${p.path}: indexable`);
      const mine = answerFacts(p.html);
      const theirs = answerFacts(pageHtml(target));
      if (JSON.stringify([...mine]) !== JSON.stringify([...theirs])) bad.push(`${p.path}: another answer than ${target}`);
    }
    expect(bad.slice(0, 5), `${bad.length} problems`).toEqual([]);
  });

  it('head the page with what the search asked: the price, the breeder, the sale', () => {
    const h1 = (path: string) => /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(pageHtml(path))![1]!.replace(/<[^>]+>/g, '').trim();
    const values = { raza: 'Dálmata', lugar: 'Ibagué' };
    expect(h1('/blog/perros/dalmata-ibague/precios/')).toBe(fillTemplate(texts.dogs.placePage.articleHeadings.precios, values));
    expect(h1('/blog/perros/dalmata-ibague/criaderos/')).toBe(fillTemplate(texts.dogs.placePage.articleHeadings.criaderos, values));
    expect(h1('/blog/perros/dalmata-ibague/venta/')).toBe(fillTemplate(texts.dogs.placePage.articleHeadings.venta, values));
  });
});
