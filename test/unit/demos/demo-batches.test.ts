// Demo modules are built in batches (bundle-demos.ts): a batch's outputs, named by their hash,
// are those one build of every entry gives, and the merged result holds every output once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { BROWSER, demoBatches, mergeBuilds } from '../../../src/demos/bundle-demos.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-batches-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('demo batches', () => {
  it('cuts the entries in order, and keeps one empty batch when there is none', () => {
    expect(demoBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(demoBatches([1, 2], 2)).toEqual([[1, 2]]);
    expect(demoBatches([], 2)).toEqual([[]]);
  });

  it('gives the outputs and metafile of one build of every entry', async () => {
    // Three demos sharing a data file, each built alone (no code splitting), as the demo modules are.
    fs.writeFileSync(path.join(dir, 'data.js'), 'export const rows = [1, 2, 3].map((id) => ({ id, name: `row ${id}` }));\n');
    const entryPoints = ['A', 'B', 'C'].map((name, i) => {
      const file = path.join(dir, `${name}.js`);
      fs.writeFileSync(file, `import { rows } from './data.js';\nexport default function ${name}() { return rows.slice(${i}).map((r) => r.name).join(', '); }\n`);
      return { in: file, out: name };
    });
    const options = { ...BROWSER, bundle: true, format: 'esm' as const, write: false as const, metafile: true as const, outdir: path.join(dir, 'out'), entryNames: 'demos/[name].[hash]', logLevel: 'silent' as const };
    const whole = await esbuild.build({ ...options, entryPoints });
    const batches = [];
    for (const batch of demoBatches(entryPoints, 2)) batches.push(await esbuild.build({ ...options, entryPoints: batch }));
    expect(batches).toHaveLength(2);
    const merged = mergeBuilds(batches);
    const files = (r: typeof whole) => r.outputFiles.map((f) => [path.relative(dir, f.path), f.text]).sort(([a], [b]) => a!.localeCompare(b!));
    expect(files(merged)).toEqual(files(whole));
    expect(files(merged)).toHaveLength(3);
    expect(merged.metafile.outputs).toEqual(whole.metafile.outputs);
    expect(merged.metafile.inputs).toEqual(whole.metafile.inputs);
  });
});
