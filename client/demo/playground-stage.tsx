import { createElement, useEffect, useRef, useState, type ComponentType } from 'react';
import { DemoErrorBoundary } from './error-boundary.tsx';
import { mergeProps, PLAYGROUND_PROPS_EVENT, PLAYGROUND_READY_EVENT, PLAYGROUND_RESET_EVENT, type PlaygroundRoot } from '../../templates/playground.ts';

/**
 * The component of a props playground's demo module: the component with its sample's props, under
 * the props the knobs set. The knob panel (client/playground.ts) is plain HTML beside the demo: it
 * sends the props as a `docs:playground-props` event to the playground's root (`[data-playground]`),
 * and keeps the latest on the root, which a stage that mounts later (or again, after an edit of
 * the direction) reads first. The server renders the props the line starts with.
 */
export function playgroundStage(Component: ComponentType<Record<string, unknown>>, sample: Record<string, unknown>, initial: Record<string, unknown>): ComponentType {
  return function Playground() {
    const [props, setProps] = useState(initial);
    // Reset mounts the component afresh.
    const [generation, setGeneration] = useState(0);
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const root = ref.current?.closest<PlaygroundRoot>('[data-playground]');
      if (!root) return undefined;
      const listener = (event: Event) => setProps((event as CustomEvent<Record<string, unknown>>).detail);
      const reset = () => setGeneration((g) => g + 1);
      root.addEventListener(PLAYGROUND_PROPS_EVENT, listener);
      root.addEventListener(PLAYGROUND_RESET_EVENT, reset);
      if (root.playgroundProps) setProps(root.playgroundProps);
      root.dispatchEvent(new CustomEvent(PLAYGROUND_READY_EVENT));
      return () => {
        root.removeEventListener(PLAYGROUND_PROPS_EVENT, listener);
        root.removeEventListener(PLAYGROUND_RESET_EVENT, reset);
      };
    }, []);
    // Props that make the component throw show its error in the stage; the next change of the knobs tries again.
    const label = ref.current?.closest<HTMLElement>('[data-error-label]')?.dataset.errorLabel ?? 'Error';
    return createElement('div', { ref, className: 'docs-playground-stage' }, createElement(DemoErrorBoundary, { key: generation, label, resetKey: props, children: createElement(Component, mergeProps(sample, props)) }));
  };
}
