/** One content collection, `content`, with one entry per content file (src/lib/content/loader.ts). */
import { defineCollection } from 'astro:content';
import { contentLoader } from './lib/content/loader';

export const collections = { content: defineCollection({ loader: contentLoader }) };
