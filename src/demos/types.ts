import type { LazyCode } from './code-fragments.ts';

/**
 * Highlighted code, serialised once when the demo is prepared: a page embeds it as is. (As a
 * syntax tree it was most of the demo stage's cached record and of what render threads receive,
 * and was serialised again on every page showing the demo.)
 */
export interface CodeHtml {
  type: 'raw';
  value: string;
}

/** Code style variants of a demo folder, in display order (the first is the default). */
export const DEMO_STYLES = ['system', 'tailwind', 'css'] as const;
export type DemoStyle = (typeof DEMO_STYLES)[number];

/** A file a demo imports (its own data or helpers, or shared data), shown as a tab and put in sandboxes. */
export interface DemoFile {
  /** The file as a reader gets it in each language: its name beside the demo, highlighted code. */
  ts: { name: string; code: LazyCode };
  js: { name: string; code: LazyCode };
}

/** One style variant of a demo: its sources, highlighted, and what a sandbox of it needs. */
export interface DemoVariant {
  style: DemoStyle;
  /** Content-relative path of the TypeScript source. */
  file: string;
  /**
   * Highlighted full sources (loaded when opened) and short previews (in the page), per
   * language: no TypeScript for a JavaScript-only demo, no code at all for an embedded component.
   */
  code?: { ts?: LazyCode; js: LazyCode; tsPreview?: CodeHtml; jsPreview?: CodeHtml };
  /** The local files it imports, directly or through each other, flattened beside it. */
  files?: DemoFile[];
  /** npm dependencies of a sandbox made from this variant. */
  dependencies: Record<string, string>;
  /** URL of the browser module whose default export is the component (set once bundled). */
  module?: string;
}

/** A demo as the pages show it: one or more style variants of one component. */
export interface DemoRecord {
  /** Content-relative path without extension, e.g. "react-data-grid/BasicColumnPinning". */
  id: string;
  /** Display name, e.g. "BasicColumnPinning". */
  name: string;
  variants: DemoVariant[];
  /** Imports a Pro or Premium package. */
  license: boolean;
  /** Written in JavaScript only (`Name.js`): no TypeScript sources or sandbox. */
  jsOnly?: true;
  /** An embedded component (`{{"component": …}}`): the props it is rendered with. */
  embed?: { props?: Record<string, unknown> };
  /** A props playground (also `embed`, with the props it starts with): its component and the module exporting it. */
  playground?: { component: string; specifier: string; exportName?: string };
  /** Hash of the demo's sources: pages showing it re-render when it changes. */
  hash: string;
  /** Server-rendered HTML of the default variant and the Emotion rules it needs, by name; absent when it threw. */
  ssr?: { html: string; styles: [name: string, css: string][] };
  /** Why server rendering failed (the browser renders it then). */
  ssrError?: string;
  /** What the demo printed to the console while rendering on the server (first lines). */
  ssrMessages?: string[];
}

/** What pages need to show demos, sent to the render workers. */
export interface DemoContext {
  demos: Record<string, DemoRecord>;
  /** A hash of each demo record (sources, modules, server markup): part of the cache key of the pages showing it. */
  keys: Record<string, string>;
  /** URL of the island runtime module. */
  runtime: string;
  /** Module URL → what it needs before it runs (itself and its static imports): preloaded for a page's first demo. */
  preload: Record<string, string[]>;
  /** Demo id → URL of its frame document, for the demos some page shows in an iframe (set once written). */
  frames?: Record<string, string>;
  /** Where the "source" link points; `{path}` is the demo's content-relative path. */
  sourceUrl?: string;
  iconFontUrl?: string;
}
