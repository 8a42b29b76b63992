import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { buildVendor, exportNamesOf, groupOf, missingFromVendor, packageImportsOf, planVendor, shimModule, vendorIndexOf, vendorOfIndex, vendorShims } from '../../../src/demos/vendor-bundle.ts';
import { ROOT } from '../../helpers/cli.ts';

describe('package groups of demo bundles', () => {
  it('puts React, MUI and Day.js in the core group, each MUI X package in its own, other libraries by name', () => {
    expect(['react', 'react/jsx-runtime', 'react-dom/client', '@mui/material/Button', '@mui/material', '@emotion/react', 'dayjs'].map(groupOf)).toEqual(Array(7).fill('core'));
    // Loaded by the pages whose code imports them, not by every demo page.
    expect(groupOf('@mui/icons-material/Delete')).toBe('mui-icons-material');
    expect(groupOf('dayjs/plugin/utc')).toBe('dayjs');
    expect(groupOf('@mui/x-data-grid-premium')).toBe('data-grid-premium');
    expect(groupOf('@mui/x-date-pickers/AdapterDayjs')).toBe('date-pickers');
    expect(groupOf('@mui/x-date-pickers/AdapterMomentHijri')).toBe('date-pickers-AdapterMomentHijri');
    expect(groupOf('date-fns/locale')).toBe('date-fns');
    expect(groupOf('@faker-js/faker')).toBe('faker-js-faker');
  });

  it('reads the names each package specifier is imported with from bundles built with the packages left out', () => {
    const text = [
      'import * as React from "react";',
      'import Button from "@mui/material/Button";',
      'import { DataGrid, GridToolbar as Toolbar } from "@mui/x-data-grid";',
      'import dayjs, { extend } from "dayjs";',
      'import "@mui/x-data-grid/style.css";',
      'export { useGridApiRef } from "@mui/x-data-grid";',
      'import { local } from "./chunk-ABC.js";',
      'const rtl = () => import("stylis-plugin-rtl");',
      'export default function Demo() { return React.createElement(Button, null, local); }',
    ].join('\n');
    const uses = packageImportsOf([{ path: 'demo.js', text }]);
    const plain = Object.fromEntries([...uses].map(([s, u]) => [s, { names: [...u.names].sort(), whole: u.whole }]));
    expect(plain).toEqual({
      react: { names: [], whole: true },
      '@mui/material/Button': { names: ['default'], whole: false },
      '@mui/x-data-grid': { names: ['DataGrid', 'GridToolbar', 'useGridApiRef'], whole: false },
      dayjs: { names: ['default', 'extend'], whole: false },
      '@mui/x-data-grid/style.css': { names: [], whole: false },
      'stylis-plugin-rtl': { names: [], whole: true },
    });
  });

  it('plans one entry per group re-exporting each name under an alias, and shims that import them back', () => {
    const uses = packageImportsOf([{ path: 'demo.js', text: 'import * as React from "react";\nimport Button from "@mui/material/Button";\nimport { DataGrid } from "@mui/x-data-grid";\nimport "@mui/x-data-grid/style.css";' }]);
    const plan = planVendor(uses, new Map([['react', ['default', 'useState']]]));
    expect(plan.entries.get('core')).toBe('export { default as s0_default } from "@mui/material/Button";\nexport { default as s1_default, useState as s1_useState } from "react";\n');
    expect(plan.entries.get('data-grid')).toBe('export { DataGrid as s0_DataGrid } from "@mui/x-data-grid";\n');
    // Imported for its side effects only: a group of its own, run only with the demos that import it.
    expect(plan.entries.get('mui-x-data-grid-style-css')).toBe('import "@mui/x-data-grid/style.css";\n');
    const url = (group: string) => `/x/_static/demos/vendor/${group}.js`;
    expect(shimModule('react', plan, url)).toBe('export { s1_default as default, s1_useState as useState } from "/x/_static/demos/vendor/core.js";\n');
    expect(shimModule('@mui/x-data-grid/style.css', plan, url)).toBe('import "/x/_static/demos/vendor/mui-x-data-grid-style-css.js";\n');
    expect(shimModule('lodash', plan, url)).toBeUndefined();
  });

  it("imports a group once in a demo's module however many of its files import the package, and once per file with code splitting", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-shims-'));
    try {
      fs.writeFileSync(path.join(dir, 'Demo.js'), 'import { Button } from "@mui/material";\nimport { label } from "./label.js";\nexport default () => [Button, label];\n');
      fs.writeFileSync(path.join(dir, 'label.js'), 'import { Stack } from "@mui/material";\nexport const label = Stack;\n');
      const plan = planVendor(packageImportsOf([{ path: 'demo.js', text: 'import { Button, Stack } from "@mui/material";' }]), new Map());
      const vendor = { plan, urls: new Map([['core', '/vendor/core.js']]) };
      const build = async (splitting: boolean) => {
        const result = await esbuild.build({ absWorkingDir: dir, entryPoints: [path.join(dir, 'Demo.js')], bundle: true, format: 'esm', write: false, minify: true, logLevel: 'silent', outdir: path.join(dir, 'out'), plugins: [vendorShims(vendor, { splitting })] });
        return result.outputFiles[0]!.text;
      };
      const shared = await build(false);
      expect(shared.match(/from"\/vendor\/core\.js"/g)).toHaveLength(1);
      expect(shared).toMatch(/s0_Button/);
      expect(shared).toMatch(/s0_Stack/);
      // A shim per importing file: the same group, imported by each file's shim.
      expect((await build(true)).match(/from"\/vendor\/core\.js"/g)).toHaveLength(2);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('tells whether built groups provide what an edited demo imports, also from the plan kept as JSON', () => {
    const uses = (text: string) => packageImportsOf([{ path: 'demo.js', text }]);
    const built = planVendor(uses('import * as React from "react";\nimport { DataGrid, GridToolbar } from "@mui/x-data-grid";\nimport "dayjs/locale/fr";'), new Map([['react', ['default', 'useState']]]));
    const { plan } = vendorOfIndex(JSON.parse(JSON.stringify(vendorIndexOf({ plan: built, urls: new Map([['core', '/core.js']]) }))));
    expect(plan.specifiers).toEqual(built.specifiers);
    expect(missingFromVendor(uses('import { useState } from "react";\nimport { DataGrid } from "@mui/x-data-grid";\nimport "dayjs/locale/fr";'), plan)).toBeUndefined();
    expect(missingFromVendor(uses('import { DataGridPro } from "@mui/x-data-grid-pro";'), plan)).toBe('@mui/x-data-grid-pro');
    expect(missingFromVendor(uses('import { GridToolbar, useGridApiRef } from "@mui/x-data-grid";'), plan)).toBe('useGridApiRef of @mui/x-data-grid');
    expect(missingFromVendor(uses('import * as Grid from "@mui/x-data-grid";'), plan)).toBe('@mui/x-data-grid (imported whole)');
  });

  it('lists every export of a package imported whole, CommonJS included', async () => {
    const names = await exportNamesOf(['react', '@mui/x-license'], { nodePaths: [] });
    expect(names.get('react')).toEqual(expect.arrayContaining(['default', 'useState', 'useEffect', 'Children', 'createElement']));
    expect(names.get('@mui/x-license')).toEqual(expect.arrayContaining(['LicenseInfo']));
  });
});

describe('the package groups, built', () => {
  it('build when a demo imports one name of a package whose index reaches files importing names nothing else uses', async () => {
    // DataGridPremium alone: esbuild still reads (and checks the imports of) every file the
    // package index re-exports, such as PromptFieldRecord, which imports Timeout from
    // @mui/utils/useTimeout; core must hold that name although no kept file uses it.
    const uses = packageImportsOf([{ path: 'demo.js', text: 'import { DataGridPremium } from "@mui/x-data-grid-premium";\nimport { jsx } from "react/jsx-runtime";' }]);
    const options = { absWorkingDir: ROOT, bundle: true, format: 'esm' as const, platform: 'browser' as const, loader: { '.css': 'empty' as const }, logLevel: 'silent' as const, outdir: path.join(ROOT, '.demo-out', 'unit'), define: { 'process.env.NODE_ENV': '"production"' } };
    const vendor = await buildVendor(uses, { options, plugins: [], urlOf: (out) => `/${out}` });
    expect([...vendor.urls.keys()].sort()).toEqual(['core', 'data-grid-premium']);
    expect(vendor.plan.specifiers.get('@mui/utils/useTimeout')?.aliases.has('Timeout')).toBe(true);
  }, 120_000);
});
