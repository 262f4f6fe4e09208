/**
 * Renders every share card (src/lib/share-cards.ts) to dist/og/<key>.png after the build:
 * 1200×630 PNG, letters drawn as paths from the Inter font files of @fontsource/inter.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import opentype, { type Glyph } from 'opentype.js';
import sharp from 'sharp';
import { readCatalog } from '../lib/content/disk-catalog';
import { renderShareCardSvg, type TextShaper } from '../lib/share-card-svg';
import { shareCards, shareImagePath } from '../lib/share-cards';
import { site } from '../lib/site';

const require = createRequire(import.meta.url);

/** Glyph by glyph with kerning: opentype.js's shaper rejects some of Inter's substitution tables. */
async function shaper(weight: 400 | 700 | 800): Promise<TextShaper> {
  const file = require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
  const bytes = await readFile(file);
  const font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
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
    path: (text, x, y, size) => {
      let d = '';
      layout(text, size, (glyph, dx) => {
        d += glyph.getPath(x + dx, y, size).toPathData(1);
      });
      return d;
    },
  };
}

export function shareImages(): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'share-images',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const fonts = { regular: await shaper(400), bold: await shaper(700), heavy: await shaper(800) };
        const footer = { brand: site.brand, host: new URL(site.siteUrl).host };
        const cards = shareCards(readCatalog(root));
        await mkdir(join(out, 'og'), { recursive: true });
        let bytes = 0;
        for (const card of cards) {
          const svg = renderShareCardSvg(card, fonts, footer);
          const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, colours: 64 }).toBuffer();
          bytes += png.length;
          await writeFile(join(out, shareImagePath(card.key)), png);
        }
        logger.info(`${cards.length} share images (${Math.round(bytes / 1024)} KiB)`);
      },
    },
  };
}
