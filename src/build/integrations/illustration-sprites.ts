/**
 * Writes one sprite per folder of drawings after the build (dist/img/infografias.svg,
 * dist/img/cachorros.svg): every SVG of dist/img/{folder}/ as a <symbol> (src/lib/views/images.ts ›
 * illustrationSprite). The catalogue cards and the home gallery use them.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { illustrationSprite, SPRITE_FOLDERS } from '../../lib/views/images';

export function illustrationSprites(): AstroIntegration {
  return {
    name: 'illustration-sprites',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const img = join(fileURLToPath(dir), 'img');
        for (const folder of SPRITE_FOLDERS) {
          const names = (await readdir(join(img, folder))).filter((f) => f.endsWith('.svg'));
          const files = await Promise.all(names.map(async (f) => ({ name: f.replace(/\.svg$/, ''), svg: await readFile(join(img, folder, f), 'utf8') })));
          await writeFile(join(img, `${folder}.svg`), illustrationSprite(folder, files));
          logger.info(`/img/${folder}.svg: ${files.length} drawings`);
        }
      },
    },
  };
}
