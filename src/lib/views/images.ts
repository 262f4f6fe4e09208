/**
 * Image behaviour of spec §3-§4: the gallery lookup, infographics with a fallback, and
 * responsive sources for photos on the configured image host.
 */
import { slugify } from '../content/slug';
import type { GalleryEntry, Infographic } from '../content/schemas';

export const RESPONSIVE_WIDTHS = [320, 640, 960, 1280, 1600] as const;
export const DEFAULT_WIDTH = 960;
export const INFOGRAPHIC_FALLBACK = { image: '/img/infografias/perro.svg', alt: 'Infografía ilustrada de raza de perro' } as const;

/** The site's own drawings (SVG under /img/, scripts/generate-illustrations.mjs); real photos come from the manifests. */
export function isIllustration(src: string): boolean {
  return src.startsWith('/img/') && src.endsWith('.svg');
}

/**
 * The folders of drawings under /img/ that are also served as one sprite each, written after the
 * build (src/integrations/illustration-sprites.ts): /img/infografias.svg, /img/cachorros.svg.
 */
export const SPRITE_FOLDERS = ['infografias', 'cachorros'] as const;
const SPRITE_FILE = new RegExp(`^/img/(${SPRITE_FOLDERS.join('|')})/([a-z0-9-]+)\\.svg$`);

/**
 * Where a drawing is found in its folder's sprite ("/img/infografias.svg#pincher"), or undefined
 * for an image that is not one of the site's drawings (a real photo from the manifests). One
 * sprite for a grid of cards or a gallery is one request and one SVG document instead of one per image.
 */
export function illustrationSymbol(src: string): string | undefined {
  const m = src.match(SPRITE_FILE);
  return m ? `/img/${m[1]}.svg#${m[2]}` : undefined;
}

/**
 * How many cards of a grid may be on the first screen: up to a row of three on a wide screen, one
 * or two on a phone. Their drawings come from the sprite, at once; the cards after them load
 * their own drawing only near the viewport (DogCard.astro).
 */
export const FIRST_SCREEN_CARDS = 3;

/**
 * The part of a breed infographic (640×360, scripts/generate-illustrations.mjs) a catalogue card
 * shows: the dog drawn around (150, 200) at up to its full 200-unit size, left of the text column
 * that starts at x = 300. The background crop of card-img in src/styles/global.css is the same box.
 */
export const CARD_DRAWING_BOX = '40 90 220 220';

/** The drawing's symbol in the built sprite; none on the dev server, where the sprites are not written (it shows the single file). */
export const builtIllustrationSymbol = (src: string): string | undefined => (import.meta.env.DEV ? undefined : illustrationSymbol(src));

/**
 * The sprite of a set of SVG drawings: each becomes a <symbol> with its file's name as id and
 * its own viewBox, without its <title> (the cards that use it are decorative). Ids inside a
 * drawing are prefixed with its name so two drawings never share one.
 */
export function illustrationSprite(folder: string, files: readonly { name: string; svg: string }[]): string {
  const symbols = [...files]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map(({ name, svg }) => {
      const viewBox = svg.match(/<svg\b[^>]*\sviewBox="([^"]+)"/)?.[1];
      if (!viewBox) throw new Error(`[images] public/img/${folder}/${name}.svg: the <svg> element has no viewBox; add one (viewBox="0 0 640 360")`);
      const inner = svg
        .replace(/^[\s\S]*?<svg\b[^>]*>/, '')
        .replace(/<\/svg>\s*$/, '')
        .replace(/<title>[\s\S]*?<\/title>/, '')
        .replace(/\bid="([^"]+)"/g, `id="${name}-$1"`)
        .replace(/url\(#([^)]+)\)/g, `url(#${name}-$1)`)
        .replace(/href="#([^"]+)"/g, `href="#${name}-$1"`);
      return `<symbol id="${name}" viewBox="${viewBox}">${inner}</symbol>`;
    });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

/**
 * The alt text of a puppy image: an illustration says so ("Ilustración de un cachorro Bulldog
 * Francés"); only a real photo may say it shows a puppy of our breeding.
 */
export function puppyAlt(src: string, breedName: string, n?: number): string {
  const suffix = n === undefined ? '' : ` (${n})`;
  return isIllustration(src) ? `Ilustración de un cachorro ${breedName}${suffix}` : `Cachorro ${breedName} de nuestro criadero${suffix}`;
}

/**
 * Finds the images of a breed in the gallery: the name is normalised to lowercase with
 * hyphens, matched exactly, then by containment in either direction.
 */
export function galleryImagesFor(name: string, gallery: readonly GalleryEntry[]): readonly string[] {
  const key = slugify(name);
  if (!key) return [];
  const exact = gallery.find((g) => g.slug === key);
  if (exact) return exact.images;
  const partial = gallery.find((g) => g.slug.includes(key) || key.includes(g.slug));
  return partial?.images ?? [];
}

/** One image of the breed chosen by `pick` (seeded at build time), or undefined. */
export function galleryImageFor(
  name: string,
  gallery: readonly GalleryEntry[],
  pick: <T>(items: readonly T[]) => T,
): string | undefined {
  const images = galleryImagesFor(name, gallery);
  return images.length ? pick(images) : undefined;
}

export type ImageSources =
  | { kind: 'plain'; src: string }
  | { kind: 'responsive'; src: string; avif: string; webp: string };

/**
 * Images on the image host are served in avif and webp at several widths, named
 * "{name}-{width}.{format}" beside the original; any other URL is used as it is.
 */
export function imageSources(url: string, imageHost: string): ImageSources {
  const onHost = url.startsWith(`${imageHost.replace(/\/+$/, '')}/`);
  if (!onHost) return { kind: 'plain', src: url };
  const base = url.replace(/\.[a-z0-9]+$/i, '');
  const srcset = (format: string) => RESPONSIVE_WIDTHS.map((w) => `${base}-${w}.${format} ${w}w`).join(', ');
  return { kind: 'responsive', src: `${base}-${DEFAULT_WIDTH}.webp`, avif: srcset('avif'), webp: srcset('webp') };
}

const missingInfographics = new Set<string>();
let warnScheduled = false;

/** The infographic of a breed by slug or alias; the fallback (and one build warning) when none. */
export function infographicFor(slug: string, infographics: readonly Infographic[], warn: (message: string) => void = console.warn) {
  const found = infographics.find((i) => i.slug === slug || i.aliases.includes(slug));
  if (found) return { image: found.image, alt: found.alt };
  if (!missingInfographics.has(slug)) {
    missingInfographics.add(slug);
    if (!warnScheduled) {
      warnScheduled = true;
      queueMicrotask(() => {
        warn(`[images] no infographic in content/images/infographics.json for: ${[...missingInfographics].join(', ')}; using ${INFOGRAPHIC_FALLBACK.image}`);
        warnScheduled = false;
      });
    }
  }
  return INFOGRAPHIC_FALLBACK;
}
