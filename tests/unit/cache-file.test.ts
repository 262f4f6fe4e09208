import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cachedFile } from '@/build/cache-file';

describe('cachedFile', () => {
  it('computes a missing file once, writes it whole under its name, and reads it afterwards', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cache-file-'));
    const file = join(dir, 'key.png');
    let computed = 0;
    const compute = async () => {
      computed++;
      return Buffer.from('bytes');
    };
    expect(await cachedFile(file, compute)).toEqual({ bytes: Buffer.from('bytes'), cached: false });
    expect(await cachedFile(file, compute)).toEqual({ bytes: Buffer.from('bytes'), cached: true });
    expect(computed).toBe(1);
    expect(readFileSync(file, 'utf8')).toBe('bytes');
    // No temporary file is left beside it.
    expect(readdirSync(dir)).toEqual(['key.png']);
  });

  it('writes nothing when the computation fails', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cache-file-'));
    await expect(cachedFile(join(dir, 'key.png'), () => Promise.reject(new Error('encoder failed')))).rejects.toThrow('encoder failed');
    expect(readdirSync(dir)).toEqual([]);
  });
});
