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
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { type CmsBackend, cmsChoices, type CmsChoices, renderCmsConfig } from '../build/cms-collections';
import { lineKey } from '../lib/content/files';
import { readContentFile } from '../lib/content/read';
import { LIVESTOCK_SPECIES, SPECIES } from '../lib/content/species';
import { adminHeaders } from '../build/security-headers';
import { deployTarget, type Env } from '../lib/content/site-settings';

/** Where decap-server listens by default (its own default port). */
export const LOCAL_BACKEND = 'http://localhost:8081/api/v1';

/** Where this build's editor saves, or a reason why a deploy has no editor. */
export function adminBackend(env: Env): CmsBackend | { skip: string } {
  if (!deployTarget(env)) return { kind: 'local', url: env.CMS_LOCAL_BACKEND || LOCAL_BACKEND };
  const repo = env.CMS_GITHUB_REPO?.trim();
  if (!repo) return { skip: 'CMS_GITHUB_REPO is not set, so this deploy has no /admin/; set it to the GitHub repository (owner/name) the editor commits to (README › The breeder\'s editor)' };
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) throw new Error(`[admin] CMS_GITHUB_REPO: ${JSON.stringify(repo)} is not a GitHub repository; write it as owner/name, e.g. mi-usuario/criadero`);
  const baseUrl = env.CMS_OAUTH_URL?.trim();
  return { kind: 'github', repo, branch: env.CMS_GITHUB_BRANCH?.trim() || 'main', ...(baseUrl ? { baseUrl: new URL(baseUrl).origin } : {}) };
}

/** The editor's script that removes a photo's GPS position before Decap uploads it. */
export const UPLOAD_CLEANER = 'limpiar-fotos.js';

/**
 * The script of /admin/ that keeps the farm's position out of the repository: Decap commits a photo
 * as it was picked, with the GPS position the phone wrote into it, and the repository is public.
 * So when a file is picked (Decap's media library reads `change` of its file input, and has no
 * drop zone), this listener on window, in the capture phase, stops the event before React sees
 * it, puts each photo through withoutLocation (src/lib/content/photo-location.js, whose text
 * precedes it in the served file), gives the input the cleaned files and sends `change` again.
 * A photo it cannot read goes as it was: the build then refuses it (src/integrations/photos.ts).
 */
const CLEANER_INSTALL = `
const cleaned = new WeakSet();
window.addEventListener('change', async (event) => {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files || !input.files.length) return;
  if (cleaned.has(input)) {
    cleaned.delete(input);
    return;
  }
  event.stopImmediatePropagation();
  const transfer = new DataTransfer();
  for (const file of input.files) {
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const clean = withoutLocation(bytes);
      transfer.items.add(clean === bytes ? file : new File([clean], file.name, { type: file.type, lastModified: file.lastModified }));
    } catch {
      transfer.items.add(file);
    }
  }
  input.files = transfer.files;
  cleaned.add(input);
  input.dispatchEvent(new Event('change', { bubbles: true }));
}, true);
`;

/** The text of limpiar-fotos.js: the cleaner the build's check shares, then its listener. */
export function uploadCleanerScript(root: string): string {
  return `${readFileSync(join(root, 'src/lib/content/photo-location.js'), 'utf8')}\n${CLEANER_INSTALL}`;
}

/** The page of the editor: Decap draws everything; noindex also in the page, for hosts that drop _headers. */
export const ADMIN_HTML = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Editor del criadero</title>
</head>
<body>
<script type="module" src="${UPLOAD_CLEANER}"></script>
<script src="decap-cms.js"></script>
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
export function adminFiles(root: string, backend: CmsBackend): Map<string, { text: string } | { from: string }> {
  const files = new Map<string, { text: string } | { from: string }>([
    ['index.html', { text: ADMIN_HTML }],
    ['config.yml', { text: renderCmsConfig(backend, contentChoices(root)) }],
    [UPLOAD_CLEANER, { text: uploadCleanerScript(root) }],
  ]);
  for (const name of decapFiles(root)) files.set(name, { from: join(root, DECAP_DIST, name) });
  return files;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
};

/**
 * Serves /admin/ from memory and node_modules (`astro dev`, `npm run cms`, the editor's browser
 * test), with the headers of a deploy and the local backend's origin allowed. True when it answered.
 */
export function serveAdmin(root: string, backend: CmsBackend, headers: Record<string, string>) {
  const files = adminFiles(root, backend);
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
    res.writeHead(200, { 'Content-Type': TYPES[extname(name)] ?? 'application/octet-stream', ...headers });
    res.end('text' in file ? file.text : readFileSync(file.from));
    return true;
  };
}

export function admin(): AstroIntegration {
  return {
    name: 'admin',
    hooks: {
      'astro:server:setup': ({ server }) => {
        const backend = { kind: 'local' as const, url: process.env.CMS_LOCAL_BACKEND || LOCAL_BACKEND };
        const handle = serveAdmin(process.cwd(), backend, adminHeaders(backend.url));
        server.middlewares.use((req, res, next) => {
          if (!handle(req, res)) next();
        });
      },
      'astro:build:done': ({ dir, logger }) => {
        const backend = adminBackend(process.env);
        if ('skip' in backend) {
          logger.warn(backend.skip);
          return;
        }
        const out = join(dir.pathname, 'admin');
        mkdirSync(out, { recursive: true });
        for (const [name, file] of adminFiles(process.cwd(), backend)) {
          if ('text' in file) writeFileSync(join(out, name), file.text);
          else copyFileSync(file.from, join(out, name));
        }
        logger.info(`/admin/: the editor, saving to ${backend.kind === 'local' ? `decap-server at ${backend.url} (development build)` : `${backend.repo} › ${backend.branch}`}`);
      },
    },
  };
}
