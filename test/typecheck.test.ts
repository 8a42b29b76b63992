// The type check of every project (tests and scripts, src/, client/ and its service worker, templates/), as
// `npm run typecheck` runs it. A test of its own so that it runs beside the first builds of the
// run instead of before all of them.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { ROOT } from './helpers/cli.ts';

const run = promisify(execFile);
const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');

/**
 * Each project keeps TypeScript's incremental state beside the build cache (the README's CI recipe
 * keeps both): a run after one that passed checks again only the files that changed and those
 * that depend on them. TypeScript compares each file's text with the state's hash of it, so a
 * stale state is never trusted.
 */
const stateOf = (project: string) => path.join(ROOT, 'node_modules/.cache/docs-build-tests/tsc', `${project.replace(/[^\w]+/g, '_')}.tsbuildinfo`);

it.each(['tsconfig.json', 'src', 'client', 'client/service-worker', 'templates'])('tsc -p %s finds no error', async (project) => {
  const args = [tsc, '-p', project, '--pretty', 'false', '--incremental', '--tsBuildInfoFile', stateOf(project)];
  const result = await run(process.execPath, args, { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code?: number; stdout?: string }) => ({ code: error.code ?? 1, stdout: error.stdout ?? '' }),
  );
  expect(result.stdout).toBe('');
  expect(result.code).toBe(0);
}, 600_000);
