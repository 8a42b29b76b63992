import fs from 'node:fs';
import path from 'node:path';
import type { BuildCache } from '../cache/build-cache.ts';
import { homeOf, type NavNode, type NavPage, type ResolvedNav } from '../nav/resolve-nav.ts';
import { createPageExporter, exportedPages, type ExportSource } from './export-pages.ts';
import { fullText, llmsTxt, type LlmsGroup } from './llms-txt.ts';
import { demoJsPathOf, EXPORT_DIR, INDEX_VERSION, markdownPathOf, type IndexDemo, type IndexDemoFile, type IndexGroup, type IndexPage, type LlmsIndex, type PageMarkdown, type StoredIndex } from './types.ts';

export type { ExportSource } from './export-pages.ts';

/** What the export wrote: pages, demos, and the size of `llms.txt` and of each `llms-full.txt`. */
export interface ExportResult {
  pages: number;
  demos: number;
  /** `llms.txt` first, then the full texts: paths relative to the output directory. */
  texts: { file: string; bytes: number }[];
}

/** A page with its Markdown. */
interface ExportedPage {
  page: NavPage;
  md: PageMarkdown;
}

const relative = (pathname: string) => pathname.replace(/^\//, '');

/**
 * Writes the site for language models and their tools, beside the HTML in `dir`: every page
 * but the drafts as `<route>.md`, `<base>/llms.txt` (the llms.txt convention: title, summary,
 * then a section per navigation group listing each page's Markdown), `<base>/<group>/llms-full.txt`
 * (a group's pages in full), each demo's JavaScript, and the index the MCP server reads
 * (`<base>/_llms/index.json`). Pages come from the cache when nothing they are made of changed.
 */
export function exportSite(source: ExportSource, p: { dir: string; cache: BuildCache }): ExportResult {
  const exporter = createPageExporter(source, p.cache);
  const writeFileSafe = createWriter();
  const exported = exportedPages(source).map((page) => ({ page, md: exporter.exportPage(page) }));
  for (const { page, md } of exported) writeFileSafe(path.join(p.dir, relative(markdownPathOf(page.pathname))), md.markdown);
  const demos = collectDemos(exported, exporter.demoOf);
  for (const demo of demos) writeFileSafe(path.join(p.dir, relative(demoJsPathOf(source.site.basePath, demo.id))), demo.variants[0]!.main.js);
  const groups = groupPages(source, exported);
  const texts: ExportResult['texts'] = [];
  const write = (file: string, contents: string) => {
    writeFileSafe(path.join(p.dir, file), contents);
    texts.push({ file, bytes: Buffer.byteLength(contents) });
  };
  const { site } = source;
  const home = homeOf(source.nav, site.basePath);
  const summary = exported.find((e) => e.page.pathname === home)?.md.description ?? '';
  write(`${relative(site.basePath)}/llms.txt`, llmsTxt({ site, summary, groups, markdownUrl: (pathname) => `${site.siteUrl}${markdownPathOf(pathname)}` }));
  for (const group of groups) write(group.info.file, fullText({ site, group, url: exporter.absolute }));
  const index: StoredIndex = {
    version: INDEX_VERSION,
    productName: site.productName,
    docsVersion: site.version,
    siteUrl: site.siteUrl,
    basePath: site.basePath,
    language: site.languages[0] ?? 'en',
    languages: site.languages,
    groups: groups.map((g) => g.info),
    pages: groups.flatMap((g) => g.pages.map((e) => indexPage(e, { source, group: g.info.slug, url: exporter.absolute }))),
    api: indexApi(source),
    ...storedDemos(demos),
  };
  writeFileSafe(path.join(p.dir, relative(site.basePath), EXPORT_DIR, 'index.json'), JSON.stringify(index));
  return { pages: exported.length, demos: demos.length, texts };
}

/** The demos with the files they import stored once, each variant naming them by their place in `files`. */
function storedDemos(demos: IndexDemo[]): Pick<StoredIndex, 'files' | 'demos'> {
  const files: IndexDemoFile[] = [];
  const places = new Map<string, number>();
  const placeOf = (file: IndexDemoFile) => {
    const key = JSON.stringify([file.name, file.jsName, file.ts, file.js]);
    let place = places.get(key);
    if (place === undefined) places.set(key, (place = files.push(file) - 1));
    return place;
  };
  return { files, demos: demos.map((demo) => ({ ...demo, variants: demo.variants.map((v) => ({ ...v, files: v.files.map(placeOf) })) })) };
}

/** Writes files, making each folder once: a thousand files in a few hundred folders. */
function createWriter(): (file: string, contents: string) => void {
  const made = new Set<string>();
  return (file, contents) => {
    const dir = path.dirname(file);
    if (!made.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    fs.writeFileSync(file, contents);
  };
}

/**
 * Writes the Markdown of the given pages only (drafts left out): watch mode's edit of one page.
 * The full texts and the index follow with the next `exportSite`.
 */
export function exportPages(source: ExportSource, pages: readonly NavPage[], p: { dir: string; cache: BuildCache }): void {
  const exporter = createPageExporter(source, p.cache, { some: true });
  const writeFileSafe = createWriter();
  const exported = new Set(exportedPages(source));
  for (const page of pages) if (exported.has(page)) writeFileSafe(path.join(p.dir, relative(markdownPathOf(page.pathname))), exporter.exportPage(page).markdown);
}

/** The demos the exported pages show, in order of first appearance, with every page that shows each. */
function collectDemos(exported: ExportedPage[], demoOf: (id: string) => Omit<IndexDemo, 'pages'> | undefined): IndexDemo[] {
  const byId = new Map<string, IndexDemo>();
  for (const { page, md } of exported) {
    for (const id of md.demos) {
      const found = byId.get(id);
      if (found) {
        if (!found.pages.includes(page.pathname)) found.pages.push(page.pathname);
        continue;
      }
      const demo = demoOf(id);
      if (demo) byId.set(id, { ...demo, pages: [page.pathname] });
    }
  }
  return [...byId.values()];
}

/** The top-level navigation entry above a page (itself when it is at the top). */
function topOf(node: NavNode, nav: ResolvedNav): NavNode {
  let top = node;
  while (top.parent !== null) top = nav.nodes[top.parent]!;
  return top;
}

/**
 * The pages by top-level navigation group, in reading order: a group's full text is at
 * `<base>/<group>/llms-full.txt` ("/x/react-data-grid-group" → "react-data-grid"); pages at the
 * top level share `<base>/llms-full.txt`.
 */
function groupPages(source: ExportSource, exported: ExportedPage[]): LlmsGroup[] {
  const { site, nav } = source;
  const groups = new Map<NavNode | undefined, LlmsGroup>();
  for (const entry of exported) {
    const top = topOf(entry.page.node, nav);
    const key = top.kind === 'page' ? undefined : top;
    let group = groups.get(key);
    if (!group) {
      const slug = key ? key.pathname.slice(site.basePath.length).replace(/^\/+/, '').replace(/-group$/, '').replace(/[^a-z0-9-]+/gi, '-') : '';
      const file = `${relative(site.basePath)}/${slug ? `${slug}/` : ''}llms-full.txt`;
      const info: IndexGroup = { slug, title: key ? (key.titles.en ?? slug) : site.productName, file, url: `${site.siteUrl}/${file}` };
      groups.set(key, (group = { info, pages: [] }));
    }
    group.pages.push(entry);
  }
  return [...groups.values()];
}

function indexPage(entry: ExportedPage, p: { source: ExportSource; group: string; url(pathname: string): string }): IndexPage {
  const { page, md } = entry;
  const { site, nav } = p.source;
  const trail: Record<string, string[]> = {};
  for (const language of site.languages) {
    const titles: string[] = [];
    for (let n = page.node.parent === null ? undefined : nav.nodes[page.node.parent]; n; n = n.parent === null ? undefined : nav.nodes[n.parent]) titles.unshift(n.titles[language] ?? n.titles.en ?? '');
    trail[language] = titles;
  }
  const made = page.generated?.kind;
  const fm = p.source.sources[page.file]?.frontMatter.data;
  return {
    pathname: page.pathname,
    url: p.url(page.pathname),
    file: relative(markdownPathOf(page.pathname)),
    markdownUrl: `${site.siteUrl}${markdownPathOf(page.pathname)}`,
    title: md.title,
    description: md.description,
    kind: made === 'api-index' ? 'api-index' : made ? 'api' : 'content',
    navTitles: page.node.titles,
    trail,
    group: p.group,
    sections: md.sections,
    demos: md.demos,
    apiNames: page.generated ? [] : [...(fm?.components ?? []), ...(fm?.hooks ?? [])],
  };
}

/** The API reference as data (the MCP server's `get_api`), for the components and interfaces that have a page. */
function indexApi(source: ExportSource): LlmsIndex['api'] {
  const data = source.api?.data;
  if (!data) return [];
  const pages = new Map(exportedPages(source).flatMap((page) => (page.generated && page.generated.kind !== 'api-index' ? [[`${page.generated.product}:${page.generated.name}`, page.pathname]] : [])));
  return [...data.components, ...data.interfaces].flatMap((api) => {
    const pathname = pages.get(`${api.product}:${api.name}`);
    if (!pathname) return [];
    const isComponent = api.kind === 'component';
    return [
      {
        name: api.name,
        kind: api.kind,
        product: api.product,
        ...(isComponent ? { packageName: api.packageName } : {}),
        plan: isComponent ? api.plan : 'community',
        pathname,
        description: api.description,
        imports: api.imports,
        props: api.props.map((prop) => ({ ...prop })),
        slots: isComponent ? api.slots.map((s) => ({ name: s.name, description: s.description, ...(s.default !== undefined ? { default: s.default } : {}), ...(s.className ? { className: s.className } : {}) })) : [],
        classes: isComponent ? api.classes.map((c) => ({ name: c.key, className: c.className, description: c.description })) : [],
      },
    ];
  });
}
