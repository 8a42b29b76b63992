import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { diagnostic } from '../diagnostics/codes.ts';
import { packageRoot } from '../paths.ts';
import type { WorkerRequest, WorkerResponse } from './render-worker.ts';
import { createPageProcessor, type PageProcessor } from './page/process-page.ts';
import { PAGE_THREAD_LIMITS, workerThreads } from '../threads.ts';
import { languagePrefix } from '../render/layout.ts';
import { urlFor } from '../render/nav-items.ts';
import type { PageResult } from './page/types.ts';
import type { PageTaskContext } from './task-context.ts';

/**
 * Below this many pages, starting workers costs more than it saves: each loads React, MUI, shiki
 * and the site's data, and runs cold, some three seconds of CPU. Measured on 2 cores, 255 API
 * pages rendered in 3.5 s on the main thread and 5.3 s on two workers (13 s of CPU against 19).
 */
const MIN_PAGES_FOR_WORKERS = 300;

/** Render threads for `pages` pages (0: the main thread renders them). */
export const renderThreads = (pages: number, requested?: number): number => workerThreads(pages, { minimum: MIN_PAGES_FOR_WORKERS, ...(requested !== undefined ? { requested } : {}) });

export interface RenderPoolOptions {
  /** Number of worker threads; 0 renders on the main thread. Defaults to one per core. */
  threads?: number;
  progress?: (done: number, total: number) => void;
  /** Called with each page's result as it comes back (its files are written by then). */
  result?: (result: PageResult) => void;
  /** Makes the page processor of the main thread (default: the real one; tests give their own). */
  createProcessor?: (ctx: PageTaskContext) => Promise<(page: PageTaskContext['nav']['pages'][number]) => Promise<PageResult>>;
  /** Called with the problems the threads' caches met once their pages were done (a batch of entries that could not be written). */
  cacheProblems?: (problems: string[]) => void;
}

/** The result of a page whose processing threw (`error` is what it threw, or what a worker reported of it). */
export function failure(ctx: PageTaskContext, index: number, error: { message: string; stack?: string }): PageResult {
  const { message, stack } = error;
  const page = ctx.nav.pages[index]!;
  return {
    pathname: page.pathname,
    file: page.file,
    anchors: [],
    links: [],
    draft: false,
    title: '',
    written: [],
    diagnostics: [
      diagnostic('PageRenderFailed', { route: page.pathname, reason: message }, { location: { file: page.file }, ...(stack ? { notes: [stack] } : {}) }),
    ],
  };
}

/**
 * Compiles and renders the given pages (indices into `ctx.nav.pages`) on worker threads across
 * the cores. Each page is written by the thread that rendered it, and only a small result comes
 * back, so memory stays flat however many pages there are.
 */
export async function renderPages(ctx: PageTaskContext, indices: number[], options: RenderPoolOptions = {}): Promise<PageResult[]> {
  const threads = renderThreads(indices.length, options.threads);
  const results: PageResult[] = new Array(indices.length);
  let done = 0;
  const report = (result: PageResult | undefined) => {
    if (result) options.result?.(result);
    options.progress?.(++done, indices.length);
  };

  if (threads === 0) {
    const processPage: Partial<PageProcessor> & ((page: PageTaskContext['nav']['pages'][number]) => Promise<PageResult>) = await (options.createProcessor ?? ((c) => createPageProcessor(c, { batch: true })))(ctx);
    for (const [slot, index] of indices.entries()) {
      try {
        results[slot] = await processPage(ctx.nav.pages[index]!);
      } catch (error) {
        results[slot] = failure(ctx, index, error as Error);
      }
      report(results[slot]);
    }
    const problems = processPage.flush?.() ?? [];
    if (problems.length) options.cacheProblems?.(problems);
    return results;
  }

  let next = 0;
  const slotOf = new Map(indices.map((index, slot) => [index, slot]));
  const workerFile = path.join(packageRoot, 'build/render-worker.mjs');
  const rendering = Promise.all(
    Array.from({ length: threads }, () => {
      const worker = new Worker(workerFile, { workerData: ctx, resourceLimits: PAGE_THREAD_LIMITS });
      return new Promise<void>((resolve, reject) => {
        // Two pages in flight per thread: the next one waits in its queue while it renders one, so
        // it never idles while this thread, busy with the last result (the search index reads the
        // page it wrote), has yet to answer (a thread rendering corpus-1000 waited 1.3 s of 22).
        let inFlight = 0;
        let exited = false;
        const feed = () => {
          if (next < indices.length) {
            inFlight++;
            worker.postMessage({ type: 'page', index: indices[next++]! } satisfies WorkerRequest);
          } else if (inFlight === 0 && !exited) {
            // The thread flushes its cache entries, says so, and closes: they are readable once it said so.
            exited = true;
            worker.postMessage({ type: 'exit' } satisfies WorkerRequest);
          }
        };
        worker.on('message', (message: WorkerResponse) => {
          if (message.type === 'flushed') {
            if (message.problems.length) options.cacheProblems?.(message.problems);
            resolve();
            return;
          }
          if (message.type === 'result') results[slotOf.get(message.index)!] = message.result;
          else if (message.type === 'failed') results[slotOf.get(message.index)!] = failure(ctx, message.index, message);
          if (message.type !== 'ready') {
            inFlight--;
            report(results[slotOf.get(message.index)!]);
            feed();
          } else {
            feed();
            feed();
          }
        });
        worker.once('error', reject);
        worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`render worker exited with code ${code}`))));
      });
    }),
  );
  makePageFolders(ctx, indices);
  await rendering;
  return results;
}

/**
 * Makes the folder of every language of the given pages, on this thread while the render threads
 * start (they load React, MUI and shiki for a second or more, and this thread waits for them
 * anyway). A render thread making each page's folder itself spent 1.7 s of 57 making 2,000 of
 * them on corpus-4000, the two threads making theirs in the same parent folders; made here, one
 * after the other, they took well under a second in all. A page's writer still makes its folder
 * when it finds it missing (variant pages such as components-api/, a folder that failed here).
 */
function makePageFolders(ctx: PageTaskContext, indices: number[]): void {
  for (const index of indices) {
    const page = ctx.nav.pages[index]!;
    for (const language of ctx.site.languages) {
      try {
        fs.mkdirSync(path.join(ctx.outDir, urlFor(page.pathname, languagePrefix(language, ctx.site))), { recursive: true });
      } catch {
        // The page's writer makes it, or reports why it cannot.
      }
    }
  }
}
