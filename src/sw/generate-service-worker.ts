import fs from 'node:fs';
import path from 'node:path';
import { generateSW } from 'workbox-build';

export interface ServiceWorkerResult {
  /** Files precached and their total size in bytes. */
  count: number;
  size: number;
  warnings: string[];
}


/**
 * Writes `<base>/sw.js` with workbox, after every other file: hashed scripts and styles are
 * precached; pages are network-first with a cached fallback (a page read once opens offline),
 * and the frame documents of iframe demos (under the static folder) cache-first, apart from pages;
 * search index fragments and code chunks are cached as they are used. The build's revision (a
 * hash of every page's inputs) goes into the manifest, so every deploy with a changed page
 * installs a new worker, which open tabs then move to.
 */
export async function generateServiceWorker(options: { dir: string; basePath: string; revision: string }): Promise<ServiceWorkerResult> {
  const base = options.basePath;
  const staticDir = `${base.slice(1)}/_static`;
  const revision = options.revision;
  // A real file: the worker fetches every manifest entry when it installs.
  fs.writeFileSync(path.join(options.dir, base.slice(1), '_build.json'), `${JSON.stringify({ revision })}\n`);
  const result = await generateSW({
    globDirectory: options.dir,
    globPatterns: [`${staticDir}/*.{js,css,svg,json}`],
    globIgnores: [`${staticDir}/chunks/**`],
    modifyURLPrefix: { '': '/' },
    swDest: path.join(options.dir, base.slice(1), 'sw.js'),
    additionalManifestEntries: [{ url: `${base}/_build.json`, revision }],
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    dontCacheBustURLsMatching: /\.[0-9a-zA-Z]{8,}\./,
    runtimeCaching: [
      // Iframe demos load frame documents (navigations too): named by content hash, they are
      // assets, kept apart from the pages so they never take a page's place in its cache.
      { urlPattern: ({ request, url }) => request.mode === 'navigate' && url.pathname.includes('/_static/'), handler: 'CacheFirst', options: { cacheName: 'docs-demo-frames', expiration: { maxEntries: 50 } } },
      {
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.includes('/_static/'),
        handler: 'NetworkFirst',
        options: { cacheName: 'docs-pages', networkTimeoutSeconds: 4, expiration: { maxEntries: 300 } },
      },
      { urlPattern: /\/_pagefind(-\d+)?\//, handler: 'StaleWhileRevalidate', options: { cacheName: 'docs-search' } },
      { urlPattern: /\/_static\/chunks\//, handler: 'CacheFirst', options: { cacheName: 'docs-chunks', expiration: { maxEntries: 200 } } },
    ],
  });
  return { count: result.count, size: result.size, warnings: result.warnings };
}
