import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { fileURLToPath } from 'node:url';

/**
 * The W3C checker over dist/ (tests/dist/nu.test.ts) is the longest file by far: it starts first,
 * so the other files share the second core while it runs, also on a fresh clone (no duration cache,
 * where Vitest would start the largest files first and leave it for last).
 */
class NuCheckerFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const nu = (f: TestSpecification) => f.moduleId.endsWith('tests/dist/nu.test.ts');
    return [...sorted.filter(nu), ...sorted.filter((f) => !nu(f))];
  }
}

// Kept in tests/ so the top level holds only what Astro projects have; paths are from the project root.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  // Checks over dist/ read all 6,000+ files: generous timeouts so a busy machine slows them, never fails them.
  // One worker per core (Vitest's default leaves one core to its main process, which is mostly idle):
  // on 2 cores the unit tests took 41 s with one worker, 22 s with two; the dist tests 165 s and 114 s.
  test: {
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 300_000,
    maxWorkers: availableParallelism(),
    sequence: { sequencer: NuCheckerFirst },
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      // The dist files only read dist/: they share each worker's modules (no isolation), so the
      // 6,499 pages are read and their text extracted once per worker (tests/dist/pages.ts,
      // text.ts), not once per file.
      { extends: true, test: { name: 'dist', include: ['tests/dist/**/*.test.ts'], isolate: false } },
    ],
  },
});
