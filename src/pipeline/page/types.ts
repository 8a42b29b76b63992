import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { PageOutline } from '../../export/page-markdown.ts';
import type { CodeSpan, PageLink, TocEntry } from '../../markdown/page-facts.ts';

/** What the main thread needs about a page to check links, report and export it, without its HTML (cached per page). */
export interface PageMeta {
  /** Extra pages written below the page's URL, e.g. "components-api/" (cached like the page). */
  variants?: string[];
  anchors: string[];
  links: PageLink[];
  /** A content page's inline code spans, for the name check. */
  codeSpans?: CodeSpan[];
  draft: boolean;
  title: string;
  diagnostics: Diagnostic[];
  /** A content page's outline for the Markdown export, read when it compiled: the export parses nothing. */
  outline?: PageOutline;
  /** Files the page's languages load, written beside the pages (an API page's classes): each path below the output folder, and its cache key. */
  files?: { path: string; key: string }[];
}

/** What a processed page reports back: small, whatever the page size. */
export interface PageResult extends PageMeta {
  pathname: string;
  file: string;
  /** Pages written, per language. */
  written: string[];
  /** The page's cache key (compiled source or generated page): equal keys, equal output. */
  key?: string;
  /** Copied from the cache, every language and file of it: nothing was rendered. */
  cached?: boolean;
}

/** One language's page body, before the shared layout is put around it. */
export interface PageBody {
  title: string;
  documentTitle: string;
  description: string;
  articleHtml: string;
  toc: TocEntry[];
  draft: boolean;
  untranslated: boolean;
  disableToc: boolean;
  productKey: string;
  /** The page may show the ad slot (content and component pages; never interface pages). */
  adAllowed?: boolean;
  /** False keeps the page out of the search index. */
  searchable?: boolean;
  editUrl?: string;
  /** The page shows live demos (it loads the icon font). */
  hasDemos?: boolean;
  /** Modules to preload: the demo runtime and the page's first demo. */
  preload?: string[];
  /** Files the page loads, written before it (its URL is below the output folder; the name hashes the content). */
  files?: { url: string; html: string }[];
}
