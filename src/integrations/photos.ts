/**
 * The breeder's photos (content/fotos/) served as the pages name them: every photo a content
 * entry names is encoded (src/build/photos.ts) from astro:build:start on, while Vite builds, and
 * its AVIF and WebP variants are written to dist/fotos/ after the build. The files were checked
 * when content was read (src/lib/content/photo-files.ts): missing, not an image or too small
 * fails the build there, naming file, entry and field. The dev server encodes a variant when a
 * page asks for it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { readCatalog } from '../lib/content/disk-catalog';
import { readPhotoBytes } from '../lib/content/photo-files';
import { PHOTO_URL_FOLDER, photoVariants } from '../lib/views/images';
import { encodeVariant, photoFilesFor, type EncodedVariant } from '../build/photos';

/** Every variant of every photo the content names, one photo at a time (Vite's build runs between them). */
async function encodeAll(root: string): Promise<EncodedVariant[]> {
  const cacheDir = join(root, 'node_modules', '.cache', 'photos');
  const all: EncodedVariant[] = [];
  for (const file of readCatalog(root).photoFiles.values()) all.push(...(await photoFilesFor(file, readPhotoBytes(root, file.archivo)!, cacheDir)));
  return all;
}

export function photos(): AstroIntegration {
  let root = process.cwd();
  let encoded: Promise<EncodedVariant[]> | undefined;
  return {
    name: 'photos',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(async (req, res, next) => {
          const path = req.url?.split('?')[0];
          if (!path?.startsWith(PHOTO_URL_FOLDER)) return next();
          try {
            for (const file of readCatalog(root).photoFiles.values()) {
              const variant = photoVariants(file).find((v) => v.path === path);
              if (!variant) continue;
              const bytes = await encodeVariant(readPhotoBytes(root, file.archivo)!, variant.width, variant.format);
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
