// Code frames show the line a diagnostic names; a very long line only around its column.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../../src/diagnostics/format.ts';

describe('code frames', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'frame-')), 'page.md');

  it('shows a short line whole, with a caret under the column', () => {
    fs.writeFileSync(file, '# Title\n\nSome *text here\n');
    const text = formatDiagnostic({ code: 'X', severity: 'error', message: 'Unclosed emphasis.', hint: 'Close it.', location: { file, line: 3, column: 5 } });
    expect(text).toContain('  3 | Some *text here\n    |      ^');
  });

  it('shows at most 160 characters of a long line, around the column', () => {
    fs.writeFileSync(file, `${'> '.repeat(10_000)}deep\n`);
    const text = formatDiagnostic({ code: 'X', severity: 'error', message: 'Too deep.', hint: 'Flatten it.', location: { file, line: 1, column: 5000 } });
    const [frame, caret] = text.split('\n').filter((l) => /^\s+\d* \| /.test(l) || /^\s+\| /.test(l));
    expect(frame!.length).toBeLessThan(180);
    expect(frame).toMatch(/\| …(> )+>?\s?…$/);
    // The caret stands under the same character of the shown part.
    expect(caret!.indexOf('^') - caret!.indexOf('|')).toBe(80 + 2 + 1);
    expect(formatDiagnostic({ code: 'X', severity: 'error', message: 'Too deep.', hint: 'Flatten it.', location: { file, line: 1 } }).length).toBeLessThan(400);
  });
});
