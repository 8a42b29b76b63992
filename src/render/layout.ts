import { languageTag } from '../../templates/languages.ts';
import type { SiteInfo } from '../../templates/page-data.ts';
import type { SiteConfig } from '../config/schema.ts';

/** Which layout a route gets: blog pages have their own, playground pages no theme. */
export function layoutOf(pathname: string, site: SiteConfig): 'docs' | 'blog' | 'playground' {
  const local = pathname.startsWith(`${site.basePath}/`) ? pathname.slice(site.basePath.length) : pathname;
  if (/^\/blog(\/|$)/.test(pathname) || /^\/blog(\/|$)/.test(local)) return 'blog';
  if (/^\/playground(\/|$)/.test(pathname) || /^\/playground(\/|$)/.test(local)) return 'playground';
  return 'docs';
}

/** URL prefix of a language: "" for the default language, "/zh" for Chinese. */
export function languagePrefix(language: string, site: SiteConfig): string {
  return language === site.languages[0] ? '' : `/${language}`;
}

/** hreflang value of a language. */
export function hreflangOf(language: string): string {
  return languageTag(language);
}

/** The site facts the templates' shared chrome needs. */
export function siteInfoOf(site: SiteConfig): SiteInfo {
  return {
    productName: site.productName,
    productionHost: site.productionHost,
    client: {
      ads: site.ads,
      analytics: {
        ...(site.analytics.measurementId ? { measurementId: site.analytics.measurementId } : {}),
        libraryUrl: site.analytics.libraryUrl,
        webVitalsSampleRate: site.analytics.webVitalsSampleRate,
      },
      feedback: { ...(site.feedback.endpoint ? { endpoint: site.feedback.endpoint } : {}), issueUrl: site.feedback.issueUrl },
      demos: { iconFontUrl: site.demos.iconFontUrl, stackblitzUrl: site.demos.stackblitzUrl, codesandboxUrl: site.demos.codesandboxUrl },
      version: site.version,
      languages: site.languages,
    },
    version: site.version,
    basePath: site.basePath,
    languages: site.languages,
    ...(site.repositoryUrl ? { repositoryUrl: site.repositoryUrl } : {}),
    products: site.products,
  };
}

/** The product name shown for a page's product key ("Data Grid"), or the site's name. */
export function productLabelOf(site: SiteConfig, productKey: string): string {
  return site.products[productKey]?.label ?? site.productName;
}
