/** The breed cards of the dog lists come from the views: no template queries the catalogue. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { FIRST_SCREEN_CARDS } from '@/lib/views/images';
import { routes } from '@/lib/routes';
import { dogCards } from '@/lib/views/dog-cards';
import { dogFilterView, dogSearchView, dogsHomeView } from '@/lib/views/dogs';
import { fillTemplate, formatCOP } from '@/lib/text/spanish';
import { texts } from '@/lib/content/texts';
import { sizesSold } from '@/lib/text/dogs/place-page';

const catalog = readCatalog();

describe('dog cards', () => {
  it('link the breed, name its size as it agrees with a dog, and show the cheapest price of its row in content/dogs/prices.json', () => {
    const shihTzu = catalog.dogBreedBySlug.get('shih-tzu')!;
    const [card] = dogCards(catalog, [shihTzu]);
    expect(card!.href).toBe(routes.dogBreed('shih-tzu'));
    expect(card!.name).toBe(shihTzu.nombre);
    expect(card!.size).toBe(fillTemplate(texts.dogs.card.size, { tamano: catalog.dogSizes.find((s) => s.key === shihTzu.tamano)!.formas.perro }));
    const row = catalog.dogPriceByBreed.get('shih-tzu')!;
    const cheapest = Math.min(row.precioMacho, ...(row.precioHembra ? [row.precioHembra] : []), ...row.variantes.map((v) => v.precio));
    expect(card!.price).toBe(`Desde ${formatCOP(cheapest)}`);
  });
  it('give each breed its own line and adult weight, to choose between breeds (s47: a blind read found only a name and a price)', () => {
    const cards = dogCards(catalog, catalog.dogBreeds);
    cards.forEach((c, i) => {
      const b = catalog.dogBreeds[i]!;
      expect(c.summary, b.slug).toBe(b.enPocasPalabras);
      expect(c.weight, b.slug).toBe(fillTemplate(texts.dogs.card.weight, { peso: b.peso }));
    });
    expect(cards.find((c) => c.name === 'Pincher')!.weight).toBe('Peso adulto: 4 a 6 kg');
    expect(new Set(cards.map((c) => c.summary)).size).toBe(cards.length);
    // the size and use pages give it; the whole catalogue leaves it out, to arrive in the first round trip
    const [size] = catalog.dogSizes;
    const [use] = catalog.dogUses;
    for (const filter of [{ type: 'tamano', slug: size!.slug }, { type: 'uso', slug: use!.slug }] as const) {
      expect(dogFilterView(catalog, { path: '/x/', filter }).cards.every((c) => c.summary !== null)).toBe(true);
    }
    for (const list of [dogsHomeView(catalog).cards, dogSearchView(catalog).cards]) expect(list.every((c) => c.summary === null && c.weight)).toBe(true);
  });
  it('show the lowest of the male, female and variant prices, and no price for a breed without a row (never a guess)', () => {
    const [breed] = catalog.dogBreeds;
    const row = { ...catalog.dogPriceByBreed.get(breed!.slug)!, precioMacho: 2_000_000, precioHembra: 1_900_000, variantes: [{ nombre: 'Variedad', precio: 1_800_000 }] };
    const withRow = { ...catalog, dogPriceByBreed: new Map([[breed!.slug, row]]) };
    expect(dogCards(withRow, [breed!])[0]!.price).toBe(`Desde ${formatCOP(1_800_000)}`);
    expect(dogCards({ ...catalog, dogPriceByBreed: new Map() }, [breed!])[0]!.price).toBeNull();
  });
  it('name the size on every list but a size\'s own page, whose heading names it ("Razas de perros grandes")', () => {
    const [size] = catalog.dogSizes;
    const [use] = catalog.dogUses;
    const sizePage = dogFilterView(catalog, { path: routes.dogSize(size!.slug), filter: { type: 'tamano', slug: size!.slug } });
    expect(sizePage.cards.length).toBeGreaterThan(0);
    expect(sizePage.cards.every((c) => c.size === null)).toBe(true);
    expect(sizePage.heading.toLowerCase()).toContain(size!.formas.perros);
    const usePage = dogFilterView(catalog, { path: routes.dogUse(use!.slug), filter: { type: 'uso', slug: use!.slug } });
    // a breed sold in several sizes names those it is priced in (blind read s47: «Tamaño: mediano» over a Toy's price; s50: the Caniche's card gave none)
    const severalSizes = new Set(catalog.dogBreeds.filter((b) => sizesSold(catalog.dogPriceByBreed.get(b.slug))).map((b) => routes.dogBreed(b.slug)));
    expect(severalSizes.size).toBeGreaterThan(0);
    for (const cards of [dogsHomeView(catalog).cards, dogSearchView(catalog).cards, usePage.cards]) for (const c of cards) expect(c.size !== null && / o /.test(c.size), c.href).toBe(severalSizes.has(c.href));
    expect(usePage.cards.concat(dogsHomeView(catalog).cards).find((c) => c.href === routes.dogBreed('caniche'))?.size).toBe('Tamaño: toy o estándar');
  });
  it('load the first card at once on /perros/ and count every card of the search page as on the first screen (the built drawings: tests/dist/budgets.test.ts)', () => {
    const home = dogsHomeView(catalog).cards;
    expect(home.map((c) => c.priority)).toEqual(home.map((_, i) => i === 0));
    expect(home.filter((c) => c.onFirstScreen)).toHaveLength(FIRST_SCREEN_CARDS);
    const search = dogSearchView(catalog).cards;
    expect(search.every((c) => c.onFirstScreen && !c.priority)).toBe(true);
    expect(search).toHaveLength(catalog.dogBreeds.length);
  });
  it('are built by the views: no dog list template reads the catalogue', () => {
    for (const file of ['src/components/dogs/DogCard.astro', 'src/components/dogs/DogCatalogue.astro', 'src/components/dogs/DogCategoryPage.astro', 'src/components/ListingPage.astro']) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/getCatalog|catalog=\{/);
    }
  });
});
