import type { SiteConfig } from '../../config/schema.ts';
import { diagnostic } from '../../diagnostics/codes.ts';
import { markdownPathOf } from '../../export/types.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { productIdOf, type NavPage, type ResolvedNav } from '../../nav/resolve-nav.ts';
import { hreflangOf, languagePrefix, layoutOf, productLabelOf } from '../../render/layout.ts';
import { navItemsForPage, urlFor } from '../../render/nav-items.ts';
import type { Renderer } from '../../render/renderer.ts';
import type { PageAssets, PageData } from '../../../templates/page-data.ts';
import type { PageBody } from './types.ts';

/**
 * Whether a page shows ads (the page slot and the demo slots): never on Pro and Premium pages,
 * the configured ad-free routes, pages whose front matter opts out, or outside the docs layout.
 */
export function showsAds(site: SiteConfig, page: Pick<NavPage, 'pathname' | 'plan'>, optedOut: boolean): boolean {
  return !optedOut && site.ads.enabled && !page.plan && layoutOf(page.pathname, site) === 'docs' && !site.adFreeRoutes.includes(page.pathname);
}

/** The template's data for one language of a page: the body, with the layout's parts around it. */
export function pageDataOf(p: { site: SiteConfig; nav: ResolvedNav; assets: Record<string, PageAssets>; page: NavPage; language: string; url: string; body: PageBody }): PageData {
  const { site, page, language, url, body } = p;
  const prefix = languagePrefix(language, site);
  const navTitle = (node: typeof page.node | undefined) => node?.titles[language] ?? node?.titles.en ?? '';
  const { productId, productCategoryId } = productIdOf(page.pathname, site.basePath);
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
    nav: navItemsForPage(p.nav, page.node.id, { language, prefix }),
    draft: body.draft,
    untranslated: body.untranslated,
    disableToc: body.disableToc,
    assets: p.assets[language]!,
  };
  if (page.plan) data.plan = page.plan;
  // A page whose body is in another language shows (and is found by) its title in this one.
  if (body.untranslated && page.node.titles[language]) data.localTitle = page.node.titles[language];
  if (page.prev) data.prev = { href: urlFor(page.prev.pathname, prefix), title: navTitle(page.prev) };
  if (page.next) data.next = { href: urlFor(page.next.pathname, prefix), title: navTitle(page.next) };
  if (body.editUrl) data.editUrl = body.editUrl;
  // Every page but a draft has its Markdown (src/export/), in the default language only.
  if (!body.draft && data.layout !== 'playground') data.markdownUrl = markdownPathOf(page.pathname);
  // Drafts stay out of the search index.
  if (body.searchable === false || body.draft) data.searchable = false;
  if (body.hasDemos) data.demos = true;
  if (body.preload?.length) data.preload = body.preload;
  if (body.adAllowed && showsAds(site, page, false)) data.ad = true;
  return data;
}

/** Renders a page's HTML, or the diagnostic that says why it could not be rendered. */
export function renderHtml(renderer: Renderer, data: PageData, file: string): { html: string } | { problem: Diagnostic } {
  try {
    return { html: renderer.renderPage(data) };
  } catch (error) {
    const e = error as Error;
    return { problem: diagnostic('PageRenderFailed', { route: data.url, reason: e.message }, { location: { file }, notes: [String(e.stack ?? e)] }) };
  }
}
