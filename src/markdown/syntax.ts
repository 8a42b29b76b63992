import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified, type Preset } from 'unified';

/**
 * The Markdown the pages are written in: CommonMark, GitHub's tables and the rest of GFM, and
 * directives (the `:::info` callouts). The page compiler and the demo scan both parse with it,
 * so they see the same tree.
 */
export const markdownSyntax: Preset = { plugins: [remarkParse, remarkGfm, remarkDirective] };

const parser = unified().use(markdownSyntax).freeze();

/** A page body's syntax tree, without any transform (positions are the body's, i.e. the file's). */
export function parseMarkdown(body: string): Root {
  return parser.parse(body) as Root;
}
