// Code tabs written in pages (`<codeblock storageKey="…">`, rehype-code.ts): the WAI-ARIA tabs
// pattern, and the reader's tab remembered under the storage key for every page and visit.
import { CODE_CHOICES, CODE_TABS_NAME, CODE_TABS_PREPAINT_STYLE, CODE_TABS_STORAGE_PREFIX, type CodeChoice } from '../templates/constants.ts';
import { currentPreference, setPreference } from './preferences.ts';

const SETS = '.MuiCode-tabs';

function read(key: string): string | null {
  try {
    return localStorage.getItem(CODE_TABS_STORAGE_PREFIX + key);
  } catch {
    return null; // storage off: the tabs still switch, for this page
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(CODE_TABS_STORAGE_PREFIX + key, value);
  } catch {
    // storage off or full: not remembered
  }
}

/** The choice of the generated tabs a storage key shares (package-manager → the package manager). */
function choiceOf(key: string | undefined): CodeChoice | undefined {
  return (Object.keys(CODE_CHOICES) as CodeChoice[]).find((name) => CODE_CHOICES[name].tabsKey === key);
}

/** The value remembered for a key: its own, or else that of the choice it shares. */
function remembered(key: string): string | null {
  const own = read(key);
  if (own !== null) return own;
  const choice = choiceOf(key);
  return choice ? currentPreference(choice) : null;
}

const tabsOf = (set: Element) => [...set.querySelectorAll<HTMLButtonElement>(':scope > .MuiCode-tablist > [role="tab"]')];

/** Shows the tab of a value in one set (false when the set has no such tab: it stays as it is). */
function show(set: Element, value: string, focus = false): boolean {
  const tabs = tabsOf(set);
  const chosen = tabs.find((tab) => tab.dataset.tabValue === value);
  if (!chosen) return false;
  for (const tab of tabs) {
    const selected = tab === chosen;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  }
  if (focus) chosen.focus();
  return true;
}

/** Shows a value in every set of a key on the page. */
function showKey(key: string, value: string): void {
  for (const set of document.querySelectorAll(`${SETS}[data-tabs-key]`)) if ((set as HTMLElement).dataset.tabsKey === key) show(set, value);
}

/**
 * The reader picked a tab: it shows in its set and in every set of the same key, is remembered,
 * and sets the choice the key shares (so the generated install tabs follow). The picked tab keeps
 * its place on screen while sets above it change height.
 */
function pick(tab: HTMLButtonElement, focus: boolean): void {
  const set = tab.closest<HTMLElement>(SETS);
  const value = tab.dataset.tabValue;
  if (!set || !value) return;
  const before = tab.getBoundingClientRect().top;
  const key = set.dataset.tabsKey;
  show(set, value, focus);
  if (key) {
    write(key, value);
    showKey(key, value);
    const choice = choiceOf(key);
    if (choice && (CODE_CHOICES[choice].values as readonly string[]).includes(value)) setPreference(choice, value);
  }
  const moved = tab.getBoundingClientRect().top - before;
  if (moved) window.scrollBy(0, moved);
}

/** Arrow keys move along the tab list (mirrored right to left), Home and End to its ends; the tab reached is shown. */
function onKey(event: KeyboardEvent): void {
  const tab = (event.target as Element | null)?.closest<HTMLButtonElement>('.MuiCode-tab');
  const set = tab?.closest(SETS);
  if (!tab || !set) return;
  const tabs = tabsOf(set);
  const index = tabs.indexOf(tab);
  const rtl = getComputedStyle(tab).direction === 'rtl';
  const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
  let next: HTMLButtonElement | undefined;
  if (step) next = tabs[(index + step + tabs.length) % tabs.length];
  else if (event.key === 'Home') next = tabs[0];
  else if (event.key === 'End') next = tabs[tabs.length - 1];
  if (!next) return;
  event.preventDefault();
  pick(next, true);
}

/** Shows the remembered tab of every set, then takes over from the pre-paint style; wires clicks, keys and other browser tabs. */
export function setupCodeTabs(): void {
  const sets = document.querySelectorAll<HTMLElement>(`${SETS}[data-tabs-key]`);
  for (const set of sets) {
    const value = remembered(set.dataset.tabsKey!);
    if (value) show(set, value);
  }
  // The attributes now say what the pre-paint style said; from here on they alone decide.
  document.getElementById(CODE_TABS_PREPAINT_STYLE)?.remove();
  if (!document.querySelector(SETS)) return;
  document.addEventListener('click', (event) => {
    const tab = (event.target as Element | null)?.closest<HTMLButtonElement>('.MuiCode-tab');
    if (tab) pick(tab, false);
  });
  document.addEventListener('keydown', onKey);
  // The generated tabs of a shared choice were switched (here or in the settings): follow them.
  document.addEventListener('docs:preference', (event) => {
    const { name, value } = (event as CustomEvent<{ name: string; value: string }>).detail;
    const key = CODE_CHOICES[name as CodeChoice]?.tabsKey;
    if (key && read(key) !== value) {
      write(key, value);
      showKey(key, value);
    }
  });
  // Another browser tab picked: follow it.
  window.addEventListener('storage', (event) => {
    if (!event.key?.startsWith(CODE_TABS_STORAGE_PREFIX) || !event.newValue) return;
    const key = event.key.slice(CODE_TABS_STORAGE_PREFIX.length);
    if (CODE_TABS_NAME.test(key) && CODE_TABS_NAME.test(event.newValue)) showKey(key, event.newValue);
  });
}
