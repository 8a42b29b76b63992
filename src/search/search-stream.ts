import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { directoryBytes } from '../files.ts';
import { packageRoot } from '../paths.ts';
import { INDEX_CONFIG, PAGES_PER_SHARD, searchableContent, searchUrlOf, type IndexedShard, type SearchablePage, type SearchStream } from './index-site.ts';
import { searchOrder } from './search-order.ts';
import { closeService, createIndex, throwIfServiceStopped } from './pagefind-service.ts';

/** What the main thread posts to a search thread in stream mode (search-worker.ts). */
export type StreamRequest = { type: 'page'; page: SearchablePage } | { type: 'write'; outputPath: string } | { type: 'abort' };

/** The search thread's side of a stream: one Pagefind index, pages added in the order they are posted. */
export function streamIndex(): { handle(request: StreamRequest): Promise<IndexedShard | undefined> } {
  const errors: string[] = [];
  let indexed = 0;
  const created = createIndex(INDEX_CONFIG).then((c) => {
    errors.push(...c.errors);
    return c.index;
  });
  let queue: Promise<unknown> = created;
  const then = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work);
    queue = next.catch(() => undefined);
    return next;
  };
  const close = async () => {
    await (await created)?.deleteIndex();
    await closeService();
  };
  return {
    handle(request) {
      if (request.type === 'page') {
        return then(async () => {
          const index = await created;
          if (!index) return undefined;
          const added = await index.addHTMLFile({ url: request.page.url, content: request.page.content });
          errors.push(...added.errors);
          if (added.errors.length === 0) indexed++;
          return undefined;
        }).catch((error: unknown) => (errors.push(String(error)), undefined));
      }
      if (request.type === 'abort') return then(close).then(() => undefined, () => undefined);
      const { outputPath } = request;
      return then(async () => {
        try {
          const index = await created;
          if (!index) return { indexed, bytes: 0, errors };
          errors.push(...(await index.writeFiles({ outputPath })).errors);
          // A service that stopped fails the thread: the build indexes the folder instead.
          throwIfServiceStopped();
          return { indexed, bytes: directoryBytes(outputPath), errors };
        } finally {
          await close();
        }
      });
    },
  };
}

/**
 * Starts indexing a build's pages for search while they are rendered, on a thread with a Pagefind
 * service of its own. `expected` are the pages' files (each page in each language): they go to the
 * index in {@link searchOrder}, each once the files before it have gone (the render threads are
 * handed pages in that order, so little waits), and only those with an article. The index it
 * writes is then the one index-site.ts makes from the finished folder, byte for byte: the same
 * pages in the same order. A site of more than one shard is not streamed: the folder is indexed
 * in shards once rendered.
 */
export function startSearchStream(p: { dir: string; basePath: string; expected: readonly string[]; pagesPerShard?: number }): SearchStream {
  const urlOf = (file: string) => searchUrlOf(p.dir, file)!;
  // The redirects at the root and at the base path are not pages (as planShards has it).
  const order = p.expected.filter((file) => searchUrlOf(p.dir, file) !== undefined).sort(searchOrder(p.basePath, urlOf));
  const inOrder = new Set(order);
  const limit = p.pagesPerShard ?? PAGES_PER_SHARD;
  const available = new Set<string>();
  const seen = new Set<string>();
  let next = 0;
  let articles = 0;
  // Why the folder must be indexed instead, once known.
  let unusable: string | undefined;
  const worker = new Worker(path.join(packageRoot, 'build/search-worker.mjs'), { workerData: { stream: true } });
  worker.unref();
  const answer = new Promise<IndexedShard | undefined>((resolve) => {
    worker.once('message', resolve);
    worker.once('error', (error) => {
      unusable ??= `its thread failed: ${error.message}`;
      resolve(undefined);
    });
    worker.once('exit', () => resolve(undefined));
  });
  let ended = false;
  const end = (type: 'abort' | 'write', outputPath = '') => {
    if (ended) return;
    ended = true;
    worker.postMessage((type === 'abort' ? { type } : { type, outputPath }) satisfies StreamRequest);
  };
  const articleOf = (file: string): string | undefined => {
    seen.add(file);
    return searchableContent(p.dir, file);
  };
  const add = (file: string) => {
    const content = articleOf(file);
    if (content === undefined || unusable) return;
    if (++articles > limit) {
      unusable = `more than ${limit} pages with an article`;
      end('abort');
      return;
    }
    worker.postMessage({ type: 'page', page: { url: urlOf(file), content } } satisfies StreamRequest);
  };
  const pump = (all = false) => {
    while (next < order.length && (all || available.has(order[next]!))) add(order[next++]!);
  };
  return {
    written(files) {
      for (const file of files) {
        if (inOrder.has(file)) available.add(file);
        // A page no order expects (a variant page): fine as long as it has no article.
        else if (!unusable && articleOf(file) !== undefined) unusable = `${urlOf(file)} has an article the stream did not expect`;
      }
      pump();
    },
    finish(outputPath) {
      pump(true);
      // Every page with an article in the folder must be one the stream indexed.
      for (const entry of unusable ? [] : fs.readdirSync(p.dir, { withFileTypes: true, recursive: true })) {
        if (!entry.isFile() || entry.name !== 'index.html') continue;
        const file = path.join(entry.parentPath, entry.name);
        if (seen.has(file) || searchUrlOf(p.dir, file) === undefined) continue;
        if (articleOf(file) !== undefined) unusable = `${urlOf(file)} has an article the stream did not expect`;
      }
      if (unusable) {
        end('abort');
        return undefined;
      }
      end('write', outputPath);
      return answer;
    },
    abort() {
      end('abort');
    },
  };
}
