// Worker thread: highlights batches of demo code blocks the main thread hands it (see
// highlight-thread.ts), with a highlighter of its own, and answers each batch's HTML in order.
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { getHighlighter } from '../markdown/highlighter.ts';
import { highlightDemoCode, type HighlightJob } from './highlight-code.ts';

// The lowest priority, for this thread alone (Linux gives each thread its own): it highlights with
// the time esbuild and the render threads leave idle, and yields the cores to them otherwise. On
// the docs, esbuild left a quarter of two cores idle for 30 s, and the render threads none.
try {
  os.setPriority(19);
} catch {
  // A system that refuses: the thread keeps its priority.
}
const port = parentPort!;
const highlighter = await getHighlighter();
port.on('message', (jobs: HighlightJob[]) => port.postMessage(jobs.map((job) => highlightDemoCode(highlighter, job))));
