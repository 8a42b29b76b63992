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
import type { PageLink } from '../markdown/page-facts.ts';
import { productIdOf, type NavPage, type ResolvedNav } from '../nav/resolve-nav.ts';
import { navItemsForPage, urlFor } from '../render/nav-items.ts';
import { hreflangOf, languagePrefix, layoutOf, siteInfoOf } from '../render/layout.ts';

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
}

/** What the main thread needs about a page to check links and report, without its HTML. */
export interface PageMeta {
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

/** Cache key of a page's HTML in one language. */
export function pageKeyOf(ctx: Pick<PageTaskContext, 'renderKeyBase'>, compileKey: string, language: string): string {
  return hashOf(ctx.renderKeyBase, compileKey, language);
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
      }
      visit(child);
    }
  };
  visit(tree);
}

/** Creates the function that compiles one page and renders it in every language. */
export async function createPageProcessor(ctx: PageTaskContext) {
  const { site, nav } = ctx;
  const entry = await importServerEntry(ctx.serverEntry);
  const renderer = entry.createRenderer(siteInfoOf(site));
  const routeByFile = new Map(nav.pages.map((p) => [p.file, urlFor(p.pathname, '')]));
  const compile = await createMarkdownCompiler({ routeOfFile: (f) => routeByFile.get(f) });
  const cache = createBuildCache(ctx.cache);

  /** Compiles and renders one page into `outDir` (default: the context's). */
  return async function processPage(page: NavPage, outDir: string = ctx.outDir): Promise<PageResult> {
    const source = await fs.promises.readFile(page.file, 'utf8');
    const compileKey = compileKeyOf(ctx, page.file, source);
    const cached = cache.read('compile', compileKey, 'json');
    const compiled = cached ? (JSON.parse(cached) as CompiledMarkdown) : compile(source, page.file);
    if (!cached && !compiled.diagnostics.some((d) => d.severity === 'error')) {
      const meta: PageMeta = { anchors: compiled.anchors, links: compiled.links, draft: compiled.draft, title: compiled.title, diagnostics: compiled.diagnostics };
      // Positions serve diagnostics, which are already made; without them an entry is a third of the size.
      cache.write('compile', compileKey, 'json', JSON.stringify(compiled, (key, value: unknown) => (key === 'position' ? undefined : value)));
      cache.write('meta', compileKey, 'json', JSON.stringify(meta));
    }
    const result: PageResult = {
      pathname: page.pathname,
      file: page.file,
      anchors: compiled.anchors,
      links: compiled.links,
      draft: compiled.draft,
      title: compiled.title,
      written: [],
      diagnostics: compiled.diagnostics,
    };
    if (compiled.diagnostics.some((d) => d.severity === 'error')) return result;

    const { productId, productCategoryId } = productIdOf(page.pathname);
    const productKey = compiled.frontMatter.productId ?? productId;
    const relFile = path.relative(ctx.contentDir, page.file).split(path.sep).join('/');
    for (const language of site.languages) {
      const prefix = languagePrefix(language, site);
      const tree = prefixInternalLinks(compiled.hast, prefix, site.basePath);
      localiseLabels(tree, (key) => entry.translate(language, key as Parameters<typeof entry.translate>[1]));
      const navTitle = (node: typeof page.node | undefined) => node?.titles[language] ?? node?.titles.en ?? '';
      const url = urlFor(page.pathname, prefix);
      const pageTitle = language === 'en' ? compiled.title : navTitle(page.node);
      const data: PageData = {
        userLanguage: language,
        pathname: page.pathname,
        url,
        layout: layoutOf(page.pathname, site),
        title: compiled.h1 ?? compiled.title,
        documentTitle: `${pageTitle} - ${site.productName}`,
        description: compiled.description,
        canonical: `${site.siteUrl}${url}`,
        alternates: [
          ...site.languages.map((l) => ({ hreflang: hreflangOf(l), href: `${site.siteUrl}${urlFor(page.pathname, languagePrefix(l, site))}` })),
          { hreflang: 'x-default', href: `${site.siteUrl}${urlFor(page.pathname, '')}` },
        ],
        productId,
        productCategoryId,
        productKey,
        articleHtml: stringifyHast(tree),
        toc: compiled.toc,
        nav: navItemsForPage(nav, page.node.id, language, prefix),
        draft: compiled.draft,
        untranslated: language !== 'en',
        disableToc: compiled.frontMatter.disableToc === true,
        assets: ctx.assets[language]!,
      };
      if (page.plan) data.plan = page.plan;
      if (page.prev) data.prev = { href: urlFor(page.prev.pathname, prefix), title: navTitle(page.prev) };
      if (page.next) data.next = { href: urlFor(page.next.pathname, prefix), title: navTitle(page.next) };
      if (site.editUrl) data.editUrl = site.editUrl.replace('{path}', relFile);
      let html: string;
      try {
        html = renderer.renderPage(data);
      } catch (error) {
        result.diagnostics.push(
          diagnostic('PageRenderFailed', { route: url, reason: (error as Error).message }, {
            location: { file: page.file },
            notes: [String((error as Error).stack ?? error)],
          }),
        );
        return result;
      }
      const target = path.join(outDir, url, 'index.html');
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.writeFile(target, html);
      cache.write('page', pageKeyOf(ctx, compileKey, language), 'html', html);
      result.written.push(language);
    }
    return result;
  };
}
