#!/usr/bin/env node
/**
 * Adds the other platforms' native binaries to package-lock.json, so `npm ci` accepts the lock
 * file on Linux, macOS and Windows.
 *
 * Why: packages such as @astrojs/compiler-binding and @tailwindcss/oxide list one optional
 * dependency per platform. npm writes into the lock only the ones the registry it talked to could
 * resolve; the registry this project's machines reach lacks the macOS, Windows, Android, FreeBSD,
 * ARM Linux and WASI builds, so the lock ends up without them and `npm ci` then refuses it
 * everywhere ("Missing: @astrojs/compiler-binding-darwin-arm64@ from lock file").
 *
 * The missing entries only need name, exact version, os/cpu/libc, dev and optional: npm skips an
 * optional package whose os/cpu/libc do not match the machine and fetches the matching one by
 * name and version (no `resolved`, as the rest of this lock file). The platform fields come from
 * the napi-rs naming convention every one of these packages follows (tests/unit/lock.test.ts
 * checks the table against the entries npm wrote itself); engines and licence come from a
 * sibling entry npm did write.
 *
 *   node scripts/fix-lock-platforms.mjs          add what is missing, write package-lock.json
 *   node scripts/fix-lock-platforms.mjs --check  list what is missing, exit 1 if anything is
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * os / cpu / libc of a napi-rs platform package, from the suffix of its name.
 * @type {Record<string, { os?: string[]; cpu?: string[]; libc?: string[] }>}
 */
export const PLATFORMS = {
  'android-arm64': { os: ['android'], cpu: ['arm64'] },
  'android-arm-eabi': { os: ['android'], cpu: ['arm'] },
  'darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'darwin-universal': { os: ['darwin'] },
  'freebsd-x64': { os: ['freebsd'], cpu: ['x64'] },
  'freebsd-arm64': { os: ['freebsd'], cpu: ['arm64'] },
  'linux-arm-gnueabihf': { os: ['linux'], cpu: ['arm'] },
  'linux-arm-musleabihf': { os: ['linux'], cpu: ['arm'], libc: ['musl'] },
  'linux-arm64-gnu': { os: ['linux'], cpu: ['arm64'], libc: ['glibc'] },
  'linux-arm64-musl': { os: ['linux'], cpu: ['arm64'], libc: ['musl'] },
  'linux-riscv64-gnu': { os: ['linux'], cpu: ['riscv64'], libc: ['glibc'] },
  'linux-s390x-gnu': { os: ['linux'], cpu: ['s390x'], libc: ['glibc'] },
  'linux-x64-gnu': { os: ['linux'], cpu: ['x64'], libc: ['glibc'] },
  'linux-x64-musl': { os: ['linux'], cpu: ['x64'], libc: ['musl'] },
  'wasm32-wasi': { cpu: ['wasm32'] },
  'win32-arm64-msvc': { os: ['win32'], cpu: ['arm64'] },
  'win32-ia32-msvc': { os: ['win32'], cpu: ['ia32'] },
  'win32-x64-msvc': { os: ['win32'], cpu: ['x64'] },
};

/** The platform suffix of a package name ("@tailwindcss/oxide-darwin-arm64" → "darwin-arm64"), or undefined. */
export function platformOf(name) {
  return Object.keys(PLATFORMS)
    .sort((a, b) => b.length - a.length)
    .find((suffix) => name.endsWith(`-${suffix}`));
}

/** The lock path where npm resolves `name` for the package at `from` (nearest node_modules up the tree). */
function resolvePath(packages, from, name) {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
    const i = dir.lastIndexOf('/node_modules/');
    dir = i === -1 ? '' : dir.slice(0, i);
  }
}

/**
 * Optional dependencies that some lock entry declares and the lock does not hold:
 * `{ name, version, parent }` where `version` is the exact version the parent asks for.
 */
export function missingOptional(lock) {
  const packages = lock.packages ?? {};
  const missing = new Map();
  for (const [path, entry] of Object.entries(packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      if (resolvePath(packages, path, name) || missing.has(name)) continue;
      missing.set(name, { name, version, parent: path });
    }
  }
  return [...missing.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The lock entry of a missing platform package, modelled on a sibling npm wrote itself. */
export function platformEntry(lock, { name, version, parent }) {
  const suffix = platformOf(name);
  if (!suffix) throw new Error(`${name}@${version} (optional dependency of ${parent || 'the project'}) is not a known platform package; add it with npm install on a machine that can resolve it`);
  if (!/^\d+\.\d+\.\d+(?:-[\w.]+)?$/.test(version)) throw new Error(`${parent} asks for ${name}@${version}, not an exact version`);
  const packages = lock.packages;
  const parentEntry = packages[parent] ?? {};
  const sibling = Object.keys(parentEntry.optionalDependencies ?? {})
    .map((n) => resolvePath(packages, parent, n))
    .find(Boolean);
  const model = sibling ? packages[sibling] : undefined;
  const { os, cpu, libc } = PLATFORMS[suffix];
  const entry = { version };
  if (cpu) entry.cpu = cpu;
  if (parentEntry.dev) entry.dev = true;
  if (libc) entry.libc = libc;
  if (model?.license) entry.license = model.license;
  entry.optional = true;
  if (os) entry.os = os;
  // A WASI build runs on any Node and declares its own engines; the native ones share their siblings'.
  if (model?.engines && suffix !== 'wasm32-wasi') entry.engines = model.engines;
  return entry;
}

/** The lock with every missing platform entry added, `packages` kept in npm's sorted order. */
export function withPlatformEntries(lock) {
  const added = Object.fromEntries(missingOptional(lock).map((m) => [`node_modules/${m.name}`, platformEntry(lock, m)]));
  const { '': root, ...rest } = { ...lock.packages, ...added };
  const sorted = Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b, 'en')));
  return { lock: { ...lock, packages: { '': root, ...sorted } }, added: Object.keys(added) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = new URL('../package-lock.json', import.meta.url);
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  if (process.argv.includes('--check')) {
    const missing = missingOptional(lock);
    for (const m of missing) console.error(`missing from package-lock.json: ${m.name}@${m.version} (optional dependency of ${m.parent})`);
    if (missing.length) {
      console.error('Run `npm run lock:platforms` to add them.');
      process.exit(1);
    }
    console.log('package-lock.json holds every platform binary');
  } else {
    const { lock: fixed, added } = withPlatformEntries(lock);
    writeFileSync(file, `${JSON.stringify(fixed, null, 2)}\n`);
    console.log(added.length ? `added ${added.length} entries:\n  ${added.join('\n  ')}` : 'nothing to add');
  }
}
