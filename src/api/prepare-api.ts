import path from 'node:path';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { PageSource } from '../markdown/page-source.ts';
import { packageRoot } from '../paths.ts';
import type { BuildCache } from '../cache/build-cache.ts';
import type { ApiDemos } from './api-page.ts';
import type { ApiData } from './types.ts';

/** The API reference a build renders: the extracted data and the pages that show each component. */
export interface PreparedApi {
  data: ApiData;
  demos: ApiDemos;
  diagnostics: Diagnostic[];
}

/**
 * Loads the API data (cached by package versions) and finds, from the front matter of every
 * content page, which pages show each component (the "Demos" of an API page).
 */
export async function prepareApi(nav: { pages: readonly { file: string; pathname: string; node: { titles: Record<string, string> } }[] }, sources: ReadonlyMap<string, PageSource>, cache: BuildCache): Promise<PreparedApi> {
  const { loadApi } = await import('./load-api.ts'); // loads the TypeScript compiler: only when needed
  const loaded = await loadApi({ nodeModules: path.join(packageRoot, 'node_modules'), cache });
  const demos: ApiDemos = {};
  for (const page of nav.pages) {
    const data = sources.get(page.file)?.frontMatter.data;
    if (!data) continue;
    // English pages show their own title; other languages the translated navigation title.
    const titles = { ...page.node.titles, en: data.title ?? page.node.titles.en! };
    for (const name of data.components ?? []) (demos[name] ??= []).push({ pathname: page.pathname, titles });
  }
  const diagnostics = loaded.data.warnings.map(({ code, ...args }) => diagnostic(code, args as never, { severity: 'warning' }));
  return { data: loaded.data, demos, diagnostics };
}
