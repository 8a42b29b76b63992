import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { PageSource } from '../markdown/page-source.ts';
import type { BuildCache } from '../cache/build-cache.ts';
import type { ApiDemos } from './api-page.ts';
import { startApiLoad, type LoadedApi } from './api-thread.ts';
import type { ApiUsage, DemoSources, ParsedDemo } from './demo-usage.ts';
import type { ApiData } from './types.ts';

/** The API reference a build renders: the extracted data, the pages that show each component or hook, the demos setting each prop. */
export interface PreparedApi {
  data: ApiData;
  /** Content pages by the component or hook their front matter lists (`components`, `hooks`). */
  demos: ApiDemos;
  /** Live demos by the props they set (empty when the build has no demos). */
  usage: ApiUsage;
  /** What each demo file sets, by content-relative file: what `usage` was made from. */
  demoProps: Record<string, ParsedDemo>;
  diagnostics: Diagnostic[];
}

/** The routed pages of a navigation, with their titles (what {@link prepareApi} reads of it). */
export interface ApiNavPages {
  pages: readonly { file: string; pathname: string; node: { titles: Record<string, string> } }[];
}

/**
 * Loads the API data (cached by package versions); finds, from the front matter of every content
 * page, which pages show each component and use each hook (the "Demos" of an API page); and,
 * from the JSX of the live demos, which demos set each prop (cached by the demos' sources).
 */
export async function prepareApi(p: { nav: ApiNavPages; sources: ReadonlyMap<string, PageSource>; cache: BuildCache; demos?: DemoSources; loaded?: Promise<LoadedApi> }): Promise<PreparedApi> {
  // The data loading since the build started (api-thread.ts), or loaded now.
  const loaded = p.loaded ? await p.loaded : await (await startApiLoad(p.cache)).loaded;
  const demos: ApiDemos = {};
  const pages: { file: string; pathname: string; titles: Record<string, string> }[] = [];
  for (const page of p.nav.pages) {
    const data = p.sources.get(page.file)?.frontMatter.data;
    if (!data) continue;
    // English pages show their own title; other languages the translated navigation title.
    const titles = { ...page.node.titles, en: data.title ?? page.node.titles.en! };
    pages.push({ file: page.file, pathname: page.pathname, titles });
    for (const name of [...(data.components ?? []), ...(data.hooks ?? [])]) (demos[name] ??= []).push({ pathname: page.pathname, titles });
  }
  // TypeScript's parser, like the loader above: only for sites with API pages.
  const { usage, props } = p.demos ? (await import('./demo-usage.ts')).collectDemoUsage({ data: loaded.data, pages, demos: p.demos, cache: p.cache }) : { usage: {}, props: {} };
  const diagnostics = [
    ...loaded.data.warnings.map(({ code, ...args }) => diagnostic(code, args as never, { severity: 'warning' })),
    ...loaded.problems.map((problem) => diagnostic('CacheEntryInvalid', { problem }, { severity: 'warning' })),
  ];
  return { data: loaded.data, demos, usage, demoProps: props, diagnostics };
}
