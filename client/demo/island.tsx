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

/** An error of the reader's edited code (client/demo/edit-code.ts runs it under `docs-edit:///` names): shown under the demo, not logged. */
const fromEditedCode = (error: unknown) => error instanceof Error && (error.name === 'EditError' || (error.stack ?? '').includes('docs-edit:///'));

/** React's report of an error a boundary caught: the console, but for edited code's. */
const onCaughtError = (error: unknown) => {
  if (!fromEditedCode(error)) console.error(error);
};

/** Marks the container once React has committed the demo (after hydration, or a client render). */
function Committed({ container, onCommit }: { container: HTMLElement; onCommit?: (() => void) | undefined }) {
  useEffect(() => {
    container.dataset.committed = 'true';
    onCommit?.();
  }, [container, onCommit]);
  return null;
}

export interface MountedDemo {
  /** Remounts the demo: its state starts over (its own code, when it was showing edited code). */
  reset(): void;
  /** Removes the demo (before another style variant takes its place). */
  unmount(): void;
  /**
   * Shows a component made from the reader's edited code in the demo's place, in the same
   * providers (theme, direction, scheme). `onError` hears of an error it throws while rendering:
   * the last component that rendered without one stays on screen then.
   */
  show(component: ComponentType, on: { error: (error: Error) => void; rendered: () => void }): void;
}

/** Runs `onDone` once React has committed a render of the given generation. */
function Rendered({ generation, onDone }: { generation: number; onDone: (generation: number) => void }) {
  useEffect(() => onDone(generation), [generation, onDone]);
  return null;
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
    return { reset() {}, unmount: () => root.unmount(), show() {} };
  }
  let generation = 0;
  // Edited code (client/demo/editor.tsx): the component shown, the last one that rendered without
  // an error, and whether the render of the current generation threw.
  let edited: { Shown: ComponentType; Good: ComponentType; on: { error: (error: Error) => void; rendered: () => void }; failed: boolean } | undefined;
  const rendered = (at: number) => {
    if (!edited || at !== generation || edited.failed) return;
    edited.Good = edited.Shown;
    edited.on.rendered();
  };
  const shown = () => {
    if (!edited) return <Demo />;
    const { Shown, Good } = edited;
    const fallback = Good === Shown ? undefined : (
      <DemoErrorBoundary label={options.errorLabel}>
        <Good />
      </DemoErrorBoundary>
    );
    const onError = (error: Error) => {
      if (!edited) return;
      edited.failed = true;
      edited.on.error(error);
    };
    return (
      <DemoErrorBoundary label={options.errorLabel} onError={onError} {...(fallback ? { fallback } : {})}>
        <Shown />
      </DemoErrorBoundary>
    );
  };
  // The shape the server rendered (src/demos/server-render.tsx): the same useIds.
  const tree = () => (
    <DemoTree
      cache={cache}
      direction={options.direction}
      demo={
        <DemoErrorBoundary key={generation} label={options.errorLabel}>
          {shown()}
        </DemoErrorBoundary>
      }
      after={
        <>
          <Committed container={container} onCommit={options.onCommit} />
          <Rendered generation={generation} onDone={rendered} />
        </>
      }
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
      root = hydrateRoot(container, tree(), { identifierPrefix: demoIdPrefix(options.name), onCaughtError, onRecoverableError: (error) => reportHydrationMismatch(options.name, error) });
    } else {
      // Whatever the container holds (server markup, a loading note) stays until React commits
      // the demo and empties the container: no blank frame or layout shift meanwhile.
      root = createRoot(container, { identifierPrefix: demoIdPrefix(options.name), onCaughtError });
      root.render(tree());
    }
  });
  container.dataset.live = 'true';
  return {
    reset() {
      edited = undefined;
      generation++;
      root.render(tree());
    },
    unmount: () => root.unmount(),
    show(component, on) {
      edited = { Shown: component, Good: edited?.Good ?? Demo, on, failed: false };
      generation++;
      root.render(tree());
    },
  };
}

/** The live editor (client/demo/editor.tsx), loaded the first time a reader edits a demo's code. */
export const loadEditor = () => import('./editor.tsx');
