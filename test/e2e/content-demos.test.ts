// The content gate: builds the bundled docs once and checks every demo of every page in Chromium.
// DEMO_GATE_PAGES=/x/react-data-grid/sorting/,/x/react-charts/bars/ limits it to those pages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { ROOT, runCli, startServe, type RunningServer } from '../helpers/cli.ts';
import { checkDemoPages, demoRoutes } from '../helpers/demo-gate.ts';

let out: string;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-content-'));
  // Third parties stay off: the gate checks the demos, not the ad network or analytics.
  const overrides = { ads: { enabled: false }, analytics: { measurementId: '' }, demos: { iconFontUrl: '' } };
  const built = await runCli(['--content', path.join(ROOT, 'content'), '--out', out], { env: { DOCS_BUILD_CONFIG: JSON.stringify(overrides) } });
  expect(built.code, built.stderr + built.stdout).toBe(0);
  // A demo that throws or prints while rendering on the server fails the gate too.
  expect(built.stderr).not.toMatch(/\[Demo(ServerRender|Console)\]/);
  server = await startServe(out);
  browser = await launchBrowser();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (out) fs.rmSync(out, { recursive: true, force: true });
});

it('every demo of every page hydrates without errors, warnings or failed requests', async () => {
  const only = process.env.DEMO_GATE_PAGES?.split(',').map((r) => r.trim()).filter(Boolean);
  const routes = only?.length ? only : demoRoutes(out);
  expect(routes.length).toBeGreaterThan(0);
  const report = await checkDemoPages({ browser, baseUrl: server.url, routes, tabs: 2 });
  console.log(`content gate: ${report.demos} demos on ${report.pages} pages in ${(report.ms / 1000).toFixed(1)} s`);
  expect(report.problems).toEqual([]);
  expect(report.demos).toBeGreaterThan(0);
}, 900_000);
