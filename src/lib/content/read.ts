/**
 * Reads content files from disk for the Astro loader (src/content.config.ts) and for tests and
 * build scripts (disk-catalog.ts): a deleted file and an image path with no file behind it are
 * reported as what the editor has to do, not as a raw ENOENT or a broken image on the site.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ContentError, contentFail, restoreFromGit } from './errors';
import { contentFiles, parseContentFile, type ContentData, type ContentFile, type ContentKey } from './files';

/** The text of a file under the project root; a missing file says how to get it back. */
export function readContentText(root: string, file: string): string {
  try {
    return readFileSync(join(root, file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new ContentError(`[content] file missing: ${file} — ${restoreFromGit(file)}`);
  }
}

/**
 * Checks that every image an entry names by site path ("/img/…") is a file under public/.
 * Addresses on another host (https://…) cannot be checked at build time and are left alone.
 */
export function checkImageFiles(key: ContentKey, entries: { id: string; data: unknown }[], exists: (publicPath: string) => boolean): void {
  const def: ContentFile = contentFiles[key];
  if (!def.images) return;
  for (const { id, data } of entries) {
    for (const { field, url } of def.images(data as Record<string, unknown>)) {
      if (!url.startsWith('/')) continue;
      const path = decodeURI(url.split(/[?#]/)[0]!);
      if (!exists(path)) {
        contentFail(def.file, `entry "${id}" › ${field}: "${url}" does not exist (no file public${path}); add the image under public/ or correct the path`);
      }
    }
  }
}

/** One content file read, validated and with its images checked. */
export function readContentFile<K extends ContentKey>(key: K, root: string): { id: string; data: ContentData<K> }[] {
  const entries = parseContentFile(key, readContentText(root, contentFiles[key].file));
  checkImageFiles(key, entries, (path) => existsSync(join(root, 'public', path)));
  return entries;
}
