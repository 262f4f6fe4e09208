/**
 * Writes dist/img/infografias.svg after the build: every infographic of dist/img/infografias/ as a
 * <symbol> of one sprite (src/lib/images.ts › infographicSprite), which the catalogue cards use.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { INFOGRAPHIC_SPRITE, infographicSprite } from '../lib/images';

export function infographicSpriteIntegration(): AstroIntegration {
  return {
    name: 'infographic-sprite',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const folder = join(out, INFOGRAPHIC_SPRITE.replace(/\.svg$/, ''));
        const names = (await readdir(folder)).filter((f) => f.endsWith('.svg'));
        const files = await Promise.all(names.map(async (f) => ({ name: f.replace(/\.svg$/, ''), svg: await readFile(join(folder, f), 'utf8') })));
        await writeFile(join(out, INFOGRAPHIC_SPRITE), infographicSprite(files));
        logger.info(`${INFOGRAPHIC_SPRITE}: ${files.length} infographics`);
      },
    },
  };
}
