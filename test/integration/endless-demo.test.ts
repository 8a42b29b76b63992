// A demo that never finishes (an endless loop at its module's top level, or in its render) stops
// the build after the configured time with a diagnostic naming it; it never hangs the build, and
// the previous output stays as it was.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, runCli, treeDigest } from '../helpers/cli.ts';

const ENDLESS_MODULE = `let ticks = 0;
// Never ends: the module's top level runs when the demo is first loaded.
while (Date.now() > 0) ticks++;

export default function EndlessModule() {
  return <p>{ticks}</p>;
}
`;

const ENDLESS_RENDER = `export default function EndlessRender() {
  let ticks = 0;
  while (Date.now() > 0) ticks++;
  return <p>{ticks}</p>;
}
`;

// The limit leaves room for the first render of the fixture's healthy demos (a Data Grid among
// them) on a busy two-core machine: with 3 s, a healthy demo once ran out of time. (Loading the
// packages is no longer charged to the first demo of a thread: see renderInWorkers.)
async function buildWith(demo: string, source: string) {
  const content = copyFixture('demos');
  const page = path.join(content, 'pages/components/plain.md');
  fs.writeFileSync(page, `${fs.readFileSync(page, 'utf8')}\n{{"demo": "${demo}.tsx"}}\n`);
  fs.writeFileSync(path.join(content, `pages/components/${demo}.tsx`), source);
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-endless-'));
  fs.writeFileSync(path.join(out, 'index.html'), '<p>the last good build</p>');
  const before = treeDigest(out);
  const result = await runCli(['--content', content, '--out', out], { env: { DOCS_BUILD_CONFIG: JSON.stringify({ demos: { serverRenderTimeout: 6 } }) } });
  return { result, unchanged: treeDigest(out) === before };
}

describe('a demo that never finishes rendering on the server', () => {
  it('fails the build, naming the demo and the time limit, when its module never finishes loading', async () => {
    const { result, unchanged } = await buildWith('EndlessModule', ENDLESS_MODULE);
    expect(result.code).toBe(1);
    const output = result.stdout + result.stderr;
    expect(output).toMatch(/pages\/components\/EndlessModule\.tsx: error: Demo pages\/components\/EndlessModule did not finish loading and rendering on the server within 6 s/);
    expect(output).toContain('[DemoServerRenderTimeout]');
    expect(output).toContain('demos.serverRenderTimeout');
    expect(unchanged).toBe(true);
  }, 240_000);

  it('fails the build the same way when its render never returns', async () => {
    const { result, unchanged } = await buildWith('EndlessRender', ENDLESS_RENDER);
    expect(result.code).toBe(1);
    expect(result.stdout + result.stderr).toMatch(/EndlessRender\.tsx: error: Demo pages\/components\/EndlessRender did not finish .* within 6 s.*\[DemoServerRenderTimeout\]/);
    expect(unchanged).toBe(true);
  }, 240_000);
});
