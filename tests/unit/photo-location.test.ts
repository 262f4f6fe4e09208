/**
 * Where a photo was taken (src/lib/content/photo-location.js): found in the phone's JPEG, absent
 * from a clean one, and removed by the cleaner the editor at /admin/ runs before an upload, which
 * keeps the picture and its Orientation.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasLocation, readTiff, tiffHasLocation, withoutLocation } from '@/lib/content/photo-location.js';
import { imageHeader, locationProblem, unusedPhotos, unusedPhotosWarning } from '@/lib/content/photo-files';
import { checkPhotoFolder } from '@/integrations/photos';
import { FIXTURE_CAMERA, FIXTURE_GPS, fixturePng, fixtureWebp, phoneJpeg } from '../fixtures/photos';

let phone: Buffer;
beforeAll(async () => {
  phone = await phoneJpeg();
});

const withGps = (image: Sharp) => image.withExif({ IFD0: { ...FIXTURE_CAMERA }, IFD3: { ...FIXTURE_GPS } }).toBuffer();

describe('a photo that says where it was taken', () => {
  it('finds the GPS position of the phone JPEG, and none in a clean JPEG, PNG or WebP', async () => {
    expect(hasLocation(phone)).toBe(true);
    const clean = await sharp(phone).jpeg().toBuffer();
    expect(hasLocation(clean)).toBe(false);
    // camera tags and an orientation, but no GPS: not a location
    const camera = await sharp(phone).jpeg().withExif({ IFD0: { ...FIXTURE_CAMERA } }).withMetadata({ orientation: 6 }).toBuffer();
    expect(hasLocation(camera)).toBe(false);
    expect(hasLocation(await fixturePng())).toBe(false);
    expect(hasLocation(await fixtureWebp())).toBe(false);
  });

  it('finds it in PNG and WebP files too, and in the EXIF block sharp reads of any format', async () => {
    const png = await withGps(sharp(await fixturePng()).png());
    const webp = await withGps(sharp(await fixtureWebp()).webp());
    expect(hasLocation(png)).toBe(true);
    expect(hasLocation(webp)).toBe(true);
    const exif = (await sharp(phone).metadata()).exif!;
    expect(tiffHasLocation(exif.subarray(6))).toBe(true);
  });

  it('is not fooled by a file that is no image or is cut short', () => {
    expect(hasLocation(Buffer.from('this is not an image\n'))).toBe(false);
    expect(hasLocation(phone.subarray(0, 40))).toBe(false);
  });
});

describe('the editor’s cleaner', () => {
  it('removes the position, the camera and every other tag of the phone JPEG, and keeps it upright', async () => {
    const clean = Buffer.from(withoutLocation(phone));
    expect(hasLocation(clean)).toBe(false);
    expect(clean.includes(Buffer.from(FIXTURE_CAMERA.Model))).toBe(false);
    const meta = await sharp(clean).metadata();
    expect(meta.orientation).toBe(6);
    expect(imageHeader(clean)).toMatchObject({ format: 'jpeg', width: 1600, height: 1200, orientation: 6 });
    expect(readTiff(meta.exif!.subarray(6))).toEqual({ orientation: 6, gps: false });
    // the picture is the same picture
    const [before, after] = await Promise.all([sharp(phone).raw().toBuffer(), sharp(clean).raw().toBuffer()]);
    expect(after.equals(before)).toBe(true);
  });

  it('cleans a PNG and a WebP the same way, and leaves a clean file as it is', async () => {
    for (const image of [sharp(await fixturePng()).png(), sharp(await fixtureWebp()).webp({ lossless: true })]) {
      const located = await image.withExif({ IFD0: { ...FIXTURE_CAMERA }, IFD3: { ...FIXTURE_GPS } }).withMetadata({ orientation: 3 }).toBuffer();
      const clean = Buffer.from(withoutLocation(located));
      expect(hasLocation(clean)).toBe(false);
      expect(clean.includes(Buffer.from(FIXTURE_CAMERA.Model))).toBe(false);
      const meta = await sharp(clean).metadata();
      expect(meta.orientation).toBe(3);
      expect((await sharp(clean).raw().toBuffer()).equals(await sharp(located).raw().toBuffer())).toBe(true);
    }
    const png = await fixturePng();
    expect(withoutLocation(png)).toBe(png);
  });
});

describe('the build’s look at content/fotos/', () => {
  it('names each photo that says where it was taken, and each photo no entry names', async () => {
    const root = mkdtempSync(join(tmpdir(), 'photo-folder-'));
    mkdirSync(join(root, 'content/fotos'), { recursive: true });
    mkdirSync(join(root, 'content/inventario'), { recursive: true });
    writeFileSync(join(root, 'content/fotos/.gitkeep'), '');
    writeFileSync(join(root, 'content/fotos/cachorra.jpg'), phone);
    writeFileSync(join(root, 'content/fotos/camada.png'), await fixturePng());
    writeFileSync(join(root, 'content/fotos/vieja.webp'), await fixtureWebp());
    writeFileSync(join(root, 'content/fotos/finca.avif'), await withGps(sharp(await fixturePng()).avif()));
    const litter = { fotos: [{ archivo: 'fotos/cachorra.jpg', texto: 'Cachorra' }], madre: { foto: { archivo: 'fotos/camada.png', texto: 'Camada' } } };
    writeFileSync(join(root, 'content/inventario/shih-tzu-bogota.json'), JSON.stringify(litter));
    expect(await checkPhotoFolder(root)).toEqual({ located: ['cachorra.jpg', 'finca.avif'], unused: ['finca.avif', 'vieja.webp'] });
    expect(locationProblem('cachorra.jpg')).toBe(
      '[content] content/fotos/cachorra.jpg: la foto guarda la ubicación GPS de donde se tomó; vuelva a subirla desde el editor (/admin/), que la limpia, o bórrela',
    );
  });

  it('says which photos the site shows nowhere, without failing', () => {
    expect(unusedPhotos(['a.jpg', 'b.png', 'c.webp'], ['fotos/b.png', 'fotos/b.png'])).toEqual(['a.jpg', 'c.webp']);
    expect(unusedPhotos(['a.jpg'], ['fotos/a.jpg'])).toEqual([]);
    expect(unusedPhotosWarning([])).toBe('');
    expect(unusedPhotosWarning(['a.jpg'])).toBe(
      '[fotos] content/fotos/a.jpg: ninguna camada, lote ni lista de fotos la usa, así que el sitio no la muestra; úsela en una camada o un lote desde el editor (/admin/), o bórrela',
    );
    expect(unusedPhotosWarning(['a.jpg', 'c.webp'])).toBe(
      '[fotos] 2 fotos que ninguna camada, lote ni lista de fotos usa, así que el sitio no las muestra: content/fotos/a.jpg, content/fotos/c.webp; úselas en una camada o un lote desde el editor (/admin/), o bórrelas',
    );
  });
});
