/** Reads the catalog straight from `content/` with Node, for tests and build scripts. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCatalog, type Catalog, type RawCatalog } from './catalog';
import { contentFiles, parseContentFile, type ContentKey } from './files';

export function readCatalog(root = process.cwd()): Catalog {
  const raw = Object.fromEntries(
    (Object.keys(contentFiles) as ContentKey[]).map((key) => [
      key,
      parseContentFile(key, readFileSync(join(root, contentFiles[key].file), 'utf8')).map((e) => e.data),
    ]),
  ) as RawCatalog;
  return buildCatalog(raw);
}
