import type { Paragraph, Root, Text } from 'mdast';
import { isDemoDirective, parseDirective } from './demo-directive.ts';

/** Tag of the placeholder a demo line becomes; pages replace it with the demo (src/demos/demo-block.ts). */
export const DEMO_PLACEHOLDER = 'docs-demo';

/**
 * Turns each `{{"demo": "Name.tsx", …}}` paragraph into a placeholder element carrying the demo
 * name and options. Directive problems and missing files are reported before rendering, by
 * src/demos/collect-demos.ts, with the page and line; a line that fails to parse stays text.
 */
export function remarkDemos() {
  return (tree: Root) => {
    const visit = (parent: { children: unknown[] }) => {
      parent.children.forEach((node) => {
        const n = node as Paragraph | { type: string; children?: unknown[] };
        if (n.type === 'paragraph' && (n as Paragraph).children.length === 1 && (n as Paragraph).children[0]!.type === 'text') {
          const value = ((n as Paragraph).children[0] as Text).value.trim();
          if (!isDemoDirective(value)) return;
          const parsed = parseDirective(value);
          if (!('options' in parsed)) return;
          (n as Paragraph).data = { hName: DEMO_PLACEHOLDER, hProperties: { dataOptions: JSON.stringify(parsed.options) }, hChildren: [] };
        } else if (Array.isArray(n.children)) visit(n as { children: unknown[] });
      });
    };
    visit(tree);
  };
}
