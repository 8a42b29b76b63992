import path from 'node:path';
import type { BlockContent, Code, Heading, List, Paragraph, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { stringify as stringifyYaml } from 'yaml';
import type { ApiEvent } from '../api/types.ts';
import { demoLinesOf, parseDirective } from '../markdown/demo-directive.ts';
import type { PageSource } from '../markdown/page-source.ts';
import { CALLOUT_SEVERITIES, remarkCallouts } from '../markdown/remark-callouts.ts';
import { markdownSyntax } from '../markdown/syntax.ts';
import { eventsTable } from './api-markdown.ts';
import { plainText, replaceRawHtml, stringifySections, text } from './markdown-tools.ts';
import type { IndexDemo, PageMarkdown } from './types.ts';

/** How a callout reads in Markdown: a quote opening with its kind in bold. */
export const CALLOUT_LABELS: Record<(typeof CALLOUT_SEVERITIES)[number], string> = { info: 'Note', success: 'Tip', warning: 'Warning', error: 'Caution' };

/** What converting one content page needs besides its source: all of it resolved by the caller. */
export interface ContentPageInput {
  source: PageSource;
  pathname: string;
  /** The page's absolute URL, e.g. "https://mui.com/x/react-data-grid/filtering/". */
  url: string;
  siteUrl: string;
  /** The navigation title, used when the page has neither a `title` nor an H1. */
  navTitle: string;
  /** A content file's route ("/x/a/b/"), for relative `.md` links. */
  routeOfFile(file: string): string | undefined;
  /** The root-relative URL an `api:Name#member` reference points at (undefined when unknown). */
  resolveApi?(reference: string): string | undefined;
  /** The sources of a demo a line names, and the absolute URL of its JavaScript. */
  demo(name: string): Omit<IndexDemo, 'pages'> | undefined;
  /** The events a `{{"events": …}}` line lists, and the URL of a parameter type's page. */
  events?: { list: readonly ApiEvent[]; typeUrl(name: string): string | undefined };
  /** The components the front matter lists, with their API pages (the "API" section). */
  components: { name: string; url: string }[];
}

const parser = unified().use(markdownSyntax).use(remarkCallouts).freeze();
const EVENTS_LINE = /^\{\{\s*"events"\s*:.*\}\}$/;

/**
 * A content page as clean Markdown: front matter reduced to title and description, callouts as
 * quotes (`> **Warning**`), every link absolute (`api:` references resolved), each demo replaced
 * by its TypeScript source (with the files it imports) and a link to its JavaScript, the events
 * table as a table, raw HTML turned into Markdown, and the API section the page shows.
 */
export function contentPageMarkdown(input: ContentPageInput): PageMarkdown {
  const { body, data } = input.source.frontMatter;
  const file = new VFile({ path: input.source.file, value: body });
  const tree = parser.runSync(parser.parse(file), file) as Root;
  const demos: string[] = [];
  replaceDemoLines(tree, { input, body, demos });
  replaceEventLines(tree, input);
  replaceCallouts(tree);
  absoluteLinks(tree, input);
  replaceRawHtml(tree);
  for (const node of tree.children) if (node.type === 'code' && !node.lang) node.lang = 'text';
  const h1 = tree.children.find((n): n is Heading => n.type === 'heading' && n.depth === 1);
  const title = data.title ?? (h1 ? plainText(h1).trim() : input.navTitle);
  if (!h1) tree.children.unshift({ type: 'heading', depth: 1, children: [text(title)] });
  const description = data.description ?? leadOf(tree);
  const frontMatter = `---\n${stringifyYaml({ title, description }, { lineWidth: 0 })}---\n\n`;
  const main = stringifySections(tree, frontMatter.length);
  let markdown = frontMatter + main.markdown;
  const sections = main.sections;
  if (input.components.length) {
    // The HTML page's own API section (always `#api`): links to the components' API pages.
    const api = stringifySections({ type: 'root', children: apiSection(input.components) }, markdown.length + 1);
    markdown += `\n${api.markdown}`;
    sections.push(...api.sections.map((s) => ({ ...s, anchor: 'api' })));
  }
  return { markdown, bodyStart: frontMatter.length, title, description, sections, demos };
}

/** The first paragraph after the H1, as plain text (the HTML page's description when the front matter has none). */
function leadOf(tree: Root): string {
  const at = tree.children.findIndex((n) => n.type === 'heading' && n.depth === 1);
  const next = tree.children[at + 1];
  const lead = next?.type === 'paragraph' ? plainText(next).replace(/\s+/g, ' ').trim() : '';
  return lead.length > 160 ? `${lead.slice(0, 157).trimEnd()}…` : lead;
}

/** Each demo line becomes the demo's TypeScript, the files it imports, and a link to its JavaScript. */
function replaceDemoLines(tree: Root, p: { input: ContentPageInput; body: string; demos: string[] }): void {
  visit(tree, 'paragraph', (node, index, parent) => {
    const lines = demoLinesOf(node, p.body);
    if (!lines || 'mixed' in lines || !parent || index === undefined) return undefined;
    const blocks = lines.flatMap(({ text: line }) => {
      const parsed = parseDirective(line);
      return 'options' in parsed ? demoBlocks(parsed.options.demo, p) : [];
    });
    parent.children.splice(index, 1, ...(blocks as typeof parent.children));
    return [SKIP, index + blocks.length];
  });
}

const langOf = (name: string) => ({ tsx: 'tsx', ts: 'ts', jsx: 'jsx', js: 'js', json: 'json', css: 'css' })[name.split('.').pop() ?? ''] ?? 'text';

function demoBlocks(name: string, p: { input: ContentPageInput; demos: string[] }): BlockContent[] {
  const demo = p.input.demo(name);
  // The build fails on a missing demo before exporting; a page can still point at it.
  if (!demo) return [{ type: 'paragraph', children: [text(`Demo ${name}: `), { type: 'link', url: p.input.url, children: [text('see the page')] }] }];
  p.demos.push(demo.id);
  const variant = demo.variants[0]!;
  const code = (f: { name: string; ts: string }): Code => ({ type: 'code', lang: langOf(f.name), meta: `title="${f.name}"`, value: f.ts.replace(/\n$/, '') });
  return [
    code({ name: `${demo.name}.tsx`, ts: variant.main.ts }),
    ...variant.files.map(code),
    { type: 'paragraph', children: [text('JavaScript version: '), { type: 'link', url: demo.jsUrl, children: [{ type: 'inlineCode', value: `${demo.name}.js` }] }] },
  ];
}

/** `{{"events": "data-grid"}}` becomes the events table. */
function replaceEventLines(tree: Root, input: ContentPageInput): void {
  if (!input.events) return;
  const events = input.events;
  visit(tree, 'paragraph', (node, index, parent) => {
    if (!parent || index === undefined || !EVENTS_LINE.test(plainText(node).trim())) return undefined;
    parent.children.splice(index, 1, eventsTable(events.list, events.typeUrl) as never);
    return [SKIP, index + 1];
  });
}

/** `:::warning` … `:::` becomes a quote opening with **Warning**. */
function replaceCallouts(tree: Root): void {
  visit(tree, 'containerDirective', (node: ContainerDirective, index, parent) => {
    if (!parent || index === undefined) return undefined;
    const label = CALLOUT_LABELS[node.name as keyof typeof CALLOUT_LABELS] ?? node.name;
    const children = node.children.filter((c) => !(c.type === 'paragraph' && c.data && 'directiveLabel' in c.data));
    const first: Paragraph = { type: 'paragraph', children: [{ type: 'strong', children: [text(label)] }] };
    (parent as Parent).children[index] = { type: 'blockquote', children: [first, ...(children as BlockContent[])] } as never;
    return undefined;
  });
}

/** Every link and image absolute: internal routes, relative `.md` files, anchors of the page, `api:` references. */
function absoluteLinks(tree: Root, input: ContentPageInput): void {
  const absolute = (url: string): string => {
    if (url.startsWith('api:')) {
      const href = input.resolveApi?.(url.slice('api:'.length));
      return href ? `${input.siteUrl}${href}` : url;
    }
    if (url.startsWith('#')) return `${input.url}${url}`;
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
    if (url.startsWith('/')) return `${input.siteUrl}${url}`;
    const md = /^([^#?]+\.md)(#.*)?$/.exec(url);
    if (md) {
      const route = input.routeOfFile(path.resolve(path.dirname(input.source.file), decodeURIComponent(md[1]!)));
      if (route) return `${input.siteUrl}${route}${md[2] ?? ''}`;
    }
    return new URL(url, input.url).href;
  };
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') node.url = absolute(node.url);
  });
}

function apiSection(components: { name: string; url: string }[]): RootContent[] {
  const list: List = {
    type: 'list',
    ordered: false,
    spread: false,
    children: components.map((c) => ({ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [{ type: 'link', url: c.url, children: [{ type: 'inlineCode', value: c.name }] } as PhrasingContent] }] })),
  };
  return [{ type: 'heading', depth: 2, children: [text('API')] }, { type: 'paragraph', children: [text('See the API reference of the components this page shows:')] }, list];
}
