import path from 'node:path';
import { packageOf } from './package-name.ts';
import ts from 'typescript';

/** Longest returned JSX, in lines, that gets a short preview. */
export const PREVIEW_MAX_LINES = 16;

/**
 * TypeScript → JavaScript that reads like hand-written code: types removed by sucrase (JSX kept
 * as written, imports used only as types elided), then formatted in Prettier's style by oxfmt.
 *
 * Sucrase keeps every line where it was, so the source's blank lines and comments stay, and a
 * line it emptied is known: it goes, with the comments above it (a removed interface takes its
 * doc comment along, as the TypeScript emitter does). It is ten times faster than
 * `ts.transpileModule`, which was a third of the demo records' time.
 *
 * oxfmt (Rust, Prettier-compatible) formats the docs' 955 TypeScript demos in 1.4 s where Prettier
 * took 66 s (on a busy machine), two thirds of the demo records' time on a cold build; on those
 * demos it wrote the same code as Prettier with these options but for one line of Arabic strings,
 * which it measures differently against the print width.
 */
export async function toJavaScript(source: string, fileName: string): Promise<string> {
  const { transform } = await import('sucrase');
  let stripped: string;
  try {
    // A .ts file has no JSX: `<T>value` is a type assertion there.
    stripped = withoutEmptiedLines(source, transform(source, { transforms: fileName.endsWith('.ts') ? ['typescript'] : ['typescript', 'jsx'], jsxRuntime: 'preserve', disableESTransforms: true, production: true, filePath: fileName }).code);
  } catch {
    return source; // a syntax error: the bundler reports it, at its line, and the build stops there
  }
  const { format } = await import('oxfmt');
  const formatted = await format(fileName.endsWith('.ts') ? 'demo.js' : 'demo.jsx', stripped, { singleQuote: true, trailingComma: 'all', printWidth: 85 });
  // As above: what sucrase let through and the formatter could not parse, esbuild reports.
  if (formatted.errors.length) return stripped;
  return formatted.code.replace(/\n{3,}/g, '\n\n').replace(/^\n+/, '');
}

/** The stripped code without the lines types filled, nor the comments that led to them. */
function withoutEmptiedLines(source: string, stripped: string): string {
  const before = source.split('\n');
  const after = stripped.split('\n');
  if (before.length !== after.length) return stripped; // not expected of sucrase; the formatter still formats it
  const drop = new Set<number>();
  const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line);
  for (let i = 0; i < after.length; i++) {
    if (before[i]!.trim() === '' || after[i]!.trim() !== '') continue;
    drop.add(i);
    // Up over blank lines and unchanged comments: the removed declaration's leading comments.
    for (let j = i - 1; j >= 0 && after[j] === before[j] && (after[j]!.trim() === '' || isComment(after[j]!)); j--) if (after[j]!.trim() !== '') drop.add(j);
  }
  return after.filter((_, i) => !drop.has(i)).join('\n');
}

/**
 * The syntax tree of a demo's text, shared by the steps that read it (its imports, their
 * rewriting, its preview): each demo file was parsed three times, a third of the demo records'
 * time on the main thread. The last few texts are kept: the steps of one demo run together.
 */
const recentTrees = new Map<string, ts.SourceFile>();

function parsed(fileName: string, source: string, kind: ts.ScriptKind): ts.SourceFile {
  const key = `${kind}\0${source}`;
  const known = recentTrees.get(key);
  if (known) return known;
  // Without parent pointers (a quarter of the parse): every reader passes the file to getStart.
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  recentTrees.set(key, file);
  if (recentTrees.size > 16) recentTrees.delete(recentTrees.keys().next().value!);
  return file;
}

/**
 * The JSX a demo's default export returns, dedented, when it is at most 16 lines: the short
 * preview shown before the full source. Undefined when there is no single returned JSX.
 */
export function previewOf(source: string, fileName: string): string | undefined {
  const file = parsed(fileName, source, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  let body: ts.Block | undefined;
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) body = statement.body;
  }
  if (!body) return undefined;
  const returns = body.statements.filter(ts.isReturnStatement);
  const expression = returns.length === 1 ? returns[0]!.expression : undefined;
  if (!expression) return undefined;
  let jsx: ts.Expression = expression;
  while (ts.isParenthesizedExpression(jsx)) jsx = jsx.expression;
  if (!ts.isJsxElement(jsx) && !ts.isJsxFragment(jsx) && !ts.isJsxSelfClosingElement(jsx)) return undefined;
  const start = jsx.getStart(file);
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  // `return <Button />;` on one line: the preview starts at the JSX, indented like its line.
  const lead = source.slice(lineStart, start);
  const text = (lead.trim() === '' ? lead : /^\s*/.exec(lead)![0]) + source.slice(start, jsx.getEnd());
  const lines = text.split('\n');
  if (lines.length > PREVIEW_MAX_LINES) return undefined;
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^\s*/.exec(l)![0].length));
  return lines.map((l) => l.slice(Math.min(indent, /^\s*/.exec(l)![0].length))).join('\n');
}

/** Imports by file and text: a data file many demos import is parsed once per build, not once per demo. */
const importsMemo = new Map<string, { specifier: string; line: number }[]>();

/** The module specifiers a demo imports (static imports and re-exports). */
export function importsOf(source: string, fileName: string): { specifier: string; line: number }[] {
  const key = `${fileName}\0${source}`;
  const known = importsMemo.get(key);
  if (known) return known.map((i) => ({ ...i }));
  if (importsMemo.size > 10_000) importsMemo.clear();
  const found = parseImports(source, fileName);
  importsMemo.set(key, found);
  return found.map((i) => ({ ...i }));
}

function parseImports(source: string, fileName: string): { specifier: string; line: number }[] {
  const file = parsed(fileName, source, ts.ScriptKind.TSX);
  const found: { specifier: string; line: number }[] = [];
  for (const statement of file.statements) {
    const spec = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : undefined;
    if (spec) found.push({ specifier: spec, line: file.getLineAndCharacterOfPosition(statement.getStart(file)).line + 1 });
  }
  return found;
}

/** Date adapters and the library each needs (mui-x-docs-facts §4.9). */
export const DATE_ADAPTERS: Record<string, { name: string; version: string }> = {
  AdapterDateFns: { name: 'date-fns', version: '^4.1.0' },
  AdapterDateFnsJalali: { name: 'date-fns-jalali', version: '^4.1.0-0' },
  AdapterDayjs: { name: 'dayjs', version: '^1.11.13' },
  AdapterLuxon: { name: 'luxon', version: '^3.6.1' },
  AdapterMoment: { name: 'moment', version: '^2.30.1' },
  AdapterMomentHijri: { name: 'moment-hijri', version: '^3.0.0' },
  AdapterMomentJalaali: { name: 'moment-jalaali', version: '^0.10.4' },
};

const ADAPTER_IMPORT = /^@mui\/(lab|x-date-pickers|x-date-pickers-pro)\/(Adapter[^/]*)/;


/**
 * The dependencies of a sandbox project made from a demo: each package it imports, react,
 * react-dom and the Emotion packages always, @mui/material when an @mui package needs it, and the
 * date library of each date adapter it imports. Throws a TypeError for an adapter it cannot map.
 *
 * `versionOf` gives a package's version (undefined: "latest"); @mui/x-* packages get "latest".
 */
export function sandboxDependencies(specifiers: string[], versionOf: (name: string) => string | undefined): Record<string, string> {
  const names = new Set(['react', 'react-dom', '@emotion/react', '@emotion/styled']);
  const extra: Record<string, string> = {};
  for (const specifier of specifiers) {
    const name = packageOf(specifier);
    if (!name) continue;
    names.add(name);
    // Every @mui package of a demo runs on Material UI (a peer dependency of each).
    if (name.startsWith('@mui/')) names.add('@mui/material');
    if (name === '@mui/x-data-grid-generator') names.add('@mui/icons-material');
    const adapter = ADAPTER_IMPORT.exec(specifier);
    if (adapter) {
      const library = DATE_ADAPTERS[adapter[2]!];
      if (!library) throw new TypeError(`Cannot determine the npm package required by the date adapter '${adapter[2]}' (imported from '${specifier}'). Known adapters: ${Object.keys(DATE_ADAPTERS).join(', ')}.`);
      extra[library.name] = library.version;
    }
  }
  const dependencies: Record<string, string> = {};
  for (const name of [...names].sort()) dependencies[name] = name.startsWith('@mui/x-') ? 'latest' : (extra[name] ?? versionOf(name) ?? 'latest');
  for (const [name, version] of Object.entries(extra)) dependencies[name] ??= version;
  return Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b)));
}

/** True when a demo imports a Pro or Premium package (it needs the licence key). */
export function needsLicense(specifiers: string[]): boolean {
  return specifiers.some((s) => /^@mui\/x-[a-z-]+-(pro|premium)(\/|$)/.test(s));
}

/** Extensions a demo's relative import may resolve to, in esbuild's order. */
const LOCAL_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.json', '.css'];

/** The file a relative import of `from` names (with or without extension, or a folder's index), if it exists. */
export function resolveLocalImport(from: string, specifier: string, exists: (file: string) => boolean): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, ...LOCAL_EXTENSIONS.map((e) => base + e), ...LOCAL_EXTENSIONS.map((e) => path.join(base, `index${e}`))]) {
    if (path.extname(candidate) && exists(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Rewrites the module specifiers of a source's imports and re-exports: `mapping` gives the new
 * specifier for an old one (others are kept). Positions come from the TypeScript parser, so
 * strings and comments that look like imports are never touched.
 */
export function rewriteImports(source: string, fileName: string, mapping: ReadonlyMap<string, string>): string {
  if (mapping.size === 0) return source;
  const file = parsed(fileName, source, ts.ScriptKind.TSX);
  const edits: { start: number; end: number; text: string }[] = [];
  for (const statement of file.statements) {
    const spec = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier : undefined;
    const next = spec && mapping.get(spec.text);
    if (spec && next !== undefined) edits.push({ start: spec.getStart(file) + 1, end: spec.getEnd() - 1, text: next });
  }
  let out = source;
  for (const edit of edits.reverse()) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}
