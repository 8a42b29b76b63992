import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BIN = path.join(ROOT, 'bin/docs-build.js');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** CLI processes still running: killed when the test process exits, so that a test that timed out leaves none behind. */
const running = new Set<ChildProcess>();
const killRunning = () => {
  for (const child of running) child.kill('SIGKILL');
};
process.once('exit', killRunning);
// The test pool ends its worker processes with SIGTERM, which skips 'exit' handlers.
process.once('SIGTERM', () => {
  killRunning();
  process.exit(143);
});

/** Spawns the CLI and tracks the process until it exits. */
function spawnCli(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): ChildProcess {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: options.cwd ?? ROOT, env: { ...process.env, ...options.env } });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Runs the docs-build CLI as a user would. */
export function runCli(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawnCli(args, options);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts a serving command (`serve` or `--watch`) on a free port and resolves once it listens. */
export function startServer(args: string[], options: { env?: NodeJS.ProcessEnv } = {}): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const child = spawnCli([...args, '--port', '0'], options);
    let output = '';
    let started = false;
    const onData = (c: Buffer) => {
      output += c.toString();
      const match = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (match && !started) {
        started = true;
        resolve({
          url: `http://127.0.0.1:${match[1]}`,
          child,
          output: () => output,
          stop: () => new Promise<void>((r) => (child.exitCode !== null ? r() : (child.once('exit', () => r()), child.kill('SIGTERM')))),
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => !started && reject(new Error(`exited with ${code}: ${output}`)));
  });
}

/** Starts `docs-build serve` for a built directory. */
export function startServe(outDir: string): Promise<RunningServer> {
  return startServer(['serve', '--out', outDir]);
}

/**
 * Work several tests read, made once, by the first of them to ask (the others await the same
 * promise): a build of a fixture that several tests check, so that each still runs alone (-t).
 */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

/** Copies a fixture site into a fresh temporary directory. */
export function copyFixture(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `docs-build-${name}-`));
  fs.cpSync(path.join(ROOT, 'test/fixtures/sites', name), dir, { recursive: true });
  return dir;
}

/** A digest of every file (path and bytes) under a directory: equal digests mean an untouched tree. */
export function treeDigest(dir: string): string {
  const hash = crypto.createHash('sha256');
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(d, entry.name);
      hash.update(path.relative(dir, full));
      if (entry.isDirectory()) walk(full);
      else hash.update(fs.readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}
