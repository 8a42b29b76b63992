import type { Root as HastRoot } from 'hast';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';

// Raw nodes come only from the build itself (server-rendered demo markup): the author's raw HTML
// was parsed and sanitised when the page compiled.
const stringifier = unified().use(rehypeStringify, { allowDangerousHtml: true });

/**
 * Serialises a (per-language) article tree once. A module of its own: the highlighting of demo
 * code uses it, and code fragments are named by the sources that highlighting is made from.
 */
export function stringifyHast(tree: HastRoot): string {
  return stringifier.stringify(tree);
}
