/**
 * The breeder's editor at /admin/ (Decap CMS): an HTML shell, the configuration generated from the
 * content schemas (src/build/cms-collections.ts) and Decap's bundle, copied from node_modules at
 * build (never committed). It is written after the pages into dist/admin/, so no public page,
 * the sitemap or the URL ledger sees it; its headers (own CSP, noindex) are in dist/_headers
 * (src/build/security-headers.ts › adminHeadersRule).
 *
 * Where the editor saves (adminBackend):
 *   development build, `npm run cms`, `astro dev`   decap-server on this machine (local_backend)
 *   deploy build (DEPLOY_TARGET)                     GitHub: CMS_GITHUB_REPO (owner/name),
 *       CMS_GITHUB_BRANCH (default main), CMS_OAUTH_URL (the OAuth proxy's origin on Cloudflare;
 *       unset on Netlify, whose own GitHub provider logs in); without CMS_GITHUB_REPO the deploy
 *       has no /admin/ and the build says so.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { type CmsBackend, cmsChoices, type CmsChoices, renderCmsConfig } from '../cms-collections';
import { lineKey } from '../../lib/content/files';
import { readContentFile } from '../../lib/content/read';
import { LIVESTOCK_SPECIES, SPECIES } from '../../lib/content/species';
import { adminHeaders } from '../security-headers';
import { adminBundle } from '../admin-bundle';
import { deployTarget, type Env } from '../../lib/content/site-settings';

/** Where decap-server listens by default (its own default port). */
export const LOCAL_BACKEND = 'http://localhost:8081/api/v1';

/** Where this build's editor saves, or a reason why a deploy has no editor. */
export function adminBackend(env: Env): CmsBackend | { skip: string } {
  if (!deployTarget(env)) return { kind: 'local', url: env.CMS_LOCAL_BACKEND || LOCAL_BACKEND };
  const repo = env.CMS_GITHUB_REPO?.trim();
  if (!repo) return { skip: 'CMS_GITHUB_REPO is not set, so this deploy has no /admin/; set it to the GitHub repository (owner/name) the editor commits to (docs/deploy.md › 3. The Cloudflare Pages project, built from Git)' };
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) throw new Error(`[admin] CMS_GITHUB_REPO: ${JSON.stringify(repo)} is not a GitHub repository; write it as owner/name, e.g. mi-usuario/criadero`);
  const baseUrl = env.CMS_OAUTH_URL?.trim();
  return { kind: 'github', repo, branch: env.CMS_GITHUB_BRANCH?.trim() || 'main', ...(baseUrl ? { baseUrl: new URL(baseUrl).origin } : {}) };
}

/** The page of the editor: Decap draws everything; noindex also in the page, for hosts that drop _headers. */
export const ADMIN_HTML = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Editor del criadero</title>
<link rel="stylesheet" href="editor.css">
</head>
<body>
<script src="decap-store.js"></script>
<script src="decap-cms.js"></script>
<script src="editor.js"></script>
</body>
</html>
`;

const DECAP_DIST = 'node_modules/decap-cms/dist';
/** Decap's bundle and the chunks and WebAssembly it loads on demand (not the source maps nor the other build, cms.js). */
export function decapFiles(root: string): string[] {
  const dir = join(root, DECAP_DIST);
  if (!existsSync(join(dir, 'decap-cms.js'))) throw new Error(`[admin] ${DECAP_DIST}/decap-cms.js is missing; run npm ci`);
  return readdirSync(dir).filter((name) => /^(?:\d+\.)?decap-cms\.js$|\.wasm$/.test(name));
}

/** The species, breeds, lines and cities the inventory's forms offer, read from content/ (the whole catalogue, whatever BUILD_SUBSET says). */
export function contentChoices(root: string): CmsChoices {
  const named = (rows: readonly { slug: string; nombre: string }[]) => rows.map(({ slug, nombre }) => ({ slug, nombre }));
  return cmsChoices({
    species: SPECIES.map((sp) => ({ clave: sp.key, nombre: sp.name })),
    breedsBySpecies: {
      perros: named(readContentFile('dogBreeds', root).map((e) => e.data)),
      gatos: named(readContentFile('catBreeds', root).map((e) => e.data)),
      ...Object.fromEntries(LIVESTOCK_SPECIES.map((sp) => [sp, named(readContentFile(lineKey(sp), root).map((e) => e.data))])),
    },
    cities: named(readContentFile('cities', root).map((e) => ({ slug: e.data.slug, nombre: e.data.nombre }))),
  });
}

/** The files of /admin/: name → content, or the file to copy. */
export async function adminFiles(root: string, backend: CmsBackend): Promise<Map<string, { text: string } | { from: string }>> {
  const files = new Map<string, { text: string } | { from: string }>([
    ['index.html', { text: ADMIN_HTML }],
    ['config.yml', { text: renderCmsConfig(backend, contentChoices(root)) }],
    ['editor.js', { text: await adminBundle(root, backend.kind === 'github' ? { kind: 'github', repo: backend.repo, branch: backend.branch } : { kind: 'local', url: backend.url }) }],
    ['editor.css', { from: join(root, 'src/admin/editor.css') }],
    ['decap-store.js', { from: join(root, 'src/admin/decap-store.js') }],
  ]);
  for (const name of decapFiles(root)) files.set(name, { from: join(root, DECAP_DIST, name) });
  return files;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
};

/**
 * Serves /admin/ from memory and node_modules (`astro dev`, `npm run cms`, the editor's browser
 * test), with the headers of a deploy and the local backend's origin allowed. True when it answered.
 * Each file also carries an ETag (its content's hash, read once), and a request that sends it back
 * gets a 304: «no-cache» still asks every time, but a reload in the same browser then reuses its
 * cached copy and the code it compiled from Decap's 5 MB, where a fresh 200 compiled it all again
 * (about 2.6 CPU-s of Chromium a load in the editor's tests). The built dist/admin/ is unchanged.
 */
export async function serveAdmin(root: string, backend: CmsBackend, headers: Record<string, string>) {
  const files = await adminFiles(root, backend);
  const bodies = new Map<string, { body: string | Buffer; etag: string }>();
  const bodyOf = (name: string, file: { text: string } | { from: string }) => {
    let known = bodies.get(name);
    if (!known) {
      const body = 'text' in file ? file.text : readFileSync(file.from);
      known = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
      bodies.set(name, known);
    }
    return known;
  };
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === '/admin') {
      res.writeHead(301, { Location: '/admin/' }).end();
      return true;
    }
    if (!path.startsWith('/admin/')) return false;
    const name = path.slice('/admin/'.length) || 'index.html';
    const file = files.get(name);
    if (!file) return false;
    const { body, etag } = bodyOf(name, file);
    const type = { 'Content-Type': TYPES[extname(name)] ?? 'application/octet-stream', ...headers, ETag: etag };
    if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) res.writeHead(304, type).end();
    else res.writeHead(200, type).end(body);
    return true;
  };
}

export function admin(): AstroIntegration {
  return {
    name: 'admin',
    hooks: {
      'astro:server:setup': async ({ server }) => {
        const backend = { kind: 'local' as const, url: process.env.CMS_LOCAL_BACKEND || LOCAL_BACKEND };
        const handle = await serveAdmin(process.cwd(), backend, adminHeaders(backend.url));
        server.middlewares.use((req, res, next) => {
          if (!handle(req, res)) next();
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const backend = adminBackend(process.env);
        if ('skip' in backend) {
          logger.warn(backend.skip);
          return;
        }
        const out = join(dir.pathname, 'admin');
        mkdirSync(out, { recursive: true });
        for (const [name, file] of await adminFiles(process.cwd(), backend)) {
          if ('text' in file) writeFileSync(join(out, name), file.text);
          else copyFileSync(file.from, join(out, name));
        }
        logger.info(`/admin/: the editor, saving to ${backend.kind === 'local' ? `decap-server at ${backend.url} (development build)` : `${backend.repo} › ${backend.branch}`}`);
      },
    },
  };
}
