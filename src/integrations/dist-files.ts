/** The files of a built dist/ that the post-build integrations read and rewrite. */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Every file under `dir` whose name ends with `ext`, as full paths, sorted (so builds are reproducible). */
export async function filesUnder(dir: string, ext: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(ext)).map((e) => join(e.parentPath, e.name)).sort();
}
