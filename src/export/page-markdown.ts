import path from 'node:path';
import type { Code, Nodes, Paragraph, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { stringify as stringifyYaml } from 'yaml';
import type { ApiEvent } from '../api/types.ts';
import { demoLinesOf, parseDirective } from '../markdown/demo-directive.ts';
import type { PageSource } from '../markdown/page-source.ts';
import { closed, type CALLOUT_SEVERITIES } from '../markdown/remark-callouts.ts';
import { eventsLineOf } from '../markdown/remark-events.ts';
import { createSlugger } from '../markdown/slug.ts';
import { parseMarkdown } from '../markdown/syntax.ts';
import { eventsTable, type JsdocConverter } from './api-markdown.ts';
import { applyEdits, byStart, isFenced, plainText, proseEdit, rangeOf, type Edit } from './markdown-text.ts';
import type { IndexDemo, IndexSection, PageMarkdown } from './types.ts';

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
  events?: { list: readonly ApiEvent[]; typeUrl(name: string): string | undefined; jsdoc?: JsdocConverter };
  /** The components the front matter lists, with their API pages (the "API" section). */
  components: { name: string; url: string }[];
}

/** An output line, and the heading it is when it is a top-level one. */
interface OutLine {
  text: string;
  heading?: { depth: number; text: string; anchor?: string };
}

/** What converting the body needs: its text (which the tree's offsets point into) and the page. */
interface Body {
  source: string;
  input: ContentPageInput;
  /** The demos the page shows, as they are replaced. */
  demos: string[];
  url(href: string): string;
}

/**
 * A content page as clean Markdown, edited from its source rather than rebuilt: front matter
 * reduced to title and description, callouts as quotes (`> **Warning**`), every link absolute
 * (`api:` references resolved), each demo replaced by its TypeScript source (with the files it
 * imports) and a link to its JavaScript, the events table as a table, raw HTML as Markdown, fences
 * with a language, and the API section the page shows. Everything else stays as the author wrote
 * it. What to edit is read from the page's syntax tree, the one the page compiler reads.
 */
export function contentPageMarkdown(input: ContentPageInput): PageMarkdown {
  const { body: source, data } = input.source.frontMatter;
  const tree = parseMarkdown(source);
  const body: Body = { source, input, demos: [], url: (href) => absoluteUrl(href, input) };
  const lines = outLines(tree, editsOf(tree, body).sort(byStart), source);
  const h1 = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 1);
  const h1Text = lines.find((l) => l.heading?.depth === 1)?.heading?.text;
  const title = data.title ?? h1Text ?? input.navTitle;
  if (h1Text === undefined) lines.unshift({ text: `# ${title}`, heading: { depth: 1, text: title } }, { text: '' });
  const description = data.description ?? leadOf(tree.children[h1 + 1], source);
  if (input.components.length) {
    // The HTML page's own API section (always `#api`): links to the components' API pages.
    lines.push({ text: '' }, { text: '## API', heading: { depth: 2, text: 'API', anchor: 'api' } }, { text: '' }, { text: 'See the API reference of the components this page shows:' }, { text: '' }, ...input.components.map((c) => ({ text: `- [\`${c.name}\`](${c.url})` })));
  }
  const frontMatter = `---\n${stringifyYaml({ title, description }, { lineWidth: 0 })}---\n\n`;
  const { markdown, sections } = joinSections(lines, frontMatter.length);
  return { markdown: frontMatter + markdown, bodyStart: frontMatter.length, title, description, sections, demos: body.demos };
}

/** Every link absolute: internal routes, relative `.md` files, anchors of the page, `api:` references. */
function absoluteUrl(url: string, input: ContentPageInput): string {
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
  try {
    return new URL(url, input.url).href;
  } catch {
    return url;
  }
}

/**
 * The edits a node of the body and what it holds need: a callout is one edit (its content
 * edited, then quoted), a demo or events paragraph one (its blocks), a fence without a language
 * gets one, links and raw HTML theirs (`proseEdit`).
 */
function editsOf(node: Nodes, body: Body): Edit[] {
  if (node.type === 'containerDirective') return calloutEdit(node, node.children.flatMap((child) => editsOf(child, body)), body.source);
  if (node.type === 'paragraph') {
    const blocks = blocksEdit(node, body);
    if (blocks) return [blocks];
  }
  if (node.type === 'code') return codeEdit(node, body.source);
  const inner = 'children' in node ? node.children.flatMap((child) => editsOf(child, body)) : [];
  const own = proseEdit(node, body.source, body.url);
  return own ? [...inner, own] : inner;
}

/** Where the line holding `offset` starts. */
const lineStartOf = (source: string, offset: number) => source.lastIndexOf('\n', offset - 1) + 1;

/** The indentation of the lines after the first of a block that starts at `offset`: what is before it on its line, as white space. */
const indentOf = (source: string, offset: number) => source.slice(lineStartOf(source, offset), offset).replace(/[^\t]/g, ' ');

/** True when the line after the one `offset` is on is blank (or there is none). */
function blankAfter(source: string, offset: number): boolean {
  const next = source.indexOf('\n', offset);
  if (next < 0) return true;
  const after = source.indexOf('\n', next + 1);
  return source.slice(next + 1, after < 0 ? undefined : after).trim() === '';
}

/**
 * A block's lines as the text replacing it from its first character: the first line goes where
 * the block starts (after its indentation), the others get the indentation. A blank line follows
 * when the next line is not one: a quote would swallow the paragraph right under it.
 */
function blockText(lines: string[], p: { indent: string; blankAfter: boolean }): string {
  const text = lines.map((line, i) => (i === 0 || !line ? line : `${p.indent}${line}`)).join('\n');
  return p.blankAfter ? text : `${text}\n`;
}

/**
 * A callout as a quote opening with its kind in bold (`> **Warning**`): its content (already
 * edited: nested callouts are quotes by now) quoted line by line, without the marker lines.
 */
function calloutEdit(node: ContainerDirective, inner: Edit[], source: string): Edit[] {
  const range = rangeOf(node);
  if (!range) return inner;
  const indent = indentOf(source, range.start);
  const openEnd = source.indexOf('\n', range.start);
  const from = openEnd < 0 || openEnd >= range.end ? range.end : openEnd + 1;
  // A closed callout's last line is its closing marker.
  const to = closed(node, source) ? Math.max(from, lineStartOf(source, range.end) - 1) : range.end;
  const content = to > from ? applyEdits(source, inner.sort(byStart), from, to).split('\n') : [];
  const quoted = content.map((line) => `${indent}> ${line.startsWith(indent) ? line.slice(indent.length) : line.trimStart()}`.trimEnd());
  const lines = [`> **${CALLOUT_LABELS[node.name as keyof typeof CALLOUT_LABELS] ?? node.name}**`, `${indent}>`, ...quoted];
  // No empty quote line at the end of the quote.
  if (lines[lines.length - 1] === `${indent}>`) lines.pop();
  return [{ ...range, text: blockText(lines, { indent: '', blankAfter: blankAfter(source, range.end) }) }];
}

/** A paragraph of demo lines as the demos' code, an events line as the events table; undefined for any other paragraph. */
function blocksEdit(node: Paragraph, body: Body): Edit | undefined {
  const range = rangeOf(node);
  if (!range) return undefined;
  const { input, source } = body;
  const demoLines = demoLinesOf(node, source);
  const blocks =
    demoLines && !('mixed' in demoLines)
      ? demoLines.map((line) => demoBlock(line.text, body))
      : input.events && eventsLineOf(node) !== undefined
        ? [eventsTable(input.events.list, input.events.typeUrl, input.events.jsdoc).split('\n')]
        : undefined;
  if (!blocks) return undefined;
  // Demo lines one under the other are a demo each: blocks apart.
  const lines = blocks.flatMap((block, i) => (i < blocks.length - 1 ? [...block, ''] : block));
  return { ...range, text: blockText(lines, { indent: indentOf(source, range.start), blankAfter: blankAfter(source, range.end) }) };
}

/** A fenced code block without a language: `text`, so that every fence says what it holds. */
function codeEdit(node: Code, source: string): Edit[] {
  const range = rangeOf(node);
  if (node.lang || !range || !isFenced(node, source)) return [];
  let end = range.start;
  while (source[end] === source[range.start]) end++;
  return [{ start: end, end, text: 'text' }];
}

/**
 * The body edited, line by line, with its top-level headings marked (with the text the HTML page
 * gives their anchors): the text is edited piece by piece between the headings' lines.
 */
function outLines(tree: Root, edits: Edit[], source: string): OutLine[] {
  const out: OutLine[] = [];
  const push = (text: string, heading?: OutLine['heading']) => {
    const [first, ...rest] = text.split('\n');
    out.push(heading ? { text: first!.trimEnd(), heading } : { text: first!.trimEnd() }, ...rest.map((line) => ({ text: line.trimEnd() })));
  };
  let at = 0;
  let pending: OutLine['heading'];
  for (const node of tree.children) {
    const range = rangeOf(node);
    if (node.type !== 'heading' || !range) continue;
    const start = lineStartOf(source, range.start);
    push(applyEdits(source, edits, at, start).replace(/\n$/, ''), pending);
    pending = { depth: node.depth, text: plainText(node, source).trim() };
    at = start;
  }
  push(applyEdits(source, edits, at), pending);
  return out;
}

/** A code block that holds any code: its fence longer than any run of backticks at a line start inside. */
function fenced(lang: string, title: string, code: string): string[] {
  const longest = Math.max(2, ...[...code.matchAll(/^\s*(`{3,})/gm)].map((m) => m[1]!.length));
  const fence = '`'.repeat(longest + 1);
  return [`${fence}${lang} title="${title}"`, ...code.replace(/\n$/, '').split('\n'), fence];
}

const langOf = (name: string) => ({ tsx: 'tsx', ts: 'ts', jsx: 'jsx', js: 'js', json: 'json', css: 'css' })[name.split('.').pop() ?? ''] ?? 'text';

/** A demo line as the demo's TypeScript, the files it imports, and a link to its JavaScript. */
function demoBlock(line: string, p: { input: ContentPageInput; demos: string[] }): string[] {
  const parsed = parseDirective(line);
  if (!('options' in parsed)) return [line];
  // An embedded component is part of the page's look, not code to read: it has no Markdown.
  if (parsed.options.embed) return [];
  const name = parsed.options.demo;
  const demo = p.input.demo(name);
  // The build fails on a missing demo before exporting; this is for a page exported on its own.
  if (!demo) return [`Demo ${name}: [see the page](${p.input.url})`];
  p.demos.push(demo.id);
  const variant = demo.variants[0]!;
  const files = variant.files.flatMap((f) => ['', ...fenced(langOf(f.name), f.name, f.ts)]);
  // A demo written in JavaScript only is shown as it is.
  if (variant.main.name.endsWith('.js')) return [...fenced('jsx', variant.main.name, variant.main.js), ...files];
  return [...fenced('tsx', variant.main.name, variant.main.ts), ...files, '', `JavaScript version: [\`${demo.name}.js\`](${demo.jsUrl})`];
}

/** The paragraph after the H1 as plain text (the HTML page's description when the front matter has none); '' for any other block. */
function leadOf(node: RootContent | undefined, source: string): string {
  if (node?.type !== 'paragraph' || demoLinesOf(node, source) || eventsLineOf(node) !== undefined) return '';
  const lead = plainText(node, source).replace(/\s+/g, ' ').trim();
  return lead.length > 160 ? `${lead.slice(0, 157).trimEnd()}…` : lead;
}

/**
 * The lines as one text (runs of blank lines made one), and its sections: one per top-level
 * `##`/`###` heading, under the anchor the HTML page gives it (the same slugger over the same
 * headings in the same order; the API section's is fixed), plus the text before the first.
 */
function joinSections(lines: OutLine[], offset: number): { markdown: string; sections: IndexSection[] } {
  const slug = createSlugger();
  const sections: IndexSection[] = [];
  let markdown = '';
  let previousBlank = true;
  for (const line of lines) {
    const blank = line.text === '';
    if (blank && previousBlank) continue;
    previousBlank = blank;
    const h = line.heading;
    if (h && (h.depth === 2 || h.depth === 3)) {
      sections.push({ anchor: h.anchor ?? slug(h.text), heading: h.text, depth: h.depth, start: offset + markdown.length, end: 0 });
    } else if (sections.length === 0) sections.push({ anchor: '', heading: '', depth: 1, start: offset, end: 0 });
    markdown += `${line.text}\n`;
  }
  markdown = `${markdown.trimEnd()}\n`;
  sections.forEach((section, i) => (section.end = sections[i + 1]?.start ?? offset + markdown.length));
  return { markdown, sections };
}
