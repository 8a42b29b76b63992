// The V8 flags the CLI and the render floor set (scripts/v8-flags.mjs): both by default, and a flag
// given to node itself, in either spelling, wins over the build's.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../helpers/cli.ts';

const load = async () => (await import(pathToFileURL(path.join(ROOT, 'scripts/v8-flags.mjs')).href)) as { flagsToSet(execArgv: string[]): string[] };

describe("the build's V8 flags", () => {
  it('sets the interrupt budget and turns off allocation-site pretenuring when node was given neither', async () => {
    const { flagsToSet } = await load();
    expect(flagsToSet([])).toEqual(['--interrupt-budget=540672', '--no-allocation-site-pretenuring']);
    expect(flagsToSet(['--max-old-space-size=4096', '--enable-source-maps'])).toEqual(['--interrupt-budget=540672', '--no-allocation-site-pretenuring']);
  });

  it("leaves a flag node was given, with or without a value, with dashes or underscores", async () => {
    const { flagsToSet } = await load();
    expect(flagsToSet(['--interrupt-budget=100000'])).toEqual(['--no-allocation-site-pretenuring']);
    expect(flagsToSet(['--interrupt_budget=100000'])).toEqual(['--no-allocation-site-pretenuring']);
    expect(flagsToSet(['--allocation-site-pretenuring'])).toEqual(['--interrupt-budget=540672']);
    expect(flagsToSet(['--no_allocation_site_pretenuring', '--interrupt-budget=1'])).toEqual([]);
    // A flag whose name only begins like one of them is another flag.
    expect(flagsToSet(['--interrupt-budget-for-feedback-allocation=940'])).toEqual(['--interrupt-budget=540672', '--no-allocation-site-pretenuring']);
  });
});

describe('setBuildFlags', () => {
  // A worker thread keeps many objects from one allocation site: V8 traces its pretenuring
  // statistics for that site unless pretenuring is off in the thread.
  const probe = (set: boolean) =>
    spawnSync(
      process.execPath,
      [
        '--trace-pretenuring-statistics',
        '--input-type=module',
        '-e',
        `import { Worker } from 'node:worker_threads';
${set ? `const { setBuildFlags } = await import(${JSON.stringify(pathToFileURL(path.join(ROOT, 'scripts/v8-flags.mjs')).href)}); setBuildFlags();` : ''}
const code = 'const keep = []; for (let i = 0; i < 1e6; i++) keep.push({ a: i, b: [i] }); console.log(keep.length);';
await new Promise((resolve) => new Worker(code, { eval: true }).on('exit', resolve));`,
      ],
      { encoding: 'utf8' },
    );

  it("turns pretenuring off in the build's worker threads, set at run time", () => {
    const without = probe(false);
    expect(without.status, without.stderr).toBe(0);
    expect(without.stdout).toMatch(/pretenuring/);
    const set = probe(true);
    expect(set.status, set.stderr).toBe(0);
    expect(set.stdout).toContain('1000000');
    expect(set.stdout).not.toMatch(/pretenuring/);
  });
});
