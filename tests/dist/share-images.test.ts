/** Link previews: every page's og:image is a built PNG of 1200×630 under 300 KB, as its meta says. */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages } from './pages';

const pages = builtPages();
const metaOf = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

/** Width and height from a PNG's IHDR chunk; null when the file is not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = '89504e470d0a1a0a';
  if (bytes.subarray(0, 8).toString('hex') !== signature || bytes.subarray(12, 16).toString('ascii') !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('share images', () => {
  const images = new Map<string, string>();
  for (const page of pages) {
    const url = metaOf(page.html, 'og:image');
    if (url) images.set(new URL(url).pathname, page.path);
  }

  it('every page names one, with its type, size and a text alternative', () => {
    const missing = pages.filter((p) => !metaOf(p.html, 'og:image') || !metaOf(p.html, 'og:image:alt')).map((p) => p.path);
    expect(missing).toEqual([]);
    const wrongMeta = pages.filter((p) => metaOf(p.html, 'og:image:width') !== '1200' || metaOf(p.html, 'og:image:height') !== '630' || metaOf(p.html, 'og:image:type') !== 'image/png');
    expect(wrongMeta.map((p) => p.path)).toEqual([]);
  });

  it(`each of them is a built PNG of 1200×630 under 300 KB`, () => {
    expect(images.size).toBeGreaterThan(100);
    const bad: string[] = [];
    for (const [path, page] of images) {
      const file = join('dist', path);
      let bytes: Buffer;
      try {
        bytes = readFileSync(file);
      } catch {
        bad.push(`${path} (from ${page}): not built`);
        continue;
      }
      const size = pngSize(bytes);
      if (!size || size.width !== 1200 || size.height !== 630) bad.push(`${path}: ${size ? `${size.width}×${size.height}` : 'not a PNG'}`);
      if (statSync(file).size > 300 * 1024) bad.push(`${path}: ${statSync(file).size} bytes`);
    }
    expect(bad).toEqual([]);
  });

  it('a breed page shares its own breed card', () => {
    const page = pages.find((p) => p.path === '/venta-perros/bulldog-frances/');
    expect(page && metaOf(page.html, 'og:image')).toMatch(/\/og\/perros-bulldog-frances\.png$/);
  });
});
