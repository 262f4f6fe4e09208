/**
 * What the editor reads of the repository it saves to, besides the entry on screen: through
 * GitHub's API with the breeder's login (Decap keeps its token in localStorage), or through
 * decap-server where the editor saves on this computer.
 */
export type LiveSource = { kind: 'local'; url: string } | { kind: 'github'; repo: string; branch: string };

function githubToken(): string | undefined {
  try {
    return JSON.parse(localStorage.getItem('decap-cms-user') ?? 'null')?.token;
  } catch {
    return undefined;
  }
}

/** A GET of GitHub's API for the repository (`rest` after /repos/{repo}/), or null when it does not answer; `missing`, whether a 404 answers too (a folder not in the repository). */
export async function githubGet(source: Extract<LiveSource, { kind: 'github' }>, rest: string, accept = 'application/vnd.github+json', missing = false): Promise<Response | null> {
  const token = githubToken();
  const response = await fetch(`https://api.github.com/repos/${source.repo}/${rest}`, {
    headers: { Accept: accept, ...(token ? { Authorization: `token ${token}` } : {}) },
    cache: 'no-store',
  }).catch(() => null);
  return response?.ok || (missing && response?.status === 404) ? response : null;
}

/** An action of decap-server (`getEntry`, `entriesByFolder`) on the branch it edits: its answer, or null when it does not answer. */
async function askDecapServer<T>(source: Extract<LiveSource, { kind: 'local' }>, action: string, params: Record<string, unknown>): Promise<T | null> {
  try {
    const response = await fetch(source.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action, params: { branch: 'main', ...params } }),
      cache: 'no-store',
    });
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

/** The text of a file of the repository as saved now (`content/site.json`), or null when it cannot be read. */
export async function readRepositoryFile(source: LiveSource, path: string): Promise<string | null> {
  if (source.kind === 'github') {
    const response = await githubGet(source, `contents/${path}?ref=${encodeURIComponent(source.branch)}`, 'application/vnd.github.raw+json');
    return response ? response.text() : null;
  }
  const entry = await askDecapServer<{ data?: unknown }>(source, 'getEntry', { path });
  return typeof entry?.data === 'string' ? entry.data : null;
}

/** The files of a folder of the repository as saved now (`content/inventario`), with their text; null when it cannot be read. */
export async function readRepositoryFolder(source: LiveSource, folder: string): Promise<{ path: string; text: string }[] | null> {
  if (source.kind === 'github') {
    const response = await githubGet(source, `contents/${folder}?ref=${encodeURIComponent(source.branch)}`, undefined, true);
    // no answer: unknown (a photo is then not deleted); a folder not in the repository (no litter saved yet): nothing in it
    if (!response) return null;
    if (response.status === 404) return [];
    const listing = (await response.json()) as { path: string; type: string }[];
    const files = await Promise.all(
      listing.filter((f) => f.type === 'file' && f.path.endsWith('.json')).map(async (f) => ({ path: f.path, text: await readRepositoryFile(source, f.path) })),
    );
    return files.every((f) => f.text !== null) ? (files as { path: string; text: string }[]) : null;
  }
  const entries = await askDecapServer<{ data: string | null; file: { path: string } }[]>(source, 'entriesByFolder', { folder, extension: 'json', depth: 1 });
  return entries && entries.filter((e) => typeof e.data === 'string').map((e) => ({ path: e.file.path, text: e.data as string }));
}
