// The icon sprite that every page's icons reference (src/lib/views/icons.ts).
import type { APIRoute } from 'astro';
import { iconSprite } from '@/lib/views/icons';

export const GET: APIRoute = () => new Response(iconSprite(), { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
