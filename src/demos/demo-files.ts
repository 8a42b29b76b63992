import fs from 'node:fs';
import path from 'node:path';
import { getPipelineVersion, hashOf, type BuildCache } from '../cache/build-cache.ts';
import { componentFileAt, componentTarget, mappedComponentFile, type ComponentMap, type ComponentTarget } from '../config/components.ts';
import { findDemoDirectives, mayHoldDirective, parseDirective, type ComponentOptions, type DemoOptions, type PlaygroundOptions } from '../markdown/demo-directive.ts';
import { API_CATALOGUE } from '../api/catalogue.ts';
import { DEFAULT_PLAYGROUND_SAMPLES } from './constants.ts';
import { generatedNodes } from '../markdown/generated-components.ts';
import type { PageSource } from '../markdown/page-source.ts';
import { parseMarkdownBlocks } from '../markdown/syntax.ts';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { linkLeaving } from '../files.ts';
import { DEMO_STYLES, type DemoStyle } from './types.ts';
import { packageRoot } from '../paths.ts';
import { closestFirst, isLikelyTypo } from '../diagnostics/closest.ts';
import { setPath } from '../../templates/playground.ts';

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

/** A resolved demo line: its files (none when missing), its demo id, where it was looked for; for a component line the config maps, the entry and what it maps to. */
export interface ResolvedDirective {
  files: { style: DemoStyle; file: string }[];
  id: string;
  expected: string;
  /** The config's `components` entry that maps the line's component. */
  target?: ComponentTarget;
}

const SCRIPT_EXTENSION = /\.(?:tsx|ts|jsx|js|mjs)$/;

/**
 * An embedded component's file and its demo id (its path without extension, and a hash of its
 * props): a component the config's `components` maps to a file of the content (by prefix or whole
 * path), else a component of the content's `components/` folder (`components/Name.tsx`, `.js`, or
 * `components/Name/index.tsx`). A component mapped to what the build generates has no file.
 */
function resolveComponent(contentDir: string, options: DemoOptions & { embed: ComponentOptions }, components: ComponentMap | undefined): ResolvedDirective {
  const { component } = options.embed;
  // The line's demo name is the component with its props' hash (embedName).
  const suffix = options.demo.slice(component.length);
  const target = componentTarget(component, components);
  if (target?.kind === 'generated') return { files: [], id: '', expected: '', target };
  if (target) {
    const { file, expected } = mappedComponentFile(target, contentDir);
    const id = `${slash(path.relative(contentDir, file ?? expected)).replace(SCRIPT_EXTENSION, '')}${suffix}`;
    return { files: file ? [{ style: 'system', file }] : [], id, expected, target };
  }
  const base = path.join(componentsDirOf(contentDir), component);
  const file = componentFileAt(base);
  return { files: file ? [{ style: 'system', file }] : [], id: `components/${options.demo}`, expected: SCRIPT_EXTENSION.test(base) ? base : `${base}.tsx` };
}

/** Resolves a demo line: a demo beside the page, an embedded component (`components` is the config's setting) or a playground. */
export function resolveDirective(contentDir: string, pageFile: string, options: DemoOptions, components?: ComponentMap, samples = DEFAULT_PLAYGROUND_SAMPLES): ResolvedDirective {
  if (options.playground) return resolvePlayground(contentDir, pageFile, { ...options, playground: options.playground }, samples);
  return options.embed ? resolveComponent(contentDir, { ...options, embed: options.embed }, components) : resolveDemo(contentDir, pageFile, options.demo);
}

/**
 * A playground's host and demo id. A line naming a `demo` file beside the page renders that file
 * (id: the page's demo folder and the line's name); otherwise the component's sample in the
 * config's samples folder, when there is one (`components/playgrounds/BarChart.tsx`), or the
 * component alone (no file): such a playground is the same demo on every page (id `playgrounds/…`).
 */
function resolvePlayground(contentDir: string, pageFile: string, options: DemoOptions & { playground: PlaygroundOptions }, samples: string): ResolvedDirective {
  const { playground } = options;
  if (playground.demo) {
    const found = resolveDemo(contentDir, pageFile, playground.demo);
    return { files: found.files, id: `${path.posix.dirname(found.id)}/${options.demo}`, expected: found.expected };
  }
  const base = path.join(contentDir, samples, playground.playground);
  const file = componentFileAt(base);
  return { files: file ? [{ style: 'system', file }] : [], id: `playgrounds/${options.demo}`, expected: `${base}.tsx` };
}

/** A component named as a path of a docs app (`modules/components/Grid.js`) rather than by a name of the components/ folder. */
const namesAppPath = (component: string) => component.includes('/') || SCRIPT_EXTENSION.test(component);

/** Component files of a folder (not recursive), by name without extension. */
function componentsIn(dir: string): string[] {
  try {
    return [...new Set(fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isFile() && SCRIPT_EXTENSION.test(e.name) && !e.name.endsWith('.d.ts')).map((e) => e.name.replace(SCRIPT_EXTENSION, '')))].sort();
  } catch {
    return [];
  }
}

/**
 * The components docs-build generates itself, by the names docs apps give theirs: the entry that
 * maps such a component to the generated one.
 */
function generatedEntryFor(component: string): string | undefined {
  const name = path.posix.basename(component).replace(SCRIPT_EXTENSION, '');
  if (/^Selectors?Docs$/.test(name)) return `{ generated: 'selectors' }`;
  if (/Locali[sz]ationTable$/.test(name)) return `{ generated: 'locales', product: '${/^Pickers|Date/.test(name) ? 'date-pickers' : 'data-grid'}' }`;
  if (/^PickersInstallationInstructions$/.test(name)) return `{ generated: 'install', packages: ['@mui/x-date-pickers'], dateLibraries: true }`;
  return undefined;
}

/** Where component files of the content are, by name without extension (folders of dependencies and hidden ones left out), made once per scan. */
function contentComponentIndex(contentDir: string): Map<string, string[]> {
  const index = new Map<string, string[]>();
  const walk = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.name.startsWith('.') || e.name === 'node_modules') continue;
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.isFile() && SCRIPT_EXTENSION.test(e.name) && !e.name.endsWith('.d.ts')) {
        const name = e.name.replace(SCRIPT_EXTENSION, '');
        index.set(name, [...(index.get(name) ?? []), slash(path.relative(contentDir, full))]);
      }
    }
  };
  walk(contentDir);
  return index;
}

/**
 * The `components` entry that would map an unmapped component, and how it was found: a generated
 * one for the names docs-build makes itself, a folder of the content that holds a file of that
 * name (the one whose path ends like the line's, if several do), or a placeholder for the folder.
 */
export function unmappedEntry(component: string, index: () => Map<string, string[]>): { entry: string; how: 'generated' | 'found' | 'unknown'; found?: string; prefix: string } {
  const dir = path.posix.dirname(component);
  const prefix = dir === '.' ? component : `${dir}/`;
  const generated = generatedEntryFor(component);
  if (generated) return { entry: `'${component}': ${generated}`, how: 'generated', prefix: component };
  const bare = component.replace(SCRIPT_EXTENSION, '');
  const name = path.posix.basename(bare);
  const candidates = [...(index().get(name) ?? []), ...(index().get('index') ?? []).filter((f) => path.posix.basename(path.posix.dirname(f)) === name)];
  const found = candidates.find((f) => f.replace(SCRIPT_EXTENSION, '').replace(/\/index$/, '').endsWith(bare)) ?? candidates[0];
  if (found) {
    if (dir === '.') return { entry: `'${component}': '${found}'`, how: 'found', found, prefix };
    // The folder a prefix maps to holds `Name.tsx`, or the folder `Name/` of an `index.tsx`.
    const holder = path.posix.dirname(SCRIPT_EXTENSION.test(found) && path.posix.basename(found).startsWith('index.') && name !== 'index' ? path.posix.dirname(found) : found);
    return { entry: `'${prefix}': '${holder === '.' ? './' : `${holder}/`}'`, how: 'found', found, prefix };
  }
  return { entry: dir === '.' ? `'${component}': '<the file of ${name}, relative to docs.config.ts>'` : `'${prefix}': '<the folder holding ${name}, relative to docs.config.ts>'`, how: 'unknown', prefix };
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
  // Only the paragraphs' places count (demoLinesOf): the blocks suffice, at half a full parse's cost.
  const found = findDemoDirectives(parseMarkdownBlocks(body), body);
  entry?.write('json', JSON.stringify(found));
  return found;
}

/** The ids of the demos a page shows (existing files only), as `scanDemos` lists them. */
export function demoIdsOfPage(page: PageSource, contentDir: string, components?: ComponentMap): string[] {
  return demoLinesOfPage(page)
    .directives.map(({ options }) => resolveDirective(contentDir, page.file, options, components))
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
  /** Set for a playground: its component, the module exporting it, and the values it starts with. */
  playground?: PendingPlayground;
  /** A page shows it with its full code open from the start: the code is in the page, not loaded on demand. */
  open?: true;
}

/** What a playground's entry module needs (bundle-demos.ts): the component's module and name, the props it starts with. */
export interface PendingPlayground {
  component: string;
  specifier: string;
  /** The name the module exports the component by, when it is not the component's (`Unstable_FunnelChart`). */
  exportName?: string;
  values: Record<string, unknown>;
}

/**
 * The module a playground imports its component from: the component's own subpath when the package has one (a smaller bundle), else the package.
 * `packageName` picks the catalogue's entry when two products have a component of that name (the Data Grid's and the Charts' `Toolbar`).
 * A preview the subpath exports only under MUI's `Unstable_` / `unstable_` prefix (the Funnel Chart in 8.5.0) is imported by that name.
 */
export function playgroundTarget(component: string, nodeModules: string, packageName?: string): { specifier: string; packageName: string; exportName?: string } | undefined {
  const entry = API_CATALOGUE.find((c) => c.name === component && (packageName === undefined || c.packageName === packageName));
  if (!entry) return undefined;
  const sub = path.join(nodeModules, entry.packageName, component, 'index.js');
  if (!fs.existsSync(sub)) return { specifier: entry.packageName, packageName: entry.packageName };
  const specifier = `${entry.packageName}/${component}`;
  // The subpath's CommonJS index names each export: `Object.defineProperty(exports, "Name", …)`.
  const text = fs.readFileSync(sub, 'utf8');
  const exported = (name: string) => text.includes(`exports, "${name}"`) || text.includes(`exports.${name} =`);
  if (exported(component)) return { specifier, packageName: entry.packageName };
  const prefixed = [`Unstable_${component}`, `unstable_${component}`].find(exported);
  return { specifier, packageName: entry.packageName, ...(prefixed ? { exportName: prefixed } : {}) };
}

/** The props a playground starts with: its line's values by path, as the props object (`grid.vertical` → `{ grid: { vertical: … } }`). */
export function playgroundProps(values: Record<string, unknown> | undefined): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values ?? {})) setPath(props, key.split('.'), value);
  return props;
}

/**
 * Reads every page's demo lines and checks them (unknown options, missing files): what the pages
 * show, by id, and which page shows which. Cheap: it runs on every build.
 */
export function scanDemos(p: { sources: ReadonlyMap<string, PageSource>; contentDir: string; cache?: BuildCache; components?: ComponentMap; samples?: string; nodeModules?: string }): { pending: Map<string, PendingDemo>; uses: Map<string, string[]>; diagnostics: Diagnostic[] } {
  const uses = new Map<string, string[]>();
  const diagnostics: Diagnostic[] = [];
  const pending = new Map<string, PendingDemo>();
  // Unmapped components of a docs app, by the prefix an entry would map: one entry maps them all.
  const unmapped: { diagnostic: Diagnostic; prefix: string; entry: string }[] = [];
  let index: Map<string, string[]> | undefined;
  for (const page of p.sources.values()) {
    const found = demoLinesOfPage(page, p.cache);
    for (const problem of found.problems) diagnostics.push(diagnostic('InvalidDemo', { problem: problem.problem }, { location: { file: page.file, line: problem.line } }));
    const ids: string[] = [];
    for (const { line, options, ignored } of found.directives) {
      for (const option of ignored ?? []) diagnostics.push(diagnostic('DemoOptionIgnored', option, { severity: 'warning', location: { file: page.file, line } }));
      const { files, expected, id, target } = resolveDirective(p.contentDir, page.file, options, p.components, p.samples);
      const location = { location: { file: page.file, line } };
      if (options.playground) {
        const outside = outsideContent(files, p.contentDir, location);
        const made = outside.length ? { diagnostics: outside } : scanPlayground({ ...p, options: { ...options, playground: options.playground }, files, expected, location });
        if ('diagnostics' in made) diagnostics.push(...made.diagnostics);
        else {
          ids.push(id);
          if (!pending.has(id)) pending.set(id, { files, page: page.file, line, playground: made.playground });
        }
        continue;
      }
      if (target?.kind === 'generated') {
        // Made when the page compiles (remark-demos.ts); its keys are checked here, with the other lines.
        const made = generatedNodes(target.generated, options.embed!.props ?? {}, { key: target.key, line });
        if (!Array.isArray(made)) diagnostics.push(diagnostic('InvalidDemo', { problem: made.problem }, location));
        continue;
      }
      if (files.length === 0 && options.embed && target) {
        const name = options.embed.component;
        diagnostics.push(diagnostic('MappedComponentMissing', { name, key: target.key, expected: slash(path.relative(p.contentDir, expected)), available: componentsIn(path.dirname(expected)) }, location));
        continue;
      }
      if (files.length === 0 && options.embed && namesAppPath(options.embed.component)) {
        const suggestion = unmappedEntry(options.embed.component, () => (index ??= contentComponentIndex(p.contentDir)));
        const made = diagnostic('UnmappedComponent', { name: options.embed.component, entry: suggestion.entry, how: suggestion.how, ...(suggestion.found ? { found: suggestion.found } : {}) }, location);
        diagnostics.push(made);
        unmapped.push({ diagnostic: made, prefix: suggestion.prefix, entry: suggestion.entry });
        continue;
      }
      if (files.length === 0 && options.embed) {
        diagnostics.push(diagnostic('UnknownEmbeddedComponent', { name: options.embed.component, expected: slash(path.relative(p.contentDir, expected)), available: availableComponents(p.contentDir) }, location));
        continue;
      }
      if (files.length === 0) {
        const available = demoDirsOf(page.file).flatMap((dir) => availableDemos(path.dirname(path.resolve(dir, options.demo))));
        diagnostics.push(diagnostic('MissingDemo', { name: options.demo, expected: slash(path.relative(p.contentDir, expected)), available: [...new Set(available)].sort() }, location));
        continue;
      }
      const outside = outsideContent(files, p.contentDir, location);
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
  noteUnmapped(unmapped);
  return { pending, uses, diagnostics };
}

/** The content rule (files.ts): a demo file is read only when its real path is in the content folder. */
function outsideContent(files: { file: string }[], contentDir: string, location: { location: { file: string; line: number } }): Diagnostic[] {
  return files.flatMap(({ file }) => {
    const leaving = linkLeaving(file, contentDir);
    return leaving ? [diagnostic('OutsideContent', { kind: 'demo', file, ...leaving }, location)] : [];
  });
}

/** A playground line's component and host, checked: an unknown component or a missing `demo` file is an error at the line. */
function scanPlayground(p: { contentDir: string; nodeModules?: string; options: DemoOptions & { playground: PlaygroundOptions }; files: { file: string }[]; expected: string; location: { location: { file: string; line: number } } }): { playground: PendingPlayground } | { diagnostics: Diagnostic[] } {
  const { playground } = p.options;
  const target = playgroundTarget(playground.playground, p.nodeModules ?? path.join(packageRoot, 'node_modules'));
  if (!target) {
    const close = closestFirst(playground.playground, API_CATALOGUE.map((c) => c.name)).filter((n) => isLikelyTypo(playground.playground, n)).slice(0, 3);
    return { diagnostics: [diagnostic('InvalidDemo', { problem: `playground "${playground.playground}" is not a component of the API reference${close.length ? ` (close: ${close.join(', ')})` : ''}; name a component of src/api/catalogue.ts` }, p.location)] };
  }
  if (playground.demo && p.files.length === 0) {
    return { diagnostics: [diagnostic('MissingDemo', { name: playground.demo, expected: slash(path.relative(p.contentDir, p.expected)), available: [] }, p.location)] };
  }
  return { playground: { component: playground.playground, specifier: target.specifier, ...(target.exportName ? { exportName: target.exportName } : {}), values: playgroundProps(playground.values) } };
}

/**
 * The "Try it" playgrounds of the API pages: one per component of the given products, as a
 * playground line naming only the component would be (its sample, or the component alone).
 * `page` is the config file, which asks for them.
 */
export function apiPlaygrounds(p: { products: readonly string[]; contentDir: string; samples?: string; nodeModules?: string; configFile: string }): Map<string, PendingDemo> {
  const pending = new Map<string, PendingDemo>();
  for (const entry of API_CATALOGUE) {
    if (!p.products.includes(entry.product)) continue;
    const options = playgroundLine(entry.name);
    const { files, id } = resolveDirective(p.contentDir, p.configFile, options, undefined, p.samples);
    const target = playgroundTarget(entry.name, p.nodeModules ?? path.join(packageRoot, 'node_modules'), entry.packageName);
    if (target) pending.set(id, { files, page: p.configFile, line: 1, playground: { component: entry.name, specifier: target.specifier, ...(target.exportName ? { exportName: target.exportName } : {}), values: {} } });
  }
  return pending;
}

/** The options of the line `{{"playground": "Name"}}`: what an API page's "Try it" shows. */
export const playgroundLine = (component: string): DemoOptions => {
  const parsed = parseDirective(`{${JSON.stringify({ playground: component })}}`);
  if (!('options' in parsed)) throw new Error(`playground line of ${component}: ${parsed.problem}`);
  return parsed.options;
};

/**
 * Components of a docs app come by the dozen: each line keeps its error (a place to check), and
 * says how many lines the one entry maps; when several entries are missing, each error also gives
 * all of them, to paste at once.
 */
function noteUnmapped(unmapped: readonly { diagnostic: Diagnostic; prefix: string; entry: string }[]): void {
  const byPrefix = new Map<string, { lines: number; entry: string }>();
  for (const { prefix, entry } of unmapped) byPrefix.set(prefix, { lines: (byPrefix.get(prefix)?.lines ?? 0) + 1, entry });
  const entries = [...byPrefix.values()].map((e) => e.entry).sort();
  for (const { diagnostic: d, prefix } of unmapped) {
    const notes: string[] = [];
    const { lines } = byPrefix.get(prefix)!;
    if (lines > 1) notes.push(`${lines} component lines ${prefix.endsWith('/') ? `name components under ${prefix}` : `name ${prefix}`}: the one entry maps all of them.`);
    if (entries.length > 1) notes.push(`The entries every unmapped component of this build needs, at once: components: { ${entries.join(', ')} }`);
    if (notes.length) d.notes = notes;
  }
}

