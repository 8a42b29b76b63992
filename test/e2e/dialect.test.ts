import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { copyFixture, ROOT, runCli, startServe, type RunningServer } from '../helpers/cli.ts';
import { launchBrowser, watchConsole } from '../helpers/browser.ts';

const FIXTURE = path.join(ROOT, 'test/fixtures/sites/dialect');

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];

beforeAll(async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-dialect-e2e-'));
  const built = await runCli(['--content', copyFixture('dialect'), '--out', out]);
  expect(built.code, built.stderr + built.stdout).toBe(0);
  server = await startServe(out);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  page = await context.newPage();
  problems = watchConsole(page);
});

const block = (selector: string) => page.locator(selector);
/** Waits until React has committed the island of a demo or embedded component. */
async function committed(selector: string) {
  await block(selector).scrollIntoViewIfNeeded();
  await page.waitForSelector(`${selector} .docs-demo-live[data-committed="true"]`);
}

describe('the dialect in the browser', () => {
  it('embedded components hydrate in the page, with their props, without a toolbar', async () => {
    await page.goto(`${server.url}/x/dialect/demos/`);
    await page.waitForSelector('html[data-demos-ready="true"]');
    await committed('.docs-embed[data-embed="PlanChip"]');
    await committed('.docs-embed[data-embed="ReleaseDate"]');
    await expect(block('.docs-embed[data-embed="PlanChip"] [data-testid="plan-chip"]').textContent()).resolves.toBe('Premium plan');
    await expect(block('.docs-embed .docs-demo-toolbar').count()).resolves.toBe(0);
    expect(problems).toEqual([]);
  });

  it('a JavaScript-only demo runs, and shows and copies its JavaScript even when the reader prefers TypeScript', async () => {
    await context.addCookies([{ name: 'codeVariant', value: 'TS', url: server.url }]);
    await page.goto(`${server.url}/x/dialect/demos/`);
    await page.waitForSelector('html[data-demos-ready="true"]');
    const counter = '.docs-demo[data-demo$="/Counter"]';
    await committed(counter);
    await block(`${counter} [data-testid="counter"]`).click();
    await expect(block(`${counter} [data-testid="counter"]`).textContent()).resolves.toBe('Clicked 1 times');
    await expect(block(`${counter} [data-pref="codeVariant"]`).count()).resolves.toBe(0);
    // The code shown is the JavaScript file (the preview is open by default).
    await expect(block(`${counter} .docs-demo-source[data-language="JS"]`).isVisible()).resolves.toBe(true);
    // The full source is not in the page until it is needed: copying loads it.
    await expect(block(`${counter} .docs-demo-lazy[data-part="full"]`).count()).resolves.toBe(1);
    await block(`${counter} [data-demo-action="copy"]`).click();
    // The label turning is the signal the copy is done (after the code has loaded).
    await page.waitForSelector(`${counter} [data-demo-action="copy"][data-copied="true"]`);
    await expect(block(`${counter} .docs-demo-lazy`).count()).resolves.toBe(0);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(fs.readFileSync(path.join(FIXTURE, 'pages/dialect/demos/Counter.js'), 'utf8'));
    // A TypeScript demo on the same page still follows the preference.
    await expect(block('.docs-demo[data-demo$="/Greeting"] .docs-demo-source[data-language="TS"]').isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
  });

  it('an iframe demo runs in its frame, with the frame\'s width for its media queries', async () => {
    await page.goto(`${server.url}/x/dialect/demos/`);
    await page.waitForSelector('html[data-demos-ready="true"]');
    const framed = '.docs-demo[data-demo$="/FrameWidth"]';
    await committed(framed);
    const frame = page.frameLocator(`${framed} iframe`);
    // The window is 1280 px wide; the frame, in the article column, is narrower than 900 px.
    await expect(frame.locator('[data-testid="frame-width"]').textContent()).resolves.toBe('Narrow layout');
    await expect(block(`${framed} .docs-demo-toolbar`).count()).resolves.toBe(1);
    expect(problems).toEqual([]);
  });
});
