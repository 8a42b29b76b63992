import type { Diagnostic } from '../diagnostics/diagnostic.ts';
/** A table-of-contents entry: an H2 with its H3s. */
export interface TocEntry {
  id: string;
  text: string;
  children: TocEntry[];
}

/** A link found in a page, with where it was written. */
export interface PageLink {
  url: string;
  line?: number;
  column?: number;
}

/** An inline code span of a page's prose, with where it was written (the name check reads them). */
export interface CodeSpan {
  text: string;
  line: number;
  column: number;
}

/** What the markdown plugins learn about a page (the vfile `data` of a compile). */
export interface PageFacts {
  h1?: string;
  lead?: string;
  toc?: TocEntry[];
  anchors?: string[];
  links?: PageLink[];
  codeBlocks?: number;
  /** Problems the plugins found, made from the catalogue (see report.ts). */
  diagnostics?: Diagnostic[];
}
