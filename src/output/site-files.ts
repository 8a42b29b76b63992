import type { SiteConfig } from '../config/schema.ts';
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
