import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { initSync, parse as lexModule } from 'es-module-lexer';
import { packageRootOf } from '../files.ts';
import { packageRoot } from '../paths.ts';
import { packageOf } from './package-name.ts';
import type { SpecifierUse } from './vendor-bundle.ts';

/** `export { a, b as c, default as D } from './file.js'`: the names, and the file. */
const RE_EXPORT = /^export\s*\{([^{}]*)\}\s*from\s*(["'])([^"']+)\2\s*;?$/;
const NAME = /^([A-Za-z_$][\w$]*)(?:\s+as\s+([A-Za-z_$][\w$]*))?$/;

/**
 * A package index that does nothing but re-export names from its own files (`export { default as
 * Delete } from './Delete.js'`, the 10,773 lines of @mui/icons-material's), by exported name: the
 * file and the name there. Undefined when it holds anything else (code, `export *`, a namespace
 * re-export), whose names cannot be read off its text.
 */
export function barrelExports(text: string): Map<string, { from: string; name: string }> | undefined {
  initSync();
  let found: ReturnType<typeof lexModule>[0];
  try {
    found = lexModule(text)[0];
  } catch {
    return undefined;
  }
  if (found.length === 0) return undefined;
  const names = new Map<string, { from: string; name: string }>();
  let rest = '';
  let at = 0;
  for (const entry of found) {
    // A static statement (an import() call or import.meta is code), re-exporting from a file of the package.
    if (entry.d !== -1 || entry.n === undefined || !entry.n.startsWith('.')) return undefined;
    const statement = RE_EXPORT.exec(text.slice(entry.ss, entry.se).trim());
    if (!statement) return undefined;
    for (const element of statement[1]!.split(',').map((e) => e.trim()).filter(Boolean)) {
      const name = NAME.exec(element);
      if (!name) return undefined;
      names.set(name[2] ?? name[1]!, { from: statement[3]!, name: name[1]! });
    }
    rest += text.slice(at, entry.ss);
    at = entry.se;
  }
  rest += text.slice(at);
  // Between the statements: nothing but their semicolons, comments and white space.
  if (rest.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '').replace(/[;\s]/g, '') !== '') return undefined;
  return names;
}

/** The module standing in for a barrel: only the given names, each straight from its file. */
export function flatBarrel(exports: Map<string, { from: string; name: string }>, names: Iterable<string>): string | undefined {
  const lines: string[] = [];
  for (const name of [...names].sort()) {
    const found = exports.get(name);
    if (!found) return undefined;
    lines.push(`export { ${found.name === name ? name : `${found.name} as ${name}`} } from ${JSON.stringify(found.from)};`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Indexes of fewer files are bundled as they are: flattening one saves little reading, and its
 * files would be reached both through it and through the package's own imports of it.
 */
export const MIN_BARREL_FILES = 100;

const NAMESPACE = 'docs-barrel';

/**
 * Where esbuild resolves each specifier with these options (from their working folder, the
 * package root), and whether the package declares that file free of side effects: a build of
 * nothing but the imports, in which every file loads empty, so that its metafile names where each
 * import went and no file is read. (Asking `build.resolve` for each import instead took 4.2-5.4 s
 * for the docs' 299 specifiers, against 0.14 s: esbuild makes a new resolver, with empty caches,
 * for every such call; evanw/esbuild#3795.) A specifier that does not resolve makes the probe
 * fail: then nothing is flattened, and the build proper reports the import.
 */
async function resolveAll(specifiers: string[], options: esbuild.BuildOptions): Promise<Map<string, { file: string; sideEffects: boolean }>> {
  const resolved = new Map<string, { file: string; sideEffects: boolean }>();
  if (specifiers.length === 0) return resolved;
  const from = options.absWorkingDir ?? packageRoot;
  let metafile: esbuild.Metafile;
  try {
    ({ metafile } = await esbuild.build({
      absWorkingDir: from,
      ...(options.platform ? { platform: options.platform } : {}),
      ...(options.nodePaths ? { nodePaths: options.nodePaths } : {}),
      ...(options.conditions ? { conditions: options.conditions } : {}),
      ...(options.mainFields ? { mainFields: options.mainFields } : {}),
      stdin: { contents: specifiers.map((s) => `import ${JSON.stringify(s)};`).join('\n'), resolveDir: from, loader: 'js', sourcefile: PROBE },
      bundle: true,
      write: false,
      metafile: true,
      logLevel: 'silent',
      plugins: [{ name: 'docs-barrel-probe', setup: (build) => build.onLoad({ filter: /.*/, namespace: 'file' }, () => ({ contents: '', loader: 'js' })) }],
    }));
  } catch {
    return resolved;
  }
  for (const { path: file, original, external } of metafile.inputs[PROBE]?.imports ?? []) {
    // Files outside the namespace `file` are named `namespace:path`.
    if (external || original === undefined || /^[\w-]+:/.test(file)) continue;
    const absolute = path.resolve(from, file);
    resolved.set(original, { file: absolute, sideEffects: !declaredFreeOfSideEffects(absolute) });
  }
  return resolved;
}

/** The probe's entry, as its metafile names it. */
const PROBE = 'docs-barrel-probe.js';

/**
 * Whether the package.json nearest to a file (as for esbuild, which reads `sideEffects` from that
 * one alone: `esm/package.json` in @mui/icons-material) says `"sideEffects": false`. A list of
 * files counts as having side effects: the index is then bundled as it is.
 */
function declaredFreeOfSideEffects(file: string): boolean {
  try {
    return (JSON.parse(fs.readFileSync(path.join(packageRootOf(file), 'package.json'), 'utf8')) as { sideEffects?: unknown }).sideEffects === false;
  } catch {
    return false; // no manifest up to the root, or one that does not parse
  }
}

/**
 * Named imports of a package index of hundreds of files that only re-exports them (`import {
 * Delete, Star } from '@mui/icons-material'`) are bundled from a module that re-exports only the
 * names the demos import (`uses`), each from its own file. esbuild reads every file an import
 * reaches before it shakes the tree, so a named import of one icon from the index made it parse
 * all 10,776 files of the icon set in each bundle holding it: the outer groups' scan, the groups,
 * the server bundle (about a second of both cores each, measured alone), for the four demos of
 * the docs that import so. The output does the same: such a package declares itself free of side
 * effects (`sideEffects: false`, checked), so the icons no demo names were left out already.
 *
 * `options` are those of the build the plugin is for (its platform and resolution). Only imports
 * made outside node_modules are flattened (the demos, their files, the package groups' entries:
 * what `uses` lists), and not those resolving to another copy of the package (`nested`).
 */
export async function barrelImportsPlugin(uses: ReadonlyMap<string, SpecifierUse>, options: esbuild.BuildOptions, nested: (specifier: string, resolveDir: string) => boolean): Promise<esbuild.Plugin> {
  const candidates = [...uses].filter(([specifier, use]) => !use.whole && use.names.size > 0 && packageOf(specifier) !== undefined).map(([specifier]) => specifier);
  const flat = new Map<string, { file: string; contents: string }>();
  for (const [specifier, { file, sideEffects }] of await resolveAll(candidates, options)) {
    if (sideEffects) continue;
    const exports = barrelExports(fs.readFileSync(file, 'utf8'));
    if (!exports || new Set([...exports.values()].map((e) => e.from)).size < MIN_BARREL_FILES) continue;
    const contents = flatBarrel(exports, uses.get(specifier)!.names);
    if (contents) flat.set(specifier, { file, contents });
  }
  return {
    name: 'docs-barrel-imports',
    setup(build) {
      if (flat.size === 0) return;
      const filter = new RegExp(`^(?:${[...flat.keys()].map((s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})$`);
      build.onResolve({ filter }, (args) => {
        if (args.importer.includes(`${path.sep}node_modules${path.sep}`) || nested(args.path, args.resolveDir)) return undefined;
        return { path: args.path, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const { file, contents } = flat.get(args.path)!;
        return { contents, resolveDir: path.dirname(file), loader: 'js' };
      });
    },
  };
}
