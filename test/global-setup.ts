// One temporary directory per test run, removed when the run ends. The tests' builds, fixtures,
// served sites and browser profiles all go under os.tmpdir(): pointing TMPDIR here (before the
// workers start: they and the CLIs and browsers they spawn inherit it) keeps a run from leaving
// gigabytes behind in the system's /tmp (each run wrote about 700 MB there before, never removed).
// The shared docs build (helpers/docs-site.ts) lives here too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-test-run-'));
  const previous = { TMPDIR: process.env.TMPDIR, TMP: process.env.TMP, TEMP: process.env.TEMP };
  for (const name of ['TMPDIR', 'TMP', 'TEMP'] as const) process.env[name] = dir;
  return () => {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  };
}
