/**
 * Renders every share card (src/lib/views/share-cards.ts) to dist/og/<key>.png: drawn from
 * astro:build:start on, while Vite builds, and written after the build. 1200×630 PNG, letters
 * drawn as paths from the Inter font files of @fontsource/inter. A PNG is cached by the hash of
 * its SVG and the rasteriser's settings (node_modules/.cache/share-images),
 * so a build redraws only the cards whose text changed: the same SVG always gives the same bytes.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import opentype, { type Glyph } from 'opentype.js';
import sharp from 'sharp';
import { cachedFile } from '../cache-file';
import { readCatalog } from '../../lib/content/disk-catalog';
import { ContentError } from '../../lib/content/errors';
import { renderShareCardSvg, unfitTitles, type TextShaper } from '../share-card-svg';
import { shareCards, shareImagePath, type ShareCard } from '../../lib/views/share-cards';
import { site } from '../../lib/content/site';

const require = createRequire(import.meta.url);

const PNG_OPTIONS = { compressionLevel: 9, palette: true, colours: 64 } as const;
const CACHE_KEY = `sharp ${sharp.versions.sharp} libvips ${sharp.versions.vips} png ${Object.entries(PNG_OPTIONS).join(' ')}`;

/** The PNG of a card's SVG, from the cache when the same SVG was rasterised before. */
async function cardPng(svg: string, cacheDir: string): Promise<{ png: Buffer; cached: boolean }> {
  const file = join(cacheDir, `${createHash('sha256').update(CACHE_KEY).update(svg).digest('hex')}.png`);
  const { bytes, cached } = await cachedFile(file, () => sharp(Buffer.from(svg)).png(PNG_OPTIONS).toBuffer());
  return { png: bytes, cached };
}

/** Glyph by glyph with kerning: opentype.js's shaper rejects some of Inter's substitution tables. */
async function shaper(weight: 400 | 700 | 800): Promise<TextShaper> {
  const file = require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
  const bytes = await readFile(file);
  const font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const paths = new Map<string, string>();
  const layout = (text: string, size: number, draw?: (glyph: Glyph, x: number) => void) => {
    const scale = size / font.unitsPerEm;
    let x = 0;
    let previous: Glyph | undefined;
    for (const char of text) {
      const glyph = font.charToGlyph(char);
      if (previous) x += font.getKerningValue(previous, glyph) * scale;
      draw?.(glyph, x);
      x += (glyph.advanceWidth ?? 0) * scale;
      previous = glyph;
    }
    return x;
  };
  return {
    width: (text, size) => layout(text, size),
    // The footer, the kickers and the subtitles recur on many cards: each text at a place is drawn once per build.
    path: (text, x, y, size) => {
      const key = `${x} ${y} ${size} ${text}`;
      let d = paths.get(key);
      if (d === undefined) {
        d = '';
        layout(text, size, (glyph, dx) => {
          d += glyph.getPath(x + dx, y, size).toPathData(1);
        });
        paths.set(key, d);
      }
      return d;
    },
  };
}

/** Every card's PNG, drawn or from the cache, with its path under dist/. */
async function cardImages(cards: readonly ShareCard[], heavy: TextShaper, cacheDir: string) {
  const fonts = { regular: await shaper(400), bold: await shaper(700), heavy };
  const footer = { brand: site.brand, host: new URL(site.siteUrl).host };
  await mkdir(cacheDir, { recursive: true });
  const images: { path: string; png: Buffer; cached: boolean }[] = [];
  // One card at a time: Vite's build, which this overlaps, runs between them.
  for (const card of cards) images.push({ path: shareImagePath(card.key), ...(await cardPng(renderShareCardSvg(card, fonts, footer), cacheDir)) });
  return images;
}

export function shareImages(): AstroIntegration {
  let root = process.cwd();
  let images: ReturnType<typeof cardImages> | undefined;
  return {
    name: 'share-images',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      // A name too long for its card stops the build before any page is rendered. Then the cards are
      // drawn while Vite builds, and written once dist/ holds the pages.
      'astro:build:start': async () => {
        const cards = shareCards(readCatalog(root));
        const heavy = await shaper(800);
        const [first] = unfitTitles(cards, heavy);
        if (first) throw new ContentError(first);
        images = cardImages(cards, heavy, join(root, 'node_modules', '.cache', 'share-images'));
        images.catch(() => {}); // reported where it is awaited
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const cards = await images!;
        await mkdir(join(out, 'og'), { recursive: true });
        for (const { path, png } of cards) await writeFile(join(out, path), png);
        const bytes = cards.reduce((sum, { png }) => sum + png.length, 0);
        const drawn = cards.filter(({ cached }) => !cached).length;
        logger.info(`${cards.length} share images (${Math.round(bytes / 1024)} KiB; ${drawn} drawn, ${cards.length - drawn} from the cache)`);
      },
    },
  };
}
