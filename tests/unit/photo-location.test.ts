/**
 * Where a photo was taken (src/lib/content/photo-location.js): found in the phone's JPEG, absent
 * from a clean one, and removed by the cleaner the editor at /admin/ runs before an upload, which
 * keeps the picture and its Orientation.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasLocation, readTiff, tiffHasLocation, withoutLocation } from '@/lib/content/photo-location.js';
import { imageHeader } from '@/lib/content/photo-files';
import { FIXTURE_CAMERA, FIXTURE_GPS, fixturePng, fixtureWebp, phoneJpeg } from '../fixtures/photos';

let phone: Buffer;
beforeAll(async () => {
  phone = await phoneJpeg();
});

const withGps = (image: sharp.Sharp) => image.withExif({ IFD0: { ...FIXTURE_CAMERA }, IFD3: { ...FIXTURE_GPS } }).toBuffer();

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
