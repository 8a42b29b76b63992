import type { BlockContent, Paragraph, PhrasingContent, Root, RootContent, Table } from 'mdast';
import { visit } from 'unist-util-visit';
import { stringify as stringifyYaml } from 'yaml';
import { JSDOC_UPSTREAM_HOST, summaryOf } from '../api/api-page.ts';
import { API_SITE_BASE } from '../api/api-nav.ts';
import { kebabCase } from '../api/names.ts';
import type { ApiEvent, ApiProp, ComponentApi, InterfaceApi } from '../api/types.ts';
import { flattenToPhrasing, parseSnippet, replaceRawHtml, stringifyMarkdown, table, text } from './markdown-tools.ts';
import type { IndexSection, PageMarkdown } from './types.ts';

/** Turns the packages' JSDoc (Markdown with `[[Interface]]` links) into export Markdown, memoised per text. */
export interface JsdocConverter {
  blocks(markdown: string): BlockContent[];
  inline(markdown: string): PhrasingContent[];
}

/**
 * JSDoc converted for the export: `[[GridColDef]]` links the interface's page (or stays code),
 * links into the site become absolute, other root-relative links go to the upstream docs (as on
 * the HTML pages), raw HTML becomes Markdown.
 */
export function createJsdocConverter(p: { siteUrl: string; interfaceUrl(name: string): string | undefined }): JsdocConverter {
  const blocks = new Map<string, BlockContent[]>();
  const convert = (markdown: string): BlockContent[] => {
    let found = blocks.get(markdown);
    if (found) return found;
    const linked = markdown.replace(/\[\[(\w+)\]\]/g, (_, name: string) => {
      const url = p.interfaceUrl(name);
      return url ? `[${name}](${url})` : `\`${name}\``;
    });
    const tree = structuredClone(parseSnippet(linked));
    visit(tree, (node) => {
      if ((node.type === 'link' || node.type === 'image') && node.url.startsWith('/') && !node.url.startsWith('//')) {
        node.url = `${node.url.startsWith(`${API_SITE_BASE}/`) ? p.siteUrl : JSDOC_UPSTREAM_HOST}${node.url}`;
      }
    });
    replaceRawHtml(tree);
    found = tree.children as BlockContent[];
    blocks.set(markdown, found);
    return found;
  };
  const inline = new Map<string, PhrasingContent[]>();
  return {
    blocks: convert,
    inline(markdown) {
      let found = inline.get(markdown);
      if (!found) inline.set(markdown, (found = flattenToPhrasing(convert(markdown))));
      return found;
    },
  };
}

const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value: value.replace(/\s+/g, ' ').trim() });
const heading = (depth: 1 | 2, value: string): RootContent => ({ type: 'heading', depth, children: [text(value)] });
const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });

/** A member's description, its deprecation first. */
function describe(jsdoc: JsdocConverter, member: { description: string; deprecated?: string }): PhrasingContent[] {
  const description = jsdoc.inline(member.description);
  if (member.deprecated === undefined) return description;
  const deprecated: PhrasingContent[] = [{ type: 'strong', children: [text('Deprecated')] }, ...(member.deprecated ? [text(': '), ...jsdoc.inline(member.deprecated)] : [])];
  const ended = /[.!?]$/.test(member.deprecated.trim());
  return description.length ? [...deprecated, text(ended ? ' ' : '. '), ...description] : deprecated;
}

/** The props (or properties) of an API page as a table: name, type, default, description. */
export function propsTable(jsdoc: JsdocConverter, props: readonly ApiProp[]): Table {
  return table(
    ['Name', 'Type', 'Default', 'Description'],
    props.map((prop) => [
      [code(prop.name), ...(prop.required ? [text(' (required)')] : []), ...(prop.plan ? [text(` (${prop.plan === 'pro' ? 'Pro' : 'Premium'})`)] : [])],
      [code(prop.type)],
      prop.default !== undefined ? [code(prop.default)] : '',
      describe(jsdoc, prop),
    ]),
  );
}

/** The Data Grid's events as a table (the `{{"events": …}}` line of a content page). */
export function eventsTable(events: readonly ApiEvent[], typeUrl: (name: string) => string | undefined, jsdoc?: JsdocConverter): Table {
  const convert = jsdoc ?? createJsdocConverter({ siteUrl: '', interfaceUrl: () => undefined });
  return table(
    ['Name', 'Params', 'Event', 'Description'],
    events.map((e) => {
      const url = e.params && /^\w+$/.test(e.params) ? typeUrl(e.params) : undefined;
      const params: PhrasingContent[] | string = e.params === undefined ? '' : url ? [{ type: 'link', url, children: [code(e.params)] }] : [code(e.params)];
      return [[code(e.name), ...(e.plan !== 'community' ? [text(` (${e.plan === 'pro' ? 'Pro' : 'Premium'})`)] : [])], params, e.event ? [code(e.event)] : '', describe(convert, e)];
    }),
  );
}

/** The input of one API page: the extracted API, where the page is, the content pages that show it. */
export interface ApiPageInput {
  api: ComponentApi | InterfaceApi;
  url: string;
  jsdoc: JsdocConverter;
  /** Content pages that show the component (title and absolute URL). */
  demos: { title: string; url: string }[];
  /** Installed version of each package (the source link). */
  packages: Record<string, string>;
}

/** Parts of a generated page, each under the fixed anchor the HTML page gives it. */
function writeParts(p: { title: string; description: string; parts: { anchor: string; nodes: RootContent[] }[] }): PageMarkdown {
  const frontMatter = `---\n${stringifyYaml({ title: p.title, description: p.description }, { lineWidth: 0 })}---\n\n`;
  let markdown = frontMatter;
  const sections: IndexSection[] = [];
  for (const part of p.parts) {
    if (part.nodes.length === 0) continue;
    if (markdown !== frontMatter) markdown += '\n';
    const start = markdown.length;
    markdown += stringifyMarkdown({ type: 'root', children: part.nodes } as Root);
    const first = part.nodes[0];
    const headingText = first?.type === 'heading' && part.anchor ? first.children.map((c) => ('value' in c ? c.value : '')).join('') : '';
    sections.push({ anchor: part.anchor, heading: headingText, depth: part.anchor ? 2 : 1, start, end: markdown.length });
  }
  return { markdown, bodyStart: frontMatter.length, title: p.title, description: p.description, sections, demos: [] };
}

/** A component's or interface's API page as Markdown: description, demos, import, props, slots, CSS classes, source. */
export function apiPageMarkdown(input: ApiPageInput): PageMarkdown {
  const { api, jsdoc } = input;
  const isComponent = api.kind === 'component';
  const title = `${api.name} API`;
  const packageName = isComponent ? api.packageName : (api.imports[0]?.match(/from '([^']+)'/)?.[1] ?? '');
  const intro: RootContent[] = [heading(1, title), ...jsdoc.blocks(api.description)];
  if (isComponent && api.plan !== 'community') intro.push(paragraph(text(`Part of the ${api.plan === 'pro' ? 'Pro' : 'Premium'} plan (${api.packageName}).`)));
  const parts: { anchor: string; nodes: RootContent[] }[] = [{ anchor: '', nodes: intro }];
  if (input.demos.length) {
    const items = input.demos.map((d) => ({ type: 'listItem' as const, spread: false, children: [paragraph({ type: 'link', url: d.url, children: [text(d.title)] })] }));
    parts.push({ anchor: 'demos', nodes: [heading(2, 'Demos'), { type: 'list', ordered: false, spread: false, children: items }] });
  }
  parts.push({ anchor: 'import', nodes: [heading(2, 'Import'), { type: 'code', lang: 'js', value: api.imports.join('\n// or\n') }] });
  const props: RootContent[] = [heading(2, isComponent ? 'Props' : 'Properties'), propsTable(jsdoc, api.props)];
  if (isComponent && api.inherits) {
    props.push(paragraph(text('It also takes the props of '), { type: 'link', url: `${JSDOC_UPSTREAM_HOST}/material-ui/api/${kebabCase(api.inherits.name)}/`, children: [code(api.inherits.name)] }, text('.')));
  }
  parts.push({ anchor: 'props', nodes: props });
  if (isComponent && api.slots.length) {
    const rows = api.slots.map((s) => [[code(s.name)], s.default ? [code(s.default)] : '', s.className ? [code(`.${s.className}`)] : '', jsdoc.inline(s.description)]);
    parts.push({ anchor: 'slots', nodes: [heading(2, 'Slots'), table(['Name', 'Default', 'Class', 'Description'], rows)] });
  }
  if (isComponent && api.classes.length) {
    const rows = api.classes.map((c) => [[code(`.${c.className}`)], [code(c.key)], jsdoc.inline(c.description)]);
    parts.push({ anchor: 'classes', nodes: [heading(2, 'CSS classes'), table(['Class name', 'Rule name', 'Description'], rows)] });
  }
  const sourceUrl = `https://unpkg.com/${packageName}@${input.packages[packageName] ?? ''}/${api.source}`;
  parts.push({ anchor: 'source', nodes: [heading(2, 'Source code'), paragraph(text('Type declarations: '), { type: 'link', url: sourceUrl, children: [code(`${packageName}/${api.source}`)] })] });
  return writeParts({ title, description: summaryOf(api.description) || title, parts });
}

/** A product's API index as Markdown: its components, then its interfaces, each linked with its summary. */
export function apiIndexMarkdown(p: { title: string; description: string; groups: { anchor: string; title: string; entries: { name: string; url: string; summary: string }[] }[] }): PageMarkdown {
  const parts = [
    { anchor: '', nodes: [heading(1, p.title)] },
    ...p.groups.map((g) => ({
      anchor: g.anchor,
      nodes: [
        heading(2, g.title),
        {
          type: 'list' as const,
          ordered: false,
          spread: false,
          children: g.entries.map((e) => ({ type: 'listItem' as const, spread: false, children: [paragraph({ type: 'link', url: e.url, children: [code(e.name)] }, ...(e.summary ? [text(`: ${e.summary}`)] : []))] })),
        },
      ],
    })),
  ];
  return writeParts({ title: p.title, description: p.description, parts });
}
