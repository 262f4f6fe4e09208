/**
 * The breed cards of the dog lists (/perros/ and its size, use and search pages, the dog
 * categories, the old paginated listings): what DogCard.astro renders, built here so no template
 * queries the catalogue. A card is one row a visitor scans: the drawing, the name once, the
 * breed's line written for choosing between breeds (content/dogs/breeds.json › enPocasPalabras),
 * its size and adult weight, and the price it starts at (issue 27; s47: a blind read found no line
 * of size or character to choose with); the uses are the side panel's filters and the breed
 * page's, not 165 more links on /perros/.
 */
import type { Catalog } from '../content/catalog';
import type { DogBreed } from '../content/schemas';
import { sizeOf } from '../domain/dogs';
import { sizesSold, startingPrice } from '../text/dogs/place-page';
import { texts } from '../content/texts';
import { fillTemplate } from '../text/spanish';
import { builtIllustrationSymbol, FIRST_SCREEN_CARDS, infographicFor, inlineCardDrawing } from './images';
import { routes } from '../routes';

export interface DogCardView {
  name: string;
  href: string;
  /**
   * The breed in a line, character and care (content/dogs/breeds.json › enPocasPalabras), written
   * per breed; null on /perros/ and the search page, the whole catalogue, whose HTML with 54 such
   * lines no longer arrives in the first round trip (tests/dist/budgets.test.ts): there the size
   * and use pages, one tap away, give them.
   */
  summary: string | null;
  /**
   * "Tamaño: mediano" (content/texts/perros.json › card.size, the size agreeing with «perro»:
   * content/dogs/sizes.json › formas.perro); null on a list of one size, whose heading names it
   * ("Razas de perros grandes").
   */
  size: string | null;
  /** "Peso adulto: 4 a 6 kg" (content/texts/perros.json › card.weight; content/dogs/breeds.json › peso). */
  weight: string;
  /** "Desde $ 1’300’000": the cheapest price of the breed's row in content/dogs/prices.json, with the size or variety it is for where the breed comes in several sizes (text/dogs/place-page.ts › startingPrice); null without one (never a guess). */
  price: string | null;
  /** The infographic's file, and its symbol in the built sprite when it has one (a drawing, not a photo). */
  image: string;
  symbol: string | undefined;
  /** The first card of a list whose image is the page's largest paint: it loads at once. */
  priority: boolean;
  /** False below the first screen: the drawing loads only near the viewport. */
  onFirstScreen: boolean;
  /**
   * The drawing's shapes, inline, on a card of the first screen of a list that knows its first
   * cards: no request before the first paint. The search page, whose filter may put any card
   * first, draws every card from the sprite instead.
   */
  drawing: string | undefined;
}



/**
 * The cards of a list of breeds, in order. `everyOnFirstScreen`: the search page, whose filter
 * may put any card first; `firstIsPriority`: the first card's image is the largest paint;
 * `oneSize`: the list is a size's page, so no card repeats the size its heading names;
 * `wholeCatalogue`: /perros/ and the search page, every breed, whose cards leave out the breed's
 * line (the first round trip's budget).
 */
export function dogCards(
  catalog: Catalog,
  breeds: readonly DogBreed[],
  options: { everyOnFirstScreen?: boolean; firstIsPriority?: boolean; oneSize?: boolean; wholeCatalogue?: boolean } = {},
): DogCardView[] {
  return breeds.map((breed, i) => {
    const row = catalog.dogPriceByBreed.get(breed.slug);
    const info = infographicFor(breed.slug, catalog.infographics);
    const symbol = builtIllustrationSymbol(info.image);
    const onFirstScreen = Boolean(options.everyOnFirstScreen) || i < FIRST_SCREEN_CARDS;
    const inline = symbol !== undefined && onFirstScreen && !options.everyOnFirstScreen;
    return {
      name: breed.nombre,
      href: routes.dogBreed(breed.slug),
      summary: options.wholeCatalogue ? null : breed.enPocasPalabras,
      // a breed sold in several sizes (the Caniche) names those it is priced in, not its list's one size (blind read s47: «Tamaño: mediano» over «Desde … (Toy)»)
      size: options.oneSize ? null : fillTemplate(texts.dogs.card.size, { tamano: sizesSold(row) ?? sizeOf(catalog, breed).formas.perro }),
      weight: fillTemplate(texts.dogs.card.weight, { peso: breed.peso }),
      // what the breed starts at, or null without a row in the price list (never a guess)
      price: row ? startingPrice(row) : null,
      image: info.image,
      symbol,
      priority: Boolean(options.firstIsPriority) && i === 0,
      onFirstScreen,
      drawing: inline ? inlineCardDrawing(info.image) : undefined,
    };
  });
}
