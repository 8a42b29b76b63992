import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';

describe('check-demos', () => {
  it('checks demos of different date libraries apart: a Luxon demo leaves a Day.js demo its own date type', async () => {
    const content = fs.mkdtempSync(path.join(os.tmpdir(), 'demos-'));
    const dir = path.join(content, 'pages', 'dates');
    fs.mkdirSync(dir, { recursive: true });
    const demo = (adapter: string, library: string, type: string, make: string) => `import * as React from 'react';
import { ${type} } from '${library}';
import { ${adapter} } from '@mui/x-date-pickers/${adapter}';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function Demo() {
  const [value, setValue] = React.useState<${type} | null>(${make});
  return (
    <LocalizationProvider dateAdapter={${adapter}}>
      <DatePicker value={value} onChange={(next) => setValue(next)} />
    </LocalizationProvider>
  );
}
`;
    fs.writeFileSync(path.join(dir, 'DayjsDemo.tsx'), demo('AdapterDayjs', 'dayjs', 'Dayjs', "null").replace("import { Dayjs } from 'dayjs';", "import type { Dayjs } from 'dayjs';"));
    fs.writeFileSync(path.join(dir, 'LuxonDemo.tsx'), demo('AdapterLuxon', 'luxon', 'DateTime', "DateTime.fromISO('2025-05-14')"));
    // Through the CLI: a type check is minutes of synchronous work on a busy machine, which a test
    // worker must not spend on its own thread (its runner expects an answer within 60 s).
    const result = await runCli(['check-demos', '--content', content]);
    fs.rmSync(content, { recursive: true, force: true });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/check-demos: 2 files type-check/);
  }, 600_000);

  it('checks demos that augment a module apart: one demo\'s required prop does not fail another, nor does its optional prop pass one', async () => {
    const content = fs.mkdtempSync(path.join(os.tmpdir(), 'demos-augment-'));
    const dir = path.join(content, 'pages', 'toolbar');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'toolbar.ts'), "export interface ToolbarOverrides {\n  label?: string;\n}\nexport const describeToolbar = (props: ToolbarOverrides): string => Object.keys(props).join(', ');\n");
    const augmenting = (name: string, member: string, props: string) =>
      `import { describeToolbar } from './toolbar';\n\ndeclare module './toolbar' {\n  interface ToolbarOverrides {\n    ${member};\n  }\n}\n\nexport default function ${name}() {\n  return <p>{describeToolbar(${props})}</p>;\n}\n`;
    // Each type-checks alone, as a reader's project holding only it would.
    fs.writeFileSync(path.join(dir, 'NotesToolbar.tsx'), augmenting('NotesToolbar', 'onNote: (note: string) => void', '{ onNote: () => {} }'));
    fs.writeFileSync(path.join(dir, 'TasksToolbar.tsx'), augmenting('TasksToolbar', 'onAddTask?: () => void', '{ onAddTask: () => {} }'));
    fs.writeFileSync(path.join(dir, 'PlainToolbar.tsx'), "import { describeToolbar } from './toolbar';\n\nexport default function PlainToolbar() {\n  return <p>{describeToolbar({})}</p>;\n}\n");
    const env = { DOCS_BUILD_CACHE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'demos-augment-cache-')) };
    try {
      const passing = await runCli(['check-demos', '--content', content], { env });
      expect(passing.stderr).toBe('');
      expect(passing.stdout).toMatch(/check-demos: 4 files type-check/);
      // A demo that passes a prop only another demo's augmentation declares fails.
      fs.writeFileSync(path.join(dir, 'PlainToolbar.tsx'), "import { describeToolbar } from './toolbar';\n\nexport default function PlainToolbar() {\n  return <p>{describeToolbar({ onAddTask: () => {} })}</p>;\n}\n");
      const failing = await runCli(['check-demos', '--content', content], { env });
      expect(failing.code).toBe(1);
      expect(failing.stderr).toMatch(/PlainToolbar\.tsx:4:\d+: error: Type error TS2353/);
      expect(failing.stderr).not.toMatch(/NotesToolbar|TasksToolbar/);
    } finally {
      fs.rmSync(content, { recursive: true, force: true });
      fs.rmSync(env.DOCS_BUILD_CACHE_DIR, { recursive: true, force: true });
    }
  }, 600_000);

  it('checks again only what changed since a run that passed: a cached file is not checked, a changed one is', async () => {
    const content = fs.mkdtempSync(path.join(os.tmpdir(), 'demos-cache-'));
    const env = { DOCS_BUILD_CACHE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'demos-cache-dir-')) };
    const dir = path.join(content, 'pages', 'counts');
    fs.mkdirSync(dir, { recursive: true });
    const data = path.join(dir, 'data.ts');
    fs.writeFileSync(data, 'export const start: number = 1;\n');
    const counter = (name: string) => `import * as React from 'react';\nimport { start } from './data';\n\nexport default function ${name}() {\n  const [count, setCount] = React.useState<number>(start);\n  return <button type="button" onClick={() => setCount(count + 1)}>{count}</button>;\n}\n`;
    fs.writeFileSync(path.join(dir, 'First.tsx'), counter('First'));
    fs.writeFileSync(path.join(dir, 'Second.tsx'), counter('Second').replace("import { start } from './data';\n", '').replace('useState<number>(start)', 'useState(0)'));
    const run = () => runCli(['check-demos', '--content', content], { env });
    try {
      const first = await run();
      expect(first.code, first.stderr).toBe(0);
      expect(first.stdout).toMatch(/check-demos: 3 files type-check \([^;]*\)\.$/m);
      // Nothing changed: every file comes from the cache, and no program is made.
      const second = await run();
      expect(second.stdout).toMatch(/check-demos: 3 files type-check \(.*; 3 passed before with the same code and packages, from the cache\)/);
      // The data file First imports changes type: First and the data file are checked again (and fail), Second is not.
      fs.writeFileSync(data, "export const start: string = 'one';\n");
      const third = await run();
      expect(third.code).toBe(1);
      expect(third.stderr).toMatch(/First\.tsx:5:\d+: error: Type error TS2345/);
      expect(third.stderr).not.toMatch(/Second\.tsx/);
      // A failure is never cached: fixed, the two are checked again and pass.
      fs.writeFileSync(data, 'export const start: number = 2;\n');
      const fourth = await run();
      expect(fourth.code, fourth.stderr).toBe(0);
      expect(fourth.stdout).toMatch(/; 1 passed before/);
      // --no-cache checks everything.
      expect((await runCli(['check-demos', '--no-cache', '--content', content], { env })).stdout).toMatch(/check-demos: 3 files type-check \([^;]*\)\.$/m);
    } finally {
      fs.rmSync(content, { recursive: true, force: true });
      fs.rmSync(env.DOCS_BUILD_CACHE_DIR, { recursive: true, force: true });
    }
  }, 600_000);
});
