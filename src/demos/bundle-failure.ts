import path from 'node:path';
import { diagnostic } from '../diagnostics/codes.ts';
import { DocsBuildError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { packageRoot } from '../paths.ts';
import { diagnoseDemos } from './bundle-demos.ts';
import type { PendingDemo } from './demo-files.ts';
import { missingPackageDiagnostic, traceMissing, type ImportGraph } from './missing-packages.ts';
import type { DemoRecord } from './types.ts';

interface EsbuildMessage {
  text: string;
  location?: { file: string; line: number; column: number } | null;
}

/**
 * esbuild's errors as diagnostics at the demo file and line, all of them in one go; anything else
 * passes through. The failed bundle's own errors name the package groups' files, and stop at its
 * first failing phase: the demos are bundled again with the packages inlined
 * ({@link diagnoseDemos}), in rounds, so that every error is found at its place. A package that is
 * not installed (a date adapter's library, say) makes one `DemoPackageMissing` per demo and
 * package, at the demo's import that leads there, with the chain of files; only the imports
 * esbuild keeps count (not those of names a TypeScript file uses only as types).
 */
export async function bundleFailure(error: unknown, p: { demos: DemoRecord[]; contentDir: string; platform: 'browser' | 'node'; pending: Map<string, PendingDemo>; quick?: boolean }): Promise<unknown> {
  const failure = error as { errors?: EsbuildMessage[] };
  if (!failure.errors) return error;
  // Watch mode, the demos just edited: errors in their own files are reported as they are, at once.
  if (p.quick && failure.errors.every((m) => inContent(m, p.contentDir) && !/^Could not resolve/.test(m.text))) return new DocsBuildError('content', failure.errors.map((m) => bundleDiagnostic(m)));
  const diagnosis = await diagnoseDemos(p.demos, { contentDir: p.contentDir, platform: p.platform });
  const missing = traceDemos({ ...p, graph: diagnosis.graph });
  // A failure the inlined bundles do not reproduce (one of the package groups alone) keeps esbuild's own words and place.
  const errors = diagnosis.errors.length > 0 || missing.length > 0 ? diagnosis.errors : failure.errors;
  return new DocsBuildError('content', [...missing, ...errors.map((m) => bundleDiagnostic(m, inContent(m, p.contentDir) ? [] : pulledInBy(m, { ...p, graph: diagnosis.graph })))]);
}

/**
 * For an error in a package's file: the demos whose imports reach that file, each with the chain
 * of specifiers that leads there (a package's error names no demo, and the writer needs to know
 * which demo to look at).
 */
function pulledInBy(m: EsbuildMessage, p: { demos: DemoRecord[]; contentDir: string; pending: Map<string, PendingDemo>; graph: ImportGraph }): string[] {
  if (!m.location) return [];
  const target = path.resolve(packageRoot, m.location.file);
  const notes: string[] = [];
  for (const demo of p.demos) {
    const shown = p.pending.get(demo.id);
    for (const variant of demo.variants) {
      const chain = chainTo(p.graph, path.join(p.contentDir, variant.file), target);
      if (!chain) continue;
      const where = shown ? ` (shown by ${path.relative(p.contentDir, shown.page).split(path.sep).join('/')}:${shown.line})` : '';
      notes.push(`Pulled in by the demo ${variant.file}${where}, through ${chain.join(' → ')}.`);
      if (notes.length === 5) return [...notes, 'And maybe other demos.'];
    }
  }
  return notes;
}

/** The specifiers from `root` to `target` along the import graph (breadth first: the shortest chain), or undefined. */
function chainTo(graph: ImportGraph, root: string, target: string): string[] | undefined {
  const from = new Map<string, { parent: string; specifier: string } | undefined>([[root, undefined]]);
  for (const queue = [root]; queue.length; ) {
    const file = queue.shift()!;
    if (file === target) {
      const specifiers: string[] = [];
      for (let step = from.get(file); step; step = from.get(step.parent)) specifiers.unshift(step.specifier);
      return specifiers;
    }
    for (const edge of graph.get(file) ?? []) {
      if (edge.target && !from.has(edge.target)) {
        from.set(edge.target, { parent: file, specifier: edge.specifier });
        queue.push(edge.target);
      }
    }
  }
  return undefined;
}

/** An esbuild error at its place; `pulledIn` notes which demos reach it when the place is a package's file. */
const bundleDiagnostic = (m: EsbuildMessage, pulledIn: string[] = []): Diagnostic => {
  const inPackage = m.location && /(^|[\\/])node_modules[\\/]/.test(m.location.file);
  return diagnostic('DemoBundle', { reason: m.text, ...(inPackage ? { inPackage: true } : {}) }, { ...(m.location ? { location: { file: path.resolve(packageRoot, m.location.file), line: m.location.line, column: m.location.column } } : {}), ...(pulledIn.length ? { notes: pulledIn } : {}) });
};

/** Whether an error is in a file of the content (not a package's, nor a module the bundle made). */
function inContent(m: EsbuildMessage, contentDir: string): boolean {
  if (!m.location) return false;
  const file = path.resolve(packageRoot, m.location.file);
  return file.startsWith(path.resolve(contentDir) + path.sep) && !/[\\/]node_modules[\\/]/.test(file);
}

/** One diagnostic per demo variant and missing package it reaches. */
function traceDemos(p: { demos: DemoRecord[]; contentDir: string; pending: Map<string, PendingDemo>; graph: ImportGraph }): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const demo of p.demos) {
    const shown = p.pending.get(demo.id);
    const notes = shown ? [`Shown by ${path.relative(p.contentDir, shown.page).split(path.sep).join('/')}:${shown.line}.`] : [];
    for (const variant of demo.variants) {
      for (const found of traceMissing(p.graph, path.join(p.contentDir, variant.file))) {
        diagnostics.push(missingPackageDiagnostic(found, { demo: variant.file, contentDir: p.contentDir, notes }));
      }
    }
  }
  return diagnostics;
}
