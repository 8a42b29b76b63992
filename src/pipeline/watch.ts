import fs from 'node:fs';
import path from 'node:path';
import chokidar from 'chokidar';
import { hashOf } from '../cache/build-cache.ts';
import { demoIdsOfSource } from '../demos/demo-files.ts';
import { parseFrontMatter } from '../markdown/front-matter.ts';
import { checkLinks } from '../checks/check-links.ts';
import { DocsBuildError, hasErrors, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { formatDiagnostic } from '../diagnostics/format.ts';
import { packageRoot } from '../paths.ts';
import { createEventHub, injectLiveReload } from '../serve/live-reload.ts';
import { serve } from '../serve/serve.ts';
import { buildWithState, type BuildResult, type BuildState } from './build.ts';
import { createPageProcessor } from './page/process-page.ts';

export interface WatchOptions {
  contentDir: string;
  outDir: string;
  port: number;
  cache?: boolean;
  /** Told about every rebuild (the CLI prints it; tests and the benchmark read it). */
  onRebuild?(event: RebuildEvent): void;
}

/** What one rebuild did. */
export type RebuildEvent =
  | { ok: true; kind: 'full' | 'pages'; pages: string[]; rendered: number; ms: number; result?: BuildResult }
  | { ok: false; errors: Diagnostic[]; ms: number }
  | { ok: false; internal: Error; ms: number };

/**
 * Builds, serves on 127.0.0.1 with live reload, and rebuilds what each change touches. Changes
 * that arrive during a rebuild are queued and coalesced into the next one. A failed rebuild
 * leaves the last good pages served and shows its errors in the browser.
 */
export async function watch(options: WatchOptions) {
  const outDir = path.resolve(options.outDir);
  const contentDir = path.resolve(options.contentDir);
  const hub = createEventHub();
  let state: BuildState | undefined;
  let processPage: Awaited<ReturnType<typeof createPageProcessor>> | undefined;

  const report = (event: RebuildEvent) => {
    options.onRebuild?.(event);
    if (event.ok) hub.send('reload', { kind: event.kind, pages: event.pages, rendered: event.rendered });
    else if ('errors' in event) hub.send('failed', { errors: event.errors.filter((d) => d.severity === 'error').map((d) => formatDiagnostic(d)) });
    else hub.send('failed', { errors: [`Internal error: ${event.internal.message}`] });
  };

  async function fullBuild(): Promise<void> {
    const started = performance.now();
    try {
      const built = await buildWithState({ contentDir, outDir, cache: options.cache !== false });
      state = built.state;
      processPage = await createPageProcessor(state.ctx);
      const pages = state.nav.pages.map((p) => p.pathname);
      report({ ok: true, kind: 'full', pages, rendered: pages.length * state.config.site.languages.length, ms: performance.now() - started, result: built.result });
    } catch (error) {
      const ms = performance.now() - started;
      if (error instanceof DocsBuildError) report({ ok: false, errors: error.diagnostics, ms });
      else report({ ok: false, internal: error as Error, ms });
    }
  }

  /** Re-renders the given pages in every language into a side folder, then moves them in. */
  async function rebuildPages(files: string[]): Promise<void> {
    const started = performance.now();
    const current = state!;
    const pages = current.nav.pages.filter((p) => files.includes(p.file));
    const partial = `${outDir}.partial-${process.pid}`;
    fs.rmSync(partial, { recursive: true, force: true });
    try {
      const results = [];
      for (const page of pages) results.push(await processPage!(page, partial));
      const linkSources = new Map(current.linkSources);
      for (const r of results) linkSources.set(r.pathname, { pathname: r.pathname, file: r.file, anchors: r.anchors, links: r.links });
      const diagnostics = [
        ...results.flatMap((r) => r.diagnostics),
        ...checkLinks([...linkSources.values()], current.linkOptions),
      ];
      const ms = performance.now() - started;
      if (hasErrors(diagnostics)) {
        report({ ok: false, errors: diagnostics, ms });
        return;
      }
      moveInto(partial, outDir);
      current.linkSources = linkSources;
      scheduleReindex();
      const rendered = results.reduce((n, r) => n + r.written.length, 0);
      report({ ok: true, kind: 'pages', pages: pages.map((p) => p.pathname), rendered, ms: performance.now() - started });
    } finally {
      fs.rmSync(partial, { recursive: true, force: true });
    }
  }

  // The search index follows page edits, in the background: the reload does not wait for it.
  let reindexTimer: NodeJS.Timeout | undefined;
  let reindexing: Promise<unknown> = Promise.resolve();
  const scheduleReindex = () => {
    if (!state?.config.site.search.enabled) return;
    clearTimeout(reindexTimer);
    reindexTimer = setTimeout(() => {
      reindexing = reindexing.then(async () => (await import('../search/index-site.ts')).indexSite({ dir: outDir, basePath: state!.config.site.basePath })).catch((error: Error) => {
        console.error(`docs-build: could not update the search index: ${error.message}`);
      });
    }, 300);
  };

  await fullBuild();
  const server = await serve({ root: outDir, port: options.port, handle: hub.handle, transformHtml: (html) => injectLiveReload(html, hub.version()) });

  const templatesDir = path.join(packageRoot, 'templates');
  const clientDir = path.join(packageRoot, 'client');
  const watcher = chokidar.watch([contentDir, templatesDir, clientDir, ...(state?.templateInputs ?? [])], {
    ignoreInitial: true,
    ignored: (file) => file.startsWith(outDir) || file.includes(`${path.sep}node_modules${path.sep}`),
  });

  const pending = new Set<string>();
  let running: Promise<void> | undefined;
  const needsFullBuild = (files: string[]) =>
    !state ||
    !processPage ||
    files.some((file) => {
      if (!file.endsWith('.md')) return true; // config, nav, templates, client, titles
      if (state!.templateInputs.includes(file)) return true;
      // A page that starts or stops showing a demo changes what is bundled.
      // A page that becomes or stops being a draft changes its neighbours' previous/next links.
      if (fs.existsSync(file) && (parseFrontMatter(fs.readFileSync(file, 'utf8'), file).data.draft === true) !== state!.draftFiles.has(file)) return true;
      if (fs.existsSync(file) && JSON.stringify(demoIdsOfSource(file, fs.readFileSync(file, 'utf8'), state!.config.contentDir)) !== JSON.stringify(state!.ctx.demos?.uses[file] ?? [])) return true;
      return !state!.nav.pages.some((p) => p.file === file) || !fs.existsSync(file); // new or removed page
    });

  const snapshot = (file: string) => {
    try {
      return hashOf(fs.readFileSync(file));
    } catch {
      return 'missing';
    }
  };
  const run = async () => {
    const built = new Map<string, string>();
    try {
      while (pending.size > 0) {
        const files = [...pending];
        pending.clear();
        const seen = new Map(files.map((f) => [f, snapshot(f)]));
        for (const [file, hash] of seen) built.set(file, hash);
        try {
          if (needsFullBuild(files)) await fullBuild();
          else await rebuildPages(files);
        } catch (error) {
          try {
            report({ ok: false, internal: error as Error, ms: 0 });
          } catch (reportError) {
            console.error('docs-build: could not report a rebuild error:', reportError);
          }
        }
        // Writes within the same millisecond keep the mtime, and the watcher reports none of them:
        // compare the bytes instead, so the last save of a burst is never lost.
        for (const [file, hash] of seen) if (snapshot(file) !== hash) pending.add(file);
      }
    } finally {
      // Whatever happened, the next change must start a new run.
      running = undefined;
      verifyLater(built);
    }
  };
  const onChange = (file: string) => {
    pending.add(path.resolve(file));
    running ??= run();
  };
  // Reading a file moves its atime, and chokidar then takes a write that keeps the same (coarse)
  // mtime for a mere read and stays silent: a save that lands while we read, or a writer stalled
  // between truncate and write, would be lost. So the files of each run are checked again a
  // little later, and anything that differs from what was built is queued.
  const verifyLater = (built: Map<string, string>) => {
    for (const delay of [60, 400]) {
      setTimeout(() => {
        for (const [file, hash] of built) if (snapshot(file) !== hash) onChange(file);
      }, delay).unref();
    }
  };
  watcher.on('add', onChange).on('change', onChange).on('unlink', onChange);
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));

  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    port,
    /** Resolves when pending rebuilds are done. */
    idle: () => running ?? Promise.resolve(),
    async close() {
      clearTimeout(reindexTimer);
      await reindexing;
      await watcher.close();
      hub.close();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
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
