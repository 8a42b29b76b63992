import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { barrelExports, barrelImportsPlugin, flatBarrel, MIN_BARREL_FILES } from '../../../src/demos/barrel-imports.ts';
import type { DemoServerModule, Rendered } from '../../../src/demos/bundle-demos.ts';
import type { LiveRenderer } from '../../../src/demos/live-ssr.ts';
import type { DemoRecord } from '../../../src/demos/types.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-barrel-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A package `name` under `dir/node_modules` whose index re-exports `count` icon files (and `index` replaces that index's text when given). */
function iconPackage(name: string, count: number, p: { sideEffects?: boolean; index?: string } = {}): void {
  const root = path.join(dir, 'node_modules', name);
  fs.mkdirSync(root, { recursive: true });
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name, version: '1.0.0', type: 'module', main: './index.js', ...(p.sideEffects === undefined ? {} : { sideEffects: p.sideEffects }) }));
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    fs.writeFileSync(path.join(root, `Icon${i}.js`), `export default 'icon ${i}';\n`);
    lines.push(`export { default as Icon${i} } from "./Icon${i}.js";`);
  }
  fs.writeFileSync(path.join(root, 'index.js'), p.index ?? `${lines.join('\n')}\n`);
}

/** Bundles `entry` (a module in `dir`) for Node with the plugin made from `names` of `specifier`; what it exports and which files it read. */
async function bundle(entry: string, specifier: string, names: string[]): Promise<{ exports: Record<string, unknown>; inputs: string[] }> {
  const file = path.join(dir, `entry-${Math.random().toString(36).slice(2)}.mjs`);
  fs.writeFileSync(file, entry);
  const options: esbuild.BuildOptions = { absWorkingDir: dir, bundle: true, write: false, format: 'esm', platform: 'node', metafile: true, logLevel: 'silent', entryPoints: [file], outfile: path.join(dir, 'out.mjs') };
  const plugin = await barrelImportsPlugin(new Map([[specifier, { names: new Set(names), whole: false }]]), options, () => false);
  const result = await esbuild.build({ ...options, plugins: [plugin] });
  const out = path.join(dir, `out-${Math.random().toString(36).slice(2)}.mjs`);
  fs.writeFileSync(out, result.outputFiles![0]!.contents);
  return { exports: { ...(await import(pathToFileURL(out).href)) }, inputs: Object.keys(result.metafile!.inputs) };
}

describe('imports of a package index that only re-exports its files', () => {
  it('reads the names such an index re-exports, and nothing from one holding anything else', () => {
    const text = '// Generated.\nexport { default as Delete } from "./Delete.js";\nexport { Star, Flag as Banner } from \'./shapes.js\';\n/* end */\n';
    expect(barrelExports(text)).toEqual(
      new Map([
        ['Delete', { from: './Delete.js', name: 'default' }],
        ['Star', { from: './shapes.js', name: 'Star' }],
        ['Banner', { from: './shapes.js', name: 'Flag' }],
      ]),
    );
    // Names it cannot read off the text, code, another package's names: not a plain index.
    expect(barrelExports('export * from "./a.js";\n')).toBeUndefined();
    expect(barrelExports('export * as a from "./a.js";\n')).toBeUndefined();
    expect(barrelExports('export { a } from "./a.js";\nconsole.log("loaded");\n')).toBeUndefined();
    expect(barrelExports('export { a } from "other-package";\n')).toBeUndefined();
    expect(barrelExports('import { a } from "./a.js";\nexport { a };\n')).toBeUndefined();
    expect(barrelExports('')).toBeUndefined();
  });

  it('stands in for it with the names asked for only, or not at all when one is missing', () => {
    const exports = barrelExports('export { default as Delete } from "./Delete.js";\nexport { Star } from "./Star.js";\nexport { Flag as Banner } from "./Flag.js";\n')!;
    expect(flatBarrel(exports, ['Star', 'Delete', 'Banner'])).toBe('export { Flag as Banner } from "./Flag.js";\nexport { default as Delete } from "./Delete.js";\nexport { Star } from "./Star.js";\n');
    expect(flatBarrel(exports, ['Star', 'Missing'])).toBeUndefined();
  });

  it('bundles a named import of a large index from the files it names, with the same exports', async () => {
    iconPackage('big-icons', MIN_BARREL_FILES, { sideEffects: false });
    const entry = 'export { Icon3, Icon42 } from "big-icons";\n';
    const flat = await bundle(entry, 'big-icons', ['Icon3', 'Icon42']);
    expect(flat.exports).toEqual({ Icon3: 'icon 3', Icon42: 'icon 42' });
    // The stand-in and the two files it names. Without the plugin esbuild reads every file of the index: 100 icons and the index.
    expect(flat.inputs.filter((f) => f.includes('big-icons')).sort()).toEqual(['docs-barrel:big-icons', 'node_modules/big-icons/Icon3.js', 'node_modules/big-icons/Icon42.js']);
  });

  it('leaves as it is an index that may have side effects, a small one, and imports made by other packages', async () => {
    iconPackage('effect-icons', MIN_BARREL_FILES);
    const effects = await bundle('export { Icon3 } from "effect-icons";\n', 'effect-icons', ['Icon3']);
    expect(effects.exports).toEqual({ Icon3: 'icon 3' });
    expect(effects.inputs.filter((f) => f.includes('effect-icons'))).toHaveLength(MIN_BARREL_FILES + 1);

    iconPackage('few-icons', MIN_BARREL_FILES - 1, { sideEffects: false });
    const few = await bundle('export { Icon3 } from "few-icons";\n', 'few-icons', ['Icon3']);
    expect(few.inputs.filter((f) => f.includes('few-icons'))).toHaveLength(MIN_BARREL_FILES);

    // A package importing the index: read whole, as the package's own import.
    const wrapper = path.join(dir, 'node_modules', 'icon-wrapper');
    fs.mkdirSync(wrapper, { recursive: true });
    fs.writeFileSync(path.join(wrapper, 'package.json'), JSON.stringify({ name: 'icon-wrapper', version: '1.0.0', type: 'module', main: './index.js' }));
    fs.writeFileSync(path.join(wrapper, 'index.js'), 'export { Icon7 as Seven } from "big-icons";\n');
    const wrapped = await bundle('export { Seven } from "icon-wrapper";\nexport { Icon3 } from "big-icons";\n', 'big-icons', ['Icon3']);
    expect(wrapped.exports).toEqual({ Seven: 'icon 7', Icon3: 'icon 3' });
    expect(wrapped.inputs).toContain('node_modules/big-icons/index.js');
  });

  it('reads sideEffects from the package.json nearest to the index, as esbuild does', async () => {
    // The layout of @mui/icons-material: `esm/package.json` says the ES modules are free of side effects.
    const layout = (name: string, root: object, nested: object) => {
      iconPackage(name, MIN_BARREL_FILES);
      const base = path.join(dir, 'node_modules', name);
      fs.mkdirSync(path.join(base, 'esm'));
      for (const file of fs.readdirSync(base)) if (file.endsWith('.js')) fs.renameSync(path.join(base, file), path.join(base, 'esm', file));
      fs.writeFileSync(path.join(base, 'package.json'), JSON.stringify({ name, version: '1.0.0', main: './esm/index.js', ...root }));
      fs.writeFileSync(path.join(base, 'esm', 'package.json'), JSON.stringify({ type: 'module', ...nested }));
    };
    layout('nested-free', {}, { sideEffects: false });
    const free = await bundle('export { Icon5 } from "nested-free";\n', 'nested-free', ['Icon5']);
    expect(free.exports).toEqual({ Icon5: 'icon 5' });
    expect(free.inputs.filter((f) => f.includes('nested-free')).sort()).toEqual(['docs-barrel:nested-free', 'node_modules/nested-free/esm/Icon5.js']);
    // The package's own manifest says so, but the nearer one does not: esbuild keeps every file, and so the index is kept.
    layout('nested-silent', { sideEffects: false }, {});
    const silent = await bundle('export { Icon5 } from "nested-silent";\n', 'nested-silent', ['Icon5']);
    expect(silent.inputs.filter((f) => f.includes('nested-silent'))).toHaveLength(MIN_BARREL_FILES + 1);
  });

  it('flattens nothing when an import does not resolve, and leaves the error to the build', async () => {
    iconPackage('more-icons', MIN_BARREL_FILES, { sideEffects: false });
    const options: esbuild.BuildOptions = { absWorkingDir: dir, bundle: true, write: false, format: 'esm', platform: 'node', logLevel: 'silent' };
    const uses = new Map([
      ['more-icons', { names: new Set(['Icon1']), whole: false }],
      ['not-installed', { names: new Set(['Thing']), whole: false }],
    ]);
    const plugin = await barrelImportsPlugin(uses, options, () => false);
    const result = esbuild.build({ ...options, stdin: { contents: 'export { Icon1 } from "more-icons";\nexport { Thing } from "not-installed";\n', resolveDir: dir }, plugins: [plugin] });
    await expect(result).rejects.toThrow(/Could not resolve "not-installed"/);
  });
});

describe("watch mode's server render of an edited demo", () => {
  it('bundles the icons a demo names from the index, and leaves the other packages to Node', async () => {
    const { renderDemoUpdate } = await import('../../../src/demos/bundle-update.ts');
    const contentDir = path.join(dir, 'content');
    fs.mkdirSync(path.join(contentDir, 'pages'), { recursive: true });
    fs.writeFileSync(path.join(contentDir, 'pages/Trash.tsx'), "import { Delete } from '@mui/icons-material';\n\nexport default function Trash() {\n  return <Delete />;\n}\n");
    const demo = { id: 'pages/Trash', name: 'Trash', variants: [{ style: 'system', file: 'pages/Trash.tsx', dependencies: {} }], license: false, hash: '' } as unknown as DemoRecord;
    let file = '';
    const renderer: LiveRenderer = {
      // The module the live thread would load, run here: what it renders is the demo's markup.
      async render(module, jobs) {
        file = module;
        const loaded = (await import(pathToFileURL(module).href)) as DemoServerModule;
        const results = new Map<string, Rendered>();
        for (const job of jobs) results.set(job.key, loaded.renderDemo((await loaded.loaders[job.key]!()).default, job.demo.id));
        return results;
      },
      close: async () => {},
    };
    await renderDemoUpdate([demo], { contentDir, renderer, timeoutMs: 30_000, uses: new Map([['@mui/icons-material', { names: new Set(['Delete']), whole: false }]]) });
    expect(demo.ssr?.html).toMatch(/<svg[^>]*data-testid="DeleteIcon"/);
    const text = fs.readFileSync(file, 'utf8');
    // The index is not left to Node (which loads its 10,773 modules); Material UI and React are.
    expect(text).not.toMatch(/from ["']@mui\/icons-material["']/);
    expect(text).toMatch(/from ["']@mui\/material\/utils["']/);
    expect(text).toMatch(/from ["']react\/jsx-runtime["']/);
  }, 60_000);
});
