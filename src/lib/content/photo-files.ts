/**
 * The breeder's photo files (content/fotos/, issue 26): what the build needs to know of each
 * before any image is encoded: that it exists and is a JPEG, PNG or WebP, its size as it is
 * seen (after the phone's orientation tag is applied) and a hash of its bytes for its
 * cacheable file names. Read synchronously from the file's header, so the Node catalog of the
 * tests and scripts and the pages' catalog both hold it. The encoding itself (AVIF and WebP
 * at the spec's widths, metadata stripped) is src/build/photos.ts.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { contentFail } from './errors';
import { PHOTO_FOLDER, type Photo } from './schemas';

/** A photo narrower than this is a thumbnail or a screenshot: it would look blurred on a phone's screen (640 px at DPR 2). */
export const MIN_PHOTO_WIDTH = 640;

export interface PhotoFile {
  /** As content names it: "fotos/<file>". */
  archivo: string;
  /** The first 10 hex digits of the SHA-256 of the file's bytes: a new upload under the same name gets new URLs. */
  hash: string;
  /** Size as it is seen, after the EXIF orientation is applied (a phone photo taken upright is taller than wide). */
  width: number;
  height: number;
}

type ImageFormat = 'jpeg' | 'png' | 'webp';
export interface ImageHeader {
  format: ImageFormat;
  /** Stored size, before orientation. */
  width: number;
  height: number;
  /** EXIF orientation, 1 to 8 (1 when the file has none). */
  orientation: number;
}

/** The EXIF Orientation (tag 0x0112) of a TIFF block ("II*\0" or "MM\0*"), or 1. */
function exifOrientation(tiff: Buffer): number {
  if (tiff.length < 8) return 1;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 1;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) break;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

function jpegHeader(b: Buffer): ImageHeader | undefined {
  let orientation = 1;
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = b.readUInt16BE(at + 2);
    if (marker === 0xe1 && b.toString('latin1', at + 4, at + 10) === 'Exif\0\0') orientation = exifOrientation(b.subarray(at + 10, at + 2 + length));
    // Start of frame (baseline, progressive, …; not DHT 0xc4, JPG 0xc8, DAC 0xcc): height then width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > b.length) return undefined;
      return { format: 'jpeg', height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7), orientation };
    }
    at += 2 + length;
  }
  return undefined;
}

function pngHeader(b: Buffer): ImageHeader | undefined {
  if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  let orientation = 1;
  for (let at = 8; at + 8 <= b.length; ) {
    const length = b.readUInt32BE(at);
    const type = b.toString('latin1', at + 4, at + 8);
    if (type === 'eXIf') orientation = exifOrientation(b.subarray(at + 8, at + 8 + length));
    if (type === 'IDAT' || type === 'IEND') break;
    at += 12 + length;
  }
  return { format: 'png', width: b.readUInt32BE(16), height: b.readUInt32BE(20), orientation };
}

function webpHeader(b: Buffer): ImageHeader | undefined {
  let size: { width: number; height: number } | undefined;
  let orientation = 1;
  for (let at = 12; at + 8 <= b.length; ) {
    const type = b.toString('latin1', at, at + 4);
    const length = b.readUInt32LE(at + 4);
    const data = b.subarray(at + 8, at + 8 + length);
    if (type === 'VP8X' && data.length >= 10) size = { width: data.readUIntLE(4, 3) + 1, height: data.readUIntLE(7, 3) + 1 };
    else if (type === 'VP8 ' && !size && data.length >= 10) size = { width: data.readUInt16LE(6) & 0x3fff, height: data.readUInt16LE(8) & 0x3fff };
    else if (type === 'VP8L' && !size && data.length >= 5) {
      const bits = data.readUInt32LE(1);
      size = { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    } else if (type === 'EXIF') orientation = exifOrientation(data.toString('latin1', 0, 6) === 'Exif\0\0' ? data.subarray(6) : data);
    at += 8 + length + (length % 2);
  }
  return size && { format: 'webp', ...size, orientation };
}

/** The format, stored size and orientation of a JPEG, PNG or WebP file, from its header; undefined for anything else. */
export function imageHeader(bytes: Buffer): ImageHeader | undefined {
  try {
    if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return jpegHeader(bytes);
    if (bytes.length > 8 && bytes.toString('latin1', 1, 4) === 'PNG') return pngHeader(bytes);
    if (bytes.length > 16 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return webpHeader(bytes);
  } catch {
    // a header cut short reads past the end: not a readable image
  }
  return undefined;
}

/** Orientations 5 to 8 turn the picture a quarter: the width seen is the height stored. */
export const orientedSize = ({ width, height, orientation }: ImageHeader) => (orientation >= 5 ? { width: height, height: width } : { width, height });

const UPLOAD_AGAIN = 'vuelva a subir la foto desde el editor (/admin/) o cópiela en content/fotos/';

/** The photo file checked, or what is wrong with it and how to fix it. */
export function inspectPhoto(archivo: string, bytes: Buffer | undefined): PhotoFile | { problem: string } {
  const path = `${PHOTO_FOLDER}/${archivo.replace(/^fotos\//, '')}`;
  if (!bytes) return { problem: `no existe (no hay archivo ${path}); ${UPLOAD_AGAIN}, o corrija el nombre del archivo` };
  const header = imageHeader(bytes);
  if (!header || header.width === 0 || header.height === 0) {
    return { problem: `no es una imagen JPEG, PNG o WebP legible (${path}); guárdela de nuevo como JPEG desde el teléfono o el editor de fotos y ${UPLOAD_AGAIN}` };
  }
  const { width, height } = orientedSize(header);
  if (width < MIN_PHOTO_WIDTH) {
    return {
      problem: `mide ${width} px de ancho (${path}) y una foto necesita al menos ${MIN_PHOTO_WIDTH} px para verse nítida en un teléfono; ${UPLOAD_AGAIN} tal como la tomó la cámara, no una miniatura ni una captura de pantalla`,
    };
  }
  return { archivo, hash: createHash('sha256').update(bytes).digest('hex').slice(0, 10), width, height };
}

/** The bytes of a photo file, or undefined when there is no such file. */
export function readPhotoBytes(root: string, archivo: string): Buffer | undefined {
  const file = join(root, PHOTO_FOLDER, archivo.replace(/^fotos\//, ''));
  try {
    return statSync(file).isFile() ? readFileSync(file) : undefined;
  } catch {
    return undefined;
  }
}

const checked = new Map<string, { key: string; result: PhotoFile | { problem: string } }>();

/** A photo file read and checked, once per version of the file (its size and time of change) in a process. */
export function readPhotoFile(root: string, archivo: string): PhotoFile | { problem: string } {
  const file = join(root, PHOTO_FOLDER, archivo.replace(/^fotos\//, ''));
  let key = 'missing';
  try {
    const stat = statSync(file);
    key = `${stat.size} ${stat.mtimeMs}`;
  } catch {
    // missing: inspectPhoto says so
  }
  const known = checked.get(file);
  if (known?.key === key) return known.result;
  const result = inspectPhoto(archivo, readPhotoBytes(root, archivo));
  checked.set(file, { key, result });
  return result;
}

const isPhoto = (value: unknown): value is Photo =>
  !!value && typeof value === 'object' && typeof (value as Photo).archivo === 'string' && (value as Photo).archivo.startsWith('fotos/') && typeof (value as Photo).texto === 'string';

/**
 * Every photo an entry names, wherever it sits ("fotos.0", "madre.foto"): a photo is an object
 * of photoSchema's shape ({ archivo: "fotos/…", texto }), so a new content file with photos needs no registration here.
 */
export function photosIn(data: unknown, field = ''): { field: string; photo: Photo }[] {
  if (isPhoto(data)) return [{ field, photo: data }];
  if (!data || typeof data !== 'object') return [];
  const entries = Array.isArray(data) ? data.map((v, i) => [String(i), v] as const) : Object.entries(data);
  return entries.flatMap(([key, value]) => photosIn(value, field ? `${field}.${key}` : key));
}

/** Fails with file › entry › field › how to fix on the first photo of a content file that is missing, not an image, or too small. */
export function checkPhotoFiles(file: string, entries: readonly { id: string; data: unknown }[], root: string): void {
  for (const { id, data } of entries) {
    for (const { field, photo } of photosIn(data)) {
      const result = readPhotoFile(root, photo.archivo);
      if ('problem' in result) contentFail(file, `entry "${id}" › ${field}.archivo: "${photo.archivo}" ${result.problem}`);
    }
  }
}

/** Every photo named anywhere in the catalog's entries, by archivo, read and checked. */
export function photoIndex(entries: Iterable<unknown>, root: string): ReadonlyMap<string, PhotoFile> {
  const index = new Map<string, PhotoFile>();
  for (const data of entries) {
    for (const { photo } of photosIn(data)) {
      if (index.has(photo.archivo)) continue;
      const result = readPhotoFile(root, photo.archivo);
      if ('problem' in result) contentFail(PHOTO_FOLDER, `"${photo.archivo}" ${result.problem}`);
      index.set(photo.archivo, result);
    }
  }
  return index;
}

// ---------------------------------------------------------------------------------------------
// The folder as a whole: photos that say where they were taken, photos no entry names
// ---------------------------------------------------------------------------------------------

/** The photo files of content/fotos/ by name ("cachorra.jpg"), in name order; hidden files (.gitkeep) and folders left out. */
export function photoFolderNames(root: string): string[] {
  const dir = join(root, PHOTO_FOLDER);
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isFile() && !e.name.startsWith('.'))
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
}

/**
 * What the build says of a photo file that still holds the GPS position of where it was taken,
 * in the breeder's words: the repository is public, so the file must not stay as it is. The
 * editor at /admin/ re-encodes each photo before it uploads it (src/admin/photo-upload.ts).
 */
export const locationProblem = (name: string) =>
  `[content] ${PHOTO_FOLDER}/${name}: la foto guarda la ubicación GPS de donde se tomó; vuelva a subirla desde el editor (/admin/), que la limpia, o bórrela`;

/**
 * The files of content/fotos/ that no content file names (`named`: every "fotos/…" archivo of
 * every entry, photosIn over content/), by name: the site shows them nowhere.
 */
export function unusedPhotos(names: readonly string[], named: Iterable<string>): string[] {
  const used = new Set([...named].map((archivo) => archivo.replace(/^fotos\//, '')));
  return names.filter((name) => !used.has(name));
}

/** The build's warning for the photos no entry names (empty when there are none), in the breeder's words. */
export function unusedPhotosWarning(unused: readonly string[]): string {
  if (!unused.length) return '';
  const list = unused.map((name) => `${PHOTO_FOLDER}/${name}`).join(', ');
  return unused.length === 1
    ? `[fotos] ${list}: ninguna camada, lote ni lista de fotos la usa, así que el sitio no la muestra; úsela en una camada o un lote desde el editor (/admin/), o bórrela`
    : `[fotos] ${unused.length} fotos que ninguna camada, lote ni lista de fotos usa, así que el sitio no las muestra: ${list}; úselas en una camada o un lote desde el editor (/admin/), o bórrelas`;
}
