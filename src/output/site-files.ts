import type { SiteConfig } from '../config/schema.ts';
import path from 'node:path';
import type { ResolvedConfig } from '../config/load-config.ts';
import { writeFileSafe } from '../files.ts';
import { homeOf, type ResolvedNav } from '../nav/resolve-nav.ts';
import { hreflangOf, languagePrefix } from '../render/layout.ts';
import { urlFor } from '../render/nav-items.ts';
import { escapeHtml } from '../../templates/document.ts';

/** sitemap.xml for every page in every language, with hreflang alternates. */
export function createSitemap(site: SiteConfig, urls: { url: string; alternates: { hreflang: string; href: string }[] }[]): string {
  const entries = urls.map(
    (u) =>
      `<url><loc>${escapeHtml(site.siteUrl + u.url)}</loc>${u.alternates
        .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}"/>`)
        .join('')}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything crawlable, the sitemap announced. */
export function createRobots(site: SiteConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`;
}

/** Netlify-style redirects, for hosts that read them: `/` and group paths. */
export function createRedirects(entries: { from: string; to: string }[]): string {
  return `${entries.map((e) => `${e.from} ${e.to} 301`).join('\n')}\n`;
}

/** sitemap.xml, robots.txt and _redirects, from the pages written (drafts are not in the sitemap). */
export function writeSiteFiles(p: { config: ResolvedConfig; nav: ResolvedNav; pages: { pathname: string; draft: boolean; written: string[] }[]; dir: string }): void {
  const { config, nav, dir } = p;
  const { site } = config;
  // Drafts are not in the sitemap: they are not written yet.
  const written = new Set(p.pages.filter((r) => r.written.length > 0 && !r.draft).map((r) => r.pathname));
  const urls = site.languages.flatMap((language) =>
    nav.pages
      .filter((page) => written.has(page.pathname))
      .map((page) => ({
        url: urlFor(page.pathname, languagePrefix(language, site)),
        alternates: site.languages.map((l) => ({ hreflang: hreflangOf(l), href: `${site.siteUrl}${urlFor(page.pathname, languagePrefix(l, site))}` })),
      })),
  );
  writeFileSafe(path.join(dir, 'sitemap.xml'), createSitemap(site, urls));
  writeFileSafe(path.join(dir, 'robots.txt'), createRobots(site));
  const home = homeOf(nav, site.basePath);
  const redirects = home ? [{ from: '/', to: urlFor(home, '') }] : [];
  if (home && !nav.byPathname.has(site.basePath)) {
    for (const language of site.languages) redirects.push({ from: urlFor(site.basePath, languagePrefix(language, site)), to: urlFor(home, languagePrefix(language, site)) });
  }
  for (const node of nav.nodes) {
    if ((node.kind === 'group' || node.kind === 'subheader') && node.firstPage) redirects.push({ from: urlFor(node.pathname, ''), to: urlFor(node.firstPage, '') });
  }
  writeFileSafe(path.join(dir, '_redirects'), createRedirects(redirects));
}
