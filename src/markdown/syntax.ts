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

/**
 * The constructs of inline Markdown, by micromark's names (CommonMark's and GFM's):
 * `parseMarkdownBlocks` turns them off. Not `lineEnding`: a paragraph's text needs it (micromark
 * loops without it). Text directives (`:name[…]`) have no name to turn off, and GFM finds literal
 * autolinks in the text once parsed: those two stay, and place no block.
 */
const INLINE_CONSTRUCTS = ['attention', 'autolink', 'characterEscape', 'characterReference', 'codeText', 'hardBreakEscape', 'hardBreakTrailing', 'htmlText', 'labelStartImage', 'labelStartLink', 'labelEnd', 'strikethrough', 'wwwAutolink', 'protocolAutolink', 'emailAutolink', 'gfmFootnoteCall', 'gfmPotentialFootnoteCall'];

/** A unified plugin that leaves the inline content of paragraphs and headings as plain text. */
function blocksOnly(this: { data(): { micromarkExtensions?: unknown[] } }): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push({ disable: { null: INLINE_CONSTRUCTS } });
}

const blockParser = unified().use(markdownSyntax).use(blocksOnly).freeze();

/**
 * A page body's blocks, with most inline Markdown of their text left unparsed (text directives and
 * GFM's literal autolinks are still found; see INLINE_CONSTRUCTS):
 * CommonMark places blocks before it reads their inline content, so the blocks and their
 * positions are those `parseMarkdown` gives (test/unit/markdown/block-parse.test.ts holds the two
 * to that over the docs and the fixtures), in half the time. The demo scan reads only where the
 * paragraphs are.
 */
export function parseMarkdownBlocks(body: string): Root {
  return blockParser.parse(body) as Root;
}
