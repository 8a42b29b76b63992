import type { Element } from 'hast';
import type { ApiArticleView, ApiIndexView } from '../../templates/api-data.ts';
import type { TocEntry } from '../markdown/page-facts.ts';
import { summaryOf } from './api-markdown.ts';
import { apiPathname } from './api-nav.ts';
import type { ApiProduct } from './catalogue.ts';
import type { ApiData } from './types.ts';

// The markdown helpers and the article view live in their own modules; callers import them from here.
export { JSDOC_UPSTREAM_HOST, markdownToHtml, rootRelativeLinks, summaryOf } from './api-markdown.ts';
export { apiArticleView, applyTypeLinks, type ApiDemos, type ApiViewOptions } from './api-view.ts';

/** The labels of the contents of an API page. */
export type ApiTocKey = 'apiDemos' | 'apiImport' | 'apiProps' | 'apiProperties' | 'apiSlots' | 'apiClasses' | 'apiSource' | 'apiThemeAndRef' | 'apiParams' | 'apiReturns' | 'apiOverloads';

/** The sections of an API page in order, with their anchors (ids before the prefix) and entries. */
function sectionsOf(view: ApiArticleView): { id: string; key: ApiTocKey; entries: { id: string; name: string }[] }[] {
  const sections: { id: string; key: ApiTocKey; entries: { id: string; name: string }[] }[] = [];
  if (view.demos.length) sections.push({ id: 'demos', key: 'apiDemos', entries: [] });
  sections.push({ id: 'import', key: 'apiImport', entries: [] });
  if (view.hook?.overloads) {
    sections.push({ id: 'params', key: 'apiOverloads', entries: view.hook.overloads.map((o) => ({ id: o.id, name: o.call })) });
    if (view.hook.returnMembers.length) sections.push({ id: 'returns', key: 'apiReturns', entries: view.hook.returnMembers });
  } else if (view.hook) {
    sections.push({ id: 'params', key: 'apiParams', entries: view.hook.params });
    sections.push({ id: 'returns', key: 'apiReturns', entries: view.hook.returnMembers });
  } else sections.push({ id: 'props', key: view.kind === 'interface' ? 'apiProperties' : 'apiProps', entries: view.props });
  if (view.facts) sections.push({ id: 'theme', key: 'apiThemeAndRef', entries: [] });
  if (view.slots.length) sections.push({ id: 'slots', key: 'apiSlots', entries: view.slots });
  if (view.classes.length) sections.push({ id: 'classes', key: 'apiClasses', entries: [] });
  sections.push({ id: 'source', key: 'apiSource', entries: [] });
  return sections;
}

/** Contents of an API page, in the order of the page; labels come from the page's language. */
export function apiToc(view: ApiArticleView, label: (key: ApiTocKey) => string): TocEntry[] {
  return sectionsOf(view).map((s) => ({ id: s.id, text: label(s.key), children: s.key === 'apiClasses' ? [] : s.entries.map((e) => ({ id: e.id, text: e.name, children: [] })) }));
}

/** An entry's anchors: its own, then those mui.com gives it. */
const idsOf = (entry: { id: string; aliases?: string[] }): string[] => [entry.id, ...(entry.aliases ?? [])];

/** Every anchor an API page has. */
export function apiAnchors(view: ApiArticleView): string[] {
  return [
    ...['demos', 'import', 'props', 'params', 'returns', 'theme', 'slots', 'classes', 'source'],
    ...view.props.flatMap(idsOf),
    ...(view.hook ? [...view.hook.params, ...view.hook.returnMembers, ...(view.hook.overloads ?? []).flatMap((o) => [o, ...o.params])].flatMap(idsOf) : []),
    ...view.slots.flatMap(idsOf),
    ...view.classes.flatMap(idsOf),
  ];
}

/** The index of a product's API: components, hooks, the catalogue's interfaces, then the other types props name. */
export function apiIndexView(data: ApiData, product: ApiProduct, hasPage: (pathname: string) => boolean = () => true): ApiIndexView {
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  const linked = <T extends { name: string; product: string }>(list: readonly T[]) => list.filter((x) => x.product === product && hasPage(apiPathname(product, x.name)));
  const entryOf = (x: { name: string; description: string; plan?: ApiIndexView['groups'][number]['entries'][number]['plan'] }) => ({ name: x.name, pathname: apiPathname(product, x.name), plan: x.plan ?? 'community', summary: summaryOf(x.description) });
  const groups: ApiIndexView['groups'] = [
    { title: 'components', entries: linked(data.components).sort(byName).map(entryOf) },
    { title: 'hooks', entries: linked(data.hooks ?? []).sort(byName).map(entryOf) },
    { title: 'interfaces', entries: linked(data.interfaces.filter((i) => !i.referenced)).map(entryOf) },
    { title: 'types', entries: linked(data.interfaces.filter((i) => i.referenced)).sort(byName).map(entryOf) },
  ];
  return { product, groups: groups.filter((g) => g.entries.length > 0) };
}

/** The hast of a content page's API section: a heading and links to the components it shows (`<DataGrid />`) and the hooks it uses (`useGridApiRef()`). */
export function apiSectionHast(components: { name: string; href: string; hook?: boolean }[], heading: string, intro: string): Element[] {
  return [
    { type: 'element', tagName: 'h2', properties: { id: 'api' }, children: [{ type: 'element', tagName: 'a', properties: { className: ['title-link-to-anchor'], href: '#api' }, children: [{ type: 'text', value: heading }] }] },
    { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: intro }] },
    {
      type: 'element',
      tagName: 'ul',
      properties: { className: ['api-links'] },
      children: components.map((c) => ({
        type: 'element' as const,
        tagName: 'li',
        properties: {},
        children: [{ type: 'element' as const, tagName: 'a', properties: { href: c.href }, children: [{ type: 'element' as const, tagName: 'code', properties: {}, children: [{ type: 'text' as const, value: c.hook ? `${c.name}()` : `<${c.name} />` }] }] }],
      })),
    },
  ];
}
