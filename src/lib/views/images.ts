/**
 * Image behaviour of spec §3-§4: the gallery lookup, infographics with a fallback, and
 * responsive sources for photos on the configured image host.
 */
import { slugify } from '../content/slug';
import type { PhotoFile } from '../content/photo-files';
import type { GalleryEntry, Infographic, Photo } from '../content/schemas';

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

/** Where the breeder's photos are served: /fotos/<name>-<hash>-<width>.<format>, immutable (the hash changes with the file). */
export const PHOTO_URL_FOLDER = '/fotos/';
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** The spec's widths a photo is served at: those up to its own width (never enlarged). */
export function photoWidths(originalWidth: number): number[] {
  return RESPONSIVE_WIDTHS.filter((w) => w <= originalWidth);
}

/** The width of the plain <img> source and of og:image: 960, or the largest below it. */
export function photoDefaultWidth(originalWidth: number): number {
  return photoWidths(originalWidth).filter((w) => w <= DEFAULT_WIDTH).at(-1) ?? RESPONSIVE_WIDTHS[0];
}

/** The height of a variant `width` px wide, keeping the photo's proportions. */
export const photoHeightAt = (file: Pick<PhotoFile, 'width' | 'height'>, width: number): number => Math.max(1, Math.round((file.height * width) / file.width));

/** The file's name without its extension, in lowercase letters, digits and hyphens (URLs with no escaping). */
const photoStem = (archivo: string) =>
  slugify(archivo.replace(/^fotos\//, '').replace(/\.[a-z0-9]+$/i, '')) || 'foto';

/** The site path of one variant: "/fotos/cachorra-maltes-3f2a9c01bd-960.webp". */
export function photoPath(file: Pick<PhotoFile, 'archivo' | 'hash'>, width: number, format: PhotoFormat): string {
  return `${PHOTO_URL_FOLDER}${photoStem(file.archivo)}-${file.hash}-${width}.${format}`;
}

/** Every variant the build writes for a photo: each width in AVIF and WebP. */
export function photoVariants(file: PhotoFile): { path: string; width: number; height: number; format: PhotoFormat }[] {
  return PHOTO_FORMATS.flatMap((format) => photoWidths(file.width).map((width) => ({ path: photoPath(file, width, format), width, height: photoHeightAt(file, width), format })));
}

/** What <picture> needs: a srcset per format, the default WebP, and the default's width and height (the box the browser reserves). */
export function photoSources(file: PhotoFile) {
  const srcset = (format: PhotoFormat) => photoWidths(file.width).map((w) => `${photoPath(file, w, format)} ${w}w`).join(', ');
  const width = photoDefaultWidth(file.width);
  return { avif: srcset('avif'), webp: srcset('webp'), src: photoPath(file, width, 'webp'), width, height: photoHeightAt(file, width) };
}

/** The checked file of a photo an entry names; every one was checked when content was read, so a miss is a bug. */
export function photoFileOf(photo: Photo, photoFiles: ReadonlyMap<string, PhotoFile>): PhotoFile {
  const file = photoFiles.get(photo.archivo);
  if (!file) throw new Error(`[photos] "${photo.archivo}" is not in the catalog's photo index: was the photo read from content/?`);
  return file;
}

/** The absolute URL of a photo's default variant (WebP, 960 px or the largest below), for JSON-LD `image` and og:image. */
export function photoImageUrl(photo: Photo, photoFiles: ReadonlyMap<string, PhotoFile>, siteUrl: string): string {
  const file = photoFileOf(photo, photoFiles);
  return new URL(photoPath(file, photoDefaultWidth(file.width), 'webp'), siteUrl).href;
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
