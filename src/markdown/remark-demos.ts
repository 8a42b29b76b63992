import type { Root, RootContent } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { componentTarget, type ComponentMap } from '../config/components.ts';
import { demoLinesOf, parseDirective } from './demo-directive.ts';
import { generatedNodes } from './generated-components.ts';

/** Tag of the placeholder a demo line becomes; pages replace it with the demo (src/demos/demo-block.ts). */
export const DEMO_PLACEHOLDER = 'docs-demo';

/**
 * Turns each `{{"demo": "Name.tsx", …}}` line into a placeholder element carrying the demo name
 * and options: the lines `findDemoDirectives` finds, since both use `demoLinesOf`. Problems with
 * the lines and missing files are reported before rendering, by the demo scan
 * (src/demos/demo-files.ts), with the page and line: a build with one never gets here. A
 * component line that the config's `components` maps to what the build generates becomes that
 * (generated-components.ts).
 */
export function remarkDemos(options: { components?: ComponentMap } = {}) {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    visit(tree, 'paragraph', (node, index, parent) => {
      const lines = demoLinesOf(node, source);
      // Nothing inside a paragraph is a paragraph: its text is not walked.
      if (!lines || 'mixed' in lines || !parent || index === undefined) return SKIP;
      const placeholders = lines.flatMap(({ line, text }): RootContent[] => {
        const parsed = parseDirective(text);
        if (!('options' in parsed)) return [];
        const { embed } = parsed.options;
        const target = embed && componentTarget(embed.component, options.components);
        if (target?.kind === 'generated') {
          const nodes = generatedNodes(target.generated, embed!.props ?? {}, { key: target.key, line });
          return Array.isArray(nodes) ? nodes : [];
        }
        const place = { line, column: 1 };
        return [{ type: 'paragraph', children: [], position: { start: place, end: place }, data: { hName: DEMO_PLACEHOLDER, hProperties: { dataOptions: JSON.stringify(parsed.options) }, hChildren: [] } }];
      });
      parent.children.splice(index, 1, ...placeholders);
      return [SKIP, index + placeholders.length];
    });
  };
}
