// The search dialog, loaded on first use (a separate chunk): Pagefind's index of the built site,
// results as you type grouped by product (the current one first), full keyboard use.

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; product?: string };
  sub_results?: { title: string; url: string; excerpt: string }[];
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  mergeIndex(url: string, options?: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(query: string, options?: Record<string, unknown>, ms?: number): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

let pagefind: Promise<Pagefind> | undefined;
let dialog: HTMLElement | undefined;

function loadIndex(): Promise<Pagefind> {
  const base = document.body.dataset.basePath ?? '';
  pagefind ??= (import(/* @vite-ignore */ `${base}/_pagefind/pagefind.js`) as Promise<Pagefind>).then(async (pf) => {
    // Result URLs are site-absolute (/x/...): the index lives below the base path, not at the root.
    await pf.options({ baseUrl: '/', excerptLength: 18, ranking: { pageLength: 1 } });
    // Large sites are indexed in shards: merge the others into the first.
    const shards = (await fetch(`${base}/_pagefind/shards.json`).then((r) => (r.ok ? r.json() : []), () => [])) as string[];
    for (const url of shards) await pf.mergeIndex(url, { baseUrl: '/' });
    await pf.init();
    return pf;
  });
  // A failed load (offline, an index being replaced) is not kept: the next search tries again.
  pagefind.catch(() => (pagefind = undefined));
  return pagefind;
}

const currentProduct = () => /product:([^,]*)/.exec(document.querySelector('[data-pagefind-meta^="product:"]')?.getAttribute('data-pagefind-meta') ?? '')?.[1] ?? '';

/** Opens the dialog (building it the first time) and focuses the query field. */
export function openSearch(): void {
  if (!dialog) dialog = buildDialog();
  dialog.hidden = false;
  (dialog.previousElementSibling as HTMLElement).hidden = false;
  const input = dialog.querySelector('input')!;
  input.focus();
  input.select();
  void loadIndex().catch(() => undefined);
}

function buildDialog(): HTMLElement {
  const button = document.querySelector<HTMLElement>('.docs-search-button');
  const labels = button?.dataset ?? {};
  const backdrop = document.createElement('div');
  backdrop.className = 'docs-search-backdrop';
  const box = document.createElement('div');
  box.className = 'docs-search-dialog';
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-modal', 'true');
  box.setAttribute('aria-label', button?.getAttribute('aria-label') ?? 'Search');
  box.innerHTML =
    '<input class="docs-search-input" type="search" role="combobox" aria-expanded="true" aria-controls="docs-search-results" aria-autocomplete="list" autocomplete="off" spellcheck="false">' +
    '<ul id="docs-search-results" class="docs-search-results" role="listbox"></ul><div class="docs-search-footer"></div>';
  const input = box.querySelector('input')!;
  const list = box.querySelector('ul')!;
  input.placeholder = labels.labelPlaceholder ?? '';
  input.setAttribute('aria-label', labels.labelPlaceholder ?? 'Search');
  box.querySelector('.docs-search-footer')!.textContent = labels.labelHint ?? '';
  document.body.append(backdrop, box);

  let active = -1;
  let generation = 0;
  const options = () => [...list.querySelectorAll<HTMLAnchorElement>('[role="option"]')];
  const setActive = (index: number) => {
    const all = options();
    if (all.length === 0) return;
    active = (index + all.length) % all.length;
    all.forEach((o, i) => o.setAttribute('aria-selected', String(i === active)));
    input.setAttribute('aria-activedescendant', all[active]!.id);
    all[active]!.scrollIntoView({ block: 'nearest' });
  };
  const close = () => {
    box.hidden = true;
    backdrop.hidden = true;
    button?.focus();
  };
  const status = (text: string) => {
    list.innerHTML = '';
    const item = document.createElement('li');
    item.className = 'docs-search-status';
    item.textContent = text;
    list.append(item);
  };

  async function run(query: string) {
    const mine = ++generation;
    if (!query.trim()) {
      list.innerHTML = '';
      return;
    }
    let pf: Pagefind;
    try {
      status(labels.labelLoading ?? '');
      pf = await loadIndex();
    } catch {
      status(labels.labelUnavailable ?? '');
      return;
    }
    const search = await pf.debouncedSearch(query, {}, 120);
    if (!search || mine !== generation) return;
    // Long pages (API references) rank low on term frequency: look a little deeper, and put the
    // pages with a heading that is exactly the query (a prop, a slot, a section) first.
    const found = await Promise.all(search.results.slice(0, 24).map((r) => r.data()));
    if (mine !== generation) return;
    const exact = (d: PagefindResultData) => (d.sub_results ?? []).some((sub) => sub.title.trim().toLowerCase() === query.trim().toLowerCase());
    const data = [...found.filter(exact), ...found.filter((d) => !exact(d))].slice(0, 12);
    if (data.length === 0) {
      status(`${labels.labelNoResults ?? ''} “${query}”`);
      list.dataset.query = query;
      return;
    }
    const here = currentProduct();
    const groups = new Map<string, PagefindResultData[]>();
    for (const d of data) {
      const product = d.meta.product ?? '';
      if (!groups.has(product)) groups.set(product, []);
      groups.get(product)!.push(d);
    }
    const ordered = [...groups].sort(([a], [b]) => (a === here ? -1 : b === here ? 1 : 0));
    list.innerHTML = '';
    let n = 0;
    const option = (href: string, title: string, excerpt: string, sub: boolean) => {
      const li = document.createElement('li');
      li.setAttribute('role', 'none');
      const a = document.createElement('a');
      a.href = href;
      a.id = `docs-search-option-${n++}`;
      a.setAttribute('role', 'option');
      a.className = sub ? 'docs-search-option docs-search-option-sub' : 'docs-search-option';
      const t = document.createElement('span');
      t.className = 'docs-search-option-title';
      t.textContent = title;
      const e = document.createElement('span');
      e.className = 'docs-search-option-excerpt';
      // Pagefind escapes the page text and only adds <mark> around the matched words.
      e.innerHTML = excerpt;
      a.append(t, e);
      li.append(a);
      list.append(li);
    };
    for (const [product, results] of ordered) {
      const heading = document.createElement('li');
      heading.className = 'docs-search-group';
      heading.setAttribute('role', 'presentation');
      heading.textContent = product;
      list.append(heading);
      for (const r of results) {
        const title = r.meta.title ?? r.url;
        // The heading that best matches gets the entry, linking the exact section.
        const q = query.trim().toLowerCase();
        const subs = (r.sub_results ?? []).filter((s) => s.url.includes('#'));
        const best = subs.find((s) => s.title.toLowerCase() === q) ?? subs.find((s) => s.title.toLowerCase().includes(q));
        if (best) option(best.url, `${title} › ${best.title}`, best.excerpt, false);
        else option(r.url, title, r.excerpt, false);
      }
    }
    setActive(0);
    list.dataset.query = query; // what the list now shows (tests and assistive tech can wait for it)
  }

  input.addEventListener('input', () => void run(input.value));
  box.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(active + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      const target = options()[active];
      if (target) {
        event.preventDefault();
        window.location.assign(target.href);
        if (target.pathname === location.pathname) close(); // same page, another heading
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      event.preventDefault(); // the field is the dialog's only stop; arrows move through results
      input.focus();
    }
  });
  backdrop.addEventListener('click', close);
  list.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')?.pathname === location.pathname) close();
  });
  return box;
}
