// Shared browser helpers: the page's public config, analytics' gtag, and the random draws.
import type { ClientConfig } from '../templates/page-data.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    /** Tests inject the draws: called with what the draw is for ("ad-shape", "ga-split"…). */
    __DOCS_RANDOM__?: (purpose: string) => number;
  }
}

let config: ClientConfig | undefined;

/** The site's public settings, inlined into the page as JSON. */
export function clientConfig(): ClientConfig {
  config ??= JSON.parse(document.getElementById('docs-config')?.textContent ?? '{}') as ClientConfig;
  return config;
}

/** The site's languages, the default (unprefixed) first. */
function languages(): string[] {
  return clientConfig().languages ?? ['en'];
}

/** The language of this page, from the document's `lang` ("zh-CN" → "zh"). */
export function pageLanguage(): string {
  const lang = document.documentElement.lang.toLowerCase();
  return languages().find((l) => lang === l || lang.startsWith(`${l}-`)) ?? languages()[0]!;
}

/** A path without its language prefix: "/zh/x/a/" → "/x/a/" (the default language has none). */
export function withoutLanguagePrefix(pathname: string): string {
  const prefixed = languages().slice(1).find((l) => pathname.startsWith(`/${l}/`));
  return prefixed ? pathname.slice(prefixed.length + 1) : pathname;
}

/** A draw in [0, 1): Math.random, unless a test injected its own. */
export function random(purpose: string): number {
  return window.__DOCS_RANDOM__ ? window.__DOCS_RANDOM__(purpose) : Math.random();
}

/** Sends an analytics call through the page's gtag (queued until the library loads). */
export function gtag(...args: unknown[]): void {
  window.gtag?.(...args);
}

/** True for absolute http(s) URLs: the only links and images taken from third-party data. */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
