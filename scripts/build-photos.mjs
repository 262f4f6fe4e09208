#!/usr/bin/env node
/**
 * The shih tzu galleries with the breeder's photos instead of illustrations, for
 * tests/dist/fixture-builds/photos.test.ts: the photos are fixture files written by sharp
 * (tests/fixtures/photos.ts; among them a phone JPEG with a GPS position and Orientation 6),
 * since the repository ships none. Its copy is a quick build (BUILD_SUBSET=1,
 * scripts/fixture-sites.mjs); `npm run build:photos` builds it. Run through npm, so Node 24 runs
 * the fixture's TypeScript.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFixturePhotos } from '../tests/fixtures/photos.ts';
import { fixtureDir } from './fixture-sites.mjs';

/** The copy whose build holds the photos (its build is in dist/ under it). */
export const PHOTOS_SITE = fixtureDir('photos');
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

/** Writes the fixture photos into the copy at `dir` and names them in the breed's lists. */
export async function apply(dir) {
  await writeFixturePhotos(dir, ['cachorra-en-la-finca.jpg', 'camada.png', 'madre.webp']);
  for (const [file, photos] of Object.entries(FIXTURE_LISTS)) {
    const path = join(dir, file);
    const lists = JSON.parse(readFileSync(path, 'utf8'));
    writeFileSync(path, `${JSON.stringify({ ...lists, [PHOTO_BREED]: photos }, null, 2)}\n`);
  }
  return `photos: fixture photos in the ${PHOTO_BREED} galleries`;
}

