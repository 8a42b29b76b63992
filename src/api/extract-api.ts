import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  API_CATALOGUE,
  API_HOOKS,
  API_INTERFACES,
  DOCS_VERSION,
  PRODUCT_PACKAGES,
  type ApiProduct,
  type CatalogueComponent,
  type CatalogueHook,
  type CatalogueInterface,
} from './catalogue.ts';
import { extractEvents } from './extract-events.ts';
import { extractHook, uncataloguedHooks } from './extract-hooks.ts';
import { extractComponent, extractInterface, findExport, type CatalogueExport, type ExtractContext, type OpenPackage } from './extract-members.ts';
import { extractLocales } from './extract-locales.ts';
import { extractSelectors } from './extract-selectors.ts';
import { extractReferencedTypes } from './extract-types.ts';
import { themeAugmentationEntry, themeKeysOf } from './extract-theme.ts';
import { editDistance, ownFileTest } from './ts-members.ts';
import type { ApiData, ApiWarning, InterfaceApi } from './types.ts';

/** Options of {@link extractApi}. */
export interface ExtractApiOptions {
  /** The node_modules folder holding the packages. */
  nodeModules: string;
  /** Component pages to extract (default: the whole MUI X catalogue). */
  catalogue?: readonly CatalogueComponent[];
  /** Interface pages to extract (default: the MUI X interface pages). */
  interfaces?: readonly CatalogueInterface[];
  /** Hook pages to extract (default: every public MUI X hook). */
  hooks?: readonly CatalogueHook[];
  /** Package folders that are not under `nodeModules` (e.g. test fixtures), by package name. */
  packageDirs?: Record<string, string>;
}

/** A package found on disk, before the program opens it. */
interface FoundPackage {
  name: string;
  version: string;
  dir: string;
  entry: string;
}

/** Counts TypeScript programs created by the extractor (lets tests prove that a cached load creates none). */
export const extractorStats = { programs: 0 };

/** The entry declaration file of a package, from its package.json (exports `.` types, then `types`/`typings`). */
function entryOf(dir: string, pkg: Record<string, unknown>): string {
  const pick = (v: unknown): string | undefined => {
    if (typeof v === 'string') return v.endsWith('.d.ts') ? v : undefined;
    if (!v || typeof v !== 'object') return undefined;
    const o = v as Record<string, unknown>;
    return pick(o.types) ?? pick(o.require) ?? pick(o.default) ?? pick(o.import);
  };
  const dot = (pkg.exports as Record<string, unknown> | undefined)?.['.'];
  const rel = pick(dot) ?? (pkg.types as string | undefined) ?? (pkg.typings as string | undefined) ?? 'index.d.ts';
  return path.join(dir, rel);
}

/** Reads the name, version and entry of each package that exists; warns about missing required ones. */
function findPackages(p: { names: Set<string>; required: Set<string>; dirOf: (name: string) => string }, warnings: ApiWarning[]): FoundPackage[] {
  const { required, dirOf } = p;
  const found: FoundPackage[] = [];
  for (const name of p.names) {
    const manifest = path.join(dirOf(name), 'package.json');
    if (!fs.existsSync(manifest)) {
      if (required.has(name)) warnings.push({ code: 'ApiPackageMissing', package: name, manifest, docsVersion: DOCS_VERSION });
      continue;
    }
    const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, unknown>;
    const version = String(pkg.version);
    if (version !== DOCS_VERSION) {
      warnings.push({ code: 'ApiVersionMismatch', package: name, installed: version, docsVersion: DOCS_VERSION });
    }
    const dir = fs.realpathSync(path.dirname(manifest));
    found.push({ name, version, dir, entry: entryOf(dir, pkg) });
  }
  return found;
}

/**
 * Without a date library adapter, the pickers' `PickerValidDate` resolves to `any`, and every date-typed prop
 * would read `any`. This in-memory declaration file registers an opaque date type instead (what an adapter
 * import does), so that those props keep their `PickerValidDate` / `PickerValue` names.
 */
const PICKERS_AUGMENTATION = `import type {} from '@mui/x-date-pickers/models';
export interface PickerValidDate { readonly __docsBuildDate: true }
declare module '@mui/x-date-pickers/models' {
  interface PickerValidDateLookup { docsBuild: import('./__docs_build_api__.cjs').PickerValidDate }
}
`;

/** Creates the one program over every package entry (CommonJS declarations, Node16 resolution). */
function createProgram(found: FoundPackage[], nodeModules: string): ts.Program {
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.Node16,
    moduleResolution: ts.ModuleResolutionKind.Node16,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  const host = ts.createCompilerHost(options, true);
  // The theme augmentation is a subpath of its own: the theme keys of the component pages come from it.
  const rootNames = found.flatMap((p) => [p.entry, themeAugmentationEntry(p.dir)].filter((f): f is string => f !== undefined));
  if (found.some((p) => p.name === '@mui/x-date-pickers')) {
    const virtual = path.join(path.dirname(fs.realpathSync(nodeModules)), '__docs_build_api__.d.cts').replace(/\\/g, '/');
    const { getSourceFile, fileExists, readFile } = host;
    host.getSourceFile = (file, lang, ...rest) =>
      file === virtual ? ts.createSourceFile(file, PICKERS_AUGMENTATION, lang) : getSourceFile.call(host, file, lang, ...rest);
    host.fileExists = (file) => file === virtual || fileExists.call(host, file);
    host.readFile = (file) => (file === virtual ? PICKERS_AUGMENTATION : readFile.call(host, file));
    rootNames.push(virtual);
  }
  extractorStats.programs++;
  return ts.createProgram({ rootNames, options, host });
}

/** Lets other work of the thread run between the synchronous steps of a long extraction. */
const breathe = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The packages of each product: its plan packages, then the other packages the catalogue takes its pages from (e.g. a test fixture). */
function productPackagesOf(catalogue: readonly CatalogueComponent[]): Record<ApiProduct, readonly string[]> {
  const packages = Object.fromEntries(Object.entries(PRODUCT_PACKAGES).map(([product, names]) => [product, [...names]])) as Record<ApiProduct, string[]>;
  for (const entry of catalogue) if (!packages[entry.product].includes(entry.packageName)) packages[entry.product].push(entry.packageName);
  return packages;
}

/** Opens each package's entry in the program and lists its root exports. */
function openPackages(program: ts.Program, found: FoundPackage[], warnings: ApiWarning[]): Map<string, OpenPackage> {
  const checker = program.getTypeChecker();
  const packages = new Map<string, OpenPackage>();
  for (const p of found) {
    const file = program.getSourceFile(p.entry);
    const moduleSymbol = file && checker.getSymbolAtLocation(file);
    if (!moduleSymbol) {
      warnings.push({ code: 'ApiEntryUnreadable', package: p.name, entry: p.entry });
      continue;
    }
    const exports = new Map(checker.getExportsOfModule(moduleSymbol).map((s) => [s.getName(), s] as const));
    packages.set(p.name, { ...p, exports });
  }
  return packages;
}

/** The three exports of the packages closest to a name (for the hint of a missing export). */
function closestExports(name: string, pkgs: OpenPackage[]): string[] {
  return pkgs
    .flatMap((pkg) => [...pkg.exports.keys()])
    .filter((n, i, a) => a.indexOf(n) === i)
    .map((n) => ({ n, d: editDistance(name, n) }))
    .sort((a, b) => a.d - b.d || a.n.localeCompare(b.n))
    .slice(0, 3)
    .map((x) => x.n);
}

/** Extracts each entry of a catalogue from its package (components or hooks), warning about the missing ones. */
async function extractEach<T>(ctx: ExtractContext, p: { kind: 'Component' | 'Hook'; catalogue: readonly CatalogueComponent[]; warnings: ApiWarning[]; extract: (found: CatalogueExport) => T | ApiWarning | undefined }): Promise<T[]> {
  const made: T[] = [];
  for (const entry of p.catalogue) {
    await breathe();
    const pkg = ctx.packages.get(entry.packageName);
    if (!pkg) continue;
    const exported = findExport(pkg, entry.name);
    const api = exported ? p.extract({ entry, pkg, exported }) : undefined;
    if (api === undefined) p.warnings.push({ code: 'ApiExportMissing', kind: p.kind, name: entry.name, packages: [`${pkg.name}@${pkg.version}`], closest: closestExports(entry.name, [pkg]) });
    else if (typeof api === 'object' && api !== null && 'code' in api) p.warnings.push(api);
    else made.push(api as T);
  }
  return made;
}

/**
 * Extracts the API of every catalogue component, hook and interface from the installed packages'
 * declarations, then the pages of the types those name. Asynchronous only to yield between pages:
 * the thread answers its messages (a test runner's, a watch server's) during an extraction that
 * takes tens of seconds on a busy machine.
 */
export async function extractApi(options: ExtractApiOptions): Promise<ApiData> {
  const catalogue = options.catalogue ?? API_CATALOGUE;
  const interfaces = options.interfaces ?? API_INTERFACES;
  const hookCatalogue = options.hooks ?? API_HOOKS;
  const warnings: ApiWarning[] = [];
  const required = new Set([...catalogue, ...hookCatalogue].map((c) => c.packageName).concat(interfaces.flatMap((i) => PRODUCT_PACKAGES[i.product])));
  const all = new Set([...required, ...[...catalogue, ...hookCatalogue].flatMap((c) => PRODUCT_PACKAGES[c.product])]);
  const dirOf = (name: string) => options.packageDirs?.[name] ?? path.join(options.nodeModules, name);
  const found = findPackages({ names: all, required, dirOf }, warnings);

  await breathe();
  const program = createProgram(found, options.nodeModules);
  await breathe();
  const checker = program.getTypeChecker();
  const packages = openPackages(program, found, warnings);
  warnings.push(...nestedPackageWarnings(program, options.nodeModules));
  const isOwn = ownFileTest(found.map((p) => p.dir));
  const ctx: ExtractContext = { program, checker, packages, isOwn, themeKeys: themeKeysOf(program, checker, isOwn), productPackages: productPackagesOf([...catalogue, ...hookCatalogue]) };

  const components = await extractEach(ctx, { kind: 'Component', catalogue, warnings, extract: (c) => extractComponent(ctx, c) });
  const hooks = await extractEach(ctx, { kind: 'Hook', catalogue: hookCatalogue, warnings, extract: (h) => extractHook(ctx, h) });
  warnings.push(...uncataloguedHooks(ctx, hookCatalogue));
  const interfaceApis: InterfaceApi[] = [];
  for (const entry of interfaces) {
    await breathe();
    const api = extractInterface(ctx, entry);
    if (api) {
      interfaceApis.push(api);
      continue;
    }
    const owners = ctx.productPackages[entry.product].flatMap((n) => packages.get(n) ?? []);
    warnings.push({ code: 'ApiExportMissing', kind: 'Interface', name: entry.name, packages: owners.map((p) => `${p.name}@${p.version}`), closest: closestExports(entry.name, owners) });
  }
  const { events, warnings: eventWarnings } = extractEvents(ctx);
  warnings.push(...eventWarnings);
  await breathe();
  const selectors = extractSelectors(ctx);
  await breathe();
  const referenced = extractReferencedTypes(ctx, { components, hooks, events, interfaces: interfaceApis });

  return {
    components,
    interfaces: [...interfaceApis, ...referenced],
    events,
    selectors,
    locales: extractLocales(options.nodeModules),
    hooks,
    packages: Object.fromEntries(found.map((p) => [p.name, p.version])),
    warnings,
  };
}

/** Warnings for MUI X packages loaded from a nested node_modules (e.g. a Pro package with its own community copy). */
function nestedPackageWarnings(program: ts.Program, nodeModules: string): ApiWarning[] {
  const nested = new Map<string, { owner: string; name: string; dir: string }>();
  for (const file of program.getSourceFiles()) {
    const m = /^(.*\/node_modules\/(@mui\/x-[^/]+))\/node_modules\/(@mui\/x-[^/]+)\//.exec(file.fileName.replace(/\\/g, '/'));
    if (m?.[1] && m[2] && m[3]) nested.set(`${m[2]} ${m[3]}`, { owner: m[2], name: m[3], dir: path.join(m[1], 'node_modules', m[3]) });
  }
  const versionAt = (dir: string): string | undefined => {
    try {
      return String(JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version);
    } catch {
      return undefined;
    }
  };
  return [...nested.values()].map(({ owner, name, dir }) => {
    const top = versionAt(path.join(nodeModules, name));
    return { code: 'ApiNestedPackage', owner, package: name, nested: versionAt(dir) ?? 'unknown', ...(top ? { topLevel: top } : {}) };
  });
}
