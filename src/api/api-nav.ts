import type { NavEntry } from '../config/nav-entry.ts';
import { API_CATALOGUE, API_HOOKS, API_INTERFACES, type ApiProduct } from './catalogue.ts';
import { kebabCase } from './names.ts';

/**
 * The site section the API pages live in (the MUI X docs' base path). A constant, not the config's
 * `basePath`: `apiReferenceNav` runs while the config file is evaluated, before there is a config,
 * and the packages' JSDoc links into /x/ (api-page.ts) are routes of the upstream docs.
 */
export const API_SITE_BASE = '/x';

/** Route of a component or interface API page: `/x/api/charts/charts-x-axis`. */
export function apiPathname(product: ApiProduct, name: string): string {
  return `${API_SITE_BASE}/api/${product}/${kebabCase(name)}`;
}

/** Products with an index page listing their API (as on the real site). */
export const API_INDEX_PRODUCTS: readonly ApiProduct[] = ['data-grid', 'date-pickers'];

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** Plan markers of a navigation entry, from the package whose declarations document it. */
const planMark = (packageName: string): Pick<NavEntry, 'plan'> => (packageName.endsWith('-pro') ? { plan: 'pro' } : packageName.endsWith('-premium') ? { plan: 'premium' } : {});

/**
 * The navigation entries of a product's API reference, generated from the catalogue as the real
 * site generates its API page lists: the index first (where there is one), components sorted
 * by name with Pro and Premium markers, then hooks and interfaces under their own subheaders.
 * The pages of the other types props name are generated too, outside the side navigation.
 */
export function apiReferenceNav(product: ApiProduct): NavEntry[] {
  const entriesOf = (list: readonly { product: ApiProduct; name: string; packageName: string }[]) =>
    list
      .filter((c) => c.product === product)
      .slice()
      .sort(byName)
      .map((c): NavEntry => ({ pathname: apiPathname(product, c.name), title: c.name, ...planMark(c.packageName) }));
  const components = entriesOf(API_CATALOGUE);
  const hooks = entriesOf(API_HOOKS);
  const interfaces = API_INTERFACES.filter((i) => i.product === product).map((i): NavEntry => ({ pathname: apiPathname(product, i.name), title: i.name }));
  const index: NavEntry[] = API_INDEX_PRODUCTS.includes(product) ? [{ pathname: `${API_SITE_BASE}/api/${product}`, title: 'Index' }] : [];
  const group = (kind: string, title: string, children: NavEntry[]): NavEntry[] =>
    children.length ? [{ pathname: `${API_SITE_BASE}/api/${product}-${kind}-group`, subheader: kind, title, children }] : [];
  return [
    ...index,
    ...(product === 'data-grid' ? group('components', 'Components', components) : components),
    ...group('hooks', 'Hooks', hooks),
    ...group('interfaces', 'Interfaces', interfaces),
  ];
}
