// The stages of src/ depend downwards only: a module may import its own folder and the layers
// below it, never a later stage, and no module imports itself back through others.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.ts';

/** Lowest first. Top-level files are named by their file name. */
const LAYERS: string[][] = [
  ['paths.ts', 'files.ts', 'threads.ts', 'diagnostics', 'cache'],
  ['config'],
  ['markdown'],
  ['api'],
  ['nav'],
  ['demos'],
  ['bundle', 'render'],
  ['checks', 'output', 'search', 'sw', 'serve', 'export'],
  ['mcp'],
  ['pipeline'],
  ['cli.ts', 'index.ts', 'config-entry.ts', 'bench'],
];

const SRC = path.join(ROOT, 'src');
const unitOf = (file: string) => path.relative(SRC, file).split(path.sep)[0]!;
const layerOf = (file: string) => LAYERS.findIndex((layer) => layer.includes(unitOf(file)));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile() && /\.tsx?$/.test(e.name)).map((e) => path.join(e.parentPath, e.name));
}

/** Every relative module a file imports, statically, dynamically or as a type. */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const spec =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)
        ? node.moduleSpecifier.text
        : ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])
          ? node.arguments[0].text
          : ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)
            ? node.argument.literal.text
            : undefined;
    if (spec?.startsWith('.')) found.push(path.resolve(path.dirname(file), spec));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('src/ import graph', () => {
  const files = sourceFiles(SRC);
  const graph = new Map(files.map((f) => [f, importsOf(f).filter((target) => target.startsWith(SRC + path.sep))]));

  it('puts every file of src/ in a layer', () => {
    expect(files.filter((f) => layerOf(f) < 0).map((f) => path.relative(ROOT, f))).toEqual([]);
  });

  it('imports only the same or lower layers', () => {
    const upward = [...graph].flatMap(([from, targets]) =>
      targets.filter((to) => layerOf(to) > layerOf(from)).map((to) => `${path.relative(ROOT, from)} → ${path.relative(ROOT, to)}`),
    );
    expect(upward).toEqual([]);
  });

  it('has no import cycle', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const stack: string[] = [];
    const walk = (file: string) => {
      state.set(file, 'open');
      stack.push(file);
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].map((f) => path.relative(SRC, f)).join(' → '));
        else if (!state.has(next)) walk(next);
      }
      stack.pop();
      state.set(file, 'done');
    };
    for (const file of files) if (!state.has(file)) walk(file);
    expect(cycles).toEqual([]);
  });
});
