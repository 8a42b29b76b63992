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
/** How long the "Copied" label of a code block stays, in ms. */
export const CODE_COPIED_MS = 2000;
