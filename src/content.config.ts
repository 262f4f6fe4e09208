/**
 * One content collection, `content`, with one entry per file of the registry in
 * src/lib/content/files.ts (id = registry key, data = the file's validated entries in file
 * order). The files are read and checked by the same code as the tests (src/lib/content/read.ts),
 * so a bad file fails `astro build` with "[content] file: entry "id" › field: what to fix".
 * One entry per file also means an optional file with no entries (price-ranges.json) is not an
 * empty collection, which Astro would warn about on every build.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineCollection } from 'astro:content';
import type { Loader } from 'astro/loaders';
import { contentFiles, type ContentKey } from './lib/content/files';
import { readContentFile } from './lib/content/read';

const keys = Object.keys(contentFiles) as ContentKey[];

const contentLoader: Loader = {
  name: 'content-files',
  load: async ({ store, config, watcher, logger }) => {
    const root = fileURLToPath(config.root);
    const paths = new Set(keys.map((key) => join(root, contentFiles[key].file)));
    const sync = () => {
      const files = keys.map((key) => ({ key, entries: readContentFile(key, root).map((e) => e.data) }));
      store.clear();
      for (const { key, entries } of files) store.set({ id: key, data: { entries }, filePath: contentFiles[key].file });
    };
    sync();
    for (const path of paths) watcher?.add(path);
    watcher?.on('change', (changed) => {
      if (!paths.has(changed)) return;
      logger.info(`Reloading ${changed.slice(root.length)}`);
      try {
        sync();
      } catch (error) {
        logger.error((error as Error).message);
      }
    });
  },
};

export const collections = { content: defineCollection({ loader: contentLoader }) };
