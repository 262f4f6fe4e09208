#!/usr/bin/env node
/**
 * Builds the quick build (BUILD_SUBSET=1) of a copy of the project whose shih tzu galleries hold
 * the breeder's photos instead of illustrations, into .cache/photos-site/dist, for
 * tests/dist/photos.test.ts: the photos are fixture files written by sharp
 * (tests/fixtures/photos.ts; among them a phone JPEG with a GPS position and Orientation 6),
 * since the repository ships none. Run through npm, so Node 24 runs the fixture's TypeScript.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCopy, copyProject } from './project-copy.mjs';
import { writeFixturePhotos } from '../tests/fixtures/photos.ts';

export const PHOTOS_SITE = '.cache/photos-site';
/**
 * The breed whose lists get photos, and the photos each list names (content/images/*.json): the
 * breed of the registry's example breed-in-place page, which `npm run bench:lighthouse` measures.
 */
export const PHOTO_BREED = 'shih-tzu';
export const FIXTURE_LISTS = {
  'content/images/gallery.json': [
    { archivo: 'fotos/cachorra-en-la-finca.jpg', texto: 'Cachorra shih tzu blanca sentada en el pasto de la finca' },
    { archivo: 'fotos/madre.webp', texto: 'Madre shih tzu de pelo largo junto a la ventana' },
  ],
  'content/images/puppies.json': [
    { archivo: 'fotos/cachorra-en-la-finca.jpg', texto: 'Cachorra shih tzu blanca sentada en el pasto de la finca' },
    { archivo: 'fotos/camada.png', texto: 'Camada de cuatro cachorros shih tzu dormidos en su cama' },
    { archivo: 'fotos/madre.webp', texto: 'Madre shih tzu de pelo largo junto a la ventana' },
  ],
};

if (import.meta.main) {
  const root = process.cwd();
  const dir = copyProject(root, join(root, PHOTOS_SITE));
  await writeFixturePhotos(dir, ['cachorra-en-la-finca.jpg', 'camada.png', 'madre.webp']);
  for (const [file, photos] of Object.entries(FIXTURE_LISTS)) {
    const path = join(dir, file);
    const lists = JSON.parse(readFileSync(path, 'utf8'));
    writeFileSync(path, `${JSON.stringify({ ...lists, [PHOTO_BREED]: photos }, null, 2)}\n`);
  }
  console.log(`photos build: fixture photos in the ${PHOTO_BREED} galleries of a copy; quick build into ${PHOTOS_SITE}/dist`);
  buildCopy(dir, { BUILD_SUBSET: '1' });
  console.log('photos build: done');
}
