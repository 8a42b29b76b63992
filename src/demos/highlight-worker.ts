// Worker thread: highlights batches of demo code blocks the main thread hands it (see
// highlight-thread.ts), with a highlighter of its own, and answers each batch's HTML in order.
import { parentPort } from 'node:worker_threads';
import { getHighlighter } from '../markdown/highlighter.ts';
import { highlightDemoCode, type HighlightJob } from './highlight-code.ts';

const port = parentPort!;
const highlighter = await getHighlighter();
port.on('message', (jobs: HighlightJob[]) => port.postMessage(jobs.map((job) => highlightDemoCode(highlighter, job))));
