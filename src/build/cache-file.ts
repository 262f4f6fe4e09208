/**
 * A file of a build cache (node_modules/.cache/…): read when it exists, else computed and written
 * whole or not at all: to a temporary name, then renamed over the target. Two builds running at
 * once (scripts/build-fixtures.mjs) may write the same key; a reader never sees a half-written
 * file, nor does a build that was stopped halfway leave one behind.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';

export async function cachedFile(file: string, compute: () => Promise<Buffer>): Promise<{ bytes: Buffer; cached: boolean }> {
  try {
    return { bytes: await readFile(file), cached: true };
  } catch {
    const bytes = await compute();
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
    return { bytes, cached: false };
  }
}
