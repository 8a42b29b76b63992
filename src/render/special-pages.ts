import path from 'node:path';
import type { ResolvedConfig } from '../config/load-config.ts';
import { writeFileSafe as writeFile } from '../files.ts';
import { homeOf, type ResolvedNav } from '../nav/resolve-nav.ts';
import type { PageAssets } from '../../templates/page-data.ts';
import { hreflangOf, languagePrefix } from './layout.ts';
import { navItemsForPage, urlFor } from './nav-items.ts';
import type { Renderer, ServerEntry } from './renderer.ts';

interface SpecialPage {
  slug: string;
  /** Output file under the base path. */
  file: string;
  title: string;
  description: string;
  articleHtml: string;
  /** Has language alternates (the 404 page has none). */
  indexable: boolean;
}

interface Site {
  config: ResolvedConfig;
  nav: ResolvedNav;
  renderer: Renderer;
  assets: Record<string, PageAssets>;
  dir: string;
}

/**
 * The pages that are not in the navigation: each language's 404 and versions pages, and the
 * redirect pages of group paths, the site root and the base path's root. Returns the files written.
 */
export function writeSpecialPages(p: { config: ResolvedConfig; nav: ResolvedNav; entry: ServerEntry; renderer: Renderer; assets: Record<string, PageAssets>; dir: string }): string[] {
  const { config, nav, entry, renderer, dir } = p;
  const { site } = config;
  const target: Site = { config, nav, renderer, assets: p.assets, dir };
  const written: string[] = [];
  const writeFileSafe = (file: string, text: string) => {
    writeFile(file, text);
    written.push(file);
  };
  for (const language of site.languages) {
    const prefix = languagePrefix(language, site);
    const notFoundBody = entry.translate(language, 'notFoundBody');
    writeSpecialPage(target, language, writeFileSafe, {
      slug: '404',
      file: '404.html',
      title: entry.translate(language, 'notFoundTitle'),
      description: notFoundBody,
      articleHtml: `<p class="description">${notFoundBody}</p><p><a href="${urlFor(`${site.basePath}/introduction`, prefix)}">${entry.translate(language, 'notFoundHome')}</a></p>`,
      indexable: false,
    });
    writeSpecialPage(target, language, writeFileSafe, {
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
  const home = homeOf(nav, site.basePath);
  if (!home) return written;
  writeFileSafe(path.join(dir, 'index.html'), renderer.renderRedirect(urlFor(home, ''), 'en'));
  // The base path's root of each language (/x/, /zh/x/) forwards to its first page too.
  if (nav.byPathname.has(site.basePath)) return written;
  for (const language of site.languages) {
    const prefix = languagePrefix(language, site);
    writeFileSafe(path.join(dir, urlFor(site.basePath, prefix), 'index.html'), renderer.renderRedirect(urlFor(home, prefix), language));
  }
  return written;
}

function writeSpecialPage(target: Site, language: string, writeFileSafe: (file: string, text: string) => void, page: SpecialPage): void {
  const { site } = target.config;
  const prefix = languagePrefix(language, site);
  const url = `${prefix}${site.basePath}/${page.file}`;
  const html = target.renderer.renderPage({
    userLanguage: language,
    pathname: `${site.basePath}/${page.slug}`,
    url,
    layout: 'docs',
    title: page.title,
    documentTitle: `${page.title} - ${site.productName}`,
    description: page.description,
    canonical: `${site.siteUrl}${url.replace(/index\.html$/, '')}`,
    alternates: page.indexable ? site.languages.map((l) => ({ hreflang: hreflangOf(l), href: `${site.siteUrl}${languagePrefix(l, site)}${site.basePath}/${page.slug}/` })) : [],
    productId: 'null',
    productCategoryId: 'x',
    productKey: 'default',
    productLabel: site.productName,
    articleHtml: page.articleHtml,
    toc: [],
    nav: navItemsForPage(target.nav, undefined, { language, prefix }),
    draft: false,
    untranslated: false,
    disableToc: true,
    assets: target.assets[language]!,
  });
  writeFileSafe(path.join(target.dir, url), html);
}
