import type { Element, ElementContent } from 'hast';
import type { DemoRecord } from '../demos/types.ts';
import type { IndexDemo, IndexDemoFile } from './types.ts';

const textOf = (node: ElementContent): string => (node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '');

/**
 * The source text of a highlighted demo block (`div.MuiCode-root > pre`): what the toolbar
 * copies, with the final newline the page leaves out.
 */
export function blockText(block: Element): string {
  const pre = block.tagName === 'pre' ? block : block.children.find((c): c is Element => c.type === 'element' && c.tagName === 'pre');
  const text = pre ? textOf(pre) : textOf(block);
  return block.properties.dataEol === 'false' ? text : `${text.replace(/\n$/, '')}\n`;
}

/** A demo's sources as plain text: every style variant, its TypeScript and JavaScript, the files it imports. */
export function demoSources(demo: DemoRecord): Omit<IndexDemo, 'pages' | 'jsUrl'> {
  return {
    id: demo.id,
    name: demo.name,
    variants: demo.variants.map((v) => {
      // Named after the demo: a style variant's file is `Name/css/index.tsx`.
      const main: IndexDemoFile = { name: `${demo.name}.tsx`, ts: blockText(v.code.ts), js: blockText(v.code.js), jsName: `${demo.name}.js` };
      const files = (v.files ?? []).map((f): IndexDemoFile => ({ name: f.ts.name, ts: blockText(f.ts.code), js: blockText(f.js.code), jsName: f.js.name }));
      return { style: v.style, file: v.file, main, files };
    }),
  };
}
