import type { ApiTypeParts } from '../../templates/api-data.ts';
import { apiPathname } from './api-nav.ts';
import { typeNameSpans } from './names.ts';
import type { ApiData } from './types.ts';

/** Where a type name links: the pathname (language-free, no trailing slash) and an optional `#hash`. */
export type TypeTarget = { pathname: string; hash?: string };

/** Finds the page a type name links to, preferring the page of the given product. */
export type TypeLinker = (name: string, product: string) => TypeTarget | undefined;

/**
 * The pages type names link to: interface pages (the catalogue's and those of the types props name),
 * and, for a component's props type (`ChartsXAxisProps`), the props of the component page. Only
 * pages the site has are linked (`hasPage`); every other name stays plain text.
 */
export function createTypeLinker(data: ApiData, hasPage: (pathname: string) => boolean = () => true): TypeLinker {
  const byName = new Map<string, { product: string; target: TypeTarget }[]>();
  const add = (name: string, product: string, target: TypeTarget) => {
    if (hasPage(target.pathname)) byName.set(name, [...(byName.get(name) ?? []), { product, target }]);
  };
  for (const i of data.interfaces) add(i.name, i.product, { pathname: apiPathname(i.product, i.name) });
  for (const c of data.components) if (!byName.has(`${c.name}Props`)) add(`${c.name}Props`, c.product, { pathname: apiPathname(c.product, c.name), hash: '#props' });
  return (name, product) => {
    const found = byName.get(name);
    return (found?.find((f) => f.product === product) ?? found?.[0])?.target;
  };
}

/** A type's text in pieces, each name that has a page linked to it. */
export function linkTypeText(text: string, p: { product: string; linker: TypeLinker }): ApiTypeParts {
  const parts: ApiTypeParts = [];
  let at = 0;
  for (const { name, start } of typeNameSpans(text)) {
    const target = p.linker(name, p.product);
    if (!target) continue;
    if (start > at) parts.push({ text: text.slice(at, start) });
    parts.push({ text: name, ...target });
    at = start + name.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
