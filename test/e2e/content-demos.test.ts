// The content gate: builds the bundled docs once and checks every demo of every page in Chromium.
// DEMO_GATE_PAGES=/x/react-data-grid/sorting/,/x/react-charts/bars/ limits it to those pages.
// DEMO_GATE_MOTION=1 lets animations run (the gate asks for reduced motion by default: see demo-gate.ts).
// DEMO_GATE_FRESH=1 checks every page, even those that passed before unchanged.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { ROOT, startServe, type RunningServer } from '../helpers/cli.ts';
import { sharedDocsBuild } from '../helpers/docs-site.ts';
import { checkDemoPages, demoRoutes } from '../helpers/demo-gate.ts';

/** Where the gate keeps the pages that passed, beside the build cache (the README's CI recipe keeps both). */
const GATE_CACHE_DIR = path.join(ROOT, 'node_modules/.cache/docs-build-tests/content-gate');

let out: string;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // The docs build shared with the site tests (third parties off: the gate checks the demos).
  const shared = await sharedDocsBuild();
  out = shared.out;
  const { built } = shared;
  expect(built.code, built.stderr + built.stdout).toBe(0);
  // A demo that throws or prints while rendering on the server fails the gate too.
  expect(built.stderr).not.toMatch(/\[Demo(ServerRender|Console)\]/);
  server = await startServe(out);
  browser = await launchBrowser({ localOnly: true });
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('every demo of every page hydrates without errors, warnings or failed requests', async () => {
  const only = process.env.DEMO_GATE_PAGES?.split(',').map((r) => r.trim()).filter(Boolean);
  const routes = only?.length ? only : demoRoutes(out);
  expect(routes.length).toBeGreaterThan(0);
  // Pages that passed before with the same HTML (the same code, by its hashed names) are not
  // visited again; DEMO_GATE_FRESH=1 visits every page.
  const cache = process.env.DEMO_GATE_FRESH ? undefined : { outDir: out, dir: GATE_CACHE_DIR };
  const report = await checkDemoPages({ browser, baseUrl: server.url, routes, tabs: 3, ...(cache ? { cache } : {}) });
  console.log(`content gate: ${report.demos} demos on ${report.pages - report.cached} pages in ${(report.ms / 1000).toFixed(1)} s; ${report.cached} pages passed before unchanged`);
  // Each problem in full in the failure's message (a deep-equal diff shows an array of long lines as [ Array(1) ]).
  expect(report.problems, `the content gate found:\n${report.problems.join('\n')}`).toEqual([]);
  expect(report.demos + report.cached).toBeGreaterThan(0);
}, 900_000);
