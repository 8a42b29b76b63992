export interface Position {
  /** Id of the parent item, `null` for the root level. */
  parentId: string | null;
  /** Index among the parent's children, counted without the moved item. */
  index: number;
}

interface Node {
  id: string;
  children?: Node[];
}

/** Returns a copy of the tree without the item, and the removed item. */
function removeItem<T extends Node>(nodes: T[], itemId: string): [T[], T | null] {
  let removed: T | null = null;
  const walk = (list: T[]): T[] =>
    list.flatMap((node) => {
      if (node.id === itemId) {
        removed = node;
        return [];
      }
      return node.children ? [{ ...node, children: walk(node.children as T[]) }] : [node];
    });
  const result = walk(nodes);
  return [result, removed];
}

function insertItem<T extends Node>(nodes: T[], item: T, { parentId, index }: Position): T[] {
  if (parentId === null) {
    return [...nodes.slice(0, index), item, ...nodes.slice(index)];
  }
  return nodes.map((node) => {
    if (node.id === parentId) {
      const children = (node.children ?? []) as T[];
      return { ...node, children: [...children.slice(0, index), item, ...children.slice(index)] };
    }
    return node.children ? { ...node, children: insertItem(node.children as T[], item, { parentId, index }) } : node;
  });
}

/** Moves an item to a new position, without mutating the original tree. */
export function moveItem<T extends Node>(nodes: T[], itemId: string, position: Position): T[] {
  const [withoutItem, item] = removeItem(nodes, itemId);
  return item ? insertItem(withoutItem, item, position) : nodes;
}

/** The parent id and index of an item, or `null` if it is not in the tree. */
export function findPosition(nodes: Node[], itemId: string, parentId: string | null = null): Position | null {
  for (let index = 0; index < nodes.length; index += 1) {
    const node = nodes[index];
    if (node.id === itemId) {
      return { parentId, index };
    }
    const inChildren = node.children ? findPosition(node.children, itemId, node.id) : null;
    if (inChildren) {
      return inChildren;
    }
  }
  return null;
}

/** Number of children of `parentId` (`null` for the root level). */
export function countChildren(nodes: Node[], parentId: string | null): number {
  if (parentId === null) {
    return nodes.length;
  }
  for (const node of nodes) {
    if (node.id === parentId) {
      return node.children?.length ?? 0;
    }
    const count = node.children ? countChildren(node.children, parentId) : -1;
    if (count >= 0) {
      return count;
    }
  }
  return -1;
}
