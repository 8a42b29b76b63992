import type { Element, Root } from 'hast';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import type { Highlighter } from 'shiki';
import { unified } from 'unified';
import type { ApiArticleView, ApiEntryView, ApiIndexView } from '../../templates/api-data.ts';
import type { TocEntry } from '../markdown/page-facts.ts';
import { codeBlock } from '../markdown/rehype-code.ts';
import { visit } from 'unist-util-visit';
import { API_SITE_BASE, apiPathname } from './api-nav.ts';
import type { ApiProduct } from './catalogue.ts';
import { kebabCase } from './names.ts';
import type { ApiData, ApiProp, ComponentApi, InterfaceApi } from './types.ts';

/** Content pages that show each component, from their front matter `components`. */
export type ApiDemos = Record<string, { pathname: string; titles: Record<string, string> }[]>;

/**
 * The packages' JSDoc is written for the upstream documentation: a root-relative link outside this
 * site's API section (such as /material-ui/api/input/) goes to the upstream host, not to a page
 * this site does not have. Links into /x/ stay on this site, where the link check covers them.
 */
export const JSDOC_UPSTREAM_HOST = 'https://mui.com';

function rehypeUpstreamLinks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const href = node.properties.href;
      if (node.tagName === 'a' && typeof href === 'string' && href.startsWith('/') && !href.startsWith('//') && !href.startsWith(`${API_SITE_BASE}/`)) {
        node.properties.href = `${JSDOC_UPSTREAM_HOST}${href}`;
      }
    });
  };
}

const inline = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeUpstreamLinks).use(rehypeStringify);

/** The root-relative links of rendered HTML (what the link check follows on generated pages). */
export function rootRelativeLinks(html: string): { url: string }[] {
  return [...html.matchAll(/\shref="(\/(?!\/)[^"]*)"/g)].map((m) => ({ url: m[1]!.replace(/&amp;/g, '&') }));
}
const rendered = new Map<string, string>();

/** Interface pages by name, for the `[[GridColDef]]` links of the packages' JSDoc. */
let interfaceLinks = new Map<string, string>();

/** Sets the interface pages that `[[Name]]` in descriptions link to. */
export function setInterfaceLinks(data: ApiData): void {
  interfaceLinks = new Map(data.interfaces.map((i) => [i.name, `${apiPathname(i.product, i.name)}/`]));
}

/** JSDoc markdown to HTML (raw HTML in JSDoc is dropped), memoised: many descriptions repeat. */
export function markdownToHtml(text: string): string {
  let html = rendered.get(text);
  if (html === undefined) {
    // `[[GridColDef]]` is the packages' JSDoc link to an interface: a link where the page exists.
    const linked = text.replace(/\[\[(\w+)\]\]/g, (_, name: string) => (interfaceLinks.has(name) ? `[${name}](${interfaceLinks.get(name)})` : `\`${name}\``));
    html = linked.trim() ? String(inline.processSync(linked)) : '';
    rendered.set(text, html);
  }
  return html;
}

/** The first sentence of a description, as plain text (for summaries and meta descriptions). */
export function summaryOf(markdown: string): string {
  const text = markdown.replace(/`([^`]*)`/g, '$1').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/\s+/g, ' ').trim();
  const end = text.search(/[.!?](\s|$)/);
  return (end === -1 ? text : text.slice(0, end + 1)).slice(0, 160);
}

function entry(prefix: string, p: ApiProp): ApiEntryView {
  const view: ApiEntryView = { name: p.name, id: `${prefix}-${p.name}`, type: p.type, descriptionHtml: markdownToHtml(p.description), required: p.required };
  if (p.default !== undefined) view.default = p.default;
  if (p.deprecated !== undefined) view.deprecatedHtml = markdownToHtml(p.deprecated).replace(/^<p>|<\/p>\s*$/g, '');
  if (p.plan) view.plan = p.plan;
  return view;
}

/** Builds the view of a component or interface page: every description rendered, imports highlighted. */
export function apiArticleView(api: ComponentApi | InterfaceApi, options: { highlighter: Highlighter; demos: ApiDemos; data: ApiData }): ApiArticleView {
  if (interfaceLinks.size === 0) setInterfaceLinks(options.data);
  const importTree: Root = { type: 'root', children: [codeBlock(options.highlighter, api.imports.join('\n// or\n'), { lang: 'javascript', fenceLang: 'js' })] };
  const isComponent = api.kind === 'component';
  const packageName = isComponent ? api.packageName : (api.imports[0]?.match(/from '([^']+)'/)?.[1] ?? '');
  const version = options.data.packages[packageName] ?? '';
  const view: ApiArticleView = {
    kind: api.kind,
    name: api.name,
    plan: isComponent ? api.plan : 'community',
    descriptionHtml: markdownToHtml(api.description),
    importHtml: unified().use(rehypeStringify).stringify(importTree),
    demos: options.demos[api.name] ?? [],
    props: api.props.map((p) => entry('prop', p)),
    slots: isComponent ? api.slots.map((s) => ({ name: s.name, id: `slot-${s.name}`, ...(s.default !== undefined ? { default: s.default } : {}), descriptionHtml: markdownToHtml(s.description), ...(s.className ? { className: s.className } : {}) })) : [],
    classes: isComponent ? api.classes.map((c) => ({ name: c.key, id: `classes-${c.key}`, className: c.className, descriptionHtml: markdownToHtml(c.description) })) : [],
    sourceUrl: `https://unpkg.com/${packageName}@${version}/${api.source}`,
    packageName,
  };
  if (isComponent && api.inherits) view.inherits = { name: api.inherits.name, href: `https://mui.com/material-ui/api/${kebabCase(api.inherits.name)}/` };
  return view;
}

/** Contents of an API page, in the order of the page; labels come from the page's language. */
export function apiToc(view: ApiArticleView, label: (key: 'apiDemos' | 'apiImport' | 'apiProps' | 'apiProperties' | 'apiSlots' | 'apiClasses' | 'apiSource') => string, idPrefix = ''): TocEntry[] {
  const toc: TocEntry[] = [];
  if (view.demos.length) toc.push({ id: `${idPrefix}demos`, text: label('apiDemos'), children: [] });
  toc.push({ id: `${idPrefix}import`, text: label('apiImport'), children: [] });
  toc.push({ id: `${idPrefix}props`, text: label(view.kind === 'interface' ? 'apiProperties' : 'apiProps'), children: view.props.map((p) => ({ id: p.id, text: p.name, children: [] })) });
  if (view.slots.length) toc.push({ id: `${idPrefix}slots`, text: label('apiSlots'), children: view.slots.map((s) => ({ id: s.id, text: s.name, children: [] })) });
  if (view.classes.length) toc.push({ id: `${idPrefix}classes`, text: label('apiClasses'), children: [] });
  toc.push({ id: `${idPrefix}source`, text: label('apiSource'), children: [] });
  return toc;
}

/** Every anchor an API page has. */
export function apiAnchors(view: ApiArticleView, idPrefix = ''): string[] {
  return [
    ...['demos', 'import', 'props', 'slots', 'classes', 'source'].map((id) => `${idPrefix}${id}`),
    ...view.props.map((p) => p.id),
    ...view.slots.map((s) => s.id),
    ...view.classes.map((c) => c.id),
  ];
}

/** The index of a product's API: components, then interfaces. */
export function apiIndexView(data: ApiData, product: ApiProduct): ApiIndexView {
  const components = data.components.filter((c) => c.product === product).sort((a, b) => a.name.localeCompare(b.name));
  const interfaces = data.interfaces.filter((i) => i.product === product);
  const groups: ApiIndexView['groups'] = [
    { title: 'components', entries: components.map((c) => ({ name: c.name, pathname: apiPathname(product, c.name), plan: c.plan, summary: summaryOf(c.description) })) },
  ];
  if (interfaces.length) {
    groups.push({ title: 'interfaces', entries: interfaces.map((i) => ({ name: i.name, pathname: apiPathname(product, i.name), plan: 'community' as const, summary: summaryOf(i.description) })) });
  }
  return { product, groups };
}

/** The hast of a content page's API section: a heading and links to the components it shows. */
export function apiSectionHast(components: { name: string; href: string }[], heading: string, intro: string): Element[] {
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
        children: [{ type: 'element' as const, tagName: 'a', properties: { href: c.href }, children: [{ type: 'element' as const, tagName: 'code', properties: {}, children: [{ type: 'text' as const, value: `<${c.name} />` }] }] }],
      })),
    },
  ];
}
