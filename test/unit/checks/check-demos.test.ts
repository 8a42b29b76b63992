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
});
