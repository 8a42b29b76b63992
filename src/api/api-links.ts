import type { Element, ElementContent, Root } from 'hast';
import { apiPathname } from './api-nav.ts';
import { editDistance } from './names.ts';
import type { ApiData, ApiProp, ComponentApi, HookApi, InterfaceApi } from './types.ts';

/** The scheme of explicit API links in markdown: `[`checkboxSelection`](api:DataGrid#checkboxSelection)`. */
export const API_LINK_SCHEME = 'api:';

/** Where an API mention points, and whether the member is deprecated (with its message). */
export interface ApiTarget {
  href: string;
  deprecated?: string;
}

export type ApiLookup = { target: ApiTarget } | { problem: string; closest: string[] };

const closestOf = (name: string, candidates: Iterable<string>) =>
  [...new Set(candidates)]
    .map((n) => ({ n, d: editDistance(name.toLowerCase(), n.toLowerCase()) }))
    .sort((a, b) => a.d - b.d || a.n.localeCompare(b.n))
    .slice(0, 3)
    .map((x) => x.n);

/**
 * Resolves API references against the extracted data: `Name` (a component or interface page),
 * `Name#member` (a prop or property; a slot or CSS class when no prop has the name),
 * `Name#slot-x` / `Name#slots-x` and `Name#classes-x`. `product` prefers a product's component
 * when several packages export one name.
 */
export function createApiResolver(data: ApiData, hasPage: (pathname: string) => boolean) {
  const byName = new Map<string, (ComponentApi | InterfaceApi | HookApi)[]>();
  // Only what has a page on this site can be linked.
  for (const api of [...data.components, ...data.interfaces, ...(data.hooks ?? [])]) if (hasPage(apiPathname(api.product, api.name))) byName.set(api.name, [...(byName.get(api.name) ?? []), api]);
  const pageOf = (api: ComponentApi | InterfaceApi | HookApi) => `${apiPathname(api.product, api.name)}/`;
  const propTarget = (api: ComponentApi | InterfaceApi, prop: ApiProp): ApiTarget => ({
    href: `${pageOf(api)}#prop-${prop.name}`,
    ...(prop.deprecated !== undefined ? { deprecated: prop.deprecated } : {}),
  });

  /** `useX#param`: a hook's parameter. */
  function resolveHookMember(api: HookApi, member: string): ApiLookup {
    const param = api.signature.params.find((p) => p.name === member);
    if (param) return { target: { href: `${pageOf(api)}#param-${param.name}` } };
    return { problem: `${api.name} has no parameter named "${member}"`, closest: closestOf(member, api.signature.params.map((p) => p.name)) };
  }

  function find(name: string, product?: string): ComponentApi | InterfaceApi | HookApi | undefined {
    const all = byName.get(name);
    return all?.find((a) => a.product === product) ?? all?.[0];
  }

  function resolve(reference: string, product?: string): ApiLookup {
    const [name = '', member] = reference.split('#', 2);
    const api = find(name, product);
    if (!api) return { problem: `no component, hook or interface named "${name}" has an API page on this site`, closest: closestOf(name, byName.keys()) };
    if (member === undefined || member === '') return { target: { href: pageOf(api) } };
    if (api.kind === 'hook') return resolveHookMember(api, member);
    const slots = api.kind === 'component' ? api.slots : [];
    const classes = api.kind === 'component' ? api.classes : [];
    const slotName = /^slots?-(.+)$/.exec(member)?.[1];
    const classKey = /^classes-(.+)$/.exec(member)?.[1];
    if (slotName !== undefined) {
      const slot = slots.find((s) => s.name === slotName);
      if (slot) return { target: { href: `${pageOf(api)}#slot-${slot.name}` } };
      return { problem: `${name} has no slot "${slotName}"`, closest: closestOf(slotName, slots.map((s) => `slot-${s.name}`)) };
    }
    if (classKey !== undefined) {
      const cls = classes.find((c) => c.key === classKey);
      if (cls) return { target: { href: `${pageOf(api)}#classes-${cls.key}` } };
      return { problem: `${name} has no CSS class "${classKey}"`, closest: closestOf(classKey, classes.map((c) => `classes-${c.key}`)) };
    }
    const prop = api.props.find((p) => p.name === member);
    if (prop) return { target: propTarget(api, prop) };
    const slot = slots.find((s) => s.name === member);
    if (slot) return { target: { href: `${pageOf(api)}#slot-${slot.name}` } };
    const cls = classes.find((c) => c.key === member);
    if (cls) return { target: { href: `${pageOf(api)}#classes-${cls.key}` } };
    const what = api.kind === 'component' ? 'prop, slot or CSS class' : 'property';
    return { problem: `${name} has no ${what} named "${member}"`, closest: closestOf(member, [...api.props.map((p) => p.name), ...slots.map((s) => `slot-${s.name}`), ...classes.map((c) => `classes-${c.key}`)]) };
  }

  /** The props of the named components, first listed first: what bare inline code may link to. */
  function propsOf(names: readonly string[], product?: string): Map<string, ApiTarget> {
    const props = new Map<string, ApiTarget>();
    for (const name of names) {
      const api = find(name, product);
      if (api && api.kind !== 'hook') for (const prop of api.props) if (!props.has(prop.name)) props.set(prop.name, propTarget(api, prop));
    }
    return props;
  }

  /** The named hooks' pages, as bare inline code names them (`useGridApiRef` or `useGridApiRef()`). */
  function hooksOf(names: readonly string[], product?: string): Map<string, ApiTarget> {
    const hooks = new Map<string, ApiTarget>();
    for (const name of names) {
      const api = find(name, product);
      if (api?.kind === 'hook') for (const written of [name, `${name}()`]) hooks.set(written, { href: pageOf(api) });
    }
    return hooks;
  }

  return { resolve, propsOf, hooksOf };
}

export type ApiResolver = ReturnType<typeof createApiResolver>;

const text = (el: Element): string => el.children.map((c) => (c.type === 'text' ? c.value : c.type === 'element' ? text(c) : '')).join('');

function deprecatedMark(target: ApiTarget): ElementContent[] {
  if (target.deprecated === undefined) return [];
  return [
    { type: 'text', value: ' ' },
    { type: 'element', tagName: 'span', properties: { className: ['docs-api-deprecated'], dataI18n: 'deprecatedMark', title: target.deprecated.replace(/[`*_]/g, '') || undefined }, children: [] },
  ];
}

/**
 * Links the API mentions of a compiled page: explicit `api:` links get their URL (unknown ones
 * keep the `api:` URL; the link check reports them), and inline code naming a prop of one of the
 * page's components (or one of its hooks) links to it. Deprecated members are marked. Returns the tree unchanged when
 * there is nothing to link, otherwise a new tree (the compiled one is shared).
 */
export function linkApiMentions(tree: Root, p: { resolver: ApiResolver; components: readonly string[]; hooks?: readonly string[]; product?: string }): Root {
  // A hook the page lists wins over a prop of the same name (none is named use…, but order it anyway).
  const props = new Map([...p.resolver.propsOf(p.components, p.product), ...p.resolver.hooksOf(p.hooks ?? [], p.product)]);
  const map = <T extends Root | Element>(node: T, inside: { link: boolean; skip: boolean }): T => {
    let changed = false;
    const children: (typeof node.children)[number][] = [];
    for (const child of node.children) {
      if (child.type !== 'element') {
        children.push(child);
        continue;
      }
      const href = child.properties.href;
      if (child.tagName === 'a' && typeof href === 'string' && href.startsWith(API_LINK_SCHEME)) {
        const found = p.resolver.resolve(href.slice(API_LINK_SCHEME.length), p.product);
        if ('target' in found) {
          changed = true;
          children.push({ ...child, properties: { ...child.properties, href: found.target.href } }, ...deprecatedMark(found.target));
          continue;
        }
      }
      const name = child.tagName === 'code' && !inside.link && !inside.skip ? text(child) : undefined;
      const target = name !== undefined ? props.get(name) : undefined;
      if (target) {
        changed = true;
        children.push({ type: 'element', tagName: 'a', properties: { href: target.href, className: ['docs-api-link'] }, children: [child] }, ...deprecatedMark(target));
        continue;
      }
      const next = map(child, { link: inside.link || child.tagName === 'a', skip: inside.skip || /^(h[1-6]|pre|code)$/.test(child.tagName) || child.properties.className?.toString().includes('docs-demo') === true });
      if (next !== child) changed = true;
      children.push(next);
    }
    return changed ? ({ ...node, children } as T) : node;
  };
  return map(tree, { link: false, skip: false });
}
