import type { Html, Nodes, Parent, Root, RootContent } from 'mdast';
import type { Point } from 'unist';
import type { VFile } from 'vfile';
import { parseMarkdown } from './syntax.ts';

/**
 * Property of a build-made element that stands for its children only: rehype-raw-html.ts puts the
 * children in its place. Capital letters, so that HTML written in a page cannot forge it (the
 * tokenizer lowercases attribute names), as with the build's own mark there.
 */
export const UNWRAP = 'DocsBuildUnwrap';

/** An opening `<summary>` or `<details>` tag with a `markdown` attribute (any value: "span", "block", "1"). */
const OPEN = /<(summary|details)\b(?:[^>"']|"[^"]*"|'[^']*')*?\smarkdown\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;

/**
 * `markdown` on `<summary>` and `<details>` is the dialect's mark that their content is Markdown
 * (`<summary markdown="span">Using `npm`</summary>`). An HTML block is raw to the end of its
 * block, so what such an element holds inside the same block (the summary's text, or a details'
 * content written without blank lines) would show as written, backticks and all: it is parsed
 * as Markdown here, in place between the raw pieces around it, with its positions in the file.
 * A summary's content is inline. The attribute itself goes without a warning (rehype-raw-html.ts).
 */
export function remarkHtmlMarkdown() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    // Most pages have no such element: no walk.
    if (!/\smarkdown\b/i.test(source)) return;
    expandIn(tree, source);
  };
}

function expandIn(parent: Parent, source: string): void {
  const children = parent.children as RootContent[];
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (child.type === 'html') {
      const pieces = expand(child, source);
      if (pieces) {
        children.splice(i, 1, ...pieces);
        i += pieces.length - 1;
      }
    } else if ('children' in child) expandIn(child, source);
  }
}

/** The pieces an HTML node becomes when a marked element in it holds content: raw HTML around Markdown. */
function expand(node: Html, source: string): RootContent[] | undefined {
  const { value } = node;
  const at = pointMapper(node, source);
  if (!at) return undefined;
  const out: RootContent[] = [];
  let done = 0;
  /** The Markdown of value[from, to) as blocks, or inline when it is one paragraph and `inline` is set. */
  const markdown = (from: number, to: number, inline: boolean) => {
    out.push(piece(value, done, from, at));
    const fragment = parseMarkdown(value.slice(from, to));
    shift(fragment, (p) => at(from + (p.offset ?? 0)));
    expandIn(fragment, source);
    const [only] = fragment.children;
    if (inline && fragment.children.length === 1 && only?.type === 'paragraph') {
      // Inline content, kept inline: a paragraph would be a block inside the summary.
      out.push({ type: 'paragraph', children: only.children, position: only.position!, data: { hName: 'span', hProperties: { [UNWRAP]: '' } } });
    } else out.push(...fragment.children);
    done = to;
  };
  OPEN.lastIndex = 0;
  for (let m = OPEN.exec(value); m; m = OPEN.exec(value)) {
    const name = m[1]!.toLowerCase();
    let from = m.index + m[0].length;
    const to = closeOf(value, name, from);
    if (!value.slice(from, to).trim()) continue;
    // A details' own summary comes first: its text is inline, the rest is blocks.
    const summary = name === 'details' ? /^\s*<summary\b(?:[^>"']|"[^"]*"|'[^']*')*>/i.exec(value.slice(from, to)) : null;
    if (summary) {
      const textFrom = from + summary[0].length;
      const textTo = closeOf(value, 'summary', textFrom);
      if (textTo < to) {
        if (value.slice(textFrom, textTo).trim()) markdown(textFrom, textTo, true);
        from = value.indexOf('>', textTo) + 1;
      }
    }
    if (value.slice(from, to).trim()) markdown(from, to, name === 'summary');
    OPEN.lastIndex = to;
  }
  if (done === 0) return undefined;
  if (done < value.length) out.push(piece(value, done, value.length, at));
  return out;
}

/** Where the element opened before `from` closes: the index of its end tag (same-name elements nest), or the end of the value. */
function closeOf(value: string, name: string, from: number): number {
  const tags = new RegExp(`<(/?)${name}\\b[^>]*>`, 'gi');
  tags.lastIndex = from;
  let depth = 1;
  for (let m = tags.exec(value); m; m = tags.exec(value)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return m.index;
  }
  return value.length;
}

function piece(value: string, from: number, to: number, at: (index: number) => Point): Html {
  return { type: 'html', value: value.slice(from, to), position: { start: at(from), end: at(to) } };
}

/**
 * The point in the file of an index into a node's value. The value of a node inside a list item
 * or a quote lacks the indentation and markers of its lines, so each line is found at the end of
 * its line in the file.
 */
export function pointMapper(node: Html, source: string): ((index: number) => Point) | undefined {
  const start = node.position?.start;
  if (start?.offset === undefined) return undefined;
  const valueLines = node.value.split('\n');
  const lineStarts = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const prefixes = valueLines.map((text, k) => {
    if (k === 0) return start.column - 1;
    const lineIndex = start.line - 1 + k;
    const lineText = source.slice(lineStarts[lineIndex] ?? source.length, (lineStarts[lineIndex + 1] ?? source.length + 1) - 1);
    return lineText.endsWith(text) ? lineText.length - text.length : 0;
  });
  const valueLineStarts = [0];
  for (const text of valueLines) valueLineStarts.push(valueLineStarts[valueLineStarts.length - 1]! + text.length + 1);
  return (index) => {
    let k = 0;
    while (k + 1 < valueLines.length && valueLineStarts[k + 1]! <= index) k++;
    const column = prefixes[k]! + (index - valueLineStarts[k]!);
    const line = start.line + k;
    return { line, column: column + 1, offset: (lineStarts[line - 1] ?? 0) + column };
  };
}

/** Moves every position of a parsed fragment into the file. */
export function shift(node: Nodes, to: (p: Point) => Point): void {
  if (node.position) node.position = { start: to(node.position.start), end: to(node.position.end) };
  if ('children' in node) for (const child of node.children) shift(child, to);
}
