import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { packageRoot } from '../paths.ts';
import { threadsFromEnv } from '../threads.ts';
import type { CodeFragments } from './code-fragments.ts';

/** Below this many blocks left, a thread's start (loading the highlighter, ~0.4 s) costs more than it saves. */
const MIN_BLOCKS_FOR_THREAD = 150;
/** Blocks a batch: enough that messages cost nothing, few enough that both threads end together. */
const BATCH = 12;

/** A helper thread highlighting a demo stage's code: see `startHighlightHelper`. */
export interface HighlightHelper {
  /** Settles once the queue is closed and empty, or when there were too few blocks to start a thread. */
  done: Promise<void>;
}

/**
 * Highlights blocks of `fragments` on a thread of its own, from the end of the queue. The demo
 * stage starts one before the records are made, and it waits for blocks as they are asked for: its
 * thread starts once there are enough to pay for it (on a small site, never), works while the main
 * thread transforms the sources, goes on while esbuild bundles and the demos render on the server,
 * and ends when the queue is closed and empty. (At the lowest priority it would take only the time
 * the others leave idle, but on a busy machine it got none, and the stage waited for it.) Started
 * after the render threads instead, it left a core idle for 12 s of 800 demos; started with the
 * records, the 800-demo build is 4 to 7 s faster. Several can share one queue.
 */
export function startHighlightHelper(fragments: CodeFragments): HighlightHelper {
  const done = highlightOnThread(fragments);
  done.catch(() => {}); // awaited by the stage, which may fail first
  return { done };
}

async function highlightOnThread(fragments: CodeFragments): Promise<void> {
  if (threadsFromEnv() === 0) return;
  while (fragments.pending() < MIN_BLOCKS_FOR_THREAD) {
    if (fragments.closed()) return;
    await fragments.more();
  }
  const worker = new Worker(path.join(packageRoot, 'build/highlight-worker.mjs'));
  try {
    await new Promise<void>((resolve, reject) => {
      let batch: ReturnType<CodeFragments['takeBatch']>;
      const send = async () => {
        batch = fragments.takeBatch(BATCH);
        while (!batch && !fragments.closed()) {
          await fragments.more();
          batch = fragments.takeBatch(BATCH);
        }
        if (batch) worker.postMessage(batch.jobs);
        else resolve();
      };
      worker.on('message', (html: string[]) => {
        batch!.deliver(html);
        send().catch(reject);
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the code highlighting thread stopped (exit code ${code}) before it answered`)));
      send().catch(reject);
    });
  } finally {
    void worker.terminate();
  }
}
