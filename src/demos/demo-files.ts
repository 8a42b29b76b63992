import fs from 'node:fs';
import path from 'node:path';
import { getPipelineVersion, hashOf, type BuildCache } from '../cache/build-cache.ts';
import { findDemoDirectives, mayHoldDirective, type ComponentOptions, type DemoOptions } from '../markdown/demo-directive.ts';
import type { PageSource } from '../markdown/page-source.ts';
import { parseMarkdown } from '../markdown/syntax.ts';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { linkLeaving } from '../files.ts';
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

/** Extensions of a demo's own file, in order of preference: a demo line naming `Name.js` finds `Name.tsx` and the other way round. */
const DEMO_EXTENSIONS = ['.tsx', '.js'] as const;
const DEMO_NAME = /\.(tsx|js)$/;

/** The demo file of a base path (without extension), TypeScript first. */
function demoFileAt(base: string): string | undefined {
  return DEMO_EXTENSIONS.map((e) => `${base}${e}`).find((f) => fs.existsSync(f));
}

/** The source files of one demo name in one folder: one file, or a folder of style variants. */
function demoFilesIn(dir: string, name: string): { style: DemoStyle; file: string }[] {
  const base = path.resolve(dir, name.replace(DEMO_NAME, ''));
  if (DEMO_NAME.test(name)) {
    const file = demoFileAt(base);
    return file ? [{ style: 'system', file }] : [];
  }
  const files = DEMO_STYLES.flatMap((style) => {
    const file = demoFileAt(path.join(base, style, 'index'));
    return file ? [{ style, file }] : [];
  });
  // A folder without its default (system) variant is not a demo.
  return files.some((f) => f.style === 'system') ? files : [];
}

/**
 * Resolves a demo name of a page: its files, its id (content-relative path without extension)
 * and, when not found, where it was expected (in the page's own demo folder).
 */
export function resolveDemo(contentDir: string, pageFile: string, name: string): { files: { style: DemoStyle; file: string }[]; id: string; expected: string } {
  const dirs = demoDirsOf(pageFile);
  const bare = name.replace(DEMO_NAME, '');
  for (const dir of dirs) {
    const files = demoFilesIn(dir, name);
    if (files.length) return { files, id: slash(path.relative(contentDir, path.resolve(dir, bare))), expected: files[0]!.file };
  }
  const first = path.resolve(dirs[0]!, bare);
  return { files: [], id: slash(path.relative(contentDir, first)), expected: DEMO_NAME.test(name) ? `${first}.tsx` : path.join(first, 'system', 'index.tsx') };
}

/** The folder of the components pages embed with `{{"component": …}}`. */
export const componentsDirOf = (contentDir: string) => path.join(contentDir, 'components');

/**
 * An embedded component's file (`components/Name.tsx`, `.js`, or `components/Name/index.tsx`) and
 * its demo id: `components/` and the line's demo name (the component, with a hash of its props).
 */
function resolveComponent(contentDir: string, options: DemoOptions & { embed: ComponentOptions }): { files: { style: DemoStyle; file: string }[]; id: string; expected: string } {
  const base = path.join(componentsDirOf(contentDir), options.embed.component);
  const file = demoFileAt(base) ?? demoFileAt(path.join(base, 'index'));
  return { files: file ? [{ style: 'system', file }] : [], id: `components/${options.demo}`, expected: `${base}.tsx` };
}

/** Resolves a demo line: a demo beside the page, or an embedded component. */
export function resolveDirective(contentDir: string, pageFile: string, options: DemoOptions): ReturnType<typeof resolveDemo> {
  return options.embed ? resolveComponent(contentDir, { ...options, embed: options.embed }) : resolveDemo(contentDir, pageFile, options.demo);
}

/** The components pages can embed: the names of the components folder's files. */
export function availableComponents(contentDir: string): string[] {
  const root = componentsDirOf(contentDir);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && DEMO_NAME.test(e.name))
    .map((e) => slash(path.relative(root, path.join(e.parentPath, e.name))).replace(DEMO_NAME, '').replace(/\/index$/, ''))
    .sort();
}

/** Demos a reader could have meant: the demo files and variant folders where the name points. */
export function availableDemos(dir: string): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .flatMap((e) => (e.isFile() && DEMO_NAME.test(e.name) ? [e.name] : e.isDirectory() && demoFileAt(path.join(dir, e.name, 'system', 'index')) ? [e.name] : []))
    .sort();
}

/**
 * The demo lines of a page, as the page compiler places them. A page without any is not parsed,
 * and with a cache the lines of an unchanged page are not parsed again.
 */
function demoLinesOfPage(page: PageSource, cache?: BuildCache): ReturnType<typeof findDemoDirectives> {
  const { body } = page.frontMatter;
  if (!mayHoldDirective(body)) return { directives: [], problems: [] };
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
    .directives.map(({ options }) => resolveDirective(contentDir, page.file, options))
    .filter((demo) => demo.files.length > 0)
    .map((demo) => demo.id);
}

/** A demo found on a page, before its sources are prepared. */
export interface PendingDemo {
  files: { style: DemoStyle; file: string }[];
  /** The first page showing it, and the line. */
  page: string;
  line: number;
  /** Set for an embedded component: its name and props. */
  embed?: ComponentOptions;
  /** A page shows it with its full code open from the start: the code is in the page, not loaded on demand. */
  open?: true;
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
    for (const { line, options, ignored } of found.directives) {
      for (const option of ignored ?? []) diagnostics.push(diagnostic('DemoOptionIgnored', option, { severity: 'warning', location: { file: page.file, line } }));
      const { files, expected, id } = resolveDirective(p.contentDir, page.file, options);
      if (files.length === 0 && options.embed) {
        diagnostics.push(diagnostic('UnknownEmbeddedComponent', { name: options.embed.component, expected: slash(path.relative(p.contentDir, expected)), available: availableComponents(p.contentDir) }, { location: { file: page.file, line } }));
        continue;
      }
      if (files.length === 0) {
        const available = demoDirsOf(page.file).flatMap((dir) => availableDemos(path.dirname(path.resolve(dir, options.demo))));
        diagnostics.push(diagnostic('MissingDemo', { name: options.demo, expected: slash(path.relative(p.contentDir, expected)), available: [...new Set(available)].sort() }, { location: { file: page.file, line } }));
        continue;
      }
      // The content rule (files.ts): a demo file is read only when its real path is in the content folder.
      const outside = files.flatMap(({ file }) => {
        const leaving = linkLeaving(file, p.contentDir);
        return leaving ? [diagnostic('OutsideContent', { kind: 'demo', file, ...leaving }, { location: { file: page.file, line } })] : [];
      });
      if (outside.length) {
        diagnostics.push(...outside);
        continue;
      }
      ids.push(id);
      if (!pending.has(id)) pending.set(id, { files, page: page.file, line, ...(options.embed ? { embed: options.embed } : {}) });
      if (options.defaultCodeOpen === true) pending.get(id)!.open = true;
    }
    if (ids.length) uses.set(page.file, ids);
  }

  return { pending, uses, diagnostics };
}

