/** The breeder's photos (issue 26 item 4): reading and checking the files, their variants and URLs, and what the encoder strips. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPhotoFiles, imageHeader, inspectPhoto, orientedSize, photoIndex, photosIn, type PhotoFile } from '@/lib/content/photo-files';
import { galleryEntrySchema, photoSchema } from '@/lib/content/schemas';
import { photoDefaultWidth, photoImageUrl, photoPath, photoSources, photoVariants, photoWidths, shownImages } from '@/lib/views/images';
import { encodeVariant, photoFilesFor } from '@/build/photos';
import { FIXTURE_CAMERA, fixturePhotos, writeFixturePhotos } from '../fixtures/photos';

let files: Record<string, Buffer>;
let root: string;
beforeAll(async () => {
  files = await fixturePhotos();
  root = mkdtempSync(join(tmpdir(), 'photos-'));
  await writeFixturePhotos(root);
});

const photo = (archivo: string) => photoSchema.parse({ archivo, texto: 'Cachorra maltés blanca de ocho semanas' });

describe('photo files', () => {
  it('reads format, size and orientation from the header as sharp does', async () => {
    for (const name of ['cachorra-en-la-finca.jpg', 'camada.png', 'madre.webp', 'miniatura.jpg']) {
      const header = imageHeader(files[name]!)!;
      const meta = await sharp(files[name]!).metadata();
      expect({ format: header.format, width: header.width, height: header.height, orientation: header.orientation }, name).toEqual({
        format: meta.format,
        width: meta.width,
        height: meta.height,
        orientation: meta.orientation ?? 1,
      });
      expect(orientedSize(header), name).toEqual({ width: meta.autoOrient.width, height: meta.autoOrient.height });
    }
  });

  it('sees the upright phone photo as upright: 1200 × 1600 from a 1600 × 1200 file with Orientation 6', () => {
    const file = inspectPhoto('fotos/cachorra-en-la-finca.jpg', files['cachorra-en-la-finca.jpg']) as PhotoFile;
    expect(file).toMatchObject({ width: 1200, height: 1600 });
    expect(file.hash).toMatch(/^[0-9a-f]{10}$/);
  });

  it('refuses a missing file, a file that is not an image and a thumbnail, saying how to fix it', () => {
    expect(inspectPhoto('fotos/nada.jpg', undefined)).toEqual({ problem: expect.stringMatching(/^no existe \(no hay archivo content\/fotos\/nada\.jpg\); vuelva a subir la foto/) });
    expect(inspectPhoto('fotos/no-es-foto.jpg', files['no-es-foto.jpg'])).toEqual({ problem: expect.stringMatching(/^no es una imagen JPEG, PNG o WebP legible .*guárdela de nuevo/) });
    expect(inspectPhoto('fotos/miniatura.jpg', files['miniatura.jpg'])).toEqual({ problem: expect.stringMatching(/^mide 480 px de ancho .* al menos 640 px/) });
  });

  it('finds every photo an entry names, wherever it sits', () => {
    const a = photo('fotos/a.jpg');
    const b = photo('fotos/b.png');
    expect(photosIn({ slug: 'x', fotos: [a], madre: { nombre: 'Luna', foto: b }, images: ['/img/a.svg'] })).toEqual([
      { field: 'fotos.0', photo: a },
      { field: 'madre.foto', photo: b },
    ]);
  });

  it('fails the content file with file › entry › field › how to fix', () => {
    const entries = [{ id: 'camada-luna', data: { fotos: [photo('fotos/camada.png'), photo('fotos/miniatura.jpg')] } }];
    expect(() => checkPhotoFiles('content/inventario/camadas.json', entries, root)).toThrow(
      /^\[content\] content\/inventario\/camadas\.json: entry "camada-luna" › fotos\.1\.archivo: "fotos\/miniatura\.jpg" mide 480 px de ancho/,
    );
    const missing = [{ id: 'camada-luna', data: { fotos: [photo('fotos/borrada.jpg')] } }];
    expect(() => checkPhotoFiles('content/inventario/camadas.json', missing, root)).toThrow(/entry "camada-luna" › fotos\.0\.archivo: "fotos\/borrada\.jpg" no existe/);
    expect(() => checkPhotoFiles('content/inventario/camadas.json', [{ id: 'ok', data: { fotos: [photo('fotos/madre.webp')] } }], root)).not.toThrow();
  });

  it('indexes the photos of the catalog by archivo', () => {
    const index = photoIndex([{ fotos: [photo('fotos/madre.webp')] }, { foto: photo('fotos/madre.webp') }], root);
    expect([...index.keys()]).toEqual(['fotos/madre.webp']);
    expect(index.get('fotos/madre.webp')).toMatchObject({ width: 1280, height: 960 });
  });
});

describe('photo variants and URLs', () => {
  const file: PhotoFile = { archivo: 'fotos/Cachorra Maltés.JPG', hash: '0123456789', width: 1200, height: 1600 };

  it('serves the spec widths and 720 (a phone column) up to the photo’s own, never enlarged; the default is 960 or the largest below', () => {
    expect(photoWidths(4032)).toEqual([320, 640, 720, 960, 1280, 1600]);
    expect(photoWidths(1200)).toEqual([320, 640, 720, 960]);
    expect(photoWidths(700)).toEqual([320, 640]);
    expect(photoDefaultWidth(4032)).toBe(960);
    expect(photoDefaultWidth(700)).toBe(640);
  });

  it('names each variant by the file’s name and hash: stable, cacheable and plain', () => {
    expect(photoPath(file, 640, 'avif')).toBe('/fotos/cachorra-maltes-0123456789-640.avif');
    expect(photoVariants(file).map((v) => `${v.width}x${v.height}.${v.format}`)).toEqual([
      '320x427.avif', '640x853.avif', '720x960.avif', '960x1280.avif', '320x427.webp', '640x853.webp', '720x960.webp', '960x1280.webp',
      '320x240.avif', '640x480.avif', '720x540.avif', '960x720.avif', '320x240.webp', '640x480.webp', '720x540.webp', '960x720.webp',
    ]);
    expect(photoPath(file, 640, 'avif', '4x3')).toBe('/fotos/cachorra-maltes-0123456789-640-4x3.avif');
  });

  it('gives <picture> a srcset per format and the default WebP with its size', () => {
    expect(photoSources(file)).toEqual({
      avif: '/fotos/cachorra-maltes-0123456789-320.avif 320w, /fotos/cachorra-maltes-0123456789-640.avif 640w, /fotos/cachorra-maltes-0123456789-720.avif 720w, /fotos/cachorra-maltes-0123456789-960.avif 960w',
      webp: '/fotos/cachorra-maltes-0123456789-320.webp 320w, /fotos/cachorra-maltes-0123456789-640.webp 640w, /fotos/cachorra-maltes-0123456789-720.webp 720w, /fotos/cachorra-maltes-0123456789-960.webp 960w',
      src: '/fotos/cachorra-maltes-0123456789-960.webp',
      width: 960,
      height: 1280,
    });
  });

  it('cuts a photo to 4:3 for 4:3 boxes, up to the widest cut it holds; a 4:3 photo serves them with its own files', () => {
    expect(photoSources(file, '4x3')).toMatchObject({ src: '/fotos/cachorra-maltes-0123456789-960-4x3.webp', width: 960, height: 720 });
    const wide: PhotoFile = { ...file, width: 1600, height: 900 };
    expect(photoSources(wide, '4x3').avif.split(', ').map((c) => c.split(' ')[1])).toEqual(['320w', '640w', '720w', '960w']);
    const fourThree: PhotoFile = { ...file, width: 1600, height: 1200 };
    expect(photoSources(fourThree, '4x3')).toEqual(photoSources(fourThree));
    expect(photoVariants(fourThree).every((v) => v.shape === 'natural')).toBe(true);
  });

  it('gives the absolute URL of the default variant for JSON-LD and og:image', () => {
    const p = { archivo: file.archivo, texto: 'Cachorra maltés' };
    expect(photoImageUrl(p, new Map([[file.archivo, file]]), 'https://www.example.co')).toBe('https://www.example.co/fotos/cachorra-maltes-0123456789-960.webp');
    expect(() => photoImageUrl(p, new Map(), 'https://www.example.co')).toThrow(/not in the catalog's photo index/);
  });
});

describe('gallery lists (content/images/gallery.json, puppies.json)', () => {
  const file: PhotoFile = { archivo: 'fotos/luna.jpg', hash: 'abcdefabcd', width: 1600, height: 1200 };
  const files = new Map([[file.archivo, file]]);
  const luna = { archivo: 'fotos/luna.jpg', texto: 'Cachorra maltés blanca en la finca' };

  it('accept the breeder’s photos beside illustrations', () => {
    expect(galleryEntrySchema.parse({ slug: 'maltes', images: [luna, '/img/cachorros/cachorro-01.svg'] }).images).toEqual([luna, '/img/cachorros/cachorro-01.svg']);
    expect(() => galleryEntrySchema.parse({ slug: 'maltes', images: [{ archivo: 'luna.jpg', texto: 'Cachorra maltés' }] })).toThrow();
  });

  it('show a breed’s photos where it has any, and only then', () => {
    const shown = shownImages(['/img/cachorros/cachorro-01.svg', luna], 'Maltés', files);
    expect(shown).toEqual([{ kind: 'photo', key: 'fotos/luna.jpg', alt: luna.texto, photo: luna, sources: photoSources(file, '4x3') }]);
  });

  it('name illustrations as illustrations where a breed has no photo', () => {
    expect(shownImages(['/img/cachorros/cachorro-01.svg', '/img/cachorros/cachorro-02.svg'], 'Maltés', files, true).map((i) => [i.kind, i.alt])).toEqual([
      ['illustration', 'Ilustración de un cachorro Maltés (1)'],
      ['illustration', 'Ilustración de un cachorro Maltés (2)'],
    ]);
  });
});

describe('encoding', () => {
  it('writes AVIF and WebP at the right widths, upright, with no EXIF, GPS, XMP or IPTC', async () => {
    const bytes = files['cachorra-en-la-finca.jpg']!;
    // The fixture does carry what must go: camera tags and a GPS block.
    const source = await sharp(bytes).metadata();
    expect(source.exif?.includes(Buffer.from(FIXTURE_CAMERA.Make))).toBe(true);
    expect(source.orientation).toBe(6);
    expect(hasGpsIfd(source.exif!)).toBe(true);
    const file = inspectPhoto('fotos/cachorra-en-la-finca.jpg', bytes) as PhotoFile;
    const cache = mkdtempSync(join(tmpdir(), 'photos-cache-'));
    const variants = await photoFilesFor(file, bytes, cache);
    expect(variants.map((v) => v.path)).toEqual(photoVariants(file).map((v) => v.path));
    expect(variants.every((v) => !v.cached)).toBe(true);
    for (const [i, v] of variants.entries()) {
      const meta = await sharp(v.bytes).metadata();
      const expected = photoVariants(file)[i]!;
      expect({ format: meta.format === 'heif' ? 'avif' : meta.format, width: meta.width, height: meta.height }, v.path).toEqual({ format: expected.format, width: expected.width, height: expected.height });
      expect(meta.exif, v.path).toBeUndefined();
      expect(meta.xmp, v.path).toBeUndefined();
      expect(meta.iptc, v.path).toBeUndefined();
      expect(meta.orientation, v.path).toBeUndefined();
      expect(v.bytes.includes(Buffer.from(FIXTURE_CAMERA.Model)), v.path).toBe(false);
    }
    // A second build reads every variant from the cache, byte for byte.
    const again = await photoFilesFor(file, bytes, cache);
    expect(again.every((v) => v.cached)).toBe(true);
    expect(again.map((v) => v.bytes)).toEqual(variants.map((v) => v.bytes));
  });

  it('never enlarges: a 1000 px PNG gives 320, 640, 720 and 960', async () => {
    const bytes = files['camada.png']!;
    const file = inspectPhoto('fotos/camada.png', bytes) as PhotoFile;
    expect(photoVariants(file).map((v) => v.width)).toEqual([320, 640, 720, 960, 320, 640, 720, 960]);
    expect((await sharp(await encodeVariant(bytes, 960, 'webp')).metadata()).width).toBe(960);
  });
});

/** Whether an EXIF block ("Exif\0\0" + TIFF) points to a GPS IFD (tag 0x8825 in IFD0). */
function hasGpsIfd(exif: Buffer): boolean {
  const tiff = exif.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const ifd = little ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12)).includes(0x8825);
}
