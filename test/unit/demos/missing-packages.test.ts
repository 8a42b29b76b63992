import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingPackageDiagnostic, missingPackageOf, traceMissing, type ImportGraph } from '../../../src/demos/missing-packages.ts';

describe('missing packages', () => {
  it('are bare imports of packages not installed: not built-ins, relative paths or missing files of installed packages', () => {
    const importer = path.join(os.tmpdir(), 'content/pages/Demo.tsx');
    expect(missingPackageOf('hijri-calendar-lib/locale', importer)).toBe('hijri-calendar-lib');
    expect(missingPackageOf('@scope-not-here/lib/sub', importer)).toBe('@scope-not-here/lib');
    expect(missingPackageOf('fs', importer)).toBeUndefined();
    expect(missingPackageOf('node:path', importer)).toBeUndefined();
    expect(missingPackageOf('./nope', importer)).toBeUndefined();
    expect(missingPackageOf('@mui/material/NoSuchComponent', importer)).toBeUndefined();
  });

  it('are traced from a demo by the shortest import chain, once per package', () => {
    const demo = '/c/pages/Demo.tsx';
    const graph: ImportGraph = new Map([
      [demo, [{ specifier: './data', target: '/c/pages/data.ts' }, { specifier: 'adapter', target: '/n/node_modules/adapter/index.js' }]],
      ['/c/pages/data.ts', [{ specifier: 'adapter/deep', target: '/n/node_modules/adapter/deep.js' }]],
      ['/n/node_modules/adapter/index.js', [{ specifier: './lib.js', target: '/n/node_modules/adapter/lib.js' }, { specifier: 'calendar/locale', missing: 'calendar' }]],
      ['/n/node_modules/adapter/lib.js', [{ specifier: 'calendar', missing: 'calendar' }, { specifier: 'other-lib', missing: 'other-lib' }, { specifier: './index.js', target: '/n/node_modules/adapter/index.js' }]],
      ['/n/node_modules/adapter/deep.js', [{ specifier: 'calendar', missing: 'calendar' }]],
    ]);
    expect(traceMissing(graph, demo)).toEqual([
      { name: 'calendar', chain: [demo, '/n/node_modules/adapter/index.js'], specifiers: ['adapter', 'calendar/locale'] },
      { name: 'other-lib', chain: [demo, '/n/node_modules/adapter/index.js', '/n/node_modules/adapter/lib.js'], specifiers: ['adapter', './lib.js', 'other-lib'] },
    ]);
    expect(traceMissing(graph, '/c/pages/Other.tsx')).toEqual([]);
  });

  it('are reported at the last content file of the chain, at its import line', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-missing-unit-'));
    const demo = path.join(dir, 'pages/Demo.tsx');
    const data = path.join(dir, 'pages/data.ts');
    fs.mkdirSync(path.dirname(demo), { recursive: true });
    fs.writeFileSync(demo, "import * as React from 'react';\nimport { rows } from './data';\n");
    fs.writeFileSync(data, "// rows\nexport const rows = 1;\nexport { Adapter } from 'adapter';\n");
    const found = { name: 'calendar', chain: [demo, data, '/n/node_modules/adapter/index.js'], specifiers: ['./data', 'adapter', 'calendar'] };
    const made = missingPackageDiagnostic(found, { demo: 'pages/Demo.tsx', contentDir: dir, notes: ['Shown by pages/a.md:3.'] });
    expect(made).toMatchObject({ code: 'DemoPackageMissing', severity: 'error', location: { file: data, line: 3 } });
    expect(made.message).toBe('Demo pages/Demo.tsx needs the package "calendar", which is not installed: adapter/index.js imports it.');
    expect(made.notes).toEqual(['Import chain: pages/Demo.tsx → pages/data.ts:3 → adapter/index.js → "calendar".', 'Shown by pages/a.md:3.']);
    expect(made.hint).toContain('npm install calendar');
  });
});
