import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import remarkRehype from 'remark-rehype';
import { unified, type Processor } from 'unified';
import { VFile } from 'vfile';
import { diagnostic } from '../diagnostics/codes.ts';
import { hasErrors, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { ComponentMap } from '../config/components.ts';
import type { FrontMatter } from './front-matter.ts';
import { getHighlighter } from './highlighter.ts';
import type { PageSource } from './page-source.ts';
import type { CodeSpan, PageFacts, PageLink, TocEntry } from './page-facts.ts';
import { remarkCallouts } from './remark-callouts.ts';
import { remarkCodeTabs } from './remark-code-tabs.ts';
import { remarkDemos } from './remark-demos.ts';
import { remarkEvents } from './remark-events.ts';
import { remarkHtmlMarkdown } from './remark-html-markdown.ts';
import { rehypeCode } from './rehype-code.ts';
import { rehypeHeadings } from './rehype-headings.ts';
import { rehypeLinks, type LinkOptions } from './rehype-links.ts';
import { rehypeRawHtml } from './rehype-raw-html.ts';
import type { HeadingSlugs } from './slug.ts';
import { markdownSyntax } from './syntax.ts';

/** A compiled markdown page: its tree (stringified per language later) and what was learned. */
export interface CompiledMarkdown {
  hast: HastRoot;
  frontMatter: FrontMatter;
  title: string;
  h1?: string;
  description: string;
  toc: TocEntry[];
  anchors: string[];
  links: PageLink[];
  /** The inline code of the prose, as written (the name check reads it on the main thread). */
  codeSpans: CodeSpan[];
  draft: boolean;
  diagnostics: Diagnostic[];
}

type MarkdownProcessor = Processor<MdastRoot, MdastRoot, HastRoot, undefined, undefined>;

/**
 * Called with a page's syntax tree as parsed, before any plugin transforms it: whoever needs the
 * tree as the author wrote it (the Markdown export) reads it here instead of parsing again.
 */
export type SyntaxReader = (tree: MdastRoot) => void;

/** What compiling a page needs of the site: where links go, how headings are slugged (config `headingSlugs`), and the origin of `siteUrl` (raw HTML's videos may come from it: html-allowlist.ts). */
export interface CompilerOptions extends LinkOptions {
  headingSlugs?: HeadingSlugs;
  siteOrigin?: string;
  /** The config's `components`: component lines mapped to what the build generates become that. */
  components?: ComponentMap;
}

/** Creates the one ordered plugin list. Call once per thread and reuse. */
export async function createMarkdownCompiler(options: CompilerOptions) {
  const highlighter = await getHighlighter();
  const processor = unified()
    .use(markdownSyntax)
    .use(remarkCallouts)
    .use(remarkDemos, options.components ? { components: options.components } : {})
    .use(remarkEvents)
    .use(remarkHtmlMarkdown)
    .use(remarkCodeTabs)
    // Raw HTML is kept as raw nodes, parsed and sanitised by rehypeRawHtml before anything reads the tree.
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRawHtml, options.siteOrigin ? { siteOrigin: options.siteOrigin } : {})
    .use(rehypeHeadings, { slugs: options.headingSlugs ?? 'github' })
    .use(rehypeLinks, options)
    .use(rehypeCode, { highlighter }) as unknown as MarkdownProcessor;
  return (page: PageSource, onSyntax?: SyntaxReader) => compileWith(processor, page, onSyntax);
}

function compileWith(processor: MarkdownProcessor, page: PageSource, onSyntax?: SyntaxReader): CompiledMarkdown {
  const { file, frontMatter: fm } = page;
  const diagnostics = [...page.diagnostics, ...fm.diagnostics];
  // The errors of the file itself (see PageSource) are all a page with them reports: it is not parsed.
  if (hasErrors(page.diagnostics)) {
    onSyntax?.({ type: 'root', children: [] });
    return { hast: { type: 'root', children: [] }, frontMatter: fm.data, title: '', description: '', toc: [], anchors: [], links: [], codeSpans: [], draft: false, diagnostics };
  }
  const vfile = new VFile({ path: file, value: fm.body });
  const mdast = processor.parse(vfile);
  onSyntax?.(mdast);
  const codeSpans = codeSpansOf(mdast);
  const hast = processor.runSync(mdast, vfile);
  const facts = vfile.data as PageFacts;
  diagnostics.push(...(facts.diagnostics ?? []));
  // Messages of the third-party plugins (ours report through report.ts): never dropped.
  for (const message of vfile.messages) {
    const location = { file, ...(message.line ? { line: message.line } : {}), ...(message.column ? { column: message.column - 1 } : {}) };
    diagnostics.push(diagnostic('MarkdownMessage', { reason: message.reason, source: message.source ?? 'unified' }, { severity: message.fatal ? 'error' : 'warning', location }));
  }
  const title = fm.data.title ?? facts.h1 ?? '';
  if (!title) diagnostics.push(diagnostic('MissingTitle', {}, { location: { file, line: 1 } }));
  const draft = fm.data.draft === true;
  const description = fm.data.description ?? facts.lead ?? '';
  if (!description && !draft && fm.diagnostics.length === 0) {
    diagnostics.push(
      diagnostic('InvalidFrontMatter', { key: 'description', problem: 'missing, and the page has no lead paragraph after its "# " heading to use instead' }, { location: { file, line: 1 } }),
    );
  }
  const result: CompiledMarkdown = {
    hast,
    frontMatter: fm.data,
    title,
    description: description.length > 160 ? `${description.slice(0, 157).trimEnd()}…` : description,
    toc: facts.toc ?? [],
    anchors: facts.anchors ?? [],
    links: facts.links ?? [],
    codeSpans,
    draft,
    diagnostics,
  };
  if (facts.h1) result.h1 = facts.h1;
  return result;
}

/** The inline code spans of a tree as parsed, in order (a plain walk: inline code has no children). */
export function codeSpansOf(tree: MdastRoot): CodeSpan[] {
  const spans: CodeSpan[] = [];
  const walk = (node: { type: string; value?: string; position?: { start: { line: number; column: number } }; children?: unknown[] }) => {
    if (node.type === 'inlineCode' && node.value !== undefined && node.position) spans.push({ text: node.value, line: node.position.start.line, column: node.position.start.column - 1 });
    else if (node.children) for (const child of node.children) walk(child as typeof node);
  };
  walk(tree);
  return spans;
}
