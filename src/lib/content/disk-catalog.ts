/** Reads the catalog straight from `content/` with Node, for tests and build scripts. */
import type { Catalog, RawCatalog } from './catalog';
import { catalogFor } from './subset';
import { contentFiles, type ContentKey } from './files';
import { readContentFile } from './read';

export function readCatalog(root = process.cwd()): Catalog {
  const raw = Object.fromEntries(
    (Object.keys(contentFiles) as ContentKey[]).map((key) => [key, readContentFile(key, root).map((e) => e.data)]),
  ) as RawCatalog;
  return catalogFor(raw, process.env, root);
}
