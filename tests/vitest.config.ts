import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
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

/**
 * Which builds the dist files read: `site` (dist/ only: every file but tests/dist/fixture-builds/),
 * `fixtures` (those files, which read the fixture builds under .cache/ beside dist/), or both when
 * unset. `npm test` runs the two as separate steps (scripts/test.mjs).
 */
const builds = process.env.TEST_BUILDS ?? 'all';
if (!['site', 'fixtures', 'all'].includes(builds)) throw new Error(`TEST_BUILDS="${builds}": use site, fixtures or leave it unset`);
const FIXTURE_FILES = 'tests/dist/fixture-builds/**/*.test.ts';

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
      // The unit files share each worker's modules too (no isolation): each of the 57 files loaded
      // the catalog, the schemas and the texts anew, which was half the step's CPU (64 CPU-s with
      // isolation, 37 without, on a busy 2-core machine). A file that changes the environment puts it back
      // (vi.unstubAllEnvs, finally); they passed in three shuffled orders of files.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], isolate: false } },
      // The dist files only read dist/: they share each worker's modules (no isolation), so the
      // 6,499 pages are read and their text extracted once per worker (tests/dist/pages.ts,
      // text.ts), not once per file.
      {
        extends: true,
        test: {
          name: 'dist',
          include: [builds === 'fixtures' ? FIXTURE_FILES : 'tests/dist/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(builds === 'site' ? [FIXTURE_FILES] : [])],
          isolate: false,
        },
      },
    ],
  },
});
