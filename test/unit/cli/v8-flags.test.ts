// The V8 flags the CLI and the render floor set (scripts/v8-flags.mjs): both by default, and a flag
// given to node itself, in either spelling, wins over the build's.
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
