import path from 'node:path';
import type { ApiDemos } from '../api/api-page.ts';
import type { ApiUsage } from '../api/demo-usage.ts';
import type { ApiData } from '../api/types.ts';
import { getPipelineVersion, hashOf } from '../cache/build-cache.ts';
import { packageRoot, portablePath } from '../paths.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { DemoContext } from '../demos/types.ts';
import type { PageSource } from '../markdown/page-source.ts';
import type { NavPage, ResolvedNav } from '../nav/resolve-nav.ts';
import type { ApiProduct } from '../api/catalogue.ts';
import { playgroundLine, resolveDirective } from '../demos/demo-files.ts';
import type { PageAssets } from '../../templates/page-data.ts';

/** Everything a page task needs; plain data, so it can be sent to a worker thread. */
export interface PageTaskContext {
  site: SiteConfig;
  contentDir: string;
  nav: ResolvedNav;
  /** The content pages as read by the build, by file: page tasks neither read nor parse them again. */
  sources: Record<string, PageSource>;
  serverEntry: string;
  assets: Record<string, PageAssets>;
  /** Where pages are written (the staging directory). */
  outDir: string;
  cache: { enabled: boolean; dir?: string; roots?: string[] };
  /** Hash of everything besides a page's own source that shapes its compiled markdown. */
  compileKeyBase: string;
  /** Hash of everything besides the compiled page that shapes its HTML (templates, nav, assets, config). */
  renderKeyBase: string;
  /** The API reference data, the content pages that show each component or hook, the demos setting each prop (when enabled). */
  api?: { data: ApiData; demos: ApiDemos; usage?: ApiUsage };
  /** The bundled demos and, per content file, the ids of those it shows. */
  demos?: DemoContext & { uses: Record<string, string[]> };
}

/** Cache key of a page's compiled markdown. */
export function compileKeyOf(ctx: Pick<PageTaskContext, 'compileKeyBase' | 'contentDir'>, file: string, source: string): string {
  return hashOf(ctx.compileKeyBase, portablePath(file, ctx.contentDir), source);
}

/** Stand-in for the compile key of a generated page: its inputs are all in the render key base. */
export function generatedKeyOf(pathname: string): string {
  return hashOf('generated', pathname);
}

/**
 * Cache key of a page's facts (anchors, links, title, diagnostics): its compile key within this
 * site's render inputs, since the facts of a page also come from the navigation and the API data
 * (the links of an API page, the `#api` and event anchors of a content page). Two sites sharing a
 * cache never read each other's facts.
 */
export function metaKeyOf(ctx: Pick<PageTaskContext, 'renderKeyBase'>, compileKey: string): string {
  return hashOf(ctx.renderKeyBase, 'meta', compileKey);
}

/**
 * The demo id of the "Try it" playground of a generated page, when it has one: a component API
 * page of a product the config's `demos.playgrounds.api` lists (its line is `{{"playground": "Name"}}`).
 */
export function tryItDemoId(ctx: Pick<PageTaskContext, 'contentDir' | 'site' | 'demos'>, made: { kind: string; product: string; name?: string } | undefined): string | undefined {
  if (!made?.name || made.kind !== 'api-component' || !ctx.demos || !ctx.site.demos.playgrounds.api.includes(made.product as ApiProduct)) return undefined;
  const id = resolveDirective(ctx.contentDir, ctx.contentDir, playgroundLine(made.name), undefined, ctx.site.demos.playgrounds.samples).id;
  return ctx.demos.demos[id] ? id : undefined;
}

/**
 * Cache key of a page's HTML in one language (or `language:variant`): its compiled source, the demos
 * it shows (those its content file names, or a generated API page's "Try it" playground), the rest
 * of the site. The render writes a page under this key and a warm build looks it up by the same.
 */
export function pageKeyOf(ctx: Pick<PageTaskContext, 'renderKeyBase' | 'demos' | 'contentDir' | 'site'>, p: { compileKey: string; language: string; page: Pick<NavPage, 'file' | 'generated'> }): string {
  const { compileKey, language, page } = p;
  const tryIt = page.generated ? tryItDemoId(ctx, page.generated) : undefined;
  const ids = page.generated ? (tryIt ? [tryIt] : []) : (ctx.demos?.uses[page.file] ?? []);
  if (ids.length === 0) return hashOf(ctx.renderKeyBase, compileKey, language);
  const d = ctx.demos!;
  // A framed demo's page names its frame document, whose URL changes with the frame script too.
  return hashOf(ctx.renderKeyBase, compileKey, language, d.runtime, d.sourceUrl ?? '', d.iconFontUrl ?? '', ...ids.map((id) => (d.keys[id] ?? 'missing') + (d.frames?.[id] ?? '')));
}

/**
 * What shapes every compiled page besides its source: the pipeline, the base path, the routes
 * (relative `.md` links become routes), `externalLinks` (family links are rewritten at compile),
 * the origin of `siteUrl` (videos may come from it), `headingSlugs` (the anchors of headings) and
 * `components` (a component line mapped to a generated table becomes it at compile).
 */
export function compileKeyBaseOf(site: Pick<SiteConfig, 'basePath' | 'externalLinks' | 'headingSlugs'> & { siteUrl?: string; components?: SiteConfig['components'] }, routes: readonly (readonly [file: string, pathname: string])[], contentDir: string): string {
  const portable = routes.map(([file, pathname]) => [portablePath(file, contentDir), pathname]);
  const family = Object.entries(site.externalLinks).sort(([a], [b]) => a.localeCompare(b));
  const components = Object.entries(site.components ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return hashOf(getPipelineVersion(), site.basePath, JSON.stringify(portable), JSON.stringify(family), site.siteUrl ? new URL(site.siteUrl).origin : '', site.headingSlugs, components.length ? JSON.stringify(components) : '');
}

/** The folders whose paths cached JSON names portably (cache/build-cache.ts): the content's, then the package's. */
export const cacheRootsOf = (contentDir: string): string[] => [contentDir, packageRoot];

/** The context of the page tasks of one build, with the cache keys of what all pages share. */
export function createTaskContext(p: {
  config: ResolvedConfig;
  nav: ResolvedNav;
  sources: ReadonlyMap<string, PageSource>;
  drafts: string[];
  serverEntry: string;
  assets: Record<string, PageAssets>;
  outDir: string;
  cache: boolean;
  api?: { data: ApiData; demos: ApiDemos; usage?: ApiUsage };
  demos?: NonNullable<PageTaskContext['demos']>;
}): PageTaskContext {
  const { site } = p.config;
  const routes = p.nav.pages.map((page) => [page.file, page.pathname] as const);
  const compileKeyBase = compileKeyBaseOf(site, routes, p.config.contentDir);
  const renderKeyBase = hashOf(
    compileKeyBase,
    path.basename(p.serverEntry),
    JSON.stringify(p.nav.roots),
    // Drafts are skipped by previous/next links: their neighbours change with them.
    JSON.stringify(p.drafts),
    JSON.stringify(p.assets),
    JSON.stringify(site),
    // Content pages link the API pages and the API section depends on the extracted data.
    p.api ? hashOf(JSON.stringify(p.api.demos), JSON.stringify(p.api.data.packages), JSON.stringify(p.api.usage ?? {})) : '',
  );
  return {
    site,
    contentDir: p.config.contentDir,
    nav: p.nav,
    sources: Object.fromEntries(p.sources),
    serverEntry: p.serverEntry,
    assets: p.assets,
    outDir: p.outDir,
    cache: { enabled: p.cache, roots: cacheRootsOf(p.config.contentDir) },
    compileKeyBase,
    renderKeyBase,
    ...(p.api ? { api: { data: p.api.data, demos: p.api.demos, ...(p.api.usage ? { usage: p.api.usage } : {}) } } : {}),
    ...(p.demos ? { demos: p.demos } : {}),
  };
}
