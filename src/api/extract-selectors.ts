import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { planOf, sourceOf, type ExtractContext } from './extract-members.ts';
import { packageRootOf } from '../files.ts';
import { docOf, resolveAlias, tagOf, typeToText } from './ts-members.ts';
import type { ApiSelector } from './types.ts';

/** The packages whose root exports are searched for selectors, lowest plan first (a selector's plan is the first that exports it). */
const SELECTOR_PACKAGES = ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium'];

/** A selector's export name: lower camel case ending in `Selector` (components such as `GridToolbarDensitySelector` and hooks such as `useGridSelector` are not). */
const SELECTOR_NAME = /^(?!use[A-Z])[a-z]\w*Selector$/;

/**
 * The feature a selector belongs to, from the folder of its declaration: `hooks/features/<feature>/`,
 * `hooks/core/` (core), or the folder that holds the file. A new feature folder in a new package
 * version becomes a new group without anyone naming it.
 */
export function selectorFeatureOf(declarationFile: string): string {
  const relative = path.relative(packageRootOf(declarationFile), declarationFile).replace(/\\/g, '/');
  const feature = /(?:^|\/)hooks\/features\/([^/]+)\//.exec(relative)?.[1];
  if (feature) return feature;
  if (/(?:^|\/)hooks\/core\//.test(relative)) return 'core';
  return path.posix.basename(path.posix.dirname(relative)) || 'core';
}

/** The selector factories of the grid whose calls are read (`createRootSelector` takes the state as its only input). */
const FACTORIES = new Set(['createSelector', 'createSelectorMemoized', 'createRootSelector']);

/**
 * What the package's JavaScript says of a selector's argument: the name of the combiner's parameter
 * after the inputs (`createSelector(gridRowsLookupSelector, (rows, id) => rows[id])` takes `id`),
 * `null` when the combiner takes none, `undefined` when the JavaScript is not of a shape read here.
 * The declarations cannot say it: in 8.x the `Args` of `OutputSelector<State, Args, Result>` is
 * inferred as the last input's result for a combiner without an argument.
 */
export function selectorArgumentIn(source: string | ts.SourceFile, name: string, resolve: ModuleResolver = () => undefined): string | null | undefined {
  const file = typeof source === 'string' ? parseJavascript(source) : source;
  const init = valueOf(file, name);
  if (!init || !ts.isCallExpression(init) || !ts.isIdentifier(init.expression) || !FACTORIES.has(init.expression.text)) return undefined;
  const last = init.arguments[init.arguments.length - 1];
  const combiner = last && ts.isIdentifier(last) ? functionNamed(file, last.text, resolve) : last;
  if (!combiner || !isFunction(combiner)) return undefined;
  const first = init.arguments[0];
  const inputs = init.expression.text === 'createRootSelector' ? 1 : first && ts.isArrayLiteralExpression(first) ? first.elements.length : init.arguments.length - 1;
  const extra = combiner.parameters[inputs];
  if (!extra) return null;
  return ts.isIdentifier(extra.name) ? extra.name.text : 'args';
}

/** A module a relative import names, as text or already parsed; undefined when it can't be read. */
type ModuleResolver = (specifier: string) => string | ts.SourceFile | undefined;

const parseJavascript = (text: string): ts.SourceFile => ts.createSourceFile('module.js', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);

type FunctionLike = ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration;
const isFunction = (node: ts.Node): node is FunctionLike => ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node);

/** The initializer of a top-level `const name = …` of a module. */
function valueOf(file: ts.SourceFile, name: string): ts.Expression | undefined {
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const found = statement.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === name);
    if (found) return found.initializer;
  }
  return undefined;
}

/** A function a module declares under a name, or imports under it from a relative module (one step, read with `resolve`). */
function functionNamed(file: ts.SourceFile, name: string, resolve: ModuleResolver): FunctionLike | undefined {
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return statement;
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    const specifier = bindings && ts.isNamedImports(bindings) ? bindings.elements.find((e) => e.name.text === name) : undefined;
    if (!specifier) continue;
    const imported = resolve(statement.moduleSpecifier.text);
    if (imported === undefined) return undefined;
    const other = typeof imported === 'string' ? parseJavascript(imported) : imported;
    const exportName = (specifier.propertyName ?? specifier.name).text;
    const declared = other.statements.find((st): st is ts.FunctionDeclaration => ts.isFunctionDeclaration(st) && st.name?.text === exportName);
    const value = declared ?? valueOf(other, exportName);
    return value && isFunction(value) ? value : undefined;
  }
  const value = valueOf(file, name);
  return value && isFunction(value) ? value : undefined;
}

/** The ES module JavaScript of a declaration file (`x.d.ts` → `esm/x.js`, or `x.js` beside it): its path. */
function javascriptFileOf(declarationFile: string): string {
  const root = packageRootOf(declarationFile);
  const relative = path
    .relative(root, declarationFile)
    .replace(/\\/g, '/')
    .replace(/^esm\//, '');
  return [path.join(root, 'esm', relative), declarationFile].map((f) => f.replace(/\.d\.ts$/, '.js')).find((f) => fs.existsSync(f)) ?? '';
}

/**
 * The Data Grid's state selectors: every root export of the grid packages named `…Selector` that
 * can be called with the grid's `apiRef` (the `OutputSelector` shape: `(apiRef, args?) => result`),
 * not marked `@ignore` or `@internal`. Each with its JSDoc, its argument (none
 * when the package's JavaScript passes none to the combiner, or the declared type is `unknown`), what it returns, the lowest plan exporting it and
 * its feature. Sorted by feature, then name.
 */
export function extractSelectors(ctx: ExtractContext): ApiSelector[] {
  const { checker } = ctx;
  const found = new Map<string, ApiSelector>();
  // The packages' modules, each read and parsed once per extraction (a file declares many selectors).
  const modules = new Map<string, ts.SourceFile | undefined>();
  const moduleAt = (file: string): ts.SourceFile | undefined => {
    if (!modules.has(file)) {
      let parsed: ts.SourceFile | undefined;
      try {
        parsed = parseJavascript(fs.readFileSync(file, 'utf8'));
      } catch {
        parsed = undefined;
      }
      modules.set(file, parsed);
    }
    return modules.get(file);
  };
  for (const packageName of SELECTOR_PACKAGES) {
    const pkg = ctx.packages.get(packageName);
    if (!pkg) continue;
    for (const [name, exported] of pkg.exports) {
      if (!SELECTOR_NAME.test(name) || found.has(name)) continue;
      const symbol = resolveAlias(checker, exported);
      const node = symbol.valueDeclaration ?? symbol.declarations?.[0];
      if (!node || !(symbol.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Function))) continue;
      if (tagOf(checker, symbol, 'ignore') !== undefined || tagOf(checker, symbol, 'internal') !== undefined) continue;
      const signature = checker.getTypeOfSymbolAtLocation(symbol, node).getCallSignatures()[0];
      const [apiRef, args] = signature?.getParameters() ?? [];
      if (!signature || !apiRef || apiRef.getName() !== 'apiRef') continue;
      const selector: ApiSelector = {
        name,
        description: docOf(checker, symbol),
        plan: planOf(pkg.name),
        feature: selectorFeatureOf(node.getSourceFile().fileName),
        returns: typeToText(checker, signature.getReturnType(), node),
        source: sourceOf(symbol, pkg.entry),
      };
      const jsFile = javascriptFileOf(node.getSourceFile().fileName);
      const javascript = moduleAt(jsFile);
      const resolve = (specifier: string) => (specifier.startsWith('.') ? moduleAt(path.resolve(path.dirname(jsFile), specifier)) : undefined);
      const argument = javascript === undefined ? undefined : selectorArgumentIn(javascript, name, resolve);
      if (args && argument !== null) {
        const argsType = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(args, node));
        if (!(argsType.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any | ts.TypeFlags.Never)))
          selector.args = {
            name: argument ?? 'args',
            type: typeToText(checker, argsType, node),
          };
      }
      const deprecated = tagOf(checker, symbol, 'deprecated');
      if (deprecated !== undefined) selector.deprecated = deprecated;
      found.set(name, selector);
    }
  }
  const order = (s: ApiSelector) => `${s.feature}\u0000${s.name}`;
  return [...found.values()].sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}
