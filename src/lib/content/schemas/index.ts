/**
 * Zod schemas for every file under `content/`, one module per species and one for each kind of
 * file the species share (places, images, redirects). They are shared by the Astro content
 * collections (src/content.config.ts) and by the unit tests, so a bad entry fails the build and
 * the tests with the same message. The schemas of the texts (content/texts/) are the *-texts.ts
 * beside them, read by src/lib/content/texts.ts.
 */
export * from './shared';
export * from './dogs';
export * from './cats';
export * from './livestock';
export * from './livestock-pages';
export * from './places';
export * from './images';
export * from './redirects';
