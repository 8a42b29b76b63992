// Browser entry for every page: small, framework-free enhancements of the server-rendered HTML.
import { CODE_COPIED_MS, DRAWER_BESIDE_PX, NAV_TOGGLE_ATTRIBUTE } from '../templates/constants.ts';
import { copyWithLabel } from './copied-label.ts';
import { setupPreferences } from './preferences.ts';
import { registerServiceWorker } from './register-sw.ts';
import { setupAnalytics } from './analytics.ts';
import { setupApiFragments } from './api-fragments.ts';
import { setupApiTabs } from './api-tabs.ts';
import { setupCodeTabs } from './code-tabs.ts';
import { afterEngagement, startsOnEngagement } from './engagement.ts';

/**
 * Preloads the modules of the page's first demo (and the demo runtime), which the server listed
 * in `<meta name="docs-preload">`: they then download side by side instead of one import after
 * another, and only once the page's stylesheet is in (this script runs after it), so they never
 * compete with the first paint. A first demo that waits for the reader (client/engagement.ts)
 * has its modules preloaded when the reader engages, as it starts.
 */
function preloadDemoModules(): void {
  const urls = document.querySelector<HTMLMetaElement>('meta[name="docs-preload"]')?.content.split(' ').filter(Boolean) ?? [];
  if (urls.length === 0) return;
  const preload = () => {
    for (const href of urls) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  };
  const first = document.querySelector<HTMLElement>('.docs-demo-live');
  if (first && startsOnEngagement(first)) afterEngagement(preload);
  else preload();
}

function setupAds(): void {
  const slot = document.querySelector<HTMLElement>('[data-ad-slot]');
  if (slot) void import('./ads.ts').then((m) => m.startAds(slot));
  // Demos ask for the small feed ad when their code opens: a docs:ad-feed event on a container.
  document.addEventListener('docs:ad-feed', (event) => {
    const container = event.target as HTMLElement;
    if (container.dataset.adFeed !== 'loaded') {
      container.dataset.adFeed = 'loaded';
      void import('./ads.ts').then((m) => m.renderFeedAd(container));
    }
  });
}

function setupFeedback(): void {
  const root = document.querySelector<HTMLElement>('.docs-feedback');
  if (!root) return;
  const load = () => import('./feedback.ts').then((m) => (m.setupFeedbackForm(), m));
  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-feedback-rating]');
    if (button) void load().then((m) => m.rate(button.dataset.feedbackRating === '1' ? 1 : 0));
  });
  // A comment button on each section heading.
  for (const heading of document.querySelectorAll<HTMLElement>('.markdown-content :is(h2, h3)[id]')) {
    // Headings a demo renders belong to the demo: React hydrates them as they were served.
    if (heading.closest('.docs-demo')) continue;
    const title = heading.textContent ?? '';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'docs-comment-button';
    button.dataset.feedbackHash = heading.id;
    button.setAttribute('aria-label', `${root.dataset.labelComment ?? ''}: ${title}`);
    // An inline SVG icon (Material's chat bubble), never an emoji: readers without an emoji font see it too.
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('viewBox', '0 0 24 24');
    svg.setAttribute('width', '16');
    svg.setAttribute('height', '16');
    svg.setAttribute('aria-hidden', 'true');
    const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
    path.setAttribute('d', 'M20 2H4c-1.1 0-2 .9-2 2v18l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m0 14H6l-2 2V4h16z');
    path.setAttribute('fill', 'currentColor');
    svg.append(path);
    button.append(svg);
    button.addEventListener('click', () => void load().then((m) => m.commentOn(heading.id, title)));
    heading.append(button);
  }
}

function setupSearch(): void {
  const open = () => void import('./search.ts').then((m) => m.openSearch());
  document.querySelector('.docs-search-button')?.addEventListener('click', open);
  document.addEventListener('keydown', (event) => {
    if ((event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      open();
    }
  });
}

function setupDrawer(): void {
  const button = document.querySelector<HTMLButtonElement>('.docs-menu-button');
  const drawer = document.getElementById('docs-drawer');
  const backdrop = document.querySelector<HTMLElement>('.docs-drawer-backdrop');
  if (!button || !drawer || !backdrop) return;
  const active = drawer.querySelector<HTMLElement>('.app-drawer-active');
  // The drawer alone scrolls (scrollIntoView scrolled the page too: 61 px under the app bar on a Tree View page).
  const reveal = () => {
    if (!active) return;
    const offset = active.getBoundingClientRect().top - drawer.getBoundingClientRect().top + drawer.scrollTop;
    drawer.scrollTop = offset - (drawer.clientHeight - active.offsetHeight) / 2;
  };
  const setOpen = (open: boolean) => {
    drawer.dataset.open = String(open);
    backdrop.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-label', (open ? button.dataset.labelClose : button.dataset.labelOpen) ?? '');
    if (!open) return;
    // The first link takes the focus; the reader sees where the page is in the tree.
    drawer.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
    reveal();
  };
  button.addEventListener('click', () => setOpen(drawer.dataset.open !== 'true'));
  backdrop.addEventListener('click', () => setOpen(false));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && drawer.dataset.open === 'true' && document.getElementById('docs-settings')?.hidden !== false) {
      setOpen(false);
      button.focus();
    }
  });
  // The active entry in view in a drawer beside the page (a closed one shows it when it opens).
  // In the next frame, not now: measuring while this script runs made the browser lay the whole
  // page out inside the script's task (170 ms of a demo page's first task at 4x CPU), a layout
  // the frame does anyway.
  if (matchMedia(`(min-width: ${DRAWER_BESIDE_PX}px)`).matches) requestAnimationFrame(reveal);
}

let fragments: Promise<Record<string, string>> | undefined;

function loadFragments(): Promise<Record<string, string>> {
  const url = document.body.dataset.navFragments;
  fragments ??= url ? fetch(url).then((r) => (r.ok ? (r.json() as Promise<Record<string, string>>) : {})) : Promise.resolve({});
  return fragments;
}

function setupNavGroups(): void {
  document.addEventListener('click', async (event) => {
    const toggle = (event.target as Element | null)?.closest<HTMLAnchorElement>(`[${NAV_TOGGLE_ATTRIBUTE}]`);
    if (!toggle || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const item = toggle.parentElement!;
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    // A collapsed group comes without its list: it is loaded from the shared fragments file.
    const listed = () => item.querySelector(':scope > .nav-list') !== null;
    if (open && !listed()) {
      const html = (await loadFragments())[toggle.getAttribute(NAV_TOGGLE_ATTRIBUTE)!];
      if (html === undefined) {
        window.location.href = toggle.href; // no fragment: go to the group's first page instead
        return;
      }
      if (!listed()) toggle.insertAdjacentHTML('afterend', html); // a second click may have put it there meanwhile
    }
    toggle.setAttribute('aria-expanded', String(open));
  });
  for (const toggle of document.querySelectorAll(`[${NAV_TOGGLE_ATTRIBUTE}]`)) toggle.setAttribute('role', 'button');
}

function copyBlock(button: HTMLButtonElement): Promise<void> {
  return copyWithLabel(button, button.parentElement?.querySelector('pre')?.textContent ?? '', CODE_COPIED_MS);
}

function setupCodeBlocks(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('.MuiCode-copy');
    if (button) void copyBlock(button);
  });
  document.addEventListener('keydown', (event) => {
    if (!(event.key === 'c' || event.key === 'C') || !(event.ctrlKey || event.metaKey)) return;
    const selection = window.getSelection();
    if (selection && !selection.isCollapsed) return;
    const root = (document.activeElement as Element | null)?.closest('.MuiCode-root');
    const button = root?.querySelector<HTMLButtonElement>('.MuiCode-copy');
    if (button) {
      event.preventDefault();
      void copyBlock(button);
    }
  });
}

/**
 * "Copy page" puts the page's Markdown in the clipboard, and its menu button shows the "View as
 * Markdown" link. The write starts within the click (a ClipboardItem holding the pending fetch):
 * Safari allows a clipboard write only then.
 */
function setupPageActions(): void {
  const root = document.querySelector<HTMLElement>('.docs-page-actions');
  const url = root?.dataset.markdownUrl;
  if (!root || !url) return;
  const copy = root.querySelector<HTMLButtonElement>('[data-copy-page]');
  copy?.addEventListener('click', () => {
    const text = fetch(url).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${r.status} ${url}`))));
    const written =
      typeof ClipboardItem === 'function' && navigator.clipboard?.write
        ? navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })])
        : text.then((t) => navigator.clipboard.writeText(t));
    void written.then(
      () => {
        const label = copy.querySelector('span')!;
        const idle = (copy.dataset.copyLabel ??= label.textContent ?? '');
        label.textContent = copy.dataset.copiedLabel ?? idle;
        copy.dataset.copied = 'true';
        window.clearTimeout(Number(copy.dataset.timer));
        copy.dataset.timer = String(window.setTimeout(() => ((label.textContent = idle), delete copy.dataset.copied), CODE_COPIED_MS));
      },
      () => undefined, // refused or offline: the label stays "Copy page"
    );
  });
  const toggle = root.querySelector<HTMLButtonElement>('[aria-controls]');
  const menu = toggle && document.getElementById(toggle.getAttribute('aria-controls')!);
  if (!toggle || !menu) return;
  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
  };
  toggle.addEventListener('click', () => setOpen(menu.hidden !== false));
  document.addEventListener('click', (event) => !root.contains(event.target as Node) && setOpen(false));
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || menu.hidden) return;
    setOpen(false);
    toggle.focus();
  });
}

/**
 * Marks the contents entry of the section being read: the last heading above a line at 40 % of
 * the viewport (below the 64 px app bar). Above the first heading no entry is current; scrolled
 * to the end, the last heading on screen is. Measured on scroll, once a frame.
 */
function setupTocSpy(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('.docs-toc a[href^="#"]')];
  const sections = links.flatMap((link) => {
    const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    return heading ? [{ link, heading }] : [];
  });
  if (sections.length === 0) return;
  let shown: HTMLAnchorElement | undefined;
  let scheduled = false;
  const update = () => {
    scheduled = false;
    const line = Math.max(64, window.innerHeight * 0.4);
    const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    let current: HTMLAnchorElement | undefined;
    for (const { link, heading } of sections) {
      const top = heading.getBoundingClientRect().top;
      if (top < line || (atEnd && top < window.innerHeight)) current = link;
      else if (!atEnd) break;
    }
    if (current === shown) return;
    shown?.removeAttribute('aria-current');
    current?.setAttribute('aria-current', 'true');
    shown = current;
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(update);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  // Content put in place after load (the API articles of a tab page) moves the headings.
  document.addEventListener('docs:content', schedule);
  update();
}

preloadDemoModules();
setupDrawer();
setupPreferences();
setupCodeTabs();
// Demos and their toolbar: a chunk of their own, fetched only by pages that show demos.
if (document.querySelector('.docs-demo')) void import('./demos.ts').then((m) => m.setupDemos());
// Props playgrounds' knobs: a small chunk, for pages that show one.
if (document.querySelector('[data-playground]')) void import('./playground.ts').then((m) => m.setupPlaygrounds());
setupApiTabs();
setupApiFragments();
setupNavGroups();
setupCodeBlocks();
setupPageActions();
setupTocSpy();
setupSearch();
setupAnalytics();
setupAds();
setupFeedback();
void registerServiceWorker().catch(() => undefined);
document.documentElement.dataset.hydrated = 'true';
