// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { site } from './src/lib/content/site.ts';
import { redirectFiles } from './src/build/integrations/redirect-files.ts';
import { shareImages } from './src/build/integrations/share-images.ts';
import { photos } from './src/build/integrations/photos.ts';
import { illustrationSprites } from './src/build/integrations/illustration-sprites.ts';
import { readCatalog } from './src/lib/content/disk-catalog.ts';
import { sitemapRules } from './src/lib/pages/sitemap.ts';
import { siteGuard } from './src/build/integrations/site-guard.ts';
import { clientInteraction } from './src/build/integrations/client-interaction.ts';
import { pagePasses } from './src/build/integrations/page-passes.ts';
import { admin } from './src/build/integrations/admin.ts';
import { buildStatusFile } from './src/build/integrations/build-status.ts';

/** The sitemap's rules, computed once, when the sitemap is written (after the content is read and checked). */
let rules;
const sitemapRules$ = () => (rules ??= sitemapRules(readCatalog()));

export default defineConfig({
  site: site.siteUrl,
  output: 'static',
  trailingSlash: 'always',
  // The stylesheet is linked, and page-passes.ts puts each page's trimmed copy inline as Astro renders it.
  // A few pages in flight (the page-passes worker writes the files): with concurrency 1 a clean build took
  // about 1.25 times as long (4 alternating pairs on a 2-core machine).
  build: { format: 'directory', inlineStylesheets: 'never', concurrency: 4 },
  compressHTML: true,
  prefetch: false,
  devToolbar: { enabled: false },
  integrations: [
    siteGuard(),
    react(),
    clientInteraction(),
    sitemap({
      // Which pages and their lastmod: src/lib/pages/sitemap.ts (indexed families, the dates of the content each page shows).
      // Redirect stubs are written after it.
      filter: (page) => sitemapRules$().includes(new URL(page).pathname),
      serialize: (item) => ({ ...item, lastmod: sitemapRules$().lastmod(new URL(item.url).pathname) }),
    }),
    redirectFiles(),
    shareImages(),
    photos(),
    illustrationSprites(),
    // After redirectFiles: its stubs are HTML files too. Prunes CSS, defers the island runtime, checks the CSP, writes _headers.
    pagePasses(),
    // The breeder's editor, written into dist/admin/ after the pages: no page, sitemap or ledger sees it.
    admin(),
    // dist/estado.json: commit, branch, build day and the inventory entries left out (not a page).
    buildStatusFile(),
  ],
  vite: { plugins: [tailwindcss()] },
});
