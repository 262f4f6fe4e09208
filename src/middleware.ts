/**
 * Runs on every page as Astro renders it (at build time for this static site, and in `astro dev`):
 * moves the `<style>` Astro writes into the body to the head, so every page is valid HTML.
 */
import { defineMiddleware } from 'astro:middleware';
import { hoistBodyStyles } from '@/build/html';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(hoistBodyStyles(await response.text()), response);
});
