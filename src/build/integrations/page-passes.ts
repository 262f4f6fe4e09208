/**
 * The one pass over the built pages: each page's body styles are moved to its head
 * (src/build/html.ts; src/middleware.ts does it in `astro dev`), its inline CSS pruned
 * (prune-css.ts), its island runtime deferred (defer-island-runtime.ts) and the result checked
 * against the CSP (security-headers.ts) as Astro renders it, before Astro writes the file, so no
 * page is read back from disk, written twice or decoded and encoded again by a middleware. The
 * prerenderer Astro uses is wrapped for that (`setPrerenderer`); the client bundles these passes
 * read are already in dist/_astro/ then. The transforms run in a worker thread
 * (page-passes-worker.ts), on another core than Astro's rendering, and the worker writes each
 * page to dist/ itself: the response handed back to Astro has no body, so Astro writes nothing
 * (its log then says "file not created, response body was empty" after each page; the worker
 * created it, and this pass's log line after the build counts them).
 * The HTML files written after rendering (redirect-files.ts's stubs) are read and rewritten
 * after the build. Then dist/_headers is written, unless a page broke the policy.
 */
import { readFile, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AstroIntegration, AstroPrerenderer } from 'astro';
import { build } from 'esbuild';
import { filesUnder } from './dist-files';
import { islandLoaderScript } from './island-loader';
import type { PageReply, PageRequest, PassesSetup } from './page-passes-worker';
import { failOnViolations, sitePolicy, writeHeaders } from './security-headers';

/** What the worker needs that does not depend on the rendered pages: the policy, the island loader, its own code. */
async function preparePasses(out: string) {
  const [policy, loader, bundled] = await Promise.all([
    sitePolicy(),
    islandLoaderScript(),
    // Node runs no TypeScript with extensionless imports: the worker is bundled, as the island loader is.
    build({ entryPoints: [fileURLToPath(new URL('./page-passes-worker.ts', import.meta.url))], bundle: true, platform: 'node', format: 'cjs', write: false, logLevel: 'silent' }),
  ]);
  const setup: PassesSetup = { out, loader, scripts: [...policy.scripts], imageOrigins: [...policy.imageOrigins], ackEvery: ACK_EVERY };
  return { policy, setup, code: bundled.outputFiles[0]!.text };
}

/** How many pages may wait for the worker before rendering waits for it, and how often the worker says how many it has done. */
const IN_FLIGHT = 64;
const ACK_EVERY = 16;

/** Starts the worker of the page transforms (once dist/_astro/ is built); `send` hands it a page, `summary` waits for all sent. */
function startPasses({ policy, setup, code }: Awaited<ReturnType<typeof preparePasses>>) {
  const worker = new Worker(code, { eval: true, workerData: setup });
  // It never keeps the process alive: a failed build exits as it would without it.
  worker.unref();
  let sent = 0;
  let done = 0;
  let failure: Error | undefined;
  /** Who waits for the worker to have done `until` pages, or for the summary (until: Infinity). */
  let waiting: { until: number; resolve: (reply?: PageReply) => void; reject: (error: Error) => void }[] = [];
  const fail = (error: Error) => {
    failure ??= error;
    for (const { reject } of waiting) reject(failure);
    waiting = [];
  };
  worker.on('message', (reply: PageReply) => {
    if ('error' in reply) return fail(new Error(reply.error));
    done = reply.done;
    const summary = 'summary' in reply;
    for (const w of waiting) if (summary || w.until <= done) w.resolve(reply);
    waiting = waiting.filter((w) => !summary && w.until > done);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`[page-passes] the worker stopped (exit code ${code})`)));
  const wait = (until: number) => (failure ? Promise.reject(failure) : new Promise<PageReply | undefined>((resolve, reject) => waiting.push({ until, resolve, reject })));
  return {
    policy,
    /** Hands the page (UTF-8, whose buffer moves to the worker) to be transformed and written to `file` under dist/; waits only while too many pages are in flight. */
    send: async (bytes: Uint8Array, file: string) => {
      if (failure) throw failure;
      worker.postMessage({ file, bytes } satisfies PageRequest, [bytes.buffer as ArrayBuffer]);
      if (++sent - done > IN_FLIGHT + ACK_EVERY) await wait(sent - IN_FLIGHT);
    },
    /** Once every page sent is written: the log lines of the passes, the linked stylesheets that pages now hold inline and what the pages hold that the CSP does not allow. */
    summary: async () => {
      const reply = wait(Infinity);
      worker.postMessage({ summary: true } satisfies PageRequest);
      return ((await reply) as Extract<PageReply, { summary: unknown }>).summary;
    },
    stop: () => worker.terminate(),
  };
}

/**
 * A rendered page's bytes, to be moved to the worker. Astro's response holds the page as one chunk
 * in a buffer of its own, which is handed on as it is: arrayBuffer() would copy it into a new one
 * (about 0.2 s of the rendering thread over 6,500 pages).
 */
async function bodyBytes(body: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  const [only] = chunks;
  // A chunk that is a view into a larger buffer is copied: the whole buffer moves to the worker.
  if (chunks.length === 1 && only!.byteOffset === 0 && only!.byteLength === only!.buffer.byteLength) return only!;
  const bytes = new Uint8Array(chunks.reduce((sum, c) => sum + c.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * The file under dist/ that Astro would write a rendered page to (build.format 'directory'), where the worker writes it:
 * `/perros-en-suba/` → perros-en-suba/index.html, the 404 page → 404.html.
 */
export function pageFile(url: string, route: string): string {
  if (route === '/404' || route === '/500') return `${route.slice(1)}.html`;
  const path = decodeURI(new URL(url).pathname).replace(/^\/+|\/+$/g, '');
  return path ? `${path}/index.html` : 'index.html';
}

export function pagePasses(): AstroIntegration {
  let out = '';
  let prepared: ReturnType<typeof preparePasses> | undefined;
  let passes: Promise<ReturnType<typeof startPasses>> | undefined;
  /** The rendered pages the worker writes (their files under dist/). */
  const rendered = new Set<string>();
  return {
    name: 'page-passes',
    hooks: {
      'astro:config:done': ({ config }) => {
        out = fileURLToPath(config.outDir);
      },
      'astro:build:start': ({ setPrerenderer }) => {
        // While Vite builds (the island loader and the worker are bundled by esbuild, which takes a second or two).
        prepared = preparePasses(out);
        prepared.catch(() => {}); // reported where it is awaited
        setPrerenderer(
          (base): AstroPrerenderer => ({
            name: `${base.name}+page-passes`,
            setup: async () => {
              await base.setup?.();
              passes = prepared!.then(startPasses);
            },
            getStaticPaths: () => base.getStaticPaths(),
            render: async (request, options) => {
              const result = await base.render(request, options);
              const response = result instanceof Response ? result : result.response;
              if (!response.body || (response.status >= 300 && response.status < 400) || !response.headers.get('content-type')?.startsWith('text/html')) return result;
              const file = pageFile(request.url, options.routeData.route);
              rendered.add(file);
              await (await passes!).send(await bodyBytes(response.body), file);
              // Written by the worker: no body, so Astro writes nothing.
              const written = new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
              return result instanceof Response ? written : { ...result, response: written };
            },
            collectStaticImages: base.collectStaticImages && (() => base.collectStaticImages!()),
            teardown: base.teardown && (() => base.teardown!()),
          }),
        );
      },
      'astro:build:done': async ({ logger, pages }) => {
        const { send, summary, policy, stop } = await (passes ?? (prepared ?? preparePasses(out)).then(startPasses));
        // The HTML files written after rendering: the redirect stubs.
        const files = filesUnder(out, '.html').map((file) => relative(out, file));
        for (const file of files.filter((f) => !rendered.has(f))) await send(new Uint8Array(await readFile(join(out, file))), file);
        const { pruned, deferred, inlined, violations } = await summary();
        await stop();
        // Each page Astro built was written by the worker (Astro wrote none of them), at the file Astro would have used.
        // Astro lists `perros-en-suba/`, `` (the home page) and `404/` (404.html).
        const written = (pathname: string) => rendered.has(`${decodeURI(pathname)}index.html`) || rendered.has(decodeURI(pathname).replace(/\/$/, '.html'));
        const missing = pages.map(({ pathname }) => pathname).filter((pathname) => !written(pathname));
        if (missing.length || rendered.size !== pages.length) throw new Error(`[page-passes] ${pages.length} pages built, ${rendered.size} written by the page passes; not written: ${missing.slice(0, 5).join(', ')}`);
        failOnViolations(violations);
        // Every page holds its own trimmed copy of the stylesheets Astro linked: the files are not published.
        for (const href of inlined) await rm(join(out, href));
        await writeHeaders(out, policy);
        logger.info(`${rendered.size} rendered pages transformed and written to dist/ as Astro rendered them, and ${files.length - rendered.size} HTML files written after rendering`);
        logger.info(pruned);
        logger.info(deferred);
        logger.info(`_headers: CSP with ${policy.scripts.size} declared inline-script hashes; ${files.length} HTML files checked against it`);
      },
    },
  };
}
