import fs from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import type { PageAssets, PageData } from '../../templates/page-data.ts';
import { importServerEntry } from '../bundle/bundle-templates.ts';
import type { SiteConfig } from '../config/schema.ts';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { createBuildCache, hashOf } from '../cache/build-cache.ts';
import { createMarkdownCompiler, stringifyHast, type CompiledMarkdown } from '../markdown/compile-markdown.ts';
import type { PageLink, TocEntry } from '../markdown/page-facts.ts';
import { getHighlighter } from '../markdown/highlighter.ts';
import { apiAnchors, apiArticleView, apiIndexView, apiSectionHast, apiToc, summaryOf, type ApiDemos } from '../api/api-page.ts';
import { apiPathname } from '../api/api-nav.ts';
import { createApiResolver, linkApiMentions } from '../api/api-links.ts';
import type { ApiProduct } from '../api/catalogue.ts';
import { editDistance } from '../api/names.ts';
import type { ApiData } from '../api/types.ts';
import { demoBlock } from '../demos/demo-block.ts';
import { resolveDemo } from '../demos/demo-files.ts';
import type { DemoOptions } from '../demos/directive.ts';
import type { DemoContext } from '../demos/types.ts';
import { DEMO_PLACEHOLDER } from '../markdown/remark-demos.ts';
import { productIdOf, type NavPage, type ResolvedNav } from '../nav/resolve-nav.ts';
import { navItemsForPage, urlFor } from '../render/nav-items.ts';
import { hreflangOf, languagePrefix, layoutOf, productLabelOf, siteInfoOf } from '../render/layout.ts';

/** Everything a page task needs; plain data, so it can be sent to a worker thread. */
export interface PageTaskContext {
  site: SiteConfig;
  contentDir: string;
  nav: ResolvedNav;
  serverEntry: string;
  assets: Record<string, PageAssets>;
  /** Where pages are written (the staging directory). */
  outDir: string;
  cache: { enabled: boolean; dir?: string };
  /** Hash of everything besides a page's own source that shapes its compiled markdown. */
  compileKeyBase: string;
  /** Hash of everything besides the compiled page that shapes its HTML (templates, nav, assets, config). */
  renderKeyBase: string;
  /** The API reference data and the content pages that show each component (when enabled). */
  api?: { data: ApiData; demos: ApiDemos };
  /** The bundled demos and, per content file, the ids of those it shows. */
  demos?: DemoContext & { uses: Record<string, string[]> };
}

/** What the main thread needs about a page to check links and report, without its HTML. */
export interface PageMeta {
  /** Extra pages written below the page's URL, e.g. "components-api/" (cached like the page). */
  variants?: string[];
  anchors: string[];
  links: PageLink[];
  draft: boolean;
  title: string;
  diagnostics: Diagnostic[];
}

/** Cache key of a page's compiled markdown. */
export function compileKeyOf(ctx: Pick<PageTaskContext, 'compileKeyBase'>, file: string, source: string): string {
  return hashOf(ctx.compileKeyBase, file, source);
}

/** Stand-in for the compile key of a generated page: its inputs are all in the render key base. */
export function generatedKeyOf(pathname: string): string {
  return hashOf('generated', pathname);
}

/** Cache key of a page's HTML in one language: its compiled source, the demos it shows, the rest of the site. */
export function pageKeyOf(ctx: Pick<PageTaskContext, 'renderKeyBase' | 'demos'>, compileKey: string, language: string, file?: string): string {
  const ids = (file && ctx.demos?.uses[file]) || [];
  if (ids.length === 0) return hashOf(ctx.renderKeyBase, compileKey, language);
  const d = ctx.demos!;
  return hashOf(ctx.renderKeyBase, compileKey, language, d.runtime, d.sourceUrl ?? '', d.iconFontUrl ?? '', ...ids.map((id) => d.keys[id] ?? 'missing'));
}

/**
 * Replaces the demo placeholders of an article tree with the demos (copying only the path to
 * each placeholder, so the shared compiled tree is never changed). Unknown ids are returned.
 */
function withDemos(tree: Root, make: (name: string, options: DemoOptions, index: number) => Element | undefined, missing: string[]): Root {
  let index = 0;
  const map = <T extends Root | Element>(node: T): T => {
    let changed = false;
    const children = node.children.map((child) => {
      if (child.type !== 'element') return child;
      if (child.tagName === DEMO_PLACEHOLDER) {
        changed = true;
        const options = JSON.parse(String(child.properties.dataOptions)) as DemoOptions;
        const block = make(options.demo, options, index++);
        if (!block) missing.push(options.demo);
        return block ?? { type: 'text' as const, value: '' };
      }
      const next = map(child);
      if (next !== child) changed = true;
      return next;
    });
    return changed ? { ...node, children } : node;
  };
  return map(tree);
}

/** What a processed page reports back: small, whatever the page size. */
export interface PageResult {
  pathname: string;
  file: string;
  anchors: string[];
  links: PageLink[];
  draft: boolean;
  title: string;
  /** Pages written, per language. */
  written: string[];
  diagnostics: Diagnostic[];
  /** The page's cache key (compiled source or generated page): equal keys, equal output. */
  key?: string;
}

function prefixInternalLinks(tree: Root, prefix: string, basePath: string): Root {
  if (!prefix) return tree;
  const copy = structuredClone(tree);
  const visit = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      const href = child.properties.href;
      if (child.tagName === 'a' && typeof href === 'string' && (href === basePath || href.startsWith(`${basePath}/`))) {
        child.properties.href = prefix + href;
      }
      visit(child);
    }
  };
  visit(copy);
  return copy;
}

function localiseLabels(tree: Root, translate: (key: string) => string): void {
  const visit = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      const key = child.properties.dataI18n;
      if (typeof key === 'string') {
        child.children = [{ type: 'text', value: translate(key) }];
        // Copy buttons also carry the label they switch to.
        if (key === 'copy') child.properties.dataCopiedLabel = translate('copied');
        // Toggles carry both of their labels.
        if (key === 'showSource' || key === 'hideSource') Object.assign(child.properties, { dataLabelShow: translate('showSource'), dataLabelHide: translate('hideSource') });
        if (key === 'showFullSource') Object.assign(child.properties, { dataLabelShow: translate('showFullSource'), dataLabelHide: translate('hideFullSource') });
      }
      const error = child.properties.dataI18nError;
      if (typeof error === 'string') child.properties.dataErrorLabel = translate(error);
      const label = child.properties.dataI18nLabel;
      if (typeof label === 'string') {
        child.properties.ariaLabel = translate(label);
        if (child.tagName !== 'div') child.properties.title = translate(label);
      }
      visit(child);
    }
  };
  visit(tree);
}

/** Creates the function that compiles one page and renders it in every language. */
/** One language's page body, before the shared layout is put around it. */
interface PageBody {
  searchable?: boolean;
  /** The page may show the ad slot (content and component pages; never interface pages). */
  adAllowed?: boolean;
  title: string;
  documentTitle: string;
  description: string;
  articleHtml: string;
  toc: TocEntry[];
  draft: boolean;
  untranslated: boolean;
  disableToc: boolean;
  productKey: string;
  editUrl?: string;
  /** The page shows live demos (it loads the icon font). */
  hasDemos?: boolean;
  /** Modules to preload: the demo runtime and the page's first demo. */
  preload?: string[];

}

const API_PRODUCT_LABELS: Record<ApiProduct, string> = { 'data-grid': 'Data Grid', 'date-pickers': 'Date and Time Pickers', charts: 'Charts', 'tree-view': 'Tree View' };

/** Creates the function that compiles one page (or generates it) and renders it in every language. */
export async function createPageProcessor(ctx: PageTaskContext) {
  const { site, nav } = ctx;
  const entry = await importServerEntry(ctx.serverEntry);
  const renderer = entry.createRenderer(siteInfoOf(site));
  const routeByFile = new Map(nav.pages.map((p) => [p.file, urlFor(p.pathname, '')]));
  const compile = await createMarkdownCompiler({ routeOfFile: (f) => routeByFile.get(f) });
  const cache = createBuildCache(ctx.cache);
  const highlighter = await getHighlighter();
  const apiResolver = ctx.api ? createApiResolver(ctx.api.data, (pathname) => nav.byPathname.has(pathname)) : undefined;
  type Key = Parameters<typeof entry.translate>[1];
  const t = (language: string, key: Key, vars?: Record<string, string>) => entry.translate(language, key, vars);

  /** Puts the layout around a body and writes `<url>/index.html`; false (with a diagnostic) if rendering threw. */
  async function emit(page: NavPage, language: string, url: string, body: PageBody, outDir: string, result: PageResult): Promise<string | undefined> {
    const prefix = languagePrefix(language, site);
    const navTitle = (node: typeof page.node | undefined) => node?.titles[language] ?? node?.titles.en ?? '';
    const { productId, productCategoryId } = productIdOf(page.pathname);
    const data: PageData = {
      userLanguage: language,
      pathname: page.pathname,
      url,
      layout: layoutOf(page.pathname, site),
      title: body.title,
      documentTitle: body.documentTitle,
      description: body.description,
      canonical: `${site.siteUrl}${url}`,
      // From the URL written, so variants (components-api/) name their own translations.
      alternates: [
        ...site.languages.map((l) => ({ hreflang: hreflangOf(l), href: `${site.siteUrl}${languagePrefix(l, site)}${url.slice(prefix.length)}` })),
        { hreflang: 'x-default', href: `${site.siteUrl}${url.slice(prefix.length)}` },
      ],
      productId,
      productCategoryId,
      productKey: body.productKey,
      productLabel: productLabelOf(site, body.productKey),
      articleHtml: body.articleHtml,
      toc: body.toc,
      nav: navItemsForPage(nav, page.node.id, language, prefix),
      draft: body.draft,
      untranslated: body.untranslated,
      disableToc: body.disableToc,
      assets: ctx.assets[language]!,
    };
    if (page.plan) data.plan = page.plan;
    // A page whose body is in another language shows (and is found by) its title in this one.
    if (body.untranslated && page.node.titles[language]) data.localTitle = page.node.titles[language];
    if (page.prev) data.prev = { href: urlFor(page.prev.pathname, prefix), title: navTitle(page.prev) };
    if (page.next) data.next = { href: urlFor(page.next.pathname, prefix), title: navTitle(page.next) };
    if (body.editUrl) data.editUrl = body.editUrl;
    // Drafts stay out of the search index.
    if (body.searchable === false || body.draft) data.searchable = false;
    if (body.hasDemos) data.demos = true;
    if (body.preload?.length) data.preload = body.preload;

    // Ad-free: Pro and Premium pages, the configured routes, pages that opt out, blog/playground.
    if (body.adAllowed && site.ads.enabled && !page.plan && data.layout === 'docs' && !site.adFreeRoutes.includes(page.pathname)) data.ad = true;
    let html: string;
    try {
      html = renderer.renderPage(data);
    } catch (error) {
      result.diagnostics.push(
        diagnostic('PageRenderFailed', { route: url, reason: (error as Error).message }, { location: { file: page.file }, notes: [String((error as Error).stack ?? error)] }),
      );
      return undefined;
    }
    const target = path.join(outDir, url, 'index.html');
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.writeFile(target, html);
    return html;
  }

  /** API pages and indexes, generated from the extracted data. */
  async function processGenerated(page: NavPage, outDir: string): Promise<PageResult> {
    const made = page.generated!;
    const result: PageResult = { pathname: page.pathname, file: page.file, anchors: [], links: [], draft: false, title: page.node.titles.en!, written: [], diagnostics: [], key: generatedKeyOf(page.pathname) };
    const data = ctx.api?.data;
    if (!data) return result;
    const productKey = `x-${made.product}`;
    if (made.kind === 'api-index') {
      const view = apiIndexView(data, made.product);
      result.anchors = view.groups.map((g) => g.title);
      for (const language of site.languages) {
        const title = `${API_PRODUCT_LABELS[made.product]} - ${t(language, 'apiReference')}`;
        const body: PageBody = {
          title,
          documentTitle: `${title} - ${site.productName}`,
          description: `${API_PRODUCT_LABELS[made.product]}: ${view.groups.map((g) => `${g.entries.length} ${t(language, g.title === 'components' ? 'apiComponents' : 'apiInterfaces').toLowerCase()}`).join(', ')}.`,
          adAllowed: true,
          articleHtml: renderer.renderApiIndex(view, language),
          toc: view.groups.map((g) => ({ id: g.title, text: t(language, g.title === 'components' ? 'apiComponents' : 'apiInterfaces'), children: [] })),
          draft: false,
          untranslated: language !== 'en',
          disableToc: false,
          productKey,
        };
        await emitGenerated(page, language, body, outDir, result);
      }
      return result;
    }
    const api = made.kind === 'api-component' ? data.components.find((c) => c.name === made.name && c.product === made.product) : data.interfaces.find((i) => i.name === made.name && i.product === made.product);
    if (!api) {
      result.diagnostics.push(diagnostic('ApiExtraction', { message: `No API data for ${made.name}: it was not found in the installed packages (see the warnings above).` }, { location: { file: page.file } }));
      return result;
    }
    const view = apiArticleView(api, { highlighter, demos: ctx.api!.demos, data });
    result.anchors = apiAnchors(view);
    for (const language of site.languages) {
      const title = t(language, 'apiTitle', { name: api.name });
      const body: PageBody = {
        title,
        documentTitle: `${title} - ${site.productName}`,
        description: summaryOf(api.description) || title,
        articleHtml: renderer.renderApiArticle(view, language),
        toc: apiToc(view, (key) => t(language, key)),
        draft: false,
        untranslated: language !== 'en',
        disableToc: false,
        productKey,
        adAllowed: made.kind === 'api-component',
      };
      await emitGenerated(page, language, body, outDir, result);
    }
    return result;
  }

  /** Writes a generated page and caches it with its facts, like a compiled page. */
  async function emitGenerated(page: NavPage, language: string, body: PageBody, outDir: string, result: PageResult) {
    const html = await emit(page, language, urlFor(page.pathname, languagePrefix(language, site)), body, outDir, result);
    if (!html) return;
    const key = generatedKeyOf(page.pathname);
    cache.write('page', pageKeyOf(ctx, key, language), 'html', html);
    result.written.push(language);
    if (result.written.length === site.languages.length) {
      const meta: PageMeta = { anchors: result.anchors, links: result.links, draft: false, title: result.title, diagnostics: result.diagnostics };
      cache.write('meta', key, 'json', JSON.stringify(meta));
    }
  }

  /** The components a page lists, resolved against the API data; unknown names become errors. */
  function pageComponents(page: NavPage, names: string[], productId: string | undefined, result: PageResult) {
    const data = ctx.api?.data;
    if (!data || names.length === 0) return [];
    const product = productId?.replace(/^x-/, '');
    const found: { name: string; pathname: string }[] = [];
    for (const name of names) {
      const match = data.components.find((c) => c.name === name && c.product === product) ?? data.components.find((c) => c.name === name);
      if (match) {
        found.push({ name, pathname: apiPathname(match.product, match.name) });
        continue;
      }
      const closest = [...new Set(data.components.map((c) => c.name))]
        .map((n) => ({ n, d: editDistance(name, n) }))
        .sort((a, b) => a.d - b.d)
        .slice(0, 3)
        .map((x) => x.n);
      result.diagnostics.push(diagnostic('UnknownComponent', { name, closest }, { location: { file: page.file, line: 1 } }));
    }
    return found;
  }

  /** The id of a demo named on a page: its content-relative path without extension. */
  const demoIdOf = (pageFile: string, name: string) => resolveDemo(ctx.contentDir, pageFile, name).id;

  /** The runtime and the first demo of a page: likely above the fold, so fetched with the page. */
  const firstDemoPreload = (file: string): string[] => {
    const d = ctx.demos;
    const first = d?.uses[file]?.[0];
    const module = first ? d.demos[first]?.variants[0]?.module : undefined;
    if (!d || !module) return [];
    return [...new Set([...(d.preload[d.runtime] ?? []), ...(d.preload[module] ?? [])])];
  };

  /** Compiles and renders one page into `outDir` (default: the context's). */
  return async function processPage(page: NavPage, outDir: string = ctx.outDir): Promise<PageResult> {
    if (page.generated) return processGenerated(page, outDir);
    const source = await fs.promises.readFile(page.file, 'utf8');
    const compileKey = compileKeyOf(ctx, page.file, source);
    const cached = cache.read('compile', compileKey, 'json');
    const compiled = cached ? (JSON.parse(cached) as CompiledMarkdown) : compile(source, page.file);
    const result: PageResult = {
      pathname: page.pathname,
      file: page.file,
      anchors: compiled.anchors,
      links: compiled.links,
      draft: compiled.draft,
      title: compiled.title,
      written: [],
      diagnostics: [...compiled.diagnostics],
      key: compileKey,
    };
    const components = pageComponents(page, compiled.frontMatter.components ?? [], compiled.frontMatter.productId ?? productIdOf(page.pathname).productId, result);
    if (components.length) result.anchors = [...result.anchors, 'api'];
    if (result.diagnostics.some((d) => d.severity === 'error')) return result;
    const variants = components.length ? ['components-api/'] : [];
    if (!cached) {
      const meta: PageMeta = { anchors: result.anchors, links: compiled.links, draft: compiled.draft, title: compiled.title, diagnostics: compiled.diagnostics, variants };
      // Positions serve diagnostics, which are already made; without them an entry is a third of the size.
      cache.write('compile', compileKey, 'json', JSON.stringify(compiled, (key, value: unknown) => (key === 'position' ? undefined : value)));
      cache.write('meta', compileKey, 'json', JSON.stringify(meta));
    }

    const productKey = compiled.frontMatter.productId ?? productIdOf(page.pathname).productId;
    // API mentions link to the API pages (once per page: every language shares them).
    const article = apiResolver ? linkApiMentions(compiled.hast, { resolver: apiResolver, components: compiled.frontMatter.components ?? [], product: productKey.replace(/^x-/, '') }) : compiled.hast;
    const relFile = path.relative(ctx.contentDir, page.file).split(path.sep).join('/');
    for (const language of site.languages) {
      const prefix = languagePrefix(language, site);
      const prefixed = prefixInternalLinks(article, prefix, site.basePath);
      // A root of its own: the API section is added per language, never to the shared tree.
      const missingDemos: string[] = [];
      const adAllowed = compiled.frontMatter.disableAd !== true && site.ads.enabled && !page.plan && !site.adFreeRoutes.includes(page.pathname);
      const withBlocks = ctx.demos ? withDemos(prefixed, (name, options, index) => {
        const demo = ctx.demos!.demos[demoIdOf(page.file, name)];
        return demo && demoBlock(demo, options, ctx.demos!, { adAllowed, index, productLabel: productLabelOf(site, productKey) });
      }, missingDemos) : prefixed;
      for (const name of missingDemos) result.diagnostics.push(diagnostic('MissingDemo', { name, expected: demoIdOf(page.file, name), available: [] }, { location: { file: page.file } }));
      if (missingDemos.length) return result;
      const tree: Root = { ...withBlocks, children: [...withBlocks.children] };
      localiseLabels(tree, (key) => t(language, key as Key));
      const url = urlFor(page.pathname, prefix);
      const toc = [...compiled.toc];
      let tabs = '';
      if (components.length) {
        const links = components.map((c) => ({ name: c.name, href: urlFor(c.pathname, prefix) }));
        const section = apiSectionHast(links, t(language, 'apiSection'), t(language, 'apiSectionIntro'));
        tree.children.push(...section);
        toc.push({ id: 'api', text: t(language, 'apiSection'), children: [] });
        tabs = renderer.renderDocsTabs(language, [
          { href: url, label: 'tabDemos', current: true },
          { href: `${url}components-api/`, label: 'tabComponentsApi', current: false },
        ]);
      }
      const pageTitle = language === 'en' ? compiled.title : (page.node.titles[language] ?? compiled.title);
      const body: PageBody = {
        title: compiled.h1 ?? compiled.title,
        documentTitle: `${pageTitle} - ${site.productName}`,
        description: compiled.description,
        articleHtml: tabs + stringifyHast(tree),
        toc,
        draft: compiled.draft,
        untranslated: language !== 'en',
        disableToc: compiled.frontMatter.disableToc === true,
        productKey,
        adAllowed: compiled.frontMatter.disableAd !== true,
        hasDemos: withBlocks !== prefixed,
        preload: firstDemoPreload(page.file),

      };
      if (site.editUrl) body.editUrl = site.editUrl.replace('{path}', relFile);
      const html = await emit(page, language, url, body, outDir, result);
      if (!html) return result;
      cache.write('page', pageKeyOf(ctx, compileKey, language, page.file), 'html', html);
      result.written.push(language);
      if (components.length) {
        const tab = await emitComponentsTab(page, language, url, { ...body, hasDemos: false, preload: [] }, components, outDir, result);
        if (tab) cache.write('page', pageKeyOf(ctx, compileKey, `${language}:components-api/`, page.file), 'html', tab);
      }
    }
    return result;
  };

  /** `<page>/components-api/`: the same page, its tab strip on "Components API", the API inline. */
  async function emitComponentsTab(page: NavPage, language: string, url: string, body: PageBody, components: { name: string; pathname: string }[], outDir: string, result: PageResult) {
    const data = ctx.api!.data;
    let articleHtml = renderer.renderDocsTabs(language, [
      { href: url, label: 'tabDemos', current: false },
      { href: `${url}components-api/`, label: 'tabComponentsApi', current: true },
    ]);
    const toc: TocEntry[] = [];
    for (const c of components) {
      const api = data.components.find((x) => apiPathname(x.product, x.name) === c.pathname)!;
      const view = apiArticleView(api, { highlighter, demos: ctx.api!.demos, data });
      const id = c.pathname.split('/').pop()!;
      const heading = t(language, 'apiTitle', { name: c.name });
      articleHtml += `<h2 id="${id}"><a class="title-link-to-anchor" href="#${id}">${heading}</a></h2>` + renderer.renderApiArticle(view, language, `${id}-`);
      toc.push({ id, text: heading, children: [] });
    }
    return emit(page, language, `${url}components-api/`, { ...body, articleHtml, toc, searchable: false }, outDir, result);
  }
}
