/**
 * The schemas of the image lists (content/images/*.json) and of the breeder's photos (content/fotos/).
 */
import { z } from 'astro/zod';
import { lengthLimit, slug, text } from '../fields';

/** How an image is named in content/images/*.json (read.ts checks the file under public/, or the host). */
export const IMAGE_URL_FIX = 'write the path of a file under public/ (e.g. "/img/cachorros/cachorro-01.svg") or an https:// address on the image host of content/site.json (imageHost)';
/**
 * A site path ("/img/…") or an https:// address. What this cannot know is checked when the file
 * is read (read.ts › checkImageFiles): that the path stays inside public/ and names a file there,
 * and that an https:// address is on the image host, the one other origin the CSP allows images from.
 */
const imageUrl = z
  .string()
  .max(300, lengthLimit(300))
  .superRefine((url, ctx) => {
    const problem = url.startsWith('//')
      ? 'starts with "//", an address on another host'
      : /^http:/i.test(url)
        ? 'uses http, which browsers block on the https site'
        : url.includes('\\')
          ? 'contains a backslash (\\); folders are separated by "/"'
          : url.startsWith('/') || url.startsWith('https://')
            ? undefined
            : 'is neither a site path ("/img/…") nor an https:// address';
    if (problem) ctx.addIssue({ code: 'custom', message: `${JSON.stringify(url)} ${problem}; ${IMAGE_URL_FIX}` });
  });

/** Where the breeder's photos live: uploaded through the editor (/admin/), processed at build into AVIF and WebP. */
export const PHOTO_FOLDER = 'content/fotos';
/**
 * A photo the breeder uploaded (issue 26). `archivo` is written as the editor writes it,
 * "fotos/<file>", for the file content/fotos/<file>; the photo pipeline checks that the file
 * exists and is a readable image, and turns it into AVIF and WebP without its location and camera metadata.
 */
export const photoSchema = z.strictObject({
  archivo: z
    .string()
    .max(200, lengthLimit(200))
    .regex(/^fotos\/[^/\\]+\.(?:jpe?g|png|webp)$/i, 'la foto se escribe "fotos/<nombre del archivo>", un archivo JPEG, PNG o WebP de content/fotos/ (el editor la escribe así cuando usted sube una foto)')
    .describe('the photo file, uploaded into content/fotos/'),
  texto: text(8, 160).describe('what the photo shows, in Spanish, for whoever cannot see it ("Cachorra shih tzu blanca de ocho semanas")'),
});
export type Photo = z.output<typeof photoSchema>;

/**
 * A breed's list of images (content/images/gallery.json, puppies.json): the breeder's photos
 * ({ archivo, texto }) and the site's illustrations (a path under public/). Pages show a breed's
 * photos where it has any, and its illustrations, named as such, only where it has none.
 */
export const galleryEntrySchema = z.strictObject({
  slug: slug('gallery slug'),
  images: z
    .array(z.union([imageUrl, photoSchema]))
    .min(1)
    .describe('the photos of the breed ({ "archivo": "fotos/…", "texto": "…" }) or illustrations ("/img/cachorros/cachorro-01.svg")'),
});
/** One image of a gallery list: an illustration's path, or a breeder's photo. */
export type GalleryImage = GalleryEntry['images'][number];
export const infographicSchema = z.strictObject({
  slug: slug('infographic slug'),
  image: imageUrl,
  alt: text(5, 160),
  aliases: z.array(slug('alias')).default([]),
});

export type GalleryEntry = z.infer<typeof galleryEntrySchema>;
export type Infographic = z.infer<typeof infographicSchema>;
