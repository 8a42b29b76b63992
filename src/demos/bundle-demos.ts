import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import * as esbuild from 'esbuild';
import { literalPattern, modulesDir, packageRoot } from '../paths.ts';
import { workerThreads } from '../threads.ts';
import type { Asset } from '../files.ts';
import { writeHashedModule } from '../cache/module-file.ts';
import { diagnostic } from '../diagnostics/codes.ts';
import { DocsBuildError } from '../diagnostics/diagnostic.ts';
import { LICENSE_ENV } from './constants.ts';
import { missingPackageOf, type ImportEdge, type ImportGraph } from './missing-packages.ts';
import { inputsOf } from './inline-script.ts';
import { barrelImportsPlugin } from './barrel-imports.ts';
import { buildVendor, checkVendorShims, nestedCopy, SHIM_FROM, VENDOR_SHIM, packageImportsOf, vendorIndexOf, vendorShims, type BuiltVendor, type OutputGraph, type SpecifierUse, type VendorIndex } from './vendor-bundle.ts';
import { cachedVendor } from './vendor-cache.ts';
import type { BuildCache } from '../cache/build-cache.ts';
import type { DemoRecord } from './types.ts';


const DEMO_NAMESPACE = 'docs-demo';
const LICENSE_MODULE = 'docs-demo-license';

export interface DemoBundle {
  assets: Asset[];
  /** URL of the island runtime. */
  runtime: string;
  /** URL of the script of demo frame documents (client/demo/frame.ts), when some demo is shown in an iframe. */
  frame?: string;
  /** `<id>:<style>` → URL of the module exporting that variant. */
  modules: Record<string, string>;
  /** Module URL → the URLs it needs before it runs (itself and its static imports, transitively). */
  preload: Record<string, string[]>;
  /** Files outside node_modules the bundle was built from (watch mode). */
  inputs: string[];
  /** What rebuilding some demos alone against the same groups needs (watch mode: update-demos.ts). */
  update: DemoUpdateBase;
  /** What the demos and the runtimes import from each package specifier (the server bundle flattens package indexes with it). */
  uses: Map<string, SpecifierUse>;
}

/** The package groups' plan and URLs, the static imports of their files and the runtimes', and the content files each demo was built from. */
export interface DemoUpdateBase {
  vendor: VendorIndex;
  /** Output URL → the URLs it imports statically. */
  graph: Record<string, string[]>;
  /** Demo id → the content files its modules were built from. */
  inputs: Record<string, string[]>;
}

export const entryKey = (id: string, style: string) => `${id}:${style}`;

/** A demo entry: the component as its module's default export, the licence set first when it needs one. */
export function entryPlugin(demos: DemoRecord[], contentDir: string, license: { key?: string; runtime: boolean }): esbuild.Plugin {
  const files = new Map<string, { file: string; license: boolean; embed?: DemoRecord['embed']; playground?: DemoRecord['playground'] }>();
  for (const demo of demos) {
    for (const v of demo.variants) {
      const file = v.file ? path.join(contentDir, v.file) : '';
      files.set(entryKey(demo.id, v.style), { file, license: demo.license, ...(demo.embed ? { embed: demo.embed } : {}), ...(demo.playground ? { playground: demo.playground } : {}) });
    }
  }
  const content = path.resolve(contentDir) + path.sep;
  return {
    name: 'docs-demo-entries',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${DEMO_NAMESPACE}:`) }, (args) => ({ path: args.path.slice(DEMO_NAMESPACE.length + 1), namespace: DEMO_NAMESPACE }));
      build.onResolve({ filter: new RegExp(`^${LICENSE_MODULE}$`) }, () => ({ path: LICENSE_MODULE, namespace: LICENSE_MODULE }));
      build.onLoad({ filter: /.*/, namespace: DEMO_NAMESPACE }, (args) => {
        const entry = files.get(args.path)!;
        const withLicense = entry.license && (license.key !== undefined || license.runtime);
        return {
          contents: `${withLicense ? `import '${LICENSE_MODULE}';\n` : ''}${entry.playground ? playgroundModule(entry.file, entry.playground, entry.embed?.props) : entry.embed ? embedModule(entry.file, entry.embed.props) : `export { default } from ${JSON.stringify(entry.file)};\n`}`,
          resolveDir: entry.file ? path.dirname(entry.file) : packageRoot,
          loader: 'js',
        };
      });
      // JavaScript-only demos (and the content's .js files) are written with JSX. The filter names
      // the content folder: with /\.js$/, esbuild asked this plugin about every file of the
      // packages the server bundle inlines (one round trip to JavaScript each).
      build.onLoad({ filter: new RegExp(`^${literalPattern(content)}.*\\.js$`) }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        return { contents: await readFile(args.path, 'utf8'), loader: 'jsx' };
      });
      // The browser bundle carries the key itself; the server bundle (cached on disk) reads it
      // from the environment when it runs, so the key is never written outside the demo bundle.
      build.onLoad({ filter: /.*/, namespace: LICENSE_MODULE }, () => ({
        contents: `import { LicenseInfo } from '@mui/x-license';\nLicenseInfo.setLicenseKey(${license.runtime ? `process.env.${LICENSE_ENV} ?? ''` : JSON.stringify(license.key)});\n`,
        resolveDir: packageRoot,
        loader: 'js',
      }));
    },
  };
}

/** The entry of an embedded component: a component rendering it with the props of its line. */
function embedModule(file: string, props: Record<string, unknown> | undefined): string {
  return [
    `import { createElement } from 'react';`,
    `import Component from ${JSON.stringify(file)};`,
    `const props = ${JSON.stringify(props ?? {})};`,
    `export default function Embedded() { return createElement(Component, props); }`,
    '',
  ].join('\n');
}

/**
 * The entry of a props playground: the component (the host file's default export when it has
 * one, else the package's), the host's `sample` props beneath the knobs' values, and the props
 * it starts with (client/demo/playground-stage.tsx listens for the knobs).
 */
function playgroundModule(file: string, playground: NonNullable<DemoRecord['playground']>, props: Record<string, unknown> | undefined): string {
  return [
    `import { playgroundStage } from ${JSON.stringify(path.join(packageRoot, 'client/demo/playground-stage.tsx'))};`,
    `import { ${playground.exportName ?? playground.component} as Component } from ${JSON.stringify(playground.specifier)};`,
    file ? `import * as host from ${JSON.stringify(file)};` : 'const host = {};',
    `export default playgroundStage(host.default ?? Component, host.sample ?? {}, ${JSON.stringify(props ?? {})});`,
    '',
  ].join('\n');
}

export const common = (demos: DemoRecord[]) => ({
  absWorkingDir: packageRoot,
  bundle: true,
  write: false,
  metafile: true,
  format: 'esm' as const,
  jsx: 'automatic' as const,
  // The packages' CSS files are empty markers (styles come from Emotion).
  loader: { '.css': 'empty' as const },
  // Demos beside content outside this package still resolve its installed packages.
  nodePaths: [path.join(packageRoot, 'node_modules')],
  logLevel: 'silent' as const,
  entryPoints: demos.flatMap((d) => d.variants.map((v) => ({ in: `${DEMO_NAMESPACE}:${entryKey(d.id, v.style)}`, out: `${d.id.replace(/[^\w-]+/g, '_')}-${v.style}` }))),
});

/** The island runtime, and the frame script when a page shows a demo in an iframe. */
const runtimesOf = (frames: boolean | undefined) => [
  { in: path.join(packageRoot, 'client/demo/island.tsx'), out: 'island' },
  ...(frames ? [{ in: path.join(packageRoot, 'client/demo/frame.ts'), out: 'frame' }] : []),
];

export const BROWSER = { platform: 'browser' as const, target: ['es2020', 'chrome100', 'firefox100', 'safari15'], minify: true, define: { 'process.env.NODE_ENV': '"production"' } };

/**
 * Bundles the demos for the browser: the island runtime and one small module per demo variant,
 * which import the packages from their groups' entries (vendor-bundle.ts), built once beside them.
 * When that fails, esbuild's errors name the groups' files rather than the demos: the caller
 * diagnoses the demos with {@link diagnoseDemos} (bundle-failure.ts).
 */
export async function bundleDemosForBrowser(demos: DemoRecord[], p: { contentDir: string; staticDir: string; licenseKey?: string; frames?: boolean; cache?: BuildCache }): Promise<DemoBundle> {
  return bundleWithVendor(demos, p);
}

/**
 * What the given entries import from packages: a build with every package left out, and without
 * tree shaking (esbuild resolves, and checks the names of, the imports of code it then drops).
 * With code splitting, a content file many demos import (a data set) is one chunk rather than a
 * copy inlined into each demo's output: on the docs, 2.1 MB of output instead of 5.1 MB, and the
 * scan took 1.0 s instead of 2.7 s, finding the same imports.
 */
export async function scanPackageImports(options: ReturnType<typeof common>, entries: esbuild.Plugin): Promise<Map<string, SpecifierUse>> {
  const scan = await esbuild.build({ ...options, plugins: [entries], packages: 'external', treeShaking: false, splitting: true, platform: 'browser', outdir: path.join(outRoot, 'scan') });
  return packageImportsOf(scan.outputFiles!.map((f) => ({ path: f.path, text: f.text })));
}

/** Where browser bundles are (nominally) written: they are kept in memory. */
export const outRoot = path.join(packageRoot, '.demo-out');

/** The URL of a browser bundle's output file (a metafile path), under the site's static folder. */
export const outputUrl = (staticDir: string) => (out: string) => `/${staticDir}/${path.relative(outRoot, path.resolve(packageRoot, out)).split(path.sep).join('/')}`;

async function bundleWithVendor(demos: DemoRecord[], p: { contentDir: string; staticDir: string; licenseKey?: string; frames?: boolean; cache?: BuildCache }): Promise<DemoBundle> {
  const base = common(demos);
  const runtimes = runtimesOf(p.frames);
  const entries = entryPlugin(demos, p.contentDir, { ...(p.licenseKey !== undefined ? { key: p.licenseKey } : {}), runtime: false });
  const urlOf = outputUrl(p.staticDir);
  const options = { ...base, ...BROWSER, outdir: outRoot, entryNames: 'demos/vendor/[name].[hash]', chunkNames: 'demos/chunks/[name].[hash]' };
  const uses = await scanPackageImports({ ...base, entryPoints: [...runtimes, ...base.entryPoints] }, entries);
  // Without the checkout's place (the options name the package root): the groups do not depend on it.
  const settings = JSON.stringify({ ...options, entryPoints: undefined, staticDir: p.staticDir }).replaceAll(JSON.stringify(packageRoot).slice(1, -1), '<package>');
  const vendor = await cachedVendor(p.cache, uses, { settings, outRoot, build: async () => buildVendor(uses, { options, plugins: [dayjsTimeZone({ server: false }), await barrelImportsPlugin(uses, options, nestedCopy)], urlOf }) });
  // The runtimes, then the demos, each package specifier standing for its names in a group's entry.
  // The runtimes share chunks (and load right-to-left styling on demand); each demo is one
  // module, with the files it imports from the content inlined (chunks shared by sets of demos
  // were a dozen requests of a few hundred bytes each on a page).
  // esbuild's service keeps what the scan and the groups took (its garbage collector returns it
  // late): the demos' build, started beside it, made the build's peak (esbuild at 1.05 GB on the
  // docs). A fresh service for the demos, and for each batch of them (demoBatches).
  const shims = vendorShims(vendor, { splitting: false });
  const batches: DemoBuild[] = [];
  for (const entryPoints of demoBatches(base.entryPoints)) {
    await esbuild.stop();
    batches.push(checkVendorShims(await esbuild.build({ ...options, entryPoints, plugins: [entries, shims], entryNames: 'demos/[name].[hash]', write: false, metafile: true })));
  }
  // And a fresh one for the runtimes: the last batch's memory is not kept beside their build.
  await esbuild.stop();
  const demoBuild = mergeBuilds(batches);
  // The live editor (a chunk of the runtimes) runs edited code against the same groups: it is told where each specifier's names are.
  const imports = demoImportsPlugin(demoImportsOf(vendor, shimmedSpecifiers(demoBuild.metafile!)));
  const runtimeBuild = checkVendorShims(await esbuild.build({ ...options, entryPoints: runtimes, plugins: [entries, imports, vendorShims(vendor, { splitting: true })], splitting: true, entryNames: 'demos/[name].[hash]', write: false, metafile: true }));
  const built = [runtimeBuild, demoBuild];
  const assets: Asset[] = [];
  const modules: Record<string, string> = {};
  let runtime = '';
  let frame: string | undefined;
  const byOut = new Map(base.entryPoints.map((e) => [e.out, e.in.slice(DEMO_NAMESPACE.length + 1)]));
  for (const output of [...vendor.outputs, ...built.flatMap((r) => r.outputFiles!)]) {
    const rel = path.relative(outRoot, output.path).split(path.sep).join('/');
    const file = `${p.staticDir}/${rel}`;
    assets.push({ file, contents: output.contents });
    const out = /^demos\/([^/]+)\.[A-Z0-9]+\.js$/i.exec(rel)?.[1];
    if (out === 'island') runtime = `/${file}`;
    else if (out === 'frame') frame = `/${file}`;
    else if (out && byOut.has(out)) modules[byOut.get(out)!] = `/${file}`;
  }
  // Static imports of the groups and runtimes, kept for rebuilding demos alone; the demos' own, for their preloads now.
  const graph = importGraphOf([runtimeBuild.metafile!.outputs, ...vendor.graphs], urlOf);
  const preload = preloadsOf(built.map((r) => r.metafile!), { ...graph, ...importGraphOf([demoBuild.metafile!.outputs], urlOf) }, urlOf);
  const update: DemoUpdateBase = { vendor: vendorIndexOf(vendor), graph, inputs: demoInputsOf(demoBuild.metafile!) };
  return { assets, runtime, ...(frame ? { frame } : {}), modules, preload, inputs: [...new Set(built.flatMap((r) => inputsOf(r.metafile!)))], update, uses };
}

type DemoBuild = esbuild.BuildResult<{ write: false; metafile: true }>;

/**
 * Demo entries per esbuild build. esbuild holds every file of a build until it ends: the docs'
 * 2,250 demo modules in one build took esbuild's service to 1.23 GB (the build's peak, 1.62 GB
 * over the process tree), though its memory limit says 700 MiB. A demo module is built alone
 * (no code splitting), so a batch's outputs are those the whole build gives.
 */
export const DEMO_BATCH_ENTRIES = 600;

/** The entry points in batches of at most {@link DEMO_BATCH_ENTRIES}, in their order. */
export function demoBatches<T>(entryPoints: T[], size = DEMO_BATCH_ENTRIES): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < entryPoints.length; i += size) batches.push(entryPoints.slice(i, i + size));
  return batches.length ? batches : [[]];
}

/** One build's result from several builds of separate entries (their outputs never overlap). */
export function mergeBuilds(builds: DemoBuild[]): DemoBuild {
  const [first] = builds;
  if (builds.length === 1 && first) return first;
  return {
    errors: builds.flatMap((b) => b.errors),
    warnings: builds.flatMap((b) => b.warnings),
    outputFiles: builds.flatMap((b) => b.outputFiles),
    metafile: { inputs: Object.assign({}, ...builds.map((b) => b.metafile.inputs)), outputs: Object.assign({}, ...builds.map((b) => b.metafile.outputs)) },
    mangleCache: undefined,
  };
}

/** Writes the index of what edited code can import into client/demo/demo-imports.ts, which only the editor's chunk imports. */
function demoImportsPlugin(imports: ReturnType<typeof demoImportsOf>): esbuild.Plugin {
  const file = path.join(packageRoot, 'client/demo/demo-imports.ts');
  return {
    name: 'docs-demo-imports',
    setup(build) {
      build.onLoad({ filter: /[\\/]client[\\/]demo[\\/]demo-imports\.ts$/ }, (args) => (path.resolve(args.path) === file ? { contents: `export default ${JSON.stringify(imports)};\n`, loader: 'js' } : undefined));
    },
  };
}

/** The package specifiers a build's files import through the groups' shims (vendor-bundle.ts names each shim module after its specifier). */
export function shimmedSpecifiers(metafile: esbuild.Metafile): Set<string> {
  return new Set(Object.keys(metafile.inputs).flatMap((input) => (input.startsWith(`${VENDOR_SHIM}:`) ? [input.slice(VENDOR_SHIM.length + 1).split(SHIM_FROM)[0]!] : [])));
}

/**
 * What edited demo code can import (client/demo/edit-code.ts): each package specifier of the
 * groups, with its group entry's URL, the prefix of its names' aliases there, and its names.
 */
export function demoImportsOf(vendor: Pick<BuiltVendor, 'plan' | 'urls'>, byDemos: Set<string>): Record<string, [string, string, string[], 0 | 1]> {
  const imports: Record<string, [string, string, string[], 0 | 1]> = {};
  for (const [specifier, s] of [...vendor.plan.specifiers].sort(([a], [b]) => a.localeCompare(b))) {
    const names = [...s.aliases.keys()].sort();
    const prefix = names.length ? s.aliases.get(names[0]!)!.slice(0, -names[0]!.length) : '';
    for (const name of names) if (s.aliases.get(name) !== `${prefix}${name}`) throw new Error(`The alias of ${name} of ${specifier} in its package group is not ${prefix}${name}`);
    // Whether the demos import it (1), or only the runtimes (the editor's own packages): errors list the former.
    imports[specifier] = [vendor.urls.get(s.group)!, prefix, names, byDemos.has(specifier) ? 1 : 0];
  }
  return imports;
}

/** Each output's static imports, by URL (those of other builds' files are already URLs). */
export function importGraphOf(outputs: OutputGraph[], urlOf: (out: string) => string): Record<string, string[]> {
  const graph: Record<string, string[]> = {};
  for (const [out, meta] of outputs.flatMap((o) => Object.entries(o))) {
    graph[urlOf(out)] = meta.imports.filter((i) => i.kind === 'import-statement').map((i) => (i.external ? i.path : urlOf(i.path)));
  }
  return graph;
}

/**
 * What each entry of the given builds statically imports, transitively, each module after the
 * modules it imports (the entry last): pages preload it for their first demo, and the page's
 * script evaluates the list in that order, one module a task (client/demos.ts).
 */
export function preloadsOf(entriesOf: esbuild.Metafile[], graph: Record<string, string[]>, urlOf: (out: string) => string): Record<string, string[]> {
  const preload: Record<string, string[]> = {};
  for (const [out, meta] of entriesOf.flatMap((m) => Object.entries(m.outputs))) {
    if (!meta.entryPoint) continue;
    const seen = new Set<string>();
    const order: string[] = [];
    const visit = (url: string) => {
      if (seen.has(url) || !(url in graph)) return;
      seen.add(url);
      for (const next of graph[url]!) visit(next);
      order.push(url);
    };
    visit(urlOf(out));
    preload[urlOf(out)] = order;
  }
  return preload;
}

/** The content files each demo's modules were built from (its variants and the files they import). */
export function demoInputsOf(metafile: esbuild.Metafile): Record<string, string[]> {
  const inputs: Record<string, Set<string>> = {};
  for (const meta of Object.values(metafile.outputs)) {
    const key = meta.entryPoint?.startsWith(`${DEMO_NAMESPACE}:`) ? meta.entryPoint.slice(DEMO_NAMESPACE.length + 1) : undefined;
    if (!key) continue;
    const files = (inputs[key.slice(0, key.lastIndexOf(':'))] ??= new Set());
    for (const input of Object.keys(meta.inputs)) if (!input.includes('node_modules') && !input.includes(':')) files.add(path.resolve(packageRoot, input));
  }
  return Object.fromEntries(Object.entries(inputs).map(([id, files]) => [id, [...files].sort()]));
}

/**
 * The module the server renders demos with: a loader of every variant's module and the render
 * helper. Each demo's code (its module's top level too) runs when it is loaded for its own render,
 * not when the bundle is imported: a demo that never finishes is then known by name (and its render
 * thread stopped), where the import of the whole bundle would hang with no demo to blame.
 */
export interface DemoServerModule {
  loaders: Record<string, () => Promise<{ default: unknown }>>;
  renderDemo(component: unknown, demoId: string): { html: string; styles: [string, string][]; messages: string[] };
}

/** Day.js's timezone plugin asks Intl for the system time zone on every date operation of the pickers' adapter (a new DateTimeFormat each time). */
const GUESS_TIME_ZONE = 'Intl.DateTimeFormat().resolvedOptions().timeZone';

/** The plugin's `date.toLocaleString('en-US', { timeZone: zone })` (both its builds: the ES module and the minified one). */
const LOCALE_STRING_IN_ZONE = /([\w$]+)\.toLocaleString\((["'])en-US\2,\s*\{\s*timeZone:\s*([\w$]+)\s*\}\)/g;

/**
 * One formatter per time zone for what `toLocaleString('en-US', { timeZone })` gives (the same
 * fields, so the same text): toLocaleString builds a new formatter on every call, a millisecond
 * each, and the plugin calls it on every `tz()` (a calendar makes hundreds). Without a zone, the
 * call is left to toLocaleString, which follows the system's zone as it changes.
 */
const LOCALE_STRING_HELPER = `var __docsZoneFormats = {};
function __docsLocaleString(date, zone) {
  if (typeof zone !== 'string') return date.toLocaleString('en-US', { timeZone: zone });
  var format = __docsZoneFormats[zone] || (__docsZoneFormats[zone] = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }));
  return format.format(date);
}
`;

/**
 * Day.js's timezone plugin, made fast without changing what it computes: the formatter of each
 * zone is made once (browser and server), and on the server, where the build's time zone does
 * not change while it renders, the system zone is asked once. (Together they were a quarter of
 * the time spent server-rendering the docs' demos.)
 */
function dayjsTimeZone(p: { server: boolean }): esbuild.Plugin {
  return {
    name: 'docs-dayjs-time-zone',
    setup(build) {
      build.onLoad({ filter: /[\\/]dayjs[\\/](esm[\\/])?plugin[\\/]timezone(\.js|[\\/]index\.js)$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        let contents = text.replace(LOCALE_STRING_IN_ZONE, '__docsLocaleString($1, $3)');
        if (p.server && contents.includes(GUESS_TIME_ZONE)) contents = `var __docsTimeZone;\n${contents.replace(GUESS_TIME_ZONE, `(__docsTimeZone || (__docsTimeZone = ${GUESS_TIME_ZONE}))`)}`;
        if (contents === text) return undefined;
        return { contents: `${LOCALE_STRING_HELPER}${contents}`, loader: 'js' };
      });
    },
  };
}

/**
 * Bundles the demos for Node (everything inlined: the packages' ESM imports CSS files, which
 * Node cannot load) and writes the module under the cache, named by its content hash. With the
 * browser build's `uses`, a package index the demos import names from is bundled with those
 * names only (barrel-imports.ts).
 */
export async function bundleDemosForServer(demos: DemoRecord[], contentDir: string, uses?: Map<string, SpecifierUse>): Promise<{ file: string; inputs: string[] }> {
  const options = serverOptions(demos, contentDir);
  const result = await esbuild.build({ ...options, plugins: [entryPlugin(demos, contentDir, { runtime: true }), dayjsTimeZone({ server: true }), ...(uses ? [await barrelImportsPlugin(uses, options, nestedCopy)] : [])] });
  const file = writeHashedModule('demo-server', result.outputFiles!.find((f) => f.path.endsWith('.mjs'))!.contents);
  return { file, inputs: inputsOf(result.metafile!) };
}

/** The options of a server bundle: one module exporting every variant's component (`components`, by `<id>:<style>`) and `renderDemo`. */
export function serverOptions(demos: DemoRecord[], contentDir: string) {
  const base = common(demos);
  const lines = [`export { renderDemo } from ${JSON.stringify(path.join(packageRoot, 'src/demos/server-render.tsx'))};`];
  // Without code splitting, esbuild inlines a dynamic import as a lazily evaluated module.
  const keys = base.entryPoints.map((entry) => `${JSON.stringify(entry.in.slice(DEMO_NAMESPACE.length + 1))}: () => import(${JSON.stringify(entry.in)})`);
  lines.push(`export const loaders = { ${keys.join(', ')} };`);
  return {
    ...base,
    entryPoints: undefined,
    stdin: { contents: lines.join('\n'), resolveDir: packageRoot, loader: 'js' as const, sourcefile: 'demo-server-entry.js' },
    plugins: [entryPlugin(demos, contentDir, { runtime: true })],
    platform: 'node' as const,
    target: 'node20',
    define: { 'process.env.NODE_ENV': '"production"' },
    // Some CommonJS dependencies call require() for Node built-ins.
    banner: { js: "import { createRequire as __docsCreateRequire } from 'node:module'; const require = __docsCreateRequire(import.meta.url);" },
    outfile: path.join(modulesDir, 'demo-server', 'entry.mjs'),
  };
}

/** Below this many demos, starting render threads (each loads the whole server bundle) costs more than it saves. */
const MIN_DEMOS_FOR_WORKERS = 40;

export type Rendered = { html: string; styles: [string, string][]; messages: string[] } | { error: string };

/**
 * What the main thread asks a render thread (src/demos/ssr-worker.ts), and what it answers. A
 * thread of watch mode (live-ssr.ts) renders from the module `file` of each request.
 */
export type SsrRequest = { type: 'render'; key: string; demoId: string; file?: string } | { type: 'exit' };
export type SsrResponse =
  | { type: 'rendered'; key: string; html: string; styles: [string, string][]; messages: string[] }
  | { type: 'threw'; key: string; message: string }
  | { type: 'unloadable'; key: string; message: string }
  /** A build's render thread has loaded the server bundle (the packages; each demo's own module loads with its first render). */
  | { type: 'loaded' };

/**
 * Server-renders each demo's default variant on worker threads, one per core for a large site and
 * one for a small one (never on this thread: a demo that never finishes can only be stopped on a
 * thread of its own). A demo that throws is left to the browser; one that takes longer than
 * `timeoutMs` stops every render thread and fails the build, naming it.
 */
export async function renderDemosOnServer(file: string, demos: DemoRecord[], p: { contentDir: string; timeoutMs: number }): Promise<void> {
  const jobs = demos.map((demo) => ({ demo, key: entryKey(demo.id, demo.variants[0]!.style) }));
  const threads = Math.max(1, workerThreads(jobs.length, { minimum: MIN_DEMOS_FOR_WORKERS }));
  applyRendered(jobs, await renderInWorkers(file, jobs, threads, p));
}

/** Each demo's server markup, or why it has none; what it printed, but the packages' licence notices. */
export function applyRendered(jobs: { demo: DemoRecord; key: string }[], results: Map<string, Rendered>): void {
  for (const { demo, key } of jobs) {
    const result = results.get(key)!;
    if ('error' in result) {
      demo.ssrError = result.error;
      continue;
    }
    demo.ssr = { html: result.html, styles: result.styles };
    // The packages' licence notices are the build's own warning; anything else is reported.
    const others = result.messages.filter((m) => !/licen[cs]e/i.test(m));
    if (others.length) demo.ssrMessages = others.map((m) => m.split('\n')[0]!.slice(0, 300));
  }
}

/** How long a render thread may take to load the server bundle (at least the demos' own limit). */
const BUNDLE_LOAD_LIMIT_MS = 120_000;

/**
 * The demos handed out to `threads` workers, each holding two at a time: the next is queued in the
 * worker while it renders one, so it never waits for the main thread (which highlights code meanwhile).
 */
async function renderInWorkers(file: string, jobs: { demo: DemoRecord; key: string }[], threads: number, p: { contentDir: string; timeoutMs: number }): Promise<Map<string, Rendered>> {
  const results = new Map<string, Rendered>();
  let next = 0;
  const workerFile = path.join(packageRoot, 'build/ssr-worker.mjs');
  const workers: Worker[] = [];
  const timers = new Set<NodeJS.Timeout>();
  try {
    await Promise.all(
      Array.from({ length: threads }, () => {
        const worker = new Worker(workerFile, { workerData: { file } });
        workers.push(worker);
        return new Promise<void>((resolve, reject) => {
          // The jobs this worker holds, in order: it answers the first before it starts the next.
          const held: { demo: DemoRecord; key: string }[] = [];
          let timer: NodeJS.Timeout | undefined;
          /** The clock of the job the worker is on: it starts when the job does. */
          const watch = () => {
            if (timer) timers.delete(timer);
            clearTimeout(timer);
            timer = undefined;
            const current = held[0];
            if (!current) return;
            timer = setTimeout(() => reject(renderTimeout(current.demo, p)), p.timeoutMs);
            timers.add(timer);
          };
          const feed = () => {
            const job = next < jobs.length ? jobs[next++] : undefined;
            if (job) {
              held.push(job);
              if (held.length === 1) watch();
              worker.postMessage({ type: 'render', key: job.key, demoId: job.demo.id } satisfies SsrRequest);
            } else if (held.length === 0) {
              worker.postMessage({ type: 'exit' } satisfies SsrRequest);
              resolve();
            }
          };
          // The demos' clocks start once the thread has loaded the packages: loading them is no
          // demo's doing, and took longer than the whole time limit of the demo it was charged to
          // on a busy machine (the first demo of a small site failed the build with a 3 s limit).
          // The load has a limit of its own, never shorter than the demos'.
          const loadLimit = Math.max(p.timeoutMs, BUNDLE_LOAD_LIMIT_MS);
          const loading = setTimeout(() => reject(new Error(`a demo render thread did not load the demos' server bundle within ${loadLimit / 1000} s`)), loadLimit);
          timers.add(loading);
          worker.on('message', (message: SsrResponse) => {
            if (message.type === 'loaded') {
              clearTimeout(loading);
              feed();
              if (held.length > 0) feed();
              return;
            }
            const { type, key, ...rest } = message;
            results.set(key, type === 'rendered' ? (rest as Rendered) : { error: message.message });
            held.shift();
            watch();
            feed();
          });
          worker.once('error', reject);
          worker.once('exit', (code) => code !== 0 && reject(new Error(`a demo render thread stopped (exit code ${code})`)));
        });
      }),
    );
  } catch (error) {
    // A demo that never finishes holds its thread for good: every render thread is stopped.
    await Promise.all(workers.map((w) => w.terminate()));
    throw error;
  } finally {
    for (const timer of timers) clearTimeout(timer);
  }
  return results;
}

/** The build's error for a demo that did not finish in time: a content error at the demo's file. */
export function renderTimeout(demo: DemoRecord, p: { contentDir: string; timeoutMs: number }): DocsBuildError {
  const seconds = Math.round(p.timeoutMs / 100) / 10;
  return new DocsBuildError('content', [diagnostic('DemoServerRenderTimeout', { demo: demo.id, seconds }, { location: { file: path.join(p.contentDir, demo.variants[0]!.file) } })]);
}

/** What bundling some demos with every package inlined tells: esbuild's errors, and the import graph it resolved. */
export interface DemoDiagnosis {
  /** esbuild's errors, but those of packages that are not installed (the graph holds those). */
  errors: esbuild.Message[];
  /**
   * Each file's imports as esbuild resolved them, a package that is not installed as `missing`.
   * Imports esbuild drops are not in it: those of names a TypeScript file uses only as types.
   */
  graph: ImportGraph;
}

/** Marks the resolutions the import recorder asks esbuild for itself. */
const RECORDING = { docsImportGraph: true };

/**
 * An esbuild plugin that records every import esbuild resolves into `graph` (from the files that
 * import them), and leaves a package that is not installed out of the bundle as an external,
 * recorded as missing: a failed bundle names neither the demo that reaches it nor the files
 * between, and its resolve errors stop esbuild before it links, hiding every other error.
 */
function importRecorder(graph: ImportGraph): esbuild.Plugin {
  const edge = (file: string, to: ImportEdge) => {
    const list = graph.get(file) ?? [];
    graph.set(file, list);
    if (!list.some((e) => e.specifier === to.specifier)) list.push(to);
  };
  return {
    name: 'docs-import-graph',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === RECORDING) return undefined;
        const result = await build.resolve(args.path, { importer: args.importer, namespace: args.namespace, resolveDir: args.resolveDir, kind: args.kind, pluginData: RECORDING, ...(args.with ? { with: args.with } : {}) });
        const fromFile = args.namespace === 'file' && args.importer ? path.resolve(args.importer) : undefined;
        if (result.errors.length > 0) {
          const missing = missingPackageOf(args.path, fromFile ?? path.join(args.resolveDir || packageRoot, 'index.js'));
          if (!missing) return undefined; // esbuild reports it, at the import
          if (fromFile) edge(fromFile, { specifier: args.path, missing });
          return { path: args.path, external: true };
        }
        if (fromFile && result.namespace === 'file' && !result.external && result.path) edge(fromFile, { specifier: args.path, target: path.resolve(result.path) });
        return { path: result.path, namespace: result.namespace, external: result.external, sideEffects: result.sideEffects, suffix: result.suffix, pluginData: result.pluginData };
      });
    },
  };
}

/** One bundle of the demos with every package inlined, as the browser or the server build would make it, for what it tells. */
async function diagnoseOnce(demos: DemoRecord[], p: { contentDir: string; platform: 'browser' | 'node' }): Promise<DemoDiagnosis> {
  const graph: ImportGraph = new Map();
  const recorder = importRecorder(graph);
  const options: esbuild.BuildOptions =
    p.platform === 'node'
      ? { ...serverOptions(demos, p.contentDir), plugins: [recorder, entryPlugin(demos, p.contentDir, { runtime: true }), dayjsTimeZone({ server: true })] }
      : { ...common(demos), ...BROWSER, plugins: [recorder, entryPlugin(demos, p.contentDir, { runtime: true }), dayjsTimeZone({ server: false })], splitting: true, outdir: path.join(packageRoot, '.demo-out') };
  try {
    await esbuild.build({ ...options, metafile: false });
    return { errors: [], graph };
  } catch (error) {
    const errors = (error as { errors?: esbuild.Message[] }).errors;
    if (!errors) throw error;
    // The graph holds what esbuild resolved before it stopped: every import, when it stopped at linking.
    return { errors, graph };
  }
}

/** Linking errors (a name a module does not export): esbuild reports them all at once, so they hide no other error. */
const isLinkError = (m: esbuild.Message) => /^No matching export\b/.test(m.text);

/**
 * Why the demos do not bundle, told in one go. esbuild works in phases and stops at the end of the
 * first that failed: a syntax error or an import that resolves nowhere in one demo hides every
 * name another demo imports that does not exist. So the demos are bundled again without those an
 * error concerns (the demos whose files lead to the error's file), until a bundle fails only at
 * linking, or passes. Packages that are not installed never stop a bundle: they are left out and
 * recorded in the import graph, where the caller traces which demos reach them.
 */
export async function diagnoseDemos(demos: DemoRecord[], p: { contentDir: string; platform: 'browser' | 'node' }): Promise<DemoDiagnosis> {
  const errors: esbuild.Message[] = [];
  const graph: ImportGraph = new Map();
  const said = new Set<string>();
  let remaining = demos;
  for (let round = 0; round < 5 && remaining.length > 0; round++) {
    const found = await diagnoseOnce(remaining, p);
    for (const [file, edges] of found.graph) graph.set(file, edges);
    for (const m of found.errors) {
      const key = `${m.text}\0${m.location?.file}:${m.location?.line}:${m.location?.column}`;
      if (!said.has(key)) errors.push(m);
      said.add(key);
    }
    if (found.errors.length === 0 || found.errors.every(isLinkError)) break;
    const failing = demosReaching(found.errors.flatMap((m) => (m.location ? [path.resolve(packageRoot, m.location.file)] : [])), { demos: remaining, contentDir: p.contentDir, graph: found.graph });
    if (failing.size === 0) break;
    remaining = remaining.filter((d) => !failing.has(d.id));
  }
  return { errors, graph };
}

/** The demos (by id) whose files lead, through the graph, to one of the given files. */
function demosReaching(files: string[], p: { demos: DemoRecord[]; contentDir: string; graph: ImportGraph }): Set<string> {
  const importers = new Map<string, string[]>();
  for (const [file, edges] of p.graph) for (const e of edges) if (e.target) importers.set(e.target, [...(importers.get(e.target) ?? []), file]);
  const reached = new Set(files);
  for (const queue = [...files]; queue.length; ) for (const from of importers.get(queue.shift()!) ?? []) if (!reached.has(from) && reached.add(from)) queue.push(from);
  return new Set(p.demos.filter((d) => d.variants.some((v) => reached.has(path.join(p.contentDir, v.file)))).map((d) => d.id));
}
