import type { Element, Root, RootContent } from 'hast';

/** Where a placeholder's line is, as diagnostics point: 1-based line, 0-based column. */
export type PlaceholderLocation = { line: number; column: number };

/** How the placeholders of some tags (the generated tables of a page) become HTML, by tag. */
export type Placements = Record<string, (properties: Element['properties']) => string>;

/** The placeholders of one tag in a page's tree, in document order, with their properties and location. */
export function placeholdersIn(tree: Root, tag: string): { properties: Element['properties']; location?: PlaceholderLocation }[] {
  const found: { properties: Element['properties']; location?: PlaceholderLocation }[] = [];
  const search = (nodes: RootContent[]) => {
    for (const n of nodes) {
      if (n.type !== 'element') continue;
      if (n.tagName === tag) found.push({ properties: n.properties, ...(n.position ? { location: { line: n.position.start.line, column: n.position.start.column - 1 } } : {}) });
      else search(n.children);
    }
  };
  search(tree.children);
  return found;
}

/**
 * A copy of the tree with every placeholder of the given tags replaced by its HTML (one language's
 * rendering), in one pass: a page with several kinds of generated tables is copied once.
 */
export function replacePlaceholders(tree: Root, placements: Placements): Root {
  const replace = (nodes: RootContent[]): RootContent[] =>
    nodes.map((n) => {
      if (n.type !== 'element') return n;
      const place = placements[n.tagName];
      if (place) return { type: 'raw', value: place(n.properties) };
      return { ...n, children: replace(n.children) as Element['children'] };
    });
  return { ...tree, children: replace(tree.children) };
}
