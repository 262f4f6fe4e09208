/**
 * Cloudflare's local Pages runtime (`wrangler pages dev`), which applies _redirects, _headers and
 * 404.html: the one way a built site is served for the browser tests (tests/playwright.config.ts
 * builds its webServer commands from wranglerArgs and WRANGLER_ENV) and the benchmarks
 * (bench-lighthouse.mjs, bench-first-tap.mjs, through serveDist).
 */
import { spawn } from 'node:child_process';

/**
 * `wrangler …` arguments serving `dir` on 127.0.0.1:`port`. Its devtools inspector gets a port of its
 * own too (`port` + 20000): left at wrangler's default 9229, a second server started at the same time
 * (the site's and the hostile fixture's, or two runs side by side) failed with «Address already in use».
 */
export const wranglerArgs = (dir, port) => ['pages', 'dev', dir, '--port', String(port), '--inspector-port', String(port + 20000), '--ip', '127.0.0.1', '--compatibility-date=2026-04-01', '--log-level', 'warn'];

/** No metrics, no account: the runtime runs offline. */
export const WRANGLER_ENV = { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_API_TOKEN: '', NO_D1_WARNING: 'true' };

/** Resolves with the process once it answers. Stop it with process.kill(-child.pid). */
export async function serveDist(dir, port, env = process.env) {
  const child = spawn('npx', ['wrangler', ...wranglerArgs(dir, port)], {
    env: { ...env, ...WRANGLER_ENV },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      if (res.ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`wrangler did not start on port ${port}`);
}
