import path from 'node:path';
import type { Root } from 'hast';
import { apiSectionHast, applyTypeLinks } from '../../api/api-page.ts';
import { apiPathname } from '../../api/api-nav.ts';
import type { ApiProduct } from '../../api/catalogue.ts';
import { createApiResolver, linkApiMentions } from '../../api/api-links.ts';
import { eventAnchor, eventEntries, eventsPlacement, hasEventTable } from '../../api/events-table.ts';
import { ALL_SELECTORS } from '../../markdown/remark-events.ts';
import { localeAnchor, localeLinesIn, localesPlacement, localeTableView } from '../../api/locales-table.ts';
import { replacePlaceholders } from '../../api/placeholders.ts';
import { matchSelectorFeature, selectorAnchor, selectorsPlacement, selectorFeatures, selectorGroupAnchor, selectorGroups, selectorGroupViews, selectorLinesIn } from '../../api/selectors-table.ts';
import { linkTypeText, type TypeLinker } from '../../api/type-links.ts';
import { closestFirst } from '../../diagnostics/closest.ts';
import { API_INTERFACES } from '../../api/catalogue.ts';
import { createBuildCache, type BuildCache } from '../../cache/build-cache.ts';
import { demoBlock, serverRenderBudget } from '../../demos/demo-block.ts';
import { resolveDemo, resolveDirective } from '../../demos/demo-files.ts';
import { diagnostic } from '../../diagnostics/codes.ts';
import { hasErrors } from '../../diagnostics/diagnostic.ts';
import { createMarkdownCompiler, type CompiledMarkdown, type SyntaxReader } from '../../markdown/compile-markdown.ts';
import { stringifyHast } from '../../markdown/stringify-hast.ts';
import { getHighlighter } from '../../markdown/highlighter.ts';
import type { PageSource } from '../../markdown/page-source.ts';
import type { TocEntry } from '../../markdown/page-facts.ts';
import { productIdOf, type NavPage } from '../../nav/resolve-nav.ts';
import { languagePrefix, productLabelOf, siteInfoOf } from '../../render/layout.ts';
import { urlFor } from '../../render/nav-items.ts';
import { importServerEntry, type Renderer, type ServerEntry } from '../../render/renderer.ts';
import { generatedKeyOf, metaKeyOf, pageKeyOf, type PageTaskContext } from '../task-context.ts';
import { apiViewOf, generatedPageBodies, pageTestOf } from './api-pages.ts';
import { compilePage, storeCompiled, storeMeta } from './compile.ts';
import { localiseLabels, prefixInternalLinks, withDemos } from './localise.ts';
import { playgroundDiagnostics, playgroundElement } from './playgrounds.ts';
import { pageDataOf, renderHtml, showsAds } from './render.ts';
import type { PageBody, PageMeta, PageResult } from './types.ts';
import { writePage, writeSharedFile } from './write.ts';
import { escapeHtml } from '../../../templates/document.ts';

type Key = Parameters<ServerEntry['translate']>[1];

/** What every page of a thread shares: the renderer, the compiler, the cache. */
interface PageTools {
  ctx: PageTaskContext;
  entry: ServerEntry;
  renderer: Renderer;
  compile: (page: PageSource, onSyntax?: SyntaxReader) => CompiledMarkdown;
  cache: BuildCache;
  highlighter: Awaited<ReturnType<typeof getHighlighter>>;
  apiResolver?: ReturnType<typeof createApiResolver>;
  /** Where type names link (interface pages of this site), when the API reference is on. */
  typeLinker?: TypeLinker;
}

/** Compiles one page (or generates it) and renders it in every language, into `outDir` (default: the context's). */
export type PageProcessor = ((page: NavPage, outDir?: string) => Promise<PageResult>) & {
  /** Makes the cache entries written so far readable by other threads and builds (see BuildCache.flush); returns the cache's problems meanwhile. */
  flush(): string[];
};

/**
 * Creates the function that compiles one page (or generates it) and renders it in every language.
 * `batch`: its cache entries go to a batch (a render thread's thousands), which `flush` ends.
 */
export async function createPageProcessor(ctx: PageTaskContext, options: { batch?: boolean } = {}): Promise<PageProcessor> {
  const entry = await importServerEntry(ctx.serverEntry);
  const routeByFile = new Map(ctx.nav.pages.map((p) => [p.file, urlFor(p.pathname, '')]));
  const tools: PageTools = {
    ctx,
    entry,
    renderer: entry.createRenderer(siteInfoOf(ctx.site)),
    compile: await createMarkdownCompiler({ routeOfFile: (f) => routeByFile.get(f), family: { basePath: ctx.site.basePath, prefixes: ctx.site.externalLinks }, siteOrigin: new URL(ctx.site.siteUrl).origin, headingSlugs: ctx.site.headingSlugs, components: ctx.site.components }),
    cache: createBuildCache({ ...ctx.cache, batch: options.batch === true }),
    highlighter: await getHighlighter(),
    ...(ctx.api ? { apiResolver: createApiResolver(ctx.api.data, (pathname) => ctx.nav.byPathname.has(pathname)) } : {}),
  };
  // Descriptions link `[[Name]]` to type pages wherever they render (API pages, the events table).
  if (ctx.api) tools.typeLinker = applyTypeLinks(ctx.api.data, pageTestOf(ctx.nav));
  const processPage = async (page: NavPage, outDir: string = ctx.outDir): Promise<PageResult> => {
    const result = page.generated ? await processGeneratedPage(tools, page, outDir) : await processContentPage(tools, page, outDir);
    // Cache entries that failed their check were rebuilt: say so with the page.
    for (const problem of tools.cache.takeProblems()) result.diagnostics.push(diagnostic('CacheEntryInvalid', { problem }, { severity: 'warning' }));
    return result;
  };
  return Object.assign(processPage, {
    flush: () => {
      tools.cache.flush();
      return tools.cache.takeProblems();
    },
  });
}

/** Puts the layout around a body and writes it; false (with a diagnostic in `result`) if rendering threw. */
async function emit(tools: PageTools, p: { page: NavPage; language: string; url: string; body: PageBody; outDir: string; key: string; result: PageResult }): Promise<boolean> {
  const { ctx } = tools;
  const data = pageDataOf({ site: ctx.site, nav: ctx.nav, assets: ctx.assets, page: p.page, language: p.language, url: p.url, body: p.body });
  const rendered = renderHtml(tools.renderer, data, p.page.file);
  if ('problem' in rendered) {
    p.result.diagnostics.push(rendered.problem);
    return false;
  }
  writePage({ outDir: p.outDir, url: p.url, html: rendered.html, cache: tools.cache, key: p.key });
  return true;
}

/** API pages and indexes, generated from the extracted data, cached with their facts like compiled pages. */
async function processGeneratedPage(tools: PageTools, page: NavPage, outDir: string): Promise<PageResult> {
  const { ctx } = tools;
  const { result, bodies } = generatedPageBodies(tools, page);
  const key = generatedKeyOf(page.pathname);
  // The pages of the types props name are reached by their links: in search, their hundreds of
  // members crowded out the props and pages a query names (a search for checkboxSelection found
  // the locale text and params types first).
  const made = page.generated;
  const searchable = made?.kind !== 'api-interface' || API_INTERFACES.some((i) => i.name === made.name && i.product === made.product);
  for (const [language, generated] of bodies) {
    const body = searchable ? generated : { ...generated, searchable: false };
    const url = urlFor(page.pathname, languagePrefix(language, ctx.site));
    // Before the page: the search index reads the files it loads when it reads the page.
    for (const file of body.files ?? []) (result.files ??= []).push(writeSharedFile(tools.cache, outDir, file));
    if (!(await emit(tools, { page, language, url, body, outDir, key: pageKeyOf(ctx, { compileKey: key, language, page }), result }))) continue;
    result.written.push(language);
    if (result.written.length === ctx.site.languages.length) {
      const meta: PageMeta = { anchors: result.anchors, links: result.links, draft: false, title: result.title, diagnostics: result.diagnostics, ...(result.files ? { files: result.files } : {}) };
      storeMeta(tools.cache, metaKeyOf(ctx, key), meta);
    }
  }
  return result;
}

/** A markdown page: compiled once, then localised, rendered and written in every language. */
async function processContentPage(tools: PageTools, page: NavPage, outDir: string): Promise<PageResult> {
  const { ctx } = tools;
  const { site } = ctx;
  const { compiled, key, fromCache } = await compilePage({ ctx, cache: tools.cache, compile: tools.compile, file: page.file });
  const { frontMatter } = compiled;
  const result: PageResult = {
    pathname: page.pathname,
    file: page.file,
    anchors: compiled.anchors,
    links: compiled.links,
    codeSpans: compiled.codeSpans,
    draft: compiled.draft,
    title: compiled.title,
    written: [],
    diagnostics: [...compiled.diagnostics],
    key,
    outline: compiled.outline,
  };
  const productKey = frontMatter.productId ?? productIdOf(page.pathname, site.basePath).productId;
  const components = pageComponents(tools, { page, names: frontMatter.components ?? [], productKey }, result);
  const hooks = pageHooks(tools, { page, names: frontMatter.hooks ?? [], productKey }, result);
  const tabs = apiTabsOf(components, hooks);
  if (tabs.length) result.anchors = [...result.anchors, 'api'];
  // The demos' anchors: the API pages link a prop to the demos that set it (#Name.tsx opens its code).
  result.anchors = [...result.anchors, ...demoAnchors(ctx, page.file)];
  const eventTable = hasEventTable(compiled.hast);
  if (eventTable) {
    if (ctx.api) result.anchors = [...result.anchors, ...ctx.api.data.events.map((e) => eventAnchor(e.name))];
    else result.diagnostics.push(diagnostic('EventsWithoutApi', {}, { location: { file: page.file } }));
  }
  const selectorTables = selectorLinesIn(compiled.hast);
  if (selectorTables.length) result.anchors = [...result.anchors, ...selectorCatalogueAnchors(tools, { file: page.file, lines: selectorTables, diagnostics: result.diagnostics })];
  const localeTables = localeLinesIn(compiled.hast);
  for (const line of localeTables) {
    const set = ctx.api?.data.locales?.find((s) => s.product === line.product);
    if (set) result.anchors = [...result.anchors, ...set.locales.map((l) => localeAnchor(l.exportName))];
    else result.diagnostics.push(diagnostic('LocalesWithoutData', { product: line.product }, { location: { file: page.file, ...line.location } }));
  }
  // Only a page showing a playground walks its tree for the lines' prop paths.
  if (ctx.demos?.uses[page.file]?.some((id) => ctx.demos!.demos[id]?.playground)) result.diagnostics.push(...playgroundDiagnostics(compiled.hast, { data: ctx.api?.data, file: page.file }));
  if (hasErrors(result.diagnostics)) return result;
  if (!fromCache) storeCompiled(tools.cache, key, compiled);
  // The facts within this site (written on every render: a compile hit may belong to another site or API data).
  storeMeta(tools.cache, metaKeyOf(ctx, key), { anchors: result.anchors, links: compiled.links, codeSpans: compiled.codeSpans, draft: compiled.draft, title: compiled.title, diagnostics: compiled.diagnostics, variants: tabs.map((tab) => tab.path), outline: compiled.outline });
  // API mentions link to the API pages (once per page: every language shares them).
  const article = tools.apiResolver ? linkApiMentions(compiled.hast, { resolver: tools.apiResolver, components: frontMatter.components ?? [], hooks: frontMatter.hooks ?? [], product: productKey.replace(/^x-/, '') }) : compiled.hast;
  const relFile = path.relative(ctx.contentDir, page.file).split(path.sep).join('/');
  const adAllowed = showsAds(site, page, frontMatter.disableAd === true);
  for (const language of site.languages) {
    const prefix = languagePrefix(language, site);
    const url = urlFor(page.pathname, prefix);
    const localised = localiseArticle(tools, { page, article, language, adAllowed, productKey, eventTable, selectorTables: selectorTables.length > 0, localeTables: localeTables.length > 0 });
    if (localised.missing.length) {
      for (const name of localised.missing) result.diagnostics.push(diagnostic('MissingDemo', { name, expected: resolveDemo(ctx.contentDir, page.file, name).id, available: [] }, { location: { file: page.file } }));
      return result;
    }
    const { tree } = localised;
    const toc = [...compiled.toc];
    let tabStrip = '';
    if (tabs.length) {
      const links = [...components, ...hooks].map((c) => ({ name: c.name, href: urlFor(c.pathname, prefix), hook: c.kind === 'hook' }));
      tree.children.push(...apiSectionHast(links, tools.entry.translate(language, 'apiSection'), tools.entry.translate(language, 'apiSectionIntro')));
      toc.push({ id: 'api', text: tools.entry.translate(language, 'apiSection'), children: [] });
      tabStrip = docsTabs(tools, { language, url, tabs, current: undefined });
    }
    const pageTitle = language === 'en' ? compiled.title : (page.node.titles[language] ?? compiled.title);
    const body: PageBody = {
      title: compiled.h1 ?? compiled.title,
      documentTitle: `${pageTitle} - ${site.productName}`,
      description: compiled.description,
      articleHtml: tabStrip + stringifyHast(tree),
      toc,
      draft: compiled.draft,
      untranslated: language !== 'en',
      disableToc: frontMatter.disableToc === true,
      productKey,
      adAllowed: frontMatter.disableAd !== true,
      hasDemos: localised.hasDemos,
      preload: firstDemoPreload(ctx, page.file),
    };
    if (site.editUrl) body.editUrl = site.editUrl.replace('{path}', relFile);
    if (!(await emit(tools, { page, language, url, body, outDir, key: pageKeyOf(ctx, { compileKey: key, language, page }), result }))) return result;
    result.written.push(language);
    for (const tab of tabs) {
      const tabBody = apiTabBody(tools, { language, url, body, tabs, tab });
      await emit(tools, { page, language, url: `${url}${tab.path}`, body: tabBody, outDir, key: pageKeyOf(ctx, { compileKey: key, language: `${language}:${tab.path}`, page }), result });
    }
  }
  return result;
}

/** One language's article: links prefixed, demos in place of their placeholders, labels translated. */
function localiseArticle(tools: PageTools, p: { page: NavPage; article: Root; language: string; adAllowed: boolean; productKey: string; eventTable: boolean; selectorTables: boolean; localeTables: boolean }): { tree: Root; hasDemos: boolean; missing: string[] } {
  const { ctx } = tools;
  const prefixed = prefixInternalLinks(p.article, languagePrefix(p.language, ctx.site), ctx.site.basePath);
  const demos = ctx.demos;
  // The demos' Emotion rules, each written once on the page (demo-style.ts).
  const styled = new Set<string>();
  // The demos' server markup the page carries (demo-block.ts).
  const budget = serverRenderBudget(ctx.site.demos.ssrBudget);
  const placed = demos
    ? withDemos(prefixed, (_name, options, index) => {
        const demo = demos.demos[resolveDirective(ctx.contentDir, p.page.file, options, ctx.site.components).id];
        if (demo && options.playground) {
          return playgroundElement(demos, demo, { data: ctx.api?.data, options: options.playground, index, prefix: languagePrefix(p.language, ctx.site), placed: styled, ...(options.height !== undefined ? { height: options.height } : {}) });
        }
        return demo && demoBlock(demo, demos, { options, adAllowed: p.adAllowed, index, productLabel: productLabelOf(ctx.site, p.productKey), placed: styled, budget });
      })
    : { tree: prefixed, missing: [] };
  // A root of its own: the API section is added per language, never to the shared tree.
  const own: Root = { ...placed.tree, children: [...placed.tree.children] };
  // Only a page that shows generated tables pays for a copy of its whole tree, once.
  const placements = {
    ...(p.eventTable ? eventsPlacement(() => eventTableHtml(tools, p.language)) : {}),
    ...(p.selectorTables ? selectorsPlacement((features) => selectorTableHtml(tools, p.language, features)) : {}),
    ...(p.localeTables ? localesPlacement((product) => localeTableHtml(tools, p.language, product)) : {}),
  };
  const tree = Object.keys(placements).length ? replacePlaceholders(own, placements) : own;
  localiseLabels(tree, (key) => tools.entry.translate(p.language, key as Key));
  return { tree, hasDemos: placed.tree !== prefixed, missing: placed.missing };
}

/** The Data Grid's events as API entries, in one language (parameter types link to their interface pages). */
function eventTableHtml(tools: PageTools, language: string): string {
  const { ctx } = tools;
  const prefix = languagePrefix(language, ctx.site);
  const interfaces = ctx.api?.data.interfaces ?? [];
  const hrefOf = (name: string) => {
    const found = interfaces.find((i) => i.name === name);
    const pathname = found && apiPathname(found.product, found.name);
    return pathname && ctx.nav.byPathname.has(pathname) ? urlFor(pathname, prefix) : undefined;
  };
  return tools.renderer.renderApiEntries(eventEntries(ctx.api?.data.events ?? [], hrefOf), ['params', 'event'], language);
}

/**
 * The anchors of a page's selectors catalogues (each selector's row, and each feature's heading when
 * a catalogue shows several), after checking that every feature a line names has selectors in the
 * installed packages: an unknown one is an error at its line.
 */
function selectorCatalogueAnchors(tools: PageTools, p: { file: string; lines: ReturnType<typeof selectorLinesIn>; diagnostics: PageResult['diagnostics'] }): string[] {
  const { ctx } = tools;
  if (!ctx.api) {
    p.diagnostics.push(diagnostic('SelectorsWithoutApi', {}, { location: { file: p.file } }));
    return [];
  }
  const selectors = ctx.api.data.selectors ?? [];
  const features = selectorFeatures(selectors);
  const anchors: string[] = [];
  for (const line of p.lines) {
    const unknown = line.features.filter((f) => f !== ALL_SELECTORS && !matchSelectorFeature(f, features));
    for (const feature of unknown) {
      p.diagnostics.push(diagnostic('UnknownSelectorFeature', { feature, features }, { location: { file: p.file, ...line.location } }));
    }
    if (unknown.length) continue;
    const groups = selectorGroups(selectors, line.features);
    if (groups.length > 1) anchors.push(...groups.map((g) => selectorGroupAnchor(g.feature)));
    anchors.push(...groups.flatMap((g) => g.selectors.map((s) => selectorAnchor(s.name))));
  }
  return anchors;
}

/** The selectors catalogue of some features, in one language (types link to their interface pages). */
function selectorTableHtml(tools: PageTools, language: string, features: string[]): string {
  const data = tools.ctx.api?.data;
  const linker = tools.typeLinker;
  if (!data || !linker) return '';
  const groups = selectorGroupViews(selectorGroups(data.selectors ?? [], features), (type) => linkTypeText(type, { product: 'data-grid', linker }));
  return tools.renderer.renderSelectors(groups, language);
}

/** The table of the locales a product bundles, in one language. */
function localeTableHtml(tools: PageTools, language: string, product: string): string {
  const set = tools.ctx.api?.data.locales?.find((s) => s.product === product);
  return set ? tools.renderer.renderLocales(localeTableView(set), language) : '';
}

/** An API tab of a content page: `components-api/` (the components its front matter lists) or `hooks-api/` (its hooks). */
interface ApiTab {
  path: 'components-api/' | 'hooks-api/';
  label: 'tabComponentsApi' | 'tabHooksApi';
  entries: PageApiEntry[];
}

/** The API tabs of a page: one per kind of API its front matter lists. */
function apiTabsOf(components: PageApiEntry[], hooks: PageApiEntry[]): ApiTab[] {
  const tabs: ApiTab[] = [];
  if (components.length) tabs.push({ path: 'components-api/', label: 'tabComponentsApi', entries: components });
  if (hooks.length) tabs.push({ path: 'hooks-api/', label: 'tabHooksApi', entries: hooks });
  return tabs;
}

/** The tab strip of a page with an API tab: "Demos", then "Components API" and "Hooks API" as the page has them. */
function docsTabs(tools: PageTools, p: { language: string; url: string; tabs: ApiTab[]; current: ApiTab | undefined }): string {
  return tools.renderer.renderDocsTabs(p.language, [
    { href: p.url, label: 'tabDemos', current: p.current === undefined },
    ...p.tabs.map((tab) => ({ href: `${p.url}${tab.path}`, label: tab.label, current: tab === p.current })),
  ]);
}

/**
 * `<page>/components-api/` or `<page>/hooks-api/`: the same page, its tab strip on that tab, and
 * a section per component or hook that links its API page. The client puts the article of that
 * page in place of the link (client/api-tabs.ts): the article is written once, on its API page,
 * and a tab page carries none of it. (Each tab page once carried the articles it shows, 1.2 MB on
 * every Data Grid page; then a copy of each article was written as an asset of its own, 9 MB in
 * all, the same articles as the API pages with other ids.)
 */
function apiTabBody(tools: PageTools, p: { language: string; url: string; body: PageBody; tabs: ApiTab[]; tab: ApiTab }): PageBody {
  const prefix = languagePrefix(p.language, tools.ctx.site);
  let articleHtml = docsTabs(tools, { language: p.language, url: p.url, tabs: p.tabs, current: p.tab });
  const toc: TocEntry[] = [];
  for (const c of p.tab.entries) {
    const id = c.pathname.split('/').pop()!;
    const heading = tools.entry.translate(p.language, 'apiTitle', { name: c.name });
    const link = tools.entry.translate(p.language, 'apiTabOpen', { name: c.name });
    const href = urlFor(c.pathname, prefix);
    articleHtml += `<h2 id="${id}"><a class="title-link-to-anchor" href="#${id}">${escapeHtml(heading)}</a></h2>`;
    articleHtml += `<div class="api-tab-article" data-api-article="${href}" data-api-id="${id}"><p class="api-tab-fallback"><a href="${href}">${escapeHtml(link)}</a></p></div>`;
    toc.push({ id, text: heading, children: [] });
  }
  return { ...p.body, hasDemos: false, preload: [], articleHtml, toc, searchable: false };
}

/** The anchors of the demo blocks a page shows (`Name.js`, `Name.tsx`: each opens that demo's code). */
function demoAnchors(ctx: PageTaskContext, file: string): string[] {
  const ids = ctx.demos?.uses[file] ?? [];
  return ids.flatMap((id) => {
    const demo = ctx.demos!.demos[id];
    return demo && !demo.embed ? [`${demo.name}.js`, `${demo.name}.tsx`] : [];
  });
}

/** A component or hook a page's front matter lists, with its API page. */
interface PageApiEntry {
  kind: 'component' | 'hook';
  name: string;
  pathname: string;
}

/** The names a page lists under one front matter key, resolved against the API data (the page's product first); unknown names become errors in `result`. */
function pageApiEntries(tools: PageTools, p: { page: NavPage; names: string[]; productKey: string; kind: 'component' | 'hook' }, result: PageResult): PageApiEntry[] {
  const { page, names, productKey, kind } = p;
  const data = tools.ctx.api?.data;
  if (!data || names.length === 0) return [];
  const list: readonly { name: string; product: string }[] = kind === 'hook' ? (data.hooks ?? []) : data.components;
  const product = productKey.replace(/^x-/, '');
  const found: PageApiEntry[] = [];
  for (const name of names) {
    const match = list.find((c) => c.name === name && c.product === product) ?? list.find((c) => c.name === name);
    if (match) {
      found.push({ kind, name, pathname: apiPathname(match.product as ApiProduct, match.name) });
      continue;
    }
    const closest = closestFirst(name, list.map((c) => c.name)).slice(0, 3);
    // At the line of the name in a list written one item a line, else of the `components` or `hooks` key (the page source the build read knows both).
    const key = kind === 'hook' ? 'hooks' : 'components';
    const fm = tools.ctx.sources[page.file]?.frontMatter;
    const line = fm?.itemLines[key]?.[name] ?? fm?.lines[key] ?? 1;
    result.diagnostics.push(diagnostic(kind === 'hook' ? 'UnknownHook' : 'UnknownComponent', { name, closest }, { location: { file: page.file, line } }));
  }
  return found;
}

/** The components a page lists (front matter `components`). */
const pageComponents = (tools: PageTools, p: { page: NavPage; names: string[]; productKey: string }, result: PageResult) => pageApiEntries(tools, { ...p, kind: 'component' }, result);

/** The hooks a page lists (front matter `hooks`). */
const pageHooks = (tools: PageTools, p: { page: NavPage; names: string[]; productKey: string }, result: PageResult) => pageApiEntries(tools, { ...p, kind: 'hook' }, result);

/** The runtime and the first demo of a page: likely above the fold, so fetched with the page. */
function firstDemoPreload(ctx: PageTaskContext, file: string): string[] {
  const d = ctx.demos;
  const first = d?.uses[file]?.[0];
  const module = first ? d.demos[first]?.variants[0]?.module : undefined;
  if (!d || !module) return [];
  return [...new Set([...(d.preload[d.runtime] ?? []), ...(d.preload[module] ?? [])])];
}
