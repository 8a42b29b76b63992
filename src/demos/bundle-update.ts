import * as esbuild from 'esbuild';
import path from 'node:path';
import type { Asset } from '../files.ts';
import { writeHashedModule } from '../cache/module-file.ts';
import { packageRoot } from '../paths.ts';
import { applyRendered, BROWSER, bundleDemosForServer, common, demoInputsOf, entryKey, entryPlugin, importGraphOf, outRoot, outputUrl, preloadsOf, renderDemosOnServer, scanPackageImports, serverOptions, type DemoUpdateBase } from './bundle-demos.ts';
import type { LiveRenderer } from './live-ssr.ts';
import { barrelImportsPlugin } from './barrel-imports.ts';
import { checkVendorShims, missingFromVendor, nestedCopy, vendorOfIndex, vendorShims, type SpecifierUse } from './vendor-bundle.ts';
import type { DemoRecord } from './types.ts';

/** Some demos' browser modules, built alone against the package groups of the last full build. */
export interface UpdatedBundle {
  assets: Asset[];
  /** `<id>:<style>` → URL of the module. */
  modules: Record<string, string>;
  preload: Record<string, string[]>;
  /** Demo id → the content files its modules were built from. */
  inputs: Record<string, string[]>;
  /** What these demos import from each package specifier (their server render flattens package indexes with it). */
  uses: Map<string, SpecifierUse>;
}

/**
 * Rebuilds the browser modules of some demos (watch mode), each importing the packages from the
 * groups already built: `missing` names a package import the groups do not provide (a full build
 * plans the groups again). esbuild's errors are thrown, as in a full build.
 */
export async function bundleDemoUpdate(demos: DemoRecord[], p: { contentDir: string; staticDir: string; licenseKey?: string; base: DemoUpdateBase }): Promise<UpdatedBundle | { missing: string }> {
  const base = common(demos);
  const entries = entryPlugin(demos, p.contentDir, { ...(p.licenseKey !== undefined ? { key: p.licenseKey } : {}), runtime: false });
  const vendor = vendorOfIndex(p.base.vendor);
  // The same scan as a full build's, over these demos only.
  const uses = await scanPackageImports(base, entries);
  const missing = missingFromVendor(uses, vendor.plan);
  if (missing) return { missing };
  const urlOf = outputUrl(p.staticDir);
  const result = checkVendorShims(await esbuild.build({ ...base, ...BROWSER, outdir: outRoot, entryNames: 'demos/[name].[hash]', plugins: [entries, vendorShims(vendor, { splitting: false })], write: false, metafile: true }));
  const modules: Record<string, string> = {};
  const byOut = new Map(base.entryPoints.map((e) => [e.out, e.in.slice(e.in.indexOf(':') + 1)]));
  const assets = result.outputFiles.map((output) => {
    const url = urlOf(path.relative(packageRoot, output.path));
    const out = /\/demos\/([^/]+)\.[A-Z0-9]+\.js$/i.exec(url)?.[1];
    if (out && byOut.has(out)) modules[byOut.get(out)!] = url;
    return { file: url.slice(1), contents: output.contents };
  });
  const graph = { ...p.base.graph, ...importGraphOf([result.metafile.outputs], urlOf) };
  return { assets, modules, preload: preloadsOf([result.metafile], graph, urlOf), inputs: demoInputsOf(result.metafile), uses };
}

/**
 * Server-renders some demos in watch mode: their module leaves every package to Node, in the
 * live render thread. When the module cannot load there (a package Node cannot import), the
 * packages are bundled in, as in a full build, and it renders on this thread. With the demos'
 * `uses`, a named import from a package index of hundreds of files is bundled from the files it
 * names (barrel-imports.ts): Node took 4.2 s to load the 10,773 modules of @mui/icons-material's.
 */
export async function renderDemoUpdate(demos: DemoRecord[], p: { contentDir: string; renderer: LiveRenderer; timeoutMs: number; uses?: Map<string, SpecifierUse> }): Promise<void> {
  const options = { ...serverOptions(demos, p.contentDir), packages: 'external' as const };
  const result = await esbuild.build({ ...options, plugins: [...options.plugins, ...(p.uses ? [await barrelImportsPlugin(p.uses, options, nestedCopy)] : [])] });
  const file = writeHashedModule('demo-live', result.outputFiles!.find((f) => f.path.endsWith('.mjs'))!.contents);
  const jobs = demos.map((demo) => ({ demo, key: entryKey(demo.id, demo.variants[0]!.style) }));
  const rendered = await p.renderer.render(file, jobs, p);
  if (!('unloadable' in rendered)) return applyRendered(jobs, rendered);
  await renderDemosOnServer((await bundleDemosForServer(demos, p.contentDir, p.uses)).file, demos, p);
}
