import type { Root as HastRoot } from 'hast';
import { toMdast } from 'hast-util-to-mdast';
import type { Parent, PhrasingContent, Root, RootContent, Table, TableCell, Text } from 'mdast';
import rehypeRaw from 'rehype-raw';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { createSlugger } from '../markdown/slug.ts';
import type { IndexSection } from './types.ts';

/**
 * One way of writing Markdown for every export: GFM (tables, unpadded), `-` bullets, fenced code,
 * `_` emphasis. No directive syntax: the export has none left, and knowing it would escape every
 * colon of the prose ("10\\:30").
 */
const stringifier = unified()
  // Cells unpadded: padding every row of a props table to its longest description doubles the file.
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkStringify, { bullet: '-', emphasis: '_', strong: '*', fences: true, listItemIndent: 'one', rule: '-', tightDefinitions: true })
  .freeze();

/** A Markdown tree as text. */
export function stringifyMarkdown(tree: Root): string {
  return stringifier.stringify(tree);
}

const inlineParser = unified().use(remarkParse).use(remarkGfm).freeze();

/** The plain text of a Markdown node (inline code and link texts included). */
export function plainText(node: RootContent | Root): string {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'html') return node.value;
  if ('children' in node) return (node.children as RootContent[]).map(plainText).join('');
  return '';
}

/**
 * Phrasing content that fits one table cell or list line: paragraphs joined by a space, code
 * blocks as inline code, lists as their items' text, line breaks as spaces.
 */
export function flattenToPhrasing(nodes: readonly RootContent[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  const push = (parts: PhrasingContent[]) => {
    if (parts.length === 0) return;
    if (out.length) out.push({ type: 'text', value: ' ' });
    out.push(...parts);
  };
  for (const node of nodes) {
    if (node.type === 'paragraph' || node.type === 'heading') push(node.children);
    else if (node.type === 'code') push([{ type: 'inlineCode', value: node.value.replace(/\s*\n\s*/g, ' ') }]);
    else if (node.type === 'list') push(node.children.flatMap((item, k) => [...(k ? [{ type: 'text' as const, value: '; ' }] : []), ...flattenToPhrasing(item.children)]));
    else if (node.type === 'blockquote') push(flattenToPhrasing(node.children));
    else if (node.type !== 'html' && node.type !== 'thematicBreak' && node.type !== 'definition') push([{ type: 'text', value: plainText(node) }]);
  }
  return oneLine(out);
}

/** Newlines inside phrasing content become spaces (a table cell is one line). */
function oneLine(nodes: PhrasingContent[]): PhrasingContent[] {
  return nodes.map((node): PhrasingContent => {
    if (node.type === 'break') return { type: 'text', value: ' ' };
    if (node.type === 'text' || node.type === 'inlineCode') return { ...node, value: node.value.replace(/\s*\n\s*/g, ' ') };
    if ('children' in node) return { ...node, children: oneLine(node.children as PhrasingContent[]) } as PhrasingContent;
    return node;
  });
}

const parsedInline = new Map<string, Root>();

/** JSDoc-style Markdown parsed once (descriptions repeat across components); callers must not change the tree. */
export function parseSnippet(markdown: string): Root {
  let tree = parsedInline.get(markdown);
  if (!tree) {
    tree = inlineParser.parse(markdown) as Root;
    parsedInline.set(markdown, tree);
  }
  return tree;
}

/** A GFM table: a header row and rows of cells (each a list of phrasing nodes, or a string). */
export function table(header: string[], rows: (PhrasingContent[] | string)[][]): Table {
  const cell = (content: PhrasingContent[] | string): TableCell => ({ type: 'tableCell', children: typeof content === 'string' ? (content ? [{ type: 'text', value: content }] : []) : content });
  return {
    type: 'table',
    align: header.map(() => null),
    children: [header, ...rows].map((row) => ({ type: 'tableRow' as const, children: row.map(cell) })),
  };
}

export const text = (value: string): Text => ({ type: 'text', value });

const htmlToHast = unified().use(remarkRehype, { allowDangerousHtml: true }).use(rehypeRaw).freeze();

/**
 * Replaces raw HTML with the Markdown it means (`<kbd>Ctrl</kbd>` → `` `Ctrl` ``, `<br>` → a line
 * break, tags without a Markdown form → their text): the export carries no HTML. Only a parent
 * holding raw HTML is converted, through HTML and back.
 */
export function replaceRawHtml(tree: Root): void {
  const walk = (parent: Parent): void => {
    if (parent.children.some((c) => c.type === 'html')) {
      const inline = parent.type !== 'root' && parent.type !== 'blockquote' && parent.type !== 'listItem';
      const holder: Root = { type: 'root', children: inline ? [structuredClone(parent) as RootContent] : (parent.children.map((c) => structuredClone(c)) as RootContent[]) };
      const back = toMdast(htmlToHast.runSync(holder) as HastRoot) as Root;
      const converted = inline ? ((back.children[0] as Parent | undefined)?.children ?? []) : back.children;
      parent.children = converted.filter((c) => c.type !== 'html') as typeof parent.children;
      return;
    }
    for (const child of parent.children) if ('children' in child) walk(child as Parent);
  };
  walk(tree);
}

/** True when a tree still holds raw HTML (the export's own check). */
export function hasRawHtml(tree: Root): boolean {
  const search = (node: Parent): boolean => node.children.some((c) => c.type === 'html' || ('children' in c && search(c as Parent)));
  return search(tree);
}

/**
 * Writes a tree split at its top-level `##`/`###` headings and records each part's place in the
 * text: the sections of the page, each under the anchor the HTML page gives its heading (the
 * same slugger, over the same headings, in the same order).
 */
export function stringifySections(tree: Root, offset: number): { markdown: string; sections: IndexSection[] } {
  const slug = createSlugger();
  const parts: { heading?: { text: string; depth: number }; nodes: RootContent[] }[] = [{ nodes: [] }];
  for (const node of tree.children) {
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) parts.push({ heading: { text: plainText(node).trim(), depth: node.depth }, nodes: [node] });
    else parts[parts.length - 1]!.nodes.push(node);
  }
  let markdown = '';
  const sections: IndexSection[] = [];
  for (const part of parts) {
    if (part.nodes.length === 0) continue;
    const chunk = stringifyMarkdown({ type: 'root', children: part.nodes });
    if (markdown) markdown += '\n';
    const start = offset + markdown.length;
    markdown += chunk;
    const heading = part.heading;
    sections.push({ anchor: heading ? slug(heading.text) : '', heading: heading?.text ?? '', depth: heading?.depth ?? 1, start, end: offset + markdown.length });
  }
  return { markdown, sections };
}
