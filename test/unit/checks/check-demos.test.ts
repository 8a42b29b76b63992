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
