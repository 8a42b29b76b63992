// Everything in this file can ship to the browser: keep it free of secrets and Node imports.

/** Attribute the inline script and the theme use for the colour scheme. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';
/** localStorage key of the chosen mode: light | dark | system. */
export const MODE_STORAGE_KEY = 'mui-mode';
/** Folder, under the base path, that holds hashed assets. */
export const STATIC_DIR = '_static';
/** Marks the nav group toggles the client enhances. */
export const NAV_TOGGLE_ATTRIBUTE = 'data-nav-toggle';
/** Width of the navigation drawer, in px. */
export const NAV_DRAWER_WIDTH = 300;
/** From this viewport width (px) up, the drawer stands beside the page; below, behind the menu button (docs.css: `max-width: 899.95px`). */
export const DRAWER_BESIDE_PX = 900;
/** How long the "Copied" label of a code block stays, in ms. */
export const CODE_COPIED_MS = 2000;
/** How long a demo's copy button reads "Copied". */
export const DEMO_COPIED_MS = 1200;
/** How far below the viewport a demo starts loading. */
export const DEMO_LOAD_MARGIN = '300px 0px';

/** sessionStorage key of the text direction: it holds for the pages of a visit. */
export const DIRECTION_STORAGE_KEY = 'docs-direction';
/** One year, the lifetime of every preference cookie, in seconds. */
export const COOKIE_MAX_AGE = 31536000;

/** Reader preferences kept in cookies: name, allowed values (first is the default). */
export const COOKIE_PREFERENCES = {
  codeVariant: { cookie: 'codeVariant', values: ['JS', 'TS'], attribute: 'data-code-variant' },
  codeStyling: { cookie: 'codeStyling', values: ['system', 'css', 'tailwind'], attribute: 'data-code-styling' },
  dense: { cookie: 'denseLayout', values: ['false', 'true'], attribute: 'data-dense' },
} as const;

export const MODES = ['light', 'system', 'dark'] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;
/** Browser theme colour per scheme (the `theme-color` meta tags). */
export const THEME_COLORS = { light: '#ffffff', dark: '#101418' } as const;

/**
 * Choices between code samples, kept in localStorage for every page and visit, applied as an
 * attribute on <html> before first paint: which package manager the install commands use, and
 * which date library the pickers' setup shows. Values in order, the first the default, with the
 * label of each tab.
 */
export const CODE_CHOICES = {
  packageManager: { storageKey: 'docs-package-manager', attribute: 'data-package-manager', values: ['npm', 'pnpm', 'yarn'], labels: { npm: 'npm', pnpm: 'pnpm', yarn: 'Yarn' }, title: 'Package manager', tabsKey: 'package-manager' },
  dateLibrary: { storageKey: 'docs-date-library', attribute: 'data-date-library', values: ['dayjs', 'date-fns', 'luxon', 'moment'], labels: { dayjs: 'Day.js', 'date-fns': 'date-fns', luxon: 'Luxon', moment: 'Moment.js' }, title: 'Date library', tabsKey: 'date-library' },
} as const;
export type CodeChoice = keyof typeof CODE_CHOICES;

/**
 * Code tabs written in a page (`<codeblock storageKey="…">`): the reader's tab is kept in
 * localStorage under this prefix and the tabs' storage key, for every page and visit. A key that
 * is a choice's `tabsKey` (package-manager, date-library) also follows and sets that choice, so the
 * writer's tabs and the generated install and date library tabs agree.
 */
export const CODE_TABS_STORAGE_PREFIX = 'docs-tabs:';
/** A storage key, and a tab's value: short names that are safe in a CSS string and an attribute. */
export const CODE_TABS_NAME = /^[A-Za-z0-9][\w.-]{0,63}$/;
/** Id of the style the pre-paint script writes so the remembered tabs show from the first frame (client/code-tabs.ts removes it). */
export const CODE_TABS_PREPAINT_STYLE = 'docs-tabs-prepaint';

/** localStorage key of the API tables layout (expanded | table), applied before first paint. */
export const API_LAYOUT_STORAGE_KEY = 'docs-api-layout';
export const API_LAYOUTS = ['expanded', 'table'] as const;

/** Emotion key of demo styles: server-rendered `<style data-emotion="demo …">` tags hydrate under it. */
export const DEMO_CACHE_KEY = 'demo';
