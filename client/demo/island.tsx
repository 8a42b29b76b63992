// A live demo in the browser: loaded when it comes near the viewport (client/demos.ts), then
// hydrated over its server-rendered HTML, or rendered when the server could not render it.
import createCache, { type EmotionCache } from '@emotion/cache';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { ComponentType } from 'react';
import { DemoErrorBoundary } from './error-boundary.tsx';
import { DEMO_CACHE_KEY, DemoProviders } from './providers.tsx';

let cache: EmotionCache | undefined;

export interface MountedDemo {
  /** Remounts the demo: its state starts over. */
  reset(): void;
  /** Removes the demo (before another style variant takes its place). */
  unmount(): void;
}

/** Mounts a demo whose module is loading (fetched alongside this runtime, not after it). */
export async function mountDemo(container: HTMLElement, module: Promise<{ default: ComponentType }>, options: { hydrate: boolean; errorLabel: string }): Promise<MountedDemo> {
  // Created once, when the first demo mounts: it adopts every server-rendered demo style tag.
  cache ??= createCache({ key: DEMO_CACHE_KEY });
  let Demo: ComponentType;
  try {
    Demo = (await module).default;
  } catch (error) {
    container.innerHTML = '';
    const root = createRoot(container);
    const Failed = () => {
      throw error;
    };
    root.render(
      <DemoErrorBoundary label={options.errorLabel}>
        <Failed />
      </DemoErrorBoundary>,
    );
    return { reset() {}, unmount: () => root.unmount() };
  }
  let generation = 0;
  const tree = () => (
    <DemoProviders cache={cache!}>
      <DemoErrorBoundary key={generation} label={options.errorLabel}>
        <Demo />
      </DemoErrorBoundary>
    </DemoProviders>
  );
  let root: Root;
  if (options.hydrate) {
    // A mismatch (a demo reading the clock, say) is recovered by React re-rendering on the client.
    root = hydrateRoot(container, tree(), { onRecoverableError: () => undefined });
  } else {
    container.innerHTML = '';
    root = createRoot(container);
    root.render(tree());
  }
  container.dataset.live = 'true';
  return {
    reset() {
      generation++;
      root.render(tree());
    },
    unmount: () => root.unmount(),
  };
}
