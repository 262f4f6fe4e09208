#!/usr/bin/env node
/**
 * The CPU time a command costs, with every process it starts: `node scripts/cpu-of.mjs npm run test:cms`.
 * Runs the command, reads /proc every 0.25 s, and adds up user + system time of every process
 * descended from it (by parent), each at the last value seen; prints the total and the largest
 * process names (chromium-headle…, MainThread for Node, java, workerd) on stderr when it ends.
 *
 * `/usr/bin/time` counts only the children each parent waited for: on the browser steps it missed
 * most of Chromium (the editor's tests: 47 CPU-s by /usr/bin/time, 221 counted here, 184 of them
 * Chromium's). A process that lives less than 0.25 s between two reads is missed. Linux only.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/cpu-of.mjs <command> [args…]');
  process.exit(2);
}
const TICK = 100; // clock ticks per second (USER_HZ), 100 on Linux
const t0 = Date.now();
const child = spawn(command, args, { stdio: 'inherit' });
const tracked = new Set([child.pid]);
/** "pid start" → { name, cpu } (a pid may be reused: the start time tells them apart). */
const seen = new Map();
/** "pid start" → the --type of a Chromium process, read once from its command line. */
const types = new Map();

function sample() {
  const stats = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const close = stat.lastIndexOf(')');
    const f = stat.slice(close + 2).split(' ');
    let name = stat.slice(stat.indexOf('(') + 1, close);
    // Chromium's processes share one name: tell them apart by their --type (renderer, gpu-process, utility…)
    if (name.startsWith('chrom')) {
      const key = `${pid} ${f[19]}`;
      if (!types.has(key)) {
        try {
          types.set(key, /--type=([\w-]+)/.exec(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))?.[1] ?? 'browser');
        } catch {
          continue;
        }
      }
      name += `:${types.get(key)}`;
    }
    stats.set(Number(pid), { name, ppid: Number(f[1]), start: f[19], cpu: (Number(f[11]) + Number(f[12])) / TICK });
  }
  for (let grown = true; grown; ) {
    grown = false;
    for (const [pid, s] of stats) {
      if (!tracked.has(pid) && tracked.has(s.ppid)) {
        tracked.add(pid);
        grown = true;
      }
    }
  }
  for (const pid of tracked) {
    const s = stats.get(pid);
    if (s) seen.set(`${pid} ${s.start}`, { name: s.name, cpu: s.cpu });
  }
}

const timer = setInterval(sample, 250);
sample();
child.on('exit', (code, signal) => {
  clearInterval(timer);
  const total = [...seen.values()].reduce((sum, p) => sum + p.cpu, 0);
  const byName = new Map();
  for (const { name, cpu } of seen.values()) byName.set(name, (byName.get(name) ?? 0) + cpu);
  const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([n, c]) => `${n} ${c.toFixed(1)}`);
  console.error(`cpu-of: ${total.toFixed(1)} CPU-s (user+sys, ${seen.size} processes) in ${((Date.now() - t0) / 1000).toFixed(1)} s wall, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}: ${top.join(', ')}`);
  process.exit(code ?? (signal ? 1 : 0));
});
