#!/usr/bin/env node
// `npm run typecheck`: the five TypeScript projects, checked by TypeScript 7 (the native compiler,
// installed as the typescript-7 alias, which `docs-build check-demos` runs too). TypeScript 5 stays
// the library the build itself uses (API extraction, demo transforms, the demos' import graph):
// its JavaScript API is what those call.
// TypeScript 7 checks the same projects about four times faster (measured here: 19 s of CPU
// against 75 s), which the test run feels most: it type-checks beside the first builds.
// test/typecheck.test.ts runs the same projects with the same arguments, keeping each project's
// incremental state beside the build cache.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const PROJECTS = ['tsconfig.json', 'src', 'client', 'client/service-worker', 'templates'];
export const TSC = path.join(root, 'node_modules/typescript-7/bin/tsc');

/**
 * One checker for every two cores, at most the default four, as check-demos runs it (see
 * TSC7_CHECKERS in src/checks/check-demos.ts): on two cores, the five projects took 18.4 CPU-s
 * with four checkers and 12.9 with one, in the same wall time.
 */
const CHECKERS = String(Math.max(1, Math.min(4, Math.floor(os.availableParallelism() / 2))));

/** The arguments of one project's check, with its incremental state under `stateDir` when given. */
export function tscArgs(project, stateDir) {
  const state = stateDir ? ['--incremental', '--tsBuildInfoFile', path.join(stateDir, `${project.replace(/[^\w]+/g, '_')}.tsbuildinfo`)] : [];
  return [TSC, '-p', project, '--pretty', 'false', '--checkers', CHECKERS, ...state];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = 0;
  for (const project of PROJECTS) {
    const run = spawnSync(process.execPath, tscArgs(project), { cwd: root, stdio: 'inherit' });
    if (run.status !== 0) failed++;
  }
  process.exit(failed ? 1 : 0);
}
