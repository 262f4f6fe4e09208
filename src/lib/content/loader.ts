/**
 * The Astro loader of the one `content` collection (src/content.config.ts): one entry per file
 * of the registry (id = registry key, data = { entries } in file order), read and checked by
 * read.ts like in the tests, so a bad file fails `astro build` with the same message, before any
 * page is rendered (the checks between files run here too). One entry
 * per file also means an optional file with no entries (price-ranges.json) is never an empty
 * collection, which Astro would warn about on every build. A folder entry of the registry
 * (content/inventario/: one file per litter or lot) is one entry too, holding every file's entry.
 */
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import { buildCatalog, type RawCatalog } from './catalog';
import { contentFiles, type ContentKey } from './files';
import { readContentFile } from './read';

const keys = Object.keys(contentFiles) as ContentKey[];

export const contentLoader: Loader = {
  name: 'content-files',
  load: async ({ store, config, watcher, logger }) => {
    const root = fileURLToPath(config.root);
    const paths = new Set(keys.map((key) => join(root, contentFiles[key].file)));
    // A folder entry (content/inventario/): any file added, changed or removed inside it.
    const folders = keys.filter((key) => 'folder' in contentFiles[key]).map((key) => join(root, contentFiles[key].file) + sep);
    const watched = (path: string) => paths.has(path) || folders.some((folder) => path.startsWith(folder));
    const sync = () => {
      const files = keys.map((key) => ({ key, entries: readContentFile(key, root).map((e) => e.data) }));
      // The checks between files too, so a bad reference stops the build here, before any page
      // (two pages at one URL are found where the pages are assembled: src/lib/pages/collisions.ts).
      buildCatalog(Object.fromEntries(files.map(({ key, entries }) => [key, entries])) as RawCatalog, root);
      store.clear();
      for (const { key, entries } of files) store.set({ id: key, data: { entries }, filePath: contentFiles[key].file });
    };
    sync();
    for (const path of paths) watcher?.add(path);
    const reload = (changed: string) => {
      if (!watched(changed)) return;
      logger.info(`Reloading ${changed.slice(root.length)}`);
      try {
        sync();
      } catch (error) {
        logger.error((error as Error).message);
      }
    };
    for (const event of ['change', 'add', 'unlink'] as const) watcher?.on(event, reload);
  },
};
