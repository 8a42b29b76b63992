// Server rendering of one demo (bundled with the demos for Node by bundle-demos.ts).
import createCache from '@emotion/cache';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { DEMO_CACHE_KEY, DemoTree, demoIdPrefix } from '../../templates/demo-providers.tsx';

/**
 * Renders a demo to HTML plus the Emotion rules its markup needs, by name (a page writes them as
 * `<style data-emotion="demo …">` tags: demo-style.ts); the browser's Emotion cache adopts those
 * tags when the demos hydrate, so no style is inserted twice. Console output during the render
 * (the packages' licence notices) is collected, not printed.
 */
export function renderDemo(Demo: ComponentType, demoId: string): { html: string; styles: [name: string, css: string][]; messages: string[] } {
  const cache = createCache({ key: DEMO_CACHE_KEY });
  cache.compat = true; // keep rules in cache.inserted instead of inlining <style> tags
  const messages: string[] = [];
  const original = { error: console.error, warn: console.warn, log: console.log };
  const collect = (...args: unknown[]) => void messages.push(args.map(String).join(' '));
  console.error = console.warn = console.log = collect;
  let html: string;
  try {
    // The browser hydrates the same shape (client/demo/island.tsx), so useId agrees.
    html = renderToString(<DemoTree cache={cache} demo={<Demo />} after={null} />, { identifierPrefix: demoIdPrefix(demoId) });
  } finally {
    Object.assign(console, original);
  }
  const styles: [string, string][] = [];
  for (const [name, rules] of Object.entries(cache.inserted)) if (typeof rules === 'string') styles.push([name, rules]);
  return { html, styles, messages };
}
