import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { ComponentMap } from '../config/components.ts';
import { componentsDirOf, resolveDirective } from '../demos/demo-files.ts';
import { findDemoDirectives, mayHoldDirective } from '../markdown/demo-directive.ts';
import { pageSourceOf } from '../markdown/page-source.ts';
import { parseMarkdown } from '../markdown/syntax.ts';
import { missingPackageDiagnostic, missingPackageOf, traceMissing, type ImportGraph } from '../demos/missing-packages.ts';
import { packageRoot, portablePath } from '../paths.ts';
import { getPipelineVersion, hashOf, hashOfFile, type BuildCache } from '../cache/build-cache.ts';

/**
 * The compiler options demos are held to: what a reader's strict React project with a bundler
 * uses (no Node types, DOM available, imports without extensions).
 */
export const DEMO_COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  strict: true,
  noUnusedLocals: true,
  noFallthroughCasesInSwitch: true,
  isolatedModules: true,
  esModuleInterop: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

/** Files of a folder (recursively) whose name matches. */
function filesUnder(root: string, name: RegExp): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && name.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Every TypeScript source under the content's pages (demos and the files they import) and of its embedded components. */
export function demoSources(contentDir: string): string[] {
  return [path.join(contentDir, 'pages'), componentsDirOf(contentDir)].flatMap((root) => filesUnder(root, /^(?!.*\.d\.ts$).*\.tsx?$/)).sort();
}

/** A generated file checking the props of one `{{"component": …, "props": …}}` line, and where that line is. */
interface EmbedCheck {
  file: string;
  text: string;
  /** The component it renders. */
  component: string;
  page: string;
  line: number;
}

/**
 * The props of every embedded component line, as JSX attributes of the component (so literal
 * values are checked against its prop types), one generated file per line beside the component
 * (in the components/ folder, or the folder the config's `components` maps the line to: imports
 * resolve from there as they do for the component).
 */
function embedChecks(contentDir: string, components: ComponentMap | undefined): EmbedCheck[] {
  const checks: EmbedCheck[] = [];
  for (const page of filesUnder(path.join(contentDir, 'pages'), /\.md$/).sort()) {
    // The body of a page nested too deep to parse is empty (the build reports the page).
    const { body } = pageSourceOf(page, fs.readFileSync(page, 'utf8')).frontMatter;
    if (!mayHoldDirective(body)) continue;
    for (const { line, options } of findDemoDirectives(parseMarkdown(body), body).directives) {
      if (!options.embed) continue;
      const { files } = resolveDirective(contentDir, page, options, components);
      // A missing component is the build's error; one written in JavaScript has no prop types.
      if (!files[0] || !/\.tsx?$/.test(files[0].file)) continue;
      const component = files[0].file;
      const file = path.join(path.dirname(component), `__props-check-${checks.length}.tsx`);
      const attributes = Object.entries(options.embed.props ?? {}).map(([key, value]) => `${key}={${JSON.stringify(value)}}`);
      const specifier = `./${path.basename(component).replace(/\.(tsx|ts)$/, '')}`;
      checks.push({ file, page, line, component, text: `import Component from '${specifier}';\nexport const element = <Component ${attributes.join(' ')} />;\n` });
    }
  }
  return checks;
}

/** Date adapters: each augments the pickers' date type globally, so a program sees the union of those it holds. */
const ADAPTER_IMPORT = /^@mui\/(?:lab|x-date-pickers|x-date-pickers-pro)\/(Adapter\w+)/;

/** The local files a file imports (relative specifiers of TypeScript or JavaScript files that exist). */
function localImportsOf(file: string, text: string): string[] {
  const found: string[] = [];
  for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const base = path.resolve(path.dirname(file), fileName);
    const local = [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((f) => /\.(tsx?|js)$/.test(f) && fs.existsSync(f) && fs.statSync(f).isFile());
    if (local) found.push(local);
  }
  return found;
}

/** A file and the local files it imports, transitively, with their texts (unreadable files are left out). */
function localClosure(file: string): Map<string, string> {
  const files = new Map<string, string>();
  const queue = [file];
  while (queue.length) {
    const next = queue.shift()!;
    if (files.has(next)) continue;
    let text: string;
    try {
      text = fs.readFileSync(next, 'utf8');
    } catch {
      continue;
    }
    files.set(next, text);
    queue.push(...localImportsOf(next, text));
  }
  return files;
}

/**
 * Which date adapters a file uses, through the local files it imports too (the texts of its
 * closure). Demos that use the same adapters are checked together; a demo showing Luxon must not
 * turn a Day.js demo's dates into a union of every library's date type.
 */
function adaptersIn(texts: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      const adapter = ADAPTER_IMPORT.exec(fileName)?.[1];
      if (adapter) found.add(adapter);
    }
  }
  return [...found].sort();
}

/** A `declare module` block: what it adds merges into the module for the whole program. */
const AUGMENTATION = /declare\s+module\s+['"][^'"]+['"]\s*\{([\s\S]*?)^\}/gm;

/** The interfaces a file's module augmentations extend (through the local files it imports too). */
function augmentedIn(texts: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const text of texts) for (const block of text.matchAll(AUGMENTATION)) for (const name of block[1]!.matchAll(/\binterface\s+(\w+)/g)) found.add(name[1]!);
  return [...found].sort();
}

/**
 * Demo files grouped into programs: by the adapters they use (Day.js, the docs' default, and none
 * share a group), and apart from the demos that augment a module. An augmentation holds for the
 * whole program, as it does in a reader's project: one demo's required toolbar prop would fail
 * another demo's toolbar, and one's optional prop would let another pass a prop a reader's copy of
 * it refuses. Demos that augment different interfaces share a program; two that augment the same
 * one never do.
 */
function groupDemos(roots: string[], adapters: (file: string) => string[], augmented: (file: string) => string[]): string[][] {
  const groups = new Map<string, string[]>();
  const buckets = new Map<string, Set<string>[]>();
  for (const file of roots) {
    let key = adapters(file).filter((a) => a !== 'AdapterDayjs').join(',');
    const own = augmented(file);
    if (own.length) {
      const list = buckets.get(key) ?? [];
      buckets.set(key, list);
      let index = list.findIndex((bucket) => own.every((name) => !bucket.has(name)));
      if (index === -1) index = list.push(new Set()) - 1;
      for (const name of own) list[index]!.add(name);
      key += `|augments ${index}`;
    }
    groups.set(key, [...(groups.get(key) ?? []), file]);
  }
  return [...groups.values()];
}

/**
 * What a file's check depends on besides itself: the compiler and its options, the installed
 * packages (the lock file), this check's code, and the adapters its program holds (each augments
 * the pickers' date type for every file of the program).
 */
function checkKeyBase(): string {
  return hashOf(ts.version, JSON.stringify(DEMO_COMPILER_OPTIONS), hashOfFile(path.join(packageRoot, 'package-lock.json')), getPipelineVersion());
}

/**
 * Type-checks demos (strict, against the installed packages): one TypeScript program per set of
 * date adapters, almost always one in all. Content outside this package still resolves the
 * packages installed here. Returns one diagnostic per error, at the demo's file, line and column,
 * and one per import of a demo that leads to a package that is not installed.
 *
 * With a cache, a file that passed before with the same text, the same local files imported and
 * the same compiler, packages and adapters is not checked again: `cached` counts them. A run in
 * which every file is cached makes no program at all.
 */
export function checkDemos(p: { contentDir: string; files?: string[]; cache?: BuildCache; components?: ComponentMap }): { diagnostics: Diagnostic[]; files: number; cached: number } {
  // The props of embedded components are checked in a full run (every page's lines).
  const embeds = p.files?.length ? [] : embedChecks(p.contentDir, p.components);
  const demoRoots = (p.files?.length ? p.files.map((f) => path.resolve(f)) : demoSources(p.contentDir)).filter((f) => /\.tsx?$/.test(f));
  const embedAt = new Map(embeds.map((e) => [path.resolve(e.file), e]));
  const allRoots = [...demoRoots, ...embeds.map((e) => path.resolve(e.file))];
  if (allRoots.length === 0) return { diagnostics: [], files: 0, cached: 0 };
  // What each root's check reads of the content: its text and the local files it imports.
  const closures = new Map<string, Map<string, string>>();
  const closureOf = (root: string): Map<string, string> => {
    let closure = closures.get(root);
    if (closure) return closure;
    const embed = embedAt.get(root);
    closure = embed ? new Map([[root, embed.text], ...localClosure(embed.component)]) : localClosure(root);
    closures.set(root, closure);
    return closure;
  };
  const adapters = (root: string) => adaptersIn(closureOf(root).values());
  const augmented = (root: string) => augmentedIn(closureOf(root).values());
  const groups = groupDemos(allRoots, adapters, augmented);
  const base = p.cache?.enabled ? checkKeyBase() : '';
  const keyOf = new Map<string, string>();
  const contentOf = (root: string) => [...closureOf(root)].sort(([a], [b]) => (a < b ? -1 : 1)).flatMap(([file, text]) => [portablePath(file, p.contentDir), text]);
  for (const group of groups) {
    const groupAdapters = [...new Set(group.flatMap(adapters))].sort().join(',');
    // In a program with augmentations, each file's result depends on the others' augmentations too.
    const shared = group.some((root) => augmented(root).length) ? group.flatMap(contentOf) : [];
    for (const root of group) keyOf.set(root, hashOf(base, groupAdapters, ...shared, ...contentOf(root)));
  }
  const passed = (root: string) => p.cache?.enabled === true && p.cache.entry('check-demos', keyOf.get(root)!).has('pass');
  const pending = groups.map((group) => group.filter((root) => !passed(root))).filter((group) => group.length > 0);
  const checkedRoots = pending.flat();
  const cached = allRoots.length - checkedRoots.length;
  const files = demoRoots.length;
  if (checkedRoots.length === 0) return { diagnostics: [], files, cached };

  const host = withGeneratedFiles(ts.createCompilerHost(DEMO_COMPILER_OPTIONS), embeds);
  const fallbackFrom = path.join(packageRoot, 'package.json');
  // One resolution cache for every program: without it each import of each demo walks node_modules again.
  const resolutions = ts.createModuleResolutionCache(host.getCurrentDirectory(), host.getCanonicalFileName, DEMO_COMPILER_OPTIONS);
  // What every file imports, as resolved: a package that is not installed, deep in the packages a
  // demo imports, only turns types into `any` there (skipLibCheck), so it is traced to the demo.
  const graph: ImportGraph = new Map();
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, options) =>
    literals.map((literal) => {
      let found = ts.resolveModuleName(literal.text, containingFile, options, host, resolutions, redirected);
      if (!found.resolvedModule) found = ts.resolveModuleName(literal.text, fallbackFrom, options, host, resolutions, redirected);
      addEdge(graph, { file: containingFile, specifier: literal.text, target: found.resolvedModule?.resolvedFileName });
      return found;
    });
  const diagnostics: Diagnostic[] = [];
  const reported = new Set<string>();
  // Files with an error (a root fails when its closure holds one), and whether any error has no file.
  const failing = new Set<string>();
  let unplaced = false;
  let previous: ts.Program | undefined;
  for (const group of pending) {
    const program = ts.createProgram({ rootNames: group, options: DEMO_COMPILER_OPTIONS, host, ...(previous ? { oldProgram: previous } : {}) });
    previous = program;
    // The demos, and the local files they import (data files, mock servers) even when only some demos were named.
    const checked = program.getSourceFiles().filter((source) => !source.isDeclarationFile && !/[\\/]node_modules[\\/]/.test(source.fileName));
    const found = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics(), ...checked.flatMap((source) => [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)])];
    for (const d of found) {
      const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
      if (!d.file || d.start === undefined) {
        unplaced = true;
        diagnostics.push(diagnostic('DemoType', { message, code: d.code }, {}));
        continue;
      }
      const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
      const file = path.resolve(d.file.fileName);
      failing.add(file);
      const embed = embedAt.get(file);
      if (embed) {
        diagnostics.push(diagnostic('DemoType', { message: `props of the embedded component: ${message}`, code: d.code }, { location: { file: embed.page, line: embed.line } }));
        continue;
      }
      // A file imported by demos of several groups is checked in each: report it once.
      const key = `${file}:${d.start}:${d.code}`;
      if (reported.has(key)) continue;
      reported.add(key);
      diagnostics.push(diagnostic('DemoType', { message, code: d.code }, { location: { file, line: line + 1, column: character } }));
    }
  }
  const missing = missingPackages(graph, { roots: checkedRoots, contentDir: p.contentDir });
  diagnostics.push(...missing.diagnostics);
  if (p.cache?.enabled && !unplaced) {
    for (const root of checkedRoots) {
      if (missing.roots.has(root) || [...closureOf(root).keys()].some((file) => failing.has(path.resolve(file)))) continue;
      p.cache.entry('check-demos', keyOf.get(root)!).write('pass', '');
    }
  }
  return { diagnostics, files, cached };
}

/** A compiler host that also serves the generated files (never written to disk). */
function withGeneratedFiles(host: ts.CompilerHost, files: readonly EmbedCheck[]): ts.CompilerHost {
  if (files.length === 0) return host;
  const texts = new Map(files.map((f) => [path.resolve(f.file), f.text]));
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (name) => texts.has(path.resolve(name)) || fileExists.call(host, name);
  host.readFile = (name) => texts.get(path.resolve(name)) ?? readFile.call(host, name);
  host.getSourceFile = (name, language, onError, create) => {
    const text = texts.get(path.resolve(name));
    return text !== undefined ? ts.createSourceFile(name, text, language, true, ts.ScriptKind.TSX) : getSourceFile.call(host, name, language, onError, create);
  };
  return host;
}

/** Records one resolved (or unresolved) import of a file. */
function addEdge(graph: ImportGraph, p: { file: string; specifier: string; target: string | undefined }): void {
  const file = path.resolve(p.file);
  const edges = graph.get(file) ?? [];
  graph.set(file, edges);
  if (p.target) edges.push({ specifier: p.specifier, target: path.resolve(p.target) });
  else {
    const missing = missingPackageOf(p.specifier, file);
    if (missing) edges.push({ specifier: p.specifier, missing });
  }
}

/** A `DemoPackageMissing` per content import that leads to a package that is not installed (a demo and its data file share one), and the roots that reach one. */
function missingPackages(graph: ImportGraph, p: { roots: string[]; contentDir: string }): { diagnostics: Diagnostic[]; roots: Set<string> } {
  const found = new Map<string, Diagnostic>();
  const roots = new Set<string>();
  for (const root of p.roots) {
    for (const missing of traceMissing(graph, root)) {
      roots.add(root);
      const made = missingPackageDiagnostic(missing, { demo: path.relative(p.contentDir, root).split(path.sep).join('/'), contentDir: p.contentDir });
      const key = `${made.location?.file}:${made.location?.line}:${missing.name}`;
      if (!found.has(key)) found.set(key, made);
    }
  }
  return { diagnostics: [...found.values()], roots };
}
