// Markdown edited as text: the export keeps what the author wrote and changes only what must
// change (link URLs, raw HTML, demo and callout blocks). Where the changes go comes from the
// pages' own syntax tree (src/markdown/syntax.ts): each node knows the range of the source it was
// read from, so a change is an edit of that range and the page's own formatting (tables, lists,
// emphasis) survives as written.

import type { Code, Definition, Html, Image, Link, Nodes } from 'mdast';
import { visit } from 'unist-util-visit';
import { parseMarkdown } from '../markdown/syntax.ts';

/** One change to a text: the range it replaces and what goes there. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Where a node was read from in the source (undefined for a node the parser did not read, which has no place). */
export function rangeOf(node: Nodes): { start: number; end: number } | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? undefined : { start, end };
}

/**
 * The text from `from` to `to` with the edits (sorted by start) that fall inside it applied; of
 * two overlapping edits the first wins.
 */
export function applyEdits(text: string, edits: readonly Edit[], from = 0, to = text.length): string {
  let out = '';
  let at = from;
  for (const edit of edits) {
    if (edit.start >= to) break;
    if (edit.start < at || edit.end > to) continue;
    out += text.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + text.slice(at, to);
}

/** Edits in the order `applyEdits` takes them. */
export const byStart = (a: Edit, b: Edit) => a.start - b.start;

// A tag, never an autolink (`<https://…>`, `<a@b.c>`): the name is followed by a space, `/` or `>`.
// It reads the tags of one raw HTML node, which the parser found.
const TAG = /<!--[\s\S]*?-->|<(\/?)([A-Za-z][\w-]*)(?=[\s/>])[^<>]*?>/g;

/** Tags with a Markdown form, and what each of their ends becomes. */
const INLINE_MARKS: Record<string, string> = { kbd: '`', code: '`', var: '`', samp: '`', b: '**', strong: '**', i: '_', em: '_', br: ' ' };

/**
 * Where the label of a link or an image ends (its `]`). A link's text is its children; an image's
 * alt is only text, so its label is read: the `]` that closes the `![`, brackets inside in pairs
 * or escaped, as CommonMark has them.
 */
function labelEnd(node: Link | Image, source: string, start: number, end: number): number | undefined {
  if (node.type === 'link') return node.children.length ? rangeOf(node.children[node.children.length - 1]!)?.end : start + 1;
  let depth = 0;
  for (let i = start + 1; i < end; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (c === '[') depth++;
    else if (c === ']' && --depth === 0) return i;
  }
  return undefined;
}

/**
 * The range of a destination written from `from` on (after the `](` or `]:`), up to `limit`:
 * `<…>` with its brackets, or the run up to the first white space. A destination may not hold
 * white space, so when a title follows, white space parts them.
 */
function destinationFrom(source: string, from: number, limit: number): { start: number; end: number } {
  let start = from;
  while (start < limit && /\s/.test(source[start]!)) start++;
  let end = start;
  if (source[start] === '<') {
    while (end < limit && source[end] !== '>') end += source[end] === '\\' ? 2 : 1;
    return { start, end: end + 1 };
  }
  while (end < limit && !/\s/.test(source[end]!)) end++;
  return { start, end };
}

/**
 * Where the destination URL of a link, image or definition is written, when it is written there:
 * a reference link (`[a][b]`) has none (its definition does), an autolink is its own text. The
 * range found must read as the node's URL (escapes and character references aside).
 */
function destinationOf(node: Link | Image | Definition, source: string): { start: number; end: number } | undefined {
  const range = rangeOf(node);
  if (!range) return undefined;
  let found: { start: number; end: number } | undefined;
  if (node.type === 'definition') {
    const close = source.indexOf(']:', range.start);
    if (close >= 0 && close < range.end) found = destinationFrom(source, close + 2, range.end);
  } else {
    const close = labelEnd(node, source, range.start, range.end);
    if (close !== undefined && source.startsWith('](', close) && source[range.end - 1] === ')') found = destinationFrom(source, close + 2, range.end - 1);
  }
  if (!found) return undefined;
  const raw = source.slice(found.start, found.end);
  const bare = raw.startsWith('<') ? raw.slice(1, -1) : raw;
  return bare === node.url || /[\\&]/.test(bare) ? found : undefined;
}

/**
 * Raw HTML as Markdown: `<kbd>` and `<code>` become code spans, `<b>` and `<i>` emphasis, `<br>`
 * a space; other tags and comments go (their text stays), as the HTML page shows them.
 */
function htmlEdit(node: Html, source: string): Edit | undefined {
  const range = rangeOf(node);
  if (!range) return undefined;
  const raw = source.slice(range.start, range.end);
  const text = raw.replace(TAG, (_tag: string, _close: string | undefined, name: string | undefined) => INLINE_MARKS[name?.toLowerCase() ?? ''] ?? '');
  return text === raw ? undefined : { ...range, text };
}

/**
 * A place of the prose the export may change, as read from the tree alone: a destination (`url`,
 * made absolute later, with what the whole site knows) or an edit known already (`text`: raw HTML
 * as Markdown). Plain data: it is kept with the compiled page, so the export never parses again.
 */
export type ProseSpot = { kind: 'url'; start: number; end: number; url: string } | { kind: 'text'; start: number; end: number; text: string };

/**
 * The prose spot of a node, if any: a link's, image's or definition's destination (when it is
 * written in the node), raw HTML that reads differently as Markdown. Code is never prose: the
 * parser keeps it out of these nodes.
 */
export function proseSpot(node: Nodes, source: string): ProseSpot | undefined {
  if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
    const range = destinationOf(node, source);
    return range && { kind: 'url', ...range, url: node.url };
  }
  if (node.type === 'html') {
    const edit = htmlEdit(node, source);
    return edit && { kind: 'text', ...edit };
  }
  return undefined;
}

/** The edit a prose spot makes: a destination through `url` (kept in `<…>` when the new one needs it), undefined when it stays. */
export function proseSpotEdit(spot: ProseSpot, url: (href: string) => string): Edit | undefined {
  const { start, end } = spot;
  if (spot.kind === 'text') return { start, end, text: spot.text };
  const next = url(spot.url);
  return next === spot.url ? undefined : { start, end, text: /[\s()]/.test(next) ? `<${next}>` : next };
}

/**
 * The edit the prose of a node needs, if any: a link, image or definition gets its URL through
 * `url`; raw HTML becomes Markdown (see `proseSpot`).
 */
export function proseEdit(node: Nodes, source: string, url: (href: string) => string): Edit | undefined {
  const spot = proseSpot(node, source);
  return spot && proseSpotEdit(spot, url);
}

/**
 * Rewrites the prose of some Markdown (never its code): every link, image and definition URL
 * through `url`, and raw HTML into Markdown (see `proseEdit`).
 */
export function rewriteProse(text: string, url: (href: string) => string): string {
  // Without a bracket or an angle bracket there is no link, definition or tag to rewrite: no parse.
  if (!text.includes('[') && !text.includes('<')) return text;
  const edits: Edit[] = [];
  visit(parseMarkdown(text), (node) => {
    const edit = proseEdit(node, text, url);
    if (edit) edits.push(edit);
  });
  return edits.length ? applyEdits(text, edits.sort(byStart)) : text;
}

/**
 * The text a node shows on the HTML page, without its marks: code spans' contents, link texts,
 * a line break as a space (as `<br>`, which the export makes a space), no raw HTML, no images.
 * A text directive is text the page compiler gives back as written (remark-callouts.ts): so here.
 */
export function plainText(node: Nodes, source: string): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'break') return ' ';
  if (node.type === 'html') return /^<br\b/i.test(node.value) ? ' ' : '';
  if (node.type === 'textDirective') {
    const range = rangeOf(node);
    return range ? source.slice(range.start, range.end) : '';
  }
  return 'children' in node ? node.children.map((child) => plainText(child, source)).join('') : '';
}

/** True for a code block written between fences (```` ``` ```` or `~~~`), not indented. */
export function isFenced(node: Code, source: string): boolean {
  const start = rangeOf(node)?.start;
  return start !== undefined && (source.startsWith('```', start) || source.startsWith('~~~', start));
}

/** Inline code holding any text: a fence longer than the backtick runs inside, padded when it touches one. */
export function codeSpan(value: string): string {
  const longest = Math.max(0, ...[...value.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${value}${pad}${ticks}`;
}

/** Markdown with each fenced code block made a code span, its lines joined. */
function fencesAsSpans(markdown: string): string {
  // Without a fence there is nothing to find: no parse (most cells are a sentence or code already).
  if (!markdown.includes('```') && !markdown.includes('~~~')) return markdown;
  const edits: Edit[] = [];
  visit(parseMarkdown(markdown), 'code', (node) => {
    const range = rangeOf(node);
    if (range && isFenced(node, markdown)) edits.push({ ...range, text: codeSpan(node.value.replace(/\s*\n\s*/g, ' ').trim()) });
  });
  return applyEdits(markdown, edits.sort(byStart));
}

/**
 * Markdown that fits one table cell: fenced code as a code span, line breaks as spaces, pipes
 * escaped (GitHub's tables need `\|` even inside code spans).
 */
export function tableCell(markdown: string): string {
  return fencesAsSpans(markdown)
    .replace(/\s*\n\s*/g, ' ')
    .replace(/(?<!\\)\|/g, '\\|')
    .trim();
}

/** A GFM table: a header row, a delimiter row, and one row per entry (cells already Markdown). */
export function tableOf(header: string[], rows: string[][]): string {
  const row = (cells: string[]) => `|${cells.map((c) => (c ? ` ${c} ` : ' ')).join('|')}|`;
  return [row(header), `| ${header.map(() => '-').join(' | ')} |`, ...rows.map(row)].join('\n');
}
