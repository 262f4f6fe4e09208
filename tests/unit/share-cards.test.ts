/** Share images: one card per subject from the data, text fitted and never cut. */
import { describe, expect, it } from 'vitest';
import { readCatalog } from '../../src/lib/content/disk-catalog';
import { fitTitle, renderShareCardSvg, unfitTitles, wrap, type TextShaper } from '../../src/build/share-card-svg';
import { shareCard, shareCards, shareImagePath, shareRef } from '../../src/lib/views/share-cards';
import { buildHead } from '../../src/lib/views/seo';
import { linesOf } from '@/lib/domain/livestock';

/** A monospace stand-in: every character 0.6 em wide; the path records what was drawn. */
const mono: TextShaper = {
  width: (text, size) => [...text].length * size * 0.6,
  path: (text, x, y, size) => `M${x} ${y}[${size}:${text}]`,
};
const fonts = { regular: mono, bold: mono, heavy: mono };
const catalog = readCatalog();

describe('share cards', () => {
  it('makes one card for the site, each species, dog and cat breed and livestock line', () => {
    const cards = shareCards(catalog);
    const count = 1 + 5 + catalog.dogBreeds.length + catalog.catBreeds.length + linesOf(catalog, 'equinos', 'equino').length + linesOf(catalog, 'bovinos', 'bovino').length + linesOf(catalog, 'aves', 'ave').length;
    expect(cards).toHaveLength(count);
    expect(cards.map((c) => c.key)).toContain('perros-bulldog-frances');
    expect(shareImagePath('perros-bulldog-frances')).toBe('/og/perros-bulldog-frances.png');
  });

  it('refuses two subjects that would share one image file', () => {
    const twin = { ...catalog, dogBreeds: [...catalog.dogBreeds, catalog.dogBreeds[0]!] };
    expect(() => shareCards(twin)).toThrow(/two subjects make the share image "perros-/);
  });

  it('wraps a long title into lines at a smaller size instead of cutting it', () => {
    const fit = fitTitle('Cavalier King Charles Spaniel', mono);
    expect(fit.lines.join(' ')).toBe('Cavalier King Charles Spaniel');
    expect(fit.lines.length).toBeLessThanOrEqual(2);
    expect(Math.max(...fit.lines.map((l) => mono.width(l, fit.size)))).toBeLessThanOrEqual(820);
    expect(fitTitle('Pug', mono)).toEqual({ size: 104, lines: ['Pug'] });
  });

  it('fails the build with the name when a title cannot fit', () => {
    expect(() => fitTitle('Supercalifragilisticoespialidosamentelarguisimo', mono)).toThrow(/does not fit a share card; shorten the name in content/);
    expect(wrap('uno dos tres', mono, 10, 10)).toBeNull();
  });

  it('draws every word of every card of the data', () => {
    for (const card of shareCards(catalog)) {
      const svg = renderShareCardSvg(card, fonts, { brand: 'Criadero Bogotá', host: 'example.com' });
      const drawn = [...svg.matchAll(/\[\d+:([^\]]*)\]/g)].map((m) => m[1]).join(' ');
      for (const text of [card.kicker, card.title, card.subtitle]) {
        for (const word of text.split(' ')) expect(drawn, card.key).toContain(word);
      }
    }
  });

  it('gives the head a PNG of 1200×630 with a text alternative, the site card by default', () => {
    const tags = buildHead({ title: 'T', description: 'D', canonical: '/', share: shareRef(shareCard.dogBreed({ slug: 'pug', nombre: 'Pug' })) });
    const og = Object.fromEntries(tags.flatMap((t) => (t.tag === 'meta' && t.attrs.property ? [[t.attrs.property, t.attrs.content]] : [])));
    expect(og['og:image']).toMatch(/\/og\/perros-pug\.png$/);
    expect(og).toMatchObject({ 'og:image:type': 'image/png', 'og:image:width': '1200', 'og:image:height': '630', 'og:image:alt': 'Cachorros de raza: Pug. Criadero Bogotá' });
    const plain = buildHead({ title: 'T', description: 'D', canonical: '/' });
    expect(plain.some((t) => t.tag === 'meta' && t.attrs.content?.endsWith('/og/sitio.png'))).toBe(true);
  });
});

describe('a name no card can hold', () => {
  it('is a content error naming the file, the entry and the field, before any page is built', () => {
    expect(unfitTitles(shareCards(catalog), mono)).toEqual([]);
    const long = { ...catalog, catBreeds: [{ ...catalog.catBreeds[0]!, nombre: 'Persa</script><script>alert(1)</script>' }] };
    expect(unfitTitles(shareCards(long), mono)).toEqual([
      `[content] content/cats/breeds.json: entry "${catalog.catBreeds[0]!.slug}" › nombre: "Persa</script><script>alert(1)</script>" does not fit the share image (1200×630) even in its smallest letters; ` +
        'shorten it, or write it in words a line can break between',
    ]);
  });
});
