// The reader's first sign of engaging with the page: the pointer moving or pressing, a touch, a
// key, the focus moving (a screen reader moves it without key events the page sees), the wheel,
// or the page scrolling. Work the reader does not need in order to read the page
// waits for it (demos whose server markup already shows them, and their code): see client/demos.ts.

/** Listened for on the window in the capture phase: wherever in the page they happen. */
const SIGNS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

let engaged = false;
const waiting: Array<() => void> = [];

function engage(): void {
  if (engaged) return;
  engaged = true;
  for (const sign of SIGNS) window.removeEventListener(sign, engage, true);
  window.removeEventListener('scroll', engage);
  for (const run of waiting.splice(0)) run();
}

// Listened for from the moment this module runs (with the page's main script), passively: nothing
// waits on them. A scroll counts when the page itself scrolls (its scroll events reach the window;
// an element's do not): the navigation drawer scrolling its current entry into view as the page
// loads is not the reader, while a link to an anchor, or the position restored on going back, is
// where the reader is going.
for (const sign of SIGNS) window.addEventListener(sign, engage, { capture: true, passive: true });
window.addEventListener('scroll', engage, { passive: true });

/** Runs `then` once the reader has engaged with the page: at once if they already have. */
export function afterEngagement(then: () => void): void {
  if (engaged) then();
  else waiting.push(then);
}

/** The style variant a live demo shows: the reader's choice when the demo has it, else its default. */
export function styleOf(live: HTMLElement): string {
  const chosen = document.documentElement.getAttribute('data-code-styling') ?? 'system';
  const modules = JSON.parse(live.dataset.modules ?? '{}') as Record<string, string>;
  return chosen in modules ? chosen : Object.keys(modules)[0]!;
}

/**
 * Whether the browser hydrates a live demo over its server markup, which then already shows the
 * demo as it first renders: markup of the style variant the reader chose, left to right (the
 * server renders left to right), and of a demo whose package renders on the server (not the Data
 * Grid's: see CLIENT_RENDERED_PACKAGES in src/demos/constants.ts; nor one past the page's
 * server-markup budget, whose markup is a loading note). Else the demo renders afresh.
 */
export function hydratesServerMarkup(live: HTMLElement): boolean {
  return live.dataset.rendered === styleOf(live) && live.dataset.hydrate !== 'false' && document.documentElement.dir !== 'rtl';
}

/**
 * Whether a live demo waits for the reader's engagement before it starts: one hydrated over its
 * server markup. A demo rendered afresh does not (its markup holds its place, or shows another
 * variant or direction), nor does an iframe demo (its frame loads itself near the viewport).
 */
export function startsOnEngagement(live: HTMLElement): boolean {
  return live.dataset.frame !== 'true' && hydratesServerMarkup(live);
}
