import fs from 'node:fs';
import path from 'node:path';
import { createApiResolver } from '../api/api-links.ts';
import type { DemoSources } from '../api/demo-usage.ts';
import { startApiLoad, type ApiLoad, type LoadedApi } from '../api/api-thread.ts';
import { prepareApi, type PreparedApi } from '../api/prepare-api.ts';
import { bundleClient } from '../bundle/bundle-client.ts';
import { bundleTemplates } from '../bundle/bundle-templates.ts';
import { cachedFiles, createBuildCache, hashOf, sweepTemporaryFilesNowAndThen, type BuildCache } from '../cache/build-cache.ts';
import { checkLinks, type LinkCheckOptions } from '../checks/check-links.ts';
import { loadConfig, type ResolvedConfig } from '../config/load-config.ts';
import { writeDemoFrames } from '../demos/demo-frames.ts';
import { prepareDemos, type PreparedDemos } from '../demos/prepare-demos.ts';
import { diagnostic } from '../diagnostics/codes.ts';
import { DocsBuildError, hasErrors, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { directoryBytes, listFiles, writeFilesInBackground } from '../files.ts';
import { slash } from '../demos/demo-files.ts';
import { readPageSources, type PageSource } from '../markdown/page-source.ts';
import { addReferencedTypePages } from '../nav/api-type-pages.ts';
import { linkPrevNext, resolveNav, type ResolvedNav } from '../nav/resolve-nav.ts';
import { writeSharedAssets } from '../output/shared-assets.ts';
import { copyPublicFiles, publicUrls, readPublicFiles } from '../output/public-files.ts';
import { writeSiteFiles } from '../output/site-files.ts';
import { createStaging } from '../output/staging.ts';
import { importServerEntry } from '../render/renderer.ts';
import { writeSpecialPages } from '../render/special-pages.ts';
import { PRECACHE_LIMIT_BYTES } from '../sw/limits.ts';
import { STATIC_DIR } from '../../templates/constants.ts';
import type { PageAssets } from '../../templates/page-data.ts';
import { pageFiles, renderSite, type PageWrites } from './render-site.ts';
import type { SearchStream } from '../search/index-site.ts';
import { siteInfoOf } from '../render/layout.ts';
import { createStageRunner } from './stage.ts';
import { summarise, type BuildOptions, type BuildResult, type BuildState } from './summary.ts';
import { checkPageNames, warmNameUniverse } from './check-page-names.ts';
import { cacheRootsOf, createTaskContext } from './task-context.ts';

export type { BuildOptions, BuildResult, BuildState } from './summary.ts';

/** Builds the site: every stage in order, into a staging directory swapped in only on success. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  return (await buildWithState(options)).result;
}

/** `build()`, also returning what a later partial rebuild needs. */
export async function buildWithState(options: BuildOptions): Promise<{ result: BuildResult; state: BuildState }> {
  const { stage, timings } = createStageRunner(options.reporter);
  const outDir = path.resolve(options.outDir);
  // Its entries (the demos', the Markdown export's: thousands) are batched, flushed as the build ends.
  const cache = createBuildCache({ enabled: options.cache !== false, roots: cacheRootsOf(path.resolve(options.contentDir)), batch: true });

  // 1. What the site is: config, navigation, drafts.
  const config = await stage('load config', () => loadConfig({ contentDir: options.contentDir, ...(options.configOverrides ? { overrides: options.configOverrides } : {}) }));
  const nav = await stage('resolve navigation', () => resolveNav(config));
  // Every content page is read, and its front matter parsed, here only.
  const sources = readPageSources(nav.pages, config);
  // The files served as they are: listed now (links to them are checked), copied last.
  const publicFiles = readPublicFiles(config);
  const drafts = nav.pages.filter((p) => sources.get(p.file)?.frontMatter.data.draft === true);
  // Previous/next links never lead to a page that is not written yet.
  linkPrevNext(nav.pages, nav.nodes, new Set(drafts.map((p) => p.pathname)));

  // The packages' declared names, for the name check after the render: read meanwhile.
  const namesWarm = warmNameUniverse(config, cache);

  // 2. What pages are made of: demos, templates, the client, the API reference.
  // Demo errors do not stop the build here: one build reports every content error.
  const apiLoad = config.site.apiReference ? await startApiLoad(cache) : undefined;
  const demoStage = await besideApiLoad(apiLoad, orContentErrors(stage('prepare demos', () => prepareDemos(config, sources, cache, apiLoad?.extracting ? { bundleAfter: apiLoad.loaded } : {}))));
  const demos = demoStage.value;
  const [server, client] = await stage('bundle templates and client', () => Promise.all([bundleTemplates(), bundleClient({ staticDir: `${config.site.basePath.slice(1)}/${STATIC_DIR}` })]));
  const api = apiLoad ? await stage('extract API reference', () => prepareReference({ config, nav, sources, cache, demos: demos?.context, loaded: apiLoad.loaded })) : undefined;

  const staging = createStaging(outDir);
  // A rendered site's search index is made while its pages are written (search-stream.ts).
  let searchStream: SearchStream | undefined;
  let bundleFiles: Promise<void> | undefined;
  try {
    // 3. Pages, rendered into the staging directory.
    const entry = await importServerEntry(server.file);
    let specialPages: string[] = [];
    const assets = await stage('write assets', () => {
      // The client's and the demos' files (4,500 on the docs: modules, chunks, code fragments)
      // are written while the pages render, which nothing of theirs reads: written first, they
      // kept a core idle for 1-2 s of every cold build. Awaited before the checks.
      bundleFiles = writeFilesInBackground(staging.dir, [...client.assets, ...(demos?.assets ?? [])]);
      bundleFiles.catch(noop); // awaited below, or before the staging folder is discarded
      const renderer = entry.createRenderer(siteInfoOf(config.site));
      const written = writeSharedAssets({ config, nav, renderer, client: { script: client.script }, dir: staging.dir });
      specialPages = writeSpecialPages({ config, nav, entry, renderer, assets: written, dir: staging.dir });
      if (demos?.frames) demos.context.frames = writeFrames(demos, { config, assets: written, dir: staging.dir });
      return written;
    });
    const ctx = createTaskContext({ config, nav, sources, drafts: drafts.map((p) => p.pathname), serverEntry: server.file, assets, outDir: staging.dir, cache: cache.enabled, ...(api ? { api } : {}), ...(demos ? { demos: demos.context } : {}) });
    const { startSearchStream } = config.site.search.enabled ? await import('../search/search-stream.ts') : {};
    const writes: PageWrites | undefined = startSearchStream
      ? {
          rendering: () => {
            const pages = nav.pages.flatMap((page) => pageFiles({ outDir: staging.dir, site: config.site }, { pathname: page.pathname, written: config.site.languages }));
            // The pages outside the navigation (the versions page has an article) are written already.
            const special = specialPages.filter((file) => path.basename(file) === 'index.html');
            searchStream = startSearchStream({ dir: staging.dir, basePath: config.site.basePath, expected: [...pages, ...special] });
            searchStream.written(special);
          },
          written: (files) => searchStream?.written(files),
        }
      : undefined;
    const results = await stage('render pages', () => renderSite(ctx, cache, options.reporter?.progress, writes));
    await bundleFiles;

    // 4. Checks: links, drafts, translations. Any error stops here, and the output is untouched.
    const linkOptions: LinkCheckOptions = {
      basePath: config.site.basePath,
      redirects: nav.groupPathnames,
      origin: new URL(config.site.siteUrl).origin,
      publicFiles: { urls: publicUrls(publicFiles.files), folder: slash(path.relative(config.contentDir, config.publicDir)) },
      ...(api ? { api: createApiResolver(api.data, (pathname) => nav.byPathname.has(pathname)) } : {}),
    };
    const linkDiagnostics = await stage('check links', () => checkLinks(results, linkOptions));
    const nameDiagnostics = config.site.nameCheck.level === 'off' || config.site.nameCheck.packages.length === 0 ? [] : await stage('check names', async () => (await namesWarm, checkPageNames({ config, results, sources, cache, ...(demos ? { demos: demos.context } : {}) })));
    const diagnostics: Diagnostic[] = [...nav.diagnostics, ...publicFiles.diagnostics, ...demoStage.errors, ...(demos?.diagnostics ?? []), ...(api?.diagnostics ?? []), ...results.flatMap((r) => r.diagnostics), ...linkDiagnostics, ...nameDiagnostics];
    if (config.site.drafts === 'error') diagnostics.push(...drafts.map((p) => diagnostic('DraftPage', { pathname: p.pathname }, { location: { file: p.file, line: 1 } })));
    for (const key of entry.missingTranslations) {
      const [language = '', label = ''] = key.split(':');
      diagnostics.push(diagnostic('MissingTranslation', { language, key: label }, { severity: 'warning' }));
    }
    if (hasErrors(diagnostics)) throw new DocsBuildError('content', diagnostics);

    // 5. Site files, the Markdown export, search index and service worker (cached by the pages they are made from).
    await stage('write site files', () => writeSiteFiles({ config, nav, pages: results, dir: staging.dir }));
    const outlines = new Map(results.flatMap((r) => (r.outline ? [[r.file, r.outline] as const] : [])));
    const exportSource = { site: config.site, contentDir: config.contentDir, nav, sources: ctx.sources, drafts: new Set(drafts.map((p) => p.pathname)), outlines, ...(api ? { api } : {}), ...(demos ? { demos: demos.context, demoCode: demoCodeOf(demos.assets) } : {}) };
    const basePath = config.site.basePath;
    const siteKey = hashOf(ctx.renderKeyBase, ...results.map((r) => r.key ?? ''));
    const root = path.join(staging.dir, basePath.slice(1));
    // The search index is made on other threads while this one exports the Markdown (the export
    // is synchronous: Pagefind fed from this thread would wait for it). The export starts once the
    // index threads have their pages, or once the index is done (a cache hit, a failure).
    let handedOff = () => {};
    const threadsBusy = new Promise<void>((resolve) => (handedOff = resolve));
    const searching = config.site.search.enabled ? stage('index for search', () => searchIndex({ cache, siteKey, dir: staging.dir, basePath, offThread: handedOff, ...(searchStream ? { stream: searchStream } : {}) })) : undefined;
    await Promise.race([threadsBusy, searching?.then(noop, noop) ?? Promise.resolve()]);
    const llms = await stage('export Markdown', async () => (await import('../export/export-site.ts')).exportSite(exportSource, { dir: staging.dir, cache })).catch(async (error: unknown) => {
      // The index threads write into the staging folder: they end before it is discarded.
      await searching?.catch(noop);
      throw error;
    });
    const search = await searching;
    // A cached index served: the stream's thread ends unused.
    searchStream?.abort();
    for (const error of search?.errors ?? []) diagnostics.push(diagnostic('SearchIndex', { problem: error }, { severity: 'warning' }));
    // Last, once every other file is on disk.
    // Keyed by the worker's bundle too (a fraction of a second): an edit of its source, or of a
    // workbox package, makes a new worker even when no page changed.
    const serviceWorker = await stage('generate service worker', async () => {
      const sw = await import('../sw/generate-service-worker.ts');
      const worker = await sw.bundleWorker();
      return cachedFiles(cache.entry('sw', hashOf(siteKey, worker)), {
        root,
        files: () => ['sw.js', '_build.json'],
        produce: () => sw.generateServiceWorker({ dir: staging.dir, basePath, revision: siteKey.slice(0, 16), worker }),
      });
    });
    for (const warning of serviceWorker.warnings) diagnostics.push(diagnostic('ServiceWorker', { warning }, { severity: 'warning' }));
    if (serviceWorker.size > PRECACHE_LIMIT_BYTES) diagnostics.push(diagnostic('PrecacheOverBudget', { bytes: serviceWorker.size, limit: PRECACHE_LIMIT_BYTES }, { severity: 'warning' }));
    cache.flush();
    for (const problem of cache.takeProblems()) diagnostics.push(diagnostic('CacheEntryInvalid', { problem }, { severity: 'warning' }));
    // The public folder last, once every generated file is in place: a file of the build is never replaced.
    // Not precached by the service worker (its glob takes the hashed assets only): see generate-service-worker.ts.
    const clashes = await stage('copy public files', () => copyPublicFiles({ publicDir: publicFiles.dir, files: publicFiles.files, dir: staging.dir }));
    if (clashes.length) throw new DocsBuildError('content', [...diagnostics.filter((d) => d.severity === 'warning'), ...clashes]);

    // 6. Swap the output in, and say what was built.
    const outputBytes = directoryBytes(staging.dir);
    await stage('replace output', () => staging.commit());
    return summarise({ options, config, nav, results, diagnostics, timings, outputBytes, outDir, ctx, linkOptions, publicFiles: publicFiles.files, drafts, search, serviceWorker, llms, exportSource, inputs: [...server.inputs, ...config.configInputs, ...(demos?.inputs ?? [])], ...(demos ? { demoUpdate: { pending: demos.pending, base: demos.update, ...(api ? { props: api.demoProps } : {}) } } : {}) });
  } catch (error) {
    searchStream?.abort();
    await bundleFiles?.catch(noop);
    staging.discard();
    throw error;
  } finally {
    // A failed build's entries serve the next one.
    cache.flush();
    // What killed builds left in the cache (temporary files of entries) goes, whatever this
    // build's outcome: every ten minutes at most, as listing the cache costs a build most of a second.
    if (cache.enabled) sweepTemporaryFilesNowAndThen();
  }
}

/** Iframe demos load documents of their own, styled by the site's stylesheet: their URLs by demo id. */
function writeFrames(demos: PreparedDemos, p: { config: ResolvedConfig; assets: Record<string, PageAssets>; dir: string }): Record<string, string> {
  const stylesheet = p.assets[p.config.site.languages[0]!]!.stylesheet;
  return writeDemoFrames({ ctx: demos.context, frames: demos.frames!, stylesheet, staticPath: `${p.config.site.basePath}/${STATIC_DIR}`, dir: p.dir });
}

const noop = () => undefined;

/**
 * The search index of the staged site, cached by the pages it is made from. Restored from the
 * cache, its figures are those of the build that made it: `fromCache` says so, so that the summary
 * does not report that build's time as this one's.
 */
async function searchIndex(p: { cache: BuildCache; siteKey: string; dir: string; basePath: string; offThread: () => void; stream?: SearchStream }) {
  const root = path.join(p.dir, p.basePath.slice(1));
  let made = false;
  const index = await cachedFiles(p.cache.entry('search', p.siteKey), {
    root,
    files: () => fs.readdirSync(root).filter((d) => /^_pagefind(-\d+)?$/.test(d)).flatMap((d) => listFiles(path.join(root, d)).map((f) => `${d}/${f}`)),
    produce: async () => {
      made = true;
      return (await import('../search/index-site.ts')).indexSite({ dir: p.dir, basePath: p.basePath, offThread: p.offThread, ...(p.stream ? { stream: p.stream } : {}) });
    },
  });
  return made ? index : { ...index, fromCache: true };
}

/** The demo code fragments among the demo stage's files, by URL (the Markdown export reads the sources from them). */
function demoCodeOf(assets: readonly { file: string; contents: Uint8Array }[]): Map<string, Uint8Array> {
  return new Map(assets.filter((a) => a.file.endsWith('.html') && a.file.includes('/demos/code/')).map((a) => [`/${a.file}`, a.contents]));
}

/**
 * The API reference: extracted data, the pages listing each component and hook, the demos setting
 * each prop; and the pages of the types props name, known only now, routed in the navigation.
 */
async function prepareReference(p: { config: ResolvedConfig; nav: ResolvedNav; sources: ReadonlyMap<string, PageSource>; cache: BuildCache; demos: Omit<DemoSources, 'contentDir'> | undefined; loaded: Promise<LoadedApi> }): Promise<PreparedApi> {
  const { config, nav } = p;
  const api = await prepareApi({ nav, sources: p.sources, cache: p.cache, loaded: p.loaded, ...(p.demos ? { demos: { contentDir: config.contentDir, demos: p.demos.demos, uses: p.demos.uses } } : {}) });
  addReferencedTypePages(nav, { basePath: config.site.basePath, file: config.configFile, data: api.data });
  return api;
}

/** A stage run while the API data loads (on a thread of its own when it is extracted): its failure stops the loading. */
async function besideApiLoad<T>(load: ApiLoad | undefined, running: Promise<T>): Promise<T> {
  try {
    return await running;
  } catch (error) {
    load?.stop();
    throw error;
  }
}

/** A stage's value, or the content errors it failed on (the build goes on to report them with the rest); other failures pass through. */
async function orContentErrors<T>(running: Promise<T>): Promise<{ value?: T; errors: Diagnostic[] }> {
  try {
    return { value: await running, errors: [] };
  } catch (error) {
    if (error instanceof DocsBuildError && error.kind === 'content') return { errors: error.diagnostics };
    throw error;
  }
}
