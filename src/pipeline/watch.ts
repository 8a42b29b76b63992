import fs from 'node:fs';
import path from 'node:path';
import chokidar from 'chokidar';
import { createBuildCache, hashOfFile, type BuildCache } from '../cache/build-cache.ts';
import { checkLinks } from '../checks/check-links.ts';
import { demoIdsOfPage } from '../demos/demo-files.ts';
import { framedDemoIds } from '../demos/demo-frames.ts';
import { createLiveRenderer } from '../demos/live-ssr.ts';
import { updateDemos } from '../demos/prepare-demos.ts';
import { diagnostic } from '../diagnostics/codes.ts';
import { DocsBuildError, hasErrors, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { formatDiagnostic } from '../diagnostics/format.ts';
import { writeFileSafe } from '../files.ts';
import { copyPublicFiles, publicUrls, readPublicFiles } from '../output/public-files.ts';
import type { ExportSource } from '../export/export-site.ts';
import { readPageSources, type PageSource } from '../markdown/page-source.ts';
import { homeOf, type NavPage } from '../nav/resolve-nav.ts';
import { packageRoot } from '../paths.ts';
import { urlFor } from '../render/nav-items.ts';
import { createEventHub, injectLiveReload } from '../serve/live-reload.ts';
import { serve } from '../serve/serve.ts';
import { buildWithState, type BuildResult, type BuildState } from './build.ts';
import { createPageProcessor } from './page/process-page.ts';
import { cacheRootsOf } from './task-context.ts';
import { applyDemoUpdate, apiUsageChanged, changedDemos } from './watch-demos.ts';

export interface WatchOptions {
  contentDir: string;
  outDir: string;
  port: number;
  cache?: boolean;
  /** Host names besides localhost and IP addresses the server answers (see serve.ts). */
  allowedHosts?: string[];
  /** Told about every rebuild (the CLI prints it; tests and the benchmark read it). */
  onRebuild?(event: RebuildEvent): void;
}

/** What one rebuild did; `problem` is something that went wrong beside a rebuild (the search index). */
export type RebuildEvent =
  | { ok: true; kind: 'full' | 'pages'; pages: string[]; rendered: number; ms: number; result?: BuildResult; demos?: string[] }
  /** Files of the public folder copied again (or removed): URL paths. */
  | { ok: true; kind: 'files'; files: string[]; pages: []; rendered: 0; ms: number }
  | { ok: false; errors: Diagnostic[]; ms: number }
  | { ok: false; internal: Error; ms: number }
  | { ok: true; kind: 'problem'; problem: Diagnostic };

type ProcessPage = Awaited<ReturnType<typeof createPageProcessor>>;

/**
 * Builds, serves on 127.0.0.1 with live reload, and rebuilds what each change touches. Changes
 * that arrive during a rebuild are queued and coalesced into the next one. A failed rebuild
 * leaves the last good pages served and shows its errors in the browser.
 */
export async function watch(options: WatchOptions) {
  const outDir = path.resolve(options.outDir);
  const contentDir = path.resolve(options.contentDir);
  const hub = createEventHub();
  // Events of the rebuild running from the change queue, held until it is known whether its files
  // changed while it read them (see createChangeQueue).
  let held: RebuildEvent[] | undefined;
  const report = (event: RebuildEvent) => {
    if (held) held.push(event);
    else deliver(event);
  };
  const deliver = (event: RebuildEvent) => {
    options.onRebuild?.(event);
    if (event.ok && event.kind !== 'problem') hub.send('reload', { kind: event.kind, pages: event.pages, rendered: event.rendered });
    else if (!event.ok) hub.send('failed', { errors: 'errors' in event ? event.errors.filter((d) => d.severity === 'error').map((d) => forBrowser(formatDiagnostic(d, { displayPath: (file) => browserPath(file, contentDir) }), contentDir)) : [forBrowser(`Internal error: ${event.internal.message}`, contentDir)] });
  };
  const rebuilder = createRebuilder({ contentDir, outDir, cache: options.cache !== false, report });
  await rebuilder.fullBuild();
  const server = await serve({ root: outDir, port: options.port, handle: hub.handle, transformHtml: (html) => injectLiveReload(html, hub.version()), ...(options.allowedHosts ? { allowedHosts: options.allowedHosts } : {}) });
  const watcher = chokidar.watch([contentDir, path.join(packageRoot, 'templates'), path.join(packageRoot, 'client'), ...rebuilder.templateInputs()], {
    ignoreInitial: true,
    ignored: (file) => file.startsWith(outDir) || file.includes(`${path.sep}node_modules${path.sep}`),
  });
  const queue = createChangeQueue(async (files) => {
    held = [];
    try {
      await rebuilder.rebuild(files);
    } catch (error) {
      report({ ok: false, internal: error as Error, ms: 0 });
    }
    const events = held;
    held = undefined;
    // A rebuild that read a file in the middle of a save (an editor truncates it, then writes)
    // fails on the half-written bytes: that failure is not shown, the rebuild of the saved file
    // follows at once and reports for itself. A real error fails that one too.
    return (superseded) => {
      for (const event of events) if (event.ok || !superseded) deliver(event);
    };
  });
  watcher.on('add', queue.add).on('change', queue.add).on('unlink', queue.add);
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));

  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    port,
    /** The path the site opens at (the home page), e.g. "/x/introduction/". */
    home: rebuilder.home(),
    /** Resolves when pending rebuilds are done. */
    idle: queue.idle,
    async close() {
      await rebuilder.close();
      await watcher.close();
      hub.close();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** A file named relative to the content directory, or for the build's own files to the docs-build package: the browser never learns where the project lives. */
function browserPath(file: string, contentDir: string): string {
  const inside = (root: string) => !path.relative(root, file).startsWith('..');
  return inside(contentDir) ? path.relative(contentDir, file) : inside(packageRoot) ? path.relative(packageRoot, file) : path.basename(file);
}

/** Text for the browser overlay: the machine's absolute paths (content, package, others) cut to their last parts. */
function forBrowser(text: string, contentDir: string): string {
  return text
    .split(`${contentDir}${path.sep}`)
    .join('')
    .split(`${packageRoot}${path.sep}`)
    .join('')
    .replace(/(?<=^|[\s('"=])(?:file:\/\/)?\/(?:[^\s/:()'"]+\/)+([^\s/:()'"]+)/gm, '…/$1');
}

/** Full builds and single-page rebuilds, keeping what the last good full build learnt. */
function createRebuilder(p: { contentDir: string; outDir: string; cache: boolean; report: (event: RebuildEvent) => void }) {
  const { outDir } = p;
  let state: BuildState | undefined;
  let processPage: ProcessPage | undefined;
  // A full build failed: the state is the last good build's, and the change that needed the full
  // build is known to no one else. Every rebuild is then a full one until one passes: fixing the
  // file it failed on (a page rebuild alone would do) must not drop that change.
  let fullFailed = false;
  const reindex = createReindexer(outDir, (problem) => p.report({ ok: true, kind: 'problem', problem }));
  const cache = createBuildCache({ enabled: p.cache, roots: cacheRootsOf(p.contentDir) });
  const reexport = createReexporter({ outDir, cache, onProblem: (problem) => p.report({ ok: true, kind: 'problem', problem }) });
  // Server rendering of edited demos, with the packages loaded once (on the first demo edit).
  const renderer = createLiveRenderer();

  async function fullBuild(): Promise<void> {
    const started = performance.now();
    // The background jobs write into the output folder, which a full build replaces whole: one
    // still writing there when it is swapped out loses its folder (Pagefind's service dies on the
    // write error, and every later index, this build's too, waited on it for ever). They finish
    // first; those not started yet are dropped, as this build writes the index and the full texts
    // afresh, unless it fails.
    const dropped = await Promise.all([reindex.settle(), reexport.settle()]);
    try {
      const built = await buildWithState({ contentDir: p.contentDir, outDir, cache: p.cache });
      state = built.state;
      processPage = await createPageProcessor(state.ctx);
      const pages = state.nav.pages.map((page) => page.pathname);
      fullFailed = false;
      p.report({ ok: true, kind: 'full', pages, rendered: pages.length * state.config.site.languages.length, ms: performance.now() - started, result: built.result });
    } catch (error) {
      fullFailed = true;
      // The last good pages stay: so do the jobs that follow them.
      const [index, texts] = dropped;
      if (index) reindex.schedule(index);
      if (texts) reexport.schedule(texts);
      const ms = performance.now() - started;
      p.report(error instanceof DocsBuildError ? { ok: false, errors: error.diagnostics, ms } : { ok: false, internal: error as Error, ms });
    }
  }

  /** Rebuilds what a change touches: the changed pages alone, or the changed demos and their pages, when it can; else everything. */
  async function rebuild(files: string[]): Promise<void> {
    const ready = state && processPage && !fullFailed ? state : undefined;
    if (ready && files.every((file) => isPublicFile(ready, file))) return rebuildPublic(ready, files);
    const demos = ready && changedDemos(ready, files);
    if (demos && (await rebuildDemos(ready, demos))) return;
    const changed = ready && !demos ? changedPages(ready, files) : undefined;
    await (changed ? rebuildPages(changed) : fullBuild());
  }

  /**
   * Rebuilds the given demos alone against the last full build's package groups, then the pages
   * showing them; false when that cannot be done and a full build is needed (a new package
   * import, or other props of the API pages set).
   */
  async function rebuildDemos(current: BuildState, ids: string[]): Promise<boolean> {
    const started = performance.now();
    if (await apiUsageChanged(current, ids)) return false;
    let update: Awaited<ReturnType<typeof updateDemos>>;
    try {
      update = await updateDemos(current.config, { ...current.demoUpdate!, ids, cache, renderer });
    } catch (error) {
      if (!(error instanceof DocsBuildError)) throw error;
      p.report({ ok: false, errors: error.diagnostics, ms: performance.now() - started });
      return true;
    }
    if ('full' in update) return false;
    // The new modules and code first, beside the old (their names are their content's hash): pages then point at them.
    for (const asset of update.assets) writeFileSafe(path.join(outDir, asset.file), asset.contents);
    const pages = applyDemoUpdate(current, update);
    for (const problem of update.diagnostics) p.report({ ok: true, kind: 'problem', problem });
    await renderPages(pages, { started, demos: ids });
    return true;
  }

  /**
   * A change in the public folder: the changed files are copied again (a removed one is removed),
   * and every page's links are checked against the folder as it is now; nothing is rendered.
   */
  async function rebuildPublic(current: BuildState, files: string[]): Promise<void> {
    const started = performance.now();
    const listed = readPublicFiles(current.config);
    const linkOptions: BuildState['linkOptions'] = { ...current.linkOptions, publicFiles: { folder: current.linkOptions.publicFiles?.folder ?? 'public', urls: publicUrls(listed.files) } };
    const present = new Set(listed.files);
    const changed = [...new Set(files.map((file) => path.relative(listed.dir, file).split(path.sep).join('/')))];
    const copies = changed.filter((file) => present.has(file));
    const diagnostics = [...listed.diagnostics, ...checkLinks([...current.linkSources.values()], linkOptions)];
    if (!hasErrors(diagnostics)) diagnostics.push(...copyPublicFiles({ publicDir: listed.dir, files: copies, dir: outDir, owned: current.publicFiles }));
    if (hasErrors(diagnostics)) {
      p.report({ ok: false, errors: diagnostics, ms: performance.now() - started });
      return;
    }
    for (const file of changed) {
      if (present.has(file) || !current.publicFiles.has(file)) continue;
      fs.rmSync(path.join(outDir, file), { force: true });
    }
    current.linkOptions = linkOptions;
    current.publicFiles = present;
    p.report({ ok: true, kind: 'files', files: changed.map((file) => `/${file}`), pages: [], rendered: 0, ms: performance.now() - started });
  }

  /** Re-renders the pages of the given sources. */
  async function rebuildPages(changed: PageSource[]): Promise<void> {
    const started = performance.now();
    const current = state!;
    for (const source of changed) current.ctx.sources[source.file] = source;
    await renderPages(current.nav.pages.filter((page) => changed.some((source) => source.file === page.file)), { started });
  }

  /** Re-renders the given pages in every language into a side folder, then moves them in. */
  async function renderPages(pages: NavPage[], run: { started: number; demos?: string[] }): Promise<void> {
    const { started } = run;
    const current = state!;
    const partial = `${outDir}.partial-${process.pid}`;
    fs.rmSync(partial, { recursive: true, force: true });
    try {
      const results = [];
      for (const page of pages) results.push(await processPage!(page, partial));
      // The export edits the new sources from the outlines their compile read (the outline of a page with errors too: its source is the current one).
      for (const r of results) if (r.outline) current.exportSource.outlines?.set(r.file, r.outline);
      const linkSources = new Map(current.linkSources);
      for (const r of results) linkSources.set(r.pathname, { pathname: r.pathname, file: r.file, anchors: r.anchors, links: r.links });
      const diagnostics = [...results.flatMap((r) => r.diagnostics), ...checkLinks([...linkSources.values()], current.linkOptions)];
      if (hasErrors(diagnostics)) {
        p.report({ ok: false, errors: diagnostics, ms: performance.now() - started });
        return;
      }
      // The edited pages' Markdown moves in with their HTML; the full texts and the index follow.
      (await import('../export/export-site.ts')).exportPages(current.exportSource, pages, { dir: partial, cache });
      moveInto(partial, outDir);
      current.linkSources = linkSources;
      if (current.config.site.search.enabled) reindex.schedule(current.config.site.basePath);
      reexport.schedule(current.exportSource);
      const rendered = results.reduce((n, r) => n + r.written.length, 0);
      p.report({ ok: true, kind: 'pages', pages: pages.map((page) => page.pathname), rendered, ms: performance.now() - started, ...(run.demos ? { demos: run.demos } : {}) });
    } finally {
      fs.rmSync(partial, { recursive: true, force: true });
    }
  }

  return {
    fullBuild,
    rebuild,
    templateInputs: () => state?.templateInputs ?? [],
    home: () => {
      const home = state && homeOf(state.nav, state.config.site.basePath);
      return home ? urlFor(home, '') : '/';
    },
    close: async () => {
      await reindex.close();
      await reexport.close();
      await renderer.close();
    },
  };
}

/** A file of the public folder (never one the config is built from). */
function isPublicFile(current: BuildState, file: string): boolean {
  const relative = path.relative(current.config.publicDir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative) && !current.templateInputs.includes(file);
}

/**
 * The changed pages, each read once; undefined when the change is one the page processor cannot
 * take alone: config, nav, templates, a new or removed page, a draft that is one no longer (its
 * neighbours' previous/next links change) or a page that shows other demos (the bundle changes)
 * or shows a demo in an iframe that has no frame document yet.
 */
function changedPages(current: BuildState, files: string[]): PageSource[] | undefined {
  const pageFiles = new Set(current.nav.pages.map((page) => page.file));
  if (files.some((file) => !file.endsWith('.md') || current.templateInputs.includes(file) || !pageFiles.has(file))) return undefined;
  const sources = readPageSources(files.map((file) => ({ file })), current.config);
  if (sources.size !== files.length) return undefined; // removed, or unreadable
  for (const page of sources.values()) {
    if ((page.frontMatter.data.draft === true) !== current.draftFiles.has(page.file)) return undefined;
    if (JSON.stringify(demoIdsOfPage(page, current.config.contentDir, current.config.site.components)) !== JSON.stringify(current.ctx.demos?.uses[page.file] ?? [])) return undefined;
    // A demo newly shown in an iframe needs its frame document, written by a full build.
    if (framedDemoIds([page], current.config.contentDir).some((id) => !current.ctx.demos?.frames?.[id])) return undefined;
  }
  return [...sources.values()];
}

/**
 * Work that follows page edits in the background, a little after the last (the reload does not
 * wait for it), one run at a time. `settle` drops a run not started yet and answers with its
 * input, once the one started (if any) is done.
 */
export function createBackgroundJob<T>(run: (input: T) => Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  let waiting: T | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const settle = async (): Promise<T | undefined> => {
    clearTimeout(timer);
    const input = waiting;
    waiting = undefined;
    await running;
    return input;
  };
  return {
    schedule(input: T) {
      clearTimeout(timer);
      waiting = input;
      timer = setTimeout(() => {
        waiting = undefined;
        running = running.then(() => run(input));
      }, 300);
    },
    settle,
    close: async () => void (await settle()),
  };
}

/** The search index follows page edits, in the background. */
function createReindexer(outDir: string, onProblem: (problem: Diagnostic) => void) {
  return createBackgroundJob((basePath: string) =>
    import('../search/index-site.ts')
      .then((search) => search.indexSite({ dir: outDir, basePath }))
      .catch((error: Error) => onProblem(diagnostic('SearchIndex', { problem: error.message }, { severity: 'warning' }))),
  );
}

/** The full texts and the MCP index follow page edits in the background, like the search index. */
function createReexporter(p: { outDir: string; cache: BuildCache; onProblem: (problem: Diagnostic) => void }) {
  return createBackgroundJob((source: ExportSource) =>
    import('../export/export-site.ts')
      .then((exporter) => exporter.exportSite(source, { dir: p.outDir, cache: p.cache }))
      .catch((error: Error) => p.onProblem(diagnostic('MarkdownExport', { problem: error.message }, { severity: 'warning' }))),
  );
}

/**
 * Collects changed files and runs one rebuild at a time over all of them. Writes within the same
 * millisecond keep the mtime (the watcher reports none of them), and reading a file moves its
 * atime, after which chokidar takes a same-mtime write for a read: so the bytes of each file are
 * compared after its rebuild, and again a little later, and anything that differs is queued.
 * `run` answers with what to do once that is known: `superseded` when a file it built changed
 * meanwhile, so what it made (and any failure) was of bytes that are already gone.
 */
export function createChangeQueue(run: (files: string[]) => Promise<(superseded: boolean) => void>) {
  const pending = new Set<string>();
  let running: Promise<void> | undefined;
  const drain = async () => {
    const built = new Map<string, string>();
    try {
      while (pending.size > 0) {
        // A file whose bytes were just built is not built again (the watcher often reports one
        // write twice, the second while the first rebuilds: a needless rebuild reloaded the tabs).
        const files = [...pending].filter((f) => built.get(f) !== hashOfFile(f));
        pending.clear();
        if (files.length === 0) break;
        const seen = new Map(files.map((f) => [f, hashOfFile(f)]));
        for (const [file, hash] of seen) built.set(file, hash);
        let settle: ((superseded: boolean) => void) | undefined;
        try {
          settle = await run(files);
        } catch {
          // Only the reporter can throw here; the next change still rebuilds.
        }
        // Only its own files make a run's failure stale: another file's change rebuilds that file.
        let superseded = false;
        for (const [file, hash] of seen) {
          if (hashOfFile(file) === hash) continue;
          pending.add(file);
          superseded = true;
        }
        try {
          settle?.(superseded);
        } catch {
          // As above.
        }
      }
    } finally {
      // Whatever happened, the next change must start a new run.
      running = undefined;
      verifyLater(built);
    }
  };
  const add = (file: string) => {
    pending.add(path.resolve(file));
    running ??= drain();
  };
  const verifyLater = (built: Map<string, string>) => {
    for (const delay of [60, 400]) {
      setTimeout(() => {
        for (const [file, hash] of built) if (hashOfFile(file) !== hash) add(file);
      }, delay).unref();
    }
  };
  return { add, idle: () => running ?? Promise.resolve() };
}

/** Moves every file of `from` into the same place under `to`, replacing what is there. */
function moveInto(from: string, to: string): void {
  if (!fs.existsSync(from)) return;
  for (const entry of fs.readdirSync(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(source, target);
  }
}
