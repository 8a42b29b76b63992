// The watch mode's change queue: one rebuild at a time, and a rebuild that read a file in the middle
// of a save is told it was superseded (its failure is not shown), and the file is built again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createChangeQueue } from '../../../src/pipeline/watch.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'change-queue-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const file = (name: string, text: string) => {
  const f = path.join(dir, name);
  fs.writeFileSync(f, text);
  return f;
};

describe('change queue', () => {
  it('marks a run superseded when a file it built changed meanwhile, and builds that file again', async () => {
    const page = file('page.md', '');
    const runs: string[] = [];
    const settled: boolean[] = [];
    const queue = createChangeQueue(async (files) => {
      runs.push(files.map((f) => fs.readFileSync(f, 'utf8')).join());
      // The editor's write lands after the rebuild read the truncated file.
      if (runs.length === 1) fs.writeFileSync(page, '# Saved\n');
      return (superseded) => settled.push(superseded);
    });
    queue.add(page);
    await queue.idle();
    expect(runs).toEqual(['', '# Saved\n']);
    expect(settled).toEqual([true, false]);
  });

  it('does not mark a run superseded when another file changed meanwhile: that file is built next', async () => {
    const a = file('a.md', '# A\n');
    const b = file('b.md', '# B\n');
    const runs: string[][] = [];
    const settled: boolean[] = [];
    const queue = createChangeQueue(async (files) => {
      runs.push(files.map((f) => path.basename(f)));
      if (runs.length === 1) {
        fs.writeFileSync(b, '# B, edited\n');
        queue.add(b);
      }
      return (superseded) => settled.push(superseded);
    });
    queue.add(a);
    await queue.idle();
    expect(runs).toEqual([['a.md'], ['b.md']]);
    expect(settled).toEqual([false, false]);
  });
});
