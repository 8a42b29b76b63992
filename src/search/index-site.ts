import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { directoryBytes, listFiles } from '../files.ts';
import { packageRoot } from '../paths.ts';
import { workerThreads } from '../threads.ts';
import { searchOrder } from './search-order.ts';
import { closeService, createIndex, throwIfServiceStopped } from './pagefind-service.ts';

export interface SearchIndexResult {
  pages: number;
  /** Index shards written (the browser merges them). */
  shards: number;
  bytes: number;
  ms: number;
  errors: string[];
  /** Indexed as the pages were written (search-stream.ts): `ms` is what it added after the last. */
  streamed?: boolean;
}

/**
 * Pages per index shard. Pagefind holds about 0.3 MB per page while indexing, so one index of
 * 4000 pages needed 1.2 GB; shards built one after the other, each in a process closed before
 * the next starts, keep that flat whatever the size of the site.
 */
export const PAGES_PER_SHARD = 1000;

/** A page to index: its URL and its HTML (read once, when the shards are planned). */
export interface SearchablePage {
  url: string;
  content: string;
}

/** The heading of an API entry (templates/components/ApiArticle.tsx): first in its section, after the anchors of mui.com's scheme. */
const API_ENTRY_HEADING = /(<section class="api-entry"(?: id="[^"]*")?>(?:<span id="[^"]*" class="api-anchor"><\/span>)*<h3 id="[^"]*")>/g;
const API_ENTRY_WEIGHT = 'data-pagefind-weight="10"';

/** A file a page loads, by its URL (undefined when there is none). */
export type ReadLoaded = (url: string) => string | undefined;

/** A page's holder of a file of API entries (templates' ApiArticle: a component's classes). */
const API_FRAGMENT = /<div class="api-fragment" data-api-fragment="([^"]*)" data-anchor-prefix="([^"]*)">.*?<\/div>/gs;

/**
 * The entries a holder stands for, as the page shows them once its script put them in place
 * (client/api-fragments.ts): the file's list, its anchors named for the page. The holder stays
 * when the file cannot be read (not expected: it is written before the page).
 */
function withFragments(body: string, read: ReadLoaded): string {
  return body.replace(API_FRAGMENT, (holder, url: string, prefix: string) => {
    const file = read(url);
    const start = file?.indexOf('<main');
    const end = file?.lastIndexOf('</main>');
    if (file === undefined || start === undefined || end === undefined || start < 0 || end < start) return holder;
    return file.slice(file.indexOf('>', start) + 1, end).replaceAll(' id="~-', ` id="${prefix}-`);
  });
}

/**
 * What Pagefind needs of a built page: its language, its title and the element it indexes
 * (`data-pagefind-body`, the article), without the style elements server-rendered demos carry.
 * Pagefind parses every byte it is given, and the rest of a page (head, navigation drawer,
 * contents, footer) is more than half of it: none of that is indexed.
 * `read` gives the files the page loads (a component's classes), which are indexed in place.
 */
export function searchDocument(html: string, read?: ReadLoaded): string {
  const at = html.indexOf('data-pagefind-body');
  const start = html.lastIndexOf('<', at);
  const tag = /^<([a-z][a-z0-9-]*)/i.exec(html.slice(start))?.[1];
  const end = tag ? html.lastIndexOf(`</${tag}>`) : -1;
  if (at < 0 || !tag || end < start) return html;
  const lang = /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1] ?? 'en';
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const article = html.slice(start, end + tag.length + 3);
  const body = (read ? withFragments(article, read) : article)
    .replace(/<style[^>]*>[^<]*<\/style>/g, '')
    // An API entry's name ranks as a heading of weight 10: the weight is given here, to the index,
    // not carried by each of the 20,000 entry headings of the docs' pages (520 KB of HTML).
    .replace(API_ENTRY_HEADING, `$1 ${API_ENTRY_WEIGHT}>`);
  return `<!DOCTYPE html><html lang="${lang}"><head><title>${title}</title></head><body>${body}</body></html>`;
}

/**
 * The URL of a built `index.html` below `dir` that may be a page to index; undefined for the
 * redirects at the root and at the base path (/x/), which are not pages.
 */
export function searchUrlOf(dir: string, file: string): string | undefined {
  const parts = path.relative(dir, path.dirname(file)).split(path.sep).filter(Boolean);
  return parts.length < 2 ? undefined : `/${parts.join('/')}/`;
}

/**
 * What Pagefind is given of a built page below `dir` (`searchDocument`, with the files it loads
 * read from `dir`), when it has an article to index.
 */
export function searchableContent(dir: string, file: string): string | undefined {
  let html: string;
  try {
    html = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined; // not written (a page that failed)
  }
  return html.includes('data-pagefind-body') ? searchDocument(html, (url) => readLoaded(dir, url)) : undefined;
}

/** A file of the site below `dir` by its root-relative URL; undefined when missing. */
function readLoaded(dir: string, url: string): string | undefined {
  try {
    return fs.readFileSync(path.join(dir, decodeURI(url)), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The built pages that have an article to index (`data-pagefind-body`), in the order of
 * search-order.ts, cut into shards of at most `pagesPerShard` pages. Pages without an article (the API tabs
 * of feature pages, redirects, drafts) are neither counted nor handed to Pagefind: they were two
 * thirds of the HTML (65 of 103 MB on the bundled docs), and of the indexing time.
 *
 * A site larger than one shard gets an even number of shards of equal size: the shards are
 * indexed two at a time on two cores, and Pagefind's time is about proportional to a shard's
 * pages. corpus-4000 (4,001 pages with an article) was five shards of 800 (whole folders): three
 * rounds, one core idle in the last. It is now six shards of about 667: three full rounds. The
 * plan depends only on the pages, never on the machine, so every machine writes the same index.
 */
export function planShards(dir: string, pagesPerShard: number, basePath = ''): SearchablePage[][] {
  const pages: SearchablePage[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const file = path.join(entry.parentPath, entry.name);
    const url = searchUrlOf(dir, file);
    const content = url === undefined ? undefined : searchableContent(dir, file);
    if (url !== undefined && content !== undefined) pages.push({ url, content });
  }
  pages.sort(searchOrder(basePath, (p) => p.url));
  if (pages.length <= pagesPerShard) return [pages];
  const count = 2 * Math.ceil(pages.length / (2 * pagesPerShard));
  return Array.from({ length: count }, (_, i) => pages.slice(Math.floor((i * pages.length) / count), Math.floor(((i + 1) * pages.length) / count)));
}

export interface IndexOptions {
  dir: string;
  basePath: string;
  /** At most this many pages a shard (default PAGES_PER_SHARD). */
  pagesPerShard?: number;
  /**
   * Given when the caller has work of its own for this thread meanwhile: even a single shard is
   * indexed on a thread (it otherwise stays on this one, and a Pagefind service fed from a busy
   * thread waits for it), and this is called once the threads have their pages. The caller's
   * work should start then, not before: reading the pages happens on this thread.
   */
  offThread?: () => void;
  /**
   * The pages were fed to an index while they were written: it is used when it took every page
   * with an article, and the index is made from the folder otherwise.
   */
  stream?: SearchStream;
}

/** Folder of shard `i` below the base path: `_pagefind` for the first, `_pagefind-2`… after. */
export function shardDir(i: number): string {
  return i === 0 ? '_pagefind' : `_pagefind-${i + 1}`;
}

/**
 * Indexes every built page with Pagefind (per language, from `<html lang>`; Chinese is
 * segmented) into `<base>/_pagefind/` and, for large sites, further shards listed in
 * `_pagefind/shards.json`. Only articles (`data-pagefind-body`) are indexed: titles, headings
 * with their anchors, text and API props. Browsers load the index in small fragments, only
 * once the search dialog opens.
 */
export function indexSite(options: IndexOptions): Promise<SearchIndexResult> {
  // Pagefind runs one service per process, which each run closes: runs must not overlap (watch
  // mode re-indexes in the background while a full rebuild may start its own).
  const run = queue.then(() => indexNow(options));
  queue = run.catch(() => undefined);
  return run;
}

let queue: Promise<unknown> = Promise.resolve();

/** What Pagefind indexes of a page (searchDocument keeps the article): not the code's copy button, the contents, the tabs. */
export const INDEX_CONFIG = { rootSelector: 'html', excludeSelectors: ['.MuiCode-copy', '.docs-toc', '.component-tabs'] };

/** A shard as indexed: the pages Pagefind took, its bytes on disk, and what Pagefind reported. */
export interface IndexedShard {
  indexed: number;
  bytes: number;
  errors: string[];
}

/**
 * Indexes one shard's pages with this thread's Pagefind service and writes it to `outputPath`.
 * The service is closed after: that frees the shard's memory (and would keep Node alive).
 */
export async function indexShard(pages: readonly SearchablePage[], outputPath: string): Promise<IndexedShard> {
  const errors: string[] = [];
  let indexed = 0;
  const created = await createIndex(INDEX_CONFIG);
  errors.push(...created.errors);
  const index = created.index;
  if (!index) {
    await closeService();
    return { indexed, bytes: 0, errors };
  }
  try {
    for (const page of pages) {
      const added = await index.addHTMLFile({ url: page.url, content: page.content });
      errors.push(...added.errors);
      if (added.errors.length === 0) indexed++;
    }
    errors.push(...(await index.writeFiles({ outputPath })).errors);
    throwIfServiceStopped();
    return { indexed, bytes: directoryBytes(outputPath), errors };
  } finally {
    await index.deleteIndex();
    await closeService();
  }
}

/**
 * Indexes the shards, as many at once as there are cores. Pagefind's service works on one core
 * whatever it is given, so with two shards or more each shard is indexed by a worker thread with
 * a service of its own (on corpus-4000, its shards took 33 s one after the other). A single shard
 * stays on this thread, where a thread would only add its start, unless the caller has other
 * work for this thread meanwhile (`offThread`).
 */
async function indexShards(plan: SearchablePage[][], fresh: string, offThread: (() => void) | undefined): Promise<IndexedShard[]> {
  const shards = Math.max(1, plan.length);
  const outputOf = (shard: number) => path.join(fresh, shardDir(shard));
  const threads = workerThreads(shards, { minimum: offThread ? 1 : 2 });
  if (threads === 0) {
    offThread?.();
    return [await indexShard(plan[0] ?? [], outputOf(0))];
  }
  const results: IndexedShard[] = new Array(shards);
  let next = 0;
  const workerFile = path.join(packageRoot, 'build/search-worker.mjs');
  // Each loop starts its first thread before its first wait: all have their pages once this returns.
  const indexing = Promise.all(
    Array.from({ length: threads }, async () => {
      while (next < shards) {
        const shard = next++;
        results[shard] = await new Promise<IndexedShard>((resolve, reject) => {
          const worker = new Worker(workerFile, { workerData: { pages: plan[shard] ?? [], outputPath: outputOf(shard) } satisfies SearchWorkerData });
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.once('exit', (code) => reject(new Error(`the search index thread exited (code ${code}) before it answered`)));
        });
      }
    }),
  );
  offThread?.();
  await indexing;
  return results;
}

/**
 * The files (relative to the base path) this process's last index wrote. One set, not one per
 * folder: a full rebuild in watch mode indexes a staging folder that then becomes the output, and
 * the next re-index of the output carries its files over all the same.
 */
let lastWritten: ReadonlySet<string> | undefined;

/**
 * Copies into the fresh index the files the previous index of this process wrote that the fresh
 * one lacks. Pagefind names its metadata, index chunks and fragments by their content, and a
 * browser that read the old entry file fetches the old names after the swap: re-indexing in watch
 * mode must not 404 them under a reader who is searching. Files carried once are not carried
 * again, so the folder holds two generations at most.
 */
function carryOver(base: string, fresh: string, previous: ReadonlySet<string> | undefined): void {
  if (!previous) return;
  for (const file of previous) {
    const from = path.join(base, file);
    const to = path.join(fresh, file);
    // Only into shard folders the fresh index has: a shard that is gone is not searched again.
    if (!fs.existsSync(path.join(fresh, file.split('/')[0]!)) || fs.existsSync(to) || !fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
  }
}

/** An index fed with the pages of a build while they are written: see `startSearchStream` in search-stream.ts. */
export interface SearchStream {
  /** Output files the render wrote (pages of every language, and their variant pages). */
  written(files: readonly string[]): void;
  /**
   * The render is over: adds what is left and has the thread write the index to `outputPath`,
   * which it resolves with once written. Undefined (now, or once the thread failed) when the folder
   * has to be indexed as usual instead: more pages with an article than one shard holds, a page
   * with one the stream did not expect.
   */
  finish(outputPath: string): Promise<IndexedShard | undefined> | undefined;
  /** Ends the thread without writing (the cached index serves, or the build failed). Safe to repeat. */
  abort(): void;
}

/** What a search index thread (search-worker.ts) is given. */
export interface SearchWorkerData {
  pages: SearchablePage[];
  outputPath: string;
}

async function indexNow(options: IndexOptions): Promise<SearchIndexResult> {
  const started = performance.now();
  const base = path.join(options.dir, options.basePath.slice(1));
  // Shards are written aside and swapped in at the end: a reader searching while watch mode
  // re-indexes never loads half an index.
  const fresh = path.join(base, `.pagefind-${process.pid}-${Date.now()}`);
  fs.mkdirSync(fresh, { recursive: true });
  try {
    const streaming = options.stream?.finish(path.join(fresh, shardDir(0)));
    // The stream's thread writes the index: this one is free meanwhile.
    if (streaming) options.offThread?.();
    const streamed = await streaming;
    // A stream whose thread failed may have left part of an index where the shard goes.
    if (streaming && !streamed) fs.rmSync(path.join(fresh, shardDir(0)), { recursive: true, force: true });
    const plan = streamed ? [] : planShards(options.dir, options.pagesPerShard ?? PAGES_PER_SHARD, options.basePath);
    const shards = streamed ? 1 : Math.max(1, plan.length);
    const indexed = streamed ? [streamed] : await indexShards(plan, fresh, options.offThread);
    const extra = Array.from({ length: shards - 1 }, (_, i) => `${options.basePath}/${shardDir(i + 1)}/`);
    fs.mkdirSync(path.join(fresh, shardDir(0)), { recursive: true });
    fs.writeFileSync(path.join(fresh, shardDir(0), 'shards.json'), `${JSON.stringify(extra)}\n`);
    const written = new Set(listFiles(fresh));
    carryOver(base, fresh, lastWritten);
    lastWritten = written;
    const old = path.join(base, `.pagefind-old-${process.pid}-${Date.now()}`);
    fs.mkdirSync(old);
    for (const entry of fs.readdirSync(base)) if (/^_pagefind(-\d+)?$/.test(entry)) fs.renameSync(path.join(base, entry), path.join(old, entry));
    for (const entry of fs.readdirSync(fresh)) fs.renameSync(path.join(fresh, entry), path.join(base, entry));
    fs.rmSync(old, { recursive: true, force: true });
    const sum = (pick: (shard: IndexedShard) => number) => indexed.reduce((total, shard) => total + pick(shard), 0);
    return { pages: sum((r) => r.indexed), shards, bytes: sum((r) => r.bytes), ms: performance.now() - started, errors: indexed.flatMap((r) => r.errors), ...(streamed ? { streamed: true } : {}) };
  } finally {
    fs.rmSync(fresh, { recursive: true, force: true });
  }
}
