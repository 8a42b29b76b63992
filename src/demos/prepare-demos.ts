import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getPipelineVersion, hashOf, hashOfFile, installedVersion, partVersion, type BuildCache } from '../cache/build-cache.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import { diagnostic } from '../diagnostics/codes.ts';
import { DocsBuildError, hasErrors, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { PageSource } from '../markdown/page-source.ts';
import { packageRoot, portablePath } from '../paths.ts';
import { STATIC_DIR } from '../../templates/constants.ts';
import { DEFAULT_PLAYGROUND_SAMPLES } from './constants.ts';
import type { DemoUpdateBase } from './bundle-demos.ts';
import { createCodeFragments, type CodeFragments } from './code-fragments.ts';
import type { HighlightJob } from './highlight-code.ts';
import type { PendingDemo } from './demo-files.ts';
import { framedDemoIds, type FrameAssets } from './demo-frames.ts';
import type { LiveRenderer } from './live-ssr.ts';
import type { DemoContext, DemoRecord } from './types.ts';

let licenseWarned = false;

/** The packages that make a fragment's HTML: the highlighter, its grammars and theme engine, the HTML serialiser. */
const HIGHLIGHT_PACKAGES = ['shiki', '@shikijs/core', '@shikijs/langs', '@shikijs/themes', '@shikijs/engine-oniguruma', 'rehype-stringify', 'hast-util-to-html'];

/** What a code fragment's HTML is made with besides its text: the build's highlighting sources and the packages they use. */
const fragmentVersion = () => partVersion('highlight', HIGHLIGHT_PACKAGES);

/** What the demo stage hands on: the pages' demo context, the browser files, the files it read. */
export interface PreparedDemos {
  context: DemoContext & { uses: Record<string, string[]> };
  assets: { file: string; contents: Uint8Array }[];
  inputs: string[];
  diagnostics: Diagnostic[];
  /** What the frame documents of iframe demos need; they are written with the site's stylesheet. */
  frames?: FrameAssets;
  /** Every demo the pages show, with its files and first page. */
  pending: Map<string, PendingDemo>;
  /** What rebuilding some demos alone needs (watch mode, {@link updateDemos}). */
  update: DemoUpdateBase;
}

/** The cached outcome of the demo stage (records, runtime, file names): no licence key inside. */
interface DemoStageRecord {
  demos: DemoRecord[];
  runtime: string;
  preload: Record<string, string[]>;
  /** The frame script and pre-paint script, when some demo is shown in an iframe. */
  frame?: { script: string; prepaint: string };
  /** Every file the bundles were built from, with its hash: any change is a miss. */
  inputs: [string, string][];
  diagnostics: Diagnostic[];
  update: DemoUpdateBase;
}

/**
 * Finds the demos of every page and checks them (a missing demo is an error naming the page and
 * line), prepares their sources, bundles them for the browser and for Node, and renders each on
 * the server. One demo's error hides no other's: an invalid demo line or a demo whose sources
 * cannot be prepared is left out, and the others are bundled all the same, so that the build
 * reports every demo error at once (its diagnostics then hold errors, or the stage throws them
 * with the bundle's). Without a licence key the whole outcome is cached: an unchanged build reuses
 * it (with a key it is rebuilt, since the key must not be written anywhere but the demo bundle).
 */
export async function prepareDemos(config: ResolvedConfig, sources: ReadonlyMap<string, PageSource>, cache: BuildCache, p: { bundleAfter?: Promise<unknown> } = {}): Promise<PreparedDemos | undefined> {
  const step = steps();
  const { scanDemos, apiPlaygrounds } = await import('./demo-files.ts');
  const { playgrounds } = config.site.demos;
  const scan = scanDemos({ sources, contentDir: config.contentDir, cache, components: config.site.components, samples: playgrounds.samples });
  // The API pages' "Try it" playgrounds are demos no page line names.
  for (const [id, demo] of apiPlaygrounds({ products: playgrounds.api, contentDir: config.contentDir, samples: playgrounds.samples, configFile: config.configFile })) if (!scan.pending.has(id)) scan.pending.set(id, demo);
  step(`scan of ${scan.pending.size} demos`);
  if (scan.pending.size === 0) {
    if (hasErrors(scan.diagnostics)) throw new DocsBuildError('content', scan.diagnostics);
    return undefined;
  }
  const { LICENSE_ENV } = await import('./constants.ts');
  // Read here and handed to esbuild only: never printed, logged or cached.
  const licenseKey = process.env[LICENSE_ENV] || undefined;
  const staticDir = `${config.site.basePath.slice(1)}/${STATIC_DIR}`;
  const framed = framedDemoIds(sources.values(), config.contentDir).filter((id) => scan.pending.has(id));
  const entry = cache.entry(
    'demo-stage',
    hashOf(
      getPipelineVersion(),
      hashOfFile(path.join(packageRoot, 'package-lock.json')),
      staticDir,
      // Not where the content lies: the same demos elsewhere (another checkout's content/, copies
      // of one folder) share the entry. esbuild hashes the input paths relative to the package
      // root into the module names, so a copy at another place relative to it reads modules named
      // as the copy that stored the entry would name them: the record and its files are stored
      // together, so the pages and the files they name always agree. (Naming the place in the key
      // made every copy of a test fixture bundle and render its demos afresh: the test run went
      // past 15 minutes.)
      // Which demos are framed does not change the bundles; whether any is does (the frame script).
      framed.length ? 'frames' : '',
      ...[...scan.pending].flatMap(([id, d]) => [id, d.open ? 'open' : '', ...d.files.flatMap((f) => [f.style, portablePath(f.file, config.contentDir), hashOfFile(f.file)])]),
    ),
  );
  const finish = (record: DemoStageRecord, assets: PreparedDemos['assets']): PreparedDemos => {
    const diagnostics = [...scan.diagnostics, ...record.diagnostics];
    if (!licenseKey && record.demos.some((d) => d.license) && !licenseWarned) {
      licenseWarned = true; // once per process: watch mode does not repeat it on every rebuild
      diagnostics.push(diagnostic('DemoLicense', {}, { severity: 'warning' }));
    }
    const { site } = config;
    const context: PreparedDemos['context'] = {
      demos: Object.fromEntries(record.demos.map((d) => [d.id, d])),
      keys: Object.fromEntries(record.demos.map((d) => [d.id, hashOf(JSON.stringify(d))])),
      runtime: record.runtime,
      preload: record.preload,
      ...(site.demos.sourceUrl ? { sourceUrl: site.demos.sourceUrl } : {}),
      ...(site.demos.iconFontUrl ? { iconFontUrl: site.demos.iconFontUrl } : {}),
      uses: Object.fromEntries(scan.uses),
    };
    const frames = record.frame && framed.length ? { frames: { ids: framed, ...record.frame } } : {};
    return { context, assets, inputs: record.inputs.map(([file]) => file), diagnostics, ...frames, pending: scan.pending, update: record.update };
  };

  const stored = licenseKey ? undefined : entry.readFiles<DemoStageRecord>();
  if (stored && stored.value.inputs.every(([file, hash]) => hashOfFile(file) === hash)) return finish(stored.value, stored.files);

  step(stored ? 'cache entry read (its inputs changed)' : 'cache key (no entry)');
  let built: Awaited<ReturnType<typeof bundleAndRender>>;
  try {
    built = await bundleAndRender(config, scan.pending, { staticDir, cache, frames: framed.length > 0, step, ...(licenseKey ? { licenseKey } : {}), ...(p.bundleAfter ? { bundleAfter: p.bundleAfter } : {}) });
  } catch (error) {
    // The scan's warnings are reported with the errors that stopped the build.
    throw error instanceof DocsBuildError ? new DocsBuildError('content', [...scan.diagnostics, ...error.diagnostics]) : error;
  }
  // A demo left out for an error is not in the record: the next build must try it again.
  if (!licenseKey && !hasErrors(built.record.diagnostics)) entry.storeFiles(built.record, built.assets);
  step('cache entry stored');
  const prepared = finish(built.record, built.assets);
  step('demo context');
  return prepared;
}

/**
 * DOCS_BUILD_TRACE=1 prints when each step of the demo stage ends (seconds since the stage began,
 * and this process's resident memory then), for profiling.
 */
function steps(): (name: string) => void {
  if (!process.env.DOCS_BUILD_TRACE) return () => {};
  const started = performance.now();
  return (name) => process.stderr.write(`trace demo stage: ${name} done at ${((performance.now() - started) / 1000).toFixed(1)} s, rss ${Math.round(process.memoryUsage().rss / 1e6)} MB, cpu ${cpuSeconds()}\n`);
}

/**
 * CPU seconds so far, of this process (all its threads) and of the child processes it has reaped
 * (esbuild's services, each counted once stopped), for the trace. The build is CPU-bound on two
 * cores: the wall time of a step says little of what it costs when other steps run beside it.
 */
function cpuSeconds(): string {
  const own = process.cpuUsage();
  let children = 0;
  try {
    // /proc/self/stat: cutime and cstime (fields 16 and 17) in clock ticks (100 a second on Linux).
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    children = (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    // Not Linux: the children's share is not known.
  }
  return `${((own.user + own.system) / 1e6).toFixed(1)} s + children ${children.toFixed(1)} s`;
}

/** The demo stage proper: transforms, browser and server bundles, server rendering. */
async function bundleAndRender(
  config: ResolvedConfig,
  pending: Map<string, PendingDemo>,
  options: { staticDir: string; cache: BuildCache; licenseKey?: string; frames: boolean; step: (name: string) => void; bundleAfter?: Promise<unknown> },
): Promise<{ record: DemoStageRecord; assets: PreparedDemos['assets'] }> {
  const { bundleDemosForBrowser, bundleDemosForServer, renderDemosOnServer } = await import('./bundle-demos.ts');
  const { bundleFramePrepaint } = await import('./inline-script.ts');
  const fragments = createCodeFragments(options.staticDir, fragmentVersion());
  // A second thread highlights code from the start: it has most of a core while the records are made.
  const { startHighlightHelper } = await import('./highlight-thread.ts');
  const helper = startHighlightHelper(fragments);
  const { step } = options;
  try {
    const prepared = await prepareRecords(config, pending, { cache: options.cache, fragments, partial: true });
    fragments.close();
    step('records');
    const list = [...prepared.demos.values()];
    // Every demo failed to prepare: nothing to bundle, and nothing hidden.
    if (list.length === 0) throw new DocsBuildError('content', prepared.diagnostics);
    // esbuild's errors, turned into diagnostics naming the demos (bundle-failure.ts), with those of the demos left out.
    const failing = (platform: 'browser' | 'node') => async (error: unknown) => {
      const failure = await (await import('./bundle-failure.ts')).bundleFailure(error, { demos: list, contentDir: config.contentDir, platform, pending });
      throw failure instanceof DocsBuildError ? new DocsBuildError('content', [...prepared.diagnostics, ...failure.diagnostics]) : failure;
    };
    // The helper goes on while esbuild bundles, which leaves about a quarter of the two cores idle
    // on the docs. (At the lowest priority it took only that, but on a busy machine, where other
    // processes take every core, it got nothing, and the stage waited for it after.)
    // One after the other: two bundles of every X package at once double the peak memory.
    // For the same reason, not beside the work the caller names (the API extraction's TypeScript
    // program, on a thread of its own when it is not cached): the build's peak was that program,
    // the records and esbuild's service at once (1.64 GB of process tree on the docs). The cores
    // stay busy meanwhile: the extraction and the highlighting helper take one each.
    if (options.bundleAfter) {
      await options.bundleAfter.catch(() => {});
      step('waited for the work before the bundles');
    }
    const browser = await bundleDemosForBrowser(list, { contentDir: config.contentDir, staticDir: options.staticDir, frames: options.frames, cache: options.cache, ...(options.licenseKey ? { licenseKey: options.licenseKey } : {}) }).catch(failing('browser'));
    step('browser bundles');
    // esbuild's service holds the browser bundles' memory (a gigabyte of the docs' packages) until
    // its garbage collector runs: the server bundle, started beside it, made the build's peak
    // (esbuild at 1.14 GB). A fresh service for it.
    (await import('esbuild')).stop();
    const server = await bundleDemosForServer(list, config.contentDir, browser.uses).catch(failing('node'));
    step('server bundle');
    for (const demo of list) for (const v of demo.variants) v.module = browser.modules[`${demo.id}:${v.style}`];
    // esbuild's service keeps the memory of bundling every X package twice; let it go (the next
    // esbuild call starts a fresh one).
    (await import('esbuild')).stop();
    // The helper goes on beside the server rendering; this thread does not highlight with it. A
    // highlighter's memory never shrinks (oniguruma's WebAssembly memory reached 180 MB on the
    // docs' demos), and this thread lives on through the page render, the build's peak, where a
    // thread's goes when it ends. Measured on the docs: the rendering takes 2 s less without this
    // thread's share of the cores, and the helper finishes 2.4 s later, so the stage takes as long.
    // When the helper started no thread (too few blocks to pay for one: a small site), this
    // thread makes them, beside the rendering.
    const highlighting = helper.done.then(async () => {
      if (fragments.pending() > 0) await fragments.highlight(await codeRenderer());
    });
    highlighting.catch(() => {}); // awaited below, once the rendering is done
    await renderDemosOnServer(server.file, list, { contentDir: config.contentDir, timeoutMs: config.site.demos.serverRenderTimeout * 1000 });
    step('server rendering');
    // The render threads are gone and the helper alone would leave a core idle: a second helper
    // takes batches of what is left beside it (it starts only when enough is left to pay for it).
    // On the docs, the helper used to go on alone for 10 s after the rendering.
    const second = startHighlightHelper(fragments);
    await Promise.all([highlighting, second.done]);
    step('highlighting');
    inlineOpenCode(prepared.demos, pending, fragments);
    const diagnostics = [...prepared.diagnostics, ...serverRenderDiagnostics(list, config.contentDir)];
    const prepaint = browser.frame ? await bundleFramePrepaint() : undefined;
    step('frame pre-paint script');
    const inputs = [...new Set([...browser.inputs, ...server.inputs, ...(prepaint?.inputs ?? [])])];
    const record: DemoStageRecord = { demos: list, runtime: browser.runtime, preload: browser.preload, inputs: inputs.map((f) => [f, hashOfFile(f)]), diagnostics, update: browser.update };
    step(`hashes of ${inputs.length} input files`);
    if (browser.frame && prepaint) record.frame = { script: browser.frame, prepaint: prepaint.code };
    return { record, assets: [...browser.assets, ...fragments.assets()] };
  } catch (error) {
    // The helpers make nothing more and let their threads go.
    fragments.close(true);
    throw error;
  }
}

/**
 * The demos' records: sources transformed and highlighted, sandbox dependencies. Content errors
 * throw, or, with `partial`, leave their demos out and come back among the diagnostics.
 */
async function prepareRecords(config: ResolvedConfig, pending: Map<string, PendingDemo>, p: { cache: BuildCache; fragments: CodeFragments; partial?: boolean }): Promise<{ demos: Map<string, DemoRecord>; diagnostics: Diagnostic[] }> {
  const { prepareDemoRecords } = await import('./collect-demos.ts'); // TypeScript and the formatter: only when needed
  // Each demo's sandbox names the versions of what it imports: a package's manifest is read once
  // per call (the docs' 1,100 demos read the same few manifests 8,000 times, 0.3 s), and again
  // on the next (watch mode: an npm install meanwhile).
  const versions = new Map<string, string | undefined>();
  const versionOf = (name: string) => (versions.has(name) ? versions.get(name) : versions.set(name, installedVersion(name)).get(name));
  const prepared = await prepareDemoRecords(pending, { contentDir: config.contentDir, cache: p.cache, keyBase: hashOf(getPipelineVersion(), hashOfFile(path.join(packageRoot, 'package-lock.json'))), versionOf, fragments: p.fragments });
  if (!p.partial && hasErrors(prepared.diagnostics)) throw new DocsBuildError('content', prepared.diagnostics);
  return prepared;
}

/** What the demos printed or threw while rendering on the server, as warnings at their files. */
function serverRenderDiagnostics(demos: DemoRecord[], contentDir: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const demo of demos) {
    const { file } = demo.variants[0]!;
    // A playground without a sample has no file: it is named by its component.
    const name = file || `the ${demo.name} playground (add a sample: ${DEFAULT_PLAYGROUND_SAMPLES}/${demo.name}.tsx, or the folder the config's demos.playgrounds.samples names)`;
    const place = file ? { location: { file: path.join(contentDir, file) } } : {};
    if (demo.ssrMessages) diagnostics.push(diagnostic('DemoConsole', { demo: name, messages: demo.ssrMessages }, { severity: 'warning', ...place }));
    if (demo.ssrError) diagnostics.push(diagnostic('DemoServerRender', { demo: name, reason: demo.ssrError }, { severity: 'warning', ...place }));
  }
  return diagnostics;
}

/** Some demos prepared, bundled and rendered again, alone (watch mode). */
export interface DemoUpdate {
  demos: DemoRecord[];
  /** Their new modules and code fragments. */
  assets: PreparedDemos['assets'];
  /** Their modules' preloads. */
  preload: Record<string, string[]>;
  /** Demo id → the content files its modules were built from. */
  inputs: Record<string, string[]>;
  diagnostics: Diagnostic[];
}

/**
 * Watch mode: prepares, bundles and server-renders the given demos again, alone, against the
 * package groups of the last full build (whose other demos stay as they are). `full` says why a
 * full build is needed instead: a package import the groups do not provide. Content errors
 * throw, as in a full build.
 */
export async function updateDemos(config: ResolvedConfig, p: { pending: Map<string, PendingDemo>; base: DemoUpdateBase; ids: string[]; cache: BuildCache; renderer: LiveRenderer }): Promise<DemoUpdate | { full: string }> {
  const pending = new Map(p.ids.map((id) => [id, p.pending.get(id)!]));
  const staticDir = `${config.site.basePath.slice(1)}/${STATIC_DIR}`;
  const licenseKey = process.env[(await import('./constants.ts')).LICENSE_ENV] || undefined;
  const fragments = createCodeFragments(staticDir, fragmentVersion());
  const { demos } = await prepareRecords(config, pending, { cache: p.cache, fragments });
  await fragments.highlight(await codeRenderer());
  inlineOpenCode(demos, pending, fragments);
  const list = [...demos.values()];
  const { bundleDemoUpdate, renderDemoUpdate } = await import('./bundle-update.ts');
  const failing = (platform: 'browser' | 'node') => async (error: unknown) => {
    throw await (await import('./bundle-failure.ts')).bundleFailure(error, { demos: list, contentDir: config.contentDir, platform, pending, quick: true });
  };
  const bundle = await bundleDemoUpdate(list, { contentDir: config.contentDir, staticDir, base: p.base, ...(licenseKey ? { licenseKey } : {}) }).catch(failing('browser'));
  if ('missing' in bundle) return { full: `the demos import ${bundle.missing}, which the package groups do not export yet` };
  for (const demo of list) for (const v of demo.variants) v.module = bundle.modules[`${demo.id}:${v.style}`];
  await renderDemoUpdate(list, { contentDir: config.contentDir, renderer: p.renderer, timeoutMs: config.site.demos.serverRenderTimeout * 1000, uses: bundle.uses }).catch(failing('node'));
  return { demos: list, assets: [...bundle.assets, ...fragments.assets()], preload: bundle.preload, inputs: bundle.inputs, diagnostics: serverRenderDiagnostics(list, config.contentDir) };
}

/** Highlights a demo code block with this thread's highlighter. */
async function codeRenderer(): Promise<(job: HighlightJob) => string> {
  const [{ getHighlighter }, { highlightDemoCode }] = await Promise.all([import('../markdown/highlighter.ts'), import('./highlight-code.ts')]);
  const highlighter = await getHighlighter();
  return (job) => highlightDemoCode(highlighter, job);
}

/** Full sources stay in the record (and the pages) only for demos a page shows with their code open. */
function inlineOpenCode(demos: Map<string, DemoRecord>, pending: Map<string, PendingDemo>, fragments: CodeFragments): void {
  for (const [id, demo] of demos) {
    if (!pending.get(id)?.open) continue;
    for (const v of demo.variants) {
      const codes = [v.code?.js, v.code?.ts, ...(v.files ?? []).flatMap((f) => [f.ts.code, f.js.code])];
      for (const code of codes) if (code) code.html = fragments.htmlOf(code);
    }
  }
}
