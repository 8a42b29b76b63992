// Worker thread: compiles and renders the pages the pool hands it, one at a time.
import { parentPort, workerData } from 'node:worker_threads';
import { createPageProcessor } from './page/process-page.ts';
import type { PageTaskContext } from './task-context.ts';

export type WorkerRequest = { type: 'page'; index: number } | { type: 'exit' };
export type WorkerResponse =
  | { type: 'ready' }
  | { type: 'result'; index: number; result: Awaited<ReturnType<Awaited<ReturnType<typeof createPageProcessor>>>> }
  | { type: 'failed'; index: number; message: string; stack?: string }
  /** Its pages are done and its cache entries flushed (with the problems that met): it closes next. */
  | { type: 'flushed'; problems: string[] };

const ctx = workerData as PageTaskContext;
const port = parentPort!;
// A thread writes thousands of cache entries: batched, flushed once its pages are done.
const processPage = await createPageProcessor(ctx, { batch: true });

// The pool sends the next page before this one is done (render-pool.ts): pages are processed one
// after the other, in the order they came.
let queue = Promise.resolve();
port.on('message', (request: WorkerRequest) => {
  if (request.type === 'exit') {
    void queue.then(() => {
      port.postMessage({ type: 'flushed', problems: processPage.flush() } satisfies WorkerResponse);
      port.close();
    });
    return;
  }
  queue = queue.then(async () => {
    const page = ctx.nav.pages[request.index]!;
    try {
      port.postMessage({ type: 'result', index: request.index, result: await processPage(page) } satisfies WorkerResponse);
    } catch (error) {
      const e = error as Error;
      port.postMessage({ type: 'failed', index: request.index, message: e.message, ...(e.stack ? { stack: e.stack } : {}) } satisfies WorkerResponse);
    }
  });
});
port.postMessage({ type: 'ready' } satisfies WorkerResponse);
