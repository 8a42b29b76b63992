import { report } from './report.ts';
import type { Root, RootContent, Paragraph, Text } from 'mdast';
import type { VFile } from 'vfile';

export const CALLOUT_SEVERITIES = ['info', 'success', 'warning', 'error'] as const;

const OPEN = /^:::([A-Za-z-]+)[ \t]*$/;
const CLOSE = /^:::[ \t]*$/;

function soleText(node: RootContent): string | undefined {
  if (node.type !== 'paragraph') return undefined;
  const p = node as Paragraph;
  if (p.children.length !== 1 || p.children[0]!.type !== 'text') return undefined;
  return (p.children[0] as Text).value;
}

type AnyNode = { type: string; value?: string; children?: AnyNode[] };

/** Removes a closing marker that ends the last text of `node` ("text\n:::"); true if found. */
function stripTrailingClose(node: AnyNode): boolean {
  let last: AnyNode | undefined = node;
  while (last?.children?.length) last = last.children[last.children.length - 1];
  if (last?.type !== 'text' || last.value === undefined) return false;
  const match = /\n:::[ \t]*$/.exec(last.value);
  if (!match) return false;
  last.value = last.value.slice(0, match.index);
  return true;
}

/**
 * Turns `:::info` … `:::` blocks into callouts (`aside.MuiCallout-root.MuiCallout-info`). The
 * opening and closing markers stand alone on their lines; everything between (paragraphs, lists,
 * code) becomes the callout body. Works on top-level nodes, so positions stay those of the file.
 *
 *   :::warning            →  <aside class="MuiCallout-root MuiCallout-warning">…</aside>
 *   Careful.
 *   :::
 */
export function remarkCallouts() {
  return (tree: Root, file: VFile) => {
    const out: RootContent[] = [];
    const nodes = tree.children;
    for (let i = 0; i < nodes.length; i++) {
      const node = splitOpeningMarker(nodes, i);
      // A paragraph "`:::info\nText\n:::`" (no blank lines) is split into its three parts first.
      const lines = soleText(node)?.split('\n');
      const open = lines?.[0] ? OPEN.exec(lines[0]) : null;
      if (!open || !lines) {
        out.push(node);
        continue;
      }
      const severity = open[1]!;
      if (!(CALLOUT_SEVERITIES as readonly string[]).includes(severity)) {
        report('UnknownCallout', { severity }, { file, place: node.position });
        out.push(node);
        continue;
      }
      const found = collectBody(nodes, i, lines);
      if (!found) {
        report('UnclosedCallout', { severity }, { file, place: node.position });
        out.push(node);
        continue;
      }
      i = found.end;
      out.push({
        type: 'callout',
        severity,
        children: found.body,
        position: node.position,
        data: { hName: 'aside', hProperties: { className: ['MuiCallout-root', `MuiCallout-${severity}`], role: 'note' } },
      } as unknown as RootContent);
    }
    tree.children = out;
  };
}

/**
 * ":::info\nText with `code` or a [link]\n:::" is one paragraph of several inline nodes: splits
 * the marker off into a paragraph of its own (inserted at `i`), so the rest reads as the body.
 */
function splitOpeningMarker(nodes: RootContent[], i: number): RootContent {
  const node = nodes[i]!;
  const first = node.type === 'paragraph' && node.children.length > 1 ? node.children[0] : undefined;
  const marker = first?.type === 'text' ? /^(:::[A-Za-z-]+)[ \t]*\n/.exec(first.value) : null;
  if (!marker || first?.type !== 'text') return node;
  first.value = first.value.slice(marker[0].length);
  nodes.splice(i, 0, { type: 'paragraph', children: [{ type: 'text', value: marker[1]! }], position: node.position } as Paragraph);
  return nodes[i]!;
}

/**
 * The body of the callout opened by `nodes[i]` (whose text is `lines`) and the index of the node
 * that closed it; undefined when nothing closes it.
 */
function collectBody(nodes: RootContent[], i: number, lines: string[]): { body: RootContent[]; end: number } | undefined {
  const node = nodes[i]!;
  const body: RootContent[] = [];
  let closed = false;
  // Without blank lines the whole callout, and even text after it, is one paragraph.
  const closeAt = lines.findIndex((line, k) => k > 0 && CLOSE.test(line));
  const content = lines.slice(1, closeAt === -1 ? undefined : closeAt).join('\n');
  if (content) body.push({ type: 'paragraph', children: [{ type: 'text', value: content }], position: node.position } as Paragraph);
  if (closeAt !== -1) {
    closed = true;
    const rest = lines.slice(closeAt + 1).join('\n');
    if (rest) nodes.splice(i + 1, 0, { type: 'paragraph', children: [{ type: 'text', value: rest }], position: node.position } as Paragraph);
  }
  // `j` ends on the node that closed the callout (consumed); an opening paragraph that closed
  // it itself consumes nothing more.
  let j = closed ? i : i + 1;
  for (; !closed && j < nodes.length; j++) {
    const candidate = nodes[j]!;
    const t = soleText(candidate);
    if (t !== undefined && CLOSE.test(t)) {
      closed = true;
      break;
    }
    // ":::\nText" makes the text a lazy continuation of the marker: close, keep the text after.
    const lead = t === undefined ? null : /^:::[ \t]*\n/.exec(t);
    if (lead && t !== undefined) {
      ((candidate as Paragraph).children[0] as Text).value = t.slice(lead[0].length);
      nodes.splice(j + 1, 0, candidate);
      closed = true;
      break;
    }
    body.push(candidate);
    // "- item\n:::" makes the marker lazy text of the item's paragraph: find it at the very end.
    if (stripTrailingClose(candidate)) {
      closed = true;
      break;
    }
  }
  return closed ? { body, end: j } : undefined;
}
