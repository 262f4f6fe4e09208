/**
 * The breeder's photos (content/fotos/) served as the pages name them: every photo a content
 * entry names is encoded (src/build/photos.ts) from astro:build:start on, while Vite builds, and
 * its AVIF and WebP variants are written to dist/fotos/ after the build. The files were checked
 * when content was read (src/lib/content/photo-files.ts): missing, not an image or too small
 * fails the build there, naming file, entry and field. The dev server encodes a variant when a
 * page asks for it.
 *
 * At the start of every build (deploy or not), the folder content/fotos/ as a whole is checked too:
 *   a file that still holds the GPS position where it was taken stops the build, one line per
 *     file in the breeder's words (photo-files.ts › locationProblem): the repository is public, and
 *     the editor at /admin/ re-encodes each photo before it uploads (src/admin/photo-upload.ts); the dev
 *     server only warns;
 *   a file no content entry names is printed as a warning (photo-files.ts › unusedPhotosWarning),
 *     deploy builds included; it never fails.
 */
import { readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { readCatalog } from '../../lib/content/disk-catalog';
import sharp from 'sharp';
import { contentJsonFiles } from '../../lib/content/proofs';
import { inventoryLeavesOut, readInventory } from '../../lib/content/read';
import type { Env } from '../../lib/content/site-settings';
import { imageHeader, locationProblem, photoFolderNames, photosIn, readPhotoBytes, readPhotoFile, unusedPhotos, unusedPhotosWarning } from '../../lib/content/photo-files';
import { hasLocation, tiffHasLocation } from '../../lib/content/photo-location.js';
import { PHOTO_FOLDER } from '../../lib/content/schemas';
import { PHOTO_URL_FOLDER, photoVariants } from '../../lib/views/images';
import { encodeVariant, photoFilesFor, type EncodedVariant } from '../photos';

/** Every variant of every photo the content names, one photo at a time (Vite's build runs between them). */
async function encodeAll(root: string): Promise<EncodedVariant[]> {
  const cacheDir = join(root, 'node_modules', '.cache', 'photos');
  const all: EncodedVariant[] = [];
  for (const file of readCatalog(root).photoFiles.values()) all.push(...(await photoFilesFor(file, readPhotoBytes(root, file.archivo)!, cacheDir)));
  return all;
}

/**
 * Whether a file of content/fotos/ holds a GPS position: read from the bytes for a JPEG, PNG or
 * WebP; for any other image sharp reads (AVIF, HEIC, TIFF…), from the EXIF block sharp exposes.
 */
async function fileHasLocation(bytes: Buffer): Promise<boolean> {
  if (imageHeader(bytes)) return hasLocation(bytes);
  try {
    const { exif } = await sharp(bytes).metadata();
    return !!exif && tiffHasLocation(exif.toString('latin1', 0, 6) === 'Exif\0\0' ? exif.subarray(6) : exif);
  } catch {
    return false; // not an image: if an entry names it, the photo check says so
  }
}

/**
 * The files of content/fotos/ that hold a GPS position, and those no content file names (the
 * inventory files a deploy build leaves out name none: their photos are not published either).
 */
export async function checkPhotoFolder(root: string, env: Env = process.env): Promise<{ located: string[]; unused: string[] }> {
  const names = photoFolderNames(root);
  const located: string[] = [];
  for (const name of names) if (await fileHasLocation(readPhotoBytes(root, `fotos/${name}`)!)) located.push(name);
  const left = new Set(inventoryLeavesOut(env) ? readInventory(root, { leaveOut: true }).omitted.map((o) => o.archivo) : []);
  const named = contentJsonFiles(root, (file) => left.has(file)).flatMap(({ json }) => photosIn(json).map(({ photo }) => photo.archivo));
  return { located, unused: unusedPhotos(names, named) };
}

export function photos(): AstroIntegration {
  let root = process.cwd();
  let encoded: Promise<EncodedVariant[]> | undefined;
  return {
    name: 'photos',
    hooks: {
      'astro:config:setup': async ({ command, config, logger }) => {
        if (command !== 'build' && command !== 'dev') return;
        const { located, unused } = await checkPhotoFolder(fileURLToPath(config.root));
        if (located.length) {
          const message = located.map(locationProblem).join('\n');
          if (command === 'build') throw new Error(message);
          logger.warn(`${message}\n(a build refuses this)`);
        }
        const warning = unusedPhotosWarning(unused);
        if (warning) logger.warn(warning);
      },
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(async (req, res, next) => {
          const path = req.url?.split('?')[0];
          if (!path?.startsWith(PHOTO_URL_FOLDER)) return next();
          try {
            // The files of content/fotos/, each read once per version: no need to read all of content/ per image.
            for (const name of readdirSync(join(root, PHOTO_FOLDER))) {
              const file = readPhotoFile(root, `fotos/${name}`);
              if ('problem' in file) continue;
              const variant = photoVariants(file).find((v) => v.path === path);
              if (!variant) continue;
              const bytes = await encodeVariant(readPhotoBytes(root, file.archivo)!, variant.width, variant.format, variant.shape === 'natural' ? undefined : variant.height);
              res.setHeader('Content-Type', `image/${variant.format}`);
              res.end(bytes);
              return;
            }
            next();
          } catch (error) {
            next(error);
          }
        });
      },
      'astro:build:start': () => {
        encoded = encodeAll(root);
        encoded.catch(() => {}); // reported where it is awaited
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const variants = await encoded!;
        for (const { path, bytes } of variants) {
          await mkdir(dirname(join(out, path)), { recursive: true });
          await writeFile(join(out, path), bytes);
        }
        const fresh = variants.filter((v) => !v.cached).length;
        const kib = Math.round(variants.reduce((sum, v) => sum + v.bytes.length, 0) / 1024);
        logger.info(`${variants.length} photo variants in ${PHOTO_URL_FOLDER} (${kib} KiB; ${fresh} encoded, ${variants.length - fresh} from the cache)`);
      },
    },
  };
}
