import { hashOf } from '../cache/build-cache.ts';
import type { Asset } from '../files.ts';

/**
 * Code a page loads when the reader opens it: a demo's full sources and the files it imports.
 * Each is a static HTML fragment named by its content (a data file many demos import is one
 * file), so pages carry only the short previews: the Data Grid's feature pages were 680 KB of
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

/** Collects the fragments of one demo stage, under `<staticDir>/demos/code/`. */
export function createCodeFragments(staticDir: string) {
  const files = new Map<string, string>();
  return {
    /** The fragment of one highlighted block. */
    lazy(html: string, text: string): LazyCode {
      const file = `${staticDir}/demos/code/${hashOf(html).slice(0, 16)}.html`;
      files.set(file, html);
      return { src: `/${file}`, lines: text.split('\n').length, html };
    },
    /** The fragment files to write with the demo bundles. */
    assets(): Asset[] {
      return [...files].map(([file, html]) => ({ file, contents: Buffer.from(html) }));
    },
  };
}

export type CodeFragments = ReturnType<typeof createCodeFragments>;
