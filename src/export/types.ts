// The files the Markdown export writes beside the HTML, and the index the MCP server reads back:
// the server never sees the content or the build, only these.

/** Folder, under the base path, of the export's own files (the index and the demos' JavaScript). */
export const EXPORT_DIR = '_llms';

/** Version of the index format: the MCP server refuses an index it does not know. */
export const INDEX_VERSION = 2;

/** A heading of a page's Markdown and the text below it, as character offsets into the file. */
export interface IndexSection {
  /** The heading's anchor on the HTML page (`''` for the text before the first heading). */
  anchor: string;
  heading: string;
  depth: number;
  start: number;
  end: number;
}

/** A page as Markdown, with what the index and the full-text files need of it. */
export interface PageMarkdown {
  markdown: string;
  /** Where the body starts (after the front matter). */
  bodyStart: number;
  title: string;
  description: string;
  sections: IndexSection[];
  /** Ids of the demos it shows, in order. */
  demos: string[];
}

/** One exported page. */
export interface IndexPage {
  /** Language-free pathname, e.g. "/x/react-data-grid/filtering". */
  pathname: string;
  /** The page's absolute URL (siteUrl + route with a trailing slash). */
  url: string;
  /** The Markdown file, relative to the output directory ("x/react-data-grid/filtering.md"). */
  file: string;
  /** The Markdown's absolute URL. */
  markdownUrl: string;
  title: string;
  description: string;
  kind: 'content' | 'api' | 'api-index';
  /** The navigation title in each language, and the titles of the groups above it (zh search finds pages by them). */
  navTitles: Record<string, string>;
  trail: Record<string, string[]>;
  /** The export group (top-level navigation entry) the page belongs to. */
  group: string;
  sections: IndexSection[];
  /** Ids of the demos it shows, in order. */
  demos: string[];
  /** The components and hooks its front matter lists (the pages that document them). */
  apiNames: string[];
}

/** One property, slot or CSS class of an API page. */
export interface IndexApiMember {
  name: string;
  type?: string;
  default?: string;
  description: string;
  required?: boolean;
  deprecated?: string;
  plan?: string;
  /** Slots: the global class name; CSS classes: the class name. */
  className?: string;
}

/** A component's or interface's API. */
export interface IndexApi {
  name: string;
  kind: 'component' | 'interface';
  product: string;
  packageName?: string;
  plan: string;
  pathname: string;
  description: string;
  imports: string[];
  props: IndexApiMember[];
  slots: IndexApiMember[];
  classes: IndexApiMember[];
}

/** A source file of a demo, in both languages. */
export interface IndexDemoFile {
  name: string;
  ts: string;
  js: string;
  jsName: string;
}

/** A demo: every code style variant, with the files it imports. */
export interface IndexDemo {
  /** Content-relative path without extension, e.g. "pages/react-data-grid/filtering/CustomFilterPanel". */
  id: string;
  name: string;
  /** Pathnames of the pages showing it. */
  pages: string[];
  /** Absolute URL of the default variant's JavaScript. */
  jsUrl: string;
  variants: { style: string; file: string; main: IndexDemoFile; files: IndexDemoFile[] }[];
}

/** What a group of pages exports in full (`<base>/<slug>/llms-full.txt`). */
export interface IndexGroup {
  slug: string;
  title: string;
  /** The full-text file, relative to the output directory, and its URL. */
  file: string;
  url: string;
}

/** `<base>/_llms/index.json`: everything the MCP server serves. */
export interface LlmsIndex {
  version: typeof INDEX_VERSION;
  productName: string;
  docsVersion: string;
  siteUrl: string;
  basePath: string;
  /** The language of the Markdown (the site's default). */
  language: string;
  languages: string[];
  groups: IndexGroup[];
  pages: IndexPage[];
  api: IndexApi[];
  demos: IndexDemo[];
}

/**
 * `<base>/_llms/index.json` as written: the files demos import (a data set dozens of demos share)
 * are stored once, in `files`, and each variant names them by their place there. (Stored with
 * each demo, a few dozen files were 5.7 MB of the docs' 13 MB index.) The server reads it back
 * into an {@link LlmsIndex}.
 */
export interface StoredIndex extends Omit<LlmsIndex, 'version' | 'demos'> {
  version: typeof INDEX_VERSION;
  files: IndexDemoFile[];
  demos: (Omit<IndexDemo, 'variants'> & { variants: (Omit<IndexDemo['variants'][number], 'files'> & { files: number[] })[] })[];
}

/** The URL path of a page's Markdown: "/x/react-data-grid/filtering" → "/x/react-data-grid/filtering.md". */
export function markdownPathOf(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed ? `${trimmed}.md` : '/index.md';
}

/** The URL path of a demo's exported JavaScript: "pages/a/b/Demo" → "/x/_llms/demos/a/b/Demo.js". */
export function demoJsPathOf(basePath: string, id: string): string {
  return `${basePath}/${EXPORT_DIR}/demos/${id.replace(/^pages\//, '')}.js`;
}
