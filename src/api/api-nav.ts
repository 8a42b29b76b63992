import type { NavEntry } from '../config/nav-entry.ts';
import { API_CATALOGUE, API_INTERFACES, type ApiProduct } from './catalogue.ts';
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

/**
 * The navigation entries of a product's API reference, generated from the catalogue as the real
 * site generates its API page lists: the index first (where there is one), components sorted
 * by name with Pro and Premium markers, then interfaces under their own subheader.
 */
export function apiReferenceNav(product: ApiProduct): NavEntry[] {
  const components = API_CATALOGUE.filter((c) => c.product === product)
    .slice()
    .sort(byName)
    .map((c): NavEntry => {
      const entry: NavEntry = { pathname: apiPathname(product, c.name), title: c.name };
      if (c.packageName.endsWith('-pro')) entry.plan = 'pro';
      if (c.packageName.endsWith('-premium')) entry.plan = 'premium';
      return entry;
    });
  const interfaces = API_INTERFACES.filter((i) => i.product === product).map((i): NavEntry => ({ pathname: apiPathname(product, i.name), title: i.name }));
  const index: NavEntry[] = API_INDEX_PRODUCTS.includes(product) ? [{ pathname: `${API_SITE_BASE}/api/${product}`, title: 'Index' }] : [];
  if (interfaces.length === 0) return [...index, ...components];
  return [
    ...index,
    ...(product === 'data-grid' ? [{ pathname: `${API_SITE_BASE}/api/${product}-components-group`, subheader: 'components', title: 'Components', children: components }] : components),
    { pathname: `${API_SITE_BASE}/api/${product}-interfaces-group`, subheader: 'interfaces', title: 'Interfaces', children: interfaces },
  ];
}
