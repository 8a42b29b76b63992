import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBuildCache, type BuildCache } from '../../../src/cache/build-cache.ts';
import { packageImportsOf, type BuiltVendor } from '../../../src/demos/vendor-bundle.ts';
import { cachedVendor } from '../../../src/demos/vendor-cache.ts';

let dir: string;
let cache: BuildCache;
let packageJson: string;
const outRoot = '/work/site/.demo-out';

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vendor-cache-'));
  cache = createBuildCache({ enabled: true, dir: path.join(dir, 'cache') });
  packageJson = path.join(dir, 'node_modules/@mui/x-data-grid/package.json');
  fs.mkdirSync(path.dirname(packageJson), { recursive: true });
  fs.writeFileSync(packageJson, '{"name":"@mui/x-data-grid","version":"8.5.0"}');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const uses = (text: string) => packageImportsOf([{ path: 'demo.js', text }]);

/** A built vendor as buildVendor returns it, counting the builds. */
function builder(label: string) {
  const calls: string[] = [];
  const build = (): Promise<BuiltVendor> => {
    calls.push(label);
    const specifiers = new Map([['@mui/x-data-grid', { group: 'data-grid', aliases: new Map([['DataGrid', 'DataGrid']]), sideEffect: false, whole: false }]]);
    return Promise.resolve({
      plan: { entries: new Map([['data-grid', 'export { DataGrid } from "@mui/x-data-grid";']]), specifiers },
      urls: new Map([['data-grid', '/x/_static/demos/vendor/data-grid.ABC.js']]),
      outputs: [{ path: path.join(outRoot, 'demos/vendor/data-grid.ABC.js'), contents: new TextEncoder().encode(`export const DataGrid = "${label}";`) }],
      graphs: [{ '.demo-out/demos/vendor/data-grid.ABC.js': { imports: [], entryPoint: 'docs-vendor-entry:data-grid' } }],
      packages: [packageJson],
    });
  };
  return { calls, build };
}

describe('the package groups in the build cache', () => {
  it('are bundled once for the same imports, and read back whole', async () => {
    const first = builder('first');
    const made = await cachedVendor(cache, uses('import { DataGrid } from "@mui/x-data-grid";'), { settings: 's', outRoot, build: first.build });
    const again = builder('again');
    const read = await cachedVendor(cache, uses('import { DataGrid } from "@mui/x-data-grid";'), { settings: 's', outRoot, build: again.build });
    expect(first.calls).toEqual(['first']);
    expect(again.calls).toEqual([]);
    expect(read.outputs.map((o) => [o.path, new TextDecoder().decode(o.contents)])).toEqual(made.outputs.map((o) => [o.path, new TextDecoder().decode(o.contents)]));
    expect(read.graphs).toEqual(made.graphs);
    expect([...read.urls]).toEqual([...made.urls]);
    expect(read.plan.specifiers.get('@mui/x-data-grid')?.aliases.get('DataGrid')).toBe('DataGrid');
    expect(cache.takeProblems()).toEqual([]);
  });

  it('are bundled again for other imports, other settings, or a reinstalled package', async () => {
    const seed = builder('seed');
    await cachedVendor(cache, uses('import { DataGrid } from "@mui/x-data-grid";'), { settings: 's', outRoot, build: seed.build });
    const other = builder('other');
    await cachedVendor(cache, uses('import { DataGrid, GridToolbar } from "@mui/x-data-grid";'), { settings: 's', outRoot, build: other.build });
    await cachedVendor(cache, uses('import { DataGrid } from "@mui/x-data-grid";'), { settings: 'another static folder', outRoot, build: other.build });
    expect(other.calls).toEqual(['other', 'other']);
    fs.writeFileSync(packageJson, '{"name":"@mui/x-data-grid","version":"8.6.0"}');
    const reinstalled = builder('reinstalled');
    const read = await cachedVendor(cache, uses('import { DataGrid } from "@mui/x-data-grid";'), { settings: 's', outRoot, build: reinstalled.build });
    expect(reinstalled.calls).toEqual(['reinstalled']);
    expect(new TextDecoder().decode(read.outputs[0]!.contents)).toContain('reinstalled');
  });

  it('are never read from a cache that is off', async () => {
    const off = createBuildCache({ enabled: false, dir: path.join(dir, 'cache') });
    const b = builder('b');
    await cachedVendor(off, uses('import { DataGrid } from "@mui/x-data-grid";'), { settings: 's', outRoot, build: b.build });
    await cachedVendor(off, uses('import { DataGrid } from "@mui/x-data-grid";'), { settings: 's', outRoot, build: b.build });
    expect(b.calls).toEqual(['b', 'b']);
  });
});
