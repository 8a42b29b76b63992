import type { NavItem } from '../../templates/page-data.ts';
import type { NavNode, ResolvedNav } from '../nav/resolve-nav.ts';

/** URL of a route in a language: "/x/introduction" → "/zh/x/introduction/". */
export function urlFor(pathname: string, prefix: string): string {
  return `${prefix}${pathname.replace(/\/+$/, '')}/`;
}

/** A language the navigation is shown in, and its URL prefix ("" or "/zh"). */
interface NavLocale {
  language: string;
  prefix: string;
}

function toItem(node: NavNode, locale: NavLocale, open: boolean): NavItem {
  const item: NavItem = {
    id: node.id,
    kind: node.kind,
    title: node.titles[locale.language] ?? node.titles.en!,
    href: node.kind === 'external' ? node.pathname : urlFor(node.kind === 'page' ? node.pathname : (node.firstPage ?? node.pathname), locale.prefix),
  };
  if (node.plan) item.plan = node.plan;
  if (node.newFeature) item.newFeature = true;
  if (node.planned) item.planned = true;
  if (node.unstable) item.unstable = true;
  if (node.kind === 'group') item.open = open;
  return item;
}

/**
 * The drawer as one page shows it. Only the reader's own branch is expanded; collapsed groups
 * carry no children (the client loads them from the shared fragments file), so a page's HTML
 * stays bounded by what it shows, whatever the size of the site.
 */
export function navItemsForPage(nav: ResolvedNav, activeId: number | undefined, locale: NavLocale): NavItem[] {
  const open = new Set<number>();
  for (let id = activeId === undefined ? undefined : nav.nodes[activeId]?.parent; id !== undefined && id !== null; id = nav.nodes[id]?.parent) {
    open.add(id);
  }
  const build = (nodes: NavNode[]): NavItem[] =>
    nodes
      .filter((n) => n.inSideNav)
      .map((node) => {
        const isOpen = open.has(node.id);
        const item = toItem(node, locale, isOpen);
        if (node.id === activeId) item.active = true;
        if (node.kind === 'subheader' || (node.kind === 'group' && isOpen)) item.children = build(node.children);
        return item;
      });
  return build(nav.roots);
}

/** The children of every group, collapsed, for the shared fragments file of a language. */
export function navFragmentGroups(nav: ResolvedNav, language: string, prefix: string) {
  const depthOf = (node: NavNode): number => {
    let depth = 0;
    for (let p = node.parent; p !== null; p = nav.nodes[p]!.parent) if (nav.nodes[p]!.kind === 'group') depth++;
    return depth;
  };
  return nav.nodes
    .filter((n) => n.kind === 'group')
    .map((group) => ({
      id: group.id,
      depth: depthOf(group) + 1,
      children: navItemsForPage({ ...nav, roots: group.children }, undefined, { language, prefix }),
    }));
}
