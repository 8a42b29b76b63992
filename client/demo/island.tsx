// A live demo in the browser: loaded when it comes near the viewport (client/demos.ts), then
// hydrated over its server-rendered HTML, or rendered when the server could not render it.
import createCache, { type EmotionCache } from '@emotion/cache';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { startTransition, useEffect, type ComponentType } from 'react';
import { DemoErrorBoundary } from './error-boundary.tsx';
import { DEMO_CACHE_KEY, DemoTree, demoIdPrefix } from '../../templates/demo-providers.tsx';

const caches: { ltr?: EmotionCache; rtl?: Promise<EmotionCache> } = {};

/**
 * The Emotion cache of a direction. Left to right it adopts the server-rendered style tags; right
 * to left its rules go through stylis-plugin-rtl (loaded only then) under a key of its own.
 */
function cacheFor(direction: 'ltr' | 'rtl'): Promise<EmotionCache> {
  if (direction === 'ltr') return Promise.resolve((caches.ltr ??= createCache({ key: DEMO_CACHE_KEY })));
  caches.rtl ??= Promise.all([import('stylis'), import('stylis-plugin-rtl')]).then(([stylis, rtl]) => {
    // Imported as a module object; the plugin is its default export.
    const plugin = ((rtl as unknown as { default?: unknown }).default ?? rtl) as (typeof stylis)['prefixer'];
    return createCache({ key: `${DEMO_CACHE_KEY}-rtl`, stylisPlugins: [stylis.prefixer, plugin] });
  });
  return caches.rtl;
}

/** Reports a demo whose server markup did not match its first browser render. */
function reportHydrationMismatch(name: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.warn(`docs-build: the demo ${name} did not hydrate cleanly (React rendered it again in the browser): ${message.split('\n')[0]}`);
  const gtag = (window as { gtag?: (...args: unknown[]) => void }).gtag;
  gtag?.('event', 'demo', { eventAction: 'hydration-mismatch', eventLabel: name });
}

/** Marks the container once React has committed the demo (after hydration, or a client render). */
function Committed({ container, onCommit }: { container: HTMLElement; onCommit?: (() => void) | undefined }) {
  useEffect(() => {
    container.dataset.committed = 'true';
    onCommit?.();
  }, [container, onCommit]);
  return null;
}

export interface MountedDemo {
  /** Remounts the demo: its state starts over. */
  reset(): void;
  /** Removes the demo (before another style variant takes its place). */
  unmount(): void;
}

/** Mounts a demo whose module is loading (fetched alongside this runtime, not after it). */
export async function mountDemo(
  container: HTMLElement,
  module: Promise<{ default: ComponentType }>,
  options: { hydrate: boolean; errorLabel: string; direction: 'ltr' | 'rtl'; name: string; onCommit?: () => void },
): Promise<MountedDemo> {
  const cache = await cacheFor(options.direction);
  let Demo: ComponentType;
  try {
    Demo = (await module).default;
  } catch (error) {
    container.innerHTML = '';
    const root = createRoot(container, { identifierPrefix: demoIdPrefix(options.name) });
    const Failed = () => {
      throw error;
    };
    root.render(
      <>
        <DemoErrorBoundary label={options.errorLabel}>
          <Failed />
        </DemoErrorBoundary>
        <Committed container={container} onCommit={options.onCommit} />
      </>,
    );
    return { reset() {}, unmount: () => root.unmount() };
  }
  let generation = 0;
  // The shape the server rendered (src/demos/server-render.tsx): the same useIds.
  const tree = () => (
    <DemoTree
      cache={cache}
      direction={options.direction}
      demo={
        <DemoErrorBoundary key={generation} label={options.errorLabel}>
          <Demo />
        </DemoErrorBoundary>
      }
      after={<Committed container={container} onCommit={options.onCommit} />}
    />
  );
  let root!: Root;
  // The first render is a transition: React works on it in slices of a few milliseconds and
  // yields between them, so a large demo's first render is not one long task that blocks input
  // (a click on a hydrating demo meanwhile makes React finish hydrating it first, then handles it).
  startTransition(() => {
    // Server markup is left to right: right to left, the demo renders afresh (as do demos the
    // build marks as not worth hydrating, see client/demos.ts).
    if (options.hydrate && options.direction === 'ltr') {
      // A mismatch (a demo reading the clock, say) is recovered by React re-rendering on the client,
      // and reported: the content gates fail on it, and analytics counts it on the live site.
      root = hydrateRoot(container, tree(), { identifierPrefix: demoIdPrefix(options.name), onRecoverableError: (error) => reportHydrationMismatch(options.name, error) });
    } else {
      // Whatever the container holds (server markup, a loading note) stays until React commits
      // the demo and empties the container: no blank frame or layout shift meanwhile.
      root = createRoot(container, { identifierPrefix: demoIdPrefix(options.name) });
      root.render(tree());
    }
  });
  container.dataset.live = 'true';
  return {
    reset() {
      generation++;
      root.render(tree());
    },
    unmount: () => root.unmount(),
  };
}
