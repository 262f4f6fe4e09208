/** The lock file `npm ci` accepts on every platform (scripts/fix-lock-platforms.mjs). */
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { PLATFORMS, missingOptional, platformOf, withPlatformEntries } from '../../scripts/fix-lock-platforms.mjs';

type Entry = { version: string; integrity?: string; os?: string[]; cpu?: string[]; libc?: string[]; optionalDependencies?: Record<string, string> };
type Lock = { packages: Record<string, Entry> };
const lock: Lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));

describe('package-lock.json', () => {
  it('holds every optional platform binary any package asks for (run `npm run lock:platforms` when this fails)', () => {
    expect(missingOptional(lock)).toEqual([]);
  });

  it('is accepted by `npm ci` (dry run, no network)', () => {
    // Throws with npm's "Missing: … from lock file" when an entry is absent.
    execFileSync('npm', ['ci', '--dry-run', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], { stdio: 'pipe', timeout: 240_000 });
  });

  it('derives os/cpu/libc exactly as the entries npm wrote itself', () => {
    const written = Object.entries(lock.packages).filter(([path, e]) => e.integrity && platformOf(path.replace(/.*node_modules\//, '')));
    expect(written.length).toBeGreaterThan(20);
    for (const [path, e] of written) {
      const expected = PLATFORMS[platformOf(path.replace(/.*node_modules\//, ''))!];
      expect([e.os, e.cpu, e.libc], path).toEqual([expected.os, expected.cpu, expected.libc]);
    }
  });

  it('re-creates a removed platform entry with the exact version, platform, dev and optional flags', () => {
    const broken: Lock = structuredClone(lock);
    delete broken.packages['node_modules/@tailwindcss/oxide-darwin-arm64'];
    delete broken.packages['node_modules/@astrojs/compiler-binding-win32-x64-msvc'];
    expect(missingOptional(broken).map((m: { name: string }) => m.name)).toEqual([
      '@astrojs/compiler-binding-win32-x64-msvc',
      '@tailwindcss/oxide-darwin-arm64',
    ]);
    const { lock: fixed, added } = withPlatformEntries(broken);
    expect(added).toHaveLength(2);
    expect(fixed.packages['node_modules/@tailwindcss/oxide-darwin-arm64']).toEqual({
      version: lock.packages['node_modules/@tailwindcss/oxide']!.version,
      cpu: ['arm64'],
      dev: true,
      license: 'MIT',
      optional: true,
      os: ['darwin'],
      engines: { node: '>= 20' },
    });
    expect(fixed.packages['node_modules/@astrojs/compiler-binding-win32-x64-msvc']).toMatchObject({ os: ['win32'], cpu: ['x64'], optional: true, dev: true });
    expect(JSON.stringify(fixed)).toBe(JSON.stringify(lock));
  });

  it('refuses to invent an entry for a package that is not a platform binary', () => {
    const broken: Lock = structuredClone(lock);
    broken.packages['node_modules/@tailwindcss/oxide']!.optionalDependencies!['left-pad'] = '1.3.0';
    expect(() => withPlatformEntries(broken)).toThrow(/left-pad@1\.3\.0 .* is not a known platform package/);
  });
});
