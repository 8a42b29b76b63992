import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { packageRoot } from '../paths.ts';

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

/** Every TypeScript source under the content's pages (demos and the files they import). */
export function demoSources(contentDir: string): string[] {
  const root = path.join(contentDir, 'pages');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/**
 * Type-checks demos in one TypeScript program (strict, against the installed packages). Content
 * outside this package still resolves the packages installed here. Returns one diagnostic per
 * error, at the demo's file, line and column.
 */
export function checkDemos(p: { contentDir: string; files?: string[] }): { diagnostics: Diagnostic[]; files: number } {
  const roots = (p.files?.length ? p.files.map((f) => path.resolve(f)) : demoSources(p.contentDir)).filter((f) => /\.tsx?$/.test(f));
  if (roots.length === 0) return { diagnostics: [], files: 0 };
  const host = ts.createCompilerHost(DEMO_COMPILER_OPTIONS);
  const fallbackFrom = path.join(packageRoot, 'package.json');
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, options) =>
    literals.map((literal) => {
      const found = ts.resolveModuleName(literal.text, containingFile, options, host, undefined, redirected);
      if (found.resolvedModule) return found;
      return ts.resolveModuleName(literal.text, fallbackFrom, options, host, undefined, redirected);
    });
  const program = ts.createProgram({ rootNames: roots, options: DEMO_COMPILER_OPTIONS, host });
  const own = new Set(roots);
  const found = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics(), ...roots.flatMap((f) => {
    const source = program.getSourceFile(f);
    return source ? [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)] : [];
  })];
  const diagnostics = found.map((d) => {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (!d.file || d.start === undefined) return diagnostic('DemoType', { message, code: d.code }, {});
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
    const file = own.has(path.resolve(d.file.fileName)) ? path.resolve(d.file.fileName) : d.file.fileName;
    return diagnostic('DemoType', { message, code: d.code }, { location: { file, line: line + 1, column: character } });
  });
  return { diagnostics, files: roots.length };
}
