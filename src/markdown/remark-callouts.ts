import type { Paragraph, PhrasingContent, Root, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { report } from './report.ts';

export const CALLOUT_SEVERITIES = ['info', 'success', 'warning', 'error'] as const;

/** A line that reads like a callout marker (":::", ":::info", "::: info"). */
const MARKER_LINE = /^[ \t]*:{3,}/;

/**
 * Callouts on top of remark-directive: `:::info` … `:::` (info, success, warning, error) becomes
 * `aside.MuiCallout-root.MuiCallout-info`. remark-directive parses the blocks, so a closing
 * marker after a list, indented, or straight after text closes the callout, and callouts work
 * inside lists too. Everything else that syntax would claim is given back as the text it was
 * written as: `10:30`, `note:` or `::name` in prose are not directives on these pages.
 * Problems are reported at their line: an unknown type, a callout never closed, a marker line
 * that opens or closes nothing.
 *
 *   :::warning            →  <aside class="MuiCallout-root MuiCallout-warning" role="note">…</aside>
 *   Careful.
 *   :::
 */
export function remarkCallouts() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    let restoredAny = false;
    visit(tree, (node, index, parent) => {
      if (node.type === 'textDirective' || node.type === 'leafDirective') {
        if (!parent || index === undefined) return;
        restoredAny = true;
        const restored = restore(node, source);
        parent.children.splice(index, 1, ...(node.type === 'leafDirective' ? [{ type: 'paragraph', children: restored, position: node.position } as Paragraph] : restored) as never[]);
        return [SKIP, index + (node.type === 'leafDirective' ? 1 : restored.length)];
      }
      if (node.type === 'containerDirective') return callout(node, file, { parent, index });
      if (node.type === 'paragraph') reportStrayMarkers(node, source, file);
      return undefined;
    });
    // Only pages where prose was given back need a second walk.
    if (restoredAny) mergeTexts(tree);
  };
}

/** What an unclosed callout runs to the end of, by the type of the node holding it. */
const CONTAINERS: Record<string, string> = { root: 'the page', listItem: 'its list item', blockquote: 'its block quote', containerDirective: 'the callout around it' };

function callout(node: ContainerDirective, file: VFile, { parent, index }: { parent: { children: unknown[] } | undefined; index: number | undefined }) {
  const severity = node.name;
  if (!(CALLOUT_SEVERITIES as readonly string[]).includes(severity)) {
    report('UnknownCallout', { severity }, { file, place: node.position });
    // Shown as its contents, never dropped (the build fails on the error anyway).
    if (parent && index !== undefined) parent.children.splice(index, 1, ...node.children);
    return index;
  }
  if (!closed(node, String(file.value))) {
    // Where it ran to: what the writer must look through to find where it should end.
    const { start, end } = node.position ?? {};
    const line = start?.offset === undefined || end?.offset === undefined ? undefined : start.line + String(file.value).slice(start.offset, end.offset).trimEnd().split('\n').length - 1;
    const runsTo = line === undefined ? {} : { runsTo: { line, end: CONTAINERS[(parent as { type?: string } | undefined)?.type ?? ''] ?? 'the block around it' } };
    report('UnclosedCallout', { severity, ...runsTo }, { file, place: node.position });
  }
  node.data = { hName: 'aside', hProperties: { className: ['MuiCallout-root', `MuiCallout-${severity}`], role: 'note' } };
  return undefined;
}

/** True when the block ends on a closing marker; an unclosed one runs to the end of its parent. The export reads callouts with it too. */
export function closed(node: ContainerDirective, source: string): boolean {
  const { start, end } = node.position ?? {};
  if (start?.offset === undefined || end?.offset === undefined) return true;
  const lines = source.slice(start.offset, end.offset).trimEnd().split('\n');
  return lines.length > 1 && /^[ \t]*:{3,}[ \t]*$/.test(lines[lines.length - 1]!);
}

/** The text a text or leaf directive was written as: its source around its label's children. */
function restore(node: TextDirective | LeafDirective, source: string): PhrasingContent[] {
  const text = (from: number | undefined, to: number | undefined): Text[] => (from === undefined || to === undefined || to <= from ? [] : [{ type: 'text', value: source.slice(from, to) }]);
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  const first = node.children[0]?.position?.start.offset;
  const last = node.children[node.children.length - 1]?.position?.end.offset;
  if (first === undefined || last === undefined) return text(start, end);
  return [...text(start, first), ...node.children, ...text(last, end)];
}

/** A paragraph line that starts like a marker is one remark-directive did not take: say so. */
function reportStrayMarkers(node: Paragraph, source: string, file: VFile): void {
  const { start, end } = node.position ?? {};
  if (start?.offset === undefined || end?.offset === undefined) return;
  source
    .slice(start.offset, end.offset)
    .split('\n')
    .forEach((line, k) => {
      if (MARKER_LINE.test(line)) report('StrayCalloutMarker', { line: line.trim() }, { file, place: { start: { line: start.line + k, column: k === 0 ? start.column : 1 }, end: { line: start.line + k, column: 1 } } });
    });
}

/** Joins the text nodes a restored directive left side by side, so later plugins see one text. */
function mergeTexts(tree: Root): void {
  visit(tree, (node) => {
    if (!('children' in node)) return;
    const children = node.children as { type: string; value?: string; position?: Text['position'] }[];
    for (let i = children.length - 1; i > 0; i--) {
      const a = children[i - 1]!;
      const b = children[i]!;
      if (a.type !== 'text' || b.type !== 'text') continue;
      a.value = `${a.value ?? ''}${b.value ?? ''}`;
      if (a.position && b.position) a.position = { start: a.position.start, end: b.position.end };
      children.splice(i, 1);
    }
  });
}
