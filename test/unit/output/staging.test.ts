import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStaging } from '../../../src/output/staging.ts';

let parent: string;
beforeEach(() => (parent = fs.mkdtempSync(path.join(os.tmpdir(), 'staging-'))));
afterEach(() => fs.rmSync(parent, { recursive: true, force: true }));

/** The id of a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('staging', () => {
  it('swaps the output only on commit, and leaves it untouched on discard', () => {
    const out = path.join(parent, 'dist');
    fs.mkdirSync(out);
    fs.writeFileSync(path.join(out, 'index.html'), 'old');
    const failed = createStaging(out);
    fs.writeFileSync(path.join(failed.dir, 'index.html'), 'broken');
    failed.discard();
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('old');
    const good = createStaging(out);
    fs.writeFileSync(path.join(good.dir, 'index.html'), 'new');
    good.commit();
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('new');
  });

  it('removes what killed builds left behind, and only that', () => {
    const out = path.join(parent, 'dist');
    const dead = deadPid();
    const stale = [`dist.staging-${dead}-1700000000000`, `dist.old-${dead}-1700000000000`, `dist.partial-${dead}`];
    const kept = [`dist.staging-${process.ppid}-1700000000000`, 'dist-other', `site.staging-${dead}-1`];
    for (const name of [...stale, ...kept]) fs.mkdirSync(path.join(parent, name, 'x'), { recursive: true });
    const staging = createStaging(out);
    const left = fs.readdirSync(parent).sort();
    expect(left).toEqual([...kept, path.basename(staging.dir)].sort());
    staging.discard();
  });
});
