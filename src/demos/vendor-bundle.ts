import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { initSync, parse as lexModule } from 'es-module-lexer';
import ts from 'typescript';
import { writeHashedModule } from '../cache/module-file.ts';
import { packageRoot } from '../paths.ts';
import { packageOf } from './package-name.ts';

/**
 * Packages in demo bundles, grouped. esbuild's code splitting makes a chunk of each set of entry
 * points that share code: with an entry per demo, a page of five Data Grid demos loaded 70 to
 * 80 scripts. Here the packages are bundled once, in a build of their own with one entry per
 * group (React and MUI; each MUI X package; each other library), holding exactly what some demo
 * imports from them. Demo modules import from those entries by URL, so a page loads the
 * island runtime, the groups its demos use, a few chunks the groups share, and one small module
 * per demo.
 */

/** What the demos (and the island runtime) import from one package specifier. */
export interface SpecifierUse {
  /** Names imported; `default` for a default import. */
  names: Set<string>;
  /** Imported as a namespace, dynamically, or re-exported whole: every export is needed. */
  whole: boolean;
}

/**
 * Packages every demo page needs: React, Emotion, MUI's core packages and Day.js (most demos'
 * dates), and what every MUI X package shares. Not the icons (demos import them, the MUI X
 * packages do not), nor Day.js's plugins and locales: a group of their own, loaded by the pages
 * whose code imports them (they were 42 KB of the core group's 759).
 */
const CORE = /^(?:react|react-dom|scheduler|react-is|prop-types|clsx|react-transition-group|dayjs|@emotion\/[\w-]+|@mui\/(?:material|system|utils|styled-engine|private-theming|lab|x-license|x-internals))$/;

/**
 * The group of a package specifier: `core`, an MUI X package (`data-grid-pro`), or the package's
 * own name. The pickers' adapters for other date libraries than Day.js are groups of their own:
 * they load those libraries, whose locale registries a demo sets up in the order it imports them
 * (moment-hijri adds to the Arabic locale, which must be defined first).
 */
export function groupOf(specifier: string): string {
  const name = packageOf(specifier) ?? specifier;
  if (name === 'dayjs' && specifier !== 'dayjs') return 'dayjs';
  if (CORE.test(name)) return 'core';
  const x = /^@mui\/x-([\w-]+)$/.exec(name);
  const adapter = /\/(Adapter\w+)$/.exec(specifier)?.[1];
  if (x && adapter && adapter !== 'AdapterDayjs') return `${x[1]}-${adapter}`;
  if (x) return x[1]!;
  return name.replace(/^@/, '').replace(/[^\w-]+/g, '-');
}

/**
 * The package imports left in bundles built with every package external: esbuild writes them as
 * plain import and export statements at the top, and `import()` calls. es-module-lexer finds them
 * (a lexer: it builds no syntax tree), and TypeScript parses the import and export statements it
 * found, all together, for their names. Parsing each bundle whole with TypeScript to walk its tree
 * for them was most of the scan's time on the docs (5 s of the main thread for 1,120 demos).
 */
export function packageImportsOf(outputs: { path: string; text: string }[]): Map<string, SpecifierUse> {
  const uses = new Map<string, SpecifierUse>();
  const use = (specifier: string) => {
    let found = uses.get(specifier);
    if (!found) uses.set(specifier, (found = { names: new Set(), whole: false }));
    return found;
  };
  initSync();
  const statements: string[] = [];
  for (const output of outputs) {
    if (!output.path.endsWith('.js')) continue;
    for (const found of lexModule(output.text)[0]) {
      // import.meta (-2), an import() call (its start), a statement (-1).
      if (found.d === -2) continue;
      if (found.d >= 0) {
        if (found.n !== undefined) use(found.n).whole = true;
      } else statements.push(output.text.slice(found.ss, found.se));
    }
  }
  const source = ts.createSourceFile('imports.js', statements.join(';\n'), ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const found = use(node.moduleSpecifier.text);
      const clause = node.importClause;
      if (clause?.name) found.names.add('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) found.whole = true;
      else if (bindings) for (const e of bindings.elements) found.names.add((e.propertyName ?? e.name).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const found = use(node.moduleSpecifier.text);
      if (!node.exportClause || ts.isNamespaceExport(node.exportClause)) found.whole = true;
      else for (const e of node.exportClause.elements) found.names.add((e.propertyName ?? e.name).text);
    }
  }
  // Only packages: the bundles' own files are inlined or chunks of their own.
  for (const specifier of uses.keys()) if (!packageOf(specifier)) uses.delete(specifier);
  return uses;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Every export name of the given specifiers, as the browser build sees them: they are bundled
 * (the packages' CSS imports empty) and their namespaces' keys read.
 */
export async function exportNamesOf(specifiers: string[], p: { nodePaths: string[] }): Promise<Map<string, string[]>> {
  if (specifiers.length === 0) return new Map();
  const lines = specifiers.map((s, i) => `import * as n${i} from ${JSON.stringify(s)};`);
  lines.push(`export const names = [${specifiers.map((_, i) => `Object.keys(n${i})`).join(', ')}];`);
  const result = await esbuild.build({
    stdin: { contents: lines.join('\n'), resolveDir: packageRoot, loader: 'js', sourcefile: 'docs-export-names.js' },
    absWorkingDir: packageRoot,
    bundle: true,
    write: false,
    format: 'esm',
    // Resolved as for the browser (packages' browser and module builds can differ from Node's in
    // what they export), run in Node: the packages only define things when they load.
    platform: 'browser',
    target: 'node20',
    loader: { '.css': 'empty' },
    nodePaths: p.nodePaths,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    banner: { js: "import { createRequire as __docsCreateRequire } from 'node:module'; const require = __docsCreateRequire(import.meta.url);" },
    outfile: path.join(packageRoot, '.demo-out', 'export-names.mjs'),
  });
  const file = writeHashedModule('export-names', result.outputFiles![0]!.contents);
  const { names } = (await import(pathToFileURL(file).href)) as { names: string[][] };
  return new Map(specifiers.map((s, i) => [s, names[i]!.filter((n) => n === 'default' || (IDENTIFIER.test(n) && n !== '__esModule')).sort()]));
}

/** Where a specifier's names are exported from: its group, and each name's alias there. */
export interface VendorPlan {
  /** Group → the module text of its entry. */
  entries: Map<string, string>;
  /** Specifier → its group and the alias of each of its names. */
  specifiers: Map<string, { group: string; aliases: Map<string, string>; sideEffect: boolean; whole: boolean }>;
}

/** The entry module of each group: one re-export per name some demo imports, under an alias unique in the group. */
export function planVendor(uses: Map<string, SpecifierUse>, names: Map<string, string[]>): VendorPlan {
  const entries = new Map<string, string[]>();
  const specifiers: VendorPlan['specifiers'] = new Map();
  for (const specifier of [...uses.keys()].sort()) {
    const use = uses.get(specifier)!;
    // A module imported for its side effects alone (a locale of a date library, say) runs with the
    // demos that import it, not with every demo of its package: it is a group of its own.
    const sideEffectOnly = !use.whole && use.names.size === 0 && groupOf(specifier) !== 'core';
    const group = sideEffectOnly ? specifier.replace(/^@/, '').replace(/[^\w-]+/g, '-') : groupOf(specifier);
    const lines = entries.get(group) ?? [];
    entries.set(group, lines);
    const index = [...specifiers.values()].filter((s) => s.group === group).length;
    const wanted = [...new Set([...use.names, ...(use.whole ? (names.get(specifier) ?? []) : [])])].sort();
    const aliases = new Map(wanted.map((name) => [name, `s${index}_${name}`]));
    specifiers.set(specifier, { group, aliases, sideEffect: wanted.length === 0, whole: use.whole });
    lines.push(wanted.length ? `export { ${wanted.map((n) => `${n} as ${aliases.get(n)}`).join(', ')} } from ${JSON.stringify(specifier)};` : `import ${JSON.stringify(specifier)};`);
  }
  return { entries: new Map([...entries].map(([group, lines]) => [group, `${lines.join('\n')}\n`])), specifiers };
}

/** The module standing in for a package specifier in a demo bundle: its names, re-exported from its group's entry. */
export function shimModule(specifier: string, plan: VendorPlan, urlOf: (group: string) => string): string | undefined {
  const found = plan.specifiers.get(specifier);
  if (!found) return undefined;
  const url = JSON.stringify(urlOf(found.group));
  if (found.sideEffect) return `import ${url};\n`;
  return `export { ${[...found.aliases].map(([name, alias]) => `${alias} as ${name}`).join(', ')} } from ${url};\n`;
}

/** Merges what two scans found. */
function mergeUses(into: Map<string, SpecifierUse>, from: Map<string, SpecifierUse>): void {
  for (const [specifier, use] of from) {
    const found = into.get(specifier);
    if (!found) into.set(specifier, { names: new Set(use.names), whole: use.whole });
    else {
      for (const name of use.names) found.names.add(name);
      found.whole ||= use.whole;
    }
  }
}

const isCore = (specifier: string) => groupOf(specifier) === 'core';

/**
 * The imports of the core packages (a superset of isCore: Day.js's plugins are not core), as an
 * esbuild filter: esbuild tests it itself, where `/^[^./]/` asked JavaScript about every package
 * import of every file of the X packages.
 */
const CORE_IMPORT = new RegExp(CORE.source.replace(/\$$/, '(?:/.*)?$'));

/** Where the package of each folder's imports resolves, by folder and package name (see nestedCopy). */
const copies = new Map<string, string | null>();

/**
 * Whether a package specifier, imported from a file in `resolveDir`, resolves to another copy of
 * the package than the checkout's own (`node_modules/<name>` of the package root): a package may
 * carry its own versions of its dependencies (Joy UI holds @mui/system 5 beside the site's 7).
 * Such an import is bundled where it is made, never replaced by the group of the top-level copy,
 * which may lack or change its names. Node's lookup: the nearest `node_modules/<name>` going up.
 */
export function nestedCopy(specifier: string, resolveDir: string): boolean {
  const name = packageOf(specifier);
  if (!name || !resolveDir) return false;
  const top = path.join(packageRoot, 'node_modules', name);
  const seen: string[] = [];
  let found: string | null = null;
  for (let dir = resolveDir; ; dir = path.dirname(dir)) {
    const key = `${dir}\0${name}`;
    const known = copies.get(key);
    if (known !== undefined) {
      found = known;
      break;
    }
    seen.push(key);
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(candidate)) {
      found = candidate;
      break;
    }
    if (path.dirname(dir) === dir) break;
  }
  for (const key of seen) copies.set(key, found);
  return found !== null && found !== top;
}
const ENTRY = 'docs-vendor-entry';
const URL_OF = 'docs-vendor-url:';
const SHIM = 'docs-vendor';
const UNUSED = 'docs-vendor-unused';
const SHIM_FROM = '\0from:';
/** The namespace of shim modules, and what separates a shim's specifier from its importer in its path (see shimmedSpecifiers in bundle-demos.ts). */
export { SHIM as VENDOR_SHIM, SHIM_FROM };

/** Resolves group entries to their planned modules, and (with `shims`) package specifiers to shims importing the built groups by URL. */
function vendorPlugin(p: { entries: Map<string, string>; shims?: { plan: VendorPlan; urls: Map<string, string>; only?: (specifier: string) => boolean; filter?: RegExp; perImporter: boolean } }): esbuild.Plugin {
  return {
    name: 'docs-vendor',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${ENTRY}:`) }, (args) => ({ path: args.path.slice(ENTRY.length + 1), namespace: ENTRY }));
      build.onLoad({ filter: /.*/, namespace: ENTRY }, (args) => ({ contents: p.entries.get(args.path)!, resolveDir: packageRoot, loader: 'js' }));
      const shims = p.shims;
      if (!shims) return;
      build.onResolve({ filter: new RegExp(`^${URL_OF}`) }, (args) => ({ path: shims.urls.get(args.path.slice(URL_OF.length))!, external: true }));
      build.onResolve({ filter: shims.filter ?? /^[^./]/ }, (args) => {
        if (shims.only && !shims.only(args.path)) return undefined;
        // Another copy of the package than the groups hold: bundled here.
        if (nestedCopy(args.path, args.resolveDir)) return undefined;
        const found = shims.plan.specifiers.get(args.path);
        // With code splitting, a shim per importing file (but for packages imported whole, whose
        // namespace object would be made again in each): a shim shared by files of several groups
        // became a chunk of its own. The importer is named relative to the package root: esbuild
        // hashes the paths of a chunk's modules into its name, and an absolute path made the names
        // depend on the checkout's place.
        if (found) return { path: found.whole || !shims.perImporter ? args.path : `${args.path}${SHIM_FROM}${path.relative(packageRoot, args.importer).split(path.sep).join('/')}`, namespace: SHIM };
        // Imported by a file the scan's tree shaking dropped (resolution comes first): a module of
        // nothing, which must not be in the output (checkVendorShims).
        return { path: args.path, namespace: UNUSED };
      });
      build.onLoad({ filter: /.*/, namespace: UNUSED }, () => ({ contents: 'module.exports = {};\n', loader: 'js' }));
      build.onLoad({ filter: /.*/, namespace: SHIM }, (args) => ({ contents: shimModule(args.path.split(SHIM_FROM)[0]!, shims.plan, (group) => `${URL_OF}${group}`)!, loader: 'js' }));
    },
  };
}

/** The built package groups: their files, the URL of each group's entry, and the plan demo bundles import them by. */
export interface BuiltVendor {
  plan: VendorPlan;
  urls: Map<string, string>;
  /** The groups' files (paths under the build's outdir). */
  outputs: { path: string; contents: Uint8Array }[];
  /** Each output's imports and entry point (what the import graph and preloads are read from). */
  graphs: OutputGraph[];
  /** The package.json of every package the groups hold code of. */
  packages: string[];
}

/** The part of an esbuild metafile the import graph is read from. */
export type OutputGraph = Record<string, { imports: esbuild.Metafile['outputs'][string]['imports']; entryPoint?: string }>;

/**
 * Builds the package groups in two layers. The core group (React, MUI, Emotion, Day.js) is one
 * module holding what the demos and the other groups import from it, so each of those packages
 * exists once on a page. The other groups import it by URL, and share chunks among themselves.
 */
export async function buildVendor(uses: Map<string, SpecifierUse>, p: { options: esbuild.BuildOptions; plugins: esbuild.Plugin[]; urlOf: (out: string) => string }): Promise<BuiltVendor> {
  copies.clear(); // node_modules may have changed since the last build of this process (watch mode)
  const nodePaths = p.options.nodePaths ?? [];
  const outerUses = new Map([...uses].filter(([specifier]) => !isCore(specifier)));
  const outerPlan = planVendor(outerUses, await exportNamesOf(wholeSpecifiers(outerUses), { nodePaths }));
  const outerEntries = [...outerPlan.entries.keys()].map((group) => ({ in: `${ENTRY}:${group}`, out: group }));
  // What the other groups import from core packages, read from a build of every file of theirs
  // that the real build reads: each of their specifiers re-exported whole, without tree shaking.
  // (esbuild resolves, and checks the names of, the imports of every file it reads, also those of
  // files it then leaves out, such as the unused parts of a package index.)
  const leaveCoreOut: esbuild.Plugin = { name: 'docs-core-out', setup: (build) => build.onResolve({ filter: CORE_IMPORT }, (args) => (isCore(args.path) && !nestedCopy(args.path, args.resolveDir) ? { path: args.path, external: true } : undefined)) };
  const coreUses = new Map([...uses].filter(([specifier]) => isCore(specifier)));
  if (outerEntries.length) {
    // With the real entry's own re-exports too: `export *` leaves a default export out (a default
    // import such as `import Stack from '@mui/joy/Stack'` would not be read), and a package marked
    // free of side effects may have modules that only a named re-export reaches.
    const whole = new Map([...outerPlan.entries].map(([group, entry]) => [group, `${entry}${[...outerPlan.specifiers].filter(([, s]) => s.group === group).map(([specifier]) => `export * from ${JSON.stringify(specifier)};`).join('\n')}`]));
    const scan = await esbuild.build({ ...p.options, minify: false, treeShaking: false, entryPoints: outerEntries, plugins: [vendorPlugin({ entries: whole }), leaveCoreOut, ...p.plugins], write: false, metafile: true, splitting: true });
    mergeUses(coreUses, new Map([...packageImportsOf([...scan.outputFiles.map((f) => ({ path: f.path, text: f.text })), ...droppedNestedFiles(scan.metafile)])].filter(([specifier]) => isCore(specifier))));
  }
  const corePlan = planVendor(coreUses, await exportNamesOf(wholeSpecifiers(coreUses), { nodePaths }));
  const plan: VendorPlan = { entries: new Map([...corePlan.entries, ...outerPlan.entries]), specifiers: new Map([...corePlan.specifiers, ...outerPlan.specifiers]) };
  const urls = new Map<string, string>();
  const named = (result: esbuild.BuildResult<{ write: false; metafile: true }>) => {
    for (const [out, meta] of Object.entries(result.metafile.outputs)) if (meta.entryPoint?.startsWith(`${ENTRY}:`)) urls.set(meta.entryPoint.slice(ENTRY.length + 1), p.urlOf(out));
    return result;
  };
  const results: esbuild.BuildResult<{ write: false; metafile: true }>[] = [];
  if (corePlan.entries.size) {
    results.push(named(await esbuild.build({ ...p.options, entryPoints: [{ in: `${ENTRY}:core`, out: 'core' }], plugins: [vendorPlugin({ entries: corePlan.entries }), ...p.plugins], write: false, metafile: true })));
  }
  if (outerEntries.length) {
    const shims = { plan: corePlan, urls, only: isCore, filter: CORE_IMPORT, perImporter: true };
    results.push(named(checkVendorShims(await esbuild.build({ ...p.options, entryPoints: outerEntries, plugins: [vendorPlugin({ entries: outerPlan.entries, shims }), ...p.plugins], write: false, metafile: true, splitting: true }))));
  }
  return {
    plan,
    urls,
    outputs: results.flatMap((r) => r.outputFiles.map((f) => ({ path: f.path, contents: f.contents }))),
    graphs: results.map((r) => Object.fromEntries(Object.entries(r.metafile.outputs).map(([out, meta]) => [out, { imports: meta.imports, ...(meta.entryPoint ? { entryPoint: meta.entryPoint } : {}) }]))),
    packages: [...new Set(results.flatMap((r) => Object.keys(r.metafile.inputs)).map(packageJsonOf).filter((f) => f !== undefined))].sort(),
  };
}

/**
 * Files of nested package copies (`node_modules/a/node_modules/b`) that the scan read but left
 * out of its output (a package free of side effects loses its unused modules even without tree
 * shaking), with their text: esbuild checks their imports all the same, so the names they import
 * from the core packages must be in the core group too. (The top-level packages' such imports are
 * the names the core packages export to each other, which the core group holds already.)
 */
function droppedNestedFiles(metafile: esbuild.Metafile): { path: string; text: string }[] {
  const kept = new Set(Object.values(metafile.outputs).flatMap((o) => Object.entries(o.inputs).filter(([, i]) => i.bytesInOutput > 0).map(([file]) => file)));
  return Object.entries(metafile.inputs)
    .filter(([file, input]) => !kept.has(file) && (file.match(/node_modules\//g)?.length ?? 0) > 1 && !file.includes(':') && input.imports.some((i) => i.external && isCore(i.path)))
    .map(([file]) => ({ path: `${file}.js`, text: fs.readFileSync(path.resolve(packageRoot, file), 'utf8') }));
}

/** The package.json of the package an esbuild input (relative to the working directory) belongs to. */
function packageJsonOf(input: string): string | undefined {
  const at = input.lastIndexOf('node_modules/');
  if (at === -1 || input.includes(':')) return undefined;
  const [first, second] = input.slice(at + 'node_modules/'.length).split('/');
  const name = first?.startsWith('@') ? `${first}/${second}` : first;
  return name ? path.resolve(packageRoot, input.slice(0, at), 'node_modules', name, 'package.json') : undefined;
}

/** Fails when a kept file imports a package the scan did not find: it would get nothing from it. */
export function checkVendorShims(result: esbuild.BuildResult<{ write: false; metafile: true }>): typeof result {
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      if (input.startsWith(`${UNUSED}:`) && bytesInOutput > 0) throw new Error(`The demo bundles need ${input.slice(UNUSED.length + 1)}, which the scan of their imports did not find`);
    }
  }
  return result;
}

const wholeSpecifiers = (uses: Map<string, SpecifierUse>) => [...uses].filter(([, use]) => use.whole).map(([specifier]) => specifier);

/**
 * The plugin of demo bundles: every package specifier a shim importing its group's entry. A build
 * with code splitting (`splitting`) needs a shim per importing file (see vendorPlugin). Without, one
 * shim per specifier serves every file: the docs' demo modules, a build of one output per demo,
 * parsed a shim (with every name the demos import from its specifier) for each file importing
 * a package, about 5,000 of them, and the shims of two files of one demo that import the same
 * package became two import statements of the same names in its module.
 */
export const vendorShims = (vendor: Pick<BuiltVendor, 'plan' | 'urls'>, p: { splitting: boolean }): esbuild.Plugin => vendorPlugin({ entries: new Map(), shims: { plan: vendor.plan, urls: vendor.urls, perImporter: p.splitting } });

/** What demo bundles import the built groups by, as JSON (kept with the demo stage's record, for rebuilding one demo in watch mode). */
export interface VendorIndex {
  specifiers: [string, { group: string; aliases: [string, string][]; sideEffect: boolean; whole: boolean }][];
  urls: [string, string][];
}

export const vendorIndexOf = (vendor: Pick<BuiltVendor, 'plan' | 'urls'>): VendorIndex => ({
  specifiers: [...vendor.plan.specifiers].map(([specifier, s]) => [specifier, { ...s, aliases: [...s.aliases] }]),
  urls: [...vendor.urls],
});

/** The groups' plan and URLs again (without the entries' texts, which only the groups' build reads). */
export const vendorOfIndex = (index: VendorIndex): Pick<BuiltVendor, 'plan' | 'urls'> => ({
  plan: { entries: new Map(), specifiers: new Map(index.specifiers.map(([specifier, s]) => [specifier, { ...s, aliases: new Map(s.aliases) }])) },
  urls: new Map(index.urls),
});

/** The first package import the built groups do not provide (a new package, or a name of one no demo imported before); undefined when they provide all. */
export function missingFromVendor(uses: Map<string, SpecifierUse>, plan: VendorPlan): string | undefined {
  for (const [specifier, use] of uses) {
    const found = plan.specifiers.get(specifier);
    if (!found) return specifier;
    if (use.whole && !found.whole) return `${specifier} (imported whole)`;
    const name = [...use.names].find((n) => !found.aliases.has(n));
    if (name) return `${name} of ${specifier}`;
  }
  return undefined;
}
