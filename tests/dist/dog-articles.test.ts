/**
 * The dog articles (/blog/perros/{breed}-{city}/{intent}/), over the built pages:
 * - the scam signs give the breeder's own price, for a male, without a year, not "the market
 *   price" (review 4, D09);
 * - a price list is headed "por sexo y variedad" only over a list that has both (D39);
 * - the notes on a price list come after the list (review 5, item 15).
 */
import { describe, expect, it } from 'vitest';
import { builtPages } from './pages';
import { DOG_PATHS_WITH_CATEGORIES, dogPageTexts, sectionText } from './dog-built-pages';
import { mainBlocks } from './sentences';

const pages = builtPages();

describe('review 4 on the dog pages', () => {
  const { dogs, text, page } = dogPageTexts();

  it("gives the scam-sign price as the breeder's own, for a male, without a year (D09)", () => {
    expect(page('/blog/perros/dalmata-ibague/criaderos/')).toMatch(/Precios muy por debajo del mercado: en nuestro criadero, un Dálmata macho cuesta desde \$\u00a02’000’000\./);
    expect(page('/blog/perros/dalmata-ibague/criaderos/')).toMatch(/Pida el nombre, el NIT y la dirección del criadero/);
  });

  it('heads the price list "por sexo y variedad" only over a list that has both (D39)', () => {
    const bad: string[] = [];
    for (const p of dogs.filter((q) => /^\/blog\/perros\/[^/]+\/precios\/$/.test(q.path))) {
      const section = sectionText(p.html, /^Precios del .* por (sexo|variedad)/);
      if (section === undefined) continue;
      const heading = mainBlocks(p.html).find((b) => /^Precios del .* por (sexo|variedad)/.test(b.text))!.text;
      if (/sexo/.test(heading) !== /Hembra:/.test(section)) bad.push(`${p.path}: ${heading}`);
    }
    expect(bad.slice(0, 5), `${bad.length} pages`).toEqual([]);
    expect(page('/blog/perros/bull-terrier-manizales/precios/')).not.toMatch(/por sexo/);
  });
});

describe('review 5 on the dog pages', () => {
  const dogs = pages.filter((p) => DOG_PATHS_WITH_CATEGORIES.test(p.path));

  it('puts the notes on a price list after the list in the articles (15)', () => {
    const NOTE = /^(Estos valores varían|El precio final depende|Tenga en cuenta que los precios|El valor de las hembras|Si prefiere una hembra)/;
    const articles = dogs.filter((p) => /^\/blog\/perros\/[^/]+\/[^/]+\/$/.test(p.path));
    expect(articles.length).toBeGreaterThan(1000);
    const bad: string[] = [];
    for (const p of articles) {
      const blocks = mainBlocks(p.html);
      blocks.forEach((b, i) => {
        if (b.tag !== 'p' || !NOTE.test(b.text)) return;
        const start = blocks.findLastIndex((x, j) => j < i && x.tag === 'h2');
        if (!blocks.slice(start + 1, i).some((x) => x.tag === 'li')) bad.push(`${p.path}: ${b.text}`);
      });
    }
    expect(bad.slice(0, 5), `${bad.length} notes`).toEqual([]);
  });
});
