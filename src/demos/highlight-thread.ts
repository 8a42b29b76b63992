import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { packageRoot } from '../paths.ts';
import { threadsFromEnv } from '../threads.ts';
import type { CodeFragments } from './code-fragments.ts';

/** Below this many blocks left, a thread's start (loading the highlighter, ~0.4 s) costs more than it saves. */
const MIN_BLOCKS_FOR_THREAD = 150;
/** Blocks a batch: enough that messages cost nothing, few enough that both threads end together. */
const BATCH = 12;

/**
 * Highlights blocks of `fragments` on a second thread, from the end of the queue, while the main
 * thread's `highlight()` works from the front. The demo stage calls it once the render threads
 * are done: the highlighting left then (12 s of 800 demos) otherwise ran on one core, with the
 * other idle.
 */
export async function highlightOnThread(fragments: CodeFragments): Promise<void> {
  if (threadsFromEnv() === 0 || fragments.pending() < MIN_BLOCKS_FOR_THREAD) return;
  const worker = new Worker(path.join(packageRoot, 'build/highlight-worker.mjs'));
  try {
    await new Promise<void>((resolve, reject) => {
      let batch = fragments.takeBatch(BATCH);
      const send = () => (batch ? worker.postMessage(batch.jobs) : resolve());
      worker.on('message', (html: string[]) => {
        batch!.deliver(html);
        batch = fragments.takeBatch(BATCH);
        send();
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the code highlighting thread stopped (exit code ${code}) before it answered`)));
      send();
    });
  } finally {
    void worker.terminate();
  }
}
