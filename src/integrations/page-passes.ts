/**
 * The one pass over the built pages: each page's body styles are moved to its head
 * (src/build/html.ts; src/middleware.ts does it in `astro dev`), its inline CSS pruned
 * (prune-css.ts), its island runtime deferred (defer-island-runtime.ts) and the result checked
 * against the CSP (security-headers.ts) as Astro renders it, before Astro writes the file, so no
 * page is read back from disk, written twice or decoded and encoded again by a middleware. The
 * prerenderer Astro uses is wrapped for that (`setPrerenderer`); the client bundles these passes
 * read are already in dist/_astro/ then.
 * The HTML files written after rendering (redirect-files.ts's stubs) are read and rewritten
 * after the build. Then dist/_headers is written, unless a page broke the policy.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroPrerenderer } from 'astro';
import { filesUnder } from './dist-files';
import { islandDeferrer } from './defer-island-runtime';
import { cssPruner } from './prune-css';
import { failOnViolations, sitePolicy, writeHeaders } from './security-headers';
import { pageViolations } from '../build/security-headers';
import { hoistBodyStyles } from '../build/html';

/** The page transforms and the CSP check, set up once per build over the client bundles of `out`. */
async function pageTransforms(out: string) {
  const [{ prune, summary: pruned, inlined }, { defer, summary: deferred }, policy] = await Promise.all([cssPruner(out), islandDeferrer(out), sitePolicy()]);
  /** What each page (by its path under dist/) holds that the policy does not allow. */
  const violations = new Map<string, string[]>();
  const transform = async (html: string, path: string): Promise<string> => {
    const next = await defer(prune(hoistBodyStyles(html)), path);
    violations.set(path, pageViolations(next, policy.scripts, policy.imageOrigins).map((what) => `dist/${path}: ${what}`));
    return next;
  };
  return { transform, violations, pruned, deferred, inlined, policy };
}

/**
 * The file under dist/ that Astro writes a rendered page to (build.format 'directory'):
 * `/perros-en-suba/` → perros-en-suba/index.html, the 404 page → 404.html.
 */
export function pageFile(url: string, route: string): string {
  if (route === '/404' || route === '/500') return `${route.slice(1)}.html`;
  const path = decodeURI(new URL(url).pathname).replace(/^\/+|\/+$/g, '');
  return path ? `${path}/index.html` : 'index.html';
}

export function pagePasses(): AstroIntegration {
  let out = '';
  let passes: Promise<Awaited<ReturnType<typeof pageTransforms>>> | undefined;
  /** The files of the pages transformed as they were rendered. */
  const rendered = new Set<string>();
  return {
    name: 'page-passes',
    hooks: {
      'astro:config:done': ({ config }) => {
        out = fileURLToPath(config.outDir);
      },
      'astro:build:start': ({ setPrerenderer }) => {
        setPrerenderer(
          (base): AstroPrerenderer => ({
            name: `${base.name}+page-passes`,
            setup: async () => {
              await base.setup?.();
              passes = pageTransforms(out);
            },
            getStaticPaths: () => base.getStaticPaths(),
            render: async (request, options) => {
              const result = await base.render(request, options);
              const response = result instanceof Response ? result : result.response;
              if (!response.body || response.status >= 300 && response.status < 400 || !response.headers.get('content-type')?.startsWith('text/html')) return result;
              const file = pageFile(request.url, options.routeData.route);
              rendered.add(file);
              const html = await (await passes!).transform(await response.text(), file);
              const headers = new Headers(response.headers);
              headers.delete('content-length');
              const transformed = new Response(Buffer.from(html), { status: response.status, statusText: response.statusText, headers });
              return result instanceof Response ? transformed : { ...result, response: transformed };
            },
            collectStaticImages: base.collectStaticImages && (() => base.collectStaticImages!()),
            teardown: base.teardown && (() => base.teardown!()),
          }),
        );
      },
      'astro:build:done': async ({ logger }) => {
        const { transform, violations, pruned, deferred, inlined, policy } = await (passes ?? pageTransforms(out));
        const files = (await filesUnder(out, '.html')).map((file) => relative(out, file));
        const onDisk = new Set(files);
        const missing = [...rendered].filter((file) => !onDisk.has(file));
        if (missing.length) throw new Error(`[page-passes] rendered pages not found where Astro writes them (pageFile): ${missing.slice(0, 5).join(', ')}`);
        // The HTML files written after rendering: the redirect stubs.
        for (const file of files.filter((f) => !rendered.has(f))) {
          const html = await readFile(join(out, file), 'utf8');
          const next = await transform(html, file);
          if (next !== html) await writeFile(join(out, file), next);
        }
        failOnViolations(files.flatMap((file) => violations.get(file) ?? []));
        // Every page holds its own trimmed copy of the stylesheets Astro linked: the files are not published.
        for (const href of inlined()) await rm(join(out, href));
        await writeHeaders(out, policy);
        logger.info(pruned());
        logger.info(deferred());
        logger.info(`_headers: CSP with ${policy.scripts.size} declared inline-script hashes; ${files.length} HTML files checked against it`);
      },
    },
  };
}
