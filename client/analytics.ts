// Analytics: page_view, user properties, data-ga-* clicks, the library after the page is
// interactive (only with a measurement id), and web vitals for a sample of visits.
import { clientConfig, gtag, pageLanguage, random, withoutLanguagePrefix } from './runtime.ts';

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? 'null';
const darkQuery = matchMedia('(prefers-color-scheme: dark)');

/** The page's path without language prefix or hash. */
export function pageLocation(): string {
  return `${location.origin}${withoutLanguagePrefix(location.pathname)}${location.search}`;
}

function userProperties() {
  const root = document.documentElement;
  return {
    codeVariant: root.getAttribute('data-code-variant') ?? 'JS',
    userLanguage: pageLanguage(),
    devicePixelRatio: Math.round(window.devicePixelRatio * 10) / 10,
    colorSchemeOS: darkQuery.matches ? 'dark' : 'light',
    colorScheme: root.getAttribute('data-mode') ?? 'system',
    codeStylingVariant: root.getAttribute('data-code-styling') ?? 'system',
  };
}

function trackResolution(send: () => void): void {
  const query = matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
  query.addEventListener('change', () => {
    send();
    trackResolution(send);
  }, { once: true });
}

/** Starts analytics for this page. */
export function setupAnalytics(): void {
  const { analytics } = clientConfig();
  setTimeout(() => {
    gtag('event', 'page_view', {
      page_title: document.title,
      page_location: pageLocation(),
      productId: meta('mui:productId'),
      productCategoryId: meta('mui:productCategoryId'),
    });
  }, 0);

  const send = () => gtag('set', 'user_properties', userProperties());
  send();
  document.addEventListener('docs:preference', send);
  darkQuery.addEventListener('change', send);
  trackResolution(send);

  document.addEventListener('click', (event) => {
    const element = (event.target as Element | null)?.closest<HTMLElement>('[data-ga-event-category]');
    if (!element) return;
    const split = element.dataset.gaEventSplit;
    if (split !== undefined && Number(split) < random('ga-split')) return;
    gtag('event', element.dataset.gaEventCategory, { eventAction: element.dataset.gaEventAction, eventLabel: element.dataset.gaEventLabel });
  });

  const afterInteractive = (fn: () => void) => {
    const run = () => ('requestIdleCallback' in window ? requestIdleCallback(fn) : setTimeout(fn, 1));
    if (document.readyState === 'complete') run();
    else window.addEventListener('load', run, { once: true });
  };
  afterInteractive(() => {
    // Whether the library loads, for tests: "loading", or "off" without a measurement id.
    document.documentElement.dataset.analyticsLibrary = analytics?.measurementId ? 'loading' : 'off';
    if (!analytics?.measurementId) return;
    const script = document.createElement('script');
    script.async = true;
    script.src = `${analytics.libraryUrl}?id=${encodeURIComponent(analytics.measurementId)}`;
    document.head.append(script);
  });
  if (analytics && random('web-vitals') < analytics.webVitalsSampleRate) {
    void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const report = (metric: { name: string; delta: number; value: number; id: string }) =>
        gtag('event', metric.name, { value: Math.round(metric.name === 'CLS' ? metric.delta * 1000 : metric.delta), metric_label: 'Web Vitals', metric_value: metric.value, metric_delta: metric.delta, metric_id: metric.id });
      for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(report);
    });
  }
}
