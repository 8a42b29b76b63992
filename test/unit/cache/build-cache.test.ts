import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedFiles, createBuildCache, processStart, sweepTemporaryFiles, sweepTemporaryFilesNowAndThen, type BuildCache } from '../../../src/cache/build-cache.ts';

let dir: string;
let cache: BuildCache;
/** Every blob file the cache holds (the test looks inside only to damage it). */
const blobs = () => fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-'));
  cache = createBuildCache({ enabled: true, dir });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the build cache', () => {
  it('reads back what it wrote, and nothing when off', () => {
    cache.entry('page', 'a'.repeat(64)).write('html', '<p>hello</p>');
    expect(cache.entry('page', 'a'.repeat(64)).read('html')).toBe('<p>hello</p>');
    expect(createBuildCache({ enabled: false, dir }).entry('page', 'a'.repeat(64)).read('html')).toBeUndefined();
    expect(cache.takeProblems()).toEqual([]);
  });

  it('treats a truncated, edited or garbled entry as missing, says so once, and drops it', () => {
    for (const [i, damage] of [(b: Buffer) => b.subarray(0, b.length - 3), (b: Buffer) => Buffer.from(b.toString().replace('hello', 'HELLO')), () => Buffer.from('not a cache entry')].entries()) {
      const entry = cache.entry('page', String(i).repeat(64));
      entry.write('html', '<p>hello</p>');
      const [file] = blobs().filter((f) => f.includes(String(i).repeat(12)));
      fs.writeFileSync(file!, damage(fs.readFileSync(file!)));
      expect(entry.read('html')).toBeUndefined();
      expect(cache.takeProblems()).toHaveLength(1);
      expect(entry.has('html')).toBe(false);
    }
  });

  it('reports JSON that does not parse as damage, never as a crash', () => {
    const entry = cache.entry('meta', 'b'.repeat(64));
    entry.write('json', '{"anchors": [');
    expect(entry.readJson()).toBeUndefined();
    expect(cache.takeProblems()[0]).toMatch(/meta\/bbbb.*JSON/);
  });

  it('restores a copy: editing the output leaves the cache as it was', () => {
    const entry = cache.entry('page', 'c'.repeat(64));
    entry.write('html', '<p>original</p>');
    const target = path.join(dir, 'out', 'index.html');
    expect(entry.restore('html', target)).toBe(true);
    fs.appendFileSync(target, '<script>edited()</script>');
    expect(entry.read('html')).toBe('<p>original</p>');
    expect(fs.statSync(target).nlink).toBe(1);
  });

  it('stores and restores a set of files with a value, in one blob, and rebuilds when it is damaged', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
    let produced = 0;
    const produce = async () => {
      produced++;
      fs.mkdirSync(path.join(root, 'idx'), { recursive: true });
      fs.writeFileSync(path.join(root, 'idx', 'a.bin'), Buffer.from([1, 2, 3]));
      fs.writeFileSync(path.join(root, 'empty.txt'), '');
      fs.writeFileSync(path.join(root, 'b.txt'), 'bee');
      return { pages: 3 };
    };
    const run = () => cachedFiles(cache.entry('search', 'd'.repeat(64)), { root, files: () => ['idx/a.bin', 'empty.txt', 'b.txt'], produce });
    expect(await run()).toEqual({ pages: 3 });
    // Two blobs, whatever the number of files: the files' bytes and the manifest.
    expect(blobs().map((f) => path.basename(f).slice(64)).sort()).toEqual(['.pack', '.pack.json']);
    fs.rmSync(root, { recursive: true });
    expect(await run()).toEqual({ pages: 3 });
    expect(produced).toBe(1);
    expect([...fs.readFileSync(path.join(root, 'idx', 'a.bin'))]).toEqual([1, 2, 3]);
    expect(fs.readFileSync(path.join(root, 'empty.txt'), 'utf8')).toBe('');
    expect(fs.readFileSync(path.join(root, 'b.txt'), 'utf8')).toBe('bee');
    const pack = blobs().find((f) => f.endsWith('.pack'))!;
    fs.writeFileSync(pack, 'garbage');
    expect(await run()).toEqual({ pages: 3 });
    expect(produced).toBe(2);
    expect(cache.takeProblems()).toHaveLength(1);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('drops stored files whose manifest lists other sizes than the pack holds', () => {
    const entry = cache.entry('sw', 'e'.repeat(64));
    entry.storeFiles({ n: 1 }, [{ file: 'a', contents: Buffer.from('abc') }]);
    // A manifest of another pack (written by hand, or a half-replaced entry): sealed, but not this pack's.
    entry.write('pack.json', JSON.stringify({ value: { n: 1 }, files: [['a', 2]] }));
    expect(entry.readFiles()).toBeUndefined();
    expect(cache.takeProblems()).toEqual([expect.stringMatching(/3 bytes where its manifest lists 2/)]);
    expect(entry.has('pack.json')).toBe(false);
  });

  it('runs work on one entry one at a time, and the one waiting sees what the first made', async () => {
    const entry = () => cache.entry('api', 'e'.repeat(64));
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = entry().exclusive(async () => {
      order.push('first starts');
      await held;
      entry().write('json', '"made once"');
      order.push('first ends');
    });
    const second = entry().exclusive(async () => {
      order.push(`second reads ${entry().read('json')}`);
    });
    // The second is waiting on the lock while the first holds it.
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['first starts']);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first starts', 'first ends', 'second reads "made once"']);
  });

  it('takes over the lock of a build that died holding it', async () => {
    const entry = cache.entry('api', 'f'.repeat(64));
    // A lock left by a process that has exited.
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    const lock = path.join(dir, 'api', 'ff', `${'f'.repeat(64)}.lock`);
    fs.mkdirSync(lock, { recursive: true });
    fs.writeFileSync(path.join(lock, 'owner.json'), JSON.stringify({ pid: gone, at: Date.now() }));
    expect(await entry.exclusive(async () => 'ran')).toBe('ran');
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('takes over at once a lock whose process id now names another process (a cache restored into a new container)', async () => {
    const entry = cache.entry('api', 'e'.repeat(64));
    const lock = path.join(dir, 'api', 'ee', `${'e'.repeat(64)}.lock`);
    fs.mkdirSync(lock, { recursive: true });
    // This very process is alive, but it is not the one that took the lock: that one started at another time.
    fs.writeFileSync(path.join(lock, 'owner.json'), JSON.stringify({ pid: process.pid, at: Date.now(), host: os.hostname(), start: '1' }));
    const said = captureStderr();
    try {
      expect(await entry.exclusive(async () => 'ran')).toBe('ran');
    } finally {
      said.restore();
    }
    expect(said.text()).toBe('');
  });

  it('takes over at once a lock held on another host', async () => {
    const entry = cache.entry('api', 'd'.repeat(64));
    const lock = path.join(dir, 'api', 'dd', `${'d'.repeat(64)}.lock`);
    fs.mkdirSync(lock, { recursive: true });
    fs.writeFileSync(path.join(lock, 'owner.json'), JSON.stringify({ pid: process.pid, at: Date.now(), host: `not-${os.hostname()}`, start: processStart(process.pid) }));
    expect(await entry.exclusive(async () => 'ran')).toBe('ran');
  });

  it('says on stderr that it waits for a live owner, then runs once the owner lets go', async () => {
    const entry = cache.entry('api', 'c'.repeat(64));
    const lock = path.join(dir, 'api', 'cc', `${'c'.repeat(64)}.lock`);
    fs.mkdirSync(lock, { recursive: true });
    fs.writeFileSync(path.join(lock, 'owner.json'), JSON.stringify({ pid: process.pid, at: Date.now(), host: os.hostname(), start: processStart(process.pid) }));
    const said = captureStderr();
    try {
      let ran = false;
      const waiting = entry.exclusive(async () => (ran = true));
      await said.line(/waiting for process \d+ on .*another build sharing this cache/);
      expect(ran).toBe(false);
      fs.rmSync(lock, { recursive: true });
      await waiting;
      expect(ran).toBe(true);
      expect(said.text().match(/waiting for process/g)).toHaveLength(1);
    } finally {
      said.restore();
    }
  });

  it('removes the temporary files that killed writers left, and keeps those being written', () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    const folder = path.join(dir, 'page', 'ab');
    fs.mkdirSync(folder, { recursive: true });
    const left = path.join(folder, `${'a'.repeat(64)}.html.${gone}.0badc0de.tmp`);
    const leftModule = path.join(dir, `server-entry.abc.mjs.${gone}.tmp`);
    const old = path.join(folder, `${'b'.repeat(64)}.html.${process.pid}.12345678.tmp`);
    const writing = path.join(folder, `${'c'.repeat(64)}.html.${process.pid}.87654321.tmp`);
    for (const file of [left, leftModule, old, writing]) fs.writeFileSync(file, 'partial');
    // Older than any write takes, though its process id is alive (reused).
    const hourAgo = new Date(Date.now() - 3600_000);
    fs.utimesSync(old, hourAgo, hourAgo);
    expect(sweepTemporaryFiles(dir)).toBe(3);
    expect([left, leftModule, old, writing].map((f) => fs.existsSync(f))).toEqual([false, false, false, true]);
  });

  it('sweeps at the end of a build once in ten minutes: listing a large cache costs each build most of a second', () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    const left = () => {
      const file = path.join(dir, `server-entry.${Math.random().toString(16).slice(2)}.mjs.${gone}.tmp`);
      fs.writeFileSync(file, 'partial');
      return file;
    };
    const start = Date.now();
    const first = left();
    expect(sweepTemporaryFilesNowAndThen(dir, start)).toBe(1);
    expect(fs.existsSync(first)).toBe(false);
    // Within ten minutes: not listed again, what a killed build left stays for now.
    const second = left();
    expect(sweepTemporaryFilesNowAndThen(dir, start + 9 * 60_000)).toBeUndefined();
    expect(fs.existsSync(second)).toBe(true);
    // Past them, the next build sweeps.
    expect(sweepTemporaryFilesNowAndThen(dir, start + 11 * 60_000)).toBe(1);
    expect(fs.existsSync(second)).toBe(false);
    // A stamp from the future (a clock set back) does not stop sweeps.
    const third = left();
    expect(sweepTemporaryFilesNowAndThen(dir, start)).toBe(1);
    expect(fs.existsSync(third)).toBe(false);
  });
});

describe('batches of entries', () => {
  const key = (i: number) => i.toString(16).padStart(64, '0');
  const batching = (limits = { filesBefore: 2, bytes: 1024 ** 3 }) => createBuildCache({ enabled: true, dir, batch: true, batchLimits: limits });
  const batchFiles = () => (fs.existsSync(path.join(dir, 'batches')) ? fs.readdirSync(path.join(dir, 'batches')).sort() : []);
  /** Writes `n` page entries through a batching cache (the first two as files), flushed. */
  const writeBatch = (n: number, from = 0, limits?: Parameters<typeof batching>[0]) => {
    const writer = batching(limits);
    for (let i = from; i < from + n; i++) writer.entry('page', key(i)).write('html', `<p>page ${i}</p>`);
    writer.flush();
    return writer;
  };

  it('writes the first entries as files, the rest to one batch that other caches read once flushed', () => {
    const writer = batching();
    for (let i = 0; i < 50; i++) writer.entry('page', key(i)).write('html', `<p>page ${i}</p>`);
    writer.entry('meta', key(1)).write('json', JSON.stringify({ at: dir }));
    // Two files; the batch is a temporary file, named as the sweep knows them, until flushed.
    expect(blobs().filter((f) => !f.includes(`${path.sep}batches${path.sep}`))).toHaveLength(2);
    expect(batchFiles()).toEqual([expect.stringMatching(new RegExp(`\\.batch\\.${process.pid}\\.tmp$`))]);
    // The writer reads its own entries at once; another cache, once they are flushed.
    expect(writer.entry('page', key(30)).read('html')).toBe('<p>page 30</p>');
    const reader = createBuildCache({ enabled: true, dir });
    expect(reader.entry('page', key(30)).has('html')).toBe(false);
    writer.flush();
    expect(batchFiles()).toEqual([expect.stringMatching(/\.batch$/), expect.stringMatching(/\.index$/)]);
    for (const i of [0, 1, 2, 30, 49]) expect(reader.entry('page', key(i)).read('html')).toBe(`<p>page ${i}</p>`);
    expect(reader.entry('page', key(30)).has('html')).toBe(true);
    expect(reader.entry('page', key(50)).has('html')).toBe(false);
    expect(reader.entry('meta', key(1)).readJson()).toEqual({ at: dir });
    const target = path.join(dir, 'out', 'index.html');
    expect(reader.entry('page', key(40)).restore('html', target)).toBe(true);
    expect(fs.readFileSync(target, 'utf8')).toBe('<p>page 40</p>');
    expect(reader.takeProblems()).toEqual([]);
    // After a flush the next entries are files again (a few edits stay files in watch mode).
    writer.entry('page', key(99)).write('html', 'x');
    expect(batchFiles()).toHaveLength(2);
  });

  it('stores an entry written twice with the same content once, and a new content over the old', () => {
    const writer = batching({ filesBefore: 0, bytes: 1024 ** 3 });
    for (let i = 0; i < 3; i++) writer.entry('shared-file', key(7)).write('html', 'same');
    writer.entry('page', key(8)).write('html', 'old');
    writer.entry('page', key(8)).write('html', 'new');
    writer.flush();
    const batch = batchFiles().find((f) => f.endsWith('.batch'))!;
    const text = fs.readFileSync(path.join(dir, 'batches', batch), 'utf8');
    expect(text.match(/same/g)).toHaveLength(1);
    expect(createBuildCache({ enabled: true, dir }).entry('page', key(8)).read('html')).toBe('new');
  });

  it('drops the damaged entries of a batch, says so once, and keeps the others for every cache after', () => {
    writeBatch(20);
    const batch = path.join(dir, 'batches', batchFiles().find((f) => f.endsWith('.batch'))!);
    const text = fs.readFileSync(batch).toString('latin1');
    fs.writeFileSync(batch, text.replace('page 10<', 'PAGE 10<').replace('page 11<', 'PAGE 11<'), 'latin1');
    const reader = createBuildCache({ enabled: true, dir });
    expect(reader.entry('page', key(10)).read('html')).toBeUndefined();
    const problems = reader.takeProblems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/page\/000000000000….html: its content does not match its checksum.*; 2 of the 18 entries of its batch .*\.batch fail their check and are dropped/);
    // The other damaged one is gone without a second report; the rest are read, here and by the next cache.
    expect(reader.entry('page', key(11)).read('html')).toBeUndefined();
    expect(reader.entry('page', key(12)).read('html')).toBe('<p>page 12</p>');
    expect(reader.takeProblems()).toEqual([]);
    const next = createBuildCache({ enabled: true, dir });
    expect(next.entry('page', key(10)).has('html')).toBe(false);
    expect(next.entry('page', key(19)).read('html')).toBe('<p>page 19</p>');
    expect(next.takeProblems()).toEqual([]);
    // Written again, they are read again.
    writeBatch(20);
    expect(createBuildCache({ enabled: true, dir }).entry('page', key(10)).read('html')).toBe('<p>page 10</p>');
  });

  it('writes again an entry of its own batch that was damaged before the flush', () => {
    const writer = batching({ filesBefore: 0, bytes: 1024 ** 3 });
    writer.entry('page', key(1)).write('html', '<p>one</p>');
    writer.entry('page', key(2)).write('html', '<p>two</p>');
    const [temporary] = batchFiles();
    const file = path.join(dir, 'batches', temporary!);
    fs.writeFileSync(file, fs.readFileSync(file).toString('latin1').replace('<p>one', '<p>ONE'), 'latin1');
    expect(writer.entry('page', key(1)).read('html')).toBeUndefined();
    expect(writer.takeProblems()).toEqual([expect.stringMatching(/1 of the 2 entries/)]);
    // The same content written again is stored again, not taken for the entry it already holds.
    writer.entry('page', key(1)).write('html', '<p>one</p>');
    writer.flush();
    const reader = createBuildCache({ enabled: true, dir });
    expect([1, 2].map((i) => reader.entry('page', key(i)).read('html'))).toEqual(['<p>one</p>', '<p>two</p>']);
    expect(reader.takeProblems()).toEqual([]);
  });

  it('drops a batch whose index is cut short or garbled; of a batch cut short, what is missing', () => {
    for (const damage of ['index', 'garbled index', 'batch'] as const) {
      fs.rmSync(path.join(dir, 'batches'), { recursive: true, force: true });
      writeBatch(20);
      const file = path.join(dir, 'batches', batchFiles().find((f) => f.endsWith(damage === 'batch' ? '.batch' : '.index'))!);
      const bytes = fs.readFileSync(file);
      fs.writeFileSync(file, damage === 'garbled index' ? Buffer.from('{"not": "an index"}') : bytes.subarray(0, bytes.length - 40));
      const reader = createBuildCache({ enabled: true, dir });
      expect(reader.entry('page', key(19)).read('html')).toBeUndefined();
      expect(reader.takeProblems()).toEqual([expect.stringMatching(damage === 'batch' ? /cut short .*1 of the 18 entries/ : /cache batch .*index.*(no valid header|checksum)/)]);
      expect(reader.entry('page', key(12)).read('html')).toBe(damage === 'batch' ? '<p>page 12</p>' : undefined);
      // Nothing is left that no index names.
      if (damage !== 'batch') expect(batchFiles()).toEqual([]);
    }
  });

  it('forgets only the entry whose JSON fails a check, in every cache after', () => {
    const writer = batching({ filesBefore: 0, bytes: 1024 ** 3 });
    writer.entry('meta', key(1)).write('json', '{"cut": ');
    writer.entry('meta', key(2)).write('json', '{"whole": true}');
    writer.flush();
    const reader = createBuildCache({ enabled: true, dir });
    expect(reader.entry('meta', key(1)).readJson()).toBeUndefined();
    expect(reader.takeProblems()).toEqual([expect.stringMatching(/meta\/000000000000.*JSON/)]);
    const next = createBuildCache({ enabled: true, dir });
    expect(next.entry('meta', key(1)).has('json')).toBe(false);
    expect(next.entry('meta', key(2)).readJson()).toEqual({ whole: true });
    expect(next.takeProblems()).toEqual([]);
  });

  it('removes the oldest batches past the limit of bytes, never the one just written', () => {
    const limits = { filesBefore: 0, bytes: 5000 };
    for (let round = 0; round < 4; round++) {
      writeBatch(20, round * 100, limits);
      // Index times a second apart: the oldest is known whatever the clock's resolution.
      const index = batchFiles().filter((f) => f.endsWith('.index'));
      index.forEach((f, i) => fs.utimesSync(path.join(dir, 'batches', f), new Date(Date.now() - (index.length - i) * 1000), new Date(Date.now() - (index.length - i) * 1000)));
    }
    const sizes = batchFiles().map((f) => fs.statSync(path.join(dir, 'batches', f)).size);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(5000);
    const reader = createBuildCache({ enabled: true, dir });
    expect(reader.entry('page', key(310)).read('html')).toBe('<p>page 310</p>');
    expect(reader.entry('page', key(10)).read('html')).toBeUndefined();
    expect(reader.takeProblems()).toEqual([]);
    // One batch over the limit by itself stays: it was just written.
    writeBatch(200, 1000, limits);
    expect(createBuildCache({ enabled: true, dir }).entry('page', key(1100)).read('html')).toBe('<p>page 1100</p>');
  });

  it('writes what it makes holding an entry\'s lock as files: a build waiting for the lock reads it at once', async () => {
    const writer = batching({ filesBefore: 0, bytes: 1024 ** 3 });
    const entry = writer.entry('vendor', key(3));
    await entry.exclusive(async () => entry.storeFiles({ made: 1 }, [{ file: 'a.js', contents: Buffer.from('a') }]));
    writer.entry('page', key(4)).write('html', 'batched');
    // Not flushed: the page is in the batch, the locked entry readable by any other cache.
    const other = createBuildCache({ enabled: true, dir });
    expect(other.entry('vendor', key(3)).readFiles()?.value).toEqual({ made: 1 });
    expect(other.entry('page', key(4)).has('html')).toBe(false);
  });

  it('leaves nothing of a batch its writer never flushed once the sweep has run', () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    const writer = batching({ filesBefore: 0, bytes: 1024 ** 3 });
    writer.entry('page', key(1)).write('html', 'never flushed');
    const [temporary] = batchFiles();
    // As a killed build left it: the name of a process that is gone.
    fs.renameSync(path.join(dir, 'batches', temporary!), path.join(dir, 'batches', temporary!.replace(`.${process.pid}.tmp`, `.${gone}.tmp`)));
    expect(sweepTemporaryFiles(dir)).toBe(1);
    expect(batchFiles()).toEqual([]);
    expect(createBuildCache({ enabled: true, dir }).entry('page', key(1)).has('html')).toBe(false);
  });
});

/** Collects what this process writes to stderr; `line` resolves when a written line matches. */
function captureStderr() {
  const write = process.stderr.write.bind(process.stderr);
  let text = '';
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  process.stderr.write = ((chunk: string | Uint8Array) => {
    text += chunk.toString();
    for (const w of waiters.splice(0)) if (w.pattern.test(text)) w.resolve();
    else waiters.push(w);
    return true;
  }) as typeof process.stderr.write;
  return {
    text: () => text,
    line: (pattern: RegExp) => new Promise<void>((resolve) => (pattern.test(text) ? resolve() : waiters.push({ pattern, resolve }))),
    restore: () => void (process.stderr.write = write),
  };
}
