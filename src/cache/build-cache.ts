import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import { writeFileAtomic } from '../files.ts';
import { cacheDir, packageRoot } from '../paths.ts';

/** A sha256 hex digest of the parts, in order. */
export function hashOf(...parts: (string | Uint8Array)[]): string {
  const hash = crypto.createHash('sha256');
  for (const part of parts) {
    hash.update(part);
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The sha256 of a file's bytes, or 'missing' when it cannot be read (what inputs are checked against). */
export function hashOfFile(file: string): string {
  try {
    return hashOf(fs.readFileSync(file));
  } catch {
    return 'missing';
  }
}

let pipelineVersion: string | undefined;

/**
 * Identifies the build code itself: a hash of every bundled file of build/ (entries and
 * chunks), so any change to src/ or to a dependency version invalidates the cache. Running
 * from sources (tests), every process gets its own value, which turns the cache off across runs.
 * `DOCS_BUILD_CODE_SALT` joins the hash: a build that stands for another version of docs-build's
 * code (what a test of the parts keyed by their own sources needs, see partVersion).
 */
export function getPipelineVersion(): string {
  if (pipelineVersion) return pipelineVersion;
  const here = fileURLToPath(import.meta.url);
  const buildDir = path.join(packageRoot, 'build');
  if (here.startsWith(buildDir + path.sep)) {
    const files = fs
      .readdirSync(buildDir, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && e.name.endsWith('.mjs'))
      .map((e) => path.join(e.parentPath, e.name))
      .sort();
    pipelineVersion = hashOf(...files.map((f) => fs.readFileSync(f)), process.env.DOCS_BUILD_CODE_SALT ?? '');
  } else {
    pipelineVersion = hashOf(String(process.pid), String(Date.now()), String(Math.random()));
  }
  return pipelineVersion;
}

/** The installed version of a package (`^<version>`, the range a sandbox asks for), or undefined. */
export function installedVersion(name: string): string | undefined {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(packageRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version?: string };
    return manifest.version ? `^${manifest.version}` : undefined;
  } catch {
    return undefined;
  }
}

// Hashes of the sources some parts of the build are made from, defined when build/ is bundled
// (scripts/build-cli.mjs, SOURCE_PARTS there): the files each part's entry reaches.
declare const __DOCS_HIGHLIGHT_SOURCES__: string | undefined;
declare const __DOCS_VENDOR_SOURCES__: string | undefined;
const PART_SOURCES = {
  highlight: typeof __DOCS_HIGHLIGHT_SOURCES__ === 'string' ? __DOCS_HIGHLIGHT_SOURCES__ : undefined,
  vendor: typeof __DOCS_VENDOR_SOURCES__ === 'string' ? __DOCS_VENDOR_SOURCES__ : undefined,
};

/**
 * The version of one part of the build's code, for what it alone makes: the hash of its sources
 * and the installed versions of the packages it uses. The highlighting of demo code names the
 * code fragments; the bundling of demos makes the package groups. Keyed by the whole build's code
 * instead, every change to the build renamed every fragment (and so changed every demo page) and
 * bundled the packages again. Run from sources (tests), the whole build's version.
 */
export function partVersion(part: keyof typeof PART_SOURCES, packages: string[]): string {
  return [`${part} ${PART_SOURCES[part] ?? getPipelineVersion()}`, ...packages.map((name) => `${name} ${installedVersion(name) ?? ''}`)].join(' ');
}

/**
 * Every stored blob starts with this line and the sha256 of what follows it: a truncated,
 * garbled or hand-edited entry fails the check and is treated as missing.
 */
const MAGIC = 'docs-build-cache 1 ';
const HEADER_BYTES = MAGIC.length + 64 + 1;

function seal(contents: string | Uint8Array): Buffer {
  const body = typeof contents === 'string' ? Buffer.from(contents) : Buffer.from(contents.buffer, contents.byteOffset, contents.byteLength);
  const digest = crypto.createHash('sha256').update(body).digest('hex');
  return Buffer.concat([Buffer.from(`${MAGIC}${digest}\n`), body]);
}

/** The body of a sealed blob, or why it cannot be trusted. */
function unseal(blob: Buffer): { body: Buffer } | { problem: string } {
  if (blob.length < HEADER_BYTES || blob.subarray(0, MAGIC.length).toString() !== MAGIC || blob[HEADER_BYTES - 1] !== 0x0a) return { problem: 'no valid header' };
  const body = blob.subarray(HEADER_BYTES);
  const expected = blob.subarray(MAGIC.length, HEADER_BYTES - 1).toString();
  if (crypto.createHash('sha256').update(body).digest('hex') !== expected) return { problem: 'its content does not match its checksum (truncated or edited)' };
  return { body };
}

/** One cached item: blobs by extension, and for multi-file outputs, a folder of blobs. */
export interface CacheEntry {
  /** The verified text of the entry, or undefined when missing, unreadable or corrupt. */
  read(ext: string): string | undefined;
  /** Parsed JSON, or undefined (a parse failure counts as corruption). `valid` may reject a stale shape. */
  readJson<T>(ext?: string, valid?: (value: unknown) => value is T): T | undefined;
  /** True when the blob exists (not verified: `restore`/`read` verify). */
  has(ext: string): boolean;
  write(ext: string, contents: string | Uint8Array): void;
  /** Writes the verified blob to `target` as a plain file; false when missing or corrupt. */
  restore(ext: string, target: string): boolean;
  /** Stores files (paths relative to where they are restored) with a value; `restoreFiles` brings them back. */
  storeFiles<T>(value: T, files: { file: string; contents: Uint8Array }[]): void;
  /** Writes every stored file under `root` and returns the value; undefined if any file is missing or corrupt. */
  restoreFiles<T>(root: string): T | undefined;
  /** Reads the stored files' verified contents without writing them anywhere. */
  readFiles<T>(): { value: T; files: { file: string; contents: Buffer }[] } | undefined;
  /**
   * Runs `work` while no other process works on this entry: builds that share the cache and
   * start together make a costly entry once (the first), the others wait and then read it.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
}

export interface BuildCache {
  enabled: boolean;
  entry(kind: string, key: string): CacheEntry;
  /** One line per corrupt or unreadable entry met since the last call (each was dropped and is rebuilt). */
  takeProblems(): string[];
  /** Adds problems another thread's cache met, for `takeProblems` to give with this one's. */
  addProblems(problems: readonly string[]): void;
  /**
   * Makes the entries this cache wrote to its batch (see `createBuildCache`'s `batch`) readable by
   * every build: until then, only this cache reads them. Entries of a batch that is never flushed
   * (a killed build) are lost, not damaged. Does nothing when there is no batch.
   */
  flush(): void;
}

/** Where entries live, whether the cache is on, the problems met so far, and how JSON names the checkout. */
interface Store {
  root: string;
  enabled: boolean;
  problems: string[];
  relocate: { store: (text: string) => string; load: (text: string) => string };
  batches: Batches;
}

/**
 * JSON entries name the given folders (the content's, the package's) by a token, written back as
 * the folders of the build that reads them: a diagnostic's file, an API entry's declaration file.
 * With keys that hold no absolute path either, a cache made in one checkout is used as it is by a
 * checkout at another path, as CI cache actions restore it. Longest folder first: the content
 * folder is usually inside the package.
 */
function relocator(roots: readonly string[]): Store['relocate'] {
  const escaped = (dir: string) => JSON.stringify(dir).slice(1, -1);
  const folders = [...roots].map((dir, i) => ({ text: escaped(path.resolve(dir)), token: `@docs-build-root-${i}@` })).sort((a, b) => b.text.length - a.text.length);
  return {
    store: (text) => folders.reduce((t, f) => t.replaceAll(f.text, f.token), text),
    load: (text) => folders.reduce((t, f) => t.replaceAll(f.token, f.text), text),
  };
}

const isJson = (ext: string) => ext === 'json' || ext.endsWith('.json');

/** The verified body of a blob file; undefined when missing, or damaged (reported and removed). */
function load(store: Store, file: string, label: string): Buffer | undefined {
  let blob: Buffer;
  try {
    blob = fs.readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') store.problems.push(`${label}: unreadable (${(error as Error).message})`);
    return undefined;
  }
  const opened = unseal(blob);
  if ('problem' in opened) {
    store.problems.push(`${label}: ${opened.problem}`);
    fs.rmSync(file, { force: true });
    return undefined;
  }
  return opened.body;
}

/** The folder of batches, below the cache's root. */
const BATCHES = 'batches';

/** How a cache batches its entries. */
export interface BatchLimits {
  /**
   * A cache that batches (`createBuildCache`'s `batch`) writes this many entries as files each
   * after it is made or flushed, then starts a batch: the few entries of a watch-mode edit stay
   * files, a build's thousands share one file. `DOCS_BUILD_CACHE_BATCH_AFTER` sets it (tests: 0).
   */
  filesBefore: number;
  /** Batches past this many bytes in all are removed when one is flushed, oldest first: their entries are then missing, and made again. */
  bytes: number;
}

const afterFromEnv = Number(process.env.DOCS_BUILD_CACHE_BATCH_AFTER);
export const BATCH_LIMITS: BatchLimits = { filesBefore: Number.isInteger(afterFromEnv) && afterFromEnv >= 0 ? afterFromEnv : 32, bytes: 2 * 1024 ** 3 };

/** Where an entry of a batch is: the batch file, its index, and the entry's sealed bytes in the batch. */
interface BatchRecord {
  batch: string;
  index: string;
  offset: number;
  length: number;
}

/** A batch being written: a temporary file until it is flushed. */
interface BatchWriter {
  id: string;
  fd: number;
  temporary: string;
  offset: number;
  /** Name, offset and length of each entry, in the order written (a name written again: the last counts). */
  entries: [string, number, number][];
  /** The sealed header of each name written: the same entry written twice is stored once. */
  headers: Map<string, string>;
}

/** What a flushed batch's index file holds: the batch file's name (beside it) and where each entry is in it. */
interface BatchIndex {
  batch: string;
  entries: [string, number, number][];
}

const isBatchIndex = (v: unknown): v is BatchIndex =>
  typeof v === 'object' && v !== null && typeof (v as BatchIndex).batch === 'string' && /^[\w.-]+\.batch$/.test((v as BatchIndex).batch) && Array.isArray((v as BatchIndex).entries) && (v as BatchIndex).entries.every((e) => Array.isArray(e) && typeof e[0] === 'string' && Number.isInteger(e[1]) && Number.isInteger(e[2]) && e[1] >= 0 && e[2] >= HEADER_BYTES);

/**
 * The batches a cache reads and the one it writes. A build's render threads write thousands of
 * small entries (a page's HTML, its compiled tree, its facts): one file each, their creation cost
 * more than the render of the page on file systems where a new file takes half a millisecond of
 * system time (corpus-4000: 16,000 entries, 4 to 7 s of the render stage). A batch is one file
 * that entries are appended to, sealed each as a file would be, with an index written once the
 * batch is flushed; readers take the indexes of the batches flushed so far.
 */
interface Batches {
  dir: string;
  limits: BatchLimits;
  /** This cache writes batches. */
  writes: boolean;
  /** Entries written as files since the last flush. */
  filesWritten: number;
  writer?: BatchWriter;
  records: Map<string, BatchRecord>;
  /** Index files read. */
  loaded: Set<string>;
  /** The folder's times when its indexes were last listed. */
  stamp?: string;
  /** Open batch files, by path. */
  fds: Map<string, number>;
}

function createBatches(dir: string, writes: boolean, limits: BatchLimits): Batches {
  return { dir, limits, writes, filesWritten: 0, records: new Map(), loaded: new Set(), fds: new Map() };
}

/**
 * Reads the indexes of the batches flushed since the folder was last listed (its times changed);
 * true when it found any. A damaged index is reported, and goes with its batch.
 */
function refreshBatches(store: Store): boolean {
  const b = store.batches;
  const stat = fs.statSync(b.dir, { throwIfNoEntry: false });
  const stamp = stat ? `${stat.mtimeMs} ${stat.ctimeMs}` : 'none';
  if (stamp === b.stamp) return false;
  b.stamp = stamp;
  let names: string[];
  try {
    names = fs.readdirSync(b.dir);
  } catch {
    return false;
  }
  let found = false;
  for (const name of names) {
    const index = path.join(b.dir, name);
    if (!name.endsWith('.index') || b.loaded.has(index)) continue;
    b.loaded.add(index);
    const label = `cache batch ${name.slice(0, -'.index'.length)}`;
    // An index that fails its check goes (load removes it), and its batch with it: nothing finds its entries.
    const orphan = () => fs.rmSync(`${index.slice(0, -'.index'.length)}.batch`, { force: true });
    const text = load(store, index, `${label} (its index)`)?.toString('utf8');
    if (text === undefined) {
      if (!fs.existsSync(index)) orphan();
      continue;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      parsed = (error as Error).message;
    }
    if (!isBatchIndex(parsed)) {
      store.problems.push(`${label}: its index is not a list of entries${typeof parsed === 'string' ? ` (${parsed})` : ''}; the batch is dropped`);
      fs.rmSync(index, { force: true });
      orphan();
      continue;
    }
    const batch = path.join(b.dir, parsed.batch);
    for (const [entry, offset, length] of parsed.entries) b.records.set(entry, { batch, index, offset, length });
    found = true;
  }
  return found;
}

/** Where an entry is in a batch, if it is in one flushed by now (or in this cache's own). */
function findRecord(store: Store, name: string): BatchRecord | undefined {
  return store.batches.records.get(name) ?? (refreshBatches(store) ? store.batches.records.get(name) : undefined);
}

/**
 * The verified body of an entry of a batch; undefined when no batch has it. An entry that fails
 * its check is reported, and its batch checked whole (repairBatch): every damaged entry goes.
 */
function loadRecord(store: Store, name: string, label: string): Buffer | undefined {
  const b = store.batches;
  const record = findRecord(store, name);
  if (!record) return undefined;
  let problem: string;
  try {
    let fd = b.fds.get(record.batch);
    if (fd === undefined) {
      fd = fs.openSync(record.batch, 'r');
      b.fds.set(record.batch, fd);
    }
    const blob = Buffer.allocUnsafe(record.length);
    const read = fs.readSync(fd, blob, 0, record.length, record.offset);
    const opened = read === record.length ? unseal(blob) : { problem: `cut short (${read} of ${record.length} bytes)` };
    if ('body' in opened) return opened.body;
    problem = opened.problem;
  } catch (error) {
    // Removed by another build meanwhile (the oldest batches go): missing, not damaged.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      forgetBatch(b, record.batch);
      return undefined;
    }
    problem = `unreadable (${(error as Error).message})`;
  }
  const { bad, of } = repairBatch(store, record);
  store.problems.push(`${label}: ${problem}; ${bad} of the ${of} entries of its batch ${path.basename(record.batch)} fail their check and are dropped (made again)`);
  return undefined;
}

/**
 * Checks every entry of a batch one of whose entries failed its check, and keeps the others: its
 * index is written again without the damaged ones (the batch goes when none is left). One pass
 * over the batch, once: a batch damaged throughout is not re-indexed entry by entry.
 */
function repairBatch(store: Store, record: BatchRecord): { bad: number; of: number } {
  const b = store.batches;
  const mine = [...b.records].filter(([, r]) => r.batch === record.batch);
  let fd: number | undefined;
  try {
    fd = fs.openSync(record.batch, 'r');
  } catch {
    fd = undefined;
  }
  const good = mine.filter(([, r]) => {
    if (fd === undefined) return false;
    const blob = Buffer.allocUnsafe(r.length);
    return fs.readSync(fd, blob, 0, r.length, r.offset) === r.length && 'body' in unseal(blob);
  });
  if (fd !== undefined) fs.closeSync(fd);
  const bad = mine.length - good.length;
  // This cache's own batch, not flushed: its damaged entries are forgotten, the rest flushed as usual.
  if (b.writer?.temporary === record.batch) {
    const kept = new Set(good.map(([name]) => name));
    b.writer.entries = b.writer.entries.filter(([name]) => kept.has(name));
    for (const [name] of mine) {
      if (kept.has(name)) continue;
      b.records.delete(name);
      // Written again, it is appended again.
      b.writer.headers.delete(name);
    }
    return { bad, of: mine.length };
  }
  if (good.length === 0 || !record.index) {
    removeBatch(b, record);
    return { bad, of: mine.length };
  }
  for (const [name] of mine) b.records.delete(name);
  for (const [name, r] of good) b.records.set(name, r);
  writeIndex(record.index, record.batch, good.map(([name, r]) => [name, r.offset, r.length]));
  return { bad, of: mine.length };
}

/** Writes a batch's index (sealed, atomically): readers find its entries from then on. */
function writeIndex(index: string, batch: string, entries: BatchIndex['entries']): void {
  writeFileAtomic(index, seal(JSON.stringify({ batch: path.basename(batch), entries } satisfies BatchIndex)));
}

/** Forgets in memory every entry of a batch, and closes it. */
function forgetBatch(b: Batches, batch: string): void {
  for (const [name, record] of b.records) if (record.batch === batch) b.records.delete(name);
  const fd = b.fds.get(batch);
  if (fd !== undefined) fs.closeSync(fd);
  b.fds.delete(batch);
  if (b.writer?.temporary === batch) b.writer = undefined;
}

/** Removes a batch from the cache: its index first (readers stop finding it), then its file. */
function removeBatch(b: Batches, record: Pick<BatchRecord, 'batch' | 'index'>): void {
  forgetBatch(b, record.batch);
  if (record.index) fs.rmSync(record.index, { force: true });
  fs.rmSync(record.batch, { force: true });
}

/**
 * Forgets one entry of a batch whose bytes are whole but whose content failed a later check (JSON
 * of another shape): its batch's index is written again without it. An entry that is a file is
 * simply removed.
 */
function forgetRecord(store: Store, name: string): void {
  const b = store.batches;
  const record = b.records.get(name);
  if (!record) return;
  b.records.delete(name);
  if (b.writer?.temporary === record.batch) {
    b.writer.entries = b.writer.entries.filter(([entry]) => entry !== name);
    b.writer.headers.delete(name);
    return;
  }
  const text = load(store, record.index, `cache batch ${path.basename(record.batch)} (its index)`)?.toString('utf8');
  let index: unknown;
  try {
    index = text === undefined ? undefined : JSON.parse(text);
  } catch {
    index = undefined;
  }
  if (isBatchIndex(index)) writeIndex(record.index, record.batch, index.entries.filter(([entry]) => entry !== name));
}

/** Appends an entry to this cache's batch; false when it is to be a file (the cache does not batch, or not yet). */
function appendRecord(b: Batches, name: string, sealed: Buffer): boolean {
  if (!b.writes) return false;
  if (!b.writer && b.filesWritten < b.limits.filesBefore) {
    b.filesWritten++;
    return false;
  }
  const header = sealed.subarray(0, HEADER_BYTES).toString();
  if (b.writer?.headers.get(name) === header) return true;
  if (!b.writer) {
    fs.mkdirSync(b.dir, { recursive: true });
    const id = `${Date.now().toString(36)}-${process.pid}-${threadId}-${crypto.randomBytes(4).toString('hex')}`;
    // Named as the sweep knows temporary files: a killed build's batch goes with them.
    const temporary = path.join(b.dir, `${id}.batch.${process.pid}.tmp`);
    const fd = fs.openSync(temporary, 'w+');
    b.fds.set(temporary, fd);
    b.writer = { id, fd, temporary, offset: 0, entries: [], headers: new Map() };
  }
  const w = b.writer;
  for (let written = 0; written < sealed.length; ) written += fs.writeSync(w.fd, sealed, written, sealed.length - written, w.offset + written);
  b.records.set(name, { batch: w.temporary, index: '', offset: w.offset, length: sealed.length });
  w.entries.push([name, w.offset, sealed.length]);
  w.headers.set(name, header);
  w.offset += sealed.length;
  return true;
}

/**
 * Flushes this cache's batch: renames it into place, then writes its index, which makes it
 * readable; then removes the oldest batches past the limit of bytes. A batch that cannot be
 * flushed (the cache folder removed under the build, a full disk) is reported and dropped.
 */
function flushBatch(store: Store): void {
  const b = store.batches;
  b.filesWritten = 0;
  const w = b.writer;
  if (!w) return;
  b.writer = undefined;
  const batch = path.join(b.dir, `${w.id}.batch`);
  const index = path.join(b.dir, `${w.id}.index`);
  try {
    fs.renameSync(w.temporary, batch);
    writeIndex(index, batch, w.entries);
  } catch (error) {
    store.problems.push(`cache batch ${w.id}: not written (${(error as Error).message}); its ${w.entries.length} entries are made again`);
    removeBatch(b, { batch: w.temporary, index: '' });
    fs.rmSync(batch, { force: true });
    return;
  }
  for (const [name] of w.entries) {
    const record = b.records.get(name);
    if (record?.batch === w.temporary) b.records.set(name, { ...record, batch, index });
  }
  b.fds.delete(w.temporary);
  b.fds.set(batch, w.fd);
  b.loaded.add(index);
  removeOldBatches(b, index);
}

/**
 * Removes the oldest batches (by the time their index was written) while all of them are more
 * than the limit of bytes, never `keep`; and batch files that lost their index (a build killed
 * between the two writes) once older than any build step.
 */
function removeOldBatches(b: Batches, keep: string, now = Date.now()): void {
  let names: string[];
  try {
    names = fs.readdirSync(b.dir);
  } catch {
    return;
  }
  const present = new Set(names);
  const batches: { index: string; batch: string; bytes: number; at: number }[] = [];
  for (const name of names) {
    const file = path.join(b.dir, name);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) continue;
    if (name.endsWith('.batch') && !present.has(`${name.slice(0, -'.batch'.length)}.index`) && now - stat.mtimeMs > STALE_TEMPORARY_MS) fs.rmSync(file, { force: true });
    if (!name.endsWith('.index')) continue;
    const batch = path.join(b.dir, `${name.slice(0, -'.index'.length)}.batch`);
    batches.push({ index: file, batch, bytes: stat.size + (fs.statSync(batch, { throwIfNoEntry: false })?.size ?? 0), at: stat.mtimeMs });
  }
  let total = batches.reduce((sum, x) => sum + x.bytes, 0);
  for (const oldest of batches.sort((x, y) => x.at - y.at)) {
    if (total <= b.limits.bytes) break;
    if (oldest.index === keep) continue;
    removeBatch(b, oldest);
    total -= oldest.bytes;
  }
}

/**
 * The persistent build cache under node_modules/.cache/docs-build/. Entries are named by content
 * hash, written atomically (so concurrent builds and crashes never leave half an entry) and
 * verified on every read: a bad entry is a miss, reported once, and removed. Nothing outside this
 * module knows the folder layout, and output files are copies, never links into the cache.
 *
 * `batch`: after its first entries (BATCH_LIMITS, or `batchLimits`), this cache appends the entries it writes to
 * one batch file (see Batches), which `flush()` makes readable by other builds. For a cache that
 * writes thousands of entries and is flushed when its work ends (a render thread, a build);
 * every cache reads the batches flushed before.
 */
export function createBuildCache(options: { enabled: boolean; dir?: string; roots?: string[]; batch?: boolean; batchLimits?: BatchLimits }): BuildCache {
  const root = options.dir ?? cacheDir;
  const batches = createBatches(path.join(root, BATCHES), options.batch === true, options.batchLimits ?? BATCH_LIMITS);
  const store: Store = { root, enabled: options.enabled, problems: [], relocate: relocator(options.roots ?? []), batches };
  return {
    enabled: options.enabled,
    entry: (kind, key) => createEntry(store, kind, key),
    takeProblems: () => store.problems.splice(0),
    addProblems: (problems) => void store.problems.push(...problems),
    flush: () => flushBatch(store),
  };
}

/** What an entry of stored files records: its value, and each file's path and size in the order of the pack. */
interface PackManifest<T> {
  value: T;
  files: [string, number][];
}

const isPackManifest = (v: unknown): v is PackManifest<unknown> =>
  typeof v === 'object' && v !== null && Array.isArray((v as { files?: unknown }).files) && (v as { files: unknown[] }).files.every((f) => Array.isArray(f) && typeof f[0] === 'string' && Number.isInteger(f[1]) && (f[1] as number) >= 0);

function createEntry(store: Store, kind: string, key: string): CacheEntry {
  const base = path.join(store.root, kind, key.slice(0, 2), key);
  const blob = (ext: string) => `${base}.${ext}`;
  const name = (ext: string) => `${kind}/${key}.${ext}`;
  const label = (ext: string) => `cache entry ${kind}/${key.slice(0, 12)}….${ext}`;
  /** The verified body of the entry: its file, else its record in a batch. */
  const body = (ext: string): Buffer | undefined => (store.enabled ? (load(store, blob(ext), label(ext)) ?? loadRecord(store, name(ext), label(ext))) : undefined);
  /** Inside `exclusive`: written as files, which the builds waiting for the lock read once it is let go (a batch is read once flushed, when its build ends). */
  let unbatched = false;
  /** Forgets an entry that failed a check after it was read (its JSON), wherever it is. */
  const drop = (ext: string) => {
    fs.rmSync(blob(ext), { force: true });
    forgetRecord(store, name(ext));
  };
  const self: CacheEntry = {
    read(ext) {
      const text = body(ext)?.toString('utf8');
      return text !== undefined && isJson(ext) ? store.relocate.load(text) : text;
    },
    readJson<T>(ext = 'json', valid?: (value: unknown) => value is T) {
      const text = self.read(ext);
      if (text === undefined) return undefined;
      try {
        const value = JSON.parse(text) as unknown;
        if (!valid || valid(value)) return value as T;
        store.problems.push(`${label(ext)}: unexpected shape`);
      } catch (error) {
        store.problems.push(`${label(ext)}: ${(error as Error).message}`);
      }
      drop(ext);
      return undefined;
    },
    has: (ext) => store.enabled && (fs.existsSync(blob(ext)) || findRecord(store, name(ext)) !== undefined),
    write(ext, contents) {
      if (!store.enabled) return;
      const sealed = seal(typeof contents === 'string' && isJson(ext) ? store.relocate.store(contents) : contents);
      if (unbatched || !appendRecord(store.batches, name(ext), sealed)) writeFileAtomic(blob(ext), sealed);
    },
    restore(ext, target) {
      const verified = body(ext);
      if (!verified) return false;
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, verified);
      return true;
    },
    storeFiles(value, files) {
      if (!store.enabled) return;
      // One blob for every file, not a blob each: the docs' demo stage stores 3,267 files, which
      // took 1.3 s of its main thread to create one by one, and as long again to open when read.
      self.write('pack', Buffer.concat(files.map((f) => f.contents)));
      // The manifest last: an entry without it is never used.
      self.write('pack.json', JSON.stringify({ value, files: files.map((f) => [f.file, f.contents.byteLength]) }));
    },
    restoreFiles<T>(to: string) {
      const stored = self.readFiles<T>();
      for (const { file, contents } of stored?.files ?? []) {
        fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
        fs.writeFileSync(path.join(to, file), contents);
      }
      return stored?.value;
    },
    readFiles<T>() {
      const manifest = self.readJson<PackManifest<T>>('pack.json', isPackManifest as (v: unknown) => v is PackManifest<T>);
      if (!manifest) return undefined;
      const pack = body('pack');
      const bytes = manifest.files.reduce((sum, [, size]) => sum + size, 0);
      if (!pack || pack.length !== bytes) {
        if (pack) store.problems.push(`${label('pack')}: ${pack.length} bytes where its manifest lists ${bytes}`);
        drop('pack.json');
        return undefined;
      }
      let offset = 0;
      const files = manifest.files.map(([file, size]) => ({ file, contents: pack.subarray(offset, (offset += size)) }));
      return { value: manifest.value, files };
    },
    exclusive: (work) =>
      store.enabled
        ? withLock(`${base}.lock`, async () => {
            unbatched = true;
            try {
              return await work();
            } finally {
              unbatched = false;
            }
          })
        : work(),
  };
  return self;
}

/** Who holds a lock: the process, when it started (a reused process id has another start) and on which host. */
interface LockOwner {
  pid: number;
  at: number;
  host?: string;
  start?: string;
}

/**
 * When a process started, as the kernel counts it (clock ticks since boot, `/proc/<pid>/stat`'s
 * 22nd field): with the pid, it names one process for good. Undefined where there is no /proc.
 */
export function processStart(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

const ownerRecord = (): LockOwner => ({ pid: process.pid, at: Date.now(), host: os.hostname(), ...(processStart(process.pid) ? { start: processStart(process.pid)! } : {}) });

/**
 * Whether the owner a lock names still runs: the same host, a live process with that id, and
 * the same start time. A cache restored into a new container (CI) names processes of another
 * host, or ids that other processes reuse: such locks are taken over at once.
 */
function ownerAlive(owner: LockOwner): boolean {
  if (owner.host !== undefined && owner.host !== os.hostname()) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const start = processStart(owner.pid);
  return owner.start === undefined || start === undefined || start === owner.start;
}

/** The owner a lock names; undefined while its record is missing or half written. */
function ownerOf(lock: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(path.join(lock, 'owner.json'), 'utf8')) as LockOwner;
    return typeof owner.pid === 'number' && typeof owner.at === 'number' ? owner : undefined;
  } catch {
    return undefined;
  }
}

/** A lock nobody holds any more: its owner is gone (killed builds, another host's or container's), or it is older than any build step. */
function isStale(lock: string): boolean {
  const owner = ownerOf(lock);
  if (!owner) {
    // No owner record yet: its owner is writing it, or died before it finished (then the lock's age decides).
    const made = fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
    return made === undefined || Date.now() - made > 10_000;
  }
  return Date.now() - owner.at > 30 * 60_000 || !ownerAlive(owner);
}

/** Resolves once `lock` is gone: its folder changes (the owner removes it), or, as a fallback, a second later. */
function released(lock: string): Promise<void> {
  return new Promise((resolve) => {
    let watcher: fs.FSWatcher | undefined;
    const done = () => {
      watcher?.close();
      clearTimeout(fallback);
      resolve();
    };
    const fallback = setTimeout(done, 1000);
    try {
      watcher = fs.watch(path.dirname(lock), done);
    } catch {
      // The folder is gone too: nothing to wait for.
      done();
    }
  });
}

/**
 * Runs `work` holding the lock folder `lock` (mkdir is atomic across processes), waiting for its
 * holder first. Waiting on a live holder is said once on stderr: a build never waits silently.
 */
async function withLock<T>(lock: string, work: () => Promise<T>): Promise<T> {
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  let said = false;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (isStale(lock)) {
        fs.rmSync(lock, { recursive: true, force: true });
        continue;
      }
      const owner = ownerOf(lock);
      if (!said && owner) {
        said = true;
        process.stderr.write(`docs-build: waiting for process ${owner.pid}${owner.host ? ` on ${owner.host}` : ''}, another build sharing this cache, to finish ${path.basename(path.dirname(path.dirname(lock)))} entry ${path.basename(lock, '.lock').slice(0, 12)}… (${lock})\n`);
      }
      await released(lock);
    }
  }
  try {
    fs.writeFileSync(path.join(lock, 'owner.json'), JSON.stringify(ownerRecord()));
    return await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** Files older than this are swept whoever wrote them: no write of an entry takes so long. */
const STALE_TEMPORARY_MS = 10 * 60_000;

/** When the cache was last swept: the modification time of this file in its root. */
const SWEPT_STAMP = '.swept';

/**
 * Sweeps the cache (see {@link sweepTemporaryFiles}) unless it was swept within the last ten
 * minutes. A sweep lists every file of the cache: 83,000 of them after a few docs builds, 0.8 s of
 * CPU, which every build paid at its end (a test run makes dozens of builds). What a killed build
 * left is harmless meanwhile (entries are written atomically); the next build after the interval
 * removes it. Returns the number of files removed, or undefined when it did not sweep.
 */
export function sweepTemporaryFilesNowAndThen(root: string = cacheDir, now = Date.now()): number | undefined {
  const stamp = path.join(root, SWEPT_STAMP);
  const last = fs.statSync(stamp, { throwIfNoEntry: false })?.mtimeMs;
  // A stamp from the future (a clock set back, a cache restored from elsewhere) does not stop sweeps for good.
  if (last !== undefined && now - last < STALE_TEMPORARY_MS && last <= now) return undefined;
  try {
    fs.mkdirSync(root, { recursive: true });
    fs.writeFileSync(stamp, '');
    const at = new Date(now);
    fs.utimesSync(stamp, at, at);
  } catch {
    return undefined; // a cache that cannot be written to has nothing of ours to sweep
  }
  return sweepTemporaryFiles(root, now);
}

/** The writer a temporary file's name records (`<target>.<pid>[.<random>].tmp`), or undefined. */
const TEMPORARY = /\.(\d+)(?:\.[0-9a-f]+)?\.tmp$/;

/**
 * Removes what killed builds left in the cache: temporary files of entries (and of cached modules)
 * whose writer is no longer running, or that are older than any write takes. Atomic writes make
 * them harmless, but they would stay for good.
 */
export function sweepTemporaryFiles(root: string = cacheDir, now = Date.now()): number {
  let removed = 0;
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(root, { withFileTypes: true, recursive: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const match = entry.isFile() ? TEMPORARY.exec(entry.name) : null;
    if (!match) continue;
    const file = path.join(entry.parentPath, entry.name);
    const age = now - (fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0);
    const pid = Number(match[1]);
    let alive = true;
    try {
      process.kill(pid, 0);
    } catch (error) {
      alive = (error as NodeJS.ErrnoException).code === 'EPERM';
    }
    if (alive && age < STALE_TEMPORARY_MS) continue;
    fs.rmSync(file, { force: true });
    removed++;
  }
  return removed;
}

/**
 * Runs `produce` unless the entry holds its output: `files()` names, relative to `root`, what
 * `produce` wrote. On a hit those files are written back and the recorded value returned, so an
 * unchanged site skips re-indexing and regenerating the worker.
 */
export async function cachedFiles<T>(entry: CacheEntry, p: { root: string; files: () => string[]; produce: () => Promise<T> }): Promise<T> {
  const restored = entry.restoreFiles<T>(p.root);
  if (restored !== undefined) return restored;
  const value = await p.produce();
  entry.storeFiles(value, p.files().map((file) => ({ file, contents: fs.readFileSync(path.join(p.root, file)) })));
  return value;
}
