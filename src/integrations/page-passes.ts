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
  const setup: PassesSetup = { out, loader, scripts: [...policy.scripts], imageOrigins: [...policy.imageOrigins] };
  return { policy, setup, code: bundled.outputFiles[0]!.text };
}

/** Starts the worker of the page transforms (once dist/_astro/ is built); `transform` sends it a page and resolves with its reply. */
function startPasses({ policy, setup, code }: Awaited<ReturnType<typeof preparePasses>>) {
  const worker = new Worker(code, { eval: true, workerData: setup });
  // It never keeps the process alive: a failed build exits as it would without it.
  worker.unref();
  const waiting = new Map<number, { resolve: (reply: PageReply) => void; reject: (error: Error) => void }>();
  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.on('message', (reply: PageReply) => {
    const { resolve, reject } = waiting.get(reply.id)!;
    waiting.delete(reply.id);
    if ('error' in reply) reject(new Error(reply.error));
    else resolve(reply);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`[page-passes] the worker stopped (exit code ${code})`)));
  let next = 0;
  const ask = (request: Omit<PageRequest, 'id'>, transfer: ArrayBuffer[] = []) =>
    new Promise<PageReply>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...request, id }, transfer);
    });
  return {
    policy,
    /** The page (UTF-8, whose buffer moves to the worker) transformed and written to `file` under dist/; resolves with what in it the CSP does not allow. */
    transform: async (bytes: Uint8Array, file: string) => ((await ask({ file, bytes }, [bytes.buffer as ArrayBuffer])) as { violations: string[] }).violations,
    /** The log lines of the passes and the linked stylesheets that pages now hold inline. */
    summary: async () => ((await ask({ summary: true })) as { summary: { pruned: string; deferred: string; inlined: string[] } }).summary,
    stop: () => worker.terminate(),
  };
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
  /** What each page (by its file under dist/) holds that the policy does not allow. */
  const violations = new Map<string, string[]>();
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
              violations.set(file, await (await passes!).transform(new Uint8Array(await response.arrayBuffer()), file));
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
        const { transform, summary, policy, stop } = await (passes ?? (prepared ?? preparePasses(out)).then(startPasses));
        const files = filesUnder(out, '.html').map((file) => relative(out, file));
        const rendered = violations.size;
        // Each page Astro built was written by the worker (Astro wrote none of them), at the file Astro would have used.
        // Astro lists `perros-en-suba/`, `` (the home page) and `404/` (404.html).
        const written = (pathname: string) => violations.has(`${decodeURI(pathname)}index.html`) || violations.has(decodeURI(pathname).replace(/\/$/, '.html'));
        const missing = pages.map(({ pathname }) => pathname).filter((pathname) => !written(pathname));
        if (missing.length || rendered !== pages.length) throw new Error(`[page-passes] ${pages.length} pages built, ${rendered} written by the page passes; not written: ${missing.slice(0, 5).join(', ')}`);
        // The HTML files written after rendering: the redirect stubs.
        for (const file of files.filter((f) => !violations.has(f))) {
          violations.set(file, await transform(new Uint8Array(await readFile(join(out, file))), file));
        }
        const { pruned, deferred, inlined } = await summary();
        await stop();
        failOnViolations(files.flatMap((file) => violations.get(file)!));
        // Every page holds its own trimmed copy of the stylesheets Astro linked: the files are not published.
        for (const href of inlined) await rm(join(out, href));
        await writeHeaders(out, policy);
        logger.info(`${rendered} rendered pages transformed and written to dist/ as Astro rendered them, and ${files.length - rendered} HTML files written after rendering`);
        logger.info(pruned);
        logger.info(deferred);
        logger.info(`_headers: CSP with ${policy.scripts.size} declared inline-script hashes; ${files.length} HTML files checked against it`);
      },
    },
  };
}
