import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { copyFixture, runCli, startServe, type RunningServer } from '../helpers/cli.ts';
import { launchBrowser, watchConsole } from '../helpers/browser.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
const ONE_YEAR = 31536000;

beforeAll(async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-prefs-'));
  const built = await runCli(['--content', copyFixture('basic'), '--out', out]);
  expect(built.code, built.stderr).toBe(0);
  server = await startServe(out);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  problems = watchConsole(page);
});

async function open(route: string) {
  await page.goto(`${server.url}${route}`);
  await page.waitForSelector('html[data-hydrated="true"]');
}
const attr = (name: string) => page.evaluate((n) => document.documentElement.getAttribute(n), name);
async function choose(pref: string, value: string) {
  await page.locator('.docs-settings-button').click();
  await page.locator(`#docs-settings [data-pref="${pref}"][data-value="${value}"]`).click();
  await page.keyboard.press('Escape');
}
/**
 * A cookie as the browser's store has it. A page's cookie write reaches the store asynchronously
 * (an IPC from the renderer), so a value the page just wrote is polled for.
 */
async function cookie(name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

describe('settings drawer', () => {
  it('opens from a labelled app bar button with the keyboard, traps focus and closes on Escape', async () => {
    await open('/x/guide/setup/');
    const button = page.locator('.docs-settings-button');
    expect(await button.getAttribute('aria-label')).toBe('Settings');
    await button.focus();
    await page.keyboard.press('Enter');
    const drawer = page.locator('#docs-settings');
    await drawer.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press(i % 3 === 0 ? 'Shift+Tab' : 'Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#docs-settings')))).toBe(true);
    }
    // The current choice of each setting is marked.
    for (const [pref, value] of [['mode', 'system'], ['direction', 'ltr'], ['language', 'en'], ['codeVariant', 'JS'], ['codeStyling', 'system'], ['dense', 'false']]) {
      const selected = drawer.locator(`[data-pref="${pref}"][aria-pressed="true"]`);
      expect(await selected.getAttribute('data-value'), pref).toBe(value);
      expect(await selected.getAttribute('class')).toContain('Mui-selected');
    }
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.classList.contains('docs-settings-button'))).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('settings drawer, loaded on first use', () => {
  it('is not in the page: its language\'s asset is fetched once, when the pointer reaches the button', async () => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (/\/_static\/settings-[a-z]+\.[0-9a-f]+\.json$/.test(request.url())) requests.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(`${server.url}/x/guide/setup/`);
    const html = await response!.text();
    expect(html).not.toContain('id="docs-settings"');
    expect(html).toMatch(/data-settings="\/x\/_static\/settings-en\.[0-9a-f]+\.json"/);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(requests).toEqual([]);
    const loaded = page.waitForRequest((request) => request.url().includes('/_static/settings-en.'));
    await page.locator('.docs-settings-button').hover();
    await loaded;
    for (let i = 0; i < 2; i++) {
      await page.locator('.docs-settings-button').click();
      await page.locator('#docs-settings').waitFor();
      await page.keyboard.press('Escape');
      await page.locator('#docs-settings').waitFor({ state: 'hidden' });
    }
    expect(requests).toHaveLength(1);
    expect(await page.locator('#docs-settings').count()).toBe(1);
    expect(await page.locator('.docs-settings-button').getAttribute('aria-controls')).toBe('docs-settings');
    expect(problems).toEqual([]);
  });
});

describe('colour mode', () => {
  it('is kept in storage, survives a reload and a move, and "system" follows the OS live', async () => {
    await open('/x/guide/setup/');
    await choose('mode', 'dark');
    expect(await attr('data-mui-color-scheme')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
    expect(await page.locator('meta[name="theme-color"]').first().getAttribute('content')).toBe('#101418');
    await page.reload();
    expect(await attr('data-mui-color-scheme')).toBe('dark');
    await page.locator('.docs-next').click();
    await page.waitForURL(/advanced/);
    expect(await attr('data-mui-color-scheme')).toBe('dark');
    await choose('mode', 'system');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.getAttribute('data-mui-color-scheme') === 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.getAttribute('data-mui-color-scheme') === 'light');
  });
});

describe('direction', () => {
  it('switches without a reload, mirrors the layout, and holds across the pages of the visit', async () => {
    await open('/x/introduction/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const drawerLeft = await page.locator('#docs-drawer').evaluate((el) => el.getBoundingClientRect().left);
    await choose('direction', 'rtl');
    expect(await attr('dir')).toBe('rtl');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1); // no reload
    const mirrored = await page.locator('#docs-drawer').evaluate((el) => el.getBoundingClientRect().right);
    expect(drawerLeft).toBe(0);
    expect(mirrored).toBe(1280);
    // Code blocks stay left to right.
    expect(await page.locator('.MuiCode-root').first().evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    await page.reload();
    expect(await attr('dir')).toBe('rtl');
    await page.locator('.docs-next').click();
    await page.waitForURL(/guide\/setup/);
    expect(await attr('dir')).toBe('rtl');
  });
});

describe('cookie preferences', () => {
  it('code samples: exact cookie, every sample with both variants follows, holds on the next page', async () => {
    await open('/x/introduction/');
    const js = page.locator('.MuiCode-variants [data-variant="js"]');
    const ts = page.locator('.MuiCode-variants [data-variant="ts"]');
    expect(await js.isVisible()).toBe(true);
    expect(await ts.isVisible()).toBe(false);
    await choose('codeVariant', 'TS');
    expect(await ts.isVisible()).toBe(true);
    expect(await js.isVisible()).toBe(false);
    await expect.poll(async () => (await cookie('codeVariant'))?.value).toBe('TS');
    const c = await cookie('codeVariant');
    expect(c?.path).toBe('/');
    expect(Math.abs(c!.expires - (Date.now() / 1000 + ONE_YEAR))).toBeLessThan(60);
    await page.goto(`${server.url}/x/guide/setup/`);
    expect(await attr('data-code-variant')).toBe('TS');
    // The tabs on a sample switch it too.
    await page.goto(`${server.url}/x/introduction/`);
    await page.locator('.MuiCode-variant-tabs [data-value="JS"]').click();
    await expect.poll(async () => (await cookie('codeVariant'))?.value).toBe('JS');
  });

  it('a URL hash picks the variant and the style for that visit', async () => {
    // Alternate pages: a hash change alone is no page load.
    await open('/x/introduction/#Demo.tsx');
    expect(await attr('data-code-variant')).toBe('TS');
    expect(await page.locator('.MuiCode-variants [data-variant="ts"]').isVisible()).toBe(true);
    await open('/x/guide/setup/#Demo.js');
    expect(await attr('data-code-variant')).toBe('JS');
    await open('/x/introduction/#tailwind-Demo.js');
    expect(await attr('data-code-styling')).toBe('tailwind');
    await open('/x/guide/setup/#css-Demo.tsx');
    expect(await attr('data-code-styling')).toBe('css');
    expect(await attr('data-code-variant')).toBe('TS');
    await open('/x/introduction/#sass-Demo.js'); // unknown style: ignored
    expect(await attr('data-code-styling')).toBe('system');
  });

  it('code style and dense layout are kept in one-year cookies; dense really tightens the screen', async () => {
    await open('/x/guide/setup/');
    await choose('codeStyling', 'css');
    await expect.poll(async () => (await cookie('codeStyling'))?.value).toBe('css');
    const style = await cookie('codeStyling');
    expect(style?.path).toBe('/');
    expect(Math.abs(style!.expires - (Date.now() / 1000 + ONE_YEAR))).toBeLessThan(60);
    const height = () => page.locator('#docs-drawer .nav-list a:not([data-nav-toggle])').first().evaluate((el) => el.getBoundingClientRect().height);
    const before = await height();
    await choose('dense', 'true');
    await expect.poll(async () => (await cookie('denseLayout'))?.value).toBe('true');
    expect(await height()).toBeLessThan(before);
    await page.reload();
    expect(await attr('data-dense')).toBe('true');
    expect(await attr('data-code-styling')).toBe('css');
  });

  it('unknown stored values fall back to the defaults and are overwritten', async () => {
    await context.addCookies([
      { name: 'codeVariant', value: 'Python', url: server.url },
      { name: 'codeStyling', value: 'sass', url: server.url },
      { name: 'denseLayout', value: 'maybe', url: server.url },
    ]);
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('mui-mode', 'purple');
        sessionStorage.setItem('docs-direction', 'sideways');
      }
    });
    await open('/x/guide/setup/');
    expect([await attr('data-code-variant'), await attr('data-code-styling'), await attr('data-dense'), await attr('dir')]).toEqual(['JS', 'system', 'false', 'ltr']);
    await expect.poll(async () => (await cookie('codeVariant'))?.value).toBe('JS');
    await expect.poll(async () => (await cookie('codeStyling'))?.value).toBe('system');
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('system');
    expect(await page.evaluate(() => sessionStorage.getItem('docs-direction'))).toBeNull();
  });

  it('a malformed cookie, ours or not, spoils only itself: the valid ones apply and the bad one is rewritten', async () => {
    await context.addCookies([
      { name: 'tracker', value: '%E0%A4%A', url: server.url },
      { name: 'codeVariant', value: '%ZZ', url: server.url },
      { name: 'codeStyling', value: 'tailwind', url: server.url },
      { name: 'denseLayout', value: 'true', url: server.url },
    ]);
    await open('/x/guide/setup/');
    expect([await attr('data-code-variant'), await attr('data-code-styling'), await attr('data-dense')]).toEqual(['JS', 'tailwind', 'true']);
    await expect.poll(async () => (await cookie('codeVariant'))?.value).toBe('JS');
    await expect.poll(async () => (await cookie('codeStyling'))?.value).toBe('tailwind');
    await expect.poll(async () => (await cookie('tracker'))?.value).toBe('%E0%A4%A');
  });
});

describe('first frame', () => {
  it('a stored dark mode and right-to-left direction apply before any external script runs', async () => {
    await context.route('**/*.js', (route) => route.abort());
    await context.addInitScript(() => {
      localStorage.setItem('mui-mode', 'dark');
      sessionStorage.setItem('docs-direction', 'rtl');
    });
    // Every script is blocked, so the page's load event waits only for its stylesheet: the
    // state read then is what the first painted frame shows, with nothing of ours having run.
    await page.goto(`${server.url}/x/guide/setup/`, { waitUntil: 'load' });
    const state = await page.evaluate(() => ({
      dir: document.documentElement.dir,
      scheme: document.documentElement.getAttribute('data-mui-color-scheme'),
      background: getComputedStyle(document.body).backgroundColor,
      hydrated: document.documentElement.dataset.hydrated ?? null,
    }));
    expect(state).toEqual({ dir: 'rtl', scheme: 'dark', background: 'rgb(11, 13, 14)', hydrated: null });
  });
});

describe('languages and layouts', () => {
  it('switching language opens the same page in the other language and back', async () => {
    await open('/x/guide/setup/#configure');
    await choose('language', 'zh');
    await page.waitForURL(`${server.url}/zh/x/guide/setup/#configure`);
    expect(await attr('lang')).toBe('zh-CN');
    expect(await page.locator('.docs-settings-button').getAttribute('aria-label')).toBe('设置');
    await choose('language', 'en');
    await page.waitForURL(`${server.url}/x/guide/setup/#configure`);
  });

  it('blog pages have their own layout, without the docs drawer', async () => {
    await open('/blog/release-notes/');
    expect(await page.locator('#docs-drawer').count()).toBe(0);
    expect(await page.locator('.docs-appbar').count()).toBe(1);
    expect(await page.locator('article h1').textContent()).toBe('Release notes');
  });
});
