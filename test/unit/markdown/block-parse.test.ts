import fs from 'node:fs';
import path from 'node:path';
import type { Node, Parent } from 'unist';
import { describe, expect, it } from 'vitest';
import { findDemoDirectives } from '../../../src/markdown/demo-directive.ts';
import { pageSourceOf } from '../../../src/markdown/page-source.ts';
import { parseMarkdown, parseMarkdownBlocks } from '../../../src/markdown/syntax.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** Every Markdown page of the docs and of the test fixtures, as the scan reads them (the body, after the front matter). */
function markdownBodies(): { file: string; body: string }[] {
  const folders = [path.join(root, 'content'), path.join(root, 'test/fixtures')];
  return folders.flatMap((folder) =>
    fs
      .readdirSync(folder, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.md') && !f.split(path.sep).includes('node_modules'))
      .map((f) => {
        const file = path.join(folder, f);
        return { file, body: pageSourceOf(file, fs.readFileSync(file, 'utf8')).frontMatter.body };
      }),
  );
}

const INLINE = new Set(['text', 'emphasis', 'strong', 'delete', 'inlineCode', 'break', 'link', 'image', 'linkReference', 'imageReference', 'html', 'footnoteReference', 'textDirective']);

/** The block nodes of a tree with their places (type and offsets), inline content left out. */
function blocksOf(tree: Node): string[] {
  const out: string[] = [];
  const walk = (node: Node, inBlockText: boolean) => {
    // An `html` node is a block (flow HTML) unless it sits in a paragraph, heading or table cell.
    if (INLINE.has(node.type) && (node.type !== 'html' || inBlockText)) return;
    out.push(`${node.type}@${node.position?.start.offset}-${node.position?.end.offset}`);
    const text = ['paragraph', 'heading', 'tableCell'].includes(node.type);
    for (const child of (node as Parent).children ?? []) walk(child, text);
  };
  walk(tree, false);
  return out;
}

describe('the block-only parse of the demo scan', () => {
  it('places every block of the docs and the fixtures where the full parse does, and finds the same demo lines', () => {
    const bodies = markdownBodies();
    expect(bodies.length).toBeGreaterThan(150);
    let demoLines = 0;
    for (const { file, body } of bodies) {
      const full = parseMarkdown(body);
      const blocks = parseMarkdownBlocks(body);
      expect(blocksOf(blocks), file).toEqual(blocksOf(full));
      const found = findDemoDirectives(blocks, body);
      expect(found, file).toEqual(findDemoDirectives(full, body));
      demoLines += found.directives.length;
    }
    expect(demoLines).toBeGreaterThan(900);
  });

  it('leaves inline Markdown unparsed, so a demo line in inline code, links or HTML is still seen where the full parse sees it', () => {
    const body = [
      'Text with `{{"demo": "InCode.tsx"}}` and a [link](https://example.com) and <kbd>x</kbd>.',
      '',
      '{{"demo": "A.tsx"}}',
      '',
      '- item *one*',
      '  {{"demo": "Lazy.tsx"}}',
      '',
      '<div>',
      '{{"demo": "InHtml.tsx"}}',
      '</div>',
      '',
      '| a | b |',
      '| - | - |',
      '| `{{"demo": "Cell.tsx"}}` | x |',
      '',
      'Setext',
      '===',
      '{{"demo": "AfterSetext.tsx"}}',
      '',
      '    {{"demo": "Indented.tsx"}}',
      '',
      '> quote',
      '{{"demo": "LazyQuote.tsx"}}',
      '',
      '[ref]: https://example.com',
      '{{"demo": "AfterDefinition.tsx"}}',
    ].join('\n');
    const blocks = parseMarkdownBlocks(body);
    const full = parseMarkdown(body);
    expect(blocksOf(blocks)).toEqual(blocksOf(full));
    expect(findDemoDirectives(blocks, body)).toEqual(findDemoDirectives(full, body));
    // Inline Markdown is left as text (GFM's literal autolinks are found in the text after the parse, so they stay).
    const first = (blocks as Parent).children[0] as Parent;
    expect(first.children.map((c) => c.type)).not.toContain('inlineCode');
    expect(first.children.map((c) => c.type)).not.toContain('html');
    expect(((full as Parent).children[0] as Parent).children.map((c) => c.type)).toContain('inlineCode');
  });
});
