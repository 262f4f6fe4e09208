/** The files of a built dist/ that the post-build integrations read and rewrite. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every file under `dir` whose name ends with `ext`, as full paths, sorted (so builds are
 * reproducible). Read synchronously: the promise API waits on the thread pool once per folder,
 * 0.4 s for the 6,500 folders of dist/ against 0.1 s.
 */
export function filesUnder(dir: string, ext: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(ext)).map((e) => join(e.parentPath, e.name)).sort();
}
