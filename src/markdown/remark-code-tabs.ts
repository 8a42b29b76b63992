import type { Html, Parent, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { CODE_TABS_NAME } from '../../templates/constants.ts';
import { pointMapper, shift } from './remark-html-markdown.ts';
import { report } from './report.ts';
import { parseMarkdown } from './syntax.ts';

/** Type of the node a `<codeblock>` becomes: a div marked `data-code-tabs` holding its code blocks, which rehype-code.ts makes tabs. */
export const CODE_TABS_NODE = 'docsCodeTabs';

/** The opening tag at the start of an HTML node, with its attributes. */
const OPEN = /^\s*<codeblock\b((?:[^>"']|"[^"]*"|'[^']*')*)>/i;
const CLOSE = /<\/codeblock\s*>/i;
const ATTRIBUTE = /([^\s="'<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const COMMENTS_ONLY = /^\s*(?:<!--[\s\S]*?-->\s*)*$/;

/** What a writer reads a node as, for the warning about content that cannot be a tab. */
const KINDS: Record<string, string> = {
  paragraph: 'paragraph', heading: 'heading', list: 'list', blockquote: 'quote', table: 'table', html: 'HTML', thematicBreak: 'rule', containerDirective: 'callout', math: 'formula',
};

/**
 * MUI's tabbed code block: `<codeblock storageKey="package-manager">` around fenced blocks (one per
 * tab, labelled after their language: ```` ```bash npm ````). Becomes one node holding the blocks,
 * which rehype-code.ts turns into tabs. What is inside and is not a fenced block cannot be a tab:
 * it is reported at its line and shown after the tabs. The blocks may sit in the HTML block of
 * the tags themselves (no blank lines): that text is parsed as Markdown, at its place in the file.
 */
export function remarkCodeTabs() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    if (!/<codeblock\b/i.test(source)) return;
    groupIn(tree, file, source);
  };
}

function groupIn(parent: Parent, file: VFile, source: string): void {
  const children = parent.children as RootContent[];
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (child.type === 'code') continue;
    if (child.type === 'html' && OPEN.test(child.value)) {
      const made = group(children, i, file, source);
      children.splice(i, made.consumed, ...made.nodes);
      i += made.nodes.length - 1;
    } else if ('children' in child) groupIn(child, file, source);
  }
}

/** The nodes from the `<codeblock>` at `start` to its end tag, as the tabs and what follows them; `consumed`: how many nodes they replace. */
function group(children: RootContent[], start: number, file: VFile, source: string): { nodes: RootContent[]; consumed: number } {
  const open = children[start] as Html;
  const m = OPEN.exec(open.value)!;
  const key = storageKeyOf(m[1] ?? '', open, file);
  let inside: RootContent[] = [];
  const after: RootContent[] = [];
  let end = open.position?.end;
  let consumed = 1;
  // Text after the tag in its own HTML block: the blocks written without blank lines.
  const rest = split(open, m[0].length, source);
  const restClose = rest ? CLOSE.exec(rest.value) : null;
  const fromTag = rest ? parseWithin(rest, 0, restClose ? restClose.index : rest.value.length, source) : [];
  let closed = restClose !== null;
  inside.push(...fromTag);
  if (rest && restClose) after.push(...tail(rest, restClose.index + restClose[0].length, source));
  for (let j = start + 1; !closed && j < children.length; j++) {
    const child = children[j]!;
    const close = child.type === 'html' ? CLOSE.exec(child.value) : null;
    if (!close || child.type !== 'html') {
      inside.push(child);
      continue;
    }
    closed = true;
    consumed = j - start + 1;
    end = child.position?.end;
    const before = child.value.slice(0, close.index);
    if (before.trim()) inside.push({ ...child, value: before });
    after.push(...tail(child, close.index + close[0].length, source));
  }
  if (!closed) {
    // Never closed: the tabs are the fenced blocks right after the tag; the rest stays where it is.
    let run = 0;
    while (run < inside.length && (inside[run]!.type === 'code' || isQuiet(inside[run]!))) run++;
    after.push(...fromTag.slice(run));
    inside = inside.slice(0, run);
    consumed = 1 + Math.max(0, run - fromTag.length);
    end = inside[inside.length - 1]?.position?.end ?? end;
    report('InvalidCodeTabs', { problem: 'unclosed', tabs: inside.filter((n) => n.type === 'code').length }, { file, place: open.position, severity: 'warning' });
  }
  const codes = inside.filter((n) => n.type === 'code');
  const stray = inside.filter((n) => n.type !== 'code' && !isQuiet(n));
  if (codes.length === 0) {
    report('InvalidCodeTabs', { problem: 'empty' }, { file, place: open.position, severity: 'warning' });
    return { nodes: [...stray, ...after], consumed };
  }
  for (const node of stray) report('InvalidCodeTabs', { problem: 'stray', what: KINDS[node.type] ?? 'content' }, { file, place: node.position, severity: 'warning' });
  const tabs = {
    type: CODE_TABS_NODE,
    children: codes,
    ...(open.position ? { position: { start: open.position.start, end: end ?? open.position.end } } : {}),
    data: { hName: 'div', hProperties: { dataCodeTabs: key ?? '' } },
  } as unknown as RootContent;
  return { nodes: [tabs, ...stray, ...after], consumed };
}

/** An HTML node holding only comments or white space: nothing to show or warn about. */
const isQuiet = (node: RootContent) => node.type === 'html' && COMMENTS_ONLY.test(node.value);

/** The storage key of the tag's attributes (undefined when none or unusable); other attributes are reported. */
function storageKeyOf(attributes: string, open: Html, file: VFile): string | undefined {
  let key: string | undefined;
  for (const a of attributes.matchAll(ATTRIBUTE)) {
    const name = a[1]!;
    const value = a[2] ?? a[3] ?? a[4] ?? '';
    if (name.toLowerCase() !== 'storagekey') {
      report('InvalidCodeTabs', { problem: 'attribute', name }, { file, place: open.position, severity: 'warning' });
      continue;
    }
    if (CODE_TABS_NAME.test(value)) key = value;
    else report('InvalidCodeTabs', { problem: 'storageKey', value }, { file, place: open.position, severity: 'warning' });
  }
  return key;
}

/** The part of an HTML node from `index` on, as a node of its own with its place in the file; undefined when only white space is left. */
function split(node: Html, index: number, source: string): Html | undefined {
  const value = node.value.slice(index);
  if (!value.trim()) return undefined;
  const at = pointMapper(node, source);
  return { type: 'html', value, ...(at && node.position ? { position: { start: at(index), end: node.position.end } } : {}) };
}

/** What follows an end tag in its HTML block: raw HTML as written, kept after the tabs. */
function tail(node: Html, index: number, source: string): RootContent[] {
  const rest = split(node, index, source);
  return rest ? [rest] : [];
}

/** The Markdown of `node.value[from, to)`, parsed, with positions in the file. */
function parseWithin(node: Html, from: number, to: number, source: string): RootContent[] {
  const text = node.value.slice(from, to);
  if (!text.trim()) return [];
  const fragment = parseMarkdown(text);
  const at = pointMapper(node, source);
  if (at) shift(fragment, (p) => at(from + (p.offset ?? 0)));
  return fragment.children;
}
