import type { Element, Root } from 'hast';
import type { LocaleTableView } from '../../templates/api-data.ts';
import { LOCALES_PLACEHOLDER } from '../markdown/remark-events.ts';
import { placeholdersIn, type PlaceholderLocation, type Placements } from './placeholders.ts';
import type { ApiLocaleSet } from './types.ts';

/** The anchor of a locale's row: `#locale-frFR`. */
export const localeAnchor = (exportName: string): string => `locale-${exportName}`;

/** A product's locales as a table view: each export, how many texts it sets out of all, and the keys it leaves in English. */
export function localeTableView(set: ApiLocaleSet): LocaleTableView {
  return {
    product: set.product,
    module: set.module,
    total: set.keys.length,
    rows: set.locales.map((l) => ({ exportName: l.exportName, id: localeAnchor(l.exportName), tag: l.tag, translated: set.keys.length - l.missing.length, missing: l.missing })),
  };
}

const productOf = (properties: Element['properties']): string => String(properties.dataProduct ?? '');

/** The locales placeholders of a page's tree: the product each names, and where its line is. */
export function localeLinesIn(tree: Root): { product: string; location?: PlaceholderLocation }[] {
  return placeholdersIn(tree, LOCALES_PLACEHOLDER).map(({ properties, location }) => ({ product: productOf(properties), ...(location ? { location } : {}) }));
}

/** The locales placeholders of a page become their table's HTML (one language's rendering). */
export function localesPlacement(html: (product: string) => string): Placements {
  return { [LOCALES_PLACEHOLDER]: (properties) => html(productOf(properties)) };
}
