import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PageAssets } from '../../templates/page-data.ts';
import { bundleClient } from '../bundle/bundle-client.ts';
import { bundleTemplates, importServerEntry } from '../bundle/bundle-templates.ts';
import { checkLinks, type LinkCheckOptions, type LinkSource } from '../checks/check-links.ts';
import { createApiResolver } from '../api/api-links.ts';
import { loadConfig, type ResolvedConfig } from '../config/load-config.ts';
import { diagnostic } from '../diagnostics/codes.ts';
import { DocsBuildError, hasErrors, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { linkPrevNext, productIdOf, resolveNav, type NavPage, type ResolvedNav } from '../nav/resolve-nav.ts';
import { createRedirects, createRobots, createSitemap } from '../output/site-files.ts';
import { PRECACHE_LIMIT_BYTES } from '../sw/limits.ts';
import { directoryBytes, listFiles } from '../output/files.ts';
import { createStaging, linkOrCopy, writeFileSafe } from '../output/staging.ts';
import { hreflangOf, languagePrefix, productLabelOf, siteInfoOf } from '../render/layout.ts';
import { createDirectionalCss } from '../render/direction-css.ts';
import { navFragmentGroups, navItemsForPage, urlFor } from '../render/nav-items.ts';
import { STATIC_DIR } from '../../templates/constants.ts';
import { createBuildCache, getPipelineVersion, hashOf, type BuildCache } from '../cache/build-cache.ts';
import type { ApiDemos } from '../api/api-page.ts';
import type { ApiData } from '../api/types.ts';
import type { DemoRecord } from '../demos/types.ts';
import { parseFrontMatter, type FrontMatter } from '../markdown/front-matter.ts';
import { cacheDir, packageRoot } from '../paths.ts';
import { compileKeyOf, generatedKeyOf, pageKeyOf, type PageMeta, type PageResult, type PageTaskContext } from './page-task.ts';
import { renderPages } from './render-pool.ts';
import { createStageRunner, type StageReporter, type StageTiming } from './stage.ts';

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
  drafts: number;
  /** Drafts per product label (per language), for the summary. */
  draftsByProduct: Record<string, number>;
  timings: StageTiming[];
  outputBytes: number;
  diagnostics: Diagnostic[];
  /** The search index: pages indexed, size on disk, time it added. */
  search?: { pages: number; shards: number; bytes: number; ms: number };
  /** The service worker's precache: files and bytes. */
  serviceWorker: { count: number; size: number };
}

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="3" y="3" width="18" height="18" rx="5" fill="#0072e5"/><rect x="11" y="11" width="18" height="18" rx="5" fill="#66b2ff" opacity=".85"/></svg>`;

function hashed(name: string, ext: string, contents: string | Uint8Array): string {
  return `${name}.${crypto.createHash('sha256').update(contents).digest('hex').slice(0, 10)}.${ext}`;
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
  /** What links are checked against besides the pages (group paths, the API reference). */
  linkOptions: LinkCheckOptions;
  /** Files whose change needs a full rebuild: config inputs, templates and client sources. */
  templateInputs: string[];
}

/** Builds the site: every stage in order, into a staging directory swapped in only on success. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  return (await buildWithState(options)).result;
}

/** `build()`, also returning what a later partial rebuild needs. */
export async function buildWithState(options: BuildOptions): Promise<{ result: BuildResult; state: BuildState }> {
  const { stage, timings } = createStageRunner(options.reporter);
  const outDir = path.resolve(options.outDir);

  const config = await stage('load config', () =>
    loadConfig({ contentDir: options.contentDir, ...(options.configOverrides ? { overrides: options.configOverrides } : {}) }),
  );
  const nav = await stage('resolve navigation', () => resolveNav(config));
  const frontMatters = readFrontMatters(nav);
  const drafts = nav.pages.filter((p) => frontMatters.get(p.file)?.draft === true);
  // Previous/next links never lead to a page that is not written yet.
  linkPrevNext(nav.pages, nav.nodes, new Set(drafts.map((p) => p.pathname)));
  const demos = await stage('prepare demos', () => prepareDemos(config, nav, options.cache !== false));
  const [server, client] = await stage('bundle templates and client', () =>
    Promise.all([bundleTemplates(), bundleClient({ staticDir: `${config.site.basePath.slice(1)}/${STATIC_DIR}` })]),
  );

  const api = config.site.apiReference
    ? await stage('extract API reference', () => prepareApi(nav, frontMatters, options.cache !== false))
    : undefined;

  const staging = createStaging(outDir);
  try {
    const assets = await stage('write assets', () => writeSharedAssets(config, nav, server.file, [...client.assets, ...(demos?.assets ?? [])], client.script, staging.dir));
    const ctx = createTaskContext({ config, nav, drafts: drafts.map((p) => p.pathname), serverEntry: server.file, assets, outDir: staging.dir, cache: options.cache !== false, ...(api ? { api } : {}), ...(demos ? { demos: demos.context } : {}) });
    const results = await stage('render pages', () => renderAllPages(ctx, options.reporter?.progress));
    const linkOptions: LinkCheckOptions = { basePath: config.site.basePath, redirects: nav.groupPathnames, ...(api ? { api: createApiResolver(api.data, (pathname) => nav.byPathname.has(pathname)) } : {}) };
    const linkDiagnostics = await stage('check links', () => checkLinks(results, linkOptions));
    const draftErrors = config.site.drafts === 'error' ? drafts.map((p) => diagnostic('DraftPage', { pathname: p.pathname }, { location: { file: p.file, line: 1 } })) : [];
    const diagnostics = [...nav.diagnostics, ...draftErrors, ...(demos?.diagnostics ?? []), ...(api?.diagnostics ?? []), ...results.flatMap((r) => r.diagnostics), ...linkDiagnostics];
    const entry = await importServerEntry(server.file);
    for (const key of entry.missingTranslations) {
      const [language = '', label = ''] = key.split(':');
      diagnostics.push(diagnostic('MissingTranslation', { language, key: label }, { severity: 'warning' }));
    }
    if (hasErrors(diagnostics)) throw new DocsBuildError('content', diagnostics);

    await stage('write site files', () => writeSiteFiles(config, nav, results, staging.dir));
    const basePath = config.site.basePath;
    // Index and worker depend only on the pages: the same pages (by cache key) reuse them.
    const siteKey = hashOf(ctx.renderKeyBase, ...results.map((r) => r.key ?? ''));
    const cache = createBuildCache({ enabled: options.cache !== false });
    const root = path.join(staging.dir, basePath.slice(1));
    const search = config.site.search.enabled
      ? await stage('index for search', () =>
          cachedOutput(cache, {
            kind: 'search',
            key: siteKey,
            root,
            files: () => fs.readdirSync(root).filter((d) => /^_pagefind(-\d+)?$/.test(d)).flatMap((d) => listFiles(path.join(root, d)).map((f) => `${d}/${f}`)),
            produce: async () => (await import('../search/index-site.ts')).indexSite({ dir: staging.dir, basePath }),
          }),
        )
      : undefined;
    for (const error of search?.errors ?? []) diagnostics.push(diagnostic('SearchIndex', { message: error }, { severity: 'warning' }));
    // Last, once every other file is on disk.
    const serviceWorker = await stage('generate service worker', () =>
      cachedOutput(cache, {
        kind: 'sw',
        key: siteKey,
        root,
        files: () => ['sw.js', '_build.json'],
        produce: async () => (await import('../sw/generate-service-worker.ts')).generateServiceWorker({ dir: staging.dir, basePath, revision: siteKey.slice(0, 16) }),
      }),
    );
    for (const warning of serviceWorker.warnings) diagnostics.push(diagnostic('ServiceWorker', { message: warning }, { severity: 'warning' }));
    if (serviceWorker.size > PRECACHE_LIMIT_BYTES) {
      diagnostics.push(diagnostic('ServiceWorker', { message: `The precache holds ${serviceWorker.size} bytes, over the ${PRECACHE_LIMIT_BYTES}-byte budget.` }, { severity: 'warning' }));
    }
    const outputBytes = directoryBytes(staging.dir);
    await stage('replace output', () => staging.commit());
    const pagesPerLanguage = Object.fromEntries(
      config.site.languages.map((l) => [l, results.filter((r) => r.written.includes(l)).length]),
    );
    const result: BuildResult = {
      outDir,
      pagesPerLanguage,
      drafts: results.filter((r) => r.draft).length,
      draftsByProduct: draftsByProduct(config, results),
      timings,
      outputBytes,
      diagnostics,
      serviceWorker: { count: serviceWorker.count, size: serviceWorker.size },
      ...(search ? { search: { pages: search.pages, shards: search.shards, bytes: search.bytes, ms: search.ms } } : {}),
    };
    const state: BuildState = {
      config,
      nav,
      ctx: { ...ctx, outDir },
      linkOptions,
      draftFiles: new Set(drafts.map((p) => p.file)),
      linkSources: new Map(results.map((r) => [r.pathname, { pathname: r.pathname, file: r.file, anchors: r.anchors, links: r.links }])),
      templateInputs: [...server.inputs, ...config.configInputs, ...(demos?.inputs ?? [])],
    };
    return { result, state };
  } catch (error) {
    staging.discard();
    throw error;
  }
}

/**
 * Runs `produce` unless the cache holds its output for `key`. `files()` names, relative to
 * `root`, what `produce` wrote; on a hit those files are copied back and the recorded value
 * returned, so an unchanged site skips re-indexing and regenerating the worker.
 */
async function cachedOutput<T>(
  cache: BuildCache,
  p: { kind: string; key: string; root: string; files: () => string[]; produce: () => Promise<T> },
): Promise<T> {
  const stored = path.join(cache.root, p.kind, p.key);
  const record = cache.read(p.kind, p.key, 'json');
  if (record && fs.existsSync(stored)) {
    const { value, files } = JSON.parse(record) as { value: T; files: string[] };
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(p.root, file)), { recursive: true });
      linkOrCopy(path.join(stored, file), path.join(p.root, file));
    }
    return value;
  }
  const value = await p.produce();
  if (cache.enabled) {
    const files = p.files();
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(stored, file)), { recursive: true });
      fs.copyFileSync(path.join(p.root, file), path.join(stored, file));
    }
    cache.write(p.kind, p.key, 'json', JSON.stringify({ value, files }));
  }
  return value;
}

async function writeSharedAssets(
  config: ResolvedConfig,
  nav: ResolvedNav,
  serverEntry: string,
  clientAssets: { file: string; contents: Uint8Array }[],
  script: string,
  dir: string,
): Promise<Record<string, PageAssets>> {
  const { site } = config;
  const entry = await importServerEntry(serverEntry);
  const renderer = entry.createRenderer(siteInfoOf(site));
  const staticPath = `${site.basePath}/${STATIC_DIR}`;
  const css = createDirectionalCss(renderer.css);
  const stylesheet = hashed('site', 'css', css);
  writeFileSafe(path.join(dir, staticPath, stylesheet), css);
  const favicon = hashed('favicon', 'svg', FAVICON);
  writeFileSafe(path.join(dir, staticPath, favicon), FAVICON);
  for (const asset of clientAssets) writeFileSafe(path.join(dir, asset.file), asset.contents);

  const assets: Record<string, PageAssets> = {};
  for (const language of site.languages) {
    const prefix = languagePrefix(language, site);
    const fragments = JSON.stringify(renderer.renderNavFragments(language, navFragmentGroups(nav, language, prefix)));
    const navFile = hashed(`nav-${language}`, 'json', fragments);
    writeFileSafe(path.join(dir, staticPath, navFile), fragments);
    assets[language] = {
      stylesheet: `${staticPath}/${stylesheet}`,
      script,
      navFragments: `${staticPath}/${navFile}`,
      favicon: `${staticPath}/${favicon}`,
    };
  }

  // The 404 and versions pages of each language, and redirects for the root and for group paths.
  for (const language of site.languages) {
    const prefix = languagePrefix(language, site);
    const special = (p: { slug: string; file: string; title: string; description: string; articleHtml: string; indexable: boolean }) => {
      const url = `${prefix}${site.basePath}/${p.file}`;
      writeFileSafe(
        path.join(dir, url),
        renderer.renderPage({
          userLanguage: language,
          pathname: `${site.basePath}/${p.slug}`,
          url,
          layout: 'docs',
          title: p.title,
          documentTitle: `${p.title} - ${site.productName}`,
          description: p.description,
          canonical: `${site.siteUrl}${url.replace(/index\.html$/, '')}`,
          alternates: p.indexable
            ? site.languages.map((l) => ({ hreflang: hreflangOf(l), href: `${site.siteUrl}${languagePrefix(l, site)}${site.basePath}/${p.slug}/` }))
            : [],
          productId: 'null',
          productCategoryId: 'x',
          productKey: 'default',
          productLabel: site.productName,
          articleHtml: p.articleHtml,
          toc: [],
          nav: navItemsForPage(nav, undefined, language, prefix),
          draft: false,
          untranslated: false,
          disableToc: true,
          assets: assets[language]!,
        }),
      );
    };
    const notFound = entry.translate(language, 'notFoundTitle');
    special({
      slug: '404',
      file: '404.html',
      title: notFound,
      description: entry.translate(language, 'notFoundBody'),
      articleHtml: `<p class="description">${entry.translate(language, 'notFoundBody')}</p><p><a href="${urlFor(`${site.basePath}/introduction`, prefix)}">${entry.translate(language, 'notFoundHome')}</a></p>`,
      indexable: false,
    });
    special({
      slug: 'versions',
      file: 'versions/index.html',
      title: entry.translate(language, 'versionsTitle'),
      description: entry.translate(language, 'versionsDescription'),
      articleHtml: renderer.renderVersionsArticle(language),
      indexable: true,
    });
    for (const node of nav.nodes) {
      // Group pathnames are not pages; a visit forwards to the group's first page, as a click does.
      if ((node.kind === 'group' || node.kind === 'subheader') && node.firstPage) {
        writeFileSafe(path.join(dir, urlFor(node.pathname, prefix), 'index.html'), renderer.renderRedirect(urlFor(node.firstPage, prefix), language));
      }
    }
  }
  const home = homeOf(config, nav);
  if (home) {
    writeFileSafe(path.join(dir, 'index.html'), renderer.renderRedirect(urlFor(home, ''), 'en'));
    // The base path's root of each language (/x/, /zh/x/) forwards to its first page too.
    if (!nav.byPathname.has(site.basePath)) {
      for (const language of site.languages) {
        const prefix = languagePrefix(language, site);
        writeFileSafe(path.join(dir, urlFor(site.basePath, prefix), 'index.html'), renderer.renderRedirect(urlFor(home, prefix), language));
      }
    }
  }
  return assets;
}

/**
 * Loads the API data (cached by package versions) and finds, from the front matter of every
 * content page, which pages show each component (the "Demos" of an API page).
 */
async function prepareApi(nav: ResolvedNav, frontMatters: ReadonlyMap<string, FrontMatter>, cache: boolean) {
  const { loadApi } = await import('../api/load-api.ts'); // loads the TypeScript compiler: only when needed
  const loaded = await loadApi({ nodeModules: path.join(packageRoot, 'node_modules'), cacheDir, enabled: cache });
  const demos: ApiDemos = {};
  for (const page of nav.pages) {
    const data = frontMatters.get(page.file);
    if (!data) continue;
    // English pages show their own title; other languages the translated navigation title.
    const titles = { ...page.node.titles, en: data.title ?? page.node.titles.en! };
    for (const name of data.components ?? []) (demos[name] ??= []).push({ pathname: page.pathname, titles });
  }
  const diagnostics = loaded.data.warnings.map((message) => diagnostic('ApiExtraction', { message }, { severity: 'warning' }));
  return { data: loaded.data, demos, diagnostics };
}

/** The page the site's root and the base path's root forward to: the introduction, else the first page. */
function homeOf(config: ResolvedConfig, nav: ResolvedNav): string | undefined {
  const introduction = `${config.site.basePath}/introduction`;
  return nav.byPathname.has(introduction) ? introduction : nav.pages[0]?.pathname;
}

/** The front matter of every content page, read once (problems are reported when the page compiles). */
function readFrontMatters(nav: ResolvedNav): Map<string, FrontMatter> {
  const found = new Map<string, FrontMatter>();
  for (const page of nav.pages) {
    if (page.generated) continue;
    try {
      found.set(page.file, parseFrontMatter(fs.readFileSync(page.file, 'utf8'), page.file).data);
    } catch {
      // unreadable: reported by the page itself
    }
  }
  return found;
}

function draftsByProduct(config: ResolvedConfig, results: PageResult[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of results) {
    if (!r.draft) continue;
    const label = productLabelOf(config.site, productIdOf(r.pathname).productId);
    counts[label] = (counts[label] ?? 0) + 1;
  }
  return counts;
}

function createTaskContext(p: {
  config: ResolvedConfig;
  nav: ResolvedNav;
  drafts: string[];
  serverEntry: string;
  assets: Record<string, PageAssets>;
  outDir: string;
  cache: boolean;
  api?: { data: ApiData; demos: ApiDemos };
  demos?: NonNullable<PageTaskContext['demos']>;
}): PageTaskContext {
  const { site } = p.config;
  const routes = p.nav.pages.map((page) => [page.file, page.pathname]);
  const compileKeyBase = hashOf(getPipelineVersion(), site.basePath, JSON.stringify(routes));
  const renderKeyBase = hashOf(
    compileKeyBase,
    path.basename(p.serverEntry),
    JSON.stringify(p.nav.roots),
    // Drafts are skipped by previous/next links: their neighbours change with them.
    JSON.stringify(p.drafts),
    JSON.stringify(p.assets),
    JSON.stringify(site),
    p.config.contentDir,
    // Content pages link the API pages and the API section depends on the extracted data.
    p.api ? hashOf(JSON.stringify(p.api.demos), JSON.stringify(p.api.data.packages)) : '',
  );
  return {
    site,
    contentDir: p.config.contentDir,
    nav: p.nav,
    serverEntry: p.serverEntry,
    assets: p.assets,
    outDir: p.outDir,
    cache: { enabled: p.cache },
    compileKeyBase,
    renderKeyBase,
    ...(p.api ? { api: { data: p.api.data, demos: p.api.demos } } : {}),
    ...(p.demos ? { demos: p.demos } : {}),
  };
}

let licenseWarned = false;

/** The version range a sandbox asks for: the installed version of a package, when installed. */
function installedVersion(name: string): string | undefined {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(packageRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version?: string };
    return manifest.version ? `^${manifest.version}` : undefined;
  } catch {
    return undefined;
  }
}

/** What the demo stage hands on: the pages' demo context, the browser files, the files it read. */
interface PreparedDemos {
  context: NonNullable<PageTaskContext['demos']>;
  assets: { file: string; contents: Uint8Array }[];
  inputs: string[];
  diagnostics: Diagnostic[];
}

/** The cached outcome of the demo stage (records, runtime, file names): no licence key inside. */
interface DemoStageRecord {
  demos: DemoRecord[];
  runtime: string;
  preload: Record<string, string[]>;
  assets: string[];
  /** Every file the bundles were built from, with its hash: any change is a miss. */
  inputs: [string, string][];
  diagnostics: Diagnostic[];
}

const fileHash = (file: string) => {
  try {
    return hashOf(fs.readFileSync(file));
  } catch {
    return 'missing';
  }
};

/**
 * Finds the demos of every page and checks them (a missing demo fails the build here, naming the
 * page and line), prepares their sources, bundles them for the browser and for Node, and renders
 * each on the server. Without a licence key the whole outcome is cached: an unchanged build reuses
 * it (with a key it is rebuilt, since the key must not be written anywhere but the demo bundle).
 */
async function prepareDemos(config: ResolvedConfig, nav: ResolvedNav, cacheEnabled: boolean): Promise<PreparedDemos | undefined> {
  const { scanDemos } = await import('../demos/demo-files.ts');
  const scan = scanDemos({ pages: nav.pages, contentDir: config.contentDir });
  if (hasErrors(scan.diagnostics)) throw new DocsBuildError('content', scan.diagnostics);
  if (scan.pending.size === 0) return undefined;
  const { site } = config;
  const { LICENSE_ENV } = await import('../demos/constants.ts');
  // Read here and handed to esbuild only: never printed, logged or cached.
  const licenseKey = process.env[LICENSE_ENV] || undefined;
  const cache = createBuildCache({ enabled: cacheEnabled });
  const staticDir = `${site.basePath.slice(1)}/${STATIC_DIR}`;
  const key = hashOf(
    getPipelineVersion(),
    fileHash(path.join(packageRoot, 'package-lock.json')),
    config.contentDir,
    staticDir,
    ...[...scan.pending].flatMap(([id, d]) => [id, ...d.files.flatMap((f) => [f.style, f.file, fileHash(f.file)])]),
  );
  const finish = (record: Omit<DemoStageRecord, 'assets' | 'inputs'>, assets: PreparedDemos['assets'], inputs: string[]): PreparedDemos => {
    const diagnostics = [...scan.diagnostics, ...record.diagnostics];
    if (!licenseKey && record.demos.some((d) => d.license) && !licenseWarned) {
      licenseWarned = true; // once per process: watch mode does not repeat it on every rebuild
      diagnostics.push(diagnostic('DemoLicense', {}, { severity: 'warning' }));
    }
    return {
      context: {
        demos: Object.fromEntries(record.demos.map((d) => [d.id, d])),
        keys: Object.fromEntries(record.demos.map((d) => [d.id, hashOf(JSON.stringify(d))])),
        runtime: record.runtime,
        preload: record.preload,
        ...(site.demos.sourceUrl ? { sourceUrl: site.demos.sourceUrl } : {}),
        ...(site.demos.iconFontUrl ? { iconFontUrl: site.demos.iconFontUrl } : {}),
        uses: Object.fromEntries(scan.uses),
      },
      assets,
      inputs,
      diagnostics,
    };
  };

  const stored = !licenseKey && cache.read('demo-stage', key, 'json');
  if (stored) {
    const record = JSON.parse(stored) as DemoStageRecord;
    const dir = path.join(cache.root, 'demo-stage', key);
    if (record.inputs.every(([file, hash]) => fileHash(file) === hash) && record.assets.every((f) => fs.existsSync(path.join(dir, f)))) {
      const assets = record.assets.map((file) => ({ file, contents: fs.readFileSync(path.join(dir, file)) }));
      return finish(record, assets, record.inputs.map(([file]) => file));
    }
  }

  const { prepareDemoRecords } = await import('../demos/collect-demos.ts'); // TypeScript and prettier: only when needed
  const { bundleDemosForBrowser, bundleDemosForServer, renderDemosOnServer } = await import('../demos/bundle-demos.ts');
  const { getHighlighter } = await import('../markdown/highlighter.ts');
  const prepared = await prepareDemoRecords(scan.pending, {
    contentDir: config.contentDir,
    highlighter: await getHighlighter(),
    cache,
    keyBase: getPipelineVersion(),
    versionOf: installedVersion,
  });
  if (hasErrors(prepared.diagnostics)) throw new DocsBuildError('content', [...scan.diagnostics, ...prepared.diagnostics]);
  const list = [...prepared.demos.values()];
  let browser: Awaited<ReturnType<typeof bundleDemosForBrowser>>;
  let server: Awaited<ReturnType<typeof bundleDemosForServer>>;
  try {
    // One after the other: two bundles of every X package at once double the peak memory.
    browser = await bundleDemosForBrowser(list, { contentDir: config.contentDir, staticDir, ...(licenseKey ? { licenseKey } : {}) });
    server = await bundleDemosForServer(list, config.contentDir);
  } catch (error) {
    const failure = error as { errors?: { text: string; location?: { file: string; line: number; column: number } | null }[] };
    if (!failure.errors) throw error;
    throw new DocsBuildError(
      'content',
      failure.errors.map((m) =>
        diagnostic('DemoBundle', { message: m.text }, m.location ? { location: { file: path.resolve(packageRoot, m.location.file), line: m.location.line, column: m.location.column } } : {}),
      ),
    );
  }
  for (const demo of list) for (const v of demo.variants) v.module = browser.modules[`${demo.id}:${v.style}`];
  // esbuild's service keeps the memory of bundling every X package twice; let it go (the next
  // esbuild call starts a fresh one).
  (await import('esbuild')).stop();
  await renderDemosOnServer(server.file, list);
  const diagnostics = [...prepared.diagnostics];
  for (const demo of list) {
    if (demo.ssrMessages) diagnostics.push(diagnostic('DemoConsole', { demo: demo.variants[0]!.file, messages: demo.ssrMessages }, { severity: 'warning', location: { file: path.join(config.contentDir, demo.variants[0]!.file) } }));
    if (demo.ssrError) diagnostics.push(diagnostic('DemoServerRender', { demo: demo.variants[0]!.file, reason: demo.ssrError }, { severity: 'warning', location: { file: path.join(config.contentDir, demo.variants[0]!.file) } }));
  }
  const inputs = [...new Set([...browser.inputs, ...server.inputs])];
  const record: DemoStageRecord = { demos: list, runtime: browser.runtime, preload: browser.preload, assets: browser.assets.map((a) => a.file), inputs: inputs.map((f) => [f, fileHash(f)]), diagnostics };
  if (!licenseKey && cache.enabled) {
    const dir = path.join(cache.root, 'demo-stage', key);
    for (const asset of browser.assets) writeFileSafe(path.join(dir, asset.file), asset.contents);
    cache.write('demo-stage', key, 'json', JSON.stringify(record));
  }
  return finish(record, browser.assets, inputs);
}

/**
 * Renders every page. Pages whose HTML is cached for every language (same source, templates,
 * navigation, assets and config) are copied by this thread; the rest go to the worker pool.
 */
async function renderAllPages(ctx: PageTaskContext, progress?: (done: number, total: number) => void): Promise<PageResult[]> {
  const cache = createBuildCache(ctx.cache);
  const results: PageResult[] = new Array(ctx.nav.pages.length);
  const misses: number[] = [];
  let done = 0;
  for (const [index, page] of ctx.nav.pages.entries()) {
    const meta = cache.enabled ? cachedPage(ctx, cache, page) : undefined;
    if (!meta) {
      misses.push(index);
      continue;
    }
    const written: string[] = [];
    for (const language of ctx.site.languages) {
      const url = urlFor(page.pathname, languagePrefix(language, ctx.site));
      for (const variant of ['', ...(meta.meta.variants ?? [])]) {
        const target = path.join(ctx.outDir, url, variant, 'index.html');
        fs.mkdirSync(path.dirname(target), { recursive: true });
        linkOrCopy(cache.path('page', pageKeyOf(ctx, meta.compileKey, variant ? `${language}:${variant}` : language, page.file), 'html'), target);
      }
      written.push(language);
    }
    results[index] = { pathname: page.pathname, file: page.file, ...meta.meta, written, key: meta.compileKey };
    progress?.(++done, ctx.nav.pages.length);
  }
  const rendered = await renderPages(ctx, misses, progress ? { progress: (n) => progress(done + n, ctx.nav.pages.length) } : {});
  misses.forEach((index, i) => (results[index] = rendered[i]!));
  return results;
}

function cachedPage(ctx: PageTaskContext, cache: BuildCache, page: NavPage): { compileKey: string; meta: PageMeta } | undefined {
  let compileKey: string;
  if (page.generated) compileKey = generatedKeyOf(page.pathname);
  else {
    try {
      compileKey = compileKeyOf(ctx, page.file, fs.readFileSync(page.file, 'utf8'));
    } catch {
      return undefined;
    }
  }
  const raw = cache.read('meta', compileKey, 'json');
  if (!raw) return undefined;
  const meta = JSON.parse(raw) as PageMeta;
  // Every language, and every variant page (components-api/), must be cached for a hit.
  const keys = ctx.site.languages.flatMap((language) => [language, ...(meta.variants ?? []).map((v) => `${language}:${v}`)]);
  if (!keys.every((key) => cache.has('page', pageKeyOf(ctx, compileKey, key, page.file), 'html'))) return undefined;
  return { compileKey, meta };
}

async function writeSiteFiles(config: ResolvedConfig, nav: ResolvedNav, results: PageResult[], dir: string): Promise<void> {
  const { site } = config;
  // Drafts are not in the sitemap: they are not written yet.
  const written = new Set(results.filter((r) => r.written.length > 0 && !r.draft).map((r) => r.pathname));
  const urls = site.languages.flatMap((language) =>
    nav.pages
      .filter((p) => written.has(p.pathname))
      .map((p) => ({
        url: urlFor(p.pathname, languagePrefix(language, site)),
        alternates: site.languages.map((l) => ({ hreflang: hreflangOf(l), href: `${site.siteUrl}${urlFor(p.pathname, languagePrefix(l, site))}` })),
      })),
  );
  writeFileSafe(path.join(dir, 'sitemap.xml'), createSitemap(site, urls));
  writeFileSafe(path.join(dir, 'robots.txt'), createRobots(site));
  const home = homeOf(config, nav);
  const redirects = home ? [{ from: '/', to: urlFor(home, '') }] : [];
  if (home && !nav.byPathname.has(site.basePath)) {
    for (const language of site.languages) redirects.push({ from: urlFor(site.basePath, languagePrefix(language, site)), to: urlFor(home, languagePrefix(language, site)) });
  }
  for (const node of nav.nodes) {
    if ((node.kind === 'group' || node.kind === 'subheader') && node.firstPage) {
      redirects.push({ from: urlFor(node.pathname, ''), to: urlFor(node.firstPage, '') });
    }
  }
  writeFileSafe(path.join(dir, '_redirects'), createRedirects(redirects));
}
