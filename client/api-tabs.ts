// The API tabs of content pages (`components-api/`, `hooks-api/`) name each component's API
// article, a shared asset cached once for every page that shows it, instead of carrying it.
import { markChoices } from './preferences.ts';

/**
 * Fetches each article a tab page names and puts it in place of the link to its API page (which
 * stays when the fetch fails: offline before the article was ever loaded). Then the address's
 * anchor, an entry of an article, is scrolled to, `data-api-tabs="loaded"` is set on the root, and
 * a `docs:content` event tells the page's contents that the headings moved.
 */
export function setupApiTabs(): void {
  const holders = [...document.querySelectorAll<HTMLElement>('[data-api-article]')];
  if (holders.length === 0) return;
  const load = async (holder: HTMLElement) => {
    try {
      const response = await fetch(holder.dataset.apiArticle!);
      if (!response.ok) return;
      holder.innerHTML = await response.text();
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
