/**
 * The site's own drawings as files (public/img/…, scripts/generate-illustrations.mjs), for the
 * pages that inline one (src/lib/views/images.ts › inlineCardDrawing, which keeps what it read).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The text of the drawing served at `src` ("/img/infografias/pug.svg"), from public/. */
export function drawingFile(src: string, root = process.cwd()): string {
  return readFileSync(join(root, 'public', src), 'utf8');
}
