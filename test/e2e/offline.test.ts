import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli, startServe, type RunningServer } from '../helpers/cli.ts';
import { launchBrowser } from '../helpers/browser.ts';

// The service worker registers only on the configured production host: here 127.0.0.1, so
// the same site opened as localhost is "another host".
let content: string;
let out: string;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let port = '';

beforeAll(async () => {
  content = copyFixture('basic');
  const config = path.join(content, 'docs.config.ts');
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("productionHost: 'docs.example.com'", "productionHost: '127.0.0.1'"));
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-sw-'));
  const built = await runCli(['--content', content, '--out', out]);
  expect(built.code, built.stderr).toBe(0);
  expect(built.stdout).toMatch(/offline {2}\d+ files precached, [\d.]+ KB/);
  server = await startServe(out);
  port = new URL(server.url).port;
  browser = await launchBrowser();
  context = await browser.newContext();
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const registrations = (p: Page) => p.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope));

describe('service worker', () => {
  it('does not register on another host', async () => {
    const other = await context.newPage();
    await other.goto(`http://localhost:${port}/x/introduction/`);
    // The page's own decision: this host does not register a worker.
    await other.waitForSelector('html[data-service-worker="off"]', { state: 'attached' });
    expect(await registrations(other)).toEqual([]);
    await other.close();
  });

  it('registers /x/sw.js on the configured host', async () => {
    await page.goto(`http://127.0.0.1:${port}/x/introduction/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    // `ready` resolves with the registration once a worker is active: one read, no race.
    const ready = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { scope: registration.scope, script: registration.active?.scriptURL };
    });
    expect(ready).toEqual({ scope: `http://127.0.0.1:${port}/x/`, script: `http://127.0.0.1:${port}/x/sw.js` });
    expect(await registrations(page)).toEqual([`http://127.0.0.1:${port}/x/`]);
  });

  it('opens a page read once while offline', async () => {
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    await page.goto(`http://127.0.0.1:${port}/x/guide/setup/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await context.setOffline(true);
    try {
      await page.reload();
      await page.waitForSelector('html[data-hydrated="true"]');
      expect(await page.locator('article h1').textContent()).toBe('Setup');
      // Its styles come from the precache.
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('.docs-drawer')!).position)).toBe('sticky');
      // The settings drawer, which pages load on first open, is precached too.
      await page.locator('.docs-settings-button').click();
      await page.locator('#docs-settings [data-pref="mode"][data-value="dark"]').click();
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-mui-color-scheme'))).toBe('dark');
    } finally {
      await context.setOffline(false);
    }
  });

  it('moves an open tab to the new version after a deploy, once it has focus', async () => {
    await page.goto(`http://127.0.0.1:${port}/x/guide/setup/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const file = path.join(content, 'pages/guide/setup.md');
    fs.writeFileSync(file, `${fs.readFileSync(file, 'utf8')}\nDeployed a second time.\n`);
    const rebuilt = await runCli(['--content', content, '--out', out]);
    expect(rebuilt.code, rebuilt.stderr).toBe(0);
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.locator('text=Deployed a second time.').waitFor({ timeout: 20_000 });
  });
});

describe('service worker and API tabs', () => {
  it('opens an API tab offline once it was read: its articles come from the API pages in the pages\' cache', async () => {
    // The API fixture (a page with a Components API tab), served on the configured host.
    const api = copyFixture('api');
    const apiOut = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-sw-api-'));
    const built = await runCli(['--content', api, '--out', apiOut], { env: { DOCS_BUILD_CONFIG: JSON.stringify({ productionHost: '127.0.0.1' }) } });
    expect(built.code, built.stderr).toBe(0);
    const apiServer = await startServe(apiOut);
    const apiContext = await browser.newContext();
    try {
      const tab = await apiContext.newPage();
      const url = `http://127.0.0.1:${new URL(apiServer.url).port}/x/grid/components-api/`;
      await tab.goto(url);
      await tab.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
      // Read once with the worker in control: the API page is fetched through it.
      await tab.reload();
      await tab.waitForSelector('html[data-api-tabs="loaded"]');
      expect(await tab.locator('.api-tab-article[data-loaded="true"]').count()).toBe(1);
      await apiContext.setOffline(true);
      await tab.reload();
      await tab.waitForSelector('html[data-api-tabs="loaded"]');
      expect(await tab.locator('.api-tab-article[data-loaded="true"]').count()).toBe(1);
      expect(await tab.locator('#data-grid-props').count()).toBe(1);
      // With its CSS classes, a file of their own the worker kept (a route of its own, not precached).
      expect(await tab.locator('.api-tab-article #data-grid-classes-MuiDataGrid-cell').count()).toBe(1);
      expect(await tab.locator('.api-tab-article .api-fragment').count()).toBe(0);
      const kept = await tab.evaluate(async () => (await (await caches.open('docs-api')).keys()).map((r) => new URL(r.url).pathname));
      expect(kept).toEqual([expect.stringMatching(/^\/x\/_static\/api\/classes\.[0-9a-f]{12}\.html$/)]);
    } finally {
      await apiContext.close();
      await apiServer.stop();
    }
  });
});
