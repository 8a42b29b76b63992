// What the pre-paint script does, typed: bundled on its own (client/prepaint.ts) and inlined at
// the top of every page by the build, and shared with the settings code of client/preferences.ts.
import {
  API_LAYOUT_STORAGE_KEY,
  API_LAYOUTS,
  CODE_CHOICES,
  CODE_TABS_NAME,
  CODE_TABS_PREPAINT_STYLE,
  CODE_TABS_STORAGE_PREFIX,
  COLOR_SCHEME_ATTRIBUTE,
  COOKIE_MAX_AGE,
  COOKIE_PREFERENCES,
  DIRECTION_STORAGE_KEY,
  MODE_STORAGE_KEY,
  MODES,
  THEME_COLORS,
} from '../templates/constants.ts';

/**
 * The page's cookies by name, each decoded on its own: one malformed value (in any cookie, ours
 * or not) is `undefined` for that cookie only, and treated like any other invalid value.
 */
export function readCookies(cookies: string): Map<string, string | undefined> {
  const found = new Map<string, string | undefined>();
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    let value: string | undefined;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      value = undefined;
    }
    found.set(name, value);
  }
  return found;
}

/** Sets the colour scheme a mode stands for ("system" follows the OS) on <html> and the theme-color tags. */
export function applyMode(mode: string, root: HTMLElement = document.documentElement): void {
  const scheme = mode === 'system' ? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light') : mode;
  root.setAttribute('data-mode', mode);
  root.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
  root.style.colorScheme = scheme;
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    // "system" lets each tag follow its own media query; a chosen scheme sets both.
    const own = meta.media.includes('dark') ? THEME_COLORS.dark : THEME_COLORS.light;
    meta.content = mode === 'system' ? own : THEME_COLORS[scheme as 'light' | 'dark'];
  }
}

/** A stored value, or the default when it is missing or unknown (an unknown one is overwritten). */
function valid<T extends string>(storage: Storage, key: string, allowed: readonly T[], fallback: T): T {
  const value = storage.getItem(key);
  if ((allowed as readonly string[]).includes(value ?? '')) return value as T;
  if (value !== null) storage.setItem(key, fallback);
  return fallback;
}

/**
 * Runs before first paint: applies the stored colour mode (or the system's), the direction of the
 * visit and the cookie preferences as attributes on <html>, so no reader ever sees a frame in the
 * wrong scheme or direction, with or without the rest of the JavaScript. Unknown stored values
 * (tampered, or from an older site) fall back to the default and are overwritten. A URL hash
 * ending in .js/.tsx picks the code variant (and a style contained in it) for this visit.
 */
export function applyStoredPreferences(): void {
  const root = document.documentElement;
  applyMode(valid(localStorage, MODE_STORAGE_KEY, MODES, 'system'), root);
  root.setAttribute('data-api-layout', valid(localStorage, API_LAYOUT_STORAGE_KEY, API_LAYOUTS, 'expanded'));
  for (const choice of Object.values(CODE_CHOICES)) root.setAttribute(choice.attribute, valid(localStorage, choice.storageKey, choice.values, choice.values[0]));
  try {
    const tabs = rememberedTabsCss(localStorage);
    if (tabs) {
      const style = document.createElement('style');
      style.id = CODE_TABS_PREPAINT_STYLE;
      style.textContent = tabs;
      document.head.append(style);
    }
  } catch {
    // Code tabs then show their first tab until the page's script runs: the rest still applies.
  }
  const direction = sessionStorage.getItem(DIRECTION_STORAGE_KEY);
  if (direction === 'rtl' || direction === 'ltr') root.dir = direction;
  else if (direction !== null) sessionStorage.removeItem(DIRECTION_STORAGE_KEY);
  const cookies = readCookies(document.cookie);
  const hash = location.hash;
  for (const pref of Object.values(COOKIE_PREFERENCES)) {
    const values = pref.values as readonly string[];
    let value = cookies.get(pref.cookie);
    if (value === undefined || !values.includes(value)) {
      if (cookies.has(pref.cookie)) document.cookie = `${pref.cookie}=${values[0]};path=/;max-age=${COOKIE_MAX_AGE}`;
      value = values[0]!;
    }
    if (/\.(js|tsx)$/.test(hash)) {
      if (pref.cookie === 'codeVariant') value = /\.tsx$/.test(hash) ? 'TS' : 'JS';
      const style = /(tailwind|css|system)-/.exec(hash);
      if (pref.cookie === 'codeStyling' && style) value = style[1]!;
    }
    root.setAttribute(pref.attribute, value);
  }
}

/**
 * The style that shows the remembered tab of each set of code tabs (`<codeblock storageKey>`)
 * from the first frame, before client/code-tabs.ts sets their attributes (and removes it). The
 * server shows each set's first tab; a set holding the remembered value shows that one instead
 * (`:has`, so a set without it keeps its first). A key that a choice of the generated tabs shares
 * (package-manager) falls back to that choice. The tab colours are docs.css's for a selected tab.
 */
export function rememberedTabsCss(storage: Storage): string {
  const remembered = new Map<string, string>();
  for (const choice of Object.values(CODE_CHOICES)) {
    const value = storage.getItem(choice.storageKey);
    if (value && (choice.values as readonly string[]).includes(value)) remembered.set(choice.tabsKey, value);
  }
  for (let i = 0; i < storage.length; i++) {
    const name = storage.key(i);
    if (!name?.startsWith(CODE_TABS_STORAGE_PREFIX)) continue;
    const key = name.slice(CODE_TABS_STORAGE_PREFIX.length);
    const value = storage.getItem(name);
    // Only names reach the CSS: a tampered value is no way into the style sheet.
    if (value && CODE_TABS_NAME.test(key) && CODE_TABS_NAME.test(value)) remembered.set(key, value);
  }
  let css = '';
  for (const [key, value] of remembered) {
    const set = `.MuiCode-tabs[data-tabs-key="${key}"]:has(>.MuiCode-tabpanel[data-tab-value="${value}"])`;
    const chosen = `[data-tab-value="${value}"]`;
    css +=
      `${set}>.MuiCode-tabpanel:not(${chosen}){display:none}${set}>.MuiCode-tabpanel${chosen}{display:block}` +
      `${set}>.MuiCode-tablist>.MuiCode-tab:not(${chosen}){color:var(--mui-palette-text-secondary);box-shadow:none}` +
      `${set}>.MuiCode-tablist>.MuiCode-tab${chosen}{color:var(--docs-tab-on);box-shadow:inset 0 -2px 0 var(--docs-tab-on)}`;
  }
  return css;
}
