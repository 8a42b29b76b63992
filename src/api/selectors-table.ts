import type { Element, Root } from 'hast';
import type { ApiTypeParts, SelectorGroupView, SelectorView } from '../../templates/api-data.ts';
import { ALL_SELECTORS, SELECTORS_PLACEHOLDER } from '../markdown/remark-events.ts';
import { markdownToHtml } from './api-page.ts';
import { placeholdersIn, type PlaceholderLocation, type Placements } from './placeholders.ts';
import type { ApiSelector } from './types.ts';

/** The anchor of a selector's row: `#selector-gridFilterModelSelector`. */
export const selectorAnchor = (name: string): string => `selector-${name}`;

/** The anchor of a feature's heading in a catalogue of several features: `#selectors-rowGrouping`. */
export const selectorGroupAnchor = (feature: string): string => `selectors-${feature}`;

/** A feature folder's name as a heading: `rowGrouping` → "Row grouping", `core` → "Core". */
export function featureLabel(feature: string): string {
  const words = feature
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The features that have selectors, sorted. */
export function selectorFeatures(selectors: readonly ApiSelector[]): string[] {
  return [...new Set(selectors.map((s) => s.feature))].sort();
}

/** Endings by which a feature's name as a heading says it differs from the folder's: "Filtering" is filter, "Rows" rows. */
const FEATURE_ENDINGS = ['', 's', 'es', 'ing'];

/**
 * The feature a line names, among the features with selectors: by its folder's name (`filter`,
 * `rowSelection`), or as a docs app's category names it, words in any case, maybe with an ending
 * (`Filtering`, `List View`, `Row selection`, as `filtering`, `listView`, `rowSelection`). Undefined
 * when none, or more than one, matches.
 */
export function matchSelectorFeature(name: string, features: readonly string[]): string | undefined {
  if (features.includes(name)) return name;
  const flat = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  const wanted = flat(name);
  for (const ending of FEATURE_ENDINGS) {
    const found = features.filter((f) => flat(f) + ending === wanted || flat(f) === wanted + ending);
    if (found.length === 1) return found[0];
    if (found.length > 1) return undefined;
  }
  return undefined;
}

/** The selectors of the features a line names (every feature for "all"), grouped by feature in the order named (sorted for "all"). */
export function selectorGroups(selectors: readonly ApiSelector[], features: readonly string[]): { feature: string; selectors: ApiSelector[] }[] {
  const known = selectorFeatures(selectors);
  const names = features.includes(ALL_SELECTORS) ? known : features.map((f) => matchSelectorFeature(f, known) ?? f);
  return names.map((feature) => ({
    feature,
    selectors: selectors.filter((s) => s.feature === feature).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
  }));
}

/** How a selector is called: `gridRowNodeSelector(apiRef, rowId)`. */
export const selectorCall = (s: ApiSelector): string => `${s.name}(apiRef${s.args ? `, ${s.args.name}` : ''})`;

/** The catalogue of some features as views: each selector's call, argument and return type (names linked by `link`). */
export function selectorGroupViews(groups: ReturnType<typeof selectorGroups>, link: (type: string) => ApiTypeParts): SelectorGroupView[] {
  return groups.map(({ feature, selectors }) => ({
    feature,
    label: featureLabel(feature),
    id: selectorGroupAnchor(feature),
    selectors: selectors.map((s): SelectorView => {
      const view: SelectorView = {
        name: s.name,
        id: selectorAnchor(s.name),
        call: selectorCall(s),
        returns: link(s.returns),
        descriptionHtml: markdownToHtml(s.description),
      };
      if (s.plan !== 'community') view.plan = s.plan;
      if (s.args) view.argument = { name: s.args.name, typeParts: link(s.args.type) };
      if (s.deprecated !== undefined) view.deprecatedHtml = markdownToHtml(s.deprecated);
      return view;
    }),
  }));
}

const featuresOf = (properties: Element['properties']): string[] => String(properties.dataFeatures ?? '').split(' ').filter(Boolean);

/** The selectors placeholders of a page's tree: the features each names, and where its line is. */
export function selectorLinesIn(tree: Root): { features: string[]; location?: PlaceholderLocation }[] {
  return placeholdersIn(tree, SELECTORS_PLACEHOLDER).map(({ properties, location }) => ({ features: featuresOf(properties), ...(location ? { location } : {}) }));
}

/** The selectors placeholders of a page become their catalogue's HTML (one language's rendering). */
export function selectorsPlacement(html: (features: string[]) => string): Placements {
  return { [SELECTORS_PLACEHOLDER]: (properties) => html(featuresOf(properties)) };
}
