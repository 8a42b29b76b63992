// Watch mode's render thread: a demo that never finishes stops the thread and fails that rebuild,
// naming the demo; the next edit gets a new thread.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveRenderer } from '../../../src/demos/live-ssr.ts';
import type { DemoRecord } from '../../../src/demos/types.ts';
import { DocsBuildError } from '../../../src/diagnostics/diagnostic.ts';
import { ROOT } from '../../helpers/cli.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-live-ssr-'));
const renderer = createLiveRenderer();
const demo = { id: 'pages/components/Endless', name: 'Endless', variants: [{ style: 'system', file: 'pages/components/Endless.tsx', dependencies: {} }], license: false, hash: '' } as unknown as DemoRecord;
const moduleWith = (name: string, loader: string) => {
  const file = path.join(dir, `${name}.mjs`);
  fs.writeFileSync(file, `export const loaders = { 'a:system': ${loader} };\nexport function renderDemo(c) { return { html: '<p>' + c + '</p>', styles: [], messages: [] }; }\n`);
  return file;
};

beforeAll(async () => {
  // The thread runs the built worker (build/ssr-worker.mjs), as the CLI does.
  const { ensureCliBuilt } = (await import(pathToFileURL(path.join(ROOT, 'scripts/build-cli.mjs')).href)) as { ensureCliBuilt: () => Promise<string> };
  await ensureCliBuilt();
}, 120_000);
afterAll(async () => {
  await renderer.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the live render thread', () => {
  it('stops a demo that never finishes and fails with its diagnostic, then renders the next edit on a new thread', async () => {
    const endless = moduleWith('endless', 'async () => { for (;;) {} }');
    const failed = await renderer.render(endless, [{ key: 'a:system', demo }], { contentDir: '/site', timeoutMs: 500 }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(DocsBuildError);
    const [d] = (failed as DocsBuildError).diagnostics;
    expect(d).toMatchObject({ code: 'DemoServerRenderTimeout', location: { file: path.join('/site', 'pages/components/Endless.tsx') } });
    expect(d!.message).toContain('within 0.5 s');

    const good = moduleWith('good', "async () => ({ default: 'fine' })");
    const rendered = await renderer.render(good, [{ key: 'a:system', demo }], { contentDir: '/site', timeoutMs: 10_000 });
    expect(rendered).toEqual(new Map([['a:system', { html: '<p>fine</p>', styles: [], messages: [] }]]));
  }, 60_000);
});
