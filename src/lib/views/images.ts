/**
 * Image behaviour of spec §3-§4: the gallery lookup, infographics with a fallback, and
 * responsive sources for photos on the configured image host.
 */
import { drawingFile } from '../content/drawings';
import { slugify } from '../content/slug';
import type { PhotoFile } from '../content/photo-files';
import type { GalleryEntry, GalleryImage, Infographic, Photo } from '../content/schemas';

export const RESPONSIVE_WIDTHS = [320, 640, 960, 1280, 1600] as const;
export const DEFAULT_WIDTH = 960;
export const INFOGRAPHIC_FALLBACK = { image: '/img/infografias/perro.svg', alt: 'Infografía ilustrada de raza de perro' } as const;

/** The site's own drawings (SVG under /img/, scripts/generate-illustrations.mjs); real photos come from the manifests. */
export function isIllustration(src: string): boolean {
  return src.startsWith('/img/') && src.endsWith('.svg');
}

/**
 * The folders of drawings under /img/ that are also served as one sprite each, written after the
 * build (src/build/integrations/illustration-sprites.ts): /img/infografias.svg, /img/cachorros.svg.
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
 * or two on a phone. Their drawings are inline (cardDrawingShapes), or on the search page from
 * the sprite; the cards after them load their own drawing only near the viewport (DogCard.astro).
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
 * A drawing's markup inside its <svg>, ready to sit in a page or a sprite beside others: without
 * its <title> (the cards and galleries that show it are decorative), ids prefixed with its name
 * so two drawings never share one.
 */
function drawingInner(name: string, svg: string): string {
  return svg
    .replace(/^[\s\S]*?<svg\b[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/\bid="([^"]+)"/g, `id="${name}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${name}-$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${name}-$1"`);
}

const viewBoxOf = (svg: string): string | undefined => svg.match(/<svg\b[^>]*\sviewBox="([^"]+)"/)?.[1];

/**
 * The sprite of a set of SVG drawings: each becomes a <symbol> with its file's name as id and
 * its own viewBox, holding what SYMBOL_CONTENT keeps of the folder's drawings.
 */
export function illustrationSprite(folder: (typeof SPRITE_FOLDERS)[number], files: readonly { name: string; svg: string }[]): string {
  const symbols = [...files]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map(({ name, svg }) => {
      const file = `public/img/${folder}/${name}.svg`;
      const viewBox = viewBoxOf(svg);
      if (!viewBox) throw new Error(`[images] ${file}: the <svg> element has no viewBox; add one (viewBox="0 0 640 360")`);
      return `<symbol id="${name}" viewBox="${viewBox}">${SYMBOL_CONTENT[folder](file, name, svg)}</symbol>`;
    });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

/** The elements a drawing inlined in a page may hold: shapes and groups, nothing that runs, links or loads. */
const SHAPES = new Set(['g', 'rect', 'circle', 'ellipse', 'path', 'polygon', 'polyline', 'line']);

/**
 * The shapes of a breed infographic for a catalogue card on the first screen, inlined in the page
 * (DogCard.astro): the card shows only CARD_DRAWING_BOX, the dog, so the infographic's text (the
 * name and facts the card's own text says) is left out, and with it the request for the sprite
 * before the first paint. The file is one of the site's drawings (public/img/infografias/); as
 * it lands in the HTML unescaped, anything but shapes and groups, or an event attribute or link,
 * fails the build.
 */
export function cardDrawingShapes(file: string, name: string, svg: string): string {
  if (viewBoxOf(svg) !== '0 0 640 360') throw new Error(`[images] ${file}: a breed infographic is drawn in viewBox="0 0 640 360", the box the catalogue cards crop (CARD_DRAWING_BOX); redraw it in that box`);
  let shapes = drawingInner(name, svg).replace(/<text\b[\s\S]*?<\/text>/g, '');
  // The groups that held only text, innermost first.
  for (let before = ''; before !== shapes; ) [before, shapes] = [shapes, shapes.replace(/<g\b[^>]*>\s*<\/g>/g, '')];
  for (const [, tag] of shapes.matchAll(/<\/?([\w:-]+)/g)) {
    if (!SHAPES.has(tag!)) throw new Error(`[images] ${file}: <${tag}> in a breed infographic; its card inlines only shapes and groups (${[...SHAPES].join(', ')}): remove it or draw it as a shape`);
  }
  if (/\s(on\w+|(xlink:)?href|style)\s*=/i.test(shapes)) throw new Error(`[images] ${file}: an event, link or style attribute in a breed infographic; its card inlines only shapes with plain attributes (fill, stroke, transform…): remove it`);
  return shapes;
}

/**
 * What each sprite's symbol holds of a drawing: the breed infographics' sprite serves only the
 * catalogue cards, so only their shapes; the puppies' sprite, the whole drawing.
 */
const SYMBOL_CONTENT: Record<(typeof SPRITE_FOLDERS)[number], (file: string, name: string, svg: string) => string> = {
  infografias: cardDrawingShapes,
  cachorros: (_file, name, svg) => drawingInner(name, svg),
};

const inlined = new Map<string, string>();

/** The shapes a card inlines of the drawing served at `src` ("/img/infografias/pug.svg"), read and checked once per build. */
export function inlineCardDrawing(src: string): string {
  let shapes = inlined.get(src);
  if (shapes === undefined) {
    const name = src.match(SPRITE_FILE)?.[2];
    if (!name) throw new Error(`[images] ${src}: a card inlines only the site's own drawings (/img/infografias/{name}.svg)`);
    inlined.set(src, (shapes = cardDrawingShapes(`public${src}`, name, drawingFile(src))));
  }
  return shapes;
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
export function galleryImagesFor(name: string, gallery: readonly GalleryEntry[]): readonly GalleryImage[] {
  const key = slugify(name);
  if (!key) return [];
  const exact = gallery.find((g) => g.slug === key);
  if (exact) return exact.images;
  const partial = gallery.find((g) => g.slug.includes(key) || key.includes(g.slug));
  return partial?.images ?? [];
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

/**
 * The widths a breeder's photo is served at: the spec's, and 720 between 640 and 960. A photo
 * across a phone's column (380 CSS px on Lighthouse's 412 px phone at DPR 1.75: 665 device px;
 * 358 px on a 390 px phone at DPR 2: 716) took the 960 px variant, twice the pixels it needs.
 */
export const PHOTO_WIDTHS = [320, 640, 720, 960, 1280, 1600] as const;

/** The widths a photo is served at: those of PHOTO_WIDTHS up to its own width (never enlarged). */
export function photoWidths(originalWidth: number): number[] {
  return PHOTO_WIDTHS.filter((w) => w <= originalWidth);
}

/** The width of the plain <img> source and of og:image: 960, or the largest below it. */
export function photoDefaultWidth(originalWidth: number): number {
  return photoWidths(originalWidth).filter((w) => w <= DEFAULT_WIDTH).at(-1) ?? RESPONSIVE_WIDTHS[0];
}

/**
 * The shapes a photo is served in: as it was taken, and cut to 4:3 for the 4:3 boxes of the
 * galleries and of the first photo of a breed page. A portrait photo shown in a 4:3 box with
 * object-fit: cover would send the 44 % of its pixels the box hides; its 4:3 cut does not (sharp
 * keeps the part with most detail, position 'attention'). A photo already 4:3 has one set of files.
 */
export const PHOTO_SHAPES = ['natural', '4x3'] as const;
export type PhotoShape = (typeof PHOTO_SHAPES)[number];
type Size = Pick<PhotoFile, 'width' | 'height'>;

/** The shape whose files serve `shape`: a photo already 4:3 (within a pixel or two) serves its 4:3 boxes with its own files. */
const servedShape = (file: Size, shape: PhotoShape): PhotoShape => (shape === '4x3' && Math.abs(file.width * 3 - file.height * 4) <= 8 ? 'natural' : shape);

/** The width of the largest `shape` the photo holds: its own width, or the widest 4:3 cut. */
const shapeWidth = (file: Size, shape: PhotoShape) => (servedShape(file, shape) === 'natural' ? file.width : Math.min(file.width, Math.floor((file.height * 4) / 3)));

/** The height of a variant `width` px wide: the photo's proportions, or 3/4 of the width for the 4:3 cut. */
export const photoHeightAt = (file: Size, width: number, shape: PhotoShape = 'natural'): number =>
  servedShape(file, shape) === 'natural' ? Math.max(1, Math.round((file.height * width) / file.width)) : Math.round((width * 3) / 4);

/** The file's name without its extension, in lowercase letters, digits and hyphens (URLs with no escaping). */
const photoStem = (archivo: string) =>
  slugify(archivo.replace(/^fotos\//, '').replace(/\.[a-z0-9]+$/i, '')) || 'foto';

/** The site path of one variant: "/fotos/cachorra-maltes-3f2a9c01bd-960.webp", its 4:3 cut "…-960-4x3.webp". */
export function photoPath(file: PhotoFile, width: number, format: PhotoFormat, shape: PhotoShape = 'natural'): string {
  const suffix = servedShape(file, shape) === 'natural' ? '' : `-${shape}`;
  return `${PHOTO_URL_FOLDER}${photoStem(file.archivo)}-${file.hash}-${width}${suffix}.${format}`;
}

/** Every variant the build writes for a photo: each shape, each width up to the shape's own, in AVIF and WebP. */
export function photoVariants(file: PhotoFile): { path: string; width: number; height: number; format: PhotoFormat; shape: PhotoShape }[] {
  const shapes = PHOTO_SHAPES.filter((shape) => servedShape(file, shape) === shape);
  return shapes.flatMap((shape) =>
    PHOTO_FORMATS.flatMap((format) =>
      photoWidths(shapeWidth(file, shape)).map((width) => ({ path: photoPath(file, width, format, shape), width, height: photoHeightAt(file, width, shape), format, shape })),
    ),
  );
}

/** What <picture> needs: a srcset per format, the default WebP, and the default's width and height (the box the browser reserves). */
export function photoSources(file: PhotoFile, shape: PhotoShape = 'natural') {
  const widths = photoWidths(shapeWidth(file, shape));
  const srcset = (format: PhotoFormat) => widths.map((w) => `${photoPath(file, w, format, shape)} ${w}w`).join(', ');
  const width = photoDefaultWidth(shapeWidth(file, shape));
  return { avif: srcset('avif'), webp: srcset('webp'), src: photoPath(file, width, 'webp', shape), width, height: photoHeightAt(file, width, shape) };
}

export type PhotoSources = ReturnType<typeof photoSources>;

/** An image of a gallery as a page shows it: a breeder's photo with its sources, or an illustration, which says so. */
export type ShownImage =
  | { kind: 'photo'; key: string; alt: string; photo: Photo; sources: PhotoSources }
  | { kind: 'illustration'; key: string; alt: string; src: string };

/**
 * What a breed's list shows: its photos where it has any, its illustrations only where it has
 * none (an illustration's alt says it is one, "Ilustración de un cachorro Maltés (2)"). Photos come
 * in their 4:3 cut: every gallery shows them in 4:3 boxes.
 * `numbered` adds " (n)" to the illustrations' alt when a page shows several of one breed.
 */
export function shownImages(images: readonly GalleryImage[], breedName: string, photoFiles: ReadonlyMap<string, PhotoFile>, numbered = false): ShownImage[] {
  const photos = images.filter((i): i is Photo => typeof i !== 'string');
  if (photos.length) return photos.map((photo) => shownPhoto(photo, photoFiles));
  return images
    .filter((i): i is string => typeof i === 'string')
    .map((src, i) => ({ kind: 'illustration', key: src, alt: puppyAlt(src, breedName, numbered ? i + 1 : undefined), src }));
}

/** A breeder's photo as a gallery shows it: its 4:3 cut, in AVIF and WebP. */
export function shownPhoto(photo: Photo, photoFiles: ReadonlyMap<string, PhotoFile>): ShownImage {
  return { kind: 'photo', key: photo.archivo, alt: photo.texto, photo, sources: photoSources(photoFileOf(photo, photoFiles), '4x3') };
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
