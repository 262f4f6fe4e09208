#!/usr/bin/env node
/**
 * `npm run cms`: the breeder's editor on this machine. Starts decap-server (Decap's local backend,
 * which reads and writes the files of this working copy) and serves /admin/ with the configuration
 * generated from the content schemas. Open http://localhost:4330/admin/, edit, save: the files
 * change in content/ and content/fotos/, ready to check with a build and to commit.
 *
 *   CMS_PORT           port of /admin/ (default 4330)
 *   CMS_BACKEND_PORT   port of decap-server (default 8081, its own default)
 *   CMS_ROOT           the working copy to edit (default: this one)
 */
import './ts-resolve.mjs';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(process.env.CMS_ROOT ?? process.cwd());
const port = Number(process.env.CMS_PORT ?? 4330);
const backendPort = Number(process.env.CMS_BACKEND_PORT ?? 8081);
const backendUrl = `http://localhost:${backendPort}/api/v1`;

// The schemas read content/ relative to the working directory.
process.chdir(root);
const { serveAdmin } = await import('../src/build/integrations/admin.ts');
const { adminHeaders } = await import('../src/build/security-headers.ts');

const server = spawn(process.execPath, [createRequire(import.meta.url).resolve('decap-server/dist/index.js')], {
  cwd: root,
  env: { ...process.env, PORT: String(backendPort), GIT_REPO_DIRECTORY: root, MODE: 'fs', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const handle = await serveAdmin(root, { kind: 'local', url: backendUrl }, adminHeaders(backendUrl));
const http = createServer((req, res) => {
  // the status of the last build of this copy, which the editor's status bar reads (src/admin/live-status.ts)
  const status = join(root, 'dist', 'estado.json');
  if (req.url === '/estado.json' && existsSync(status)) {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(readFileSync(status));
    return;
  }
  if (!handle(req, res)) res.writeHead(req.url === '/' ? 302 : 404, req.url === '/' ? { Location: '/admin/' } : {}).end();
});
http.listen(port, '127.0.0.1', () => console.log(`cms: the editor at http://localhost:${port}/admin/ (decap-server on ${backendPort}, editing ${root})`));

// stopped: decap-server stopped first and waited for, so its port is free once this process is gone
let stopping = false;
const stop = () => {
  stopping = true;
  http.close();
  if (server.exitCode !== null || server.signalCode !== null) process.exit(0);
  server.kill();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  if (stopping) process.exit(0);
  console.error(`cms: decap-server stopped (${code})`);
  http.close();
  process.exit(code ?? 1);
});
