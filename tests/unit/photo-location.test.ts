/**
 * Where a photo was taken (src/lib/content/photo-location.js): found in the phone’s JPEG, absent
 * from a clean one (the editor re-encodes each photo before upload: tests/e2e-cms/edits-to-build.spec.ts
 * reads the file it writes), and the build's check of content/fotos/.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasLocation, tiffHasLocation } from '@/lib/content/photo-location.js';
import { imageHeader, locationProblem, unusedPhotos, unusedPhotosWarning } from '@/lib/content/photo-files';
import { checkPhotoFolder } from '@/build/integrations/photos';
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
