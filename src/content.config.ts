/**
 * Content collections over `content/`. Each collection uses the same file registry and
 * schemas as the tests (src/lib/content), so a malformed entry fails `astro build` with
 * "[content] file: entry "id" › field: message".
 */
import { readFile } from 'node:fs/promises';
import { defineCollection } from 'astro:content';
import type { Loader } from 'astro/loaders';
import { contentFiles, ORDER_KEY, parseContentFile, type ContentKey } from './lib/content/files';

function jsonLoader(key: ContentKey): Loader {
  const { file } = contentFiles[key];
  return {
    name: `content-${key}`,
    load: async ({ store, config, watcher }) => {
      const url = new URL(file, config.root);
      const entries = parseContentFile(key, await readFile(url, 'utf8'));
      store.clear();
      // getCollection() returns entries sorted by id; ORDER_KEY keeps the file's order, which the site shows.
      entries.forEach(({ id, data }, i) => store.set({ id, data: { ...(data as Record<string, unknown>), [ORDER_KEY]: i }, filePath: file }));
      watcher?.add(url.pathname);
    },
  };
}

export const collections = Object.fromEntries(
  (Object.keys(contentFiles) as ContentKey[]).map((key) => [key, defineCollection({ loader: jsonLoader(key) })]),
) as Record<ContentKey, ReturnType<typeof defineCollection>>;
