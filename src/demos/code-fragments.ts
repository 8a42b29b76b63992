import { setImmediate as nextTurn } from 'node:timers/promises';
import { hashOf } from '../cache/build-cache.ts';
import type { Asset } from '../files.ts';
import type { HighlightJob } from './highlight-code.ts';

/**
 * Code a page loads when the reader opens it: a demo's full sources and the files it imports.
 * Each is a static HTML fragment named by what it is made from (a data file many demos import is
 * one file), so pages carry only the short previews: the Data Grid's feature pages were 680 KB of
 * HTML, 586 KB of it hidden code.
 */
export interface LazyCode {
  /** URL of the fragment: the highlighted block, as the page would have embedded it. */
  src: string;
  /** Lines of code: the space kept for it while it loads. */
  lines: number;
  /** The fragment itself, kept only for demos a page shows with their code open. */
  html?: string;
}

/** Work between two turns of the event loop while highlighting: the render threads' answers wait no longer. */
const SLICE_MS = 20;

/**
 * Collects the highlighted code of one demo stage: fragments under `<staticDir>/demos/code/`, and
 * the previews pages embed. Highlighting is the demo stage's largest cost, and nothing of the
 * bundles depends on it: blocks are named by their text (and `version`: the build code and
 * highlighter that make them). Helper threads make them (`takeBatch`, `more`, `close`: see
 * highlight-thread.ts), from the start of the stage to its end. The main
 * thread's `highlight()`, which yields to the event loop as it goes, makes what no thread took: on
 * a small site, and for a watch-mode update, everything. (It never highlights while esbuild
 * bundles: esbuild's plugin calls run on the main thread, and waiting for slices doubled the
 * bundling time.)
 */
export function createCodeFragments(staticDir: string, version: string) {
  const files = new Map<string, string>();
  // Blocks to make, in order: `highlight()` takes them from the front, a helper thread from the back.
  const queue: { job: HighlightJob; deliver: (html: string) => void }[] = [];
  let front = 0;
  let closed = false;
  // Whoever waits for more blocks (a helper thread started before the records are all made).
  let waiters: (() => void)[] = [];
  const wake = () => {
    const woken = waiters;
    waiters = [];
    for (const w of woken) w();
  };
  return {
    /** A fragment: its URL now, its HTML once highlighted. `key` is all the block depends on but the text. */
    lazy(text: string, key: string, job: HighlightJob): LazyCode {
      const file = `${staticDir}/demos/code/${hashOf(version, key, text).slice(0, 16)}.html`;
      if (!files.has(file)) {
        files.set(file, '');
        queue.push({ job, deliver: (html) => files.set(file, html) });
        wake();
      }
      return { src: `/${file}`, lines: text.split('\n').length };
    },
    /** Code a page embeds (a CodeHtml of types.ts), filled in once highlighted. */
    inline(job: HighlightJob): { type: 'raw'; value: string } {
      const code = { type: 'raw' as const, value: '' };
      queue.push({ job, deliver: (html) => (code.value = html) });
      wake();
      return code;
    },
    /** Highlights everything asked for so far (but what a helper thread takes) with `render`. */
    async highlight(render: (job: HighlightJob) => string): Promise<void> {
      let slice = performance.now();
      while (front < queue.length) {
        const next = queue[front++]!;
        next.deliver(render(next.job));
        if (performance.now() - slice > SLICE_MS) {
          await nextTurn();
          slice = performance.now();
        }
      }
      queue.length = 0;
      front = 0;
    },
    /** No more blocks will be asked for: whoever waits for more stops waiting. `drop`: the stage failed, nothing left is made. */
    close(drop = false): void {
      closed = true;
      if (drop) queue.length = front;
      wake();
    },
    /** Whether `close()` was called. */
    closed(): boolean {
      return closed;
    },
    /** Resolves once a block is asked for, or on `close()`. */
    more(): Promise<void> {
      return closed ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
    },
    /** Blocks not highlighted nor taken yet. */
    pending(): number {
      return queue.length - front;
    },
    /** Takes up to `count` blocks from the end of the queue, for a helper thread: their HTML goes back through `deliver`, in order. */
    takeBatch(count: number): { jobs: HighlightJob[]; deliver: (html: string[]) => void } | undefined {
      const taken = queue.splice(Math.max(front, queue.length - count));
      if (taken.length === 0) return undefined;
      return { jobs: taken.map((t) => t.job), deliver: (html) => taken.forEach((t, i) => t.deliver(html[i]!)) };
    },
    /** The HTML of a fragment (once highlighted), for code a page shows open. */
    htmlOf(code: LazyCode): string | undefined {
      return files.get(code.src.slice(1)) || undefined;
    },
    /** The fragment files to write with the demo bundles. */
    assets(): Asset[] {
      return [...files].map(([file, html]) => ({ file, contents: Buffer.from(html) }));
    },
  };
}

export type CodeFragments = ReturnType<typeof createCodeFragments>;
