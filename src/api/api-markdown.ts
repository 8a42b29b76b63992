import type { Element, Root } from 'hast';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { API_SITE_BASE } from './api-nav.ts';
import type { TypeLinker } from './type-links.ts';

/**
 * The packages' JSDoc is written for the upstream documentation: a root-relative link outside this
 * site's API section (such as /material-ui/api/input/) goes to the upstream host, not to a page
 * this site does not have. Links into /x/ stay on this site, where the link check covers them.
 */
export const JSDOC_UPSTREAM_HOST = 'https://mui.com';

function rehypeUpstreamLinks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const href = node.properties.href;
      if (node.tagName === 'a' && typeof href === 'string' && href.startsWith('/') && !href.startsWith('//') && !href.startsWith(`${API_SITE_BASE}/`)) {
        node.properties.href = `${JSDOC_UPSTREAM_HOST}${href}`;
      }
    });
  };
}

const inline = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeUpstreamLinks).use(rehypeStringify);

/** The root-relative links of rendered HTML (what the link check follows on generated pages). */
export function rootRelativeLinks(html: string): { url: string }[] {
  return [...html.matchAll(/\shref="(\/(?!\/)[^"]*)"/g)].map((m) => ({ url: m[1]!.replace(/&amp;/g, '&') }));
}
const rendered = new Map<string, string>();

/** The pages `[[GridColDef]]` in descriptions link to (none until set). */
let typeLinker: TypeLinker = () => undefined;

/** Sets the pages that `[[Name]]` in descriptions link to; what was rendered with other links is forgotten. */
export function setDescriptionLinks(linker: TypeLinker): void {
  if (linker === typeLinker) return;
  typeLinker = linker;
  rendered.clear();
}

/** JSDoc markdown to HTML (raw HTML in JSDoc is dropped), memoised: many descriptions repeat. */
export function markdownToHtml(text: string): string {
  let html = rendered.get(text);
  if (html === undefined) {
    // `[[GridColDef]]` is the packages' JSDoc link to an interface: a link where the page exists.
    const linked = text.replace(/\[\[(\w+)\]\]/g, (_, name: string) => {
      const target = typeLinker(name, '');
      return target ? `[${name}](${target.pathname}/${target.hash ?? ''})` : `\`${name}\``;
    });
    html = linked.trim() ? String(inline.processSync(linked)) : '';
    rendered.set(text, html);
  }
  return html;
}

/** The first sentence of a description, as plain text (for summaries and meta descriptions). */
export function summaryOf(markdown: string): string {
  const text = markdown.replace(/`([^`]*)`/g, '$1').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/\s+/g, ' ').trim();
  const end = text.search(/[.!?](\s|$)/);
  return (end === -1 ? text : text.slice(0, end + 1)).slice(0, 160);
}
