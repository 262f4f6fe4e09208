import type { z } from 'astro/zod';

/**
 * The one shape of a content error: "[content] <file>[:line:column]: [entry "id" › field: ]what is
 * wrong; how to fix it". Loaders, the catalog checks and the tests all throw it.
 */
export class ContentError extends Error {
  override name = 'ContentError';
}

export function contentFail(where: string, message: string): never {
  throw new ContentError(`[content] ${where}: ${message}`);
}

/** How to get a content file back as it was in the last commit. */
export const restoreFromGit = (file: string) => `recupérelo de git (git checkout -- ${file})`;

function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** ' (¿quiso decir "x"?)' for the closest candidate within a few typos, or ''. */
export function didYouMean(value: unknown, candidates: readonly string[]): string {
  if (typeof value !== 'string' || !value) return '';
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(value.length / 3)) + 1;
  for (const c of candidates) {
    const d = distance(value.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best === undefined ? '' : ` (¿quiso decir "${best}"?)`;
}
/** Formats a zod error as "field: message" lines, one per issue. */
export function describeIssues(error: z.ZodError, schema?: z.ZodType, input?: unknown): string {
  const at = (path: readonly PropertyKey[]) => path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key], input);
  const fields = schema && 'shape' in schema ? Object.keys(schema.shape as object) : [];
  return error.issues
    .map((issue) => {
      const where = issue.path.length ? issue.path.join('.') : '(entrada)';
      if (issue.code === 'unrecognized_keys' && !issue.path.length && fields.length) {
        const unknown = issue.keys.map((k) => `"${k}"${didYouMean(k, fields)}`).join(', ');
        return `${where}: ${issue.keys.length === 1 ? 'campo desconocido' : 'campos desconocidos'} ${unknown}; corrija su nombre o quítelo (los campos son: ${fields.join(', ')})`;
      }
      if (issue.code === 'invalid_type' && input !== undefined && at(issue.path) === undefined) return `${where}: falta; agréguelo`;
      return `${where}: ${issue.message}`;
    })
    .join('; ');
}
