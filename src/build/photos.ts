/**
 * Encodes a breeder's photo (content/fotos/) into the variants the pages name
 * (src/lib/views/images.ts › photoVariants): AVIF and WebP at each of the spec's widths up to
 * the photo's own. sharp applies the EXIF orientation first (a phone photo taken upright stays
 * upright) and writes no metadata: no EXIF (camera, GPS position), XMP, IPTC or ICC profile
 * (the pixels are converted to sRGB). Each variant is cached by the hash of the file's bytes and
 * the encoder's settings (node_modules/.cache/photos), so a build encodes only new or changed photos.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { PhotoFile } from '../lib/content/photo-files';
import { photoVariants, type PhotoFormat } from '../lib/views/images';

/** Quality for photos seen on a phone. AVIF effort 2, not the default 4: about ten times faster (0.2 to 0.7 s a variant against 4 to 8 s here), so a build with a cold cache (CI) stays in seconds per photo. */
export const PHOTO_ENCODING = { avif: { quality: 50, effort: 2 }, webp: { quality: 75, effort: 4 } } as const;
const CACHE_KEY = `sharp ${sharp.versions.sharp} libvips ${sharp.versions.vips} ${Object.entries(PHOTO_ENCODING).map(([format, options]) => `${format} ${Object.entries(options).join(' ')}`).join(' ')} orient strip`;

/** One variant's bytes: oriented, resized to `width` (never enlarged), metadata stripped. */
export function encodeVariant(bytes: Buffer, width: number, format: PhotoFormat): Promise<Buffer> {
  const image = sharp(bytes, { failOn: 'error' }).autoOrient().resize({ width, withoutEnlargement: true });
  return (format === 'avif' ? image.avif(PHOTO_ENCODING.avif) : image.webp(PHOTO_ENCODING.webp)).toBuffer();
}

export interface EncodedVariant {
  /** Site path, "/fotos/…". */
  path: string;
  bytes: Buffer;
  cached: boolean;
}

/** Every variant of a photo, from the cache or encoded (and cached). */
export async function photoFilesFor(file: PhotoFile, bytes: Buffer, cacheDir: string): Promise<EncodedVariant[]> {
  await mkdir(cacheDir, { recursive: true });
  const key = createHash('sha256').update(CACHE_KEY).update(bytes).digest('hex');
  const out: EncodedVariant[] = [];
  for (const { path, width, format } of photoVariants(file)) {
    const cacheFile = join(cacheDir, `${key}-${width}.${format}`);
    try {
      out.push({ path, bytes: await readFile(cacheFile), cached: true });
    } catch {
      const encoded = await encodeVariant(bytes, width, format);
      await writeFile(cacheFile, encoded);
      out.push({ path, bytes: encoded, cached: false });
    }
  }
  return out;
}
