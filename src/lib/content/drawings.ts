/**
 * The site's own drawings as files (public/img/…, scripts/generate-illustrations.mjs), read once
 * per build for the pages that inline one (src/lib/views/images.ts › cardDrawingShapes).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const read = new Map<string, string>();

/** The text of the drawing served at `src` ("/img/infografias/pug.svg"), from public/. */
export function drawingFile(src: string, root = process.cwd()): string {
  let svg = read.get(src);
  if (svg === undefined) read.set(src, (svg = readFileSync(join(root, 'public', src), 'utf8')));
  return svg;
}
