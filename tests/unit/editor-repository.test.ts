/**
 * What the editor reads of the repository it saves to, through GitHub's API: a folder not in the
 * repository is empty, but a folder that could not be read is unknown, so the library deletes no
 * photo it cannot check (src/admin/photos-in-use.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRepositoryFolder } from '@/admin/repository';

const source = { kind: 'github' as const, repo: 'criadero/sitio', branch: 'main' };
const answer = (status: number, body: unknown = {}) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

describe('a folder of the repository, read through GitHub', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('is its JSON files with their text', async () => {
    vi.stubGlobal('localStorage', { getItem: () => null });
    vi.stubGlobal('fetch', async (url: string) =>
      url.includes('contents/content/inventario?')
        ? answer(200, [{ path: 'content/inventario/pug.json', type: 'file' }, { path: 'content/inventario/.gitkeep', type: 'file' }])
        : answer(200, '{"fotos":[]}'),
    );
    expect(await readRepositoryFolder(source, 'content/inventario')).toEqual([{ path: 'content/inventario/pug.json', text: '{"fotos":[]}' }]);
  });
  it('is empty when the repository has no such folder (404), and unknown when GitHub does not answer or fails', async () => {
    vi.stubGlobal('localStorage', { getItem: () => null });
    vi.stubGlobal('fetch', async () => answer(404, { message: 'Not Found' }));
    expect(await readRepositoryFolder(source, 'content/inventario')).toEqual([]);
    vi.stubGlobal('fetch', async () => answer(500));
    expect(await readRepositoryFolder(source, 'content/inventario')).toBeNull();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await readRepositoryFolder(source, 'content/inventario')).toBeNull();
  });
});
