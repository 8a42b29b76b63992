import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, ROOT, startServer, type RunningServer } from '../helpers/cli.ts';
import { launchBrowser, watchConsole } from '../helpers/browser.ts';

let content: string;
let server: RunningServer;
let browser: Browser;
let page: Page;
let problems: string[];
const setupFile = () => path.join(content, 'pages/guide/setup.md');
const original = () => fs.readFileSync(path.join(path.dirname(import.meta.dirname), 'fixtures/sites/basic/pages/guide/setup.md'), 'utf8');

async function waitForOutput(pattern: RegExp, from: number): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const text = server.output().slice(from);
    const match = pattern.exec(text);
    if (match) return match[0];
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no ${pattern} in:\n${server.output().slice(from)}`);
}

beforeAll(async () => {
  content = copyFixture('basic');
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-watch-'));
  server = await startServer(['--watch', '--content', content, '--out', out]);
  browser = await launchBrowser();
  page = await browser.newPage();
  problems = watchConsole(page);
  await page.goto(`${server.url}/x/guide/setup/`);
  await page.waitForSelector('html[data-hydrated="true"]');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('docs-build --watch', () => {
  it('updates the open tab after an edit, re-rendering only that page', async () => {
    const before = server.output().length;
    fs.writeFileSync(setupFile(), `${original()}\nEdited in watch mode.\n`);
    await page.locator('text=Edited in watch mode.').waitFor({ timeout: 10_000 });
    // One page in two languages, not the 14 pages of the site.
    expect(await waitForOutput(/↻ rebuilt 1 page \(\d+ rendered\)/, before)).toBe('↻ rebuilt 1 page (2 rendered)');
  });

  it("answers Accept: text/markdown with the edited page's Markdown, and brings the full text up to date", async () => {
    const response = await fetch(`${server.url}/x/guide/setup/`, { headers: { accept: 'text/markdown' } });
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const markdown = await response.text();
    expect(markdown).toMatch(/^---\ntitle: Setup\n/);
    expect(markdown).toContain('Edited in watch mode.');
    expect(markdown).not.toContain('<');
    // The group's full text follows in the background.
    await expect.poll(async () => (await fetch(`${server.url}/x/getting-started/llms-full.txt`)).text(), { timeout: 15_000, interval: 200 }).toContain('Edited in watch mode.');
  });

  it('keeps the search index current after an edit', async () => {
    fs.writeFileSync(setupFile(), `${original()}\nEdited in watch mode.\n\nThe word zephyrquokka is new.\n`);
    await page.locator('text=zephyrquokka').waitFor({ timeout: 10_000 });
    // The index is rebuilt in the background after the reload: ask until it has the new word.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.waitForSelector('html[data-hydrated="true"]');
          await page.keyboard.press('Control+K');
          await page.locator('.docs-search-input').fill('zephyrquokka');
          await page.locator('.docs-search-results[data-query="zephyrquokka"]').waitFor({ timeout: 5000 });
          return page.locator('.docs-search-option[href^="/x/guide/setup/"]').count();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBeGreaterThan(0);
    await page.keyboard.press('Escape');
  });

  it('shows a failed edit as an overlay naming file and line, and keeps serving the last good page', async () => {
    const broken = `${original()}\nEdited in watch mode.\n\n:::tip\nNot a callout type.\n:::\n`;
    fs.writeFileSync(setupFile(), broken);
    const line = broken.split('\n').indexOf(':::tip') + 1;
    // A watcher may see the file between truncate and write. The failure of a rebuild that read
    // the empty file is dropped when the write lands while it runs, but not when it lands after
    // (the next build replaces it): so wait for the overlay that names the bad callout.
    const overlay = page.locator('#docs-build-error-overlay', { hasText: 'Unknown callout type' });
    await overlay.waitFor({ timeout: 10_000 });
    const text = (await overlay.textContent()) ?? '';
    // The browser learns file names relative to the content, never where the project lives.
    expect(text).not.toContain(os.tmpdir());
    expect(text).not.toContain(ROOT);
    expect(text).toContain(`pages/guide/setup.md:${line}:1: error: Unknown callout type ":::tip"`);
    const served = await (await fetch(`${server.url}/x/guide/setup/`)).text();
    expect(served).toContain('Edited in watch mode.');
    expect(served).not.toContain('Not a callout type');
  });

  it('clears the overlay when the next save builds', async () => {
    fs.writeFileSync(setupFile(), `${original()}\nEdited in watch mode.\n\n:::info\nNow a callout.\n:::\n`);
    await page.locator('.MuiCallout-info', { hasText: 'Now a callout.' }).waitFor({ timeout: 10_000 });
    expect(await page.locator('#docs-build-error-overlay').count()).toBe(0);
  });

  it('coalesces a burst of changes and survives any file content', async () => {
    const before = server.output().length;
    // The server is stopped during the burst: on a busy machine, where it ran between two of the
    // test's writes, the eight writes reached it one by one, as eight separate changes would.
    server.child.kill('SIGSTOP');
    try {
      for (let i = 0; i < 8; i++) fs.writeFileSync(setupFile(), `${original()}\nBurst ${i}.\n`);
    } finally {
      server.child.kill('SIGCONT');
    }
    await page.locator('text=Burst 7.').waitFor({ timeout: 10_000 });
    const rebuilds = server.output().slice(before).match(/↻ rebuilt/g)?.length ?? 0;
    expect(rebuilds).toBeLessThan(8);
    // Binary garbage, an empty file, a huge line: errors at worst, never a crash.
    fs.writeFileSync(setupFile(), Buffer.from([0, 255, 254, 10, 45, 45, 45, 10, 0]));
    fs.writeFileSync(setupFile(), '');
    fs.writeFileSync(setupFile(), `# Long\n\n${'word '.repeat(200_000)}\n`);
    fs.writeFileSync(setupFile(), `${original()}\nRecovered.\n`);
    await page.locator('text=Recovered.').waitFor({ timeout: 20_000 }).catch((e) => { console.log('SERVER OUTPUT', server.output().slice(before)); throw e; });
    expect(server.child.exitCode).toBeNull();
  });

  it('rebuilds everything when the navigation changes', async () => {
    const before = server.output().length;
    const config = path.join(content, 'docs.config.ts');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("{ pathname: '/x/guide/setup' }", "{ pathname: '/x/guide/setup', title: 'Set it up' }"));
    await page
      .locator('#docs-drawer .app-drawer-active', { hasText: 'Set it up' })
      // A full rebuild (index and worker included) under the load of the whole suite.
      .waitFor({ timeout: 60_000 })
      .catch((e) => {
        console.log('SERVER OUTPUT', server.output().slice(before));
        throw e;
      });
    expect(server.output().slice(before)).toMatch(/Built 14 pages/);
  });

  it('keeps a change whose full rebuild failed on another file, and builds it once that file is fixed', async () => {
    const config = path.join(content, 'docs.config.ts');
    fs.writeFileSync(setupFile(), `${original()}\n:::tip\nNot a callout type.\n:::\n`);
    await page.locator('#docs-build-error-overlay', { hasText: 'Unknown callout type' }).waitFor({ timeout: 10_000 });
    // The navigation changes while a page is broken: its full rebuild fails on that page.
    const before = server.output().length;
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("title: 'Set it up' }", "title: 'Setup guide' }"));
    await waitForOutput(/Rebuild failed/, before);
    // Fixing the page builds the navigation change too, not the page alone.
    fs.writeFileSync(setupFile(), `${original()}\nFixed.\n`);
    await page
      .locator('#docs-drawer .app-drawer-active', { hasText: 'Setup guide' })
      .waitFor({ timeout: 60_000 })
      .catch((e) => {
        console.log('SERVER OUTPUT', server.output().slice(before));
        throw e;
      });
    expect(await page.locator('text=Fixed.').count()).toBe(1);
  });

  it('logged nothing to the console but the expected reloads', () => {
    expect(problems).toEqual([]);
  });
});
