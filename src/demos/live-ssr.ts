import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { packageRoot } from '../paths.ts';
import { renderTimeout, type Rendered, type SsrRequest, type SsrResponse } from './bundle-demos.ts';
import type { DemoRecord } from './types.ts';

/**
 * Watch mode's server rendering of edited demos: one long-lived thread, started on the first
 * demo edit, that loads each package once (Node's own loader, CSS files empty) and then renders
 * each edit's small module, built with every package left out. Bundling the packages into each
 * edit's module took 0.6 s for a Data Grid demo alone. Its environment says production, like the
 * bundles' `define`.
 */
export interface LiveRenderer {
  /**
   * Renders each job from `file`; `unloadable` when the module cannot load in Node (the caller
   * bundles the packages instead). A job that takes longer than `timeoutMs` stops the thread (the
   * next edit starts another) and rejects with the demo's error.
   */
  render(file: string, jobs: { key: string; demo: DemoRecord }[], p: { contentDir: string; timeoutMs: number }): Promise<Map<string, Rendered> | { unloadable: string }>;
  close(): Promise<void>;
}

export function createLiveRenderer(): LiveRenderer {
  let worker: Worker | undefined;
  let closed = false;
  // Answers come in the order of the requests: one waiter per request.
  const waiting: { resolve: (response: SsrResponse) => void; reject: (error: Error) => void }[] = [];
  /** A thread that failed fails what waits on it; a thread stopped already (timed out) is no longer the one requests go to. */
  const fail = (thread: Worker) => (error: Error) => {
    if (worker !== thread) return;
    worker = undefined;
    for (const w of waiting.splice(0)) w.reject(error);
  };
  const started = () => {
    if (worker) return worker;
    const thread = new Worker(path.join(packageRoot, 'build/ssr-worker.mjs'), { workerData: { live: true }, env: { ...process.env, NODE_ENV: 'production' } });
    thread.on('message', (response: SsrResponse) => waiting.shift()?.resolve(response));
    thread.once('error', fail(thread));
    thread.once('exit', (code) => fail(thread)(new Error(`the demo render thread stopped (exit code ${code})`)));
    // After the listeners: adding a 'message' listener refs the thread again, and it would keep the process alive.
    thread.unref();
    return (worker = thread);
  };
  /** One request, answered within `timeoutMs`, or the thread is stopped and the request fails with `late()`. */
  const ask = (request: SsrRequest, timeoutMs: number, late: () => Error) =>
    new Promise<SsrResponse>((resolve, reject) => {
      if (closed) return reject(new Error('the demo render thread is closed'));
      const thread = started();
      const timer = setTimeout(() => {
        worker = undefined;
        for (const w of waiting.splice(0)) w.reject(late());
        void thread.terminate();
      }, timeoutMs);
      waiting.push({ resolve: (r) => (clearTimeout(timer), resolve(r)), reject: (e) => (clearTimeout(timer), reject(e)) });
      thread.postMessage(request);
    });
  return {
    async render(file, jobs, p) {
      const results = new Map<string, Rendered>();
      for (const job of jobs) {
        const response = await ask({ type: 'render', key: job.key, demoId: job.demo.id, file }, p.timeoutMs, () => renderTimeout(job.demo, p));
        if (response.type === 'unloadable') return { unloadable: response.message };
        if (response.type === 'rendered') results.set(job.key, { html: response.html, styles: response.styles, messages: response.messages });
        else if (response.type === 'threw') results.set(job.key, { error: response.message });
      }
      return results;
    },
    async close() {
      closed = true;
      const thread = worker;
      worker = undefined;
      if (thread) await thread.terminate();
    },
  };
}
