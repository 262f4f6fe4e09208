/** Copies of the project's content to edit in a test (content/, public/ and any other files named) and other temporary folders, removed together. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const copies: string[] = [];

/** An empty temporary folder, removed with the copies. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  copies.push(dir);
  return dir;
}

/** A new copy of content/ and public/ (plus `extra` files of the project root); returns its root. */
export function copyProject(prefix: string, extra: readonly string[] = []): string {
  const root = tempDir(prefix);
  for (const entry of ['content', 'public', ...extra]) cpSync(entry, join(root, entry), { recursive: true });
  return root;
}

/** Rewrites a JSON file of a copy after `change` edits its parsed value in place. */
export function editJson(root: string, file: string, change: (json: any) => void): void {
  const json = JSON.parse(readFileSync(join(root, file), 'utf8'));
  change(json);
  writeFileSync(join(root, file), `${JSON.stringify(json, null, 2)}\n`);
}

/** Removes every copy made so far (for afterEach or afterAll). */
export function removeCopies(): void {
  copies.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true }));
}
