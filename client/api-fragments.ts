// A long list of API entries (the three grids' 226 CSS classes) is a file of its own, the same for
// every page that shows it, so that the browser and the service worker keep it once. Its page
// holds a link to it (`[data-api-fragment]`, what a reader without script gets); this puts the
// entries in place of the link, their anchors named for the page.

/**
 * The entries of a fetched file (its `main`), ready to go in a page whose anchors start with
 * `prefix`: the file writes `~` where the component's name goes (`~-classes-MuiDataGrid-cell`
 * becomes `data-grid-pro-classes-MuiDataGrid-cell`).
 */
export function fragmentEntries(html: string, prefix: string): DocumentFragment | undefined {
  const main = new DOMParser().parseFromString(html, 'text/html').querySelector('main');
  if (!main) return undefined;
  for (const element of main.querySelectorAll<HTMLElement>('[id^="~-"]')) element.id = `${prefix}${element.id.slice(1)}`;
  const fragment = document.createDocumentFragment();
  fragment.append(...[...main.childNodes].map((node) => document.importNode(node, true)));
  return fragment;
}

/**
 * Fetches the file of each holder below `root` and puts its entries in the holder's place. A
 * holder whose fetch fails (offline, the file never read) keeps its link. Resolves once every
 * holder is done, either way.
 */
export async function loadApiFragments(root: ParentNode): Promise<void> {
  const holders = [...root.querySelectorAll<HTMLElement>('[data-api-fragment]')];
  await Promise.all(
    holders.map(async (holder) => {
      try {
        const response = await fetch(holder.dataset.apiFragment!);
        if (!response.ok) return;
        const entries = fragmentEntries(await response.text(), holder.dataset.anchorPrefix ?? '');
        if (entries) holder.replaceWith(entries);
      } catch {
        // The link stays.
      }
    }),
  );
}

/**
 * The page's own holders (an API page): once their entries are in, an address whose anchor is
 * one of them (`#classes-cell`, `#data-grid-classes-MuiDataGrid-cell`) is scrolled to, the
 * contents is told that the page grew (`docs:content`), and `data-api-fragments="loaded"` is set
 * on the root. The holders of a tab's articles are loaded by api-tabs.ts, once each is in place.
 */
export function setupApiFragments(): void {
  if (!document.querySelector('[data-api-fragment]')) return;
  const id = decodeURIComponent(location.hash.slice(1));
  const missing = id !== '' && !document.getElementById(id);
  const startY = window.scrollY;
  void loadApiFragments(document).then(() => {
    const target = missing ? document.getElementById(id) : null;
    // What the browser does for an anchor on load (the app bar's offset is the CSS's scroll-margin),
    // unless the reader scrolled meanwhile.
    if (target && window.scrollY === startY) target.scrollIntoView();
    document.documentElement.dataset.apiFragments = 'loaded';
    document.dispatchEvent(new Event('docs:content'));
  });
}
