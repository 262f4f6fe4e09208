/**
 * Runs on every page as `astro dev` renders it: moves the `<style>` Astro writes into the body to
 * the head, so every page is valid HTML. A build does the same in its one pass over each rendered
 * page (src/build/integrations/page-passes.ts), which already holds the page as text: decoding and
 * encoding every page once more here cost about two seconds of a full build.
 */
import { defineMiddleware } from 'astro:middleware';
import { hoistBodyStyles } from '@/build/html';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!import.meta.env.DEV || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(hoistBodyStyles(await response.text()), response);
});
