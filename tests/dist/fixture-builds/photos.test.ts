/**
 * The breeder's photos on built pages (issue 26 items 4 and 5), on the quick build of a copy whose
 * shih tzu galleries name fixture photos (`npm run build:photos`, scripts/build-photos.mjs, into
 * a quick fixture build, .cache/fixtures-species-photos/dist): AVIF and WebP variants with no location or camera metadata, the
 * first photo of a page loaded first, the others lazily, a byte budget at a phone's width, and
 * illustrations named as such only where a breed has no photo.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FIXTURE_LISTS, PHOTOS_SITE, PHOTO_BREED } from '../../../scripts/build-photos.mjs';
import { FIXTURE_CAMERA } from '../../fixtures/photos';
import { picked, pictures, slotWidth } from '../pictures';

const DIST = join(PHOTOS_SITE, 'dist');
if (!existsSync(join(DIST, 'index.html'))) throw new Error(`${DIST} has no build: run \`npm run build:photos\` first`);

const page = (path: string) => readFileSync(join(DIST, path, 'index.html'), 'utf8');
const BREED_PAGE = `/clousters/perros/bogota/${PHOTO_BREED}/`;
const OTHER_BREED_PAGE = '/clousters/perros/bogota/chihuahua/';

const photoTexts = (list: keyof typeof FIXTURE_LISTS) => FIXTURE_LISTS[list].map((p) => p.texto);

describe('photos of a breed in a place', () => {
  const html = page(BREED_PAGE);
  const all = pictures(html);

  it('shows every photo of the list, with its texto as alt and its width and height', () => {
    expect(all.map((p) => p.attrs.alt)).toEqual(photoTexts('content/images/puppies.json'));
    for (const p of all) {
      expect(Number(p.attrs.width), p.attrs.alt).toBeGreaterThan(0);
      expect(Number(p.attrs.height), p.attrs.alt).toBeGreaterThan(0);
      expect(p.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
      // 4:3 boxes get the photo's 4:3 cut: no pixel the box would hide is sent.
      expect(p.attrs.src).toMatch(/^\/fotos\/[a-z0-9-]+-[0-9a-f]{10}-960(?:-4x3)?\.webp$/);
      if (p.html.includes('aspect-[4/3]')) expect(Number(p.attrs.width) * 3, p.attrs.alt).toBe(Number(p.attrs.height) * 4);
    }
  });

  it('loads the first photo, the largest paint, at once and ahead of the rest; the others lazily', () => {
    const [first, ...rest] = all;
    expect(first!.attrs).toMatchObject({ loading: 'eager', fetchpriority: 'high', decoding: 'async' });
    expect(rest.length).toBeGreaterThan(0);
    for (const p of rest) {
      expect(p.attrs.loading, p.attrs.alt).toBe('lazy');
      expect(p.attrs.fetchpriority, p.attrs.alt).toBeUndefined();
    }
    // No other image of the page competes: the infographic gives way to the photo.
    expect(html).not.toMatch(/<img\b[^>]*fetchpriority="high"[^>]*src="\/img\//);
    expect((html.match(/fetchpriority="high"/g) ?? []).length).toBe(1);
  });

  it('names no illustration where the breed has photos', () => {
    expect(html).not.toContain('data-illustration-caption');
    expect(html).not.toContain('/img/cachorros/');
  });

  /**
   * Budget: at a 390 px phone (DPR 2), every photo of the page as the browser picks it (AVIF, the
   * narrowest variant at least twice the slot's CSS width; the lazy ones counted too, as a visitor
   * who scrolls loads them) stays under 300 KB, and the first photo, the LCP element, under 100 KB:
   * on Lighthouse's slow 4G (1.6 Mbit/s, about 200 KB/s) half a second for the largest paint's
   * bytes. The upright phone photo's full 960 px AVIF weighs 110 KB; its 4:3 cut, which the 4:3 box shows, 62 KB.
   */
  it('keeps the photos of a page under 300 KB at a 390 px phone, the first under 100 KB', () => {
    const chosen = all.map((p) => {
      const avif = p.sources.find((s) => s.type === 'image/avif')!;
      const choice = picked(avif.srcset, slotWidth(avif.sizes, 390) * 2);
      return { ...choice, bytes: readFileSync(join(DIST, choice.url)).length };
    });
    // The hero fills the column (358 px → 716 device px: the 720 variant); the grid's halves take 640.
    expect(chosen.map((c) => c.width)).toEqual([720, 640, 640]);
    expect(chosen[0]!.bytes).toBeLessThan(100 * 1024);
    expect(chosen.reduce((sum, c) => sum + c.bytes, 0)).toBeLessThan(300 * 1024);
  });
});

describe('photo files in dist/fotos/', () => {
  const urls = [...new Set([BREED_PAGE, '/'].flatMap((p) => pictures(page(p)).flatMap((pic) => [pic.attrs.src!, ...pic.sources.flatMap((s) => s.srcset.split(', ').map((c) => c.split(' ')[0]!))])))];

  it('serves every variant a page names, as wide as its srcset says, with no EXIF (GPS, camera), XMP or IPTC', async () => {
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) {
      const file = join(DIST, url);
      expect(existsSync(file), url).toBe(true);
      const bytes = readFileSync(file);
      const meta = await sharp(bytes).metadata();
      const [, width, cut] = /-(\d+)(-4x3)?\.(?:avif|webp)$/.exec(url)!;
      expect(meta.width, url).toBe(Number(width));
      if (cut) expect(meta.height, url).toBe((Number(width) * 3) / 4);
      expect({ exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, orientation: meta.orientation }, url).toEqual({ exif: undefined, xmp: undefined, iptc: undefined, orientation: undefined });
      expect(bytes.includes(Buffer.from(FIXTURE_CAMERA.Model)), url).toBe(false);
    }
  });

  it('keeps the phone photo upright: taller than wide, as it was taken', async () => {
    const upright = [...new Set([...urls, ...readdirSync(join(DIST, 'fotos')).map((n) => `/fotos/${n}`)])].filter((u) => u.includes('cachorra-en-la-finca') && !u.includes('-4x3'));
    expect(upright.length).toBeGreaterThan(0);
    for (const url of upright) {
      const { width, height } = await sharp(join(DIST, url)).metadata();
      expect(height!, url).toBeGreaterThan(width!);
    }
  });

  it('caches them for a year, immutable: their names change with the file', () => {
    expect(readFileSync(join(DIST, '_headers'), 'utf8')).toMatch(/^\/fotos\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
  });
});

describe('the home gallery', () => {
  const html = page('/');
  const gallery = /<ul[^>]*data-gallery[^>]*>([\s\S]*?)<\/ul>/.exec(html)![1]!;

  it('shows the breed’s photos from the island, lazily, and illustrations of the other breeds captioned with their breed ("Pug · ilustración")', () => {
    const photos = pictures(gallery);
    expect(photos.map((p) => p.attrs.alt).sort()).toEqual([...photoTexts('content/images/gallery.json')].sort());
    for (const p of photos) expect(p.attrs.loading).toBe('lazy');
    const illustrations = [...gallery.matchAll(/aria-label="(Ilustración de un cachorro [^"]+)"/g)].map((m) => m[1]);
    expect(illustrations.length).toBeGreaterThan(0);
    expect(illustrations.join(' ')).not.toMatch(/Shih Tzu/);
    const captions = [...gallery.matchAll(/data-illustration-caption[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(captions.sort()).toEqual(illustrations.map((a) => `${a!.replace(/^Ilustración de un cachorro /, '').replace(/ \(\d+\)$/, '')} · ilustración`).sort());
  });

  it('gives the island the photos’ sources in its props, so the shuffled gallery keeps them', () => {
    const props = /<astro-island[^>]*component-url="[^"]*GalleryShuffle[^"]*"[^>]*props="([^"]*)"/.exec(html)![1]!;
    expect(props).toContain('/fotos/cachorra-en-la-finca-');
    expect(props).toContain('.avif 320w');
  });
});

describe('a breed without photos', () => {
  it('keeps its infographic as the first image, and no drawings pass for puppies of the place (issue 41: the breed page shows them, captioned)', () => {
    const html = page(OTHER_BREED_PAGE);
    expect(html).not.toContain('<picture>');
    expect(html).toMatch(/<img\b[^>]*alt="[^"]*"[^>]*loading="eager"[^>]*fetchpriority="high"/);
    expect(html).not.toContain('alt="Ilustración de un cachorro');
  });
});
