// One build of the bundled docs per test run, shared by the test files that read it (the site
// tests and the content gate): the first file to ask builds it, the others wait for it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, runCli, type CliResult } from './cli.ts';

/** Config for tests on the bundled docs: no third party is reachable (ads, analytics, icon font). */
export const DOCS_TEST_CONFIG = { ads: { enabled: false }, analytics: { measurementId: '' }, demos: { iconFontUrl: '' } };

/** The vitest run this process belongs to: its workers are forks of one main process. */
const runId = process.env.VITEST_POOL_ID !== undefined ? String(process.ppid) : String(process.pid);
const dir = path.join(os.tmpdir(), `docs-build-shared-${runId}`);
const out = path.join(dir, 'dist');
const lock = path.join(dir, 'building');
const result = path.join(dir, 'result.json');

/** Waits until the build of another test file has written its result (a definite signal: the file appears). */
function resultWritten(): Promise<CliResult> {
  return new Promise((resolve) => {
    const check = () => {
      if (!fs.existsSync(result)) return false;
      watcher.close();
      clearInterval(fallback);
      resolve(JSON.parse(fs.readFileSync(result, 'utf8')) as CliResult);
      return true;
    };
    const watcher = fs.watch(dir, () => void check());
    // fs.watch can miss an event on some file systems: look again now and then too.
    const fallback = setInterval(check, 2000);
    check();
  });
}

/** Builds the bundled docs once for this test run and resolves to the output directory and the CLI's result. */
export async function sharedDocsBuild(): Promise<{ out: string; built: CliResult }> {
  fs.mkdirSync(dir, { recursive: true });
  try {
    fs.mkdirSync(lock);
  } catch {
    return { out, built: await resultWritten() };
  }
  const built = await runCli(['--content', path.join(ROOT, 'content'), '--out', out], { env: { DOCS_BUILD_CONFIG: JSON.stringify(DOCS_TEST_CONFIG) } });
  fs.writeFileSync(`${result}.tmp`, JSON.stringify(built));
  fs.renameSync(`${result}.tmp`, result);
  return { out, built };
}
