// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { site } from './src/lib/site.ts';
import { redirectFiles } from './src/integrations/redirect-files.ts';

export default defineConfig({
  site: site.siteUrl,
  output: 'static',
  trailingSlash: 'always',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  compressHTML: true,
  prefetch: false,
  devToolbar: { enabled: false },
  integrations: [
    react(),
    sitemap({
      // noindex pages and redirect stubs are not in the sitemap; stubs are written after it.
      filter: (page) => !/\/co\/tienda\/$/.test(page) && !/\/404\/?$/.test(page) && !/\/page\/\d+\/$/.test(page),
    }),
    redirectFiles(),
  ],
  vite: { plugins: [tailwindcss()] },
});
