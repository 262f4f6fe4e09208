/**
 * The editor's own script, /admin/editor.js: src/admin/editor.ts and the content schemas it runs,
 * bundled for the browser with esbuild (issue 40). The schema modules are the build's own; the few
 * that read a content file when they load (the species, the site settings) get the file's text as
 * it is at build time, from a stand-in for node:fs that holds only those files. Nothing else of
 * Node runs in the editor: a call to anything else of node:fs fails loudly.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';
import type { LiveSource } from '../admin/repository';

/** The files the schema modules read when they load: the species, the site settings and its palettes, the texts. */
export const embeddedFiles = (root: string): string[] => [
  'content/species.json',
  'content/site.json',
  'src/styles/global.css',
  ...readdirSync(join(root, 'content/texts'))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => `content/texts/${name}`),
];

const PATH_SHIM = `
const norm = (p) => { const out = []; for (const part of p.split('/')) { if (!part || part === '.') continue; if (part === '..') out.pop(); else out.push(part); } return out.join('/'); };
export const join = (...parts) => norm(parts.filter(Boolean).join('/'));
export const resolve = join;
export const relative = (_from, to) => norm(to);
export const dirname = (p) => p.replace(/\\/[^/]*$/, '') || '.';
export const basename = (p, ext) => { const b = p.split('/').pop(); return ext && b.endsWith(ext) ? b.slice(0, -ext.length) : b; };
export const extname = (p) => (/\\.[^./]*$/.exec(p) || [''])[0];
export const sep = '/';
export default { join, resolve, relative, dirname, basename, extname, sep };
`;

const fsShim = (files: Record<string, string>) => `
const FILES = ${JSON.stringify(files)};
const key = (p) => String(p).split('/').filter((s) => s && s !== '.').join('/');
const missing = (what) => (p) => { throw new Error('[editor] ' + what + ' ' + p + ' is not available in the browser'); };
export const readFileSync = (p) => { const k = key(p); if (k in FILES) return FILES[k]; return missing('readFileSync')(p); };
export const existsSync = (p) => key(p) in FILES;
export const readdirSync = missing('readdirSync');
export const statSync = missing('statSync');
export const writeFileSync = missing('writeFileSync');
export const createHash = missing('createHash');
export const execFileSync = missing('execFileSync');
export default { readFileSync, existsSync, readdirSync, statSync, writeFileSync };
`;

/** node:* imports in the bundle: a path module, and the embedded files for fs. */
function nodeShims(root: string): Plugin {
  const files = Object.fromEntries(embeddedFiles(root).map((f) => [f, readFileSync(join(root, f), 'utf8')]));
  return {
    name: 'node-shims',
    setup(build) {
      build.onResolve({ filter: /^node:/ }, (args) => ({ path: args.path, namespace: 'node-shim' }));
      build.onLoad({ filter: /.*/, namespace: 'node-shim' }, (args) => ({ contents: args.path === 'node:path' ? PATH_SHIM : fsShim(files), loader: 'js' }));
    },
  };
}

/** The script of /admin/, for an editor that saves where `source` says. */
export async function adminBundle(root: string, source: LiveSource): Promise<string> {
  const entry = resolve(root, 'src/admin/editor.ts');
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: root,
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    // the schemas read process.env and process.cwd() when they load; the editor has neither
    banner: { js: 'var process={env:{},cwd:function(){return "."}};' },
    define: { __LIVE_SOURCE__: JSON.stringify(source) },
    plugins: [nodeShims(root)],
    logLevel: 'silent',
  });
  if (result.errors.length) throw new Error(`[admin] editor.js: ${result.errors.map((e) => `${e.location ? `${relative(root, e.location.file)}:${e.location.line} ` : ''}${e.text}`).join('; ')}`);
  return result.outputFiles[0]!.text;
}
