// The output depends on the commit and node_modules only, never on where the checkout lies, and
// the build cache is portable: the README's CI recipe (restore node_modules/.cache/docs-build from
// another checkout, at another path) gives a warm build with the same output.
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, treeDigest, type CliResult } from '../helpers/cli.ts';

const run = promisify(execFile);

/**
 * A checkout of the working tree at `dir`: its tracked and new files copied, node_modules
 * hard-linked where it can be (without its cache). Asynchronous throughout: a worker whose event
 * loop is blocked for a minute on a busy machine misses vitest's own calls.
 */
async function cloneAt(dir: string): Promise<string> {
  await fs.promises.mkdir(dir, { recursive: true });
  const { stdout } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 });
  const files = stdout.toString().split('\0').filter((file) => file && !file.startsWith('node_modules') && fs.existsSync(path.join(ROOT, file)));
  // cp --parents, five hundred files a call: one fs.promises.cp per file took 2.2 s of the test
  // process's CPU per clone (1,600 files), cp 0.9 s.
  for (let i = 0; i < files.length; i += 500) await run('cp', ['--parents', '-t', dir, '--', ...files.slice(i, i + 500)], { cwd: ROOT });
  await fs.promises.mkdir(path.join(dir, 'node_modules'));
  const linked = fs.readdirSync(path.join(ROOT, 'node_modules')).filter((name) => name !== '.cache');
  const sources = linked.map((name) => path.join(ROOT, 'node_modules', name));
  try {
    await run('cp', ['-al', ...sources, path.join(dir, 'node_modules')]);
  } catch {
    // Hard links cannot cross file systems (a temporary folder on another device): copy instead.
    await run('cp', ['-a', ...sources, path.join(dir, 'node_modules')], { maxBuffer: 64 * 1024 * 1024 });
  }
  return dir;
}

/** Runs a checkout's own CLI (its bin/, its src/, its node_modules) from inside it. */
function runCloneCli(clone: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    const { DOCS_BUILD_CACHE_DIR: _ignored, ...inherited } = process.env;
    const child = spawn(process.execPath, [path.join(clone, 'bin/docs-build.js'), ...args], { cwd: clone, env: { ...inherited, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Every file of the cache folder with its size and time: a build that reads entries and writes none leaves it as it was. */
function listing(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      const stat = fs.statSync(file);
      return `${path.relative(dir, file)} ${stat.size} ${stat.mtimeMs}`;
    })
    .sort();
}

describe('a checkout at another path', () => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-clones-'));
  // Different names and depths: nothing of either path may reach the output or the cache keys.
  let a: string;
  let b: string;
  const fixture = path.join('test', 'fixtures', 'sites', 'demos');
  const outA = path.join(base, 'out-a');
  const cacheOf = (clone: string) => path.join(clone, 'node_modules/.cache/docs-build');

  beforeAll(async () => {
    a = await cloneAt(path.join(base, 'a', 'docs-build'));
    b = await cloneAt(path.join(base, 'b', 'nested', 'deeper', 'checkout'));
    const built = await runCloneCli(a, ['--content', fixture, '--out', outA]);
    expect(built.code, built.stderr + built.stdout).toBe(0);
  }, 300_000);
  afterAll(() => fs.promises.rm(base, { recursive: true, force: true }));

  it('builds byte-identical output from the same commit and node_modules', async () => {
    const outB = path.join(base, 'out-b');
    const built = await runCloneCli(b, ['--content', fixture, '--out', outB], { DOCS_BUILD_CACHE_DIR: path.join(base, 'cold-cache') });
    expect(built.code, built.stderr + built.stdout).toBe(0);
    // The demos are bundled and server-rendered there too (a cold build, the cache is its own).
    expect(fs.readdirSync(path.join(outB, 'x/_static/demos')).some((f) => /^pages_components_SortableGrid-system\.\w+\.js$/.test(f))).toBe(true);
    const files = (dir: string) => fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();
    expect(files(outB)).toEqual(files(outA));
    const differing = files(outA).filter((f) => !fs.readFileSync(path.join(outA, f)).equals(fs.readFileSync(path.join(outB, f))));
    expect(differing).toEqual([]);
    expect(treeDigest(outB)).toBe(treeDigest(outA));
  }, 300_000);

  it('is warm with a cache restored from the other checkout (the README’s CI recipe), with the same output', async () => {
    fs.cpSync(cacheOf(a), cacheOf(b), { recursive: true });
    const before = listing(cacheOf(b));
    const outB = path.join(base, 'out-b-warm');
    const built = await runCloneCli(b, ['--content', fixture, '--out', outB]);
    expect(built.code, built.stderr + built.stdout).toBe(0);
    expect(built.stdout + built.stderr).not.toMatch(/CacheEntryInvalid/);
    // Every step was a cache hit: not one entry was written.
    expect(listing(cacheOf(b))).toEqual(before);
    expect(treeDigest(outB)).toBe(treeDigest(outA));
    // And no entry names the checkout it was made in.
    const named = fs.readdirSync(cacheOf(a), { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && !e.name.endsWith('.mjs') && fs.readFileSync(path.join(e.parentPath, e.name)).includes(a));
    expect(named.map((e) => e.name)).toEqual([]);
  }, 300_000);
});
