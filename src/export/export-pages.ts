import { createApiResolver } from '../api/api-links.ts';
import { apiIndexView, type ApiDemos } from '../api/api-page.ts';
import { apiPathname } from '../api/api-nav.ts';
import type { ApiProduct } from '../api/catalogue.ts';
import type { ApiData } from '../api/types.ts';
import { getPipelineVersion, hashOf, type BuildCache } from '../cache/build-cache.ts';
import type { SiteConfig } from '../config/schema.ts';
import { resolveDemo } from '../demos/demo-files.ts';
import type { DemoContext } from '../demos/types.ts';
import type { PageSource } from '../markdown/page-source.ts';
import { productIdOf, type NavPage, type ResolvedNav } from '../nav/resolve-nav.ts';
import { portablePath } from '../paths.ts';
import { urlFor } from '../render/nav-items.ts';
import { apiIndexMarkdown, apiPageMarkdown, hookPageMarkdown, createJsdocConverter } from './api-markdown.ts';
import { demoSources, type DemoCode } from './demo-sources.ts';
import { contentPageMarkdown, type PageOutline } from './page-markdown.ts';
import { demoJsPathOf, type IndexDemo, type PageMarkdown } from './types.ts';

const API_PRODUCT_LABELS: Record<ApiProduct, string> = { 'data-grid': 'Data Grid', 'date-pickers': 'Date and Time Pickers', charts: 'Charts', 'tree-view': 'Tree View' };

/** What the export reads: the build's own values, nothing read from disk again. */
export interface ExportSource {
  site: SiteConfig;
  contentDir: string;
  nav: ResolvedNav;
  /** The content pages as the build read them, by file. */
  sources: Readonly<Record<string, PageSource>>;
  /** Pathnames of the drafts: never exported. */
  drafts: ReadonlySet<string>;
  api?: { data: ApiData; demos: ApiDemos };
  demos?: DemoContext & { uses: Record<string, string[]> };
  /** The demos' code fragments (full sources and imported files), by URL. */
  demoCode?: DemoCode;
  /** The content pages' outlines, by file, as the page compiler read them (a page without one is parsed). */
  outlines?: Map<string, PageOutline>;
}

/** The pages the export writes: every page of the navigation but the drafts, in reading order. */
export function exportedPages(source: ExportSource): NavPage[] {
  return source.nav.pages.filter((page) => !source.drafts.has(page.pathname) && (page.generated || source.sources[page.file]));
}

/**
 * Converts pages to Markdown, each cached by what makes it (its source, its demos, the API data,
 * the routes). `some`: only a few pages are exported (watch mode), so their demos' sources are
 * made one by one, not read or made for every demo at once.
 */
export function createPageExporter(source: ExportSource, cache: BuildCache, p: { some?: boolean } = {}) {
  const { site, nav } = source;
  const absolute = (pathname: string) => `${site.siteUrl}${urlFor(pathname, '')}`;
  const routeByFile = new Map(nav.pages.map((p) => [p.file, urlFor(p.pathname, '')]));
  const apiData = source.api?.data;
  const hasPage = (pathname: string) => nav.byPathname.has(pathname);
  const resolver = apiData ? createApiResolver(apiData, hasPage) : undefined;
  const interfaceUrl = (name: string) => {
    const found = apiData?.interfaces.find((i) => i.name === name);
    return found && hasPage(apiPathname(found.product, found.name)) ? absolute(apiPathname(found.product, found.name)) : undefined;
  };
  const jsdoc = createJsdocConverter({ siteUrl: site.siteUrl, interfaceUrl });
  const keyBase = hashOf(
    getPipelineVersion(),
    site.siteUrl,
    site.basePath,
    JSON.stringify(nav.pages.map((p) => [portablePath(p.file, source.contentDir), p.pathname, p.node.titles.en ?? ''])),
    source.api ? hashOf(JSON.stringify(source.api.demos), JSON.stringify(source.api.data.packages)) : '',
    // Component lines mapped to what the build generates are exported as that.
    Object.keys(site.components ?? {}).length ? JSON.stringify(site.components) : '',
  );
  let demoSourcesById: Map<string, Omit<IndexDemo, 'pages'>> | undefined;
  /** A demo's sources as text. Taking the text out of highlighted code takes a while: every demo's at once, cached together (a few pages' demos, one by one). */
  const demoOf = (id: string): Omit<IndexDemo, 'pages'> | undefined => {
    demoSourcesById ??= p.some ? new Map() : allDemoSources(source, cache);
    if (p.some && !demoSourcesById.has(id)) {
      const made = demoSourcesOf(source, id);
      if (made) demoSourcesById.set(id, made);
    }
    return demoSourcesById.get(id);
  };

  /** A page's Markdown, from the cache when nothing it is made of changed. */
  function exportPage(page: NavPage): PageMarkdown {
    const text = page.generated ? '' : (source.sources[page.file]?.source ?? '');
    const demoKeys = (source.demos?.uses[page.file] ?? []).map((id) => source.demos?.keys[id] ?? 'missing');
    const entry = cache.entry('export', hashOf(keyBase, page.pathname, portablePath(page.file, source.contentDir), text, ...demoKeys));
    const cached = entry.readJson<PageMarkdown>();
    if (cached) return cached;
    const made = page.generated ? generatedMarkdown(page) : contentMarkdown(page);
    entry.write('json', JSON.stringify(made));
    return made;
  }

  function contentMarkdown(page: NavPage): PageMarkdown {
    const pageSource = source.sources[page.file]!;
    const outline = source.outlines?.get(page.file);
    const fm = pageSource.frontMatter.data;
    const product = (fm.productId ?? productIdOf(page.pathname, site.basePath).productId).replace(/^x-/, '');
    const components = (fm.components ?? []).flatMap((name) => {
      const match = apiData?.components.find((c) => c.name === name && c.product === product) ?? apiData?.components.find((c) => c.name === name);
      return match ? [{ name, url: absolute(apiPathname(match.product, match.name)) }] : [];
    });
    return contentPageMarkdown({
      source: pageSource,
      pathname: page.pathname,
      url: absolute(page.pathname),
      siteUrl: site.siteUrl,
      navTitle: page.node.titles.en ?? page.pathname,
      routeOfFile: (file) => routeByFile.get(file),
      ...(resolver ? { resolveApi: (reference: string) => { const found = resolver.resolve(reference, product); return 'target' in found ? found.target.href : undefined; } } : {}),
      demo: (name) => demoOf(resolveDemo(source.contentDir, page.file, name).id),
      ...(apiData ? { events: { list: apiData.events, typeUrl: interfaceUrl, jsdoc }, selectors: { list: apiData.selectors ?? [], jsdoc }, locales: apiData.locales ?? [] } : {}),
      components,
      headingSlugs: site.headingSlugs,
      ...(Object.keys(site.components ?? {}).length ? { componentMap: site.components } : {}),
      ...(outline ? { outline } : {}),
    });
  }

  function generatedMarkdown(page: NavPage): PageMarkdown {
    const made = page.generated!;
    const data = apiData!;
    if (made.kind === 'api-index') return apiIndex(made.product, data, absolute);
    if (made.kind === 'api-hook') {
      const hook = data.hooks?.find((h) => h.name === made.name && h.product === made.product);
      if (hook) return hookPageMarkdown({ hook, jsdoc, packages: data.packages });
    }
    const api = made.kind === 'api-component' ? data.components.find((c) => c.name === made.name && c.product === made.product) : data.interfaces.find((i) => i.name === made.name && i.product === made.product);
    // The page itself reports an API page without data; the export has nothing to say either.
    if (!api) return { markdown: '', bodyStart: 0, title: made.name, description: '', sections: [], demos: [] };
    const demos = (source.api?.demos[api.name] ?? []).map((d) => ({ title: d.titles.en ?? d.pathname, url: absolute(d.pathname) }));
    return apiPageMarkdown({ api, url: absolute(page.pathname), jsdoc, demos, packages: data.packages });
  }

  return { exportPage, demoOf, absolute };
}

function allDemoSources(source: ExportSource, cache: BuildCache): Map<string, Omit<IndexDemo, 'pages'>> {
  const { site } = source;
  const demos = source.demos;
  if (!demos) return new Map();
  const ids = Object.keys(demos.demos).filter((id) => !demos.demos[id]!.embed).sort();
  const entry = cache.entry('export-demos', hashOf(getPipelineVersion(), site.siteUrl, site.basePath, ...ids.flatMap((id) => [id, demos.keys[id] ?? ''])));
  const cached = entry.readJson<Omit<IndexDemo, 'pages'>[]>();
  const list = cached ?? ids.map((id) => demoSourcesOf(source, id)!);
  if (!cached) entry.write('json', JSON.stringify(list));
  return new Map(list.map((d) => [d.id, d]));
}

/** One demo's sources as text, with the URL of its module; undefined for an embedded component or an unknown demo. */
function demoSourcesOf(source: ExportSource, id: string): Omit<IndexDemo, 'pages'> | undefined {
  const demo = source.demos?.demos[id];
  if (!demo || demo.embed) return undefined;
  return { ...demoSources(demo, source.demoCode ?? new Map())!, jsUrl: `${source.site.siteUrl}${demoJsPathOf(source.site.basePath, id)}` };
}

function apiIndex(product: ApiProduct, data: ApiData, absolute: (pathname: string) => string): PageMarkdown {
  const view = apiIndexView(data, product);
  const label = API_PRODUCT_LABELS[product];
  const groups = view.groups.map((g) => ({
    anchor: g.title,
    title: g.title === 'components' ? 'Components' : 'Interfaces',
    entries: g.entries.map((e) => ({ name: e.name, url: absolute(e.pathname), summary: e.summary })),
  }));
  return apiIndexMarkdown({ title: `${label} - API reference`, description: `${label}: ${groups.map((g) => `${g.entries.length} ${g.title.toLowerCase()}`).join(', ')}.`, groups });
}
