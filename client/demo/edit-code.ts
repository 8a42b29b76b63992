// The reader's edited demo code, made runnable in the browser: compiled by sucrase (TypeScript
// and JSX stripped, imports turned into `require` calls), then run with a `require` that hands out
// the modules this page already loaded for its demos. Package imports come from the demos'
// package groups (src/demos/vendor-bundle.ts), so an edited demo shares React, MUI and each
// X package with every other demo on the page; relative imports come from the demo's own files.
import { transform } from 'sucrase';
// The same module as the one `transform` uses (one package group holds both): see placeOfTransformError.
import TokenProcessor from 'sucrase/dist/esm/TokenProcessor';

/**
 * Sucrase's parser reports a syntax error with its place, but its transformers (JSX above all)
 * throw plain errors: the token being processed then tells where. Each check of the current
 * token notes the processor, whose current token is the one it stopped at.
 */
let processing: TokenProcessor | undefined;
const matches1 = TokenProcessor.prototype.matches1;
TokenProcessor.prototype.matches1 = function (this: TokenProcessor, type: Parameters<TokenProcessor["matches1"]>[0]) {
  processing = this;
  return matches1.call(this, type);
};

/** The processor that last worked on the given code (read through a call: TypeScript cannot see the patch set it). */
const processorOf = (code: string): TokenProcessor | undefined => (processing?.code === code ? processing : undefined);

/** 1-based line and column of an offset in a text. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/**
 * What edited code can import: package specifier → [URL of its group's entry, the prefix of its
 * names' aliases in that entry, its names] (no names: a module imported for its side effects).
 * `byDemos` is 0 for what only the runtimes import (the editor's own packages): not offered.
 * The build writes it into demo-imports.ts for the island runtime (src/demos/bundle-demos.ts).
 */
export type DemoImports = Record<string, [url: string, prefix: string, names: string[], byDemos: 0 | 1]>;

/** An error in edited code, with where it is when known (1-based line and column of the file the reader edits). */
export class EditError extends Error {
  constructor(
    message: string,
    readonly kind: 'syntax' | 'import' | 'runtime',
    readonly file: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
    this.name = 'EditError';
  }
}

/** The name of a file as its code runs (`//# sourceURL`): stack traces name it, with its lines. */
const scriptName = (file: string) => `docs-edit:///${file}`;

/** Compiles one file of a demo: TypeScript (`.ts` has no JSX) or JavaScript with JSX, to a CommonJS body whose lines are the source's. */
export function compile(code: string, file: string): string {
  const ts = /\.tsx?$/.test(file);
  processing = undefined;
  let compiled: string;
  try {
    compiled = transform(code, { transforms: ts ? (file.endsWith('.ts') ? ['typescript', 'imports'] : ['typescript', 'jsx', 'imports']) : ['jsx', 'imports'], jsxRuntime: 'automatic', production: true, filePath: file }).code;
  } catch (error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    // Sucrase's message names its own step and repeats the place: the reader gets the gist.
    const message = String((error as Error).message ?? error).replace(/^Error transforming [^:]*: /, '').replace(/ \(\d+:\d+\)$/, '');
    const stopped = processorOf(code);
    const token = loc || !stopped ? undefined : stopped.currentToken();
    const place = loc ? { line: loc.line, column: loc.column + 1 } : token ? lineAndColumn(code, token.start) : undefined;
    throw new EditError(message, 'syntax', file, place?.line, place?.column);
  }
  return compiled;
}

/**
 * The function of a compiled file, made once by the browser's parser (an indirect eval: the code
 * sees globals only). Its first line shares the wrapper's, so the stack's line numbers are the
 * file's. Sucrase does not check all the syntax it lets through: a parse error is placed by a
 * script element, which reports it to the window with its line (an eval does not say where).
 */
function parse(compiled: string, file: string): (require: (specifier: string) => unknown, module: { exports: Record<string, unknown> }, exports: Record<string, unknown>) => void {
  try {
    return (0, eval)(`(function (require, module, exports) {${compiled}\n})\n//# sourceURL=${scriptName(file)}`);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    let found: { line: number; column: number } | undefined;
    const onError = (event: ErrorEvent) => {
      if (!(event.error instanceof SyntaxError)) return;
      found = { line: event.lineno, column: event.colno };
      event.preventDefault(); // not a page error: the editor shows it
    };
    const script = document.createElement('script');
    // One line of wrapper before the code, taken off below; never run (a function not called).
    script.textContent = `void function (require, module, exports) {\n${compiled}\n};`;
    window.addEventListener('error', onError);
    document.head.append(script);
    script.remove();
    window.removeEventListener('error', onError);
    throw new EditError(error.message, 'syntax', file, found ? found.line - 1 : undefined, found?.column);
  }
}

/** The specifiers a compiled file requires (sucrase writes each as a string literal). */
export function requiredSpecifiers(compiled: string): string[] {
  return [...new Set([...compiled.matchAll(/\brequire\((["'])([^"'\n]+)\1\)/g)].map((m) => m[2]!))];
}

/** The file of a relative specifier among the demo's files: `./data` → `data.ts` (or `.tsx`, `.js`, `.jsx`). */
export function localFile(specifier: string, files: string[]): string | undefined {
  const bare = specifier.replace(/^\.\//, '');
  if (bare.includes('/')) return undefined; // the demo's files sit beside it, flattened (demo-files.ts)
  return files.find((f) => f === bare) ?? files.find((f) => f.replace(/\.(tsx?|jsx?)$/, '') === bare.replace(/\.(tsx?|jsx?)$/, ''));
}

/** Names that tools and interop helpers probe on any module object: never an import error. */
const PROBED = new Set(['__esModule', 'then', 'toJSON', 'constructor', '$$typeof', 'prototype', 'asymmetricMatch', 'nodeType']);

/** Where a name is to be had under another specifier of the same package: `@mui/material` + `Slider` → `@mui/material/Slider`. */
function elsewhere(specifier: string, name: string, imports: DemoImports): string | undefined {
  const pkg = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
  const own = `${pkg}/${name}`;
  if (own !== specifier && imports[own]?.[2].includes('default')) return `import ${name} from '${own}';`;
  const other = Object.keys(imports).find((s) => s !== specifier && (s === pkg || s.startsWith(`${pkg}/`)) && imports[s]![2].includes(name));
  return other ? `import { ${name} } from '${other}';` : undefined;
}

/** The module object of a package specifier: its names, and a clear error for a name the page's demos do not import. */
function packageModule(specifier: string, entry: Record<string, unknown>, imports: DemoImports, file: string): Record<string, unknown> {
  const [, prefix, names] = imports[specifier]!;
  const target: Record<string, unknown> = { __esModule: true };
  for (const name of names) target[name] = entry[`${prefix}${name}`];
  return new Proxy(target, {
    get(object, key) {
      if (typeof key !== 'string' || key in object || PROBED.has(key) || !/^[A-Za-z_$][\w$]*$/.test(key)) return Reflect.get(object, key);
      const hint = elsewhere(specifier, key, imports);
      const shown = names.filter((n) => n !== 'default');
      throw new EditError(
        `'${key}' is not exported by '${specifier}' as the site's demos bundle it.${hint ? ` Try: ${hint}` : ''} It offers: ${shown.length ? shown.slice(0, 40).join(', ') + (shown.length > 40 ? `, and ${shown.length - 40} more` : '') : names.includes('default') ? 'its default export only' : 'nothing (it is loaded for its side effects)'}.`,
        'import',
        file,
      );
    },
  });
}

/** The error for a package the page's demos do not load. */
function unknownPackage(specifier: string, imports: DemoImports, file: string, line?: number): EditError {
  const pkg = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
  const offered = Object.keys(imports).filter((s) => imports[s]![3] === 1);
  const same = offered.filter((s) => s === pkg || s.startsWith(`${pkg}/`));
  const packages = [...new Set(offered.map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]!)))].sort();
  const offer = same.length ? `From ${pkg}, the demos import: ${same.slice(0, 30).join(', ')}${same.length > 30 ? ', …' : ''}.` : `The packages the demos import: ${packages.join(', ')}.`;
  return new EditError(`'${specifier}' is not among the modules the site's demos are bundled with. ${offer}`, 'import', file, line);
}

/** The 1-based line of the first `require` of a specifier in compiled code (its import's line: sucrase keeps lines). */
function lineOf(compiled: string, specifier: string): number | undefined {
  const at = compiled.search(new RegExp(`\\brequire\\((["'])${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\1\\)`));
  return at < 0 ? undefined : compiled.slice(0, at).split('\n').length;
}

/** Any error of edited code as an EditError, placed in the edited files from its stack when it has no place yet (`file`: where it is otherwise reported). */
export function asEditError(error: unknown, files: string[], file: string): EditError {
  if (error instanceof EditError && error.line !== undefined) return error;
  const place = placeOf(error, files);
  const kind = error instanceof EditError ? error.kind : 'runtime';
  return new EditError(String((error as Error)?.message ?? error), kind, place?.file ?? (error instanceof EditError ? error.file : file), place?.line, place?.column);
}

/** The place in an edited file an error was thrown at, read from its stack (scripts run under their `sourceURL`). */
export function placeOf(error: unknown, files: string[]): { file: string; line: number; column: number } | undefined {
  const stack = String((error as Error | undefined)?.stack ?? '');
  for (const match of stack.matchAll(/docs-edit:\/\/\/([^\s:)]+):(\d+):(\d+)/g)) {
    if (files.includes(match[1]!)) return { file: match[1]!, line: Number(match[2]), column: Number(match[3]) };
  }
  return undefined;
}

/**
 * Runs a demo's edited files and gives its component (the main file's default export). `files`
 * holds the main file and the files it imports, by name; each is compiled as its extension says.
 * The packages they import are fetched first (each group's entry, already loaded by the page in
 * most cases), then the code runs in order of imports. Throws an {@link EditError}.
 */
export async function runEdited(main: string, files: Record<string, string>, imports: DemoImports): Promise<unknown> {
  const names = Object.keys(files);
  const compiled = new Map<string, string>();
  const bodies = new Map<string, ReturnType<typeof parse>>();
  const pending = [main];
  while (pending.length) {
    const file = pending.pop()!;
    if (compiled.has(file)) continue;
    const code = compile(files[file]!, file);
    compiled.set(file, code);
    bodies.set(file, parse(code, file));
    for (const specifier of requiredSpecifiers(code)) {
      if (specifier.startsWith('.')) {
        const local = localFile(specifier, names);
        if (!local) throw new EditError(`'${specifier}' is not one of this demo's files${names.length > 1 ? ` (${names.filter((n) => n !== main).join(', ')})` : ''}.`, 'import', file, lineOf(code, specifier));
        pending.push(local);
      } else if (!(specifier in imports)) {
        throw unknownPackage(specifier, imports, file, lineOf(code, specifier));
      }
    }
  }
  // The groups' entries, loaded side by side (the browser has most of them already).
  const specifiers = [...new Set([...compiled.values()].flatMap(requiredSpecifiers))].filter((s) => !s.startsWith('.'));
  const urls = [...new Set(specifiers.map((s) => imports[s]![0]))];
  const loaded = new Map(await Promise.all(urls.map(async (url) => [url, (await import(/* @vite-ignore */ url)) as Record<string, unknown>] as const)));
  const exportsOf = new Map<string, Record<string, unknown>>();
  const run = (file: string): Record<string, unknown> => {
    const known = exportsOf.get(file);
    if (known) return known;
    const module = { exports: {} as Record<string, unknown> };
    exportsOf.set(file, module.exports); // an import cycle sees the exports made so far, as in CommonJS
    const require = (specifier: string): unknown => {
      if (specifier.startsWith('.')) return run(localFile(specifier, names)!);
      return packageModule(specifier, loaded.get(imports[specifier]![0])!, imports, file);
    };
    try {
      bodies.get(file)!(require, module, module.exports);
    } catch (error) {
      throw asEditError(error, names, file);
    }
    exportsOf.set(file, module.exports);
    return module.exports;
  };
  const component = run(main).default;
  if (typeof component !== 'function' && !(component && typeof component === 'object' && '$$typeof' in component)) {
    throw new EditError('The code has no default export of a component: keep `export default function …` for the demo to show.', 'runtime', main);
  }
  return component;
}

/** What stands for the playground's component while its JSX runs: the element made for it is recognised by it. */
const PLAYGROUND_COMPONENT = Symbol('playground component');

/**
 * The props of a playground's JSX as the reader edited it (`<BarChart layout="horizontal" />`):
 * compiled like demo code (sucrase, lines kept), then run with the component's name bound to a
 * marker and an element factory that keeps the props, so that any JavaScript in the attributes
 * works (`height={200 + 100}`). Errors are EditErrors of `file`, with their line.
 */
export function propsOfJsx(code: string, component: string, file: string): Record<string, unknown> {
  let compiled: string;
  try {
    compiled = transform(`(${code}\n)`, { transforms: ['jsx'], jsxRuntime: 'classic', jsxPragma: '__element', jsxFragmentPragma: '__fragment', production: true }).code;
  } catch (error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    const message = String((error as Error).message ?? error).replace(/^Error transforming [^:]*: /, '').replace(/ \(\d+:\d+\)$/, '');
    throw new EditError(message, 'syntax', file, loc?.line, loc ? Math.max(1, loc.column + (loc.line === 1 ? 0 : 1)) : undefined);
  }
  let run: (element: unknown, fragment: unknown, target: unknown) => unknown;
  try {
    run = (0, eval)(`(function (__element, __fragment, ${component}) { return ${compiled}; })\n//# sourceURL=${scriptName(file)}`);
  } catch (error) {
    throw new EditError(String((error as Error).message ?? error), 'syntax', file);
  }
  const element = (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => ({ type, props: { ...props, ...(children.length ? { children: children.length === 1 ? children[0] : children } : {}) } });
  let made: unknown;
  try {
    made = run(element, Symbol('fragment'), PLAYGROUND_COMPONENT);
  } catch (error) {
    // A name the JSX cannot reach (another component, a variable): the playground has only its component.
    if (error instanceof ReferenceError) error.message += `: the playground renders one <${component} … /> element, its props written in JavaScript`;
    throw asEditError(error, [file], file);
  }
  const result = made as { type?: unknown; props?: Record<string, unknown> } | undefined;
  if (!result || result.type !== PLAYGROUND_COMPONENT) throw new EditError(`Keep one <${component} … /> element: the playground renders the ${component} with its props.`, 'runtime', file, 1);
  return result.props ?? {};
}
