import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files on the critical path go first: the site tests start the shared docs build (a few
 * minutes), the content gate runs as soon as that build is done, and the type check, then the
 * demos' type check (check-demos over every demo, minutes of one core), run beside the build
 * (whose demo stage leaves a core idle at times). The other files follow. Without this, a fresh
 * clone (no vitest cache) orders files by size: the content gate started last, and lately the
 * demos' type check, alone at the end of the run for four minutes.
 */
const FIRST = ['test/e2e/site.test.ts', 'test/e2e/content-demos.test.ts', 'test/typecheck.test.ts', 'test/integration/gates.test.ts'];

/**
 * Then the longest files, longest first (minutes each on a busy CI machine, measured on a fresh
 * clone): a long file started late is the run's tail, with the other workers idle beside it.
 */
const LONGEST = [
  'test/integration/dialect.test.ts',
  'test/integration/cache.test.ts',
  'test/integration/build.test.ts',
  'test/integration/missing-package.test.ts',
  'test/e2e/a11y.test.ts',
  'test/integration/portable.test.ts',
  'test/unit/checks/check-demos.test.ts',
  'test/e2e/demos.test.ts',
  'test/integration/hostile-content.test.ts',
  'test/integration/api.test.ts',
];

/**
 * Last: short files that wait for the shared docs build before their first test. By then it is
 * long done; started earlier, they would hold a worker idle while it builds. (The accessibility
 * test reads it too, but is long: among the longest, it still starts after the build.)
 */
const LAST = ['test/integration/names.test.ts', 'test/integration/mcp.test.ts', 'test/e2e/pro-demos.test.ts'];

class CriticalPathFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const order = [...FIRST, ...LONGEST];
    const rank = (f: TestSpecification) => {
      const file = f.moduleId.replace(/\\/g, '/');
      if (LAST.some((name) => file.endsWith(name))) return order.length + 1;
      const i = order.findIndex((name) => file.endsWith(name));
      return i === -1 ? order.length : i;
    };
    return sorted.map((f, i) => ({ f, i })).sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i).map(({ f }) => f);
  }
}

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup-file.ts'],
    // Generous: CLI builds and browsers share two cores on a busy CI machine.
    testTimeout: 300_000,
    hookTimeout: 180_000,
    // expect.poll waits on a definite signal; its default of one second is shorter than a dynamic
    // import and a fetch take on a busy two-core machine (a feed ad once arrived after it).
    expect: { poll: { timeout: 30_000 } },
    pool: 'forks',
    // Browser and CLI tests start builds and Chromium. Three workers on two cores: while the site
    // tests and the content gate wait for the shared docs build, the third runs the other files.
    // (Measured on this machine: 2 workers 16.5 min, 3 workers 13.7 min, 4 workers 15.8 min.)
    maxWorkers: 3,
    // Test files share their worker process: each file re-importing the build's modules (TypeScript,
    // shiki, MUI) in a fresh module graph was a third of the unit tests' CPU time (76 CPU-s against
    // 43, measured). Files that change process state put it back (pickers-behaviour's zone).
    isolate: false,
    // As many as the most: with fewer, the pool ends a shared worker that is still running a long
    // file ("Terminating worker thread"), and the run fails with the file's tests unreported.
    minWorkers: 3,
    sequence: { sequencer: CriticalPathFirst },
  },
});
