import { setImmediate as nextTurn } from 'node:timers/promises';
import { hashOf } from '../cache/build-cache.ts';
import type { Asset } from '../files.ts';

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
 * the previews pages embed. Highlighting is the demo stage's largest cost on the main thread, and
 * nothing of the bundles depends on it: blocks are named by their text (and `version`: the build
 * code and highlighter that make them), and made by `highlight()`, which yields to the event loop
 * as it goes, so it runs while the render threads server-render the demos. (Not while esbuild bundles them: its plugin calls
 * run on this thread, and waiting for slices doubled the bundling time.)
 */
export function createCodeFragments(staticDir: string, version: string) {
  const files = new Map<string, string>();
  const jobs: (() => void)[] = [];
  return {
    /** A fragment: its URL now, its HTML (`make`) once highlighted. `key` is all `make` depends on but the text. */
    lazy(text: string, key: string, make: () => string): LazyCode {
      const file = `${staticDir}/demos/code/${hashOf(version, key, text).slice(0, 16)}.html`;
      if (!files.has(file)) {
        files.set(file, '');
        jobs.push(() => files.set(file, make()));
      }
      return { src: `/${file}`, lines: text.split('\n').length };
    },
    /** Code a page embeds (a CodeHtml of types.ts), filled in once highlighted. */
    inline(make: () => string): { type: 'raw'; value: string } {
      const code = { type: 'raw' as const, value: '' };
      jobs.push(() => (code.value = make()));
      return code;
    },
    /** Highlights everything asked for so far. */
    async highlight(): Promise<void> {
      let slice = performance.now();
      for (const job of jobs.splice(0)) {
        job();
        if (performance.now() - slice > SLICE_MS) {
          await nextTurn();
          slice = performance.now();
        }
      }
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
