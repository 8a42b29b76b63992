/**
 * The order pages go into the index: by their path below the base path, each page's default
 * language (no prefix) before its translations (`/zh/x/…`), then by URL. Pagefind's files depend
 * on the order pages are added, so every index of the same pages must add them in one order; this
 * one is also the order the render threads are handed pages (render-site.ts), so that an index
 * fed while they render (search-stream.ts) rarely waits for a page.
 */
export function searchOrder<T>(basePath: string, urlOf: (item: T) => string): (a: T, b: T) => number {
  const key = (url: string) => {
    const at = basePath ? url.indexOf(`${basePath}/`) : 0;
    return at > 0 ? `${url.slice(at)}\u0001${url}` : `${url}\u0000`;
  };
  return (a, b) => {
    const ka = key(urlOf(a));
    const kb = key(urlOf(b));
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  };
}
