import type { Paragraph, Root, Text } from 'mdast';
import type { VFile } from 'vfile';
import { report } from './report.ts';

/** Tag of the placeholder an events line becomes; the page replaces it with the table (src/api/events-table.ts). */
export const EVENTS_PLACEHOLDER = 'docs-api-events';

/** Tag of the placeholder a selectors line becomes; the page replaces it with the catalogue (src/api/selectors-table.ts). */
export const SELECTORS_PLACEHOLDER = 'docs-api-selectors';

/** Tag of the placeholder a locales line becomes; the page replaces it with the table (src/api/locales-table.ts). */
export const LOCALES_PLACEHOLDER = 'docs-api-locales';

/** The value of a selectors line that lists every feature's selectors, grouped. */
export const ALL_SELECTORS = 'all';

/** The products whose events the API data lists. */
export const EVENT_PRODUCTS = ['data-grid'] as const;

/** The products whose bundled locales the API data tabulates. */
export const LOCALE_PRODUCTS = ['data-grid', 'date-pickers'] as const;

/** The keys of the lines that stand for a generated table. */
type GeneratedKey = 'events' | 'selectors' | 'locales';
const GENERATED_LINE = /^\{\{\s*"(events|selectors|locales)"\s*:.*\}\}$/;

/** A paragraph that is a `{{"events" | "selectors" | "locales": …}}` line alone: its key and trimmed text; undefined for any other paragraph. */
export function generatedLineOf(paragraph: Paragraph): { key: GeneratedKey; line: string } | undefined {
  const only = paragraph.children.length === 1 ? paragraph.children[0] : undefined;
  if (only?.type !== 'text') return undefined;
  const line = (only as Text).value.trim();
  const key = GENERATED_LINE.exec(line)?.[1] as GeneratedKey | undefined;
  return key ? { key, line } : undefined;
}


/** The value of the only key of a line's JSON object, or undefined when the line is not such an object. */
function valueOf(line: string, key: string): unknown {
  try {
    const parsed = JSON.parse(line.slice(1, -1)) as unknown;
    return parsed && typeof parsed === 'object' && Object.keys(parsed).length === 1 ? (parsed as Record<string, unknown>)[key] : undefined;
  } catch {
    return undefined;
  }
}

/** The product a line names, when it is one of `allowed`. */
function productOf(line: string, key: string, allowed: readonly string[]): string | undefined {
  const product = valueOf(line, key);
  return typeof product === 'string' && allowed.includes(product) ? product : undefined;
}

/**
 * Turns the lines of generated tables into placeholders that the page fills in when it renders,
 * from the packages the site describes:
 *
 * - `{{"events": "data-grid"}}`: the product's events table;
 * - `{{"selectors": "filter"}}` (a feature, a list of features, or "all"): the Data Grid's selectors of those features;
 * - `{{"locales": "date-pickers"}}`: the locales the product's package bundles, with what each translates.
 *
 * A line naming another product, no feature, or that is not valid JSON, is reported at its line (a
 * feature the packages lack is reported when the page renders).
 */
export function remarkEvents() {
  return (tree: Root, file: VFile) => {
    const visit = (parent: { children: unknown[] }) => {
      for (const node of parent.children) {
        const n = node as Paragraph | { type: string; children?: unknown[] };
        if (n.type !== 'paragraph') {
          if (Array.isArray(n.children)) visit(n as { children: unknown[] });
          continue;
        }
        const paragraph = n as Paragraph;
        const found = generatedLineOf(paragraph);
        if (!found) continue;
        const { key, line } = found;
        const place = { file, place: paragraph.position };
        if (key === 'selectors') {
          const features = featuresOf(line);
          if (!features) report('InvalidSelectorsLine', { line }, place);
          else paragraph.data = { hName: SELECTORS_PLACEHOLDER, hProperties: { dataFeatures: features.join(' ') }, hChildren: [] };
        } else if (key === 'locales') {
          const product = productOf(line, 'locales', LOCALE_PRODUCTS);
          if (!product) report('InvalidLocalesLine', { line, products: [...LOCALE_PRODUCTS] }, place);
          else paragraph.data = { hName: LOCALES_PLACEHOLDER, hProperties: { dataProduct: product }, hChildren: [] };
        } else {
          const product = productOf(line, 'events', EVENT_PRODUCTS);
          if (!product) report('InvalidEventsLine', { line, products: [...EVENT_PRODUCTS] }, place);
          else paragraph.data = { hName: EVENTS_PLACEHOLDER, hProperties: { dataProduct: product }, hChildren: [] };
        }
      }
    };
    visit(tree);
  };
}

/** The product a locales line names, when it is one whose locales are tabulated. */
export function localesProductOf(line: string): (typeof LOCALE_PRODUCTS)[number] | undefined {
  return productOf(line, 'locales', LOCALE_PRODUCTS) as (typeof LOCALE_PRODUCTS)[number] | undefined;
}

/** The features a selectors line names (`"filter"`, `["rows", "rowSelection"]`, `"all"`), or undefined when it is not of that form. */
export function featuresOf(line: string): string[] | undefined {
  const value = valueOf(line, 'selectors');
  const list: unknown[] = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
  const ok = list.length > 0 && list.every((f): f is string => typeof f === 'string' && /^[A-Za-z][\w-]*$/.test(f));
  return ok && (list.length === 1 || !list.includes(ALL_SELECTORS)) ? [...new Set(list as string[])] : undefined;
}
