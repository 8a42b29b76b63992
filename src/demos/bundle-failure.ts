import path from 'node:path';
import { diagnostic } from '../diagnostics/codes.ts';
import { DocsBuildError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { packageRoot } from '../paths.ts';
import { demoImportGraph } from './bundle-demos.ts';
import type { PendingDemo } from './demo-files.ts';
import { missingPackageDiagnostic, missingPackageOf, traceMissing } from './missing-packages.ts';
import type { DemoRecord } from './types.ts';

interface EsbuildMessage {
  text: string;
  location?: { file: string; line: number; column: number } | null;
}

const UNRESOLVED = /^Could not resolve "([^"]+)"/;

/**
 * esbuild's errors as diagnostics at the demo file and line; anything else passes through.
 * A package that is not installed (a date adapter's library, say) makes esbuild report every
 * import of it inside the packages that need it, none naming a demo: those become one
 * `DemoPackageMissing` per demo and package, at the demo's import that leads there, with the
 * chain of files, traced in a second bundle that leaves the missing packages out.
 */
export async function bundleFailure(error: unknown, p: { demos: DemoRecord[]; contentDir: string; platform: 'browser' | 'node'; pending: Map<string, PendingDemo> }): Promise<unknown> {
  const failure = error as { errors?: EsbuildMessage[] };
  if (!failure.errors) return error;
  const missing = new Map<EsbuildMessage, string>();
  for (const m of failure.errors) {
    const specifier = UNRESOLVED.exec(m.text)?.[1];
    const name = specifier && m.location ? missingPackageOf(specifier, path.resolve(packageRoot, m.location.file)) : undefined;
    if (name) missing.set(m, name);
  }
  const traced = missing.size ? await traceDemos({ ...p, names: [...new Set(missing.values())] }) : { diagnostics: [], names: new Set<string>() };
  // Errors the trace did not explain keep esbuild's own words and place.
  const others = failure.errors.filter((m) => !traced.names.has(missing.get(m) ?? ''));
  return new DocsBuildError('content', [
    ...traced.diagnostics,
    ...others.map((m) =>
      diagnostic('DemoBundle', { reason: m.text }, m.location ? { location: { file: path.resolve(packageRoot, m.location.file), line: m.location.line, column: m.location.column } } : {}),
    ),
  ]);
}

/** One diagnostic per demo variant and missing package it reaches; `names`: the packages some demo was found to reach. */
async function traceDemos(p: { demos: DemoRecord[]; contentDir: string; platform: 'browser' | 'node'; pending: Map<string, PendingDemo>; names: string[] }): Promise<{ diagnostics: Diagnostic[]; names: Set<string> }> {
  const graph = await demoImportGraph(p.demos, { contentDir: p.contentDir, platform: p.platform, missing: p.names });
  const diagnostics: Diagnostic[] = [];
  const names = new Set<string>();
  if (!graph) return { diagnostics, names };
  for (const demo of p.demos) {
    const shown = p.pending.get(demo.id);
    const notes = shown ? [`Shown by ${path.relative(p.contentDir, shown.page).split(path.sep).join('/')}:${shown.line}.`] : [];
    for (const variant of demo.variants) {
      for (const found of traceMissing(graph, path.join(p.contentDir, variant.file))) {
        names.add(found.name);
        diagnostics.push(missingPackageDiagnostic(found, { demo: variant.file, contentDir: p.contentDir, notes }));
      }
    }
  }
  return { diagnostics, names };
}
