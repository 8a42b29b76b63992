import path from 'node:path';
import type { Code, Nodes, Paragraph, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { stringify as stringifyYaml } from 'yaml';
import type { ApiEvent, ApiLocaleSet, ApiSelector } from '../api/types.ts';
import { hashOf } from '../cache/build-cache.ts';
import { demoLinesOf, parseDirective, type PlaygroundOptions } from '../markdown/demo-directive.ts';
import { jsxOf, type Knob } from '../../templates/playground.ts';
import type { PageSource } from '../markdown/page-source.ts';
import { closed, type CALLOUT_SEVERITIES } from '../markdown/remark-callouts.ts';
import { EVENTS_PLACEHOLDER, featuresOf, generatedLineOf, LOCALES_PLACEHOLDER, localesProductOf, SELECTORS_PLACEHOLDER } from '../markdown/remark-events.ts';
import { generatedNodes } from '../markdown/generated-components.ts';
import { componentTarget, type ComponentMap } from '../config/components.ts';
import { CODE_CHOICES } from '../../templates/constants.ts';
import { createSlugger, type HeadingSlugs } from '../markdown/slug.ts';
import { parseMarkdown } from '../markdown/syntax.ts';
import { eventsTable, localesTable, selectorsTables, type JsdocConverter } from './api-markdown.ts';
import { applyEdits, byStart, isFenced, plainText, proseSpot, proseSpotEdit, rangeOf, type Edit, type ProseSpot } from './markdown-text.ts';
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
  /** The Data Grid's selectors, for a `{{"selectors": …}}` line. */
  selectors?: { list: readonly ApiSelector[]; jsdoc?: JsdocConverter };
  /** The bundled locales of each product, for a `{{"locales": …}}` line. */
  locales?: readonly ApiLocaleSet[];
  /** The components the front matter lists, with their API pages (the "API" section). */
  components: { name: string; url: string }[];
  /** The config's `components`: a component line mapped to what the build generates is exported as that. */
  componentMap?: ComponentMap;
  /** The outline the page compiler read from the body's syntax tree (see `pageOutline`). */
  outline?: PageOutline;
  /** The config's `headingSlugs`: the sections are named by the anchors the HTML page gives them. */
  headingSlugs?: HeadingSlugs;
}

/** An output line, and the heading it is when it is a top-level one. */
interface OutLine {
  text: string;
  heading?: { depth: number; text: string; anchor?: string };
}

/** A paragraph replaced by blocks: where it is and how the blocks sit there. */
interface BlockPlace {
  start: number;
  end: number;
  /** What is before the paragraph on its first line, as white space: the blocks' other lines get it. */
  indent: string;
  /** The line after the paragraph is blank (or there is none). */
  blankAfter: boolean;
}

/**
 * A place of the body the export changes, read from the syntax tree: prose (a link's destination,
 * raw HTML), a fence without a language (`text` inserted), a paragraph of demo lines, an events
 * line (with the spots of its text, used when the site has no events list), a callout (with the
 * spots inside it). What each becomes may need the whole site: that is resolved by the export.
 */
export type PageSpot =
  | ProseSpot
  | (BlockPlace & { kind: 'demos'; lines: string[] })
  | (BlockPlace & { kind: 'events'; inner: PageSpot[] })
  | (BlockPlace & { kind: 'selectors'; features: string[]; inner: PageSpot[] })
  | (BlockPlace & { kind: 'locales'; product: string; inner: PageSpot[] })
  | { kind: 'callout'; start: number; end: number; label: string; from: number; to: number; indent: string; blankAfter: boolean; inner: PageSpot[] };

/**
 * What the export needs of a page body's syntax tree, as plain data: the page compiler reads it
 * from the tree it parses and keeps it with the compiled page, so the export never parses a page.
 */
export interface PageOutline {
  /** The hash of the body it was read from: an outline is used only with that body. */
  body: string;
  /** The places to change, in the order the tree holds them. */
  spots: PageSpot[];
  /** The top-level headings: where their line starts, their level, the text the HTML page shows. */
  headings: { start: number; depth: number; text: string }[];
  /** The paragraph after the H1 as plain text (the description when the front matter has none). */
  lead: string;
}

/** What converting the body needs: its text (which the outline's offsets point into) and the page. */
interface Body {
  source: string;
  input: ContentPageInput;
  /** The demos the page shows, as they are replaced. */
  demos: string[];
  /**
   * The files demos import that the page already shows (name and text → the demo shown with
   * them): a data set a dozen demos import is shown once (it was a quarter of the docs' Markdown).
   */
  shown: Map<string, string>;
  url(href: string): string;
}

/**
 * The outline of a page body from its syntax tree (untransformed: as `parseMarkdown` or the page
 * compiler's parse gives it), `source` being the body it was parsed from.
 */
export function pageOutline(tree: Root, source: string): PageOutline {
  const h1 = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 1);
  return { body: hashOf(source), spots: spotsOf(tree, source), headings: headingsOf(tree, source), lead: leadOf(tree.children[h1 + 1], source) };
}

/**
 * A content page as clean Markdown, edited from its source rather than rebuilt: front matter
 * reduced to title and description, callouts as quotes (`> **Warning**`), every link absolute
 * (`api:` references resolved), each demo replaced by its TypeScript source (with the files it
 * imports) and a link to its JavaScript, the events table as a table, raw HTML as Markdown, fences
 * with a language, and the API section the page shows. Everything else stays as the author wrote
 * it. What to edit comes from the page's outline: the page compiler's (`input.outline`), or one
 * read here from a parse of its own when there is none for this body (a page exported alone).
 */
export function contentPageMarkdown(input: ContentPageInput): PageMarkdown {
  const { body: source, data } = input.source.frontMatter;
  const outline = input.outline?.body === hashOf(source) ? input.outline : pageOutline(parseMarkdown(source), source);
  const body: Body = { source, input, demos: [], shown: new Map(), url: (href) => absoluteUrl(href, input) };
  const lines = outLines(outline.headings, editsOf(outline.spots, body).sort(byStart), source);
  const h1Text = lines.find((l) => l.heading?.depth === 1)?.heading?.text;
  const title = data.title ?? h1Text ?? input.navTitle;
  if (h1Text === undefined) lines.unshift({ text: `# ${title}`, heading: { depth: 1, text: title } }, { text: '' });
  const description = data.description ?? outline.lead;
  if (input.components.length) {
    // The HTML page's own API section (always `#api`): links to the components' API pages.
    lines.push({ text: '' }, { text: '## API', heading: { depth: 2, text: 'API', anchor: 'api' } }, { text: '' }, { text: 'See the API reference of the components this page shows:' }, { text: '' }, ...input.components.map((c) => ({ text: `- [\`${c.name}\`](${c.url})` })));
  }
  const frontMatter = `---\n${stringifyYaml({ title, description }, { lineWidth: 0 })}---\n\n`;
  const { markdown, sections } = joinSections(lines, frontMatter.length, input.headingSlugs === 'mui' ? 'mui' : 'github');
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
 * The spots of a node of the body and what it holds: a callout is one (holding the spots of its
 * content), a demo or events paragraph one, a fence without a language one, links and raw HTML
 * theirs (`proseSpot`), in the order the tree holds them (inner before outer).
 */
function spotsOf(node: Nodes, source: string): PageSpot[] {
  if (node.type === 'containerDirective') return calloutSpot(node, node.children.flatMap((child) => spotsOf(child, source)), source);
  const inner = 'children' in node ? node.children.flatMap((child) => spotsOf(child, source)) : [];
  if (node.type === 'paragraph') {
    const blocks = blocksSpot(node, source, inner);
    if (blocks) return [blocks];
  }
  if (node.type === 'code') return codeSpot(node, source);
  const own = proseSpot(node, source);
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
 * A callout's spot: its content (from the line after the opening marker to the closing marker's
 * line, when it is closed) and the spots inside it; the callout itself when it has no place.
 */
function calloutSpot(node: ContainerDirective, inner: PageSpot[], source: string): PageSpot[] {
  const range = rangeOf(node);
  if (!range) return inner;
  const openEnd = source.indexOf('\n', range.start);
  const from = openEnd < 0 || openEnd >= range.end ? range.end : openEnd + 1;
  // A closed callout's last line is its closing marker.
  const to = closed(node, source) ? Math.max(from, lineStartOf(source, range.end) - 1) : range.end;
  const label = CALLOUT_LABELS[node.name as keyof typeof CALLOUT_LABELS] ?? node.name;
  return [{ kind: 'callout', ...range, label, from, to, indent: indentOf(source, range.start), blankAfter: blankAfter(source, range.end), inner }];
}

/** A paragraph of demo lines, or an events line (keeping the spots of its text), as a spot; undefined for any other paragraph. */
function blocksSpot(node: Paragraph, source: string, inner: PageSpot[]): PageSpot | undefined {
  const range = rangeOf(node);
  if (!range) return undefined;
  const place = { ...range, indent: indentOf(source, range.start), blankAfter: blankAfter(source, range.end) };
  const demoLines = demoLinesOf(node, source);
  if (demoLines && !('mixed' in demoLines)) return { kind: 'demos', ...place, lines: demoLines.map((line) => line.text) };
  const generated = generatedLineOf(node);
  if (generated?.key === 'events') return { kind: 'events', ...place, inner };
  const features = generated?.key === 'selectors' ? featuresOf(generated.line) : undefined;
  if (features) return { kind: 'selectors', ...place, features, inner };
  const product = generated?.key === 'locales' ? localesProductOf(generated.line) : undefined;
  return product ? { kind: 'locales', ...place, product, inner } : undefined;
}

/** A fenced code block without a language gets `text`, so that every fence says what it holds. */
function codeSpot(node: Code, source: string): PageSpot[] {
  const range = rangeOf(node);
  if (node.lang || !range || !isFenced(node, source)) return [];
  let end = range.start;
  while (source[end] === source[range.start]) end++;
  return [{ kind: 'text', start: end, end, text: 'text' }];
}

/** The top-level headings of a body: where their line starts, their level, their text as the HTML page shows it. */
function headingsOf(tree: Root, source: string): PageOutline['headings'] {
  return tree.children.flatMap((node) => {
    const range = rangeOf(node);
    return node.type === 'heading' && range ? [{ start: lineStartOf(source, range.start), depth: node.depth, text: plainText(node, source).trim() }] : [];
  });
}

/** The edits the spots make on this site, in their order: URLs resolved, demos and events filled in, callouts quoted. */
function editsOf(spots: readonly PageSpot[], body: Body): Edit[] {
  return spots.flatMap((spot): Edit[] => {
    if (spot.kind === 'callout') return [calloutEdit(spot, editsOf(spot.inner, body), body.source)];
    if (spot.kind === 'demos') return [blocksEdit(spot, spot.lines.map((line) => demoBlock(line, body)))];
    if (spot.kind === 'events') {
      const events = body.input.events;
      return events ? [blocksEdit(spot, [eventsTable(events.list, events.typeUrl, events.jsdoc).split('\n')])] : editsOf(spot.inner, body);
    }
    if (spot.kind === 'locales') {
      const set = body.input.locales?.find((s) => s.product === spot.product);
      return set ? [blocksEdit(spot, [localesTable(set).split('\n')])] : editsOf(spot.inner, body);
    }
    if (spot.kind === 'selectors') {
      const selectors = body.input.selectors;
      return selectors ? [blocksEdit(spot, [selectorsTables(selectors.list, spot.features, selectors.jsdoc).split('\n')])] : editsOf(spot.inner, body);
    }
    const edit = proseSpotEdit(spot, body.url);
    return edit ? [edit] : [];
  });
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
 * A callout as a quote opening with its kind in bold (`> **Warning**`): its content (edited:
 * nested callouts are quotes by now) quoted line by line, without the marker lines.
 */
function calloutEdit(spot: Extract<PageSpot, { kind: 'callout' }>, inner: Edit[], source: string): Edit {
  const { indent, from, to } = spot;
  const content = to > from ? applyEdits(source, inner.sort(byStart), from, to).split('\n') : [];
  const quoted = content.map((line) => `${indent}> ${line.startsWith(indent) ? line.slice(indent.length) : line.trimStart()}`.trimEnd());
  const lines = [`> **${spot.label}**`, `${indent}>`, ...quoted];
  // No empty quote line at the end of the quote.
  if (lines[lines.length - 1] === `${indent}>`) lines.pop();
  return { start: spot.start, end: spot.end, text: blockText(lines, { indent: '', blankAfter: spot.blankAfter }) };
}

/** A paragraph replaced by blocks (demos' code, the events table): blocks one under the other are apart. */
function blocksEdit(place: BlockPlace, blocks: string[][]): Edit {
  const lines = blocks.flatMap((block, i) => (i < blocks.length - 1 ? [...block, ''] : block));
  return { start: place.start, end: place.end, text: blockText(lines, place) };
}

/**
 * The body edited, line by line, with its top-level headings marked (with the text the HTML page
 * gives their anchors): the text is edited piece by piece between the headings' lines.
 */
function outLines(headings: PageOutline['headings'], edits: Edit[], source: string): OutLine[] {
  const out: OutLine[] = [];
  const push = (text: string, heading?: OutLine['heading']) => {
    const [first, ...rest] = text.split('\n');
    out.push(heading ? { text: first!.trimEnd(), heading } : { text: first!.trimEnd() }, ...rest.map((line) => ({ text: line.trimEnd() })));
  };
  let at = 0;
  let pending: OutLine['heading'];
  for (const heading of headings) {
    push(applyEdits(source, edits, at, heading.start).replace(/\n$/, ''), pending);
    pending = { depth: heading.depth, text: heading.text };
    at = heading.start;
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
function demoBlock(line: string, p: Pick<Body, 'input' | 'demos' | 'shown'>): string[] {
  const parsed = parseDirective(line);
  if (!('options' in parsed)) return [line];
  const { embed } = parsed.options;
  const target = embed && componentTarget(embed.component, p.input.componentMap);
  if (target?.kind === 'generated') return generatedBlock(generatedNodes(target.generated, embed!.props ?? {}, { key: target.key, line: 0 }), p.input);
  // An embedded component is part of the page's look, not code to read: it has no Markdown.
  if (embed) return [];
  if (parsed.options.playground) return playgroundBlock(parsed.options.playground, p.input.url);
  const name = parsed.options.demo;
  const demo = p.input.demo(name);
  // The build fails on a missing demo before exporting; this is for a page exported on its own.
  if (!demo) return [`Demo ${name}: [see the page](${p.input.url})`];
  p.demos.push(demo.id);
  const variant = demo.variants[0]!;
  const files = variant.files.flatMap((f) => {
    const key = `${f.name}\0${f.ts}`;
    const shownWith = p.shown.get(key);
    if (shownWith !== undefined) return ['', `\`${f.name}\`, which this demo imports too, is shown above with \`${shownWith}\`.`];
    p.shown.set(key, variant.main.name);
    return ['', ...fenced(langOf(f.name), f.name, f.ts)];
  });
  // A demo written in JavaScript only is shown as it is.
  if (variant.main.name.endsWith('.js')) return [...fenced('jsx', variant.main.name, variant.main.js), ...files];
  return [...fenced('tsx', variant.main.name, variant.main.ts), ...files, '', `JavaScript version: [\`${demo.name}.js\`](${demo.jsUrl})`];
}

/** A props playground as Markdown: what it lets the reader change, and the JSX it starts with. */
function playgroundBlock(options: PlaygroundOptions, url: string): string[] {
  const values = options.values ?? {};
  const start = jsxOf(options.playground, Object.keys(values).map((path): Knob => ({ path, kind: 'string' })), values);
  const knobs = options.props ? `: ${options.props.map((p) => `\`${p}\``).join(', ')}` : '';
  return [`A props playground of \`${options.playground}\` on [the page](${url}) lets readers change its props${knobs}. It starts as:`, '', ...fenced('jsx', `${options.playground}.jsx`, start)];
}

/**
 * What a component line mapped to a generated table or commands is, as Markdown: the table the
 * build's own line would give, the install commands as one shell block (a comment names each date
 * library). Nothing when the data is missing (the page reports it).
 */
function generatedBlock(nodes: ReturnType<typeof generatedNodes>, input: ContentPageInput): string[] {
  if (!Array.isArray(nodes)) return [];
  const commands: string[] = [];
  const tables: string[] = [];
  for (const node of nodes) {
    if (node.type === 'code') {
      const library = /dateLibrary="([^"]+)"/.exec(node.meta ?? '')?.[1];
      if (library) commands.push(`# ${(CODE_CHOICES.dateLibrary.labels as Record<string, string>)[library] ?? library}`);
      commands.push(node.value);
      continue;
    }
    const data = node.type === 'paragraph' ? node.data : undefined;
    const properties = (data?.hProperties ?? {}) as Record<string, string>;
    if (data?.hName === EVENTS_PLACEHOLDER && input.events) tables.push(eventsTable(input.events.list, input.events.typeUrl, input.events.jsdoc));
    const set = data?.hName === LOCALES_PLACEHOLDER ? input.locales?.find((s) => s.product === properties.dataProduct) : undefined;
    if (set) tables.push(localesTable(set));
    if (data?.hName === SELECTORS_PLACEHOLDER && input.selectors) tables.push(selectorsTables(input.selectors.list, String(properties.dataFeatures ?? '').split(' ').filter(Boolean), input.selectors.jsdoc));
  }
  if (commands.length) return ['```bash', ...commands, '```'];
  return tables.length ? tables.join('\n\n').split('\n') : [];
}

/** The paragraph after the H1 as plain text (the HTML page's description when the front matter has none); '' for any other block. */
function leadOf(node: RootContent | undefined, source: string): string {
  if (node?.type !== 'paragraph' || demoLinesOf(node, source) || generatedLineOf(node)) return '';
  const lead = plainText(node, source).replace(/\s+/g, ' ').trim();
  return lead.length > 160 ? `${lead.slice(0, 157).trimEnd()}…` : lead;
}

/**
 * The lines as one text (runs of blank lines made one), and its sections: one per top-level
 * `##`/`###` heading, under the anchor the HTML page gives it (the same slugger over the same
 * headings in the same order; the API section's is fixed), plus the text before the first.
 */
function joinSections(lines: OutLine[], offset: number, slugs: 'github' | 'mui'): { markdown: string; sections: IndexSection[] } {
  const slug = createSlugger(slugs);
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
