// A demo frame follows the page around it: colour scheme, direction, language and the demo's
// background. Shared by the frame's pre-paint script (inlined in its <head>) and its module.
import { COLOR_SCHEME_ATTRIBUTE } from '../../templates/constants.ts';

/** Attributes of the page's <html> that a demo frame copies onto its own. */
export const SYNCED_ATTRIBUTES = ['dir', 'lang', COLOR_SCHEME_ATTRIBUTE, 'data-mode'] as const;

/** The page showing this frame: its <html> and the iframe element; undefined when the frame is opened on its own. */
export interface FrameHost {
  root: HTMLElement;
  frame: HTMLElement;
}

/**
 * The page around this document, when it is shown in an iframe of a page of the same origin
 * (reading another origin's document throws). Elements of the parent belong to another realm,
 * so they are told apart by what they hold, not with `instanceof`.
 */
export function frameHost(win: Window = window): FrameHost | undefined {
  try {
    const frame = win.frameElement as HTMLElement | null;
    if (!frame?.ownerDocument) return undefined;
    return { root: frame.ownerDocument.documentElement, frame };
  } catch {
    return undefined;
  }
}

/** Copies the page's scheme, direction and language, and the demo's background, onto this document. */
export function syncWithHost(host: FrameHost, root: HTMLElement = document.documentElement): void {
  for (const name of SYNCED_ATTRIBUTES) {
    const value = host.root.getAttribute(name);
    if (value === null) root.removeAttribute(name);
    else if (root.getAttribute(name) !== value) root.setAttribute(name, value);
  }
  // The scheme also decides the frame's canvas: the same as the page's keeps the frame transparent.
  root.style.colorScheme = host.root.style.colorScheme;
  const bg = host.frame.closest<HTMLElement>('.docs-demo-frame')?.dataset.bg;
  if (bg) root.dataset.bg = bg;
}
