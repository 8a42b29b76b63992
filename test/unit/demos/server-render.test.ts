// The build's server rendering of demos: each demo's time limit covers its own module and render,
// not the thread's load of the server bundle (the packages), which has a limit of its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { renderDemosOnServer } from '../../../src/demos/bundle-demos.ts';
import type { DemoRecord } from '../../../src/demos/types.ts';
import { ROOT } from '../../helpers/cli.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-server-render-'));

beforeAll(async () => {
  // The threads run the built worker (build/ssr-worker.mjs), as the CLI does.
  const { ensureCliBuilt } = (await import(pathToFileURL(path.join(ROOT, 'scripts/build-cli.mjs')).href)) as { ensureCliBuilt: () => Promise<string> };
  await ensureCliBuilt();
}, 120_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('starts a demo\'s clock once its thread has loaded the bundle: a slow load fails no demo', async () => {
  // A bundle whose top level (the packages, in a real bundle) takes three times the demos' limit.
  const file = path.join(dir, 'slow-load.mjs');
  fs.writeFileSync(
    file,
    `const started = Date.now();\nwhile (Date.now() - started < 1500) {}\nexport const loaders = { 'pages/components/Quick:system': async () => ({ default: 'quick' }) };\nexport function renderDemo(c) { return { html: '<p>' + c + '</p>', styles: [], messages: [] }; }\n`,
  );
  const demo = { id: 'pages/components/Quick', name: 'Quick', variants: [{ style: 'system', file: 'pages/components/Quick.tsx', dependencies: {} }], license: false, hash: '' } as unknown as DemoRecord;
  await renderDemosOnServer(file, [demo], { contentDir: dir, timeoutMs: 500 });
  expect(demo.ssr).toEqual({ html: '<p>quick</p>', styles: [] });
}, 60_000);
