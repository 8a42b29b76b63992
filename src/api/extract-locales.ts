import { createRequire } from 'node:module';
import path from 'node:path';
import type { LOCALE_PRODUCTS as LOCALE_LINE_PRODUCTS } from '../markdown/remark-events.ts';
import type { ApiLocaleSet } from './types.ts';

/** The products whose bundled locales the docs tabulate: the module that exports them, and the component whose default props carry the texts. */
export const LOCALE_PRODUCTS = {
  'data-grid': { packageName: '@mui/x-data-grid', component: 'MuiDataGrid' },
  'date-pickers': { packageName: '@mui/x-date-pickers', component: 'MuiLocalizationProvider' },
} as const satisfies Record<(typeof LOCALE_LINE_PRODUCTS)[number], { packageName: string; component: string }>;

export type LocaleProduct = keyof typeof LOCALE_PRODUCTS;

/** The English export every product has: its texts are the defaults, and their keys the whole set. */
const ENGLISH = 'enUS';

/** The BCP 47 tag of a locale export name: `frFR` → `fr-FR`, `eu` → `eu`. */
export function localeTagOf(exportName: string): string {
  const m = /^([a-z]{2,3})([A-Z]{2})$/.exec(exportName);
  return m ? `${m[1]}-${m[2]}` : exportName;
}

/** The texts a locale export gives to its component (`{ components: { MuiDataGrid: { defaultProps: { localeText } } } }`), or undefined for another shape. */
function textsOf(value: unknown, component: string): Record<string, unknown> | undefined {
  const texts = (value as { components?: Record<string, { defaultProps?: { localeText?: unknown } }> } | undefined)?.components?.[component]?.defaultProps?.localeText;
  return texts && typeof texts === 'object' ? (texts as Record<string, unknown>) : undefined;
}

/**
 * The locales each product's package bundles, read by running its public `/locales` module: every
 * export of the locale shape, with the keys of the English texts it leaves unset (the component
 * shows the English default for those). Products whose package is not installed are left out.
 */
export function extractLocales(nodeModules: string): ApiLocaleSet[] {
  const require = createRequire(path.join(nodeModules, 'noop.js'));
  const sets: ApiLocaleSet[] = [];
  for (const [product, { packageName, component }] of Object.entries(LOCALE_PRODUCTS) as [LocaleProduct, (typeof LOCALE_PRODUCTS)[LocaleProduct]][]) {
    const module = `${packageName}/locales`;
    let exported: Record<string, unknown>;
    try {
      exported = require(module) as Record<string, unknown>;
    } catch {
      continue;
    }
    const english = textsOf(exported[ENGLISH], component);
    if (!english) continue;
    const keys = Object.keys(english);
    const locales = Object.entries(exported)
      .flatMap(([exportName, value]) => {
        const texts = textsOf(value, component);
        if (!texts) return [];
        const missing = keys.filter((key) => texts[key] === undefined);
        return [{ exportName, tag: localeTagOf(exportName), missing }];
      })
      .sort((a, b) => (a.exportName < b.exportName ? -1 : a.exportName > b.exportName ? 1 : 0));
    sets.push({ product, module, keys, locales });
  }
  return sets;
}
