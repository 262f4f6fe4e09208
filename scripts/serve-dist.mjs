/**
 * Serves a built site with Cloudflare's local Pages runtime (`wrangler pages dev`), as the
 * browser tests do, and resolves with the process once it answers: for the benchmarks
 * (bench-lighthouse.mjs, bench-first-tap.mjs). Stop it with process.kill(-child.pid).
 */
import { spawn } from 'node:child_process';

export async function serveDist(dir, port, env = process.env) {
  const child = spawn('npx', ['wrangler', 'pages', 'dev', dir, '--port', String(port), '--ip', '127.0.0.1', '--compatibility-date=2026-04-01', '--log-level', 'warn'], {
    env: { ...env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_API_TOKEN: '', NO_D1_WARNING: 'true' },
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
