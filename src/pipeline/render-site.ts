import fs from 'node:fs';
import path from 'node:path';
import type { BuildCache } from '../cache/build-cache.ts';
import { keyTextOf } from '../markdown/page-source.ts';
import type { NavPage } from '../nav/resolve-nav.ts';
import { languagePrefix } from '../render/layout.ts';
import { urlFor } from '../render/nav-items.ts';
import type { PageMeta, PageResult } from './page/types.ts';
import { renderPages } from './render-pool.ts';
import { searchOrder } from '../search/search-order.ts';
import { compileKeyOf, generatedKeyOf, metaKeyOf, pageKeyOf, type PageTaskContext } from './task-context.ts';

/** Who wants to know when page files are on disk (the search index fed while pages render). */
export interface PageWrites {
  /** Some page is rendered (not every page copied from the cache): called before any is. */
  rendering(): void;
  /** Files written for a page: every language, and its variant pages. */
  written(files: string[]): void;
}

/**
 * Renders every page. Pages whose HTML is cached for every language (same source, templates,
 * navigation, assets and config) are copied from the cache by this thread; the rest go to the
 * worker pool, in the search index's order of pages (search-order.ts: an index fed as
 * they are written waits for none). A cached file that fails its check makes its page a miss.
 */
export async function renderSite(ctx: PageTaskContext, cache: BuildCache, progress?: (done: number, total: number) => void, writes?: PageWrites): Promise<PageResult[]> {
  const results: PageResult[] = new Array(ctx.nav.pages.length);
  const misses: number[] = [];
  let done = 0;
  for (const [index, page] of ctx.nav.pages.entries()) {
    const hit = cache.enabled ? restorePage(ctx, cache, page) : undefined;
    if (!hit) {
      misses.push(index);
      continue;
    }
    results[index] = { pathname: page.pathname, file: page.file, ...hit.meta, written: [...ctx.site.languages], key: hit.compileKey, cached: true };
    progress?.(++done, ctx.nav.pages.length);
  }
  if (writes && misses.length) {
    writes.rendering();
    for (const result of results) if (result) writes.written(pageFiles(ctx, result));
  }
  misses.sort(searchOrder(ctx.site.basePath, (index) => urlFor(ctx.nav.pages[index]!.pathname, '')));
  const rendered = await renderPages(ctx, misses, {
    ...(progress ? { progress: (n: number) => progress(done + n, ctx.nav.pages.length) } : {}),
    ...(writes && misses.length ? { result: (result: PageResult) => writes.written(pageFiles(ctx, result)) } : {}),
    cacheProblems: (problems) => cache.addProblems(problems),
  });
  misses.forEach((index, i) => (results[index] = rendered[i]!));
  return results;
}

/** The index.html files of a page as written: each language, each variant. */
export function pageFiles(ctx: Pick<PageTaskContext, 'outDir' | 'site'>, result: Pick<PageResult, 'pathname' | 'written' | 'variants'>): string[] {
  return result.written.flatMap((language) => ['', ...(result.variants ?? [])].map((variant) => path.join(ctx.outDir, urlFor(result.pathname, languagePrefix(language, ctx.site)), variant, 'index.html')));
}

/** Writes a page's cached HTML (every language, every variant) into the output; undefined on any miss. */
function restorePage(ctx: PageTaskContext, cache: BuildCache, page: NavPage): { compileKey: string; meta: PageMeta } | undefined {
  let compileKey: string;
  if (page.generated) compileKey = generatedKeyOf(page.pathname);
  else {
    try {
      const source = ctx.sources[page.file];
      compileKey = compileKeyOf(ctx, page.file, source ? keyTextOf(source) : fs.readFileSync(page.file, 'utf8'));
    } catch {
      return undefined;
    }
  }
  const meta = cache.entry('meta', metaKeyOf(ctx, compileKey)).readJson<PageMeta>();
  if (!meta) return undefined;
  const files = ctx.site.languages.flatMap((language) =>
    ['', ...(meta.variants ?? [])].map((variant) => ({
      key: pageKeyOf(ctx, { compileKey, language: variant ? `${language}:${variant}` : language, page }),
      target: path.join(ctx.outDir, urlFor(page.pathname, languagePrefix(language, ctx.site)), variant, 'index.html'),
    })),
  );
  // Every language, and every variant page (components-api/), must be cached for a hit.
  if (!files.every((f) => cache.entry('page', f.key).has('html'))) return undefined;
  for (const f of files) if (!cache.entry('page', f.key).restore('html', f.target)) return undefined;
  // The files its pages load (the same file for several pages: written again, the same bytes).
  for (const f of meta.files ?? []) if (!cache.entry('shared-file', f.key).restore('html', path.join(ctx.outDir, f.path))) return undefined;
  return { compileKey, meta };
}
