// Registers the service worker on the production host only, and moves open tabs to a new
// deploy: a new worker is told to skip waiting, and the page reloads once it is active and the
// tab has focus, so a page never runs old and new assets together.

function reloadWhenFocused(): void {
  const tick = () => (document.hasFocus() ? window.location.reload() : window.setTimeout(tick, 100));
  tick();
}

/**
 * Follows a new worker. Only an update (the page already had a controller when the worker
 * appeared) moves the tab: a first install just starts caching, without a reload.
 */
function track(worker: ServiceWorker): void {
  if (!navigator.serviceWorker.controller) return;
  worker.addEventListener('statechange', () => {
    if (worker.state === 'installed') worker.postMessage({ type: 'SKIP_WAITING' });
    if (worker.state === 'activated') reloadWhenFocused();
  });
}

/** Registers `<base>/sw.js` when the page comes from the configured host. */
export async function registerServiceWorker(): Promise<void> {
  const host = document.body.dataset.swHost;
  // The decision, for tests: "off" here, "registered" once the worker is registered.
  const decided = (state: string) => (document.documentElement.dataset.serviceWorker = state);
  if (!host || !('serviceWorker' in navigator) || (location.host !== host && location.hostname !== host)) {
    decided('off');
    return;
  }
  const base = document.body.dataset.basePath ?? '';
  const registration = await navigator.serviceWorker.register(`${base}/sw.js`, { scope: `${base}/` });
  decided('registered');
  if (registration.waiting && navigator.serviceWorker.controller) {
    track(registration.waiting);
    registration.waiting.postMessage({ type: 'SKIP_WAITING' });
  }
  if (registration.installing) track(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) track(registration.installing);
  });
  // A tab left open finds a new deploy when the reader comes back to it.
  const check = () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  };
  window.addEventListener('focus', check);
  document.addEventListener('visibilitychange', check);
}
