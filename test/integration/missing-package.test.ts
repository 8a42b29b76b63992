// A package that a demo reaches deep in node_modules but that is not installed (a date adapter
// whose date library is missing): reported once per demo and package, at the demo's import, with
// the chain and the fix, by the build and by check-demos. Nothing is uninstalled: the fixture
// carries a local package, `fake-adapter`, that imports a package that does not exist.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli } from '../helpers/cli.ts';

let content: string;

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(content, file)), { recursive: true });
  fs.writeFileSync(path.join(content, file), text);
};

beforeAll(() => {
  content = copyFixture('demos');
  const pkg = 'pages/components/node_modules/fake-adapter';
  write(`${pkg}/package.json`, JSON.stringify({ name: 'fake-adapter', version: '1.0.0', type: 'module', main: 'index.js', types: 'index.d.ts' }));
  write(`${pkg}/index.js`, "export { FakeAdapter } from './lib/adapter.js';\n");
  // Two imports of the missing package (esbuild reports each), one package to install.
  write(`${pkg}/lib/adapter.js`, "import calendar from 'hijri-calendar-lib';\nimport { months } from 'hijri-calendar-lib/locale';\nexport class FakeAdapter {\n  constructor() {\n    this.calendar = calendar;\n    this.months = months;\n  }\n}\n");
  write(`${pkg}/index.d.ts`, "import type { Calendar } from 'hijri-calendar-lib';\nexport declare class FakeAdapter {\n  calendar: Calendar;\n}\n");
  // A demo importing the adapter, and one reaching it through a file beside it.
  write('pages/components/FakeDates.tsx', "import Typography from '@mui/material/Typography';\nimport { FakeAdapter } from 'fake-adapter';\n\nexport default function FakeDates() {\n  return <Typography>{String(new FakeAdapter().calendar)}</Typography>;\n}\n");
  write('pages/components/calendar.ts', "// The adapter the range demo uses.\nexport { FakeAdapter as RangeAdapter } from 'fake-adapter';\n");
  write('pages/components/FakeRange.tsx', "import { RangeAdapter } from './calendar';\n\nexport default function FakeRange() {\n  return <p>{String(new RangeAdapter().calendar)}</p>;\n}\n");
  const page = path.join(content, 'pages/components/pickers.md');
  fs.writeFileSync(page, `${fs.readFileSync(page, 'utf8')}\n{{"demo": "FakeDates.tsx"}}\n\n{{"demo": "FakeRange.tsx"}}\n`);
});

describe('a package missing deep in node_modules', () => {
  it('fails the build once per demo, at the import that leads there, with the chain and npm install', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-missing-'));
    const r = await runCli(['--content', content, '--out', out]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    const printed = r.stdout + r.stderr;
    expect(printed.match(/\[DemoPackageMissing\]/g)).toHaveLength(2);
    expect(printed).not.toContain('[DemoBundle]');
    expect(printed).toContain('FakeDates.tsx:2: error: Demo pages/components/FakeDates.tsx needs the package "hijri-calendar-lib", which is not installed: fake-adapter/lib/adapter.js imports it. [DemoPackageMissing]');
    expect(printed).toContain('note: Import chain: pages/components/FakeDates.tsx:2 → fake-adapter/index.js → fake-adapter/lib/adapter.js → "hijri-calendar-lib".');
    expect(printed).toContain('note: Shown by pages/components/pickers.md:');
    expect(printed).toContain('hint: Install it: npm install hijri-calendar-lib');
    // Through a file beside the demo: at that file's import, naming the demo.
    expect(printed).toContain('calendar.ts:2: error: Demo pages/components/FakeRange.tsx needs the package "hijri-calendar-lib"');
    expect(printed).toContain('Import chain: pages/components/FakeRange.tsx → pages/components/calendar.ts:2 → fake-adapter/index.js → fake-adapter/lib/adapter.js → "hijri-calendar-lib".');
    expect(fs.readdirSync(out)).toEqual([]);
  }, 600_000);

  it('fails check-demos too (its types would silently be any), once per import', async () => {
    const r = await runCli(['check-demos', '--content', content]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stderr.match(/\[DemoPackageMissing\]/g)).toHaveLength(2);
    expect(r.stderr).toContain('FakeDates.tsx:2: error: Demo pages/components/FakeDates.tsx needs the package "hijri-calendar-lib", which is not installed: fake-adapter/index.d.ts imports it.');
    expect(r.stderr).toContain('calendar.ts:2: error:');
    expect(r.stderr).toContain('hint: Install it: npm install hijri-calendar-lib');
    expect(r.stderr).toMatch(/check-demos: 2 missing packages in \d+ files/);
  }, 600_000);
});
