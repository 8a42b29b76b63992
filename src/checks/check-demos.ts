import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { ComponentMap } from '../config/components.ts';
import { componentsDirOf, resolveDirective } from '../demos/demo-files.ts';
import { findDemoDirectives } from '../markdown/demo-directive.ts';
import { pageSourceOf } from '../markdown/page-source.ts';
import { parseMarkdown } from '../markdown/syntax.ts';
import { missingPackageDiagnostic, missingPackageOf, traceMissing, type ImportGraph } from '../demos/missing-packages.ts';
import { modulesDir, packageRoot, portablePath } from '../paths.ts';
import { getPipelineVersion, hashOf, hashOfFile, type BuildCache } from '../cache/build-cache.ts';

/**
 * The compiler options demos are held to: what a reader's strict React project with a bundler
 * uses (no Node types, DOM available, imports without extensions), as a tsconfig.json writes them.
 */
export const DEMO_TSCONFIG_OPTIONS = {
  target: 'es2022',
  module: 'esnext',
  moduleResolution: 'bundler',
  jsx: 'react-jsx',
  lib: ['es2023', 'dom', 'dom.iterable'],
  strict: true,
  noUnusedLocals: true,
  noFallthroughCasesInSwitch: true,
  isolatedModules: true,
  esModuleInterop: true,
  skipLibCheck: true,
  noEmit: true,
  types: [] as string[],
};

/** The same options for TypeScript 5's module resolution, which maps what each file imports (see importGraphOf). */
export const DEMO_COMPILER_OPTIONS: ts.CompilerOptions = ts.convertCompilerOptionsFromJson(DEMO_TSCONFIG_OPTIONS, packageRoot).options;

/**
 * TypeScript 7, the native compiler, checks the demos: the bundled docs' 1012 files took 62 s of
 * CPU and 1.0 GB, against 105 s and 1.9 GB with TypeScript 5's checker (32 s against 76 s wall).
 * It has no stable JavaScript API yet, so it runs as its command line, on tsconfig files written
 * for each program; TypeScript 5 (the library the build uses) still maps the imports.
 */
const TSC7_PACKAGE = createRequire(path.join(packageRoot, 'package.json')).resolve('typescript-7/package.json');
const TSC7 = path.join(path.dirname(TSC7_PACKAGE), 'bin/tsc');
const TSC7_VERSION = (JSON.parse(fs.readFileSync(TSC7_PACKAGE, 'utf8')) as { version: string }).version;

/**
 * Checkers per program: one for every two cores, at most TypeScript 7's default of four. Each
 * checker resolves the types its files share (all of MUI X's declarations) again, so on two cores
 * the default four doubled the CPU time and lost wall time too. Measured on the bundled docs, two
 * cores: four checkers 26 to 30 s and 46 to 52 CPU-s, one checker 19 s and 27 CPU-s, 1.06 against
 * 0.66 GB.
 */
const TSC7_CHECKERS = String(Math.max(1, Math.min(4, Math.floor(os.availableParallelism() / 2))));

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
 * values are checked against its prop types), one generated file per line, named as if it lay
 * beside the component (in the components/ folder, or the folder the config's `components` maps
 * the line to), which is where the import graph resolves its import from. It is never written
 * there: the type check writes it to its own folder, importing the component by its path.
 */
function embedChecks(contentDir: string, components: ComponentMap | undefined): EmbedCheck[] {
  const checks: EmbedCheck[] = [];
  for (const page of filesUnder(path.join(contentDir, 'pages'), /\.md$/).sort()) {
    // The body of a page nested too deep to parse is empty (the build reports the page).
    const { body } = pageSourceOf(page, fs.readFileSync(page, 'utf8')).frontMatter;
    // Only component lines are looked for: a page without the key holds none (most pages: parsing
    // every page took 5 s of the check of the bundled docs).
    if (!body.includes('"component"')) continue;
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
  return hashOf(TSC7_VERSION, JSON.stringify(DEMO_TSCONFIG_OPTIONS), hashOfFile(path.join(packageRoot, 'package-lock.json')), getPipelineVersion());
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
export async function checkDemos(p: { contentDir: string; files?: string[]; cache?: BuildCache; components?: ComponentMap }): Promise<{ diagnostics: Diagnostic[]; files: number; cached: number }> {
  const trace = tracer();
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

  trace(`programs of ${pending.map((g) => g.length).join(', ')} files to check`);
  const { graph, fallbacks } = importGraphOf(checkedRoots, embedAt);
  trace(`import graph of ${graph.size} files`);
  const diagnostics: Diagnostic[] = [];
  const reported = new Set<string>();
  // Files with an error (a root fails when its closure holds one), and whether any error has no file.
  const failing = new Set<string>();
  let unplaced = false;
  // The tsconfig files and the generated files live inside this package (the generated files'
  // JSX runtime resolves from its node_modules), for this run only.
  fs.mkdirSync(modulesDir, { recursive: true });
  const workDir = fs.mkdtempSync(path.join(modulesDir, 'check-demos-'));
  try {
    const physical = new Map<string, string>(); // generated file as written → the virtual file beside the component
    // One program after the other: TypeScript 7 checks one on every core (two at a time took longer).
    for (const [index, group] of pending.entries()) {
      const found = await typeCheck({ group, index, workDir, embedFor: embedAt, physical, fallbacks });
      trace(`program ${index + 1} (${group.length} files)`);
      for (const d of found) {
        const file = d.file ? (physical.get(d.file) ?? d.file) : undefined;
        // Errors of the tsconfig files themselves, and any without a file, are the check's own.
        if (!file || file.startsWith(workDir + path.sep)) {
          unplaced = true;
          diagnostics.push(diagnostic('DemoType', { message: d.message, code: d.code }, {}));
          continue;
        }
        // Only the content's files are held to the options (skipLibCheck leaves declarations alone).
        if (/[\\/]node_modules[\\/]/.test(file) || /\.d\.[cm]?ts$/.test(file)) continue;
        failing.add(file);
        const embed = embedAt.get(file);
        if (embed) {
          diagnostics.push(diagnostic('DemoType', { message: `props of the embedded component: ${d.message}`, code: d.code }, { location: { file: embed.page, line: embed.line } }));
          continue;
        }
        // A file imported by demos of several groups is checked in each: report it once.
        const key = `${file}:${d.line}:${d.column}:${d.code}`;
        if (reported.has(key)) continue;
        reported.add(key);
        diagnostics.push(diagnostic('DemoType', { message: d.message, code: d.code }, { location: { file, line: d.line, column: d.column } }));
      }
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
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

/** DOCS_BUILD_TRACE=1 prints when each step of the check ends (seconds since it began). */
function tracer(): (step: string) => void {
  if (!process.env.DOCS_BUILD_TRACE) return () => {};
  const started = performance.now();
  return (step) => process.stderr.write(`trace check-demos: ${step} done at ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

/** One error TypeScript 7 printed: its file (absolute), line (from 1), column (from 0) and code. */
interface CheckError {
  file?: string;
  line: number;
  column: number;
  code: number;
  message: string;
}

/** `file(line,column): error TS1234: message`, and `error TS1234: message` for an error without a file. */
const ERROR_AT = /^(.*)\((\d+),(\d+)\): error TS(\d+): (.*)$/;
const ERROR_ANYWHERE = /^error TS(\d+): (.*)$/;

/**
 * Type-checks one program with TypeScript 7: a tsconfig naming its files (the generated ones
 * written beside it, importing their component by its absolute path), with the options demos are
 * held to. Imports that only resolve from this package (content elsewhere: see importGraphOf) are
 * mapped to what they resolved to. Resolves to the errors it printed; a compiler that fails
 * without printing any is an error of the check itself.
 */
async function typeCheck(p: { group: string[]; index: number; workDir: string; embedFor: Map<string, EmbedCheck>; physical: Map<string, string>; fallbacks: Map<string, string> }): Promise<CheckError[]> {
  const files = p.group.map((root) => {
    const embed = p.embedFor.get(root);
    if (!embed) return root;
    const written = path.join(p.workDir, path.basename(embed.file));
    fs.writeFileSync(written, embed.text.replace(/from '\.\/[^']+'/, `from ${JSON.stringify(embed.component.replace(/\.(tsx|ts)$/, ''))}`));
    p.physical.set(written, root);
    return written;
  });
  const paths = Object.fromEntries([...p.fallbacks].map(([specifier, target]) => [specifier, [target]]));
  const tsconfig = path.join(p.workDir, `tsconfig-${p.index}.json`);
  fs.writeFileSync(tsconfig, JSON.stringify({ compilerOptions: { ...DEMO_TSCONFIG_OPTIONS, ...(p.fallbacks.size ? { paths } : {}) }, files }));
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [TSC7, '-p', tsconfig, '--pretty', 'false', '--checkers', TSC7_CHECKERS], { cwd: p.workDir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (exit) => resolve({ code: exit, output }));
  });
  const errors: CheckError[] = [];
  let last: CheckError | undefined;
  for (const line of output.split(/\r?\n/)) {
    const at = ERROR_AT.exec(line);
    const anywhere = at ? undefined : ERROR_ANYWHERE.exec(line);
    if (at) errors.push((last = { file: path.resolve(p.workDir, at[1]!), line: Number(at[2]), column: Number(at[3]) - 1, code: Number(at[4]), message: at[5]! }));
    else if (anywhere) errors.push((last = { line: 0, column: 0, code: Number(anywhere[1]), message: anywhere[2]! }));
    // A message's chain: its next lines, indented (as TypeScript 5's flattened messages are).
    else if (last && line.startsWith('  ')) last.message += `\n${line}`;
    else if (line.trim()) last = undefined;
  }
  if (code !== 0 && errors.length === 0) throw new Error(`TypeScript 7 failed on the demos (exit code ${code}): ${output.trim() || 'no output'}`);
  return errors;
}

/** Extensions of the files a TypeScript program holds (not JavaScript: the demos' options do not allow it). */
const TYPED_FILE = /\.(d\.[cm]?ts|[cm]?tsx?)$/;

/**
 * What every file of the programs imports, as TypeScript resolves it with the demos' options: from
 * the demos through their local files into the packages' declarations. A package that is not
 * installed, deep in the packages a demo imports, only turns types into `any` there (skipLibCheck),
 * so it is traced to the demo (see missingPackages). Content outside this package still resolves
 * the packages installed here: an import that only resolves from here is in `fallbacks`, with its
 * file, which the programs are told through `paths`.
 */
function importGraphOf(roots: string[], embedFor: Map<string, EmbedCheck>): { graph: ImportGraph; fallbacks: Map<string, string> } {
  const graph: ImportGraph = new Map();
  const fallbacks = new Map<string, string>();
  const options = DEMO_COMPILER_OPTIONS;
  const host: ts.ModuleResolutionHost = ts.sys;
  // One resolution cache for every file: without it each import walks node_modules again.
  const resolutions = ts.createModuleResolutionCache(process.cwd(), (f) => f, options);
  const fallbackFrom = path.join(packageRoot, 'package.json');
  const seen = new Set<string>(roots);
  const queue = [...roots];
  while (queue.length) {
    const file = queue.pop()!;
    let text: string;
    try {
      text = embedFor.get(file)?.text ?? fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const specifiers = ts.preProcessFile(text, true, true).importedFiles.map((i) => i.fileName);
    // The JSX runtime the compiler imports for each file written in JSX.
    if (/\.tsx$/.test(file)) specifiers.push('react/jsx-runtime');
    for (const specifier of new Set(specifiers)) {
      let found = ts.resolveModuleName(specifier, file, options, host, resolutions).resolvedModule;
      if (!found) {
        found = ts.resolveModuleName(specifier, fallbackFrom, options, host, resolutions).resolvedModule;
        if (found && !specifier.startsWith('.') && !fallbacks.has(specifier)) fallbacks.set(specifier, found.resolvedFileName);
      }
      addEdge(graph, { file, specifier, target: found?.resolvedFileName });
      const target = found && path.resolve(found.resolvedFileName);
      if (target && TYPED_FILE.test(target) && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return { graph, fallbacks };
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
