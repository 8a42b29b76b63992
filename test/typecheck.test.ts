// The type check of every project (tests and scripts, src/, client/ and its service worker, templates/), as
// `npm run typecheck` runs it (scripts/typecheck.mjs: TypeScript 7). A test of its own so that it
// runs beside the first builds of the run instead of before all of them.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { ROOT } from './helpers/cli.ts';

const run = promisify(execFile);
const { PROJECTS, tscArgs } = (await import(pathToFileURL(path.join(ROOT, 'scripts/typecheck.mjs')).href)) as { PROJECTS: string[]; tscArgs(project: string, stateDir?: string): string[] };

/**
 * Each project keeps TypeScript's incremental state beside the build cache (the README's CI recipe
 * keeps both): a run after one that passed checks again only the files that changed and those
 * that depend on them. TypeScript compares each file's text with the state's hash of it, so a
 * stale state is never trusted.
 */
const STATE_DIR = path.join(ROOT, 'node_modules/.cache/docs-build-tests/tsc7');

it.each(PROJECTS)('tsc -p %s finds no error', async (project) => {
  const result = await run(process.execPath, tscArgs(project, STATE_DIR), { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code?: number; stdout?: string }) => ({ code: error.code ?? 1, stdout: error.stdout ?? '' }),
  );
  expect(result.stdout).toBe('');
  expect(result.code).toBe(0);
}, 600_000);
