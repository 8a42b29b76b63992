// Reader preferences: the settings drawer, storage of each choice, and the version menu.
import { applyMode } from './prepaint-core.ts';
import { clientConfig, pageLanguage, withoutLanguagePrefix } from './runtime.ts';
import {
  COOKIE_MAX_AGE,
  COOKIE_PREFERENCES,
  DIRECTION_STORAGE_KEY,
  MODE_STORAGE_KEY,
  THEME_COLORS,
  API_LAYOUT_STORAGE_KEY,
  API_LAYOUTS,
  CODE_CHOICES,
  type CodeChoice,
} from '../templates/constants.ts';

type CookiePreference = keyof typeof COOKIE_PREFERENCES;
const root = document.documentElement;
const darkQuery = matchMedia('(prefers-color-scheme: dark)');

/** The current value of a preference, as the pre-paint script and later choices set it. */
export function currentPreference(name: string): string {
  if (name === 'mode') return root.getAttribute('data-mode') ?? 'system';
  if (name === 'direction') return root.dir || 'ltr';
  if (name === 'language') return pageLanguage();
  if (name === 'apiLayout') return root.getAttribute('data-api-layout') ?? 'expanded';
  const choice = CODE_CHOICES[name as CodeChoice];
  if (choice) return root.getAttribute(choice.attribute) ?? choice.values[0];
  const cookie = COOKIE_PREFERENCES[name as CookiePreference];
  return cookie ? (root.getAttribute(cookie.attribute) ?? cookie.values[0]) : '';
}

/** The same page in another language: "/x/a/" ⇄ "/zh/x/a/" (the default language has no prefix). */
export function languageUrl(pathname: string, language: string): string {
  const bare = withoutLanguagePrefix(pathname);
  return language === (clientConfig().languages?.[0] ?? 'en') ? bare : `/${language}${bare}`;
}

/** Applies and remembers one choice. */
export function setPreference(name: string, value: string): void {
  if (name === 'mode') {
    localStorage.setItem(MODE_STORAGE_KEY, value);
    applyMode(value);
  } else if (name === 'direction') {
    sessionStorage.setItem(DIRECTION_STORAGE_KEY, value);
    root.dir = value;
  } else if (name === 'apiLayout') {
    if (!(API_LAYOUTS as readonly string[]).includes(value)) return;
    localStorage.setItem(API_LAYOUT_STORAGE_KEY, value);
    root.setAttribute('data-api-layout', value);
  } else if (name in CODE_CHOICES) {
    const choice = CODE_CHOICES[name as CodeChoice];
    if (!(choice.values as readonly string[]).includes(value)) return;
    localStorage.setItem(choice.storageKey, value);
    root.setAttribute(choice.attribute, value);
  } else if (name === 'language') {
    if (value !== currentPreference('language')) window.location.assign(languageUrl(location.pathname, value) + location.hash);
    return;
  } else {
    const pref = COOKIE_PREFERENCES[name as CookiePreference];
    if (!pref || !(pref.values as readonly string[]).includes(value)) return;
    document.cookie = `${pref.cookie}=${value};path=/;max-age=${COOKIE_MAX_AGE}`;
    root.setAttribute(pref.attribute, value);
  }
  markChoices();
  document.dispatchEvent(new CustomEvent('docs:preference', { detail: { name, value } }));
}

export function markChoices(): void {
  for (const button of document.querySelectorAll<HTMLElement>('[data-pref]')) {
    const selected = currentPreference(button.dataset.pref!) === button.dataset.value;
    button.classList.toggle('Mui-selected', selected);
    button.setAttribute('aria-pressed', String(selected));
  }
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

let settingsDrawer: Promise<HTMLElement | null> | undefined;

/**
 * The settings drawer: pages do not carry it (it is the same on every page of a language), so it
 * is fetched from the asset the body names on first use, or as soon as the pointer or focus
 * reaches its button, inserted after the app bar and wired once.
 */
function loadSettingsDrawer(opener: HTMLElement, close: () => void): Promise<HTMLElement | null> {
  settingsDrawer ??= (async () => {
    const present = document.getElementById('docs-settings');
    if (present) return present;
    const url = document.body.dataset.settings;
    if (!url) return null;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const { html } = (await response.json()) as { html: string };
    (opener.closest('header') ?? document.body).insertAdjacentHTML('beforeend', html);
    const drawer = document.getElementById('docs-settings');
    if (drawer) wireSettingsDrawer(drawer, close);
    return drawer;
  })().catch((error: unknown) => {
    settingsDrawer = undefined; // a later click tries again
    console.error('docs: the settings could not be loaded', error);
    return null;
  });
  return settingsDrawer;
}

function wireSettingsDrawer(drawer: HTMLElement, close: () => void): void {
  for (const closer of document.querySelectorAll('[data-settings-close]')) closer.addEventListener('click', close);
  drawer.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    // Focus stays inside the open drawer.
    const items = [...drawer.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });
}

function setupSettingsDrawer(): void {
  const opener = document.querySelector<HTMLButtonElement>('.docs-settings-button');
  if (!opener) return;
  const close = () => {
    const drawer = document.getElementById('docs-settings');
    const backdrop = document.querySelector<HTMLElement>('.docs-settings-backdrop');
    if (!drawer || drawer.hidden) return;
    drawer.hidden = true;
    if (backdrop) backdrop.hidden = true;
    opener.setAttribute('aria-expanded', 'false');
    opener.focus();
  };
  const load = () => loadSettingsDrawer(opener, close);
  opener.addEventListener('pointerenter', () => void load(), { once: true });
  opener.addEventListener('focus', () => void load(), { once: true });
  opener.addEventListener('click', async () => {
    const drawer = await load();
    if (!drawer) return;
    markChoices();
    drawer.hidden = false;
    const backdrop = document.querySelector<HTMLElement>('.docs-settings-backdrop');
    if (backdrop) backdrop.hidden = false;
    opener.setAttribute('aria-controls', drawer.id);
    opener.setAttribute('aria-expanded', 'true');
    (drawer.querySelector<HTMLElement>('[aria-pressed="true"]') ?? drawer.querySelector<HTMLElement>(FOCUSABLE))?.focus();
  });
}

function setupVersionMenu(): void {
  const button = document.querySelector<HTMLButtonElement>('.docs-version-button');
  const menu = document.getElementById('docs-version-menu');
  if (!button || !menu) return;
  const items = () => [...menu.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]')];
  const setOpen = (open: boolean, focus = true) => {
    menu.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    if (open && focus) items()[0]?.focus();
    else if (!open && focus) button.focus();
  };
  button.addEventListener('click', () => setOpen(menu.hidden !== false));
  button.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
    }
  });
  menu.addEventListener('keydown', (event) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape') setOpen(false);
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      list[(index + step + list.length) % list.length]?.focus();
    } else if (event.key === 'Tab') setOpen(false, false);
  });
  document.addEventListener('click', (event) => {
    if (!menu.hidden && !(event.target as Element).closest('.docs-version-menu-root')) setOpen(false, false);
  });
}

/** Wires the settings drawer and version menu, and keeps "system" following the OS live. */
export function setupPreferences(): void {
  setupSettingsDrawer();
  setupVersionMenu();
  markChoices();
  // Choices in the drawer and elsewhere (the JS/TS tabs of code samples).
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-pref]');
    if (button) setPreference(button.dataset.pref!, button.dataset.value!);
  });
  darkQuery.addEventListener('change', () => {
    if (currentPreference('mode') === 'system') applyMode('system');
  });
  // Another tab changed the mode: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key === MODE_STORAGE_KEY && event.newValue) applyMode(event.newValue);
    const choice = Object.values(CODE_CHOICES).find((c) => c.storageKey === event.key);
    if (choice && event.newValue && (choice.values as readonly string[]).includes(event.newValue)) {
      root.setAttribute(choice.attribute, event.newValue);
      markChoices();
    }
  });
}
