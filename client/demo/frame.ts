// A demo shown in an iframe of its own (the demo line's `"iframe": true`): this module runs inside
// the frame document the build wrote for it, hydrates the demo there with the island runtime, and
// follows the page around it (colour scheme, direction, code style) for as long as it is shown.
// The demo's code runs in the frame's window, so media queries and breakpoints see the frame's width.
import type { ComponentType } from 'react';
import { frameHost, SYNCED_ATTRIBUTES, syncWithHost } from './frame-sync.ts';
import type { MountedDemo } from './island.tsx';

type Island = typeof import('./island.tsx');

/**
 * What a frame offers the page's live editor (client/demos.ts): edited code must run in the
 * frame's window, with its React and its packages, so the page asks the frame's runtime for the
 * editor and edits the demo mounted here. `onRemount` hears of a new mount (another direction).
 */
export interface FrameEditing {
  runtime: Promise<Island>;
  demo: () => Promise<MountedDemo>;
  onRemount?: (demo: MountedDemo) => void;
}

/** The error heading when the frame is opened on its own (in a page it takes the page's translated one). */
const ERROR_LABEL = 'This demo stopped with an error';

function startFrame(): void {
  const live = document.querySelector<HTMLElement>('.docs-demo-live');
  if (!live) return;
  const host = frameHost();
  // The page's live area, which holds the iframe: it learns when the demo has committed, like the
  // live area of a demo rendered in the page (the toolbar and the content gate wait on it).
  const hostLive = host?.frame.closest<HTMLElement>('.docs-demo-live') ?? undefined;
  const modules = JSON.parse(live.dataset.modules ?? '{}') as Record<string, string>;
  const runtime = import(/* island runtime */ live.dataset.runtime!) as Promise<Island>;
  let current: { variant: string; demo: Promise<MountedDemo> } | undefined;
  const editing: FrameEditing = { runtime, demo: () => current!.demo };
  (window as Window & { __docsFrame?: FrameEditing }).__docsFrame = editing;

  const mount = () => {
    const chosen = host?.root.getAttribute('data-code-styling') ?? '';
    const style = chosen in modules ? chosen : Object.keys(modules)[0]!;
    const direction = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
    const variant = `${style}:${direction}`;
    if (current?.variant === variant) return;
    const previous = current;
    const module = import(/* demo module */ modules[style]!) as Promise<{ default: ComponentType }>;
    module.catch(() => undefined); // reported by the island, inside the frame
    const demo = (async () => {
      if (previous) (await previous.demo).unmount();
      const island = await runtime;
      const made = await island.mountDemo(live, module, {
        // Hydrate only over markup of the same variant, only the first time, and only where the
        // build says hydrating helps.
        hydrate: !previous && live.dataset.rendered === style && live.dataset.hydrate !== 'false',
        errorLabel: hostLive?.dataset.errorLabel ?? ERROR_LABEL,
        direction,
        name: live.dataset.demo ?? '',
        onCommit: () => {
          if (!hostLive) return;
          hostLive.dataset.committed = 'true';
          hostLive.dataset.live = 'true';
        },
      });
      if (previous) editing.onRemount?.(made);
      return made;
    })();
    current = { variant, demo };
  };

  mount();
  if (!host) return;
  // The reader switches the scheme, the direction or the code style in the page's settings.
  const observer = new MutationObserver(() => {
    syncWithHost(host);
    mount();
  });
  observer.observe(host.root, { attributes: true, attributeFilter: [...SYNCED_ATTRIBUTES, 'style', 'data-code-styling'] });
  // A frame that reloads (the toolbar's reset) or goes away stops listening to the page.
  addEventListener('pagehide', () => observer.disconnect());
}

startFrame();
