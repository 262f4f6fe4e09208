/**
 * The placeholder pages /co/{especie}/{raza}/{ciudad}/{intencion}/ (spec §2): noindex, three
 * skeleton cards, a link to the real page of the combination. ~4,000 valid combinations of
 * noindex pages are not worth building one by one (the site would grow by two thirds): one page
 * is built, the host serves it for every such path with a 200 rewrite (_redirects), and
 * `resolvePlaceholder` fits it to the path in the browser. On hosts without rewrites the 404
 * script uses the same function to send a valid path straight to its real page.
 *
 * Only pure imports: the placeholder page's script and the 404 script bundle it.
 */
import { FAMILIES, matchParams } from './families';
import { routes } from '.';

/** What the browser needs to check a combination and name it: slugs to display names. */
export interface PlaceholderIndex {
  /**
   * Per species: its display name and its lines (slug → name); `info` lists lines without sale
   * pages, `sale` the sale slug of each line whose sale pages carry another ("arabe" → "caballos-arabe").
   */
  species: Record<string, { name: string; lines: Record<string, string>; info: string[]; sale: Record<string, string> }>;
  cities: Record<string, string>;
  intents: Record<string, string>;
}

export interface PlaceholderPage {
  path: string;
  species: string;
  heading: string;
  /** The real page of the combination, and its link text. */
  target: { href: string; label: string };
}

export type PlaceholderResult = { page: PlaceholderPage } | { home: true };

const pattern = FAMILIES.placeholder.pattern;
/** The pattern cut after each param but the last ("/co/[especie]/", …): the shapes of a path with a missing param. */
const partials = [...pattern.matchAll(/\]\//g)].slice(0, -1).map((m) => pattern.slice(0, m.index + 2));

/** The real page of a combination: the dog article, the cat breeder page in the city, or the line's sale page in the city. */
function targetOf(species: string, raza: string, ciudad: string, intencion: string, info: boolean, sale: string): string {
  switch (species) {
    case 'perros':
      return routes.dogArticle(raza, ciudad, intencion);
    case 'gatos':
      return routes.catBreederInCity(raza, ciudad);
    default:
      return info ? routes.livestockBreed(species, raza) : routes.livestockSale(species, sale, ciudad);
  }
}

/**
 * Resolves a path of the placeholder family: the page to show, `{ home: true }` when a param
 * is missing or unknown (spec §2: redirect to "/"), or undefined when the path is not one of
 * the family's (it does not start with /co/{a species}/).
 */
export function resolvePlaceholder(rawPath: string, index: PlaceholderIndex): PlaceholderResult | undefined {
  const path = rawPath.split(/[?#]/)[0]!.replace(/\/?$/, '/').toLowerCase();
  const isSpecies = (p: Record<string, string> | undefined) => !!p && Object.hasOwn(index.species, p.especie!);
  const params = matchParams(pattern, path);
  if (!isSpecies(params)) return partials.some((p) => isSpecies(matchParams(p, path))) ? { home: true } : undefined;
  const especie = params!.especie!;
  const { raza, ciudad, intencion } = params! as { raza: string; ciudad: string; intencion: string };
  const species = index.species[especie]!;
  const breed = Object.hasOwn(species.lines, raza) ? species.lines[raza] : undefined;
  const city = Object.hasOwn(index.cities, ciudad) ? index.cities[ciudad] : undefined;
  const intent = Object.hasOwn(index.intents, intencion) ? index.intents[intencion] : undefined;
  if (!breed || !city || !intent) return { home: true };
  // Lines without a page per city (educational-only birds) link their own page.
  const info = species.info.includes(raza);
  return {
    page: {
      path,
      species: especie,
      heading: `${breed} en ${city}: ${intent.toLowerCase()}`,
      target: { href: targetOf(especie, raza, ciudad, intencion, info, Object.hasOwn(species.sale, raza) ? species.sale[raza]! : raza), label: info ? `Información sobre ${breed}` : `${breed} en ${city}` },
    },
  };
}
