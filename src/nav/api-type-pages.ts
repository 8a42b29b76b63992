import { apiPathname } from '../api/api-nav.ts';
import { API_CATALOGUE, API_HOOKS, API_INTERFACES } from '../api/catalogue.ts';
import type { ApiData } from '../api/types.ts';
import { addGeneratedPages, type NavPage, type ResolvedNav } from './resolve-nav.ts';

/**
 * Routes the pages of the types that props, callbacks, hooks and events name (the interfaces the
 * extraction found, beyond the catalogue's): each sits beside its product's interface pages (or
 * its component pages), outside the side navigation. Returns the pages added.
 */
export function addReferencedTypePages(nav: ResolvedNav, p: { basePath: string; file: string; data: ApiData }): NavPage[] {
  const siblingOf = (product: string): string | undefined =>
    [...API_INTERFACES, ...API_CATALOGUE, ...API_HOOKS]
      .filter((entry) => entry.product === product)
      .map((entry) => apiPathname(entry.product, entry.name))
      .find((pathname) => nav.byPathname.has(pathname));
  const pages = p.data.interfaces
    .filter((api) => api.referenced)
    .flatMap((api) => {
      const sibling = siblingOf(api.product);
      return sibling ? [{ pathname: apiPathname(api.product, api.name), title: api.name, sibling, generated: { kind: 'api-interface' as const, product: api.product, name: api.name } }] : [];
    });
  return addGeneratedPages(nav, { basePath: p.basePath, file: p.file, pages });
}
