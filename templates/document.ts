import { COLOR_SCHEME_ATTRIBUTE, MODE_STORAGE_KEY } from './constants.ts';
import type { PageData } from './page-data.ts';

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * Runs before first paint: applies the stored colour mode (or the system's) so a dark-mode reader
 * never sees a light frame. Kept tiny and dependency-free; it is inlined into every page.
 */
export const COLOR_MODE_SCRIPT = `(function(){try{var d=document.documentElement,m=localStorage.getItem('${MODE_STORAGE_KEY}');if(m!=='light'&&m!=='dark')m='system';var s=m==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):m;d.setAttribute('${COLOR_SCHEME_ATTRIBUTE}',s);d.style.colorScheme=s}catch(e){}})();`;

const THEME_COLORS = { light: '#ffffff', dark: '#101418' };

/** The full HTML document around a rendered body. */
export function renderDocument(data: PageData, body: string, options: { siteName: string; bare?: boolean }): string {
  const e = escapeHtml;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(data.documentTitle)}</title>`,
    `<meta name="description" content="${e(data.description)}">`,
    `<link rel="canonical" href="${e(data.canonical)}">`,
    ...data.alternates.map((a) => `<link rel="alternate" hreflang="${e(a.hreflang)}" href="${e(a.href)}">`),
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${e(options.siteName)}">`,
    `<meta property="og:title" content="${e(data.documentTitle)}">`,
    `<meta property="og:description" content="${e(data.description)}">`,
    `<meta property="og:url" content="${e(data.canonical)}">`,
    `<meta property="og:locale" content="${data.userLanguage === 'zh' ? 'zh_CN' : 'en_US'}">`,
    '<meta property="og:ttl" content="604800">',
    '<meta name="twitter:card" content="summary">',
    `<meta name="mui:productId" content="${e(data.productId)}">`,
    `<meta name="mui:productCategoryId" content="${e(data.productCategoryId)}">`,
    `<meta name="theme-color" content="${THEME_COLORS.light}" media="(prefers-color-scheme: light)">`,
    `<meta name="theme-color" content="${THEME_COLORS.dark}" media="(prefers-color-scheme: dark)">`,
    `<link rel="icon" href="${e(data.assets.favicon)}" type="image/svg+xml">`,
    `<script>${COLOR_MODE_SCRIPT}</script>`,
  ];
  if (!options.bare) {
    head.push(`<link rel="stylesheet" href="${e(data.assets.stylesheet)}">`);
    head.push(`<script type="module" src="${e(data.assets.script)}"></script>`);
  }
  return (
    `<!DOCTYPE html>\n<html lang="${data.userLanguage === 'zh' ? 'zh-CN' : 'en'}" dir="ltr" ${COLOR_SCHEME_ATTRIBUTE}="light">` +
    `<head>${head.join('')}</head>` +
    `<body data-nav-fragments="${e(data.assets.navFragments)}">${body}</body></html>\n`
  );
}

/** A page that forwards to another URL (the site root, group pathnames). */
export function renderRedirect(to: string, label: string): string {
  const e = escapeHtml;
  return (
    `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>${e(label)} ${e(to)}</title>` +
    `<meta name="robots" content="noindex"><link rel="canonical" href="${e(to)}">` +
    `<meta http-equiv="refresh" content="0; url=${e(to)}"></head>` +
    `<body><p>${e(label)} <a href="${e(to)}">${e(to)}</a></p></body></html>\n`
  );
}
