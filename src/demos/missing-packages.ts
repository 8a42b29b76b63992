import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { packageRoot } from '../paths.ts';
import { importsOf } from './transform.ts';
import { packageOf } from './package-name.ts';

/**
 * What each file imports: the specifier as written and the file it resolved to, or, for a package
 * that is not installed, its name. Made from esbuild's metafile or from TypeScript's resolutions.
 */
export type ImportGraph = Map<string, ImportEdge[]>;

/** One import of a file: the specifier as written, and the file it resolved to or the package that is not installed. */
export interface ImportEdge {
  specifier: string;
  target?: string;
  missing?: string;
}

/** One package a demo reaches but that is not installed, and the shortest chain of files that leads to it. */
export interface MissingImport {
  name: string;
  /** From the demo's own file to the file importing the package (absolute paths). */
  chain: string[];
  /** The specifier each file of the chain imports the next one with; the last names the package. */
  specifiers: string[];
}

/** True when `name` is installed where `fromDir` or this package would find it. */
export function isInstalled(name: string, fromDir: string): boolean {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'node_modules', name, 'package.json'))) return true;
    if (path.dirname(dir) === dir) break;
  }
  return fs.existsSync(path.join(packageRoot, 'node_modules', name, 'package.json'));
}

/**
 * The package an unresolved import names, when it is an npm package that is not installed (not a
 * relative path, a Node built-in, or a missing file of an installed package). `importer` is the
 * file holding the import.
 */
export function missingPackageOf(specifier: string, importer: string): string | undefined {
  if (isBuiltin(specifier)) return undefined;
  const name = packageOf(specifier);
  return name && !isInstalled(name, path.dirname(importer)) ? name : undefined;
}

/** Each missing package reached from `root`, with the shortest import chain to it (breadth first). */
export function traceMissing(graph: ImportGraph, root: string): MissingImport[] {
  const from = new Map<string, { parent: string; specifier: string } | undefined>([[root, undefined]]);
  const found = new Map<string, MissingImport>();
  const chainTo = (file: string) => {
    const chain = [file];
    const specifiers: string[] = [];
    for (let step = from.get(file); step; step = from.get(step.parent)) {
      chain.unshift(step.parent);
      specifiers.unshift(step.specifier);
    }
    return { chain, specifiers };
  };
  for (const queue = [root]; queue.length; ) {
    const file = queue.shift()!;
    for (const edge of graph.get(file) ?? []) {
      if (edge.missing && !found.has(edge.missing)) {
        const { chain, specifiers } = chainTo(file);
        found.set(edge.missing, { name: edge.missing, chain, specifiers: [...specifiers, edge.specifier] });
      } else if (edge.target && !from.has(edge.target)) {
        from.set(edge.target, { parent: file, specifier: edge.specifier });
        queue.push(edge.target);
      }
    }
  }
  return [...found.values()];
}

const inNodeModules = (file: string) => /[\\/]node_modules[\\/]/.test(file);
/** A file inside node_modules as a reader knows it: from the package name on. */
const shortName = (file: string) => file.split(/[\\/]node_modules[\\/]/).pop()!.split(path.sep).join('/');

/**
 * One diagnostic for a demo that reaches a package that is not installed: at the import of the
 * demo (or of a file beside it) that leads there, with the chain of files through the packages.
 */
export function missingPackageDiagnostic(found: MissingImport, p: { demo: string; contentDir: string; notes?: string[] }): Diagnostic {
  const rel = (file: string) => path.relative(p.contentDir, file).split(path.sep).join('/');
  // The last file of the content in the chain: the demo's own import statement leading there.
  let k = 0;
  while (k + 1 < found.chain.length && !inNodeModules(found.chain[k + 1]!)) k++;
  const file = found.chain[k]!;
  let line: number | undefined;
  try {
    line = importsOf(fs.readFileSync(file, 'utf8'), file).find((i) => i.specifier === found.specifiers[k])?.line;
  } catch {
    line = undefined;
  }
  const importer = found.chain[found.chain.length - 1]!;
  const steps = found.chain.map((f, i) => (inNodeModules(f) ? shortName(f) : `${rel(f)}${i === k && line ? `:${line}` : ''}`));
  const chain = `Import chain: ${[...steps, `"${found.specifiers[found.specifiers.length - 1]}"`].join(' → ')}.`;
  return diagnostic(
    'DemoPackageMissing',
    { demo: p.demo, name: found.name, ...(inNodeModules(importer) ? { via: shortName(importer) } : {}) },
    { location: { file, ...(line ? { line } : {}) }, notes: [chain, ...(p.notes ?? [])] },
  );
}
