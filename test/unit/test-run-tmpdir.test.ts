// The test run's own temporary directory (test/global-setup.ts): the workers, and the processes
// they spawn, write under it, and the run removes it when it ends.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

it('points the workers and what they spawn at the run\'s own temporary directory', () => {
  const dir = os.tmpdir();
  expect(path.basename(dir)).toMatch(/^docs-build-test-run-/);
  const child = execFileSync(process.execPath, ['-e', 'process.stdout.write(require("node:os").tmpdir())'], { encoding: 'utf8' });
  expect(child).toBe(dir);
});
