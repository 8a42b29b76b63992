// "Copy page" in Chromium: the page's Markdown lands in the clipboard, and the menu offers
// "View as Markdown". On the basic fixture, built and served by the CLI.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli, startServe, type RunningServer } from '../helpers/cli.ts';
import { launchBrowser, watchConsole } from '../helpers/browser.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];

beforeAll(async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-copy-page-'));
  const built = await runCli(['--content', copyFixture('basic'), '--out', out]);
  expect(built.code, built.stderr).toBe(0);
  server = await startServe(out);
  browser = await launchBrowser();
  context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  page = await context.newPage();
  problems = watchConsole(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const markdownOf = async (pathname: string) => (await fetch(`${server.url}${pathname}`)).text();

describe('the Copy page button', () => {
  it("puts the page's Markdown in the clipboard and says so", async () => {
    await page.goto(`${server.url}/x/guide/setup/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const button = page.getByRole('button', { name: 'Copy page' });
    await button.click();
    await page.locator('.docs-copy-page[data-copied="true"]').waitFor();
    expect(await page.locator('.docs-copy-page span').textContent()).toBe('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await markdownOf('/x/guide/setup.md'));
    expect(copied).toMatch(/^---\ntitle: Setup\n/);
  });

  it("copies the default language's Markdown on a page of another language", async () => {
    await page.goto(`${server.url}/zh/x/introduction/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: '复制页面' }).click();
    await page.locator('.docs-copy-page[data-copied="true"]').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await markdownOf('/x/introduction.md'));
  });

  it('opens a menu with "View as Markdown", closed again by Escape', async () => {
    await page.goto(`${server.url}/x/guide/setup/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const toggle = page.getByRole('button', { name: 'More ways to read this page' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const link = page.getByRole('link', { name: 'View as Markdown' });
    await link.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await link.getAttribute('href')).toBe('/x/guide/setup.md');
    await link.focus();
    await page.keyboard.press('Escape');
    await link.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('docs-page-menu-button');
  });

  it('is not on a draft, which has no Markdown', async () => {
    await page.goto(`${server.url}/x/guide/enterprise/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.locator('.docs-copy-page').count()).toBe(0);
  });

  it('logged nothing to the console', () => {
    expect(problems).toEqual([]);
  });
});
