// The API tabs of content pages (`components-api/`, `hooks-api/`) show the article of each API
// page they name, read from that page: the article exists once, on its page, cached once (by the
// browser and the service worker) for that page and every tab that shows it.
import { loadApiFragments } from './api-fragments.ts';
import { markChoices } from './preferences.ts';

/**
 * The article of an API page (`.markdown-content` of its HTML), as a tab shows it: without its
 * "Try it" playground (its page loads the playground's code, a tab does not), and with the ids of
 * its sections prefixed by the entry's id (`data-grid-pro-props`), since a tab page shows several
 * articles, each with a "Props" section. The ids of props, slots and classes name their component
 * already (`data-grid-pro-prop-rows`) and stay as they are: links to them land in a tab too.
 */
export function tabArticle(html: string, idPrefix: string): DocumentFragment | undefined {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const content = doc.querySelector('article .markdown-content');
  if (!content) return undefined;
  const tryIt = content.querySelector(':scope > h2#try-it');
  if (tryIt) {
    for (let next = tryIt.nextElementSibling; next && next.tagName !== 'H2'; next = tryIt.nextElementSibling) next.remove();
    tryIt.remove();
  }
  for (const h2 of content.querySelectorAll<HTMLElement>('h2[id]')) h2.id = `${idPrefix}${h2.id}`;
  // A hook's call signatures: each section is labelled by its heading.
  for (const section of content.querySelectorAll<HTMLElement>('section.api-overload[aria-labelledby]')) {
    const heading = section.querySelector<HTMLElement>(':scope > h3[id]');
    section.setAttribute('aria-labelledby', `${idPrefix}${section.getAttribute('aria-labelledby')}`);
    if (heading) heading.id = `${idPrefix}${heading.id}`;
  }
  const fragment = document.createDocumentFragment();
  fragment.append(...[...content.childNodes].map((node) => document.importNode(node, true)));
  return fragment;
}

/**
 * Fetches the API page of each article a tab page names and puts its article in place of the link
 * to that page (which stays when the fetch fails: offline before the page was ever read). Then
 * the address's anchor, an entry of an article, is scrolled to, `data-api-tabs="loaded"` is set
 * on the root, and a `docs:content` event tells the page's contents that the headings moved.
 */
export function setupApiTabs(): void {
  const holders = [...document.querySelectorAll<HTMLElement>('[data-api-article]')];
  if (holders.length === 0) return;
  const load = async (holder: HTMLElement) => {
    try {
      const response = await fetch(holder.dataset.apiArticle!);
      if (!response.ok) return;
      const article = tabArticle(await response.text(), `${holder.dataset.apiId}-`);
      if (!article) return;
      holder.replaceChildren(article);
      // Its classes, when they are a file of their own: in place before the anchor is looked for.
      await loadApiFragments(holder);
      holder.dataset.loaded = 'true';
    } catch {
      // The link to the API page stays.
    }
  };
  void Promise.all(holders.map(load)).then(() => {
    // The layout switches of the articles show the reader's choice.
    markChoices();
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target && holders.some((h) => h.contains(target))) target.scrollIntoView();
    document.documentElement.dataset.apiTabs = 'loaded';
    // The contents marks the section in view again: the headings moved.
    document.dispatchEvent(new Event('docs:content'));
  });
}
