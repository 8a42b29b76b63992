import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { DemoOptions } from '../../markdown/demo-directive.ts';
import { DEMO_PLACEHOLDER } from '../../markdown/remark-demos.ts';

/** A link to a file (`/x/static/tour.mp4`, a page's `.md`) rather than a page: the same file in every language. */
const isFileLink = (href: string) => {
  const last = href.split(/[?#]/, 1)[0]!.split('/').pop()!;
  return last.includes('.');
};

/** A copy of the tree whose links to pages of the base path carry the language prefix ("/zh/x/…"). */
export function prefixInternalLinks(tree: Root, prefix: string, basePath: string): Root {
  if (!prefix) return tree;
  const copy = structuredClone(tree);
  visit(copy, 'element', (node: Element) => {
    const href = node.properties.href;
    if (node.tagName === 'a' && typeof href === 'string' && (href === basePath || href.startsWith(`${basePath}/`)) && !isFileLink(href)) node.properties.href = prefix + href;
  });
  return copy;
}

/**
 * Fills the elements marked with `data-i18n*` with the labels of one language (in place). Code is
 * not entered: no label is ever inside a `<pre>`, and highlighted code is most of a page's
 * elements (unist-util-visit over every one of them took 2.7% of a render thread on corpus-4000).
 */
export function localiseLabels(tree: Root, translate: (key: string) => string): void {
  const placed = { editLabels: false };
  const walk = (parent: Root | Element) => {
    for (const node of parent.children) {
      if (node.type !== 'element') continue;
      label(node, translate, placed);
      if (node.tagName !== 'pre') walk(node);
    }
  };
  walk(tree);
}

function label(node: Element, translate: (key: string) => string, placed: { editLabels: boolean }): void {
  const { properties } = node;
  const key = properties.dataI18n;
  if (typeof key === 'string') {
    node.children = [{ type: 'text', value: translate(key) }];
    // Copy buttons also carry the label they switch to.
    if (key === 'copy') properties.dataCopiedLabel = translate('copied');
    // Toggles carry both of their labels.
    if (key === 'showSource' || key === 'hideSource') Object.assign(properties, { dataLabelShow: translate('showSource'), dataLabelHide: translate('hideSource') });
    if (key === 'showFullSource') Object.assign(properties, { dataLabelShow: translate('showFullSource'), dataLabelHide: translate('hideFullSource') });
    // The live editor's texts ride on the document's first edit button (client/demos.ts and
    // client/playground.ts read them there): the same on every button, they were 600 bytes a demo.
    if (key === 'editCode' && !placed.editLabels) {
      placed.editLabels = true;
      properties.dataEditLabels = JSON.stringify({ editor: translate('editorLabel'), hint: translate('editorHint'), hintLeave: translate('editorHintLeave'), error: translate('editError'), line: translate('editLine') });
      properties.dataDiscardLabel = translate('discardEdits');
    }
  }
  const error = properties.dataI18nError;
  if (typeof error === 'string') properties.dataErrorLabel = translate(error);
  const text = properties.dataI18nLabel;
  if (typeof text === 'string') {
    properties.ariaLabel = translate(text);
    if (node.tagName !== 'div') properties.title = translate(text);
  }
}

/**
 * Replaces the demo placeholders of an article tree with the demos, copying only the path to
 * each placeholder, so the shared compiled tree is never changed. Names `make` does not know
 * are returned in `missing`.
 */
export function withDemos(tree: Root, make: (name: string, options: DemoOptions, index: number) => Element | undefined): { tree: Root; missing: string[] } {
  const missing: string[] = [];
  let index = 0;
  const map = <T extends Root | Element>(node: T): T => {
    let changed = false;
    const children = node.children.map((child) => {
      if (child.type !== 'element') return child;
      if (child.tagName === DEMO_PLACEHOLDER) {
        changed = true;
        const options = JSON.parse(String(child.properties.dataOptions)) as DemoOptions;
        const block = make(options.demo, options, index++);
        if (!block) missing.push(options.demo);
        return block ?? { type: 'text' as const, value: '' };
      }
      const next = map(child);
      if (next !== child) changed = true;
      return next;
    });
    return changed ? { ...node, children } : node;
  };
  return { tree: map(tree), missing };
}
