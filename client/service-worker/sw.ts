// The site's service worker. The build bundles it with esbuild and workbox-build's injectManifest
// writes the precache manifest into it (src/sw/generate-service-worker.ts): hashed scripts and
// styles are precached; pages are network-first with a cached fallback (a page read once opens
// offline); the frame documents of iframe demos cache-first, apart from pages; search index
// fragments, code chunks and demo modules are cached as they are used.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { STATIC_DIR } from '../../templates/constants.ts';

declare const self: ServiceWorkerGlobalScope;

// A new worker waits until an open tab asks it to take over (client/register-sw.ts does, once the
// tab has focus), so that a reader never sees a page change under them.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const isStatic = (url: URL) => url.pathname.includes('/_static/');
// Frame documents of iframe demos are navigations too, named by content hash: assets, kept apart
// from the pages so they never take a page's place in its cache.
registerRoute(({ request, url }) => request.mode === 'navigate' && isStatic(url), new CacheFirst({ cacheName: 'docs-demo-frames', plugins: [new ExpirationPlugin({ maxEntries: 50 })] }));
const pages = new NetworkFirst({ cacheName: 'docs-pages', networkTimeoutSeconds: 4, plugins: [new ExpirationPlugin({ maxEntries: 300 })] });
registerRoute(({ request, url }) => request.mode === 'navigate' && !isStatic(url), pages);
// The API pages an API tab fetches for their articles (client/api-tabs.ts): pages like the
// others, in the same cache, so a tab whose API pages were read once (there or in a tab) opens offline.
registerRoute(({ request, url }) => request.mode !== 'navigate' && request.destination === '' && /\/api\/.+\/$/.test(url.pathname) && !isStatic(url), pages);
// A long list of API entries the API pages load (client/api-fragments.ts), named by content hash:
// read once for the pages that share it, and there offline once read.
registerRoute(({ url }) => url.pathname.includes(`/${STATIC_DIR}/api/`), new CacheFirst({ cacheName: 'docs-api', plugins: [new ExpirationPlugin({ maxEntries: 20 })] }));
registerRoute(/\/_pagefind(-\d+)?\//, new StaleWhileRevalidate({ cacheName: 'docs-search' }));
registerRoute(/\/_static\/chunks\//, new CacheFirst({ cacheName: 'docs-chunks', plugins: [new ExpirationPlugin({ maxEntries: 200 })] }));
// Demo modules, their package groups and the island runtime's chunks (the live editor among them),
// named by content hash: cached as they are used, so a demo or the editor used once works offline.
registerRoute(({ url }) => url.pathname.includes(`/${STATIC_DIR}/demos/`), new CacheFirst({ cacheName: 'docs-demos', plugins: [new ExpirationPlugin({ maxEntries: 400 })] }));
