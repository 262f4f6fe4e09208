import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// Kept in tests/ so the top level holds only what Astro projects have; paths are from the project root.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  // Checks over dist/ read all 6,000+ files: generous timeouts so a busy machine slows them, never fails them.
  test: { include: ['tests/unit/**/*.test.ts', 'tests/dist/**/*.test.ts'], environment: 'node', testTimeout: 300_000, hookTimeout: 300_000 },
});
