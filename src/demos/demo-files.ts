import fs from 'node:fs';
import path from 'node:path';
import { getPipelineVersion, hashOf, type BuildCache } from '../cache/build-cache.ts';
import { findDemoDirectives } from '../markdown/demo-directive.ts';
import type { PageSource } from '../markdown/page-source.ts';
import { parseMarkdown } from '../markdown/syntax.ts';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { DEMO_STYLES, type DemoStyle } from './types.ts';

export const slash = (p: string) => p.split(path.sep).join('/');

/**
 * The folders where a page's demos are looked for, in order: the page's own demo folder (named
 * after the page: `editing.md` → `editing/`; an `index.md` page's own folder), then beside the page.
 */
export function demoDirsOf(pageFile: string): string[] {
  const dir = path.dirname(pageFile);
  const slug = path.basename(pageFile, '.md');
  return slug === 'index' ? [dir] : [path.join(dir, slug), dir];
}

/** The source files of one demo name in one folder: one file, or a folder of style variants. */
function demoFilesIn(dir: string, name: string): { style: DemoStyle; file: string }[] {
  const base = path.resolve(dir, name.replace(/\.(tsx|js)$/, ''));
  if (/\.(tsx|js)$/.test(name)) {
    const file = `${base}.tsx`;
    return fs.existsSync(file) ? [{ style: 'system', file }] : [];
  }
  const files = DEMO_STYLES.map((style) => ({ style, file: path.join(base, style, 'index.tsx') })).filter((f) => fs.existsSync(f.file));
  // A folder without its default (system) variant is not a demo.
  return files.some((f) => f.style === 'system') ? files : [];
}

/**
 * Resolves a demo name of a page: its files, its id (content-relative path without extension)
 * and, when not found, where it was expected (in the page's own demo folder).
 */
export function resolveDemo(contentDir: string, pageFile: string, name: string): { files: { style: DemoStyle; file: string }[]; id: string; expected: string } {
  const dirs = demoDirsOf(pageFile);
  const bare = name.replace(/\.(tsx|js)$/, '');
  for (const dir of dirs) {
    const files = demoFilesIn(dir, name);
    if (files.length) return { files, id: slash(path.relative(contentDir, path.resolve(dir, bare))), expected: files[0]!.file };
  }
  const first = path.resolve(dirs[0]!, bare);
  return { files: [], id: slash(path.relative(contentDir, first)), expected: /\.(tsx|js)$/.test(name) ? `${first}.tsx` : path.join(first, 'system', 'index.tsx') };
}

/** Demos a reader could have meant: the .tsx files and variant folders where the name points. */
export function availableDemos(dir: string): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .flatMap((e) => (e.isFile() && e.name.endsWith('.tsx') ? [e.name] : e.isDirectory() && fs.existsSync(path.join(dir, e.name, 'system', 'index.tsx')) ? [e.name] : []))
    .sort();
}

/**
 * The demo lines of a page, as the page compiler places them. A page without any is not parsed,
 * and with a cache the lines of an unchanged page are not parsed again.
 */
function demoLinesOfPage(page: PageSource, cache?: BuildCache): ReturnType<typeof findDemoDirectives> {
  const { body } = page.frontMatter;
  if (!body.includes('"demo"')) return { directives: [], problems: [] };
  const entry = cache?.entry('demo-lines', hashOf(getPipelineVersion(), body));
  const cached = entry?.readJson<ReturnType<typeof findDemoDirectives>>();
  if (cached) return cached;
  const found = findDemoDirectives(parseMarkdown(body), body);
  entry?.write('json', JSON.stringify(found));
  return found;
}

/** The ids of the demos a page shows (existing files only), as `scanDemos` lists them. */
export function demoIdsOfPage(page: PageSource, contentDir: string): string[] {
  return demoLinesOfPage(page)
    .directives.map(({ options }) => resolveDemo(contentDir, page.file, options.demo))
    .filter((demo) => demo.files.length > 0)
    .map((demo) => demo.id);
}

/** A demo found on a page, before its sources are prepared. */
export interface PendingDemo {
  files: { style: DemoStyle; file: string }[];
  /** The first page showing it, and the line. */
  page: string;
  line: number;
}

/**
 * Reads every page's demo lines and checks them (unknown options, missing files): what the pages
 * show, by id, and which page shows which. Cheap: it runs on every build.
 */
export function scanDemos(p: { sources: ReadonlyMap<string, PageSource>; contentDir: string; cache?: BuildCache }): { pending: Map<string, PendingDemo>; uses: Map<string, string[]>; diagnostics: Diagnostic[] } {
  const uses = new Map<string, string[]>();
  const diagnostics: Diagnostic[] = [];
  const pending = new Map<string, PendingDemo>();
  for (const page of p.sources.values()) {
    const found = demoLinesOfPage(page, p.cache);
    for (const problem of found.problems) diagnostics.push(diagnostic('InvalidDemo', { problem: problem.problem }, { location: { file: page.file, line: problem.line } }));
    const ids: string[] = [];
    for (const { line, options } of found.directives) {
      const { files, expected, id } = resolveDemo(p.contentDir, page.file, options.demo);
      if (files.length === 0) {
        const available = demoDirsOf(page.file).flatMap((dir) => availableDemos(path.dirname(path.resolve(dir, options.demo))));
        diagnostics.push(diagnostic('MissingDemo', { name: options.demo, expected: slash(path.relative(p.contentDir, expected)), available: [...new Set(available)].sort() }, { location: { file: page.file, line } }));
        continue;
      }
      ids.push(id);
      if (!pending.has(id)) pending.set(id, { files, page: page.file, line });
    }
    if (ids.length) uses.set(page.file, ids);
  }

  return { pending, uses, diagnostics };
}

