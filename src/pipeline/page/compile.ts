import type { BuildCache } from '../../cache/build-cache.ts';
import { pageOutline, type PageOutline } from '../../export/page-markdown.ts';
import type { CompiledMarkdown, SyntaxReader } from '../../markdown/compile-markdown.ts';
import { keyTextOf, readPageSource, type PageReadOptions, type PageSource } from '../../markdown/page-source.ts';
import { compileKeyOf, type PageTaskContext } from '../task-context.ts';
import type { PageMeta } from './types.ts';

/** A compiled content page, with the outline its Markdown export is edited from (read from the same parse). */
export type CompiledContent = CompiledMarkdown & { outline: PageOutline };

export interface CompiledPage {
  compiled: CompiledContent;
  /** Cache key of the compiled page (its source and what shapes every compile). */
  key: string;
  /** Read from the cache: its facts are cached already. */
  fromCache: boolean;
}

/** Compiles a content page as the build read it, or takes its compiled form from the cache. */
export async function compilePage(p: {
  ctx: Pick<PageTaskContext, 'compileKeyBase' | 'sources'> & PageReadOptions;
  cache: BuildCache;
  compile: (page: PageSource, onSyntax?: SyntaxReader) => CompiledMarkdown;
  file: string;
}): Promise<CompiledPage> {
  // A page the build could not read is read here, so that its error is this page's.
  const page = p.ctx.sources[p.file] ?? readPageSource(p.file, p.ctx);
  const key = compileKeyOf(p.ctx, p.file, keyTextOf(page));
  const cached = p.cache.entry('compile', key).readJson<CompiledContent>();
  if (cached?.outline) return { compiled: cached, key, fromCache: true };
  // The export's outline is read from the compiler's own parse: a page is parsed once per build.
  let outline: PageOutline | undefined;
  const compiled = p.compile(page, (tree) => (outline = pageOutline(tree, page.frontMatter.body)));
  if (!outline) throw new Error(`${p.file}: the Markdown compiler gave no syntax tree to outline`);
  return { compiled: { ...compiled, outline }, key, fromCache: false };
}

/**
 * Caches a compiled page. Its tree's positions are dropped, in place: they serve diagnostics,
 * which are made by now, and an entry without them is a third of the size. (Set to undefined,
 * which JSON leaves out, rather than filtered by a replacer: calling one for every key of the
 * tree took 2.6% of a render thread on corpus-4000.)
 */
export function storeCompiled(cache: BuildCache, compileKey: string, compiled: CompiledContent): void {
  const drop = (node: { position?: unknown; children?: unknown[] }) => {
    if (node.position !== undefined) node.position = undefined;
    if (node.children) for (const child of node.children) drop(child as typeof node);
  };
  drop(compiled.hast);
  cache.entry('compile', compileKey).write('json', JSON.stringify(compiled));
}

/** Caches the facts the main thread reads when it restores a page from the cache. */
export function storeMeta(cache: BuildCache, metaKey: string, meta: PageMeta): void {
  cache.entry('meta', metaKey).write('json', JSON.stringify(meta));
}
