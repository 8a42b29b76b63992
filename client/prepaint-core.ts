// What the pre-paint script does, typed: bundled on its own (client/prepaint.ts) and inlined at
// the top of every page by the build, and shared with the settings code of client/preferences.ts.
import {
  API_LAYOUT_STORAGE_KEY,
  API_LAYOUTS,
  CODE_CHOICES,
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
