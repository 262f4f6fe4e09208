/**
 * The page transforms of page-passes.ts, in a worker thread, so they run on another core while
 * Astro renders the next pages. Each message is one page as UTF-8 bytes (transferred, not copied)
 * and its file under dist/; the worker transforms the page and writes it there itself. Written
 * here, synchronously, a page costs the worker little; handed back to Astro, its write went
 * through Node's promise file API and thread pool (about 10 s of CPU for 6,500 pages on a 2-core
 * machine, 4 s of it on the thread that renders). Messages go one way: the worker says how many
 * pages it has done every `ackEvery` pages (page-passes.ts waits on that when too many are in
 * flight) and keeps what the CSP does not allow for the summary, so a page costs one message and
 * wakes the rendering thread only now and then. Pages are handled one at a time, in order, so the
 * summary comes after every page sent before it.
 * Bundled by page-passes.ts with esbuild (its relative imports are TypeScript), so nothing here
 * may need import.meta: the island loader and the policy come in workerData.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { islandDeferrer } from './defer-island-runtime';
import { cssPruner } from './prune-css';
import { hoistBodyStyles } from '../html';
import { pageViolations } from '../security-headers';

export interface PassesSetup {
  /** dist/ */
  out: string;
  /** The inline island loader (island-loader.ts). */
  loader: string;
  /** The inline scripts and image origins the CSP allows (security-headers.ts › sitePolicy). */
  scripts: string[];
  imageOrigins: string[];
  /** How many pages between two `done` messages. */
  ackEvery: number;
}
export type PageRequest = { file: string; bytes: Uint8Array } | { summary: true };
export type PageReply =
  | { done: number }
  | { summary: { pruned: string; deferred: string; inlined: string[]; violations: string[] }; done: number }
  | { error: string };
const { out, loader, scripts, imageOrigins, ackEvery } = workerData as PassesSetup;
const allowedScripts = new Set(scripts);
const allowedImageOrigins = new Set(imageOrigins);
const ready = cssPruner(out);
const { defer, summary: deferred } = islandDeferrer(out, loader);
const decoder = new TextDecoder();

const violations: string[] = [];
let done = 0;

async function handle(request: PageRequest): Promise<PageReply | undefined> {
  const { prune, summary: pruned, inlined } = await ready;
  if ('summary' in request) return { summary: { pruned: pruned(), deferred: deferred(), inlined: inlined(), violations }, done };
  const html = await defer(prune(hoistBodyStyles(decoder.decode(request.bytes))), request.file);
  for (const what of pageViolations(html, allowedScripts, allowedImageOrigins)) violations.push(`dist/${request.file}: ${what}`);
  const path = join(out, request.file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, html);
  return ++done % ackEvery === 0 ? { done } : undefined;
}

let queue = Promise.resolve();
parentPort!.on('message', (request: PageRequest) => {
  queue = queue.then(async () => {
    try {
      const reply = await handle(request);
      if (reply) parentPort!.postMessage(reply satisfies PageReply);
    } catch (error) {
      // The message only (a stack would name lines of the bundle), with the page: the rendering has gone on to later pages.
      const message = error instanceof Error ? error.message : String(error);
      parentPort!.postMessage({ error: 'file' in request ? `dist/${request.file}: ${message}` : message } satisfies PageReply);
    }
  });
});
