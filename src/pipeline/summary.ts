import type { ParsedDemo } from '../api/demo-usage.ts';
import type { LinkCheckOptions, LinkSource } from '../checks/check-links.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { DemoUpdateBase } from '../demos/bundle-demos.ts';
import type { PendingDemo } from '../demos/demo-files.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { ExportResult, ExportSource } from '../export/export-site.ts';
import { productIdOf, type NavPage, type ResolvedNav } from '../nav/resolve-nav.ts';
import { productLabelOf } from '../render/layout.ts';
import type { PageResult } from './page/types.ts';
import type { StageReporter, StageTiming } from './stage.ts';
import type { PageTaskContext } from './task-context.ts';

export interface BuildOptions {
  contentDir: string;
  outDir: string;
  /** Config values that override the config file (tests point URLs at local servers). */
  configOverrides?: Record<string, unknown>;
  /** Use the persistent build cache (default true; `--no-cache` turns it off). */
  cache?: boolean;
  reporter?: StageReporter & { progress?(done: number, total: number): void };
}

/** What a successful build produced; `build()` prints nothing, the CLI does. */
export interface BuildResult {
  outDir: string;
  pagesPerLanguage: Record<string, number>;
  /** Pages copied from the build cache (each with every language), of all the navigation's. */
  pagesFromCache: number;
  drafts: number;
  /** Drafts per product label (per language), for the summary. */
  draftsByProduct: Record<string, number>;
  timings: StageTiming[];
  outputBytes: number;
  diagnostics: Diagnostic[];
  /** The search index: pages indexed, size on disk, time it added (an earlier build's, when it was restored from the cache). */
  search?: { pages: number; shards: number; bytes: number; ms: number; streamed?: boolean; fromCache?: boolean };
  /** The service worker's precache: files and bytes. */
  serviceWorker: { count: number; size: number };
  /** The Markdown export: pages and demos written, and the size of `llms.txt` and each `llms-full.txt`. */
  llms: ExportResult;
}

/** What watch mode keeps from a full build to rebuild single pages later. */
export interface BuildState {
  config: ResolvedConfig;
  nav: ResolvedNav;
  ctx: PageTaskContext;
  /** Link facts of every page, for re-checking links after a partial rebuild. */
  linkSources: Map<string, LinkSource>;
  /** Content files of the draft pages. */
  draftFiles: Set<string>;
  /** What links are checked against besides the pages (group paths, the API reference, the public files). */
  linkOptions: LinkCheckOptions;
  /** The public files copied to the output (relative to the public folder): watch mode may replace them, never a generated file. */
  publicFiles: Set<string>;
  /** Files whose change needs a full rebuild: config inputs, templates and client sources. */
  templateInputs: string[];
  /** What the Markdown export reads, to export edited pages again. */
  exportSource: ExportSource;
  /** What rebuilding some demos alone needs (watch-demos.ts): the demos shown, the package groups, each demo file's API parse. */
  demoUpdate?: { pending: Map<string, PendingDemo>; base: DemoUpdateBase; props?: Record<string, ParsedDemo> };
}

/** The result a build reports and the state watch mode keeps. */
export function summarise(p: {
  options: BuildOptions;
  config: ResolvedConfig;
  nav: ResolvedNav;
  results: PageResult[];
  diagnostics: Diagnostic[];
  timings: StageTiming[];
  outputBytes: number;
  outDir: string;
  ctx: PageTaskContext;
  linkOptions: LinkCheckOptions;
  publicFiles: readonly string[];
  drafts: NavPage[];
  search: { pages: number; shards: number; bytes: number; ms: number; streamed?: boolean; fromCache?: boolean } | undefined;
  serviceWorker: { count: number; size: number };
  llms: ExportResult;
  exportSource: ExportSource;
  inputs: string[];
  demoUpdate?: BuildState['demoUpdate'];
}): { result: BuildResult; state: BuildState } {
  const { config, results } = p;
  const result: BuildResult = {
    outDir: p.outDir,
    pagesPerLanguage: Object.fromEntries(config.site.languages.map((l) => [l, results.filter((r) => r.written.includes(l)).length])),
    pagesFromCache: results.filter((r) => r.cached).length,
    drafts: results.filter((r) => r.draft).length,
    draftsByProduct: draftsByProduct(config, results),
    timings: p.timings,
    outputBytes: p.outputBytes,
    diagnostics: p.diagnostics,
    serviceWorker: { count: p.serviceWorker.count, size: p.serviceWorker.size },
    llms: p.llms,
    ...(p.search ? { search: { pages: p.search.pages, shards: p.search.shards, bytes: p.search.bytes, ms: p.search.ms, ...(p.search.streamed ? { streamed: true } : {}), ...(p.search.fromCache ? { fromCache: true } : {}) } } : {}),
  };
  const state: BuildState = {
    config,
    nav: p.nav,
    ctx: { ...p.ctx, outDir: p.outDir },
    linkOptions: p.linkOptions,
    publicFiles: new Set(p.publicFiles),
    draftFiles: new Set(p.drafts.map((d) => d.file)),
    linkSources: new Map(results.map((r) => [r.pathname, { pathname: r.pathname, file: r.file, anchors: r.anchors, links: r.links }])),
    templateInputs: p.inputs,
    exportSource: p.exportSource,
    ...(p.demoUpdate ? { demoUpdate: p.demoUpdate } : {}),
  };
  return { result, state };
}

function draftsByProduct(config: ResolvedConfig, results: PageResult[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of results) {
    if (!r.draft) continue;
    const label = productLabelOf(config.site, productIdOf(r.pathname, config.site.basePath).productId);
    counts[label] = (counts[label] ?? 0) + 1;
  }
  return counts;
}
