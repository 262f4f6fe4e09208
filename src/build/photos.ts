/**
 * Encodes a breeder's photo (content/fotos/) into the variants the pages name
 * (src/lib/views/images.ts › photoVariants): AVIF and WebP at each of the spec's widths up to
 * the photo's own, as taken and cut to 4:3. sharp applies the EXIF orientation first (a phone photo taken upright stays
 * upright) and writes no metadata: no EXIF (camera, GPS position), XMP, IPTC or ICC profile
 * (the pixels are converted to sRGB). Each variant is cached by the hash of the file's bytes and
 * the encoder's settings (node_modules/.cache/photos), so a build encodes only new or changed photos.
 */
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { cachedFile } from './cache-file';
import type { PhotoFile } from '../lib/content/photo-files';
import { photoVariants, type PhotoFormat } from '../lib/views/images';

/**
 * Quality for photos seen on a phone. AVIF effort 2, not sharp's default 4: about three times
 * faster (1.6 s against 5.2 s for the 960 px AVIF of a 12 MP photo here), for 4 to 16 % more
 * bytes on the fixture photos, so a build with a cold cache (CI) takes seconds per photo, not half a minute.
 */
export const PHOTO_ENCODING = { avif: { quality: 50, effort: 2 }, webp: { quality: 75, effort: 4 } } as const;
const CACHE_KEY = `sharp ${sharp.versions.sharp} libvips ${sharp.versions.vips} ${Object.entries(PHOTO_ENCODING).map(([format, options]) => `${format} ${Object.entries(options).join(' ')}`).join(' ')} orient strip cut-attention`;

/**
 * One variant's bytes: oriented, resized to `width` (never enlarged), or cut to `width` × `height`
 * for a 4:3 variant (keeping the part with most detail), metadata stripped.
 */
export function encodeVariant(bytes: Buffer, width: number, format: PhotoFormat, height?: number): Promise<Buffer> {
  const image = sharp(bytes, { failOn: 'error' })
    .autoOrient()
    .resize(height ? { width, height, fit: 'cover', position: 'attention', withoutEnlargement: true } : { width, withoutEnlargement: true });
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
  for (const { path, width, height, format, shape } of photoVariants(file)) {
    const cut = shape === 'natural' ? undefined : height;
    const cacheFile = join(cacheDir, `${key}-${width}${cut ? `x${cut}` : ''}.${format}`);
    out.push({ path, ...(await cachedFile(cacheFile, () => encodeVariant(bytes, width, format, cut))) });
  }
  return out;
}
