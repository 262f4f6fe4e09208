// robots.txt with the sitemap on the configured public origin.
import type { APIRoute } from 'astro';
import { absoluteUrl } from '@/lib/content/site';

export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap-index.xml')}\n`, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
