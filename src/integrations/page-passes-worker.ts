/**
 * The page transforms of page-passes.ts, in a worker thread, so they run on another core while
 * Astro renders the next pages. Each message is one page as UTF-8 bytes (transferred, not copied)
 * and its file under dist/; the worker transforms the page, writes it there itself and replies
 * with what in it the CSP does not allow. Written here, synchronously, a page costs the worker
 * little; handed back to Astro, its write went through Node's promise file API and thread pool
 * (some 10 s of CPU for 6,500 pages on this 2-core machine, 4 s of it on the thread that renders).
 * Bundled by page-passes.ts with esbuild (its relative imports are TypeScript), so nothing here
 * may need import.meta: the island loader and the policy come in workerData.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { islandDeferrer } from './defer-island-runtime';
import { cssPruner } from './prune-css';
import { hoistBodyStyles } from '../build/html';
import { pageViolations } from '../build/security-headers';

export interface PassesSetup {
  /** dist/ */
  out: string;
  /** The inline island loader (island-loader.ts). */
  loader: string;
  /** The inline scripts and image origins the CSP allows (security-headers.ts › sitePolicy). */
  scripts: string[];
  imageOrigins: string[];
}
export type PageRequest = { id: number; file: string; bytes: Uint8Array } | { id: number; summary: true };
export type PageReply =
  | { id: number; violations: string[] }
  | { id: number; summary: { pruned: string; deferred: string; inlined: string[] } }
  | { id: number; error: string };

const { out, loader, scripts, imageOrigins } = workerData as PassesSetup;
const allowedScripts = new Set(scripts);
const allowedImageOrigins = new Set(imageOrigins);
const ready = cssPruner(out);
const { defer, summary: deferred } = islandDeferrer(out, loader);
const decoder = new TextDecoder();

parentPort!.on('message', async (request: PageRequest) => {
  try {
    const { prune, summary: pruned, inlined } = await ready;
    if ('summary' in request) return parentPort!.postMessage({ id: request.id, summary: { pruned: pruned(), deferred: deferred(), inlined: inlined() } } satisfies PageReply);
    const html = await defer(prune(hoistBodyStyles(decoder.decode(request.bytes))), request.file);
    const violations = pageViolations(html, allowedScripts, allowedImageOrigins).map((what) => `dist/${request.file}: ${what}`);
    const path = join(out, request.file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, html);
    parentPort!.postMessage({ id: request.id, violations } satisfies PageReply);
  } catch (error) {
    // The message only: a stack would name lines of the bundle.
    parentPort!.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies PageReply);
  }
});
