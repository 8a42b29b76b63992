import { COLOR_SCHEME_ATTRIBUTE, THEME_COLORS } from './constants.ts';
import { languageTag, ogLocaleOf } from './languages.ts';
import type { ClientConfig, PageData } from './page-data.ts';

/**
 * Defines `gtag` and `dataLayer` before anything else, so every event from then on is queued;
 * the analytics library itself loads later, and only with a measurement id.
 */
function analyticsBootstrap(measurementId: string | undefined): string {
  const config = measurementId ? `gtag('config',${JSON.stringify(measurementId)},{send_page_view:false});` : '';
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());${config}`;
}

/** JSON that is safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * The pre-paint script (client/prepaint.ts), bundled and minified by the build and inlined at the
 * top of every page: it applies the stored colour mode, direction and cookie preferences before
 * the first frame. The build defines it when it bundles the templates (bundle-templates.ts).
 */
declare const __DOCS_PREPAINT_SCRIPT__: string | undefined;
export const PREFERENCES_SCRIPT = typeof __DOCS_PREPAINT_SCRIPT__ === 'string' ? __DOCS_PREPAINT_SCRIPT__ : '';

/** The full HTML document around a rendered body. */
export function renderDocument(data: PageData, body: string, options: { siteName: string; basePath: string; bare?: boolean; swHost?: string; client?: ClientConfig }): string {
  const e = escapeHtml;
  const head = [
    '<meta charset="utf-8">',
    ...(options.client ? [`<script>${analyticsBootstrap(options.client.analytics.measurementId)}</script>`] : []),
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(data.documentTitle)}</title>`,
    `<meta name="description" content="${e(data.description)}">`,
    `<link rel="canonical" href="${e(data.canonical)}">`,
    // A draft is not written yet: search engines leave it out until it is.
    ...(data.draft ? ['<meta name="robots" content="noindex">'] : []),
    ...data.alternates.map((a) => `<link rel="alternate" hreflang="${e(a.hreflang)}" href="${e(a.href)}">`),
    // Tools that read pages find their Markdown.
    ...(data.markdownUrl ? [`<link rel="alternate" type="text/markdown" href="${e(data.markdownUrl)}">`] : []),
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${e(options.siteName)}">`,
    `<meta property="og:title" content="${e(data.documentTitle)}">`,
    `<meta property="og:description" content="${e(data.description)}">`,
    `<meta property="og:url" content="${e(data.canonical)}">`,
    `<meta property="og:locale" content="${ogLocaleOf(data.userLanguage)}">`,
    '<meta property="og:ttl" content="604800">',
    '<meta name="twitter:card" content="summary">',
    `<meta name="mui:productId" content="${e(data.productId)}">`,
    `<meta name="mui:productCategoryId" content="${e(data.productCategoryId)}">`,
    `<meta name="theme-color" content="${THEME_COLORS.light}" media="(prefers-color-scheme: light)">`,
    `<meta name="theme-color" content="${THEME_COLORS.dark}" media="(prefers-color-scheme: dark)">`,
    `<link rel="icon" href="${e(data.assets.favicon)}" type="image/svg+xml">`,
    `<script>${PREFERENCES_SCRIPT}</script>`,
  ];
  if (options.client) head.push(`<script id="docs-config" type="application/json">${scriptJson(options.client)}</script>`);
  if (!options.bare) {
    head.push(`<link rel="stylesheet" href="${e(data.assets.stylesheet)}">`);
    head.push(`<script type="module" src="${e(data.assets.script)}"></script>`);
    // Not `<link rel="modulepreload">` here: fetched with the stylesheet, the demo modules (some
    // 350 KB on the Data Grid overview) delayed the first paint from 2.1 to 8.5 s in Lighthouse's
    // mobile run. The page's script preloads them once it runs, after the stylesheet.
    if (data.preload?.length) head.push(`<meta name="docs-preload" content="${e(data.preload.join(' '))}">`);
    // Demo pages only, and never render-blocking: a print stylesheet applies nothing until it
    // has loaded, then switches to all media. Without the font, icon names show as text.
    const iconFont = data.demos ? options.client?.demos.iconFontUrl : undefined;
    if (iconFont) {
      head.push(`<link rel="stylesheet" href="${e(iconFont)}" media="print" onload="this.media='all'" data-icon-font>`);
      head.push(`<noscript><link rel="stylesheet" href="${e(iconFont)}"></noscript>`);
    }
  }
  return (
    `<!DOCTYPE html>\n<html lang="${languageTag(data.userLanguage)}" dir="ltr" ${COLOR_SCHEME_ATTRIBUTE}="light">` +
    `<head>${head.join('')}</head>` +
    `<body data-nav-fragments="${e(data.assets.navFragments)}" data-settings="${e(data.assets.settings)}" data-sw-host="${e(options.swHost ?? '')}" data-base-path="${e(options.basePath)}">${body}</body></html>\n`
  );
}

/** A page that forwards to another URL (the site root, group pathnames). */
export function renderRedirect(to: string, label: string): string {
  const e = escapeHtml;
  return (
    `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>${e(label)} ${e(to)}</title>` +
    // An empty icon: the browser does not ask the host for /favicon.ico on a page it leaves at once.
    `<meta name="robots" content="noindex"><link rel="canonical" href="${e(to)}"><link rel="icon" href="data:,">` +
    `<meta http-equiv="refresh" content="0; url=${e(to)}"></head>` +
    `<body><p>${e(label)} <a href="${e(to)}">${e(to)}</a></p></body></html>\n`
  );
}
