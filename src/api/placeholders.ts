import type { Element, Root, RootContent } from 'hast';

/** A placeholder element of a page's tree (a generated table's line), with where its line is. */
export interface PlaceholderAt {
  properties: Element['properties'];
  line?: number;
  column?: number;
}

const isTag = (node: Element, tag: string): boolean => node.tagName === tag;

/** The placeholders of one tag in a page's tree, in document order. */
export function placeholdersIn(tree: Root, tag: string): PlaceholderAt[] {
  const found: PlaceholderAt[] = [];
  const search = (nodes: RootContent[]) => {
    for (const n of nodes) {
      if (n.type !== 'element') continue;
      if (isTag(n, tag)) found.push({ properties: n.properties, ...(n.position ? { line: n.position.start.line, column: n.position.start.column } : {}) });
      else search(n.children);
    }
  };
  search(tree.children);
  return found;
}

/** A copy of the tree with each placeholder of a tag replaced by the HTML made from its properties (one language's rendering). */
export function replacePlaceholders(tree: Root, tag: string, html: (properties: Element['properties']) => string): Root {
  const replace = (nodes: RootContent[]): RootContent[] =>
    nodes.map((n) => {
      if (n.type !== 'element') return n;
      if (isTag(n, tag)) return { type: 'raw', value: html(n.properties) };
      return { ...n, children: replace(n.children) as Element['children'] };
    });
  return { ...tree, children: replace(tree.children) };
}
